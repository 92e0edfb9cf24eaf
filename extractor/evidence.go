package extractor

import (
	"math"
	"sort"
	"strconv"
	"strings"
)

// Stage "evidence": what the text says around each person, as features the
// fitted decision weighs.
//
// Reads: sentences and tokens (segment), mentions with their entities
// (mentions, resolve), the goals the reading rules found (events).
// Writes: the evidence layer, one feature set per person.
//
// A feature is a word class in a position around one of the person's
// mentions ("a finishing verb after the name, with a direction word";
// "a goal noun, then by or from, then the name"), or a fact the reading
// rules established ("the rules read a goal by this person"). A mention's
// features are also taken together with the clause around it ("... and
// the clause tells a miss"), so a name beside "fired wide" and a name
// beside "fired home" differ. A person's features are those of any of their
// mentions, with how many mentions showed each.

// features is a sparse feature vector: name to value.
type features map[string]float64

func (f features) set(name string)            { f[name] = 1 }
func (f features) add(name string, v float64) { f[name] += v }

// names lists the features in a stable order.
func (f features) names() []string {
	out := make([]string, 0, len(f))
	for k := range f {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// personEvidence is what the text says about one person.
type personEvidence struct {
	e     *entity
	feats features
	// counts are the goal counts the text gives the person: "a brace" 2,
	// "his third" 3; the largest is kept.
	count int
	// cue is the sentence and token that tell the person's goal most
	// plainly, for a goal the rules did not read; cues are all the
	// sentences that tell a goal by them, plainest first, one per sentence.
	cue     *sent
	cueTok  int
	cueRank float64
	cues    []goalCue
	n       map[string]float64 // mentions showing each feature, while gathering
}

// goalCue is a sentence that may tell one of a person's goals.
type goalCue struct {
	s    *sent
	tok  int
	rank float64
}

// evidenceLayer is the evidence stage's output.
type evidenceLayer struct {
	people map[*entity]*personEvidence
}

// gatherEvidence builds the evidence layer.
func (d *doc) gatherEvidence() {
	ev := &evidenceLayer{people: map[*entity]*personEvidence{}}
	d.evidence = ev
	get := func(e *entity) *personEvidence {
		pe := ev.people[e]
		if pe == nil {
			pe = &personEvidence{e: e, feats: features{}}
			ev.people[e] = pe
		}
		return pe
	}
	for _, e := range d.persons {
		get(e)
	}
	for _, s := range d.sents {
		s.cacheBounds()
	}
	for _, s := range d.sents {
		// "... before netting twice himself": a count right after a verb of
		// scoring is its subject's, however far back the subject stands
		if s.other || s.headline {
			continue
		}
		for k := 1; k < len(s.toks); k++ {
			n, ok := countWords[lo(s, k)]
			if !ok || !coreScoreVerbs[lo(s, k-1)] || countWithheld(s, k) {
				continue
			}
			a := d.agentLeft(s, k-1)
			if p := participleSubject(s, k-1, a); p != nil {
				a = p
			}
			if a != nil && a.ent != nil && (a.kind == mPerson || a.kind == mDesc || a.kind == mPronoun) {
				if pe := get(a.ent); n > pe.count {
					pe.count = n
				}
			}
		}
	}
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.ent == nil {
				continue
			}
			pe := get(m.ent)
			local := mentionFeatures(s, m)
			if s.headline {
				for _, k := range local {
					pe.feats.set("headline:" + k)
				}
				continue
			}
			if pe.n == nil {
				pe.n = map[string]float64{}
			}
			for _, k := range local {
				pe.n[k]++
			}
			if n := mentionCount(s, m); n > pe.count {
				pe.count = n
			}
			if r := cueRank(local); r > 0 {
				if s.idx == d.lede() {
					r -= 1 // an opening sentence sums the match up; the story tells each goal in its place
				}
				if talliesGoals(s) {
					r -= 2 // "now has seven league goals": a season's tally, not this goal
				}
				if r > 0 {
					pe.addCue(goalCue{s, m.i, r})
				}
				if r > pe.cueRank || pe.cue == nil {
					pe.cue, pe.cueTok, pe.cueRank = s, m.i, r
				}
			}
		}
	}
	for e, pe := range ev.people {
		d.personFacts(e, pe)
		// n counts the mentions showing each feature: keep whether any did,
		// and a softened count
		for k, v := range pe.n {
			pe.feats.set(k)
			if v > 1 {
				pe.feats[k+"*many"] = math.Log(v)
			}
		}
		pe.n = nil
	}
}

