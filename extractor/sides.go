package extractor

// personSides reads the side a player is on from how the report names
// them, before any goal is weighed: a description naming a club of the match
// ("the Tranmere forward", "X, the Arsenal goalkeeper"), or "home" or
// "visiting" ("the visiting centre-half"), a club's player told with a copula
// ("X had been City's best player"), and, between national teams, the
// nationality the report gives a player ("the Croatian centre-back").
func (d *doc) personSides() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	national := ps[0].info.National && ps[1].info.National
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for _, m := range s.ments {
			if m.kind != mDesc || officialDesc(m) || formerDesc(m) {
				continue
			}
			e := m.ent
			if e == nil {
				e = apposed(s, m)
			}
			if e == nil || e.manager || e.referee {
				continue
			}
			if c := d.descClub(s, m, ps); c != nil {
				setTeam(e, c, 2)
			}
		}
		d.possRoleApposed(s, ps)
		d.copulaSides(s, ps)
		d.clubRoleSubject(s, ps)
		d.playedFor(s, ps)
		d.joinedClub(s, ps)
		d.testedOpponent(s, ps)
		d.refSides(s)
		for _, m := range s.ments {
			// "Booked: Bannan (Wednesday)", "Sent off: Stroud (Middlesbrough, 78)"
			if m.kind == mPerson && m.ent != nil && !m.ent.manager && lo(s, m.j) == "(" {
				if c := mentionAt(s.ments, m.j+1); c != nil && c.kind == mClub && c.i == m.j+1 && containsClub(ps, c.club) &&
					(lo(s, c.j) == ")" || lo(s, c.j) == ",") {
					setTeam(m.ent, c.club, 3)
				}
			}
		}
	}
	if !national {
		return
	}
	for _, e := range d.persons {
		if e.nat == "" {
			continue
		}
		for _, c := range ps {
			if c.info.Country == e.nat {
				setTeam(e, c, 1)
			}
		}
	}
}

// descClub is the club of the match a description names: "the Arsenal
// goalkeeper", "the visiting centre-half" once home and away are known.
func (d *doc) descClub(s *sent, m *mention, ps []*clubEnt) *clubEnt {
	var club *clubEnt
	for _, c := range s.ments {
		if c.kind == mClub && c.i >= m.i && c.j <= m.j && c.club != nil {
			if club != nil && club != c.club || !containsClub(ps, c.club) {
				return nil
			}
			club = c.club
		}
	}
	if club != nil {
		return club
	}
	for k := m.i; k < m.j; k++ {
		switch lo(s, k) {
		case "visiting":
			return d.refClub("away")
		case "home":
			return d.refClub("home")
		}
	}
	return nil
}

// formerDesc reports a description of what a player once was: "the former
// Chelsea striker", "the ex-Arsenal man".
func formerDesc(m *mention) bool {
	for k := m.i; k < m.j; k++ {
		switch w := lo(m.s, k); w {
		case "former", "ex", "ex-", "one-time", "boyhood", "old", "future":
			return true
		default:
			if len(w) > 3 && w[:3] == "ex-" {
				return true
			}
		}
	}
	return false
}

// possRoleApposed reads a club's possessive and a player's role set beside
// a name after a comma: "Fulham's leading goalscorer, Jim Carter, ...".
func (d *doc) possRoleApposed(s *sent, ps []*clubEnt) {
	for _, c := range s.ments {
		if c.kind != mClub || !c.poss || !containsClub(ps, c.club) {
			continue
		}
		k := c.j + 1
		if lo(s, c.j) != "'s" && lo(s, c.j) != "'" {
			k = c.j
		}
		for q := k; q < len(s.toks) && q < k+4; q++ {
			w := lo(s, q)
			if !s.toks[q].word || s.toks[q].cap {
				break
			}
			if roleNouns[w] && !managerRoles[w] && !refereeRoles[w] || w == "scorer" || w == "goalscorer" || w == "top-scorer" {
				if lo(s, q+1) != "," {
					break
				}
				if e := apposedAfter(s, &mention{i: c.i, j: q + 1}); e != nil {
					setTeam(e, c.club, 2)
				}
				break
			}
		}
	}
}

