package gen

// Gold is the answer a perfect extractor gives for a report, in the shape
// of the extraction contract (shared/spec/extraction.md), plus the date the
// generator played the match on (a field the contract allows to add, which
// the benchmark passes to ingest since reports do not state it).
type Gold struct {
	Home        *string      `json:"home"`
	Away        *string      `json:"away"`
	HomeScore   *int         `json:"home_score"`
	AwayScore   *int         `json:"away_score"`
	Venue       *string      `json:"venue"`
	Competition *string      `json:"competition"`
	Goals       []GoldGoal   `json:"goals"`
	Cards       []GoldCard   `json:"cards"`
	Players     []GoldPerson `json:"players"`
	Managers    []GoldPerson `json:"managers"`
	Date        string       `json:"date"`
}

// GoldGoal is one goal of a Gold.
type GoldGoal struct {
	Scorer string   `json:"scorer"`
	Team   string   `json:"team"`
	Minute *int     `json:"minute"`
	Added  *int     `json:"added"`
	Kind   string   `json:"kind"`
	Assist *string  `json:"assist"`
	Chain  []string `json:"chain"`
	// Passes is the kind of each link of the chain; not in the contract.
	Passes []string `json:"pass_kinds"`
}

// GoldCard is one card of a Gold.
type GoldCard struct {
	Player string `json:"player"`
	Team   string `json:"team"`
	Color  string `json:"color"`
	Minute *int   `json:"minute"`
}

// GoldPerson is a player or manager the report places in the match.
type GoldPerson struct {
	Name string `json:"name"`
	Team string `json:"team"`
}
