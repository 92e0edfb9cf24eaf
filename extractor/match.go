package extractor

import "strings"

var winVerbs = set(`beat beats beating defeated defeat defeats defeating edged edges edging edge thrashed thrashes
	thrashing thrash overcame overcome overcomes overcoming downed downs down downing hammered hammers hammer
	hammering stunned stuns stun stunning routed routs rout routing crushed crushes crush crushing thumped
	thumps thump thumping outclassed outclass battered batter battering beaten dispatched dispatch dismantled
	dismantle humbled humble toppled topple topples toppling outlasted outlast outlasts outlasting overpowered
	overpower overpowers overpowering`)

// offVerbs beat a side with "off" or "aside": "saw off B", "brushed aside B".
var offVerbs = set(`saw see sees seeing seen brushed brush brushes brushing swept sweep pushed cast`)

// pastVerbs move past a beaten side: "eased past B 2-0", "rallied past B".
var pastVerbs = set(`eased cruised rallied swept breezed romped coasted strolled marched powered squeezed edged
	ease cruise rally sweep breeze romp coast stroll march power squeeze edge slipped slip got get gets getting`)

var winNouns = set(`win victory triumph success defeat loss draw winners`)

// takeVerbs take a result won as object: "snatched a 2-1 smash-and-grab".
var takeVerbs = set(`snatched secured sealed claimed earned grabbed recorded clinched ground completed`)

// participants are the two clubs the match is between: home and away when
// known, else the two clubs named most often.
func (d *doc) participants() []*clubEnt {
	if d.home != nil && d.away != nil {
		return []*clubEnt{d.home, d.away}
	}
	if d.clubCounts == nil {
		d.clubCounts = map[*clubEnt]int{}
		for _, s := range d.sents {
			if s.other {
				continue
			}
			for _, m := range s.ments {
				if m.kind == mClub && !m.inDesc && m.club != nil && !placeClub(m) {
					d.clubCounts[m.club]++
					if s.headline || s.idx == 0 {
						d.clubCounts[m.club]++
					}
				}
			}
		}
	}
	counts := d.clubCounts
	var out []*clubEnt
	if d.home != nil {
		out = append(out, d.home)
	}
	if d.away != nil {
		out = append(out, d.away)
	}
	for len(out) < 2 {
		var best *clubEnt
		for _, c := range d.clubs {
			if counts[c] == 0 || containsClub(out, c) {
				continue
			}
			if best == nil || counts[c] > counts[best] {
				best = c
			}
		}
		if best == nil {
			break
		}
		out = append(out, best)
	}
	return out
}

func containsClub(cs []*clubEnt, c *clubEnt) bool {
	for _, o := range cs {
		if o == c {
			return true
		}
	}
	return false
}

// other returns the participant that is not c.
func (d *doc) other(c *clubEnt) *clubEnt {
	ps := d.participants()
	if len(ps) != 2 || c == nil {
		return nil
	}
	if ps[0] == c {
		return ps[1]
	}
	if ps[1] == c {
		return ps[0]
	}
	return nil
}

// readMatch finds the score, home and away, venue and competition.
func (d *doc) readMatch() {
	d.readScore()
	d.dropGoalsOfGoalless()
	d.dropOtherResults()
	d.readVenue()
	if d.home == nil || d.away == nil {
		d.readHosts()
	}
	d.readCompetition()
	d.findManagers()
	d.otherPeople()
	d.dropManagerCards()
	d.readScorers()
	d.readTimeline()
	d.runningScores()
	d.resolveTeamRefs()
	d.inferTeams()
	if d.winnerByGoals() {
		d.walkScore()
	}
	if d.home == nil {
		// the goals' clubs, now solved, may tell which side "the hosts" were
		d.resolveTeamRefs()
		if d.home != nil {
			d.inferTeams()
		}
	}
	if d.hs == nil && d.home != nil && d.away != nil {
		d.sumGoals()
	}
	d.markNotInMatch()
	if d.home == nil && d.scoreWinner != nil && d.scoreLoser != nil && d.ev.Score != nil {
		d.homeByOrder()
	}
	if d.home == nil || d.away == nil || d.hs == nil {
		d.home, d.away, d.hs, d.as = nil, nil, nil, nil
		d.ev.Home, d.ev.Away, d.ev.Score = nil, nil, nil
	}
}

// dropOtherResults marks the sentences that state the result of another
// match, a win or defeat over a club this match is not between ("X, three
// times on target when they beat Wales 3-1 last month, ..."), and drops the
// goals told only there.
func (d *doc) dropOtherResults() {
	if d.home == nil || d.away == nil {
		return
	}
	ps := []*clubEnt{d.home, d.away}
	found := false
	for _, s := range d.sents {
		if s.other || s.headline {
			continue
		}
		if otherClubsMet(s, ps, d) {
			s.other, found = true, true // "... as Chelsea beat Arsenal"
			continue
		}
		for k := range s.toks {
			a, b, ok := isScore(lo(s, k))
			if !ok {
				continue
			}
			f := d.resultAround(s, k, a, b)
			if f == nil {
				continue
			}
			if f.winner != nil && !containsClub(ps, f.winner) || f.loser != nil && !containsClub(ps, f.loser) {
				s.other, found = true, true
				break
			}
		}
	}
	if !found {
		return
	}
	kept := d.goals[:0]
	for _, g := range d.goals {
		elsewhere := len(g.ments) > 0
		for _, gm := range g.ments {
			elsewhere = elsewhere && gm.s.other
		}
		if !elsewhere {
			kept = append(kept, g)
		}
	}
	d.goals = kept
}

