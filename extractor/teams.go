package extractor

import (
	"slices"
	"strings"
)

// inferTeams decides who plays for whom: a club named with the person
// ("Leicester forward X", "Juve's X"), a line-up, the club a goal was scored
// for, the scorer's team-mates who passed to them, and the keeper a scorer
// beat (the other side). Goals then take their scorer's club.
func (d *doc) inferTeams() {
	ps := d.participants()
	in := func(c *clubEnt) bool { return c != nil && containsClub(ps, c) }
	for _, e := range d.persons {
		if e.team != nil && !in(e.team) {
			e.team, e.teamWhy = nil, 0
		}
	}
	d.dropSplitSides()
	d.personSides()
	d.topicSides()
	d.winnerSides()
	d.crowdSides()
	d.subSides()
	for round := 0; round < 3; round++ {
		if round > 0 {
			d.walkScore()
			d.fouls()
		}
		for _, g := range d.goals {
			if g.scorer == nil {
				continue
			}
			if g.team != nil && in(g.team) {
				t := g.team
				if g.kind == "own_goal" {
					t = d.other(t)
				}
				setTeam(g.scorer, t, 2)
			}
			for _, gm := range g.ments {
				if gm.manager == nil {
					continue
				}
				if g.team == nil && gm.manager.team != nil && g.kind != "own_goal" {
					g.team = gm.manager.team
				} else if g.team != nil && g.kind != "own_goal" {
					setTeam(gm.manager, g.team, 1)
				}
			}
			st := g.scorer.team
			if st != nil {
				for _, p := range g.chain {
					setTeam(p, st, 2)
				}
				for _, k := range d.beaten(g) {
					setTeam(k, d.other(st), 1)
				}
			}
			if g.team == nil && st != nil {
				if g.kind == "own_goal" {
					g.team = d.other(st)
				} else {
					g.team = st
				}
			}
			if st == nil {
				for _, p := range g.chain {
					if p.team != nil && g.kind != "own_goal" {
						setTeam(g.scorer, p.team, 1)
						break
					}
				}
				for _, k := range d.beaten(g) {
					if k.team != nil {
						setTeam(g.scorer, d.other(k.team), 1)
						break
					}
				}
			}
		}
	}
	d.walkScore()
}

// dropSplitSides forgets the clubs a scorer's goals were read with when
// they put the scorer on both sides: a player scores for one side only, so
// one of the readings took a club named for another reason ("cut inside
// Rangers right-back X and crossed for Y to volley in"). The story of the
// score and the player's own side then decide, or nothing does.
func (d *doc) dropSplitSides() {
	side := map[*entity]*clubEnt{}
	split := map[*entity]bool{}
	for _, g := range d.goals {
		if g.scorer == nil || g.team == nil {
			continue
		}
		t := g.team
		if g.kind == "own_goal" {
			t = d.other(t)
		}
		if t == nil {
			continue
		}
		if o, ok := side[g.scorer]; ok && o != t {
			split[g.scorer] = true
		}
		side[g.scorer] = t
	}
	for _, g := range d.goals {
		if split[g.scorer] {
			g.team = nil
		}
	}
}

// subSides gives the players a manager brings on or takes off the
// manager's club: "Hill made a bold change, bringing A and B on for C".
func (d *doc) subSides() {
	ps := d.participants()
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for _, m := range s.ments {
			if c := d.subbedBy(s, m); c != nil && containsClub(ps, c) {
				setTeam(m.ent, c, 2)
			}
		}
	}
}

func setTeam(e *entity, c *clubEnt, why int) {
	if e == nil || c == nil {
		return
	}
	if e.team == nil || why > e.teamWhy {
		e.team, e.teamWhy = c, why
	}
}

