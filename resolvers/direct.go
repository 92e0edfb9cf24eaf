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
	"pitchgraph/resolvers/bind"
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

// plan is an operation compiled for direct answers.
type plan struct {
	roots []sel
	trim  graph.Trim
	ok    bool // false: direct cannot answer the operation
}

// planFor compiles the operation, or finds it compiled. Only @skip and
// @include make the fields an operation collects depend on more than its
// text, so operations without directives are compiled once.
func (d direct) planFor(ctx context.Context, op *graphql.OperationContext) *plan {
	key := op.OperationName + "\x00" + op.RawQuery
	if p, ok := d.plans.Get(ctx, key); ok {
		return p
	}
	p := &plan{trim: trimFor(op)}
	p.roots, p.ok = compile(op, op.Operation.SelectionSet, queryShape)
	if !hasDirectives(op) {
		d.plans.Add(ctx, key, p)
	}
	return p
}

// hasDirectives tells whether the operation or a fragment of its document
// has a directive anywhere.
func hasDirectives(op *graphql.OperationContext) bool {
	var in func(set ast.SelectionSet) bool
	in = func(set ast.SelectionSet) bool {
		for _, s := range set {
			switch s := s.(type) {
			case *ast.Field:
				if len(s.Directives) > 0 || in(s.SelectionSet) {
					return true
				}
			case *ast.InlineFragment:
				if len(s.Directives) > 0 || in(s.SelectionSet) {
					return true
				}
			case *ast.FragmentSpread:
				if len(s.Directives) > 0 {
					return true
				}
			}
		}
		return false
	}
	if len(op.Operation.Directives) > 0 || in(op.Operation.SelectionSet) {
		return true
	}
	for _, f := range op.Doc.Fragments {
		if len(f.Directives) > 0 || in(f.SelectionSet) {
			return true
		}
	}
	return false
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
	p := d.planFor(ctx, op)
	if !p.ok {
		return next(ctx)
	}
	defer func() {
		if r := recover(); r != nil {
			d.log.ErrorContext(ctx, "graphql: direct answer panicked; the executor answers instead", "panic", r)
			resp = next(ctx)
		}
	}()
	data, ok := d.answer(ctx, op, p)
	if !ok || !markAnswered(ctx) {
		return next(ctx)
	}
	if d.answers != nil {
		d.answers.Add(1)
	}
	return &graphql.Response{Data: data}
}

// answer writes the data of the operation; false when any of its root
// fields cannot be answered directly.
func (d direct) answer(ctx context.Context, op *graphql.OperationContext, p *plan) ([]byte, bool) {
	hint := sizeHint(op)
	w := &writer{b: getBuffer(int(hint.Load()))}
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
		if !d.root(ctx, w, s, s.field.ArgumentMap(op.Variables), want) || w.failed {
			return nil, false
		}
	}
	w.b = append(w.b, '}')
	hint.Store(int64(len(w.b)))
	if st := statusFrom(ctx); st == nil || kept(ctx) || !st.lend(w.b) {
		return bytes.Clone(w.b), true
	}
	return w.b, true
}

// The buffers answers are written in are reused once the response is
// written (requestState.lend), unless the response cache keeps the answer.
// Answers over a websocket, which has no such moment, and answers the
// cache keeps are copies.
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
		w.b = append(w.b, '[')
		for i := range links {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.passLink(s.sub, &links[i])
		}
		w.b = append(w.b, ']')
	default:
		return false
	}
	return true
}

// kind names a field of a shape.
type kind uint8

const (
	kTypename kind = iota
	qMatch
	qMatches
	qPlayer
	qPassLinks
	mcEdges
	mcPageInfo
	mcTotalCount
	meCursor
	meNode
	piHasNextPage
	piEndCursor
	piHasPreviousPage
	piStartCursor
	mID
	mDate
	mCompetition
	mVenue
	mTitle
	mHome
	mAway
	mHomeScore
	mAwayScore
	mGoals
	cID
	cName
	cAliases
	gID
	gMinute
	gAddedTime
	gKind
	gOrder
	gScorer
	gAssist
	gChain
	pOrder
	pKind
	pFrom
	pTo
	pGoal
	plID
	plName
	plAliases
	plGoalCount
	plAssistCount
	plPassedTo
	plReceivedFrom
	lFrom
	lTo
	lCount
	lGoals
)

