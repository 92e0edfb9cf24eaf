package extractor

import (
	"fmt"
	"math"
	"sort"
)

// Stage "decide": one decision over the whole report.
//
// Reads: the evidence layer (a feature set per person), the goals the
// reading rules found (each with its scorer, club, minute and tellings),
// the match (home, away, final score) and each person's club.
// Writes: the final goals.
//
// The fitted scorer weights give each person a probability of having scored.
// Everyone above one half scores, as many goals as the text counts for them
// ("a brace", "his third") or the rules read, whichever is more; managers and
// referees never score. The rules' goals of a person the weights reject are
// dropped. Then the final score, where the report states it, fixes how many
// goals each side scored: a side with too many loses its least likely
// scorers' goals, a side with too few takes the next most likely people of
// that side (or of no known side).

// scoreThreshold is the probability above which a person is taken to have
// scored without the final score's help; the rules' goals of a person stay
// unless the probability is under keepThreshold. Both are fitted (Ties
// "add" and "keep"); these are the defaults.
const (
	scoreThreshold = 0.5
	keepThreshold  = 0.5
)

func (m *Model) threshold(name string, def float64) float64 {
	if v, ok := m.Ties[name]; ok {
		return v
	}
	return def
}

// spareThreshold is the least probability of a person taken to fill a side
// the final score says scored more.
const spareThreshold = 0.15

// mayScore reports whether a person can score at all: not a manager or an
// official.
func (d *doc) mayScore(e *entity) bool {
	return !e.manager && !e.referee
}

// scorerProbs weighs every person who may score.
func (d *doc) scorerProbs(m *Model) map[*entity]float64 {
	out := map[*entity]float64{}
	for _, e := range d.persons {
		pe := d.evidence.people[e]
		if pe == nil || !d.mayScore(e) {
			continue
		}
		out[e] = m.Scorer.prob(pe.feats)
	}
	return out
}

func (d *doc) decide(m *Model) {
	dl := &decisionLayer{prob: map[*entity]float64{}, side: map[*entity]float64{}, told: map[*goalEv]bool{},
		scoredFor: map[*entity]*clubEnt{}, goalZ: map[*entity]float64{},
		verdict: map[*entity]string{}, teamWhy: map[*goalEv]string{}}
	d.decision = dl
	for _, g := range d.goals {
		if g.team != nil {
			dl.told[g] = true // the tellings themselves give the club
		}
	}
	d.decideSides(m)
	d.decideGoalSides(m)
	if len(m.Scorer) == 0 {
		d.assignGoalTeams(d.goals, m)
		return
	}
	dl.prob = d.scorerProbs(m)
	byScorer := map[*entity][]*goalEv{}
	var teamOnly []*goalEv
	for _, g := range d.goals {
		if g.scorer == nil {
			teamOnly = append(teamOnly, g)
			continue
		}
		byScorer[g.scorer] = append(byScorer[g.scorer], g)
	}
	var kept []*goalEv
	var added []*goalEv
	add, keep := m.threshold("add", scoreThreshold), m.threshold("keep", keepThreshold)
	for _, e := range d.persons {
		p, ok := dl.prob[e]
		rule := byScorer[e]
		if !ok {
			continue
		}
		if listedIn(rule) {
			kept = append(kept, rule...)
			dl.verdict[e] = fmt.Sprintf("scored %d: a scorers list names them", len(rule))
			continue
		}
		if p < add && (len(rule) == 0 || p < keep) {
			if len(rule) > 0 {
				dl.verdict[e] = fmt.Sprintf("the rules read %d goal(s), dropped: probability %.2f is under %.2f", len(rule), p, keep)
			} else {
				dl.verdict[e] = fmt.Sprintf("no goal: probability %.2f is under %.2f", p, add)
			}
			continue
		}
		kept = append(kept, rule...)
		if p < add {
			dl.verdict[e] = fmt.Sprintf("kept the rules' %d goal(s): probability %.2f is over %.2f", len(rule), p, keep)
			continue
		}
		n := max(len(rule), d.evidence.people[e].count, 1)
		dl.verdict[e] = fmt.Sprintf("scored %d: probability %.2f is over %.2f; the rules read %d goal(s), the text counts %d", n, p, add, len(rule), d.evidence.people[e].count)
		for i := len(rule); i < n; i++ {
			if g := d.newGoal(e, append(rule, added...)); g != nil {
				added = append(added, g)
			}
		}
	}
	goals := append(kept, added...)
	goals = d.fitToScore(goals, byScorer, add)
	d.assignGoalTeams(goals, m)
	d.scorersJoinTheirGoals(goals)
	// keep the rules' order for their goals; place the new ones by minute
	// or where they are told
	sort.SliceStable(goals, func(a, b int) bool { return goalKey(goals[a]) < goalKey(goals[b]) })
	d.goals = append(goals, teamOnly...)
	d.resum(d.goals)
	d.chainNewGoals()
	d.passersJoinTheirGoals()
	d.orderGoals()
}

