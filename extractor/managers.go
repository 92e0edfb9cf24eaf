package extractor

// This file reads managers by what they do rather than by a role word
// next to the name: what they do with the squad and from the bench, the team
// they pick, the post they hold and the club they run.

import "strings"

// squadWords are the people a manager has charge of, and his bench: "X gave
// his lads a rollicking", "X told her players to be patient", "X turned to
// his bench". A player speaks of team-mates, not of "his players".
var squadWords = set(`lads boys players charges troops squad bench dugout lineup line-up selection tactics
	substitutions`)

// shapingVerbs are what a manager does to the side as a whole: "X drilled
// his side", "X reshuffled his team". A scorer "put his side ahead", so the
// side alone tells nothing without one of these.
var shapingVerbs = set(`drilled drilling drills drill organised organized organising organizing reorganised
	reorganized reshuffled reshuffling rotated rotating switched switching prepared preparing set setting
	selected selecting`)

// shapesSquad reads a manager by what the name does to the squad in its own
// clause: "X must have given his lads the hairdryer", "X has spent months
// drilling his side". The verb stands right before "his" or "her", with no
// other person or boundary between the name and it.
func shapesSquad(s *sent, m *mention) bool {
	if m.poss || !subjectLike(m) {
		return false
	}
	for q := m.j; q < len(s.toks) && q <= m.j+8; q++ {
		if isBoundary(s, q) || q > m.j && mentionAt(s.ments, q) != nil {
			return false
		}
		w := lo(s, q+1)
		if w != "his" && w != "her" || !s.toks[q].word || s.toks[q].cap {
			continue
		}
		noun := lo(s, q+2)
		return squadWords[noun] || shapingVerbs[lo(s, q)] && (noun == "side" || noun == "team")
	}
	return false
}

// withoutPlayer reads a manager told as missing a player: "X was without
// goalkeeper Y", "X was again without the injured Y". A player is "without
// a goal", never without a named person.
func withoutPlayer(s *sent, m *mention) bool {
	k := m.j
	if lo(s, k) != "was" && lo(s, k) != "is" && lo(s, k) != "were" {
		return false
	}
	k++
	for lo(s, k) == "also" || lo(s, k) == "again" || lo(s, k) == "still" {
		k++
	}
	if lo(s, k) != "without" {
		return false
	}
	for q := k + 1; q < len(s.toks) && q <= k+5; q++ {
		if p := mentionAt(s.ments, q); p != nil {
			return p.kind == mPerson && p.i == q
		}
		w := lo(s, q)
		if !ownerWords[w] && !absenceReasons[w] && !roleNouns[w] && !descModifiers[w] {
			return false
		}
	}
	return false
}

// counterpartOf reads "his counterpart X", "his opposite number X" and "Y's
// counterpart X" where the
// one X is set against is a manager: X is the other side's manager. "His"
// looks back to a manager named or told by role in this sentence or the one
// before.
func (d *doc) counterpartOf(s *sent, m *mention) bool {
	k := m.i - 1
	if lo(s, k) == "," {
		k--
	}
	if lo(s, k) == "number" && lo(s, k-1) == "opposite" {
		k-- // "his opposite number X"
	} else if lo(s, k) != "counterpart" {
		return false
	}
	if w := lo(s, k-1); w != "his" && w != "her" {
		q := k - 1
		if w == "'s" || w == "'" {
			q--
		}
		o := mentionAt(s.ments, q)
		return o != nil && o.poss && o.kind == mPerson && o.ent != nil && o.ent.manager
	}
	toldManager := func(t *sent, upTo int) bool {
		for q := 0; q < upTo && q < len(t.toks); q++ {
			if managerRoles[lo(t, q)] {
				return true
			}
			if p := mentionAt(t.ments, q); p != nil && p.kind == mPerson && p.ent != nil && p.ent.manager {
				return true
			}
		}
		return false
	}
	if toldManager(s, k-1) {
		return true
	}
	return s.idx > 0 && toldManager(d.sents[s.idx-1], len(d.sents[s.idx-1].toks))
}

// sendOnVerbs put a substitute on the pitch: only a manager "sent on X" or
// "threw on fresh legs"; the player is "sent on" in the passive.
var sendOnVerbs = set(`sent sends sending brought brings bringing threw throws throwing`)

