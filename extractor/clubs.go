package extractor

import (
	"slices"
	"strings"
	"unicode"
)

// clubEnt is one club of the report.
type clubEnt struct {
	folded []string // words of the folded canonical name
	info   ClubInfo
	known  bool // found in the lexicon
	name   string
	forms  []string
}

func (c *clubEnt) addForm(surface string, info ClubInfo) {
	for _, f := range c.forms {
		if f == surface {
			return
		}
	}
	c.forms = append(c.forms, surface)
	if isProperForm(surface, info) && (c.name == "" || len(surface) > len(c.name) || !isProperForm(c.name, info) ||
		len(surface) == len(c.name) && Fold(surface) == Fold(info.Name)) {
		c.name = surface
	}
	if c.name == "" {
		c.name = surface
	}
}

// isProperForm reports whether a surface is the club's name or short form
// rather than a nickname ("Spurs" counts as a short form, "the Gunners" not).
func isProperForm(surface string, info ClubInfo) bool {
	f := Fold(surface)
	if f == Fold(info.Name) {
		return true
	}
	for _, s := range info.Short {
		if f == Fold(s) {
			return true
		}
	}
	return false
}

// display is the club's name as the report writes it most fully.
func (c *clubEnt) display() string {
	if c.name != "" && shoutedName(c.name) {
		// "EVERTON 2 FULHAM 1": the lexicon's name (unless the capitals are
		// its own short form, "PSG"), or the words in title case
		if c.known && !slices.Contains(c.info.Short, c.name) {
			return c.info.Name
		}
		if !c.known && len(c.name) > 4 {
			return titleCase(c.name)
		}
	}
	if c.name != "" {
		if !c.known {
			return c.name
		}
		if isProperForm(c.name, c.info) && !c.formsApart() {
			return c.name
		}
	}
	return c.info.Name
}

// formsApart reports proper forms the report uses of which the chosen name
// holds only some, while the lexicon's full name holds all: "PSV" and
// "Eindhoven" are both PSV Eindhoven.
func (c *clubEnt) formsApart() bool {
	have := strings.Fields(Fold(c.name))
	full := strings.Fields(Fold(c.info.Name))
	if !subsetWords(have, full) {
		return false // "Stade Rennais" is no part of "Rennes"
	}
	for _, f := range c.forms {
		if !isProperForm(f, c.info) {
			continue
		}
		words := strings.Fields(Fold(f))
		if !subsetWords(words, have) && subsetWords(words, full) {
			return true
		}
	}
	return false
}

func subsetWords(a, b []string) bool {
	for _, w := range a {
		if !slices.Contains(b, w) {
			return false
		}
	}
	return true
}

