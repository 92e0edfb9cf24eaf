package extractor

import (
	"slices"
	"sort"
	"strings"
)

// mergeGoals joins the tellings of each goal: a telling joins the first goal
// by the same scorer it does not contradict (minute, kind, ordinal,
// scoreline), else it starts a new goal. A club-only statement lends its club
// and minute to the scorer named in the same or the next two sentences.
func (d *doc) mergeGoals(all []*goalMention) {
	bySent := map[*sent][]*goalMention{}
	ps := d.participants()
	for _, gm := range all {
		if len(ps) == 2 && againstOther(gm, ps) {
			continue
		}
		bySent[gm.s] = append(bySent[gm.s], gm)
	}
	var pend []*teamEv
	var last, before *goalEv
	for _, s := range d.sents {
		before = last
		if ev := penaltyAward(s); ev != nil && !s.other {
			pend = append(pend, ev)
		}
		if ev := goalArrived(s); ev != nil && !s.other {
			pend = append(pend, ev)
		}
		here := bySent[s]
		dated := false
		if len(here) == 0 && !s.other && !s.headline && last != nil && last.minute == nil && s.idx > 0 && last.sents[d.sents[s.idx-1]] {
			if mx := goalTimedAfter(s); mx != nil {
				last.minute, dated = mx, true // "X gave them the lead. The goal came on 23 minutes."
			}
		}
		if len(here) == 0 && !s.other && !s.headline && !dated {
			if ev := goalAnnounced(s); ev != nil {
				pend = append(pend, ev)
			}
		}
		// club-only tellings lend to a scorer in the same sentence
		var scorers []*goalMention
		for _, gm := range here {
			if gm.scorer != nil {
				scorers = append(scorers, gm)
			}
		}
		for _, gm := range here {
			if gm.scorer != nil {
				continue
			}
			var near []*goalMention
			for _, sg := range scorers {
				if sg.trig == gm.trig && sg.agent.i > gm.trig {
					near = append(near, sg) // the scorer of the same finish: "Fulham levelled through X"
				}
			}
			sameFinish := len(near) > 0
			for _, sg := range scorers {
				if !sameFinish && !contrastBetween(s, sg.trig, gm.trig) && !(sg.team != nil && gm.team != nil && sg.team != gm.team) {
					near = append(near, sg) // not a scorer told as another club's
				}
			}
			if len(near) > 0 {
				for _, sg := range near {
					if sg.team == nil && sg.teamRef == "" {
						sg.team, sg.teamRef = gm.team, gm.teamRef
					}
					if sg.manager == nil {
						sg.manager = gm.manager
					}
					if sg.class == "" {
						sg.class = gm.class
					}
					if sg.minute == nil && (len(near) == 1 || sg == objectOf(near, gm)) {
						sg.minute = gm.minute // "A scored Everton's second in the 67th minute before scoring again"
					}
				}
				continue
			}
			pend = append(pend, &teamEv{s: s, club: gm.team, ref: gm.teamRef, minute: gm.minute, manager: gm.manager, class: gm.class})
		}
		if c, at := d.winnerUnscored(s); c != nil && d.scoreIn(s) == nil {
			// "X scored a penalty and the Galaxy held off the Earthquakes"
			for _, gm := range scorers {
				if gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" && gm.trig < at {
					gm.team = c
				}
			}
		}
		if f := d.scoreIn(s); f != nil && len(scorers) > 0 {
			win := f.winner
			if f.homeFirst && f.w < f.l {
				win = f.loser
			}
			if f.homeFirst && f.w == f.l {
				win = nil
			}
			for _, gm := range scorers {
				if win != nil && gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" {
					gm.team = win
				}
			}
		}
		for _, gm := range scorers {
			for _, ev := range pend {
				heads := ev.heading && ev.s.para == s.para && gm.minute == nil || d.buildUpBetween(ev.s, s, bySent) && gm.minute == nil && gm.count == 0
				if ev.used || s.idx-ev.s.idx > 2 && !heads || ev.s == s && !ev.penalty {
					continue
				}
				timeOnly := ev.club == nil && ev.ref == "" && ev.minute != nil && gm.minute == nil
				if !ev.penalty && (gm.team != nil && !timeOnly || s.idx-ev.s.idx > 1 && !heads || gm.minute != nil && ev.minute != nil && gm.minute.minute != ev.minute.minute) {
					continue
				}
				if ev.penalty && gm.kind != "penalty" && gm.kind != "" {
					continue
				}
				if ev.class == "winner" && !(gm.class == "winner" || gm.class == "" && (gm.minute == nil || gm.minute.minute >= 70)) {
					continue // "X struck a late winner. Y opened the scoring after eight minutes": not the winner
				}
				ev.used = true
				if gm.team == nil && gm.teamRef == "" {
					gm.team, gm.teamRef = ev.club, ev.ref
				}
				if gm.manager == nil {
					gm.manager = ev.manager
				}
				if gm.class == "" {
					gm.class = ev.class
				}
				if gm.minute == nil {
					gm.minute = ev.minute
				}
				if ev.penalty && gm.kind == "" && !gm.open {
					gm.kind = "penalty"
				}
				// the scorer's other tellings in the sentence tell the
				// same goal: "X converted from the spot to give them a
				// 2-1 lead"
				for _, o := range scorers {
					if o != gm && o.scorer == gm.scorer && !o.newGoal && o.minute == nil {
						o.minute = gm.minute
					}
				}
				break
			}
			if distinctScorers(scorers) == 1 && gm.minute == nil {
				if m := soleMinute(s); m != nil && !othersTime(s, m, gm) {
					gm.minute = m
				} else if len(s.minutes) == 1 && !othersTime(s, &s.minutes[0], gm) {
					gm.minute = &s.minutes[0] // "Four minutes later A picked out B, and the striker headed in"
				}
			}
			if gm.minute == nil {
				gm.minute = d.paraStamp(s)
			}
			anchor := before
			if last != nil && last != before && last.sents[s] && last.scorer != gm.scorer {
				anchor = last // "A scored on 52 minutes and B headed in eleven minutes later"
			}
			g := d.placeMention(gm, anchor)
			last = g
		}
		d.pending = append(d.pending, pend...)
		kept := pend[:0]
		for _, ev := range pend {
			if !ev.used && (s.idx-ev.s.idx < 2 || ev.heading && s.idx+1 < len(d.sents) && d.sents[s.idx+1].para == ev.s.para) {
				kept = append(kept, ev)
			}
		}
		pend = kept
	}
	d.winnerSide()
	d.countedGoals(all)
	d.mergeSameTime()
	d.orderGoals()
}