// combos are the names of a mention's features taken with its clause
// ("subj:core&miss"), made once.
var combos = func() map[string]string {
	out := map[string]string{}
	for _, l := range []string{"subj:pass", "subj:core", "subj:finish+dir", "subj:finish+noun", "subj:result",
		"subj:scoreverb", "subj:finish", "subj:missverb", "subj:speech", "subj:passverb", "subj:verb+goalnoun",
		"subj:verb+past", "subj:participle", "by:goalnoun", "by:delivery", "by:finishverb", "adjunct:lead",
		"adjunct", "to", "beaten", "poss:goalnoun", "poss:delivery", "compound:goalnoun", "compound:delivery",
		"pronoun", "desc", "quoted", "othermatch", "beat:keeper", "inf:core", "inf:finish+dir"} {
		for _, c := range []string{"&miss", "&modal", "&own"} {
			out[l+c] = l + c
		}
	}
	return out
}()

// combined is feature l taken with c, without building the string again.
func combined(l, c string) string {
	if n, ok := combos[l+c]; ok {
		return n
	}
	return l + c
}

// addCue keeps the plainest cue of each sentence, plainest first.
func (pe *personEvidence) addCue(c goalCue) {
	for i, o := range pe.cues {
		if o.s == c.s {
			if c.rank > o.rank {
				pe.cues[i] = c
			}
			c = goalCue{}
			break
		}
	}
	if c.s != nil {
		pe.cues = append(pe.cues, c)
	}
	sort.SliceStable(pe.cues, func(a, b int) bool { return pe.cues[a].rank > pe.cues[b].rank })
}

// personFacts adds what earlier stages established about the person.
func (d *doc) personFacts(e *entity, pe *personEvidence) {
	f := pe.feats
	f.set("bias")
	f["mentions"] = math.Log1p(float64(len(e.ments)))
	if e.manager {
		f.set("role:manager")
	}
	if e.referee {
		f.set("role:referee")
	}
	if e.absent || e.absentVotes > 0 && e.presentVotes == 0 {
		f.set("role:absent")
	}
	if e.lineup {
		f.set("role:lineup")
	}
	for _, desc := range e.descs {
		if keeperNouns[desc] {
			f.set("role:keeper")
		}
	}
	for _, m := range e.ments {
		if keeperNouns[m.role] {
			f.set("role:keeper")
		}
	}
	rule, own := 0, 0
	for _, g := range d.goals {
		if g.scorer != e {
			continue
		}
		rule++
		if g.kind == "own_goal" {
			own++
		}
	}
	if rule > 0 {
		f.set("rule:goal")
	}
	if rule > 1 {
		f.set("rule:goals2")
	}
	if own > 0 {
		f.set("rule:own")
	}
	for _, g := range d.goals {
		for _, p := range g.chain {
			if p == e {
				f.set("rule:passer")
			}
		}
	}
	if pe.count >= 2 {
		f.set("count:2+")
	}
}

// clause bounds the clause around tokens [i, j).
func clause(s *sent, i, j int) (int, int) {
	return clauseStart(s, i), clauseEnd(s, max(j-1, i))
}

