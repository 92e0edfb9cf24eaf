package neo4j

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"pitchgraph/graph"
)

// claimReports creates the report nodes that do not exist yet, and says
// which it created. The marker property lives only inside the statement:
// a concurrent ingest of the same text waits on the uniqueness lock and
// then sees no marker. Rows come sorted by ID, so two batches lock shared
// reports in one order.
const claimReports = `CYPHER replan=skip
UNWIND $reports AS rep
MERGE (r:Report {id: rep.id})
ON CREATE SET r.text = rep.text, r.source = rep.source, r.ingestedAt = rep.at, r.warnings = rep.warnings, r.fresh = true
WITH r, r.fresh IS NOT NULL AS created
REMOVE r.fresh
RETURN r.id AS id, created`

// writeSays stores what the new reports of a batch say: a relationship
// from each report to every node it speaks of, carrying the report's
// account of that node. It first write-locks the nodes that exist, each
// once ($p.locks: IDs by kind, sorted), in one global order (by kind, then
// ID), as DeleteReport does, so a concurrent ingest or delete touching the same nodes waits its
// turn instead of deadlocking halfway. The reports were created by this
// transaction (claimReports) and valid facts name each node once, so the
// relationships from them are CREATEd, not MERGEd: a MERGE would look for
// each among the many relationships of a club or player. A node this
// statement creates is marked fresh, for readState and the merged writes,
// which remove the mark before the transaction commits; no other
// transaction sees a node before then, nor the mark. It answers whether
// any report outside the batch is newer than the batch's oldest ($p.at,
// $p.report).
const writeSays = `CYPHER replan=skip
CALL () { UNWIND $p.locks.clubs AS id MATCH (n:Club {id: id}) SET n._lock = true REMOVE n._lock }
CALL () { UNWIND $p.locks.players AS id MATCH (n:Player {id: id}) SET n._lock = true REMOVE n._lock }
CALL () { UNWIND $p.locks.matches AS id MATCH (n:Match {id: id}) SET n._lock = true REMOVE n._lock }
CALL () { UNWIND $p.locks.goals AS id MATCH (n:Goal {id: id}) SET n._lock = true REMOVE n._lock }
CALL () { UNWIND $p.locks.cards AS id MATCH (n:Card {id: id}) SET n._lock = true REMOVE n._lock }
CALL () {
  UNWIND $p.clubs AS row
  MATCH (r:Report {id: row.report})
  MERGE (c:Club {id: row.id}) ON CREATE SET c.fresh = true
  CREATE (r)-[s:MENTIONS]->(c)
  SET s = row.say
}
CALL () {
  UNWIND $p.players AS row
  MATCH (r:Report {id: row.report})
  MERGE (p:Player {id: row.id}) ON CREATE SET p.fresh = true
  CREATE (r)-[s:MENTIONS]->(p)
  SET s = row.say
}
CALL () {
  UNWIND $p.matches AS row
  MATCH (r:Report {id: row.report})
  MERGE (m:Match {id: row.id}) ON CREATE SET m.fresh = true, m.homeId = row.home, m.awayId = row.away
  MERGE (h:Club {id: row.home})
  MERGE (a:Club {id: row.away})
  MERGE (m)-[:HOME]->(h)
  MERGE (m)-[:AWAY]->(a)
  CREATE (r)-[s:REPORTS]->(m)
  SET s = row.say
}
CALL () {
  UNWIND $p.goals AS row
  MATCH (r:Report {id: row.report})
  MERGE (g:Goal {id: row.id}) ON CREATE SET g.fresh = true
  CREATE (r)-[s:SUPPORTS]->(g)
  SET s = row.say
}
CALL () {
  UNWIND $p.cards AS row
  MATCH (r:Report {id: row.report})
  MERGE (c:Card {id: row.id}) ON CREATE SET c.fresh = true
  CREATE (r)-[s:SUPPORTS]->(c)
  SET s = row.say
}
RETURN EXISTS {
  MATCH (o:Report) WHERE o.ingestedAt >= $p.at AND (o.ingestedAt > $p.at OR o.id > $p.report)
    AND NOT o.id IN $p.batch
} AS newer`

// Ingest merges a report's facts in one transaction of five statements,
// whatever their size: claim the report, write what it says, read the
// nodes it touched, write them merged, number it for the feed (see
// ingestBatch).
func (s *Store) Ingest(ctx context.Context, f *graph.Facts) (graph.IngestResult, error) {
	if err := f.Validate(); err != nil {
		return graph.IngestResult{}, err
	}
	at := f.Report.IngestedAt
	if at.IsZero() {
		at = time.Now()
	}
	created, err := s.ingestBatch(ctx, []pending{{f: f, at: at.UTC()}})
	return graph.IngestResult{Created: len(created) == 1 && created[0]}, err
}

// The statements of an ingest start with CYPHER replan=skip: their plans
// find every node by a unique ID (and reports by the ingestedAt index),
// whatever the graph's size, so the plan made for an empty graph serves a
// large one; without the option, Neo4j plans them afresh each time the
// graph's counts have changed enough, which a growing graph does every
// few batches, at about a second of a CPU a time.

// wrap passes the parameters of the big write statements as one map, $p.
// Neo4j keys its plan cache on the parameters' types, and an empty list
// types differently from a full one: as separate parameters, every mix
// of empty and full lists would be planned anew, which takes a second.
func wrap(params map[string]any) map[string]any {
	return map[string]any{"p": params}
}

