package resolvers

import (
	"context"
	"sync/atomic"
)

// Extensions that answer a query in place of the executor (the response
// cache, direct) answer it once. Transports ask for an operation's
// responses until they get nil — over a websocket even a query's — and
// the executor, never asked the first time, would answer the second.
type answersKey struct{}

// recordAnswers gives the operation of ctx a record of whether an
// extension answered it.
func recordAnswers(ctx context.Context) context.Context {
	if _, ok := ctx.Value(answersKey{}).(*atomic.Bool); ok {
		return ctx
	}
	return context.WithValue(ctx, answersKey{}, new(atomic.Bool))
}

// answered tells whether an extension answered the operation already.
func answered(ctx context.Context) bool {
	a, ok := ctx.Value(answersKey{}).(*atomic.Bool)
	return ok && a.Load()
}

// markAnswered records that an extension answers the operation; false
// when the operation has no record, and so must be left to the executor.
func markAnswered(ctx context.Context) bool {
	a, ok := ctx.Value(answersKey{}).(*atomic.Bool)
	if ok {
		a.Store(true)
	}
	return ok
}
