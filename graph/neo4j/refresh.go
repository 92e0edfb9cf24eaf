package neo4j

import (
	"context"
	"strings"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// readSays reads every report's account of the given nodes. It first
// write-locks each node (setting and removing a dummy property), so two
// transactions refreshing one node take turns, and the later one reads
// what the earlier one wrote: no merge is lost to a concurrent ingest.
const readSays = `
UNWIND $p.clubs AS id
MATCH (n:Club {id: id})
SET n._lock = true REMOVE n._lock
RETURN 'club' AS kind, id, [(r:Report)-[s:MENTIONS]->(n) | s {.*, report: r.id, at: r.ingestedAt}] AS says
UNION ALL
UNWIND $p.players AS id
MATCH (n:Player {id: id})
SET n._lock = true REMOVE n._lock
RETURN 'player' AS kind, id, [(r:Report)-[s:MENTIONS]->(n) | s {.*, report: r.id, at: r.ingestedAt}] AS says
UNION ALL
UNWIND $p.matches AS id
MATCH (n:Match {id: id})
SET n._lock = true REMOVE n._lock
RETURN 'match' AS kind, id, [(r:Report)-[s:REPORTS]->(n) | s {.*, report: r.id, at: r.ingestedAt}] AS says
UNION ALL
UNWIND $p.goals AS id
MATCH (n:Goal {id: id})
SET n._lock = true REMOVE n._lock
RETURN 'goal' AS kind, id, [(r:Report)-[s:SUPPORTS]->(n) | s {.*, report: r.id, at: r.ingestedAt}] AS says
UNION ALL
UNWIND $p.cards AS id
MATCH (n:Card {id: id})
SET n._lock = true REMOVE n._lock
RETURN 'card' AS kind, id, [(r:Report)-[s:SUPPORTS]->(n) | s {.*, report: r.id, at: r.ingestedAt}] AS says`

// writeMerged deletes the nodes no report speaks of any more, sets the
// merged properties of the others (removing writeSays' fresh mark) and
// rebuilds their derived relationships.
// It recounts the goals and assists of the players it touched and of those
// who scored or assisted the goals it touched, before and after, rebuilds
// the pass lists of the players at either end of the passes of those
// goals, before and after, and moves the pass pair counts (passpair.go) by
// the passes it deleted and those it created ($p.pairDeltas).
const writeMerged = `
CALL () {
  UNWIND [row IN $p.goals | row.id] + $p.goneGoals AS id
  MATCH (p:Player)-[:SCORED|ASSISTED]->(:Goal {id: id})
  RETURN collect(p.id) AS before
}
CALL () {
  UNWIND [row IN $p.goals | row.id] + $p.goneGoals AS id
  MATCH (a:Player)-[x:PASSED_TO {goal: id}]->(b:Player)
  RETURN collect(a.id) + collect(b.id) AS passEnds,
    collect({from: a.id, to: b.id, goal: id, n: -1, scopes: ['` + allScopes + `'] + CASE WHEN x.club IS NULL THEN [] ELSE [x.club] END}) AS passesGone
}
CALL () {
  UNWIND $p.goneGoals AS id
  MATCH (g:Goal {id: id})
  CALL (g) { MATCH ()-[x:PASSED_TO {goal: g.id}]->() DELETE x }
  DETACH DELETE g
}
CALL () { UNWIND $p.goneCards AS id MATCH (n:Card {id: id}) DETACH DELETE n }
CALL () { UNWIND $p.gonePlayers AS id MATCH (n:Player {id: id}) DETACH DELETE n }
CALL () { UNWIND $p.goneMatches AS id MATCH (n:Match {id: id}) DETACH DELETE n }
CALL () { UNWIND $p.goneClubs AS id MATCH (n:Club {id: id}) DETACH DELETE n }
` + writeClubStates + writeMatchStates + `CALL () {
  UNWIND $p.players AS row
  MATCH (p:Player {id: row.id})
  SET p.name = row.name, p.aliases = row.aliases, p.keys = row.keys, p.keyText = row.keyText, p.key = row.key,
      p.passOutTo = coalesce(p.passOutTo, []), p.passOutGoal = coalesce(p.passOutGoal, []),
      p.passInFrom = coalesce(p.passInFrom, []), p.passInGoal = coalesce(p.passInGoal, [])
  REMOVE p.fresh
  WITH p, row
  CALL (p) { MATCH (p)-[x:PLAYS_FOR|APPEARED_IN]->() DELETE x }
  CALL (p, row) {
    UNWIND row.clubs AS id
    MATCH (c:Club {id: id})
    MERGE (p)-[:PLAYS_FOR]->(c)
  }
  CALL (p, row) {
    UNWIND row.appearances AS a
    MATCH (m:Match {id: a.match})
    MERGE (p)-[x:APPEARED_IN]->(m)
    SET x.club = a.club
  }
}
CALL () {
  UNWIND $p.goals AS row
  MATCH (g:Goal {id: row.id})
  SET g.minute = row.minute, g.added = row.added, g.kind = row.kind, g.order = row.order,
      g.matchId = row.match, g.clubId = row.club, g.scorerId = row.scorer, g.assistId = row.assist,
      g.card = row.card, g.ends = row.ends, g.passers = row.passers
  REMOVE g.fresh
  WITH g, row
  CALL (g) { MATCH ()-[x:PASSED_TO {goal: g.id}]->() DELETE x }
  CALL (g) { MATCH (g)-[x:IN_MATCH|FOR]->() DELETE x }
  CALL (g) { MATCH ()-[x:SCORED|ASSISTED]->(g) DELETE x }
  CALL (g, row) { MATCH (m:Match {id: row.match}) MERGE (g)-[:IN_MATCH]->(m) }
  CALL (g, row) { MATCH (c:Club {id: row.club}) MERGE (g)-[:FOR]->(c) }
  CALL (g, row) { MATCH (p:Player {id: row.scorer}) MERGE (p)-[:SCORED]->(g) }
  CALL (g, row) { MATCH (p:Player {id: row.assist}) MERGE (p)-[:ASSISTED]->(g) }
  CALL (g, row) {
    UNWIND row.chain AS pass
    MATCH (a:Player {id: pass.from}), (b:Player {id: pass.to})
    CREATE (a)-[:PASSED_TO {goal: g.id, order: pass.order, kind: pass.kind, match: row.match, club: row.club}]->(b)
  }
}
CALL () {
  UNWIND $p.cards AS row
  MATCH (c:Card {id: row.id})
  SET c.color = row.color, c.minute = row.minute
  REMOVE c.fresh
  WITH c, row
  CALL (c) { MATCH (c)-[x:IN_MATCH|FOR]->() DELETE x }
  CALL (c) { MATCH ()-[x:RECEIVED]->(c) DELETE x }
  CALL (c, row) { MATCH (m:Match {id: row.match}) MERGE (c)-[:IN_MATCH]->(m) }
  CALL (c, row) { MATCH (k:Club {id: row.club}) MERGE (c)-[:FOR]->(k) }
  CALL (c, row) { MATCH (p:Player {id: row.player}) MERGE (p)-[:RECEIVED]->(c) }
}
CALL (passEnds) {
  UNWIND passEnds + reduce(ids = [], row IN $p.goals | ids + [x IN row.chain | x.from] + [x IN row.chain | x.to]) AS id
  WITH DISTINCT id ORDER BY id
  MATCH (p:Player {id: id})
  ` + setPassLists + `
}
CALL (before) {
  UNWIND before + [row IN $p.players | row.id] + COLLECT {
    UNWIND $p.goals AS row
    MATCH (p:Player)-[:SCORED|ASSISTED]->(:Goal {id: row.id})
    RETURN p.id
  } AS id
  WITH DISTINCT id
  MATCH (p:Player {id: id})
  SET p.goalCount = COUNT { (p)-[:SCORED]->(g:Goal) WHERE g.kind <> 'own_goal' },
      p.assistCount = COUNT { (p)-[:ASSISTED]->(:Goal) }
}
CALL (passesGone) {
  WITH passesGone + $p.pairDeltas AS deltas` + applyPairDeltas + `}`

// refresh re-merges the nodes t names from what the remaining reports say
// of them: two statements, whatever the number of nodes.
func (s *Store) refresh(ctx context.Context, tx neo4j.ManagedTransaction, t touched) error {
	recs, err := s.run(ctx, tx, readSays, wrap(t.params()))
	if err != nil {
		return err
	}
	var m merged
	for _, rec := range recs {
		kind, _ := field(rec, "kind").(string)
		id, _ := field(rec, "id").(string)
		m.add(kind, id, mapList(field(rec, "says")))
	}
	_, err = s.run(ctx, tx, writeMerged, wrap(m.params()))
	return err
}

// merged is the outcome of a refresh: rows to write and IDs to delete.
type merged struct {
	clubs, players, matches, goals, cards                     []map[string]any
	goneClubs, gonePlayers, goneMatches, goneGoals, goneCards []string
}

func (m *merged) params() map[string]any {
	return map[string]any{
		"clubs": rows(m.clubs), "players": rows(m.players), "matches": rows(m.matches),
		"goals": rows(m.goals), "cards": rows(m.cards),
		"goneClubs": nonNil(m.goneClubs), "gonePlayers": nonNil(m.gonePlayers),
		"goneMatches": nonNil(m.goneMatches), "goneGoals": nonNil(m.goneGoals),
		"goneCards": nonNil(m.goneCards), "pairDeltas": chainDeltas(m.goals),
	}
}

// add merges the says of one node into a row, or marks the node gone when
// no report speaks of it any more.
func (m *merged) add(kind, id string, raw []map[string]any) {
	var (
		to    *[]map[string]any
		gone  *[]string
		merge func([]map[string]any) map[string]any
	)
	switch kind {
	case "club":
		to, gone, merge = &m.clubs, &m.goneClubs, mergeNamedRow
	case "player":
		to, gone, merge = &m.players, &m.gonePlayers, mergeNamedRow
	case "match":
		to, gone, merge = &m.matches, &m.goneMatches, mergeMatchRow
	case "goal":
		to, gone, merge = &m.goals, &m.goneGoals, mergeGoalRow
	case "card":
		to, gone, merge = &m.cards, &m.goneCards, mergeCardRow
	default:
		return
	}
	if len(raw) == 0 {
		*gone = append(*gone, id)
		return
	}
	row := merge(raw)
	row["id"] = id
	*to = append(*to, row)
}

func originOf(s map[string]any) origin {
	return origin{report: str(s, "report"), at: instant(s, "at")}
}

func nameSays(raw []map[string]any) []nameSay {
	out := make([]nameSay, 0, len(raw))
	for _, s := range raw {
		out = append(out, nameSay{
			origin: originOf(s), name: str(s, "name"), aliases: strs(s, "aliases"),
			clubs: strs(s, "clubs"), match: str(s, "appearedIn"), club: str(s, "appearedFor"),
		})
	}
	oldestFirst(out, func(s nameSay) origin { return s.origin })
	return out
}

func mergeNamedRow(raw []map[string]any) map[string]any {
	n := mergeNames(nameSays(raw))
	apps := make([]map[string]any, 0, len(n.appearances))
	for _, a := range n.appearances {
		apps = append(apps, map[string]any{"match": a.match, "club": orNil(a.club)})
	}
	return map[string]any{
		"name": n.name, "aliases": n.aliases, "keys": n.keys, "keyText": strings.Join(n.keys, "\n"), "key": graph.Fold(n.name),
		"clubs": n.clubs, "appearances": apps,
	}
}

func matchSays(raw []map[string]any) []matchSay {
	out := make([]matchSay, 0, len(raw))
	for _, s := range raw {
		out = append(out, matchSay{origin: originOf(s), m: graph.Match{
			Date: str(s, "date"), Competition: str(s, "competition"), Venue: str(s, "venue"),
			HomeScore: numPtr(s, "homeScore"), AwayScore: numPtr(s, "awayScore"),
		}})
	}
	oldestFirst(out, func(s matchSay) origin { return s.origin })
	return out
}

func mergeMatchRow(raw []map[string]any) map[string]any {
	m := mergeMatch(matchSays(raw))
	keys := nonNil(uniq([]string{graph.Fold(m.Competition), graph.Fold(m.Venue), graph.Fold(m.Date)}))
	return map[string]any{
		"date": orNil(m.Date), "dateDesc": orNil(dateDesc(m.Date)), "competition": orNil(m.Competition),
		"competitionKey": orNil(graph.Fold(m.Competition)), "venue": orNil(m.Venue),
		"homeScore": intOrNil(m.HomeScore), "awayScore": intOrNil(m.AwayScore),
		"keys": keys, "keyText": strings.Join(keys, "\n"),
	}
}

// dateDesc writes a date (YYYY-MM-DD) with each digit d as 9-d, so that
// dates of one length sort newest first in ascending order: with the ID
// under one index (match_newest), a page of matches newest first, by ID
// within a date, comes off the index in order, without a sort.
func dateDesc(date string) string {
	b := []byte(date)
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = '9' - (c - '0')
		}
	}
	return string(b)
}

