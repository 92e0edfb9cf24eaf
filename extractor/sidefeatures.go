package extractor

import (
	"math"
	"strings"
)

// Stage "side evidence": what the text says about which side each person
// plays for, as features of a (person, club) pair the fitted decision
// weighs, for the two clubs of the match.
//
// Reads: sentences, mentions and entities; the match's two clubs
// (participants); the clubs the reading rules gave people and goals.
// Writes: the side evidence layer.
//
// Each feature is a way the text ties a person to a club ("Spurs' X", "the
// Spurs striker X", "X of Spurs", "X scored for Spurs", a goal the rules
// credited to Spurs, the club named nearest the person in a sentence) and
// is recorded for the pair with that club as "name", and for the pair with
// the other club as "name:other", so the weights learn both how much a cue
// ties a person to a club and how much it keeps them from the other.

// sideEvidence is the evidence for one person.
type sideEvidence struct {
	e     *entity
	feats map[*clubEnt]features
}

// gatherSides builds the side evidence layer for the match's two clubs.
func (d *doc) gatherSides() {
	ps := d.participants()
	d.sides = map[*entity]*sideEvidence{}
	if len(ps) != 2 {
		return
	}
	// counts[e][name] is how often each cue ties e to the first and the
	// second club of the match
	counts := map[*entity]map[string]*[2]float64{}
	note := func(e *entity, name string, c *clubEnt, v float64) {
		side := 0
		switch c {
		case ps[0]:
		case ps[1]:
			side = 1
		default:
			return
		}
		byName := counts[e]
		if byName == nil {
			byName = map[string]*[2]float64{}
			counts[e] = byName
		}
		n := byName[name]
		if n == nil {
			n = &[2]float64{}
			byName[name] = n
		}
		n[side] += v
	}
	lastClub := map[int]*clubEnt{} // the club named last in each paragraph
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for _, m := range s.ments {
			e := m.ent
			if e == nil || e.manager || e.referee || m.kind == mClub || m.kind == mTeamRef {
				if c := d.mentionClub(m); c != nil && containsClub(ps, c) && !m.inDesc {
					lastClub[s.para] = c
				}
				continue
			}
			if c := lastClub[s.para]; c != nil {
				note(e, "para", c, 1)
			}
			d.mentionSides(s, m, func(name string, c *clubEnt) { note(e, name, c, 1) })
		}
	}
	for _, e := range d.persons {
		if e.manager || e.referee {
			continue
		}
		if e.team != nil {
			note(e, "rule", e.team, float64(e.teamWhy))
		}
		if e.lineup && e.team != nil {
			note(e, "lineup", e.team, 1)
		}
		for _, c := range ps {
			if c.info.National && e.nat != "" && e.nat == c.info.Name {
				note(e, "nat", c, 1)
			}
		}
	}
	for _, g := range d.goals {
		if g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			if c := d.subjectClubOf(gm.s, gm.trig); c != nil && g.kind != "own_goal" {
				note(g.scorer, "goalsubj", c, 1)
			}
		}
		if g.team == nil {
			continue
		}
		if g.kind == "own_goal" {
			note(g.scorer, "owngoal", g.team, 1)
		} else {
			note(g.scorer, "goal", g.team, 1)
		}
		for _, p := range g.chain {
			note(p, "chain", g.team, 1)
		}
	}
	for e, byName := range counts {
		se := &sideEvidence{e: e, feats: map[*clubEnt]features{}}
		for side, c := range ps {
			f := make(features, 2*len(byName)+1)
			f["bias"] = 1
			for name, per := range byName {
				mine, theirs := per[side], per[1-side]
				n := sideNames(name)
				if mine > 0 {
					f[name] = 1
					if mine > 1 {
						f[n.many] = math.Log(mine)
					}
				}
				if theirs > 0 {
					f[n.other] = 1
					if theirs > 1 {
						f[n.otherMany] = math.Log(theirs)
					}
				}
				if mine > theirs {
					f[n.more] = 1
				}
			}
			se.feats[c] = f
		}
		d.sides[e] = se
	}
}