// otherClubsMet reports a sentence telling a result between two clubs this
// match is not between, and naming neither of its clubs: "In the other
// semi-final, X scored the only goal as Chelsea beat Arsenal".
func otherClubsMet(s *sent, ps []*clubEnt, d *doc) bool {
	var first *mention
	for _, m := range s.ments {
		c := d.mentionClub(m)
		if c == nil || m.inDesc {
			continue
		}
		if containsClub(ps, c) {
			return false
		}
		if first == nil {
			first = m
			continue
		}
		if c == d.mentionClub(first) {
			continue
		}
		for q := first.j; q < m.i; q++ {
			if winVerbs[lo(s, q)] || lo(s, q) == "drew" && lo(s, q+1) == "with" {
				return m.i-first.j <= 4
			}
		}
	}
	return false
}

// dropGoalsOfGoalless drops the goals read from a report whose headline or
// opening states a goalless result: what read as goals there were chances,
// saves and goals ruled out ("thought they had taken the lead when X turned
// in a cross").
func (d *doc) dropGoalsOfGoalless() {
	if d.hs == nil || d.as == nil || *d.hs != 0 || *d.as != 0 || d.ev.Score == nil {
		return
	}
	for _, s := range d.sents {
		if s.source() == *d.ev.Score {
			if s.idx <= 2 || s.headline {
				d.goals = nil
			}
			return
		}
	}
}

// scoreFact is a result a sentence states, winner first.
type scoreFact struct {
	s             *sent
	winner, loser *clubEnt
	w, l          int
	homeFirst     bool // "A 3-2 B": A is at home
	winnerHome    bool // "a 4-0 home win"
	loserHome     bool
	draw          bool
	weakWinner    bool // the winner is only the club named nearest before, not the subject
}

func (d *doc) readScore() {
	found := false
	final := d.finalLine()
	if final == nil {
		final = d.brokenLine()
	}
	for _, s := range d.sents {
		if s.other {
			continue
		}
		f := d.scoreIn(s)
		if f == nil {
			continue
		}
		if !found {
			if final != nil {
				f = final
			}
			d.applyScore(f)
			found = true
			continue
		}
		// a later result only tells who was at home
		if d.home == nil && (f.homeFirst || f.winnerHome || f.loserHome) {
			if f.winner == nil && f.loser != nil {
				f.winner = d.other(f.loser)
			}
			if f.loser == nil && f.winner != nil {
				f.loser = d.other(f.winner)
			}
			switch {
			case f.homeFirst || f.winnerHome:
				d.setHome(f.winner, f.loser, s)
			case f.loserHome:
				d.setHome(f.loser, f.winner, s)
			}
		}
	}
	if !found && final != nil {
		d.applyScore(final)
		found = true
	}
	if !found {
		if f := d.onlyGoalResult(); f != nil {
			d.applyScore(f)
		}
	}
}

// onlyGoalResult reads a 1-0 told without its figures: the match's only goal
// in a sentence where one club beat the other. "X grabbed the only goal of
// the game as Glentoran got the better of Linfield", "Marseille condemned
// PSG to defeat thanks to the sole strike of X".
func (d *doc) onlyGoalResult() *scoreFact {
	for _, s := range d.sents {
		if s.other || s.idx > 6 {
			continue
		}
		only := false
		for k := 0; k+1 < len(s.toks); k++ {
			switch lo(s, k) {
			case "only", "sole", "lone", "solitary", "single":
				if w := lo(s, k+1); w == "goal" || w == "strike" || w == "goals" && lo(s, k-1) == "the" {
					only = lo(s, k-1) == "the" || lo(s, k-1) == "'s" || lo(s, k-1) == "a"
				}
			}
		}
		if !only {
			continue
		}
		var a, b *mention
		for _, m := range s.ments {
			if m.kind != mClub || m.inDesc || m.club == nil || m.poss {
				continue
			}
			if a == nil {
				a = m
			} else if m.club != a.club {
				b = m
				break
			}
		}
		if a == nil || b == nil {
			continue
		}
		for q := a.j; q < b.i; q++ {
			w := lo(s, q)
			switch {
			case w == "lost" || w == "fell" || w == "beaten" || w == "defeated" && passiveAux[lo(s, q-1)]:
				return &scoreFact{s: s, winner: b.club, loser: a.club, w: 1, l: 0}
			case w == "better" && lo(s, q+1) == "of", winVerbs[w], w == "condemned" || w == "sank" || w == "pipped":
				return &scoreFact{s: s, winner: a.club, loser: b.club, w: 1, l: 0}
			}
		}
	}
	return nil
}

