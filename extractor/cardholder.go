package extractor

// heldBy corrects who a card told with a pronoun went to. A pronoun with no
// one named before it in its sentence ("The referee showed him a straight
// red card") is the player the sentence before was about, its subject; and
// the player fouled in the card's sentence or the one before is never the
// one booked for it: "A lunged in on B and the referee showed him a red
// card", "he hacked down B and got his second yellow". A foul told after
// the card at token i is its reason ("showed him a yellow card for holding
// B", "booked him for diving") and leaves the pronoun as it was read.
func (d *doc) heldBy(s *sent, i int, p *mention) *mention {
	if p.kind != mPronoun {
		return p
	}
	if reasonAfter(s, i) {
		return p
	}
	fouls := d.foulsIn(s)
	var prev *sent
	if s.idx > 0 && d.sents[s.idx-1].para == s.para {
		prev = d.sents[s.idx-1]
	}
	if prev != nil && !namedBefore(s, p.i) {
		if q := leadPerson(prev); q != nil {
			p = q
		}
	}
	if prev != nil {
		fouls = append(fouls, d.foulsIn(prev)...)
	}
	for _, f := range fouls {
		if !f.save && f.on.ent == p.ent && f.by.ent != p.ent {
			return f.by
		}
	}
	return p
}

// reasonAfter reports a reason told for the card at token i, which is the
// card holder's own doing: "for holding B", "for diving".
func reasonAfter(s *sent, i int) bool {
	for q := i + 1; q < len(s.toks) && q <= i+4; q++ {
		if lo(s, q) == "for" {
			return true
		}
		if isBoundary(s, q) {
			break
		}
	}
	return false
}

// namedBefore reports a player named before token k: not the referee or a
// manager.
func namedBefore(s *sent, k int) bool {
	for _, m := range s.ments {
		if m.i >= k {
			break
		}
		if (m.kind == mPerson || m.kind == mDesc) && m.ent != nil && !m.ent.referee && !m.ent.manager && !refereeRoles[m.role] {
			return true
		}
	}
	return false
}

// leadPerson is the player a sentence opens on as its subject: "Moloney
// raced out of his area and handled the ball."
func leadPerson(s *sent) *mention {
	for _, m := range s.ments {
		if m.kind == mClub || m.kind == mTeamRef {
			continue
		}
		if m.ent == nil || m.poss || m.kind == mPronoun || !subjectLike(m) || m.ent.referee || m.ent.manager {
			return nil
		}
		return m
	}
	return nil
}

// elsewhereCard reports a card told as another match's: "after his red card
// at Brighton" (a club not in this match), "serving a ban for the red card
// against Leeds".
func (d *doc) elsewhereCard(s *sent, i, k int) bool {
	switch lo(s, k) {
	case "at", "against", "versus", "v", "in":
		if c := mentionAfter(s, k+1); c != nil && c.kind == mClub && c.i <= k+2 && c.club != nil {
			if ps := d.participants(); len(ps) == 2 && !containsClub(ps, c.club) {
				return true
			}
		}
	}
	for q := clauseStart(s, i); q < i; q++ {
		switch lo(s, q) {
		case "serve", "served", "serves", "serving":
			return true
		}
	}
	// "sent off last week", "booked in each of his last three games", "his
	// red card in the previous game"
	for q := k; q < len(s.toks) && q < k+6; q++ {
		if w := lo(s, q); w == "previous" || w == "last" && (pastTimes[lo(s, q+1)] || countWord(s, q+1) && pastTimes[lo(s, q+2)]) {
			return true
		}
		if isBoundary(s, q) {
			break
		}
	}
	return false
}

// pastTimes after "last" tell an earlier match: "last week", "last season".
var pastTimes = set(`week weekend month season time game games match matches outing outings meeting meetings
	saturday sunday tuesday wednesday midweek`)

// countWord reports a number at token k, in figures or words.
func countWord(s *sent, k int) bool {
	return k < len(s.toks) && (s.toks[k].num || numberWords[lo(s, k)] > 1)
}