// beaten returns the keepers a goal's tellings say the scorer beat.
func (d *doc) beaten(g *goalEv) []*entity {
	var out []*entity
	for _, gm := range g.ments {
		s := gm.s
		for k := gm.trig; k < gm.trigEnd+6 && k < len(s.toks); k++ {
			w := lo(s, k)
			if beatenWords[w] {
				if m := keeperAfter(s, k+1); m != nil && m.ent != nil && m.ent != g.scorer && (m.kind == mPerson || m.kind == mDesc) {
					out = append(out, m.ent)
				}
			}
			if w == "sent" || w == "sending" || w == "sends" {
				// "sent X the wrong way" from the spot
				if m := mentionAfter(s, k+1); m != nil && m.ent != nil && m.ent != g.scorer && lo(s, m.j) == "the" && lo(s, m.j+1) == "wrong" && lo(s, m.j+2) == "way" {
					out = append(out, m.ent)
				}
			}
		}
	}
	return out
}

// beatenWords put the keeper a finish beat after them: "past X", "across
// X", "beneath X", "rounded X".
var beatenWords = set(`past beyond beat round rounded over across beneath under`)

// keeperAfter finds the keeper told at token k, reading past the keeper's
// reach: "past the despairing dive of X", "out of the reach of X".
func keeperAfter(s *sent, k int) *mention {
	for q := k; q < len(s.toks) && q < k+5; q++ {
		w := lo(s, q)
		if w == "of" && keeperReach[lo(s, q-1)] {
			return mentionAfter(s, q+1)
		}
		if w != "the" && w != "a" && !keeperReach[w] && !descModifiers[w] && s.toks[q].word && !s.toks[q].cap && lo(s, q+1) != "of" {
			break
		}
	}
	return mentionAfter(s, k)
}

// keeperReach are the parts of a keeper a finish goes past.
var keeperReach = set(`dive reach grasp hands hand fingertips gloves glove arms despairing outstretched full-length`)

// Kinds of finish that tell which side scored from the score before it.
var (
	levelWords  = set(`levelled leveled equalised equalized equalises equalizes levels equaliser equalizer leveller equalising equalizing`)
	aheadWords  = set(`doubled extended restored regained`)
	behindWords = set(`reduced halved pulled`)
)

// walkScore gives goals without a club the side the story of the score
// implies. It tries every way of giving the unknown goals to the two clubs
// and keeps a goal's club when every way consistent with what the tellings
// say (an equaliser leaves the score level, a doubled lead leaves the side two
// up, "made it 3-0", the final score) agrees on it. When no way fits, the
// story has most likely lost a goal or told one too many: a goal's club is
// then kept when every way that fits with one goal added or one left out
// agrees on it.
func (d *doc) walkScore() {
	d.walkTally = nil
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	var unknown []int
	for i, g := range d.goals {
		if g.team == nil || !containsClub(ps, g.team) {
			unknown = append(unknown, i)
		}
	}
	if len(unknown) == 0 || len(unknown) > maxSolvedGoals || len(d.goals) > 3*maxSolvedGoals {
		return
	}
	st := walk{d: d, ps: ps, goals: d.goals, after: true}
	agree, tally, tallies, found := st.search(unknown)
	if !found && len(d.afterScores) > 0 {
		// the scores told with the goals may belong to goals told out of order
		st.after = false
		agree, tally, tallies, found = st.search(unknown)
	}
	if !found {
		agree, found = d.nearFits(st, unknown)
		tallies = 2
	}
	if !found {
		return
	}
	if tallies == 1 {
		// every way the story allows ends with the same score
		d.walkTally = map[*clubEnt]int{ps[0]: tally[0], ps[1]: tally[1]}
	}
	for k, i := range unknown {
		if agree[k] == 1 || agree[k] == 2 {
			g := d.goals[i]
			g.team = ps[agree[k]-1]
			if g.kind == "own_goal" {
				setTeam(g.scorer, d.other(g.team), 1)
			} else {
				setTeam(g.scorer, g.team, 1)
			}
		}
	}
}

// maxSolvedGoals bounds walkScore's search (2^n ways); maxNearGoals bounds
// the search for near fits, which runs it once per goal added or left out.
const (
	maxSolvedGoals = 12
	maxNearGoals   = 8
)

// walk is one story of the score to search: the goals in match order, a
// goal left out (skip) and whether the scores told with goals bind.
type walk struct {
	d     *doc
	ps    []*clubEnt
	goals []*goalEv
	skip  *goalEv
	after bool
}