// finalLine picks the result among scorelines a live blog states as the
// match goes on ("Stoke City 0-1 Derby County", later "Stoke City 1-1 Derby
// County"): the score only grows, so the result is the line every other one
// between the same clubs stays within. It returns nil unless a line comes
// after the first and outgrows it.
func (d *doc) finalLine() *scoreFact {
	var lines []*scoreFact
	for _, s := range d.sents {
		if s.other {
			continue
		}
		if f := d.scoreIn(s); f != nil && f.homeFirst {
			lines = append(lines, f)
		}
	}
	if len(lines) < 2 {
		return nil
	}
	top := lines[0]
	for _, f := range lines[1:] {
		if f.winner != top.winner || f.loser != top.loser {
			return nil // other clubs or the other way round: not one match's running score
		}
		if f.w >= top.w && f.l >= top.l {
			top = f
		} else if f.w > top.w || f.l > top.l {
			return nil // neither contains the other: not a running score
		}
	}
	if top == lines[0] {
		return nil
	}
	return top
}

func (d *doc) applyScore(f *scoreFact) {
	src := f.s.source()
	d.ev.Score = &src
	if f.homeFirst {
		d.home, d.away = f.winner, f.loser
		hs, as := f.w, f.l
		d.hs, d.as = &hs, &as
		d.ev.Home, d.ev.Away = &src, &src
		return
	}
	if f.winner == nil && f.loser != nil {
		f.winner = d.other(f.loser)
	}
	if f.loser == nil && f.winner != nil {
		f.loser = d.other(f.winner)
	}
	if f.winner == nil || f.loser == nil {
		return
	}
	d.scoreWinner, d.scoreLoser = f.winner, f.loser
	d.scoreW, d.scoreL = f.w, f.l
	d.weakWinner = f.weakWinner
	if f.winnerHome {
		d.setHome(f.winner, f.loser, f.s)
	}
	if f.loserHome {
		d.setHome(f.loser, f.winner, f.s)
	}
	d.fixScore()
}

func (d *doc) setHome(h, a *clubEnt, s *sent) {
	if h == nil || a == nil || h == a || d.home != nil {
		return
	}
	d.home, d.away = h, a
	src := s.source()
	d.ev.Home, d.ev.Away = &src, &src
	d.fixScore()
}

// fixScore orients a winner/loser score once home is known.
func (d *doc) fixScore() {
	if d.home == nil || d.scoreWinner == nil || d.hs != nil {
		return
	}
	w, l := d.scoreW, d.scoreL
	switch {
	case d.home == d.scoreWinner && d.away == d.scoreLoser:
		d.hs, d.as = &w, &l
	case d.home == d.scoreLoser && d.away == d.scoreWinner:
		d.hs, d.as = &l, &w
	}
}

// winnerByGoals turns round a result read as "B won 3-1" when the goals
// whose club is known say A won it: A already has more goals than the loser
// ends with, and the other way round every count fits. The words around a
// result ("left Atlanta chasing shadows in a 3-1 win") may name the loser
// nearest.
func (d *doc) winnerByGoals() bool {
	if !d.weakWinner || d.scoreWinner == nil || d.scoreLoser == nil || d.scoreW == d.scoreL || d.ev.Score == nil {
		return false
	}
	known := map[*clubEnt]int{}
	for _, g := range d.goals {
		if g.team != nil {
			known[g.team]++
		}
	}
	w, l := d.scoreWinner, d.scoreLoser
	if known[l] <= d.scoreL || known[l] > d.scoreW || known[w] > d.scoreL {
		return false
	}
	d.scoreWinner, d.scoreLoser = l, w
	if d.home != nil && d.hs != nil {
		d.hs, d.as = nil, nil
		d.fixScore()
	}
	return true
}

// scoreIn reads one sentence for a result.
func (d *doc) scoreIn(s *sent) *scoreFact {
	toks := s.toks
	for k := range toks {
		a, b, ok := isScore(toks[k].lo)
		if !ok {
			if f := scoreLine(s, k); f != nil {
				return f
			}
			continue
		}
		if a > 20 || b > 20 || shootoutScore(s, k) || halfTimeScore(s, k) {
			continue
		}
		bj, ai := k, k+1
		if halfTimeBefore(s, k) && lo(s, k+3) == ")" && lo(s, k+1) == "(" && s.toks[k+2].num {
			bj, ai = k-3, k+4 // "Everton (1) 2-1 (0) Fulham": each side's half-time score in brackets
		}
		before := mentionAt(s.ments, bj-1)
		after := mentionAt(s.ments, ai)
		if before != nil && after != nil && before.kind == mClub && after.kind == mClub && before.j == bj && after.i == ai && before.club != after.club {
			return &scoreFact{s: s, winner: before.club, loser: after.club, w: a, l: b, homeFirst: true}
		}
		if h, aw := fixtureBefore(s, k); h != nil {
			// "Everton vs Fulham 3-1", "Everton v Fulham: 3-1": home first
			return &scoreFact{s: s, winner: h, loser: aw, w: a, l: b, homeFirst: true}
		}
		if f := d.resultAround(s, k, a, b); f != nil {
			return f
		}
	}
	return nil
}

// halfTimeScore reports a score at token k told as the half-time one: "tied
// 0-0 at halftime", "2-1 at the break", "level at 1-1 at the interval".
func halfTimeScore(s *sent, k int) bool {
	if lo(s, k+1) != "at" {
		return false
	}
	w := lo(s, k+2)
	if w == "the" {
		w = lo(s, k+3)
		return w == "break" || w == "interval" || w == "half" || w == "half-time" || w == "halftime"
	}
	return w == "half-time" || w == "halftime" || w == "half" && lo(s, k+3) == "time"
}

