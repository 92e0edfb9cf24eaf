package resolvers

import (
	"context"
	"errors"
	"log/slog"
	"regexp"
	"runtime/debug"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"pitchgraph/graph"
)

// codes maps graph error codes to the values of a GraphQL error's
// extensions.code.
var codes = map[string]string{
	graph.EINVALID:     "INVALID",
	graph.ENOTFOUND:    "NOT_FOUND",
	graph.ECONFLICT:    "CONFLICT",
	graph.EUNAVAILABLE: "UNAVAILABLE",
	graph.EINTERNAL:    "INTERNAL",
}

// presentError turns any error a request meets into what the client sees:
// extensions.code is one of codes' values and the message is safe to show.
//   - An error carrying a *graph.Error shows its code and graph.ErrorMessage,
//     never its cause (driver errors, Cypher, file paths).
//   - gqlgen's own errors (a query that does not parse or validate, a value
//     the schema does not allow) keep their message; parse and validation
//     failures are INVALID, other codes gqlgen sets (those automatic
//     persisted queries use) are kept, the rest are INTERNAL.
//   - The introspection fields fail only when introspection is off: INVALID.
//   - Anything else is a bug: the client sees "internal error", the log the
//     whole error.
//
// With noSuggestions, messages lose their "Did you mean ...?" hints,
// whichever rule (field, argument, enum value, input field, type) gave them.
func presentError(log *slog.Logger, noSuggestions bool) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		shown := graphql.DefaultErrorPresenter(ctx, err)
		out := &gqlerror.Error{Message: shown.Message, Path: shown.Path, Locations: shown.Locations}
		if noSuggestions {
			out.Message = suggestion.ReplaceAllString(out.Message, "")
		}
		var ge *graph.Error
		switch {
		case errors.As(err, &ge):
			out.Message = graph.ErrorMessage(err)
			out.Extensions = map[string]any{"code": code(ge.Code)}
			if ge.Code == graph.EINTERNAL || ge.Code == graph.EUNAVAILABLE {
				log.ErrorContext(ctx, "graphql: "+ge.Code, "path", out.Path.String(), "err", err)
			}
		case shown.Unwrap() == nil:
			out.Extensions = map[string]any{"code": gqlgenCode(shown)}
		case introspection(ctx, shown.Path):
			// Only a disabled introspection makes these fields fail.
			out.Message = "introspection is disabled"
			out.Extensions = map[string]any{"code": code(graph.EINVALID)}
		default:
			out.Message = graph.ErrorMessage(err)
			out.Extensions = map[string]any{"code": code(graph.EINTERNAL)}
			log.ErrorContext(ctx, "graphql: unexpected error", "path", out.Path.String(), "err", err)
		}
		return out
	}
}

// introspection tells whether an error is of an introspection field: its
// root field is __schema or __type, under whatever alias.
func introspection(ctx context.Context, path ast.Path) bool {
	if len(path) == 0 {
		return false
	}
	var root *graphql.FieldContext
	for fc := graphql.GetFieldContext(ctx); fc != nil; fc = fc.Parent {
		if fc.Field.Field != nil {
			root = fc
		}
	}
	if root != nil {
		return root.Field.Name == "__schema" || root.Field.Name == "__type"
	}
	name, ok := path[0].(ast.PathName)
	return ok && (name == "__schema" || name == "__type")
}

// suggestion matches the hints validation adds to its messages: ` Did you
// mean "first"?`, ` Did you mean the enum value "PENALTY"?`, ...
var suggestion = regexp.MustCompile(` ?Did you mean [^?]*\?`)

func code(c string) string {
	if s, ok := codes[c]; ok {
		return s
	}
	return codes[graph.EINTERNAL]
}

// gqlgenCode classifies an error gqlgen raised itself.
func gqlgenCode(e *gqlerror.Error) string {
	c, _ := e.Extensions["code"].(string)
	switch {
	case c == errcode.ParseFailed || c == errcode.ValidationFailed:
		return code(graph.EINVALID)
	case strings.HasPrefix(c, "PERSISTED_QUERY"):
		return c
	case c == "" && len(e.Path) == 0:
		return code(graph.EINVALID) // a request-level problem, such as a bad variable
	}
	return code(graph.EINTERNAL)
}

// recoverPanic makes a panicking resolver an INTERNAL error for that field
// instead of a crashed server, and logs where it happened.
func recoverPanic(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "graphql: panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return graph.Errorf(graph.EINTERNAL, "internal error")
	}
}
