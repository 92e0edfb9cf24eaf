package extractor

import (
	"slices"
	"strings"
)

type mentionKind int

const (
	mPerson  mentionKind = iota
	mClub                // a club or national team by name or nickname
	mTeamRef             // "the hosts", "the visitors"
	mDesc                // "the Italian", "the former Arsenal man"
	mPronoun             // he, she, him, his, her
)

// mention is a stretch of tokens that names or points at a person or club.
type mention struct {
	kind     mentionKind
	s        *sent
	i, j     int // tokens [i, j)
	surface  string
	poss     bool   // followed by a possessive marker (or is "his"/"her")
	gov      string // the word governing the noun phrase ("by", "to", "from", ...)
	role     string // a role word right before it ("goalkeeper", "boss")
	roleClub *clubEnt
	ent      *entity  // person it denotes, once resolved
	club     *clubEnt // club it denotes
	ref      string   // "home" or "away" for a team reference
	inDesc   bool     // a club named inside a description ("the former Arsenal man")
	quoted   bool
	nat      string // a nationality told beside a name: "the Egyptian Mohamed Salah"
}

// findMentions tokenizes every sentence and marks the names, clubs, team
// references, descriptions and pronouns in it, and its minutes.
func (d *doc) findMentions() {
	inQuote := false
	para := -1
	for _, s := range d.sents {
		if s.para != para {
			inQuote, para = false, s.para
		}
		s.toks = splitFixture(tokenize(s, s.start, &inQuote))
		s.other = otherMatch(s)
		d.findMinutes(s)
	}
	for _, s := range d.sents {
		if s.headline {
			continue
		}
		d.nameMentions(s)
		d.findVenues(s)
	}
	for _, s := range d.sents {
		if s.headline {
			d.headlineMentions(s)
		}
	}
	for _, s := range d.sents {
		d.resultNames(s)
	}
	d.reviveDoubtful()
	d.clubsNamedAsPeople()
}

// clubsNamedAsPeople turns back into clubs the names read as people that
// the report elsewhere uses as a club's ("Cork City" in "goals from Cork
// City" after the line "Cork City 2"), or that end with a college's or a
// university's word ("Carroll College").
func (d *doc) clubsNamedAsPeople() {
	forms := map[string]*clubEnt{}
	for _, c := range d.clubs {
		for _, f := range c.forms {
			if strings.Contains(f, " ") {
				forms[Fold(f)] = c
			}
		}
	}
	// a side's nickname the report writes with "the" ("the Knights") is no
	// person where it stands alone either ("the Knights' net", "Knights
	// fans")
	nicks := map[string]bool{}
	for _, s := range d.sents {
		for k := 1; k < len(s.toks); k++ {
			if lo(s, k-1) == "the" && pluralNickname(s.toks[k]) && !(k+1 < len(s.toks) && s.toks[k+1].cap) &&
				len(d.lex.Candidates(s.toks[k].s)) == 0 && len(d.lex.Candidates("the "+s.toks[k].s)) == 0 {
				nicks[s.toks[k].lo] = true
			}
		}
	}
	for _, s := range d.sents {
		if len(nicks) > 0 {
			kept := s.ments[:0]
			for _, m := range s.ments {
				if m.kind == mPerson && m.j == m.i+1 && nicks[lo(s, m.i)] {
					continue
				}
				kept = append(kept, m)
			}
			s.ments = kept
		}
		for _, m := range s.ments {
			if m.kind != mPerson || m.j-m.i < 2 {
				continue
			}
			if c := forms[Fold(m.surface)]; c != nil {
				m.kind, m.club = mClub, c
				continue
			}
			if w := lo(s, m.j-1); w == "college" || w == "university" {
				m.kind, m.club = mClub, d.unknownClub(m.surface)
			}
		}
	}
}

// resultLine reads a line that is a result and nothing else, "Real
// Kingsbridge 2 Atletico Ashford 1" or "Kingsbridge Town 2-1 Ashford", as
// two clubs, whatever mentions the words held before: capitals in a title
// say little, the shape of the line says it all.
func (d *doc) resultLine(s *sent) {
	toks := s.toks
	n := len(toks)
	for n > 0 && !toks[n-1].word {
		n-- // a closing stop
	}
	name := func(a int) int { // the end of a run of capitalised words from a
		b := a
		for b < n && toks[b].word && !toks[b].num && (toks[b].cap || particles[toks[b].lo] || clubConnectors[toks[b].lo]) {
			b++
		}
		return b
	}
	a1 := name(0)
	if a1 == 0 || a1 >= n {
		return
	}
	var spans [][2]int
	switch {
	case toks[a1].num && a1+1 < n:
		b0 := a1 + 1
		if toks[b0].lo == "," && b0+1 < n {
			b0++ // "Seattle 1, Orlando City 1", as agencies write it
		}
		b1 := name(b0)
		if b1 == b0 || b1+1 != n || !toks[b1].num || atoi(toks[a1].lo) > 12 || atoi(toks[b1].lo) > 12 {
			return // not "Everton 2 Carter 19": a score is a dozen at most
		}
		spans = [][2]int{{0, a1}, {b0, b1}} // "A 2 B 1"
	default:
		if _, _, ok := isScore(toks[a1].lo); !ok {
			return
		}
		b1 := name(a1 + 1)
		if b1 == a1+1 || b1 != n {
			return
		}
		spans = [][2]int{{0, a1}, {a1 + 1, b1}} // "A 2-1 B"
	}
	var ms []*mention
	for _, m := range s.ments {
		if m.j <= spans[0][0] || m.i >= spans[1][1] {
			ms = append(ms, m)
		}
	}
	for _, sp := range spans {
		surface := d.text[toks[sp[0]].start:toks[sp[1]-1].end]
		c := d.clubNamed(surface)
		if c == nil {
			if info, ok := d.lex.Club(surface); ok {
				c = d.clubFor(info, surface)
			} else {
				c = d.unknownClub(surface)
			}
		}
		ms = append(ms, &mention{kind: mClub, i: sp[0], j: sp[1], surface: surface, club: c, s: s})
	}
	sortMentions(ms)
	s.ments = ms
}

