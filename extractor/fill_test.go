package extractor

import (
	"fmt"
	"maps"
	"sort"
	"strings"
	"testing"
)

// summary is a report as one line: "Home 2-1 Away: ..., Scorer (Club)"
// (goals in alphabetical order),
// with "?" for what the extractor left unknown.
func summary(r *Report) string {
	str := func(p *string) string {
		if p == nil {
			return "?"
		}
		return *p
	}
	num := func(p *int) string {
		if p == nil {
			return "?"
		}
		return fmt.Sprint(*p)
	}
	var goals []string
	for _, g := range r.Goals {
		goals = append(goals, g.Scorer+" ("+str(g.Team)+")")
	}
	sort.Strings(goals) // goals told without a minute have no settled order
	return fmt.Sprintf("%s %s-%s %s: %s", str(r.Home), num(r.HomeScore), num(r.AwayScore), str(r.Away), strings.Join(goals, ", "))
}

// TestResultsAndCounts checks ways reporters state a result and count a
// player's goals, and that the score then settles which club each goal
// and scorer counted for.
func TestResultsAndCounts(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{
			"a result line with half-time scores in brackets",
			"Everton (1) 2 Fulham (0) 1\n\nJim Carter scored twice for Everton before Dan Moss pulled one back for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a hyphenated result with half-time scores in brackets",
			"Everton (0) 2-1 (1) Fulham\n\nDan Moss put Fulham ahead before Jim Carter scored twice for Everton.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a labelled scorers line with names only, home and away split by a semicolon",
			"Everton 2-1 Fulham\n\nA lively game at Goodison.\n\nScorers: Jim Carter, Tom Baker; Dan Moss",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a goals line with names only, each group labelled by its club in brackets",
			"Everton 2-1 Fulham\n\nA lively game at Goodison.\n\nGoals: Carter, Baker (Everton); Moss (Fulham)",
			"Everton 2-1 Fulham: Baker (Everton), Carter (Everton), Moss (Fulham)",
		},
		{
			"each club's scorers line with names only",
			"Everton 2-1 Fulham\n\nA lively game at Goodison.\n\nEverton scorers: Jim Carter, Tom Baker. Fulham scorer: Dan Moss.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a result told as finishing to a club",
			"It finished 2-1 to Fulham against Everton at Goodison Park.\n\nDan Moss scored twice for Fulham and Jim Carter replied.",
			"Everton 1-2 Fulham: Dan Moss (Fulham), Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"scorers in brackets after the result line, home and away split by a semicolon",
			"Everton 2-1 Fulham (Carter 23, Baker 45; Moss 70)\n\nJim Carter and Tom Baker scored before the break and Dan Moss replied late on.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"scorers in brackets after each club's goals",
			"Everton 2 (Carter 23, Baker 45 pen) Fulham 1 (Moss 70)\n\nA lively game on Merseyside.",
			"Everton 2-1 Fulham: Baker (Everton), Carter (Everton), Moss (Fulham)",
		},
		{
			"a scorers line with each club in brackets after its scorers",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker scored for the hosts and Dan Moss replied.\n\nGoals: Carter 23, Baker 45 (Everton); Moss 70 (Fulham)",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a side told coming back from two goals down",
			"Everton came back from two goals down to beat Fulham 3-2 on Saturday.\n\nDan Moss struck first. Ed Price added another soon after. " +
				"Jim Carter pulled one back, Tom Baker levelled and Sam Hill won it late on.",
			"Everton 3-2 Fulham: Dan Moss (Fulham), Ed Price (Fulham), Jim Carter (Everton), Sam Hill (Everton), Tom Baker (Everton)",
		},
		{
			"a side told overturning a deficit",
			"Everton overturned a 2-0 deficit to beat Fulham 3-2 on Saturday.\n\nDan Moss struck first. Ed Price added another soon after. " +
				"Jim Carter pulled one back, Tom Baker levelled and Sam Hill won it late on.",
			"Everton 3-2 Fulham: Dan Moss (Fulham), Ed Price (Fulham), Jim Carter (Everton), Sam Hill (Everton), Tom Baker (Everton)",
		},
		{
			"a side told throwing away a lead",
			"Fulham threw away a two-goal lead as Everton won 3-2 at Craven Cottage.\n\nDan Moss struck first. Ed Price added another soon after. " +
				"Jim Carter pulled one back, Tom Baker levelled and Sam Hill won it late on.",
			"Fulham 2-3 Everton: Dan Moss (Fulham), Ed Price (Fulham), Jim Carter (Everton), Sam Hill (Everton), Tom Baker (Everton)",
		},
		{
			"prevailed over a side",
			"Everton prevailed 2-1 over Fulham on Saturday.\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"toppled a side",
			"Everton toppled Fulham 2-1 on Saturday.\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"got past a side",
			"Everton got past Fulham 2-1 on Saturday.\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a fixture line with vs.",
			"Everton vs. Fulham 2-1\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a goal line with the scorer's club in brackets",
			"Everton 1-0 Fulham\n\nGoal: Jim Carter (Everton) 23'",
			"Everton 1-0 Fulham: Jim Carter (Everton)",
		},
		{
			"a goalscorers line",
			"Everton 2-1 Fulham\n\nGoalscorers: Carter 23, Baker 45; Moss 70",
			"Everton 2-1 Fulham: Baker (Everton), Carter (Everton), Moss (Fulham)",
		},
		{
			"a goals line with each scorer's club in brackets, no semicolons",
			"Everton 2-1 Fulham\n\nJim Carter, Tom Baker and Dan Moss all played.\n\nGoals: Carter 23', Baker 45' (Everton), Moss 70' (Fulham)",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"goals listed by the running score",
			"Everton 2-1 Fulham\n\nJim Carter, Tom Baker and Dan Moss all played.\n\n1-0 Carter (23), 2-0 Baker (45), 2-1 Moss (70)",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a side put ahead in a clause after another goal",
			"Everton 1-1 Fulham\n\nDan Moss levelled on the hour after Jim Carter had put Everton ahead in the 23rd minute.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"parity restored is a leveller",
			"Everton 1-1 Fulham\n\nJim Carter fired Everton ahead after ten minutes. Dan Moss restored parity just before the break.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"a fixture line of clubs no list knows",
			"Kingsbridge v Ashford Rovers 2-1\n\nJim Carter scored twice for Kingsbridge before Dan Moss replied.",
			"Kingsbridge 2-1 Ashford Rovers: Dan Moss (Ashford Rovers), Jim Carter (Kingsbridge), Jim Carter (Kingsbridge)",
		},
		{
			"a fixture written as one hyphenated word",
			"Everton-Fulham 2-1\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"clubs no list knows, told by the words that only clubs' names hold",
			"Atletico Norte 2-1 Real Vega\n\nAtletico Norte beat Real Vega at the Estadio Central. Jim Carter scored twice for Atletico Norte before Dan Moss replied.",
			"Atletico Norte 2-1 Real Vega: Dan Moss (Real Vega), Jim Carter (Atletico Norte), Jim Carter (Atletico Norte)",
		},
		{
			"a result line that goes on to a headline, one club no list knows",
			"Ashford Rovers 1 Kingsbridge 3 – player ratings and talking points\n\nJim Carter scored twice for Kingsbridge and Tom Baker added a third. Dan Moss replied for Ashford Rovers.",
			"Ashford Rovers 1-3 Kingsbridge: Dan Moss (Ashford Rovers), Jim Carter (Kingsbridge), Jim Carter (Kingsbridge), Tom Baker (Kingsbridge)",
		},
		{
			"a match said to have ended with its score",
			"The meeting between Everton and Fulham ended 2-1.\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a fixture line with a dash",
			"Everton – Fulham 2-1\n\nJim Carter scored twice for Everton before Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"eased past a side",
			"Everton eased past ten-man Fulham 4-1 on Saturday.\n\nJim Carter scored a hat-trick for Everton and Tom Baker added the fourth.",
			"Everton 4-1 Fulham: Jim Carter (Everton), Jim Carter (Everton), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"to thrash a side",
			"Everton set out to thrash Fulham 2-0 at Goodison Park and did just that.\n\nJim Carter scored both goals.",
			"Everton 2-0 Fulham: Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"saw off a side",
			"Everton saw off Fulham 2-1 at Goodison Park on Saturday.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a win at home to a side",
			"Everton secured a 2-1 victory at home to Fulham.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a defeat at home to a side",
			"Fulham slumped to a 2-1 defeat at home to Everton.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Fulham 1-2 Everton: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a score with a colon",
			"Everton 2:1 Fulham\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a score with a spaced dash",
			"Everton 2 - 1 Fulham\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a time is no score",
			"Everton v Fulham\n\nKick-off was at 7:45 and Jim Carter scored for Everton.",
			"? ?-? ?: Jim Carter (Everton)",
		},
		{
			"a wire dateline names a city, not a club",
			"LIVERPOOL, England (AP) — Everton beat Fulham 2-1 on Saturday.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"won at home against a side",
			"Everton won 2-1 at home against Fulham.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"tied with a side",
			"Everton tied 1-1 with Fulham on Saturday.\n\nJim Carter scored for Everton and Dan Moss replied for Fulham.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"a fixture then its score",
			"Everton vs Fulham 2-1: Carter at the double\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"thrashed by a side",
			"Fulham were thrashed 2-1 by Everton at Goodison Park.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"won the game",
			"Everton won the game 2-1 against Fulham.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"clubs no list knows, in a result sentence",
			"Kingsbridge beat Ashford 2-1 on Saturday.\n\nJim Carter scored twice for Kingsbridge and Dan Moss replied for Ashford.",
			"Kingsbridge 2-1 Ashford: Dan Moss (Ashford), Jim Carter (Kingsbridge), Jim Carter (Kingsbridge)",
		},
		{
			"clubs no list knows, in a result line with goals after each",
			"Real Kingsbridge 2 Atletico Ashford 1\n\nJim Carter scored twice for the hosts and Dan Moss replied for the visitors.",
			"Real Kingsbridge 2-1 Atletico Ashford: Dan Moss (Atletico Ashford), Jim Carter (Real Kingsbridge), Jim Carter (Real Kingsbridge)",
		},
		{
			"clubs no list knows, one coming from behind",
			"Kingsbridge United came from behind to beat Ashford Athletic 2-1.\n\nDan Moss gave Ashford the lead but Jim Carter scored twice.",
			"Kingsbridge United 2-1 Ashford Athletic: Dan Moss (Ashford Athletic), Jim Carter (Kingsbridge United), Jim Carter (Kingsbridge United)",
		},
		{
			"a result line with scorers after the clubs is no line of clubs alone",
			"Carter at the double\nEverton 2 Carter 19, Baker 80 Fulham 1 Moss 11\n\nJim Carter and Tom Baker scored for Everton; Dan Moss scored for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a live blog's goal lines",
			"Everton v Fulham\n\n23' GOAL! Everton 1-0 Fulham (Jim Carter)\n\n70' GOAL! Everton 1-1 Fulham (Dan Moss)\n\nFull-time: Everton 1-1 Fulham.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"a live blog's cry of GOAL and then who",
			"Everton v Fulham\n\n23 min: GOAL! Jim Carter fires Everton ahead.\n\n56 min: GOAL! Carter again.\n\n70 min: GOAL! Dan Moss pulls one back for Fulham.\n\nFull-time: Everton 2-1 Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a player named after a time stamp without the cry is no goal",
			"Everton v Fulham\n\n23 min: GOAL! Jim Carter fires Everton ahead.\n\n56 min: Carter again, but his shot is saved.\n\nFull-time: Everton 1-0 Fulham.",
			"Everton 1-0 Fulham: Jim Carter (Everton)",
		},
		{
			"ran out winners",
			"Everton ran out 2-1 winners over Fulham.\n\nA double from Jim Carter did it. Dan Moss replied for Fulham in the 60th minute.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a double from a player fills the score",
			"Everton 2-1 Fulham\n\nEverton beat Fulham 2-1 at Goodison Park on Saturday.\n\nEverton were in charge at the break thanks to a double from Jim Carter.\n\nFulham replied through Dan Moss in the 60th minute.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"two goals and an assist from a player",
			"Everton 2-1 Fulham\n\nDan Moss gave Fulham the lead.\n\nEverton prevailed thanks to two goals and an assist from Jim Carter.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"two players swapped braces",
			"Everton 3-2 Fulham\n\nEverton striker Jim Carter and Fulham forward Dan Moss swapped braces, and Tom Baker won it late on for Everton.",
			"Everton 3-2 Fulham: Dan Moss (Fulham), Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"struck again",
			"Everton 2-1 Fulham\n\nJim Carter opened the scoring for Everton and, after Fulham's Dan Moss had equalised, Carter struck again late on.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a one-word club of the score line is a club in the story",
			"Rovers 1-2 United\n\nUnited went ahead in the 10th minute when Tom Baker teed up Jim Carter to beat Sam Hill.\n\n" +
				"Rovers equalised through Dan Moss after the break, but Carter added a second late on.",
			"Rovers 1-2 United: Dan Moss (Rovers), Jim Carter (United), Jim Carter (United)",
		},
		{
			"goals in an adjunct of the club's result",
			"Everton 3-1 Fulham\n\nEverton won again thanks to goals from Jim Carter, Tom Baker and Sam Hill.\n\n" +
				"Dan Moss netted in between.",
			"Everton 3-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Sam Hill (Everton), Tom Baker (Everton)",
		},
		{
			"took the lead when a player scored",
			"At Goodison Park, Fulham took the lead in the 10th minute when Tom Baker teed up Jim Carter to fire home.",
			"? ?-? ?: Jim Carter (Fulham)",
		},
		{
			"fell behind to goals from two players",
			"Everton v Fulham\n\nEverton trailed at half-time after falling behind to goals from Jim Carter and Sam Hill.",
			"? ?-? ?: Jim Carter (Fulham), Sam Hill (Fulham)",
		},
		{
			"their equaliser from a player",
			"Everton v Fulham\n\nEverton improved after the interval and got their equaliser from Jim Carter.",
			"? ?-? ?: Jim Carter (Everton)",
		},
		{
			"fought back as a player scored",
			"Everton v Fulham\n\nThe Toffees hit back as Jim Carter converted a penalty in the 76th minute.",
			"? ?-? ?: Jim Carter (Everton)",
		},
		{
			"a club's opener set up for a player",
			"Everton 1-1 Fulham\n\nDan Moss scored for Fulham in the 5th minute.\n\nJim Carter headed in Everton's opener from a Tom Baker corner in the 14th minute.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"their equaliser after a conjunction and a fronted possessive",
			"Everton v Fulham\n\nDespite their slow start, Everton improved and got their equaliser from Jim Carter.",
			"? ?-? ?: Jim Carter (Everton)",
		},
		{
			"each side's goal through a player, the second after 'but'",
			"Everton v Fulham\n\nEverton went ahead through Jim Carter, but the Cottagers hit back through Dan Moss.",
			"? ?-? ?: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"scored against a side",
			"Everton v Fulham\n\nJim Carter scored against Fulham after ten minutes, and Dan Moss scored against Everton after the break.",
			"? ?-? ?: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"a player's goal before another replied",
			"Everton 1-1 Fulham\n\nJim Carter, the Everton captain, headed in before Dan Moss, Fulham's top scorer, replied.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"the visitors' and the hosts' players",
			"Everton 1-1 Fulham\n\nThe visitors' Dan Moss scored in the 20th minute. The hosts' captain Jim Carter headed in on the hour.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"a player struck, at the end of the sentence",
			"Everton v Fulham\n\nIn the 20th minute the Fulham forward Dan Moss struck.",
			"? ?-? ?: Dan Moss (Fulham)",
		},
		{
			"the home side ahead through a player",
			"Everton 1-1 Fulham\n\nThe home side went ahead through Jim Carter. Fulham's Dan Moss levelled after the break.",
			"Everton 1-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton)",
		},
		{
			"an own goal that put a side behind counted for the other",
			"Everton 1-0 Fulham\n\nA Jim Carter own goal in the 18th minute put Fulham behind.",
			"Everton 1-0 Fulham: Jim Carter (Everton)",
		},
		{
			"an own goal that put a side in a hole counted for the other",
			"Everton 1-0 Fulham\n\nAn own goal by Jim Carter put Fulham in an early hole.",
			"Everton 1-0 Fulham: Jim Carter (Everton)",
		},
		{
			"two subjects with club and role words before each swapped braces",
			"Everton 3-2 Fulham\n\nFulham winger Dan Moss and Everton's defender Jim Carter swapped braces before Tom Baker won it late on.",
			"Everton 3-2 Fulham: Dan Moss (Fulham), Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a ground whose name has a small word in it gives home and away",
			"Jim Carter's late header at the Stadium of Light handed Sunderland a derby win over Newcastle.",
			"Sunderland 1-0 Newcastle: Jim Carter (Sunderland)",
		},
		{
			"a side beaten at another's ground",
			"Fulham were beaten 2-1 at Everton on Saturday.\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a result line in capitals names the clubs as they are written elsewhere",
			"EVERTON 2 FULHAM 1\n\nJim Carter scored twice for Everton and Dan Moss replied for Fulham.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Jim Carter (Everton)",
		},
		{
			"a scorers list with no clubs, the home side's first and the away side's after a semicolon",
			"Everton 2-1 Fulham\n\nA fine game at Goodison Park.\n\nGoals: Carter 23, Moss 45+1 (pen); Hill 70",
			"Everton 2-1 Fulham: Carter (Everton), Hill (Fulham), Moss (Everton)",
		},
		{
			"a scorers list whose sides are split by a slash",
			"Everton 2-1 Fulham\n\nA fine game at Goodison Park.\n\nScorers: Carter (23), Moss (45) / Hill (70)",
			"Everton 2-1 Fulham: Carter (Everton), Hill (Fulham), Moss (Everton)",
		},
		{
			"a scorers list with the running score",
			"Everton 2-1 Fulham\n\nA fine game at Goodison Park.\n\nGoals: 1-0 Carter (23), 1-1 Hill (50), 2-1 Moss (88)",
			"Everton 2-1 Fulham: Carter (Everton), Hill (Fulham), Moss (Everton)",
		},
		{
			"clubs no list knows, told drawing with each other",
			"Ravens Rock drew 1-1 with Eastfield Rovers.\n\nJim Carter scored for Ravens Rock before Dan Moss equalised for Eastfield Rovers.",
			"Ravens Rock 1-1 Eastfield Rovers: Dan Moss (Eastfield Rovers), Jim Carter (Ravens Rock)",
		},
		{
			"clubs no list knows, joined by 'and' before the draw",
			"Ravens Rock and Eastfield Rovers drew 1-1 on Saturday.\n\nJim Carter scored for Ravens Rock before Dan Moss equalised for Eastfield Rovers.",
			"Ravens Rock 1-1 Eastfield Rovers: Dan Moss (Eastfield Rovers), Jim Carter (Ravens Rock)",
		},
		{
			"one word of a club's name in a result is that club",
			"Ravens Rock 1-1 Eastfield Rovers\n\nRovers and Ravens Rock drew 1-1 at Kestrel Park. Jim Carter scored for Ravens Rock before Dan Moss equalised for Eastfield Rovers.",
			"Ravens Rock 1-1 Eastfield Rovers: Dan Moss (Eastfield Rovers), Jim Carter (Ravens Rock)",
		},
		{
			"a pair of goals, two goals from a player, either side of half-time, one in each half",
			"Everton 8-0 Fulham\n\nJim Carter bagged a pair of goals. Two goals from Dan Moss followed. Tom Baker scored either side of half-time, and Sam Reed scored one in each half.",
			"Everton 8-0 Fulham: Dan Moss (Everton), Dan Moss (Everton), Jim Carter (Everton), Jim Carter (Everton), Sam Reed (Everton), Sam Reed (Everton), Tom Baker (Everton), Tom Baker (Everton)",
		},
		{
			"hit a double, twin strikes, a player's two goals, the first two goals",
			"Everton 8-0 Fulham\n\nJim Carter hit a double. Twin strikes from Dan Moss followed. Tom Baker's two goals came late, and Sam Reed scored the first two goals.",
			"Everton 8-0 Fulham: Dan Moss (Everton), Dan Moss (Everton), Jim Carter (Everton), Jim Carter (Everton), Sam Reed (Everton), Sam Reed (Everton), Tom Baker (Everton), Tom Baker (Everton)",
		},
		{
			"a club's two-goal salvo counts no goal for the player told after it",
			"Everton 2-1 Fulham\n\nJim Carter and Tom Baker scored early in the second half for Everton. Dan Moss replied for Fulham six minutes after Everton's two-goal salvo.",
			"Everton 2-1 Fulham: Dan Moss (Fulham), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a count after a verb of scoring is its distant subject's",
			"Everton 3-0 Fulham\n\nJim Carter inspired Everton to a 3-0 win over Fulham. Carter was superb as Everton took control, setting up the opener for Tom Baker before netting twice himself.",
			"Everton 3-0 Fulham: Jim Carter (Everton), Jim Carter (Everton), Tom Baker (Everton)",
		},
		{
			"a hat-trick denied leaves two goals",
			"Everton v Fulham\n\nJim Carter scored twice for Everton. Sam Hill tipped a late effort over to deny Carter a hat-trick.",
			"? ?-? ?: Jim Carter (Everton), Jim Carter (Everton)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := summary(r); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// TestScorerJoinsTheirGoalsClub checks that a scorer whose club the text
// does not state plays for the club their goals counted for.
func TestScorerJoinsTheirGoalsClub(t *testing.T) {
	r, err := Extract("Rovers 1-2 United\n\nUnited went ahead in the 10th minute when Tom Baker teed up Jim Carter to beat Sam Hill.\n\n" +
		"Rovers equalised through Dan Moss after the break, but Carter added a second late on.")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Players {
		if p.Name == "Jim Carter" {
			if p.Team == nil || *p.Team != "United" {
				t.Errorf("Jim Carter plays for %v; want United, the club both his goals counted for", p.Team)
			}
			return
		}
	}
	t.Error("Jim Carter is not among the players")
}

// TestSidesByScore checks how the final score settles the clubs of goals
// whose scorers' sides are only likely: with one goal open to each side,
// the scorer likelier at home takes the home side when the split is sure
// enough, and nothing is given when it is not.
func TestSidesByScore(t *testing.T) {
	home, away := &clubEnt{name: "Everton"}, &clubEnt{name: "Fulham"}
	setup := func(zA, zB float64) (*doc, []*goalEv) {
		d := &doc{matchLayer: matchLayer{home: home, away: away}}
		d.decision = &decisionLayer{goalZ: map[*entity]float64{}, side: map[*entity]float64{}, teamWhy: map[*goalEv]string{}}
		a, b := &entity{id: 1, name: "A"}, &entity{id: 2, name: "B"}
		d.decision.goalZ[a], d.decision.goalZ[b] = zA, zB
		return d, []*goalEv{{scorer: a}, {scorer: b}}
	}
	need := map[*clubEnt]int{home: 1, away: 1}

	d, goals := setup(2, -2) // each 88% likely on their side: the split is 98% sure
	d.sidesByScore(goals, need, 0.95)
	if goals[0].team != home || goals[1].team != away {
		t.Errorf("sure split: A %v, B %v; want A at home, B away", goals[0].team, goals[1].team)
	}

	d, goals = setup(1, 0) // A 73% at home, B even: the split is 73% sure
	d.sidesByScore(goals, need, 0.95)
	if goals[0].team != nil || goals[1].team != nil {
		t.Errorf("unsure split: A %v, B %v; want no club given", goals[0].team, goals[1].team)
	}

	// the score leaves three goals for two open ones (one was not read):
	// every split that gives no side more than the score leaves it counts.
	// A is at home in 98% of their weight; B away in only 87%
	d, goals = setup(2, -2)
	d.sidesByScore(goals, map[*clubEnt]int{home: 2, away: 1}, 0.95)
	if goals[0].team != home || goals[1].team != nil {
		t.Errorf("a goal not read: A %v, B %v; want A at home, B open", goals[0].team, goals[1].team)
	}

	d, goals = setup(2, -2)
	d.sidesByScore(goals, map[*clubEnt]int{home: 1, away: 0}, 0.95)
	if goals[0].team != nil || goals[1].team != nil {
		t.Error("the score leaves one goal for two open ones: no club may be given")
	}

	d, goals = setup(2, 2) // two home scorers, but one goal is an own goal: it counts for the away side
	goals[1].kind = "own_goal"
	d.sidesByScore(goals, need, 0.95)
	if goals[0].team != home || goals[1].team != away {
		t.Errorf("own goal: A %v, B's own goal %v; want Everton, Fulham", goals[0].team, goals[1].team)
	}
}

// TestDemonymBeforeName checks that a nationality noun in front of a
// surname ("Dutchman Carter") is no part of the name, while a nationality
// adjective that is also a first name ("German Pezzella") is kept.
func TestDemonymBeforeName(t *testing.T) {
	r, err := Extract("Everton 1-0 Fulham\n\nAfter a neat backheel, Dutchman Carter scored the winner for Everton in the 20th minute. German Pezzella was booked for Fulham.")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Goals) != 1 || r.Goals[0].Scorer != "Carter" {
		t.Errorf("goals %+v; want one by Carter", r.Goals)
	}
	found := false
	for _, p := range r.Players {
		found = found || p.Name == "German Pezzella"
	}
	if !found {
		t.Errorf("players %+v; want German Pezzella by his full name", r.Players)
	}
}

// TestMinutePhrasings checks times reporters give a goal without the word
// "minute", and that ordinals that count something else give none.
func TestMinutePhrasings(t *testing.T) {
	tests := []struct {
		text   string
		minute int // 0: none
	}{
		{"Jim Carter's volley in the 88th made for a nervy finish.", 88},
		{"With 50 minutes gone, Jim Carter fired home.", 50},
		{"Only 14 minutes into his debut, Jim Carter opened the scoring.", 14},
		{"Tom Baker struck the post on 76 minutes, and ten minutes later Jim Carter headed in from his corner.", 86},
		{"Only 14 minutes into his Premier League debut, Jim Carter opened the scoring.", 14},
		{"Jim Carter completed his brace in the third minute of first-half stoppage time.", 45},
		{"Jim Carter struck 23 minutes in.", 23},
		{"Jim Carter scored with a quarter of an hour left.", 75},
		{"Jim Carter scored with half an hour to go.", 60},
		{"Jim Carter scored his goal in the 19th century style.", 0},
		{"Fulham earned a penalty in the 38th minute after Tom Baker handled. Jim Carter converted from the spot.", 38},
		{"Jim Carter gave Fulham a deserved lead after quarter of an hour.", 15},
		{"Jim Carter scored 22 seconds into the derby.", 1},
		{"Jim Carter scored in the opening minute.", 1},
		{"Jim Carter scored in the first minute of the second half.", 46},
		{"Jim Carter scored half an hour in.", 30},
		{"Jim Carter scored a minute from time.", 89},
		{"Jim Carter scored in the final minute.", 90},
		{"23 minutes had gone when Jim Carter scored.", 23},
		{"Everton keeper Sam Hill was beaten at last with 21 minutes gone. Jim Carter reacted first to smash home from 16 yards.", 21},
		{"Sam Hill was then at fault for the goal that saw his side fall behind in the 58th minute. Jim Carter reacted first and curled the ball inside the near post.", 58},
		{"Fulham went ahead with two minutes of the first half left. Dan Moss cut the ball back for Jim Carter to score.", 43},
		{"In the 22nd minute Fulham went in front. Tom Baker gave the ball away to Dan Moss, who found Jim Carter unmarked. Carter finished calmly into the bottom corner.", 22},
		{"Jim Carter put Fulham in front. The goal came in the 31st minute.", 31},
		{"Jim Carter gave Fulham the lead. His header, on 64 minutes, was his first for the club.", 64},
		{"Jim Carter headed Fulham in front. Sam Hill saved from Tom Baker in the 70th minute.", 0},
		{"Jim Carter scored in the twenty-seventh minute.", 27},
		{"Jim Carter scored in the fourteenth minute.", 14},
		{"Jim Carter scored in the sixtieth minute.", 60},
		{"It was 0-1 after 17 minutes, Jim Carter with the goal.", 17},
		{"Tom Baker was booked on 30 minutes. Five minutes later Jim Carter scored.", 35},
		{"Jim Carter beat the keeper with a low finish (53′).", 53},
		{"Dan Moss hit the bar in the fourth minute. Only three minutes later, Moss teed Jim Carter up for the opener.", 7},
		{"23'\n\nGOAL! Jim Carter heads in at the far post.", 23},
		{"23 min\n\nJim Carter heads in at the far post.", 23},
		{"Jim Carter scored 23 mins in.", 23},
		{"It took Fulham 23 minutes to break through. Jim Carter headed in Tom Baker's cross.", 23},
		{"Fulham needed just 23 minutes to go ahead. Jim Carter headed in Tom Baker's cross.", 23},
		{"Tom Baker's 23rd-minute opener for Everton was cancelled out on the hour when Jim Carter fired home.", 60},
		{"Jim Carter scored (pen, 23).", 23},
		{"Jim Carter scored (23, pen).", 23},
		{"23' Jim Carter heads in at the far post.", 23},
		{"23 – Jim Carter heads in at the far post.", 23},
		{"Min 23: Jim Carter heads in at the far post.", 23},
		{"23: GOAL! Jim Carter heads in at the far post.", 23},
		{"Just 90 seconds in, Jim Carter fired home.", 2},
		{"Jim Carter fired home at the half-hour mark.", 30},
		{"Jim Carter fired home at the hour mark.", 60},
		{"It was 23 minutes in when Jim Carter fired home.", 23},
		{"Jim Carter headed in at 23 minutes.", 23},
		{"Jim Carter scored at minute 23.", 23},
		{"Jim Carter scored in the 23. minute.", 23},
	}
	for _, tt := range tests {
		r, err := Extract("Everton 0-1 Fulham\n\n" + tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Goals) != 1 {
			t.Errorf("%q: %d goals; want 1", tt.text, len(r.Goals))
			continue
		}
		got := 0
		if m := r.Goals[0].Minute; m != nil {
			got = *m
		}
		if got != tt.minute {
			t.Errorf("%q: minute %d; want %d", tt.text, got, tt.minute)
		}
	}
}

// TestStoppageMinutes checks minutes told in stoppage time, counted on
// from a goal in it or as the last of the minutes added.
func TestStoppageMinutes(t *testing.T) {
	tests := []struct {
		text          string
		minute, added int
	}{
		{"Just before the break Jim Carter found the net, the last of six added minutes at the end of the first half.", 45, 6},
		{"Jim Carter scored in the fourth of five added minutes.", 90, 4},
		{"Jim Carter scored in the 90+2nd minute.", 90, 2},
		{"Tom Baker scored for Fulham in the sixth minute of stoppage time. Then three minutes later, Jim Carter headed home a corner.", 90, 9},
	}
	for _, tt := range tests {
		r, err := Extract("Everton 0-2 Fulham\n\n" + tt.text)
		if err != nil {
			t.Fatal(err)
		}
		var got *Goal
		for i, g := range r.Goals {
			if g.Scorer == "Jim Carter" {
				got = &r.Goals[i]
			}
		}
		if got == nil || got.Minute == nil || got.Added == nil {
			t.Errorf("%q: no minute with added time for Jim Carter's goal: %+v", tt.text, got)
			continue
		}
		if *got.Minute != tt.minute || *got.Added != tt.added {
			t.Errorf("%q: %d+%d; want %d+%d", tt.text, *got.Minute, *got.Added, tt.minute, tt.added)
		}
	}
}

// TestPassersJoinTheirGoalsClub checks that the players of a goal's
// build-up whose club the text does not state take the club the goal
// counted for, unless their goals disagree or it was an own goal.
func TestPassersJoinTheirGoalsClub(t *testing.T) {
	home, away := &clubEnt{name: "Everton"}, &clubEnt{name: "Fulham"}
	scorer, passer, both, stated := &entity{id: 1}, &entity{id: 2}, &entity{id: 3}, &entity{id: 4, team: away, teamWhy: 3}
	guessed := &entity{id: 5, team: away, teamInferred: true}
	d := &doc{matchLayer: matchLayer{home: home, away: away}}
	d.decision = &decisionLayer{told: map[*goalEv]bool{}}
	d.goals = []*goalEv{
		{scorer: scorer, team: home, chain: []*entity{passer, both, stated, guessed, scorer}},
		{scorer: scorer, team: away, kind: "own_goal", chain: []*entity{both, scorer}},
		{scorer: scorer, team: away, chain: []*entity{both, scorer}},
	}
	d.passersJoinTheirGoals()
	if passer.team != home || !passer.teamInferred {
		t.Errorf("passer: %v (inferred %v); want Everton, inferred", passer.team, passer.teamInferred)
	}
	if guessed.team != home {
		t.Errorf("a passer the side weights guessed away: %v; want Everton, the goal's club", guessed.team)
	}
	if both.team != nil {
		t.Errorf("a passer towards goals of both clubs: %v; want none", both.team)
	}
	if stated.team != away {
		t.Errorf("a passer whose club the text states: %v; want Fulham kept", stated.team)
	}
}

// TestCardHolderPhrasings checks who is shown a card in more ways
// reporters tell it.
func TestCardHolderPhrasings(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Worse followed for Everton when their captain Jim Carter was sent off in the 65th minute.", "Jim Carter red 65"},
		{"Everton had Jim Carter sent off in the 65th minute.", "Jim Carter red 65"},
		{"Jim Carter was red carded in the 65th minute.", "Jim Carter red 65"},
		{"Everton saw Jim Carter booked in the 65th minute.", "Jim Carter yellow 65"},
		{"Jim Carter was booked for dissent in the 65th minute and Tom Baker for a foul.", "Jim Carter yellow 65; Tom Baker yellow 65"},
		{"Jim Carter was booked for a foul on Tom Baker in the 65th minute.", "Jim Carter yellow 65"},
	}
	for _, tt := range tests {
		r, err := Extract("Everton 0-1 Fulham\n\n" + tt.text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range r.Cards {
			m := "?"
			if c.Minute != nil {
				m = fmt.Sprint(*c.Minute)
			}
			got = append(got, c.Player+" "+c.Color+" "+m)
		}
		if strings.Join(got, "; ") != tt.want {
			t.Errorf("%q: cards %q; want %q", tt.text, got, tt.want)
		}
	}
}

// TestNotNames checks capitalised words that name no player: a wire
// dateline, a heading in capitals, a ground whose name runs over "of", a
// crowd, "and Co".
func TestNotNames(t *testing.T) {
	r, err := Extract("LISBON - Everton beat Fulham 2-0 on Sunday.\n\nKEY MOMENT - EVERTON IN CONTROL\n\n" +
		"Jim Carter scored twice at the Stadium of Light while the visiting Toffee Army sang, and Carter and Co were never troubled.")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range r.Players {
		names = append(names, p.Name)
	}
	if strings.Join(names, ", ") != "Jim Carter" {
		t.Errorf("players %q; want only Jim Carter", names)
	}
}

// TestKeeperBeatenIsNoAlias checks that the keeper a scorer beat or rounded
// is not taken for the scorer: "the keeper" names no alias of his.
func TestKeeperBeatenIsNoAlias(t *testing.T) {
	for _, text := range []string{
		"Jim Carter beat the keeper from 20 yards.",
		"Jim Carter rounded the goalkeeper and scored.",
		"Jim Carter lobbed the keeper from distance.",
	} {
		r, err := Extract("Everton 1-0 Fulham\n\n" + text)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range r.Players {
			if len(p.Aliases) > 0 {
				t.Errorf("%q: %s has aliases %q; want none", text, p.Name, p.Aliases)
			}
		}
	}
}

// TestHostsToldWithAClub checks that a club and "the hosts" told as one
// ("Fulham were strong early and the home side went ahead", "Fulham, the
// visitors, ...") say who was at home, and the score follows.
func TestHostsToldWithAClub(t *testing.T) {
	tests := []struct{ text, home string }{
		{"Everton and Fulham met on Saturday. Fulham were strong early and the home side took the lead when Jim Carter scored on 21 minutes. Dan Moss levelled for Everton before the break. Carter won it late for Fulham.", "Fulham"},
		{"Everton and Fulham met on Saturday. Fulham, the visitors, were strong early and Jim Carter scored for them on 21 minutes. Dan Moss levelled for Everton before the break. Carter won it late for Fulham.", "Everton"},
	}
	for _, tt := range tests {
		r, err := Extract(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		home := ""
		if r.Home != nil {
			home = *r.Home
		}
		if home != tt.home {
			t.Errorf("%q: home %q; want %q", tt.text[:60], home, tt.home)
		}
	}
}

// TestSideFromTeamReference checks that "for the visitors" or "against the
// hosts" places a player as "for Fulham" does.
func TestSideFromTeamReference(t *testing.T) {
	r, err := Extract("Everton 1-0 Fulham\n\nJim Carter scored the only goal. Dan Moss went close for the visitors, and Sam Hill shot wide against the hosts.")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Jim Carter": "Everton", "Dan Moss": "Fulham", "Sam Hill": "Fulham"}
	for _, p := range r.Players {
		if w, ok := want[p.Name]; ok {
			if p.Team == nil || *p.Team != w {
				t.Errorf("%s plays for %v; want %s", p.Name, p.Team, w)
			}
			delete(want, p.Name)
		}
	}
	if len(want) > 0 {
		t.Errorf("players missing: %v", want)
	}
}

// TestLineupForms checks the ways a team sheet is written: a formation in
// brackets after the club, a dash for the colon, or the club on a line of
// its own above the names. Every name on it plays for that club.
func TestLineupForms(t *testing.T) {
	const head = "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton in the 20th minute.\n\n"
	tests := []struct{ name, sheet string }{
		{"formation in brackets", "Everton (4-2-3-1): Abel Ward; Bo Finch, Cal Ridge (Dex Lowe 80), Eli Stone, Fin Marsh; Gus Hale.\nFulham (4-4-2): Hal Brook; Ike Dale, Jon Reeve, Kit Moor, Lou Price."},
		{"a dash for the colon", "Everton - Abel Ward, Bo Finch, Cal Ridge, Dex Lowe, Eli Stone, Fin Marsh, Gus Hale. Fulham – Hal Brook, Ike Dale, Jon Reeve, Kit Moor, Lou Price."},
		{"the club on a line of its own", "Teams\nEverton\nAbel Ward, Bo Finch, Cal Ridge, Dex Lowe, Eli Stone, Fin Marsh, Gus Hale\nFulham\nHal Brook, Ike Dale, Jon Reeve, Kit Moor, Lou Price"},
	}
	want := map[string]string{"Abel Ward": "Everton", "Bo Finch": "Everton", "Eli Stone": "Everton", "Gus Hale": "Everton",
		"Hal Brook": "Fulham", "Ike Dale": "Fulham", "Lou Price": "Fulham"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkPlayerClubs(t, head+tt.sheet, maps.Clone(want))
		})
	}
}