// resum counts a summed score again over the decided goals, when each has
// one of the two clubs.
func (d *doc) resum(goals []*goalEv) {
	if !d.summed {
		return
	}
	if h, a, ok := d.tally(goals, d.goalSide); ok {
		d.hs, d.as = &h, &a
	}
}

// passersJoinTheirGoals gives the players of a goal's build-up whose club
// the text does not state the club the goal counted for (never through an
// own goal), when every goal they passed towards agrees: a pass to a scorer
// is a team-mate's.
func (d *doc) passersJoinTheirGoals() {
	votes := clubVotes{}
	for _, g := range d.goals {
		if g.team == nil || g.kind == "own_goal" || g.scorer == nil {
			continue
		}
		for _, e := range g.chain {
			if e != nil && e != g.scorer && e.teamWhy < 2 {
				votes.add(e, g.team, d.decision.told[g])
			}
		}
	}
	votes.apply()
}

// decisionLayer records what the decision weighed, for --explain.
type decisionLayer struct {
	prob map[*entity]float64 // each person's probability of having scored
	// side is each person's log-odds of playing for the first club of the
	// match rather than the second, after team-mates and opponents pulled
	side map[*entity]float64
	told map[*goalEv]bool // goals whose tellings gave their club
	fits bool             // the final score alone gave the goals without a club theirs
	// scoredFor is the side each scorer's goals counted for as the decision
	// stands, with its log-odds for the first club of the match (goalZ)
	scoredFor map[*entity]*clubEnt
	goalZ     map[*entity]float64
	// why each person scored or not, and why each goal has its club, in
	// words, for --explain
	verdict map[*entity]string
	teamWhy map[*goalEv]string
	notes   []string
}

func (dl *decisionLayer) note(format string, args ...any) {
	dl.notes = append(dl.notes, fmt.Sprintf(format, args...))
}

func goalKey(g *goalEv) float64 {
	if g.minute != nil {
		return float64(g.minute.minute) + float64(g.minute.added)/100
	}
	return g.estimate
}