// resultNames makes clubs of the names a result places as its sides, when
// no list knows them: "Kingsbridge 2-1 Ashford", "Kingsbridge 2 Ashford 1",
// "Kingsbridge beat Ashford 2-1". A club is read from its use, not only from
// the lexicon.
func (d *doc) resultNames(s *sent) {
	d.resultLine(s)
	club := func(m *mention) bool {
		return m != nil && (m.kind == mClub || m.kind == mPerson && !m.poss && m.j-m.i <= 3)
	}
	toClubs := func(ms ...*mention) {
		for _, m := range ms {
			if m.kind == mPerson {
				m.kind, m.club = mClub, d.unknownClub(m.surface)
			}
		}
	}
	for k := range s.toks {
		if _, _, ok := isScore(lo(s, k)); ok {
			// "A 2-1 B"
			a, b := mentionAt(s.ments, k-1), mentionAt(s.ments, k+1)
			if a != nil && b != nil && a.kind == mPerson && b.kind == mPerson && a.i == 0 && a.j == k && b.i == k+1 && (b.j == len(s.toks) || !s.toks[b.j].word) {
				toClubs(a, b) // a line that is only "A 2-1 B"
				continue
			}
			// "A v B 2-1", "A – B 2-1", "A vs B: 2-1" as a line of its own
			bq := k - 1
			if lo(s, bq) == ":" || lo(s, bq) == "," {
				bq--
			}
			if b := mentionAt(s.ments, bq); b != nil && b.j == bq+1 && (k+1 == len(s.toks) || !s.toks[k+1].word) {
				vi := b.i - 1
				if lo(s, vi) == "." && (lo(s, vi-1) == "v" || lo(s, vi-1) == "vs") {
					vi--
				}
				if v := lo(s, vi); v == "v" || v == "vs" || v == "versus" || v == "-" || v == "–" || v == "—" {
					a := mentionAt(s.ments, vi-1)
					if a == nil && vi >= 1 && vi <= 4 && capsBefore(s, vi) {
						// a line-opening word no rule took for a name: "Cittadella v Modena 2-1"
						surface := d.text[s.toks[0].start:s.toks[vi-1].end]
						a = &mention{kind: mClub, i: 0, j: vi, surface: surface, club: d.unknownClub(surface), s: s}
						s.ments = append(s.ments, a)
						sortMentions(s.ments)
					}
					if a != nil && a.i == 0 && a.j == vi && club(a) && club(b) {
						toClubs(a, b)
						continue
					}
				}
			}
			// "A beat B 2-1", "A came from behind to beat B 2-1"
			for q := k - 1; q >= 1 && q >= k-4; q-- {
				if !winVerbs[lo(s, q)] {
					continue
				}
				b := mentionAt(s.ments, q+1)
				if b == nil || b.i != q+1 || b.j != k {
					break
				}
				a := mentionAt(s.ments, q-1)
				if a == nil || a.j != q {
					a = nil
					if f := firstMention(s); f != nil && f.i == 0 && (lo(s, q-1) == "to" || lo(s, q-1) == "and") {
						a = f // "A came from behind to beat B 2-1"
					}
				}
				if club(a) && club(b) {
					toClubs(a, b)
				}
				break
			}
			// "A drew 1-1 with B", "A lost 2-1 to B", "A and B drew 1-1"
			if v := lo(s, k-1); v == "drew" || v == "tied" || v == "lost" || v == "draw" {
				a := mentionAt(s.ments, k-2)
				if a == nil || a.j != k-1 {
					continue
				}
				var b *mention
				if p := lo(s, k+1); p == "with" || p == "to" || p == "against" {
					if m := mentionAt(s.ments, k+2); m != nil && m.i == k+2 {
						b = m
					}
				} else if lo(s, a.i-1) == "and" {
					if m := mentionAt(s.ments, a.i-2); m != nil && m.j == a.i-1 {
						a, b = m, a
					}
				}
				if b != nil && club(a) && club(b) && (a.kind == mClub || b.kind == mClub || a.i == 0 || firstMention(s) == a) {
					toClubs(a, b)
				}
			}
			continue
		}
		// "A 2 B 1" as a line of its own
		if k == 0 || !s.toks[k].num {
			continue
		}
		a := mentionAt(s.ments, k-1)
		if a == nil || a.j != k || a.i != 0 {
			continue
		}
		b := mentionAt(s.ments, k+1)
		if b == nil && a.kind == mClub {
			// a one-word club no rule took for a name: "Ashford Rovers 1 Kingsbridge 3"
			j := k + 1
			for j < len(s.toks) && j <= k+3 && s.toks[j].cap && s.toks[j].word && !s.toks[j].num {
				j++
			}
			if j > k+1 && j < len(s.toks) && s.toks[j].num && mentionAt(s.ments, j-1) == nil {
				surface := d.text[s.toks[k+1].start:s.toks[j-1].end]
				b = &mention{kind: mClub, i: k + 1, j: j, surface: surface, club: d.unknownClub(surface), s: s}
				s.ments = append(s.ments, b)
				sortMentions(s.ments)
			}
		}
		if b == nil || b.i != k+1 || b.j >= len(s.toks) || !s.toks[b.j].num || atoi(s.toks[k].lo) > 12 || atoi(s.toks[b.j].lo) > 12 {
			continue
		}
		if end := b.j + 1; end < len(s.toks) && !(end+1 == len(s.toks) && lo(s, end) == ".") && !headlineDash(s, end) {
			continue // the line holds more than the result: "Everton 2 Carter 19, Baker 80"
		}
		if club(a) && club(b) {
			toClubs(a, b)
		}
	}
}

// nameMentions finds capitalised spans and splits them into clubs and persons,
// then adds team references, descriptions and pronouns.
func (d *doc) nameMentions(s *sent) {
	toks := s.toks
	var ms []*mention
	for i := 0; i < len(toks); {
		if !isNameTok(toks, i) {
			i++
			continue
		}
		j := i + 1
		for j < len(toks) {
			if isNameTok(toks, j) && toks[j].end-toks[j-1].end <= len(toks[j].s)+1 && !toks[j-1].poss {
				j++
				continue
			}
			if e := d.clubAcrossAnd(toks, i, j); e > j {
				j = e
				continue
			}
			if particles[toks[j].lo] && j > i {
				k := j
				for k < len(toks) && k < j+3 && particles[toks[k].lo] {
					k++
				}
				if k < len(toks) && isNameTok(toks, k) {
					j = k + 1
					continue
				}
			}
			break
		}
		if j-i == 1 && sentenceStart(toks, i) && !alwaysCommon[toks[i].lo] && (commonWords[toks[i].lo] || looksLikeCommonWord(toks[i].lo)) {
			d.doubtful = append(d.doubtful, doubtfulName{s, i})
		}
		// sentence-initial and function words are not names
		for i < j && (commonWords[toks[i].lo] && (i == 0 || !toks[i-1].word || alwaysCommon[toks[i].lo] || j-i == 1) ||
			roleNouns[toks[i].lo] && (i == 0 || !toks[i-1].word) ||
			sentenceStart(toks, i) && j-i == 1 && looksLikeCommonWord(toks[i].lo)) && !d.givenNameAt(s, i, j) && !d.clubOpens(s, i, j) {
			i++
		}
		if i < j {
			ms = append(ms, d.splitSpan(s, i, j)...)
		}
		i = j
	}
	ms = append(ms, d.lowerMentions(s, ms)...)
	sortMentions(ms)
	for _, m := range ms {
		m.s = s
		m.quoted = toks[m.i].quoted
		if m.j < len(toks) && toks[m.j].poss {
			m.poss = true
		}
		m.gov, m.role, m.roleClub = governor(s, ms, m)
	}
	s.ments = ms
}

