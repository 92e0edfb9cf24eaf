// Package extractor turns the prose of one football match report into facts:
// the match (clubs, score, venue, competition), its goals with their pass
// chains, cards, players and managers. It is pure and rule-based: the same
// text always gives the same Report, and every fact carries the sentence it
// came from.
//
// The work runs in stages: segment (sentences with byte offsets), tokens and
// mentions (names, clubs, descriptions, pronouns) with minutes, resolve and
// clubs (which mentions are the same person or club), events, finishes and
// agents (who scored, how and when), goals (one goal from all its tellings),
// cards, chains (the passes that led to a goal), teams (who plays for whom,
// solved from the story of the score) and match and venue (home, away,
// score, venue, competition); build turns the result into a Report. Every
// rule reads a bounded window of one sentence or its neighbours, so the
// time grows linearly with the text.
package extractor

import "errors"

// ErrEmpty is returned for an empty or whitespace-only text.
var ErrEmpty = errors.New("extractor: empty report")

// ErrNotText is returned for input that is not UTF-8 text (invalid UTF-8, NUL bytes).
var ErrNotText = errors.New("extractor: input is not UTF-8 text")

// Report is everything one match report says about its match.
type Report struct {
	Home        *string        `json:"home"`
	Away        *string        `json:"away"`
	HomeScore   *int           `json:"home_score"`
	AwayScore   *int           `json:"away_score"`
	Venue       *string        `json:"venue"`
	Competition *string        `json:"competition"`
	Goals       []Goal         `json:"goals"`
	Cards       []Card         `json:"cards"`
	Players     []Person       `json:"players"`
	Managers    []Person       `json:"managers"`
	Clubs       []Club         `json:"clubs"`
	Evidence    *MatchEvidence `json:"evidence,omitempty"`
	Warnings    []string       `json:"warnings"`
}

// Goal is one goal of the match, in match order.
type Goal struct {
	Scorer string   `json:"scorer"`
	Team   *string  `json:"team"`
	Minute *int     `json:"minute"`
	Added  *int     `json:"added"`
	Kind   string   `json:"kind"`
	Assist *string  `json:"assist"`
	Chain  []string `json:"chain"`
	Passes []Pass   `json:"passes"`
	Source Source   `json:"source"`
}

// Pass is one link of a goal's chain: Chain[i] played the ball to Chain[i+1].
type Pass struct {
	From string `json:"from"`
	To   string `json:"to"`
	Kind string `json:"kind"`
}

// Card is a yellow or red card shown to a player (a second yellow is one red).
type Card struct {
	Player string  `json:"player"`
	Team   *string `json:"team"`
	Color  string  `json:"color"`
	Minute *int    `json:"minute"`
	Source Source  `json:"source"`
}

// Person is a player or manager the report places in the match.
type Person struct {
	Name    string   `json:"name"`
	Team    *string  `json:"team"`
	Aliases []string `json:"aliases,omitempty"`
	Source  *Source  `json:"source,omitempty"`
}

// Club is a club the report names, by the fullest name it uses.
type Club struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases,omitempty"`
}

// Source is the sentence a fact came from: Text[Start:End] == Sentence.
type Source struct {
	Sentence string `json:"sentence"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
}

// MatchEvidence holds the sentences that gave the match-level fields.
type MatchEvidence struct {
	Score       *Source `json:"score,omitempty"`
	Home        *Source `json:"home,omitempty"`
	Away        *Source `json:"away,omitempty"`
	Venue       *Source `json:"venue,omitempty"`
	Competition *Source `json:"competition,omitempty"`
}

// Extract reads one match report with the committed model. It fails only
// for input that is not a report at all: empty or whitespace-only text
// (ErrEmpty) and text that is not UTF-8 or holds NUL bytes (ErrNotText). A
// text with nothing about football gives a Report with no match fields, no
// goals and a warning.
func Extract(text string) (*Report, error) {
	return defaultModel.Extract(text)
}
