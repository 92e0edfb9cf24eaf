package resolvers

import (
	"bytes"
	"context"
	"hash/maphash"
	"log/slog"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
)

// Queries that only read views — a match, a page of matches, a player or
// the top pass links, with what a page about them shows — are answered
// without gqlgen's executor. The executor resolves each field of each item
// on its own, with a field context, a path and a context value for each
// and a goroutine for each list item and each field with a resolver: for a
// page of 50 matches with their goals and scorers that is some 20 times
// the work of reading the page's view. direct compiles the operation's
// selections once (with gqlgen's own field collection, so fragments,
// aliases, @skip and @include mean what they mean to the executor), reads
// each root field's view in one store call, as the resolvers do, and
// writes the JSON the executor would write, byte for byte.
//
// Whatever direct does not know — a field or argument not in the shapes
// below, data the view does not hold, @defer, an error of any kind — it
// leaves to the executor, which then answers the whole operation as it
// always does. So direct never changes an answer; it only skips work.

// direct is the gqlgen extension that answers queries from views.
type direct struct {
	store   graph.Store
	log     *slog.Logger
	answers *atomic.Int64        // counts the answers, when set
	plans   graphql.Cache[*plan] // of operations without directives, by name and text
}

func newDirect(s graph.Store, log *slog.Logger, answers *atomic.Int64) direct {
	return direct{store: s, log: log, answers: answers, plans: boundedCache(lru.New[*plan](1000))}
}

var (
	_ graphql.HandlerExtension     = direct{}
	_ graphql.OperationInterceptor = direct{}
	_ graphql.ResponseInterceptor  = direct{}
)

func (direct) ExtensionName() string                   { return "DirectAnswers" }
func (direct) Validate(graphql.ExecutableSchema) error { return nil }

func (direct) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return next(recordAnswers(ctx))
}

func (d direct) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) (resp *graphql.Response) {
	if answered(ctx) {
		return nil
	}
	if !graphql.HasOperationContext(ctx) {
		return next(ctx)
	}
	op := graphql.GetOperationContext(ctx)
	if op.Operation == nil || op.Operation.Operation != ast.Query || len(graphql.GetErrors(ctx)) > 0 {
		return next(ctx)
	}
	defer func() {
		if r := recover(); r != nil {
			d.log.ErrorContext(ctx, "graphql: direct answer panicked; the executor answers instead", "panic", r)
			resp = next(ctx)
		}
	}()
	p := d.planFor(ctx, op)
	if !p.ok {
		return next(ctx)
	}
	data, ok := d.answer(ctx, op, p)
	if data == nil && ok {
		// Stopped by the budget: the guard says why.
		return &graphql.Response{}
	}
	if !ok || !markAnswered(ctx) {
		return next(ctx)
	}
	if d.answers != nil {
		d.answers.Add(1)
	}
	return &graphql.Response{Data: data}
}

// answer writes the data of the operation; false when any of its root
// fields cannot be answered directly; nil and true when the operation's
// budget stopped it.
func (d direct) answer(ctx context.Context, op *graphql.OperationContext, p *plan) ([]byte, bool) {
	hint := sizeHint(op)
	w := &writer{b: getBuffer(int(hint.Load())), ctx: ctx}
	b := budgetOf(ctx)
	if b != nil && b.maxBytes > 0 {
		w.max = max(1, b.maxBytes-b.bytes.Load())
	}
	w.b = append(w.b, '{')
	for i := range p.roots {
		s := &p.roots[i]
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.b = append(w.b, s.key...)
		if s.kind == kTypename {
			w.str(s.name)
			continue
		}
		want := graph.ViewWant{Trim: p.trim}
		wants(s.sub, &want)
		ok := d.root(ctx, w, s, s.field.ArgumentMap(op.Variables), want)
		if !w.stopped && w.max > 0 && int64(len(w.b)) > w.max {
			w.stopped = true
		}
		if w.stopped {
			putBuffer(w.b)
			if b != nil && ctx.Err() == nil {
				b.stop(errTooLarge)
			}
			return nil, true
		}
		if !ok || w.failed {
			return nil, false
		}
	}
	w.b = append(w.b, '}')
	if b != nil {
		b.spend(int64(len(w.b)))
	}
	hint.Store(int64(len(w.b)))
	if st := statusFrom(ctx); st == nil || kept(ctx) || !st.lend(w.b) {
		out := bytes.Clone(w.b)
		putBuffer(w.b)
		return out, true
	}
	return w.b, true
}

// The buffers answers are written in are reused once the response is
// written (requestState.lend). Answers over a websocket, which has no such
// moment, and answers the response cache keeps are copies, and their
// buffers are reused at once.
var buffers sync.Pool

// maxKeptBuffer is the largest buffer kept for reuse.
const maxKeptBuffer = 1 << 20

// getBuffer returns an empty buffer for about size bytes: a reused one
// that holds size, or a new one with room to spare.
func getBuffer(size int) []byte {
	if b, ok := buffers.Get().(*[]byte); ok && cap(*b) >= size {
		return (*b)[:0]
	}
	return make([]byte, 0, size*9/8+512)
}

func putBuffer(b []byte) {
	if cap(b) <= maxKeptBuffer {
		buffers.Put(&b)
	}
}

// sizeHints remember how long the last answer to a query was, so that the
// next is written into a buffer of the right size rather than one grown
// (and copied) from small. A query shares its slot with the others whose
// text hashes to it; a wrong hint costs only that growth.
var sizeHints [256]atomic.Int64

var hintSeed = maphash.MakeSeed()

func sizeHint(op *graphql.OperationContext) *atomic.Int64 {
	return &sizeHints[maphash.String(hintSeed, op.RawQuery)%uint64(len(sizeHints))]
}

// root reads the view of one root field and writes its value.
func (d direct) root(ctx context.Context, w *writer, s *sel, args map[string]any, want graph.ViewWant) bool {
	switch s.kind {
	case qMatch:
		id, ok := argID(args, "id")
		if !ok {
			return false
		}
		v, err := d.store.MatchView(ctx, []string{id}, want)
		if err != nil || len(v.Matches) != 1 {
			return false
		}
		w.index(&v)
		if v.Matches[0] == nil {
			w.null()
		} else {
			w.match(s.sub, v.Matches[0])
		}
	case qMatches:
		where, ok1 := matchWhere(args["where"])
		first, ok2 := argInt(args, "first")
		after, ok3 := argString(args, "after")
		if !ok1 || !ok2 || !ok3 {
			return false
		}
		c, v, err := d.store.FindMatchView(ctx, where, page(first, after, 20), want)
		if err != nil {
			return false
		}
		w.index(&v)
		w.matchConnection(s.sub, &c)
	case qPlayer:
		id, ok1 := argOptionalID(args, "id")
		name, ok2 := argString(args, "name")
		if !ok1 || !ok2 || id == nil || name != nil {
			return false // by name, or an error: the executor's
		}
		v, err := d.store.PlayerView(ctx, []string{*id}, want)
		if err != nil || len(v.Players) != 1 {
			return false
		}
		w.index(&v)
		if v.Players[0] == nil {
			w.null()
		} else {
			w.player(s.sub, v.Players[0])
		}
	case qPassLinks:
		where, ok1 := passLinkWhere(args["where"])
		first, ok2 := argInt(args, "first")
		if !ok1 || !ok2 {
			return false
		}
		links, v, err := d.store.PassLinkView(ctx, where, size(first, 50), want)
		if err != nil {
			return false
		}
		w.index(&v)
		writeList(w, links, func(_ int, l *graph.PassLink) { w.passLink(s.sub, l) })
	default:
		return false
	}
	return true
}