// clubAcrossAnd returns the end of a club name that runs from toks[i] over a
// connector at toks[j] ("Brighton and Hove Albion", "Heart of Midlothian"),
// or j when the words after it make no longer club name ("Arsenal and
// Chelsea").
func (d *doc) clubAcrossAnd(toks []tok, i, j int) int {
	if !clubConnectors[toks[j].lo] && toks[j].s != "&" {
		return j
	}
	end := j
	for k := j + 1; k < len(toks) && k <= j+3 && isNameTok(toks, k); k++ {
		if _, ok := d.lex.Club(d.text[toks[i].start:toks[k].end]); ok {
			end = k + 1
		} else if _, ok := d.lex.Stadium(d.text[toks[i].start:toks[k].end]); ok {
			end = k + 1 // "the Stadium of Light"
		}
	}
	return end
}

// minutesAfter reports a goal's minute or kind right after token k, as in a
// scorers line: "England Rooney pen 5", "Celtic Griffiths 12".
func minutesAfter(s *sent, k int) bool {
	if k >= len(s.toks) {
		return false
	}
	w := s.toks[k].lo
	return s.toks[k].num || w == "pen" || w == "og" || w == "(" && k+1 < len(s.toks) && s.toks[k+1].num
}

// clubConnectors join the words of a club's name: "Brighton and Hove
// Albion", "Heart of Midlothian", "Rayo Vallecano de Madrid".
var clubConnectors = set(`and of de del da do la`)

func isNameTok(toks []tok, i int) bool {
	t := toks[i]
	if !t.word || !t.cap || t.num || t.lo == "i" || strings.HasPrefix(t.lo, "i'") {
		return false
	}
	return true
}

// splitSpan looks the longest club names up inside a capitalised span; the
// rest becomes person candidates.
func (d *doc) splitSpan(s *sent, i, j int) []*mention {
	var out []*mention
	p := i
	restStart := i
	flush := func(a, b int) {
		for a < b && alwaysCommon[s.toks[a].lo] && !d.givenNameAt(s, a, b) {
			a++
		}
		if a < b {
			if m := d.personCandidate(s, a, b); m != nil {
				out = append(out, m)
			}
		}
	}
	if n := j - i; n >= 2 && n <= 3 && clubSuffixWords[s.toks[j-1].lo] && !s.toks[j-1].poss {
		surface := d.text[s.toks[i].start:s.toks[j-1].end]
		_, whole := d.lex.Club(surface)
		if _, prefix := d.lex.Club(d.text[s.toks[i].start:s.toks[j-2].end]); !whole && prefix {
			// "Louisville City": a place the lexicon knows as another club's
			// name with a club word after it is a club of its own
			return []*mention{{kind: mClub, i: i, j: j, surface: surface, club: d.unknownClub(surface)}}
		}
	}
	if j-i == 2 && clubSuffixWords[s.toks[j-1].lo] {
		if c := d.clippedClub(s.toks[i].lo, s.toks[j-1].lo); c != nil {
			// "Lou City" after "Louisville City": the club with its place clipped
			return []*mention{{kind: mClub, i: i, j: j, surface: d.text[s.toks[i].start:s.toks[j-1].end], club: c}}
		}
	}
	for p < j {
		found := 0
		for l := min(5, j-p); l >= 1; l-- {
			surface := d.text[s.toks[p].start:s.toks[p+l-1].end]
			if _, ok := d.lex.Stadium(surface); ok && l > 1 {
				found = -l
				break
			}
			if p+l == j && j < len(s.toks) && s.toks[j].poss && l > 1 {
				// "St Andrew's", "St Mary's": the possessive is part of the ground's name
				if _, ok := d.lex.Stadium(d.text[s.toks[p].start:s.toks[j].end]); ok {
					found = -l
					break
				}
			}
			if info, ok := d.lex.Club(surface); ok {
				if l == 1 && s.toks[p].lo == "real" {
					continue
				}
				if p == 0 && datelineAt(s, l) {
					continue // "LIVERPOOL, England (AP) —": the city a wire report was filed from
				}
				if !isProperForm(surface, info) && p > i && !(p+l < j) {
					continue // "Mark Robins": a nickname at the end of a name is a surname
				}
				if l == 1 && p > i && p+l == j && !s.headline && d.firstNameLike(s, restStart, p) {
					if d.clubSurnames == nil {
						d.clubSurnames = map[string]bool{}
					}
					d.clubSurnames[s.toks[p].lo] = true
					continue // "Bruno Guimaraes": a one-word club after a first name is a surname
				}
				if l == 1 && p == i && j-i == 2 && !s.headline && d.givenNameBeforeSurname(s, p) && !(i == 0 && minutesAfter(s, j)) {
					continue // "Milan Borkov": a one-word club before a surname is a given name
				}
				if l == 1 && d.clubSurnames[s.toks[p].lo] {
					continue // and "Guimaraes" alone is then the player
				}
				flush(restStart, p)
				c := d.clubFor(info, surface)
				if p2 := d.prefixClub(surface); p2 != nil && !(p+l < j && clubSuffixWords[lo(s, p+l)]) {
					c = p2 // "Pacific" after "Pacific University": that club, not the lexicon's Pacific FC
				}
				out = append(out, &mention{kind: mClub, i: p, j: p + l, surface: surface, club: c})
				found = l
				break
			}
		}
		if found > 0 {
			p += found
			restStart = p
		} else if found < 0 {
			flush(restStart, p)
			p += -found
			restStart = p
		} else {
			p++
		}
	}
	flush(restStart, j)
	return out
}