// TestSideFromTies checks that a player with no cue of their own takes a
// side from the players the text ties them to: a substitute the side of the
// player replaced, a keeper the side against the shooter he denied.
func TestSideFromTies(t *testing.T) {
	checkPlayerClubs(t, "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton in the 20th minute. "+
		"Fulham's Tom Baker went close.\n\nDan Moss replaced Jim Carter in the 80th minute. Sam Hill saved well from Tom Baker late on.",
		map[string]string{"Dan Moss": "Everton", "Sam Hill": "Everton", "Tom Baker": "Fulham"})
}

// TestSideFromJoining checks players told as belonging to a club of the
// match by joining it, coming off its bench or making a debut for it.
func TestSideFromJoining(t *testing.T) {
	checkPlayerClubs(t, "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton in the 20th minute.\n\n"+
		"Dan Moss, who joined Fulham from Everton in the summer, went close. Tom Baker came off the Fulham bench. Sam Hill made his Everton debut.",
		map[string]string{"Dan Moss": "Fulham", "Tom Baker": "Fulham", "Sam Hill": "Everton"})
}

// TestSideAgainstAKeeper checks that a player told testing a club's keeper
// plays for the other side, and is not that keeper.
func TestSideAgainstAKeeper(t *testing.T) {
	checkPlayerClubs(t, "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton in the 20th minute.\n\n"+
		"Dan Moss tested the Everton keeper. Tom Baker rounded the Fulham goalkeeper but shot wide.",
		map[string]string{"Dan Moss": "Fulham", "Tom Baker": "Everton"})
}

