package neo4j

import (
	"cmp"
	"context"
	"slices"

	"pitchgraph/graph"
)

// search finds nodes having, for every word, a folded name that contains
// it. keyText is a node's folded names (keys) joined by newlines, which no
// word holds, so it contains a word exactly when one of the names does; a
// text index finds the nodes whose keyText contains the longest word
// ($word). A match's names are its clubs' names, its competition, venue
// and date; matches come as FindMatches orders them.
const search = `
CALL () {
  MATCH (c:Club)
  WHERE c.keyText CONTAINS $word AND all(w IN $words WHERE c.keyText CONTAINS w)
  RETURN 0 AS rank, 'club' AS kind, c.id AS id, c.key AS name, null AS date
  UNION ALL
  MATCH (p:Player)
  WHERE p.keyText CONTAINS $word AND all(w IN $words WHERE p.keyText CONTAINS w)
  RETURN 1 AS rank, 'player' AS kind, p.id AS id, p.key AS name, null AS date
  UNION ALL
  CALL () {
    MATCH (m:Match) WHERE m.keyText CONTAINS $word
    RETURN m
    UNION
    MATCH (c:Club)<-[:HOME|AWAY]-(m:Match) WHERE c.keyText CONTAINS $word
    RETURN m
  }
  MATCH (h:Club {id: m.homeId}), (a:Club {id: m.awayId})
  WHERE all(w IN $words WHERE h.keyText CONTAINS w OR a.keyText CONTAINS w OR m.keyText CONTAINS w)
  RETURN 2 AS rank, 'match' AS kind, m.id AS id, null AS name, m.date AS date
}
RETURN kind, id
ORDER BY rank, name, date IS NULL, date DESC, id
LIMIT $first`

// Search finds clubs, then players, then matches, each by name, whose
// names contain every word of query.
func (s *Store) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	words, err := graph.SearchWords(query)
	if err != nil {
		return nil, err
	}
	if len(words) == 0 || first == 0 {
		return []graph.SearchHit{}, nil
	}
	word := slices.MaxFunc(words, func(a, b string) int { return cmp.Compare(len(a), len(b)) })
	recs, err := s.query(ctx, "search", search, map[string]any{"words": words, "word": word, "first": min(first, graph.MaxPage)})
	if err != nil {
		return nil, err
	}
	hits := make([]graph.SearchHit, 0, len(recs))
	for _, rec := range recs {
		m := rec.AsMap()
		hits = append(hits, graph.SearchHit{Kind: str(m, "kind"), ID: str(m, "id")})
	}
	return hits, nil
}
