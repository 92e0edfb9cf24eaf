package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/extractor"
	"pitchgraph/graph"
	"pitchgraph/ingest"
)

// A row is one node or relationship of a report's facts, written as one
// Cypher statement: the unit of the naive writer the batched store is
// measured against. Both writers are credited with the same rows.
type row struct {
	cypher string
	params map[string]any
}

// The per-row writer uses labels of its own, so that it never touches the
// store's graph on the same server.
const (
	rowClub       = `MERGE (n:RowClub {id: $id}) SET n.name = $name, n.aliases = $aliases`
	rowPlayer     = `MERGE (n:RowPlayer {id: $id}) SET n.name = $name, n.aliases = $aliases`
	rowPlaysFor   = `MATCH (p:RowPlayer {id: $from}), (c:RowClub {id: $to}) MERGE (p)-[:PLAYS_FOR]->(c)`
	rowMatch      = `MERGE (n:RowMatch {id: $id}) SET n.date = $date, n.venue = $venue, n.homeScore = $hs, n.awayScore = $as`
	rowHome       = `MATCH (m:RowMatch {id: $from}), (c:RowClub {id: $to}) MERGE (m)-[:HOME]->(c)`
	rowAway       = `MATCH (m:RowMatch {id: $from}), (c:RowClub {id: $to}) MERGE (m)-[:AWAY]->(c)`
	rowAppeared   = `MATCH (p:RowPlayer {id: $from}), (m:RowMatch {id: $to}) MERGE (p)-[x:APPEARED_IN]->(m) SET x.club = $club`
	rowGoal       = `MERGE (n:RowGoal {id: $id}) SET n.minute = $minute, n.kind = $kind, n.order = $order`
	rowInMatch    = `MATCH (g:RowGoal {id: $from}), (m:RowMatch {id: $to}) MERGE (g)-[:IN_MATCH]->(m)`
	rowScored     = `MATCH (p:RowPlayer {id: $from}), (g:RowGoal {id: $to}) MERGE (p)-[:SCORED]->(g)`
	rowAssisted   = `MATCH (p:RowPlayer {id: $from}), (g:RowGoal {id: $to}) MERGE (p)-[:ASSISTED]->(g)`
	rowPassedTo   = `MATCH (a:RowPlayer {id: $from}), (b:RowPlayer {id: $to}) MERGE (a)-[x:PASSED_TO {goal: $goal, order: $order}]->(b) SET x.kind = $kind`
	rowCard       = `MERGE (n:RowCard {id: $id}) SET n.color = $color, n.minute = $minute`
	rowReceived   = `MATCH (p:RowPlayer {id: $from}), (c:RowCard {id: $to}) MERGE (p)-[:RECEIVED]->(c)`
	rowReport     = `MERGE (n:RowReport {id: $id}) SET n.text = $text, n.source = $source`
	rowSupports   = `MATCH (r:RowReport {id: $from}), (n:RowGoal {id: $to}) MERGE (r)-[s:SUPPORTS]->(n) SET s.sentence = $sentence`
	rowWipeLabels = `MATCH (n) WHERE n:RowClub OR n:RowPlayer OR n:RowMatch OR n:RowGoal OR n:RowCard OR n:RowReport
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS`
)

var rowConstraints = []string{
	`CREATE CONSTRAINT row_club IF NOT EXISTS FOR (n:RowClub) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT row_player IF NOT EXISTS FOR (n:RowPlayer) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT row_match IF NOT EXISTS FOR (n:RowMatch) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT row_goal IF NOT EXISTS FOR (n:RowGoal) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT row_card IF NOT EXISTS FOR (n:RowCard) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT row_report IF NOT EXISTS FOR (n:RowReport) REQUIRE n.id IS UNIQUE`,
}

func link(cypher, from, to string) row {
	return row{cypher, map[string]any{"from": from, "to": to}}
}

