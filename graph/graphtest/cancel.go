package graphtest

import (
	"context"
	"testing"

	"pitchgraph/graph"
)

// testCancelled: a read whose context has ended fails, with EUNAVAILABLE,
// instead of doing the work for a caller who has gone.
func testCancelled(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	ids := []string{m1, m2, tomHale, brucken}
	calls := map[string]func() error{
		"Clubs":            func() error { _, err := s.Clubs(ctx, ids); return err },
		"Players":          func() error { _, err := s.Players(ctx, ids); return err },
		"Matches":          func() error { _, err := s.Matches(ctx, ids); return err },
		"FindClubs":        func() error { _, err := s.FindClubs(ctx, graph.ClubWhere{}, graph.Page{First: 10}); return err },
		"FindMatches":      func() error { _, err := s.FindMatches(ctx, graph.MatchWhere{}, graph.Page{First: 10}); return err },
		"GoalsBy":          func() error { _, err := s.GoalsBy(ctx, graph.GoalsOfMatch, ids); return err },
		"MatchesOfPlayers": func() error { _, err := s.MatchesOfPlayers(ctx, ids); return err },
		"PlayersOfMatches": func() error { _, err := s.PlayersOfMatches(ctx, ids); return err },
		"PassLinksOf":      func() error { _, err := s.PassLinksOf(ctx, graph.Outgoing, ids); return err },
		"Search":           func() error { _, err := s.Search(ctx, "rovers", 10); return err },
		"MatchView":        func() error { _, err := s.MatchView(ctx, ids, graph.ViewWant{Goals: true}); return err },
	}
	for name, call := range calls {
		if err := call(); graph.ErrorCode(err) != graph.EUNAVAILABLE {
			t.Errorf("%s with a cancelled context: %v; want an EUNAVAILABLE error", name, err)
		}
	}
}
