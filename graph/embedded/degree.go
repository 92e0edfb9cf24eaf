package embedded

import (
	"context"
	"unicode/utf8"

	"pitchgraph/graph"
)

// Degrees implements graph.Store: one pass over the indexes, under the
// read lock; the answer is kept until the graph changes.
func (s *Store) Degrees(ctx context.Context) (graph.Degrees, error) {
	if d := s.degrees.Load(); d != nil && d.version == s.version.Load() {
		return d.Degrees, nil
	}
	var d versionedDegrees
	err := s.read(ctx, func(m *memory) error {
		d.version = s.version.Load() // writers change it under the write lock
		d.Degrees = m.degrees()
		return nil
	})
	if err != nil {
		return graph.Degrees{}, err
	}
	s.degrees.Store(&d)
	return d.Degrees, nil
}

type versionedDegrees struct {
	graph.Degrees
	version uint64
}

func (m *memory) degrees() graph.Degrees {
	d := graph.Degrees{
		MatchesOfPlayer: longest(m.playedIn),
		GoalsOfScorer:   longest(m.goalsOf[graph.GoalsOfScorer]),
		GoalsOfAssist:   longest(m.goalsOf[graph.GoalsOfAssist]),
		CardsOfPlayer:   longest(m.cardsOf[graph.CardsOfPlayer]),
		LinksOfPlayer:   max(longest(m.linksOf[graph.Outgoing]), longest(m.linksOf[graph.Incoming])),
		GoalsOfMatch:    longest(m.goalsOf[graph.GoalsOfMatch]),
		CardsOfMatch:    longest(m.cardsOf[graph.CardsOfMatch]),
		ReportsOfMatch:  longest(m.matchReps),
		TextLength:      m.longestText,
	}
	for _, n := range m.players {
		d.ClubsOfPlayer = max(d.ClubsOfPlayer, len(n.val.ClubIDs))
	}
	for _, ps := range m.appearances {
		d.PlayersOfMatch = max(d.PlayersOfMatch, len(ps.players()))
	}
	for _, n := range m.goals {
		d.PassesOfGoal = max(d.PassesOfGoal, len(n.val.Chain))
		d.SourcesOfGoal = max(d.SourcesOfGoal, len(n.val.Sources))
	}
	for _, n := range m.cards {
		d.SourcesOfCard = max(d.SourcesOfCard, len(n.val.Sources))
	}
	for _, gs := range m.links {
		d.GoalsOfLink = max(d.GoalsOfLink, len(gs))
	}
	return d
}

// longest returns the size of the largest set of an index.
func longest(ix index) int {
	n := 0
	for _, s := range ix {
		n = max(n, len(s))
	}
	return n
}

// textLength is a report text's length as Degrees counts it.
func textLength(text string) int { return utf8.RuneCountInString(text) }
