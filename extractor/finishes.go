package extractor

import (
	"strings"
)

var shotVerbs = set(`fired fire fires firing lashed lash lashes lashing swept sweep sweeps sweeping rolled roll rolls
	rolling slotted slot slots slotting slid slide slides sliding headed head heads heading nodded nod nods nodding
	tapped tap taps tapping poked poke pokes poking drove drive drives smashed smash smashes smashing curled curl curls
	curling bundled bundle bundles bundling stabbed stab stabs stabbing turned turn turns turning rifled rifle rifles
	rifling side-footed side-foot side-foots steering prodded prod prods volleyed volley volleys glanced glance steered steer
	powered power powers powering thumped thump blasted blast hammered hammer struck strike strikes striking placed
	place placing chipped chip chips chipping clipped clip clipping deposited deposit dinked dink dinks lifted lift
	lobbed lob lobs converted convert converts converting tucked tuck tucks tucking finished finish finishes finishing
	squeezed squeeze bent bend guided guide drilled drill drills drilling bundled walked sent flicked flick glided
	glide slipped slip slips shot shoots shooting knocked knock scrambled scramble forced force bury buried buries
	bounced looped loop thundered thunder crashed crash whipped whip nestled floated
	volleying lifting lobbing dinking glancing thumping blasting hammering bending guiding squeezing side-footing
	burying hooked hook hooks hooking stroked stroke strokes stroking dispatched dispatches despatched
	slammed slam slams slamming rammed ram rams ramming planted plant plants planting belted belt walloped
	rocketed arrowed nudged nudge toe-poked tucking eased eases easing
	belts blasts clips crashes deposits flicks forces glances glides guides hammers knocks lifts loops nudges places
	scrambles squeezes steers thumps thunders whips arrows bounces floats nestles rockets walks wallops toe-pokes
	sidefoot sidefoots sidefooted sidefooting one-timed one-times one-timing
	jabbed jab jabs jabbing scooped scoop scoops scooping larruped smuggled smuggles steered`)

// quotedNear reports quotation marks in the sentence: a verb of replying
// there is speech.
func quotedNear(s *sent) bool {
	for _, t := range s.toks {
		if t.quoted || t.s == "\"" || t.s == "“" || t.s == "”" {
			return true
		}
	}
	return false
}

// braceVerbs complete a count of goals: "got her brace", "completed his
// hat-trick".
var braceVerbs = set(`got gets grabbed grabs completed completes claimed sealed notched netted bagged scored`)

// awayFinishVerbs score with "away": "tucked away", "slotted away".
var awayFinishVerbs = set(`tucked tuck tucks tucking slotted slots slotting stroked stroke strokes tapped tap taps
	tapping fired fire slid slide steered steer`)

// sureFinishVerbs score with the shot they take as object: "buried a
// penalty", "dispatched the spot-kick", "tucked away a low shot", "stepped
// up to convert the spot-kick". Not the bare "slot", a noun as often as a
// verb ("a shot from the slot").
var sureFinishVerbs = set(`buried buries bury burying dispatched dispatches despatched dispatching tucked tucks
	slotted slots converted converts netted nets stroked strokes tuck convert stroke dispatch finished`)

var shotNouns = set(`strike shot effort header volley finish penalty spot-kick free-kick freekick blockbuster curler
	lob chip tap-in drive thunderbolt piledriver screamer half-volley stunner cracker belter worldie wonder-strike
	wonderstrike rocket special`)

// resultInfinitives tell what a shot did to the score when "to" brings
// them after it: "... to hand them the lead", "... to level the scores".
var resultInfinitives = set(`hand give put restore level make double seal secure earn win halve reduce draw clinch complete`)

// missBefore reports a word of a miss or a save between tokens a and b:
// "a shot that flew wide, only to ...", "a header saved by X to ...".
func missBefore(s *sent, a, b int) bool {
	for k := a; k < b; k++ {
		switch lo(s, k) {
		case "wide", "over", "saved", "blocked", "cleared", "denied", "parried", "missed", "only", "woodwork":
			return true
		case "post", "bar", "crossbar", "upright":
			if woodwork(s, k) {
				return true // "hit the post", not "at the back post"
			}
		}
	}
	return false
}

// soleWords make a goal noun the match's one goal: "the sole strike of X".
var soleWords = set(`only sole lone solitary single winning decisive`)

// kickShots make "kick" a shot: "an overhead kick", "a bicycle kick".
var kickShots = set(`overhead bicycle scissor scissors scorpion`)

// selfGoalNouns name a goal by themselves.
var selfGoalNouns = set(`goal goals equaliser equalizer winner opener leveller brace`)

var successWords = set(`squirmed trickled skidded bobbled looped dipped nestled deflect deflects wrong-footed
	gave giving secured securing sealed sealing earned earning handed proved decided won edged
	rewarded came deflected flew went crept nestled beat settled clinched capped was put levelled restored doubled
	completed found hit made gives puts brought clinches seals secures earns
	separated separating separates sank sinks sinking silenced silencing stunned condemned condemning
	creep creeps squirm squirms sneak sneaked snuck trickle nestle loop
	settling deciding proving clinching rescued rescuing salvaged salvaging`)

// trigger finds a finish told at token i: it returns how many tokens it spans
// and how its scorer is found.
type trigKind int

const (
	tNone       trigKind = iota
	tActive              // the subject scored: "X fired home"
	tTeam                // only a club can be the subject: "took the lead"
	tNounFor             // "goals from A and B", "the opener for X"
	tNounPos             // "X's equaliser", "X's strike ... deflected in"
	tNounBefore          // "A set up B for the opener": B, named before "for"
)