// TestSideFromBracketedClub reads "Name (Club)" as the player's club, not
// as the subject of what follows.
func TestSideFromBracketedClub(t *testing.T) {
	text := "Fulham 1-1 Everton\n\nJim Carter (Everton) scored in the 23rd minute. Dan Moss (Fulham) was booked before " +
		"Tom Baker (Fulham) levelled on the hour."
	checkPlayerClubs(t, text, map[string]string{"Jim Carter": "Everton", "Dan Moss": "Fulham", "Tom Baker": "Fulham"})
	r, err := Extract(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(r); got != "Fulham 1-1 Everton: Jim Carter (Everton), Tom Baker (Fulham)" {
		t.Errorf("got %s", got)
	}
	if len(r.Cards) != 1 || r.Cards[0].Player != "Dan Moss" {
		t.Errorf("cards %+v; want Dan Moss's", r.Cards)
	}
}

// TestNationalityBeforeRole reads a nationality told before a role noun as
// the player's, so that the bare nationality later names him.
func TestNationalityBeforeRole(t *testing.T) {
	r, err := Extract("Everton 1-0 Fulham\n\nEverton struggled until their Czech captain Tom Baker took charge. " +
		"Jim Carter brought down Dan Moss in the box and the Czech smashed the penalty into the roof of the net.")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Goals) != 1 || r.Goals[0].Scorer != "Tom Baker" {
		t.Errorf("goals %+v; want Tom Baker's penalty", r.Goals)
	}
}

