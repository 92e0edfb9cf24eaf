package embedded

import (
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Matches implements graph.Store.
func (s *Store) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	return byID(ctx, s, ids, func(m *memory) map[string]*node[graph.Match] { return m.matches },
		func(_ *memory, n *node[graph.Match], cp *copier) graph.Match { return cp.match(n.val) })
}

// FindMatches implements graph.Store.
func (s *Store) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	var out graph.Connection[graph.Match]
	err := s.read(ctx, func(m *memory) error {
		var err error
		var cp copier
		out, err = page(m.findMatches(w), p, graph.ListMatches, matchKey, &cp, func(n *node[graph.Match]) graph.Match { return cp.match(n.val) })
		return err
	})
	return out, err
}

// findMatches returns the matches w selects, as FindMatches orders them,
// in a list the caller must not change.
func (m *memory) findMatches(w graph.MatchWhere) []*node[graph.Match] {
	all := m.candidates(w)
	// candidates holds only the club's or only the player's matches;
	// other filters need a pass.
	if w.Competition != "" || w.From != "" || w.To != "" || w.ClubID != "" && w.PlayerID != "" {
		comp := graph.Fold(w.Competition)
		all = slices.DeleteFunc(slices.Clone(all), func(n *node[graph.Match]) bool { return !m.selects(w, comp, n) })
	}
	return all
}

// selects tells whether filter w (with its competition folded, comp)
// selects match n.
func (m *memory) selects(w graph.MatchWhere, comp string, n *node[graph.Match]) bool {
	x := n.val
	switch {
	case w.ClubID != "" && x.HomeID != w.ClubID && x.AwayID != w.ClubID,
		w.PlayerID != "" && !m.appearances[x.ID].has(w.PlayerID),
		w.Competition != "" && n.folded[0] != comp,
		(w.From != "" || w.To != "") && x.Date == "",
		w.From != "" && x.Date < w.From,
		w.To != "" && x.Date > w.To:
		return false
	}
	return true
}

// candidates returns, as FindMatches orders them, the matches w may
// select: the club's or the player's when w names one (the fewer of the
// two when it names both), else every match.
func (m *memory) candidates(w graph.MatchWhere) []*node[graph.Match] {
	played := m.playedIn[w.PlayerID]
	switch {
	case w.ClubID != "" && (w.PlayerID == "" || len(m.fixtures[w.ClubID]) <= len(played)):
		return m.fixtures[w.ClubID]
	case w.PlayerID == "":
		return m.order
	}
	ns := make([]*node[graph.Match], 0, len(played))
	for _, id := range played {
		ns = append(ns, m.matches[id])
	}
	slices.SortFunc(ns, func(a, b *node[graph.Match]) int { return newestFirst(a.val, b.val) })
	return ns
}

// matchKey is a match's key in graph.ListMatches.
func matchKey(n *node[graph.Match]) graph.Key { return graph.MatchKey(n.val) }

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
	err := s.read(ctx, func(m *memory) error {
		for i, id := range playerIDs {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			var ms []*graph.Match
			for _, mid := range m.playedIn[id] {
				ms = append(ms, m.matches[mid].val)
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
	err := s.read(ctx, func(m *memory) error {
		for i, id := range matchIDs {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			out[i] = m.appearances[id].players()
		}
		return nil
	})
	return out, err
}