// winnerSide gives the goal told as the winner the club a telling without
// a scorer named as the winner's: "Hearts struck a late winner to stun
// Celtic ... Souttar headed home the winner". A match has one winner.
func (d *doc) winnerSide() {
	var club *clubEnt
	for _, ev := range d.pending {
		if ev.class != "winner" || ev.club == nil {
			continue
		}
		if club != nil && club != ev.club {
			return
		}
		club = ev.club
	}
	if club == nil {
		return
	}
	var won []*goalEv
	for _, g := range d.goals {
		if g.classes["winner"] {
			won = append(won, g)
		}
	}
	if len(won) == 1 && won[0].team == nil && won[0].kind != "own_goal" {
		won[0].team = club
	}
}

// winnerUnscored reads "and Club A held off Club B", "as A beat B" with no
// score: the club that won, and the token its name starts at.
func (d *doc) winnerUnscored(s *sent) (*clubEnt, int) {
	ps := d.participants()
	if len(ps) != 2 {
		return nil, 0
	}
	for k, m := range s.ments {
		if m.kind != mClub || m.poss || m.inDesc || !containsClub(ps, m.club) {
			continue
		}
		start := m.i
		if lo(s, start-1) == "the" {
			start--
		}
		if w := lo(s, start-1); w != "and" && w != "as" {
			continue
		}
		q := m.j
		offVerb := offVerbs[lo(s, q)] || lo(s, q) == "held" || lo(s, q) == "fended"
		if !winVerbs[lo(s, q)] && !(offVerb && lo(s, q+1) == "off") {
			continue
		}
		if k+1 < len(s.ments) {
			if o := s.ments[k+1]; o.kind == mClub && o.club != m.club && containsClub(ps, o.club) {
				return m.club, start
			}
		}
	}
	return nil, 0
}

// mergeSameTime makes one goal of two that one sentence tells of one scorer
// at one stated time: "X added his second, and the side's sixth, in the
// 71st minute, curling a free kick into the top corner".
func (d *doc) mergeSameTime() {
	kept := d.goals[:0]
	for _, g := range d.goals {
		var into *goalEv
		for _, o := range kept {
			if o.scorer == g.scorer && g.scorer != nil && sameTime(o.minute, g.minute) && sharesSentence(o, g) && o.kind != "own_goal" && g.kind != "own_goal" &&
				!toldAsNext(o, g) { // not "... in the 49th minute and then produced a backheel"
				into = o
				break
			}
		}
		if into == nil {
			kept = append(kept, g)
			continue
		}
		for _, gm := range g.ments {
			into.absorb(gm)
		}
		if into.kind == "" && g.kind != "" {
			into.kind = g.kind
		}
		if len(into.chain) < len(g.chain) {
			into.chain, into.kinds = g.chain, g.kinds
		}
		d.byScorer[g.scorer] = slices.DeleteFunc(d.byScorer[g.scorer], func(x *goalEv) bool { return x == g })
	}
	d.goals = kept
}

// toldAsNext reports a goal told after another as the scorer's next: "A
// clipped in a low ball in the 49th minute and then produced a backheel to
// make it 4-1", "before scoring again".
func toldAsNext(a, b *goalEv) bool {
	for s, bs := range b.spans {
		as, ok := a.spans[s]
		if !ok {
			continue
		}
		lo, hi := min(as[1], bs[1]), max(as[0], bs[0])
		for q := lo; q < hi; q++ {
			if w := s.toks[q].lo; w == "then" || w == "before" || w == "later" || w == "again" || w == "another" {
				return true
			}
		}
	}
	return false
}

// sameTime reports two stated times that are one: 71 and 71, 90+3 and 90+3.
func sameTime(a, b *minuteExpr) bool {
	return a != nil && b != nil && !a.vague && !b.vague && !a.relative && !b.relative && a.minute == b.minute && a.added == b.added
}

// sharesSentence reports two goals told in one sentence.
func sharesSentence(a, b *goalEv) bool {
	for s := range a.sents {
		if b.sents[s] {
			return true
		}
	}
	return false
}

// countedGoals adds the goals a count says a scorer got ("scored twice") but
// no sentence tells one by one.
func (d *doc) countedGoals(all []*goalMention) {
	for _, gm := range all {
		if gm.count == 0 || gm.scorer == nil {
			continue
		}
		have := d.byScorer[gm.scorer]
		if len(have) == 0 {
			continue
		}
		times := unusedTimes(gm.times, have)
		for _, g := range have {
			if g.minute == nil && g.sents[gm.s] && len(times) > 0 {
				g.minute, times = times[0], times[1:]
			}
		}
		for n := len(have); n < gm.count; n++ {
			g := &goalEv{scorer: gm.scorer, order: len(d.goals), team: have[0].team, kind: "", phase: gm.phase}
			if len(times) > 0 {
				g.minute, times = times[0], times[1:]
			}
			g.ments = []*goalMention{{s: gm.s, trig: gm.trig, trigEnd: gm.trigEnd, agent: gm.agent, scorer: gm.scorer, team: gm.team, phase: gm.phase}}
			d.goals = append(d.goals, g)
			d.byScorer[gm.scorer] = append(d.byScorer[gm.scorer], g)
		}
	}
}

// othersTime reports a time that dates another person's goal noun: "Dan
// Moss's 40th-minute leveller" in a telling of Jim Carter's goal.
func othersTime(s *sent, m *minuteExpr, gm *goalMention) bool {
	n := attributiveNoun(s, m)
	if n < 0 || n >= gm.trig && n < gm.trigEnd {
		return false
	}
	o := possessorOf(s, n)
	return o != nil && o.ent != nil && o.ent != gm.scorer && (o.kind == mPerson || o.kind == mDesc)
}

// objectOf is the scorer's telling whose verb takes a club's telling as its
// object: in "A scored Everton's second in the 67th minute before scoring
// again", the telling of "scored", just before "Everton's second".
func objectOf(near []*goalMention, club *goalMention) *goalMention {
	var best *goalMention
	for _, sg := range near {
		if sg.trig < club.trig && club.trig-sg.trigEnd <= 3 && (best == nil || sg.trig > best.trig) {
			best = sg
		}
	}
	return best
}

// unusedTimes returns the times a telling lists that none of the scorer's
// goals has yet.
func unusedTimes(times []*minuteExpr, have []*goalEv) []*minuteExpr {
	var out []*minuteExpr
	for _, m := range times {
		used := false
		for _, g := range have {
			used = used || g.minute != nil && g.minute.minute == m.minute && g.minute.added == m.added
		}
		if !used {
			out = append(out, m)
		}
	}
	return out
}

// soleMinute returns the sentence's only exact time, if it has just one.
func soleMinute(s *sent) *minuteExpr {
	var found *minuteExpr
	for i := range s.minutes {
		if s.minutes[i].relative {
			continue
		}
		if found != nil {
			return nil
		}
		found = &s.minutes[i]
	}
	return found
}