func (d *doc) trigger(s *sent, i int) (trigKind, int) {
	w := lo(s, i)
	next := lo(s, i+1)
	if (w == "struck" || w == "scored" || w == "netted" || w == "tallied") && minuteStartsAt(s, i+1) {
		return tActive, 1
	}
	if (w == "was" || w == "were") && next == "on" && lo(s, i+2) == "target" && (minuteStartsAt(s, i+3) || lo(s, i+3) == "twice" || lo(s, i+3) == "again") {
		return tActive, 3 // "X was on target in the 20th minute"
	}
	if w == "struck" && (next == "." || next == "late" || next == "early" || next == "first" || next == "twice" || next == "either" && lo(s, i+2) == "side" || next == "midway" || next == "just" || next == "after" && !s.toks[i+2].num ||
		next == "from" && (lo(s, i+2) == "distance" || lo(s, i+2) == "range" || lo(s, i+2) == "close" || lo(s, i+2) == "long" || lo(s, i+2) == "the" && lo(s, i+3) == "spot")) {
		return tActive, 1 // "the Fulham forward X struck.", "X struck late on"
	}
	if (w == "finished" || w == "finishes") && next == "with" && statCount(s, i+2) {
		return tNone, 0 // "Hill finished with four saves": a line of figures
	}
	if (w == "applied" || w == "applies" || w == "added" || w == "provided") && next == "the" && lo(s, i+2) == "finishing" && strings.HasPrefix(lo(s, i+3), "touch") {
		return tActive, 4 // "applied the finishing touch"
	}
	from := i + 1 // "hit the winner"; "came up with the winner"
	if upWithVerbs[w] && (next == "up" || next == "in") && lo(s, i+2) == "with" {
		from = i + 3
	}
	if (w == "hit" || w == "hits" || producedVerbs[w] || namedGoalVerbs[w] || from > i+1) && (lo(s, from) == "the" || lo(s, from) == "a" || lo(s, from) == "an" || lo(s, from) == "his" || lo(s, from) == "her") {
		for k := from + 1; k < len(s.toks) && k <= from+3; k++ {
			if namedGoalNouns[lo(s, k)] {
				return tActive, k - i + 1 // "hit the winner", "produced a late equaliser", "popped up with the opener"
			}
			if !s.toks[k].word || mentionAt(s.ments, k) != nil {
				break
			}
		}
	}
	if (w == "struck" || w == "scored" || w == "netted" || w == "hit") && next == "again" || w == "struck" && next == "back" && lo(s, i+2) != "at" {
		return tActive, 2 // "the visitors struck again on the break", "X struck back for Fulham"
	}
	if (w == "led" || w == "leads") && !(next == "to" || next == "the" || next == "by" || next == "a" || next == "his" || next == "her" || next == "their") {
		if m := mentionAt(s.ments, i-1); m != nil && (m.kind == mClub || m.kind == mTeamRef) && !m.poss && m.j == i {
			return tTeam, 1 // "Fulham led in the 20th minute when ..."
		}
	}
	if ownGoalVerbs[w] && (next == "his" || next == "her") && ordinalWords[lo(s, i+2)] > 1 && !timeWordAfter(s, i+3) {
		return tActive, 3 // "got her second three minutes after the restart"
	}
	if shotVerbs[w] && (next == "the" || next == "a" || next == "his" || next == "her") && ordinalWords[lo(s, i+2)] > 1 {
		switch lo(s, i+3) {
		case "half", "minute", "period", "leg", "time", "round", "tie", "game", "match":
		default:
			return tActive, 3 // "headed the second", "fired a third"
		}
	}
	if h := strings.IndexByte(w, '-'); h > 0 && shotVerbs[w[:h]] && (w[h+1:] == "in" || w[h+1:] == "home") && !determiners[lo(s, i-1)] && !tapInAdjectives[lo(s, i-1)] {
		return tActive, 1 // "headed-in a cross", "tapped-home"
	}
	// "X made the 1-0", "Y scored the 2-1": a goal named by the score it made
	if _, _, ok := isScore(w); ok && lo(s, i-1) == "the" && scoreMakingVerbs[lo(s, i-2)] && !scoreResultNouns[next] {
		return tActive, 1
	}
	// a live blog's goal line: "23' GOAL! Everton 1-0 Fulham (Carter)"
	if _, _, ok := isScore(w); ok {
		h, a := mentionAt(s.ments, i-1), mentionAt(s.ments, i+1)
		if h != nil && a != nil && h.kind == mClub && a.kind == mClub && h.j == i && a.i == i+1 && lo(s, a.j) == "(" {
			if m := mentionAt(s.ments, a.j+1); m != nil && m.i == a.j+1 && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
				return tNounFor, a.j + 1 - i
			}
		}
	}
	if (w == "traded" || w == "swapped" || w == "exchanged") && (next == "goals" || next == "braces" || next == "doubles" || next == "strikes") {
		return tActive, 2 // "A and B traded goals": each scored
	}
	if (w == "finished" || w == "finishes" || w == "finishing") && next == "off" {
		// "finished off X's through ball", "finished off the move"
		from := i + 2
		if m := mentionAt(s.ments, from); m != nil && m.i == from && m.poss {
			from = m.j // "finished off X's through ball"
		}
		if kind, k := passNounAfter(s, from); kind != "" && k <= from+4 || (lo(s, i+2) == "the" || lo(s, i+2) == "a") && moveNouns[lo(s, i+3)] {
			return tActive, 2
		}
	}
	// "A and B got the goals", "X claimed the goal": the goals as object
	if (braceVerbs[w] || w == "shared" || w == "share") && next == "the" && (lo(s, i+2) == "goals" || lo(s, i+2) == "goal" && !s.toks[i+3].word) {
		return tActive, 3
	}
	// "A and B were on target for Everton", "X was on target again", "the
	// scorers were A and B" is read by the list rules; "A was the scorer"
	if (w == "was" || w == "were") && next == "on" && lo(s, i+2) == "target" {
		switch nx := lo(s, i+3); {
		case nx == "" || nx == "." || nx == "," || nx == ";" || nx == "for" || nx == "as" || nx == "when" || nx == "before" || nx == "after":
			return tActive, 3
		}
	}
	if (w == "was" || w == "were") && next == "the" {
		k := i + 2
		if x := lo(s, k); x == "only" || x == "lone" || x == "sole" || x == "two" || x == "three" || x == "other" {
			k++
		}
		if m := mentionAt(s.ments, k); m != nil && m.i == k && m.kind == mClub && !m.poss {
			k = m.j // "X was the Fulham scorer"
		}
		if x := lo(s, k); (x == "scorer" || x == "scorers" || x == "goalscorer" || x == "goalscorers" || x == "goal-scorer" || x == "goal-scorers" || x == "match-winner" || x == "matchwinner") && lo(s, k+1) != "of" {
			return tActive, k - i + 1
		}
	}
	if (braceVerbs[w] || w == "hit" || w == "struck") && (next == "his" || next == "her" || next == "a") && (lo(s, i+2) == "brace" || lo(s, i+2) == "double" || strings.HasPrefix(lo(s, i+2), "hat-trick")) && !(next == "a" && lo(s, i+3) == "over") {
		return tActive, 3 // "got her brace in the seventh minute of stoppage time"
	}
	if w == "own" && next == "net" {
		return tActive, 2 // "turned it into his own net", "was put through his own net by X"
	}
	if w == "own" && ownKeeper(s, i) {
		return tActive, 2 // "sliced a clearance past his own goalkeeper"
	}
	if n := d.wrapUp(s, i); n > 0 {
		return tActive, n
	}
	if n := passiveFinish(s, i); n > 0 {
		return tActive, n
	}
	if n := penaltyWrongWay(s, i); n > 0 {
		return tActive, n
	}
	if n := sideInFront(s, i); n > 0 {
		return tActive, n
	}
	if (w == "forced" || w == "forcing" || w == "forces") && next == "extra" && lo(s, i+2) == "time" {
		return tActive, 3 // the goal that levelled the tie at the end of normal time
	}
	switch {
	case shotVerbs[w] && !determinedNoun(s, i):
		for k := i + 1; k < len(s.toks) && k <= i+3; k++ {
			switch lo(s, k) {
			case "home":
				return tActive, k - i + 1
			case "in":
				if d := lo(s, k+1); (d == "a" || d == "the") && (lo(s, k+2) == "loose" && lo(s, k+3) == "ball" || lo(s, k+2) == "rebound") {
					return tActive, k - i + 1 // "lashed in a loose ball", "rifled in the rebound"
				}
				if deliveryVerbs[w] && deliveryNounAt(s, k+1) && !freeKickStraightIn(s, k+1) {
					return tNone, 0 // "curled in a cross": the ball was played to someone else
				}
				if m := mentionAfter(s, k+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss && k == i+1 &&
					lo(s, k+1) != "a" && lo(s, k+1) != "an" && !namedDelivery(s, m.j) {
					return tNone, 0 // "slipped in X": a pass that put X through
				}
				if !placeAfterIn(s, k+1) || k == i+1 && inFinishers[w] && minuteStartsAt(s, k+1) {
					return tActive, k - i + 1 // "slotted in the 20th minute": in the net, at that time
				}
			case "away":
				// "tucked away the rebound", "was on hand to tuck away for a fourth"
				if awayFinishVerbs[w] && k == i+1 {
					return tActive, 2
				}
			case "under":
				// "hooked it under the bar": in, beneath the crossbar
				if lo(s, k+1) == "the" && (lo(s, k+2) == "bar" || lo(s, k+2) == "crossbar") && !blockedAfter(s, k+3) {
					return tActive, k + 3 - i
				}
			case "inside":
				// "bent the ball inside the far corner"
				for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
					if x := lo(s, q); x == "corner" || x == "post" || x == "net" {
						return tActive, q - i + 1
					}
				}
			case "into":
				for q := k + 1; q < len(s.toks) && q <= k+5; q++ {
					if netWords[lo(s, q)] {
						return tActive, q - i + 1
					}
				}
			}
			if !(lo(s, k) == "it" || lo(s, k) == "the" || lo(s, k) == "ball" || lo(s, k) == "first-time") {
				break
			}
		}
		if n := deliveryHome(s, i); n > 0 {
			return tActive, n
		}
		if n := insidePost(s, i); n > 0 {
			return tActive, n
		}
		if n := finishObject(s, i); n > 0 {
			return tActive, n
		}
		if n := penaltyObject(s, i); n > 0 {
			return tActive, n
		}
		// "curled a free-kick over the wall and into the top corner"
		for k := i + 1; k < len(s.toks) && k <= i+12; k++ {
			if lo(s, k) == "and" && lo(s, k+1) == "in" && k > i+1 && (k+2 >= len(s.toks) || !s.toks[k+2].word || prepositions[lo(s, k+2)]) {
				return tActive, k + 2 - i // "curled it over the wall and in"
			}
			if lo(s, k) == "into" {
				for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
					if netAt(s, q) {
						return tActive, q - i + 1
					}
				}
				break
			}
			if m := mentionAt(s.ments, k); m != nil && (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun && lo(s, k-1) == "and") && !m.poss && lo(s, m.i-1) != "a" && lo(s, m.i-1) != "an" ||
				isBoundary(s, k) && lo(s, k) != "and" || lo(s, k) == "," {
				break
			}
		}
		if (w == "converted" || w == "converts" || w == "converting" || w == "convert") && next != "to" {
			return tActive, 1 // not "converted to a back three"
		}
		if sureFinishVerbs[w] {
			// "buried a penalty", "tucked away the rebound"
			for k := i + 1; k < len(s.toks) && k <= i+4; k++ {
				if x := lo(s, k); shotNouns[x] || x == "rebound" || x == "chance" || x == "opportunity" {
					return tActive, k - i + 1
				}
				if !s.toks[k].word || isBoundary(s, k) || mentionAt(s.ments, k) != nil {
					break
				}
			}
		}
		if n := d.pastKeeper(s, i); n > 0 {
			return tActive, n
		}
		if liftVerbs[w] {
			// "lobbed the keeper", "chipped the advancing goalkeeper"
			if m := mentionAt(s.ments, i+1); m != nil && m.i == i+1 && m.kind == mDesc && keeperNouns[lo(s, m.j-1)] {
				return tActive, m.j - i
			}
		}
		if n := d.finishedAlone(s, i); n > 0 {
			return tActive, n
		}
	case (w == "made" || w == "makes" || w == "making") && next == "no" && lo(s, i+2) == "mistake":
		return tActive, 3 // "X, who made no mistake from close range"
	case w == "scored" || w == "scores" || w == "score" || w == "scoring" || w == "netted" || w == "nets" ||
		w == "net" && (next == "his" || next == "her" || next == "the" || next == "a") && s.toks[i].lo == "net" && lo(s, i-1) == "to" ||
		w == "bagged" || w == "notched" || w == "tallied" || w == "tallies":
		if w == "score" && lo(s, i-1) != "to" && !seenScoring(s, i) {
			return tNone, 0
		}
		return tActive, 1
	case w == "opened" || w == "open" || w == "opens":
		if next == "the" && lo(s, i+2) == "scoring" {
			return tActive, 3
		}
		if next == "the" && (lo(s, i+2) == "account" || lo(s, i+2) == "scoreboard" || lo(s, i+2) == "score") {
			return tActive, 3
		}
		if (next == "his" || next == "her" || next == "their") && lo(s, i+2) == "account" {
			return tActive, 3 // "opened his account for the club"
		}
		// "Fulham opened in the 31st minute with a Carter goal", "opened through Carter"
		if m := mentionAt(s.ments, i-1); w != "open" && m != nil && m.j == i && (m.kind == mClub || m.kind == mTeamRef) && !m.poss {
			for k := i + 1; k < len(s.toks) && k <= i+8 && !isBoundary(s, k); k++ {
				if at := adjunctAt(s, k); at != 0 && adjunctAgent(s, at) != nil {
					return tTeam, 1
				}
			}
		}
	case w == "beaten" && keeperBeatenBy(s, i):
		return tActive, 1 // "Fox was beaten for a third time by X", "the keeper was beaten by a shot from X"
	case (w == "broke" || w == "breaks" || w == "broken") && next == "a" && (lo(s, i+3) == "tie" || lo(s, i+3) == "deadlock") && isScoreTok(s, i+2):
		return tActive, 4 // "broke a 1-1 tie in the 70th minute"
	case (w == "had" || w == "has" || w == "added" || w == "contributed") && next == "a" && lo(s, i+2) == "goal" && lo(s, i+3) == "and" && (lo(s, i+4) == "an" || lo(s, i+4) == "two") && strings.HasPrefix(lo(s, i+5), "assist"):
		return tActive, 3 // "had a goal and an assist"
	case w == "broken" && passiveAux[lo(s, i-1)] && (lo(s, i-2) == "deadlock" || lo(s, i-2) == "ice") && lo(s, i+1) == "by":
		return tActive, 1 // "the deadlock was broken by X"
	case w == "broke" || w == "breaks" || w == "break" && lo(s, i-1) == "to":
		if next == "the" && (lo(s, i+2) == "deadlock" || lo(s, i+2) == "ice") {
			return tActive, 3
		}
		if next == "through" && (i+2 >= len(s.toks) || !s.toks[i+2].word || throughAfter[lo(s, i+2)]) {
			return tTeam, 2 // "Everton broke through after 15 minutes", "it took Everton 15 minutes to break through"
		}
	case (w == "respond" || w == "reply") && lo(s, i-1) == "to":
		return tTeam, 1 // "Fulham needed half an hour to respond"
	case w == "drew" || w == "draws":
		if next == "first" && lo(s, i+2) == "blood" {
			return tActive, 3 // "X drew first blood"
		}
		if next == "level" {
			return tTeam, 2 // "Fulham drew level through X"
		}
	case (w == "cut" || w == "cuts" || w == "trimmed" || w == "trims" || w == "narrowed" || w == "narrows") && next == "the" && (lo(s, i+2) == "deficit" || lo(s, i+2) == "arrears" || lo(s, i+2) == "gap"):
		return tActive, 3 // "cut the deficit"
	case (w == "cancelled" || w == "canceled" || w == "cancels" || w == "cancelling" || w == "canceling") && next == "out" && !passiveAux[lo(s, i-1)]:
		return tActive, 2 // "X cancelled out Y's opener"
	case (w == "restored" || w == "restores") && next == "parity":
		return tActive, 2 // "restored parity"
	case (w == "struck" || w == "strikes" || w == "hit" || w == "hits" || w == "fired" || w == "fires" || w == "bit" || w == "bites") && next == "back" && lo(s, i+2) != "at":
		return tActive, 2 // "struck back for Fulham": not "hit back at his critics"
	case (w == "added" || w == "adds") && (next == "gloss" || next == "a" && lo(s, i+2) == "gloss"):
		return tActive, 2 // "added gloss to the scoreline"
	case w == "doubled" || w == "doubles" || w == "restored" || w == "regained" || w == "extended" || w == "extend":
		for k := i + 1; k <= i+5 && k < len(s.toks); k++ {
			if lo(s, k) == "lead" || lo(s, k) == "advantage" {
				return tActive, k - i + 1
			}
		}
	case w == "made" || w == "make" || w == "making" || w == "makes" || (w == "take" || w == "took") && next == "it":
		if next == "it" {
			if _, _, ok := isScore(lo(s, i+2)); ok {
				return tActive, 3
			}
			if lo(s, i+2) == "to" {
				if _, _, ok := isScore(lo(s, i+3)); ok {
					return tActive, 4
				}
			}
			// "made it three on a Carter strike", "made it two before the break": not "made it three wins"
			if n := numberWords[lo(s, i+2)]; n >= 2 && n <= 9 && lo(s, i+2) != "a" && (isBoundary(s, i+3) || prepositions[lo(s, i+3)] || lo(s, i+3) == "" || minuteStartsAt(s, i+3)) {
				return tActive, 3
			}
		}
	case w == "put" || w == "puts" || w == "putting" || w == "got" || w == "get" || w == "gets" || w == "getting":
		if n := onScoresheet(s, i); n > 0 {
			return tActive, n
		}
		if w == "got" || w == "get" || w == "gets" || w == "getting" {
			// "got Everton off the mark", "got them up and running"
			if m := mentionAt(s.ments, i+1); m != nil && m.i == i+1 && (m.kind == mClub || m.kind == mTeamRef || m.kind == mPronoun && !m.poss) {
				if x, y := lo(s, m.j), lo(s, m.j+1); x == "off" && y == "the" && lo(s, m.j+2) == "mark" || x == "up" && y == "and" && lo(s, m.j+2) == "running" {
					return tActive, m.j + 3 - i
				}
			}
			break
		}
		for k := i + 1; k <= i+4 && k < len(s.toks); k++ {
			if _, _, ok := isScore(lo(s, k)); ok && (lo(s, k+1) == "up" || lo(s, k+1) == "ahead" || lo(s, k+1) == "lead") {
				return tActive, k - i + 2
			}
			if _, _, ok := isScore(lo(s, k+1)); ok && (lo(s, k) == "up" || lo(s, k) == "ahead") {
				return tActive, k - i + 2
			}
			if (lo(s, k) == "ahead" || lo(s, k) == "front") && k > i+1 {
				return tActive, k - i + 1
			}
		}
	case (w == "added" || w == "adds" || w == "add") && next != "time" && next != "on":
		for k := i + 1; k <= i+4 && k < len(s.toks); k++ {
			if lo(s, k) == "goal" || lo(s, k) == "another" || ordinalWords[lo(s, k)] > 1 && k > i+1 ||
				lo(s, k) == "more" && k == i+2 && numberWords[lo(s, i+1)] >= 2 || lo(s, k) == "goals" && numberWords[lo(s, k-1)] >= 2 {
				return tActive, k - i + 1 // "added a third", "added three more"
			}
		}
	case w == "levelled" || w == "leveled" || w == "equalised" || w == "equalized" || w == "equalises" ||
		w == "equalizes" || w == "levels" || w == "equalising" || w == "equalizing":
		return tActive, 1
	case w == "reduced" || w == "halved" || w == "pulled" || w == "got" || w == "pulls":
		for k := i + 1; k <= i+3 && k < len(s.toks); k++ {
			if (w == "halved" || w == "reduced") && (lo(s, k) == "lead" || lo(s, k) == "advantage") && lo(s, i+1) == "the" {
				return tActive, k - i + 1 // "halved the Reign lead"
			}
			if lo(s, k) == "deficit" || lo(s, k) == "arrears" || (lo(s, k) == "back" && (w == "pulled" || w == "got" || w == "pulls") && (k == i+1 || goalWords[lo(s, k-1)])) {
				return tActive, k - i + 1
			}
		}
	case w == "responded" || w == "replied" || w == "answered" || w == "replying" || w == "responding" || w == "hit" && next == "back" || w == "struck" && next == "back":
		if w == "hit" || w == "struck" {
			return tTeam, 2
		}
		if next == "for" || next == "with" && s.is(i+2, bGoalNoun) || next == "with" && s.is(i+3, bGoalNoun) {
			return tActive, 1 // "X replied for Fulham", "X responded with a header": a player may be its subject
		}
		if pm := mentionAt(s.ments, i-1); (w == "replying" || w == "responding") && pm != nil && pm.j == i && (pm.kind == mPerson || pm.kind == mDesc) {
			return tActive, 1 // "with X replying"
		}
		if w == "replied" && !quotedNear(s) && (next == "." || next == "" || next == "in" || next == "late" || next == "soon" ||
			next == "almost" || next == "immediately" || next == "within" || next == "after" || next == "before" || next == "just" || next == "with") {
			return tActive, 1 // "before Y, Fulham's top scorer, replied": not "replied that ..." or a quotation
		}
		return tTeam, 1
	case w == "found" || w == "finding" || w == "hit" || w == "finds" || w == "find":
		k := i + 1
		if lo(s, k) == "the" {
			k++
		}
		if lo(s, k) == "back" && lo(s, k+1) == "of" && lo(s, k+2) == "the" && lo(s, k+3) == "net" {
			return tActive, k + 4 - i
		}
		if w != "hit" && (lo(s, k) == "net" || (lo(s, k) == "bottom" || lo(s, k) == "top" || lo(s, k) == "far" || lo(s, k) == "near") && lo(s, k+1) == "corner") {
			return tActive, k + 2 - i
		}
		if w != "hit" && k == i+2 && lo(s, k) == "corner" && !s.toks[k+1].word {
			return tActive, 3 // "found the corner."
		}
		// "by finding a third goal", "found a late equaliser": a goal of
		// theirs, not "found a way" or "found X with a pass"
		if w != "hit" && (lo(s, i+1) == "a" || lo(s, i+1) == "an" || lo(s, i+1) == "the") {
			for q := i + 2; q < len(s.toks) && q <= i+4; q++ {
				if x := lo(s, q); selfGoalNouns[x] && x != "brace" {
					return tActive, q - i + 1
				}
				if !s.toks[q].word || mentionAt(s.ments, q) != nil {
					break
				}
			}
		}
	case w == "edged" || w == "nosed" || w == "nudged" || w == "eased" || w == "shot" || w == "sent" || w == "moved" || w == "headed" || w == "volleyed" || w == "poked" || w == "steered" || w == "swept":
		// "edged Everton ahead", "nosed the hosts in front", "headed City into the lead"
		if m := mentionAfter(s, i+1); m != nil && (m.i == i+1 || m.i == i+2 && next == "the") && (m.kind == mClub || m.kind == mTeamRef || m.kind == mPronoun && !m.poss) {
			if x := lo(s, m.j); x == "ahead" || x == "in" && lo(s, m.j+1) == "front" || x == "into" && (lo(s, m.j+2) == "lead" || lo(s, m.j+3) == "lead") || x == "level" {
				return tActive, m.j + 1 - i
			}
		}
	case w == "took" || w == "take" || w == "takes" || w == "taken" || w == "taking" || w == "went" || w == "go" || w == "gone" ||
		w == "retook" || w == "retake" || w == "retakes" || w == "regained" || w == "regain" || w == "regains" || w == "reclaimed":
		if next == "the" && lo(s, i+2) == "lead" || (next == "ahead" || next == "in" && lo(s, i+2) == "front") && !strings.HasPrefix(w, "re") {
			return tTeam, 2 // "took the lead", "retook the lead"
		}
		if (w == "went" || w == "go") && next == "back" && (lo(s, i+2) == "ahead" || lo(s, i+2) == "in" && lo(s, i+3) == "front") {
			return tTeam, 3 // "Everton went back in front in the 38th minute"
		}
	case (w == "were" || w == "was") && next == "ahead" && throughWithin(s, i+2, 5):
		return tTeam, 2 // "Everton were ahead from the 23rd minute through X"
	case w == "struck" || w == "strikes" || w == "snatched" || w == "grabbed" || w == "headed" || w == "fired" || w == "hit":
		// "struck a late winner", "headed the winner"
	case clubBeatVerbs[w]:
		// "X sank Fulham", "X punished the visitors": a player's goal did it
		if m := mentionAt(s.ments, i+1); m != nil && m.i == i+1 && (m.kind == mClub || m.kind == mTeamRef) && !m.poss {
			return tActive, m.j - i
		}
		if w == "punished" && (next == "a" || next == "an" || next == "the") {
			for k := i + 2; k <= i+4 && k < len(s.toks); k++ {
				if errorNouns[lo(s, k)] {
					return tActive, k - i + 1 // "punished a mistake from the keeper"
				}
			}
		}
	case w == "did" && next == "the" && lo(s, i+2) == "rest":
		return tActive, 3 // "A slid the ball across and B did the rest"
	case (w == "proved" || w == "was" || w == "made") && next == "the" && lo(s, i+2) == "difference" && !s.toks[i+3].word:
		return tActive, 3
	case (w == "was" || w == "were") && next == "assisted" && lo(s, i+2) == "by":
		return tActive, 1 // "X was assisted by Y": X scored
	case (w == "had" || w == "with") && (next == "a" || next == "an" || next == "the"):
		// "had a simple tap-in", "was left with an easy finish"
		k := i + 2
		for k < len(s.toks) && k <= i+4 && easyAdjectives[lo(s, k)] {
			k++
		}
		if k > i+2 && (lo(s, k) == "tap-in" || lo(s, k) == "finish" || lo(s, k) == "tap") && (!s.toks[k+1].word || lo(s, k+1) == "from" || lo(s, k+1) == "in" || lo(s, k+1) == "after") &&
			(w == "had" || lo(s, i-1) == "left") {
			return tActive, k - i + 1
		}
	case (w == "was" || w == "were") && (next == "there" || next == "on" && lo(s, i+2) == "hand"):
		k := i + 2
		if next == "on" {
			k++
		}
		if lo(s, k) == "to" && (shotVerbs[lo(s, k+1)] || lo(s, k+1) == "score" || lo(s, k+1) == "finish" || lo(s, k+1) == "convert") {
			return tActive, k - i + 2 // "was there to finish", "was on hand to tap in"
		}
	case w == "beat" || w == "beats" || w == "beating" || w == "beaten":
		if m := mentionAfter(s, i+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && !prepositions[lo(s, i+1)] && !beatToPlay(s, m.j) {
			return tActive, m.j - i
		}
		// "beat the keeper at the near post" (not "beat the keeper to the ball")
		for k := i + 1; k < len(s.toks) && k <= i+3; k++ {
			if keeperNouns[lo(s, k)] && w != "beaten" && !beatToPlay(s, k+1) {
				return tActive, k - i + 1
			}
			if x := lo(s, k); x != "the" && x != "his" && x != "her" && x != "their" && x != "opposing" && x != "onrushing" && x != "advancing" {
				break
			}
		}
	case w == "own" && next == "goal":
		return tNounPos, 2
	case (w == "struck" || w == "scored" || w == "netted" || w == "tallied") && minuteStartsAt(s, i+1):
		return tActive, 1
	case (w == "gave" || w == "give" || w == "gives" || w == "giving" || w == "given" || w == "handed") && leadAfter(s, i+1):
		return tActive, 1
	case (w == "tied" || w == "ties" || w == "tying") && (next == "it" || next == "the" && (lo(s, i+2) == "score" || lo(s, i+2) == "game" || lo(s, i+2) == "match")):
		return tActive, 2
	case (w == "were" || w == "was" || w == "drew" || w == "pulled" || w == "got") && next == "level":
		return tTeam, 2
	case (w == "struck" || w == "scored" || w == "netted") && next == "again":
		return tActive, 2
	}
	if (w == "leaving" || w == "left" || w == "leaves") && leftTapIn(s, i) {
		return tNounFor, 1 // "leaving Solberg the simplest of tap-ins"
	}
	if (w == "completed" || w == "completes" || w == "completing" || w == "sealed" || w == "seals" || w == "sealing") && hatTrickAfter(s, i) {
		return tActive, 1 // "completed her first hat-trick with a header"
	}
	if ordinalWords[w] >= 1 && ordinalWords[w] <= 5 && (lo(s, i-1) == "'s" || lo(s, i-1) == "his" || lo(s, i-1) == "her") {
		if p := possessorOf(s, i); p != nil && (p.kind == mPerson || p.kind == mDesc || p.kind == mPronoun) && ordinalArrived(s, i) && (lo(s, i-1) == "'s" || lo(s, i+1) != "goal") {
			return tNounPos, 1 // "Okafor's second of the afternoon came seven minutes from time", "his first came after 12 minutes"
		}
	}
	if selfGoalNouns[w] || shotNouns[w] || w == "breakthrough" || w == "kick" && (lo(s, i-1) == "free" || kickShots[lo(s, i-1)]) || ordinalWords[w] > 1 && lo(s, i+1) == "for" {
		return d.nounTrigger(s, i)
	}
	if ordinalWords[w] >= 2 && lo(s, i-1) == "the" && withBefore(s, i) > 0 {
		return tNounBefore, 1 // "it was 2-0 soon after, X with the second"
	}
	// "Villa's second, from Leon Bailey, arrived ...", "their third came from X"
	if ordinalWords[w] >= 2 && (lo(s, i-1) == "'s" || lo(s, i-1) == "their" || lo(s, i-1) == "his" || lo(s, i-1) == "her" || i > 0 && s.toks[i-1].poss) {
		if next == "," && lo(s, i+2) == "from" {
			if m := mentionAfter(s, i+3); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
				return tNounFor, 3
			}
		}
	}
	if (shotVerbs[w] || ownGoalVerbs[w] || w == "snatched") && (next == "the" || next == "a" || next == "an" || next == "his" || next == "her") {
		for k := i + 2; k < len(s.toks) && k <= i+4; k++ {
			if selfGoalNouns[lo(s, k)] && lo(s, k) != "goals" && lo(s, k) != "brace" {
				return tActive, k - i + 1 // "headed the opener", "fired a late winner"
			}
			if !s.toks[k].word {
				break
			}
		}
	}
	if n := metWith(s, i); n > 0 {
		return tActive, n
	}
	if w == "over" && next == "the" && lo(s, i+2) == "line" {
		return tActive, 3
	}
	return tNone, 0
}