// newGoal makes a goal for a person from the plainest sentence telling a
// goal of theirs that no goal of theirs is told in yet (goals); with none
// left, from the plainest one, without a minute.
func (d *doc) newGoal(e *entity, goals []*goalEv) *goalEv {
	pe := d.evidence.people[e]
	if pe == nil || pe.cue == nil {
		return nil
	}
	s, k, fresh := pe.cue, pe.cueTok, false
	for _, c := range pe.cues {
		if !toldIn(goals, e, c.s) {
			s, k, fresh = c.s, c.tok, true
			break
		}
	}
	cs, ce := clauseStart(s, k), clauseEnd(s, k)
	gm := &goalMention{s: s, trig: k, trigEnd: k + 1, scorer: e, lo: cs, hi: ce}
	if fresh {
		gm.minute = nearestMinute(s, k, cs, ce)
		if gm.minute == nil && len(s.minutes) == 1 && !s.minutes[0].relative {
			gm.minute = &s.minutes[0] // the sentence's one time: "... to make it two in the 27th"
		}
	}
	if m := mentionAt(s.ments, k); m != nil {
		gm.agent = m
		// what the reading rules make of the sentence as a telling of this
		// goal: its kind, and a club it names for it ("levelled for City")
		minute := gm.minute
		d.describeGoal(gm)
		gm.scorer = e
		if minute != nil || !fresh {
			gm.minute = minute
		}
	}
	g := &goalEv{scorer: e, minute: gm.minute, kind: gm.kind, ments: []*goalMention{gm},
		sents: map[*sent]bool{s: true}, spans: map[*sent][2]int{s: {cs, ce}}, fresh: true, retold: !fresh}
	if c := d.tellingClub(gm); c != nil {
		g.team = c
		d.decision.told[g] = true
	}
	if g.minute == nil {
		g.estimate = float64(s.idx) / float64(len(d.sents)+1) * 90
	}
	return g
}

// tellingClub is the club a telling names for its goal: "levelled for City",
// "the hosts doubled their lead through X".
func (d *doc) tellingClub(gm *goalMention) *clubEnt {
	if gm.team != nil && containsClub(d.participants(), gm.team) {
		return gm.team
	}
	switch {
	case gm.teamRef == "home" && d.home != nil:
		return d.home
	case gm.teamRef == "away" && d.away != nil:
		return d.away
	}
	return nil
}

// toldIn reports a goal of e's told in sentence s.
func toldIn(goals []*goalEv, e *entity, s *sent) bool {
	for _, g := range goals {
		if g.scorer == e && g.sents[s] {
			return true
		}
	}
	return false
}