// penaltyAward finds "X were awarded a penalty": the next penalty scored
// takes its minute.
// penaltyWinVerbs tell a penalty given before its object: "won a penalty",
// "earned a spot-kick", "conceded a penalty".
var penaltyWinVerbs = set(`won wins winning earned earns earning conceded concedes conceding`)

func penaltyAward(s *sent) *teamEv {
	for i := range s.toks {
		if lo(s, i) != "penalty" && lo(s, i) != "spot-kick" {
			continue
		}
		for q := max(0, i-4); q < len(s.toks) && q <= i+3; q++ {
			if q < i && !directObject(s, q, i) {
				continue // "won thanks to a penalty from X": the penalty scored, not one given
			}
			if w := lo(s, q); w == "awarded" || w == "given" || penaltyWinVerbs[w] && q < i {
				ev := &teamEv{s: s, penalty: true}
				if m := soleMinute(s); m != nil {
					ev.minute = m
				}
				return ev
			}
		}
	}
	return nil
}

// directObject reports the noun at token k as the object of the verb at
// token q: only articles and modifiers lie between ("won a late penalty"),
// no preposition ("won thanks to a penalty").
func directObject(s *sent, q, k int) bool {
	for r := q + 1; r < k; r++ {
		if w := lo(s, r); !s.toks[r].word || prepositions[w] || w == "thanks" || w == "and" || isBoundary(s, r) {
			return false
		}
	}
	return true
}

func (d *doc) placeMention(gm *goalMention, last *goalEv) *goalEv {
	gm.passers = d.passersOf(gm)
	if gm.minute != nil && gm.minute.relative {
		rel := gm.minute
		gm.minute = nil
		// "X hit the post on 76 minutes, but ten minutes later Y headed in":
		// from the time the sentence gave before, else the last goal's
		var base *minuteExpr
		for k := range gm.s.minutes {
			if mx := &gm.s.minutes[k]; mx.j <= rel.i && !mx.relative && !mx.vague {
				base = mx
			}
		}
		if base == nil && last != nil && last.minute != nil && !last.minute.vague && !last.minute.relative {
			base = last.minute
		}
		// "X was booked on 30 minutes. Five minutes later Y scored": from
		// the last time the text told before, when it comes after the last
		// goal's
		if told, at := d.timeToldBefore(gm.s, 2); told != nil && base != nil && base == minuteOf(last) && at > d.sentOfGoalTime(last) {
			base = told
		} else if told != nil && base == nil {
			base = told
		}
		if base == nil && last == nil && rel.orStart {
			if m, ok := plain(rel.minute); ok {
				m.i, m.j = rel.i, rel.j
				gm.minute = &m // "inside two minutes" with no goal before: from kick-off
			}
		}
		if base != nil {
			m := *base
			if m.hasAdded {
				m.added += rel.minute // "three minutes later", after 90+6: 90+9
			} else {
				m.minute += rel.minute
			}
			gm.minute = &m
		}
	}
	// a second telling in one sentence is of the goal the sentence told:
	// "X scored the second, his header giving the keeper no chance"
	if !gm.newGoal {
		for _, g := range d.byScorer[gm.scorer] {
			if g.sents[gm.s] && compatible(g, gm) {
				g.absorb(gm)
				return g
			}
		}
	}
	// a telling with nothing to tell it apart continues the scorer's goal
	// told in the sentence before: "X settled it on 64 minutes. Y threaded a
	// pass through and the striker lifted the ball over the keeper."
	if gm.minute == nil && gm.ordinal == 0 && gm.score == "" && gm.s.idx > 0 {
		for _, g := range d.byScorer[gm.scorer] {
			if g.sents[d.sents[gm.s.idx-1]] && compatible(g, gm) {
				g.absorb(gm)
				return g
			}
		}
	}
	for _, g := range d.byScorer[gm.scorer] {
		if compatible(g, gm) {
			g.absorb(gm)
			return g
		}
	}
	g := &goalEv{scorer: gm.scorer, order: len(d.goals)}
	g.absorb(gm)
	d.goals = append(d.goals, g)
	if d.byScorer == nil {
		d.byScorer = map[*entity][]*goalEv{}
	}
	d.byScorer[gm.scorer] = append(d.byScorer[gm.scorer], g)
	return g
}

// timeToldBefore returns the last exact time told in the n sentences
// before s, and the index of its sentence.
func (d *doc) timeToldBefore(s *sent, n int) (*minuteExpr, int) {
	for k := s.idx - 1; k >= 0 && k >= s.idx-n; k-- {
		p := d.sents[k]
		if p.headline || p.other {
			continue
		}
		for q := len(p.minutes) - 1; q >= 0; q-- {
			if mx := &p.minutes[q]; !mx.vague && !mx.relative && !mx.stamp {
				return mx, k
			}
		}
	}
	return nil, -1
}

// sentOfMinute returns the index of the sentence a time was told in, -1
// when it is none of the text's.
func (d *doc) sentOfMinute(mx *minuteExpr) int {
	for _, s := range d.sents {
		for q := range s.minutes {
			if &s.minutes[q] == mx {
				return s.idx
			}
		}
	}
	return -1
}

// sentOfGoalTime returns the index of the sentence that told a goal's time:
// the last of its tellings when the time was reckoned ("ten minutes
// later") rather than read.
func (d *doc) sentOfGoalTime(g *goalEv) int {
	if at := d.sentOfMinute(g.minute); at >= 0 {
		return at
	}
	at := -1
	for s := range g.sents {
		at = max(at, s.idx)
	}
	return at
}

func minuteOf(g *goalEv) *minuteExpr {
	if g == nil {
		return nil
	}
	return g.minute
}

func compatible(g *goalEv, gm *goalMention) bool {
	if gm.newGoal && g.sents[gm.s] {
		return false
	}
	if gm.again && !g.sents[gm.s] && !(g.minute != nil && gm.minute != nil && !g.minute.vague && g.minute.minute == gm.minute.minute) {
		return false // "X struck again": not the goal X scored before
	}
	if g.body != "" && gm.body != "" && g.body != gm.body {
		return false // a header and a tap-in are two goals
	}
	if otherFeeders(g, gm.passers) {
		return false // set up by different players: two goals
	}
	if g.minute != nil && gm.minute != nil && !g.minute.vague && !gm.minute.vague {
		if g.minute.minute != gm.minute.minute || g.minute.hasAdded && gm.minute.hasAdded && g.minute.added != gm.minute.added {
			return false
		}
	}
	if g.kind != "" && gm.kind != "" && g.kind != gm.kind {
		return false
	}
	if g.kind == "penalty" && gm.open && gm.kind == "" || gm.kind == "penalty" && g.open && g.kind == "" {
		return false
	}
	if g.kind == "direct_free_kick" && gm.kind == "" && gm.open || gm.kind == "direct_free_kick" && g.open && g.kind == "" {
		return false
	}
	if g.ordinal != 0 && gm.ordinal != 0 && g.ordinal != gm.ordinal {
		return false
	}
	// "shortly before the interval" is not "a late penalty"
	if g.phase != 0 && gm.phase != 0 && g.phase != gm.phase && (g.phase == phaseFirstHalf || gm.phase == phaseFirstHalf) {
		return false
	}
	if !g.win.holds(gm.minute) || !gm.win.holds(g.minute) || !g.win.meets(gm.win) {
		return false // "early on" is not the goal "after 88 minutes"
	}
	if phaseContradicts(g.phase, gm.minute) || phaseContradicts(gm.phase, g.minute) {
		return false // "headed home just before the break" is not the goal "in the 50th minute"
	}
	if g.ordinal == -1 && laterScore(gm.score) || gm.ordinal == -1 && laterScore(g.score) {
		return false
	}
	if g.ordinal == -1 && gm.sideOrd > 1 || gm.ordinal == -1 && g.sideOrd > 1 || g.sideOrd != 0 && gm.sideOrd != 0 && g.sideOrd != gm.sideOrd {
		return false // the opener is not "the second"
	}
	if g.score != "" && gm.score != "" && g.score != gm.score {
		return false
	}
	for c := range g.classes {
		if !classesAgree(c, gm.class) {
			return false
		}
	}
	return true
}

