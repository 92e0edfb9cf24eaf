package embedded

import (
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Matches implements graph.Store.
func (s *Store) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	return byID(s, ids, func(m *memory) map[string]*node[graph.Match] { return m.matches }, cloned)
}

// FindMatches implements graph.Store.
func (s *Store) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	var out graph.Connection[graph.Match]
	err := s.read(func(m *memory) error {
		comp := graph.Fold(w.Competition)
		var all []*graph.Match
		for _, n := range m.matches {
			x := &n.val
			switch {
			case w.ClubID != "" && x.HomeID != w.ClubID && x.AwayID != w.ClubID,
				w.PlayerID != "" && m.appearances[x.ID][w.PlayerID] == nil,
				w.Competition != "" && graph.Fold(x.Competition) != comp,
				(w.From != "" || w.To != "") && x.Date == "",
				w.From != "" && x.Date < w.From,
				w.To != "" && x.Date > w.To:
				continue
			}
			all = append(all, x)
		}
		slices.SortFunc(all, newestFirst)
		var err error
		out, err = page(all, p, func(x *graph.Match) graph.Match { return x.Clone() })
		return err
	})
	return out, err
}

// newestFirst orders matches as FindMatches does: newest date first,
// undated last, then by ID.
func newestFirst(a, b *graph.Match) int {
	switch {
	case a.Date == b.Date:
		return strings.Compare(a.ID, b.ID)
	case a.Date == "":
		return 1
	case b.Date == "":
		return -1
	}
	return strings.Compare(b.Date, a.Date)
}

// MatchesOfPlayers implements graph.Store.
func (s *Store) MatchesOfPlayers(ctx context.Context, playerIDs []string) ([][]string, error) {
	out := make([][]string, len(playerIDs))
	err := s.read(func(m *memory) error {
		for i, id := range playerIDs {
			var ms []*graph.Match
			for mid := range m.playedIn[id] {
				ms = append(ms, &m.matches[mid].val)
			}
			slices.SortFunc(ms, newestFirst)
			for _, x := range ms {
				out[i] = append(out[i], x.ID)
			}
		}
		return nil
	})
	return out, err
}

// PlayersOfMatches implements graph.Store.
func (s *Store) PlayersOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	out := make([][]string, len(matchIDs))
	err := s.read(func(m *memory) error {
		for i, id := range matchIDs {
			for pid := range m.appearances[id] {
				out[i] = append(out[i], pid)
			}
			slices.Sort(out[i])
		}
		return nil
	})
	return out, err
}