// subjectClubOf is the club a sentence tells as its subject, when a goal
// told at token k is in it: "Town completed ... thanks to X's winner",
// "Rangers pounded the area and X levelled", "the visitors went ahead as X
// ...". It is the first club named in the sentence, named before the goal
// and not as a possessor of something else ("Kilmarnock's keeper").
func (d *doc) subjectClubOf(s *sent, k int) *clubEnt {
	for _, m := range s.ments {
		if m.i >= k {
			return nil
		}
		if m.kind == mPerson || m.kind == mDesc && m.ent != nil {
			return nil
		}
		c := d.mentionClub(m)
		if c == nil || m.inDesc {
			continue
		}
		if m.poss || lo(s, m.i-1) == "the" && m.kind == mClub || prepositions[lo(s, m.i-1)] {
			return nil
		}
		return c
	}
	return nil
}

// sideName is a side cue's feature names, made once.
type sideName struct{ many, other, otherMany, more string }

var sideNameTable = func() map[string]sideName {
	out := map[string]sideName{}
	for _, n := range []string{"para", "role", "poss", "of", "for", "against", "clause", "sentence", "nearest",
		"sentsubj", "sentsubj-but", "rule", "lineup", "nat", "owngoal", "goal", "chain", "goalsubj"} {
		out[n] = makeSideName(n)
	}
	return out
}()

func makeSideName(n string) sideName {
	return sideName{n + "*many", n + ":other", n + ":other*many", n + ":more"}
}

func sideNames(n string) sideName {
	if sn, ok := sideNameTable[n]; ok {
		return sn
	}
	return makeSideName(n)
}

// mentionClub is the club a club mention or a resolved team reference names.
func (d *doc) mentionClub(m *mention) *clubEnt {
	switch m.kind {
	case mClub:
		return m.club
	case mTeamRef:
		if m.club != nil {
			return m.club
		}
		switch m.ref {
		case "home":
			return d.home
		case "away":
			return d.away
		}
	}
	return nil
}

// subbedBy is the club of the manager whose substitution names m: "X
// brought A and B on for C and D", "X withdrew A" (any of them).
func (d *doc) subbedBy(s *sent, m *mention) *clubEnt {
	if m.kind != mPerson || m.ent == nil || m.ent.manager {
		return nil
	}
	for q := m.i - 1; q >= 0 && q >= m.i-12; q-- {
		if lo(s, q) == "." || lo(s, q) == ";" {
			return nil
		}
		if !subVerbs[lo(s, q)] {
			continue
		}
		if a := d.agentLeft(s, q); a != nil && a.ent != nil && a.ent.manager && a.ent.team != nil {
			return a.ent.team
		}
		return nil
	}
	return nil
}

// againstWords put a club on the other side: "against City", "past the hosts".
var againstWords = set(`against past beat`)

// mentionSides reads the ways one mention of a person ties them to a club
// in its sentence.
func (d *doc) mentionSides(s *sent, m *mention, note func(string, *clubEnt)) {
	if m.roleClub != nil {
		note("role", m.roleClub)
	}
	cs, ce := clause(s, m.i, m.j)
	var nearest *clubEnt
	bestGap := 1 << 30
	for _, cm := range s.ments {
		c := d.mentionClub(cm)
		if c == nil || cm.inDesc {
			continue // "the former Cardiff goalkeeper": the rules read descriptions
		}
		gap := m.i - cm.j
		if cm.i >= m.j {
			gap = cm.i - m.j
		}
		if gap < bestGap {
			nearest, bestGap = c, gap
		}
		switch {
		case cm.poss && cm.j <= m.i && m.i-cm.j <= 3:
			note("poss", c) // "City's X", "City's impressive young X"
		case cm.j <= m.i && m.i-cm.j <= 2 && roleBetween(s, cm.j, m.i):
			note("role", c) // "City striker X"
		case cm.i == m.j+1 && (lo(s, m.j) == "of" || lo(s, m.j) == "("):
			note("of", c) // "X of City", "X (City)"
		case cm.i > m.j && cm.i < ce && (lo(s, cm.i-1) == "for" || lo(s, cm.i-1) == "the" && lo(s, cm.i-2) == "for") && !m.poss:
			note("for", c) // "X scored for City", "X struck for the hosts"
		case cm.i >= cs && cm.i < ce && (againstWords[lo(s, cm.i-1)] || lo(s, cm.i-1) == "the" && againstWords[lo(s, cm.i-2)]):
			note("against", c)
		case cm.i >= cs && cm.j <= ce:
			note("clause", c)
		default:
			note("sentence", c)
		}
	}
	if c := d.shortOf(s, m); c != nil {
		note("for", c) // "X's straight red left Fulham with ten men"
	}
	foiled := d.foiledClub(s, m)
	if foiled == nil {
		foiled = d.otherEnd(s, m)
	}
	if foiled != nil {
		note("against", foiled) // "Everton were denied by a save from X": X kept Everton out
	}
	if nearest != nil {
		note("nearest", nearest)
	}
	if c := d.sentenceSubjectOf(s); c != nil && !beatenBefore(s, m.i) && foiled == nil {
		if contrastBefore(s, m.i) {
			note("sentsubj-but", c) // "Cardiff pressed but X headed in": likely the other side
		} else {
			note("sentsubj", c) // "United pushed hard and X had a goal ruled out"
		}
	}
}