func (g *goalEv) absorb(gm *goalMention) {
	g.ments = append(g.ments, gm)
	g.listed = g.listed || gm.listed
	if g.sents == nil {
		g.sents, g.classes = map[*sent]bool{}, map[string]bool{}
	}
	g.sents[gm.s] = true
	if g.spans == nil {
		g.spans = map[*sent][2]int{}
	}
	if span, ok := g.spans[gm.s]; ok {
		g.spans[gm.s] = [2]int{min(span[0], gm.trig), max(span[1], gm.trigEnd)}
	} else {
		g.spans[gm.s] = [2]int{gm.trig, gm.trigEnd}
	}
	if gm.class != "" {
		g.classes[gm.class] = true
	}
	if g.team == nil && gm.team != nil {
		g.team = gm.team
	}
	if gm.minute != nil && (g.minute == nil || g.minute.vague && !gm.minute.vague) {
		g.minute = gm.minute
	}
	if g.kind == "" {
		g.kind = gm.kind
	}
	g.open = g.open || gm.open
	if g.ordinal == 0 {
		g.ordinal = gm.ordinal
	}
	if g.sideOrd == 0 {
		g.sideOrd = gm.sideOrd
	}
	if g.score == "" {
		g.score = gm.score
	}
	if g.phase == 0 {
		g.phase = gm.phase
	}
	g.win = g.win.narrow(gm.win)
	if g.body == "" {
		g.body = gm.body
	}
	for _, p := range gm.passers {
		if !slices.Contains(g.passers, p) {
			g.passers = append(g.passers, p)
		}
	}
	if n := len(gm.passers); n > 0 && !slices.Contains(g.feeders, gm.passers[n-1]) {
		g.feeders = append(g.feeders, gm.passers[n-1])
	}
}

// orderGoals puts goals in match order: by minute, a goal with none keeping
// its place after the goal told before it.
func (d *doc) orderGoals() {
	// the time told last before each sentence
	told := make([]float64, len(d.sents))
	firstTold := make([]float64, len(d.sents))
	lede := d.lede()
	for _, g := range d.goals {
		if g.minute != nil {
			k := g.ments[0].s.idx
			if k == lede && len(g.sents) > 1 {
				// the opening sentence sums up the match ("X headed the winner
				// nine minutes from time as ..."); the story tells the goal
				// again in its place
				k = g.ments[len(g.ments)-1].s.idx
			}
			firstTold[k] = max(firstTold[k], float64(g.minute.minute))
		}
	}
	running := 0.0
	for _, s := range d.sents {
		told[s.idx] = running
		running = max(running, firstTold[s.idx])
	}
	// the place in the story where each goal is told: a goal the opening
	// sentence sums up is told in its place by a later sentence
	toldAt := map[*goalEv]float64{}
	for k, g := range d.goals {
		at := g.ments[0].s.idx
		if at == lede {
			for _, gm := range g.ments {
				if gm.s.idx != lede {
					at = gm.s.idx
					break
				}
			}
		}
		toldAt[g] = float64(at) + float64(k)/float64(len(d.goals)+1)
	}
	for _, g := range d.goals {
		if g.minute != nil {
			g.estimate = float64(g.minute.minute) + float64(g.minute.added)/100
		} else {
			last := g.ments[len(g.ments)-1]
			g.estimate = max(told[last.s.idx], d.toldBefore(last)) + 0.001*(toldAt[g]+1)
			// a goal only the opening sentence tells has no place in the
			// story: the part of the match it names ("a late penalty") places it
			if int(toldAt[g]) != lede {
				continue
			}
			switch g.phase {
			case phaseFirstHalf:
				g.estimate = min(g.estimate, 44.9)
			case phaseSecondHalf:
				g.estimate = max(g.estimate, 45.5+0.001*(toldAt[g]+1))
			case phaseLate:
				g.estimate = max(g.estimate, 80.5+0.001*(toldAt[g]+1))
			}
		}
		if g.ordinal == -1 {
			g.estimate = -1
		}
	}
	// "X struck again": after the scorer's goals told before it
	for _, g := range d.goals {
		if g.minute != nil || !slices.ContainsFunc(g.ments, func(gm *goalMention) bool { return gm.again }) {
			continue
		}
		for _, o := range d.goals {
			if o != g && o.scorer == g.scorer && toldAt[o] < toldAt[g] {
				g.estimate = max(g.estimate, o.estimate+0.01)
			}
		}
	}
	gs := d.goals
	for a := 1; a < len(gs); a++ {
		for b := a; b > 0 && gs[b].estimate < gs[b-1].estimate; b-- {
			gs[b], gs[b-1] = gs[b-1], gs[b]
		}
	}
	// goals without a minute told in one sentence go in the order of the
	// parts of the match it names: "X scored twice in the first half and Y
	// added a third after the break"
	for a := 1; a < len(gs); a++ {
		for b := a; b > 0 && samePhaseSentence(gs[b-1], gs[b]) && gs[b].phase < gs[b-1].phase; b-- {
			gs[b], gs[b-1] = gs[b-1], gs[b]
		}
	}
	// one scorer's goals without a time stay in the order they were told
	byScorer := map[*entity][]int{}
	for i, g := range gs {
		if g.minute == nil {
			byScorer[g.scorer] = append(byScorer[g.scorer], i)
		}
	}
	for _, idx := range byScorer {
		if len(idx) < 2 {
			continue
		}
		told := make([]*goalEv, len(idx))
		for k, i := range idx {
			told[k] = gs[i]
		}
		sort.SliceStable(told, func(a, b int) bool { return toldAt[told[a]] < toldAt[told[b]] })
		// a goal placed earlier in the match goes first: "his thumping strike
		// just before the break" before "his late penalty", told first
		for k := 1; k < len(told); k++ {
			for q := k; q > 0 && told[q].phase != 0 && told[q-1].phase != 0 && told[q].phase < told[q-1].phase; q-- {
				told[q], told[q-1] = told[q-1], told[q]
			}
		}
		for k, i := range idx {
			gs[i] = told[k]
		}
	}
	d.placeByScore()
}

