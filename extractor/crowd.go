package extractor

// crowdSides gives a goal with no club the side whose supporters the text
// tells celebrating it, in the goal's sentence or the ones either side of it
// in its paragraph when they tell no other goal: "on 58 minutes Ibrox
// erupted", "the home crowd roared", "the away end celebrated wildly", "the
// goal silenced the home fans". Cues for both sides, or for none, leave the
// goal as it was.
func (d *doc) crowdSides() {
	if d.home == nil || d.away == nil {
		return
	}
	for _, g := range d.goals {
		if g.team != nil || g.scorer == nil {
			continue
		}
		vote := 0
		for _, gm := range g.ments {
			for _, t := range d.around(gm.s) {
				if d.tellsOtherGoal(t, g) {
					continue
				}
				switch v := d.crowdIn(t); {
				case v != 0 && vote != 0 && v != vote:
					vote = 2 // both sides: no answer
				case v != 0 && vote != 2:
					vote = v
				}
			}
		}
		var side *clubEnt
		switch vote {
		case 1:
			side = d.home
		case -1:
			side = d.away
		default:
			continue
		}
		g.team = side
		if g.kind == "own_goal" {
			setTeam(g.scorer, d.other(side), 1)
		} else {
			setTeam(g.scorer, side, 1)
		}
	}
}

// around is a sentence and its neighbours in the same paragraph.
func (d *doc) around(s *sent) []*sent {
	out := []*sent{s}
	if s.idx > 0 && d.sents[s.idx-1].para == s.para {
		out = append(out, d.sents[s.idx-1])
	}
	if s.idx+1 < len(d.sents) && d.sents[s.idx+1].para == s.para {
		out = append(out, d.sents[s.idx+1])
	}
	return out
}

// tellsOtherGoal reports a sentence telling a goal other than g.
func (d *doc) tellsOtherGoal(s *sent, g *goalEv) bool {
	for _, o := range d.goals {
		if o != g && o.sents[s] {
			return true
		}
	}
	return false
}

// crowdWords name supporters; homeCrowd and awayCrowd the words before them
// that say whose.
var (
	fanWords   = set(`crowd fans support supporters end faithful contingent section stand`)
	homeCrowd  = set(`home`)
	awayCrowd  = set(`away visiting travelling traveling`)
	cheerVerbs = set(`erupted erupts exploded explodes roared roars celebrated celebrates celebrating bounced rocked
		went goes`)
	hushVerbs = set(`silenced silences fell falls stunned stuns`)
)

// crowdIn reads whose supporters a sentence tells cheering a goal: 1 the
// home side's, -1 the away side's, 0 neither or both. The ground erupting
// is the home crowd; a crowd silenced or falling silent is the other side's
// goal.
func (d *doc) crowdIn(s *sent) int {
	vote := 0
	add := func(v int) {
		if vote != 0 && vote != v {
			vote = 2
		} else if vote != 2 {
			vote = v
		}
	}
	for i := range s.toks {
		w := lo(s, i)
		side := 0
		next := i + 1
		switch {
		case (homeCrowd[w] || awayCrowd[w]) && fanWords[lo(s, i+1)]:
			side = 1
			if awayCrowd[w] {
				side = -1
			}
			next = i + 2
		case (w == "stadium" || w == "ground" || d.venueWord(s, i)) && (i == 0 || lo(s, i-1) == "the" || s.toks[i].cap):
			side = 1 // "Ibrox erupted", "the stadium erupted"
		default:
			continue
		}
		for q := next; q < len(s.toks) && q <= next+2; q++ {
			v := lo(s, q)
			if cheerVerbs[v] && (v != "went" && v != "goes" || wildWords[lo(s, q+1)]) {
				add(side)
				break
			}
			if hushVerbs[v] && (v != "fell" && v != "falls" || lo(s, q+1) == "silent" || lo(s, q+1) == "quiet") {
				add(-side)
				break
			}
		}
		// "silenced the home crowd"
		if hushVerbs[lo(s, i-1)] || lo(s, i-1) == "the" && hushVerbs[lo(s, i-2)] {
			add(-side)
		}
	}
	if vote == 2 {
		return 0
	}
	return vote
}

// wildWords follow "went" of a cheering crowd: "the away end went wild".
var wildWords = set(`wild mad berserk crazy`)

// venueWord reports the match's ground named at token i: "Ibrox".
func (d *doc) venueWord(s *sent, i int) bool {
	if d.venue == nil || !s.toks[i].cap {
		return false
	}
	first := *d.venue
	for k, r := range first {
		if r == ' ' {
			first = first[:k]
			break
		}
	}
	return s.toks[i].s == first
}