var netWords = set(`net corner goal roof top bottom back`)

// penaltyObject recognises a shot verb whose object is the penalty taken:
// "drive the penalty down the middle", "smashed his spot-kick high". A miss
// ("drove the penalty against the post") is none.
func penaltyObject(s *sent, i int) int {
	if w := lo(s, i+1); w != "the" && w != "his" && w != "her" && w != "a" {
		return 0
	}
	k := i + 2
	if w := lo(s, k); w == "resulting" || w == "ensuing" || w == "subsequent" {
		k++ // "rolled the resulting penalty down the middle"
	}
	if w := lo(s, k); w != "penalty" && w != "spot-kick" && w != "spot" {
		return 0
	}
	if lo(s, k) == "spot" && lo(s, k+1) == "kick" {
		k++
	}
	switch lo(s, k+1) {
	case "over", "wide", "against", "onto", "on", "at", "straight", "off":
		return 0
	}
	return k - i + 1
}

// seenScoring reports "score" after a verb of seeing and its subject:
// "watched Carter score the winner", "saw Carter score twice".
func seenScoring(s *sent, i int) bool {
	m := mentionAt(s.ments, i-1)
	if m == nil || m.j != i || m.kind != mPerson || m.poss {
		return false
	}
	switch lo(s, m.i-1) {
	case "watched", "watch", "watching", "saw", "see", "seeing", "sees":
		return true
	}
	return false
}