// samePhaseSentence reports two goals with no minute whose first tellings
// share a sentence and both name a part of the match.
func samePhaseSentence(a, b *goalEv) bool {
	return a.minute == nil && b.minute == nil && a.phase != 0 && b.phase != 0 && a.ments[0].s == b.ments[0].s
}

// lede is the index of the report's first sentence after any headline, -1
// when there is none.
func (d *doc) lede() int {
	for _, s := range d.sents {
		if !s.headline {
			return s.idx
		}
	}
	return -1
}

// toldBefore is the latest minute of a goal told earlier in the same
// sentence as gm: "X pulled one back eight minutes after the restart before
// Y drove home" puts Y's goal after X's. A pluperfect between them ("Y
// scored after X had ...") tells the earlier goal second, and gives nothing.
func (d *doc) toldBefore(gm *goalMention) float64 {
	best := 0.0
	for _, o := range d.goals {
		if o.minute == nil || o.minute.relative || !o.sents[gm.s] {
			continue
		}
		for _, om := range o.ments {
			if om.s != gm.s || om.trig >= gm.trig {
				continue
			}
			had := false
			for k := om.trig; k < gm.trig; k++ {
				if lo(gm.s, k) == "had" {
					had = true
				}
			}
			if !had {
				best = max(best, float64(o.minute.minute))
			}
		}
	}
	return best
}

// placeByScore moves a goal without a minute whose telling states the score
// it made ("made it 2-1", "put them 4-2 up") to the place that score gives
// it: the third goal of the match for 2-1. Goals told out of order ("X had
// made it 2-1 before half-time", after a goal of the second half) so take
// their place in the story of the score. A goal whose place is taken by
// another such goal, or lies past the goals found, stays where it is.
func (d *doc) placeByScore() {
	gs := d.goals
	target := map[*goalEv]int{}
	taken := map[int]bool{}
	for _, g := range gs {
		if g.minute != nil || g.ordinal == -1 {
			continue
		}
		a, b, ok := isScore(g.score)
		if !ok || a+b < 1 || a+b > len(gs) {
			continue
		}
		p := a + b - 1
		if taken[p] {
			// two goals claim one place: neither moves
			for h, q := range target {
				if q == p {
					delete(target, h)
				}
			}
			continue
		}
		taken[p] = true
		target[g] = p
	}
	if len(target) == 0 {
		return
	}
	rest := make([]*goalEv, 0, len(gs))
	for _, g := range gs {
		if _, ok := target[g]; !ok {
			rest = append(rest, g)
		}
	}
	out := make([]*goalEv, 0, len(gs))
	for p := 0; p < len(gs); p++ {
		placed := false
		for g, q := range target {
			if q == p {
				out = append(out, g)
				placed = true
				break
			}
		}
		if !placed {
			out = append(out, rest[0])
			rest = rest[1:]
		}
	}
	copy(gs, out)
}

// goalList reads a "Goals:" block of lines such as "1-0. 20. Name." or
// "Name 20'" and adds each as a telling.
func (d *doc) goalList(all *[]*goalMention) {
	inList := false
	for _, s := range d.sents {
		t := strings.TrimSpace(strings.ToLower(s.text))
		if strings.HasPrefix(t, "goals:") || strings.HasPrefix(t, "goal:") || strings.HasPrefix(t, "scorers:") || strings.HasPrefix(t, "scorer:") ||
			strings.HasPrefix(t, "goalscorers:") || strings.HasPrefix(t, "goalscorer:") || strings.HasPrefix(t, "scoring:") {
			inList = true
			if k := strings.IndexByte(t, ':'); len(strings.TrimSpace(t[k+1:])) > 0 {
				*all = append(*all, d.scorerItems(s, true)...)
			}
			continue
		}
		if !inList && runningList(s) {
			*all = append(*all, d.scorerItems(s, false)...) // "1-0 Carter (23), 2-0 Baker (45), 2-1 Moss (70)"
			continue
		}
		if !inList {
			continue
		}
		if len(s.toks) == 0 {
			continue
		}
		if items := d.scorerItems(s, false); len(items) > 0 && s.idx > 0 && d.sents[s.idx-1].para == s.para {
			*all = append(*all, items...)
			continue
		}
		k := 0
		score := ""
		if _, _, ok := isScore(lo(s, 0)); ok {
			score = lo(s, 0)
			k = 1
			for k < len(s.toks) && !s.toks[k].word {
				k++
			}
		}
		var minute *minuteExpr
		if k < len(s.toks) && s.toks[k].num {
			if mx, ok := plain(atoi(lo(s, k))); ok {
				mx.i, mx.j = k, k+1
				minute = &mx
			}
			k++
			for k < len(s.toks) && !s.toks[k].word {
				k++
			}
		}
		m := mentionAt(s.ments, k)
		if score == "" && minute == nil || m == nil || m.ent == nil {
			if s.toks[0].cap && score == "" && minute == nil {
				if s.idx > 0 && d.sents[s.idx-1].para != s.para {
					inList = false
				}
			}
			continue
		}
		gm := &goalMention{s: s, trig: k, trigEnd: m.j, agent: m, scorer: m.ent, minute: minute, score: score}
		*all = append(*all, gm)
	}
}

// laterScore reports a scoreline that cannot follow the match's first goal.
func laterScore(score string) bool {
	a, b, ok := isScore(score)
	return ok && a+b > 1
}

func distinctScorers(gms []*goalMention) int {
	seen := map[*entity]bool{}
	for _, gm := range gms {
		seen[gm.scorer] = true
	}
	return len(seen)
}

// goalArrived finds a goal told only by its time: "The winner came eight
// minutes into the second half." The next scorer named takes the time.
func goalArrived(s *sent) *teamEv {
	cut := foulClauseStart(s)
	for _, m := range s.ments {
		if m.i >= cut {
			break // "after X had brought down Y": the foul that led to it
		}
		if m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun && !m.poss {
			return nil
		}
	}
	for i := range s.toks {
		w := lo(s, i)
		if !selfGoalNouns[w] && w != "penalty" && w != "spot-kick" {
			continue
		}
		for k := i + 1; k < len(s.toks) && k <= i+5; k++ {
			switch lo(s, k) {
			case "came", "arrived", "followed":
				if m := soleMinute(s); m != nil {
					return &teamEv{s: s, minute: m, penalty: w == "penalty" || w == "spot-kick"}
				}
			}
		}
	}
	return nil
}