// fitToScore makes the goals agree with the final score where the report
// states it. First, while one side has too many goals and the other too
// few, the scorer whose side the text says least surely changes sides.
// Then, per side, the least likely scorers' goals are dropped while there
// are too many, and the next most likely people's added while too few.
func (d *doc) fitToScore(goals []*goalEv, byScorer map[*entity][]*goalEv, add float64) []*goalEv {
	if d.home == nil || d.away == nil || d.hs == nil || d.as == nil || d.summed {
		return goals // a score summed from the rules' goals is no constraint
	}
	dl := d.decision
	want := map[*clubEnt]int{d.home: *d.hs, d.away: *d.as}
	count := func() map[*clubEnt]int {
		n := map[*clubEnt]int{}
		for _, g := range goals {
			n[d.goalSide(g)]++
		}
		return n
	}
	flipped := map[*entity]bool{}
	for tries := 0; tries < 6; tries++ {
		n := count()
		var over *clubEnt
		for _, c := range []*clubEnt{d.home, d.away} {
			if n[c] > want[c] && n[d.other(c)] < want[d.other(c)] {
				over = c
			}
		}
		if over == nil {
			break
		}
		var flip *entity
		for _, g := range goals {
			e := g.scorer
			if d.goalSide(g) != over || dl.told[g] || e.team != nil && e.teamWhy >= 2 || g.kind == "own_goal" || flipped[e] {
				continue
			}
			if mine := len(byScorerIn(goals, e)); n[d.other(over)]+mine > want[d.other(over)] {
				continue // all the scorer's goals would leave the other side with too many
			}
			if flip == nil || math.Abs(dl.goalZ[e]) < math.Abs(dl.goalZ[flip]) {
				flip = e
			}
		}
		if flip == nil {
			break
		}
		flipped[flip] = true
		dl.scoredFor[flip] = d.other(over)
		dl.goalZ[flip] = 0
		dl.note("%s scored for %s, not %s: the final score leaves %s too many goals and %s too few, and no scorer's side was less sure",
			flip.name, d.other(over).display(), over.display(), over.display(), d.other(over).display())
	}
	for _, c := range []*clubEnt{d.home, d.away} {
		var mine []*goalEv
		for _, g := range goals {
			if d.goalSide(g) == c {
				mine = append(mine, g)
			}
		}
		// too many: drop the least likely, new goals before the rules' ones
		for len(mine) > want[c] {
			worst := -1
			for i, g := range mine {
				if worst < 0 || d.weaker(g, mine[worst], goals) {
					worst = i
				}
			}
			if dl.prob[mine[worst].scorer] >= 0.9 && !mine[worst].fresh || mine[worst].listed {
				break // the weights are sure of every one left: the score may be misread
			}
			dl.note("a goal by %s dropped: the final score gives %s %d goals, and it was the least likely", mine[worst].scorer.name, c.display(), want[c])
			goals = without(goals, mine[worst])
			mine = append(mine[:worst], mine[worst+1:]...)
		}
		// too few: the next most likely people of this side, or of none
		unknown := 0
		for _, g := range goals {
			if d.goalSide(g) == nil {
				unknown++
			}
		}
		for len(mine)+unknown < want[c] {
			var best *entity
			for e, p := range dl.prob {
				if p < spareThreshold || p >= add && len(byScorer[e]) > 0 || e.team != nil && e.team != c {
					continue
				}
				if scoresIn(goals, e) {
					continue
				}
				if best == nil || p > dl.prob[best] || p == dl.prob[best] && e.id < best.id {
					best = e
				}
			}
			if best == nil {
				break
			}
			added := byScorer[best]
			if len(added) == 0 {
				if g := d.newGoal(best, goals); g != nil {
					g.team = c // the score's count outweighs a club its sentence names for another's goal
					d.decision.told[g] = true
					added = []*goalEv{g}
				}
			}
			if len(added) == 0 {
				dl.prob[best] = 0
				continue
			}
			if dl.scoredFor[best] == nil {
				dl.scoredFor[best] = c
			}
			dl.verdict[best] = fmt.Sprintf("scored: the final score gives %s %d goals and, at probability %.2f, the likeliest scorer left", c.display(), want[c], dl.prob[best])
			goals = append(goals, added...)
			mine = append(mine, added...)
			// as many more as the text counts them ("a double from X"), while
			// the score has room
			for n := len(byScorerIn(goals, best)); n < d.evidence.people[best].count && len(mine)+unknown < want[c]; n++ {
				g := d.newGoal(best, goals)
				if g == nil {
					break
				}
				g.team = c
				d.decision.told[g] = true
				goals = append(goals, g)
				mine = append(mine, g)
			}
		}
	}
	return goals
}

// goalSide is the club a goal counted for: the club its tellings gave, or
// its scorer's side as the decision stands (the other side for an own goal).
func (d *doc) goalSide(g *goalEv) *clubEnt {
	if d.decision.told[g] {
		return g.team
	}
	if g.scorer == nil {
		return nil
	}
	side := d.decision.scoredFor[g.scorer]
	if side == nil {
		side = g.scorer.team
	}
	if side == nil {
		return nil
	}
	if g.kind == "own_goal" {
		return d.other(side)
	}
	return side
}

// decideGoalSides weighs the side each scorer's goals counted for, from the
// sentences telling them and the scorer's own side evidence (GoalSide).
func (d *doc) decideGoalSides(m *Model) {
	ps := d.participants()
	if len(ps) != 2 || len(m.GoalSide) == 0 {
		return
	}
	dl := d.decision
	for e, ge := range d.goalSides {
		if e.team != nil && e.teamWhy >= 2 {
			dl.scoredFor[e], dl.goalZ[e] = e.team, 4
			continue
		}
		z := m.GoalSide.score(ge.feats[ps[0]]) - m.GoalSide.score(ge.feats[ps[1]])
		dl.goalZ[e] = z
		switch {
		case z > 0:
			dl.scoredFor[e] = ps[0]
		case z < 0:
			dl.scoredFor[e] = ps[1]
		}
	}
}