// statCount reports a count of a player's figures at token k: "four
// saves", "two assists", "10 points", "a clean sheet".
func statCount(s *sent, k int) bool {
	if lo(s, k) == "a" && lo(s, k+1) == "clean" {
		return true
	}
	n := numberWords[lo(s, k)]
	if s.toks[k].num {
		n = atoi(lo(s, k))
	}
	if n < 1 || lo(s, k) == "a" {
		return false
	}
	switch lo(s, k+1) {
	case "saves", "save", "assists", "assist", "points", "shots", "tackles", "interceptions", "clearances", "blocks", "goals", "key", "chances":
		return true
	}
	return false
}

// finishObject recognises a shot verb whose object is a finish: "sliding a
// low finish beyond the keeper", "stroked a calm finish in". A miss ("a
// finish wide") is caught by negated.
func finishObject(s *sent, i int) int {
	if w := lo(s, i+1); w != "a" && w != "an" && w != "the" && w != "his" && w != "her" {
		return 0
	}
	for k := i + 2; k < len(s.toks) && k <= i+5; k++ {
		if lo(s, k) == "finish" || lo(s, k) == "finishes" {
			return k - i + 1
		}
		if !s.toks[k].word || isBoundary(s, k) || mentionAt(s.ments, k) != nil {
			return 0
		}
	}
	return 0
}

// insidePost recognises a shot placed inside a post: "glanced it inside the
// far post", "curled the ball just inside the upright".
func insidePost(s *sent, i int) int {
	k := i + 1
	for k < len(s.toks) && k <= i+5 && lo(s, k) != "inside" {
		if !s.toks[k].word || isBoundary(s, k) || mentionAt(s.ments, k) != nil || prepositions[lo(s, k)] {
			return 0 // "drilled a low shot inside the near post", not "fired past X inside ..."
		}
		k++
	}
	if lo(s, k) != "inside" || lo(s, k+1) != "the" {
		return 0
	}
	for q := k + 2; q <= k+3 && q < len(s.toks); q++ {
		if w := lo(s, q); w == "post" || w == "upright" {
			return q - i + 1
		}
	}
	return 0
}

// namedDelivery reports a delivery noun at token k after a name: "volleyed
// in the Eccles cross".
func namedDelivery(s *sent, k int) bool {
	_, pass := passNouns[lo(s, k)]
	return pass || shotNouns[lo(s, k)] || lo(s, k) == "free" || lo(s, k) == "corner"
}

var finishWords = set(`finish finished finishes finishing`)

// finishManner words follow "finished" when it tells a goal: "finished
// calmly", "finished off the move", "finished from close range".
var finishManner = set(`calmly coolly clinically neatly emphatically superbly expertly confidently smartly
	crisply sweetly first-time unerringly off from with low high`)

// finishedAlone recognises "finish" used alone of a player's shot: "X, who
// finished calmly", "crossed for Y to finish", "controlled it before
// finishing". Said of a match or a side ("the game finished 2-1", "Ajax
// finished strongly") it tells no goal, so the subject must be a player
// standing just before it, or a relative or infinitive whose player is.
func (d *doc) finishedAlone(s *sent, i int) int {
	if !finishWords[lo(s, i)] {
		return 0
	}
	next := i + 1
	switch {
	case finishManner[lo(s, next)]:
		if lo(s, next) == "off" && !(lo(s, next+1) == "the" && lo(s, next+2) == "move" || lo(s, next+1) == "it") {
			return 0 // "finished off the game"
		}
	case next >= len(s.toks) || !s.toks[next].word && lo(s, next) != "(" || minuteStartsAt(s, next) || lo(s, next) == "(" && minuteStartsAt(s, next+1):
	case finishTail[lo(s, next)] || matchPhase(s, next, min(next+4, len(s.toks))) != 0 && timeOpeners[lo(s, next)]:
		// "before finishing midway through the half", "finished past the
		// keeper", "finished in the second half"
	default:
		return 0
	}
	p := i - 1
	for p >= 0 && skipAdverbs[lo(s, p)] {
		p--
	}
	switch lo(s, p) {
	case "to":
		// "crossed for X to finish", not "from start to finish"
		if m := mentionAt(s.ments, p-1); m == nil || m.j != p || !(m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
			return 0
		}
	case "who", "before", "and", "then", "after":
	default:
		m := mentionAt(s.ments, p)
		if m == nil || m.j != p+1 || m.poss || !(m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
			return 0
		}
	}
	a := d.agentLeft(s, i)
	if a == nil || !(a.kind == mPerson || a.kind == mDesc || a.kind == mPronoun) {
		return 0
	}
	return 1
}

// finishTail words tell when or where a player finished: "before finishing
// early on", "and finished past the keeper".
var finishTail = set(`midway early late just soon shortly moments seconds deep past beyond into through under inside
	between across`)

func placeAfterIn(s *sent, k int) bool {
	if lo(s, k) == "the" {
		switch lo(s, k+1) {
		case "box", "area", "first", "second", "air", "minute", "midfield", "middle", "end", "closing", "opening", "final", "last":
			return true
		}
		if _, ok := ordinalWords[lo(s, k+1)]; ok {
			return true
		}
		if strings.HasSuffix(lo(s, k+1), "th") && s.toks[k+1].s[0] >= '0' && s.toks[k+1].s[0] <= '9' {
			return true
		}
	}
	switch lo(s, k) {
	case "behind", "midfield", "stoppage", "added", "injury", "front":
		return true
	case "at":
		// "slotted in at left-back": a position, not the net
		return roleNouns[lo(s, k+1)] || lo(s, k+1) == "the" && roleNouns[lo(s, k+2)]
	}
	return false
}

// pastKeeper recognises "lobbed over goalkeeper X", "rifled an effort past X".
func (d *doc) pastKeeper(s *sent, i int) int {
	for k := i + 1; k < len(s.toks) && k <= i+6; k++ {
		w := lo(s, k)
		if w == "past" || w == "over" || w == "beyond" || w == "across" || w == "under" {
			if m := mentionAt(s.ments, k+1); m != nil && m.kind == mDesc && m.i == k+1 && keeperNouns[lo(s, m.j-1)] {
				return k - i + 1 // "rifled it past the keeper"
			}
			q := k + 1
			for q < len(s.toks) && (lo(s, q) == "the" || lo(s, q) == "advancing" || lo(s, q) == "onrushing" || roleNouns[lo(s, q)] || lo(s, q) == "stranded" || lo(s, q) == "helpless" || lo(s, q) == "despairing") {
				q++
			}
			if m := mentionAt(s.ments, q); m != nil && m.kind == mClub && roleNouns[lo(s, m.j)] {
				q = m.j + 1
			}
			if m := mentionAt(s.ments, q); m != nil && (m.kind == mClub || m.kind == mTeamRef) && m.poss {
				q = m.j + 1 // "past the Saints' Alex McCarthy"
				for q < len(s.toks) && roleNouns[lo(s, q)] {
					q++
				}
			}
			if m := mentionAt(s.ments, q); m != nil && (m.kind == mPerson || m.kind == mDesc) && m.i == q {
				return k - i + 1
			}
			return 0
		}
		if isBoundary(s, k) || lo(s, k) == "," {
			return 0
		}
	}
	return 0
}

// startsMention reports a name beginning at token k: "Man City" is a
// club, though "man" alone is a role.
func startsMention(s *sent, k int) bool {
	m := mentionAt(s.ments, k)
	return m != nil && m.i == k && (m.kind == mPerson || m.kind == mClub)
}

func mentionAfter(s *sent, k int) *mention {
	for k < len(s.toks) {
		w := lo(s, k)
		if (w == "the" || w == "a" || roleNouns[w] || roleNouns[strings.TrimSuffix(w, "s")] && w != "s" || descModifiers[w] || strings.HasSuffix(w, "-year-old") ||
			(w == "their" || w == "his" || w == "her") && roleNouns[lo(s, k+1)]) && !startsMention(s, k) {
			k++
			continue
		}
		if m := mentionAt(s.ments, k); m != nil && m.kind == mClub && m.i == k && (roleNouns[lo(s, m.j)] || m.poss && m.j+1 < len(s.toks) && (s.toks[m.j+1].cap || roleNouns[lo(s, m.j+1)])) {
			k = m.j
			if m.poss {
				k++
			}
			continue
		}
		if s.toks[k].cap && k+1 < len(s.toks) && roleNouns[lo(s, k+1)] && mentionAt(s.ments, k) == nil {
			k++ // "Polish midfielder X"
			continue
		}
		break
	}
	if m := mentionAt(s.ments, k); m != nil && m.i == k {
		return m
	}
	return nil
}

