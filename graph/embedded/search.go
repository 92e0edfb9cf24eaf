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
			hits = append(hits, m.foundMatches(words)...)
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
		if holdsAll(strings.Join(n.folded, " "), words) {
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

// foundMatches returns the matches whose names hold every word: the names
// of their clubs, competition, venue and date; newest first.
func (m *memory) foundMatches(words []string) []graph.SearchHit {
	var ms []*graph.Match
	for _, n := range m.matches {
		x := &n.val
		text := []string{graph.Fold(x.Competition), graph.Fold(x.Venue), graph.Fold(x.Date)}
		for _, c := range []string{x.HomeID, x.AwayID} {
			if cn := m.clubs[c]; cn != nil {
				text = append(text, cn.folded...)
			}
		}
		if holdsAll(strings.Join(text, " "), words) {
			ms = append(ms, x)
		}
	}
	slices.SortFunc(ms, newestFirst)
	out := make([]graph.SearchHit, len(ms))
	for i, x := range ms {
		out[i] = graph.SearchHit{Kind: graph.KindMatch, ID: x.ID}
	}
	return out
}

func holdsAll(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}
