package graph

// Facts is everything one report contributes to the graph, already keyed:
// the input of Store.Ingest. IDs follow the scheme in the package doc, so
// facts from different reports about the same thing share IDs.
type Facts struct {
	Report      Report
	Match       *Match // nil when the report names no match; then Goals and Cards are empty
	Clubs       []Club
	Players     []Player // ClubIDs lists the clubs the report places the player with
	Appearances []Appearance
	Goals       []Goal // each with exactly one Source, from this report
	Cards       []Card // each with exactly one Source, from this report
}

// Appearance places a player in a match for a club.
type Appearance struct {
	PlayerID string
	MatchID  string
	ClubID   string // "" when the report leaves the club unclear
}

// IngestResult tells what Store.Ingest did.
type IngestResult struct {
	Created bool // false when the same report text was already in the graph
}