// nounTrigger handles goal nouns: "X's equaliser", "a goal from X", "the
// winner for X", "X's strike deflected in", "a X header gave them the lead".
func (d *doc) nounTrigger(s *sent, i int) (trigKind, int) {
	w := lo(s, i)
	if w == "kick" && lo(s, i-1) == "free" {
		w = "free-kick" // "X's free kick flew in"
	} else if w == "kick" && kickShots[lo(s, i-1)] {
		w = "volley" // "X's overhead kick levelled the scores"
	}
	if w == "goal" && lo(s, i-1) == "own" {
		return tNone, 0
	}
	if passiveFinish(s, i+2) > 0 && reducedPassive(s, i+2) {
		return tNone, 0 // "a Carter free-kick, converted by Moss": Moss's goal
	}
	next := lo(s, i+1)
	switch lo(s, i-1) {
	case "across", "into", "towards", "toward", "on", "at", "in", "of", "goal", "open", "empty":
		return tNone, 0
	}
	if ordinalWords[w] > 1 && ordinalWords[w] < 8 && next == "for" && (lo(s, i-1) == "a" || lo(s, i-1) == "the") && createVerbs[lo(s, i-2)] {
		if m := mentionAfter(s, i+2); m != nil && m.kind == mPerson && !m.poss {
			return tNounFor, 2 // "A created a second for B": B's goal
		}
	}
	if selfGoalNouns[w] && w != "goals" && (next == "–" || next == "—" || next == "-" || next == ":") && lo(s, i-1) != "own" {
		// "managed to get an equaliser – David Artell with 15 minutes remaining"
		if m := mentionAt(s.ments, i+2); m != nil && m.i == i+2 && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
			return tNounFor, 2
		}
	}
	if selfGoalNouns[w] && (next == "came" || next == "arrived") && lo(s, i-1) != "own" {
		// "the goals came from A and a B penalty", "the equaliser came courtesy of A"
		at := 0
		switch lo(s, i+2) {
		case "from", "through", "via":
			at = i + 3
		case "courtesy", "thanks":
			if lo(s, i+3) == "of" || lo(s, i+3) == "to" {
				at = i + 4
			}
		}
		if at > 0 {
			if m := mentionAfter(s, at); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
				return tNounFor, at - i
			}
		}
	}
	if (selfGoalNouns[w] || shotNouns[w]) && soleWords[lo(s, i-1)] && next == "of" {
		if m := mentionAfter(s, i+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
			return tNounFor, 2 // "thanks to the sole strike of X"
		}
	}
	if selfGoalNouns[w] && (next == "from" || next == "by" || next == "for" || next == "through" || next == "to" && (w == "goals" || w == "brace" || lo(s, i-1) == "a")) {
		if m := mentionAfter(s, i+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
			return tNounFor, 2
		}
	}
	// "A set up B for the opener", "A teed up B for the equaliser": B's goal
	if (selfGoalNouns[w] && w != "goals" || setUpNouns[w]) && forBefore(s, i) > 0 {
		end := forBefore(s, i)
		if lo(s, end-1) == "up" {
			end-- // "A teed B up for the opener"
		}
		if m := mentionAt(s.ments, end-1); m != nil && m.j == end && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
			if v := lo(s, m.i-1); passVerbs[v] != "" || v == "up" || v == "assisted" || v == "picked" || v == "found" || v == "released" {
				return tNounBefore, 1
			}
		}
	}
	// "1-0 after 20 minutes, X with the goal": a goal told by an absolute phrase
	if (selfGoalNouns[w] && w != "goals" && w != "brace" || w == "strike" || w == "finish" || w == "header") && withBefore(s, i) > 0 {
		return tNounBefore, 1
	}
	// "the breakthrough came on 63 minutes when X rose to meet a corner":
	// the goal announced, its scorer the subject after "when"
	if (selfGoalNouns[w] || w == "breakthrough") && lo(s, i-1) == "the" && (next == "came" || next == "arrived") {
		for q := i + 2; q < len(s.toks) && q <= i+8; q++ {
			if x := lo(s, q); x == "when" || x == "as" {
				if m := mentionAfter(s, q+1); m != nil && m.i == q+1 && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
					return tNounFor, q - i + 1
				}
				break
			}
			if isBoundary(s, q) || mentionAt(s.ments, q) != nil {
				break
			}
		}
	}
	// "Everton's equaliser came five minutes after the restart and it was
	// the work of X": the goal, then who made it
	if selfGoalNouns[w] && w != "goals" && w != "brace" {
		for q := i + 1; q+2 < len(s.toks) && q <= i+16; q++ {
			if lo(s, q) == "work" && lo(s, q+1) == "of" && lo(s, q-1) == "the" {
				if m := mentionAfter(s, q+2); m != nil && m.i == q+2 && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
					return tNounFor, q + 2 - i
				}
				break
			}
		}
	}
	// "a long-range effort from X beat the keeper": a shot noun with its
	// shooter after "from" and a word of success after both
	if shotNouns[w] && next == "from" {
		if m := mentionAfter(s, i+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss && shotSucceeds(s, m.j) {
			return tNounFor, 2
		}
	}
	poss := possessorOf(s, i)
	if poss == nil {
		return tNone, 0
	}
	if (poss.kind == mClub || poss.kind == mTeamRef) && prepositions[poss.gov] {
		return tNone, 0 // "a mistake for Ajax's first goal" names a goal told elsewhere
	}
	if selfGoalNouns[w] {
		if poss.kind == mPronoun && !(w != "goals" && (timeAt(s.minutes, i+1) || countEffect(s, i))) {
			return tNone, 0 // but "his goal on 40 minutes made it 1-1"
		}
		if w == "goals" || w == "brace" {
			if (poss.kind == mPerson || poss.kind == mDesc) && countEffect(s, i) {
				return tNounPos, 1 // "Jim Carter's brace gave Everton the win", "a Jim Carter brace sank Fulham"
			}
			return tNone, 0
		}
		switch poss.gov {
		case "of", "into", "in", "at", "towards", "toward", "on", "inside", "across", "behind":
			if b := lo(s, nameStart(s, poss)-2); !(poss.gov == "on" && (b == "assist" || b == "assists")) {
				return tNone, 0 // not "the assist on X's winner"
			}
		}
		return tNounPos, 1
	}
	if w == "tap-in" && (poss.kind == mPerson || poss.kind == mDesc) && lo(s, nameStart(s, poss)-1) != "denied" {
		return tNounPos, 1 // "squared to X for a simple tap-in": a tap-in is told only when it went in
	}
	// a shot noun needs a word of success after it
	ce := clauseEnd(s, i)
	for k := i + 1; k < ce && k <= i+12; k++ {
		if lo(s, k) == "way" && (lo(s, k+1) == "in" || lo(s, k-1) == "its" && lo(s, k+1) == "past" && keeperWithin(s, k+2, ce)) {
			return tNounPos, 1 // "took a wicked deflection on its way in", "a touch off a defender on its way past the keeper"
		}
	}
	for k := i + 1; k < ce && k <= i+16; k++ {
		if lo(s, k) == "to" && resultInfinitives[lo(s, k+1)] && !missBefore(s, i+1, k) {
			return tNounPos, 1 // "X's header took a wicked deflection off Y to hand them the lead"
		}
	}
	for k := i + 1; k < ce && k <= i+8; k++ {
		if successWords[lo(s, k)] {
			if lo(s, k) == "was" && lo(s, k+1) != "enough" {
				continue
			}
			if nx := lo(s, k+1); nx == "over" || nx == "wide" || nx == "high" || nx == "off" && !offPlayer(s, k+2) || nx == "against" {
				return tNone, 0 // "a header that flew over the bar", but "deflected off X"
			}
			if lo(s, k) == "found" && !(lo(s, k+1) == "the" && (netWords[lo(s, k+2)] || netWords[lo(s, k+3)])) {
				continue
			}
			return tNounPos, 1
		}
		if lo(s, k) == "that" || lo(s, k) == "which" {
			continue
		}
	}
	return tNone, 0
}

// leftTapIn reports a delivery that left a player a finish to make: "leaving
// X the simplest of tap-ins", "left X a tap-in".
func leftTapIn(s *sent, i int) bool {
	m := mentionAfter(s, i+1)
	if m == nil || m.i != i+1 || !(m.kind == mPerson || m.kind == mDesc) || m.poss {
		return false
	}
	for q := m.j; q < len(s.toks) && q <= m.j+5; q++ {
		switch lo(s, q) {
		case "tap-in", "tap-ins", "tap", "finish", "header":
			return !(lo(s, q) == "tap" && lo(s, q+1) != "in")
		}
		if !s.toks[q].word {
			return false
		}
	}
	return false
}

// hatTrickAfter reports "her first hat-trick", "a hat-trick" just after the
// verb at token i.
func hatTrickAfter(s *sent, i int) bool {
	for q := i + 1; q < len(s.toks) && q <= i+8; q++ {
		if strings.HasPrefix(lo(s, q), "hat-trick") || lo(s, q) == "hattrick" {
			return true
		}
		if !s.toks[q].word || isBoundary(s, q) {
			return false
		}
	}
	return false
}

// articles open a noun phrase whose modifier may be a name: "a Jim Carter
// header".
var articles = set(`a an the`)

// countEffectVerbs tell what a player's goals did: "X's brace gave Everton
// the win", "X's goals sank Fulham".
var countEffectVerbs = set(`gave gives secured secures sealed seals earned earns handed hands settled settles clinched clinches
	sank sinks won wins lifted lifts powered powers fired fires helped helps inspired inspires ensured ensures proved proves
	put puts took takes saw sees edged earned overturned rescued rescues salvaged salvages decided made`)

// countEffect reports a verb of effect after a player's goals at token i,
// past an aside between commas or a time: "X's brace, either side of
// half-time, gave Everton the win", "X's goals in the first half sank them".
func countEffect(s *sent, i int) bool {
	ce := clauseEnd(s, i)
	for k := i + 1; k < len(s.toks) && k <= i+12; k++ {
		w := lo(s, k)
		if countEffectVerbs[w] {
			return true
		}
		if k >= ce && w != "," || isBoundary(s, k) && w != "," || mentionAt(s.ments, k) != nil && k == i+1 {
			return false
		}
	}
	return false
}

// throughWithin reports "through" or "via" naming a scorer within n tokens
// from k: "were ahead from the 23rd minute through X".
func throughWithin(s *sent, k, n int) bool {
	for q := k; q < len(s.toks) && q < k+n; q++ {
		if w := lo(s, q); w == "through" || w == "via" {
			m := mentionAfter(s, q+1)
			return m != nil && m.i == q+1 && (m.kind == mPerson || m.kind == mDesc)
		}
		if isBoundary(s, q) {
			return false
		}
	}
	return false
}

// throughAfter may follow "broke through" told of a side's goal: "broke
// through when ...", "broke through on 15 minutes".
var throughAfter = set(`when as after in on with just early late at before again eventually finally`)

// ordinalArrived reports a scorer's n-th goal told as arriving: "X's second
// came", "X's third of the night arrived on the break".
func ordinalArrived(s *sent, i int) bool {
	k := i + 1
	if lo(s, k) == "of" {
		k += 3 // "of the afternoon", "of the game"
	}
	if lo(s, k) == "," {
		// "X's second, on 77 minutes, settled it": an aside between
		for q := k + 1; q < len(s.toks) && q <= k+7; q++ {
			if lo(s, q) == "," {
				k = q + 1
				break
			}
		}
	}
	for q := i + 1; q <= k+1 && q < len(s.toks); q++ {
		switch lo(s, q) {
		case "came", "arrived", "followed", "comes", "arrives", "goal":
			return q >= k || lo(s, q) == "goal"
		case "was":
			return q >= k && ordinalWords[lo(s, i)] > 1 // not "his first was saved"
		case "settled", "sealed", "made", "killed", "wrapped", "capped", "clinched", "won", "decided", "gave", "secured", "earned", "sank", "proved":
			return q == k
		}
	}
	return false
}

// keeperWithin reports a goalkeeper named in the few words from k on, before
// the clause ends at ce.
func keeperWithin(s *sent, k, ce int) bool {
	for q := k; q < ce && q <= k+4; q++ {
		if keeperNouns[lo(s, q)] {
			return true
		}
	}
	return false
}