// mentionFeatures are the features of one mention: word classes around it
// and what its clause tells.
func mentionFeatures(s *sent, m *mention) []string {
	var f []string
	cs, ce := clause(s, m.i, m.j)
	own, dir, minute, lead, goalNoun := false, false, false, false, false
	for k := cs; k < ce; k++ {
		switch {
		case s.toks[k].lo == "own" && (lo(s, k+1) == "goal" || lo(s, k+1) == "net"):
			own = true
		case s.is(k, bDirection):
			dir = true
		}
		if s.is(k, bLead) {
			lead = true
		}
		if s.is(k, bGoalNoun) {
			goalNoun = true
		}
	}
	// a miss is told in the name's own predicate: from the name to the end
	// of its clause, or the few words before it ("a Stokes shot was saved")
	miss, modal := missIn(s, max(cs, m.i-4), min(ce, m.j+14))
	for _, mx := range s.minutes {
		if mx.i >= cs && mx.j <= ce {
			minute = true
		}
	}
	local := []string{}
	add := func(name string) { local = append(local, name) }
	// right: the verb the person is subject of
	if v, k := subjectVerb(s, m); v != "" {
		rest := tokRange{s, k + 1, ce}
		switch {
		case inClass(deliverVerbs, v) && (forOrToPerson(s, k+1, ce) || objectPerson(s, k+1)):
			add("subj:pass")
		case inClass(coreScoreVerbs, v):
			add("subj:core")
		case inClass(finishVerbs, v) && rest.has(bDirection, 4) && !(rest.at(0) == "in" && rest.at(1) == "at"):
			add("subj:finish+dir")
		case inClass(finishVerbs, v) && rest.has(bGoalNoun, 4):
			add("subj:finish+noun")
		case inClass(resultVerbs, v):
			add("subj:result")
		case inClass(strongScoreVerbs, v):
			add("subj:scoreverb")
		case inClass(finishVerbs, v):
			add("subj:finish")
		case inClass(missWords, v):
			add("subj:missverb")
		case inClass(talkVerbs, v):
			add("subj:speech")
		case inClass(deliverVerbs, v):
			add("subj:passverb")
		case rest.has(bGoalNoun, 4):
			add("subj:verb+goalnoun") // "swapped braces", "claimed the goal"
		case pastPerson(s, k+1, ce):
			add("subj:verb+past") // "eased a cross past X"
		}
		if strings.HasSuffix(v, "ing") {
			add("subj:participle")
		}
	}
	// left: what governs the name
	q := descStart(s, listStart(s, m.i))
	prev, prev2 := lo(s, q-1), lo(s, q-2)
	switch {
	case (prev == "by" || prev == "from" || prev == "of") && nounBefore(s, q-1, goalNouns):
		add("by:goalnoun")
	case (prev == "by" || prev == "from") && nounBefore(s, q-1, deliveryNouns):
		add("by:delivery")
	case prev == "by" && (finishVerbs[prev2] || coreScoreVerbs[prev2] || goalDirections[prev2]):
		add("by:finishverb")
	case adjunctMarkers[prev] || prev == "to" && prev2 == "thanks" || prev == "of" && prev2 == "courtesy":
		if lead {
			add("adjunct:lead")
		} else {
			add("adjunct")
		}
	case prev == "to" || prev == "for" || prev == "found" || prev == "picked" && lo(s, q) == "out":
		add("to")
	case beatenMarkers[prev]:
		add("beaten")
	}
	// the name as possessor or modifier of a noun
	if m.poss {
		if nounAfter(s, m.j, goalNouns) {
			add("poss:goalnoun")
		} else if nounAfter(s, m.j, deliveryNouns) {
			add("poss:delivery")
		}
	} else if goalNouns[lo(s, m.j)] {
		add("compound:goalnoun")
	} else if deliveryNouns[lo(s, m.j)] {
		add("compound:delivery")
	}
	if m.kind == mPronoun {
		add("pronoun")
	} else if m.kind == mDesc {
		add("desc")
	}
	if m.quoted || s.toks[m.i].quoted {
		add("quoted")
	}
	if s.other {
		add("othermatch")
	}
	if keeperBeaten(s, m.j, ce) {
		add("beat:keeper")
	}
	// the words right around the name, so the weights learn the verbs and
	// nouns no class lists
	for q := m.j; q < ce && q < m.j+3; q++ {
		if w := lo(s, q); s.toks[q].word && !s.toks[q].num {
			f = append(f, "w+:"+w)
		}
	}
	if q := m.i - 1; q >= cs && s.toks[q].word {
		f = append(f, "w-1:"+lo(s, q))
	}
	for _, l := range local {
		f = append(f, l)
		if miss {
			f = append(f, combined(l, "&miss"))
		}
		if modal {
			f = append(f, combined(l, "&modal"))
		}
		if own {
			f = append(f, combined(l, "&own"))
		}
	}
	if goalNoun || dir {
		f = append(f, "clause:goal")
		if miss {
			f = append(f, "clause:goal&miss")
		}
	}
	if minute {
		f = append(f, "clause:minute")
	}
	if own {
		f = append(f, "clause:own")
	}
	return f
}