// TestSideFromSubstitution gives the players a manager brings on or takes
// off the manager's club.
func TestSideFromSubstitution(t *testing.T) {
	checkPlayerClubs(t, "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton in the 20th minute. Fulham manager Sam Hill was unhappy.\n\n"+
		"Everton sat deep after the break. Hill made a bold change, bringing Dan Moss and Ed Price on for Tom Baker and Ray Dunn.",
		map[string]string{"Dan Moss": "Fulham", "Ed Price": "Fulham", "Tom Baker": "Fulham", "Ray Dunn": "Fulham"})
}

// TestSideFromAppositionAndPairs reads "X, Fulham's captain," as X's club
// and "A partnered B" as team-mates.
func TestSideFromAppositionAndPairs(t *testing.T) {
	checkPlayerClubs(t, "Everton 1-0 Fulham\n\nJim Carter scored the winner for Everton.\n\n"+
		"Dan Moss, Fulham's captain, cleared. Ed Price partnered Moss at the back.",
		map[string]string{"Dan Moss": "Fulham", "Ed Price": "Fulham"})
}

// TestSidesInThePresentTense reads a live blog's present tense: "rounds
// Hill", "trips Baker" set two players against each other.
func TestSidesInThePresentTense(t *testing.T) {
	checkPlayerClubs(t, "Everton v Fulham: live\n\n58 min: GOAL! Everton 0-1 Fulham. Lee Fox rounds Sam Hill and scores.\n\n"+
		"70 min: Ray Dunn trips Tom Baker. Everton want a penalty.\n\n90 min: Full-time. Everton 0-1 Fulham.",
		map[string]string{"Lee Fox": "Fulham", "Sam Hill": "Everton"})
}

// checkPlayerClubs extracts text and checks that each named player is among
// the players with the club given.
func checkPlayerClubs(t *testing.T, text string, want map[string]string) {
	t.Helper()
	r, err := Extract(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Players {
		w, ok := want[p.Name]
		if !ok {
			continue
		}
		if p.Team == nil || *p.Team != w {
			t.Errorf("%s: club %v; want %s", p.Name, p.Team, w)
		}
		delete(want, p.Name)
	}
	for name := range want {
		t.Errorf("%s: not among the players", name)
	}
}
