package resolvers

import (
	"context"

	"pitchgraph/graph"
	"pitchgraph/resolvers/bind"
)

// title is "Home v Away".
func (r *Resolver) title(ctx context.Context, m *graph.Match) (string, error) {
	l := r.loaders(ctx)
	home, away := l.clubs.LoadThunk(ctx, m.HomeID), l.clubs.LoadThunk(ctx, m.AwayID)
	h, err := home()
	if err != nil {
		return "", err
	}
	a, err := away()
	if err != nil {
		return "", err
	}
	return name(h, m.HomeID) + " v " + name(a, m.AwayID), nil
}

func name(c *graph.Club, id string) string {
	if c == nil {
		return id
	}
	return c.Name
}

// firstSource is the source a goal or card shows by default: the sentence of
// the oldest report that supports it.
func firstSource(id string, ss []graph.Source) (*graph.Source, error) {
	if len(ss) == 0 {
		return nil, graph.Errorf(graph.EINTERNAL, "%s has no source", id)
	}
	return &ss[0], nil
}

// chain pairs each pass of a goal's build-up with the goal.
func chain(g *graph.Goal) []bind.Pass {
	out := make([]bind.Pass, len(g.Chain))
	for i, p := range g.Chain {
		out[i] = bind.Pass{Pass: p, Goal: g}
	}
	return out
}
