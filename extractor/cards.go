package extractor

var cardNeg = set(`not avoid avoided escaped escape lucky fortunate could should would might almost nearly deserved
	appeal appealed appealing appeals rescinded overturned demanded demanding demand wanted wanting called calling
	pleaded pleading screamed screaming`)

// cardMentions finds the cards a sentence tells: "was booked", "shown a
// second yellow", "sent off", "a red card for X", "sending off X and Y".
func (d *doc) cardMentions(s *sent) {
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].quoted {
			continue
		}
		w, next := lo(s, i), lo(s, i+1)
		color, second, n := "", false, 1
		switch {
		case w == "booked" || w == "cautioned" || w == "booking" && lo(s, i-1) != "second":
			color = "yellow"
		case w == "yellow":
			color = "yellow"
			if lo(s, i-1) == "second" {
				color, second = "red", true
			}
			if next == "card" || next == "cards" {
				n = 2
			}
		case w == "booking" && lo(s, i-1) == "second":
			color, second = "red", true
		case w == "red-carded" || w == "red-card":
			color = "red"
		case w == "red" && next == "carded":
			color, n = "red", 2 // "was red carded"
		case w == "yellow-carded" || w == "carded" && lo(s, i-1) != "red":
			color = "yellow" // "was carded for a late challenge"
		case w == "red":
			if next == "card" || next == "cards" {
				color, n = "red", 2
			} else if lo(s, i-1) == "saw" || lo(s, i-1) == "seen" || lo(s, i-1) == "sees" || lo(s, i-1) == "straight" || lo(s, i-1) == "a" {
				color = "red"
			}
		case (w == "sent" || w == "sending" || w == "sends") && next == "off":
			color, n = "red", 2
		case (w == "sent" || w == "sending" || w == "sends") && lo(s, i+2) == "off" && mentionAt(s.ments, i+1) != nil && mentionAt(s.ments, i+1).i == i+1:
			color = "red" // "the referee sent him off": who follows the verb
		case w == "dismissed" || w == "dismissal":
			color = "red"
		case w == "marching" && next == "orders":
			color, n = "red", 2
		case (w == "book" || w == "notebook") && intoTheBook(s, i):
			color = "yellow" // "followed him into the book", "went into the referee's book"
		case w == "bookings" && next == ":":
			color = "yellow" // "Bookings: Carter 23, Baker 45"
		case w == "caution" || w == "cautions":
			color = "yellow"
			if lo(s, i-1) == "second" {
				color, second = "red", true
			}
		}
		if color == "" || cardNegated(s, i) || d.elsewhereCard(s, i, i+n) || lo(s, i+n) == "away" && lo(s, i+n+1) == "from" || notACard(s, i, n) {
			continue
		}
		if color == "red" && !second && secondYellowAfter(s, i+n) {
			second = true
		}
		players := d.cardPlayers(s, i, n)
		players = append(players, alongWith(s, i+n)...)
		club := cardClub(s, i+n)
		for _, p := range players {
			p = d.heldBy(s, i, p)
			if p.ent == nil || p.ent.manager {
				continue
			}
			if club != nil && p.kind != mPronoun && len(players) <= 3 {
				setTeam(p.ent, club, 3) // "A and B were booked for Scotland"
			}
			ev := &cardEv{player: p.ent, color: color, s: s, second: second}
			if lo(s, i+n) == ":" && clauseStart(s, i) == 0 {
				ev.minute = listedMinute(s, p) // "Booked: Carter 23, Baker (45)"
			} else {
				ev.minute = nearestMinute(s, i, clauseStart(s, i), clauseEnd(s, i))
			}
			if ev.minute == nil {
				ev.minute = d.paraStamp(s) // "27 min: Booking for X"
			}
			d.cards = append(d.cards, ev)
		}
		i += n - 1
	}
}

