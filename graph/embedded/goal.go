package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Goals implements graph.Store.
func (s *Store) Goals(ctx context.Context, ids []string) ([]*graph.Goal, error) {
	return byID(s, ids, func(m *memory) map[string]*node[graph.Goal] { return m.goals }, cloned)
}

// FindGoals implements graph.Store.
func (s *Store) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	var out graph.Connection[graph.Goal]
	err := s.read(func(m *memory) error {
		var all []*graph.Goal
		for _, n := range m.goals {
			g := n.val
			switch {
			case w.MatchID != "" && g.MatchID != w.MatchID,
				w.ScorerID != "" && g.ScorerID != w.ScorerID,
				w.AssistID != "" && g.AssistID != w.AssistID,
				w.ClubID != "" && g.ClubID != w.ClubID,
				w.Kind != "" && g.Kind != w.Kind:
				continue
			}
			all = append(all, g)
		}
		slices.SortFunc(all, matchOrder)
		var err error
		out, err = page(all, p, func(g *graph.Goal) graph.Goal { return g.Clone() })
		return err
	})
	return out, err
}

// matchOrder orders goals by match ID, then order in the match, then ID.
func matchOrder(a, b *graph.Goal) int {
	return cmp.Or(strings.Compare(a.MatchID, b.MatchID), cmp.Compare(a.Order, b.Order), strings.Compare(a.ID, b.ID))
}

// GoalsBy implements graph.Store.
func (s *Store) GoalsBy(ctx context.Context, rel graph.GoalRel, ids []string) ([][]graph.Goal, error) {
	if rel < graph.GoalsOfMatch || rel > graph.GoalsOfAssist {
		return nil, graph.Errorf(graph.EINVALID, "unknown goal relation %d", rel)
	}
	out := make([][]graph.Goal, len(ids))
	err := s.read(func(m *memory) error {
		for i, id := range ids {
			gs := make([]*graph.Goal, 0, len(m.goalsOf[rel][id]))
			for _, gid := range m.goalsOf[rel][id] {
				gs = append(gs, m.goals[gid].val)
			}
			slices.SortFunc(gs, matchOrder)
			if len(gs) > 0 {
				out[i] = make([]graph.Goal, 0, len(gs))
			}
			for _, g := range gs {
				out[i] = append(out[i], g.Clone())
			}
		}
		return nil
	})
	return out, err
}
