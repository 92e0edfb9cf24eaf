package resolvers

import (
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// maxExpanded bounds the fields a document may expand to when Limits.Tokens
// is off; otherwise the token limit does.
const maxExpanded = 100000

// checkShape parses query and refuses it when it is over Limits.Tokens,
// Aliases, Directives, Depth, RootFields, Fields or SetFields (or,
// with Fields off, when expanding its fragments gives more fields than its
// tokens allow). It runs before gqlgen validates the query: several
// validation rules (overlapping fields, fragment spreads) and the cost
// calculation take time that grows faster than the query (the check that
// fields of one name can merge compares them in pairs), so a query has to
// be of a bounded shape before they see it. A query that does not parse
// is left to gqlgen to report.
func checkShape(query string, l Limits) *gqlerror.Error {
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, l.Tokens)
	if err != nil {
		if l.Tokens > 0 && strings.Contains(err.Error(), "exceeded token limit") {
			return refuse("Tokens", "the query is longer than %d tokens, the limit", l.Tokens)
		}
		return nil
	}
	c := counter{frags: make(map[string]*ast.FragmentDefinition, len(doc.Fragments)), memo: map[string]*extent{}}
	for _, f := range doc.Fragments {
		c.frags[f.Name] = f
	}
	aliases, directives := 0, 0
	for _, op := range doc.Operations {
		directives += len(op.Directives)
		for _, v := range op.VariableDefinitions {
			directives += len(v.Directives)
		}
		a, d := countText(op.SelectionSet)
		aliases, directives = aliases+a, directives+d
	}
	for _, f := range doc.Fragments {
		a, d := countText(f.SelectionSet)
		aliases, directives = aliases+a, directives+len(f.Directives)+d
	}
	switch {
	case l.Aliases > 0 && aliases > l.Aliases:
		return refuse("Aliases", "the query has %d aliases; the limit is %d", aliases, l.Aliases)
	case l.Directives > 0 && directives > l.Directives:
		return refuse("Directives", "the query has %d directives; the limit is %d", directives, l.Directives)
	}
	expandCap := l.Tokens
	if expandCap <= 0 {
		expandCap = maxExpanded
	}
	fields := 0
	for _, op := range doc.Operations {
		e := c.extentOf(op.SelectionSet)
		fields = addCapped(fields, e.fields)
		switch {
		case l.Depth > 0 && e.depth > l.Depth:
			return refuse("Depth", "the query nests fields %d deep; the limit is %d", e.depth, l.Depth)
		case l.RootFields > 0 && e.roots > l.RootFields:
			return refuse("RootFields", "the operation asks for %d top-level fields; the limit is %d", e.roots, l.RootFields)
		case l.SetFields > 0 && e.widest > l.SetFields:
			return refuse("SetFields", "a selection set of the query holds %d fields (its fragments included); the limit is %d", e.widest, l.SetFields)
		}
	}
	for _, f := range doc.Fragments {
		if e := c.fragment(f.Name); l.SetFields > 0 && e.widest > l.SetFields {
			return refuse("SetFields", "a selection set of the query holds %d fields (its fragments included); the limit is %d", e.widest, l.SetFields)
		}
	}
	switch {
	case l.Fields > 0 && fields > l.Fields:
		return refuse("Fields", "the query asks for %d fields, its fragments expanded; the limit is %d", fields, l.Fields)
	case fields > expandCap:
		return refuse("Tokens", "the query's fragments expand to more than %d fields, the limit", expandCap)
	}
	return nil
}

// countText counts the aliases and directives written in a selection set,
// without following fragment spreads (each fragment is counted once, where
// it is defined).
func countText(set ast.SelectionSet) (aliases, directives int) {
	for _, sel := range set {
		var sub ast.SelectionSet
		switch s := sel.(type) {
		case *ast.Field:
			if s.Alias != "" && s.Alias != s.Name {
				aliases++
			}
			directives += len(s.Directives)
			sub = s.SelectionSet
		case *ast.InlineFragment:
			directives += len(s.Directives)
			sub = s.SelectionSet
		case *ast.FragmentSpread:
			directives += len(s.Directives)
		}
		a, d := countText(sub)
		aliases, directives = aliases+a, directives+d
	}
	return aliases, directives
}

// extent measures a selection set with its fragments expanded.
type extent struct {
	depth  int // deepest field nesting
	fields int // fields in all, capped at maxInt/2
	roots  int // fields at the top
	widest int // fields of the largest selection set, fragments spread into it
}

// counter expands fragments, remembering each fragment's extent so that a
// fragment spread many times (or a chain of fragments each spreading the
// next twice) costs one walk.
type counter struct {
	frags map[string]*ast.FragmentDefinition
	memo  map[string]*extent // nil entry: being walked (a cycle, which validation refuses)
}

func (c *counter) extentOf(set ast.SelectionSet) extent {
	var e extent
	for _, sel := range set {
		var sub extent
		switch s := sel.(type) {
		case *ast.Field:
			inner := c.extentOf(s.SelectionSet)
			sub = extent{depth: inner.depth + 1, fields: addCapped(inner.fields, 1), roots: 1, widest: inner.widest}
			if strings.HasPrefix(s.Name, "__") {
				// Introspection reads the schema, not the graph, and
				// gqlparser bounds its nesting itself; its fields count
				// all the same, for validation.
				sub.depth = 1
			}
		case *ast.InlineFragment:
			sub = c.extentOf(s.SelectionSet)
		case *ast.FragmentSpread:
			sub = c.fragment(s.Name)
		}
		e.depth = max(e.depth, sub.depth)
		e.fields = addCapped(e.fields, sub.fields)
		e.roots = addCapped(e.roots, sub.roots)
		e.widest = max(e.widest, sub.widest)
	}
	// Fragments spread here merge into this set: their top fields (roots)
	// are this set's fields.
	e.widest = max(e.widest, e.roots)
	return e
}

func (c *counter) fragment(name string) extent {
	if e, seen := c.memo[name]; seen {
		if e == nil {
			return extent{} // a cycle
		}
		return *e
	}
	f := c.frags[name]
	if f == nil {
		return extent{} // unknown: validation says so
	}
	c.memo[name] = nil
	e := c.extentOf(f.SelectionSet)
	c.memo[name] = &e
	return e
}

const maxCount = int(^uint(0)>>1) / 2

// addCapped adds two counts without overflowing.
func addCapped(a, b int) int {
	if a > maxCount-b {
		return maxCount
	}
	return a + b
}