// listedMinute is the minute written after a name in a list line:
// "Carter 23", "Carter (23)", "Carter (Everton) 23'", "Carter 90+2"; nil if
// none comes before the next name.
func listedMinute(s *sent, p *mention) *minuteExpr {
	for q := p.j; q < len(s.toks); q++ {
		if m := mentionAt(s.ments, q); m != nil && m.kind != mClub {
			return nil
		}
		if w := lo(s, q); w == "," || w == ";" || w == "." {
			return nil
		}
		if !s.toks[q].num {
			continue
		}
		mx, _, ok := listedTime(s, q, len(s.toks))
		if !ok {
			return nil
		}
		return &mx
	}
	return nil
}

// intoTheBook reports the book at token i entered: "into the book", "into
// the referee's book", "in the official's notebook".
func intoTheBook(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-4; q-- {
		switch lo(s, q) {
		case "into", "in":
			return q < i-1
		case "the", "referee", "referee's", "ref", "ref's", "official", "official's", "'s", "his", "her":
		default:
			return false
		}
	}
	return false
}

func cardNegated(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-6; q-- {
		if w := lo(s, q); (w == "escaped" || w == "escape") && lo(s, q+1) == "with" {
			return false // "escaped with a yellow card": booked, not sent off
		}
		if cardNeg[lo(s, q)] || lo(s, q) == "n't" {
			return true
		}
		if isBoundary(s, q) {
			break
		}
	}
	return false
}

// foulerOf is who fouled the player an object pronoun resolved to, when
// the sentence tells the foul before: in "X caught Y late, and the referee
// sent him off", "him" is X, the one who fouled, not Y.
func foulerOf(s *sent, m *mention) *mention {
	if m.kind != mPronoun || m.ent == nil {
		return nil
	}
	for _, v := range s.ments {
		if v.i >= m.i || v.ent != m.ent || v.kind != mPerson {
			continue
		}
		if a := mentionAt(s.ments, v.i-2); a != nil && a.j == v.i-1 && a.kind == mPerson && a.ent != nil && a.ent != v.ent &&
			(foulVerbs[lo(s, v.i-1)] || lo(s, v.i-1) == "caught" || lo(s, v.i-1) == "clattered" || lo(s, v.i-1) == "upended") {
			return a
		}
	}
	return nil
}

// notACard reports a colour word at token i (n tokens) that tells no card
// shown then: a kit ("his first goal in yellow"), a card already held
// ("already on a yellow card"), a yellow upgraded to a red ("the yellow is
// upgraded to a straight red": only the red counts), or a card reacted to
// ("frustrated by the red card").
func notACard(s *sent, i, n int) bool {
	w, prev := lo(s, i), lo(s, i-1)
	switch {
	case (w == "yellow" || w == "red") && n == 1 && (prev == "in" || prev == "wearing"):
		return true
	case prev == "a" && lo(s, i-2) == "on" && lo(s, i-3) == "already" || prev == "on" && lo(s, i-2) == "already":
		return true
	case w == "yellow":
		for q := i + n; q < len(s.toks) && q <= i+n+3; q++ {
			if lo(s, q) == "upgraded" || lo(s, q) == "rescinded" {
				return true
			}
		}
	case prev == "the" && (lo(s, i-2) == "by" || lo(s, i-2) == "about" || lo(s, i-2) == "over") && reactionBefore(s, i-2):
		return true
	}
	return false
}

// reactionBefore reports a word of feeling just before token k: "was
// frustrated by the red card".
func reactionBefore(s *sent, k int) bool {
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		if reactionStates[lo(s, q)] || lo(s, q) == "angered" || lo(s, q) == "incensed" || lo(s, q) == "baffled" || lo(s, q) == "upset" {
			return true
		}
	}
	return false
}