// koreanGiven reports a given name written the Korean way, two syllables
// joined by a hyphen ("Jae-won", "Hee-chan"), after which a surname such as
// Park is a person's, not a place's.
func koreanGiven(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	if !ok || len(a) < 2 || len(b) < 2 || strings.Contains(b, "-") {
		return false
	}
	return a[0] >= 'A' && a[0] <= 'Z' && strings.ToLower(a[1:]) == a[1:] && strings.ToLower(b) == b
}

// personCandidate keeps spans that can be a person's name.
func (d *doc) personCandidate(s *sent, i, j int) *mention {
	surface := d.text[s.toks[i].start:s.toks[j-1].end]
	if i == 0 && datelineAt(s, j) || shouted(s) || i > 1 && lo(s, i-1) == "," && datelineAt(s, i-1) {
		return nil // "LISBON - Everton beat ...", "TALKING POINT - CONFIDENT EVERTON", "Forest Grove, Ore. |"
	}
	if c := d.prefixClub(surface); c != nil {
		return &mention{kind: mClub, i: i, j: j, surface: surface, club: c} // "Spring Arbor" after "Spring Arbor University"
	}
	if clubLike(s, i, j) {
		return &mention{kind: mClub, i: i, j: j, surface: surface, club: d.unknownClub(surface)}
	}
	for k := i; k < j; k++ {
		if nonPersonWords[s.toks[k].lo] && !(k == i+1 && j == i+2 && koreanGiven(s.toks[i].s)) {
			return nil
		}
	}
	if _, ok := d.lex.Competition(surface); ok {
		return nil
	}
	if j == i+1 && lo(s, i-1) == "the" && sideNouns[lo(s, j)] {
		// "the Amsterdam team", "the Eindhoven defence": a club named by its town
		if c := d.townClub(s.toks[i].lo); c != nil {
			return &mention{kind: mClub, i: i, j: j, surface: surface, club: c}
		}
		return nil
	}
	if j == i+1 && lo(s, i-1) == "the" && pluralNickname(s.toks[i]) && len(d.lex.Candidates(surface)) == 0 && len(d.lex.Candidates("the "+surface)) == 0 {
		return nil // "The Gypsies broke the deadlock": a side's nickname, no person
	}
	if fixtureNouns[lo(s, j)] && !s.toks[j-1].poss && lo(s, j-1) != "'s" && lo(s, i-1) != "'s" && (j-i > 1 || lo(s, i-1) == "a" || lo(s, i-1) == "an" || lo(s, i-1) == "the" || strings.HasSuffix(lo(s, i-1), "-tempered")) {
		return nil // "a bad-tempered Old Firm derby", "the Tyne-Wear derby": a fixture's name
	}
	if clubLike(s, i, j) {
		return &mention{kind: mClub, i: i, j: j, surface: surface, club: d.unknownClub(surface)}
	}
	if _, ok := d.lex.Nationality(surface); ok {
		return nil
	}
	// "(the) Egyptian Mohamed Salah": the nationality describes the name after it
	for n := 2; n >= 1; n-- {
		if j-i <= n || !s.toks[i+n].cap || j-i-n < 2 && lo(s, i-1) != "the" && !(n == 1 && demonymNoun(s.toks[i].lo)) {
			continue // "German Pezzella" may be a first name; "Dutchman Carter" not
		}
		if c, ok := d.lex.Nationality(d.text[s.toks[i].start:s.toks[i+n-1].end]); ok {
			if _, club := d.lex.Club(d.text[s.toks[i].start:s.toks[i+n-1].end]); club {
				break
			}
			m := d.personCandidate(s, i+n, j)
			if m != nil && m.kind == mPerson {
				m.nat = c
			}
			return m
		}
	}
	if j-i == 1 {
		lo := s.toks[i].lo
		if len(s.toks[i].s) > 1 && strings.ToUpper(s.toks[i].s) == s.toks[i].s && len(s.toks[i].s) <= 4 {
			return nil // acronyms: VAR, BST
		}
		if strings.HasSuffix(lo, "-based") || strings.Contains(lo, "-year") {
			return nil
		}
	}
	// a nationality or demonym adjective in front ("Polish midfielder X" is handled as a role)
	return &mention{kind: mPerson, i: i, j: j, surface: surface}
}

// demonymNoun reports a nationality noun, which no first name is:
// "Dutchman", "Frenchwoman", "Spaniard".
func demonymNoun(w string) bool { return demonymNouns[w] }

var demonymNouns = set(`dutchman frenchman englishman irishman scotsman welshman dutchwoman frenchwoman
	englishwoman irishwoman scotswoman welshwoman spaniard`)

// shouted reports a line in capitals throughout (two words or more, no
// figures or colons): a section heading or a shouted headline, where
// capitals mark no name.
func shouted(s *sent) bool {
	if s.shout == 0 {
		s.shout = 1
		if shoutedLine(s) {
			s.shout = 2
		}
	}
	return s.shout == 2
}

func shoutedLine(s *sent) bool {
	words := 0
	for _, t := range s.toks {
		if t.num || t.lo == ":" || t.lo == "(" {
			return false // "SCORERS: CARTER 10", "EVERTON (4-4-2): ...": a list in capitals names players
		}
		if !t.word {
			continue
		}
		if strings.ToUpper(t.s) != t.s || strings.ToLower(t.s) == t.s {
			return false
		}
		words++
	}
	return words >= 2
}

// datelineAt reports a wire dateline in the sentence's first l tokens: a
// place in capitals followed by a comma, a bracket or a dash ("LONDON, Jan
// 5 (Reuters) -", "MANCHESTER, England —").
func datelineAt(s *sent, l int) bool {
	if mixedDateline(s, l) {
		return true
	}
	for k := 0; k < l; k++ {
		if t := s.toks[k]; !t.word || strings.ToUpper(t.s) != t.s || len(t.s) < 3 {
			return false
		}
	}
	switch lo(s, l) {
	case "(", "—", "–", "-":
		return true
	case ",":
		// "LIVERPOOL, England (AP) —", "LONDON, Jan 5 (Reuters) -": a place
		// or a date, then the agency or the dash; not "OZAN DREE, the Hull
		// striker, scored"
		if l+1 >= len(s.toks) || !s.toks[l+1].cap {
			return false
		}
		for q := l + 2; q < len(s.toks) && q <= l+8; q++ {
			switch lo(s, q) {
			case "(", "—", "–", "-":
				return true
			}
		}
	}
	return false
}

// institutionWords end a club's name after its place: "Spring Arbor
// University", "Goshen College", "Evergreen State College".
var institutionWords = set(`university college state fc sc cf afc city united athletic town rovers county`)