// shootoutScore reports a score at token k that is a penalty shoot-out's,
// not the match's: "4-3 on penalties", "5-4 in the shoot-out", "won the
// shootout 3-1".
func shootoutScore(s *sent, k int) bool {
	shootout := func(w string) bool { return w == "shoot-out" || w == "shootout" || w == "penalties" || w == "pens" }
	if lo(s, k+1) == "on" && shootout(lo(s, k+2)) {
		return true
	}
	if lo(s, k+1) == "in" {
		for q := k + 2; q < len(s.toks) && q <= k+4; q++ {
			if shootout(lo(s, q)) {
				return true
			}
		}
	}
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		if w := lo(s, q); w == "shoot-out" || w == "shootout" {
			return true
		}
	}
	return false
}

// scoreLine reads a result line whose goals follow each club, the home
// club first, from the number at token k: "Sunderland 5 Middlesbrough 3",
// "Athletic Bilbao 1 - Valencia 0", "Seattle Sounders FC 2, Portland
// Timbers 1".
func scoreLine(s *sent, k int) *scoreFact {
	toks := s.toks
	if !toks[k].num || k == 0 {
		return nil
	}
	// "Everton (1) 2 Fulham (0) 1": each side's half-time
	// score in brackets before its final one
	h := k
	if halfTimeBefore(s, k) {
		h = k - 3
	}
	home := mentionAt(s.ments, h-1)
	if home == nil || home.kind != mClub || home.j != h {
		return nil
	}
	next := k + 1
	if lo(s, next) == "(" {
		// "Exeter City 2 (Salt 10, 60) Crewe Alexandra 1 (Kerr 70)": the home scorers
		for next < len(s.toks) && next < k+24 && lo(s, next) != ")" {
			next++
		}
		next++
	}
	// "Everton 2 Carter 19, Baker 80 Fulham 1": the
	// home scorers with their minutes, unbracketed, before the away club
	for q := next; q < len(toks) && q < k+24; {
		m := mentionAt(s.ments, q)
		if m == nil || m.i != q || m.kind == mClub || m.j >= len(toks) || !toks[m.j].num {
			break
		}
		q = m.j + 1
		for q < len(toks) && (toks[q].num || lo(s, q) == "," || lo(s, q) == "pen" || lo(s, q) == "og") {
			q++
		}
		next = q
	}
	comma := false
	switch lo(s, next) {
	case "-", ",", "v", "vs":
		comma = lo(s, next) == ","
		next++
	}
	away := mentionAt(s.ments, next)
	if away == nil || away.kind != mClub || away.i != next || away.club == home.club {
		return nil
	}
	aj := away.j
	if h != k && aj+3 < len(toks) && halfTimeBefore(s, aj+3) {
		aj += 3
	}
	if aj >= len(toks) || !toks[aj].num {
		return nil
	}
	hs, as := atoi(toks[k].lo), atoi(toks[aj].lo)
	if hs > 20 || as > 20 {
		return nil
	}
	if comma && hs >= as {
		// "Orlando City 2, Seattle 1": an agency's line puts the winner
		// first, wherever the match was played
		return &scoreFact{s: s, winner: home.club, loser: away.club, w: hs, l: as, draw: hs == as}
	}
	return &scoreFact{s: s, winner: home.club, loser: away.club, w: hs, l: as, homeFirst: true}
}

// halfTimeBefore reports a bracketed half-time score right before the
// number at token k: "(1) 2".
func halfTimeBefore(s *sent, k int) bool {
	return k >= 4 && lo(s, k-1) == ")" && s.toks[k-2].num && lo(s, k-3) == "("
}

