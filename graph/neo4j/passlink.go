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

// passLinksOf holds the PassLinksOf statements, by direction.
var passLinksOf = map[graph.Direction]string{
	graph.Outgoing: `
UNWIND $ids AS key
MATCH (a:Player {id: key})-[x:PASSED_TO]->(b:Player)
WITH key, a.id AS from, b.id AS to, count(x) AS count, collect(DISTINCT x.goal) AS goals
RETURN key, from, to, count, goals
ORDER BY key, count DESC, from, to`,
	graph.Incoming: `
UNWIND $ids AS key
MATCH (a:Player)-[x:PASSED_TO]->(b:Player {id: key})
WITH key, a.id AS from, b.id AS to, count(x) AS count, collect(DISTINCT x.goal) AS goals
RETURN key, from, to, count, goals
ORDER BY key, count DESC, from, to`,
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
	return groups(ctx, s, "read pass links of players", cypher, playerIDs, nil, decodePassLink)
}
