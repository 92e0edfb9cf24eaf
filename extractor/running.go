package extractor

// runningScores gives a goal its side from the score the story states right
// with it, as a live blog does ("GOAL! Newcastle 1-2 Everton. X slots it
// under the keeper", "... and flicks a header into the far corner. 1-1."):
// of the score before it and the score after it, one side's count went up
// by one. The score before is the last one stated with a goal, or 0-0.
func (d *doc) runningScores() {
	ps := d.participants()
	if len(ps) != 2 || len(d.goals) == 0 {
		return
	}
	goalsIn := map[int][]*goalEv{} // goals told in each paragraph
	for _, g := range d.goals {
		seen := map[int]bool{}
		for _, gm := range g.ments {
			if p := gm.s.para; !seen[p] {
				seen[p] = true
				goalsIn[p] = append(goalsIn[p], g)
			}
		}
	}
	var prev [2]int
	for p := 0; p <= d.sents[len(d.sents)-1].para; p++ {
		cands, ok := d.paraScore(p, ps)
		if !ok {
			continue
		}
		var next [][2]int
		for _, c := range cands {
			if up := c[0] - prev[0] + c[1] - prev[1]; up == 1 && c[0] >= prev[0] && c[1] >= prev[1] {
				next = append(next, c)
			}
		}
		gs := goalsIn[p]
		if len(gs) != 1 {
			continue
		}
		if d.afterScores == nil {
			d.afterScores = map[*goalEv][][2]int{}
		}
		d.afterScores[gs[0]] = cands // for walkScore, which knows more sides
		if len(next) != 1 {
			continue
		}
		side := ps[0]
		if next[0][1] > prev[1] {
			side = ps[1]
		}
		prev = next[0]
		g := gs[0]
		if g.team != nil {
			continue
		}
		g.team = side
		if g.kind == "own_goal" {
			setTeam(g.scorer, d.other(side), 2)
		} else {
			setTeam(g.scorer, side, 2)
		}
	}
}

// notRunning follow a result, not the score of the moment: "a 2-1 win",
// "4-3 on penalties", "3-2 on aggregate".
var notRunning = set(`win wins victory defeat loss draw aggregate penalties pens agg success triumph lead`)

// paraScore reads the one score a paragraph states: the counts of the two
// participants, in their order. A score between the clubs' names ("Newcastle
// 1-2 Everton") says whose count is whose; a bare one ("1-1.") may be read
// either way, so both readings come back.
func (d *doc) paraScore(p int, ps []*clubEnt) ([][2]int, bool) {
	var out [][2]int
	found := false
	for _, s := range d.sents {
		if s.para != p || s.other {
			continue
		}
		for k := range s.toks {
			a, b, ok := isScore(lo(s, k))
			if !ok || notRunning[lo(s, k+1)] || lo(s, k+1) == "on" || d.resultAround(s, k, a, b) != nil {
				continue // a result ("thrashed Wales 4-0"), not the score of the moment
			}
			if found {
				return nil, false // more than one score: not a running score
			}
			found = true
			before, after := mentionAt(s.ments, k-1), mentionAt(s.ments, k+1)
			if before != nil && after != nil && before.kind == mClub && after.kind == mClub && before.j == k && after.i == k+1 {
				switch {
				case before.club == ps[0] && after.club == ps[1]:
					out = append(out, [2]int{a, b})
				case before.club == ps[1] && after.club == ps[0]:
					out = append(out, [2]int{b, a})
				default:
					return nil, false
				}
				continue
			}
			if c := mentionAt(s.ments, k+1); c != nil && c.kind == mClub && c.i == k+1 && a != b && containsClub(ps, c.club) {
				// "2-1 Seattle": the club named leads
				hi, lw := max(a, b), min(a, b)
				if c.club == ps[0] {
					out = append(out, [2]int{hi, lw})
				} else {
					out = append(out, [2]int{lw, hi})
				}
				continue
			}
			out = append(out, [2]int{a, b})
			if a != b {
				out = append(out, [2]int{b, a})
			}
		}
	}
	return out, found
}