// resultAround reads "A beat B 3-2", "a 3-2 win over B", "beaten 3-2 by B".
func (d *doc) resultAround(s *sent, k, a, b int) *scoreFact {
	hi, lw := max(a, b), min(a, b)
	// verb of winning before the score
	for q := k - 1; q >= 0 && q >= k-8; q-- {
		w := lo(s, q)
		if _, _, ok := isScore(w); ok {
			break // "beating B 4-3 on penalties after a 2-2 draw": the verb has its own score
		}
		if (w == "off" || w == "aside") && q > 0 && offVerbs[lo(s, q-1)] {
			w, q = "beat", q-1 // "A saw off B 3-2", "A brushed aside B"
			if loser := clubAfter(s, q+2, k); loser != nil {
				return orient(&scoreFact{s: s, winner: d.clubBefore(s, q), loser: loser, w: hi, l: lw}, a, b)
			}
		}
		if w == "past" && q > 0 && pastVerbs[lo(s, q-1)] {
			w, q = lo(s, q-1), q-1 // "A eased past B 2-0" reads as "A beat B 2-0"
			if loser := clubAfter(s, q+2, k); loser != nil {
				return orient(&scoreFact{s: s, winner: d.clubBefore(s, q), loser: loser, w: hi, l: lw}, a, b)
			}
		}
		if winVerbs[w] {
			loser := clubAfter(s, q+1, k)
			winner := d.clubBefore(s, q)
			if w == "beaten" || passiveAux[lo(s, q-1)] && strings.HasSuffix(w, "ed") && (lo(s, k+1) == "by" || lo(s, k+1) == "at") {
				// "were beaten 3-2 by B", "were thrashed 3-1 by B"
				// "were beaten 3-2 by B", "were beaten 3-2 at Vale Park by B"
				by := k + 1
				if lo(s, by) == "at" || lo(s, by) == "in" || lo(s, by) == "on" {
					for r := by + 1; r < len(s.toks) && r <= by+6; r++ {
						if lo(s, r) == "by" {
							by = r
							break
						}
						if isBoundary(s, r) {
							break
						}
					}
				}
				if lo(s, by) == "by" && (d.clubOrRefAfter(s, by+1) != nil || lo(s, k+1) != "at") {
					win := d.clubOrRefAfter(s, by+1)
					var loser *clubEnt
					if p := q - 2; p >= 1 && (lo(s, p) == "side" || lo(s, p) == "team" || lo(s, p) == "men") && (lo(s, p-1) == "his" || lo(s, p-1) == "her") {
						loser = d.managerClub(s)
					}
					if loser == nil {
						loser = d.subjectClub(s, q)
					}
					return &scoreFact{s: s, winner: win, loser: loser, w: hi, l: lw}
				}
				if lo(s, k+1) == "at" {
					// "were beaten 2-1 at B": B won, at home
					if win := clubAfter(s, k+2, k+3); win != nil {
						if loser := d.subjectClub(s, q); loser != nil && loser != win {
							return &scoreFact{s: s, winner: win, loser: loser, w: hi, l: lw, winnerHome: true}
						}
					}
				}
				continue
			}
			if loser == nil {
				continue
			}
			f := orient(&scoreFact{s: s, winner: winner, loser: loser, w: hi, l: lw}, a, b)
			if f == nil {
				return nil
			}
			if lo(s, q-1) == "hosts" || lo(s, q+1) == "hosts" {
				f.loserHome = true
			}
			return f
		}
	}
	// "a 3-2 (home) win over B", "victory for A against B"
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		if !winNouns[lo(s, q)] {
			continue
		}
		homeWin := lo(s, k+1) == "home"
		awayWin := lo(s, k+1) == "away"
		draw := lo(s, q) == "draw"
		if draw && a != b {
			return nil
		}
		var winner, loser, atClub *clubEnt
		for r := q + 1; r < len(s.toks) && r <= q+6; r++ {
			switch lo(s, r) {
			case "for":
				if c := clubAfter(s, r+1, r+4); c != nil && !draw {
					winner = c
				}
			case "over", "against", "at":
				if lo(s, r) == "at" && lo(s, r+1) == "home" && lo(s, r+2) == "to" {
					// "a 3-2 win at home to B": the winner was at home
					if c := clubAfter(s, r+3, r+6); c != nil {
						loser = c
						homeWin = true
					}
					continue
				}
				if c := clubAfter(s, r+1, r+4); c != nil {
					loser = c
					if lo(s, r) == "at" {
						atClub = c // "a 2-1 win at Y", "a 2-1 defeat at Y": Y at home
					}
				}
			case "with", "by":
				// "a 2-2 draw with Y", "held to a 2-2 draw at home by Y"
				if c := clubAfter(s, r+1, r+4); c != nil && draw {
					loser = c
				}
			case "home":
				if draw && lo(s, r-1) == "at" {
					homeWin = true // the subject drew at home
				}
			}
			if draw && isBoundary(s, r) {
				break
			}
		}
		defeat := lo(s, q) == "defeat" || lo(s, q) == "loss"
		if defeat {
			winner, loser = loser, winner
		}
		weak := false
		if defeat && winner == nil && loser == nil && !inflictedBefore(s, q) && leadClub(s, k) != nil {
			// "X slumped to a 2-1 defeat", "X's trip ended in a 2-1 defeat": the subject lost
			loser = leadClub(s, k)
		} else if winner == nil {
			winner = d.clubBefore(s, k)
			if winner == loser {
				winner = nil
			}
			weak = winner != nil && !d.subjectClubBefore(s, k)
			if lc := leadClub(s, k); weak && lc != nil && lc != winner && lc != loser && subjectLike(firstMention(s)) {
				// "A replaced B at the top with a 4-2 win": the sentence's
				// subject won; the club named nearest was its verb's object
				if loser == nil {
					loser = winner
				}
				winner, weak = lc, false
			}
		}
		// "the home team recorded a 1-0 win over the Jets"
		for _, m := range s.ments {
			if m.kind == mTeamRef && m.i < k && clubAfter(s, m.j, k) == nil {
				if m.ref == "home" {
					homeWin = true
				} else {
					awayWin = true
				}
			}
		}
		if winner == nil && loser == nil {
			return nil
		}
		if defeat {
			homeWin, awayWin = awayWin, homeWin // "a 2-1 home defeat": the loser was at home
		}
		if atClub != nil && atClub == winner {
			homeWin = true
		} else if atClub != nil && atClub == loser {
			awayWin = true
		}
		return &scoreFact{s: s, winner: winner, loser: loser, w: hi, l: lw, winnerHome: homeWin, loserHome: awayWin, draw: draw, weakWinner: weak}
	}
	// "A snatched a 2-1 smash-and-grab", "B secured a 1-0 success"
	if lo(s, k-1) == "a" && a != b && takeVerbs[lo(s, k-2)] {
		if c := d.clubBefore(s, k-2); c != nil {
			return &scoreFact{s: s, winner: c, w: hi, l: lw}
		}
	}
	// "A won 2-1", "to win 1-0", "A won 2-1 at B", "A won the game 2-1"
	wonAt := k - 1
	if g := lo(s, k-1); (g == "game" || g == "match" || g == "tie" || g == "contest" || g == "derby" || g == "clash") && lo(s, k-2) == "the" {
		wonAt = k - 3
	}
	if w := lo(s, wonAt); w == "won" || w == "win" || w == "wins" || w == "prevailed" || w == "prevail" || w == "triumphed" || w == "triumph" {
		if c := d.clubBefore(s, wonAt); c != nil {
			f := &scoreFact{s: s, winner: c, w: hi, l: lw}
			if lo(s, k+1) == "over" || lo(s, k+1) == "against" {
				// "A prevailed 2-1 over B", "A won 2-1 against B"
				if o := clubAfter(s, k+2, k+5); o != nil && o != c {
					f.loser = o
				}
				return f
			}
			if lo(s, k+1) == "at" && lo(s, k+2) == "home" {
				// "A won 3-1 at home against B", "at home to B"
				if o := clubAfter(s, k+3, k+6); o != nil && o != c {
					f.loser, f.winnerHome = o, true
				}
				return f
			}
			if lo(s, k+1) == "at" || lo(s, k+1) == "away" && lo(s, k+2) == "at" {
				if o := clubAfter(s, k+2, k+5); o != nil && o != c {
					f.loser, f.loserHome = o, true
				}
			}
			return f
		}
	}
	// "A lost 2-1 to B", "A went down 3-0 at B", "A fell 1-0 at home to B"
	if lostBefore(s, k) && a != b {
		if c := d.clubBefore(s, k-1); c != nil {
			f := &scoreFact{s: s, loser: c, w: hi, l: lw}
			q := k + 1
			if lo(s, q) == "at" && lo(s, q+1) == "home" {
				f.loserHome, q = true, q+2
			}
			switch lo(s, q) {
			case "to", "at", "against":
				if o := clubAfter(s, q+1, q+4); o != nil && o != c {
					f.winner = o
					if lo(s, q) == "at" {
						f.winnerHome = true
					}
				} else if r := mentionAt(s.ments, q+2); lo(s, q+1) == "the" && r != nil && r.kind == mTeamRef && r.i == q+2 {
					// "lost 2-1 to the hosts"
					f.winnerHome, f.loserHome = r.ref == "home", r.ref != "home"
				}
			}
			return f
		}
	}
	// "It finished 2-1 to A against B", "Full-time: 2-1 to the hosts"
	if lo(s, k+1) == "to" && a != b && !lostBefore(s, k) {
		if c := clubAfter(s, k+2, k+4); c != nil {
			f := &scoreFact{s: s, winner: c, w: hi, l: lw}
			for q := k + 3; q < len(s.toks) && q <= k+6; q++ {
				if w := lo(s, q); w == "against" || w == "over" || w == "v" || w == "vs" || w == "versus" {
					if o := clubAfter(s, q+1, q+4); o != nil && o != c {
						f.loser = o
					}
					break
				}
			}
			return f
		}
		if r := mentionAt(s.ments, k+3); lo(s, k+2) == "the" && r != nil && r.kind == mTeamRef && r.i == k+3 {
			return &scoreFact{s: s, w: hi, l: lw, winnerHome: r.ref == "home", loserHome: r.ref != "home"}
		}
	}
	// "A drew 2-2 with B", "A tied 1-1 with B"
	if w := lo(s, k-1); (w == "drew" || w == "draw" || w == "draws" || w == "drawing" || w == "tied" || w == "ties" || w == "tying") && a == b {
		if c := d.clubBefore(s, k-1); c != nil {
			var other *clubEnt
			if w := lo(s, k+1); w == "with" || w == "against" || w == "at" {
				other = clubAfter(s, k+2, k+5)
			}

			if other == c {
				other = nil
			}
			return &scoreFact{s: s, winner: c, loser: other, w: a, l: b, draw: true}
		}
	}
	return nil
}

