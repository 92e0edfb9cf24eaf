package neo4j

// The top pass links, overall and for one club, are counted on write: a
// (:PassPair {id, scope, from, to, count, rank, goals}) node per ordered
// pair of players and scope ("*" for every pass, a club's ID for the
// passes of its goals) holds how many passes went from one to the other
// and the goals they led to. The pass_pair_top index (scope, rank, from,
// to), rank being -count, hands a scope's pairs over in PassLinks order,
// so the top k cost k index entries whatever the graph's size.
//
// Every statement that creates or deletes passes (writeAdded, writeMerged)
// moves the counts by what it changes, in the same transaction, so the
// counts follow the passes under retries and deletes; passPairsOpen fills
// them in for graphs written before.

// allScopes is the scope of the pairs that count every pass.
const allScopes = "*"

// applyPairDeltas moves the pair counts by deltas, a list of {from, to,
// goal, n, scopes} bound before it: n passes from one player to the other
// in the build-up of the goal, added (n > 0) or removed (n < 0), counted
// in each of the scopes. A pair's goal list, kept in ID order whatever order
// reports came in, loses the goals whose passes
// were removed and gains those whose passes were added; a pair whose
// count falls to 0 is deleted. Pairs are written in ID order, so
// concurrent writes lock them in one order. It ends a unit subquery.
const applyPairDeltas = `
  UNWIND deltas AS d
  UNWIND d.scopes AS scope
  WITH scope, d.from AS from, d.to AS to, sum(d.n) AS n,
    collect(DISTINCT CASE WHEN d.n < 0 THEN d.goal END) AS out,
    collect(DISTINCT CASE WHEN d.n > 0 THEN d.goal END) AS in
  ORDER BY scope, from, to
  MERGE (l:PassPair {id: scope + '|' + from + '|' + to})
  ON CREATE SET l.scope = scope, l.from = from, l.to = to, l.count = 0, l.goals = []
  WITH l, l.count + n AS count, [g IN l.goals WHERE NOT g IN out] AS kept, in
  WITH l, count, kept + [g IN in WHERE NOT g IN kept] AS goals
  CALL (goals) { UNWIND goals AS g WITH g ORDER BY g RETURN collect(g) AS sorted }
  SET l.count = count, l.rank = -count, l.goals = sorted
  WITH l WHERE l.count <= 0
  DELETE l
`

// chainDeltas returns the deltas of creating the chains of goal rows (as
// mergeGoalRow writes them): a pass each, in every scope of its goal: all
// passes, and the passes of its club's goals.
func chainDeltas(goals []map[string]any) []map[string]any {
	out := []map[string]any{}
	for _, g := range goals {
		scopes := []string{allScopes}
		if c, ok := g["club"].(string); ok && c != "" {
			scopes = append(scopes, c)
		}
		chain, _ := g["chain"].([]map[string]any)
		for _, p := range chain {
			out = append(out, map[string]any{"from": str(p, "from"), "to": str(p, "to"), "goal": str(g, "id"), "n": 1, "scopes": scopes})
		}
	}
	return out
}

// passLinksTop reads a scope's top pairs off the pass_pair_top index.
const passLinksTop = `
MATCH (l:PassPair)
WHERE l.scope = $scope AND l.rank IS NOT NULL AND l.from IS NOT NULL AND l.to IS NOT NULL
WITH l ORDER BY l.scope, l.rank, l.from, l.to
LIMIT $first
RETURN l.from AS from, l.to AS to, l.count AS count, l.goals AS goals`

// passLinkViewTop is passLinksTop with the players at both ends and the
// goals behind the links, as passLinkView reads them.
const passLinkViewTop = `
CALL () {
  MATCH (l:PassPair)
  WHERE l.scope = $scope AND l.rank IS NOT NULL AND l.from IS NOT NULL AND l.to IS NOT NULL
  WITH l ORDER BY l.scope, l.rank, l.from, l.to
  LIMIT $first
  RETURN collect({from: l.from, to: l.to, count: l.count,
    goals: CASE WHEN $w.linkGoals THEN l.goals ELSE [] END}) AS links
}
CALL (links) {
  WITH links WHERE $w.players
  UNWIND links AS x
  UNWIND [x.from, x.to] AS id` + findPlayersByID + lookupGoalsOfLinks + `RETURN links, players, goals`

// passPairsOpen counts the pairs of a graph written before they were
// counted on write: when no pair exists (one look at the label's count),
// from every pass.
const passPairsOpen = `
CALL () { MATCH (l:PassPair) RETURN count(l) = 0 AS none }
WITH none WHERE none
MATCH (a:Player)-[x:PASSED_TO]->(b:Player)
UNWIND ['` + allScopes + `'] + CASE WHEN x.club IS NULL THEN [] ELSE [x.club] END AS scope
WITH scope, a.id AS from, b.id AS to, x.goal AS goal ORDER BY goal
WITH scope, from, to, count(*) AS n, collect(DISTINCT goal) AS goals
CREATE (:PassPair {id: scope + '|' + from + '|' + to, scope: scope, from: from, to: to, count: n, rank: -n, goals: goals})`
