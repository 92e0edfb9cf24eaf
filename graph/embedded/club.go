package embedded

import (
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Clubs implements graph.Store.
func (s *Store) Clubs(ctx context.Context, ids []string) ([]*graph.Club, error) {
	return byID(ctx, s, ids, func(m *memory) map[string]*node[graph.Club] { return m.clubs },
		func(_ *memory, n *node[graph.Club], cp *copier) graph.Club { return cp.club(n.val) })
}

// byID looks nodes up by ID for the batch lookups of graph.Store, turning
// each into a value the caller owns with out.
func byID[T any](ctx context.Context, s *Store, ids []string, nodes func(*memory) map[string]*node[T], out func(*memory, *node[T], *copier) T) ([]*T, error) {
	res := make([]*T, len(ids))
	err := s.read(ctx, func(m *memory) error {
		ns := nodes(m)
		var cp copier
		cp.measure()
		found := 0
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			if n := ns[id]; n != nil {
				out(m, n, &cp)
				found++
			}
		}
		if found == 0 {
			return nil
		}
		cp.allocate()
		vals := make([]T, 0, found)
		for i, id := range ids {
			if n := ns[id]; n != nil {
				vals = append(vals, out(m, n, &cp))
				res[i] = &vals[len(vals)-1]
			}
		}
		return nil
	})
	return res, err
}

// ClubByName implements graph.Store.
func (s *Store) ClubByName(ctx context.Context, name string) (*graph.Club, error) {
	var out *graph.Club
	err := s.read(ctx, func(m *memory) error {
		ids := m.clubName[graph.Fold(name)]
		if len(ids) == 0 {
			return nil
		}
		c := m.clubs[ids[0]].val.Clone()
		out = &c
		return nil
	})
	return out, err
}

// FindClubs implements graph.Store.
func (s *Store) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	var out graph.Connection[graph.Club]
	err := s.read(ctx, func(m *memory) error {
		q := graph.Fold(w.Name)
		var all []*node[graph.Club]
		for _, n := range m.clubs {
			if q == "" || containsAny(n.folded, q) {
				all = append(all, n)
			}
		}
		slices.SortFunc(all, func(a, b *node[graph.Club]) int { return byName(a.folded, b.folded, a.val.ID, b.val.ID) })
		var err error
		var cp copier
		out, err = page(all, p, graph.ListClubs, clubKey, &cp, func(n *node[graph.Club]) graph.Club { return cp.club(n.val) })
		return err
	})
	return out, err
}

// containsAny tells whether any of the folded names contains q.
func containsAny(folded []string, q string) bool {
	return slices.ContainsFunc(folded, func(f string) bool { return strings.Contains(f, q) })
}

// byName orders by folded name (the first of folded), then ID.
func byName(a, b []string, aID, bID string) int {
	if c := strings.Compare(a[0], b[0]); c != 0 {
		return c
	}
	return strings.Compare(aID, bID)
}

// clubKey is a club's key in graph.ListClubs.
func clubKey(n *node[graph.Club]) graph.Key { return graph.Key{Text: n.folded[0], ID: n.val.ID} }

// page cuts the page p out of a whole list ordered as l orders it (keyOf
// giving an item's key), converting (and so copying) only the items on
// it. When conv copies with cp, cp measures the page's copies first (nil:
// conv needs no copier).
func page[N, T any](all []N, p graph.Page, l graph.List, keyOf func(N) graph.Key, cp *copier, conv func(N) T) (graph.Connection[T], error) {
	c, err := graph.Slice(all, p, l, keyOf)
	if err != nil {
		return graph.Connection[T]{}, err
	}
	if cp != nil && len(c.Items) > 0 {
		cp.measure()
		for _, n := range c.Items {
			conv(n)
		}
		cp.allocate()
	}
	out := graph.Connection[T]{Cursors: c.Cursors, Total: c.Total, HasNext: c.HasNext, HasPrevious: c.HasPrevious, Items: make([]T, len(c.Items))}
	for i, n := range c.Items {
		out.Items[i] = conv(n)
	}
	return out, nil
}