// coreScoreVerbs tell a goal with no other word: "X scored", "X netted".
var coreScoreVerbs = set(`scored scores scoring netted nets netting notched notches bagged bags equalised
	equalized equalises equalizes converted converts tallied tallies`)

// resultVerbs tell what a goal did to the score: "X doubled the lead".
var resultVerbs = set(`doubled doubles extended extends levelled leveled levels restored restores reduced
	reduces halved halves pulled pulls sealed seals completed completes wrapped opened opens added adds
	gave gives put puts made makes grabbed grabs claimed got gets hit hits`)

// subjectVerb finds the verb the mention is the subject of: the first
// verb-like word after the name, over adverbs, "then", "who", auxiliaries
// and a short apposition. It returns the verb and its token.
func subjectVerb(s *sent, m *mention) (string, int) {
	k := m.j
	if m.poss {
		return "", 0
	}
	// a short apposition: "X, the Spurs striker, fired ..."
	if lo(s, k) == "," {
		for q := k + 1; q < len(s.toks) && q <= k+6; q++ {
			if lo(s, q) == "," {
				if w := lo(s, q+1); strongScoreVerbs[w] || finishVerbs[w] || deliverVerbs[w] || resultVerbs[w] {
					k = q + 1
				}
				break
			}
		}
	}
	if cleftThat(s, m) {
		k++ // "it was X that scored"
	}
	for q := k; q < len(s.toks) && q < k+4; q++ {
		w := lo(s, q)
		switch w {
		case "then", "also", "again", "later", "duly", "just", "had", "has", "have", "who", "eventually",
			"finally", "calmly", "coolly", "somehow", "expertly", "neatly", "deftly", "cleverly", "superbly",
			"brilliantly", "emphatically", "clinically", "easily", "simply", "smartly", "sweetly", "first", ",":
			continue
		}
		for _, c := range verbClasses {
			if inClass(c, w) {
				return w, q
			}
		}
		if t := s.toks[q]; t.word && !t.cap && !t.num && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "s")) {
			return w, q // a verb no class lists: "swapped", "eased"
		}
		return "", 0
	}
	return "", 0
}

// verbClasses are the classes subjectVerb looks for.
var verbClasses = []map[string]bool{strongScoreVerbs, finishVerbs, deliverVerbs, resultVerbs, missWords, talkVerbs, coreScoreVerbs}

// missIn reports a miss, and a modal ("could have"), told in tokens [a, b).
func missIn(s *sent, a, b int) (miss, modal bool) {
	for k := a; k < b; k++ {
		w := lo(s, k)
		switch {
		case s.is(k, bMiss):
			miss = true
		case s.is(k, bMissAfter) && (lo(s, k-1) == "the" || lo(s, k-1) == "went" || lo(s, k-1) == "goes" || lo(s, k-1) == "came"):
			miss = true
		case w == "wide" || w == "over" && (lo(s, k+1) == "the" && s.is(k+2, bMissAfter) || lo(s, k+1) == "the" && lo(s, k+2) == "crossbar"):
			miss = true
		case s.is(k, bModal) && (lo(s, k+1) == "have" || lo(s, k+1) == "not"):
			modal = true
		case w == "ruled" && lo(s, k+1) == "out":
			miss = true
		}
	}
	return miss, modal
}

// keeperBeaten reports a finish past the keeper after the name: "past the
// keeper", "beyond the diving X" (a keeper), "rounded the goalkeeper".
func keeperBeaten(s *sent, from, end int) bool {
	for k := from; k < end && k < from+14; k++ {
		if !s.is(k, bBeaten) {
			continue
		}
		for q := k + 1; q < end && q <= k+5; q++ {
			if keeperNouns[lo(s, q)] || keeperStates[lo(s, q)] {
				return true
			}
			if m := mentionAt(s.ments, q); m != nil && m.i == q {
				if m.ent != nil && isKeeper(m.ent) {
					return true
				}
				break
			}
		}
	}
	return false
}

// keeperStates describe a keeper beaten: "beyond the diving X".
var keeperStates = set(`diving despairing stranded helpless onrushing advancing outstretched wrong-footed`)

// isKeeper reports a person the text calls a goalkeeper.
func isKeeper(e *entity) bool {
	for _, d := range e.descs {
		if keeperNouns[d] {
			return true
		}
	}
	for _, m := range e.ments {
		if keeperNouns[m.role] {
			return true
		}
	}
	return false
}