// search tries every way of giving the goals at unknown (indices into
// w.goals) to the two sides. agree has bit 1 set for a goal when a way that
// fits gives it the first side, bit 2 the second.
func (w walk) search(unknown []int) (agree []int, tally [2]int, tallies int, found bool) {
	agree = make([]int, len(unknown))
	sides := make([]int, len(w.goals)) // 0 side a, 1 side b
	for i, g := range w.goals {
		if g.team == w.ps[1] {
			sides[i] = 1
		}
	}
	for mask := 0; mask < 1<<len(unknown); mask++ {
		for k, i := range unknown {
			sides[i] = mask >> k & 1
		}
		if !w.consistent(sides) {
			continue
		}
		found = true
		var t [2]int
		for i, g := range w.goals {
			if g != w.skip {
				t[sides[i]]++
			}
		}
		switch {
		case tallies == 0:
			tally, tallies = t, 1
		case t != tally:
			tallies = 2
		}
		for k := range unknown {
			agree[k] |= 1 << (mask >> k & 1)
		}
	}
	return agree, tally, tallies, found
}

// nearFits searches the stories with one goal left out, and with one goal
// of either side the text never told put in at each place, and returns for
// each unknown goal the sides some such story gives it.
func (d *doc) nearFits(st walk, unknown []int) ([]int, bool) {
	if len(unknown) > maxNearGoals || len(d.goals) > 2*maxNearGoals || d.finalScore() == nil {
		return nil, false
	}
	agree := make([]int, len(unknown))
	found := false
	vote := func(a []int, skip int) {
		found = true
		for k := range unknown {
			if unknown[k] != skip {
				agree[k] |= a[k]
			}
		}
	}
	for i, g := range d.goals {
		if toldWhatItDid(g) {
			continue // a goal told with what it did to the score is no goal too many
		}
		w := st
		w.skip = g
		if a, _, _, ok := w.search(unknown); ok {
			vote(a, i)
		}
	}
	defer func() {
		// a goal told only beside another goal may be that goal read twice
		// ("A whipped in a free kick and B nodded it home"): a story that
		// fits only with a goal more or less places it only with that goal
		for k, i := range unknown {
			if (agree[k] == 1 || agree[k] == 2) && d.toldBesideAnother(d.goals[i]) && !d.besideSide(d.goals[i], st.ps[agree[k]-1]) {
				agree[k] = 0
			}
		}
	}()
	for at := 0; at <= len(d.goals); at++ {
		for side := 0; side < 2; side++ {
			lost := &goalEv{team: st.ps[side]}
			w := st
			w.goals = append(append(append([]*goalEv(nil), d.goals[:at]...), lost), d.goals[at:]...)
			var un []int
			for _, i := range unknown {
				if i >= at {
					i++
				}
				un = append(un, i)
			}
			if a, _, _, ok := w.search(un); ok {
				vote(a, -1)
			}
		}
	}
	return agree, found
}

// toldBesideAnother reports a goal told only in sentences that tell another
// goal too.
func (d *doc) toldBesideAnother(g *goalEv) bool {
	for _, gm := range g.ments {
		shared := false
		for _, o := range d.goals {
			if o != g && o.sents[gm.s] {
				shared = true
				break
			}
		}
		if !shared {
			return false
		}
	}
	return true
}

// besideSide reports whether every goal told beside g has club c.
func (d *doc) besideSide(g *goalEv, c *clubEnt) bool {
	for _, o := range d.goals {
		if o == g {
			continue
		}
		for _, gm := range g.ments {
			if o.sents[gm.s] && o.team != c {
				return false
			}
		}
	}
	return true
}

// toldWhatItDid reports a goal whose telling says what it did to the score:
// "levelled", "made it 3-1".
func toldWhatItDid(g *goalEv) bool {
	for _, gm := range g.ments {
		if gm.class != "" || gm.score != "" {
			return true
		}
	}
	return false
}

