package extractor

// timelineGoal is one line of a goal timeline under a report: "12' -
// Whitmore (Ibarra) 1-0 Miami", "1-0 Whitmore 12'", "Whitmore 67 (2-1)".
type timelineGoal struct {
	s       *sent
	scorer  *mention
	assist  *mention
	kind    string // "", penalty, own_goal
	minute  int
	added   int
	hasAdd  bool
	a, b    int      // the score it made, as written
	leader  *clubEnt // a club written beside the score: "1-0 Miami"
	club    *clubEnt // a club in brackets after the scorer, on a line with no score: "⚽ 23' Carter (Everton)"
	marked  bool     // a goal's mark opens the line: "⚽", "GOAL"
	hasTime bool
}

// readTimeline reads a goal timeline: each goal on a line of its own with
// its minute, scorer and the score it made. The score each line makes,
// against the line before, tells whose goal it was; when the lines add up to
// the result, the goals the story did not tell are added.
func (d *doc) readTimeline() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	var lines []timelineGoal
	for _, s := range d.sents {
		if l, ok := timelineIn(s, ps); ok && !s.other {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 {
		return
	}
	var prev [2]int
	sides := make([]int, len(lines)) // 0 unknown, 1 + index into ps
	if timesOnly(lines) {
		d.timelineTimes(lines)
		return
	}
	if clubs, ok := clubbedRun(lines, ps); ok {
		sides = clubs // each line names its club
		prev = [2]int{}
		for _, sd := range sides {
			prev[sd-1]++
		}
	} else if homeFirst, ok := d.homeFirstRun(lines); ok {
		// each line's score written home side first, as a result line is:
		// "1-0 Carter 23'", "1-1 Moss 45'", "2-1 Baker 80'"
		sides = homeFirst
		prev = *d.finalScore()
	}
	for i, l := range lines {
		if sides[i] != 0 {
			continue
		}
		var cands [][2]int
		switch {
		case l.leader != nil && l.a != l.b:
			hi, lw := max(l.a, l.b), min(l.a, l.b)
			if l.leader == ps[0] {
				cands = [][2]int{{hi, lw}}
			} else {
				cands = [][2]int{{lw, hi}}
			}
		default:
			cands = [][2]int{{l.a, l.b}, {l.b, l.a}}
		}
		var next [][2]int
		for _, c := range cands {
			if c[0]+c[1] == prev[0]+prev[1]+1 && c[0] >= prev[0] && c[1] >= prev[1] && !slicesHas(next, c) {
				next = append(next, c)
			}
		}
		if len(next) != 1 {
			return // lines that do not follow one another are no timeline
		}
		if next[0][0] > prev[0] {
			sides[i] = 1
		} else {
			sides[i] = 2
		}
		prev = next[0]
	}
	final := d.finalScore()
	complete := final != nil && *final == prev
	used := map[*goalEv]bool{}
	var added []*goalEv
	for i, l := range lines {
		side := ps[sides[i]-1]
		bg := blockGoal{m: l.scorer, minute: l.minute, added: l.added, has: l.hasTime, hasAdd: l.hasAdd, kind: l.kind}
		g := d.listedGoal(bg, used)
		if g == nil {
			if !complete {
				continue
			}
			g = d.newListedGoal(l.s, bg)
			added = append(added, g)
		}
		if len(g.chain) == 0 && l.assist != nil && l.assist.ent != nil && l.assist.ent != g.scorer {
			// the assist in brackets, when the story told no move
			g.chain, g.kinds = []*entity{l.assist.ent}, []string{"pass"}
		}
		used[g] = true
		if g.team == nil {
			g.team = side
		}
		t := side
		if g.kind == "own_goal" {
			t = d.other(side)
		}
		setTeam(l.scorer.ent, t, 2)
	}
	for _, g := range added {
		d.insertByMinute(g)
		if d.byScorer == nil {
			d.byScorer = map[*entity][]*goalEv{}
		}
		d.byScorer[g.scorer] = append(d.byScorer[g.scorer], g)
	}
}

// timesOnly reports lines that give no score and no club: only each
// goal's minute and scorer ("23' GOAL Carter").
func timesOnly(lines []timelineGoal) bool {
	for _, l := range lines {
		if l.club != nil || l.a+l.b > 0 {
			return false
		}
	}
	return true
}

// timelineTimes gives the goals the story told the minutes such lines give
// their scorers.
func (d *doc) timelineTimes(lines []timelineGoal) {
	used := map[*goalEv]bool{}
	for _, l := range lines {
		bg := blockGoal{m: l.scorer, minute: l.minute, added: l.added, has: l.hasTime, hasAdd: l.hasAdd, kind: l.kind}
		if g := d.listedGoal(bg, used); g != nil {
			used[g] = true
		}
	}
}

// clubbedRun reads the sides of lines that each name their club in
// brackets and no score.
func clubbedRun(lines []timelineGoal, ps []*clubEnt) ([]int, bool) {
	sides := make([]int, len(lines))
	for i, l := range lines {
		switch {
		case l.club == nil || l.a+l.b > 0:
			return nil, false
		case l.club == ps[0]:
			sides[i] = 1
		default:
			sides[i] = 2
		}
	}
	return sides, true
}

// homeFirstRun reads the lines' scores as written home side first, when
// none names the club it favours: each adds one goal to the line before,
// and the last is the result. It returns each line's side (1 home, 2 away).
func (d *doc) homeFirstRun(lines []timelineGoal) ([]int, bool) {
	ps := d.participants()
	if d.home == nil || d.hs == nil || d.as == nil || len(ps) != 2 {
		return nil, false
	}
	home, away := 1, 2 // sides index the participants, 1 + index
	if d.home == ps[1] {
		home, away = 2, 1
	}
	sides := make([]int, len(lines))
	var prev [2]int
	for i, l := range lines {
		switch {
		case l.leader != nil:
			return nil, false
		case l.a == prev[0]+1 && l.b == prev[1]:
			sides[i] = home
		case l.a == prev[0] && l.b == prev[1]+1:
			sides[i] = away
		default:
			return nil, false
		}
		prev = [2]int{l.a, l.b}
	}
	return sides, prev == [2]int{*d.hs, *d.as}
}

func slicesHas(xs [][2]int, x [2]int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// timelineIn reads one timeline line: a minute, a scorer (an assist or a
// kind in brackets after), a score and perhaps the club it favours, with
// nothing else but dashes and brackets.
func timelineIn(s *sent, ps []*clubEnt) (timelineGoal, bool) {
	l := timelineGoal{s: s}
	scores := 0
	for k := 0; k < len(s.toks); k++ {
		t := s.toks[k]
		if m := mentionAt(s.ments, k); m != nil && m.i == k {
			switch {
			case m.kind == mPerson && m.ent != nil && l.scorer == nil:
				l.scorer = m
			case m.kind == mPerson && m.ent != nil && l.assist == nil && lo(s, k-1) == "(" && lo(s, m.j) == ")":
				l.assist = m
			case m.kind == mClub && containsClub(ps, m.club) && scores == 1 && l.leader == nil:
				l.leader = m.club
			case m.kind == mClub && containsClub(ps, m.club) && l.scorer != nil && lo(s, k-1) == "(" && lo(s, m.j) == ")" && l.club == nil:
				l.club = m.club
			default:
				return l, false
			}
			k = m.j - 1
			continue
		}
		if a, b, ok := isScore(t.lo); ok {
			scores++
			l.a, l.b = a, b
			continue
		}
		switch {
		case t.num:
			if lo(s, k-1) == "+" && l.hasTime && !l.hasAdd {
				l.added, l.hasAdd = atoi(t.lo), true
			} else if !l.hasTime {
				l.minute, l.hasTime = atoi(t.lo), true
			} else {
				return l, false
			}
		case t.lo == "pen" || t.lo == "penalty" || t.lo == "p":
			l.kind = "penalty"
		case t.lo == "og" || t.lo == "o.g." || t.lo == "o.g":
			l.kind = "own_goal"
		case t.lo == "'" || t.lo == "’" || t.lo == "-" || t.lo == "–" || t.lo == "—" || t.lo == ":" || t.lo == "(" || t.lo == ")" ||
			t.lo == "+" || t.lo == "," || t.lo == "." || t.lo == "min" || t.lo == "!":
		case goalMarks[t.lo]:
			l.marked = true
		default:
			return l, false
		}
	}
	if scores == 0 && (l.club != nil || l.marked) && l.scorer != nil && l.hasTime {
		return l, true // "⚽ 23' Carter (Everton)": the club says whose goal; "23' GOAL Carter"
	}
	return l, l.scorer != nil && scores == 1 && l.hasTime && l.a+l.b > 0
}

// goalMarks announce a goal on a timeline line: "⚽ 23' Carter (Everton)",
// "23' GOAL Carter".
var goalMarks = set(`⚽ ⚽️ goal goal! goooal`)
