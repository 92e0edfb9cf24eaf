package extractor

// Word classes the fitted stages read. Each names a kind of word a reporter
// uses in many sentences ("a verb that finishes a move", "a noun for a
// goal"), never one report's phrase: the weights fitted to the dev corpus
// say how much each class, in each position around a name, counts.

// strongScoreVerbs tell a goal by themselves: "X scored", "X netted".
var strongScoreVerbs = set(`scored scores score scoring netted nets net netting notched notches bagged bags tallied tallies
	equalised equalized equalises equalizes equalising equalizing converted converts converting
	tapped taps slotted slots tucked tucks bundled bundles poked pokes prodded prods stabbed
	headed heads nodded nods volleyed volleys finished finishes found struck strikes hit hits
	claimed grabbed grabs added adds pulled reduced doubled extended levelled leveled restored
	completed sealed wrapped halved opened put gave made got get gets`)

// finishVerbs strike the ball and score only with a direction ("fired home",
// "curled into the top corner") or a goal noun as their object.
var finishVerbs = set(`fired fires drilled drills curled curls smashed smashes lashed lashes rifled rifles
	swept sweeps side-footed sidefooted steered steers blasted blasts thumped thumps hammered hammers
	chipped chips lobbed lobs dinked dinks rolled rolls glanced glances flicked flicks sent sends turned
	turns placed places clipped clips guided guides stroked strokes shot shoots bent bends whipped
	crashed crashes powered powers squeezed slid slides rammed rams buried buries planted drove drives
	thundered thunders arrowed cracked cracks lifted lifts knocked knocks helped bundled diverted
	deflected directed angled tucked tapped headed nodded volleyed poked prodded slotted struck hit`)

// goalDirections follow a finish that went in: "home", "in", "into the net".
var goalDirections = set(`home in into net past beyond inside roof top bottom corner far near goal rigging
	back onto`)

// goalNouns are a goal told as a thing: "an opener from X", "X's equaliser".
var goalNouns = set(`goal goals opener openers equaliser equalizer equalisers equalizers winner winners strike strikes
	header headers brace double doubles hat-trick hat-tricks hattrick treble finish finishes effort efforts
	volley volleys penalty penalties spot-kick spot-kicks tap-in tap-ins consolation leveller leveler
	clincher decider goal-of-the-season screamer stunner thunderbolt lob chip scorer scorers braces
	hat-tricks trebles`)

// deliveryNouns are a pass told as a thing: "X's cross", "a corner from X".
var deliveryNouns = set(`cross crosses pass passes corner corners free-kick free-kicks freekick delivery
	ball through-ball cut-back cutback assist assists lay-off layoff knock-down flick-on flick lob throw-in
	centre feed pull-back square`)

// deliverVerbs move the ball to a team-mate: "X crossed for Y", "X found Y".
var deliverVerbs = set(`crossed crosses passed passes found finds set sets teed tees laid lays squared squares
	slipped slips played plays fed feeds picked supplied supplies delivered delivers whipped whips
	cut cuts pulled threaded threads released releases sent assisted assists provided provides
	created creates flicked nodded headed knocked chipped floated floats clipped dinked swung
	lofted hooked rolled`)

// missWords say an attempt did not go in, or only nearly did, whatever
// words are around them; missAfter words do after "the" or "went" ("hit the
// post", "went close", "over the bar").
var missWords = set(`missed miss misses missing wide saved save saves saving denied denies blocked blocks
	crossbar woodwork upright chance chances almost nearly disallowed offside wasted failed fails
	spurned squandered fluffed skied scuffed parried tipped palmed thwarted unable narrowly
	agonisingly inches attempt attempts opportunity opportunities`)

var missAfter = set(`post posts bar close line upright`)

// modalWords tell what might have been: "could have scored".
var modalWords = set(`could should would might`)

// adjunctMarkers introduce the scorer in an adjunct: "ahead through X",
// "thanks to X", "courtesy of X", "via X".
var adjunctMarkers = set(`through thanks courtesy via`)

// leadWords tell what a goal did to the score.
var leadWords = set(`lead ahead level levelled leveled front advantage equaliser equalizer opener winner
	win victory goal goals scoring scoresheet deficit parity terms cushion`)

// countWords count a player's goals: "a brace", "scored twice".
var countWords = map[string]int{"twice": 2, "brace": 2, "double": 2, "braces": 2, "doubles": 2,
	"hat-trick": 3, "hattrick": 3, "treble": 3, "thrice": 3}

// countNumbers count goals before "goals": "two goals", "his three goals".
var countNumbers = map[string]int{"both": 2, "two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}

// ordinalGoals number a player's goal: "his second", "a third".
var ordinalGoals = map[string]int{"second": 2, "third": 3, "fourth": 4, "2nd": 2, "3rd": 3, "4th": 4}

// beatenMarkers put a keeper on the receiving end: "past X", "beyond X".
var beatenMarkers = set(`past beyond beat beats beating beaten rounded rounding round over chipped lobbed
	outwitted wrong-footed`)

// talkVerbs tell a person speaking, not playing.
var talkVerbs = set(`said says told tells added admitted admits explained insisted claimed reflected revealed
	stated commented conceded acknowledged joked`)

// inClass reports a word of a verb class, or its -ing form ("firing" for
// "fired", "slotting" for "slotted", "scoring" for "scored").
func inClass(class map[string]bool, w string) bool {
	if class[w] {
		return true
	}
	if len(w) > 5 && w[len(w)-3:] == "ing" {
		stem := w[:len(w)-3]
		return class[stem+"ed"] || class[stem+"d"] || class[stem+"s"] || class[stem+"es"]
	}
	return false
}

// wordBits are the word classes a token belongs to, one bit each, read once
// per sentence by the evidence stage (sent.classes) so that the features
// around every mention test bits instead of looking words up again.
type wordBits uint16

const (
	bMiss wordBits = 1 << iota
	bMissAfter
	bModal
	bDirection
	bLead
	bGoalNoun
	bDeliveryNoun
	bBeaten
	bCount
)

var wordClassSets = []struct {
	bit   wordBits
	class map[string]bool
}{
	{bMiss, missWords}, {bMissAfter, missAfter}, {bModal, modalWords}, {bDirection, goalDirections},
	{bLead, leadWords}, {bGoalNoun, goalNouns}, {bDeliveryNoun, deliveryNouns}, {bBeaten, beatenMarkers},
}

// classBits holds every classed word with its classes, so that a token
// takes one look-up.
var classBits = func() map[string]wordBits {
	out := map[string]wordBits{}
	for _, c := range wordClassSets {
		for w := range c.class {
			out[w] |= c.bit
		}
	}
	for _, w := range []string{"again", "pair", "either", "each", "twin", "two-goal", "three-goal", "four-goal"} {
		out[w] |= bCount // "struck again", "a pair of goals", "either side of", "in each half"
	}
	for _, m := range []map[string]int{countWords, countNumbers, ordinalGoals} {
		for w := range m {
			out[w] |= bCount
		}
	}
	return out
}()

// bitsOf is the classes of one lower-cased word.
func bitsOf(w string) wordBits { return classBits[w] }
