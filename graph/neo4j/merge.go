package neo4j

import (
	"cmp"
	"maps"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"pitchgraph/graph"
)

// The graph is a function of the reports in it. Each report's account of a
// node is kept on the relationship from the report to the node (a "say");
// the node's own properties and its derived relationships are merged from
// the says of the reports that remain, oldest report first. Ingest adds a
// say and re-merges; DeleteReport removes the report's says and re-merges,
// deleting the nodes no report speaks of any more. The merge rules live
// here, in Go, so they are plain to read and test.

// origin says which report a say comes from and when it was ingested.
type origin struct {
	report string
	at     time.Time
}

// oldestFirst orders says by ingestion time, then report ID.
func oldestFirst[T any](says []T, of func(T) origin) {
	slices.SortStableFunc(says, func(a, b T) int {
		oa, ob := of(a), of(b)
		if c := oa.at.Compare(ob.at); c != 0 {
			return c
		}
		return strings.Compare(oa.report, ob.report)
	})
}

// nameSay is one report's account of a club or player.
type nameSay struct {
	origin
	name    string
	aliases []string
	clubs   []string // players: the clubs the report places them with
	match   string   // players: the match the report places them in, or ""
	club    string   // players: the club they appeared for there, or ""
}

// appearance is a player's appearance in a match, for a club ("" unclear).
type appearance struct {
	match, club string
}

// named is a club or player as merged from its says.
type named struct {
	name        string
	aliases     []string
	keys        []string // every name folded, for lookups by name
	clubs       []string // players: sorted club IDs
	appearances []appearance
}

// mergeNames merges says as graph.Store states: the name is the longest
// (in runes) any report gave, the oldest report's on a tie; the aliases are
// every other name and alias given, without repeats, sorted; the clubs are
// every club a report places the player with; the appearances are the
// matches reports place the player in.
func mergeNames(says []nameSay) named {
	var n named
	for _, s := range says {
		if utf8.RuneCountInString(s.name) > utf8.RuneCountInString(n.name) {
			n.name = s.name
		}
	}
	forms := map[string]bool{}
	clubs := map[string]bool{}
	apps := map[string]string{} // match -> club, the oldest report's
	for _, s := range says {
		forms[s.name] = true
		for _, a := range s.aliases {
			forms[a] = true
		}
		for _, c := range s.clubs {
			clubs[c] = true
		}
		if s.match != "" && apps[s.match] == "" {
			apps[s.match] = s.club
		}
	}
	delete(forms, n.name)
	n.aliases = sortedKeys(forms)
	n.keys = []string{}
	for _, form := range append([]string{n.name}, n.aliases...) {
		if k := graph.Fold(form); k != "" && !slices.Contains(n.keys, k) {
			n.keys = append(n.keys, k)
		}
	}
	n.clubs = sortedKeys(clubs)
	n.appearances = []appearance{}
	for _, m := range slices.Sorted(maps.Keys(apps)) {
		n.appearances = append(n.appearances, appearance{match: m, club: apps[m]})
	}
	return n
}

func sortedKeys(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		if k != "" {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// matchSay is one report's account of a match.
type matchSay struct {
	origin
	m graph.Match
}

// mergeMatch takes each field from the oldest report that knows it; the
// score comes whole from the oldest report giving either half.
func mergeMatch(says []matchSay) graph.Match {
	var m graph.Match
	for _, s := range says {
		m.Date = cmp.Or(m.Date, s.m.Date)
		m.Competition = cmp.Or(m.Competition, s.m.Competition)
		m.Venue = cmp.Or(m.Venue, s.m.Venue)
		if m.HomeScore == nil && m.AwayScore == nil {
			m.HomeScore, m.AwayScore = s.m.HomeScore, s.m.AwayScore
		}
	}
	return m
}

// goalSay is one report's account of a goal.
type goalSay struct {
	origin
	g graph.Goal
}

// mergeGoal takes each field from the oldest report that knows it; the
// minute and added time come together, and so do the assist and chain.
func mergeGoal(says []goalSay) graph.Goal {
	var g graph.Goal
	for _, s := range says {
		x := s.g
		g.MatchID = cmp.Or(g.MatchID, x.MatchID)
		g.ClubID = cmp.Or(g.ClubID, x.ClubID)
		g.ScorerID = cmp.Or(g.ScorerID, x.ScorerID)
		g.Kind = cmp.Or(g.Kind, x.Kind)
		g.Order = cmp.Or(g.Order, x.Order)
		if g.Minute == nil && g.Added == nil {
			g.Minute, g.Added = x.Minute, x.Added
		}
		if g.AssistID == "" && len(g.Chain) == 0 {
			g.AssistID, g.Chain = x.AssistID, x.Chain
		}
	}
	return g
}

// cardSay is one report's account of a card.
type cardSay struct {
	origin
	c graph.Card
}

// mergeCard takes each field from the oldest report that knows it.
func mergeCard(says []cardSay) graph.Card {
	var c graph.Card
	for _, s := range says {
		x := s.c
		c.MatchID = cmp.Or(c.MatchID, x.MatchID)
		c.PlayerID = cmp.Or(c.PlayerID, x.PlayerID)
		c.ClubID = cmp.Or(c.ClubID, x.ClubID)
		c.Color = cmp.Or(c.Color, x.Color)
		if c.Minute == nil {
			c.Minute = x.Minute
		}
	}
	return c
}