func goalSays(raw []map[string]any) []goalSay {
	out := make([]goalSay, 0, len(raw))
	for _, s := range raw {
		g := graph.Goal{
			MatchID: str(s, "match"), ClubID: str(s, "club"), ScorerID: str(s, "scorer"),
			AssistID: str(s, "assist"), Minute: numPtr(s, "minute"), Added: numPtr(s, "added"),
			Kind: graph.GoalKind(str(s, "kind")), Order: num(s, "order"),
		}
		from, to, kinds := strs(s, "passFrom"), strs(s, "passTo"), strs(s, "passKind")
		orders, _ := s["passOrder"].([]any)
		for i := range min(len(from), len(to), len(kinds), len(orders)) {
			o, _ := orders[i].(int64)
			g.Chain = append(g.Chain, graph.Pass{Order: int(o), FromID: from[i], ToID: to[i], Kind: graph.PassKind(kinds[i])})
		}
		out = append(out, goalSay{origin: originOf(s), g: g})
	}
	oldestFirst(out, func(s goalSay) origin { return s.origin })
	return out
}

func mergeGoalRow(raw []map[string]any) map[string]any {
	g := mergeGoal(goalSays(raw))
	chain := make([]map[string]any, 0, len(g.Chain))
	for _, p := range g.Chain {
		chain = append(chain, map[string]any{"from": p.FromID, "to": p.ToID, "kind": string(p.Kind), "order": p.Order})
	}
	return map[string]any{
		"match": g.MatchID, "club": orNil(g.ClubID), "scorer": g.ScorerID, "assist": orNil(g.AssistID),
		"minute": intOrNil(g.Minute), "added": intOrNil(g.Added), "kind": string(g.Kind), "order": g.Order,
		"chain": chain, "card": cardOf(g), "ends": endsOf(g), "passers": passersOf(g),
	}
}