// shoutedName reports a name written all in capitals: "EVERTON", "PSG".
func shoutedName(name string) bool {
	letters := 0
	for _, r := range name {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters > 1
}

// titleCase writes each word with a capital and then small letters.
func titleCase(name string) string {
	words := strings.Fields(strings.ToLower(name))
	for i, w := range words {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	return strings.Join(words, " ")
}

// reclassifyClubs turns club mentions that stand for a person into persons:
// a club not otherwise taking part, joined by "and" to a person ("efforts
// from Everton and Richarlison").
func (d *doc) reclassifyClubs() {
	for _, s := range d.sents {
		for k, m := range s.ments {
			if m.kind != mClub || m.j-m.i != 1 || m.inDesc || m.poss || d.clubMentions(m.club) > 1 {
				continue
			}
			var other *mention
			if k+1 < len(s.ments) && s.ments[k+1].i == m.j+1 && s.toks[m.j].lo == "and" {
				other = s.ments[k+1]
			} else if k > 0 && s.ments[k-1].j == m.i-1 && s.toks[m.i-1].lo == "and" {
				other = s.ments[k-1]
			}
			if other == nil && bodyFinishVerbs[lo(s, m.j)] && !s.headline && s.idx > 0 {
				// "a cross which Preston headed home": a club named once, doing
				// what only a player does, is a player of that name
				m.kind, m.club = mPerson, nil
				e := d.newEntity(m)
				e.add(m)
				e.finishName()
				e.evidence = true
				continue
			}
			if other == nil || other.kind != mPerson || other.ent == nil || len(other.ent.toks) < 1 {
				continue
			}
			if m.gov != "from" && m.gov != "and" && other.gov != "from" {
				continue
			}
			m.kind, m.club = mPerson, nil
			e := d.newEntity(m)
			e.add(m)
			e.finishName()
			e.evidence = true
		}
	}
}

// bodyFinishVerbs finish with a part of the body only a player has.
var bodyFinishVerbs = set(`headed nodded volleyed side-footed sidefooted chested toe-poked curled slotted tapped
	poked prodded glanced lobbed chipped dinked`)

// clubByShort finds a club of the report whose name ends with the word or
// whose lexicon forms include it: "City" for Manchester City.
func (d *doc) clubByShort(word string) *clubEnt {
	f := Fold(word)
	if f == "" {
		return nil
	}
	var byFirst *clubEnt
	firsts := 0
	for _, c := range d.clubs {
		if c.folded == nil {
			c.folded = strings.Fields(Fold(c.info.Name))
		}
		if words := c.folded; len(words) > 1 && words[0] == f {
			byFirst = c
			firsts++
		}
	}
	var byLast []*clubEnt
	for _, c := range d.clubs {
		if words := c.folded; len(words) > 1 && words[len(words)-1] == f && !commonFirstNames[f] {
			byLast = append(byLast, c)
		}
	}
	if len(byLast) == 1 {
		return byLast[0]
	}
	// a form several of the report's clubs answer to ("the Blues" for
	// Chelsea and Everton, "United") is the one the lexicon ranks first
	cands := d.lex.Candidates(word)
	for _, cand := range cands {
		for _, c := range d.clubs {
			if cand.Name == c.info.Name {
				return c
			}
		}
	}
	if len(byLast) > 0 {
		return byLast[0]
	}
	if firsts == 1 && !commonFirstNames[f] {
		return byFirst
	}
	return d.clubInContext(word)
}

// clubInContext finds the report's club an ambiguous form stands for, as the
// lexicon reads it beside the clubs already named ("Los Angeles" beside LAFC).
func (d *doc) clubInContext(form string) *clubEnt {
	var context []string
	for _, c := range d.clubs {
		context = append(context, c.info.Name)
	}
	if info, ok := d.lex.ClubInContext(form, context); ok {
		for _, c := range d.clubs {
			if c.info.Name == info.Name {
				return c
			}
		}
	}
	return nil
}

// shortClubs turns one-word names that are a known club's short form into
// club mentions.
func (d *doc) shortClubs() {
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.kind != mPerson {
				continue
			}
			if m.j-m.i > 1 {
				if c := d.clubNamed(m.surface); c != nil {
					m.kind, m.club = mClub, c
				} else if c := d.clubInContext(m.surface); c != nil {
					m.kind, m.club = mClub, c
				}
				continue
			}
			if len(m.surface) > 3 && strings.ToUpper(m.surface) == m.surface {
				continue // a dateline city: "PARIS —"
			}
			if c := d.clubNamed(m.surface); c != nil && !c.known {
				m.kind, m.club = mClub, c // a one-word club the score line named: "Rovers 1-2 Town"
			} else if c := d.clubByShort(m.surface); c != nil {
				m.kind, m.club = mClub, c
			}
		}
	}
}

// pluralPossessives reads the bare apostrophe after a club name ending in
// "s" as a possessive even before a capitalised word: "the Gunners' Bukayo
// Saka", "Spurs' Son Heung-min". The tokenizer, which knows no clubs, leaves
// it alone there, where it might close a quotation. The governors of the
// sentence's mentions are read again.
func (d *doc) pluralPossessives() {
	for _, s := range d.sents {
		changed := false
		for _, m := range s.ments {
			if m.kind != mClub || m.j >= len(s.toks) || m.poss {
				continue
			}
			t := &s.toks[m.j]
			if t.lo == "'" && t.start == s.toks[m.j-1].end && strings.HasSuffix(s.toks[m.j-1].lo, "s") {
				t.poss, t.lo, m.poss, changed = true, "'s", true, true
			}
		}
		if changed {
			for _, m := range s.ments {
				m.gov, m.role, m.roleClub = governor(s, s.ments, m)
			}
		}
	}
}