func intOrNil(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

// rowsOf lists the rows of a report's facts.
func rowsOf(f *graph.Facts) []row {
	rs := []row{{rowReport, map[string]any{"id": f.Report.ID, "text": f.Report.Text, "source": f.Report.Source}}}
	for _, c := range f.Clubs {
		rs = append(rs, row{rowClub, map[string]any{"id": c.ID, "name": c.Name, "aliases": c.Aliases}})
	}
	for _, p := range f.Players {
		rs = append(rs, row{rowPlayer, map[string]any{"id": p.ID, "name": p.Name, "aliases": p.Aliases}})
		for _, c := range p.ClubIDs {
			rs = append(rs, link(rowPlaysFor, p.ID, c))
		}
	}
	if m := f.Match; m != nil {
		rs = append(rs,
			row{rowMatch, map[string]any{"id": m.ID, "date": m.Date, "venue": m.Venue, "hs": intOrNil(m.HomeScore), "as": intOrNil(m.AwayScore)}},
			link(rowHome, m.ID, m.HomeID), link(rowAway, m.ID, m.AwayID))
	}
	for _, a := range f.Appearances {
		r := link(rowAppeared, a.PlayerID, a.MatchID)
		r.params["club"] = a.ClubID
		rs = append(rs, r)
	}
	for _, g := range f.Goals {
		rs = append(rs,
			row{rowGoal, map[string]any{"id": g.ID, "minute": intOrNil(g.Minute), "kind": string(g.Kind), "order": g.Order}},
			link(rowInMatch, g.ID, g.MatchID), link(rowScored, g.ScorerID, g.ID))
		if g.AssistID != "" {
			rs = append(rs, link(rowAssisted, g.AssistID, g.ID))
		}
		for _, p := range g.Chain {
			r := link(rowPassedTo, p.FromID, p.ToID)
			r.params["goal"], r.params["order"], r.params["kind"] = g.ID, p.Order, string(p.Kind)
			rs = append(rs, r)
		}
		r := link(rowSupports, f.Report.ID, g.ID)
		r.params["sentence"] = g.Sources[0].Sentence
		rs = append(rs, r)
	}
	for _, c := range f.Cards {
		rs = append(rs,
			row{rowCard, map[string]any{"id": c.ID, "color": string(c.Color), "minute": intOrNil(c.Minute)}},
			link(rowReceived, c.PlayerID, c.ID))
	}
	return rs
}

// PerRowStats is what the naive writer managed.
type PerRowStats struct {
	Reports  int     `json:"reports"`
	Rows     int     `json:"rows"`
	Seconds  float64 `json:"seconds"`
	RowsPerS float64 `json:"rows_per_s"`
}

// perRowWrite writes the facts of the corpus's first reports one row per
// auto-commit MERGE statement, for at most budget, and then removes what it
// wrote.
func perRowWrite(ctx context.Context, uri string, inputs []ingest.Input, budget time.Duration) (PerRowStats, error) {
	d, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		return PerRowStats{}, err
	}
	defer d.Close(context.Background())
	sess := d.NewSession(ctx, neo4j.SessionConfig{})
	defer sess.Close(context.Background())
	for _, c := range rowConstraints {
		if _, err := sess.Run(ctx, c, nil); err != nil {
			return PerRowStats{}, fmt.Errorf("per-row writer: %w", err)
		}
	}
	var st PerRowStats
	start := time.Now()
	for _, in := range inputs {
		if time.Since(start) > budget {
			break
		}
		rep, err := extractor.Extract(in.Text)
		if err != nil {
			continue
		}
		f, _ := ingest.Facts(rep, in, time.Now().UTC())
		for _, r := range rowsOf(f) {
			res, err := sess.Run(ctx, r.cypher, r.params)
			if err == nil {
				_, err = res.Consume(ctx)
			}
			if err != nil {
				return st, fmt.Errorf("per-row writer: %w", err)
			}
			st.Rows++
		}
		st.Reports++
	}
	st.Seconds = time.Since(start).Seconds()
	st.RowsPerS = float64(st.Rows) / st.Seconds
	res, err := sess.Run(ctx, rowWipeLabels, nil)
	if err == nil {
		_, err = res.Consume(ctx)
	}
	return st, err
}

// wipe deletes everything in the Neo4j database, in batches.
func wipe(ctx context.Context, uri string) error {
	return runAll(ctx, uri, "wipe", `MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS`)
}

// settle brings the index statistics up to date after a bulk load and
// empties the plan cache, so that neither server measured afterwards runs
// a plan chosen while the indexes looked empty (seen once: both servers'
// Q1 at 100 times its usual db hits right after a fast load).
func settle(ctx context.Context, uri string) error {
	return runAll(ctx, uri, "settle", `CALL db.awaitIndexes(300)`, `CALL db.resampleOutdatedIndexes()`,
		`CALL db.awaitIndexes(300)`, `CALL db.clearQueryCaches()`)
}

// runAll runs statements one after another, each in its own auto-commit
// transaction, on the Neo4j at uri.
func runAll(ctx context.Context, uri, what string, stmts ...string) error {
	d, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		return err
	}
	defer d.Close(context.Background())
	sess := d.NewSession(ctx, neo4j.SessionConfig{})
	defer sess.Close(context.Background())
	for _, q := range stmts {
		res, err := sess.Run(ctx, q, nil)
		if err == nil {
			_, err = res.Consume(ctx)
		}
		if err != nil {
			return fmt.Errorf("%s %s: %w", what, uri, err)
		}
	}
	return nil
}