// foilVerbs keep a side from scoring: "Everton were denied by X",
// "thwarted by X", "kept out by X".
var foilVerbs = set(`denied thwarted foiled frustrated repelled stopped kept rebuffed`)

// foilNouns are what a player keeps a side out with: "a save from X".
var foilNouns = set(`save saves stop block intervention tackle challenge clearance`)

// foiledClub is the club a person kept from scoring, as the sentence tells
// it: "Everton were denied a second by a fine save from X", "Fulham were
// thwarted by X", "Everton survived a late scare when X hit the post". The
// club is the sentence's subject, named before the person.
func (d *doc) foiledClub(s *sent, m *mention) *clubEnt {
	c := d.sentenceSubjectOf(s)
	if c == nil || m.kind != mPerson && m.kind != mDesc || m.poss {
		return nil
	}
	if contrastBefore(s, m.i) && keptOut(s, m.j) {
		return c // "Fulham pressed, but X made a string of saves to keep them out"
	}
	for q := m.i - 1; q >= 0 && q >= m.i-10; q-- {
		w := lo(s, q)
		if w == "when" && lo(s, q-1) == "scare" && q == m.i-1 {
			if v := lo(s, q-2); v == "late" || v == "a" || v == "major" || v == "big" {
				return c // "survived a late scare when X hit the post"
			}
		}
		if isBoundary(s, q) && w != "," || q < m.i-1 && mentionAt(s.ments, q) != nil && mentionAt(s.ments, q).kind != mClub {
			return nil
		}
		switch {
		case foilVerbs[w] && passiveAux[lo(s, q-1)]:
			return c // "were denied ... by X"
		case (w == "by" || w == "from") && foilNouns[lo(s, q-1)] && q == m.i-1:
			for r := q - 2; r >= 0 && r >= q-8; r-- {
				if foilVerbs[lo(s, r)] || lo(s, r) == "by" {
					return c // "were denied by a fine save from X"
				}
			}
		}
	}
	return nil
}

// otherEnd is the club a sentence's "at the other end" turns from: the
// last club the sentence before named ("X scored for Everton. At the other
// end, Y hit the bar": Y plays against Everton).
func (d *doc) otherEnd(s *sent, m *mention) *clubEnt {
	at := -1
	for q := 0; q+3 < m.i; q++ {
		if lo(s, q) == "the" && lo(s, q+1) == "other" && lo(s, q+2) == "end" {
			at = q
		}
	}
	if at < 0 || s.idx == 0 {
		return nil
	}
	prev := d.sents[s.idx-1]
	if prev.headline || prev.other {
		return nil
	}
	var last *clubEnt
	for _, cm := range prev.ments {
		if c := d.mentionClub(cm); c != nil && !cm.inDesc {
			last = c
		}
	}
	return last
}