// prefixClub is the club, named in full earlier in the report but unknown
// to the lexicon, whose name is surface and then only institution words:
// "Spring Arbor" for Spring Arbor University.
func (d *doc) prefixClub(surface string) *clubEnt {
	words := strings.Fields(Fold(surface))
	if len(words) == 0 {
		return nil
	}
	return d.onlyClub(func(c *clubEnt) bool {
		cw := strings.Fields(Fold(c.display()))
		if c.known || len(cw) <= len(words) || !slices.Equal(cw[:len(words)], words) {
			return false
		}
		for _, w := range cw[len(words):] {
			if !institutionWords[w] {
				return false
			}
		}
		return true
	})
}

// mixedDateline reports a place written in ordinary capitals opening a
// sentence as a dateline: "Forest Grove, Ore. | In her first game ...",
// "Spring Arbor, Mich. – Steady rain ...": the place, a comma, a state or
// country, then a bar or a dash within a few words.
func mixedDateline(s *sent, l int) bool {
	if l == 0 || l > 3 || lo(s, l) != "," || l+1 >= len(s.toks) || !s.toks[l+1].cap {
		return false
	}
	for k := 0; k < l; k++ {
		if !s.toks[k].word || !s.toks[k].cap {
			return false
		}
	}
	for q := l + 2; q < len(s.toks) && q <= l+4; q++ {
		switch lo(s, q) {
		case "|", "—", "–", "-", "--":
			return true
		case ".":
		default:
			if !s.toks[q].cap && !s.toks[q].num {
				return false
			}
		}
	}
	return false
}

// fixtureNouns follow the name of a fixture or rivalry, which is no person.
var fixtureNouns = set(`derby derbies rivalry clasico clásico showdown`)

// clubFor returns the report's club entity for a lexicon club, recording the
// surface form used.
func (d *doc) clubFor(info ClubInfo, surface string) *clubEnt {
	for _, c := range d.clubs {
		if c.info.Name == info.Name {
			c.addForm(surface, info)
			return c
		}
	}
	c := &clubEnt{info: info, known: true}
	c.addForm(surface, info)
	d.clubs = append(d.clubs, c)
	return c
}

// unknownClub returns a club the lexicon does not know, by its surface form.
func (d *doc) unknownClub(surface string) *clubEnt {
	f := Fold(surface)
	for _, c := range d.clubs {
		if !c.known && Fold(c.name) == f {
			return c
		}
	}
	// one word of a club's name the report already names: "Town" for
	// Ipswich Town, when no other club of the report shares it
	if !strings.Contains(f, " ") {
		if found := d.townClub(f); found != nil {
			return found
		}
	}
	c := &clubEnt{name: surface, info: ClubInfo{Name: surface}}
	c.forms = []string{surface}
	d.clubs = append(d.clubs, c)
	return c
}

// lowerMentions finds team references, descriptions and pronouns.
func (d *doc) lowerMentions(s *sent, names []*mention) []*mention {
	toks := s.toks
	var out []*mention
	covered := make([]bool, len(toks))
	for _, m := range names {
		for k := m.i; k < m.j; k++ {
			covered[k] = true
		}
	}
	for i := 0; i < len(toks); i++ {
		lo := toks[i].lo
		switch lo {
		case "he", "she", "him", "his", "her":
			m := &mention{kind: mPronoun, i: i, j: i + 1, surface: toks[i].s}
			if lo == "his" || lo == "her" {
				m.poss = true
			}
			out = append(out, m)
			continue
		case "hosts", "visitors", "home", "visiting", "away":
			if ref, n := teamRef(toks, i); ref != "" {
				out = append(out, &mention{kind: mTeamRef, i: i, j: i + n, surface: d.text[toks[i].start:toks[i+n-1].end], ref: ref})
				i += n - 1
				continue
			}
		case "the":
			if n := d.descLen(s, i+1, names); n > 0 && !covered[i+1] || n > 0 && d.descHasClub(s, i+1, i+1+n, names) {
				m := &mention{kind: mDesc, i: i, j: i + 1 + n, surface: d.text[toks[i].start:toks[i+n].end]}
				for _, c := range names {
					if c.i > i && c.j <= i+1+n && c.kind == mClub {
						c.inDesc = true
					}
				}
				out = append(out, m)
				i += n
			}
		}
	}
	return out
}

func (d *doc) descHasClub(s *sent, i, j int, names []*mention) bool {
	for _, c := range names {
		if c.i >= i && c.j <= j && c.kind == mClub {
			return true
		}
	}
	return false
}

// teamRef recognises "the hosts", "the home side", "the visitors", "the away team".
func teamRef(toks []tok, i int) (string, int) {
	lo := toks[i].lo
	if i == 0 || toks[i-1].lo != "the" {
		if lo == "hosts" && i+1 < len(toks) && toks[i+1].cap {
			return "", 0
		}
		if lo != "hosts" {
			return "", 0
		}
	}
	next := ""
	if i+1 < len(toks) {
		next = toks[i+1].lo
	}
	switch lo {
	case "hosts":
		return "home", 1
	case "visitors":
		return "away", 1
	case "home", "visiting", "away":
		if next == "side" || next == "team" || next == "club" {
			if lo == "home" {
				return "home", 2
			}
			return "away", 2
		}
	}
	return "", 0
}

// descLen measures a description after "the": modifiers ending in a role noun
// or a nationality ("the Italian", "the 40-year-old American", "the former
// Arsenal man", "the Spain midfielder"). It returns 0 when there is none.
func (d *doc) descLen(s *sent, i int, names []*mention) int {
	toks := s.toks
	head := -1
	for k := i; k < len(toks) && k < i+5; k++ {
		t := toks[k]
		if !t.word {
			break
		}
		if roleNouns[t.lo] || strings.HasSuffix(t.lo, "-year-old") || strings.HasSuffix(t.lo, "-yearold") {
			head = k
			continue
		}
		if _, ok := d.lex.Nationality(t.s); ok && t.cap {
			if _, club := d.lex.Club(t.s); club && strings.HasSuffix(t.lo, "s") {
				break // "the Catalans" is a club
			}
			head = k
			continue
		}
		if k+1 < len(toks) && t.cap {
			if _, ok := d.lex.Nationality(t.s + " " + toks[k+1].s); ok {
				head = k + 1
				k++
				continue
			}
		}
		if head >= 0 {
			break
		}
		if t.cap {
			if _, ok := d.lex.Club(t.s); ok {
				continue
			}
			if k+1 < len(toks) {
				if _, ok := d.lex.Club(t.s + " " + toks[k+1].s); ok {
					k++
					continue
				}
			}
			break
		}
		if descModifiers[t.lo] {
			continue
		}
		break
	}
	if head < 0 {
		return 0
	}
	if toks[head].lo == "side" || toks[head].lo == "team" {
		return 0
	}
	return head - i + 1
}

