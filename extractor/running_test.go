package extractor

import (
	"fmt"
	"testing"
)

// TestRunningScoreGivesSide checks that the score a live blog states with a
// goal tells which side scored it, whether written between the clubs' names
// or bare after the goal.
func TestRunningScoreGivesSide(t *testing.T) {
	tests := []listCase{ // want: "scorer team", in match order
		{
			"between the clubs' names",
			"Stoke City v Derby County: live\n\n20' GOAL! Stoke City 0-1 Derby County. Lewin Marr cuts inside and scores with a low shot.\n\n61' GOAL! Stoke City 1-1 Derby County. Osei Brand heads in at the back post.\n\n90' Full-time.",
			[]string{"Lewin Marr Derby County", "Osei Brand Stoke City"},
		},
		{
			"bare after the goal, the last with its leader",
			"Stoke City v Derby County: live\n\n20' What a start. Lewin Marr cuts inside and scores with a low shot. 0-1.\n\n61' Level. Osei Brand heads in at the back post. 1-1.\n\n88' Late drama. Lewin Marr scores again from the spot. 2-1 Derby.",
			[]string{"Lewin Marr Derby County", "Osei Brand Stoke City", "Lewin Marr Derby County"},
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team := "?"
			if g.Team != nil {
				team = *g.Team
			}
			got = append(got, fmt.Sprintf("%s %s", g.Scorer, team))
		}
		return got
	})
}

// TestStoryWithAGoalUntold checks a story of the score that misses one goal:
// a goal's side is still read when every story with one goal more or one
// less agrees on it, and left open when they do not.
func TestStoryWithAGoalUntold(t *testing.T) {
	tests := []listCase{ // want: "scorer team", in match order
		{
			"the equaliser of an untold goal",
			"Hull City 3-2 Stoke City\n\nAlan Birt put Hull ahead on 20 minutes. Hull led again through Alan Birt on 50 minutes. Carl Moss fired in on 70 minutes to make it 2-2. Ross Tanner scored for Hull on 85 minutes.",
			[]string{"Alan Birt Hull City", "Alan Birt Hull City", "Carl Moss Stoke City", "Ross Tanner Hull City"},
		},
		{
			"stories that disagree leave it open",
			"Hull City 2-2 Stoke City\n\nAlan Birt scored for Hull on 20 minutes. Carl Moss fired in on 70 minutes.",
			[]string{"Alan Birt Hull City", "Carl Moss ?"},
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team := "?"
			if g.Team != nil {
				team = *g.Team
			}
			got = append(got, fmt.Sprintf("%s %s", g.Scorer, team))
		}
		return got
	})
}
