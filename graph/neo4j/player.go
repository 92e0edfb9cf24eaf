package neo4j

import (
	"context"
	"slices"

	"pitchgraph/graph"
)

// playerFields projects a player. The counts are the goalCount and
// assistCount properties, which every write recounts for the players
// whose goals it may have changed (own goals are not the scorer's).
const playerFields = `p {.id, .name, .aliases,
  clubs: [(p)-[:PLAYS_FOR]->(c:Club) | c.id],
  goals: coalesce(p.goalCount, 0), assists: coalesce(p.assistCount, 0)}`

// playerCounts binds goals and assists for ordering, as playerFields
// reads them.
const playerCounts = `
WITH p, coalesce(p.goalCount, 0) AS goals, coalesce(p.assistCount, 0) AS assists`

const playersByID = `
MATCH (p:Player) WHERE p.id IN $ids
RETURN ` + playerFields + ` AS item`

// playerByName ranks the candidates: full name, then alias, then the end
// of the full name as whole words (a surname); within a rank, most goals
// plus assists, then smallest ID.
const playerByName = `
MATCH (p:Player)
WITH p, CASE
  WHEN p.key = $key THEN 1
  WHEN $key IN p.keys THEN 2
  WHEN p.key ENDS WITH ' ' + $key THEN 3
  ELSE 0 END AS rank
WHERE rank > 0` + playerCounts + `, rank
ORDER BY rank, goals + assists DESC, p.id
LIMIT 1
RETURN ` + playerFields + ` AS item`

// findPlayers orders by folded name ($order 0), goals (1) or assists (2);
// counts descending, ties by folded name then ID. findPlayersOfClub starts
// from the club, so it reads the club's players rather than every player.
var (
	findPlayers = listStatement(`
  MATCH (p:Player)
  WHERE ($name = '' OR any(k IN p.keys WHERE k CONTAINS $name))`+playerRank, playerKeyset, playerOrder, playerFields)
	findPlayersOfClub = listStatement(`
  MATCH (:Club {id: $club})<-[:PLAYS_FOR]-(p:Player)
  WHERE ($name = '' OR any(k IN p.keys WHERE k CONTAINS $name))`+playerRank, playerKeyset, playerOrder, playerFields)
)

// playerRank binds n, the count the order sorts by (0 by name).
const playerRank = `
  WITH p, CASE $order WHEN 1 THEN coalesce(p.goalCount, 0) WHEN 2 THEN coalesce(p.assistCount, 0) ELSE 0 END AS n`

const (
	playerKeyset = `n < $an OR (n = $an AND (p.key > $at OR (p.key = $at AND p.id > $ai)))`
	playerOrder  = `n DESC, p.key, p.id`
)

func decodePlayer(m map[string]any) graph.Player {
	p := graph.Player{
		ID: str(m, "id"), Name: str(m, "name"), Aliases: strs(m, "aliases"),
		ClubIDs: strs(m, "clubs"), GoalCount: num(m, "goals"), AssistCount: num(m, "assists"),
	}
	slices.Sort(p.ClubIDs)
	return p
}

// Players looks players up by ID in one statement.
func (s *Store) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	return byID(ctx, s, "read players", playersByID, ids, decodePlayer)
}

// PlayerByName returns the player a name best designates, or nil.
func (s *Store) PlayerByName(ctx context.Context, name string) (*graph.Player, error) {
	key := graph.Fold(name)
	if key == "" {
		return nil, nil
	}
	recs, err := s.query(ctx, "find player by name", playerByName, map[string]any{"key": key})
	if err != nil || len(recs) == 0 {
		return nil, err
	}
	p := decodePlayer(mapOf(field(recs[0], "item")))
	return &p, nil
}

// FindPlayers lists players in the order o asks.
func (s *Store) FindPlayers(ctx context.Context, w graph.PlayerWhere, o graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	params := map[string]any{"name": graph.Fold(w.Name), "club": w.ClubID, "order": int(o)}
	cypher := findPlayers
	if w.ClubID != "" {
		cypher = findPlayersOfClub
	}
	return list(ctx, s, "find players", cypher, params, p, graph.PlayerList(o), decodePlayer,
		func(pl *graph.Player) graph.Key { return graph.PlayerKey(pl, o) })
}