// governor finds the word that governs a mention's noun phrase, skipping
// determiners, role words and modifiers: "by" in "by young centre-back X".
func governor(s *sent, ms []*mention, m *mention) (string, string, *clubEnt) {
	gov, role, roleClub := governorBefore(s, ms, m)
	if c := bracketClub(s, ms, m); c != nil && roleClub == nil && m.kind == mPerson {
		roleClub = c.club
	}
	return gov, role, roleClub
}

// bracketClub is the club named in brackets right after a person, "Jim
// Carter (Everton)", marked as part of the person's description so that it
// is no subject of what follows; nil if there is none.
func bracketClub(s *sent, ms []*mention, m *mention) *mention {
	if m.kind != mPerson || m.poss || lo(s, m.j) != "(" {
		return nil
	}
	c := mentionAt(ms, m.j+1)
	if c == nil || c.kind != mClub || c.i != m.j+1 || lo(s, c.j) != ")" {
		return nil
	}
	c.inDesc = true
	return c
}

func governorBefore(s *sent, ms []*mention, m *mention) (string, string, *clubEnt) {
	role := ""
	var roleClub *clubEnt
	former := false // "Fulham old boy X", "former Fulham striker X": no club of theirs now
	k := m.i - 1
	for k >= 0 {
		t := s.toks[k]
		if pastRoleWords[t.lo] || strings.HasPrefix(t.lo, "ex-") {
			former = true
			if role != "" {
				k--
				continue
			}
		}
		if roleNouns[t.lo] || strings.HasSuffix(t.lo, "-year-old") {
			if role == "" {
				role = t.lo
			}
			k--
			continue
		}
		if (t.lo == "back" || t.lo == "half") && k > 0 && positionFronts[s.toks[k-1].lo] {
			if role == "" {
				role = s.toks[k-1].lo + "-" + t.lo // "full back" as "full-back"
			}
			k -= 2
			continue
		}
		if t.lo == "the" || t.lo == "a" || t.lo == "an" || descModifiers[t.lo] || t.lo == "'s" || t.lo == "new" {
			k--
			continue
		}
		if role != "" && possDeterminers[t.lo] {
			k-- // "when their captain X was sent off": the role's determiner
			continue
		}
		if c := mentionAt(ms, k); c != nil && c.kind == mClub && role != "" {
			if roleClub == nil {
				roleClub = c.club
			}
			k = c.i - 1
			continue
		}
		if c := mentionAt(ms, k); c != nil && c.kind == mClub && k+1 < len(s.toks) && s.toks[k+1].poss {
			if roleClub == nil {
				roleClub = c.club
			}
			k = c.i - 1
			continue
		}
		if c := mentionAt(ms, k); c != nil && c.kind == mTeamRef && c.j == k+1 && k+1 < len(s.toks) && s.toks[k+1].poss {
			k = c.i - 1 // "the visitors' X", "the hosts' captain X": their player
			continue
		}
		if t.cap && role != "" && t.word {
			k--
			continue
		}
		break
	}
	if former {
		roleClub = nil
	}
	if k < 0 || leadingTime(s, k) || stampBefore(s, k) {
		return "", role, roleClub
	}
	if s.toks[k].lo == "of" && k > 0 && keeperParts[s.toks[k-1].lo] && beatenPath(s, k-1) {
		return "past", role, roleClub // "through the legs of X", "beyond the reach of X": X was beaten
	}
	return s.toks[k].lo, role, roleClub
}

// keeperParts are what a shot goes past when it beats a keeper: "the legs
// of", "the reach of", "the outstretched arm of".
var keeperParts = set(`legs reach hands hand head fingertips fingers gloves glove arm arms dive`)

// beatenPath reports a shot's path before the part at token k: "through",
// "between", "past", "beyond", "over", "under", "out of", "inside".
func beatenPath(s *sent, k int) bool {
	for q := k - 1; q >= 0 && q >= k-4; q-- {
		switch lo(s, q) {
		case "through", "between", "past", "beyond", "over", "under", "inside", "evading", "eluding", "beating":
			return true
		}
		if !s.toks[q].word {
			return false
		}
	}
	return false
}

// possDeterminers own a role before a name: "their captain X".
var possDeterminers = set(`his her their its our`)

// positionFronts open a two-word position: "full back", "centre half".
var positionFronts = set(`full left right centre center wing`)

// pastRoleWords make a role before a name a past one: "former", "old" (as
// in "Fulham old boy").
var pastRoleWords = set(`former old one-time erstwhile`)

var timeNouns = set(`minute minutes time half restart break interval hour period later mark whistle kick-off seconds
	spell stage`)

var timeOpeners = set(`in on after within early late midway just with shortly moments seconds deep five ten
	two three four six seven eight nine eleven twelve fifteen twenty thirty`)

// leadingTime reports a time phrase that opens the sentence and ends at
// token k: "In the 22nd minute X ...", "Five minutes into the second half X
// ...", "In the first period of extra time X ...". The name after it is the
// subject.
func leadingTime(s *sent, k int) bool {
	if !timeNouns[s.toks[k].lo] || k > 9 {
		return false
	}
	first := s.toks[0]
	if !timeOpeners[first.lo] && !first.num {
		return false
	}
	for q := 0; q <= k; q++ {
		if !s.toks[q].word && !s.toks[q].num {
			return false
		}
	}
	return true
}

// stampBefore reports a time that opens the sentence and ends at token k,
// with a dash or colon after it or none: "23' Carter heads in", "23 – Carter
// heads in". What follows it starts the sentence.
func stampBefore(s *sent, k int) bool {
	for _, mx := range s.minutes {
		if mx.i == 0 && (mx.j == k+1 || mx.j == k && stampMarks[s.toks[k].lo]) {
			return mx.stamp || s.toks[0].num
		}
	}
	return false
}

var stampMarks = set(`- – — : |`)

// headlineDash reports a dash or colon at token k that goes on to a
// headline's words: "A 1 B 3 – player ratings", "A 1 B 3: talking points".
func headlineDash(s *sent, k int) bool {
	switch lo(s, k) {
	case "–", "—", "-", ":", "|":
		return k+1 < len(s.toks) && s.toks[k+1].word
	}
	return false
}

// capsBefore reports that every token before k is a capitalised word.
func capsBefore(s *sent, k int) bool {
	for q := 0; q < k; q++ {
		if !s.toks[q].cap || !s.toks[q].word {
			return false
		}
	}
	return true
}

