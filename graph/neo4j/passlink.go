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

// passListsOf holds the PassLinksOf statements, by direction: a player's
// pass list, grouped into links by linksOf.
var passListsOf = map[graph.Direction]string{
	graph.Outgoing: `
UNWIND $ids AS key
MATCH (p:Player {id: key})
RETURN key, p.passOutTo AS others, p.passOutGoal AS goals`,
	graph.Incoming: `
UNWIND $ids AS key
MATCH (p:Player {id: key})
RETURN key, p.passInFrom AS others, p.passInGoal AS goals`,
}

// linksOf groups the pass list of the player id (others, with goals; goals
// may be left out) into its links in direction dir, ordered as PassLinks
// orders them.
func linksOf(id string, dir graph.Direction, others, goals []string) []graph.PassLink {
	at := map[string]int{}
	links := []graph.PassLink{}
	for i, other := range others {
		j, ok := at[other]
		if !ok {
			j, at[other] = len(links), len(links)
			l := graph.PassLink{FromID: id, ToID: other, GoalIDs: []string{}}
			if dir == graph.Incoming {
				l.FromID, l.ToID = other, id
			}
			links = append(links, l)
		}
		links[j].Count++
		if i < len(goals) && !slices.Contains(links[j].GoalIDs, goals[i]) {
			links[j].GoalIDs = append(links[j].GoalIDs, goals[i])
		}
	}
	for i := range links {
		slices.Sort(links[i].GoalIDs)
	}
	slices.SortFunc(links, linkOrder)
	return links
}

func decodePassLink(m map[string]any) graph.PassLink {
	l := graph.PassLink{FromID: str(m, "from"), ToID: str(m, "to"), Count: num(m, "count"), GoalIDs: strs(m, "goals")}
	slices.Sort(l.GoalIDs)
	return l
}

// PassLinks counts passes between players, most frequent first, in one
// statement: overall and for a club, off the pass pairs counted on write
// (passpair.go); with another filter, over the passes.
func (s *Store) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	params := map[string]any{
		"from": w.FromID, "to": w.ToID, "club": w.ClubID, "match": w.MatchID,
		"first": min(first, graph.MaxPage),
	}
	cypher := passLinks
	if scope, ok := pairScope(w); ok {
		cypher, params["scope"] = passLinksTop, scope
	}
	recs, err := s.query(ctx, "count pass links", cypher, params)
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
	cypher, ok := passListsOf[dir]
	if !ok {
		return nil, graph.Errorf(graph.EINVALID, "unknown direction %d", dir)
	}
	out := make([][]graph.PassLink, len(playerIDs))
	for i := range out {
		out[i] = []graph.PassLink{}
	}
	if len(playerIDs) == 0 {
		return out, nil
	}
	recs, err := s.query(ctx, "read pass links of players", cypher, map[string]any{"ids": uniq(playerIDs)})
	if err != nil {
		return nil, err
	}
	byKey := map[string][]graph.PassLink{}
	for _, rec := range recs {
		m := rec.AsMap()
		byKey[str(m, "key")] = linksOf(str(m, "key"), dir, strs(m, "others"), strs(m, "goals"))
	}
	for i, id := range playerIDs {
		if ls, ok := byKey[id]; ok {
			out[i] = slices.Clone(ls)
		}
	}
	return out, nil
}

// pairScope returns the scope of the pass pairs that answer PassLinks
// with filter w, and false when w filters by more than a club.
func pairScope(w graph.PassLinkWhere) (string, bool) {
	switch {
	case w.FromID != "" || w.ToID != "" || w.MatchID != "":
		return "", false
	case w.ClubID != "":
		return w.ClubID, true
	}
	return allScopes, true
}
