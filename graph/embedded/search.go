package embedded

import (
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Search implements graph.Store.
func (s *Store) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	words := strings.Fields(graph.Fold(query))
	limit := min(first, graph.MaxPage)
	if len(words) == 0 || limit == 0 {
		return nil, nil
	}
	var hits []graph.SearchHit
	err := s.read(func(m *memory) error {
		hits = append(hits, found(m.clubs, words, graph.KindClub)...)
		if len(hits) < limit {
			hits = append(hits, found(m.players, words, graph.KindPlayer)...)
		}
		if len(hits) < limit {
			hits = append(hits, m.foundMatches(words, limit-len(hits))...)
		}
		return nil
	})
	return hits[:min(len(hits), limit)], err
}

// found returns the clubs or players whose names hold every word, by name.
func found[T any](nodes map[string]*node[T], words []string, kind string) []graph.SearchHit {
	type hit struct {
		id     string
		folded []string
	}
	var hs []hit
	for id, n := range nodes {
		if every(words, func(w string) bool { return containsAny(n.folded, w) }) {
			hs = append(hs, hit{id, n.folded})
		}
	}
	slices.SortFunc(hs, func(a, b hit) int { return byName(a.folded, b.folded, a.id, b.id) })
	out := make([]graph.SearchHit, len(hs))
	for i, h := range hs {
		out[i] = graph.SearchHit{Kind: kind, ID: h.id}
	}
	return out
}

// foundMatches returns the first need matches whose names hold every
// word: the names of their clubs, competition, venue and date; newest
// first. A word has no space, so it is in the names joined when it is in
// one of them.
func (m *memory) foundMatches(words []string, need int) []graph.SearchHit {
	if !every(words, m.named) {
		return nil
	}
	var out []graph.SearchHit
	for _, n := range m.order {
		if len(out) == need {
			break
		}
		x := n.val
		home, away := m.clubs[x.HomeID], m.clubs[x.AwayID]
		if !every(words, func(w string) bool {
			return containsAny(n.folded, w) || home != nil && containsAny(home.folded, w) || away != nil && containsAny(away.folded, w)
		}) {
			continue
		}
		out = append(out, graph.SearchHit{Kind: graph.KindMatch, ID: x.ID})
	}
	return out
}

// named tells whether any club name, competition, venue or date holds
// word: when one does not, no match can, and Search need not look.
func (m *memory) named(word string) bool {
	for p := range m.pieces {
		if strings.Contains(p, word) {
			return true
		}
	}
	for _, n := range m.clubs {
		if containsAny(n.folded, word) {
			return true
		}
	}
	return false
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
