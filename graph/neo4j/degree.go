package neo4j

import (
	"context"

	"pitchgraph/graph"
)

// degrees measures the longest unpaged lists, each as the read that lists
// it counts (distinct matches and players of appearances, distinct other
// players of a pass list, distinct goals of a link): one plain
// aggregation over each relationship type, quick to plan and to run.
const degrees = `
CALL () { MATCH (p:Player)-[:PLAYS_FOR]->(:Club) WITH p, count(*) AS n RETURN max(n) AS clubsOfPlayer }
CALL () { MATCH (p:Player)-[:APPEARED_IN]->(m:Match) WITH p, count(DISTINCT m) AS n RETURN max(n) AS matchesOfPlayer }
CALL () { MATCH (p:Player)-[:SCORED]->(:Goal) WITH p, count(*) AS n RETURN max(n) AS goalsOfScorer }
CALL () { MATCH (p:Player)-[:ASSISTED]->(:Goal) WITH p, count(*) AS n RETURN max(n) AS goalsOfAssist }
CALL () { MATCH (p:Player)-[:RECEIVED]->(:Card) WITH p, count(*) AS n RETURN max(n) AS cardsOfPlayer }
CALL () { MATCH (a:Player)-[:PASSED_TO]->(b:Player) WITH a, count(DISTINCT b) AS n RETURN max(n) AS linksOut }
CALL () { MATCH (a:Player)-[:PASSED_TO]->(b:Player) WITH b, count(DISTINCT a) AS n RETURN max(n) AS linksIn }
CALL () { MATCH (a:Player)-[x:PASSED_TO]->(b:Player) WITH a, b, count(DISTINCT x.goal) AS n RETURN max(n) AS goalsOfLink }
CALL () { MATCH (:Player)-[x:PASSED_TO]->(:Player) WITH x.goal AS goal, count(*) AS n RETURN max(n) AS passesOfGoal }
CALL () { MATCH (:Goal)-[:IN_MATCH]->(m:Match) WITH m, count(*) AS n RETURN max(n) AS goalsOfMatch }
CALL () { MATCH (:Card)-[:IN_MATCH]->(m:Match) WITH m, count(*) AS n RETURN max(n) AS cardsOfMatch }
CALL () { MATCH (p:Player)-[:APPEARED_IN]->(m:Match) WITH m, count(DISTINCT p) AS n RETURN max(n) AS playersOfMatch }
CALL () { MATCH (:Report)-[:REPORTS]->(m:Match) WITH m, count(*) AS n RETURN max(n) AS reportsOfMatch }
CALL () { MATCH (:Report)-[:SUPPORTS]->(g:Goal) WITH g, count(*) AS n RETURN max(n) AS sourcesOfGoal }
CALL () { MATCH (:Report)-[:SUPPORTS]->(k:Card) WITH k, count(*) AS n RETURN max(n) AS sourcesOfCard }
CALL () { MATCH (r:Report) RETURN max(size(r.text)) AS textLength }
RETURN clubsOfPlayer, matchesOfPlayer, goalsOfScorer, goalsOfAssist, cardsOfPlayer, linksOut, linksIn,
       goalsOfMatch, cardsOfMatch, playersOfMatch, reportsOfMatch, passesOfGoal, sourcesOfGoal, sourcesOfCard,
       goalsOfLink, textLength`

// Degrees implements graph.Store.
func (s *Store) Degrees(ctx context.Context) (graph.Degrees, error) {
	recs, err := s.query(ctx, "degrees", degrees, nil)
	if err != nil || len(recs) == 0 {
		return graph.Degrees{}, err
	}
	m := recs[0].AsMap()
	return graph.Degrees{
		ClubsOfPlayer:   num(m, "clubsOfPlayer"),
		MatchesOfPlayer: num(m, "matchesOfPlayer"),
		GoalsOfScorer:   num(m, "goalsOfScorer"),
		GoalsOfAssist:   num(m, "goalsOfAssist"),
		CardsOfPlayer:   num(m, "cardsOfPlayer"),
		LinksOfPlayer:   max(num(m, "linksOut"), num(m, "linksIn")),
		GoalsOfMatch:    num(m, "goalsOfMatch"),
		CardsOfMatch:    num(m, "cardsOfMatch"),
		PlayersOfMatch:  num(m, "playersOfMatch"),
		ReportsOfMatch:  num(m, "reportsOfMatch"),
		PassesOfGoal:    num(m, "passesOfGoal"),
		SourcesOfGoal:   num(m, "sourcesOfGoal"),
		SourcesOfCard:   num(m, "sourcesOfCard"),
		GoalsOfLink:     num(m, "goalsOfLink"),
		TextLength:      num(m, "textLength"),
	}, nil
}