var copulas = set(`is was were has had been`)

// copulaSides reads "X had been City's best player", "the Frenchman is
// Seattle's best outlet": a person, a copula, then a club's possessive before
// a player's role.
func (d *doc) copulaSides(s *sent, ps []*clubEnt) {
	for _, c := range s.ments {
		if c.kind != mClub || !c.poss || !containsClub(ps, c.club) {
			continue
		}
		k := c.i - 1
		if !copulas[lo(s, k)] {
			continue
		}
		for k >= 0 && copulas[lo(s, k)] {
			k--
		}
		p := mentionAt(s.ments, k)
		if p == nil || p.j != k+1 || p.ent == nil || p.poss || p.ent.manager || p.kind == mClub || p.kind == mTeamRef {
			continue
		}
		if !playerNounAfter(s, c.j+1) {
			continue
		}
		setTeam(p.ent, c.club, 2)
	}
}

// playerNounAfter reports a player's role or a word for a player within a
// few words of token k: "best player", "top scorer", "main outlet".
func playerNounAfter(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q < k+4; q++ {
		w := lo(s, q)
		if roleNouns[w] && !managerRoles[w] && !refereeRoles[w] || w == "outlet" || w == "scorer" || w == "threat" || w == "performer" {
			return true
		}
		if !s.toks[q].word || isBoundary(s, q) {
			return false
		}
	}
	return false
}

// clubRoleSubject reads a sentence opening "The <club> <role>" with no name
// as telling of the person the sentence before opens with: "X will have
// nightmares. The Tranmere forward had scored twice".
func (d *doc) clubRoleSubject(s *sent, ps []*clubEnt) {
	if s.idx == 0 || lo(s, 0) != "the" {
		return
	}
	c := mentionAt(s.ments, 1)
	if c == nil || c.kind != mClub || c.i != 1 || c.poss || !containsClub(ps, c.club) {
		return
	}
	role := lo(s, c.j)
	if !roleNouns[role] || managerRoles[role] || refereeRoles[role] || mentionAt(s.ments, c.j+1) != nil {
		return
	}
	prev := d.sents[s.idx-1]
	if prev.para != s.para {
		return
	}
	p := mentionAt(prev.ments, 0)
	if p == nil || p.i != 0 || p.kind != mPerson || p.ent == nil || p.poss || p.ent.manager {
		return
	}
	setTeam(p.ent, c.club, 2)
}

// refSides reads a player named with "the hosts'" or "the visitors'", or
// as the home or visiting one: "the visitors' captain X", "visiting
// goalkeeper X".
func (d *doc) refSides(s *sent) {
	if d.home == nil || d.away == nil {
		return
	}
	for _, m := range s.ments {
		if m.kind != mPerson || m.ent == nil || m.ent.manager || m.ent.referee {
			continue
		}
		k := m.i - 1
		role := false
		for k >= 0 && (roleNouns[lo(s, k)] || descModifiers[lo(s, k)] && lo(s, k) != "home") {
			role = role || roleNouns[lo(s, k)]
			k--
		}
		if !role {
			continue
		}
		var c *clubEnt
		switch {
		case lo(s, k+1) == "visiting":
			c = d.away
		case lo(s, k) == "home":
			c = d.home
		case lo(s, k) == "'s" || lo(s, k) == "'":
			if r := mentionAt(s.ments, k-1); r != nil && r.kind == mTeamRef && r.j == k {
				c = d.refClub(r.ref)
			}
		}
		if c != nil && !managerRoles[lo(s, m.i-1)] {
			setTeam(m.ent, c, 2)
		}
	}
}

// playWords tell a player taking part for a club: "started for Forest",
// "came off the bench for Leicester", "made his debut for the hosts".
var playWords = set(`started starts start played plays featured features appeared appears lined bench debut`)