// assignGoalTeams gives each goal its club: the one its tellings gave, the
// scorer's club when the text states it, or the scorer's side when the
// decision is sure of it (Ties "goal"). The goals still without a club then
// take the one the final score leaves them, when it leaves only one: with
// every goal of one side accounted for, the rest are the other side's.
func (d *doc) assignGoalTeams(goals []*goalEv, m *Model) {
	dl := d.decision
	var open []*goalEv
	for _, g := range goals {
		if g.scorer == nil {
			continue
		}
		if dl.told[g] {
			if g.team != nil {
				dl.teamWhy[g] = "its tellings name the club"
			}
			continue
		}
		g.team = nil
		side := d.goalSide(g)
		sure := math.Abs(dl.side[g.scorer])
		if z, ok := dl.goalZ[g.scorer]; ok {
			sure = math.Abs(z)
		}
		switch {
		case side != nil && g.scorer.teamWhy >= 2:
			dl.teamWhy[g] = "the text names the scorer's club"
		case side != nil && sure >= m.Ties["goal"]:
			dl.teamWhy[g] = fmt.Sprintf("the scorer's side, at log-odds %.1f", sure)
		default:
			open = append(open, g)
			continue
		}
		g.team = side
	}
	if len(open) == 0 || d.home == nil || d.away == nil || d.hs == nil || d.as == nil {
		return
	}
	need := map[*clubEnt]int{d.home: *d.hs, d.away: *d.as}
	for _, g := range goals {
		if g.team != nil {
			need[g.team]--
		}
	}
	for _, c := range []*clubEnt{d.home, d.away} {
		if need[d.other(c)] == 0 && need[c] >= len(open) {
			for _, g := range open {
				g.team = c
				dl.teamWhy[g] = fmt.Sprintf("the final score leaves only %s to have scored it", c.display())
			}
			dl.fits = true
			return
		}
	}
	d.sidesByScore(open, need, m.threshold("fit", 1.01))
}

// sidesByScore gives the goals still without a club theirs when the final
// score leaves at least as many goals to the sides as are open: of the ways
// to split the open goals' scorers between the two sides that give neither
// side more than its count (fewer when a goal was not read), weighted by
// how likely each scorer's side is, it takes a
// scorer's side when the ways that agree on it weigh at least sure of the
// total. A scorer's goals go to one side together (an own goal to the
// other); a goal its scorer's side alone left open may so be settled by
// the sides of the others ("the one of these two who is likelier away").
func (d *doc) sidesByScore(open []*goalEv, need map[*clubEnt]int, sure float64) {
	dl := d.decision
	if need[d.home] < 0 || need[d.away] < 0 || need[d.home]+need[d.away] < len(open) {
		return
	}
	type unit struct {
		e        *entity
		own, opp int     // goals for the scorer's own side, own goals
		p        float64 // probability the scorer plays for the home side
	}
	var units []*unit
	at := map[*entity]*unit{}
	for _, g := range open {
		u := at[g.scorer]
		if u == nil {
			z, ok := dl.goalZ[g.scorer]
			if !ok {
				z = dl.side[g.scorer]
			}
			if ps := d.participants(); len(ps) == 2 && ps[0] != d.home {
				z = -z
			}
			u = &unit{e: g.scorer, p: 1 / (1 + math.Exp(-z))}
			at[g.scorer] = u
			units = append(units, u)
		}
		if g.kind == "own_goal" {
			u.opp++
		} else {
			u.own++
		}
	}
	if len(units) > 12 {
		return // too many ways to weigh; the case does not arise in a match report
	}
	total := 0.0
	home := make([]float64, len(units))
	for mask := 0; mask < 1<<len(units); mask++ {
		w, h, a := 1.0, 0, 0
		for i, u := range units {
			if mask&(1<<i) != 0 { // u plays at home
				w *= u.p
				h += u.own
				a += u.opp
			} else {
				w *= 1 - u.p
				h += u.opp
				a += u.own
			}
		}
		if h > need[d.home] || a > need[d.away] {
			continue // more goals to a side than the score leaves it (fewer: some were not read)
		}
		total += w
		for i := range units {
			if mask&(1<<i) != 0 {
				home[i] += w
			}
		}
	}
	if total == 0 {
		return
	}
	for i, u := range units {
		var side *clubEnt
		p := home[i] / total
		switch {
		case p >= sure:
			side = d.home
		case 1-p >= sure:
			side, p = d.away, 1-p
		default:
			continue
		}
		for _, g := range open {
			if g.scorer != u.e {
				continue
			}
			g.team = side
			if g.kind == "own_goal" {
				g.team = d.other(side)
			}
			dl.teamWhy[g] = fmt.Sprintf("the final score and the scorers' likely sides: %s's side is %s at probability %.2f", u.e.name, side.display(), p)
		}
	}
}

