package extractor

import (
	"fmt"
	"testing"
)

// TestGoalTimeline checks a timeline of goals under a report: each line's
// score, against the line before, tells whose goal it was, and the goals
// the story never told are added when the lines make the result.
func TestGoalTimeline(t *testing.T) {
	tests := []listCase{ // want: "scorer team minute assist"
		{
			"minute, scorer, assist, score, leader",
			"Austin FC 2, Houston Dynamo 1\n\nAustin won the Texas derby at Q2 Stadium.\n\nGoals:\n20' - Rigoni (Driussi) 1-0 Austin\n55' - Ferreira 1-1\n81' - Driussi (Wolff) 2-1 Austin",
			[]string{"Rigoni Austin FC 20 Driussi", "Ferreira Houston Dynamo 55 -", "Driussi Austin FC 81 Wolff"},
		},
		{
			"a story's goal gets its side from the timeline",
			"Austin FC 1, Houston Dynamo 1\n\nSebastian Ferreira slotted home after 55 minutes.\n\n20' - Rigoni 1-0 Austin\n55' - Ferreira 1-1",
			[]string{"Rigoni Austin FC 20 -", "Sebastian Ferreira Houston Dynamo 55 -"},
		},
		{
			"scores written home side first, no club named",
			"Fulham 1-2 Everton\n\nJim Carter and Tom Baker scored for Everton.\n\n0-1 Jim Carter 23'\n1-1 Dan Moss 45'\n1-2 Tom Baker 80'",
			[]string{"Jim Carter Everton 23 -", "Dan Moss Fulham 45 -", "Tom Baker Everton 80 -"},
		},
		{
			"a goal's mark, the minute, the scorer and the club in brackets",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker scored for Everton, Dan Moss for Fulham.\n\n⚽ 23' Jim Carter (Everton)\n⚽ 45' Dan Moss (Fulham)\n⚽ 80' Tom Baker (Everton)",
			[]string{"Jim Carter Everton 23 -", "Dan Moss Fulham 45 -", "Tom Baker Everton 80 -"},
		},
		{
			"a goal's mark, the minute and the scorer: the story's goals get their minutes",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker scored for Everton, Dan Moss for Fulham.\n\n23' GOAL Jim Carter\n45' GOAL Dan Moss\n80' GOAL Tom Baker",
			[]string{"Jim Carter Everton 23 -", "Dan Moss Fulham 45 -", "Tom Baker Everton 80 -"},
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team, minute, assist := "?", -1, "-"
			if g.Team != nil {
				team = *g.Team
			}
			if g.Minute != nil {
				minute = *g.Minute
			}
			if g.Assist != nil {
				assist = *g.Assist
			}
			got = append(got, fmt.Sprintf("%s %s %d %s", g.Scorer, team, minute, assist))
		}
		return got
	})
}
