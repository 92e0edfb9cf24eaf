package resolvers

import (
	"context"

	"pitchgraph/graph"
	"pitchgraph/resolvers/bind"
)

// node fetches whatever an ID names, dispatching on its kind; nil for an ID
// of no known kind or naming nothing.
func (r *Resolver) node(ctx context.Context, id string) (bind.Node, error) {
	l := r.loaders(ctx)
	switch graph.KindOf(id) {
	case graph.KindClub:
		return orNil(l.clubs.Load(ctx, id))
	case graph.KindPlayer:
		return orNil(l.players.Load(ctx, id))
	case graph.KindMatch:
		return orNil(l.matches.Load(ctx, id))
	case graph.KindGoal:
		return orNil(l.goals.Load(ctx, id))
	case graph.KindCard:
		return orNil(l.cards.Load(ctx, id))
	case graph.KindReport:
		return orNil(l.reports.Load(ctx, id))
	}
	return nil, nil
}

// search runs a text search and loads its hits, one store call per kind.
func (r *Resolver) search(ctx context.Context, query string, first int) ([]bind.SearchHit, error) {
	hits, err := r.Store.Search(ctx, query, first)
	if err != nil {
		return nil, err
	}
	l := r.loaders(ctx)
	thunks := make([]func() (any, error), 0, len(hits))
	for _, h := range hits {
		switch h.Kind {
		case graph.KindClub:
			thunks = append(thunks, thunk(l.clubs.LoadThunk(ctx, h.ID)))
		case graph.KindPlayer:
			thunks = append(thunks, thunk(l.players.LoadThunk(ctx, h.ID)))
		case graph.KindMatch:
			thunks = append(thunks, thunk(l.matches.LoadThunk(ctx, h.ID)))
		}
	}
	out := make([]bind.SearchHit, 0, len(thunks))
	for _, t := range thunks {
		v, err := t()
		if err != nil {
			return nil, err
		}
		if v != nil {
			out = append(out, v)
		}
	}
	return out, nil
}

func thunk[T any](t func() (*T, error)) func() (any, error) {
	return func() (any, error) { return orNil(t()) }
}

// byIDOrName serves the club(id, name) and player(id, name) queries, which
// take exactly one of the two.
func byIDOrName[T any](ctx context.Context, id, name *string, byID func(context.Context, string) (*T, error), byName func(context.Context, string) (*T, error)) (*T, error) {
	switch {
	case id != nil && name == nil:
		return byID(ctx, *id)
	case name != nil && id == nil:
		return byName(ctx, *name)
	}
	return nil, graph.Errorf(graph.EINVALID, "give exactly one of id and name")
}
