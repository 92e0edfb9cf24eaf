package graph

import "slices"

// The Clone methods return deep copies that share no memory with the
// original, for in-process stores that hand values in and out and for
// tests that change fixtures.

// Clone returns a deep copy of c.
func (c Club) Clone() Club {
	c.Aliases = slices.Clone(c.Aliases)
	return c
}

// Clone returns a deep copy of p.
func (p Player) Clone() Player {
	p.Aliases = slices.Clone(p.Aliases)
	p.ClubIDs = slices.Clone(p.ClubIDs)
	return p
}

// Clone returns a deep copy of m.
func (m Match) Clone() Match {
	m.HomeScore, m.AwayScore = cloneInt(m.HomeScore), cloneInt(m.AwayScore)
	return m
}

// Clone returns a deep copy of g.
func (g Goal) Clone() Goal {
	g.Minute, g.Added = cloneInt(g.Minute), cloneInt(g.Added)
	g.Chain = slices.Clone(g.Chain)
	g.Sources = cloneSources(g.Sources)
	return g
}

// Clone returns a deep copy of c.
func (c Card) Clone() Card {
	c.Minute = cloneInt(c.Minute)
	c.Sources = cloneSources(c.Sources)
	return c
}

// Clone returns a deep copy of r.
func (r Report) Clone() Report {
	r.Warnings = slices.Clone(r.Warnings)
	return r
}

// Clone returns a deep copy of l.
func (l PassLink) Clone() PassLink {
	l.GoalIDs = slices.Clone(l.GoalIDs)
	return l
}

// Clone returns a deep copy of f; nil for nil.
func (f *Facts) Clone() *Facts {
	if f == nil {
		return nil
	}
	c := *f
	c.Report = f.Report.Clone()
	if f.Match != nil {
		m := f.Match.Clone()
		c.Match = &m
	}
	c.Clubs = cloneAll(f.Clubs, Club.Clone)
	c.Players = cloneAll(f.Players, Player.Clone)
	c.Appearances = slices.Clone(f.Appearances)
	c.Goals = cloneAll(f.Goals, Goal.Clone)
	c.Cards = cloneAll(f.Cards, Card.Clone)
	return &c
}

func cloneAll[T any](xs []T, clone func(T) T) []T {
	if xs == nil {
		return nil
	}
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = clone(x)
	}
	return out
}

func cloneInt(p *int) *int {
	if p == nil {
		return nil
	}
	n := *p
	return &n
}

func cloneSources(ss []Source) []Source {
	ss = slices.Clone(ss)
	for i := range ss {
		ss[i].Minute, ss[i].Added = cloneInt(ss[i].Minute), cloneInt(ss[i].Added)
	}
	return ss
}
