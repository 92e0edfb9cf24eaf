package neo4j

import (
	"context"
	"slices"

	"pitchgraph/graph"
)

// passLinks counts passes per ordered pair of players; club and match
// filter by the goal each pass led to, whose club and match the pass
// carries, so no goal is looked up. Grouping by the players rather than
// their IDs reads each ID once per pair, not once per pass.
const passLinks = `
MATCH (a:Player)-[x:PASSED_TO]->(b:Player)
WHERE ($from = '' OR a.id = $from) AND ($to = '' OR b.id = $to)
  AND ($club = '' OR x.club = $club) AND ($match = '' OR x.match = $match)
WITH a, b, count(x) AS count, collect(DISTINCT x.goal) AS goals
RETURN a.id AS from, b.id AS to, count, goals
ORDER BY count DESC, from, to
LIMIT $first`

// A player keeps the passes it gave and received as lists, one entry per
// pass, of the player at the other end and the goal the pass led to:
// passOutTo with passOutGoal, passInFrom with passInGoal. Every write that
// adds or removes a pass keeps them (incremental.go, refresh.go), so a
// player's links are two property reads, not a walk over its passes.
//
// setPassLists rebuilds the lists of the players p from their PASSED_TO
// relationships, after write-locking each, so that a concurrent write to
// the player's passes is either seen or waits.
const setPassLists = `SET p._lock = true REMOVE p._lock
WITH p, [(p)-[x:PASSED_TO]->(b:Player) | [b.id, x.goal]] AS outs, [(a:Player)-[x:PASSED_TO]->(p) | [a.id, x.goal]] AS ins
SET p.passOutTo = [o IN outs | o[0]], p.passOutGoal = [o IN outs | o[1]],
    p.passInFrom = [i IN ins | i[0]], p.passInGoal = [i IN ins | i[1]]`

// groupPasses groups a pass list, passOthers with passGoals (null when the
// goals are not wanted), into links to each other player, {other, count,
// goals}, and collects them: the statement names the list.
const groupPasses = `UNWIND range(0, size(passOthers) - 1) AS i
  WITH passOthers[i] AS other, passGoals[i] AS goal
  WITH other, count(*) AS count, collect(DISTINCT goal) AS goals
  RETURN collect({other: other, count: count, goals: goals})`

// passLinksOf holds the PassLinksOf statements, by direction.
var passLinksOf = map[graph.Direction]string{
	graph.Outgoing: `
UNWIND $ids AS key
MATCH (p:Player {id: key})
CALL (p) {
  WITH coalesce(p.passOutTo, []) AS passOthers, p.passOutGoal AS passGoals
  ` + groupPasses + ` AS links
}
UNWIND links AS l
RETURN key, key AS from, l.other AS to, l.count AS count, l.goals AS goals`,
	graph.Incoming: `
UNWIND $ids AS key
MATCH (p:Player {id: key})
CALL (p) {
  WITH coalesce(p.passInFrom, []) AS passOthers, p.passInGoal AS passGoals
  ` + groupPasses + ` AS links
}
UNWIND links AS l
RETURN key, l.other AS from, key AS to, l.count AS count, l.goals AS goals`,
}

func decodePassLink(m map[string]any) graph.PassLink {
	l := graph.PassLink{FromID: str(m, "from"), ToID: str(m, "to"), Count: num(m, "count"), GoalIDs: strs(m, "goals")}
	slices.Sort(l.GoalIDs)
	return l
}

// PassLinks counts passes between players, most frequent first, in one
// statement.
func (s *Store) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	recs, err := s.query(ctx, "count pass links", passLinks, map[string]any{
		"from": w.FromID, "to": w.ToID, "club": w.ClubID, "match": w.MatchID,
		"first": min(first, graph.MaxPage),
	})
	if err != nil {
		return nil, err
	}
	out := make([]graph.PassLink, 0, len(recs))
	for _, rec := range recs {
		out = append(out, decodePassLink(rec.AsMap()))
	}
	return out, nil
}

// PassLinksOf returns the links from or to each player in one statement.
func (s *Store) PassLinksOf(ctx context.Context, dir graph.Direction, playerIDs []string) ([][]graph.PassLink, error) {
	cypher, ok := passLinksOf[dir]
	if !ok {
		return nil, graph.Errorf(graph.EINVALID, "unknown direction %d", dir)
	}
	links, err := groups(ctx, s, "read pass links of players", cypher, playerIDs, nil, decodePassLink)
	for _, ls := range links {
		slices.SortFunc(ls, linkOrder)
	}
	return links, err
}