// fixtureBefore reads a fixture named right before the score at token k,
// the home club first: "Everton vs Fulham 3-1", "Everton v Fulham: 3-1".
func fixtureBefore(s *sent, k int) (home, away *clubEnt) {
	q := k - 1
	if lo(s, q) == ":" || lo(s, q) == "," {
		q--
	}
	if w := lo(s, q); w == "ended" || w == "finished" || w == "ends" || w == "finishes" {
		return pairEnded(s, q) // "the match between A and B ended 2-1"
	}
	aw := mentionAt(s.ments, q)
	if aw == nil || aw.kind != mClub || aw.j != q+1 {
		return nil, nil
	}
	vi := aw.i - 1
	if lo(s, vi) == "." && (lo(s, vi-1) == "v" || lo(s, vi-1) == "vs") {
		vi-- // "A vs. B", the stop its own token
	}
	if v := lo(s, vi); v != "v" && v != "vs" && v != "versus" && v != "v." && v != "vs." && v != "-" && v != "–" {
		return nil, nil
	}
	h := mentionAt(s.ments, vi-1)
	if h == nil || h.kind != mClub || h.j != vi || h.club == aw.club {
		return nil, nil
	}
	return h.club, aw.club
}

// pairEnded reads the two clubs of a match said to have ended with the
// score after token q: "the game between A and B ended 2-1", "A v B
// finished 2-1", "A and B's meeting ended 1-1". The score is the first
// named club's first.
func pairEnded(s *sent, q int) (first, second *clubEnt) {
	var cs []*mention
	for _, m := range s.ments {
		if m.j <= q && q-m.j <= 6 && m.kind == mClub {
			cs = append(cs, m)
		}
	}
	if len(cs) != 2 || cs[0].club == cs[1].club || cs[1].i-cs[0].j != 1 {
		return nil, nil
	}
	switch lo(s, cs[0].j) {
	case "and", "v", "vs", "versus", "v.", "vs.", "-", "–":
	default:
		return nil, nil
	}
	for r := cs[1].j; r < q; r++ {
		if w := lo(s, r); isBoundary(s, r) || w == "," || s.toks[r].num {
			return nil, nil
		}
	}
	return cs[0].club, cs[1].club
}

