// Package graph is the football knowledge graph at the centre of pitchgraph:
// the domain types, the Store interface every storage engine implements, and
// the one error type they all return.
//
// The graph holds clubs, players, matches, goals, cards and reports. A goal
// keeps its build-up as an ordered chain of passes (who passed to whom, and
// how: corner, cross, flick-on, ...), so "who passed to whom before each goal"
// is a direct lookup and pass links between players can be counted. Every fact
// remembers the reports that support it, with the sentence and byte offsets it
// came from, so deleting a report removes exactly the facts only it supported.
//
// Identity. Every node has a stable, readable ID derived from its key:
//
//	club:manchester-city
//	player:manchester-city/mario-balotelli
//	match:manchester-city~tottenham-hotspur@2012-01-22   (or @3-2 without a date)
//	goal:<match key>/<scorer key>/<n>       (the scorer's n-th goal of the match)
//	card:<match key>/<player key>/<color>/<n>
//	report:<first 16 hex digits of the SHA-256 of the text>
//
// A club's women's, youth or reserve side carries its category after a dot
// (club:arsenal.women, club:england.u21, club:barcelona.reserves: see
// Category), so it is a club of its own, with players and matches of its own.
//
// so ingesting the same report twice, or two reports of the same match,
// writes to the same nodes. Stores MERGE on these IDs.
//
// Stores live in their own packages (graph/embedded, graph/neo4j) and pass the
// shared conformance suite in graph/graphtest.
package graph
