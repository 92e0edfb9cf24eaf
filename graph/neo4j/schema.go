package neo4j

import (
	"context"
	"slices"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// schema is the constraints and indexes the store relies on. Each is
// created IF NOT EXISTS, so opening a store twice changes nothing.
var schema = []string{
	`CREATE CONSTRAINT club_id IF NOT EXISTS FOR (n:Club) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT player_id IF NOT EXISTS FOR (n:Player) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT match_id IF NOT EXISTS FOR (n:Match) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT goal_id IF NOT EXISTS FOR (n:Goal) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT card_id IF NOT EXISTS FOR (n:Card) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT report_id IF NOT EXISTS FOR (n:Report) REQUIRE n.id IS UNIQUE`,
	`CREATE INDEX club_key IF NOT EXISTS FOR (n:Club) ON (n.key)`,
	`CREATE INDEX player_key IF NOT EXISTS FOR (n:Player) ON (n.key)`,
	`CREATE INDEX match_date IF NOT EXISTS FOR (n:Match) ON (n.date)`,
	`CREATE INDEX match_newest IF NOT EXISTS FOR (n:Match) ON (n.dateDesc, n.id)`,
	`CREATE INDEX report_ingested IF NOT EXISTS FOR (n:Report) ON (n.ingestedAt)`,
	`CREATE INDEX passed_to_goal IF NOT EXISTS FOR ()-[r:PASSED_TO]-() ON (r.goal)`,
	`CREATE INDEX goal_match IF NOT EXISTS FOR (n:Goal) ON (n.matchId)`,
	`CREATE INDEX passed_to_club IF NOT EXISTS FOR ()-[r:PASSED_TO]-() ON (r.club)`,
	`CREATE TEXT INDEX club_key_text IF NOT EXISTS FOR (n:Club) ON (n.keyText)`,
	`CREATE TEXT INDEX player_key_text IF NOT EXISTS FOR (n:Player) ON (n.keyText)`,
	`CREATE TEXT INDEX match_key_text IF NOT EXISTS FOR (n:Match) ON (n.keyText)`,
	`CREATE CONSTRAINT pass_pair_id IF NOT EXISTS FOR (n:PassPair) REQUIRE n.id IS UNIQUE`,
	`CREATE INDEX pass_pair_top IF NOT EXISTS FOR (n:PassPair) ON (n.scope, n.rank, n.from, n.to)`,
	`CREATE CONSTRAINT sequence_id IF NOT EXISTS FOR (n:Sequence) REQUIRE n.id IS UNIQUE`,
	`CREATE INDEX report_seq IF NOT EXISTS FOR (n:Report) ON (n.seq)`,
}

// upgrades fill in the properties a graph written by an earlier version
// of the store lacks; each finds nothing to do on a graph written by this
// one.
var upgrades = []string{
	// The goal's match and club on each pass of its build-up.
	`MATCH ()-[x:PASSED_TO]->() WHERE x.match IS NULL
MATCH (g:Goal {id: x.goal})
SET x.match = [(g)-[:IN_MATCH]->(m:Match) | m.id][0], x.club = [(g)-[:FOR]->(c:Club) | c.id][0]`,
	// The IDs of each goal's match, club, scorer and assist giver.
	`MATCH (g:Goal) WHERE g.matchId IS NULL
SET g.matchId = [(g)-[:IN_MATCH]->(m:Match) | m.id][0], g.clubId = [(g)-[:FOR]->(c:Club) | c.id][0],
    g.scorerId = [(p:Player)-[:SCORED]->(g) | p.id][0], g.assistId = [(p:Player)-[:ASSISTED]->(g) | p.id][0]`,
	// A match's home and away club IDs.
	`MATCH (m:Match) WHERE m.homeId IS NULL
SET m.homeId = [(m)-[:HOME]->(c:Club) | c.id][0], m.awayId = [(m)-[:AWAY]->(c:Club) | c.id][0]`,
	// Each player's goals and assists, counted.
	`MATCH (p:Player) WHERE p.goalCount IS NULL
SET p.goalCount = COUNT { (p)-[:SCORED]->(g:Goal) WHERE g.kind <> 'own_goal' },
      p.assistCount = COUNT { (p)-[:ASSISTED]->(:Goal) }`,
	// The keys of clubs, players and matches as one text, for search.
	`MATCH (n) WHERE (n:Club OR n:Player OR n:Match) AND n.keyText IS NULL AND n.keys IS NOT NULL
SET n.keyText = CASE WHEN size(n.keys) = 0 THEN '' ELSE reduce(t = head(n.keys), k IN tail(n.keys) | t + '\n' + k) END`,
	// A dated match's date, newest first (see dateDesc).
	`MATCH (m:Match) WHERE m.date IS NOT NULL AND m.dateDesc IS NULL
SET m.dateDesc = reduce(d = '', c IN split(m.date, '') |
  d + CASE WHEN c >= '0' AND c <= '9' THEN toString(9 - toInteger(c)) ELSE c END)`,
	// Each player's pass lists.
	`MATCH (p:Player) WHERE p.passOutTo IS NULL
` + setPassLists,
	// The pass pairs (passpair.go).
	passPairsOpen,
}

// createSchema creates the schema, one statement per transaction as Neo4j
// requires for schema changes, then runs the upgrades.
func (s *Store) createSchema(ctx context.Context) error {
	for _, stmt := range append(slices.Clone(schema), upgrades...) {
		err := s.write(ctx, "create schema", func(tx neo4j.ManagedTransaction) error {
			_, err := s.run(ctx, tx, stmt, nil)
			return err
		})
		if err != nil {
			return err
		}
	}
	return s.addCards(ctx) // goal cards are written in Go (goalcard.go)
}
