package extractor

import "strings"

// blockGoal is one goal a scorers line lists: "Villalba (4, 58)" lists two.
type blockGoal struct {
	m      *mention
	minute int
	added  int
	has    bool // a minute was given
	hasAdd bool
	kind   string // "", penalty, own_goal
}

// scorersLine is a line of a scorers summary: a club, a colon, and each
// scorer with the minutes of their goals: "Aston Villa: O'Neill (41 pen),
// Carr (78)", "Bayer Leverkusen: Kouadio 34, Brandmayr 90+2 pen". An own goal
// ("Szabo (22 og)") is listed under the club it counted for.
type scorersLine struct {
	s     *sent
	club  *clubEnt
	goals []blockGoal
}

// readScorers reads a scorers summary. Each scorer listed plays for the
// club of the line (an own goal's scorer for the other one) and each goal
// the summary lists takes that club. When the summary accounts for the whole
// score it also adds the goals the story did not tell one by one and drops
// the goals it told that the summary does not list.
func (d *doc) readScorers() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	var lines []scorersLine
	for _, s := range d.sents {
		l, ok := scorersIn(s)
		if !ok && !s.other {
			l, ok = abbreviatedScorers(s, ps) // "EVE – Carter (Baker), 23'"
		}
		if ok && !s.other && containsClub(ps, l.club) {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return
	}
	tally := map[*clubEnt]int{}
	for _, l := range lines {
		tally[l.club] += len(l.goals)
		for _, bg := range l.goals {
			t := l.club
			if bg.kind == "own_goal" {
				t = d.other(l.club)
			}
			setTeam(bg.m.ent, t, 3)
		}
	}
	complete := d.scoreMatches(tally, ps) && (len(lines) <= 2 || goalPerLine(lines))
	used := map[*goalEv]bool{}
	var added []*goalEv
	for _, l := range lines {
		for _, bg := range l.goals {
			g := d.listedGoal(bg, used)
			if g == nil {
				if !complete {
					continue
				}
				g = d.newListedGoal(l.s, bg)
				added = append(added, g)
			}
			used[g] = true
			g.team = l.club
			g.listed = true
			if bg.kind != "" && g.kind == "" {
				g.kind = bg.kind
			}
		}
	}
	if !complete {
		return
	}
	kept := d.goals[:0]
	for _, g := range d.goals {
		if used[g] {
			kept = append(kept, g)
		}
	}
	d.goals = kept
	for _, g := range added {
		d.insertByMinute(g)
	}
	// goals the summary gave a minute go to their place
	gs := d.goals
	for a := 1; a < len(gs); a++ {
		for b := a; b > 0 && gs[b].minute != nil && gs[b-1].minute != nil && gs[b].estimate < gs[b-1].estimate; b-- {
			gs[b], gs[b-1] = gs[b-1], gs[b]
		}
	}
	d.byScorer = map[*entity][]*goalEv{}
	for _, g := range d.goals {
		d.byScorer[g.scorer] = append(d.byScorer[g.scorer], g)
	}
}

