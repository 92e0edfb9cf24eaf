package resolvers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"pitchgraph/graph"
	"pitchgraph/ingest"
)

// Limits bound what one request may ask of the server, so that no client
// can make it parse, validate, resolve or hold open more than a fixed
// amount. A zero field takes its value from DefaultLimits; a negative one
// turns that limit off. A request over a limit gets a GraphQL error with
// extensions.code LIMIT_EXCEEDED (TIMEOUT for Timeout) naming the limit in
// extensions.limit, never a server error.
type Limits struct {
	BodyBytes     int64         // size of a request body
	Tokens        int           // parser tokens in a query document
	Depth         int           // nesting of fields (`{ a { b } }` is 2); introspection fields do not count
	Aliases       int           // aliased fields in a document
	RootFields    int           // fields at the top of an operation, fragments expanded
	Fields        int           // fields of an operation, fragments expanded (introspection included)
	SetFields     int           // fields of one selection set, the fragments spread into it included
	Directives    int           // directives in a document
	Batch         int           // operations in one batched request (a JSON array)
	Complexity    int           // cost of an operation (see complexity.go)
	Timeout       time.Duration // time to answer a query or mutation, from the request's arrival; the work stops with it
	ResponseBytes int64         // bytes of an answer (of all the answers of a batch); the work stops when it is reached
	ReportBytes   int           // text of one ingestReport; at most ingest.MaxReportBytes
	Websockets    int           // websocket connections open at once
	Subscriptions int           // subscriptions open on one websocket connection
}

// DefaultLimits returns the limits a zero Limits field stands for.
func DefaultLimits() Limits {
	return Limits{
		BodyBytes:     2 << 20,
		Tokens:        15000,
		Depth:         12,
		Aliases:       30,
		RootFields:    20,
		Fields:        1000,
		SetFields:     100,
		Directives:    50,
		Batch:         10,
		Complexity:    20000,
		Timeout:       10 * time.Second,
		ResponseBytes: 16 << 20,
		ReportBytes:   ingest.MaxReportBytes,
		Websockets:    500,
		Subscriptions: 10,
	}
}

// withDefaults fills zero fields from DefaultLimits and turns negative ones
// into 0, which means "no limit" from here on.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	pick := func(v *int, def int) {
		switch {
		case *v == 0:
			*v = def
		case *v < 0:
			*v = 0
		}
	}
	pick(&l.Tokens, d.Tokens)
	pick(&l.Depth, d.Depth)
	pick(&l.Aliases, d.Aliases)
	pick(&l.RootFields, d.RootFields)
	pick(&l.Fields, d.Fields)
	pick(&l.SetFields, d.SetFields)
	pick(&l.Directives, d.Directives)
	pick(&l.Batch, d.Batch)
	pick(&l.Complexity, d.Complexity)
	pick(&l.ReportBytes, d.ReportBytes)
	pick(&l.Websockets, d.Websockets)
	pick(&l.Subscriptions, d.Subscriptions)
	for _, p := range []struct {
		v   *int64
		def int64
	}{{&l.BodyBytes, d.BodyBytes}, {&l.ResponseBytes, d.ResponseBytes}} {
		switch {
		case *p.v == 0:
			*p.v = p.def
		case *p.v < 0:
			*p.v = 0
		}
	}
	switch {
	case l.Timeout == 0:
		l.Timeout = d.Timeout
	case l.Timeout < 0:
		l.Timeout = 0
	}
	if l.ReportBytes == 0 || l.ReportBytes > ingest.MaxReportBytes {
		l.ReportBytes = ingest.MaxReportBytes // ingest refuses more whatever we say
	}
	return l
}

// The extensions.code values of refused requests, beside those of codes.
const (
	codeLimit           = "LIMIT_EXCEEDED"
	codeTimeout         = "TIMEOUT"
	codeUnauthenticated = "UNAUTHENTICATED"
)

func init() {
	// Refusals before execution are protocol errors: HTTP 422 (or 400 for
	// clients that accept application/graphql-response+json), not 200.
	errcode.RegisterErrorType(codeLimit, errcode.KindProtocol)
	errcode.RegisterErrorType(codeUnauthenticated, errcode.KindProtocol)
	// INVALID raised before execution (a subscription over HTTP) too;
	// during execution every error is a field error whatever its code.
	errcode.RegisterErrorType(codes[graph.EINVALID], errcode.KindProtocol)
}

// refusal is why a request was turned away. It travels as the cause of a
// *gqlerror.Error so that presentRefusals can show it as it is.
type refusal struct {
	code  string // codeLimit, codeTimeout or codeUnauthenticated
	limit string // the Limits field, for LIMIT_EXCEEDED
	msg   string
}

func (r *refusal) Error() string { return r.msg }

func (r *refusal) extensions() map[string]any {
	ext := map[string]any{"code": r.code}
	if r.limit != "" {
		ext["limit"] = r.limit
	}
	return ext
}

// refuse returns the GraphQL error of a request over a limit.
func refuse(limit, format string, args ...any) *gqlerror.Error {
	return refusalError(&refusal{code: codeLimit, limit: limit, msg: fmt.Sprintf(format, args...)})
}

func refusalError(r *refusal) *gqlerror.Error {
	return &gqlerror.Error{Message: r.msg, Extensions: r.extensions(), Err: r}
}

// errTimeout is the cause of a context cancelled by Limits.Timeout.
var errTimeout = errors.New("request timeout")

// presentRefusals shows refusals with their own codes, the reason an
// operation stopped (budget.go) once, and leaves every other error to
// next.
func presentRefusals(l Limits, next graphql.ErrorPresenterFunc) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		var r *refusal
		if errors.As(err, &r) {
			out := &gqlerror.Error{Message: r.msg, Extensions: r.extensions()}
			var ge *gqlerror.Error
			if errors.As(err, &ge) {
				out.Path, out.Locations = ge.Path, ge.Locations
			}
			return out
		}
		if shown, ok := presentStops(ctx, l); ok {
			return shown
		}
		return next(ctx, err)
	}
}

func timeoutMessage(d time.Duration) string {
	return fmt.Sprintf("the request took longer than the %s limit and was stopped; ask for less or retry", d)
}

// writeRefusal answers a request refused before it reached gqlgen with a
// GraphQL response holding one error.
func writeRefusal(w http.ResponseWriter, status int, r *refusal) {
	body, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{"message": r.msg, "extensions": r.extensions()}}})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(body)
}
