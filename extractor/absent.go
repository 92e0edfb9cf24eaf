package extractor

import (
	"slices"
	"strings"
)

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
		if e.manager && !inEvent[e] && formerOnly(e) {
			e.absent = true // "former England manager X was in attendance"
			continue
		}
		if inEvent[e] || e.manager || e.lineup || len(e.ments) == 0 {
			continue
		}
		if d.datelineOnly(e) || missingOnly(e) || d.placeOnly(e) || numberName(e.name) || wordName(e.name) || d.punditOnly(e) || comparedOnly(e) {
			e.absent = true
		}
	}
}

// placeOnly reports a name that is a place's or a club's: one the lexicon
// or the text knows as a stadium ("Ibrox erupted"), one told only with
// "the" right before it ("at the Maracanã", "the Kölner Keller asked for a
// review"), as a person never is, or only as where a trip goes ("next
// week's trip to X").
func (d *doc) placeOnly(e *entity) bool {
	if _, ok := d.lex.Stadium(e.name); ok {
		return true
	}
	for _, v := range d.venues {
		if v.name == e.name {
			return true
		}
	}
	for _, m := range e.ments {
		s := m.s
		if m.kind != mPerson || m.role != "" {
			return false
		}
		w := lo(s, m.i-1)
		if w != "the" && !(w == "to" || w == "of") || (w == "to" || w == "of") && !tripNouns[lo(s, m.i-2)] {
			return false
		}
	}
	return true
}

// tripNouns are journeys to a club: "the trip to X", "the visit of X".
var tripNouns = set(`trip trips visit visits journey`)

// wordName reports a name that opens with an ordinary word of the game
// glued to a capitalised one at a sentence's start: "Former England manager
// X" read as "Former England", "Kick-off was delayed".
func wordName(name string) bool {
	first, rest, more := strings.Cut(strings.ToLower(name), " ")
	return more && rest != "" && (descModifiers[first] || roleNouns[first]) || first == "kick-off"
}

// numberName reports a written number read as a name at a sentence's
// start: "Sixty-eight places separate the clubs".
func numberName(name string) bool {
	for _, f := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' }) {
		if numberWords[f] == 0 || f == "a" {
			return false
		}
	}
	return name != ""
}

// punditOnly reports someone heard only covering the match: a former
// player only giving a view ("said former Villa striker X", "said X, the
// former England defender"), or anyone named only where the coverage is
// ("X, on co-commentary, was unimpressed"). A former player in the match
// does something besides speak.
func (d *doc) punditOnly(e *entity) bool {
	former, aired, spokenAll := false, true, true
	for _, m := range e.ments {
		s := m.s
		if !slices.ContainsFunc(s.toks, func(t tok) bool { return broadcastWords[t.lo] }) {
			aired = false
		}
		if !spoken(s) && !(s.idx+1 < len(d.sents) && d.sents[s.idx+1].para == s.para && spoken(d.sents[s.idx+1])) {
			spokenAll = false // a view told in the sentence or right after it: "X had the final word. \"...\""
		}
		for q := m.j - 1; q >= 0 && q >= m.i-5; q-- {
			w := lo(s, q)
			if w == "former" || w == "ex-" || strings.HasPrefix(w, "ex-") {
				former = true
			}
			if q < m.i && isBoundary(s, q) {
				break
			}
		}
		if lo(s, m.j) == "," && (lo(s, m.j+1) == "the" || lo(s, m.j+1) == "a") && (lo(s, m.j+2) == "former" || strings.HasPrefix(lo(s, m.j+2), "ex-")) {
			former = true
		}
	}
	return former && spokenAll || aired
}

// formerOnly reports a person every mention of whom tells a past role:
// "former England manager X", "X, the ex-Leeds boss,".
func formerOnly(e *entity) bool {
	seen := false
	for _, m := range e.ments {
		if m.kind == mPronoun {
			continue
		}
		s, former := m.s, false
		for q := m.i - 1; q >= 0 && q >= m.i-4; q-- {
			if w := lo(s, q); w == "former" || strings.HasPrefix(w, "ex-") {
				former = true
			}
			if isBoundary(s, q) {
				break
			}
		}
		if lo(s, m.j) == "," && (lo(s, m.j+2) == "former" || strings.HasPrefix(lo(s, m.j+2), "ex-")) {
			former = true
		}
		if !former {
			return false
		}
		seen = true
	}
	return seen
}

// broadcastWords tell a sentence about the coverage, not the play: "X, on
// co-commentary, ...", "Sky Sports pundit X".
var broadcastWords = set(`commentary co-commentary commentating punditry pundit studio podcast broadcaster`)

