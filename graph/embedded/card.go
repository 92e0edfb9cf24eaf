package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Cards implements graph.Store.
func (s *Store) Cards(ctx context.Context, ids []string) ([]*graph.Card, error) {
	return byID(ctx, s, ids, func(m *memory) map[string]*node[graph.Card] { return m.cards },
		func(_ *memory, n *node[graph.Card], cp *copier) graph.Card { return cp.card(n.val) })
}

// CardsBy implements graph.Store.
func (s *Store) CardsBy(ctx context.Context, rel graph.CardRel, ids []string) ([][]graph.Card, error) {
	if rel != graph.CardsOfMatch && rel != graph.CardsOfPlayer {
		return nil, graph.Errorf(graph.EINVALID, "unknown card relation %d", rel)
	}
	out := make([][]graph.Card, len(ids))
	err := s.read(ctx, func(m *memory) error {
		var cp copier
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			cs := make([]*graph.Card, 0, len(m.cardsOf[rel][id]))
			for _, cid := range m.cardsOf[rel][id] {
				cs = append(cs, m.cards[cid].val)
			}
			slices.SortFunc(cs, cardOrder)
			if len(cs) > 0 {
				out[i] = make([]graph.Card, 0, len(cs))
			}
			for _, c := range cs {
				out[i] = append(out[i], cp.card(c))
			}
		}
		return nil
	})
	return out, err
}

// cardOrder orders cards by match ID, then minute (unknown last), then ID.
func cardOrder(a, b *graph.Card) int {
	if c := strings.Compare(a.MatchID, b.MatchID); c != 0 {
		return c
	}
	switch {
	case a.Minute == nil && b.Minute != nil:
		return 1
	case a.Minute != nil && b.Minute == nil:
		return -1
	case a.Minute != nil && *a.Minute != *b.Minute:
		return cmp.Compare(*a.Minute, *b.Minute)
	}
	return strings.Compare(a.ID, b.ID)
}