// shotSucceeds reports a word of success told just after a shot's shooter:
// "an effort from X beat the keeper", "a drive from Y found the net".
func shotSucceeds(s *sent, k int) bool {
	ce := clauseEnd(s, k)
	for q := k; q < ce && q <= k+4; q++ {
		switch lo(s, q) {
		case "beat", "flew", "crept", "nestled", "deflected", "went", "wrong-footed", "looped", "squirmed", "trickled", "skidded", "dipped":
			nx := lo(s, q+1)
			return nx != "over" && nx != "wide" && nx != "high" && nx != "off" && nx != "against"
		case "found":
			return lo(s, q+1) == "the" && (netWords[lo(s, q+2)] || netWords[lo(s, q+3)])
		}
	}
	return false
}

// onScoresheet recognises "put Wolves on the scoresheet", "got on the
// scoresheet": the subject scored.
func onScoresheet(s *sent, i int) int {
	for k := i + 1; k < len(s.toks) && k <= i+5; k++ {
		if lo(s, k) == "on" && lo(s, k+1) == "the" && (lo(s, k+2) == "scoresheet" || lo(s, k+2) == "score-sheet") {
			return k + 3 - i
		}
		if !s.toks[k].word || isBoundary(s, k) {
			return 0
		}
	}
	return 0
}

// possessorOf returns the mention owning the noun at token i: "X's (adj) N",
// "a X N", "his N", "whose N".
func possessorOf(s *sent, i int) *mention {
	k := i - 1
	for k >= 0 && k >= i-4 {
		w := lo(s, k)
		if w == "'s" {
			if m := mentionAt(s.ments, k-1); m != nil {
				return m
			}
			return nil
		}
		if m := mentionAt(s.ments, k); m != nil {
			if m.kind == mPronoun && m.poss {
				return m
			}
			if m.kind == mPerson && (articles[lo(s, m.i-1)] || m.j == i && m.i >= 2 && articles[lo(s, m.i-2)] && s.toks[m.i-1].word && !s.toks[m.i-1].cap && !prepositions[lo(s, m.i-1)]) {
				return m // "a Jim Carter header", "a late Jim Carter strike"
			}
			return nil
		}
		if w == "whose" {
			return &mention{kind: mPronoun, i: k, j: k + 1, s: s, surface: "whose"}
		}
		if w == "for" {
			if m := mentionAt(s.ments, k-1); m != nil && (m.kind == mPerson || m.kind == mDesc) && m.j == k && shotNouns[lo(s, i)] && (lo(s, k+1) == "a" || lo(s, k+1) == "an") {
				return m
			}
			return nil
		}
		if !s.toks[k].word || isBoundary(s, k) || w == "from" || w == "by" || w == "to" {
			return nil
		}
		k--
	}
	return nil
}

// touchedAfter reports a ball another player then touched: "X's free-kick
// was headed in by Y".
func touchedAfter(s *sent, q int) bool {
	if !passiveAux[lo(s, q+1)] {
		return false
	}
	if _, pass := passVerbs[lo(s, q+2)]; pass || shotVerbs[lo(s, q+2)] {
		switch lo(s, q+3) {
		case "into", "to", "across", "back", "towards", "through", "square", "on", "down":
			return true // "X's free-kick was rolled into his path"
		}
	}
	for k := q + 2; k < len(s.toks) && k <= q+8; k++ {
		if lo(s, k) == "by" {
			m := mentionAfter(s, k+1)
			return m != nil && (m.kind == mPerson || m.kind == mDesc)
		}
		if isBoundary(s, k) {
			return false
		}
	}
	return false
}

// minuteStartsAt reports a stated time beginning at token k: "struck in
// the 88th minute".
func minuteStartsAt(s *sent, k int) bool {
	switch lo(s, k) {
	case "first", "again", "late", "early", "twice":
		k++
	}
	for _, m := range s.minutes {
		q := k
		for q < m.i && (lo(s, q) == "in" || lo(s, q) == "on" || lo(s, q) == "after" || lo(s, q) == "the") {
			q++
		}
		if q == m.i {
			return true
		}
		if m.i == k {
			return true
		}
	}
	return false
}

// finishClass reads what a telling says the goal did to the score.
func finishClass(s *sent, i, end int) string {
	w := lo(s, i)
	span := ""
	for k := i; k < end && k < len(s.toks); k++ {
		span += " " + lo(s, k)
	}
	switch {
	case strings.Contains(span, "opened the scoring") || strings.Contains(span, "open the scoring") ||
		strings.Contains(span, "deadlock") || w == "opener":
		return "first"
	case (w == "restored" || w == "restores") && lo(s, i+1) == "parity" || w == "cancelled" || w == "canceled" || w == "cancels":
		return "level" // "restored parity", "cancelled out the opener"
	case w == "restored" || w == "regained":
		return "restore"
	case w == "doubled" || w == "doubles" || w == "extended" || w == "extend" || w == "added" || w == "adds" || w == "add":
		return "double"
	case levelWords[w] || w == "tied" || w == "ties" || w == "tying" || strings.HasSuffix(span, " level"):
		return "level"
	case w == "reduced" || w == "halved" || w == "pulled" || w == "pulls" || w == "cut" || w == "trimmed" || w == "narrowed" || consolationAt(s, i, end):
		return "reduce" // a consolation leaves its side behind
	case (w == "gave" || w == "give" || w == "gives" || w == "giving" || w == "handed" || w == "hand") && leadNext(s, end):
		return "lead" // "gave West Ham the lead"
	case strings.Contains(span, "took the lead") || strings.Contains(span, "take the lead") || strings.Contains(span, "went ahead") ||
		strings.Contains(span, "ahead") || strings.Contains(span, "in front"):
		return "lead"
	case strings.HasSuffix(span, " winner") || strings.HasSuffix(span, " winning goal") || strings.HasSuffix(span, " decider"):
		return "winner" // "headed the winner": the side led from then to the end
	}
	// the named goal just after the finish: "headed home the winner"
	if lo(s, end) == "the" || lo(s, end) == "a" {
		switch lo(s, end+1) {
		case "winner", "decider":
			return "winner"
		case "opener":
			return "first"
		case "equaliser", "equalizer", "leveller", "leveler":
			return "level"
		}
	}
	return ""
}

// consolationAt reports a finish told as a consolation: "netted a late
// consolation", "a consolation goal", "X's consolation".
func consolationAt(s *sent, i, end int) bool {
	for k := i; k < len(s.toks) && k <= end+3; k++ {
		if lo(s, k) == "consolation" {
			return true
		}
		if k >= end && isBoundary(s, k) {
			return false
		}
	}
	return false
}

// leadNext reports "(the visitors) the lead" or "an early lead" after a
// verb of giving.
func leadNext(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q <= k+5; q++ {
		if lo(s, q) == "lead" || lo(s, q) == "advantage" {
			return true
		}
		if isBoundary(s, q) || !s.toks[q].word {
			return false
		}
	}
	return false
}

// classesAgree reports whether two tellings' classes can be one goal.
func classesAgree(a, b string) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	if a > b {
		a, b = b, a
	}
	if b == "winner" {
		return a != "level" && a != "reduce"
	}
	return a == "first" && b == "lead"
}

// leadAfter reads "the visitors the lead", "Chelsea an early lead" after
// "gave": the subject scored.
func leadAfter(s *sent, k int) bool {
	if lo(s, k) == "the" {
		k++
	}
	m := mentionAt(s.ments, k)
	if m == nil || m.i != k || !(m.kind == mClub || m.kind == mTeamRef) {
		return false
	}
	for q := m.j; q < len(s.toks) && q <= m.j+3; q++ {
		if lo(s, q) == "lead" || lo(s, q) == "advantage" || lo(s, q) == "hope" && q == m.j {
			return true // "gave the visitors hope": a goal that closed the gap
		}
	}
	return false
}

// goalCount reads how many goals a finish verb counts: "scored twice",
// "netted a brace", "scored a hat-trick".
func goalCount(s *sent, k int) int {
	w := lo(s, k)
	switch {
	case w == "brace" || w == "double":
		return 2 // "X's brace gave them the win"
	case strings.HasPrefix(w, "hat-trick") || w == "treble":
		return 3
	case w == "goals" && lo(s, k-1) == "'s":
		return 2 // "X's goals gave them the win"
	case w == "goals" && lo(s, k-2) == "'s":
		if n, ok := countNumbers[lo(s, k-1)]; ok {
			return n // "X's three goals"
		}
	}
	if w != "scored" && w != "scores" && w != "netted" && w != "struck" && w != "scoring" {
		return 0
	}
	n := 0
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		switch lo(s, q) {
		case "twice", "brace", "double":
			n = 2
		case "hat-trick", "hattrick", "treble":
			n = 3
		case "either":
			if lo(s, q+1) == "side" && lo(s, q+2) == "of" {
				n = 2 // "struck either side of the interval"
			}
		}
	}
	for q := k + 1; q < len(s.toks) && q <= k+8; q++ {
		if lo(s, q) == "through" || lo(s, q) == "via" {
			return 0 // "scoring twice through A and B" counts the club's goals
		}
	}
	return n
}

// goalWords name what a side pulls back: "pulled one back", "pulled a goal back".
var goalWords = set(`one goal`)

// deliveryVerbs can play a ball in for someone else: "curled in a cross",
// "whipped in a free kick" (unlike "headed in a corner", a finish).
var deliveryVerbs = set(`curled curls curling whipped whips whipping swung swings swinging fired fires firing drove drives
	driving drilled drills drilling floated floats floating lofted lofts clipped clips bent bends hooked hooks slid slides
	played plays rolled rolls sent sends chipped chips delivered delivers pumped pumps lashed`)

// deliveryNounAt reports a delivery named at token k: "a cross", "his corner",
// "a free kick", "the ball".
func deliveryNounAt(s *sent, k int) bool {
	switch lo(s, k) {
	case "a", "an", "the", "his", "her", "another", "one":
		k++
	}
	for q := k; q < len(s.toks) && q <= k+2; q++ {
		w := lo(s, q)
		if w == "free" && lo(s, q+1) == "kick" {
			return true
		}
		if kind, ok := passNouns[w]; ok && kind != "header" && w != "chip" {
			if lo(s, q+1) == "from" || lo(s, q+1) == "by" {
				// "headed in a cross from X" finishes X's delivery;
				// "curled in a cross from the right" is a delivery
				m := mentionAfter(s, q+2)
				return m == nil || m.kind != mPerson && m.kind != mDesc
			}
			return true
		}
	}
	return false
}

// blockedAfter reports a finish kept out just after token k: "hooked it
// under the bar, but the keeper tipped it over".
func blockedAfter(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q <= k+6; q++ {
		switch lo(s, q) {
		case "saved", "tipped", "parried", "cleared", "blocked", "denied", "offside", "disallowed":
			return true
		}
	}
	return false
}

// netAt reports the net named at token q, after "into": "the net", "the
// far corner", "the top corner" (not "the top of the box", "the back").
func netAt(s *sent, q int) bool {
	w := lo(s, q)
	if w == "top" || w == "bottom" {
		return lo(s, q+1) == "corner"
	}
	return netWords[w] && w != "back"
}

// deliveryHome recognises a finish whose object is the pass it finished:
// "headed Carter's corner home", "guided the cross into the net", "turned a
// Carter cross home". Not after a verb that delivers ("whipped a corner
// in"): only "home" or "into the net" ends it.
func deliveryHome(s *sent, i int) int {
	if deliveryVerbs[lo(s, i)] {
		return 0
	}
	noun := false
	for k := i + 1; k < len(s.toks) && k <= i+7; k++ {
		if m := mentionAt(s.ments, k); m != nil && m.i == k && !noun && (m.poss || passNouns[lo(s, m.j)] != "") {
			k = m.j - 1 // "Carter's", "a Carter"
			if lo(s, m.j) == "'s" {
				k = m.j
			}
			continue
		}
		w := lo(s, k)
		if _, ok := passNouns[w]; ok && w != "header" && w != "chip" {
			noun = true
			continue
		}
		switch w {
		case "a", "an", "the", "his", "her", "their", "subsequent", "resulting", "low", "deep", "teasing", "inviting", "pinpoint", "fine", "first-time", "whipped", "looping":
			continue
		case "home":
			if noun {
				return k - i + 1
			}
		case "into":
			for q := k + 1; q < len(s.toks) && q <= k+4 && noun; q++ {
				if netAt(s, q) {
					return q - i + 1
				}
			}
		}
		return 0
	}
	return 0
}