// splitFixture splits a fixture written as one hyphenated word before its
// score, "Juventus-Napoli 1-0", into the two clubs and a dash.
func splitFixture(toks []tok) []tok {
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		h := strings.IndexByte(t.s, '-')
		if !t.cap || h <= 0 || h == len(t.s)-1 || strings.Count(t.s, "-") != 1 {
			continue
		}
		if r := rune(t.s[h+1]); r < 'A' || r > 'Z' {
			continue
		}
		if _, _, ok := isScore(toks[k+1].lo); !ok {
			continue
		}
		a, b := newTok(t.s[:h], t.start, t.start+h, t.quoted), newTok(t.s[h+1:], t.start+h+1, t.end, t.quoted)
		dash := newTok("-", t.start+h, t.start+h+1, t.quoted)
		out := append(append([]tok(nil), toks[:k]...), a, dash, b)
		return append(out, toks[k+1:]...)
	}
	return toks
}

func mentionAt(ms []*mention, k int) *mention {
	for _, m := range ms {
		if m.i <= k && k < m.j {
			return m
		}
	}
	return nil
}

func sortMentions(ms []*mention) {
	for a := 1; a < len(ms); a++ {
		for b := a; b > 0 && ms[b].i < ms[b-1].i; b-- {
			ms[b], ms[b-1] = ms[b-1], ms[b]
		}
	}
}

// headlineMentions reads a title line: clubs by lexicon, persons only when the
// body already names them (title case makes every word look like a name).
func (d *doc) headlineMentions(s *sent) {
	var ms []*mention
	toks := s.toks
	for i := 0; i < len(toks); {
		if !isNameTok(toks, i) {
			i++
			continue
		}
		j := i
		for j < len(toks) {
			if isNameTok(toks, j) {
				j++
			} else if e := d.clubAcrossAnd(toks, i, j); e > j {
				j = e
			} else {
				break
			}
		}
		for _, m := range d.splitSpan(s, i, j) {
			if m.kind == mClub {
				ms = append(ms, m)
				continue
			}
			// "Oldfield Rovers 2-1 Kingsbridge": names beside a score are clubs
			if _, _, ok := isScore(lo(s, m.j)); ok || m.i > 0 && isScoreTok(s, m.i-1) {
				if d.personByToken(toks[m.j-1].lo) == nil {
					ms = append(ms, &mention{kind: mClub, i: m.i, j: m.j, surface: m.surface, club: d.unknownClub(m.surface)})
					continue
				}
			}
			for k := m.i; k < m.j; k++ {
				if e := d.personByToken(toks[k].lo); e != nil {
					ms = append(ms, &mention{kind: mPerson, i: k, j: k + 1, surface: toks[k].s, ent: e})
				}
			}
		}
		i = j
	}
	for _, m := range ms {
		m.s = s
		if m.j < len(toks) && toks[m.j].poss {
			m.poss = true
		}
	}
	s.ments = ms
}

// sentenceStart reports a token that opens the sentence or a quotation, where
// an ordinary word is capitalised; after a dash or a comma ("Hull City -
// Connolly 40") a capital still marks a name.
func sentenceStart(toks []tok, i int) bool {
	if i == 0 {
		return true
	}
	switch toks[i-1].lo {
	case "-", "–", "—", ",", "(", ":":
		return false
	}
	return !toks[i-1].word
}

// looksLikeCommonWord guesses whether a capitalised sentence-initial word is
// an ordinary word (Promoted, Leading, Aiming) rather than a name.
func looksLikeCommonWord(lo string) bool {
	for _, suf := range []string{"ing", "ed", "ly"} {
		if strings.HasSuffix(lo, suf) && len(lo) > len(suf)+2 {
			return true
		}
	}
	return false
}

// otherMatch reports sentences that narrate a different match.
func otherMatch(s *sent) bool {
	lo := strings.ToLower(s.text)
	for _, cue := range otherMatchCues {
		if strings.Contains(lo, cue) {
			return true
		}
	}
	return false
}

var otherMatchCues = []string{"initial meeting", "first meeting", "earlier meeting", "reverse fixture", "previous meeting",
	"last season", "last meeting", "in the first leg", "in the reverse", "the last time",
	"when the sides met", "when the teams met", "when the two sides met", "when the clubs met", "when the two teams met",
	"sides last met", "teams last met", "clubs last met", "in the other semi", "in the other game", "in the other match",
	"in the other tie", "in the other fixture"}

var clubAffixes = set(`fc afc cf sc ac as ssc fk sk if bk cd ud rcd`)

// clubFirstWords open only clubs' names, and clubLastWords close them:
// "Real Vega", "Atletico Norte", "Ashford Rovers" are clubs no list needs
// to know.
var (
	clubFirstWords = set(`real atletico atlético sporting dynamo dinamo olympique racing deportivo rapid lokomotiv
		spartak borussia eintracht fortuna hapoel maccabi`)
	clubLastWords = set(`rovers wanderers albion hotspur`)
)

// clubLike reports a name the lexicon does not know that reads as a club:
// "Sydney FC", or "the Newcastle Jets" (a plural name after "the").
func clubLike(s *sent, i, j int) bool {
	first, last := s.toks[i].lo, s.toks[j-1].lo
	if j-i > 1 && (clubAffixes[last] || clubAffixes[first] || clubFirstWords[first] || clubLastWords[last]) {
		return true
	}
	if j-i > 1 && i > 0 && s.toks[i-1].lo == "the" && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") &&
		!(j < len(s.toks) && s.toks[j].poss) {
		return true
	}
	return false
}

func isScoreTok(s *sent, k int) bool {
	_, _, ok := isScore(lo(s, k))
	return ok
}

// firstNameLike reports a single capitalised word before a club's name in one
// span that is no club, competition, place word or nationality itself: a
// first name ("Bruno" in "Bruno Guimaraes").
func (d *doc) firstNameLike(s *sent, a, b int) bool {
	if b-a == 2 && !s.headline && d.firstNameLike(s, a, a+1) && d.firstNameLike(s, a+1, b) {
		return true // "Catalina Restrepo Vélez": a two-part surname ending in a club's name
	}
	if b-a != 1 || commonWords[s.toks[a].lo] && !d.givenNameAt(s, a, a+2) || nonPersonWords[s.toks[a].lo] {
		return false
	}
	w := s.toks[a].s
	if _, ok := d.lex.Club(w); ok {
		return false
	}
	if _, ok := d.lex.Nationality(w); ok {
		return false
	}
	if _, ok := d.lex.Competition(w); ok {
		return false
	}
	return true
}