// scorersJoinTheirGoals gives a scorer whose club the text does not state
// the club their goals counted for (the other one for an own goal), when
// all their goals agree: the final score or a telling that settled a goal's
// club settles its scorer's too.
func (d *doc) scorersJoinTheirGoals(goals []*goalEv) {
	votes := clubVotes{}
	for _, g := range goals {
		e := g.scorer
		if e == nil || g.team == nil || e.teamWhy >= 2 {
			continue
		}
		c := g.team
		if g.kind == "own_goal" {
			if c = d.other(c); c == nil {
				continue
			}
		}
		votes.add(e, c, d.decision.told[g] || d.decision.fits)
	}
	votes.apply()
}

// clubVotes gathers, for players whose club the text does not state, the
// clubs their goals say they play for; a player all of whose votes agree
// takes that club, inferred unless a vote was sure.
type clubVotes map[*entity]*clubVote

type clubVote struct {
	club        *clubEnt
	split, sure bool
}

func (v clubVotes) add(e *entity, c *clubEnt, sure bool) {
	cv := v[e]
	if cv == nil {
		cv = &clubVote{club: c}
		v[e] = cv
	}
	cv.split = cv.split || cv.club != c
	cv.sure = cv.sure || sure
}

func (v clubVotes) apply() {
	for e, cv := range v {
		if !cv.split && e.team != cv.club {
			e.team, e.teamInferred = cv.club, !cv.sure
		}
	}
}

// byScorerIn lists a person's goals among goals.
func byScorerIn(goals []*goalEv, e *entity) []*goalEv {
	var out []*goalEv
	for _, g := range goals {
		if g.scorer == e {
			out = append(out, g)
		}
	}
	return out
}

// listedIn reports a goal a scorers list gives.
func listedIn(goals []*goalEv) bool {
	for _, g := range goals {
		if g.listed {
			return true
		}
	}
	return false
}

// weaker reports whether goal a is less likely than goal b: a listed goal
// is the strongest; a scorer's goal beyond the ones the text counts for them
// (a second reading of one goal, most often) is weaker than any scorer's
// counted goal; a new goal is weaker than one the rules read; then by the
// scorer's probability.
func (d *doc) weaker(a, b *goalEv, goals []*goalEv) bool {
	if a.listed != b.listed {
		return b.listed
	}
	if ea, eb := d.extra(a, goals), d.extra(b, goals); ea != eb {
		return ea
	}
	if a.fresh != b.fresh {
		return a.fresh
	}
	return d.decision.prob[a.scorer] < d.decision.prob[b.scorer]
}

// extra reports a goal told after as many of its scorer's goals as the text
// counts for them (one when it gives no count).
func (d *doc) extra(g *goalEv, goals []*goalEv) bool {
	counted := 1
	if pe := d.evidence.people[g.scorer]; pe != nil && pe.count > 1 {
		counted = pe.count
	}
	k := 0
	for _, o := range goals {
		if o.scorer == g.scorer {
			k++
		}
		if o == g {
			return k > counted
		}
	}
	return false
}

