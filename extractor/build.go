package extractor

import "sort"

// report turns the working state into the public Report.
func (d *doc) report() *Report {
	r := &Report{Goals: []Goal{}, Cards: []Card{}, Players: []Person{}, Managers: []Person{}, Clubs: []Club{}, Warnings: []string{}}
	if d.home != nil && d.away != nil {
		h, a := d.home.display(), d.away.display()
		r.Home, r.Away = &h, &a
		r.HomeScore, r.AwayScore = d.hs, d.as
	}
	r.Venue, r.Competition = d.venue, d.comp
	for _, g := range d.goals {
		if g.scorer == nil {
			continue
		}
		out := Goal{Scorer: g.scorer.name, Kind: "open_play", Chain: []string{}, Passes: []Pass{}}
		if g.kind != "" {
			out.Kind = g.kind
		}
		if g.team != nil {
			t := g.team.display()
			out.Team = &t
		}
		if g.minute != nil {
			m := g.minute.minute
			out.Minute = &m
			if g.minute.hasAdded && (!d.extraTime || g.minute.stoppage) {
				a := g.minute.added
				out.Added = &a
			}
			if d.extraTime && g.minute.hasAdded && g.minute.minute == 90 && !g.minute.vague && !g.minute.stoppage {
				m = 90 + g.minute.added
				out.Minute = &m
			}
		}
		for i, p := range g.chain {
			out.Chain = append(out.Chain, p.name)
			to := g.scorer
			if i+1 < len(g.chain) {
				to = g.chain[i+1]
			}
			out.Passes = append(out.Passes, Pass{From: p.name, To: to.name, Kind: g.kinds[i]})
		}
		out.Chain = append(out.Chain, g.scorer.name)
		if len(g.chain) > 0 {
			a := g.chain[len(g.chain)-1].name
			out.Assist = &a
		}
		out.Source = d.citation(g).source()
		r.Goals = append(r.Goals, out)
	}
	for _, c := range d.mergeCards() {
		out := Card{Player: c.player.name, Color: c.color, Source: c.s.source()}
		if c.player.team != nil {
			t := c.player.team.display()
			out.Team = &t
		}
		if c.minute != nil && !c.minute.relative {
			m := c.minute.minute
			out.Minute = &m
		}
		r.Cards = append(r.Cards, out)
	}
	inEvent := map[*entity]bool{}
	for _, g := range d.goals {
		inEvent[g.scorer] = true
		for _, p := range g.chain {
			inEvent[p] = true
		}
	}
	for _, c := range d.cards {
		inEvent[c.player] = true
	}
	for _, e := range d.personsInOrder() {
		if !e.evidence && !inEvent[e] || e.referee || len(e.ments) == 0 {
			continue
		}
		if e.absentVotes > 0 && e.presentVotes == 0 || e.absent || d.foreignOnly(e) {
			continue
		}
		p := Person{Name: e.name}
		if e.team != nil {
			t := e.team.display()
			p.Team, p.TeamInferred = &t, e.teamInferred
		}
		for _, f := range e.forms {
			if f != e.name {
				p.Aliases = append(p.Aliases, f)
			}
		}
		p.Aliases = append(p.Aliases, e.descs...)
		src := e.ments[0].s.source()
		p.Source = &src
		if e.manager {
			r.Managers = append(r.Managers, p)
		} else {
			r.Players = append(r.Players, p)
		}
	}
	named := map[*clubEnt]bool{}
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.kind == mClub && !m.inDesc && !placeClub(m) {
				named[m.club] = true
			}
		}
	}
	for _, c := range d.clubs {
		if !named[c] {
			continue
		}
		out := Club{Name: c.display()}
		for _, f := range c.forms {
			if f != out.Name {
				out.Aliases = append(out.Aliases, f)
			}
		}
		r.Clubs = append(r.Clubs, out)
	}
	if d.ev != (MatchEvidence{}) {
		ev := d.ev
		r.Evidence = &ev
	}
	r.Warnings = append(r.Warnings, d.warnings...)
	if len(r.Goals) == 0 && len(d.clubs) == 0 && len(r.Players) == 0 {
		r.Warnings = append(r.Warnings, "no football content found")
	}
	return r
}

// citation is the sentence a goal is cited from: the one that tells it in
// its place in the story, with its minute, rather than an opening sentence
// that sums the match up ("X scored a hat-trick as ...").
func (d *doc) citation(g *goalEv) *sent {
	lede := d.lede()
	var plain *sent
	for _, gm := range g.ments {
		if gm.s.idx == lede || gm.s.headline {
			continue
		}
		if gm.minute != nil {
			return gm.s
		}
		if plain == nil {
			plain = gm.s
		}
	}
	if plain != nil {
		return plain
	}
	return g.ments[0].s
}

// foreignOnly reports a person named only as "X of <another club>": a player
// of a club not in this match ("behind X of PSG in the scoring charts").
func (d *doc) foreignOnly(e *entity) bool {
	ps := d.participants()
	if len(ps) < 2 {
		return false
	}
	for _, m := range e.ments {
		if lo(m.s, m.j) != "of" {
			return false
		}
		c := mentionAt(m.s.ments, m.j+1)
		if c == nil || c.kind != mClub || containsClub(ps, c.club) {
			return false
		}
	}
	return true
}

// personsInOrder lists persons by their first mention in the text.
func (d *doc) personsInOrder() []*entity {
	first := func(e *entity) int {
		best := 1 << 62
		for _, m := range e.ments {
			if p := m.s.idx<<16 + m.i; p < best {
				best = p
			}
		}
		return best
	}
	out := append([]*entity(nil), d.persons...)
	pos := map[*entity]int{}
	for _, e := range out {
		pos[e] = first(e)
	}
	sort.SliceStable(out, func(a, b int) bool { return pos[out[a]] < pos[out[b]] })
	return out
}

// placeClub reports a one-word club name used as a place: "a friendly in
// Madrid".
func placeClub(m *mention) bool {
	return m.j-m.i == 1 && m.gov == "in" && !m.poss
}