// finalScore is the score the report states, in the participants' order.
func (d *doc) finalScore() *[2]int {
	ps := d.participants()
	if len(ps) != 2 {
		return nil
	}
	if d.hs != nil && d.as != nil && d.home != nil {
		want := [2]int{*d.hs, *d.as}
		if d.home == ps[1] {
			want = [2]int{*d.as, *d.hs}
		}
		return &want
	}
	if d.scoreWinner != nil && containsClub(ps, d.scoreWinner) {
		if d.scoreWinner == ps[1] {
			return &[2]int{d.scoreL, d.scoreW}
		}
		return &[2]int{d.scoreW, d.scoreL}
	}
	return nil
}

// consistent checks one way of giving the goals to the sides against what
// the tellings say the goals did to the score.
func (w walk) consistent(sides []int) bool {
	d, ps := w.d, w.ps
	var sc [2]int
	side := map[*entity]int{} // 1 + the side a player is on, as these goals place them
	place := func(e *entity, t int) bool {
		if e == nil {
			return true
		}
		if e.team != nil && e.teamWhy >= 3 && containsClub(ps, e.team) && e.team != ps[t] {
			return false
		}
		if p, ok := side[e]; ok {
			return p == t+1
		}
		side[e] = t + 1
		return true
	}
	// a winning goal is its side's goal one more than the other side ends with
	winner, winnerAt := -1, 0
	for i, g := range w.goals {
		if g == w.skip {
			continue
		}
		t := sides[i]
		// a player scores (and passes) for one side only; an own goal counts for the other
		st := t
		if g.kind == "own_goal" {
			st = 1 - t
		}
		if !place(g.scorer, st) {
			return false
		}
		if g.kind != "own_goal" {
			for _, p := range g.chain {
				if !place(p, t) {
					return false
				}
			}
		}
		before := sc
		sc[t]++
		if cands, ok := d.afterScores[g]; ok && w.after && !slices.Contains(cands, sc) {
			return false
		}
		for _, gm := range g.ments {
			if !classFits(gm.class, t, before, sc) {
				return false
			}
			if x, y, ok := isScore(gm.score); ok && !sameScore(sc[0], sc[1], x, y) {
				return false
			}
			if gm.class == "winner" {
				winner, winnerAt = t, sc[t]
			}
		}
	}
	if winner >= 0 && winnerAt != sc[1-winner]+1 {
		return false
	}
	if !w.trailedAsTold(sides) {
		return false
	}
	if want := d.finalScore(); want != nil && sc != *want {
		return false
	}
	return true
}

// deficit is a side the report tells coming back from behind: "came back
// from two goals down" (n 2), "recovered from 2-0 down", "came from behind"
// (n 1).
type deficit struct {
	club *clubEnt
	n    int
	lead bool // a lead the side held instead: "threw away a two-goal lead"
}

// trailedAsTold checks that each side told coming back from n goals down
// was n goals behind at some point of this story.
func (w walk) trailedAsTold(sides []int) bool {
	d := w.d
	if !d.deficitsRead {
		d.deficitsRead = true
		d.deficits = d.readDeficits()
	}
	for _, df := range d.deficits {
		x := slices.Index(w.ps, df.club)
		if x < 0 {
			continue
		}
		var sc [2]int
		trailed := false
		for i, g := range w.goals {
			if g == w.skip {
				continue
			}
			sc[sides[i]]++
			if !df.lead && sc[1-x]-sc[x] >= df.n || df.lead && sc[x]-sc[1-x] >= df.n {
				trailed = true
				break
			}
		}
		if !trailed {
			return false
		}
	}
	return true
}

// readDeficits finds the sides told coming back from behind, each with the
// club that is the subject of its clause.
func (d *doc) readDeficits() []deficit {
	var out []deficit
	for _, s := range d.sents {
		if s.other || s.headline {
			continue
		}
		for k := range s.toks {
			n := deficitAt(s, k)
			lead := false
			if n == 0 {
				n, lead = leadLostAt(s, k), true
			}
			if n == 0 {
				continue
			}
			if c := d.clubBefore(s, k); c != nil {
				out = append(out, deficit{club: c, n: n, lead: lead})
			}
		}
	}
	return out
}