// orient reads a result told winner first whose score is written the other
// way round ("A beat B 2-3"): the score is then home side first.
func orient(f *scoreFact, a, b int) *scoreFact {
	if a < b {
		f.homeFirst = true
		f.winner, f.loser, f.w, f.l = f.loser, f.winner, a, b
		if f.loser == nil {
			return nil
		}
	}
	return f
}

// leadClub is the club a sentence opens with as its subject, before
// token k: "Crystal Palace welcomed Bournemouth and fell to a 2-0 defeat".
func leadClub(s *sent, k int) *clubEnt {
	for _, m := range s.ments {
		if m.j > k {
			break
		}
		if m.inDesc {
			continue
		}
		if m.kind != mClub || m.gov != "" {
			return nil
		}
		return m.club
	}
	return nil
}

// inflictedBefore reports a verb that hands a defeat to another, told
// before the noun at token q: "X inflicted a 2-1 defeat on Y".
func inflictedBefore(s *sent, q int) bool {
	for r := q - 1; r >= 0 && r >= q-4; r-- {
		switch lo(s, r) {
		case "inflicted", "inflicts", "handed", "hands", "condemned", "consigned", "gave":
			return true
		}
	}
	return false
}

// lostBefore reports a verb of losing right before the score at token k:
// "lost 2-1", "went down 3-0", "fell 1-0".
func lostBefore(s *sent, k int) bool {
	switch lo(s, k-1) {
	case "lost", "lose", "loses", "fell", "falls":
		return true
	case "down":
		w := lo(s, k-2)
		return w == "went" || w == "go" || w == "goes" || w == "going"
	}
	return false
}

// clubAfter returns a club named in tokens [from, to).
func clubAfter(s *sent, from, to int) *clubEnt {
	for _, m := range s.ments {
		if m.i >= from && m.i < to && m.kind == mClub && !m.inDesc {
			return m.club
		}
	}
	return nil
}

func (d *doc) clubOrRefAfter(s *sent, from int) *clubEnt {
	if c := clubAfter(s, from, from+6); c != nil {
		return c
	}
	return nil
}

// clubBefore returns the nearest club named before token k, as subject.
func (d *doc) clubBefore(s *sent, k int) *clubEnt {
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > k || m.inDesc {
			continue
		}
		if m.kind == mClub && !prepositions[m.gov] {
			return m.club
		}
		if m.kind == mTeamRef && d.home != nil {
			if m.ref == "home" {
				return d.home
			}
			return d.away
		}
		if m.kind == mPerson && m.ent != nil && m.ent.manager && m.ent.team != nil && m.poss {
			return m.ent.team
		}
	}
	return nil
}

// subjectClubBefore reports whether the club nearest before token k is
// told as a subject ("Miami cruised to a 3-1 win"), not as an object ("left
// Atlanta chasing shadows in a 3-1 win").
func (d *doc) subjectClubBefore(s *sent, k int) bool {
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > k || m.inDesc || m.kind != mClub || prepositions[m.gov] {
			continue
		}
		if m.i > 0 {
			if t := s.toks[m.i-1]; t.word && !t.cap && t.lo != "the" && !subjectGovs[t.lo] {
				return false // a verb's object: "left Atlanta United chasing shadows"
			}
		}
		return subjectLike(m) || m.poss
	}
	return true
}

// subjectClub finds the losing side of "his side were beaten": a club or the
// club of the manager the sentence names.
func (d *doc) subjectClub(s *sent, k int) *clubEnt {
	if c := d.clubBefore(s, k); c != nil {
		return c
	}
	for _, m := range s.ments {
		if m.i < k && m.kind == mPerson && m.ent != nil && m.ent.manager && m.ent.team != nil {
			return m.ent.team
		}
	}
	return nil
}

// resolveTeamRefs learns home and away from goals told with "the hosts" or
// "the visitors" whose club is known another way, and gives such goals
// their club once home and away are known.
func (d *doc) resolveTeamRefs() {
	if d.home == nil {
		d.coordinatedHosts()
	}
	if d.home == nil {
		// every such goal must point the same way
		var home *clubEnt
		var from *sent
		split := false
		for _, g := range d.goals {
			for _, gm := range g.ments {
				if gm.teamRef == "" || g.team == nil && (g.scorer == nil || g.scorer.team == nil) {
					continue
				}
				team := g.team
				if team == nil {
					team = g.scorer.team
					if g.kind == "own_goal" {
						team = d.other(team) // an own goal counts for the other side
					}
				}
				h := team
				if gm.teamRef != "home" {
					h = d.other(team)
				}
				if h == nil || home != nil && h != home {
					split = true
				}
				if home == nil {
					home, from = h, gm.s
				}
			}
		}
		if home != nil && !split {
			d.setHome(home, d.other(home), from)
		}
	}
	if d.home == nil {
		return
	}
	for _, g := range d.goals {
		if g.team != nil {
			continue
		}
		for _, gm := range g.ments {
			if gm.teamRef == "home" {
				g.team = d.home
			} else if gm.teamRef == "away" {
				g.team = d.away
			}
		}
	}
}

