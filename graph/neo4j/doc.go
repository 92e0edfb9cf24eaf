// Package neo4j is the graph.Store kept in a Neo4j 5 database, the only
// package of pitchgraph that imports the Neo4j driver.
//
//	s, err := neo4j.Open(ctx, neo4j.Config{URI: "bolt://127.0.0.1:7687"})
//
// # Graph model
//
// Nodes, each keyed by its graph ID (a uniqueness constraint on id backs
// every label, so MERGE on id is safe under concurrency):
//
//	(:Report {id, text, source, ingestedAt, warnings, seq})
//	(:Club   {id, name, aliases, key, keys, keyText})
//	(:Player {id, name, aliases, key, keys, keyText, goalCount, assistCount,
//	          passOutTo, passOutGoal, passInFrom, passInGoal})
//	(:Match  {id, date, competition, competitionKey, venue, homeScore, awayScore, keys, keyText,
//	          homeId, awayId})
//	(:Goal   {id, minute, added, kind, order, matchId, clubId, scorerId, assistId,
//	          card, ends, passers})
//	(:Card   {id, color, minute})
//	(:PassPair {id, scope, from, to, count, rank, goals})
//	(:Sequence {id: 'report', last})
//
// key is graph.Fold of the name and keys the folded name and aliases (for a
// match: its competition, venue and date), computed in Go when written, so
// name lookups and searches fold exactly as graph.Fold does; queries fold
// their input in Go too; keyText is the keys joined by newlines, under a
// text index, for search. Dates are "YYYY-MM-DD" strings, ingestedAt a
// DATETIME; absent optional values are absent properties. goalCount and
// assistCount are a player's GoalCount and AssistCount, kept by every write
// that may change them (recounted, or moved by what a newest batch adds),
// so reads need not count; a goal's matchId, clubId, scorerId and assistId
// repeat the ends of its IN_MATCH, FOR, SCORED and ASSISTED relationships,
// and a match's homeId and awayId its HOME and AWAY, so reads need not
// hop. A player's pass lists hold, one entry per pass it gave or received,
// the player at the other end and the pass's goal (passlink.go): its pass
// links are two property reads. A goal's card is all its merged fields and
// build-up as one JSON value (goalcard.go), ends its scorer and assist
// giver, passers the players of its build-up: a view reads a goal
// with three property reads. A PassPair counts the passes from one player
// to another, over every goal (scope "*") or a club's (scope the club's
// ID), with their goals; every write that creates or deletes passes moves
// it (passpair.go), and an index on (scope, rank, from, to), rank being
// -count, hands over the top links in order. A report's seq is its place
// in the feed of new reports, given from the Sequence node as its ingest
// commits (feed.go).
//
// Football relationships:
//
//	(m:Match)-[:HOME]->(c:Club)      (m:Match)-[:AWAY]->(c:Club)
//	(p:Player)-[:PLAYS_FOR]->(c:Club)
//	(p:Player)-[:APPEARED_IN {club}]->(m:Match)
//	(g:Goal)-[:IN_MATCH]->(m:Match)  (g:Goal)-[:FOR]->(c:Club)
//	(p:Player)-[:SCORED]->(g:Goal)   (p:Player)-[:ASSISTED]->(g:Goal)
//	(a:Player)-[:PASSED_TO {goal, order, kind, match, club}]->(b:Player)
//	(k:Card)-[:IN_MATCH]->(m:Match)  (k:Card)-[:FOR]->(c:Club)
//	(p:Player)-[:RECEIVED]->(k:Card)
//
// A goal's build-up is its PASSED_TO relationships (goal = the goal's id,
// order = position in the chain; match and club are the goal's, so pass
// links filter by them without looking the goal up), so who passed to
// whom is one hop.
//
// Support relationships: every report keeps its own account of each thing
// it speaks of on a relationship from the report:
//
//	(r:Report)-[:MENTIONS {name, aliases, clubs, appearedIn, appearedFor}]->(c:Club|p:Player)
//	(r:Report)-[:REPORTS {date, competition, venue, homeScore, awayScore}]->(m:Match)
//	(r:Report)-[:SUPPORTS {sentence, start, end, sourceMinute, sourceAdded, ...the report's account}]->(g:Goal|k:Card)
//
// The football nodes' properties and relationships are merged from these
// accounts by the rules graph.Store states (oldest report first), so the
// graph is a function of its reports: Ingest adds a report's accounts and
// re-merges the nodes it touched; DeleteReport removes them, re-merges, and
// deletes the nodes no report speaks of any more. A report newer than every
// stored one, the usual ingest, merges into the nodes' merged state instead
// of re-reading every account (incremental.go), so its cost does not grow
// with the number of reports about a club or player.
//
// # Cost
//
// Every call is one managed transaction of a fixed number of statements,
// whatever the amount of data: Ingest 5 (1 when the report is stored
// already), IngestMany 5 per 1,024 reports (batch.go), DeleteReport 3 (1
// when there is no such report), every read 1. Lists page by keyset
// (graph/cursor.go): a page of matches comes off the match_newest index
// from the cursor on, and the top pass links off pass_pair_top, so
// neither costs more as the graph grows.
// Open checks the schema with one statement per constraint or index, and
// brings a graph written by an earlier version up to this model with one
// statement per property added since (see upgrades in schema.go), then,
// in the background, runs the ingest statements on no reports, so Neo4j
// plans them (seconds of a CPU) before the first ingest needs them (warm
// in batch.go).
// Cypher is constant text; values travel as parameters, rows with UNWIND.
//
// # Example queries for Neo4j Browser
//
// (Set a parameter first with, for example, :param match => 'match:...'.)
//
// The build-up of every goal of a match, pass by pass:
//
//	MATCH (g:Goal)-[:IN_MATCH]->(:Match {id: $match})
//	MATCH (a:Player)-[x:PASSED_TO {goal: g.id}]->(b:Player)
//	RETURN g.order AS goal, g.minute AS minute, x.order AS pass, a.name AS from, x.kind AS kind, b.name AS to
//	ORDER BY goal, pass
//
// Who passed to whom most often before goals:
//
//	MATCH (a:Player)-[x:PASSED_TO]->(b:Player)
//	RETURN a.name AS from, b.name AS to, count(x) AS passes
//	ORDER BY passes DESC LIMIT 10
//
// A player's goals with the sentences that report them:
//
//	MATCH (p:Player {key: 'sam carter'})-[:SCORED]->(g:Goal)<-[s:SUPPORTS]-(r:Report)
//	RETURN g.id, g.minute, s.sentence, r.source
//	ORDER BY g.id
package neo4j
