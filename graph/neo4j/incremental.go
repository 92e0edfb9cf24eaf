package neo4j

import (
	"context"
	"maps"
	"slices"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// A report ingested after every stored report (the usual case) need not
// re-read what all reports say of the nodes it touches: the merge rules
// (merge.go) only ever take the longest name, the oldest report's value,
// or a union, so merging the nodes' current, merged state with the new
// report's account, as if the state were one older report, gives what
// merging every account would; so does merging it with the accounts of a
// batch of such reports (IngestMany), oldest first. Ingest then reads the
// state of the nodes and MERGEs what the reports add, never rebuilding
// their relationships; a report older than some stored one takes the full
// re-merge (refresh).

// readState reads the merged state of the nodes a report touches, as says
// of the shape readSays returns, and whether writeSays has just created
// each (fresh: it has no state, nor any relationship but the reports').
// The nodes are write-locked already: the statement runs after writeSays.
// A player's or club's state is its names (and a player's clubs) only:
// the new report's appearances are added with MERGE, or CREATE where the
// player or match is fresh.
const readState = `CYPHER replan=skip
UNWIND $p.clubs AS id
MATCH (n:Club {id: id})
RETURN 'club' AS kind, id, n.fresh IS NOT NULL AS fresh, n {.name, .aliases} AS state
UNION ALL
UNWIND $p.players AS id
MATCH (n:Player {id: id})
RETURN 'player' AS kind, id, n.fresh IS NOT NULL AS fresh,
  CASE WHEN n.fresh IS NULL THEN n {.name, .aliases, clubs: [(n)-[:PLAYS_FOR]->(c:Club) | c.id]} END AS state
UNION ALL
UNWIND $p.matches AS id
MATCH (n:Match {id: id})
RETURN 'match' AS kind, id, n.fresh IS NOT NULL AS fresh,
  CASE WHEN n.fresh IS NULL THEN n {.date, .competition, .venue, .homeScore, .awayScore} END AS state
UNION ALL
UNWIND $p.goals AS id
MATCH (n:Goal {id: id})
RETURN 'goal' AS kind, id, n.fresh IS NOT NULL AS fresh,
  CASE WHEN n.fresh IS NULL THEN n {.minute, .added, .kind, .order,
    match: n.matchId, club: n.clubId, scorer: n.scorerId, assist: n.assistId,
    chain: COLLECT { MATCH (a:Player)-[x:PASSED_TO {goal: n.id}]->(b:Player) RETURN x {.order, .kind, from: a.id, to: b.id} }} END AS state
UNION ALL
UNWIND $p.cards AS id
MATCH (n:Card {id: id})
RETURN 'card' AS kind, id, n.fresh IS NOT NULL AS fresh,
  CASE WHEN n.fresh IS NULL THEN n {.color, .minute,
    match: [(n)-[:IN_MATCH]->(m:Match) | m.id][0],
    club: [(n)-[:FOR]->(c:Club) | c.id][0],
    player: [(p:Player)-[:RECEIVED]->(n) | p.id][0]} END AS state`

// writeAdded sets the merged properties of the nodes newest reports
// touched (of a club or player, only when its names change: $p.clubs and
// $p.playerNames hold those), removes writeSays' fresh marks and adds the
// relationships the reports add: CREATEd from a fresh node (or, for an
// appearance, to a fresh match), since none can exist yet, and MERGEd
// otherwise. Players' clubs and appearances come as flat lists of
// relationships: a fresh player's clubs are CREATEd; the clubs an older
// player's state lacks, few since most reports repeat a player's club,
// are MERGEd, as the player may be one another transaction created and
// committed after writeSays took its locks, which a third may be adding
// the same club to. A goal's chain rows are there only when the goal had
// no assist and no chain before; an appearance keeps the club an older
// report gave it. The new passes are added to their players' pass lists
// (passlink.go), each player's once per batch ($p.passAdds, worked out by
// passAdds). Players' goal and assist counts move by what the batch
// adds (a fresh goal's in $p.counts, worked out by addNewest; another's
// when its relationship is created), instead of being recounted over all
// their goals. The pass pair counts (passpair.go) gain the new passes (a
// goal always has a club, and an older report's, the state's, stays its
// club, so the passes kept count in the scopes they counted in).
const writeAdded = `CYPHER replan=skip
` + writeClubStates + `CALL () {
  UNWIND $p.playerNames AS row
  MATCH (p:Player {id: row.id})
  SET p.name = row.name, p.aliases = row.aliases, p.keys = row.keys, p.keyText = row.keyText, p.key = row.key,
      p.passOutTo = coalesce(p.passOutTo, []), p.passOutGoal = coalesce(p.passOutGoal, []),
      p.passInFrom = coalesce(p.passInFrom, []), p.passInGoal = coalesce(p.passInGoal, [])
  REMOVE p.fresh
}
` + writeMatchStates + `CALL () {
  UNWIND $p.newClubs AS row
  MATCH (p:Player {id: row.player}), (c:Club {id: row.club})
  CREATE (p)-[:PLAYS_FOR]->(c)
}
CALL () {
  UNWIND $p.clubsGained AS row
  MATCH (p:Player {id: row.player}), (c:Club {id: row.club})
  MERGE (p)-[:PLAYS_FOR]->(c)
}
CALL () {
  UNWIND $p.newApps AS row
  MATCH (p:Player {id: row.player}), (m:Match {id: row.match})
  CREATE (p)-[:APPEARED_IN {club: row.club}]->(m)
}
CALL () {
  UNWIND $p.apps AS row
  MATCH (p:Player {id: row.player}), (m:Match {id: row.match})
  MERGE (p)-[x:APPEARED_IN]->(m)
  SET x.club = coalesce(x.club, row.club)
}
CALL () {
  UNWIND $p.goals AS row
  MATCH (g:Goal {id: row.id})
  SET g.minute = row.minute, g.added = row.added, g.kind = row.kind, g.order = row.order,
      g.matchId = row.match, g.clubId = row.club, g.scorerId = row.scorer, g.assistId = row.assist,
      g.card = row.card, g.ends = row.ends, g.passers = row.passers
  REMOVE g.fresh
  WITH g, row
  CALL (g, row) {
    WITH g, row WHERE row.fresh
    CALL (g, row) { MATCH (m:Match {id: row.match}) CREATE (g)-[:IN_MATCH]->(m) }
    CALL (g, row) { MATCH (c:Club {id: row.club}) CREATE (g)-[:FOR]->(c) }
    CALL (g, row) { MATCH (p:Player {id: row.scorer}) CREATE (p)-[:SCORED]->(g) }
    CALL (g, row) { MATCH (p:Player {id: row.assist}) CREATE (p)-[:ASSISTED]->(g) }
  }
  CALL (g, row) {
    WITH g, row WHERE NOT row.fresh
    CALL (g, row) { MATCH (m:Match {id: row.match}) MERGE (g)-[:IN_MATCH]->(m) }
    CALL (g, row) { MATCH (c:Club {id: row.club}) MERGE (g)-[:FOR]->(c) }
    CALL (g, row) { MATCH ()-[x:PASSED_TO {goal: g.id}]->() SET x.match = row.match, x.club = row.club }
    CALL (g, row) {
      MATCH (p:Player {id: row.scorer})
      MERGE (p)-[:SCORED]->(g)
      ON CREATE SET p.goalCount = coalesce(p.goalCount, 0) + CASE WHEN g.kind <> 'own_goal' THEN 1 ELSE 0 END
    }
    CALL (g, row) {
      MATCH (p:Player {id: row.assist})
      MERGE (p)-[:ASSISTED]->(g)
      ON CREATE SET p.assistCount = coalesce(p.assistCount, 0) + 1
    }
  }
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
  CALL (c, row) {
    WITH c, row WHERE row.fresh
    CALL (c, row) { MATCH (m:Match {id: row.match}) CREATE (c)-[:IN_MATCH]->(m) }
    CALL (c, row) { MATCH (k:Club {id: row.club}) CREATE (c)-[:FOR]->(k) }
    CALL (c, row) { MATCH (p:Player {id: row.player}) CREATE (p)-[:RECEIVED]->(c) }
  }
  CALL (c, row) {
    WITH c, row WHERE NOT row.fresh
    CALL (c, row) { MATCH (m:Match {id: row.match}) MERGE (c)-[:IN_MATCH]->(m) }
    CALL (c, row) { MATCH (k:Club {id: row.club}) MERGE (c)-[:FOR]->(k) }
    CALL (c, row) { MATCH (p:Player {id: row.player}) MERGE (p)-[:RECEIVED]->(c) }
  }
}
CALL () {
  UNWIND $p.counts AS row
  MATCH (p:Player {id: row.id})
  SET p.goalCount = coalesce(p.goalCount, 0) + row.goals, p.assistCount = coalesce(p.assistCount, 0) + row.assists
}
CALL () {
  UNWIND $p.passAdds AS row
  MATCH (p:Player {id: row.id})
  SET p.passOutTo = coalesce(p.passOutTo, []) + row.outTo, p.passOutGoal = coalesce(p.passOutGoal, []) + row.outGoal,
      p.passInFrom = coalesce(p.passInFrom, []) + row.inFrom, p.passInGoal = coalesce(p.passInGoal, []) + row.inGoal
}
CALL () {
  WITH $p.pairDeltas AS deltas` + applyPairDeltas + `}`

// addNewest merges the says of reports newer than every other stored one
// into the nodes they touched: two statements, whatever the number of
// reports or nodes. The says are joined rows (see joinSays); ats gives
// each report's ingestion time. A node several of the reports speak of
// merges its state with all their accounts, oldest first.
func (s *Store) addNewest(ctx context.Context, tx neo4j.ManagedTransaction, says reportSays, ats map[string]time.Time) error {
	t := says.touched()
	recs, err := s.run(ctx, tx, readState, wrap(t.params()))
	if err != nil {
		return err
	}
	news := map[string][]map[string]any{}
	for _, rs := range [][]map[string]any{says.clubs, says.players, says.matches, says.goals, says.cards} {
		for _, r := range rs {
			say := asRead(r["say"]).(map[string]any)
			report := str(r, "report")
			say["report"], say["at"] = report, ats[report]
			news[str(r, "id")] = append(news[str(r, "id")], say)
		}
	}
	var (
		m          merged
		freshMatch = map[string]bool{}
		players    = map[string]map[string]any{} // state of each player that is not fresh
		states     = map[string]map[string]any{} // state of each club or player that is not fresh
		counts     = map[string]*[2]int{}        // goals and assists each player gains
	)
	count := func(id string, goals, assists int) {
		if counts[id] == nil {
			counts[id] = new([2]int)
		}
		counts[id][0] += goals
		counts[id][1] += assists
	}
	for _, rec := range recs {
		kind, _ := field(rec, "kind").(string)
		id, _ := field(rec, "id").(string)
		fresh := field(rec, "fresh") == true
		says := news[id]
		var state map[string]any
		if !fresh {
			state = stateSay(kind, mapOf(field(rec, "state")))
			says = append([]map[string]any{state}, says...)
		}
		m.add(kind, id, says)
		if !fresh && (kind == "club" || kind == "player") {
			states[id] = state
		}
		switch kind {
		case "match":
			freshMatch[id] = fresh
		case "player":
			if fresh {
				count(id, 0, 0) // a new player's counts start at 0
			} else {
				players[id] = state
			}
		case "goal":
			row := m.goals[len(m.goals)-1]
			row["fresh"] = fresh
			if !fresh && (str(state, "assist") != "" || len(strs(state, "passFrom")) > 0) {
				row["chain"] = []map[string]any{} // kept as it is
			}
			if fresh {
				countGoal(count, row)
			}
		case "card":
			m.cards[len(m.cards)-1]["fresh"] = fresh
		}
	}
	// Each player's clubs and appearances, as flat lists of relationships
	// to add, sorted by player (m.players is) so locks go in ID order.
	newClubs, gained, newApps, apps := []map[string]any{}, []map[string]any{}, []map[string]any{}, []map[string]any{}
	for _, row := range m.players {
		id := str(row, "id")
		state, old := players[id]
		had := map[string]bool{}
		for _, c := range strs(state, "clubs") {
			had[c] = true
		}
		for _, c := range row["clubs"].([]string) {
			switch {
			case !old:
				newClubs = append(newClubs, map[string]any{"player": id, "club": c})
			case !had[c]:
				gained = append(gained, map[string]any{"player": id, "club": c})
			}
		}
		for _, a := range row["appearances"].([]map[string]any) {
			app := map[string]any{"player": id, "match": a["match"], "club": a["club"]}
			if !old || freshMatch[str(a, "match")] {
				newApps = append(newApps, app)
			} else {
				apps = append(apps, app)
			}
		}
	}
	params := m.params()
	params["clubs"] = renamed(m.clubs, states)
	params["playerNames"] = renamed(m.players, states)
	params["newClubs"], params["clubsGained"] = newClubs, gained
	params["newApps"], params["apps"] = newApps, apps
	delete(params, "players") // written as playerNames and the lists above
	cs := make([]map[string]any, 0, len(counts))
	for _, id := range slices.Sorted(maps.Keys(counts)) {
		cs = append(cs, map[string]any{"id": id, "goals": counts[id][0], "assists": counts[id][1]})
	}
	params["counts"] = cs
	params["passAdds"] = passAdds(m.goals)
	params["pairDeltas"] = chainDeltas(m.goals)
	_, err = s.run(ctx, tx, writeAdded, wrap(params))
	return err
}

// passAdds gathers, player by player (sorted, as locks go), the passes the
// goals' chain rows add to the players' pass lists: a player's lists are
// then written once per batch, not once per pass, which would rewrite a
// growing list property each time.
func passAdds(goals []map[string]any) []map[string]any {
	type lists struct{ outTo, outGoal, inFrom, inGoal []string }
	by := map[string]*lists{}
	of := func(id string) *lists {
		if by[id] == nil {
			by[id] = &lists{outTo: []string{}, outGoal: []string{}, inFrom: []string{}, inGoal: []string{}}
		}
		return by[id]
	}
	for _, g := range goals {
		goal := str(g, "id")
		chain, _ := g["chain"].([]map[string]any) // mergeGoalRow's
		for _, p := range chain {
			from, to := str(p, "from"), str(p, "to")
			a, b := of(from), of(to)
			a.outTo, a.outGoal = append(a.outTo, to), append(a.outGoal, goal)
			b.inFrom, b.inGoal = append(b.inFrom, from), append(b.inGoal, goal)
		}
	}
	out := make([]map[string]any, 0, len(by))
	for _, id := range slices.Sorted(maps.Keys(by)) {
		l := by[id]
		out = append(out, map[string]any{"id": id, "outTo": l.outTo, "outGoal": l.outGoal, "inFrom": l.inFrom, "inGoal": l.inGoal})
	}
	return out
}

// renamed picks the merged club or player rows whose names differ from
// the state read (states holds no fresh node, so a fresh one always
// differs): the others' name, aliases, keys and key, which follow from
// their name and aliases, would be written unchanged.
func renamed(rows []map[string]any, states map[string]map[string]any) []map[string]any {
	out := []map[string]any{}
	for _, row := range rows {
		state, ok := states[str(row, "id")]
		if ok && state["name"] == row["name"] && state["aliases"] != nil &&
			slices.Equal(strs(state, "aliases"), row["aliases"].([]string)) {
			continue
		}
		out = append(out, row)
	}
	return out
}

// countGoal adds a fresh goal to its players' counts: a scorer counts the
// goal unless it is an own goal, an assist giver counts it always, as the
// recount in writeMerged does. (A goal that was there before gains a
// scorer or assist giver only where writeAdded's MERGE creates the
// relationship, which counts it then.)
func countGoal(count func(id string, goals, assists int), row map[string]any) {
	if row["kind"] != string(graph.OwnGoal) {
		count(str(row, "scorer"), 1, 0)
	}
	if a := str(row, "assist"); a != "" {
		count(a, 0, 1)
	}
}

// stateSay turns a node's merged state into a say older than any report's
// (zero time, empty report ID), in the shape of the stored says.
func stateSay(kind string, state map[string]any) map[string]any {
	say := map[string]any{"report": "", "at": time.Time{}}
	for k, v := range state {
		if v != nil && k != "chain" {
			say[k] = v
		}
	}
	if kind == "goal" {
		from, to, kinds, orders := []any{}, []any{}, []any{}, []any{}
		for _, p := range mapList(state["chain"]) {
			from, to = append(from, p["from"]), append(to, p["to"])
			kinds, orders = append(kinds, p["kind"]), append(orders, p["order"])
		}
		say["passFrom"], say["passTo"], say["passKind"], say["passOrder"] = from, to, kinds, orders
	}
	return say
}

// asRead turns a value as written (ints, string slices) into the shape the
// driver reads it back in (int64, []any), so a new report's say merges
// with says read from the database.
func asRead(v any) any {
	switch x := v.(type) {
	case int:
		return int64(x)
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out
	case []int:
		out := make([]any, len(x))
		for i, n := range x {
			out[i] = int64(n)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = asRead(e)
		}
		return out
	default:
		return v
	}
}