// shortOf is the club a sentence tells left a player short after the
// person's dismissal, named after them: "X's straight red left Fulham with
// ten men", "X was sent off, leaving Fulham with ten men".
func (d *doc) shortOf(s *sent, m *mention) *clubEnt {
	for q := m.j; q+3 < len(s.toks) && q <= m.j+10; q++ {
		if w := lo(s, q); w != "left" && w != "leaving" && w != "leaves" {
			continue
		}
		c := mentionAt(s.ments, q+1)
		if c == nil || c.i != q+1 || d.mentionClub(c) == nil {
			return nil
		}
		if n := lo(s, c.j+1); lo(s, c.j) == "with" && (n == "ten" || n == "10" || n == "nine" || n == "9") && lo(s, c.j+2) == "men" {
			return d.mentionClub(c)
		}
		return nil
	}
	return nil
}

// keptOut reports a goalkeeper's deed told from token k, the keeper its
// subject: "saved", "denied them", "made a string of saves", "kept them out".
func keptOut(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q <= k+6; q++ {
		switch w := lo(s, q); {
		case w == "saved" || w == "denied" || w == "thwarted" || w == "repelled":
			return q <= k+1
		case w == "made" || w == "pulled" || w == "produced":
			for r := q + 1; r < len(s.toks) && r <= q+6; r++ {
				if foilNouns[lo(s, r)] {
					return true
				}
			}
			return false
		case (w == "kept" || w == "keep") && lo(s, q+2) == "out":
			return true
		case isBoundary(s, q) || mentionAt(s.ments, q) != nil:
			return false
		}
	}
	return false
}

// sentenceSubjectOf is sentenceSubject, read once per sentence.
func (d *doc) sentenceSubjectOf(s *sent) *clubEnt {
	if d.subjects == nil {
		d.subjects = map[*sent]*clubEnt{}
	}
	c, ok := d.subjects[s]
	if !ok {
		c = d.sentenceSubject(s)
		d.subjects[s] = c
	}
	return c
}

// sentenceSubject is the club a sentence opens with as its subject:
// "United pushed hard late on and ...", "Late on, City ...".
func (d *doc) sentenceSubject(s *sent) *clubEnt {
	for _, m := range s.ments {
		if m.i > 4 {
			return nil
		}
		c := d.mentionClub(m)
		if c == nil {
			if m.kind == mPerson || m.kind == mDesc {
				return nil
			}
			continue
		}
		if m.poss || m.inDesc || prepositions[lo(s, m.i-1)] || !subjectLike(m) {
			return nil
		}
		return c
	}
	return nil
}

// beatenBefore reports a word before token i that puts the person on the
// receiving end: "past X", "beat X", "fouled X".
func beatenBefore(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-3; q-- {
		if w := lo(s, q); beatenMarkers[w] || oppWords[w] {
			return true
		}
	}
	return false
}

// roleBetween reports only role words and modifiers between two tokens:
// "City striker X", "Spurs' Danish midfielder X".
func roleBetween(s *sent, a, b int) bool {
	if a >= b {
		return false
	}
	for q := a; q < b; q++ {
		w := lo(s, q)
		if !roleNouns[w] && !descModifiers[w] {
			return false
		}
	}
	return true
}

// sideEdge ties two people's sides: team-mates ("A's cross for B", "A
// found B") or opponents ("A fouled B", "past B", "B saved A's shot").
type sideEdge struct {
	a, b *entity
	mate bool
}

// mateWords between two names tell the ball moving from one to the other.
var mateWords = set(`cross crossed crosses pass passed passes found finds for set teed squared square corner
	free-kick freekick flick flicked knock-down laid released fed through-ball cut-back cutback assist
	assisted one-two combined combining replaced replacing feed delivery centre lay-off threaded slipped
	partnering alongside partnered feeds tees squares lays threads slips releases`)

// pairVerbs after "A and B" make them team-mates: "A and B combined".
var pairVerbs = set(`combined combine combining linked exchanged swapped interchanged`)

// oppWords between two names tell one against the other.
var oppWords = set(`deflected deflection fouled foul fouling challenge challenged tackle tackled past beyond beat beating beaten
	rounded rounding saved save saves denied denying denies blocked block dispossessed robbed stopped
	tipped palmed parried kept keeping marker marking outmuscled brushed tugged tug pulled shoved
	against stranded clattered caught trip tripped upended brought felled clipped handball handled
	lunge round dribbled dribbling nutmegged marked rounds beats trips fells blocks tackles parries palms tips stops
	robs dispossesses nutmegs fouls denies thwarted thwarts foiled foils`)

