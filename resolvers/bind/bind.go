// Package bind holds the few Go types and scalar codecs the GraphQL schema
// binds to that neither package graph nor the generated models provide. The
// generated executor imports it, so it must not import the resolvers.
package bind

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"pitchgraph/graph"
)

// Node is the Go side of the GraphQL Node interface: a *graph.Club,
// *graph.Player, *graph.Match, *graph.Goal, *graph.Card or *graph.Report.
// The domain types carry no GraphQL methods, so the interface is empty and
// the generated executor switches on the concrete type.
type Node interface{}

// SearchHit is the Go side of the SearchHit union: a *graph.Player,
// *graph.Club or *graph.Match.
type SearchHit interface{}

// Pass is one link of a goal's chain together with the goal it belongs to,
// which graph.Pass does not record.
type Pass struct {
	graph.Pass
	Goal *graph.Goal
}

// dateLayout is the form of the Date scalar.
const dateLayout = "2006-01-02"

// MarshalDate writes a YYYY-MM-DD date as a GraphQL string, and the
// domain's "" (unknown) as null.
func MarshalDate(d string) graphql.Marshaler {
	if d == "" {
		return graphql.Null
	}
	return graphql.WriterFunc(func(w io.Writer) {
		io.WriteString(w, strconv.Quote(d))
	})
}

// UnmarshalDate reads a Date argument and checks that it is a real calendar
// date written YYYY-MM-DD.
func UnmarshalDate(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", graph.Errorf(graph.EINVALID, "a Date must be a string YYYY-MM-DD, got %s", describe(v))
	}
	if _, err := time.Parse(dateLayout, s); err != nil {
		return "", graph.Errorf(graph.EINVALID, "%q is not a date YYYY-MM-DD", s)
	}
	return s, nil
}

func describe(v any) string {
	if v == nil {
		return "null"
	}
	return fmt.Sprintf("%T", v)
}