// comebackWords come before "from" in a comeback: "came back from", "fought
// back from", "recovered from", "rallied from".
var comebackWords = set(`back came come comes coming recovered recovering recovers rallied rallying rallies
	battled fought won`)

// deficitAt reads a deficit told at token k: "from two goals down", "from
// 2-0 down", "from a two-goal deficit", "from behind" (after a verb of
// coming back), "overturned a two-goal deficit". It returns how many goals
// behind, or 0.
func deficitAt(s *sent, k int) int {
	w := lo(s, k)
	switch {
	case w == "from" && comebackWords[lo(s, k-1)]:
		q := k + 1
		if lo(s, q) == "behind" {
			return 1
		}
		if lo(s, q) == "a" {
			q++
		}
		if a, b, ok := isScore(lo(s, q)); ok && (lo(s, q+1) == "down" || lo(s, q+1) == "deficit") {
			return max(a-b, b-a)
		}
		if n := numberWords[lo(s, q)]; n >= 1 && n <= 4 && lo(s, q) != "a" && (lo(s, q+1) == "goals" || lo(s, q+1) == "goal") && (lo(s, q+2) == "down" || lo(s, q+2) == "behind") {
			return n
		}
		if n, ok := goalDeficit(s, q); ok {
			return n
		}
	case w == "overturned" || w == "overturn" || w == "overturning" || w == "overcame" || w == "overcoming" || w == "erased" || w == "wiped":
		q := k + 1
		if lo(s, q) == "out" {
			q++
		}
		if lo(s, q) == "a" {
			if n, ok := goalDeficit(s, q+1); ok {
				return n
			}
		}
	}
	return 0
}

// leadLostVerbs give away a lead: "threw away a two-goal lead", "blew a 2-0
// lead", "surrendered a two-goal advantage".
var leadLostVerbs = set(`squandered squander squandering blew blow blowing threw throw throwing surrendered surrender
	surrendering relinquished relinquish relinquishing spurned spurning wasted wasting lost losing
	gave give giving`)

// leadLostAt reads a lead told lost at token k: "threw away a two-goal
// lead", "blew a 2-0 lead", "gave up a two-goal cushion". It returns by
// how many goals the side had led, or 0.
func leadLostAt(s *sent, k int) int {
	if !leadLostVerbs[lo(s, k)] {
		return 0
	}
	q := k + 1
	if lo(s, q) == "away" || lo(s, q) == "up" {
		q++
	}
	if lo(s, q) != "a" {
		return 0
	}
	q++
	n := 0
	if a, b, ok := isScore(lo(s, q)); ok && a != b {
		n = max(a-b, b-a)
	} else if w, ok := strings.CutSuffix(lo(s, q), "-goal"); ok && numberWords[w] >= 1 && numberWords[w] <= 4 && w != "a" {
		n = numberWords[w]
	}
	if n == 0 || lo(s, q+1) != "lead" && lo(s, q+1) != "advantage" && lo(s, q+1) != "cushion" {
		return 0
	}
	return n
}

// goalDeficit reads "two-goal deficit" or "2-0 deficit" at token q.
func goalDeficit(s *sent, q int) (int, bool) {
	if lo(s, q+1) != "deficit" {
		return 0, false
	}
	if a, b, ok := isScore(lo(s, q)); ok && a != b {
		return max(a-b, b-a), true
	}
	if n, ok := strings.CutSuffix(lo(s, q), "-goal"); ok && numberWords[n] >= 1 && numberWords[n] <= 4 && n != "a" {
		return numberWords[n], true
	}
	return 0, false
}

// classFits checks what a telling says the goal did for side t.
func classFits(class string, t int, before, after [2]int) bool {
	o := 1 - t
	switch class {
	case "first":
		return before[0]+before[1] == 0
	case "lead":
		return before[t] == before[o] && after[t] > after[o]
	case "restore":
		return before[t] == before[o] && before[t] > 0
	case "double":
		return before[t] > before[o]
	case "level":
		return after[t] == after[o]
	case "reduce":
		return after[t] < after[o]
	case "winner":
		return after[t] > after[o]
	}
	return true
}

func sameScore(p, q, x, y int) bool { return p == x && q == y || p == y && q == x }

