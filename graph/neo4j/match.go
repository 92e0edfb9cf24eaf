package neo4j

import (
	"context"

	"pitchgraph/graph"
)

const matchFields = `m {.id, .date, .competition, .venue, .homeScore, .awayScore,
  home: [(m)-[:HOME]->(c:Club) | c.id][0],
  away: [(m)-[:AWAY]->(c:Club) | c.id][0]}`

const matchesByID = `
MATCH (m:Match) WHERE m.id IN $ids
RETURN ` + matchFields + ` AS item`

// findMatches orders newest first, undated last, then by ID. A date bound
// excludes undated matches, since null compares to nothing.
const findMatches = `
MATCH (m:Match)
WHERE ($club = '' OR EXISTS { (m)-[:HOME|AWAY]->(:Club {id: $club}) })
  AND ($player = '' OR EXISTS { (:Player {id: $player})-[:APPEARED_IN]->(m) })
  AND ($competition = '' OR m.competitionKey = $competition)
  AND ($from = '' OR m.date >= $from)
  AND ($to = '' OR m.date <= $to)
WITH m ORDER BY m.date IS NULL, m.date DESC, m.id
WITH collect(m) AS found
RETURN size(found) AS total, [m IN found[$offset..($offset + $limit)] | ` + matchFields + `] AS items`

const playersOfMatches = `
UNWIND $ids AS key
MATCH (p:Player)-[:APPEARED_IN]->(:Match {id: key})
RETURN DISTINCT key, p.id AS id
ORDER BY key, id`

const matchesOfPlayers = `
UNWIND $ids AS key
MATCH (:Player {id: key})-[:APPEARED_IN]->(m:Match)
RETURN DISTINCT key, m.id AS id, m.date AS date
ORDER BY key, date IS NULL, date DESC, id`

func decodeMatch(m map[string]any) graph.Match {
	return graph.Match{
		ID: str(m, "id"), Date: str(m, "date"), Competition: str(m, "competition"), Venue: str(m, "venue"),
		HomeID: str(m, "home"), AwayID: str(m, "away"),
		HomeScore: numPtr(m, "homeScore"), AwayScore: numPtr(m, "awayScore"),
	}
}

func decodeID(m map[string]any) string { return str(m, "id") }

// Matches looks matches up by ID in one statement.
func (s *Store) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	return byID(ctx, s, "read matches", matchesByID, ids, decodeMatch)
}

// FindMatches lists matches, newest date first, undated last.
func (s *Store) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	params, err := matchWhereParams(w)
	if err != nil {
		return graph.Connection[graph.Match]{}, err
	}
	return list(ctx, s, "find matches", findMatches, params, p, decodeMatch)
}

// PlayersOfMatches returns the players each match has, by ID.
func (s *Store) PlayersOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	return groups(ctx, s, "read players of matches", playersOfMatches, matchIDs, nil, decodeID)
}

// MatchesOfPlayers returns each player's matches, newest first.
func (s *Store) MatchesOfPlayers(ctx context.Context, playerIDs []string) ([][]string, error) {
	return groups(ctx, s, "read matches of players", matchesOfPlayers, playerIDs, nil, decodeID)
}
