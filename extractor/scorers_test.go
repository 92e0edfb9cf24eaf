package extractor

import (
	"fmt"
	"testing"
)

// TestScorersSummary checks a scorers summary under a report: its scorers
// play for the club of their line (an own goal's scorer for the other), and
// when it accounts for the score its goals are the match's goals.
func TestScorersSummary(t *testing.T) {
	tests := []listCase{ // want: "scorer team minute kind", in match order
		{
			"parenthesised minutes, a penalty and an own goal",
			"Reading 3 Oxford United 1\n\nReading came from behind at the Madejski.\n\nScorers:\nReading: Tolland (30 pen, 77), Cray (55 og)\nOxford United: Pike (12)",
			[]string{"Pike Oxford United 12 open_play", "Tolland Reading 30 penalty", "Cray Reading 55 own_goal", "Tolland Reading 77 open_play"},
		},
		{
			"bare minutes with added time",
			"Hertha Berlin beat Mainz 2-0 on Saturday.\n\nRenko Vass opened the scoring with a fine finish.\n\nScorers:\nHertha Berlin: Vass 21, Dorn 90+3",
			[]string{"Renko Vass Hertha Berlin 21 open_play", "Dorn Hertha Berlin 90 open_play"},
		},
		{
			"a long line is no line-up: its own goal's scorer plays for the other side",
			"Reading 5 Oxford United 0\n\nScorers:\nReading: Tolland (10, 30), Cray (55 og), Dunne (60), Abara (70)",
			[]string{"Tolland Reading 10 open_play", "Tolland Reading 30 open_play", "Cray Reading 55 own_goal", "Dunne Reading 60 open_play", "Abara Reading 70 open_play"},
		},
		{
			"a dash after the club and the club's scorers",
			"Reading 2 Oxford United 1\n\nReading — Tolland 30, 77\nOxford United scorers: Pike 12",
			[]string{"Pike Oxford United 12 open_play", "Tolland Reading 30 open_play", "Tolland Reading 77 open_play"},
		},
		{
			"a box score's goal a line under the clubs' abbreviations, with who set each up",
			"Reading 2 Oxford United 1\n\nA lively game at the Madejski.\n\nScoring Summary:\nREA – Ian Tolland (Ray Cray), 30'\nOXF – Ben Pike, 55'\nREA – Ian Tolland (Lee Dunne), 77'",
			[]string{"Ian Tolland Reading 30 open_play", "Ben Pike Oxford United 55 open_play", "Ian Tolland Reading 77 open_play"},
		},
		{
			"a summary that does not add up adds nothing",
			"Reading 3 Oxford United 1\n\nScorers:\nReading: Tolland (30)",
			nil,
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team, minute := "?", -1
			if g.Team != nil {
				team = *g.Team
			}
			if g.Minute != nil {
				minute = *g.Minute
			}
			got = append(got, fmt.Sprintf("%s %s %d %s", g.Scorer, team, minute, g.Kind))
		}
		return got
	})
}

// TestScorersSummaryOwnGoalScorer checks the side of an own goal's scorer in
// a summary line long enough to look like a line-up.
func TestScorersSummaryOwnGoalScorer(t *testing.T) {
	text := "Reading 5 Oxford United 0\n\nScorers:\nReading: Tolland (10, 30), Cray (55 og), Dunne (60), Abara (70)"
	r, err := Extract(text)
	if err != nil {
		t.Fatalf("Extract(%q): %v", text, err)
	}
	for _, p := range r.Players {
		if p.Name == "Cray" && (p.Team == nil || *p.Team != "Oxford United") {
			t.Errorf("Extract(%q): Cray's team = %v, want Oxford United", firstLine(text), strOf(p.Team))
		}
	}
}
