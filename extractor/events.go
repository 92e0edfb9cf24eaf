package extractor

import (
	"strings"
)

// goalEv is one goal, built from every sentence that tells of it.
type goalEv struct {
	scorer   *entity
	team     *clubEnt
	minute   *minuteExpr
	kind     string // "" (open play), penalty, own_goal, direct_free_kick
	open     bool   // the text shows an open-play finish (strike, header, cross)
	ordinal  int    // the scorer's n-th goal ("his third"), 0 if unknown
	score    string // the scoreline it made ("2-1"), "" if unknown
	ments    []*goalMention
	chain    []*entity
	kinds    []string
	order    int
	estimate float64 // minute used to put goals without one in match order
}

// goalMention is one sentence's telling of a goal.
type goalMention struct {
	s       *sent
	trig    int // token where the finish is told
	trigEnd int
	agent   *mention
	scorer  *entity
	team    *clubEnt
	teamRef string
	kind    string
	open    bool
	minute  *minuteExpr
	ordinal int
	score   string
	newGoal bool    // a second finish by the same scorer in one sentence ("and then")
	manager *entity // the manager whose side scored ("Arteta's side levelled")
	class   string  // what the finish did to the score: first, lead, restore, double, level, reduce
	count   int     // goals the telling counts: "scored twice" 2, "a hat-trick" 3
}

// teamEv is a goal told only by the club that scored it: "Ajax equalised in
// the 17th minute". The next sentences usually name the scorer.
type teamEv struct {
	class   string
	manager *entity
	s       *sent
	club    *clubEnt
	ref     string
	minute  *minuteExpr
	penalty bool
	used    bool
}