func (d *doc) clubMentions(c *clubEnt) int {
	if d.mentionCount == nil {
		d.mentionCount = map[*clubEnt]int{}
		for _, s := range d.sents {
			for _, m := range s.ments {
				if m.kind == mClub && !m.inDesc {
					d.mentionCount[m.club]++
				}
			}
		}
	}
	return d.mentionCount[c]
}

// lineups reads team sheets: a line "Club: Name; Name, Name (Sub 70'), ..."
// places every name in it in the match, for that club.
func (d *doc) lineups() {
	var heading *clubEnt // a club named on a line of its own, heading the sheet that follows
	for _, s := range d.sents {
		lineHead := heading
		heading = nil
		if m := mentionAt(s.ments, 0); m != nil && m.kind == mClub && m.i == 0 && (m.j == len(s.toks) || m.j == len(s.toks)-1 && !s.toks[m.j].word) {
			heading = m.club // "Everton" alone, the names on the next line
			continue
		}
		if len(s.ments) < 4 || len(s.toks) < 6 {
			continue
		}
		colon := -1
		for k := 0; k < len(s.toks) && k < 10; k++ {
			if s.toks[k].lo == ":" {
				colon = k
				break
			}
			if k > 0 && dashes[s.toks[k].lo] && k < 5 {
				if m := mentionAt(s.ments, 0); m != nil && m.kind == mClub && m.j == k {
					colon = k // "Everton - Pickford, Coleman, ..."
					break
				}
			}
		}
		if colon < 1 && lineHead != nil && mentionAt(s.ments, 0) != nil && mentionAt(s.ments, 0).kind == mPerson {
			colon = -1 // the heading's sheet: every name on the line
		} else if colon < 1 {
			continue
		}
		seps := 0
		for _, t := range s.toks {
			if t.lo == ";" || t.lo == "," {
				seps++
			}
		}
		if seps < 4 {
			continue
		}
		if _, ok := scorersIn(s); ok {
			continue // a scorers line: its own goals go to the other side (readScorers)
		}
		var club *clubEnt
		if colon < 0 {
			club = lineHead
		} else if m := mentionAt(s.ments, 0); m != nil && m.kind == mClub && (m.j == colon || formationBetween(s, m.j, colon)) {
			club = m.club // "Everton: ...", "Everton (4-2-3-1): ..."
		} else if m != nil && m.kind == mPerson && m.j == colon {
			club = d.clubByShort(m.surface)
			if club == nil {
				club = d.unknownClub(m.surface)
			}
			m.kind, m.club, m.ent = mClub, club, nil
		}
		if club == nil {
			continue
		}
		for _, m := range s.ments {
			if m.kind == mPerson && m.ent != nil && m.i > colon {
				m.ent.lineup = true
				m.ent.evidence = true
				m.ent.team, m.ent.teamWhy = club, 3
			}
		}
	}
}

// formationBetween reports a formation in brackets in tokens [a, b): the
// "(4-2-3-1)" of "Everton (4-2-3-1): Pickford; ...".
func formationBetween(s *sent, a, b int) bool {
	if b-a < 3 || lo(s, a) != "(" || lo(s, b-1) != ")" {
		return false
	}
	for k := a + 1; k < b-1; k++ {
		if t := s.toks[k]; t.word && !t.num && strings.Trim(t.lo, "0123456789-") != "" {
			return false
		}
	}
	return true
}

// clubNamed finds a club of the report by the very name it was given.
func (d *doc) clubNamed(surface string) *clubEnt {
	f := Fold(surface)
	for _, c := range d.clubs {
		if Fold(c.info.Name) == f {
			return c
		}
	}
	return nil
}