// coordinatedAfter reports "and" or a comma between tokens a and b: the
// word at a ends a clause the name at b is not part of.
func coordinatedAfter(s *sent, a, b int) bool {
	for q := a + 1; q < b; q++ {
		if w := lo(s, q); w == "and" || w == "," {
			return true
		}
	}
	return false
}

// gatherEdges reads who plays with and against whom, sentence by sentence.
func (d *doc) gatherEdges() {
	seen := map[[2]*entity]bool{}
	for _, s := range d.sents {
		if s.other || s.headline {
			continue
		}
		var people []*mention
		for _, m := range s.ments {
			if m.ent != nil && !m.ent.manager && !m.ent.referee && m.kind != mClub && m.kind != mTeamRef {
				people = append(people, m)
			}
		}
		for x := 0; x+1 < len(people); x++ {
			a, b := people[x], people[x+1]
			if a.ent == b.ent || b.i-a.j > 12 {
				continue
			}
			mate, opp := false, false
			for q := a.j; q < b.i; q++ {
				w := lo(s, q)
				if w == "." || w == ";" {
					mate, opp = false, false
					break
				}
				if oppWords[w] && !(articles[lo(s, q-1)] && coordinatedAfter(s, q, b.i)) {
					opp = true // not "A forced a save and B headed over"
				}
				if mateWords[w] {
					mate = true
				}
			}
			if ownGoalAfter(s, b.j) {
				mate, opp = false, true // "A crossed and B turned it into his own net"
			}
			if !mate && !opp && b.i == a.j+1 && lo(s, a.j) == "and" && pairVerbs[lo(s, b.j)] {
				mate = true // "A and B combined for the winner"
			}
			if !mate && !opp {
				continue
			}
			k := [2]*entity{a.ent, b.ent}
			if seen[k] {
				continue
			}
			seen[k] = true
			d.edges = append(d.edges, sideEdge{a: a.ent, b: b.ent, mate: mate && !opp})
		}
	}
}

// Goal sides. A scorer's goals count for the scorer's side (an own goal for
// the other); the sentences that tell the goals say which side that is more
// plainly than the rest of the text: the club a goal "put ahead", the club
// that "levelled through" the scorer, the club whose keeper was beaten. The
// goal side evidence of a person adds those to their side evidence.

// benefitVerbs hand a club the goal's effect: "put City ahead", "gave
// Spurs the lead", "earned Leeds a point".
var benefitVerbs = set(`put puts putting gave gives giving handed hands earned earns earning sent sends fired
	fires propelled propels moved lifted lifts hauled hauls dragged drags pulled brought brings edged`)

// scoringClubVerbs follow a club that scored: "City levelled", "Spurs went
// ahead", "the hosts doubled their lead".
var scoringClubVerbs = set(`lead led ahead level levelled leveled equalised equalized equalise doubled went took
	pulled reduced restored extended hit struck scored score scores netted responded replied won win
	wins grabbed snatched halved made got broke opened sealed completed clinched`)

// concedeWords follow a club that let a goal in: "Sevilla conceded",
// "City fell behind", "the hosts trailed".
var concedeWords = set(`conceded concede concedes conceding behind trailed trailing trail lost losing shipped
	faced stunned punished breached undone`)

// defenceNouns follow a club on the receiving end: "the Kilmarnock penalty
// area", "City's keeper", "beyond the Spurs defence".
var defenceNouns = set(`keeper goalkeeper goalie defence defense defender defenders backline back area box
	penalty net goal goalmouth woodwork crossbar bar post rearguard`)

