package extractor

import (
	"fmt"
	"strings"
	"testing"
)

// TestGoalTellings checks whole goals (scorer, time, kind and chain) told in
// ways that spread a goal over a summary and a later account, or over
// clauses of one sentence.
func TestGoalTellings(t *testing.T) {
	tests := []listCase{ // want: "minute scorer kind chain" per goal, in match order
		{
			"a kind named for one item of a scorers list stays with it",
			"Ajax 3-1 PSV\n\nAjax won thanks to a penalty from Tom Berg and two late goals from Jan Vos. " +
				"PSV had led through Rik Smit, who tapped in after ten minutes. " +
				"Berg sent the keeper the wrong way from the spot on 20 minutes. " +
				"Vos headed in a corner on 80 minutes. Vos added a third with a low shot in the 88th minute.",
			[]string{"10 Rik Smit open_play [Rik Smit]", "20 Tom Berg penalty [Tom Berg]",
				"80 Jan Vos open_play [Jan Vos]", "88 Jan Vos open_play [Jan Vos]"},
		},
		{
			"a live blog stamped with primes",
			"Leeds United 1-1 Hull City\n\n12' GOAL! Leeds lead. Ben Marsh lifts the ball over the keeper.\n\n" +
				"30' Hull's Sam Cole is fouled.\n\n45+1' GOAL! Hull level. Cole glides past a defender and steers it into the far corner.",
			[]string{"12 Ben Marsh open_play [Ben Marsh]", "45+1 Sam Cole open_play [Sam Cole]"},
		},
		{
			"present tense finishes",
			"Stoke City 2-0 Derby County\n\nAfter 15 minutes Owen Hale flicks a header into the far corner. " +
				"On 70 minutes Hale thumps it home.",
			[]string{"15 Owen Hale open_play [Owen Hale]", "70 Owen Hale open_play [Owen Hale]"},
		},
		{
			"a passive finish shares its auxiliary and runs long before its agent",
			"Blackburn Rovers 2-0 Luton Town\n\nIn the 20th minute a throw was flicked on by Dan Pike and finished by Joe Reid. " +
				"On 60 minutes a loose ball was finished first time at the back post by Tom Ashe.",
			[]string{"20 Joe Reid open_play [Dan Pike, Joe Reid]", "60 Tom Ashe open_play [Tom Ashe]"},
		},
		{
			"a player bundled over is fouled, not scoring",
			"Blackburn Rovers 1-0 Luton Town\n\nIn the 20th minute Joe Reid was bundled over in the area by Ian Platt. " +
				"Reid converted the penalty on 21 minutes.",
			[]string{"21 Joe Reid penalty [Joe Reid]"},
		},
		{
			"scorers listed in prose with their minutes in brackets",
			"Hull City 4-1 Derby County\n\nHull won at home. Tom Vale (12, 55), Sam Reed (38) and Joe Kirk (89, pen) were on target for the hosts, " +
				"while Ian Pope (61) headed a consolation for Derby. Kirk sent the keeper the wrong way.",
			[]string{"12 Tom Vale open_play [Tom Vale]", "38 Sam Reed open_play [Sam Reed]", "55 Tom Vale open_play [Tom Vale]",
				"61 Ian Pope open_play [Ian Pope]", "89 Joe Kirk penalty [Joe Kirk]"},
		},
		{
			"bookings listed with minutes in brackets are no goals",
			"Hull City 1-0 Derby County\n\nSam Reed scored the only goal after 30 minutes. Tom Vale (12) and Ian Pope (61) were booked for Derby.",
			[]string{"30 Sam Reed open_play [Sam Reed]"},
		},
		{
			"a time told after the second of two finishes in a clause is the second's",
			"Hull City 2-1 Derby County\n\nDerby led through Ian Pope after 30 minutes. Tom Vale nodded Hull level and substitute Sam Reed fired in nine minutes from time.\n\n" +
				"Vale, 55 mins: Hull are level. Joe Kirk swings in a free-kick and Vale glances it inside the post.",
			[]string{"30 Ian Pope open_play [Ian Pope]", "55 Tom Vale open_play [Joe Kirk, Tom Vale]", "81 Sam Reed open_play [Sam Reed]"},
		},
		{
			"a time told first",
			"Hull City 1-0 Derby County\n\nTwenty-two minutes in, Joe Kirk swings over a corner and Tom Vale heads it into the net.",
			[]string{"22 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a shot verb whose object is a finish",
			"Hull City 1-0 Derby County\n\nCole, 33 mins: Hull lead. Lee Dunn's pass finds Ray Cole, and Cole takes a touch before sliding a low finish under the keeper. " +
				"Later Ian Pope dragged a tame finish wide.",
			[]string{"33 Ray Cole open_play [Lee Dunn, Ray Cole]"},
		},
		{
			"a sentence that opens with its time sets the scene for the goal told next",
			"Hull City 1-0 Derby County\n\nBut in the third minute of added time, with Derby keeper Ian Pope up for a corner, Hull broke away. " +
				"Joe Kirk ran half the length of the pitch and Tom Vale slotted home.",
			[]string{"90+3 Tom Vale open_play [Tom Vale]"},
		},
		{
			"a time told first for a miss is not the goal's",
			"Hull City 1-0 Derby County\n\nIn the 20th minute, Joe Kirk hit the post. Tom Vale slotted home soon after.",
			[]string{"? Tom Vale open_play [Tom Vale]"},
		},
		{
			"a finish after an interposed clause is the subject's, and a fixture's name is no person",
			"Hull City 2-1 Derby County\n\nTom Vale struck twice as Hull won a bad-tempered Humber Valley derby. " +
				"The Welsh forward opened the scoring in the 14th minute and, after Derby had levelled through Ian Pope, grabbed the winner nine minutes from time.",
			[]string{"14 Tom Vale open_play [Tom Vale]", "? Ian Pope open_play [Ian Pope]", "81 Tom Vale open_play [Tom Vale]"},
		},
		{
			"headers knocked down or back across goal are passes",
			"Hull City 2-0 Derby County\n\nOn 20 minutes Joe Kirk curled in a corner, Sam Reed rose above Ian Pope to head it down, and Tom Vale volleyed in. " +
				"After 70 minutes Kirk crossed from the left, Reed headed the ball back across the six-yard box and Vale bundled it in.",
			[]string{"20 Tom Vale open_play [Joe Kirk, Sam Reed, Tom Vale]", "70 Tom Vale open_play [Joe Kirk, Sam Reed, Tom Vale]"},
		},
		{
			"long build-ups with other delivery verbs",
			"Hull City 3-0 Derby County\n\nOn 10 minutes Joe Kirk worked it wide to Sam Reed, who dinked a cross for Tom Vale to head in. " +
				"On 50 minutes keeper Dan Hart launched it, Reed hoisted a diagonal to Kirk, Kirk nodded it down and Vale fired into the net. " +
				"Eighty minutes in, Kirk rolls it across for Reed, who sidefoots home.",
			[]string{"10 Tom Vale open_play [Joe Kirk, Sam Reed, Tom Vale]", "50 Tom Vale open_play [Dan Hart, Sam Reed, Joe Kirk, Tom Vale]",
				"80 Sam Reed open_play [Joe Kirk, Sam Reed]"},
		},
		{
			"a delivery to a place or told as the means of a run",
			"Hull City 2-0 Derby County\n\nOn 30 minutes Joe Kirk cut through the Derby midfield with a clever through ball, and Tom Vale ran on to it and slotted home. " +
				"On 60 minutes Kirk looks up and whips it to the far post, and Sam Reed climbs above his marker to head it in.",
			[]string{"30 Tom Vale open_play [Joe Kirk, Tom Vale]", "60 Sam Reed open_play [Joe Kirk, Sam Reed]"},
		},
		{
			"a pronoun finishing after a passer's clause is the player passed to",
			"Hull City 2-0 Derby County\n\nTom Vale was a threat all day. Joe Kirk spotted his run and slid a pass through the back line, and he calmly slotted past the keeper on 31 minutes. " +
				"Later Kirk played a one-two with Sam Reed and he fired home on 70 minutes.",
			[]string{"31 Tom Vale open_play [Joe Kirk, Tom Vale]", "70 Joe Kirk open_play [Joe Kirk, Sam Reed, Joe Kirk]"},
		},
		{
			"a description by position is not a player the text gave another position",
			"Hull City 1-0 Derby County\n\nHull were awarded a penalty on 67 minutes. Tom Vale was tripped by Derby midfielder Ian Pope as he turned, " +
				"and the striker picked himself up to rifle the spot-kick into the top corner.",
			[]string{"67 Tom Vale penalty [Tom Vale]"},
		},
		{
			"an own goal told in the passive with its agent after the net",
			"Hull City 1-0 Derby County\n\nHull went ahead after 58 minutes. Joe Kirk's low cross was sliced into the roof of his own net by Derby defender Ian Pope.",
			[]string{"58 Ian Pope own_goal [Ian Pope]"},
		},
		{
			"the player fouled takes the penalty and drives it in",
			"Hull City 1-0 Derby County\n\nAfter 49 minutes Tom Vale burst into the box and was bundled over by Derby centre-back Ian Pope, " +
				"and the Welshman picked himself up to drive the penalty down the middle.",
			[]string{"49 Tom Vale penalty [Tom Vale]"},
		},
		{
			"a header is no penalty, and a free-kick over the wall is direct",
			"Hull City 2-1 Derby County\n\nTom Vale's late header on 88 minutes earned Hull a win in a match of three goals, a penalty and two red cards. " +
				"Ian Pope's free-kick from 25 yards on 20 minutes, bent into the top corner, gave Derby the lead. " +
				"Joe Kirk curled the set-piece over the wall and in on 60 minutes.",
			[]string{"20 Ian Pope direct_free_kick [Ian Pope]", "60 Joe Kirk direct_free_kick [Joe Kirk]", "88 Tom Vale open_play [Tom Vale]"},
		},
		{
			"a scorer's n-th goal told as arriving at a time, but not a second yellow card",
			"Hull City 2-0 Derby County\n\nTom Vale headed in after 20 minutes. Vale's second of the afternoon came seven minutes from time and was far simpler. " +
				"He lifted the ball over the keeper. Ian Pope's second yellow card went down badly with the Derby fans.",
			[]string{"20 Tom Vale open_play [Tom Vale]", "83 Tom Vale open_play [Tom Vale]"},
		},
		{
			"a player who drew a side level scored",
			"Hull City 1-1 Derby County\n\nDerby led through Ian Pope after 20 minutes. After the break Tom Vale drew Hull level in the 63rd minute.",
			[]string{"20 Ian Pope open_play [Ian Pope]", "63 Tom Vale open_play [Tom Vale]"},
		},
		{
			"a goal that heads the account of it told in the rest of the paragraph",
			"Hull City 2-0 Derby County\n\nThe opener, on 15 minutes, set the tone. Joe Kirk won the ball in midfield. He ran at the defence. " +
				"He slipped it to Tom Vale, who finished low.\n\nBut the second goal, in the 73rd minute, ended it. Kirk crossed from the left. Sam Reed was waiting. Reed headed in.",
			[]string{"15 Tom Vale open_play [Joe Kirk, Tom Vale]", "73 Sam Reed open_play [Joe Kirk, Sam Reed]"},
		},
		{
			"a side that had taken the lead through a player",
			"Hull City 1-0 Derby County\n\nThe hosts had taken the lead on 33 minutes through Tom Vale. Joe Kirk crossed and Vale glanced it beyond the keeper.",
			[]string{"33 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a finish the flag rules out",
			"Leeds United 1-0 Hull City\n\n58 min: Ben Marsh turns in a loose ball from close range, but the flag is up.\n\n70 min: Marsh heads in a corner.",
			[]string{"70 Ben Marsh open_play [Ben Marsh]"},
		},
		{
			"goals of an earlier meeting of the sides are not this match's",
			"Hull City 1-0 Derby County\n\nTom Vale headed the winner on 70 minutes. When the sides met at Pride Park in October, Ian Pope and Sam Reed scored for Derby.",
			[]string{"70 Tom Vale open_play [Tom Vale]"},
		},
		{
			"kicks listed in a shoot-out paragraph are no goals",
			"Santos 2-2 Gremio\n\nGremio won 4-3 on penalties after a 2-2 draw.\n\nPaulo Rocha scored on 30 minutes and Dieguinho levelled on 80 minutes. " +
				"Marcão fired Santos ahead in extra time before Vitinho headed in again in the 120th minute.\n\n" +
				"Santos went first in the shoot-out. Juninho, Robinho and Paulo Rocha converted for the home side, but Zé Maria kept out Tião.",
			[]string{"30 Paulo Rocha open_play [Paulo Rocha]", "80 Dieguinho open_play [Dieguinho]", "? Marcão open_play [Marcão]", "120 Vitinho open_play [Vitinho]"},
		},
		{
			"a hat-trick told out of order",
			"Hull City 3-0 Derby County\n\nTom Vale completed his first hat-trick with a header 12 minutes from time. " +
				"It had all started in the ninth minute. Joe Kirk fizzed a low cross across the box, leaving Vale the simplest of tap-ins.\n\n" +
				"His second came seven minutes after the restart, from the penalty spot. Vale stroked the spot-kick into the corner.",
			[]string{"9 Tom Vale open_play [Joe Kirk, Tom Vale]", "52 Tom Vale penalty [Tom Vale]", "78 Tom Vale open_play [Tom Vale]"},
		},
		{
			"the subject finishes after taking a team-mate's header in his stride",
			"Hull City 1-0 Derby County\n\nTom Vale, a loan signing from Leeds, latched on to Joe Kirk's flicked header in the 29th minute and drilled a low shot past the keeper.",
			[]string{"29 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a free-kick whipped in for a new subject to finish is a delivery",
			"Hull City 1-1 Derby County\n\nDerby levelled after 51 minutes through Ian Pope. Joe Kirk whipped in a free-kick from the left and the big Welshman towered over everyone to nod it home.",
			[]string{"51 Ian Pope open_play [Joe Kirk, Ian Pope]"},
		},
		{
			"a possessed through ball reaches the player it released, and a later moment's cross is not the move",
			"Hull City 1-1 Derby County\n\nDerby were level in the 15th minute when Ian Pope's through ball released Sam Reed, who rounded the keeper and finished calmly. " +
				"Seven minutes later Joe Kirk's low cross was turned behind by Reed.",
			[]string{"15 Sam Reed open_play [Ian Pope, Sam Reed]"},
		},
		{
			"a shot fired low inside the near post",
			"Hull City 1-0 Derby County\n\nTom Vale ran onto a short pass from Joe Kirk on 71 minutes and fired low inside the near post.",
			[]string{"71 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a header down and in, and the scorer striking again later",
			"Hull City 2-0 Derby County\n\nTom Vale scored twice. In the 27th minute Joe Kirk curled a cross to the far post, where Vale arrived unmarked to head down and in. " +
				"Kirk hit the bar, and then, in the 88th minute, Vale struck again.",
			[]string{"27 Tom Vale open_play [Joe Kirk, Tom Vale]", "88 Tom Vale open_play [Tom Vale]"},
		},
		{
			"a side ahead through a player named with his role, who finished after a bracketed minute",
			"Hull City 0-1 Derby County\n\nDerby had gone ahead through Welsh forward Ian Pope (23), who converted a low cutback from Sam Reed after a quick break.",
			[]string{"23 Ian Pope open_play [Sam Reed, Ian Pope]"},
		},
		{
			"a shot drilled inside a post after a lay-off",
			"Hull City 1-0 Derby County\n\nHull went ahead after 53 minutes. Joe Kirk held the ball up and laid it off to Tom Vale, who drilled a low shot inside the near post.",
			[]string{"53 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"\"this time he\" plays the ball",
			"Hull City 1-0 Derby County\n\n14 min: GOAL! Joe Kirk again! This time he looks up and whips it to the far post, and Tom Vale climbs above his marker to head it in.",
			[]string{"14 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a delivery introduced by \"whose\" and finished in the passive",
			"Hull City 1-0 Derby County\n\nHull struck first in the 34th minute: Joe Kirk slipped it wide to Sam Reed, whose low ball across the six-yard box was turned in by Tom Vale.",
			[]string{"34 Tom Vale open_play [Joe Kirk, Sam Reed, Tom Vale]"},
		},
		{
			"a delivery met on the volley in the passive",
			"Hull City 1-0 Derby County\n\nJoe Kirk swung in a corner on 61 minutes and it was met on the volley by Tom Vale.",
			[]string{"61 Tom Vale open_play [Joe Kirk, Tom Vale]"},
		},
		{
			"a delivery met first time in the passive",
			"Hull City 1-0 Derby County\n\nSam Reed raced clear on 17 minutes and his low centre was met first time by Tom Vale.",
			[]string{"17 Tom Vale open_play [Sam Reed, Tom Vale]"},
		},
		{
			"a Korean surname that is also a place word",
			"Hull City 1-0 Derby County\n\nJoe Kirk fed Min-seo Park on the left on 44 minutes and the winger's cutback was slotted home by Tom Vale.",
			[]string{"44 Tom Vale open_play [Joe Kirk, Min-seo Park, Tom Vale]"},
		},
		{
			"\"Worse\" opening a sentence is no player",
			"Hull City 2-0 Derby County\n\nTom Vale headed in on 20 minutes. Worse followed for Derby in the 75th minute. Sam Reed's cross was met first time by Vale.",
			[]string{"20 Tom Vale open_play [Tom Vale]", "75 Tom Vale open_play [Sam Reed, Tom Vale]"},
		},
		{
			"a cross the scorer met on the volley",
			"Hull City 1-0 Derby County\n\nOn 52 minutes Sam Reed swung in a cross that Tom Vale met on the volley, the forward's shot flying past the keeper.",
			[]string{"52 Tom Vale open_play [Sam Reed, Tom Vale]"},
		},
		{
			"a volley that went over is no goal",
			"Hull City 1-0 Derby County\n\nTom Vale met a cross on the volley but blazed it over the bar. Joe Kirk headed in on 60 minutes.",
			[]string{"60 Joe Kirk open_play [Joe Kirk]"},
		},
		{
			"a goal from a player named with his role",
			"Hull City 1-0 Derby County\n\nHull won with a goal from their full-back Sam Reed on 12 minutes.",
			[]string{"12 Sam Reed open_play [Sam Reed]"},
		},
		{
			"a shot that took a touch on its way past the keeper",
			"Hull City 1-0 Derby County\n\nOn 70 minutes Sam Reed slipped through Tom Vale, whose shot took a nick off a defender on its way past Derby keeper Ian Pope.",
			[]string{"70 Tom Vale open_play [Sam Reed, Tom Vale]"},
		},
		{
			"a goal from the penalty area is no penalty",
			"Hull City 1-0 Derby County\n\nHull keeper Dan Hart scored from his own penalty area on 38 minutes, his long kick bouncing over Ian Pope.",
			[]string{"38 Dan Hart open_play [Dan Hart]"},
		},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			got = append(got, fmt.Sprintf("%s %s %s [%s]", goalTime(g), g.Scorer, g.Kind, strings.Join(g.Chain, ", ")))
		}
		return got
	})
}
