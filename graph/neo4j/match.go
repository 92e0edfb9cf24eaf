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
var findMatches = listStatement(`
  MATCH (m:Match)
  WHERE `+matchFilter, matchKeyset, `m.date IS NULL, m.date DESC, m.id`, matchFields)

// matchKeyset is true of the matches after the cursor's in the order of
// findMatches: after a dated match come the older ones and the undated.
const matchKeyset = `CASE WHEN $at = '' THEN m.date IS NULL AND m.id > $ai
  ELSE m.date IS NULL OR m.date < $at OR (m.date = $at AND m.id > $ai) END`

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
	return list(ctx, s, "find matches", findMatches, params, p, graph.ListMatches, decodeMatch, graph.MatchKey)
}

// PlayersOfMatches returns the players each match has, by ID.
func (s *Store) PlayersOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	return groups(ctx, s, "read players of matches", playersOfMatches, matchIDs, nil, decodeID)
}

// MatchesOfPlayers returns each player's matches, newest first.
func (s *Store) MatchesOfPlayers(ctx context.Context, playerIDs []string) ([][]string, error) {
	return groups(ctx, s, "read matches of players", matchesOfPlayers, playerIDs, nil, decodeID)
}
