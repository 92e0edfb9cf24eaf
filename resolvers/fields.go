package resolvers

import (
	"context"
	"strings"

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

// ageGroup is a youth side's age group as fans write it ("U21"), nil for
// other sides and when the club's ID gives none.
func ageGroup(c *graph.Club) *string {
	_, age := graph.CategoryOf(c.ID)
	if age == "" {
		return nil
	}
	age = strings.ToUpper(age)
	return &age
}

// missingGoals is how many goals of the final score the match's goals do not
// account for; nil when the score is unknown.
func (r *Resolver) missingGoals(ctx context.Context, m *graph.Match) (*int, error) {
	if m.HomeScore == nil || m.AwayScore == nil {
		return nil, nil
	}
	goals, err := r.loaders(ctx).goalsOfMatch.Load(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	n := max(*m.HomeScore+*m.AwayScore-len(goals), 0)
	return &n, nil
}
