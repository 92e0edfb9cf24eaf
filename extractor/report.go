// Package extractor turns the prose of one football match report into facts:
// the match (clubs, score, venue, competition), its goals with their pass
// chains, cards, players and managers, each with the sentence it came from.
// It is pure: the same text always gives the same Report.
//
// The work runs in stages. Each writes one layer of the working state (doc.go
// declares them) and reads only the layers of the stages before it; every
// stage reads a bounded window of text, so the time grows linearly with the
// report.
//
// Segment (segment.go) splits the text into lines and sentences with their
// byte offsets, and marks a headline.
//
// Mentions (tokens.go, minutes.go, mentions.go, clubs.go, venue.go) tokenizes
// each sentence, with word classes for numbers and scores, reads its minutes
// ("56'", "on the hour", "two minutes into added time"), and finds the
// stretches that name a person or a club, describe a person ("the Spurs
// striker", "the Egyptian") or point at one (pronouns, "the hosts"). Clubs,
// national teams, grounds and competitions come from the lexicon (lexicon*.go)
// or, for names no list knows, from result lines and headlines.
//
// Resolve (resolve.go) groups the mentions into entities, one per person:
// surnames and first names to the fullest name, initials to the full name,
// descriptions, nationalities and pronouns to the person they stand for; it
// tells players from managers, referees and people named only in passing.
//
// Reading (events.go, finishes.go, agents.go, goals.go, cards.go, chains.go)
// reads each sentence's wording for what happened: every telling of a goal
// (who finished, how, when, for which side), merged into goals; cards; and
// the deliveries before each goal, built into chains. These rules are
// precise but miss much; their readings are evidence for the decision, not
// its result.
//
// Match (match.go, teams.go, scorers.go, timeline.go, running.go) reads the
// result (score lines, "A beat B 3-1", scorers blocks), home and away (the
// text's cues, else the first-named club, as result lines put it), and the
// sides the rules can give people and goals from the text alone.
//
// Evidence (evidence.go, wordclass.go) describes, for every person, what the
// text says around each mention as features: a word class in a position ("a
// finishing verb after the name, with a direction word", "a goal noun, then
// by, then the name"), taken with its clause ("... and the clause tells a
// miss"), what the reading rules established, and the goal counts the text
// gives them ("a brace", "his third").
//
// Side evidence (sidefeatures.go) describes how the text ties each person to
// each club of the match ("City's X", "X of City", a line-up, the club a
// sentence's subject is), who plays with and against whom ("A's cross for
// B", "A fouled B"), and what the sentences telling a scorer's goals say of
// the side they counted for ("put City ahead", "City conceded").
//
// Decide (decide.go) makes one decision over the whole report with weights
// fitted to the dev corpus (model.go, weights.go; `go run ./extractor/fit`
// fits them again and prints cross-validated figures): each person's side,
// with team-mates and opponents pulling on each other; who scored and how
// often, the rules' goals of a person the weights reject dropped; then the
// constraints the report states: the final score fixes each side's goals
// (the least sure scorer changes sides, the least likely goals go, the next
// likeliest people come in), managers and officials never score, and a goal
// gets a club only when the decision is sure of it.
//
// Build (build.go) turns the layers into the Report, citing each goal from
// the sentence that tells it in its place in the story. Explain (explain.go)
// returns what each stage found and what the decision weighed.
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
	Name string  `json:"name"`
	Team *string `json:"team"`
	// TeamInferred says the club is the fitted decision's reading of weak
	// cues (which club the person is named beside, who they played with or
	// against), not a club the text states for them ("City's X", a
	// line-up, a goal for the club). About two in three such clubs are
	// right on the dev corpus; a frontend may show them as likely rather
	// than known.
	TeamInferred bool     `json:"team_inferred,omitempty"`
	Aliases      []string `json:"aliases,omitempty"`
	Source       *Source  `json:"source,omitempty"`
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