// sideNouns follow a town named for its club: "the Amsterdam team".
var sideNouns = set(`team side club outfit defence defense attack fans supporters players squad camp bench`)

// townClub is the one club the report names whose full name holds the
// word: "amsterdam" for Ajax Amsterdam.
func (d *doc) townClub(w string) *clubEnt {
	f := Fold(w)
	return d.onlyClub(func(c *clubEnt) bool {
		return slices.Contains(strings.Fields(Fold(c.display())), f) || c.known && slices.Contains(strings.Fields(Fold(c.info.Name)), f)
	})
}

// onlyClub is the one club of the report that fits, or nil when none or
// several do.
func (d *doc) onlyClub(fits func(*clubEnt) bool) *clubEnt {
	var found *clubEnt
	for _, c := range d.clubs {
		if !fits(c) {
			continue
		}
		if found != nil && found != c {
			return nil
		}
		found = c
	}
	return found
}

// pluralNickname reports a capitalised plural read after "the" as a side's
// nickname: "the Gypsies", "the Saddlers" (not "the Netherlands", which the
// lexicon knows, nor a possessive).
func pluralNickname(t tok) bool {
	w := t.lo
	return t.cap && !t.poss && len(w) > 4 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// clippedClub finds the club named before whose two-word name ends in the
// club word suffix and begins with a longer form of the word first: "Lou"
// and "City" give Louisville City.
func (d *doc) clippedClub(first, suffix string) *clubEnt {
	if len(first) < 3 {
		return nil
	}
	return d.onlyClub(func(c *clubEnt) bool {
		w := strings.Fields(Fold(c.display()))
		return len(w) == 2 && w[1] == suffix && w[0] != first && strings.HasPrefix(w[0], first)
	})
}

// clubSuffixWords end many clubs' names.
var clubSuffixWords = set(`city united town rovers county athletic wanderers albion rangers fc sc`)

// givenNames are ordinary words that are also given names: a modal verb
// ("Will"), a month ("May", "June"). Capitalised before a surname they may
// open a name; givenNameAt decides by the words around them.
var givenNames = set(`will may can june april august`)

// monthGovs put a month after them: "in May", "since June", "early April".
var monthGovs = set(`in since until till by from during through early late mid last next of on before after this`)

// givenNameAt reports whether toks[i] of the capitalised span [i, j) is the
// given name of the person the span names, not the ordinary word: "Will
// Netstone rose highest", "Everton's Will Stanby scored", but not "Will
// Everton survive?" (a question) or "in May Netstone joined" (a month).
func (d *doc) givenNameAt(s *sent, i, j int) bool {
	toks := s.toks
	w := toks[i].lo
	if !givenNames[w] || j-i < 2 || !toks[i].cap || !isNameTok(toks, i+1) || commonWords[toks[i+1].lo] {
		return false
	}
	if months[w] && monthGovs[lo(s, i-1)] {
		return false // "in May", "since June"
	}
	if i == 0 || !toks[i-1].word && !toks[i-1].poss {
		// a modal opening a sentence asks a question: "Will Netstone start?"
		if strings.HasSuffix(strings.TrimRight(s.text, " \"'”’)"), "?") {
			return false
		}
	}
	return true
}

var months = set(`may june april august`)

// doubtfulName is a one-word name opening a sentence that reads as an
// ordinary word ("Sterling", "Connolly", "Young") and so was not taken.
type doubtfulName struct {
	s *sent
	i int
}

// reviveDoubtful takes a doubtful word as a name after all when the report
// names a person with it as surname elsewhere ("Raheem Sterling ... Sterling
// scored again": the ordinary word would not end a full name) or it is the
// short form of a club the report names ("United's Bruno Fernandes").
func (d *doc) reviveDoubtful() {
	if len(d.doubtful) == 0 {
		return
	}
	surnames := map[string]bool{}
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.kind == mPerson && m.j-m.i >= 2 {
				surnames[s.toks[m.j-1].lo] = true
			}
		}
	}
	for _, dn := range d.doubtful {
		s, i := dn.s, dn.i
		if mentionAt(s.ments, i) != nil || !surnames[s.toks[i].lo] && d.clubByShort(s.toks[i].s) == nil {
			continue
		}
		m := d.personCandidate(s, i, i+1)
		if m == nil || m.kind != mPerson {
			continue
		}
		m.s, m.quoted = s, s.toks[i].quoted
		m.poss = i+1 < len(s.toks) && s.toks[i+1].poss
		s.ments = append(s.ments, m)
		sortMentions(s.ments)
		m.gov, m.role, m.roleClub = governor(s, s.ments, m)
	}
}

// givenNameBeforeSurname reports a one-word club name at toks[k] that opens
// a two-word name: "Milan Borkov", "Chelsea Morgan". The word after it must
// read as a surname: no club, club word, role, ordinary word or acronym
// ("Arsenal Women", "Barcelona B", "Villa Park" are not people), and no
// article may stand before the two ("the Liverpool Echo").
func (d *doc) givenNameBeforeSurname(s *sent, k int) bool {
	if lo(s, k-1) == "the" {
		return false // "the Liverpool Echo", "the Arsenal Ladies"
	}
	t := s.toks[k+1]
	if !t.cap || t.poss || len(t.s) < 3 || strings.ToUpper(t.s) == t.s || commonWords[t.lo] || roleNouns[t.lo] ||
		nonPersonWords[t.lo] || clubSuffixWords[t.lo] || clubAffixes[t.lo] || particles[t.lo] {
		return false
	}
	if _, club := d.lex.Club(t.s); club {
		return false
	}
	if _, ok := d.lex.Nationality(t.s); ok {
		return false
	}
	if _, ok := d.lex.Competition(t.s); ok {
		return false
	}
	if _, ok := d.lex.Stadium(s.toks[k].s + " " + t.s); ok {
		return false
	}
	return true
}

// clubOpens reports a club name of several words beginning at toks[i] of
// the span [i, j) whose first word is an ordinary word or a role: "Man City
// went in front", "Young Boys".
func (d *doc) clubOpens(s *sent, i, j int) bool {
	if alwaysCommon[s.toks[i].lo] {
		return false // "The Everton forward": the article is no part of the name
	}
	for l := 2; l <= 4 && i+l <= j; l++ {
		if _, ok := d.lex.Club(d.text[s.toks[i].start:s.toks[i+l-1].end]); ok {
			return true
		}
	}
	return false
}