// coordinatedHosts reads which club was at home from a club and "the hosts"
// told as one: "Everton were strong early on and the home side took the
// lead", "Fulham, the visitors, pressed". A contrast ("but the hosts")
// tells nothing.
func (d *doc) coordinatedHosts() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	for _, s := range d.sents {
		if s.other {
			continue
		}
		subj := d.sentenceSubjectOf(s)
		for k, m := range s.ments {
			if m.kind != mTeamRef || m.club != nil || m.ref != "home" && m.ref != "away" || m.poss && k == 0 {
				continue
			}
			var c *clubEnt
			start := m.i
			if lo(s, start-1) == "the" {
				start--
			}
			switch b := lo(s, start-1); {
			case b == "and" && subj != nil && containsClub(ps, subj) && !contrastBetween(s, 0, m.i) && !s.toks[m.j].poss:
				c = subj // "Everton started well and the hosts went ahead"
			case b == "," && k > 0 && s.ments[k-1].kind == mClub && s.ments[k-1].j == start-1 && !s.ments[k-1].poss && lo(s, m.j) == ",":
				c = s.ments[k-1].club // "Fulham, the visitors, pressed"
			}
			if c == nil || !containsClub(ps, c) {
				continue
			}
			if m.ref == "home" {
				d.setHome(c, d.other(c), s)
			} else {
				d.setHome(d.other(c), c, s)
			}
			return
		}
	}
}

// sumGoals gives the score from the goals when every goal has a club, or
// when every way of giving the goals to the clubs that the story of the
// score allows ends with the same count for each club.
func (d *doc) sumGoals() {
	if len(d.goals) == 0 {
		return
	}
	if t := d.walkTally; t != nil {
		if h, ok := t[d.home]; ok {
			if a, ok := t[d.away]; ok {
				d.hs, d.as, d.summed = &h, &a, true
				return
			}
		}
	}
	if h, a, ok := d.tally(d.goals, func(g *goalEv) *clubEnt { return g.team }); ok {
		d.hs, d.as, d.summed = &h, &a, true
	}
}

// tally counts goals for home and away by the club side gives each; ok is
// false when a goal has neither.
func (d *doc) tally(goals []*goalEv, side func(*goalEv) *clubEnt) (h, a int, ok bool) {
	for _, g := range goals {
		switch side(g) {
		case d.home:
			h++
		case d.away:
			a++
		default:
			return 0, 0, false
		}
	}
	return h, a, true
}

// managerClub is the club of the manager a sentence names.
func (d *doc) managerClub(s *sent) *clubEnt {
	for _, m := range s.ments {
		if m.kind == mPerson && m.ent != nil && m.ent.manager && m.ent.team != nil {
			return m.ent.team
		}
	}
	return nil
}

// homeByOrder takes the club the report names first as the home side when a
// result was read but nothing in the text says who was at home: by the
// convention of result lines and headlines ("A 2-1 B", "A beat B"), the
// home side comes first in 48 of the 55 dev reports that state a score,
// and the annotators keep that order for a match at a neutral ground too
// (the first-named side of a tournament fixture).
func (d *doc) homeByOrder() {
	w, l := d.scoreWinner, d.scoreLoser
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for _, m := range s.ments {
			if m.kind != mClub || m.inDesc || placeClub(m) {
				continue
			}
			switch m.club {
			case w:
				d.setHome(w, l, s)
				return
			case l:
				d.setHome(l, w, s)
				return
			}
		}
	}
}

// firstMention is the sentence's first mention, or nil.
func firstMention(s *sent) *mention {
	if len(s.ments) == 0 {
		return nil
	}
	return s.ments[0]
}

// brokenLine reads a result line broken over two lines, each a club and its
// goals: "Shamrock Rovers 2" then "Shelbourne 2". The first is at home.
func (d *doc) brokenLine() *scoreFact {
	for i := 0; i+1 < len(d.sents) && i < 6; i++ {
		a, b := d.sents[i], d.sents[i+1]
		ca, na, oka := clubAndNumber(a)
		cb, nb, okb := clubAndNumber(b)
		if oka && okb && ca != cb && a.para != b.para {
			return &scoreFact{s: a, winner: ca, loser: cb, w: na, l: nb, homeFirst: true}
		}
	}
	return nil
}

// clubAndNumber reads a line that is only a club's name and a number.
func clubAndNumber(s *sent) (*clubEnt, int, bool) {
	if len(s.ments) != 1 || len(s.toks) < 2 {
		return nil, 0, false
	}
	m := s.ments[0]
	last := s.toks[len(s.toks)-1]
	if m.kind != mClub || m.i != 0 || m.j != len(s.toks)-1 || !last.num {
		return nil, 0, false
	}
	n := atoi(last.lo)
	if n > 20 {
		return nil, 0, false
	}
	return m.club, n, true
}
