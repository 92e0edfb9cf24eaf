package neo4j

import (
	"context"
	"strings"

	"pitchgraph/graph"
)

// search finds nodes having, for every word, a folded name that contains
// it. A match's names are its clubs' names, its competition, venue and
// date (m.keys); matches come as FindMatches orders them.
const search = `
CALL () {
  MATCH (c:Club)
  WHERE all(w IN $words WHERE any(k IN c.keys WHERE k CONTAINS w))
  RETURN 0 AS rank, 'club' AS kind, c.id AS id, c.key AS name, null AS date
  UNION ALL
  MATCH (p:Player)
  WHERE all(w IN $words WHERE any(k IN p.keys WHERE k CONTAINS w))
  RETURN 1 AS rank, 'player' AS kind, p.id AS id, p.key AS name, null AS date
  UNION ALL
  MATCH (h:Club)<-[:HOME]-(m:Match)-[:AWAY]->(a:Club)
  WHERE all(w IN $words WHERE any(k IN h.keys + a.keys + m.keys WHERE k CONTAINS w))
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
	words := strings.Fields(graph.Fold(query))
	if len(words) == 0 || first == 0 {
		return []graph.SearchHit{}, nil
	}
	recs, err := s.query(ctx, "search", search, map[string]any{"words": words, "first": min(first, graph.MaxPage)})
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