func cardSays(raw []map[string]any) []cardSay {
	out := make([]cardSay, 0, len(raw))
	for _, s := range raw {
		out = append(out, cardSay{origin: originOf(s), c: graph.Card{
			MatchID: str(s, "match"), PlayerID: str(s, "player"), ClubID: str(s, "club"),
			Color: graph.CardColor(str(s, "color")), Minute: numPtr(s, "minute"),
		}})
	}
	oldestFirst(out, func(s cardSay) origin { return s.origin })
	return out
}

func mergeCardRow(raw []map[string]any) map[string]any {
	c := mergeCard(cardSays(raw))
	return map[string]any{
		"match": c.MatchID, "player": c.PlayerID, "club": orNil(c.ClubID),
		"color": string(c.Color), "minute": intOrNil(c.Minute),
	}
}

// writeClubStates and writeMatchStates set clubs' and matches' merged
// properties from $p.clubs and $p.matches; both the incremental merge and
// the full re-merge write them so.
const writeClubStates = `CALL () {
  UNWIND $p.clubs AS row
  MATCH (c:Club {id: row.id})
  SET c.name = row.name, c.aliases = row.aliases, c.keys = row.keys, c.keyText = row.keyText, c.key = row.key
  REMOVE c.fresh
}
`

const writeMatchStates = `CALL () {
  UNWIND $p.matches AS row
  MATCH (m:Match {id: row.id})
  SET m.date = row.date, m.dateDesc = row.dateDesc, m.competition = row.competition, m.competitionKey = row.competitionKey,
      m.venue = row.venue, m.homeScore = row.homeScore, m.awayScore = row.awayScore, m.keys = row.keys,
      m.keyText = row.keyText
  REMOVE m.fresh
}
`