// listStart walks back from a name over a list of names ("goals from A, B
// and C"), so the word before the list governs each of them.
func listStart(s *sent, i int) int {
	q := i
	for q > 0 {
		w := lo(s, q-1)
		if w != "," && w != "and" {
			break
		}
		prev := mentionAt(s.ments, q-2)
		if prev == nil || prev.kind != mPerson || prev.j != q-1 {
			break
		}
		q = prev.i
	}
	return q
}

// descStart walks back from a name over a description before it ("by
// 20-year-old midfielder X", "from fellow substitute X"), so the word before
// the description governs the name.
func descStart(s *sent, i int) int {
	q := i
	for q > 0 && q > i-4 {
		w := lo(s, q-1)
		if !roleNouns[w] && !descModifiers[w] && !strings.HasSuffix(w, "-year-old") && w != "fellow" && w != "striker" {
			break
		}
		q--
	}
	return q
}

// pastPerson reports "past" or "beyond" and then a person within the
// clause: "eased a cross from X past Y".
func pastPerson(s *sent, from, end int) bool {
	for k := from; k < end && k < from+10; k++ {
		if w := lo(s, k); w == "past" || w == "beyond" {
			for q := k + 1; q < end && q <= k+4; q++ {
				if m := mentionAt(s.ments, q); m != nil && m.i == q && m.kind != mClub {
					return true
				}
				if keeperNouns[lo(s, q)] {
					return true
				}
			}
		}
	}
	return false
}

// nounBefore reports a noun of the class ending within six words before
// token k: "a stunning header from".
func nounBefore(s *sent, k int, class map[string]bool) bool {
	for q := k - 1; q >= 0 && q >= k-6; q-- {
		if class[lo(s, q)] {
			return true
		}
		if s.isBound(q) {
			return false
		}
		if m := mentionAt(s.ments, q); m != nil {
			// "a consolation for the visitors from X": over a club after for or of
			if (m.kind == mClub || m.kind == mTeamRef) && (lo(s, m.i-1) == "for" || lo(s, m.i-1) == "of" || lo(s, m.i-2) == "for" || lo(s, m.i-2) == "of") {
				q = m.i
				continue
			}
			return false
		}
	}
	return false
}

// nounAfter reports a noun of the class within four words from token k:
// "'s late header".
func nounAfter(s *sent, k int, class map[string]bool) bool {
	for q := k; q < len(s.toks) && q < k+5; q++ {
		if class[lo(s, q)] {
			return true
		}
		if s.isBound(q) || mentionAt(s.ments, q) != nil {
			return false
		}
	}
	return false
}

// forOrToPerson reports "for X" or "to X" soon after a pass verb.
func forOrToPerson(s *sent, k, end int) bool {
	for q := k; q < end && q < k+6; q++ {
		if w := lo(s, q); w == "for" || w == "to" || w == "into" {
			if m := mentionAt(s.ments, q+1); m != nil && m.kind != mClub {
				return true
			}
		}
	}
	return false
}

// objectPerson reports a person right after a verb: "found X", "set up X".
func objectPerson(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q < k+3; q++ {
		if m := mentionAt(s.ments, q); m != nil && m.i == q && m.kind != mClub {
			return true
		}
		if w := lo(s, q); w != "up" && w != "out" && w != "in" && w != "the" {
			return false
		}
	}
	return false
}

// tokRange is tokens [a, b) of a sentence.
type tokRange struct {
	s    *sent
	a, b int
}

// has reports a word of the class among the first n tokens of the range.
func (r tokRange) has(class wordBits, n int) bool {
	for k := r.a; k < r.b && k < r.a+n; k++ {
		if r.s.is(k, class) {
			return true
		}
	}
	return false
}

// at is the i-th word of the range, or "".
func (r tokRange) at(i int) string {
	if r.a+i >= r.b {
		return ""
	}
	return lo(r.s, r.a+i)
}

