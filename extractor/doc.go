package extractor

// doc is one extraction: the text and the layers the stages write, in the
// order they run (see the package doc). A stage writes its own layer and
// reads the layers of the stages before it; nothing outlives Extract. The
// layers are embedded so that a stage names a field directly (d.sents,
// d.persons), and each layer's comment says which stage writes it.
type doc struct {
	text string
	lex  *Lexicon
	textLayer
	mentionLayer
	entityLayer
	readingLayer
	matchLayer
	evidence *evidenceLayer // stage evidence (evidence.go)
	sideLayer
	decision *decisionLayer // stage decide (decide.go)
	warnings []string
}

// textLayer is written by stage segment (segment.go): sentences with their
// byte offsets, then, by stage mentions, their tokens, minutes and mentions.
type textLayer struct {
	sents []*sent
}

// mentionLayer is written by stage mentions (mentions.go, clubs.go): the
// clubs the text names, and what the name finder learned on the way.
type mentionLayer struct {
	clubs        []*clubEnt
	clubSurnames map[string]bool // club names the report uses as a player's surname
	doubtful     []doubtfulName  // one-word names that read as ordinary words
}

// entityLayer is written by stage resolve (resolve.go): one entity per
// person, with the indexes that resolved mentions to them.
type entityLayer struct {
	persons         []*entity
	byLast, byFirst map[string][]*entity
	natHolders      map[string]*entity // who the text gives each nationality
	natShared       map[string]bool    // nationalities given to more than one player
	captain         *entity            // the one player called captain, once read
	captainRead     bool
	mentionCount    map[*clubEnt]int
}

// readingLayer is written by the reading rules (events.go, finishes.go,
// agents.go, goals.go, cards.go, chains.go): every goal and card they read,
// with the tellings, minutes and moves behind it. Stage decide rewrites the
// goals.
type readingLayer struct {
	goals       []*goalEv
	cards       []*cardEv
	pending     []*teamEv             // team-level goal statements ("the hosts levelled")
	goalsIn     map[*sent][]*goalEv   // goals told in each sentence
	byScorer    map[*entity][]*goalEv // each scorer's goals
	acts        map[*sent][]passAct   // the deliveries each sentence tells, once read
	afterScores map[*goalEv][][2]int  // the scores a goal may have made, as the text states them with it (participants' order)
	walkTally   map[*clubEnt]int      // goals per club, when every story of the score walkScore allows agrees
	// deficits are the sides told coming back from behind, read once when
	// the score is first walked
	deficits     []deficit
	deficitsRead bool
}

// matchLayer is written by stage match (match.go, venue.go, teams.go,
// scorers.go, timeline.go): home and away, the score, venue and
// competition, and the clubs the rules gave people and goals.
type matchLayer struct {
	home, away *clubEnt
	hs, as     *int
	venue      *string
	comp       *string
	ev         MatchEvidence
	// extraTime is set when the text speaks of extra time, so minutes past 90
	// are kept as they are instead of being read as stoppage time.
	extraTime bool
	// summed is set when no sentence states the score and hs, as only
	// count the goals the rules read: stage decide may find more.
	summed bool
	// a result read before home and away are known
	scoreWinner, scoreLoser *clubEnt
	scoreW, scoreL          int
	weakWinner              bool // the result's winner is only the club named nearest before it
	venues                  []venueCand
	clubCounts              map[*clubEnt]int
}

// sideLayer is written by stage side evidence (sidefeatures.go).
type sideLayer struct {
	sides     map[*entity]*sideEvidence // what the text says of each person's side
	edges     []sideEdge                // who plays with and against whom
	goalSides map[*entity]*sideEvidence // what the goals' tellings say of their scorers' side
	subjects  map[*sent]*clubEnt        // the club each sentence opens with as its subject, once read
}

// venueCand is a stadium the text names.
type venueCand struct {
	s    *sent
	name string
	club *ClubInfo // home club, when the lexicon knows the stadium
}

func newDoc(text string, lex *Lexicon) *doc {
	return &doc{text: text, lex: lex}
}
