package graph

// Degrees are the lengths of the longest lists of the graph that are not
// paged: the most matches any player appeared in, the most players any
// match placed, and so on, and the length of the longest report text. A
// caller that must bound the work of a request before it runs (the
// GraphQL cost of a query) multiplies by them, so that the bound follows
// the data as the graph grows.
type Degrees struct {
	ClubsOfPlayer   int // Player.ClubIDs
	MatchesOfPlayer int // MatchesOfPlayers
	GoalsOfScorer   int // GoalsBy GoalsOfScorer
	GoalsOfAssist   int // GoalsBy GoalsOfAssist
	CardsOfPlayer   int // CardsBy CardsOfPlayer
	LinksOfPlayer   int // PassLinksOf, in either direction
	GoalsOfMatch    int // GoalsBy GoalsOfMatch
	CardsOfMatch    int // CardsBy CardsOfMatch
	PlayersOfMatch  int // PlayersOfMatches
	ReportsOfMatch  int // ReportsOfMatches
	PassesOfGoal    int // Goal.Chain
	SourcesOfGoal   int // Goal.Sources
	SourcesOfCard   int // Card.Sources
	GoalsOfLink     int // PassLink.GoalIDs
	TextLength      int // the longest Report.Text, in characters (Unicode code points)
}
