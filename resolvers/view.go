package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
)

// The root fields that show a match, a page of matches, a player or the
// top pass links read what their selection shows in one store call (a
// graph.Views read: one Cypher statement on Neo4j) and prime the loaders
// with it, so the nested fields resolve from the loaders' caches at once,
// with no batch wait and no further store call. Other paths load relation
// by relation through the loaders. (Most queries that only read views
// never reach these resolvers: direct.go writes them straight from the
// same views.)
//
// A view leaves out what no field of the whole operation reads (trimFor),
// never just what this root field's selection skips: the loaders' caches
// are shared by every field of the response, so an item primed by one
// field must serve any other that reaches it.

// trimFor returns what no field of the operation reads: aliases unless
// some field is named aliases, and so on. Fragments count whether or not
// they apply, which can only keep more.
func trimFor(op *graphql.OperationContext) graph.Trim {
	if op == nil || op.Operation == nil {
		return graph.Trim{}
	}
	names := map[string]bool{}
	seen := map[string]bool{}
	var walk func(set ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, s := range set {
			switch s := s.(type) {
			case *ast.Field:
				names[s.Name] = true
				walk(s.SelectionSet)
			case *ast.InlineFragment:
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				if f := op.Doc.Fragments.ForName(s.Name); f != nil && !seen[s.Name] {
					seen[s.Name] = true
					walk(f.SelectionSet)
				}
			}
		}
	}
	walk(op.Operation.SelectionSet)
	return graph.Trim{
		Aliases: !names["aliases"],
		Clubs:   !names["clubs"],
		Counts:  !names["goalCount"] && !names["assistCount"],
		Sources: !names["source"] && !names["sources"] && !names["disputed"],
		Chains:  !names["chain"],
		Refs:    !names["match"] && !names["club"] && !names["scorer"] && !names["assist"],
		Assist:  !names["assist"],
		Added:   !names["addedTime"],
		Order:   !names["order"],
		Places:  !names["competition"] && !names["venue"],
		Links:   !names["goals"],
	}
}

// selection is a field's selection set, with a way to look below it.
type selection struct {
	op  *graphql.OperationContext
	set ast.SelectionSet
}

// selectionOf returns the selection of the field ctx resolves.
func selectionOf(ctx context.Context) selection {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Field.Field == nil {
		return selection{}
	}
	return selection{graphql.GetOperationContext(ctx), fc.Field.Selections}
}

// has tells whether any of the names is selected here.
func (s selection) has(names ...string) bool {
	for _, n := range names {
		if _, ok := s.child(n); ok {
			return true
		}
	}
	return false
}

// at returns the selection below the path of field names (merged over
// every field of each name).
func (s selection) at(path ...string) selection {
	for _, n := range path {
		s, _ = s.child(n)
	}
	return s
}

// child returns the merged selections of the fields named name, looking
// into fragments, and whether there was one.
func (s selection) child(name string) (selection, bool) {
	out := selection{op: s.op}
	found := false
	var walk func(set ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch sel := sel.(type) {
			case *ast.Field:
				if sel.Name == name {
					found = true
					out.set = append(out.set, sel.SelectionSet...)
				}
			case *ast.InlineFragment:
				walk(sel.SelectionSet)
			case *ast.FragmentSpread:
				if s.op != nil && s.op.Doc != nil {
					if f := s.op.Doc.Fragments.ForName(sel.Name); f != nil {
						walk(f.SelectionSet)
					}
				}
			}
		}
	}
	walk(s.set)
	return out, found
}

// matchWant says what a selection on Match shows around the match.
func (l *loaders) matchWant(s selection) graph.ViewWant {
	goals := s.at("goals")
	return graph.ViewWant{
		Clubs:   s.has("home", "away", "title"),
		Goals:   s.has("goals"),
		Players: goals.has("scorer", "assist", "chain"),
		Trim:    l.trim,
	}
}

// playerWant says what a selection on Player shows around the player.
func (l *loaders) playerWant(s selection) graph.ViewWant {
	out, in := s.at("passedTo"), s.at("receivedFrom")
	return graph.ViewWant{
		Links:   s.has("passedTo", "receivedFrom"),
		Players: out.has("from", "to") || in.has("from", "to"),
		Goals:   out.has("goals") || in.has("goals"),
		Trim:    l.trim,
	}
}

