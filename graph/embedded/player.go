package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Players implements graph.Store.
func (s *Store) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	return byID(ctx, s, ids, func(m *memory) map[string]*node[graph.Player] { return m.players }, (*memory).player)
}

// player returns a copy of a player with its counts, made by cp (nil:
// on its own).
func (m *memory) player(n *node[graph.Player], cp *copier) graph.Player {
	if cp == nil {
		cp = &copier{}
	}
	p := cp.player(n.val)
	p.GoalCount, p.AssistCount = m.counts(p.ID)
	return p
}

// counts returns how many goals (own goals aside) a player scored and
// how many the player assisted.
func (m *memory) counts(id string) (goals, assists int) {
	return m.tally[id], len(m.goalsOf[graph.GoalsOfAssist][id])
}

// PlayerByName implements graph.Store.
func (s *Store) PlayerByName(ctx context.Context, name string) (*graph.Player, error) {
	var out *graph.Player
	err := s.read(ctx, func(m *memory) error {
		k := graph.Fold(name)
		if k == "" {
			return nil
		}
		cands := m.names[fullName][k]
		if len(cands) == 0 {
			cands = m.names[aliasName][k]
		}
		if len(cands) == 0 {
			for _, id := range m.names[lastWord][lastOf(k)] {
				if strings.HasSuffix(m.players[id].folded[0], " "+k) {
					cands = append(cands, id)
				}
			}
		}
		if len(cands) == 0 {
			return nil
		}
		best, bestScore := "", -1
		for _, id := range cands { // in ID order
			g, a := m.counts(id)
			if g+a > bestScore {
				best, bestScore = id, g+a
			}
		}
		p := m.player(m.players[best], nil)
		out = &p
		return nil
	})
	return out, err
}

// FindPlayers implements graph.Store.
func (s *Store) FindPlayers(ctx context.Context, w graph.PlayerWhere, o graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	var out graph.Connection[graph.Player]
	err := s.read(ctx, func(m *memory) error {
		q := graph.Fold(w.Name)
		type row struct {
			n              *node[graph.Player]
			goals, assists int
		}
		var all []row
		keep := func(n *node[graph.Player]) {
			if q == "" || containsAny(n.folded, q) {
				g, a := m.counts(n.val.ID)
				all = append(all, row{n, g, a})
			}
		}
		if w.ClubID != "" {
			for _, id := range m.squads[w.ClubID] {
				keep(m.players[id])
			}
		} else {
			for _, n := range m.players {
				keep(n)
			}
		}
		slices.SortFunc(all, func(a, b row) int {
			var c int
			switch o {
			case graph.PlayersByGoals:
				c = cmp.Compare(b.goals, a.goals)
			case graph.PlayersByAssists:
				c = cmp.Compare(b.assists, a.assists)
			}
			return cmp.Or(c, byName(a.n.folded, b.n.folded, a.n.val.ID, b.n.val.ID))
		})
		var err error
		var cp copier
		keyOf := func(r row) graph.Key {
			k := graph.Key{Text: r.n.folded[0], ID: r.n.val.ID}
			switch o {
			case graph.PlayersByGoals:
				k.Num = int64(r.goals)
			case graph.PlayersByAssists:
				k.Num = int64(r.assists)
			}
			return k
		}
		out, err = page(all, p, graph.PlayerList(o), keyOf, &cp, func(r row) graph.Player {
			p := cp.player(r.n.val)
			p.GoalCount, p.AssistCount = r.goals, r.assists
			return p
		})
		return err
	})
	return out, err
}