// benchDeed reads what a manager does from the bench, told right after the
// name: "X sent on Y", "X threw on fresh legs", "X took charge in May", "X
// made a double substitution", "X switched to a back three", "X opted to
// start with two strikers", "X was sent to the stands" (a player is sent
// off).
func benchDeed(s *sent, m *mention) bool {
	k := m.j
	for skipAdverbs[lo(s, k)] {
		k++
	}
	w, next := lo(s, k), lo(s, k+1)
	switch {
	case sendOnVerbs[w] && next == "on":
		return lo(s, k+2) != "to" && lo(s, k+2) != "for"
	case w == "took" && (next == "over" || next == "charge"):
		return true
	case w == "made" || (w == "was" || w == "were") && next == "forced" && lo(s, k+2) == "to" && lo(s, k+3) == "make":
		// "X made a triple substitution", "X made two changes at the break",
		// "X was forced to make a sub"
		if w != "made" {
			k += 3
		}
		for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
			if x := lo(s, q); (x == "substitution" || x == "substitutions" || x == "change" || x == "changes" || x == "sub" || x == "subs") && lo(s, q+1) != "of" {
				return true
			}
			if isBoundary(s, q) || mentionAt(s.ments, q) != nil {
				break
			}
		}
	case shapeShiftVerbs[w] && next == "to":
		return formationAt(s, k+2) // "X switched to a back three", "X reverted to 4-4-2"
	case (w == "opted" || w == "chose" || w == "elected" || w == "decided") && next == "to":
		return lineupVerbs[lo(s, k+2)] // "X opted to start with two strikers"
	case w == "was" || w == "were":
		return next == "sent" && lo(s, k+2) == "to" && lo(s, k+3) == "the" && lo(s, k+4) == "stands"
	case w == "turned" && next == "to":
		// "X turned to his bench", "X turned to A and B" (sent them on)
		if lo(s, k+2) == "his" || lo(s, k+2) == "her" || lo(s, k+2) == "the" {
			return lo(s, k+3) == "bench" || lo(s, k+3) == "substitutes"
		}
		p := mentionAt(s.ments, k+2)
		return p != nil && p.i == k+2 && p.kind == mPerson && lo(s, p.j) == "and"
	}
	return false
}

// underManager reads a manager by a record or a side told as under them:
// "their worst run under X", "the first win under X".
func underManager(s *sent, m *mention) bool {
	if m.poss || m.kind != mPerson || lo(s, m.i-1) != "under" {
		return false
	}
	return tenureNouns[lo(s, m.i-2)] || tenureNouns[lo(s, m.i-3)] // not "slid it under X"
}

// tenureNouns are what a side has under its manager: "their worst run under
// X", "the first win under X".
var tenureNouns = set(`run runs record reign tenure stint spell side sides team teams form season start era win wins
	defeat defeats game games match matches unbeaten winless improved`)

// selectVerbs pick or leave out a player: only a manager "recalled X" or
// "rested X".
var selectVerbs = set(`recalled recalls rested rests dropped drops benched restored restores axed omitted`)

// selectsPlayers reads a manager by the team he picks, told right after the
// name: "X recalled Y", "X rested Y and Z", "X named an unchanged side", "X
// handed a debut to Y", "X handed Y a first start".
func selectsPlayers(s *sent, m *mention) bool {
	if m.poss || !subjectLike(m) {
		return false
	}
	k := m.j
	for skipAdverbs[lo(s, k)] {
		k++
	}
	w := lo(s, k)
	switch {
	case selectVerbs[w]:
		p := mentionAt(s.ments, k+1)
		return p != nil && p.i == k+1 && p.kind == mPerson && !p.poss
	case w == "named" || w == "fielded" || w == "picked" || w == "selected":
		for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
			switch lo(s, q) {
			case "unchanged", "same", "strongest", "starting":
				return true
			}
		}
	case w == "handed" || w == "gave":
		for q := k + 1; q < len(s.toks) && q <= k+6; q++ {
			if x := lo(s, q); x == "debut" || x == "debuts" || x == "start" || x == "starts" || x == "recall" {
				return true
			}
			if isBoundary(s, q) {
				break
			}
		}
	}
	return false
}

// succeedWords put the one a manager took over from after them.
var succeedWords = set(`replaced replacing succeeded succeeding`)