// touched lists, by kind, the IDs of the nodes a report speaks of.
type touched struct {
	clubs, players, matches, goals, cards []string
}

func (t touched) params() map[string]any {
	return map[string]any{
		"clubs": nonNil(t.clubs), "players": nonNil(t.players), "matches": nonNil(t.matches),
		"goals": nonNil(t.goals), "cards": nonNil(t.cards),
	}
}

// reportSays is one report's facts as rows {id, say, ...} for writeSays,
// or, joined (see joinSays), a batch's, each row naming its report.
type reportSays struct {
	clubs, players, matches, goals, cards []map[string]any
}

func (r reportSays) params() map[string]any {
	return map[string]any{
		"clubs": rows(r.clubs), "players": rows(r.players), "matches": rows(r.matches),
		"goals": rows(r.goals), "cards": rows(r.cards),
	}
}

// touched returns the IDs of the rows, each once.
func (r reportSays) touched() touched {
	return touched{uniq(idsOf(r.clubs)), uniq(idsOf(r.players)), uniq(idsOf(r.matches)), uniq(idsOf(r.goals)), uniq(idsOf(r.cards))}
}

// saysOf turns valid facts into rows, sorted by ID so that concurrent
// ingests lock shared nodes in one order.
func saysOf(f *graph.Facts) reportSays {
	var r reportSays
	for _, c := range f.Clubs {
		r.clubs = append(r.clubs, row(c.ID, map[string]any{"name": c.Name, "aliases": nonNil(c.Aliases)}))
	}
	for _, p := range f.Players {
		r.players = append(r.players, row(p.ID, playerSay(f, p)))
	}
	if m := f.Match; m != nil {
		say := map[string]any{
			"date": orNil(m.Date), "competition": orNil(m.Competition), "venue": orNil(m.Venue),
			"homeScore": intOrNil(m.HomeScore), "awayScore": intOrNil(m.AwayScore),
		}
		rw := row(m.ID, say)
		rw["home"], rw["away"] = m.HomeID, m.AwayID
		r.matches = append(r.matches, rw)
	}
	for _, g := range f.Goals {
		r.goals = append(r.goals, row(g.ID, goalSayOf(g)))
	}
	for _, c := range f.Cards {
		say := map[string]any{
			"match": c.MatchID, "player": c.PlayerID, "club": orNil(c.ClubID),
			"color": string(c.Color), "minute": intOrNil(c.Minute),
		}
		putSource(say, c.Sources)
		r.cards = append(r.cards, row(c.ID, say))
	}
	for _, rs := range [][]map[string]any{r.clubs, r.players, r.matches, r.goals, r.cards} {
		slices.SortFunc(rs, func(a, b map[string]any) int { return strings.Compare(str(a, "id"), str(b, "id")) })
	}
	return r
}

// row is a say to send: the properties of the relationship from the
// report. Absent values are left out, as SET would store nothing for them.
func row(id string, say map[string]any) map[string]any {
	for k, v := range say {
		if v == nil {
			delete(say, k)
		}
	}
	return map[string]any{"id": id, "say": say}
}

// playerSay is what a report says of a player: names, the clubs it places
// them with (listed or in an appearance) and the match they appeared in.
func playerSay(f *graph.Facts, p graph.Player) map[string]any {
	say := map[string]any{"name": p.Name, "aliases": nonNil(p.Aliases)}
	clubs := slices.Clone(p.ClubIDs)
	for _, a := range f.Appearances {
		if a.PlayerID != p.ID {
			continue
		}
		clubs = append(clubs, a.ClubID)
		if say["appearedIn"] == nil {
			say["appearedIn"], say["appearedFor"] = a.MatchID, orNil(a.ClubID)
		}
	}
	say["clubs"] = nonNil(uniq(clubs))
	return say
}

// goalSayOf is what a report says of a goal; the chain is kept as parallel
// lists, since a property cannot hold a list of maps.
func goalSayOf(g graph.Goal) map[string]any {
	say := map[string]any{
		"match": g.MatchID, "club": g.ClubID, "scorer": g.ScorerID, "assist": orNil(g.AssistID),
		"minute": intOrNil(g.Minute), "added": intOrNil(g.Added), "kind": string(g.Kind), "order": g.Order,
	}
	chain := slices.Clone(g.Chain)
	slices.SortStableFunc(chain, func(a, b graph.Pass) int { return cmp.Compare(a.Order, b.Order) })
	from, to, kinds, orders := []string{}, []string{}, []string{}, []int{}
	for _, p := range chain {
		from, to = append(from, p.FromID), append(to, p.ToID)
		kinds, orders = append(kinds, string(p.Kind)), append(orders, p.Order)
	}
	say["passFrom"], say["passTo"], say["passKind"], say["passOrder"] = from, to, kinds, orders
	putSource(say, g.Sources)
	return say
}

// putSource records the sentence a goal or card came from: valid facts
// carry exactly one source, from the report being ingested.
func putSource(say map[string]any, sources []graph.Source) {
	src := sources[0]
	say["sentence"], say["start"], say["end"] = src.Sentence, src.Start, src.End
	say["sourceMinute"], say["sourceAdded"] = intOrNil(src.Minute), intOrNil(src.Added)
}

func idsOf(rows []map[string]any) []string {
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = str(r, "id")
	}
	return ids
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func rows(r []map[string]any) []map[string]any {
	if r == nil {
		return []map[string]any{}
	}
	return r
}