// cardPlayers finds who was shown the card told at token i.
func (d *doc) cardPlayers(s *sent, i, n int) []*mention {
	w := lo(s, i)
	// a list line: "Booked: Bannan (Wednesday), Seri (Hull)."
	if lo(s, i+n) == ":" && clauseStart(s, i) == 0 {
		var out []*mention
		for _, m := range s.ments {
			if m.i > i+n && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil && !reasonBetween(s, i+n, m.i) {
				out = append(out, m)
			}
		}
		return out
	}
	// "City had X sent off", "saw X booked", "with X red carded", "had X
	// shown a straight red card": X was shown it
	b := i
	for b > 0 && b > i-4 && (lo(s, b-1) == "a" || lo(s, b-1) == "straight" || lo(s, b-1) == "shown" || lo(s, b-1) == "given" || lo(s, b-1) == "handed" || lo(s, b-1) == "second") {
		b--
	}
	if m := mentionAt(s.ments, b-1); m != nil && m.j == b && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
		if g := lo(s, npStart(s, m)-1); g == "had" || g == "has" || g == "have" || g == "having" || g == "saw" || g == "see" || g == "sees" || g == "with" && (b == i || b < i) {
			return []*mention{m}
		}
	}
	// "sending off X and Y", "booked X"
	if (w == "sending" || w == "sent" || w == "booked" || w == "cautioned") && !passiveBefore(s, i) {
		k := i + n
		if m := mentionAfter(s, k); m != nil && m.kind != mClub && m.kind != mTeamRef {
			if f := foulerOf(s, m); f != nil {
				return []*mention{f} // "X caught Y late, and the referee sent him off": X
			}
			return coordinated(s, m)
		}
		if m := mentionAt(s.ments, k); m != nil && m.kind == mClub && m.poss {
			if p := mentionAfter(s, m.j+1); p != nil {
				return coordinated(s, p)
			}
		}
	}
	// "a red card for X", "another booking, for X, for time-wasting", "a yellow card at X"
	if k := i + n; lo(s, k) == "for" || lo(s, k) == "at" && showBefore(s, i) || lo(s, k) == "," && lo(s, k+1) == "for" {
		if lo(s, k) == "," {
			k++
		}
		if m := mentionAfter(s, k+1); m != nil && (m.kind == mPerson || m.kind == mDesc) {
			if lo(s, i+n-1) == "cards" || lo(s, i+n-1) == "bookings" {
				return coordinated(s, m) // "yellow cards for A and B"
			}
			return []*mention{m}
		}
	}
	// "X's second yellow card", "his booking"
	if p := possessorOf(s, i); p != nil && p.ent != nil {
		return []*mention{p}
	}
	// "showed him a yellow card", "his challenge earned him a booking",
	// "showed Dan Moss a second yellow card"
	for q := i - 1; q >= 0 && q >= i-6; q-- {
		if showVerbs[lo(s, q)] || earnVerbs[lo(s, q)] {
			m := mentionAfter(s, q+1)
			if m != nil && m.kind == mPronoun && earnVerbs[lo(s, q)] {
				// "X's foul on Y earned him a yellow card": the one whose foul it was
				if f := firstMention(s); f != nil && f.poss && f.kind == mPerson && f.ent != nil && f.i < q {
					return []*mention{f}
				}
			}
			if m != nil && m.ent != nil {
				return []*mention{m}
			}
		}
	}
	if m := d.agentLeft(s, i); m != nil && m.ent != nil && !(cardNouns[w] && m.j == i && !m.poss) {
		return coordinatedBack(s, m)
	}
	return nil
}

// earnVerbs give a card to their object: "a late challenge earned him a
// booking".
var earnVerbs = set(`earned earns earning brought brings`)

// showVerbs tell a referee showing a card: "showed him a yellow card",
// "brandished a red card at X".
var showVerbs = set(`showed shows gave handed brandished brandishes flashed flashes waved`)

// showBefore reports a verb of showing a card shortly before token i.
func showBefore(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-4; q-- {
		if showVerbs[lo(s, q)] {
			return true
		}
	}
	return false
}

