package extractor

import (
	"fmt"
	"strings"
	"testing"
)

// TestAgencyShapes checks shapes common in agency and broadcaster reports:
// a goal told by its club and then by the touch that scored it, scorers
// coordinated around one time phrase, goal nouns naming their scorers in a
// participle or an aside, a club's clipped name, a role set beside a name,
// and a goal in another match told in a relative clause.
func TestAgencyShapes(t *testing.T) {
	tests := []listCase{ // want: "minute scorer / club kind [chain]" per goal, in match order
		{
			"a goal told by its club, then the touch that scored it",
			"Everton 1-0 Fulham\n\nEverton broke the deadlock in the 23rd minute. Jim Carter rose highest to meet Tom Baker's corner.",
			[]string{"23 Jim Carter / Everton open_play [Tom Baker, Jim Carter]"},
		},
		{
			"the touch is no goal when it missed",
			"Everton 1-0 Fulham\n\nEverton went ahead on 23 minutes through Dan Moss. Jim Carter met Tom Baker's cross minutes later but headed wide.",
			[]string{"23 Dan Moss / Everton open_play [Dan Moss]"},
		},
		{
			"a goal told by its club, then its scorer met by a delivery",
			"Everton 1-0 Fulham\n\nEverton went ahead after 23 minutes. Tom Baker's corner was met by Jim Carter.",
			[]string{"23 Jim Carter / Everton open_play [Tom Baker, Jim Carter]"},
		},
		{
			"two scorers either side of halftime score one each",
			"Everton 2-0 Fulham\n\nJim Carter and Dan Moss scored either side of halftime.",
			[]string{"? Jim Carter / Everton open_play [Jim Carter]", "? Dan Moss / Everton open_play [Dan Moss]"},
		},
		{
			"times counted from halftime written as one word",
			"Everton 1-1 Fulham\n\nEverton's Jim Carter's overhead kick levelled the scores 10 minutes before halftime. Fulham's Dan Moss had struck 10 minutes after kickoff.",
			[]string{"10 Dan Moss / Fulham open_play [Dan Moss]", "35 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"a header whose deflection handed a side the lead",
			"Everton 0-1 Fulham\n\nEverton were caught cold at a 58th minute corner as Jim Carter's header took a wicked deflection off Dan Moss to hand the lead to Fulham. " +
				"Ed Price had an effort cleared off the line to give nothing.",
			[]string{"58 Jim Carter / Fulham open_play [Jim Carter]"},
		},
		{
			"the goals scored by players set in apposition to a role",
			"Everton 3-0 Fulham\n\nSam Hill's goal in the 66th minute sealed it for Everton, adding to the goals scored by defenders Jim Carter and Dan Moss in the first half.",
			[]string{"? Jim Carter / Everton open_play [Jim Carter]", "? Dan Moss / Everton open_play [Dan Moss]", "66 Sam Hill / Everton open_play [Sam Hill]"},
		},
		{
			"a club's clipped name and a role in apposition give a scorer's side",
			"Bristol City 3-1 Cardiff City\n\nBristol City routed Cardiff City. Only six minutes after the initial whistle, Car City's leading goalscorer, Jim Carter, scored the game's first goal. " +
				"Dan Moss, Tom Baker and Sam Hill then scored for Bristol City.",
			[]string{"6 Jim Carter / Cardiff City open_play [Jim Carter]", "? Dan Moss / Bristol City open_play [Dan Moss]",
				"? Tom Baker / Bristol City open_play [Tom Baker]", "? Sam Hill / Bristol City open_play [Sam Hill]"},
		},
		{
			"a goal told as another's appositive keeps its own time",
			"Everton 2-1 Fulham\n\nJim Carter headed in on 23 minutes. Dan Moss levelled for Fulham after 56 minutes, but Carter's second, a 78th-minute penalty, won it.",
			[]string{"23 Jim Carter / Everton open_play [Jim Carter]", "56 Dan Moss / Fulham open_play [Dan Moss]", "78 Jim Carter / Everton penalty [Jim Carter]"},
		},
		{
			"goals in another match told in a relative clause",
			"Everton 1-0 Fulham\n\nJim Carter scored on the quarter-hour mark. At the other end Dan Moss, who scored twice in Fulham's midweek victory over Chelsea, shot wide.",
			[]string{"15 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"a club that scored after a time phrase, not the scorer before it",
			"Everton 2-1 Fulham\n\nBut after Dan Moss had given Fulham the lead after the break Everton netted twice from the spot to take the points.",
			[]string{"? Dan Moss / Fulham open_play [Dan Moss]"},
		},
		{
			"a side's nickname is no person",
			"Everton 1-0 Fulham\n\nThe Spiders broke the deadlock on the half-hour. Jim Carter arrived late at the near post and flicked a header past Sam Hill.",
			[]string{"30 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"a minute clipped from the hour, and seconds after the restart",
			"Everton 2-0 Fulham\n\nJim Carter scored three minutes shy of the hour. Dan Moss struck again seconds after the restart.",
			[]string{"46 Dan Moss / Everton open_play [Dan Moss]", "57 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"a subject's pronoun after a clause with an object",
			"Everton 1-0 Fulham\n\nSix minutes in, Jim Carter upset Dan Moss when he glanced Tom Baker's free-kick past the keeper.",
			[]string{"6 Jim Carter / Everton open_play [Tom Baker, Jim Carter]"},
		},
		{
			"a shot that went in off another player for an own goal",
			"Everton 1-0 Fulham\n\nAfter 14 minutes Jim Carter crashed a shot across goal which struck Dan Moss and flew past Sam Hill for an own goal.",
			[]string{"14 Dan Moss / Everton own_goal [Dan Moss]"},
		},
		{
			"a keeper's saves seal no win",
			"Everton 1-0 Fulham\n\nJim Carter scored on 20 minutes. Sam Hill produced two late saves to seal the win.",
			[]string{"20 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"a late winner told by its club gives the winner's scorer his side",
			"Newly promoted Everton struck a dramatic late winner to stun Fulham at Goodison Park.\n\n" +
				"Jim Carter opened the scoring after eight minutes. Dan Moss levelled for Fulham on 54 minutes. With a minute left, Ed Price headed home the winner.",
			[]string{"8 Jim Carter / Everton open_play [Jim Carter]", "54 Dan Moss / Fulham open_play [Dan Moss]", "89 Ed Price / Everton open_play [Ed Price]"},
		},
		{
			"a side that opened, retook the lead and tied it on a player's goal",
			"Everton 2-2 Fulham\n\nFulham opened in the thirty-first minute with a Jim Carter goal. Everton tied it in the fifty-second minute on a Dan Moss goal, set up by Tom Baker. " +
				"Fulham retook the lead on an Ed Price goal in the fifty-seventh minute. Everton tied it again with a Sam Hill goal in the sixty-fifth minute, made possible by Tom Baker.",
			[]string{"31 Jim Carter / Fulham open_play [Jim Carter]", "52 Dan Moss / Everton open_play [Tom Baker, Dan Moss]",
				"57 Ed Price / Fulham open_play [Ed Price]", "65 Sam Hill / Everton open_play [Tom Baker, Sam Hill]"},
		},
		{
			"a keeper beaten by a player, or by a shot from one",
			"Everton 3-0 Fulham\n\nJim Carter jabbed home a rebound with his knee on 19 minutes. Sam Hill was beaten for a second time by Dan Moss with 22 minutes remaining. " +
				"Hill was beaten again on 78 by a shot from Tom Baker. Hill was beaten to the ball by Ed Price late on.",
			[]string{"19 Jim Carter / Everton open_play [Jim Carter]", "68 Dan Moss / Everton open_play [Dan Moss]", "78 Tom Baker / Everton open_play [Tom Baker]"},
		},
		{
			"an agency's lede, an assist from a player to score, and an own-goal written with a hyphen",
			"Cardiff City 3, Bristol City 2\n\nBRISTOL — Jim Carter scored on a penalty kick in the 61st minute and Cardiff City held off Bristol City.\n\n" +
				"Dan Moss gave Cardiff City the lead in the 16th minute, using an assist from Tom Baker to score his sixth goal of the season. " +
				"Ed Price put Bristol City ahead 2-1 with a goal in the 31st minute, two minutes after an own-goal by Cardiff defender Sam Hill on 29 minutes had knotted the score. " +
				"Cardiff City scored the equalizer five minutes into the second half when Ben Ward took a pass from Tom Baker and scored.",
			[]string{"16 Dan Moss / Cardiff City open_play [Tom Baker, Dan Moss]", "29 Sam Hill / Bristol City own_goal [Sam Hill]",
				"31 Ed Price / Bristol City open_play [Ed Price]", "50 Ben Ward / Cardiff City open_play [Tom Baker, Ben Ward]",
				"61 Jim Carter / Cardiff City penalty [Jim Carter]"},
		},
		{
			"a club named by its town, a scorer told with 'with', and a club's two short forms",
			"Ajax hammer PSV 5-0\n\nAjax started fast as Jim Carter put them 1-0 up in the 19th minute. Ten minutes later the Amsterdam team made it 2-0 with Brazilian midfielder Dan Moss. " +
				"The Eindhoven defence could not cope, and Ajax added three more through Tom Baker, Ed Price and Sam Hill.",
			[]string{"19 Jim Carter / Ajax open_play [Jim Carter]", "29 Dan Moss / Ajax open_play [Dan Moss]",
				"? Tom Baker / Ajax open_play [Tom Baker]", "? Ed Price / Ajax open_play [Ed Price]", "? Sam Hill / Ajax open_play [Sam Hill]"},
		},
		{
			"a list of goals given a side far after the list, a header at the back post, and a side's other goals in a relative clause",
			"Everton 3 Fulham 3\n\nSecond half goals from Jim Carter, Dan Moss and Tom Baker were set to give the Cottagers the glory. Baker's strike came on 87 minutes.\n\n" +
				"That was followed by Everton's Ed Price's clever header at the back post in the 95th minute to earn a draw for Everton, whose other goals came from Sam Hill and a Ben Ward penalty.",
			[]string{"? Jim Carter / Fulham open_play [Jim Carter]", "? Dan Moss / Fulham open_play [Dan Moss]",
				"87 Tom Baker / Fulham open_play [Tom Baker]", "? Sam Hill / Everton open_play [Sam Hill]",
				"? Ben Ward / Everton penalty [Ben Ward]", "90+5 Ed Price / Everton open_play [Ed Price]"},
		},
		{
			"a player rising over his marker as his club took the lead, and a time glued to its abbreviation",
			"Everton 2-0 Fulham\n\nTom Baker whipped in the ball and Jim Carter rose highest over his marker Dan Moss, and Everton finally took the lead on 18 minutes. " +
				"Everton won a corner in 64mins and Ed Price headed it in.",
			[]string{"18 Jim Carter / Everton open_play [Tom Baker, Jim Carter]", "64 Ed Price / Everton open_play [Ed Price]"},
		},
		{
			"a stated time over 'within two minutes' of a substitute coming on",
			"Everton 1-0 Fulham\n\nEverton's coach brought Jim Carter off his bench and within two minutes the Welsh striker delivered Everton their winning goal in the 66th minute.",
			[]string{"66 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"an assist received on the play, told after the goal",
			"Everton 1-0 Fulham\n\nJim Carter scored in the 67th minute. Dan Moss received an assist on the play.",
			[]string{"67 Jim Carter / Everton open_play [Dan Moss, Jim Carter]"},
		},
		{
			"a goal noun and its scorer after a dash",
			"Everton 1-1 Fulham\n\nFulham led through Dan Moss after 20 minutes. Everton showed real character and managed to get an equaliser – Jim Carter with only 15 minutes remaining.",
			[]string{"20 Dan Moss / Fulham open_play [Dan Moss]", "75 Jim Carter / Everton open_play [Jim Carter]"},
		},
		{
			"halving a club's lead off the second-half kickoff",
			"Everton 2-1 Fulham\n\nEverton led 2-0 at the break through Dan Moss and Ed Price. But almost immediately off the second-half kickoff, Jim Carter halved the Everton lead with a right-footed strike.",
			[]string{"? Dan Moss / Everton open_play [Dan Moss]", "? Ed Price / Everton open_play [Ed Price]", "46 Jim Carter / Fulham open_play [Jim Carter]"},
		},
		{
			"agency phrasings: a club named after the time, a tie broken, a goal and an assist, two scorers after 'with'",
			"Everton 4-2 Fulham\n\nEverton rallied from a goal down, with Jim Carter and Dan Moss scoring second-half goals. " +
				"Ed Price converted a penalty kick in the 23rd minute for Fulham. Tom Baker broke a 2-2 tie in the 80th minute for Everton. " +
				"Sam Hill had a goal and an assist for Fulham. Ben Ward added an insurance goal in the 88th for Everton.",
			[]string{"23 Ed Price / Fulham penalty [Ed Price]", "? Jim Carter / Everton open_play [Jim Carter]", "? Dan Moss / Everton open_play [Dan Moss]",
				"80 Tom Baker / Everton open_play [Tom Baker]", "? Sam Hill / Fulham open_play [Sam Hill]", "88 Ben Ward / Everton open_play [Ben Ward]"},
		},
		{
			"a live blog's scorelines with the scorer and a bare time in brackets",
			"Everton 2-1 Fulham\n\nGOAL! Everton 1-0 Fulham (Jim Carter, 23 mins)\n\nCarter rifles home from the edge of the box.\n\n" +
				"GOAL! Everton 1-1 Fulham (Dan Moss, 56)\n\nGOAL! Everton 2-1 Fulham (Tom Baker pen, 88)",
			[]string{"23 Jim Carter / Everton open_play [Jim Carter]", "56 Dan Moss / Fulham open_play [Dan Moss]", "88 Tom Baker / Everton penalty [Tom Baker]"},
		},
		{
			"a half-time score is no result, and a college named in full is no scorer",
			"Report\n\nKingsbridge College and Ashford College were tied 0-0 at halftime, and the game remained scoreless until the 57th minute, when Jim Carter scored for Ashford College. " +
				"Ashford College added three goals in the next 16 minutes through Dan Moss, Tom Baker and Ed Price to defeat Kingsbridge College 4-0.",
			[]string{"57 Jim Carter / Ashford College open_play [Jim Carter]", "? Dan Moss / Ashford College open_play [Dan Moss]",
				"? Tom Baker / Ashford College open_play [Tom Baker]", "? Ed Price / Ashford College open_play [Ed Price]"},
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			club := "?"
			if g.Team != nil {
				club = *g.Team
			}
			got = append(got, fmt.Sprintf("%s %s / %s %s [%s]", goalTime(g), g.Scorer, club, g.Kind, strings.Join(g.Chain, ", ")))
		}
		return got
	})
}

// TestCompetitionAfterADay checks that a day's possessive before a
// competition is no part of its name.
func TestCompetitionAfterADay(t *testing.T) {
	r, err := Extract("Everton 1-0 Fulham\n\nJim Carter scored as Everton beat Fulham 1-0 in Sunday's Premier League clash at Goodison Park.")
	if err != nil {
		t.Fatal(err)
	}
	if r.Competition == nil || *r.Competition != "Premier League" {
		t.Errorf("competition = %v, want Premier League", r.Competition)
	}
}

// TestAgencyResults checks results told the agencies' ways: a line with a
// comma between the sides, and a 1-0 told only as the match's one goal.
func TestAgencyResults(t *testing.T) {
	tests := []struct {
		name, text string
		home, away string
		hs, as     int
	}{
		{"a tie written with a comma, home from the dateline", "Bristol City 1, Cardiff City 1\n\nBRISTOL, England (AP) — Jim Carter headed in a free kick in stoppage time to earn Cardiff City a 1-1 tie.",
			"Bristol City", "Cardiff City", 1, 1},
		{"the only goal of the game as one club got the better of the other", "Report\n\nJim Carter grabbed the only goal of the game as ten-man Everton got the better of leaders Fulham at Goodison Park.",
			"Everton", "Fulham", 1, 0},
		{"a side condemned to defeat by the sole strike of a player", "Report\n\nFulham condemned Everton to defeat thanks to the sole strike of Jim Carter in the 31st minute at Craven Cottage.",
			"Fulham", "Everton", 1, 0},
		{"a capitalised host before a club is no part of its name", "Report\n\nHost Everton drew 1-1 with Fulham.",
			"Everton", "Fulham", 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, r, tt.home, tt.away, tt.hs, tt.as)
		})
	}
}

// TestClubFormsApart checks that a club the report calls by two short forms,
// neither holding the other, is named by the lexicon's full name.
func TestClubFormsApart(t *testing.T) {
	r, err := Extract("Ajax 1-3 PSV\n\nAjax took the lead before halftime after the Eindhoven defence failed to clear. Jim Carter levelled for PSV.")
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, r, "Ajax", "PSV Eindhoven", 1, 3)
}
