package resolvers

import (
	"context"
	"errors"
	"fmt"
	"reflect"
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
// The bytes are counted as fields resolve, from below (keys and leaf
// values, not the punctuation), so that an answer stops growing near the
// limit; the answer written is checked exactly.
type budget struct {
	maxBytes int64
	bytes    *atomic.Int64 // shared by the operations of a batch
	stop     context.CancelCauseFunc
	told     atomic.Bool // the client has been told why the operation stopped
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
// operation whose context has ended fails at once, and a resolved field
// spends its bytes.
func stopWhenSpent(ctx context.Context, next graphql.Resolver) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // the presenter tells why, once
	}
	res, err := next(ctx)
	if b := budgetOf(ctx); b != nil && err == nil {
		if fc := graphql.GetFieldContext(ctx); fc != nil && fc.Field.Field != nil {
			b.spend(fieldBytes(fc.Field.Alias, res))
		}
	}
	return res, err
}

// fieldBytes is a lower bound of the JSON a resolved field adds to the
// answer: its key and, for a leaf, its value; the fields below an object
// or a list of objects add their own.
func fieldBytes(key string, res any) int64 {
	n := int64(len(key)) + 3
	switch v := res.(type) {
	case nil:
		return n + 4
	case string:
		return n + int64(len(v)) + 2
	case *string:
		if v != nil {
			return n + int64(len(*v)) + 2
		}
		return n + 4
	case []string:
		for _, s := range v {
			n += int64(len(s)) + 3
		}
		return n + 2
	}
	switch rv := reflect.ValueOf(res); rv.Kind() {
	case reflect.String:
		return n + int64(rv.Len()) + 2
	case reflect.Slice:
		return n + 2 + int64(rv.Len())
	}
	return n + 1
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
	r := stopped(ctx, l)
	if r == nil {
		return nil, false
	}
	if !b.told.CompareAndSwap(false, true) {
		return nil, true
	}
	return &gqlerror.Error{Message: r.msg, Extensions: r.extensions()}, true
}
