package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// PassLinks implements graph.Store.
func (s *Store) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	var out []graph.PassLink
	err := s.read(func(m *memory) error {
		keep := func(g *graph.Goal) bool {
			return (w.ClubID == "" || g.ClubID == w.ClubID) && (w.MatchID == "" || g.MatchID == w.MatchID)
		}
		for k := range m.links {
			if (w.FromID == "" || k.from == w.FromID) && (w.ToID == "" || k.to == w.ToID) {
				if l, ok := m.link(k, keep); ok {
					out = append(out, l)
				}
			}
		}
		return nil
	})
	slices.SortFunc(out, linkOrder)
	return out[:min(len(out), first, graph.MaxPage)], err
}

// link counts the passes of pair k in the chains of the goals keep accepts.
func (m *memory) link(k pair, keep func(*graph.Goal) bool) (graph.PassLink, bool) {
	l := graph.PassLink{FromID: k.from, ToID: k.to}
	for gid, n := range m.links[k] {
		if keep(&m.goals[gid].val) {
			l.Count += n
			l.GoalIDs = append(l.GoalIDs, gid)
		}
	}
	slices.Sort(l.GoalIDs)
	return l, l.Count > 0
}

// linkOrder orders links most frequent first, then by from ID and to ID.
func linkOrder(a, b graph.PassLink) int {
	return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.FromID, b.FromID), strings.Compare(a.ToID, b.ToID))
}

// PassLinksOf implements graph.Store.
func (s *Store) PassLinksOf(ctx context.Context, dir graph.Direction, playerIDs []string) ([][]graph.PassLink, error) {
	if dir != graph.Outgoing && dir != graph.Incoming {
		return nil, graph.Errorf(graph.EINVALID, "unknown direction %d", dir)
	}
	all := func(*graph.Goal) bool { return true }
	out := make([][]graph.PassLink, len(playerIDs))
	err := s.read(func(m *memory) error {
		for i, id := range playerIDs {
			for key := range m.linksOf[dir][id] {
				from, to, _ := strings.Cut(key, "\x00")
				if l, ok := m.link(pair{from, to}, all); ok {
					out[i] = append(out[i], l)
				}
			}
			slices.SortFunc(out[i], linkOrder)
		}
		return nil
	})
	return out, err
}