// shape is a GraphQL object type where a view puts it: the fields whose
// data the view holds there.
type shape struct {
	name   string   // the type's name, for __typename
	is     []string // the type, its interfaces and unions: what fragments on it may name
	fields map[string]field
}

type field struct {
	kind kind
	of   *shape // the shape of an object field's items
}

// The shapes. A match's goals name their players, which the match view
// holds; the goals behind pass links and the players a match view names
// have no more around them in their views than their own fields.
var queryShape = func() *shape {
	object := func(name string, is ...string) *shape {
		return &shape{name: name, is: append([]string{name}, is...), fields: map[string]field{}}
	}
	query := object("Query")
	conn, edge, info := object("MatchConnection"), object("MatchEdge"), object("PageInfo")
	match, club := object("Match", "Node", "SearchHit"), object("Club", "Node", "SearchHit")
	goal, linkGoal, pass := object("Goal", "Node"), object("Goal", "Node"), object("Pass")
	player, rootPlayer := object("Player", "Node", "SearchHit"), object("Player", "Node", "SearchHit")
	link := object("PassLink")
	set := func(s *shape, name string, k kind, of *shape) { s.fields[name] = field{k, of} }

	set(query, "match", qMatch, match)
	set(query, "matches", qMatches, conn)
	set(query, "player", qPlayer, rootPlayer)
	set(query, "passLinks", qPassLinks, link)
	set(conn, "edges", mcEdges, edge)
	set(conn, "pageInfo", mcPageInfo, info)
	set(conn, "totalCount", mcTotalCount, nil)
	set(edge, "cursor", meCursor, nil)
	set(edge, "node", meNode, match)
	set(info, "hasNextPage", piHasNextPage, nil)
	set(info, "endCursor", piEndCursor, nil)
	set(info, "hasPreviousPage", piHasPreviousPage, nil)
	set(info, "startCursor", piStartCursor, nil)
	for name, k := range map[string]kind{"id": mID, "date": mDate, "competition": mCompetition, "venue": mVenue,
		"title": mTitle, "homeScore": mHomeScore, "awayScore": mAwayScore} {
		set(match, name, k, nil)
	}
	set(match, "home", mHome, club)
	set(match, "away", mAway, club)
	set(match, "goals", mGoals, goal)
	set(club, "id", cID, nil)
	set(club, "name", cName, nil)
	set(club, "aliases", cAliases, nil)
	for _, g := range []*shape{goal, linkGoal} {
		for name, k := range map[string]kind{"id": gID, "minute": gMinute, "addedTime": gAddedTime, "kind": gKind, "order": gOrder} {
			set(g, name, k, nil)
		}
	}
	set(goal, "scorer", gScorer, player)
	set(goal, "assist", gAssist, player)
	set(goal, "chain", gChain, pass)
	set(pass, "order", pOrder, nil)
	set(pass, "kind", pKind, nil)
	set(pass, "from", pFrom, player)
	set(pass, "to", pTo, player)
	set(pass, "goal", pGoal, goal)
	for _, p := range []*shape{player, rootPlayer} {
		for name, k := range map[string]kind{"id": plID, "name": plName, "aliases": plAliases,
			"goalCount": plGoalCount, "assistCount": plAssistCount} {
			set(p, name, k, nil)
		}
	}
	set(rootPlayer, "passedTo", plPassedTo, link)
	set(rootPlayer, "receivedFrom", plReceivedFrom, link)
	set(link, "from", lFrom, player)
	set(link, "to", lTo, player)
	set(link, "count", lCount, nil)
	set(link, "goals", lGoals, linkGoal)
	return query
}()