// buildUpBetween reports a goal announced in sentence a and told in b two
// sentences on, in one paragraph, with only its build-up between: the
// sentence between names a player but tells no goal and gives no time. "City opened the
// scoring in the 22nd minute. A lost the ball to B, who found C. C
// finished calmly."
func (d *doc) buildUpBetween(a, b *sent, bySent map[*sent][]*goalMention) bool {
	if b.idx-a.idx != 2 || a.para != b.para {
		return false
	}
	mid := d.sents[a.idx+1]
	if mid.para != a.para || len(bySent[mid]) > 0 || len(mid.minutes) > 0 {
		return false
	}
	return slices.ContainsFunc(mid.ments, func(m *mention) bool { return m.kind == mPerson })
}

// foulClauseStart is the token opening a clause that tells a foul ("after
// X had tripped Y", "when Y was brought down"), or the sentence's length.
func foulClauseStart(s *sent) int {
	for i := range s.toks {
		if w := lo(s, i); w != "after" && w != "when" {
			continue
		}
		for k := i + 1; k < len(s.toks) && k <= i+8; k++ {
			if foulVerbs[lo(s, k)] || foulShotVerbs[lo(s, k)] {
				return i
			}
		}
	}
	return len(s.toks)
}

// resultLineGoals reads the scorers a result line lists in brackets: after
// the line, home and away split by ";" ("Everton 2-1 Fulham (Carter 23,
// Baker 45; Moss 70)"), or after each club's goals ("Everton 2 (Carter 23,
// Baker 45) Fulham 1 (Moss 70)"). Each name with its minutes is a goal for
// that club.
func (d *doc) resultLineGoals(s *sent) []*goalMention {
	clubAt := func(k int) *mention {
		if m := mentionAt(s.ments, k); m != nil && m.kind == mClub && m.j == k+1 && !m.poss {
			return m
		}
		return nil
	}
	var out []*goalMention
	for k := range s.toks {
		if _, _, ok := isScore(lo(s, k)); ok {
			h, a := clubAt(k-1), mentionAt(s.ments, k+1)
			if h == nil || a == nil || a.kind != mClub || a.i != k+1 || h.club == a.club || lo(s, a.j) != "(" {
				continue
			}
			hs, as, _ := isScore(lo(s, k))
			var refs []*clubEnt
			switch {
			case as == 0:
				refs = []*clubEnt{h.club}
			case hs == 0:
				refs = []*clubEnt{a.club}
			default:
				refs = []*clubEnt{h.club, a.club}
			}
			out = append(out, d.bracketScorers(s, a.j, refs)...)
			break
		}
		// "Everton 2 (Carter 23, Baker 45) Fulham 1 (Moss 70)"
		if s.toks[k].num && lo(s, k+1) == "(" {
			if c := clubAt(k - 1); c != nil {
				out = append(out, d.bracketScorers(s, k+1, []*clubEnt{c.club})...)
			}
		}
	}
	return out
}

// bracketScorers reads "(Name 23, 45 pen, Name 70; Name 81)" opening at
// token k: the scorers of the first club in clubs before a ";", of the
// second after it. With one club, all are its; with two and no ";", none.
func (d *doc) bracketScorers(s *sent, k int, clubs []*clubEnt) []*goalMention {
	end := k + 1
	for end < len(s.toks) && lo(s, end) != ")" {
		if lo(s, end) == "(" {
			return nil
		}
		end++
	}
	if end >= len(s.toks) {
		return nil
	}
	semis := 0
	for q := k + 1; q < end; q++ {
		if lo(s, q) == ";" {
			semis++
		}
	}
	if len(clubs) == 2 && semis != 1 || semis > 1 {
		return nil
	}
	var out []*goalMention
	group := 0
	var cur *mention
	kind := ""
	var mins []*minuteExpr
	flush := func() {
		if cur == nil || len(mins) == 0 {
			cur, mins, kind = nil, nil, ""
			return
		}
		club := clubs[min(group, len(clubs)-1)]
		for _, mx := range mins {
			gm := &goalMention{s: s, trig: cur.i, trigEnd: cur.j, agent: cur, scorer: cur.ent, minute: mx, kind: kind, listed: true}
			if kind != "own_goal" {
				gm.team = club
			}
			out = append(out, gm)
		}
		cur, mins, kind = nil, nil, ""
	}
	for q := k + 1; q < end; q++ {
		w := lo(s, q)
		m := mentionAt(s.ments, q)
		if (m == nil || m.kind != mPerson) && s.toks[q].cap && s.toks[q].word {
			m = d.listedName(s, q, end) // a title line's names are no mentions yet
		}
		if m != nil && m.i == q && m.kind == mPerson && m.ent != nil {
			flush()
			cur = m
			q = m.j - 1
			continue
		}
		switch {
		case w == ";":
			flush()
			group++
		case s.toks[q].num && cur != nil:
			mx, last, ok := listedTime(s, q, end)
			if ok {
				mins = append(mins, &mx)
			}
			q = last
		case w == "pen" || w == "penalty" || w == "p":
			kind = "penalty"
		case w == "og" || w == "o.g" || w == "own":
			kind = "own_goal"
		case w == "," || w == "'" || w == "’" || w == "." || w == "and" || w == "min" || w == "mins" || w == "goal":
		default:
			if s.toks[q].word {
				return nil // not a list of scorers
			}
		}
	}
	flush()
	return out
}

// listedName makes a person mention of the capitalised words from token q
// in a list of scorers ("Carter 23"): the player the report names with that
// surname, else a new one.
func (d *doc) listedName(s *sent, q, end int) *mention {
	j := q
	for j < end && s.toks[j].cap && s.toks[j].word {
		j++
	}
	if j == q || j >= end || !s.toks[j].num {
		return nil
	}
	m := &mention{kind: mPerson, i: q, j: j, s: s, surface: d.text[s.toks[q].start:s.toks[j-1].end]}
	if e := d.personByToken(s.toks[j-1].lo); e != nil && !e.manager && !e.referee {
		e.add(m)
	} else {
		e := d.newEntity(m)
		e.add(m)
		e.evidence = true
		e.finishName()
	}
	s.ments = append(s.ments, m)
	sortMentions(s.ments)
	return m
}

// runningList reports a line that lists the goals by the running score:
// "1-0 Carter (23), 2-0 Baker (45), 2-1 Moss (70)", two or more of them.
func runningList(s *sent) bool {
	if _, _, ok := isScore(lo(s, 0)); !ok {
		return false
	}
	n := 0
	for k := range s.toks {
		if _, _, ok := isScore(lo(s, k)); ok {
			m := mentionAt(s.ments, k+1)
			if m == nil || m.kind != mPerson || m.i != k+1 {
				return false
			}
			n++
		}
	}
	return n >= 2
}

