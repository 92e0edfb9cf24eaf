package extractor

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
	for round := 0; round < 3; round++ {
		if round > 0 {
			d.walkScore()
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
			if w == "past" || w == "beyond" || w == "beat" || w == "round" || w == "rounded" || w == "over" {
				if m := mentionAfter(s, k+1); m != nil && m.ent != nil && m.ent != g.scorer && (m.kind == mPerson || m.kind == mDesc) {
					out = append(out, m.ent)
				}
			}
		}
	}
	return out
}

// Kinds of finish that tell which side scored from the score before it.
var (
	levelWords  = set(`levelled leveled equalised equalized equalises equalizes levels equaliser equalizer leveller equalising equalizing`)
	aheadWords  = set(`doubled extended restored regained`)
	behindWords = set(`reduced halved pulled`)
)

// walkScore follows the goals in match order, giving a goal without a club
// the side its finish implies: an equaliser to the side behind, a doubled
// lead to the side ahead, a reduced deficit to the side behind.
func (d *doc) walkScore() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	score := map[*clubEnt]int{}
	for _, g := range d.goals {
		if g.team == nil || !containsClub(ps, g.team) {
			want := ""
			for _, gm := range g.ments {
				w := lo(gm.s, gm.trig)
				switch {
				case levelWords[w]:
					want = "behind"
				case aheadWords[w]:
					want = "ahead"
				case behindWords[w]:
					want = "behind"
				}
			}
			a, b := ps[0], ps[1]
			if x, y, ok := isScore(g.score); ok {
				// "made it 3-0": the side whose goal gives that score
				fitsA := sameScore(score[a]+1, score[b], x, y)
				fitsB := sameScore(score[a], score[b]+1, x, y)
				if fitsA != fitsB {
					want = "a"
					if fitsB {
						want = "b"
					}
				}
			}
			switch {
			case want == "a":
				g.team = a
			case want == "b":
				g.team = b
			case want == "" || score[a] == score[b]:
				return
			case want == "behind" && score[a] < score[b] || want == "ahead" && score[a] > score[b]:
				g.team = a
			default:
				g.team = b
			}
			if g.kind == "own_goal" {
				setTeam(g.scorer, d.other(g.team), 1)
			} else {
				setTeam(g.scorer, g.team, 1)
			}
		}
		score[g.team]++
	}
}

func sameScore(p, q, x, y int) bool { return p == x && q == y || p == y && q == x }
