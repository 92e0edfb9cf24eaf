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
		d.copulaSides(s, ps)
		d.clubRoleSubject(s, ps)
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

// scoringCues, told of a club right after it opens a sentence, say the club
// scored: "Barrow struck first", "Brighton were ahead again", "the visitors
// levelled", "they hit back".
var scoringCues = set(`struck scored score scores levelled leveled equalised equalized doubled extended restored replied
	responded`)

// cuePairs are two-word cues: "went ahead", "took the lead" (told as "took
// lead" once "the" is passed over), "hit back", "back in front". A state
// alone ("Villa led", "were level") is no cue: the other side may score next.
var cuePairs = map[string]bool{"went ahead": true, "went in": true, "moved ahead": true, "got ahead": true,
	"took lead": true, "regained lead": true, "hit back": true, "came back": true, "fought back": true,
	"back in": true, "ahead again": true}

// hopeWords before a cue say the club only tried: "pushed forward in search
// of an equaliser", "nearly levelled".
var hopeWords = set(`for search nearly almost could should would might thought chasing pressed pushed looking hoping
	sought seeking bid not never failed`)

// fastStarts before "start" tell an early goal: "made a dream start".
var fastStarts = set(`dream perfect flying`)

// replyNouns after a club's possessive tell its goal: "Fulham's response
// was patient and rewarded".
var replyNouns = set(`response reply answer equaliser equalizer breakthrough opener leveller`)

// sentenceOpeners may stand before a sentence's subject.
var sentenceOpeners = set(`but then and so yet still`)

// topicSides gives a goal the club its sentence, or the sentence before it
// in the same paragraph, tells as scoring: "Barrow struck first in extra
// time, when X rose to glance a header in", "Fulham's response was patient
// and rewarded. A swung in a corner and B swept it in". A sentence that
// names a club of the match itself keeps its own story.
func (d *doc) topicSides() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	for _, g := range d.goals {
		if g.team != nil || g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			s := gm.s
			if c := d.topicClub(s, ps, nil); c != nil && gm.scorer == g.scorer && !contrastBefore(s, gm.trig) {
				g.team = c
				break
			}
			if s.idx == 0 || namesClub(s, ps) {
				continue
			}
			prev := d.sents[s.idx-1]
			if prev.para != s.para || len(d.goalsIn[prev]) > 0 {
				continue
			}
			var before *sent
			if prev.idx > 0 && d.sents[prev.idx-1].para == prev.para {
				before = d.sents[prev.idx-1]
			}
			if c := d.topicClub(prev, ps, before); c != nil {
				g.team = c
				break
			}
		}
		if g.team != nil && g.kind == "own_goal" {
			setTeam(g.scorer, d.other(g.team), 1)
		} else if g.team != nil {
			setTeam(g.scorer, g.team, 1)
		}
	}
}

// namesClub reports a sentence naming a club of the match or "the hosts".
func namesClub(s *sent, ps []*clubEnt) bool {
	for _, m := range s.ments {
		if m.kind == mClub && containsClub(ps, m.club) || m.kind == mTeamRef {
			return true
		}
	}
	return false
}

// topicClub is the club a sentence opens with as having scored; "they"
// stands for the club the sentence before (prev) opens with.
func (d *doc) topicClub(s *sent, ps []*clubEnt, prev *sent) *clubEnt {
	k := 0
	for sentenceOpeners[lo(s, k)] || lo(s, k) == "," {
		k++
	}
	if lo(s, k) == "the" && mentionAt(s.ments, k) == nil {
		k++
	}
	var club *clubEnt
	end := k + 1
	if lo(s, k) == "they" && prev != nil {
		club = d.openingClub(prev, ps)
	} else if m := mentionAt(s.ments, k); m != nil && m.i == k {
		end = m.j
		switch m.kind {
		case mClub:
			if containsClub(ps, m.club) {
				club = m.club
			}
		case mTeamRef:
			club = d.refClub(m.ref)
		}
		if club != nil && m.poss {
			if replyNouns[lo(s, m.j+1)] {
				return club
			}
			return nil
		}
	}
	if club == nil {
		return nil
	}
	for q := end; q < len(s.toks) && q < end+5; q++ {
		w := lo(s, q)
		if hopeWords[w] || isBoundary(s, q) {
			return nil
		}
		prevWord := lo(s, q-1)
		if prevWord == "the" {
			prevWord = lo(s, q-2)
		}
		if scoringCues[w] || w == "start" && fastStarts[lo(s, q-1)] || cuePairs[prevWord+" "+w] {
			return club
		}
	}
	return nil
}