// mentionCount reads a goal count told with the mention: "X scored twice",
// "a brace from X", "X's second", "two goals from X", "X struck again".
func mentionCount(s *sent, m *mention) int {
	if s.other {
		return 0
	}
	cs, ce := clause(s, m.i, m.j)
	best := 0
	for k := max(cs, m.i-7); k < ce && k < m.j+8; k++ {
		if !s.is(k, bCount) || k >= m.i && k < m.j || otherPersonBetween(s, m, k) && !swappedBy(s, m, k) || beyondMatch(s, k) || countOfAnother(s, m, k) {
			continue
		}
		w := lo(s, k)
		if n, ok := countWords[w]; ok && !(w == "double" && (lo(s, k+1) == "over" || lo(s, k-1) == "league" || lo(s, k-1) == "derby" || lo(s, k-1) == "cup" || lo(s, k-1) == "domestic")) {
			if countWithheld(s, k) {
				n-- // "denied a hat-trick": one short of it
			}
			best = max(best, n)
		}
		next := lo(s, k+1)
		if w == "pair" && next == "of" && lo(s, k+2) == "goals" {
			best = max(best, 2) // "bagged a pair of goals"
		}
		if w == "either" && next == "side" && lo(s, k+2) == "of" && k > m.j {
			best = max(best, 2) // "X scored either side of half-time"
		}
		if w == "each" && next == "half" && lo(s, k-1) == "in" && k > m.j {
			best = max(best, 2) // "X scored one in each half"
		}
		if n, ok := countNumbers[w]; ok && k+3 <= m.i && next == "goals" && (lo(s, k+2) == "from" || lo(s, k+2) == "by") && k+3 >= descStart(s, m.i)-1 {
			best = max(best, n) // "Two goals from X put them in control"
		}
		if n, ok := countNumbers[w]; ok && k > m.j && lo(s, k+2) == "goals" && s.toks[k+1].word && !s.toks[k+1].cap {
			if prev := lo(s, k-1); prev == "scored" || prev == "netted" || prev == "grabbed" || prev == "bagged" || prev == "his" || prev == "her" {
				best = max(best, n) // "scored two first-half goals"
			}
		}
		if w == "twin" && (next == "strikes" || next == "goals" || next == "headers" || next == "efforts") {
			best = max(best, 2) // "twin strikes from X"
		}
		if n, ok := goalAdjectives[w]; ok && k > m.j && (lo(s, k-1) == "the" || lo(s, k-1) == "a") && (lo(s, k-2) == "was" || lo(s, k-2) == "is" || lo(s, k-2) == "as" || k-2 == m.j && lo(s, k-2) == ",") {
			best = max(best, n) // "X was the two-goal hero"
		}
		if n, ok := countNumbers[w]; ok && k > 0 {
			prev := lo(s, k-1)
			if prev == "first" && lo(s, k-2) == "the" && k-2 > m.j {
				prev = "the" // "X scored the first two goals"
			}
			goals := next == "goals" && (prev == "his" || prev == "her" || prev == "scored" || prev == "netted" || prev == "with" || prev == "the" || prev == "bagged" || prev == "grabbed" || prev == "thanks" || prev == "to" ||
				prev == "'s" && k-1 == m.j)
			added := k > m.j && (prev == "added" || prev == "scored" || prev == "netted" || prev == "got") &&
				(next == "" || next == "," || next == "." || next == "more" || next == "of" || s.isBound(k+1))
			if goals || added {
				best = max(best, n)
			}
		}
		if w == "again" && k > m.j && k > 0 && strongScoreVerbs[lo(s, k-1)] && !s.is(k-1, bMiss) {
			best = max(best, 2) // "X scored again", "X struck again"
		}
		if n, ok := ordinalGoals[w]; ok && k > m.i {
			p := lo(s, k-1)
			if (p == "his" || p == "her") && (next == "goal" || next == "" || next == "," || next == "." || next == "of" || next == "to" || next == "with" || next == "from" || next == "in" || next == "when" || s.isBound(k+1)) {
				best = max(best, n)
			}
		}
	}
	return best
}

// participleSubject is the subject of a sentence whose participle clause
// tells a finish, when the agent found walking left is none, a club of a
// clause between or a prepositional object: "X was superb as City took control, ... before netting twice
// himself" (X netted). Nil when it does not apply.
func participleSubject(s *sent, i int, a *mention) *mention {
	if a != nil && a.kind != mClub && a.kind != mTeamRef && !prepositions[a.gov] || !strings.HasSuffix(lo(s, i), "ing") {
		return nil
	}
	if w := lo(s, i-1); w != "before" && w != "after" && w != "while" {
		return nil
	}
	if f := firstMention(s); f != nil && f.kind == mPerson && subjectLike(f) && !f.poss && (a == nil || f.i < a.i) {
		return f
	}
	return nil
}