// keeperBeatenBy reports a player or keeper told beaten in the passive at
// token i, with who beat them after "by" in the clause: the keeper conceded
// to that player's finish ("X was beaten again on 78 by a shot from Y"). A
// club beaten ("Everton were beaten 2-1 by Fulham") lost a match instead.
func keeperBeatenBy(s *sent, i int) bool {
	k := i - 1
	for k > 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if !passiveAux[lo(s, k)] {
		return false
	}
	subj := mentionAt(s.ments, k-1)
	if subj == nil || subj.j != k || !(subj.kind == mPerson || subj.kind == mDesc || subj.kind == mPronoun) || subj.poss {
		return false
	}
	if subj.kind == mDesc && !keeperNouns[lo(s, subj.j-1)] {
		return false
	}
	ce := clauseEnd(s, i)
	for q := i + 1; q < ce && q <= i+10; q++ {
		if lo(s, q) == "by" {
			if m := mentionAfter(s, q+1); m != nil && (m.kind == mPerson || m.kind == mDesc) {
				return true
			}
			return shotFrom(s, q+1) > 0
		}
		if _, _, ok := isScore(lo(s, q)); ok || lo(s, q) == "to" {
			return false // "beaten 2-1 by", "beaten to the ball by"
		}
	}
	return false
}

// saveNouns are a keeper's or a defender's acts, which seal no win by a goal.
var saveNouns = set(`save saves stop stops block blocks tackle tackles clearance clearances interception defending display`)

// wrapUpObjects are what a finish settles: "sealed the win", "wrapped up
// the points", "settled it", "won it".
var wrapUpObjects = set(`win victory points it game match result tie contest matters`)

// wrapUp recognises a goal told by what it settled: "X sealed the win in the
// 84th minute", "Y wrapped up the points", "Z won it late on", "made sure of
// the points". The subject scored (a club subject is a goal told by its club).
func (d *doc) wrapUp(s *sent, i int) int {
	w := lo(s, i)
	k := i + 1
	switch w {
	case "sealed", "seals", "sealing", "clinched", "clinches", "clinching", "settled", "settles", "settling":
	case "seal", "clinch", "settle":
		if lo(s, i-1) != "to" {
			return 0 // "left to X to settle matters", not "will settle"
		}
		for q := i - 2; q >= 0 && q >= i-5; q-- {
			if saveNouns[lo(s, q)] {
				return 0 // "produced two late saves to seal the win": a keeper's
			}
		}
	case "wrapped", "wraps", "wrapping":
		if lo(s, k) == "up" {
			k++
		} else if lo(s, k+1) == "up" {
			return d.wrapUpEnd(s, i, k, k+2)
		} else {
			return 0
		}
	case "won", "wins", "winning":
		if lo(s, k) != "it" || lo(s, k+1) == "back" || lo(s, k+1) == "off" {
			return 0
		}
	case "killed", "kills", "killing":
		// "killed the game off", "killed off the contest"
		if lo(s, k) == "off" {
			k++
		} else if lo(s, k+2) != "off" && lo(s, k+1) != "off" {
			return 0
		}
	case "completed", "completes", "completing", "capped", "caps", "rounded", "rounds":
		// "completed the rout", "rounded off the scoring"
		if lo(s, k) == "off" {
			k++
		}
		if lo(s, k) != "the" || !finaleObjects[lo(s, k+1)] {
			return 0
		}
		return k + 2 - i
	case "made", "makes", "making":
		if lo(s, k) != "sure" || lo(s, k+1) != "of" {
			return 0
		}
		k += 2
	default:
		return 0
	}
	return d.wrapUpEnd(s, i, k, k)
}

func (d *doc) wrapUpEnd(s *sent, i, obj, end int) int {
	q := obj
	if lo(s, q) == "the" || lo(s, q) == "a" {
		q++
	}
	for q < len(s.toks) && q <= obj+3 && !wrapUpObjects[lo(s, q)] {
		if !s.toks[q].word || isBoundary(s, q) {
			return 0
		}
		q++
	}
	if !wrapUpObjects[lo(s, q)] {
		return 0
	}
	if lo(s, q) == "it" && q != obj {
		return 0
	}
	// "sealed the win" said of a match already won by a goal told as such
	// ("the goal that sealed the win") belongs to that goal's noun.
	if lo(s, i-1) == "that" || lo(s, i-1) == "which" {
		return 0
	}
	// "a late goal from X sealed the win": the goal noun tells that goal
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		if selfGoalNouns[lo(s, k)] || shotNouns[lo(s, k)] {
			return 0
		}
		if isBoundary(s, k) {
			break
		}
	}
	return max(q, end-1) - i + 1
}

// passiveFinishVerbs finish a move when told in the passive: "whose flick was
// finished first time by X", "the cross was converted by Y".
var passiveFinishVerbs = set(`finished converted slotted tapped prodded poked volleyed smashed lashed fired drilled
	stabbed side-footed sidefooted rifled dispatched despatched buried tucked steered swept bundled hammered thumped blasted
	headed nodded glanced curled rolled stroked`)

// passiveFinish recognises a finishing verb in the passive with its agent:
// "was finished first time by Griezmann".
func passiveFinish(s *sent, i int) int {
	// "was met on the volley by X", "was met first time by Y": met is a finish
	// only with the strike that says so
	if !metStruck(s, i) {
		switch lo(s, i+1) {
		case "on", "down", "back", "across", "over", "wide", "out", "to", "towards", "clear", "away":
			return 0 // "was glanced on by X": a flick for someone else; "was bundled over by X": a foul
		}
		if !passiveFinishVerbs[lo(s, i)] {
			return 0
		}
	}
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if !passiveAux[lo(s, k)] && !(lo(s, k) == "and" && passiveSharedBefore(s, k)) && !reducedPassive(s, i) {
		return 0
	}
	for q := i + 1; q < len(s.toks) && q <= i+8; q++ {
		if lo(s, q) == "by" {
			if m := mentionAfter(s, bodyOf(s, q+1)); m != nil && (m.kind == mPerson || m.kind == mDesc) {
				return 1
			}
			return 0
		}
		if isBoundary(s, q) || !s.toks[q].word {
			return 0
		}
	}
	return 0
}

// bodyParts strike the ball: "by the outstretched leg of X".
var bodyParts = set(`leg foot boot head knee chest toe thigh shin heel`)

// bodyOf skips "the (outstretched) leg of" from token k, so the agent of a
// passive finish is its owner: "converted by the outstretched leg of X".
func bodyOf(s *sent, k int) int {
	if lo(s, k) != "the" {
		return k
	}
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		if bodyParts[lo(s, q)] && lo(s, q+1) == "of" {
			return q + 2
		}
	}
	return k
}

// reducedPassive reports a finishing verb at token i told as a reduced
// passive after the delivery it finished, set off by a comma or dash: "A
// Carter free-kick, converted by Moss, ...", "X's corner - headed in by Y".
func reducedPassive(s *sent, i int) bool {
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	switch lo(s, k) {
	case ",", "-", "–", "—":
	default:
		return false
	}
	for q := k - 1; q >= 0 && q >= k-2; q-- {
		if w := lo(s, q); passNouns[w] != "" && w != "header" || w == "kick" && lo(s, q-1) == "free" {
			return true
		}
	}
	return false
}

// metStruck reports "met" at token i followed by the way the ball was struck
// first time: "met on the volley", "met on the half-volley", "met first time".
func metStruck(s *sent, i int) bool {
	if lo(s, i) != "met" {
		return false
	}
	if lo(s, i+1) == "first" && lo(s, i+2) == "time" {
		return true
	}
	return lo(s, i+1) == "on" && lo(s, i+2) == "the" && (lo(s, i+3) == "volley" || lo(s, i+3) == "half-volley")
}

// passiveSharedBefore reports a passive verb in the clause before the "and" at
// token k, which the verb after it shares: "was nodded down by X and volleyed
// in by Y".
func passiveSharedBefore(s *sent, k int) bool {
	for q := k - 1; q >= 1 && q >= k-10; q-- {
		if isBoundary(s, q) || lo(s, q) == "," {
			return false
		}
		if passiveAux[lo(s, q-1)] && strings.HasSuffix(lo(s, q), "ed") {
			return true
		}
	}
	return false
}

// penaltyWrongWay recognises the penalty taker's phrase "sent the keeper the
// wrong way" (or "sent X the wrong way"): the taker scored.
func penaltyWrongWay(s *sent, i int) int {
	switch lo(s, i) {
	case "sent", "sends", "sending", "send":
	default:
		return 0
	}
	for k := i + 1; k < len(s.toks) && k <= i+5; k++ {
		if lo(s, k) == "wrong" && lo(s, k+1) == "way" && lo(s, k-1) == "the" {
			return k + 2 - i
		}
	}
	// the keeper named in full: "sent Leeds United keeper Illan Meslier the
	// wrong way"
	if m := mentionAfter(s, i+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss &&
		lo(s, m.j) == "the" && lo(s, m.j+1) == "wrong" && lo(s, m.j+2) == "way" {
		return m.j + 3 - i
	}
	return 0
}

// levelVerbs bring a side level or in front without naming the finish: "drew
// them level", "pulled Hull level", "brought the visitors level".
var levelVerbs = set(`drew draws drawing pulled pulls pulling brought brings bringing hauled hauls got gets dragged drags`)

// sideInFront recognises a finish told by what it did for a side: "X headed
// Coventry in front", "Y fired the visitors ahead", "Z nodded them level".
func sideInFront(s *sent, i int) int {
	if !shotVerbs[lo(s, i)] && !levelVerbs[lo(s, i)] {
		return 0
	}
	k := i + 1
	if lo(s, k) == "the" {
		k++
	}
	if m := mentionAt(s.ments, k); m != nil && m.i == k && (m.kind == mClub || m.kind == mTeamRef) {
		k = m.j
	} else if lo(s, k) == "them" || lo(s, k) == "us" {
		k++
	} else if w := lo(s, k); (w == "his" || w == "her" || w == "their") && sideWords[lo(s, k+1)] {
		k += 2 // "fired his side into the lead"
	} else {
		return 0
	}
	if lo(s, k) == "back" {
		k++ // "headed them back in front"
	}
	switch {
	case lo(s, k) == "in" && lo(s, k+1) == "front":
		return k + 2 - i
	case lo(s, k) == "on" && lo(s, k+1) == "level" && lo(s, k+2) == "terms":
		return k + 3 - i // "got Fulham back on level terms"
	case lo(s, k) == "ahead" || lo(s, k) == "level":
		return k + 1 - i
	case lo(s, k) == "into":
		// "into the lead", "into a 2-1 lead", "into an early lead"
		for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
			if w := lo(s, q); w == "lead" || w == "front" {
				return q + 1 - i
			}
			if isBoundary(s, q) {
				break
			}
		}
	}
	return 0
}

var keeperNouns = set(`keeper goalkeeper goalie custodian stopper`)

// beatToPlay reports a player beaten on the way, not a keeper beaten by the
// finish: "beat X on the outside and crossed", "beat X to the ball", "beat X
// for pace".
func beatToPlay(s *sent, k int) bool {
	switch lo(s, k) {
	case "on", "for", "to", "in":
		switch lo(s, k+1) {
		case "the", "pace", "speed", "it":
			return lo(s, k) != "in" || lo(s, k+2) == "air"
		}
	case "and":
		_, pass := passVerbs[lo(s, k+1)]
		return pass
	}
	return false
}