// openingClub is the club of the match a sentence opens with.
func (d *doc) openingClub(s *sent, ps []*clubEnt) *clubEnt {
	k := 0
	for sentenceOpeners[lo(s, k)] {
		k++
	}
	m := mentionAt(s.ments, k)
	if m == nil || m.i != k || m.poss {
		return nil
	}
	switch m.kind {
	case mClub:
		if containsClub(ps, m.club) {
			return m.club
		}
	case mTeamRef:
		return d.refClub(m.ref)
	}
	return nil
}

// contrastBefore reports a turn of the story before token i: "Villa struck
// first, only for X to level", "Stoke doubled their lead until X ...".
func contrastBefore(s *sent, i int) bool {
	for q := 0; q < i && q < len(s.toks); q++ {
		switch lo(s, q) {
		case "until", "only", "but", "before", "however", "though", "although":
			return true
		}
	}
	return false
}

// winnerSides gives the winning goal ("headed the winner", "a late winner")
// the club that won the match, wherever the story tells it.
func (d *doc) winnerSides() {
	want := d.finalScore()
	ps := d.participants()
	if want == nil || want[0] == want[1] || len(ps) != 2 {
		return
	}
	won := ps[0]
	if want[1] > want[0] {
		won = ps[1]
	}
	for _, g := range d.goals {
		if g.team != nil || g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			if gm.class == "winner" || toldAsWinner(gm) || d.winnerAnnounced(gm.s) || d.toldAsSealing(gm) {
				g.team = won
				if g.kind == "own_goal" {
					setTeam(g.scorer, d.other(won), 1)
				} else {
					setTeam(g.scorer, won, 1)
				}
				break
			}
		}
	}
}

// toldAsWinner reads a finish whose object is the winner: "scored a late
// winner", "headed the winner".
func toldAsWinner(gm *goalMention) bool {
	s := gm.s
	for k := gm.trig + 1; k < len(s.toks) && k <= gm.trig+4; k++ {
		w := lo(s, k)
		if w == "winner" || w == "match-winner" {
			return true
		}
		if !s.toks[k].word || s.toks[k].cap || isBoundary(s, k) || w == "no" || w == "potential" || w == "would-be" {
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

// winnerAnnounced reports a sentence told right after one that opens on the
// winning goal without its scorer: "The winner, when it came, was a move
// from the training ground. A launched a throw and B headed in."
func (d *doc) winnerAnnounced(s *sent) bool {
	if s.idx == 0 {
		return false
	}
	prev := d.sents[s.idx-1]
	if prev.para != s.para || len(d.goalsIn[prev]) > 0 {
		return false
	}
	k := 0
	if lo(prev, k) == "the" {
		k++
	}
	switch lo(prev, k) {
	case "winner", "match-winner":
		return true
	case "winning", "decisive":
		return lo(prev, k+1) == "goal"
	}
	return false
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

// sealingPhrases tell the goal that settled a match, which only the winners
// score: "put the icing on the cake", "sealed the win", "put the game out of
// reach", "completed the rout".
var sealingPhrases = [][]string{{"icing", "on", "the", "cake"}, {"sealed"}, {"seal"}, {"wrapped", "up"}, {"out", "of", "reach"},
	{"beyond", "doubt"}, {"beyond", "reach"}, {"completed", "the", "rout"}, {"killed", "off"}, {"killed", "the", "game"}}

// toldAsSealing reports a telling, alone in its sentence, that says its
// goal settled the match, or that follows a sentence saying so.
func (d *doc) toldAsSealing(gm *goalMention) bool {
	s := gm.s
	if len(d.goalsIn[s]) > 1 || gm.class == "reduce" || gm.class == "level" {
		return false
	}
	for k := range s.toks {
		if w := lo(s, k); w == "consolation" || w == "already" {
			return false // "X pulled one back, but the win was already sealed"
		}
	}
	if sealing(s) {
		return true
	}
	// "X then put the icing on the cake. He curled a free kick in."
	if s.idx == 0 {
		return false
	}
	prev := d.sents[s.idx-1]
	return prev.para == s.para && len(d.goalsIn[prev]) == 0 && sealing(prev)
}

// sealing reports a sealing phrase in a sentence.
func sealing(s *sent) bool {
	for k := range s.toks {
		for _, p := range sealingPhrases {
			n := 0
			for n < len(p) && lo(s, k+n) == p[n] {
				n++
			}
			if n == len(p) {
				return true
			}
		}
	}
	return false
}
