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
	return byID(ctx, s, ids, func(m *memory) map[string]*node[graph.Goal] { return m.goals },
		func(_ *memory, n *node[graph.Goal], cp *copier) graph.Goal { return cp.goal(n.val) })
}

// FindGoals implements graph.Store.
func (s *Store) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	var out graph.Connection[graph.Goal]
	err := s.read(ctx, func(m *memory) error {
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
		var cp copier
		out, err = page(all, p, graph.ListGoals, graph.GoalKey, &cp, func(g *graph.Goal) graph.Goal { return cp.goal(g) })
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
	err := s.read(ctx, func(m *memory) error {
		of := m.goalsOf[rel]
		total := 0
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			total += len(of[id])
		}
		// Every goal of the answer, each ID's in match order, then copies
		// of them all in blocks of just the right size.
		gs := make([]*graph.Goal, 0, total)
		for _, id := range ids {
			start := len(gs)
			for _, gid := range of[id] {
				gs = append(gs, m.goals[gid].val)
			}
			if l := gs[start:]; !slices.IsSortedFunc(l, matchOrder) {
				slices.SortFunc(l, matchOrder)
			}
		}
		var cp copier
		cp.measure()
		for _, g := range gs {
			cp.goal(g)
		}
		cp.allocate()
		all := make([]graph.Goal, len(gs))
		for i, g := range gs {
			all[i] = cp.goal(g)
		}
		start := 0
		for i, id := range ids {
			if n := len(of[id]); n > 0 {
				out[i] = all[start : start+n : start+n] // the lists share a block, not their spare room
				start += n
			}
		}
		return nil
	})
	return out, err
}