// finishedByOther are the words of a second player's touch after a delivery.
var finishedByOther = set(`met meets headed heads nodded nods flicked flicks glanced turned converted finished volleyed
	poked prodded tapped bundled stabbed`)

// freeKickStraightIn reports "bent in a free-kick from 25 yards" with nobody
// touching it after: the free kick itself went in.
func freeKickStraightIn(s *sent, k int) bool {
	switch lo(s, k) {
	case "a", "an", "the", "his", "her":
		k++
	}
	switch {
	case lo(s, k) == "free-kick" || lo(s, k) == "freekick":
		k++
	case lo(s, k) == "free" && lo(s, k+1) == "kick":
		k += 2
	default:
		return false
	}
	for q := k; q < len(s.toks); q++ {
		if finishedByOther[lo(s, q)] {
			return false
		}
		if w := lo(s, q); w == "for" || w == "to" || w == "onto" || w == "towards" {
			if m := mentionAfter(s, q+1); m != nil && (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
				return false // "a free-kick for X", "onto X's head"
			}
		}
		if lo(s, q) == "and" {
			if m := mentionAt(s.ments, q+1); m != nil && m.i == q+1 && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
				return false // "whipped in a free-kick and the big Croatian nodded it home"
			}
		}
	}
	return true
}

var metFinishNouns = set(`header volley half-volley finish strike shot tap-in`)

// metWith reads "met X's cross with a powerful header", "met it on the
// volley", "met it first time": the one who met the delivery scored with that
// touch, unless it went wide, over or off the woodwork.
func metWith(s *sent, i int) int {
	if w := lo(s, i); w != "met" && w != "meets" && w != "meeting" {
		return 0
	}
	ce := clauseEnd(s, i)
	for k := i + 1; k < ce && k <= i+14; k++ {
		if lo(s, k) == "first" && lo(s, k+1) == "time" || lo(s, k) == "on" && lo(s, k+1) == "the" && (lo(s, k+2) == "volley" || lo(s, k+2) == "half-volley") {
			// "met the cross on the volley", "met it first time"
			end := k + 1
			if lo(s, k) == "on" {
				end = k + 2
			}
			if metMissed(s, end+1, ce) {
				return 0
			}
			return end - i + 1
		}
		if lo(s, k) != "with" {
			continue
		}
		for q := k + 1; q < ce && q <= k+4; q++ {
			if metFinishNouns[lo(s, q)] {
				if metMissed(s, q+1, ce) {
					return 0
				}
				return q - i + 1
			}
		}
		return 0
	}
	// "went ahead when X met Y's cross": the goal the clause before told
	if goalWhenBefore(s, i) && !metMissed(s, i+1, ce) {
		return 1
	}
	return 0
}

// goalWhenBefore reports the verb at token i in a clause opened by "when"
// or "as" after words that tell a goal: "went ahead when", "levelled as".
func goalWhenBefore(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-6; q-- {
		if w := lo(s, q); w == "when" || w == "as" {
			for r := q - 1; r >= 0 && r >= q-6; r-- {
				if leadWords[lo(s, r)] || resultVerbs[lo(s, r)] {
					return true
				}
			}
			return false
		}
		if isBoundary(s, q) {
			return false
		}
	}
	return false
}

// metMissed reports the touch that met a delivery going wide, over or off the
// woodwork in the few words from k on, in its clause or the "but" clause after.
func metMissed(s *sent, k, ce int) bool {
	if lo(s, ce) == "but" {
		ce = clauseEnd(s, ce+1) // "met it on the volley but blazed over"
	}
	for r := k; r < ce && r <= k+5; r++ {
		switch lo(s, r) {
		case "wide", "hit", "crossbar", "woodwork", "saved", "off", "against":
			return true
		case "over":
			// "headed over", "over the bar", not "rose highest over his marker"
			if nx := lo(s, r+1); nx == "the" && (lo(s, r+2) == "bar" || lo(s, r+2) == "crossbar" || lo(s, r+2) == "top") || r+1 >= len(s.toks) || !s.toks[r+1].word || isBoundary(s, r+1) {
				return true
			}
		}
	}
	return false
}

// namedGoalNouns name one goal by what it did: "hit the winner".
// createVerbs make a goal for a team-mate: "created a second for B".
var createVerbs = set(`created creates made makes fashioned fashions provided provides laid`)

// producedVerbs score when a named goal is their object: "produced the
// winner", "registered the opener".
var producedVerbs = set(`produced produces registered registers`)

// upWithVerbs score with "up with" or "in with" and a named goal: "came up
// with the winner", "popped up with the equaliser", "chipped in with the opener".
var upWithVerbs = set(`came comes popped pops chipped chips weighed weighs`)

// namedGoalVerbs score when a named goal is their object: "struck a late
// winner", "snatched the equaliser", "grabbed the opener".
var namedGoalVerbs = set(`struck strikes snatched snatches grabbed grabs bagged bags nicked nicks stole steals netted nets
	scored scores fired fires notched notches`)

var namedGoalNouns = set(`winner opener equaliser equalizer leveller leveler decider clincher`)

// setUpNouns are the finishes a pass sets a team-mate up for: "teed up X
// for a simple finish", "set up X for an easy tap-in".
var setUpNouns = set(`finish tap-in header volley strike`)

// forBefore finds the "for" before a goal noun at token i, across its
// article and up to two modifiers ("for the opener", "for a simple
// finish"), or -1.
func forBefore(s *sent, i int) int {
	det := func(w string) bool { return w == "the" || w == "a" || w == "an" || w == "his" || w == "her" }
	q := i - 1
	for n := 0; n < 2 && q > 0 && !det(lo(s, q)) && s.toks[q].word && !s.toks[q].cap && mentionAt(s.ments, q) == nil; n++ {
		q-- // "simple", "easy", "close-range"
	}
	if !det(lo(s, q)) {
		return -1
	}
	if lo(s, q-1) != "for" {
		return -1
	}
	return q - 1
}

// moveNouns name a passage of play a finish ends: "finished off a flowing
// move".
var moveNouns = set(`move attack counter counter-attack break breakaway raid sweeping flowing slick fine lovely team`)

// scoreMakingVerbs take the score a goal made as their object: "made the
// 1-0".
var scoreMakingVerbs = set(`made makes make making scored scores netted nets signed signs got gets grabbed struck fired
	headed converted completed added`)

// scoreResultNouns follow a score that is a result, not a goal: "the 1-0 win".
var scoreResultNouns = set(`win victory defeat loss lead scoreline result draw triumph success reverse aggregate home away`)

// clubBeatVerbs take the club a player's goal beat as their object: "X
// sank Fulham".
var clubBeatVerbs = set(`sank sunk sinks downed downs punished punishes floored stung undid`)

// errorNouns name a mistake a scorer made the other side pay for.
var errorNouns = set(`mistake error slip blunder lapse howler`)

// easyAdjectives make a finish one that cannot be missed: "a simple tap-in".
var easyAdjectives = set(`simple easy straightforward routine simplest easiest close-range`)

// withBefore returns the index of "with" in "X with the goal", "Y with the
// winner" told as a phrase of its own (after a comma or at the start, the
// noun ending its clause), else -1: not "Y, with the goal at her mercy,".
func withBefore(s *sent, i int) int {
	q := i - 1
	if w := lo(s, q); !(w == "the" || w == "a" || w == "his" || w == "her") {
		if w != "late" && w != "decisive" && w != "only" || lo(s, q-1) != "the" {
			return -1
		}
		q--
	}
	if lo(s, q-1) != "with" {
		return -1
	}
	m := mentionAt(s.ments, q-2)
	if m == nil || m.j != q-1 || !(m.kind == mPerson || m.kind == mDesc) || m.poss {
		return -1
	}
	if b := lo(s, m.i-1); m.i > 0 && b != "," && b != ";" && b != "-" && b != "–" && b != "—" && b != "(" && b != "and" {
		return -1
	}
	switch nx := lo(s, i+1); {
	case nx == "" || nx == "." || nx == "," || nx == ";" || nx == ")" || nx == "-" || nx == "–" || nx == "—" || nx == "for" || nx == "after" || nx == "from" || nx == "and":
	case minuteStartsAt(s, i+1):
	default:
		return -1
	}
	return q - 1
}

// inFinishers only finish with "in": "slotted in the 20th minute" is a
// goal, where "fired in the 20th minute" may be a shot.
var inFinishers = set(`slotted tapped nodded poked prodded stabbed bundled tucked volleyed headed side-footed sidefooted`)

// finaleObjects end a scoring: "completed the rout", "capped the comeback".
var finaleObjects = set(`rout scoring comeback turnaround win victory thrashing demolition`)

// ownGoalVerbs take a scorer's count of goals: "got her second", "grabbed his third".
var ownGoalVerbs = set(`got gets grabbed grabs bagged bags notched notches claimed added adds netted nets scored`)

// timeWordAfter reports a time noun at token k: "his second half", "her
// second yellow".
func timeWordAfter(s *sent, k int) bool {
	switch lo(s, k) {
	case "half", "minute", "period", "leg", "yellow", "booking", "card", "season", "game", "match", "start", "appearance", "cap":
		return true
	}
	return false
}

// determiners open a noun phrase.
var determiners = set(`a an the his her their its another`)

// tapInAdjectives come before the noun "tap-in", never the verb: "a simple
// tap-in", "for an easy tap-in".
var tapInAdjectives = set(`simple easy simplest easiest late close-range straightforward routine`)

// determinedNoun reports a word that a determiner makes a noun: "his
// head", "a strike", a shot noun after an adjective too ("a thunderous
// strike"), but not a verb ("X shot home").
func determinedNoun(s *sent, i int) bool {
	if determiners[lo(s, i-1)] || i > 0 && s.toks[i-1].poss {
		return true
	}
	return shotNouns[lo(s, i)] && i > 1 && s.toks[i-1].word && !s.toks[i-1].cap && mentionAt(s.ments, i-1) == nil &&
		(determiners[lo(s, i-2)] || s.toks[i-2].poss)
}

// liftVerbs take the keeper they beat as object: "lobbed the keeper".
var liftVerbs = set(`lobbed lobs lobbing chipped chips chipping dinked dinks dinking`)

// ownKeeper reports "past his own goalkeeper" at the "own" of token i: the
// player beat his own side's keeper, an own goal.
func ownKeeper(s *sent, i int) bool {
	if w := lo(s, i+1); w != "goalkeeper" && w != "keeper" {
		return false
	}
	if w := lo(s, i-1); w != "his" && w != "her" {
		return false
	}
	switch lo(s, i-2) {
	case "past", "beyond", "over", "around", "round":
		return true
	}
	return false
}

// offPlayer reports a shot that went in off a player named at token k:
// "deflected off X and into the net", "deflected off X past the keeper";
// not "off the post", "off X for a corner" or "off X and wide".
func offPlayer(s *sent, k int) bool {
	end := 0
	if m := mentionAfter(s, k); m != nil && (m.kind == mPerson || m.kind == mDesc) && !keeperNouns[lo(s, m.j-1)] && m.i <= k+4 {
		end = m.j
	} else if d := lo(s, k); d == "a" || d == "the" || d == "an" {
		// "deflected off a defender and in": a player told by his role
		for q := k + 1; q <= k+2 && q < len(s.toks); q++ {
			if w := lo(s, q); roleNouns[w] && !keeperNouns[w] || strings.TrimSuffix(w, "s") == "opponent" {
				end = q + 1
				break
			}
		}
	}
	if end == 0 {
		return false
	}
	for q := end; q < len(s.toks) && q <= end+7; q++ {
		switch w := lo(s, q); {
		case w == "wide" || w == "bar" || w == "crossbar" || w == "post" || w == "out" || w == "clear" || w == "saved" ||
			w == "corner" && lo(s, q-1) == "a":
			return false
		case w == "in" || w == "into" || w == "past" || w == "beyond" || w == "home" || w == "net":
			return true
		}
	}
	return false
}
