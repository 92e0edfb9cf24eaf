package graph

import "time"

// Club is a football club or national team: one side of it, whose
// Category() its ID tells (category.go).
type Club struct {
	ID      string
	Name    string   // the fullest name any report used
	Aliases []string // every other form reports used: "Spurs", "the Gunners"
}

// Player is a person who played in a reported match.
type Player struct {
	ID          string
	Name        string   // the fullest name any report used
	Aliases     []string // other forms: "Balotelli", "the Italian"
	ClubIDs     []string // clubs the player appeared for, by ID
	GoalCount   int
	AssistCount int
}

// Match is one game between two clubs.
type Match struct {
	ID          string
	Date        string // YYYY-MM-DD; "" when unknown
	Competition string // "" when unknown
	Venue       string // "" when unknown
	HomeID      string
	AwayID      string
	HomeScore   *int // nil when no report states or implies the score
	AwayScore   *int
}

// GoalKind says how a goal was scored.
type GoalKind string

// The goal kinds of the extraction contract.
const (
	OpenPlay       GoalKind = "open_play"
	Penalty        GoalKind = "penalty"
	OwnGoal        GoalKind = "own_goal"
	DirectFreeKick GoalKind = "direct_free_kick"
)

// PassKind says how the ball moved from one player to the next.
type PassKind string

// The pass kinds a chain may carry.
const (
	PassPlain   PassKind = "pass"
	Cross       PassKind = "cross"
	Corner      PassKind = "corner"
	FreeKick    PassKind = "free_kick"
	ThroughBall PassKind = "through_ball"
	LongBall    PassKind = "long_ball"
	CutBack     PassKind = "cut_back"
	FlickOn     PassKind = "flick_on"
	Header      PassKind = "header"
	ThrowIn     PassKind = "throw_in"
	UnknownPass PassKind = "unknown"
)

// CardColor is a card's colour; a second yellow is recorded as one red.
type CardColor string

// The card colours.
const (
	Yellow CardColor = "yellow"
	Red    CardColor = "red"
)

// Goal is one goal with its build-up.
type Goal struct {
	ID       string
	MatchID  string
	ClubID   string // the club whose score it raised (for an own goal, the other club)
	ScorerID string
	AssistID string // "" when no final passer is known
	Minute   *int
	Added    *int // stoppage-time minutes
	Kind     GoalKind
	Order    int      // position in the match, 1-based
	Chain    []Pass   // the build-up in order; empty when no passer is known
	Sources  []Source // every report sentence that supports the goal, oldest report first
}

// Pass is one link of a goal's chain.
type Pass struct {
	Order  int // 1-based position in the chain
	FromID string
	ToID   string
	Kind   PassKind
}

// Card is a yellow or red card shown to a player.
type Card struct {
	ID       string
	MatchID  string
	PlayerID string
	ClubID   string // "" when unknown
	Color    CardColor
	Minute   *int
	Sources  []Source
}

// Report is one ingested match report.
type Report struct {
	ID         string
	Source     string // URL or label given at ingest; "" when none
	Text       string
	IngestedAt time.Time
	MatchID    string // "" when the report named no match
	// Warnings say what the report lacked or what of it could not be
	// stored ("goal by X: the report does not say which club it counted
	// for; not stored"), as ingest found when it read the report; none
	// when it found nothing amiss.
	Warnings []string
}

// Source is the evidence for a fact: the sentence of a report it came from.
type Source struct {
	ReportID string
	Sentence string
	Start    int // byte offset of the sentence in the report text
	End      int // byte offset just past the sentence
	// Minute and Added are the time this report gives the fact, nil when it
	// gives none. Sources that disagree keep a conflict visible (see
	// Goal.Disputed) instead of one report silently overwriting another.
	Minute *int
	Added  *int
}

// Disputed tells whether the goal's sources give it different times.
func (g *Goal) Disputed() bool {
	var seen *Source
	for i, s := range g.Sources {
		if s.Minute == nil {
			continue
		}
		if seen != nil && (*seen.Minute != *s.Minute || !sameInt(seen.Added, s.Added)) {
			return true
		}
		seen = &g.Sources[i]
	}
	return false
}

func sameInt(a, b *int) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// PassLink counts the passes from one player to another across goal build-ups.
type PassLink struct {
	FromID  string
	ToID    string
	Count   int
	GoalIDs []string // the goals the passes led to, in ID order
}

// SearchHit is one result of a text search: exactly one of the IDs is set.
type SearchHit struct {
	Kind string // "club", "player" or "match"
	ID   string
}