// goalPerLine reports a summary written a goal a line ("EVE – Carter, 23'"
// then "FUL – Moss, 70'") that lists no goal twice.
func goalPerLine(lines []scorersLine) bool {
	seen := map[[2]any]bool{}
	for _, l := range lines {
		if len(l.goals) != 1 {
			return false
		}
		k := [2]any{l.goals[0].m.ent, l.goals[0].minute}
		if seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}

// abbreviatedScorers reads a scorers line that opens with a club's
// abbreviation in capitals, as box scores write them: "EVE – Carter
// (Baker), 23'" for Everton. The abbreviation must fit one club of the
// match only: the first letters of its name or of one of its words.
func abbreviatedScorers(s *sent, ps []*clubEnt) (scorersLine, bool) {
	if len(s.toks) < 3 || mentionAt(s.ments, 0) != nil {
		return scorersLine{}, false
	}
	c := abbrevClub(s.toks[0].s, ps)
	if c == nil {
		return scorersLine{}, false
	}
	l, ok := scorersFrom(s, 1)
	l.club = c
	return l, ok
}

// abbrevClub is the one club of ps that a capitalised abbreviation ("EVE",
// "FUL") stands for, or nil.
func abbrevClub(w string, ps []*clubEnt) *clubEnt {
	if len(w) < 2 || len(w) > 4 || strings.ToUpper(w) != w || strings.ToLower(w) == w {
		return nil
	}
	l := strings.ToLower(w)
	var found *clubEnt
	for _, c := range ps {
		name := strings.ToLower(c.display())
		ok := strings.HasPrefix(name, l)
		for _, f := range strings.Fields(name) {
			ok = ok || len(f) > 3 && strings.HasPrefix(f, l)
		}
		if ok {
			if found != nil {
				return nil // both clubs fit
			}
			found = c
		}
	}
	return found
}

// scoreMatches reports whether goals counted per club give the score the
// report states, or, with no score stated, cover both clubs.
func (d *doc) scoreMatches(tally map[*clubEnt]int, ps []*clubEnt) bool {
	switch {
	case d.hs != nil && d.as != nil && d.home != nil && d.away != nil:
		return tally[d.home] == *d.hs && tally[d.away] == *d.as
	case d.scoreWinner != nil && d.scoreLoser != nil:
		return tally[d.scoreWinner] == d.scoreW && tally[d.scoreLoser] == d.scoreL
	}
	return false
}

// listedGoal finds the goal told in the story that a listed goal is: the
// scorer's goal at that minute, else one of theirs told without a minute.
func (d *doc) listedGoal(bg blockGoal, used map[*goalEv]bool) *goalEv {
	var loose *goalEv
	for _, g := range d.goals {
		if used[g] || g.scorer != bg.m.ent {
			continue
		}
		if g.minute != nil && bg.has && g.minute.minute == bg.minute {
			return g
		}
		if g.minute == nil || !bg.has {
			// of the scorer's goals without a minute, the one the story
			// tells nearest that time
			if loose == nil || bg.has && abs(g.estimate-float64(bg.minute)) < abs(loose.estimate-float64(bg.minute)) {
				loose = g
			}
		}
	}
	if loose != nil && loose.minute == nil && bg.has {
		loose.minute = bg.minuteExpr()
		loose.estimate = float64(bg.minute) + float64(bg.added)/100
	}
	return loose
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func (bg blockGoal) minuteExpr() *minuteExpr {
	if !bg.has {
		return nil
	}
	return &minuteExpr{i: bg.m.j, j: bg.m.j, minute: bg.minute, added: bg.added, hasAdded: bg.hasAdd, stoppage: bg.hasAdd}
}

// newListedGoal makes the goal a summary lists and the story never told.
func (d *doc) newListedGoal(s *sent, bg blockGoal) *goalEv {
	gm := &goalMention{s: s, trig: bg.m.i, trigEnd: bg.m.j, agent: bg.m, scorer: bg.m.ent, kind: bg.kind, minute: bg.minuteExpr()}
	g := &goalEv{scorer: bg.m.ent, order: len(d.goals), fresh: true} // fresh: chained after the decision
	g.absorb(gm)
	if g.minute != nil {
		g.estimate = float64(g.minute.minute) + float64(g.minute.added)/100
	}
	return g
}

// insertByMinute puts a goal with a minute among the goals in match order,
// before the first goal known to come later.
func (d *doc) insertByMinute(g *goalEv) {
	at := len(d.goals)
	if g.minute != nil {
		for k, o := range d.goals {
			if o.minute != nil && (o.minute.minute > g.minute.minute || o.minute.minute == g.minute.minute && o.minute.added > g.minute.added) {
				at = k
				break
			}
		}
	}
	d.goals = append(d.goals, nil)
	copy(d.goals[at+1:], d.goals[at:])
	d.goals[at] = g
}

// scorersIn reads one line of a scorers summary.
func scorersIn(s *sent) (scorersLine, bool) {
	l := scorersLine{s: s}
	c := mentionAt(s.ments, 0)
	if c == nil || c.kind != mClub || c.i != 0 {
		return l, false
	}
	start := c.j
	labeled := false
	if w := lo(s, start); w == "scorers" || w == "scorer" || w == "goals" || w == "goalscorers" || w == "goalscorer" {
		start, labeled = start+1, true // "Reading scorers: ..."
	}
	l, ok := scorersFrom(s, start)
	if !ok && labeled && lo(s, start) == ":" {
		l, ok = namedScorers(s, start+1) // "Everton scorers: Carter, Baker."
	}
	l.club = c.club
	return l, ok
}

// namedScorers reads a labelled scorers line that gives names only, from
// token k: each name one goal, its minute unknown.
func namedScorers(s *sent, k int) (scorersLine, bool) {
	l := scorersLine{s: s}
	for q := k; q < len(s.toks); q++ {
		if m := mentionAt(s.ments, q); m != nil && m.i == q {
			if m.kind != mPerson || m.ent == nil {
				return l, false
			}
			l.goals = append(l.goals, blockGoal{m: m})
			q = m.j - 1
			continue
		}
		switch lo(s, q) {
		case ",", "and", "&", ".", ";", "(", ")":
		case "pen", "penalty", "p":
			if n := len(l.goals); n > 0 {
				l.goals[n-1].kind = "penalty"
			}
		case "og", "o.g", "o.g.":
			if n := len(l.goals); n > 0 {
				l.goals[n-1].kind = "own_goal"
			}
		default:
			return l, false
		}
	}
	return l, len(l.goals) > 0
}

// scorersFrom reads the scorers of a scorers line from token start, the
// mark after its club: each name with the minutes of its goals.
func scorersFrom(s *sent, start int) (scorersLine, bool) {
	l := scorersLine{s: s}
	switch lo(s, start) {
	case ":", "—", "–", "-":
	default:
		// "England Rooney pen 5": the scorers follow the club's name
		if m := mentionAt(s.ments, start); m == nil || m.i != start || m.kind != mPerson {
			return l, false
		}
		start--
	}
	assisters := map[*mention]bool{}
	var cur *mention
	last := -1    // the goal the next mark belongs to
	pending := "" // a kind told before its minute: "Rooney pen 5"
	for k := start + 1; k < len(s.toks); k++ {
		t := s.toks[k]
		if m := mentionAt(s.ments, k); m != nil && m.i == k {
			if cur != nil && last < 0 && assisterInBrackets(s, cur, m) {
				assisters[m], k = true, m.j-1 // "Carter (Baker), 23'": Baker set it up
				continue
			}
			if m.kind != mPerson || m.ent == nil || cur != nil && last < 0 {
				return l, false // a name with no minute: a line-up, not scorers
			}
			cur, last, pending, k = m, -1, "", m.j-1
			continue
		}
		if cur == nil {
			return l, false
		}
		switch {
		case t.num:
			if lo(s, k-1) == "+" && last >= 0 && !l.goals[last].hasAdd {
				l.goals[last].added, l.goals[last].hasAdd = atoi(t.lo), true
				continue
			}
			l.goals = append(l.goals, blockGoal{m: cur, minute: atoi(t.lo), has: true, kind: pending})
			last, pending = len(l.goals)-1, ""
		case t.lo == "pen" || t.lo == "p" || t.lo == "penalty" || t.lo == "pk":
			if last < 0 || lo(s, k+1) != "" && s.toks[k+1].num {
				pending = "penalty"
				continue
			}
			l.goals[last].kind = "penalty"
		case t.lo == "og" || t.lo == "o.g" || t.lo == "o.g.":
			if last < 0 || lo(s, k+1) != "" && s.toks[k+1].num {
				pending = "own_goal"
				continue
			}
			l.goals[last].kind = "own_goal"
		case t.lo == "(" || t.lo == ")" || t.lo == "," || t.lo == "+" || t.lo == "'" || t.lo == "’" || t.lo == "." || t.lo == ";" || t.lo == "min" || t.lo == "mins":
		default:
			return l, false
		}
	}
	if cur == nil || len(l.goals) == 0 {
		return l, false
	}
	// every name must have its minutes
	seen := map[*mention]bool{}
	for _, bg := range l.goals {
		seen[bg.m] = true
	}
	for _, m := range s.ments {
		if m.kind == mPerson && !seen[m] && !assisters[m] {
			return l, false
		}
	}
	return l, true
}