// scorerItems reads a scorers line: "Scorers: Arsenal - Saka 12, 88 (pen);
// Havertz 41. Tottenham - Son 27." Each name with its minutes is a goal for
// the club named before it.
func (d *doc) scorerItems(s *sent, labeled bool) []*goalMention {
	var out []*goalMention
	var club *clubEnt
	clubs := false
	group := make([]int, len(s.toks)+1) // how many ";", "|" or "/" come before each token
	for k := range s.toks {
		group[k+1] = group[k]
		if w := lo(s, k); w == ";" || w == "|" || w == "/" {
			group[k+1]++
		}
	}
	// a club in brackets after a group's scorers labels the scorers since
	// the label before: "Carter 23, Baker 45 (Everton); Moss 70 (Fulham)"
	var labels []*mention
	for _, m := range s.ments {
		if m.kind == mClub && lo(s, m.i-1) == "(" && lo(s, m.j) == ")" && m.i >= 2 && (s.toks[m.i-2].num || lo(s, m.i-2) == "'" || lo(s, m.i-2) == "’" ||
			labeled && (m.j+1 >= len(s.toks) || lo(s, m.j+1) == ";" || lo(s, m.j+1) == "." || lo(s, m.j+1) == "|")) {
			// "Carter 23, Baker 45 (Everton); ...", and on a labelled line
			// "Goals: Carter, Baker (Everton); Moss (Fulham)"
			labels = append(labels, m)
		}
	}
	labelOf := func(k int) *clubEnt {
		for _, l := range labels {
			if l.i > k {
				return l.club
			}
		}
		return nil
	}
	isLabel := func(m *mention) bool { return slices.Contains(labels, m) }
	prevH, prevA := 0, 0 // the running score a list may give: "1-0 Carter (23), 2-0 Moss (45+1)"
	for k, m := range s.ments {
		if m.kind == mClub {
			if !isLabel(m) {
				club = m.club
			}
			clubs = true
			continue
		}
		if m.kind != mPerson || m.ent == nil {
			continue
		}
		if c := labelOf(m.i); c != nil {
			club = c
		}
		ref := ""
		if h, a, ok := isScore(lo(s, m.i-1)); ok {
			switch {
			case h == prevH+1 && a == prevA:
				ref = "home"
			case a == prevA+1 && h == prevH:
				ref = "away"
			}
			prevH, prevA = h, a
		}
		if k > 0 && assisterInBrackets(s, s.ments[k-1], m) {
			continue // "Carter (Baker) 23'": Baker set it up
		}
		end := len(s.toks)
		next := k + 1
		var bracket *clubEnt
		if next < len(s.ments) && s.ments[next].kind == mClub && s.ments[next].inDesc && s.ments[next].i == m.j+1 {
			bracket = s.ments[next].club // "Carter (Everton) 23"
			next++
		}
		if next < len(s.ments) && assisterInBrackets(s, m, s.ments[next]) {
			next++
		}
		if next < len(s.ments) {
			end = s.ments[next].i
		}
		kind := ""
		var mins []*minuteExpr
		for q := m.j; q < end; q++ {
			w := lo(s, q)
			switch {
			case s.toks[q].num:
				mx, last, ok := listedTime(s, q, end)
				if ok {
					mx.stoppage = false // read as before: a list's "90+2" counts past 90 in extra time
					mins = append(mins, &mx)
				}
				q = last
			case w == "pen" || w == "penalty" || w == "p":
				kind = "penalty"
			case w == "og" || w == "o.g" || w == "own":
				kind = "own_goal"
			}
		}
		if len(mins) == 0 && labeled && lo(s, m.j) != ":" && !(m.j < len(s.toks) && s.toks[m.j].num) {
			mins = []*minuteExpr{nil} // a labelled line's scorer with no minute: "Scorers: Carter, Baker; Moss"
		}
		if len(mins) == 0 {
			continue
		}
		if ref == "" && !clubs && group[len(s.toks)] == 1 {
			// two lists of scorers split by ";" and no club named: the home
			// side's first, as the score line gives them
			ref = []string{"home", "away"}[group[m.i]]
		}
		for _, mx := range mins {
			gm := &goalMention{s: s, trig: m.i, trigEnd: m.j, agent: m, scorer: m.ent, minute: mx, kind: kind, listed: true}
			if kind != "own_goal" {
				gm.team = club
				if bracket != nil {
					gm.team = bracket
				}
			}
			if club == nil && bracket == nil {
				gm.teamRef = ref
			}
			out = append(out, gm)
		}
	}
	return out
}

// assisterInBrackets reports a person named in brackets right after
// another in a list of scorers: the one who set the goal up ("Carter
// (Baker) 23'").
func assisterInBrackets(s *sent, scorer, m *mention) bool {
	return scorer.kind == mPerson && m.kind == mPerson && m.i == scorer.j+1 && lo(s, m.i-1) == "(" && lo(s, m.j) == ")"
}

// againstOther reports a finish told "against" a club that is not in this
// match: another match's goal.
func againstOther(gm *goalMention, ps []*clubEnt) bool {
	s := gm.s
	ce := clauseEnd(s, gm.trig)
	other := func(k int) bool {
		if lo(s, k) == "the" {
			k++
		}
		m := mentionAt(s.ments, k)
		return m != nil && m.i == k && m.kind == mClub && !containsClub(ps, m.club)
	}
	for k := gm.trig; k < ce && k < gm.trig+14; k++ {
		switch lo(s, k) {
		case "against":
			if k < gm.trig+6 && other(k+1) {
				return true
			}
		case "over", "versus", "vs", "to", "at", "with":
			// "who scored twice in Rovers' midweek victory over Manchester City"
			if otherMatchNouns[lo(s, k-1)] && other(k+1) {
				return true
			}
		}
	}
	return false
}

// otherMatchNouns name a match by its result: "in the 3-0 win over X".
var otherMatchNouns = set(`victory win defeat draw loss game match clash thrashing rout triumph tie`)

// contrastBetween reports a "but", "while" or semicolon between tokens a and
// b: "X restored the lead, but Seattle answered" tells two sides' goals.
func contrastBetween(s *sent, a, b int) bool {
	if a > b {
		a, b = b, a
	}
	for k := a + 1; k < b; k++ {
		switch lo(s, k) {
		case "but", "while", "whereas", ";", "although", "though", "until", "till":
			return true // "A led through X until Y's late leveller": Y scored for the other side
		}
	}
	return false
}