// cardNouns name a card as a thing shown; a name right before one without a
// possessive modifies it ("Quick booking for the sub") and is nobody booked.
var cardNouns = set(`booking caution dismissal yellow red`)

// reasonBetween reports the reason for a card told between tokens a and b:
// in "Yellow card: A, Portland, for a late one on B", B was fouled, not booked.
func reasonBetween(s *sent, a, b int) bool {
	for k := a; k < b; k++ {
		switch lo(s, k) {
		case "for", "after", "following", "on":
			return true
		}
	}
	return false
}

// secondYellowAfter reports a red told as the second of a player's
// bookings: "sent off for a second bookable offence".
func secondYellowAfter(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q < k+5; q++ {
		if lo(s, q) == "second" {
			switch lo(s, q+1) {
			case "bookable", "yellow", "booking", "caution":
				return true
			}
		}
		if isBoundary(s, q) {
			break
		}
	}
	return false
}

func passiveBefore(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-3; q-- {
		if passiveAux[lo(s, q)] {
			return true
		}
	}
	return false
}

// mergeCards keeps one card per player and colour; a second yellow makes the
// player's yellow part of the red.
func (d *doc) mergeCards() []*cardEv {
	var out []*cardEv
	secondYellow := map[*entity]bool{}
	for _, c := range d.cards {
		if c.second {
			secondYellow[c.player] = true
		}
	}
	for _, c := range d.cards {
		if c.color == "yellow" && secondYellow[c.player] {
			continue
		}
		dup := false
		for _, o := range out {
			if o.player == c.player && o.color == c.color {
				dup = true
				if o.minute == nil {
					o.minute = c.minute
				}
			}
		}
		if !dup {
			out = append(out, c)
		}
	}
	return out
}

// alongWith finds "along with X" or "as was X" right after a card: "Rice was
// booked along with Alvarez".
func alongWith(s *sent, k int) []*mention {
	if lo(s, k) == "," {
		k++
	}
	for q := k; q < len(s.toks) && q < k+8; q++ {
		// "A was booked for dissent, as was B"
		if lo(s, q) == "as" && lo(s, q-1) == "," && (lo(s, q+1) == "was" || lo(s, q+1) == "were") {
			if m := mentionAfter(s, q+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
				return coordinated(s, m)
			}
		}
		if isBoundary(s, q) || mentionAt(s.ments, q) != nil {
			break
		}
	}
	// "A was booked for simulation, and B for dissent"
	for q := k; q < len(s.toks) && q < k+8; q++ {
		if lo(s, q) == "and" && (lo(s, q-1) == "," || q > k && lo(s, q-1) != "and") {
			if m := mentionAt(s.ments, q+1); m != nil && m.i == q+1 && m.kind == mPerson && m.ent != nil && lo(s, m.j) == "for" {
				return []*mention{m} // "A was booked for dissent and B for a foul"
			}
		}
		if mentionAt(s.ments, q) != nil {
			break
		}
	}
	if lo(s, k) == "along" && lo(s, k+1) == "with" {
		if m := mentionAfter(s, k+2); m != nil && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
			return coordinated(s, m)
		}
	}
	return nil
}

// cardClub is the club a card's players play for when the text says so
// right after the card: "were booked for Scotland", "cautioned for the hosts".
func cardClub(s *sent, k int) *clubEnt {
	if lo(s, k) != "for" {
		return nil
	}
	m := mentionAt(s.ments, k+1)
	if m == nil && lo(s, k+1) == "the" {
		m = mentionAt(s.ments, k+2)
	}
	if m == nil || m.kind != mClub || m.poss || m.club == nil {
		return nil
	}
	return m.club
}

// dropManagerCards drops the cards read for people found to be managers
// after the cards were read: a booked manager is no booked player.
func (d *doc) dropManagerCards() {
	kept := d.cards[:0]
	for _, c := range d.cards {
		if !c.player.manager && !c.player.referee {
			kept = append(kept, c)
		}
	}
	d.cards = kept
}
