package extractor

import (
	"math"
	"strings"
	"unicode/utf8"
)

// Weights are the fitted weights of one logistic model: a feature's name to
// its weight ("bias" is the intercept). weights.go holds the committed ones;
// `go run ./extractor/fit` fits them again from the dev corpus.
type Weights map[string]float64

// Model is the fitted part of the extractor: the weights its decisions use.
type Model struct {
	// Scorer weighs whether a person scored in the match.
	Scorer Weights
	// Side weighs whether a person plays for a club of the match.
	Side Weights
	// GoalSide weighs whether a scorer's goals counted for a club of the
	// match, from what the sentences telling them say.
	GoalSide Weights
	// Ties weighs how much team-mates' and opponents' sides pull on a
	// person's ("mate", "opp"), and how sure the decision must be to give a
	// side ("threshold", in log-odds).
	Ties Weights
}

// DefaultModel returns the committed model (weights.go).
func DefaultModel() *Model { return &defaultModel }

// score is the model's log-odds for a feature vector. The terms are summed
// as integers (in units of 1e-9): floating-point addition depends on its
// order, map order is random, and the same text must always give the same
// Report.
func (w Weights) score(f features) float64 {
	var z int64
	for k, v := range f {
		if wk, ok := w[k]; ok {
			z += int64(math.Round(wk * v * 1e9))
		}
	}
	return float64(z) / 1e9
}

// prob is the model's probability for a feature vector.
func (w Weights) prob(f features) float64 { return sigmoid(w.score(f)) }

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Example is one decision the fitted stages make, with what they saw: the
// material `go run ./extractor/fit` fits the weights on.
type Example struct {
	// Task is "scorer" (did Person score?) or "side" (does Person play for Club?).
	Task     string
	Person   string
	Club     string
	Features map[string]float64
}

// Examples reads a report as Extract does and returns every decision its
// fitted stages would make, with their features, before any is made.
func Examples(text string) ([]Example, error) {
	d, err := read(text)
	if err != nil {
		return nil, err
	}
	var out []Example
	for _, e := range d.persons {
		pe := d.evidence.people[e]
		if pe == nil || !d.mayScore(e) {
			continue
		}
		out = append(out, Example{Task: "scorer", Person: e.name, Features: pe.feats})
	}
	for _, e := range d.persons {
		se := d.sides[e]
		if se == nil {
			continue
		}
		for _, c := range d.participants() {
			out = append(out, Example{Task: "side", Person: e.name, Club: c.display(), Features: se.feats[c]})
		}
	}
	for _, e := range d.persons {
		ge := d.goalSides[e]
		if ge == nil {
			continue
		}
		for _, c := range d.participants() {
			out = append(out, Example{Task: "goalside", Person: e.name, Club: c.display(), Features: ge.feats[c]})
		}
	}
	return out, nil
}

// Extract reads one match report with the model's weights. It fails only
// for input that is not a report at all: empty or whitespace-only text
// (ErrEmpty) and text that is not UTF-8 or holds NUL bytes (ErrNotText). A
// text with nothing about football gives a Report with no match fields, no
// goals and a warning.
func (m *Model) Extract(text string) (*Report, error) {
	d, err := read(text)
	if err != nil {
		return nil, err
	}
	d.decide(m)
	return d.report(), nil
}

// read runs every stage before the fitted decision.
func read(text string) (*doc, error) {
	if !utf8.ValidString(text) || strings.IndexByte(text, 0) >= 0 {
		return nil, ErrNotText
	}
	if strings.TrimSpace(text) == "" {
		return nil, ErrEmpty
	}
	d := newDoc(text, DefaultLexicon())
	d.segment()
	d.findMentions()
	d.resolve()
	d.findEvents()
	d.readMatch()
	d.gatherEvidence()
	d.gatherSides()
	d.gatherEdges()
	d.gatherGoalSides()
	return d, nil
}