// linkWant says what a selection on PassLink shows around the links.
func (l *loaders) linkWant(s selection) graph.ViewWant {
	return graph.ViewWant{Players: s.has("from", "to"), Goals: s.has("goals"), Trim: l.trim}
}

// worth tells whether a view brings anything a plain read would not.
func worth(w graph.ViewWant) bool { return w.Clubs || w.Goals || w.Players || w.Links }

// prime puts what a view read into the loaders' caches. An item already
// cached stays as it is.
func (l *loaders) prime(v graph.View) {
	for _, m := range v.Matches {
		if m != nil {
			l.matches.Prime(m.ID, m)
		}
	}
	for _, p := range v.Players {
		if p != nil {
			l.players.Prime(p.ID, p)
		}
	}
	for i := range v.Clubs {
		l.clubs.Prime(v.Clubs[i].ID, &v.Clubs[i])
	}
	for i := range v.Named {
		l.players.Prime(v.Named[i].ID, &v.Named[i])
	}
	for i := range v.Goals {
		l.goals.Prime(v.Goals[i].ID, &v.Goals[i])
	}
	for id, gs := range v.GoalsOfMatch {
		l.goalsOfMatch.Prime(id, gs)
		for i := range gs {
			l.goals.Prime(gs[i].ID, &gs[i])
		}
	}
	for id, ls := range v.LinksFrom {
		l.linksFrom.Prime(id, ls)
	}
	for id, ls := range v.LinksTo {
		l.linksTo.Prime(id, ls)
	}
}

// match serves Query.match.
func (r *Resolver) match(ctx context.Context, id string) (*graph.Match, error) {
	l := r.loaders(ctx)
	w := l.matchWant(selectionOf(ctx))
	if !worth(w) {
		return l.matches.Load(ctx, id)
	}
	v, err := r.Store.MatchView(ctx, []string{id}, w)
	if err != nil {
		return nil, err
	}
	l.prime(v)
	return v.Matches[0], nil
}

// matches serves Query.matches.
func (r *Resolver) matches(ctx context.Context, where graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	l := r.loaders(ctx)
	sel := selectionOf(ctx)
	w := l.matchWant(sel.at("edges", "node"))
	if !worth(w) {
		return r.Store.FindMatches(ctx, where, p)
	}
	w.Total = sel.has("totalCount")
	c, v, err := r.Store.FindMatchView(ctx, where, p, w)
	if err != nil {
		return c, err
	}
	l.prime(v)
	for i := range c.Items {
		l.matches.Prime(c.Items[i].ID, &c.Items[i])
	}
	return c, nil
}

// player serves Query.player by ID.
func (r *Resolver) player(ctx context.Context, id string) (*graph.Player, error) {
	l := r.loaders(ctx)
	w := l.playerWant(selectionOf(ctx))
	if !worth(w) {
		return l.players.Load(ctx, id)
	}
	v, err := r.Store.PlayerView(ctx, []string{id}, w)
	if err != nil {
		return nil, err
	}
	l.prime(v)
	return v.Players[0], nil
}

// playerByName serves Query.player by name: the player found, with the
// view of it when the selection wants one.
func (r *Resolver) playerByName(ctx context.Context, name string) (*graph.Player, error) {
	p, err := r.Store.PlayerByName(ctx, name)
	if err != nil || p == nil || !worth(r.loaders(ctx).playerWant(selectionOf(ctx))) {
		return p, err
	}
	return r.player(ctx, p.ID)
}

// passLinks serves Query.passLinks.
func (r *Resolver) passLinks(ctx context.Context, where graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	l := r.loaders(ctx)
	w := l.linkWant(selectionOf(ctx))
	if !worth(w) {
		return r.Store.PassLinks(ctx, where, first)
	}
	links, v, err := r.Store.PassLinkView(ctx, where, first, w)
	if err != nil {
		return nil, err
	}
	l.prime(v)
	return links, nil
}
