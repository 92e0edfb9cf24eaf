package extractor

import (
	"fmt"
	"math"
	"sort"
)

// Explanation tells what each stage concluded for one report and what the
// fitted decision weighed: `pitchgraph extract --explain` prints it.
type Explanation struct {
	// Stages says in a line what each stage found.
	Stages []string
	// Scorers are everyone who may have scored, likeliest first, with the
	// evidence that weighed most and the decision taken.
	Scorers []ScorerChoice
	// Goals says, for each goal of the Report in its order, why it has its club.
	Goals []GoalChoice
	// Sides are the people the decision placed with a club, or could not.
	Sides []SideChoice
	// Notes are what the final score changed.
	Notes []string
}

// ScorerChoice is one candidate scorer.
type ScorerChoice struct {
	Person      string
	Probability float64
	Verdict     string
	// Evidence is the features that moved the probability most, with what
	// each added to the log-odds.
	Evidence []Weighed
	// Source is the sentence that tells the person's goal most plainly.
	Source *Source
}

// Weighed is one feature's contribution to a decision's log-odds.
type Weighed struct {
	Feature string
	Value   float64
}

// GoalChoice says why a goal has its club.
type GoalChoice struct {
	Scorer string
	Club   string
	Why    string
}

// SideChoice is the side decision for one person: the log-odds of Club
// over the other club of the match; Club is "" when neither was likely
// enough.
type SideChoice struct {
	Person  string
	Club    string
	LogOdds float64
	// Evidence is the features that moved the person's own log-odds most
	// (before team-mates and opponents pulled), for the first club of the
	// match: positive for it, negative for the other.
	Evidence []Weighed
}

// maxEvidence is how many features an explanation lists per decision.
const maxEvidence = 6

// Explain reads a report as Extract does and also returns what each stage
// concluded and what the decision weighed.
func (m *Model) Explain(text string) (*Report, *Explanation, error) {
	d, err := read(text)
	if err != nil {
		return nil, nil, err
	}
	x := &Explanation{}
	nGoals := 0
	for _, g := range d.goals {
		if g.scorer != nil {
			nGoals++
		}
	}
	nMent := 0
	for _, s := range d.sents {
		nMent += len(s.ments)
	}
	x.Stages = append(x.Stages,
		fmt.Sprintf("segment: %d sentences", len(d.sents)),
		fmt.Sprintf("mentions: %d names, descriptions, pronouns and team references", nMent),
		fmt.Sprintf("entities: %d people, %d clubs", len(d.persons), len(d.clubs)),
		fmt.Sprintf("events: the reading rules found %d goals and %d cards", nGoals, len(d.cards)),
		fmt.Sprintf("match: %s", d.matchLine()),
		fmt.Sprintf("evidence: features for %d people, side evidence for %d, %d ties between players", len(d.evidence.people), len(d.sides), len(d.edges)),
	)
	d.decide(m)
	r := d.report()
	dl := d.decision
	x.Stages = append(x.Stages, fmt.Sprintf("decide: %d goals", len(r.Goals)))
	for e, p := range dl.prob {
		pe := d.evidence.people[e]
		c := ScorerChoice{Person: e.name, Probability: p, Verdict: dl.verdict[e], Evidence: weigh(m.Scorer, pe.feats)}
		if pe.cue != nil {
			src := pe.cue.source()
			c.Source = &src
		}
		x.Scorers = append(x.Scorers, c)
	}
	sort.Slice(x.Scorers, func(a, b int) bool {
		if x.Scorers[a].Probability != x.Scorers[b].Probability {
			return x.Scorers[a].Probability > x.Scorers[b].Probability
		}
		return x.Scorers[a].Person < x.Scorers[b].Person
	})
	for _, g := range d.goals {
		if g.scorer == nil {
			continue
		}
		gc := GoalChoice{Scorer: g.scorer.name, Why: dl.teamWhy[g]}
		if g.team != nil {
			gc.Club = g.team.display()
		} else {
			gc.Why = "no club: neither side was likely enough"
		}
		x.Goals = append(x.Goals, gc)
	}
	ps := d.participants()
	for _, e := range d.personsInOrder() {
		z, ok := dl.side[e]
		if !ok || len(ps) != 2 {
			continue
		}
		sc := SideChoice{Person: e.name, LogOdds: z}
		if se := d.sides[e]; se != nil {
			diff := features{}
			for _, k := range se.feats[ps[0]].names() {
				diff[k] += se.feats[ps[0]][k] * m.Side[k]
			}
			for _, k := range se.feats[ps[1]].names() {
				diff[k] -= se.feats[ps[1]][k] * m.Side[k]
			}
			sc.Evidence = weigh(Weights{}, nil)
			for _, k := range diff.names() {
				if diff[k] != 0 && k != "bias" {
					sc.Evidence = append(sc.Evidence, Weighed{k + " (" + ps[0].display() + ")", diff[k]})
				}
			}
			sort.SliceStable(sc.Evidence, func(a, b int) bool { return math.Abs(sc.Evidence[a].Value) > math.Abs(sc.Evidence[b].Value) })
			if len(sc.Evidence) > maxEvidence {
				sc.Evidence = sc.Evidence[:maxEvidence]
			}
		}
		if e.team != nil {
			sc.Club = e.team.display()
			if e.team == ps[1] {
				sc.LogOdds = -z
			}
		}
		x.Sides = append(x.Sides, sc)
	}
	x.Notes = dl.notes
	return r, x, nil
}

// weigh lists the features that moved a decision most.
func weigh(w Weights, f features) []Weighed {
	var out []Weighed
	for _, k := range f.names() {
		if v := w[k] * f[k]; v != 0 && k != "bias" {
			out = append(out, Weighed{k, v})
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return math.Abs(out[a].Value) > math.Abs(out[b].Value) })
	if len(out) > maxEvidence {
		out = out[:maxEvidence]
	}
	return out
}

// matchLine sums up what the match stage read.
func (d *doc) matchLine() string {
	club := func(c *clubEnt) string {
		if c == nil {
			return "?"
		}
		return c.display()
	}
	score := "score unknown"
	if d.hs != nil && d.as != nil {
		score = fmt.Sprintf("%d-%d", *d.hs, *d.as)
	}
	return fmt.Sprintf("%s v %s, %s", club(d.home), club(d.away), score)
}