// spoken reports a sentence that quotes someone or tells what they said.
func spoken(s *sent) bool {
	for _, t := range s.toks {
		if t.quoted || t.s == "\"" || speechVerbs[t.lo] {
			return true
		}
	}
	return false
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

// missingOnly reports a person named only as missing from the match:
// "without the injured X", "without our skipper X", "in the absence of X",
// "missed the suspended X", or told as missing after the name.
func missingOnly(e *entity) bool {
	var told *sent // the sentence that told the player missing: its pronouns say no more
	for _, m := range e.ments {
		s := m.s
		if m.kind == mPronoun && s == told || s.toks[m.i].quoted && told != nil {
			continue // what is quoted of a player told missing places him nowhere
		}
		told = s
		k := m.i - 1
		reason := false
		for k >= 0 && (ownerWords[lo(s, k)] || lo(s, k) == "our" || absenceReasons[lo(s, k)] || roleNouns[lo(s, k)]) {
			reason = reason || absenceReasons[lo(s, k)]
			k--
		}
		w := lo(s, k)
		switch {
		case w == "without", w == "of" && lo(s, k-1) == "absence":
		case (w == "missed" || w == "missing" || w == "minus") && reason:
		case absentAfter(s, m.j):
		default:
			return false
		}
	}
	return true
}

// absentAfter reads what is said of a player told as missing the match:
// "X missed the game through injury", "X sat out", "X was suspended", "X
// watched from the stands", "X was not involved", "X was ruled out", "X
// served the second game of a ban".
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
	case "did", "does":
		// "X did not make the squad", "X did not feature"
		if next == "not" || next == "n't" {
			w := lo(s, k+2)
			return w == "feature" || w == "play" || w == "travel" || w == "make" && (lo(s, k+4) == "squad" || lo(s, k+4) == "bench" || lo(s, k+4) == "trip" || lo(s, k+4) == "matchday")
		}
	case "served", "serves", "serving":
		return banAhead(s, k+1)
	case "returns":
		return next == "for" || next == "from" // "X returns for the trip to Y"
	case "was", "is", "were", "remains", "remained":
		if next == "also" || next == "still" || next == "again" {
			k++
			next = lo(s, k+1)
		}
		switch next {
		case "not":
			return notInSquad[lo(s, k+2)]
		case "out":
			// "X is out for the season", "X was out with a knee injury"
			return lo(s, k+2) == "for" || lo(s, k+2) == "with" || lo(s, k+2) == "injured"
		case "in", "among":
			// "X was in the crowd", "X was among the fans"
			return lo(s, k+2) == "the" && crowdWords[lo(s, k+3)]
		case "ruled", "left":
			// "X was ruled out", not "ruled out of the rest of the game"
			return lo(s, k+2) == "out" && !(lo(s, k+3) == "of" && lo(s, k+5) == "rest")
		case "serving":
			return banAhead(s, k+2)
		}
		if next == "injured" && duringMatch[lo(s, k+2)] {
			return false // "X was injured in a collision and replaced": he played
		}
		return absenceReasons[next]
	}
	return false
}

// duringMatch follow "was injured" of a player hurt in the match: "was
// injured in a collision", "was injured and had to come off".
var duringMatch = set(`in during and when after early late just while challenging attempting trying making`)

// crowdWords are the people watching, not playing: "X was in the crowd".
var crowdWords = set(`crowd stands stand fans supporters audience`)

// notInSquad follow "was not" of a player who took no part: "was not
// involved", "was not risked".
var notInSquad = set(`involved available fit risked selected included considered`)

// banAhead reports a ban or suspension told within a few words from token k:
// "served the second game of a three-match ban".
func banAhead(s *sent, k int) bool {
	for q := k; q < len(s.toks) && q < k+8; q++ {
		if w := lo(s, q); w == "ban" || w == "suspension" {
			return true
		}
		if isBoundary(s, q) {
			return false
		}
	}
	return false
}

// comparedOnly reports a person named only as a likeness or a memory, not a
// player in the match: "reminiscent of X", "struck it like X", "compared
// to X", "the new X", "in the mould of X", "the late X", "since X scored
// in 1996".
func comparedOnly(e *entity) bool {
	for _, m := range e.ments {
		if m.kind == mPronoun {
			continue
		}
		s := m.s
		k := m.i - 1
		for k >= 0 && (ownerWords[lo(s, k)] || roleNouns[lo(s, k)] || familyWords[lo(s, k)]) {
			k--
		}
		w, before := lo(s, k), lo(s, k-1)
		switch {
		case w == "late", w == "like" && lo(s, k-1) != "," && lo(s, m.j) != ",":
			// "struck it like X"; "A, like B, was booked" tells of B too
		case w == "of" && (before == "reminiscent" || before == "mould" || before == "mold" || before == "shades" || before == "echoes"):
		case (w == "to" || w == "with") && (before == "compared" || before == "comparisons" || before == "likened"):
		case w == "new" && before == "the":
		case w == "since" && yearIn(s, m.j, clauseEnd(s, m.j)):
		default:
			return false
		}
	}
	return true
}

// familyWords name a relative: "his late grandfather X".
var familyWords = set(`grandfather grandmother grandad granddad uncle aunt cousin father mother brother sister`)

// yearIn reports a year told in tokens [a, b): "in 1996".
func yearIn(s *sent, a, b int) bool {
	for q := a; q < b && q < len(s.toks); q++ {
		if t := s.toks[q]; t.num && len(t.s) == 4 && (strings.HasPrefix(t.s, "19") || strings.HasPrefix(t.s, "20")) {
			return true
		}
	}
	return false
}