func scoresIn(goals []*goalEv, e *entity) bool {
	for _, g := range goals {
		if g.scorer == e {
			return true
		}
	}
	return false
}

func without(goals []*goalEv, g *goalEv) []*goalEv {
	out := goals[:0:0]
	for _, o := range goals {
		if o != g {
			out = append(out, o)
		}
	}
	return out
}

// chainNewGoals reads the moves of the goals the decision added.
func (d *doc) chainNewGoals() {
	d.goalsIn = map[*sent][]*goalEv{}
	for _, g := range d.goals {
		for s := range g.sents {
			d.goalsIn[s] = append(d.goalsIn[s], g)
		}
	}
	for _, g := range d.goals {
		if !g.fresh || g.retold || g.scorer == nil {
			continue
		}
		var best []passAct
		for _, gm := range g.ments {
			var cand []passAct
			for _, s := range d.window(g, gm) {
				for _, a := range d.actsOf(s) {
					if s == gm.s && !d.inGoalRegion(g, gm, a.pos) {
						continue
					}
					if s.idx > gm.s.idx && a.target != g.scorer && !elaborates(s, g) {
						continue
					}
					cand = append(cand, a)
				}
			}
			if chain := buildChain(g.scorer, cand); len(chain) > len(best) {
				best = chain
			}
		}
		for _, a := range best {
			g.chain = append(g.chain, a.agent)
			g.kinds = append(g.kinds, a.kind)
		}
	}
}

// decideSides gives every person the club the fitted side weights find
// likeliest, when it is likely enough. A person's own evidence gives the
// log-odds of one club over the other; team-mates pull a person's side
// towards theirs and opponents away from it (Ties), settled by a few rounds
// of mean-field updates. A side the reading rules took from the text itself
// ("City's X", a line-up) is fixed.
func (d *doc) decideSides(m *Model) {
	if len(m.Side) == 0 {
		return
	}
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	const fixed = 4.0
	dl := d.decision
	unary := map[*entity]float64{}
	for _, e := range d.persons {
		if e.manager || e.referee {
			continue
		}
		if e.team != nil && e.teamWhy >= 2 {
			unary[e] = fixed
			if e.team == ps[1] {
				unary[e] = -fixed
			}
			continue
		}
		if se := d.sides[e]; se != nil {
			unary[e] = m.Side.score(se.feats[ps[0]]) - m.Side.score(se.feats[ps[1]])
		}
	}
	// a player with no cue of their own still takes a side from the ones
	// they are tied to: "A replaced B", "C saved D's shot"
	for _, t := range d.edges {
		for _, e := range []*entity{t.a, t.b} {
			if _, ok := unary[e]; !ok && !e.manager && !e.referee {
				unary[e] = 0
			}
		}
	}
	z := map[*entity]float64{}
	for e, u := range unary {
		z[e] = u
	}
	mate, opp := m.Ties["mate"], m.Ties["opp"]
	for round := 0; round < 8; round++ {
		next := map[*entity]float64{}
		for e, u := range unary {
			next[e] = u
		}
		for _, t := range d.edges {
			w := mate
			if !t.mate {
				w = -opp
			}
			if _, ok := unary[t.a]; ok {
				next[t.a] += w * math.Tanh(z[t.b]/2)
			}
			if _, ok := unary[t.b]; ok {
				next[t.b] += w * math.Tanh(z[t.a]/2)
			}
		}
		z = next
	}
	threshold := m.Ties["threshold"]
	for e, v := range z {
		dl.side[e] = v
		if e.team != nil && e.teamWhy >= 2 {
			continue
		}
		switch {
		case v >= threshold && v > 0:
			e.team = ps[0]
		case v <= -threshold && v < 0:
			e.team = ps[1]
		default:
			e.team = nil
		}
		e.teamInferred = e.team != nil
	}
}
