package neo4j

import (
	"context"

	"pitchgraph/graph"
)

const cardFields = `c {.id, .color, .minute,
  match: [(c)-[:IN_MATCH]->(m:Match) | m.id][0],
  player: [(p:Player)-[:RECEIVED]->(c) | p.id][0],
  club: [(c)-[:FOR]->(k:Club) | k.id][0],
  sources: [(r:Report)-[s:SUPPORTS]->(c) | s {.sentence, .start, .end, .sourceMinute, .sourceAdded, report: r.id, at: r.ingestedAt}]}`

const cardsByID = `
MATCH (c:Card) WHERE c.id IN $ids
RETURN ` + cardFields + ` AS item`

// cardsOf finishes the CardsBy statements: rows per key by match ID, then
// minute (unknown last), then ID.
const cardsOf = `
RETURN key, m.id AS mid, c.minute AS minute, c.id AS cid, ` + cardFields + ` AS item
ORDER BY key, mid, minute IS NULL, minute, cid`

var cardsBy = map[graph.CardRel]string{
	graph.CardsOfMatch:  `UNWIND $ids AS key MATCH (c:Card)-[:IN_MATCH]->(m:Match {id: key})` + cardsOf,
	graph.CardsOfPlayer: `UNWIND $ids AS key MATCH (:Player {id: key})-[:RECEIVED]->(c:Card)-[:IN_MATCH]->(m:Match)` + cardsOf,
}

func decodeCard(m map[string]any) graph.Card {
	return graph.Card{
		ID: str(m, "id"), MatchID: str(m, "match"), PlayerID: str(m, "player"), ClubID: str(m, "club"),
		Color: graph.CardColor(str(m, "color")), Minute: numPtr(m, "minute"), Sources: decodeSources(m),
	}
}

func decodeItemCard(m map[string]any) graph.Card { return decodeCard(mapOf(m["item"])) }

// Cards looks cards up by ID in one statement.
func (s *Store) Cards(ctx context.Context, ids []string) ([]*graph.Card, error) {
	return byID(ctx, s, "read cards", cardsByID, ids, decodeCard)
}

// CardsBy returns the cards of each match or player in one statement.
func (s *Store) CardsBy(ctx context.Context, rel graph.CardRel, ids []string) ([][]graph.Card, error) {
	cypher, ok := cardsBy[rel]
	if !ok {
		return nil, graph.Errorf(graph.EINVALID, "unknown card relation %d", rel)
	}
	return groups(ctx, s, "read cards by", cypher, ids, nil, decodeItemCard)
}
