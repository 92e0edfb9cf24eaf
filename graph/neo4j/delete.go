package neo4j

import (
	"context"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// deleteReport deletes a report, and with it everything it said, and
// returns the nodes it spoke of; no row when there is no such report. It
// write-locks those nodes first, in the order Ingest does (by kind, then
// ID), so concurrent writes to them take turns rather than deadlock.
const deleteReport = `
MATCH (r:Report {id: $id})
WITH r,
  [(r)-[:MENTIONS]->(n:Club) | n.id] AS clubs,
  [(r)-[:MENTIONS]->(n:Player) | n.id] AS players,
  [(r)-[:REPORTS]->(n:Match) | n.id] AS matches,
  [(r)-[:SUPPORTS]->(n:Goal) | n.id] AS goals,
  [(r)-[:SUPPORTS]->(n:Card) | n.id] AS cards
CALL (clubs) { UNWIND clubs AS id WITH id ORDER BY id MATCH (n:Club {id: id}) SET n._lock = true REMOVE n._lock }
CALL (players) { UNWIND players AS id WITH id ORDER BY id MATCH (n:Player {id: id}) SET n._lock = true REMOVE n._lock }
CALL (matches) { UNWIND matches AS id WITH id ORDER BY id MATCH (n:Match {id: id}) SET n._lock = true REMOVE n._lock }
CALL (goals) { UNWIND goals AS id WITH id ORDER BY id MATCH (n:Goal {id: id}) SET n._lock = true REMOVE n._lock }
CALL (cards) { UNWIND cards AS id WITH id ORDER BY id MATCH (n:Card {id: id}) SET n._lock = true REMOVE n._lock }
DETACH DELETE r
RETURN clubs, players, matches, goals, cards`

// DeleteReport removes a report in one transaction of three statements:
// delete the report with its says, then re-merge the nodes it spoke of,
// which deletes those no other report speaks of.
func (s *Store) DeleteReport(ctx context.Context, id string) (bool, error) {
	var found bool
	err := s.write(ctx, "delete report", func(tx neo4j.ManagedTransaction) error {
		recs, err := s.run(ctx, tx, deleteReport, map[string]any{"id": id})
		if found = len(recs) > 0; err != nil || !found {
			return err
		}
		r := recs[0].AsMap()
		return s.refresh(ctx, tx, touched{
			clubs: strs(r, "clubs"), players: strs(r, "players"), matches: strs(r, "matches"),
			goals: strs(r, "goals"), cards: strs(r, "cards"),
		})
	})
	return found && err == nil, err
}
