package embedded

import (
	"slices"
	"unicode/utf8"

	"pitchgraph/graph"
)

// The merge functions build one node from the versions the supporting
// reports give, oldest first, by the rules in graph.Store's doc. A lone
// version of a match, goal or card is its own merge, returned as it is;
// other merged values own their lists.

func mergeClub(vs []*graph.Club) *graph.Club {
	name := fullest(vs, func(c *graph.Club) string { return c.Name })
	var aliases []string
	for _, v := range vs {
		aliases = append(aliases, v.Name)
		aliases = append(aliases, v.Aliases...)
	}
	return &graph.Club{ID: vs[0].ID, Name: name, Aliases: others(aliases, name)}
}

func mergePlayer(vs []*graph.Player) *graph.Player {
	name := fullest(vs, func(p *graph.Player) string { return p.Name })
	var aliases, clubs []string
	for _, v := range vs {
		aliases = append(aliases, v.Name)
		aliases = append(aliases, v.Aliases...)
		clubs = append(clubs, v.ClubIDs...)
	}
	return &graph.Player{ID: vs[0].ID, Name: name, Aliases: others(aliases, name), ClubIDs: others(clubs, "")}
}

// fullest returns the longest name in runes, the first (oldest) on a tie.
func fullest[T any](vs []*T, name func(*T) string) string {
	best, n := "", -1
	for _, v := range vs {
		if l := utf8.RuneCountInString(name(v)); l > n {
			best, n = name(v), l
		}
	}
	return best
}

// others returns the distinct strings of ss except but, sorted; nil for none.
func others(ss []string, but string) []string {
	ss = slices.DeleteFunc(slices.Clone(ss), func(s string) bool { return s == but || s == "" })
	slices.Sort(ss)
	ss = slices.Compact(ss)
	if len(ss) == 0 {
		return nil
	}
	return slices.Clip(ss)
}

func mergeMatch(vs []*graph.Match) *graph.Match {
	if len(vs) == 1 {
		return vs[0]
	}
	m := &graph.Match{ID: vs[0].ID}
	for _, v := range vs {
		first(&m.Date, v.Date)
		first(&m.Competition, v.Competition)
		first(&m.Venue, v.Venue)
		first(&m.HomeID, v.HomeID)
		first(&m.AwayID, v.AwayID)
		if m.HomeScore == nil && m.AwayScore == nil {
			m.HomeScore, m.AwayScore = copyInt(v.HomeScore), copyInt(v.AwayScore)
		}
	}
	return m
}

func mergeGoal(vs []*graph.Goal) *graph.Goal {
	if len(vs) == 1 {
		return vs[0]
	}
	g := &graph.Goal{ID: vs[0].ID}
	for _, v := range vs {
		first(&g.MatchID, v.MatchID)
		first(&g.ClubID, v.ClubID)
		first(&g.ScorerID, v.ScorerID)
		first(&g.Kind, v.Kind)
		first(&g.Order, v.Order)
		if g.Minute == nil && g.Added == nil {
			g.Minute, g.Added = copyInt(v.Minute), copyInt(v.Added)
		}
		if g.AssistID == "" && len(g.Chain) == 0 {
			g.AssistID, g.Chain = v.AssistID, slices.Clone(v.Chain)
		}
		g.Sources = append(g.Sources, v.Sources...)
	}
	return g
}

func mergeCard(vs []*graph.Card) *graph.Card {
	if len(vs) == 1 {
		return vs[0]
	}
	c := &graph.Card{ID: vs[0].ID}
	for _, v := range vs {
		first(&c.MatchID, v.MatchID)
		first(&c.PlayerID, v.PlayerID)
		first(&c.ClubID, v.ClubID)
		first(&c.Color, v.Color)
		if c.Minute == nil {
			c.Minute = copyInt(v.Minute)
		}
		c.Sources = append(c.Sources, v.Sources...)
	}
	return c
}

// first sets *dst to v unless an older report already set it.
func first[T comparable](dst *T, v T) {
	var zero T
	if *dst == zero {
		*dst = v
	}
}

func copyInt(p *int) *int {
	if p == nil {
		return nil
	}
	n := *p
	return &n
}
