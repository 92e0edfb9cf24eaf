package resolvers

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// A budget is what one operation may still spend: time, until its
// context's deadline (Limits.Timeout, counted from the request's arrival
// over HTTP), and bytes of answer (Limits.ResponseBytes). When either runs
// out, the operation's context ends with the reason as its cause, and the
// work ends with it, not just the answer:
//
//   - every field checks the context before it resolves (stopWhenSpent), so
//     the executor stops descending: no resolver, dataloader or store call
//     starts for a request that is over;
//   - store calls heed the context, the direct answers (direct.go) check it
//     and their size as they write, and the guard gives the client one
//     error saying why, without the partial data.
//
// The bytes are counted as fields resolve, from below (spend), so that an
// answer stops growing near the limit; the answer written is checked
// exactly.
type budget struct {
	maxBytes int64
	bytes    *atomic.Int64 // shared by the operations of a batch
	stop     context.CancelCauseFunc
	told     atomic.Bool // the client has been told why the operation stopped
	items    sync.Map    // *ast.Field of a list -> the least bytes of one of its items
}

type budgetKey struct{}

// errTooLarge is the cause of a context cancelled by Limits.ResponseBytes.
var errTooLarge = errors.New("response too large")

// withBudget returns a context bounded by l's Timeout and ResponseBytes,
// with its budget, and the function that releases them. Over HTTP, bytes
// is the request's count (shared by the operations of a batch); nil gives
// the operation a count of its own.
func withBudget(ctx context.Context, l Limits, bytes *atomic.Int64) (context.Context, *budget, context.CancelFunc) {
	if bytes == nil {
		bytes = new(atomic.Int64)
	}
	ctx, stop := context.WithCancelCause(ctx)
	b := &budget{maxBytes: l.ResponseBytes, bytes: bytes, stop: stop}
	ctx = context.WithValue(ctx, budgetKey{}, b)
	if l.Timeout <= 0 {
		return ctx, b, func() { stop(context.Canceled) }
	}
	ctx, cancel := context.WithTimeoutCause(ctx, l.Timeout, errTimeout)
	return ctx, b, func() { cancel(); stop(context.Canceled) }
}

func budgetOf(ctx context.Context) *budget {
	b, _ := ctx.Value(budgetKey{}).(*budget)
	return b
}

// spend counts n bytes of answer, stopping the operation once they pass
// the limit.
func (b *budget) spend(n int64) {
	if b.maxBytes > 0 && b.bytes.Add(n) > b.maxBytes {
		b.stop(errTooLarge)
	}
}

// stopped returns the refusal that tells the client why an operation
// whose context has ended stopped, or nil when it ended for another reason
// (the client went away).
func stopped(ctx context.Context, l Limits) *refusal {
	switch cause := context.Cause(ctx); {
	case errors.Is(cause, errTimeout):
		return &refusal{code: codeTimeout, msg: timeoutMessage(l.Timeout)}
	case errors.Is(cause, errTooLarge):
		return &refusal{code: codeLimit, limit: "ResponseBytes",
			msg: fmt.Sprintf("the answer grew past %d bytes, the limit, and was stopped: ask for fewer items or fields, or page through them", l.ResponseBytes)}
	}
	return nil
}

// stopWhenSpent is the field middleware of the budget: a field of an
// operation whose context has ended fails at once, and so does one whose
// context ended while it resolved (a resolver waiting on a dataloader's
// batch, say), so that the executor does not go on over the list it
// returns; a resolved field spends its bytes.
func stopWhenSpent(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || !fc.IsResolver {
		// A field read off its object costs nothing to resolve, less than
		// an error would; only resolvers load, and lists come from them.
		res, err := next(ctx)
		if err == nil {
			spend(ctx, fc, res)
		}
		return res, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err // the presenter tells why, once
	}
	res, err := next(ctx)
	if cerr := ctx.Err(); cerr != nil {
		return nil, cerr
	}
	if err == nil {
		spend(ctx, fc, res)
	}
	return res, err
}

// spend charges the budget with a lower bound of the JSON a resolved
// field adds to the answer. A list of objects is charged at once for the
// keys of every item's fields (the answer holds them, whatever their
// values), so that an answer fanning out through lists stops as its lists
// come back, before their items are resolved; those fields then charge
// only their values. Every other field charges its key, and a leaf its
// value.
func spend(ctx context.Context, fc *graphql.FieldContext, res any) {
	if fc == nil || fc.Field.Field == nil {
		return
	}
	b := budgetOf(ctx)
	if b == nil || b.maxBytes <= 0 {
		return
	}
	var n int64
	if fc.Parent == nil || fc.Parent.Index == nil { // not an item's field
		n = int64(len(fc.Field.Alias)) + 3
	}
	switch v := res.(type) {
	case nil:
		n += 4
	case string:
		n += int64(len(v)) + 2
	case *string:
		if v == nil {
			n += 4
		} else {
			n += int64(len(*v)) + 2
		}
	case []string:
		n += listBytes(len(v))
		for _, s := range v {
			n += int64(len(s)) + 2
		}
	default:
		switch rv := reflect.ValueOf(res); rv.Kind() {
		case reflect.String:
			n += int64(rv.Len()) + 2
		case reflect.Slice:
			n += listBytes(rv.Len()) + int64(rv.Len())*b.itemBytes(ctx, fc)
		default:
			n++
		}
	}
	b.spend(n)
}

// listBytes is what a list of n items adds to them: brackets and commas.
func listBytes(n int) int64 { return 2 + max(0, int64(n)-1) }

// itemBytes is the least an item of the list field fc is, values aside:
// the braces of an object and the keys of the fields selected on it, with
// the commas between them (the fields of fragments on the list's type;
// fragments on other types add theirs when they resolve); nothing for an
// item that is no object. Each list field of the operation is worked out
// once.
func (b *budget) itemBytes(ctx context.Context, fc *graphql.FieldContext) int64 {
	if v, ok := b.items.Load(fc.Field.Field); ok {
		return v.(int64)
	}
	var n int64
	if len(fc.Field.Selections) > 0 && fc.Field.Definition != nil {
		op := graphql.GetOperationContext(ctx)
		fields := graphql.CollectFields(op, fc.Field.Selections, []string{fc.Field.Definition.Type.Name()})
		n = listBytes(len(fields)) // the braces and the commas between fields
		for _, f := range fields {
			n += int64(len(f.Alias)) + 3 // "alias":
		}
	}
	b.items.Store(fc.Field.Field, n)
	return n
}

// presentStops shows the error of a stopped operation once: the first
// error raised after its budget ran out says why, later ones (every field
// still in flight fails) are left out. It returns nil for an error left
// out, and false when err is no concern of the budget's.
func presentStops(ctx context.Context, l Limits) (shown *gqlerror.Error, handled bool) {
	b := budgetOf(ctx)
	if b == nil || ctx.Err() == nil {
		return nil, false
	}
	if b.told.Load() {
		return nil, true // the fast way out for the many fields that fail as one
	}
	r := stopped(ctx, l)
	if r == nil {
		return nil, false
	}
	if !b.told.CompareAndSwap(false, true) {
		return nil, true
	}
	return &gqlerror.Error{Message: r.msg, Extensions: r.extensions()}, true
}