// sel is a compiled field: what to write under which key.
type sel struct {
	key   string // the JSON of the response name and a colon
	kind  kind
	name  string     // for __typename: the type's name
	sub   []sel      // an object field's selection
	field *ast.Field // a root field, for its arguments
}

// compile collects the fields of set on sh as the executor does and
// compiles them; false when direct cannot answer one of them.
func compile(op *graphql.OperationContext, set ast.SelectionSet, sh *shape) ([]sel, bool) {
	fields := graphql.CollectFields(op, set, sh.is)
	out := make([]sel, 0, len(fields))
	for i, f := range fields {
		if len(f.Deferrables) > 0 {
			return nil, false
		}
		for _, g := range fields[:i] {
			if g.Alias == f.Alias {
				return nil, false // the executor resolves both, writes one
			}
		}
		s := sel{key: string(appendString(nil, f.Alias)) + ":"}
		if f.Name == "__typename" {
			s.kind, s.name = kTypename, sh.name
			out = append(out, s)
			continue
		}
		d, ok := sh.fields[f.Name]
		if !ok {
			return nil, false
		}
		s.kind = d.kind
		if d.of != nil {
			if s.sub, ok = compile(op, f.Selections, d.of); !ok {
				return nil, false
			}
		}
		if sh == queryShape {
			s.field = f.Field
		}
		out = append(out, s)
	}
	return out, true
}

// wants adds to w what the fields of ss read around their items.
func wants(ss []sel, w *graph.ViewWant) {
	for i := range ss {
		switch ss[i].kind {
		case mHome, mAway, mTitle:
			w.Clubs = true
		case mGoals, lGoals:
			w.Goals = true
		case gScorer, gAssist, gChain, lFrom, lTo:
			w.Players = true
		case plPassedTo, plReceivedFrom:
			w.Links = true
		case mcTotalCount:
			w.Total = true
		}
		wants(ss[i].sub, w)
	}
}

// The arguments, read as the executor reads them; false where it would
// fail.

func argID(args map[string]any, name string) (string, bool) {
	v, ok := args[name]
	if !ok {
		return "", true
	}
	id, err := graphql.UnmarshalID(v)
	return id, err == nil
}

func argOptionalID(args map[string]any, name string) (*string, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	id, err := graphql.UnmarshalID(v)
	return &id, err == nil
}

func argInt(args map[string]any, name string) (*int, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	n, err := graphql.UnmarshalInt(v)
	return &n, err == nil
}

func argString(args map[string]any, name string) (*string, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	s, err := graphql.UnmarshalString(v)
	return &s, err == nil
}

func matchWhere(v any) (graph.MatchWhere, bool) {
	var w graph.MatchWhere
	if v == nil {
		return w, true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return w, false
	}
	var err error
	for k, x := range m {
		switch k {
		case "club":
			w.ClubID, err = graphql.UnmarshalID(x)
		case "player":
			w.PlayerID, err = graphql.UnmarshalID(x)
		case "competition":
			w.Competition, err = graphql.UnmarshalString(x)
		case "from":
			w.From, err = bind.UnmarshalDate(x)
		case "to":
			w.To, err = bind.UnmarshalDate(x)
		default:
			return w, false
		}
		if err != nil {
			return w, false
		}
	}
	return w, true
}

func passLinkWhere(v any) (graph.PassLinkWhere, bool) {
	var w graph.PassLinkWhere
	if v == nil {
		return w, true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return w, false
	}
	var err error
	for k, x := range m {
		switch k {
		case "from":
			w.FromID, err = graphql.UnmarshalID(x)
		case "to":
			w.ToID, err = graphql.UnmarshalID(x)
		case "club":
			w.ClubID, err = graphql.UnmarshalID(x)
		case "match":
			w.MatchID, err = graphql.UnmarshalID(x)
		default:
			return w, false
		}
		if err != nil {
			return w, false
		}
	}
	return w, true
}
