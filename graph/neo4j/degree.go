package neo4j

import (
	"context"

	"pitchgraph/graph"
)

// degrees measures the longest unpaged lists, each as the read that lists
// it counts (distinct matches and players of appearances, distinct other
// players of a pass list, distinct goals of a link), in one statement of
// one pass per label.
const degrees = `
CALL () {
  MATCH (p:Player)
  RETURN max(COUNT { (p)-[:PLAYS_FOR]->(:Club) }) AS clubsOfPlayer,
         max(COUNT { MATCH (p)-[:APPEARED_IN]->(m:Match) RETURN DISTINCT m }) AS matchesOfPlayer,
         max(COUNT { (p)-[:SCORED]->(:Goal) }) AS goalsOfScorer,
         max(COUNT { (p)-[:ASSISTED]->(:Goal) }) AS goalsOfAssist,
         max(COUNT { (p)-[:RECEIVED]->(:Card) }) AS cardsOfPlayer,
         max(COUNT { UNWIND coalesce(p.passOutTo, []) AS o RETURN DISTINCT o }) AS linksOut,
         max(COUNT { UNWIND coalesce(p.passInFrom, []) AS o RETURN DISTINCT o }) AS linksIn
}
CALL () {
  MATCH (m:Match)
  RETURN max(COUNT { (m)<-[:IN_MATCH]-(:Goal) }) AS goalsOfMatch,
         max(COUNT { (m)<-[:IN_MATCH]-(:Card) }) AS cardsOfMatch,
         max(COUNT { MATCH (p:Player)-[:APPEARED_IN]->(m) RETURN DISTINCT p }) AS playersOfMatch,
         max(COUNT { (m)<-[:REPORTS]-(:Report) }) AS reportsOfMatch
}
CALL () {
  MATCH (g:Goal)
  RETURN max(COUNT { MATCH (:Player)-[x:PASSED_TO {goal: g.id}]->(:Player) RETURN x }) AS passesOfGoal,
         max(COUNT { (:Report)-[:SUPPORTS]->(g) }) AS sourcesOfGoal
}
CALL () {
  MATCH (k:Card)
  RETURN max(COUNT { (:Report)-[:SUPPORTS]->(k) }) AS sourcesOfCard
}
CALL () {
  MATCH (a:Player)-[x:PASSED_TO]->(b:Player)
  WITH a, b, count(DISTINCT x.goal) AS goals
  RETURN max(goals) AS goalsOfLink
}
CALL () {
  MATCH (r:Report)
  RETURN max(size(r.text)) AS textLength
}
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
