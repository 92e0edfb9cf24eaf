package extractor

import "strings"

// markNotInMatch marks as absent the names that are no one in the match: a
// report's dateline ("FORT LAUDERDALE, Fla. -") and players named only as
// missing ("without the injured X", "in the absence of the suspended X").
// A player in a goal or a card is in the match whatever else is said.
func (d *doc) markNotInMatch() {
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
	for _, e := range d.persons {
		if inEvent[e] || e.manager || e.lineup || len(e.ments) == 0 {
			continue
		}
		if d.datelineOnly(e) || missingOnly(e) {
			e.absent = true
		}
	}
}

// datelineOnly reports a name told only as a dateline: capitals opening a
// paragraph, then a comma and, soon after, a dash.
func (d *doc) datelineOnly(e *entity) bool {
	for _, m := range e.ments {
		s := m.s
		if m.i != 0 || lo(s, m.j) != "," || s.idx > 0 && d.sents[s.idx-1].para == s.para {
			return false
		}
		for k := m.i; k < m.j; k++ {
			if t := s.toks[k]; t.word && strings.ToUpper(t.s) != t.s {
				return false
			}
		}
		dash := false
		for k := m.j; k < len(s.toks) && k < m.j+8; k++ {
			if w := lo(s, k); w == "-" || w == "—" || w == "–" {
				dash = true
				break
			}
		}
		if !dash {
			return false
		}
	}
	return true
}

// absenceReasons say why a player is missing.
var absenceReasons = set(`injured suspended ill banned absent unavailable sidelined`)

// missingOnly reports a person named only as missing from the match.
func missingOnly(e *entity) bool {
	for _, m := range e.ments {
		s := m.s
		k := m.i - 1
		for k >= 0 && (ownerWords[lo(s, k)] || absenceReasons[lo(s, k)]) {
			k--
		}
		w := lo(s, k)
		if !(w == "without" || w == "of" && lo(s, k-1) == "absence") && !absentAfter(s, m.j) {
			return false
		}
	}
	return true
}

// absentAfter reads what is said of a player told as missing the match:
// "X missed the game through injury", "X sat out", "X was suspended", "X
// watched from the stands".
func absentAfter(s *sent, k int) bool {
	if lo(s, k) == "," && lo(s, k+1) == "who" {
		k += 2 // "X, who is suspended, ..."
	}
	w, next := lo(s, k), lo(s, k+1)
	switch w {
	case "missed":
		return next == "the" && (lo(s, k+2) == "game" || lo(s, k+2) == "match" || lo(s, k+2) == "trip") || next == "out"
	case "sat":
		return next == "out"
	case "watched":
		return next == "from" && lo(s, k+2) == "the" && lo(s, k+3) == "stands"
	case "was", "is", "were", "remains", "remained":
		if next == "also" || next == "still" {
			next = lo(s, k+2)
		}
		return absenceReasons[next] || next == "out" && lo(s, k+2) == "injured"
	}
	return false
}
