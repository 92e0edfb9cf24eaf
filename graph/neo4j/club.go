package neo4j

import (
	"context"

	"pitchgraph/graph"
)

const clubFields = `c {.id, .name, .aliases}`

const clubsByID = `
MATCH (c:Club) WHERE c.id IN $ids
RETURN ` + clubFields + ` AS item`

const clubByName = `
MATCH (c:Club) WHERE $key IN c.keys
RETURN ` + clubFields + ` AS item
ORDER BY c.id
LIMIT 1`

// findClubs lists clubs by folded name (key), then ID.
var findClubs = listStatement(`
  MATCH (c:Club)
  WHERE $name = '' OR any(k IN c.keys WHERE k CONTAINS $name)`,
	`c.key > $at OR (c.key = $at AND c.id > $ai)`,
	`c.key, c.id`, clubFields)

func decodeClub(m map[string]any) graph.Club {
	return graph.Club{ID: str(m, "id"), Name: str(m, "name"), Aliases: strs(m, "aliases")}
}

// Clubs looks clubs up by ID in one statement.
func (s *Store) Clubs(ctx context.Context, ids []string) ([]*graph.Club, error) {
	return byID(ctx, s, "read clubs", clubsByID, ids, decodeClub)
}

// ClubByName returns the club a name or alias folds to, the smallest ID
// among several, or nil.
func (s *Store) ClubByName(ctx context.Context, name string) (*graph.Club, error) {
	key := graph.Fold(name)
	if key == "" {
		return nil, nil
	}
	recs, err := s.query(ctx, "find club by name", clubByName, map[string]any{"key": key})
	if err != nil || len(recs) == 0 {
		return nil, err
	}
	c := decodeClub(mapOf(field(recs[0], "item")))
	return &c, nil
}

// FindClubs lists clubs ordered by folded name, then ID.
func (s *Store) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	params := map[string]any{"name": graph.Fold(w.Name)}
	return list(ctx, s, "find clubs", findClubs, params, p, graph.ListClubs, decodeClub, graph.ClubKey)
}