// goalAdjectives count a player's goals as a modifier: "the two-goal hero".
var goalAdjectives = map[string]int{"two-goal": 2, "three-goal": 3, "four-goal": 4}

// withheldWords tell a count not reached: "denied him a hat-trick", "went
// close to a hat-trick", "in search of a brace".
var withheldWords = set(`deny denied denies denying robbed chasing chase search hunt bid close eluded elude eludes`)

// countWithheld reports a count word at token k told as not reached, by one
// of withheldWords among the five tokens before it or just after it.
func countWithheld(s *sent, k int) bool {
	for q := max(0, k-5); q < k; q++ {
		if withheldWords[lo(s, q)] {
			return true
		}
	}
	return withheldWords[lo(s, k+1)]
}

// swappedBy reports a count that each of a pair of subjects took: "A and
// B swapped braces" (the count at token k follows the verb).
func swappedBy(s *sent, m *mention, k int) bool {
	if v := lo(s, k-1); k <= m.j || v != "swapped" && v != "traded" && v != "exchanged" {
		return false
	}
	for _, a := range coordinated(s, m) {
		if a != m && a.j <= k-1 {
			return true
		}
	}
	return false
}

// countOfAnother reports a count word right after another person's name,
// theirs whoever else the clause names: "a Jim Carter brace and goals to
// Dan Moss".
func countOfAnother(s *sent, m *mention, k int) bool {
	for _, o := range s.ments {
		if o != m && (o.j == k || o.j == k-1 && lo(s, k-1) == "'s") && o.kind == mPerson && o.ent != m.ent {
			return true // "a Jim Carter brace", "Jim Carter's brace, either side of Dan Moss's leveller"
		}
	}
	return false
}

// otherPersonBetween reports another person named between the mention and
// token k: the count belongs to them.
func otherPersonBetween(s *sent, m *mention, k int) bool {
	a, b := m.j, k
	if k < m.i {
		a, b = k+1, m.i
	}
	for _, o := range s.ments {
		if o != m && o.i >= a && o.j <= b && (o.kind == mPerson || o.kind == mPronoun) && o.ent != m.ent {
			return true
		}
	}
	return false
}

// talliesGoals reports a sentence counting goals beyond the match: "seven
// league goals", "his tenth goal of the season".
func talliesGoals(s *sent) bool {
	for k := range s.toks {
		if w := lo(s, k); w != "goal" && w != "goals" {
			continue
		}
		if k > 1 && beyondMatchWords[lo(s, k-1)] && isCount(lo(s, k-2)) || beyondMatch(s, k) {
			return true
		}
	}
	return false
}

// isCount reports a number, in words or figures: "seven", "12".
func isCount(w string) bool {
	if _, ok := numberWords[w]; ok && w != "a" {
		return true
	}
	_, err := strconv.Atoi(w)
	return err == nil
}

// beyondMatchWords put a count outside this match: "his fourth goal of the
// tournament", "a double this season".
var beyondMatchWords = set(`season tournament campaign career competition league cup world international
	internationals appearance appearances caps games matches year years club seasons weeks row finals`)

func beyondMatch(s *sent, k int) bool {
	for q := k + 1; q < len(s.toks) && q <= k+5; q++ {
		w := lo(s, q)
		if beyondMatchWords[w] {
			return true
		}
		if s.isBound(q) || w == "." || w == "," {
			return false
		}
	}
	return false
}

// cueRank orders a mention's features by how plainly they tell a goal, to
// pick the sentence a goal the rules missed is cited from.
func cueRank(f []string) float64 {
	r, miss, minute := 0.0, false, false
	for _, k := range f {
		switch k {
		case "subj:core", "by:goalnoun", "poss:goalnoun", "by:finishverb", "subj:finish+dir":
			r = math.Max(r, 3)
		case "adjunct:lead", "compound:goalnoun", "subj:finish+noun", "subj:result":
			r = math.Max(r, 2)
		case "clause:goal":
			r = math.Max(r, 1)
		case "clause:minute":
			minute = true
		}
		if strings.HasSuffix(k, "&miss") {
			miss = true
		}
	}
	if miss {
		r -= 1.5
	}
	if minute {
		r += 0.5
	}
	return r
}