// gatherGoalSides builds the goal side evidence for everyone the text may
// tell scoring: the rules' scorers and the people with a goal cue.
func (d *doc) gatherGoalSides() {
	ps := d.participants()
	d.goalSides = map[*entity]*sideEvidence{}
	if len(ps) != 2 {
		return
	}
	notes := map[*entity]map[string]map[*clubEnt]float64{}
	note := func(e *entity, name string, c *clubEnt) {
		if c == nil || !containsClub(ps, c) {
			return
		}
		if notes[e] == nil {
			notes[e] = map[string]map[*clubEnt]float64{}
		}
		if notes[e][name] == nil {
			notes[e][name] = map[*clubEnt]float64{}
		}
		notes[e][name][c]++
	}
	tell := func(e *entity, s *sent, own bool) {
		prefix := "g:"
		if own {
			prefix = "own:"
		}
		d.tellingSides(s, func(name string, c *clubEnt) { note(e, prefix+name, c) })
	}
	for _, g := range d.goals {
		if g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			tell(g.scorer, gm.s, g.kind == "own_goal")
		}
		if g.team != nil {
			note(g.scorer, "told", g.team)
		}
	}
	for e, pe := range d.evidence.people {
		if pe.cue != nil && notes[e] == nil {
			tell(e, pe.cue, false)
		}
	}
	for e, byName := range notes {
		ge := &sideEvidence{e: e, feats: map[*clubEnt]features{}}
		for _, c := range ps {
			f := features{"bias": 1}
			if se := d.sides[e]; se != nil {
				for k, v := range se.feats[c] {
					if strings.HasPrefix(k, "rule") || strings.HasPrefix(k, "poss") || strings.HasPrefix(k, "role") ||
						strings.HasPrefix(k, "lineup") || strings.HasPrefix(k, "of") || strings.HasPrefix(k, "for") {
						f["p:"+k] = v
					}
				}
			}
			for name, per := range byName {
				if per[c] > 0 {
					f[name] = 1
				}
				if per[d.other(c)] > 0 {
					f[name+":other"] = 1
				}
			}
			ge.feats[c] = f
		}
		d.goalSides[e] = ge
	}
}

// tellingSides reads how a sentence telling a goal names each club.
func (d *doc) tellingSides(s *sent, note func(string, *clubEnt)) {
	for _, cm := range s.ments {
		c := d.mentionClub(cm)
		if c == nil || cm.inDesc && cm.kind != mClub {
			continue
		}
		prev, next := lo(s, cm.i-1), lo(s, cm.j)
		conceded := false
		for q := cm.j; q < len(s.toks) && q <= cm.j+3; q++ {
			if concedeWords[lo(s, q)] {
				conceded = true
			}
			if s.isBound(q) {
				break
			}
		}
		switch {
		case benefitVerbs[prev] || prev == "for":
			note("benefit", c)
		case prev == "against" || prev == "past" || prev == "beat" || prev == "over" || prev == "beyond" || prev == "from" || prev == "stunned":
			note("against", c)
		case conceded:
			note("conceded", c)
		case cm.poss && (leadWords[next] || nounAfter(s, cm.j, leadWords) && !nounAfter(s, cm.j, defenceNouns)):
			note("benefit", c) // "the hosts' two-goal lead"
		case defenceNouns[next] || cm.poss && nounAfter(s, cm.j, defenceNouns):
			note("against", c)
		case cm.poss:
			note("poss", c)
		case scoringClubVerbs[next] || next == "then" && scoringClubVerbs[lo(s, cm.j+1)] ||
			(next == "had" || next == "have") && scoringClubVerbs[lo(s, cm.j+1)]:
			if contrastAfter(s, cm.j) {
				note("subject-but", c) // "Cardiff doubled their efforts but X headed in"
			} else {
				note("subject", c)
			}
		default:
			note("named", c)
		}
	}
}

// ownGoalAfter reports an own goal told right after a name: "B turned the
// ball into his own net".
func ownGoalAfter(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q < k+9; q++ {
		if lo(s, q) == "own" && (lo(s, q+1) == "net" || lo(s, q+1) == "goal") {
			return true
		}
		if s.isBound(q) {
			return false
		}
	}
	return false
}

// contrastAfter reports a turn in the sentence after token k: "but",
// "however", "only for".
func contrastAfter(s *sent, k int) bool {
	for q := k; q < len(s.toks); q++ {
		switch lo(s, q) {
		case "but", "however", "though", "although", "until", "yet":
			return true
		}
	}
	return false
}
