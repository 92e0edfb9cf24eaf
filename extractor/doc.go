package extractor

// doc is the working state of one extraction. Each stage reads what the
// earlier ones left and adds its own findings; nothing outlives Extract.
type doc struct {
	text    string
	lex     *Lexicon
	sents   []*sent
	persons []*entity
	clubs   []*clubEnt
	goals   []*goalEv
	cards   []*cardEv
	pending []*teamEv // team-level goal statements ("the hosts levelled")
	home    *clubEnt
	away    *clubEnt
	hs, as  *int
	venue   *string
	comp    *string
	ev      MatchEvidence
	// extraTime is set when the text speaks of extra time, so minutes past 90
	// are kept as they are instead of being read as stoppage time.
	extraTime bool
	warnings  []string
	// a result read before home and away are known
	scoreWinner, scoreLoser *clubEnt
	scoreW, scoreL          int
	weakWinner              bool // the result's winner is only the club named nearest before it
	venues                  []venueCand
	walkTally               map[*clubEnt]int     // goals per club, when every story of the score walkScore allows agrees
	afterScores             map[*goalEv][][2]int // the scores a goal may have made, as the text states them with it (participants' order)
	byLast, byFirst         map[string][]*entity
	clubCounts              map[*clubEnt]int
	mentionCount            map[*clubEnt]int
	goalsIn                 map[*sent][]*goalEv // goals told in each sentence
	byScorer                map[*entity][]*goalEv
	clubSurnames            map[string]bool    // club names the report uses as a player's surname
	natHolders              map[string]*entity // who the text gives each nationality
	natShared               map[string]bool    // nationalities given to more than one player
	captain                 *entity            // the one player called captain, once read
	captainRead             bool
	doubtful                []doubtfulName            // one-word names that read as ordinary words
	acts                    map[*sent][]passAct       // the deliveries each sentence tells, once read
	evidence                *evidenceLayer            // what the text says about each person (evidence.go)
	sides                   map[*entity]*sideEvidence // what the text says of each person's side (sidefeatures.go)
	edges                   []sideEdge                // who plays with and against whom (sidefeatures.go)
	goalSides               map[*entity]*sideEvidence // what the goals' tellings say of their scorers' side (sidefeatures.go)
	decision                *decisionLayer            // what the decision weighed (decide.go)
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