// tenureAfter reads a manager by his post told in the clause after the
// name: "X, who replaced Y as head coach in May,", "X has been in charge
// since 2021", "X, appointed in the summer,", "X was sacked on Monday".
func tenureAfter(s *sent, m *mention) bool {
	if m.poss {
		return false
	}
	k := m.j
	if lo(s, k) == "," {
		k++
	}
	switch lo(s, k) {
	case "appointed", "sacked", "hired":
		return true
	case "was", "is", "has", "had":
		if w := lo(s, k+1); w == "appointed" || w == "sacked" || w == "hired" {
			return true
		}
	}
	for q := m.j; q < len(s.toks) && q <= m.j+10; q++ {
		w := lo(s, q)
		if w == "as" {
			r := q + 1
			for managerModifiers[lo(s, r)] {
				r++
			}
			if managerRoles[lo(s, r)] {
				return true
			}
		}
		if w == "in" && lo(s, q+1) == "charge" && q <= m.j+6 {
			return true
		}
		if p := mentionAt(s.ments, q); q > m.j && p != nil && p.kind != mClub && p.i == q && !succeedWords[lo(s, q-1)] || isBoundary(s, q) && w != "," && w != "who" {
			return false
		}
	}
	return false
}

// shapeShiftVerbs change a team's shape: "switched to a back three".
var shapeShiftVerbs = set(`switched switches reverted reverts changed changes moved went shifted`)

// lineupVerbs are a manager's choice of team: "opted to start with", "chose
// to field", "decided to stick with".
var lineupVerbs = set(`start field deploy stick switch rest recall drop bring`)

// formationAt reports a team's shape told at token k: "a back three",
// "three at the back", "4-4-2".
func formationAt(s *sent, k int) bool {
	if lo(s, k) == "a" {
		k++
	}
	w := lo(s, k)
	if w == "back" {
		x := lo(s, k+1)
		return x == "three" || x == "four" || x == "five"
	}
	if lo(s, k+1) == "at" && lo(s, k+2) == "the" && lo(s, k+3) == "back" {
		return true
	}
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r != '-':
			return false
		}
	}
	return digits >= 3 && strings.Count(w, "-") == digits-1
}

// dashes set off an apposition as commas do.
var dashes = set(`- – —`)

// notThisManager stand before a manager's role that is no manager of the
// match: "the former manager", "the assistant manager".
var notThisManager = set(`former ex- assistant goalkeeping youth academy reserve under-21 under-23 women's national`)

// apposedRole reads a manager's role set off after the name, whatever its
// modifiers: "X, the league's longest-serving manager,", "X, Crewe's
// manager since 2019,", "X (Crewe manager)", "X - Crewe's boss -". It
// returns the club the apposition names, if any.
func (d *doc) apposedRole(s *sent, m *mention) (*clubEnt, bool) {
	var club *clubEnt
	for q := m.j + 1; q < len(s.toks) && q <= m.j+6; q++ {
		w := lo(s, q)
		if managerRoles[w] {
			if p := mentionAt(s.ments, q+1); notThisManager[lo(s, q-1)] || lo(s, q+1) == "'s" || p != nil && p.kind == mPerson {
				return nil, false // "from X, City boss Y": the role is Y's
			}
			return club, true
		}
		if c := mentionAt(s.ments, q); c != nil {
			if c.kind != mClub || c.i != q {
				return nil, false
			}
			club, q = c.club, c.j-1
			continue
		}
		if w == "," || w == ")" || dashes[w] || isBoundary(s, q) || s.toks[q].cap && w != "'s" || !s.toks[q].word && w != "'s" || notThisManager[w] {
			return nil, false
		}
	}
	return nil, false
}

// runsClub reads a manager by the club he runs, told around the name: "C,
// managed by X", "X, now managing C", "X, who guided C to promotion", "X
// has overseen five wins in a row".
func runsClub(s *sent, m *mention) bool {
	if w := lo(s, m.i-1); w == "by" && (lo(s, m.i-2) == "managed" || lo(s, m.i-2) == "coached") {
		return true
	}
	if m.poss {
		return false
	}
	for q := m.j; q < len(s.toks) && q <= m.j+6; q++ {
		switch lo(s, q) {
		case "managing", "manages", "coaching", "coaches", "overseen", "oversaw", "oversees", "overseeing":
			return true
		case "guided", "steered", "guides", "steers":
			c := mentionAfter(s, q+1)
			return c != nil && (c.kind == mClub || c.kind == mTeamRef) && lo(s, c.j) == "to"
		}
		if c := mentionAt(s.ments, q); q > m.j && (isBoundary(s, q) && lo(s, q) != "," && lo(s, q) != "who" || c != nil && c.kind != mClub) {
			return false
		}
	}
	return false
}
