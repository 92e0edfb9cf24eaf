package gen

// The reporters' phrasings, written for this generator. A goal template
// names the scorer {S}, the passers {P1}..{P4} in the order the ball
// moved, and {M} the time; kinds is the kind of each pass of the chain.
// The other placeholders name the scorer's club {T}, its opponents {O},
// the opposing goalkeeper {GK}, a fouled player {V}, an opposing defender
// {D} and an attacker {A}.

type goalTpl struct {
	text  string
	kinds []string
}

// openPlay holds the open-play templates by number of passers.
var openPlay = [][]goalTpl{
	{
		{"{S} put {T} on the scoresheet {M} with a low drive from the edge of the box.", nil},
		{"{S} scored {M}, firing into the bottom corner from twenty yards.", nil},
		{"{M}, {S} pounced on a loose ball and finished past {GK}.", nil},
		{"{S} found the net {M} after a darting run past two defenders.", nil},
		{"A long-range effort from {S} beat {GK} {M}.", nil},
		{"{S} tapped in from close range {M} after a scramble in the six-yard box.", nil},
	},
	{
		{"{P1} crossed from the {side} and {S} headed home {M}.", []string{"cross"}},
		{"{S} met {P1}'s cross with a firm header {M}.", []string{"cross"}},
		{"{P1} slipped the ball to {S}, who finished calmly {M}.", []string{"pass"}},
		{"{S} scored {M} after being teed up by {P1}.", []string{"pass"}},
		{"{P1} played a through ball for {S} to run on to and slot home {M}.", []string{"through_ball"}},
		{"Latching on to {P1}'s through ball, {S} rounded {GK} to score {M}.", []string{"through_ball"}},
		{"{S} rose highest to head in {P1}'s corner {M}.", []string{"corner"}},
		{"{P1} cut the ball back from the byline and {S} swept it home {M}.", []string{"cut_back"}},
		{"{P1} launched a long ball forward and {S} controlled it before finishing {M}.", []string{"long_ball"}},
		{"{P1} floated a free kick to the far post, where {S} headed home {M}.", []string{"free_kick"}},
		{"From {P1}'s long throw, {S} nodded home {M}.", []string{"throw_in"}},
	},
	{
		{"{P1} found {P2} on the {side}, and {P2} crossed for {S} to head home {M}.", []string{"pass", "cross"}},
		{"{P1}'s corner was flicked on by {P2} and {S} bundled it in {M}.", []string{"corner", "flick_on"}},
		{"{P1} threaded a pass to {P2}, whose cut-back was turned in by {S} {M}.", []string{"through_ball", "cut_back"}},
		{"{S} scored {M} after {P1} and {P2} combined down the {side}, {P2} squaring the ball for the finish.", []string{"pass", "pass"}},
	},
	{
		{"The move began with {P1}, who fed {P2}; {P2} found {P3}, and {P3}'s cross was headed in by {S} {M}.", []string{"pass", "pass", "cross"}},
		{"{P1} won the ball and played it to {P2}, who released {P3} down the {side}, and {P3} squared for {S} to score {M}.", []string{"pass", "through_ball", "pass"}},
	},
	{
		{"{P1} started it from the back with a pass to {P2}; {P2} switched play to {P3}, {P3} slipped in {P4} and {P4} crossed for {S} to finish {M}.", []string{"pass", "long_ball", "through_ball", "cross"}},
		{"A sweeping move went from {P1} to {P2}, on to {P3} and then {P4}, whose pass left {S} to fire home {M}.", []string{"pass", "pass", "pass", "pass"}},
	},
}

var penalties = []string{
	"{V} was brought down in the box by {D} and {S} converted the penalty {M}.",
	"{S} sent {GK} the wrong way from the penalty spot {M}.",
	"{S} scored from the spot {M} after {D} handled in the area.",
	"{M}, {S} stepped up and smashed a penalty into the roof of the net after {V} had been tripped.",
}

// ownGoals name the unlucky defender {S}; {A} is an attacker of the club
// that benefits, named but not part of any chain.
var ownGoals = []string{
	"{S} turned the ball into his own net {M} under pressure from {A}.",
	"{A}'s cross was deflected into his own net by {S} {M}.",
	"An own goal by {S} {M} handed {T} a goal they barely deserved.",
	"{M}, {S} sliced a clearance past his own goalkeeper for an own goal.",
}

var freeKicks = []string{
	"{S} curled a free kick over the wall and into the top corner {M}.",
	"{S} scored directly from a free kick {M}, the ball dipping past {GK}.",
	"{M}, {S} whipped a 25-yard free kick beyond {GK}'s dive.",
}

// leadIns go before a goal, saying what it did to the score; keyed by
// "ahead", "level", "extend" and "back".
var leadIns = map[string][]string{
	"ahead":  {"{T} went in front.", "{T} took the lead."},
	"level":  {"{T} were level soon enough.", "{T} hit back."},
	"extend": {"{T} extended their advantage.", "{T} made sure of it."},
	"back":   {"{T} pulled one back.", "{T} gave themselves hope."},
}

var yellows = []string{
	"{K} was booked for a late tackle on {V} {M}.",
	"{K} went into the referee's book {M}.",
	"{K} was shown a yellow card for dissent {M}.",
	"The referee cautioned {K} for time-wasting {M}.",
	"{K} picked up a yellow card {M} for a cynical foul on {V}.",
}

var reds = []string{
	"{K} was sent off {M} for a studs-up challenge on {V}.",
	"{K} saw a straight red card {M} after a wild lunge at {V}.",
}

var secondYellows = []string{
	"{K} was sent off after picking up a second yellow card {M}.",
	"{K} was dismissed for a second bookable offence {M}.",
}

// asides mention players without a goal or card: {A} attacks for {T},
// {GK} and {D} defend for {O}.
var asides = []string{
	"{GK} made a fine save to deny {A}.",
	"{A} hit the post for {T}.",
	"{D} cleared off the line from {A}.",
	"{A} shot narrowly wide when well placed.",
}

// Managers: {T} is the manager's club, {N} the manager.
var managerLines = []string{
	"{N}, the {T} manager, praised his side's spirit afterwards.",
	"{T} boss {N} admitted his team had not been at their best.",
	"{T} manager {N} said the result was fair.",
}