// cardEv is one card shown.
type cardEv struct {
	player *entity
	color  string
	minute *minuteExpr
	s      *sent
	second bool // a second yellow
}

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
	bounced looped loop thundered thunder crashed crash whipped whip nestled floated`)

var shotNouns = set(`strike shot effort header volley finish penalty spot-kick free-kick freekick blockbuster curler
	lob chip tap-in drive thunderbolt piledriver screamer half-volley`)

// selfGoalNouns name a goal by themselves.
var selfGoalNouns = set(`goal goals equaliser equalizer winner opener leveller brace`)

var successWords = set(`gave giving secured securing sealed sealing earned earning handed proved decided won edged
	rewarded came deflected flew went crept nestled beat settled clinched capped was put levelled restored doubled
	completed found hit made gives puts brought clinches seals secures earns`)

var negCues = set(`unable failed fail efforts attempt attempting attempted tried trying could should would almost nearly
	thought denied not never bid chance opportunity spurned missed wasted inches hoping hoped looked looking`)

var afterNegCues = set(`offside disallowed chalked overturned wide saved blocked cancelled`)

// findEvents reads goals and cards from every sentence, then merges the
// tellings of each goal.
func (d *doc) findEvents() {
	var all []*goalMention
	for _, s := range d.sents {
		if s.other || s.headline {
			continue
		}
		gms := d.goalMentions(s)
		all = append(all, gms...)
		d.cardMentions(s)
	}
	d.goalList(&all)
	d.mergeGoals(all)
	d.chainGoals()
}

// clauseStart returns the first token of the clause holding token k.
func clauseStart(s *sent, k int) int {
	for i := k - 1; i >= 0; i-- {
		if isBoundary(s, i) {
			return i + 1
		}
	}
	return 0
}

func clauseEnd(s *sent, k int) int {
	for i := k + 1; i < len(s.toks); i++ {
		if isBoundary(s, i) {
			return i
		}
	}
	return len(s.toks)
}

// isBoundary reports whether token i separates clauses.
func isBoundary(s *sent, i int) bool {
	t := s.toks[i]
	switch t.lo {
	case ";", ":", "but", "before", "while", "whereas", "although", "however", "—", "–":
		return true
	case "then":
		return i > 0 && (s.toks[i-1].lo == "and" || s.toks[i-1].lo == ",")
	case "and":
		if i > 0 && s.toks[i-1].lo == "," {
			return true
		}
		if i+1 < len(s.toks) {
			if s.toks[i+1].lo == "then" {
				return true
			}
			if m := mentionAt(s.ments, i+1); m != nil && (m.kind == mPerson || m.kind == mPronoun && !m.poss) && i > 0 && s.toks[i-1].lo != "," {
				// "A and B scored" coordinates subjects; a new subject after a
				// finished clause starts a clause
				if prev := mentionAt(s.ments, i-1); prev == nil {
					return true
				}
			}
		}
	}
	return false
}

// negated reports whether a finish at token k is only attempted, missed or
// cancelled.
func negated(s *sent, k, end int) bool {
	for i := k - 1; i >= 0 && i >= k-10; i-- {
		lo := s.toks[i].lo
		if isBoundary(s, i) && lo != "then" {
			break
		}
		if negCues[lo] && i >= k-7 || lo == "n't" || strings.HasSuffix(lo, "n't") || afterNegCues[lo] && lo != "saved" && lo != "blocked" ||
			lo == "ruled" && i+1 < len(s.toks) && s.toks[i+1].lo == "out" {
			return true
		}
		if lo == "came" && i+1 < len(s.toks) && (s.toks[i+1].lo == "close" || s.toks[i+1].lo == "within") {
			return true
		}
		if (lo == "has" || lo == "have") && i == k-1 {
			return true // "has scored in three of his last five games": a record
		}
	}
	if otherTimeIn(s, clauseStart(s, k), clauseEnd(s, k)) {
		return true
	}
	for i := clauseStart(s, k); i < clauseEnd(s, k); i++ {
		if w := s.toks[i].lo; w == "shootout" || w == "shoot-out" || w == "penalties" && i > 0 && s.toks[i-1].lo == "on" {
			return true // a penalty shoot-out is not part of the score
		}
	}
	ce := clauseEnd(s, k)
	for i := end; i < ce && i < end+10; i++ {
		lo := s.toks[i].lo
		if afterNegCues[lo] || lo == "ruled" && i+1 < len(s.toks) && s.toks[i+1].lo == "out" {
			return true
		}
	}
	// "but was offside" just after the clause
	if ce < len(s.toks) && s.toks[ce].lo == "but" {
		for i := ce; i < ce+5 && i < len(s.toks); i++ {
			if afterNegCues[s.toks[i].lo] {
				return true
			}
		}
	}
	return false
}

func lo(s *sent, i int) string {
	if i < 0 || i >= len(s.toks) {
		return ""
	}
	return s.toks[i].lo
}

// trigger finds a finish told at token i: it returns how many tokens it spans
// and how its scorer is found.
type trigKind int

const (
	tNone    trigKind = iota
	tActive           // the subject scored: "X fired home"
	tTeam             // only a club can be the subject: "took the lead"
	tNounFor          // "goals from A and B", "the opener for X"
	tNounPos          // "X's equaliser", "X's strike ... deflected in"
)

func (d *doc) trigger(s *sent, i int) (trigKind, int) {
	w := lo(s, i)
	next := lo(s, i+1)
	if (w == "struck" || w == "scored" || w == "netted") && minuteStartsAt(s, i+1) {
		return tActive, 1
	}
	if w == "own" && next == "net" {
		return tActive, 2 // "turned it into his own net", "was put through his own net by X"
	}
	switch {
	case shotVerbs[w]:
		for k := i + 1; k < len(s.toks) && k <= i+3; k++ {
			switch lo(s, k) {
			case "home":
				return tActive, k - i + 1
			case "in":
				if !placeAfterIn(s, k+1) {
					return tActive, k - i + 1
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
		// "curled a free-kick over the wall and into the top corner"
		for k := i + 1; k < len(s.toks) && k <= i+9; k++ {
			if lo(s, k) == "into" {
				for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
					if netWords[lo(s, q)] && lo(s, q) != "back" && lo(s, q) != "top" && lo(s, q) != "bottom" || (lo(s, q) == "top" || lo(s, q) == "bottom") && lo(s, q+1) == "corner" {
						return tActive, q - i + 1
					}
				}
				break
			}
			if m := mentionAt(s.ments, k); m != nil && m.kind == mPerson && !m.poss && lo(s, m.i-1) != "a" && lo(s, m.i-1) != "an" ||
				isBoundary(s, k) && lo(s, k) != "and" || lo(s, k) == "," {
				break
			}
		}
		if w == "converted" || w == "converts" || w == "converting" || w == "convert" {
			return tActive, 1
		}
		if n := d.pastKeeper(s, i); n > 0 {
			return tActive, n
		}
	case w == "scored" || w == "scores" || w == "score" || w == "scoring" || w == "netted" || w == "nets" ||
		w == "net" && (next == "his" || next == "her" || next == "the" || next == "a") && s.toks[i].lo == "net" && lo(s, i-1) == "to" ||
		w == "bagged" || w == "notched":
		if w == "score" && lo(s, i-1) != "to" {
			return tNone, 0
		}
		return tActive, 1
	case w == "opened" || w == "open" || w == "opens":
		if next == "the" && lo(s, i+2) == "scoring" {
			return tActive, 3
		}
		if next == "the" && lo(s, i+2) == "account" {
			return tActive, 3
		}
	case w == "broke" || w == "breaks":
		if next == "the" && lo(s, i+2) == "deadlock" {
			return tActive, 3
		}
	case w == "doubled" || w == "doubles" || w == "restored" || w == "regained" || w == "extended" || w == "extend":
		for k := i + 1; k <= i+5 && k < len(s.toks); k++ {
			if lo(s, k) == "lead" || lo(s, k) == "advantage" {
				return tActive, k - i + 1
			}
		}
	case w == "made" || w == "make" || w == "making" || w == "makes" || w == "take" || w == "took" && next == "it":
		if next == "it" {
			if _, _, ok := isScore(lo(s, i+2)); ok {
				return tActive, 3
			}
			if lo(s, i+2) == "to" {
				if _, _, ok := isScore(lo(s, i+3)); ok {
					return tActive, 4
				}
			}
		}
	case w == "put" || w == "puts" || w == "putting":
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
			if lo(s, k) == "goal" || lo(s, k) == "another" || ordinalWords[lo(s, k)] > 1 && k > i+1 {
				return tActive, k - i + 1
			}
		}
	case w == "levelled" || w == "leveled" || w == "equalised" || w == "equalized" || w == "equalises" ||
		w == "equalizes" || w == "levels" || w == "equalising" || w == "equalizing":
		return tActive, 1
	case w == "reduced" || w == "halved" || w == "pulled" || w == "got" || w == "pulls":
		for k := i + 1; k <= i+3 && k < len(s.toks); k++ {
			if lo(s, k) == "deficit" || lo(s, k) == "arrears" || (lo(s, k) == "back" && (w == "pulled" || w == "got" || w == "pulls")) {
				return tActive, k - i + 1
			}
		}
	case w == "responded" || w == "replied" || w == "hit" && next == "back" || w == "struck" && next == "back":
		if w == "hit" || w == "struck" {
			return tTeam, 2
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
	case w == "took" || w == "take" || w == "takes" || w == "went" || w == "go":
		if next == "the" && lo(s, i+2) == "lead" || next == "ahead" || next == "in" && lo(s, i+2) == "front" {
			return tTeam, 2
		}
	case w == "struck" || w == "strikes" || w == "snatched" || w == "grabbed" || w == "headed" || w == "fired" || w == "hit":
		// "struck a late winner", "headed the winner"
	case w == "beat" || w == "beats" || w == "beating" || w == "beaten":
		if m := mentionAfter(s, i+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && !prepositions[lo(s, i+1)] {
			return tActive, m.j - i
		}
	case w == "own" && next == "goal":
		return tNounPos, 2
	case (w == "struck" || w == "scored" || w == "netted") && minuteStartsAt(s, i+1):
		return tActive, 1
	case (w == "gave" || w == "give" || w == "gives" || w == "giving" || w == "handed") && leadAfter(s, i+1):
		return tActive, 1
	case (w == "tied" || w == "ties" || w == "tying") && (next == "it" || next == "the" && (lo(s, i+2) == "score" || lo(s, i+2) == "game" || lo(s, i+2) == "match")):
		return tActive, 2
	case (w == "were" || w == "was" || w == "drew" || w == "pulled" || w == "got") && next == "level":
		return tTeam, 2
	case (w == "struck" || w == "scored" || w == "netted") && next == "again":
		return tActive, 2
	}
	if selfGoalNouns[w] || shotNouns[w] {
		return d.nounTrigger(s, i)
	}
	if (shotVerbs[w] || w == "snatched" || w == "grabbed" || w == "scored") && (next == "the" || next == "a" || next == "an" || next == "his" || next == "her") {
		for k := i + 2; k < len(s.toks) && k <= i+4; k++ {
			if selfGoalNouns[lo(s, k)] && lo(s, k) != "goals" && lo(s, k) != "brace" {
				return tActive, k - i + 1 // "headed the opener", "fired a late winner"
			}
			if !s.toks[k].word {
				break
			}
		}
	}
	if w == "over" && next == "the" && lo(s, i+2) == "line" {
		return tActive, 3
	}
	return tNone, 0
}

var netWords = set(`net corner goal roof top bottom back`)

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
	}
	return false
}

// pastKeeper recognises "lobbed over goalkeeper X", "rifled an effort past X".
func (d *doc) pastKeeper(s *sent, i int) int {
	for k := i + 1; k < len(s.toks) && k <= i+6; k++ {
		w := lo(s, k)
		if w == "past" || w == "over" || w == "beyond" || w == "across" {
			q := k + 1
			for q < len(s.toks) && (lo(s, q) == "the" || lo(s, q) == "advancing" || lo(s, q) == "onrushing" || roleNouns[lo(s, q)] || lo(s, q) == "stranded" || lo(s, q) == "helpless" || lo(s, q) == "despairing") {
				q++
			}
			if m := mentionAt(s.ments, q); m != nil && m.kind == mClub && roleNouns[lo(s, m.j)] {
				q = m.j + 1
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

func mentionAfter(s *sent, k int) *mention {
	for k < len(s.toks) {
		w := lo(s, k)
		if w == "the" || w == "a" || roleNouns[w] || descModifiers[w] || strings.HasSuffix(w, "-year-old") {
			k++
			continue
		}
		if m := mentionAt(s.ments, k); m != nil && m.kind == mClub && m.i == k && (roleNouns[lo(s, m.j)] || m.poss && m.j+1 < len(s.toks) && s.toks[m.j+1].cap) {
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
	if w == "goal" && lo(s, i-1) == "own" {
		return tNone, 0
	}
	next := lo(s, i+1)
	switch lo(s, i-1) {
	case "across", "into", "towards", "toward", "on", "at", "in", "of", "goal", "open", "empty":
		return tNone, 0
	}
	if selfGoalNouns[w] && (next == "from" || next == "by" || next == "for" || next == "through") {
		if m := mentionAfter(s, i+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
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
		if poss.kind == mPronoun {
			return tNone, 0
		}
		if w == "goals" || w == "brace" {
			return tNone, 0
		}
		switch poss.gov {
		case "of", "into", "in", "at", "towards", "toward", "on", "inside", "across", "behind":
			return tNone, 0
		}
		return tNounPos, 1
	}
	// a shot noun needs a word of success after it
	ce := clauseEnd(s, i)
	for k := i + 1; k < ce && k <= i+8; k++ {
		if successWords[lo(s, k)] {
			if lo(s, k) == "was" && lo(s, k+1) != "enough" {
				continue
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
			if m.kind == mPerson && (lo(s, m.i-1) == "a" || lo(s, m.i-1) == "an" || lo(s, m.i-1) == "the") {
				return m
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

// goalMentions finds every finish a sentence tells.
func (d *doc) goalMentions(s *sent) []*goalMention {
	var out []*goalMention
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].quoted {
			continue
		}
		kind, n := d.trigger(s, i)
		if kind == tNone {
			continue
		}
		if negated(s, i, i+n) {
			i += n - 1
			continue
		}
		switch kind {
		case tNounFor:
			for _, m := range coordinated(s, mentionAfter(s, i+2)) {
				gm := &goalMention{s: s, trig: i, trigEnd: i + n, agent: m}
				out = append(out, gm)
			}
		case tNounPos:
			p := possessorOf(s, i)
			if p != nil && p.surface == "whose" {
				p = d.whoseAntecedent(s, p.i)
			}
			if p == nil && lo(s, i) == "own" {
				if m := mentionAfter(s, i+3); m != nil && (lo(s, i+2) == "from" || lo(s, i+2) == "by") {
					p = m
				}
			}
			if p == nil && lo(s, i) == "own" {
				p = d.agentLeft(s, i)
			}
			if p != nil {
				out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: p})
			}
		case tActive, tTeam:
			var agents []*mention
			if prev := continuationOf(s, out, i); prev != nil {
				gm := *prev
				gm.trig, gm.trigEnd, gm.newGoal = i, i+n, false
				out = append(out, &gm)
				i += n - 1
				continue
			}
			if a := d.passiveAgent(s, i, n); a != nil {
				agents = []*mention{a}
			} else if a := d.agentLeft(s, i); a != nil {
				agents = coordinatedBack(s, a)
			}
			if lo(s, i+1) != "" {
				// "scoring twice through A and B"
				for k := i + n; k < len(s.toks) && k <= i+n+6; k++ {
					if isBoundary(s, k) {
						break
					}
					if lo(s, k) == "through" {
						if m := mentionAfter(s, k+1); m != nil {
							if len(agents) == 0 || agents[0].kind == mClub || agents[0].kind == mTeamRef {
								for _, a := range agents {
									out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: a})
								}
								agents = coordinated(s, m)
							}
						}
						break
					}
				}
			}
			for _, a := range agents {
				managerSide := a.poss && a.ent != nil && a.ent.manager
				if kind == tTeam && (a.kind == mPerson || a.kind == mDesc || a.kind == mPronoun) && lo(s, a.i-1) != "through" && lo(s, a.i-1) != "and" && !managerSide {
					continue
				}
				out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: a})
			}
		}
		i += n - 1
	}
	for _, gm := range out {
		d.describeGoal(gm)
		gm.class = finishClass(s, gm.trig, gm.trigEnd)
		gm.count = goalCount(s, gm.trig)
	}
	markSecondFinishes(out)
	return out
}

// whoseAntecedent finds X in "X, whose strike ...".
func (d *doc) whoseAntecedent(s *sent, k int) *mention {
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		if m := mentionAt(s.ments, q); m != nil && (m.kind == mPerson || m.kind == mDesc) {
			return m
		}
	}
	return nil
}

// coordinated returns m and the mentions joined to it by "and" or commas.
func coordinated(s *sent, m *mention) []*mention {
	if m == nil {
		return nil
	}
	out := []*mention{m}
	cur := m
	for {
		k := cur.j
		if k < len(s.toks) && s.toks[k].poss {
			break
		}
		if lo(s, k) == "," && lo(s, k+1) == "and" {
			k++
		}
		if lo(s, k) != "and" && lo(s, k) != "," {
			break
		}
		nx := mentionAfter(s, k+1)
		if nx == nil || nx.kind != cur.kind && !(nx.kind == mPerson || nx.kind == mDesc) {
			break
		}
		if lo(s, k) == "," && !(lo(s, nx.j) == "," || lo(s, nx.j) == "and") || nx.ent != nil && nx.ent.manager {
			break
		}
		out = append(out, nx)
		cur = nx
	}
	return out
}

// coordinatedBack extends a subject to the mentions joined before it by
// "and": "Cucho Hernandez and Yaw Yeboah scored".
func coordinatedBack(s *sent, m *mention) []*mention {
	out := []*mention{m}
	cur := m
	for cur.i >= 2 && (lo(s, cur.i-1) == "and" || lo(s, cur.i-1) == ",") {
		k := cur.i - 2
		if lo(s, k) == "," {
			k--
		}
		p := mentionAt(s.ments, k)
		if p == nil || p.kind != m.kind || p.poss || !subjectLike(p) {
			break
		}
		out = append([]*mention{p}, out...)
		cur = p
	}
	return out
}

// beneficiaryVerbs take the scorer's club as object: "put Brentford 4-2 up".
var beneficiaryVerbs = set(`put puts putting earn earned earning earns give gave giving gives send sent sending sends
	hand handed handing lift lifted lifting fire fired firing keep kept keeping help helped helping move moved moving`)

// sideWords follow a manager's name to mean the team: "Arteta's side".
var sideWords = set(`side men team charges squad troops women`)

var skipAdverbs = set(`then coolly calmly again initially quickly first also later finally eventually superbly
	brilliantly expertly neatly deftly emphatically clinically smartly simply easily duly promptly`)

var passiveAux = set(`was were been being is are get got`)

// passiveAgent finds "by X" after a passive finish: "was lashed home by X".
func (d *doc) passiveAgent(s *sent, i, n int) *mention {
	passive := false
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if passiveAux[lo(s, k)] {
			passive = true
			break
		}
		if lo(s, k) == "and" {
			// "was flicked on by Y and bundled in by Z"
			for q := k - 1; q >= 0 && q >= k-12; q-- {
				if passiveAux[lo(s, q)] {
					passive = true
				}
			}
			break
		}
	}
	if !passive {
		return nil
	}
	ce := clauseEnd(s, i)
	for k := i + n; k < ce && k < i+n+12; k++ {
		if lo(s, k) == "by" {
			if m := mentionAfter(s, k+1); m != nil {
				return m
			}
		}
	}
	return nil
}

// agentLeft finds the subject of a finish at token i by walking left.
func (d *doc) agentLeft(s *sent, i int) *mention {
	// "X to V" and "X, who V"
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if lo(s, k) == "to" {
		if m := mentionAt(s.ments, k-1); m != nil && m.kind != mClub || m != nil && m.j == k {
			return m
		}
	}
	for q := i - 1; q >= 0 && q >= i-4; q-- {
		if lo(s, q) == "whose" {
			return d.whoseAntecedent(s, q)
		}
		if mentionAt(s.ments, q) != nil || isBoundary(s, q) {
			break
		}
	}
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.inDesc {
			continue
		}
		if m.kind == mPerson && m.ent == nil {
			continue
		}
		if lo(s, m.j) == "who" || lo(s, m.j) == "," && lo(s, m.j+1) == "who" {
			return m
		}
		if m.poss {
			if nounAfterPoss(s, m) == "shot" {
				return m
			}
			if m.ent != nil && m.ent.manager && sideWords[lo(s, m.j+1)] && subjectLike(m) {
				return m
			}
			continue
		}
		if m.kind == mPronoun && m.s.toks[m.i].lo == "him" {
			continue
		}
		if subjectLike(m) || m.gov == "with" && ingBetween(s, m.j, i) || lo(s, m.j) == "to" {
			return m
		}
	}
	return nil
}

func ingBetween(s *sent, a, b int) bool {
	for k := a; k < b && k < a+6; k++ {
		if strings.HasSuffix(lo(s, k), "ing") {
			return true
		}
	}
	return false
}

// nounAfterPoss classifies the noun owned by a possessive mention: "shot"
// for a finish, "pass" for a delivery, "" otherwise.
func nounAfterPoss(s *sent, m *mention) string {
	k := m.j
	if k < len(s.toks) && s.toks[k].poss {
		k++
	}
	for q := k; q < len(s.toks) && q <= k+4; q++ {
		w := lo(s, q)
		if shotNouns[w] || selfGoalNouns[w] {
			if w == "header" && passNounContext(s, m) || touchedAfter(s, q) {
				return "pass"
			}
			return "shot"
		}
		if _, ok := passNouns[w]; ok {
			return "pass"
		}
		if !s.toks[q].word || isBoundary(s, q) {
			break
		}
	}
	return ""
}

func passNounContext(s *sent, m *mention) bool {
	g := lo(s, m.i-1)
	return g == "from" || g == "meet" || g == "met" || g == "onto" || g == "meeting"
}

// describeGoal fills a telling's scorer, club, kind, minute and scoreline.
func (d *doc) describeGoal(gm *goalMention) {
	s := gm.s
	switch gm.agent.kind {
	case mPerson, mDesc, mPronoun:
		if e := gm.agent.ent; e != nil && e.manager && gm.agent.poss {
			gm.manager = e // "Arteta's side took the lead"
			break
		}
		gm.scorer = gm.agent.ent
	case mClub:
		gm.team = gm.agent.club
	case mTeamRef:
		gm.teamRef = gm.agent.ref
	}
	cs, ce := clauseStart(s, gm.trig), clauseEnd(s, gm.trig)
	for k := cs; k < ce; k++ {
		w := lo(s, k)
		switch {
		case w == "own" && (lo(s, k+1) == "goal" || lo(s, k+1) == "net"):
			gm.kind = "own_goal"
		case w == "penalty" || w == "spot-kick" || w == "spot" && lo(s, k-1) == "the" || w == "12" && lo(s, k+1) == "yards":
			if gm.kind == "" && !penaltyOnlyWon(s, k) {
				gm.kind = "penalty"
			}
		case w == "free-kick" || w == "freekick" || w == "free" && lo(s, k+1) == "kick":
			if gm.kind == "" && freeKickIsShot(s, k, gm) {
				gm.kind = "direct_free_kick"
			}
		case w == "header" || w == "headed" || w == "volley" || w == "strike" || w == "shot" || w == "cross" || w == "tap-in" || w == "finish" || w == "backheel":
			gm.open = true
		}
		if _, _, ok := isScore(w); ok && k > 0 && (lo(s, k-1) == "it" || lo(s, k-1) == "to" || lo(s, k-1) == "for") {
			gm.score = w
		}
		if n, ok := ordinalWords[w]; ok && (lo(s, k-1) == "his" || lo(s, k-1) == "her") && (lo(s, k+1) == "goal" || lo(s, k+1) == "" || !s.toks[k+1].word || lo(s, k+1) == "after") {
			gm.ordinal = n
		}
		if strings.HasPrefix(w, "hat-trick") && (lo(s, k+1) == "goal" || lo(s, k-1) == "his" || lo(s, k-1) == "complete" || lo(s, k-1) == "completed") && gm.trig >= k-1 && gm.trig <= k+1 {
			gm.ordinal = 3
		}
		if w == "opened" && lo(s, k+1) == "the" && lo(s, k+2) == "scoring" || w == "open" && lo(s, k+1) == "the" && lo(s, k+2) == "scoring" {
			gm.ordinal = -1 // the match's first goal
		}
	}
	if gm.kind == "penalty" && gm.open && lo(s, gm.trig) != "penalty" {
		gm.open = false
	}
	gm.minute = nearestMinute(s, gm.trig, cs, ce)
	// "put Brentford 4-2 up", "to earn the visitors", "doubled the hosts' lead"
	for k := gm.trig; k < ce && k < gm.trig+12; k++ {
		inside := k > gm.trig && k < gm.trigEnd
		if !beneficiaryVerbs[lo(s, k)] && !inside {
			continue
		}
		for q := k + 1; q < ce && q <= k+6; q++ {
			m := mentionAt(s.ments, q)
			if m == nil {
				if w := lo(s, q); w == "the" || w == "men" || w == "women" || w == "of" || s.toks[q].num {
					continue
				}
				break
			}
			if m.inDesc || inside && !m.poss || gm.scorer == nil || gm.kind == "own_goal" {
				break
			}
			if m.kind == mClub && gm.team == nil {
				gm.team = m.club
			}
			if m.kind == mTeamRef && gm.teamRef == "" {
				gm.teamRef = m.ref
			}
			break
		}
	}
	// "for Juve", "scored for LAFC"
	for k := gm.trig; k < ce && k < gm.trig+8; k++ {
		if lo(s, k) == "for" {
			if m := mentionAt(s.ments, k+1); m != nil && m.kind == mClub && m.i == k+1 && gm.team == nil && gm.scorer != nil && !roleNouns[lo(s, m.j)] && gm.kind != "own_goal" {
				gm.team = m.club
			}
			if m := mentionAt(s.ments, k+2); m != nil && m.kind == mTeamRef && lo(s, k+1) == "the" && gm.teamRef == "" && gm.team == nil && gm.scorer != nil && gm.kind != "own_goal" {
				gm.teamRef = m.ref
			}
		}
	}
}

// penaltyOnlyWon reports "won the penalty", "awarded a penalty" (the penalty
// was given, not scored, by the words nearby).
func penaltyOnlyWon(s *sent, k int) bool {
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		switch lo(s, q) {
		case "won", "earned", "conceded", "gave", "awarded", "saved", "missed", "missing":
			return true
		}
	}
	return false
}

// freeKickIsShot tells a goal scored straight from a free-kick from a goal
// from someone else's free-kick delivery.
func freeKickIsShot(s *sent, k int, gm *goalMention) bool {
	for q := k - 1; q >= 0 && q >= k-4; q-- {
		w := lo(s, q)
		if w == "'s" || w == "from" {
			return false
		}
		if m := mentionAt(s.ments, q); m != nil && m.kind == mPerson && m.j == k {
			return false
		}
	}
	for q := clauseStart(s, k); q < clauseEnd(s, k); q++ {
		if lo(s, q) == "header" || lo(s, q) == "headed" || lo(s, q) == "head" {
			return false
		}
	}
	return true
}

// nearestMinute picks the time stated in the clause of token k, else the
// sentence's only time.
func nearestMinute(s *sent, k, cs, ce int) *minuteExpr {
	var best *minuteExpr
	bestDist := 1 << 30
	for i := range s.minutes {
		m := &s.minutes[i]
		if m.i >= cs && m.i < ce || m.j > cs && m.j <= ce {
			dist := m.i - k
			if dist < 0 {
				dist = -dist + 2
			}
			if dist < bestDist {
				best, bestDist = m, dist
			}
		}
	}
	return best
}

// markSecondFinishes marks a later finish by the same scorer in the same
// sentence after "then" or "before" as a goal of its own.
func markSecondFinishes(gms []*goalMention) {
	for a := 0; a < len(gms); a++ {
		for b := a + 1; b < len(gms); b++ {
			if gms[a].scorer == nil || gms[a].scorer != gms[b].scorer {
				continue
			}
			s := gms[a].s
			for k := gms[a].trigEnd; k < gms[b].trig; k++ {
				if lo(s, k) == "then" || lo(s, k) == "before" || lo(s, k) == "and" && lo(s, k-1) == "," {
					gms[b].newGoal = true
					break
				}
			}
		}
	}
}

// continuationOf returns the telling a purpose clause continues: in "X's
// strike found the corner to put Portland 1-0 up", "to put" is X's goal.
func continuationOf(s *sent, out []*goalMention, i int) *goalMention {
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if lo(s, k) != "to" || len(out) == 0 {
		return nil
	}
	prev := out[len(out)-1]
	if i-prev.trigEnd > 10 || prev.s != s {
		return nil
	}
	if m := mentionAt(s.ments, k-1); m != nil && m.j == k {
		return nil // "X to score": X is the scorer
	}
	for q := prev.trigEnd; q < i; q++ {
		if isBoundary(s, q) {
			return nil
		}
	}
	return prev
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
	case w == "restored" || w == "regained":
		return "restore"
	case w == "doubled" || w == "doubles" || w == "extended" || w == "extend" || w == "added" || w == "adds" || w == "add":
		return "double"
	case levelWords[w] || w == "tied" || w == "ties" || w == "tying" || strings.HasSuffix(span, " level"):
		return "level"
	case w == "reduced" || w == "halved" || w == "pulled" || w == "pulls":
		return "reduce"
	case strings.Contains(span, "took the lead") || strings.Contains(span, "take the lead") || strings.Contains(span, "went ahead") ||
		strings.Contains(span, "ahead") || strings.Contains(span, "in front"):
		return "lead"
	}
	return ""
}

// classesAgree reports whether two tellings' classes can be one goal.
func classesAgree(a, b string) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	if a > b {
		a, b = b, a
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

var otherTimes = [][2]string{{"last", "week"}, {"last", "weekend"}, {"last", "month"}, {"last", "year"}, {"last", "season"},
	{"last", "time"}, {"previous", "game"}, {"previous", "match"}, {"earlier", "this"}, {"in", "midweek"}}

// otherTimeIn reports a clause set in another match's time: "who scored
// twice against Brentford last week".
func otherTimeIn(s *sent, a, b int) bool {
	for k := a; k+1 < b; k++ {
		for _, c := range otherTimes {
			if s.toks[k].lo == c[0] && s.toks[k+1].lo == c[1] {
				return true
			}
		}
	}
	return false
}

// goalCount reads how many goals a finish verb counts: "scored twice",
// "netted a brace", "scored a hat-trick".
func goalCount(s *sent, k int) int {
	w := lo(s, k)
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
		}
	}
	for q := k + 1; q < len(s.toks) && q <= k+8; q++ {
		if lo(s, q) == "through" || lo(s, q) == "via" {
			return 0 // "scoring twice through A and B" counts the club's goals
		}
	}
	return n
}