// playedFor reads the players a sentence says took part for a club of the
// match: "A, B and C all started for Forest, while D came off the bench for
// Leicester".
func (d *doc) playedFor(s *sent, ps []*clubEnt) {
	for _, c := range s.ments {
		k := c.i - 1
		if c.kind == mTeamRef && lo(s, k) == "the" {
			k--
		}
		if lo(s, k) != "for" || c.kind != mClub && c.kind != mTeamRef {
			continue
		}
		club := c.club
		if c.kind == mTeamRef {
			club = d.refClub(c.ref)
		}
		if club == nil || !containsClub(ps, club) {
			continue
		}
		verb := -1
		for q := k - 1; q >= 0 && q >= k-4; q-- {
			if playWords[lo(s, q)] {
				verb = q
				break
			}
			if isBoundary(s, q) || mentionAt(s.ments, q) != nil {
				break
			}
		}
		if verb < 0 {
			continue
		}
		for q := verb - 1; q >= 0 && q > verb-5; q-- {
			if w := lo(s, q); w == "came" || w == "made" || w == "was" || w == "were" {
				verb = q // "came off the bench", "made his debut", "was named to start"
				break
			}
		}
		a := d.agentLeft(s, verb)
		if a == nil || a.kind != mPerson || a.ent == nil || a.ent.manager || a.j > verb {
			continue
		}
		for _, m := range coordinatedBack(s, a) {
			if m.ent != nil && !m.ent.manager {
				setTeam(m.ent, club, 3)
			}
		}
	}
}

// joinedClub reads a player told as belonging to a club of the match by
// joining it, coming off its bench or making a debut for it: "X, who joined
// Fulham in the summer", "X came off the Fulham bench", "X made his Everton
// debut", "X signed for Everton".
func (d *doc) joinedClub(s *sent, ps []*clubEnt) {
	for _, c := range s.ments {
		if c.kind != mClub || !containsClub(ps, c.club) || c.poss {
			continue
		}
		verb := -1
		switch {
		case lo(s, c.i-1) == "joined" || lo(s, c.i-1) == "joins" || lo(s, c.i-1) == "rejoined":
			verb = c.i - 1
		case lo(s, c.i-1) == "for" && (lo(s, c.i-2) == "signed" || lo(s, c.i-2) == "signs"):
			verb = c.i - 2
		case lo(s, c.j) == "bench" && lo(s, c.i-1) == "the" && lo(s, c.i-2) == "off":
			verb = c.i - 2 // "came off the Fulham bench"
		case lo(s, c.j) == "debut" && (lo(s, c.i-1) == "his" || lo(s, c.i-1) == "her"):
			verb = c.i - 1 // "made his Everton debut"
		}
		if verb < 0 {
			continue
		}
		a := d.agentLeft(s, verb)
		if a == nil || a.kind != mPerson || a.ent == nil || a.ent.manager || a.j > verb {
			continue
		}
		setTeam(a.ent, c.club, 2)
	}
}

// testVerbs take the other side's keeper or defence as object: "X tested the
// Everton keeper", "X rounded the Fulham goalkeeper".
var testVerbs = set(`tested tests troubled troubles extended forced beat beats rounded rounds worried
	stretched chipped lobbed nutmegged`)

// testedOpponent reads a player told testing a club's keeper or defence as
// playing for the other side: "X tested the Everton keeper", "X fired past
// the Fulham goalkeeper".
func (d *doc) testedOpponent(s *sent, ps []*clubEnt) {
	for _, c := range s.ments {
		if c.kind != mClub || !containsClub(ps, c.club) || c.poss || lo(s, c.i-1) != "the" {
			continue
		}
		if r := lo(s, c.j); !keeperNouns[r] && r != "defence" && r != "defense" && r != "defender" && r != "backline" {
			continue
		}
		v := c.i - 2
		if lo(s, v) == "past" || lo(s, v) == "beyond" || lo(s, v) == "from" && lo(s, v-1) == "save" {
			v-- // "fired past the Fulham keeper", "forced a save from the Fulham keeper"
			for v > 0 && !testVerbs[lo(s, v)] && !shotVerbs[lo(s, v)] && v > c.i-6 {
				v--
			}
		}
		if !testVerbs[lo(s, v)] && !shotVerbs[lo(s, v)] {
			continue
		}
		a := d.agentLeft(s, v)
		if a == nil || a.kind != mPerson || a.ent == nil || a.ent.manager || a.j > v || a.poss {
			continue
		}
		setTeam(a.ent, d.other(c.club), 2)
	}
}