// goalAnnounced reads a sentence that gives a goal's time (and often its
// club) while the next sentence tells how it was scored: "Villa sealed the
// win in the 84th minute.", "Sevilla stunned the home fans in the 12th
// minute.", "Seven minutes into the second half the visitors were in front."
// It names no player, states one time, and its club, if any, comes first.
func goalAnnounced(s *sent) *teamEv {
	var mx *minuteExpr
	for i := range s.minutes {
		if mx != nil {
			return nil
		}
		mx = &s.minutes[i]
	}
	if mx == nil || mx.vague {
		return nil
	}
	ev := &teamEv{s: s, minute: mx, heading: goalSubject(s)}
	around := goalToldAround(s)
	first := timeFirst(s, mx) || around != ""
	for _, m := range s.ments {
		switch m.kind {
		case mPerson, mDesc:
			if !(m.poss && m.ent != nil && m.ent.manager) && !first {
				return nil
			}
		case mPronoun:
			if !m.poss && !first {
				return nil
			}
		case mClub, mTeamRef:
			if ev.club != nil || ev.ref != "" || m.poss || prepositions[m.gov] && m.gov != "" || around == "beaten" {
				continue // the club of a keeper beaten conceded
			}
			ev.club, ev.ref = m.club, m.ref
		}
	}
	for i := range s.toks {
		switch lo(s, i) {
		case "booked", "cautioned", "card", "sent", "substituted", "replaced", "injured", "saved", "chance", "missed":
			return nil
		case "post", "bar", "crossbar", "woodwork", "wide", "blocked", "denied", "offside", "save", "tipped", "parried":
			if first && around != "pressure" { // "X forced a save, and it took 14 minutes for the pressure to tell" still tells a goal
				return nil
			}
		}
	}
	return ev
}

// goalTimedAfter returns the time of a sentence that only dates the goal
// the sentence before told: "The goal came in the 23rd minute." "It
// arrived on the hour." "His strike, on 23 minutes, was a beauty." It opens
// with the goal as its subject and names no one.
func goalTimedAfter(s *sent) *minuteExpr {
	mx := soleMinute(s)
	if mx == nil || mx.vague || len(s.minutes) != 1 {
		return nil
	}
	k := 0
	for lo(s, k) == "but" || lo(s, k) == "and" {
		k++
	}
	switch w := lo(s, k); {
	case w == "it" || w == "that":
		k++
	case w == "the" || w == "his" || w == "her" || w == "their":
		w = lo(s, k+1)
		if !(selfGoalNouns[w] || shotNouns[w]) || w == "goals" || w == "brace" {
			return nil
		}
		k += 2
	default:
		return nil
	}
	if lo(s, k) != "," {
		switch lo(s, k) {
		case "came", "arrived", "was", "went", "followed":
		default:
			return nil
		}
	}
	for _, m := range s.ments {
		if m.kind != mPronoun || !m.poss {
			return nil
		}
	}
	return mx
}

// goalToldAround reports a sentence that tells a goal without its scorer
// ("beaten" or "goal", else ""),
// whoever else it names: the keeper beaten ("X was finally beaten with 21
// minutes gone", not "beaten to the ball") or the goal as what another
// player did ("X was involved in the goal that saw them fall behind").
func goalToldAround(s *sent) string {
	for i := range s.toks {
		switch lo(s, i) {
		case "beaten":
			k := i - 1
			for k > 0 && skipAdverbs[lo(s, k)] {
				k--
			}
			if passiveAux[lo(s, k)] && lo(s, i+1) != "to" && lo(s, i+1) != "by" {
				return "beaten"
			}
		case "behind":
			k := i - 1
			for k > 0 && skipAdverbs[lo(s, k)] {
				k--
			}
			switch lo(s, k) {
			case "were", "was", "fell", "went", "themselves", "itself":
				return "beaten" // "they were behind inside seven minutes": the club conceded
			}
		case "trailing", "trailed", "conceded":
			return "beaten"
		case "goal":
			if lo(s, i-1) == "the" && (lo(s, i+1) == "that" || lo(s, i+1) == "which") {
				return "goal"
			}
		case "pressure":
			if w := lo(s, i+1); w == "told" || w == "tells" || w == "to" && lo(s, i+2) == "tell" || w == "finally" && lo(s, i+2) == "told" {
				return "pressure" // "it took 14 minutes for the pressure to tell"
			}
		}
	}
	return ""
}

// goalSubject reports a sentence whose subject is the goal itself, which
// heads the account of it that follows: "The opener, on 15 minutes, set the
// tone." "But the third goal, in the 73rd minute, ended the contest."
func goalSubject(s *sent) bool {
	k := 0
	if lo(s, k) == "but" || lo(s, k) == "and" {
		k++
	}
	if lo(s, k) != "the" && lo(s, k) != "their" && lo(s, k) != "his" && lo(s, k) != "her" {
		return false
	}
	k++
	if ordinalWords[lo(s, k)] > 0 || lo(s, k) == "decisive" || lo(s, k) == "late" {
		k++
	}
	w := lo(s, k)
	if !(selfGoalNouns[w] && w != "goals" && w != "brace") && !(ordinalWords[lo(s, k-1)] > 0 && !s.toks[k].word) {
		return false
	}
	return lo(s, k+1) == "," || lo(s, k) == ","
}

// timeFirst reports a sentence that opens with its time and so sets the
// scene for what follows: "In the 38th minute, Vale took a quick free-kick."
// "But eight minutes in, with their keeper up for a corner, Hull broke."
func timeFirst(s *sent, mx *minuteExpr) bool {
	k := 0
	for k < len(s.toks) && (lo(s, k) == "but" || lo(s, k) == "and" || lo(s, k) == "then" || lo(s, k) == "so") {
		k++
	}
	return mx.i == k && lo(s, mx.j) == ","
}

// paraStamp is the live blog time stamp that opens the paragraph of s
// ("77 min: Tottenham lead! ... and he lashes it in"), or nil.
func (d *doc) paraStamp(s *sent) *minuteExpr {
	k := s.idx
	for k > 0 && d.sents[k-1].para == s.para {
		k--
	}
	first := d.sents[k]
	if len(first.minutes) > 0 && first.minutes[0].stamp && first.minutes[0].i == 0 {
		return &first.minutes[0]
	}
	// a stamp on a line of its own heads the paragraph after it ("23'" then
	// "GOAL! Carter heads in")
	if k > 0 {
		p := d.sents[k-1]
		if p.para == first.para-1 && (k < 2 || d.sents[k-2].para != p.para) && len(p.minutes) == 1 && p.minutes[0].stamp && p.minutes[0].i == 0 && p.minutes[0].j >= len(p.toks)-1 {
			return &p.minutes[0]
		}
	}
	return nil
}

// phaseContradicts reports a stated minute outside the part of the match a
// telling names: minute 60 is not "in the first half", minute 10 is neither
// "after the break" nor "late on".
func phaseContradicts(phase int, m *minuteExpr) bool {
	if phase == 0 || m == nil || m.vague || m.relative {
		return false
	}
	firstHalf := m.minute <= 45 // 45+2 too
	switch phase {
	case phaseFirstHalf:
		return m.minute > 45
	case phaseSecondHalf, phaseLate:
		return firstHalf
	}
	return false
}