var foulVerbs = set(`fouled fouling fouls clipped clipping tripped tripping trips felled upended hauling hauled pulling pulled
	bringing brought tugged holding held drags dragged dragging scythed chopped clattered hacked hacking hacks`)

var foulNouns = set(`challenge foul tackle lunge trip`)

// saveManner may stand between "saved" and "from": "saved well from X".
var saveManner = set(`well brilliantly smartly superbly comfortably easily bravely`)

// bookedBefore reports a card told before token i in its clause: "was booked
// for a late tackle", "went into the book for a foul".
func bookedBefore(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-8; q-- {
		switch lo(s, q) {
		case "booked", "cautioned", "book", "notebook", "yellow", "red", "off":
			return true
		}
		if isBoundary(s, q) {
			break
		}
	}
	return false
}

// fouls links the two players of a foul to opposite clubs: "Rodri fouled
// Bellingham", "pulling down X", "Y was tripped by Z", "a challenge by A on B".
func (d *doc) fouls() {
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for _, f := range d.foulsIn(s) {
			a, b := f.by, f.on
			switch {
			case a.ent.team != nil && b.ent.team == nil:
				setTeam(b.ent, d.other(a.ent.team), 1)
			case b.ent.team != nil && a.ent.team == nil:
				setTeam(a.ent, d.other(b.ent.team), 1)
			}
		}
	}
}

// lungeVerbs tell a foul by its aim: "lunged in on X", "dived in at X".
var lungeVerbs = set(`lunged lunges lunging dived dives diving flew flies steamed launched`)

// duel is two players of opposite sides: one fouls or saves, the other is
// fouled or denied.
type duel struct {
	by, on *mention
	save   bool
}

// foulsIn returns the duels a sentence tells, both people with an entity.
func (d *doc) foulsIn(s *sent) []duel {
	var out []duel
	for i := range s.toks {
		w := lo(s, i)
		var a, b *mention
		save := false
		switch {
		case foulVerbs[w]:
			k := i + 1
			if lo(s, k) == "down" || lo(s, k) == "back" {
				k++
			} else if w == "pulling" || w == "pulled" || w == "bringing" || w == "brought" || w == "hauling" || w == "hauled" {
				continue
			}
			if passiveAux[lo(s, i-1)] && lo(s, k) == "by" {
				a, b = mentionAfter(s, k+1), d.agentLeft(s, i)
			} else {
				a, b = d.agentLeft(s, i), mentionAfter(s, k)
			}
		case lungeVerbs[w]:
			// "A lunged in on B", "A flew in at B"
			k := i + 1
			if lo(s, k) == "in" {
				k++
			}
			if lo(s, k) != "on" && lo(s, k) != "at" || k == i+1 && w != "lunged" && w != "lunges" && w != "lunging" {
				continue
			}
			a, b = d.agentLeft(s, i), mentionAfter(s, k+1)
		case (w == "challenge" || w == "foul" || w == "tackle") && lo(s, i+1) == "by":
			a = mentionAfter(s, i+2)
			if a != nil && lo(s, a.j) == "on" {
				b = mentionAfter(s, a.j+1)
			}
		case (w == "saved" || w == "saves") && lo(s, i+1) == "from" || (w == "saved" || w == "saves") && lo(s, i+2) == "from" && saveManner[lo(s, i+1)]:
			// "A saved well from B": the keeper and the shooter
			k := i + 1
			if lo(s, k) != "from" {
				k++
			}
			a, b, save = d.agentLeft(s, i), mentionAfter(s, k+1), true
		case foulNouns[w] && lo(s, i+1) == "on" && bookedBefore(s, i):
			// "A was booked for a late tackle on B"
			a, b = d.agentLeft(s, i), mentionAfter(s, i+2)
		default:
			continue
		}
		if a == nil || b == nil || a.ent == nil || b.ent == nil || a.ent == b.ent ||
			a.kind == mClub || b.kind == mClub || a.kind == mTeamRef || b.kind == mTeamRef {
			continue
		}
		out = append(out, duel{by: a, on: b, save: save})
	}
	return out
}
