package resolvers

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"pitchgraph/graph"
)

// timeoutGrace is how long past Limits.Timeout an operation may take to
// return what it has before the client gets a bare TIMEOUT error instead.
const timeoutGrace = time.Second

// guard is the gqlgen extension that enforces the per-operation limits and
// the authorisation rules: the query's shape before validation, then
// credentials, cost and report size, then the time limit while it runs
// and the subscription cap for as long as a subscription lasts.
type guard struct {
	limits         Limits
	auth           Authenticator
	protectQueries bool
	degrees        *degrees // what the cost model multiplies unpaged lists by
	es             graphql.ExecutableSchema
	shaped         graphql.Cache[struct{}] // queries that passed checkShape
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
	graphql.OperationContextMutator
	graphql.OperationInterceptor
} = (*guard)(nil)

func newGuard(l Limits, auth Authenticator, protectQueries bool, d *degrees) *guard {
	return &guard{limits: l, auth: auth, protectQueries: protectQueries, degrees: d, shaped: boundedCache[struct{}](lru.New[struct{}](1000))}
}

func (*guard) ExtensionName() string { return "Guard" }

func (g *guard) Validate(es graphql.ExecutableSchema) error {
	g.es = es
	return nil
}

// MutateOperationParameters checks the query's shape. It must come after
// the persisted query extension, which fills in the query.
func (g *guard) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if _, ok := g.shaped.Get(ctx, p.Query); ok {
		return nil
	}
	if err := checkShape(p.Query, g.limits); err != nil {
		return err
	}
	g.shaped.Add(ctx, p.Query, struct{}{})
	return nil
}

// MutateOperationContext runs on a parsed, valid operation.
func (g *guard) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	if err := guardAuth(ctx, g.auth, g.protectQueries, opCtx); err != nil {
		return err
	}
	if opCtx.Operation.Operation == ast.Subscription && wsState(ctx) == nil {
		// Over HTTP a subscription would hold the request open with no
		// deadline, outside the websocket caps.
		return refusalError(&refusal{code: code(graph.EINVALID),
			msg: "subscriptions are served over a websocket at /graphql (graphql-transport-ws or graphql-ws), not over POST or GET"})
	}
	if g.limits.Complexity > 0 {
		g.degrees.refresh(ctx)
	}
	if err := checkComplexity(ctx, g.es, opCtx, g.limits.Complexity); err != nil {
		return err
	}
	return g.checkReports(opCtx)
}

// checkReports refuses an ingestReport whose text is over Limits.ReportBytes.
func (g *guard) checkReports(opCtx *graphql.OperationContext) *gqlerror.Error {
	if opCtx.Operation.Operation != ast.Mutation {
		return nil
	}
	for _, f := range graphql.CollectFields(opCtx, opCtx.Operation.SelectionSet, []string{"Mutation"}) {
		if f.Name != "ingestReport" {
			continue
		}
		in, _ := f.ArgumentMap(opCtx.Variables)["input"].(map[string]any)
		text, _ := in["text"].(string)
		if len(text) > g.limits.ReportBytes {
			return refuse("ReportBytes", "the report is %d bytes; the limit is %d", len(text), g.limits.ReportBytes)
		}
	}
	return nil
}

// InterceptOperation runs queries and mutations within their budget
// (budget.go) and counts the subscriptions of a websocket connection.
func (g *guard) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if graphql.GetOperationContext(ctx).Operation.Operation == ast.Subscription {
		return g.subscribe(ctx, next)
	}
	var shared *atomic.Int64
	if st := statusFrom(ctx); st != nil {
		shared = st.bytes
	}
	limited, b, cancel := withBudget(ctx, g.limits, shared)
	h := next(limited)
	return func(ctx context.Context) *graphql.Response {
		// ctx is limited, or made from it: the transport runs the
		// operation in the context the interceptors gave it.
		defer cancel()
		done := make(chan *graphql.Response, 1)
		go func() { done <- h(ctx) }()
		select {
		case resp := <-done:
			return g.finish(limited, b, resp)
		case <-limited.Done():
		}
		if stopped(limited, g.limits) == nil {
			return <-done // the client went away: nobody waits for the answer
		}
		// Fields fail at once now; give the operation a moment to unwind,
		// then answer without it.
		select {
		case resp := <-done:
			return g.finish(limited, b, resp)
		case <-time.After(timeoutGrace):
			return g.finish(limited, b, nil)
		}
	}
}

// finish checks an operation's answer against its budget: an operation
// stopped by its budget (or one whose answer, written, is over the size
// limit) gets one error saying why, and no data.
func (g *guard) finish(ctx context.Context, b *budget, resp *graphql.Response) *graphql.Response {
	if resp != nil && ctx.Err() == nil {
		if b.maxBytes <= 0 || int64(len(resp.Data)) <= b.maxBytes {
			return resp
		}
		b.stop(errTooLarge)
	}
	r := stopped(ctx, g.limits)
	if r == nil {
		return resp
	}
	return &graphql.Response{Errors: gqlerror.List{{Message: r.msg, Extensions: r.extensions()}}}
}

func (g *guard) subscribe(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	st := wsState(ctx)
	max := int64(g.limits.Subscriptions)
	if st == nil || max <= 0 {
		return next(ctx)
	}
	if st.subscriptions.Add(1) > max {
		st.subscriptions.Add(-1)
		r := &refusal{code: codeLimit, limit: "Subscriptions",
			msg: fmt.Sprintf("this connection has %d subscriptions open, the limit", max)}
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{Message: r.msg, Extensions: r.extensions()}}})
	}
	// The transport cancels ctx when the subscription ends, however it ends.
	context.AfterFunc(ctx, func() { st.subscriptions.Add(-1) })
	return next(ctx)
}

// boundedCache keeps only queries of up to maxCachedQuery bytes (as keys
// or, for persisted queries, as values), so that a
// stream of large distinct queries cannot fill memory through the caches.
func boundedCache[T any](c graphql.Cache[T]) graphql.Cache[T] { return sizeCapped[T]{c} }

const maxCachedQuery = 32 << 10

type sizeCapped[T any] struct{ c graphql.Cache[T] }

func (s sizeCapped[T]) Get(ctx context.Context, key string) (T, bool) {
	if len(key) > maxCachedQuery {
		var zero T
		return zero, false
	}
	return s.c.Get(ctx, key)
}

func (s sizeCapped[T]) Add(ctx context.Context, key string, value T) {
	if q, ok := any(value).(string); ok && len(q) > maxCachedQuery {
		return // a persisted query, keyed by its hash
	}
	if len(key) <= maxCachedQuery {
		s.c.Add(ctx, key, value)
	}
}
