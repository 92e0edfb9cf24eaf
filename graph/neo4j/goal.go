package neo4j

import (
	"cmp"
	"context"
	"slices"

	"pitchgraph/graph"
)

// goalFields projects a goal with its chain, read off the PASSED_TO
// relationships of the goal, and its sources. The IDs of its match, club,
// scorer and assist giver are properties of the goal, written with the
// relationships, so they are read without a hop.
const goalFields = `g {.id, .minute, .added, .kind, .order,
  match: g.matchId, club: g.clubId, scorer: g.scorerId, assist: g.assistId,
  chain: COLLECT { MATCH (a:Player)-[x:PASSED_TO {goal: g.id}]->(b:Player) RETURN x {.order, .kind, from: a.id, to: b.id} },
  sources: [(r:Report)-[s:SUPPORTS]->(g) | s {.sentence, .start, .end, .sourceMinute, .sourceAdded, report: r.id, at: r.ingestedAt}]}`

const goalsByID = `
MATCH (g:Goal) WHERE g.id IN $ids
RETURN ` + goalFields + ` AS item`

// findGoals lists goals by match ID, order in the match, then ID; a goal
// carries its match's ID (matchId), so neither the order nor the filter
// hops to the match.
var findGoals = listStatement(`
  MATCH (g:Goal)
  WHERE ($match = '' OR g.matchId = $match)
    AND ($scorer = '' OR EXISTS { (:Player {id: $scorer})-[:SCORED]->(g) })
    AND ($assist = '' OR EXISTS { (:Player {id: $assist})-[:ASSISTED]->(g) })
    AND ($club = '' OR EXISTS { (g)-[:FOR]->(:Club {id: $club}) })
    AND ($kind = '' OR g.kind = $kind)`,
	`g.matchId > $at OR (g.matchId = $at AND (g.order > $an OR (g.order = $an AND g.id > $ai)))`,
	`g.matchId, g.order, g.id`, goalFields)

// goalsOf finishes the GoalsBy statements: rows per key in match order.
const goalsOf = `
RETURN key, m.id AS mid, g.order AS ord, g.id AS gid, ` + goalFields + ` AS item
ORDER BY key, mid, ord, gid`

var goalsBy = map[graph.GoalRel]string{
	graph.GoalsOfMatch:  `UNWIND $ids AS key MATCH (g:Goal)-[:IN_MATCH]->(m:Match {id: key})` + goalsOf,
	graph.GoalsOfScorer: `UNWIND $ids AS key MATCH (:Player {id: key})-[:SCORED]->(g:Goal)-[:IN_MATCH]->(m:Match)` + goalsOf,
	graph.GoalsOfAssist: `UNWIND $ids AS key MATCH (:Player {id: key})-[:ASSISTED]->(g:Goal)-[:IN_MATCH]->(m:Match)` + goalsOf,
}

func decodeGoal(m map[string]any) graph.Goal {
	g := graph.Goal{
		ID: str(m, "id"), MatchID: str(m, "match"), ClubID: str(m, "club"),
		ScorerID: str(m, "scorer"), AssistID: str(m, "assist"),
		Minute: numPtr(m, "minute"), Added: numPtr(m, "added"),
		Kind: graph.GoalKind(str(m, "kind")), Order: num(m, "order"),
		Chain: []graph.Pass{}, Sources: decodeSources(m),
	}
	for _, p := range mapList(m["chain"]) {
		g.Chain = append(g.Chain, graph.Pass{
			Order: num(p, "order"), FromID: str(p, "from"), ToID: str(p, "to"), Kind: graph.PassKind(str(p, "kind")),
		})
	}
	slices.SortFunc(g.Chain, func(a, b graph.Pass) int { return cmp.Compare(a.Order, b.Order) })
	return g
}

// decodeSources reads the sources of a goal or card, oldest report first.
func decodeSources(m map[string]any) []graph.Source {
	raw := mapList(m["sources"])
	oldestFirst(raw, originOf)
	out := make([]graph.Source, 0, len(raw))
	for _, s := range raw {
		out = append(out, graph.Source{
			ReportID: str(s, "report"), Sentence: str(s, "sentence"), Start: num(s, "start"), End: num(s, "end"),
			Minute: numPtr(s, "sourceMinute"), Added: numPtr(s, "sourceAdded"),
		})
	}
	return out
}

func decodeItemGoal(m map[string]any) graph.Goal { return decodeGoal(mapOf(m["item"])) }

// Goals looks goals up by ID in one statement.
func (s *Store) Goals(ctx context.Context, ids []string) ([]*graph.Goal, error) {
	return byID(ctx, s, "read goals", goalsByID, ids, decodeGoal)
}

// FindGoals lists goals by match ID, then match order.
func (s *Store) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	params := map[string]any{
		"match": w.MatchID, "scorer": w.ScorerID, "assist": w.AssistID,
		"club": w.ClubID, "kind": string(w.Kind),
	}
	return list(ctx, s, "find goals", findGoals, params, p, graph.ListGoals, decodeGoal, graph.GoalKey)
}

// GoalsBy returns the goals of each match, scorer or assist giver, in one
// statement.
func (s *Store) GoalsBy(ctx context.Context, rel graph.GoalRel, ids []string) ([][]graph.Goal, error) {
	cypher, ok := goalsBy[rel]
	if !ok {
		return nil, graph.Errorf(graph.EINVALID, "unknown goal relation %d", rel)
	}
	return groups(ctx, s, "read goals by", cypher, ids, nil, decodeItemGoal)
}
