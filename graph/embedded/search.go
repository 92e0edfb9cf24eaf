package embedded

import (
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Search implements graph.Store. It scans a snapshot of the names nodes
// are found by (searchIndex), not the graph, so it holds the store's lock
// only to take the snapshot, when the graph has changed since the last
// one, and it heeds ctx while it scans.
func (s *Store) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	words, err := graph.SearchWords(query)
	if err != nil {
		return nil, err
	}
	limit := min(first, graph.MaxPage)
	if len(words) == 0 || limit == 0 {
		return nil, nil
	}
	idx, err := s.searchIndex(ctx)
	if err != nil {
		return nil, err
	}
	var hits []graph.SearchHit
	scan := func(entries []searchEntry, kind string) error {
		for i := range entries {
			if len(hits) == limit {
				return nil
			}
			if i%1024 == 1023 && ctx.Err() != nil {
				return cancelled(ctx.Err())
			}
			if e := &entries[i]; every(words, e.has) {
				hits = append(hits, graph.SearchHit{Kind: kind, ID: e.id})
			}
		}
		return nil
	}
	if err := scan(idx.clubs, graph.KindClub); err != nil {
		return nil, err
	}
	if err := scan(idx.players, graph.KindPlayer); err != nil {
		return nil, err
	}
	if every(words, idx.named) {
		if err := scan(idx.matches, graph.KindMatch); err != nil {
			return nil, err
		}
	}
	return hits, nil
}

// searchIndex is what Search scans: the folded names of every club and
// player, by name, and of every match (its own, its home club's and its
// away club's), as FindMatches orders them, taken at one version of the
// graph. Folded names are never changed in place, only replaced, so the
// snapshot shares them with the graph.
type searchIndex struct {
	version uint64
	clubs   []searchEntry
	players []searchEntry
	matches []searchEntry
	pieces  []string // every folded competition, venue and date
}

type searchEntry struct {
	id    string
	names [3][]string
}

// has tells whether any name of the entry contains word.
func (e *searchEntry) has(word string) bool {
	return containsAny(e.names[0], word) || containsAny(e.names[1], word) || containsAny(e.names[2], word)
}

// named tells whether any club name, competition, venue or date holds
// word: when one does not, no match can, and Search need not look.
func (x *searchIndex) named(word string) bool {
	for _, p := range x.pieces {
		if strings.Contains(p, word) {
			return true
		}
	}
	return slices.ContainsFunc(x.clubs, func(e searchEntry) bool { return e.has(word) })
}

// searchIndex returns the snapshot of the graph as it is, taking a new
// one when the graph has changed since the last.
func (s *Store) searchIndex(ctx context.Context) (*searchIndex, error) {
	if err := ctx.Err(); err != nil {
		return nil, cancelled(err)
	}
	if x := s.searched.Load(); x != nil && x.version == s.version.Load() {
		return x, nil
	}
	x := &searchIndex{}
	err := s.read(ctx, func(m *memory) error {
		x.version = s.version.Load() // writers change it under the write lock
		x.clubs = entries(m.clubs)
		x.players = entries(m.players)
		x.matches = make([]searchEntry, len(m.order))
		for i, n := range m.order {
			e := &x.matches[i]
			e.id, e.names[0] = n.val.ID, n.folded
			if c := m.clubs[n.val.HomeID]; c != nil {
				e.names[1] = c.folded
			}
			if c := m.clubs[n.val.AwayID]; c != nil {
				e.names[2] = c.folded
			}
		}
		x.pieces = make([]string, 0, len(m.pieces))
		for p := range m.pieces {
			x.pieces = append(x.pieces, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Sorting needs no lock.
	byEntryName := func(a, b searchEntry) int { return byName(a.names[0], b.names[0], a.id, b.id) }
	slices.SortFunc(x.clubs, byEntryName)
	slices.SortFunc(x.players, byEntryName)
	s.searched.Store(x)
	return x, nil
}

// entries lists clubs' or players' names, in no order.
func entries[T any](nodes map[string]*node[T]) []searchEntry {
	out := make([]searchEntry, 0, len(nodes))
	for id, n := range nodes {
		out = append(out, searchEntry{id: id, names: [3][]string{n.folded}})
	}
	return out
}

// every tells whether ok holds for every word.
func every(words []string, ok func(string) bool) bool {
	for _, w := range words {
		if !ok(w) {
			return false
		}
	}
	return true
}
