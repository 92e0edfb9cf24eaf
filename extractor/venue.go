package extractor

import (
	"strings"
)

// readVenue takes the first stadium named outside another match's story.
func (d *doc) readVenue() {
	for _, v := range d.venues {
		if v.s.other || futureVenue(v) {
			continue
		}
		name := v.name
		d.venue = &name
		src := v.s.source()
		d.ev.Venue = &src
		if v.club == nil {
			// a name several grounds share ("City Ground") is the one of a club the report names
			var context []string
			for _, c := range d.participants() {
				context = append(context, c.info.Name)
			}
			if info, ok := d.lex.StadiumInContext(name, context); ok {
				v.club = &info
			}
		}
		if v.club != nil {
			for _, c := range d.participants() {
				if c.info.Name == v.club.Name && d.home == nil {
					d.setHome(c, d.other(c), v.s)
				}
			}
		}
		return
	}
}

// futureVenue reports a ground named for a coming match: "will host them
// at Anfield", "at Anfield next week". What follows the match told ("left
// Stamford Bridge with a win their fans will sing about") says nothing.
func futureVenue(v venueCand) bool {
	l := strings.ToLower(v.s.text)
	if k := strings.Index(l, strings.ToLower(v.name)); k >= 0 {
		before := l[:k]
		return strings.Contains(l, " next ") || strings.Contains(before, " will ") || strings.Contains(l, "return leg") ||
			strings.Contains(l, "second leg")
	}
	return futureCue(v.s)
}

func futureCue(s *sent) bool {
	l := strings.ToLower(s.text)
	return strings.Contains(l, " next ") || strings.Contains(l, " will ") || strings.Contains(l, "return leg") ||
		strings.Contains(l, "second leg")
}

// hostVerbs have the home club as subject and the visitors as object:
// "Leicester hosted Norwich", "Palace welcomed Bournemouth".
var hostVerbs = set(`hosted welcomed entertained`)

// visitVerbs have the visitors as subject and the home club after "to" (or
// as object): "Burnley travelled to Stoke", "Hull visited Derby".
var visitVerbs = set(`travelled traveled journeyed visited`)

// readHosts reads "hosts Brazil", "Brazil, the hosts", "the visitors
// Wales", "X hosted Y", "Y travelled to X", "at home to", "away at", a
// dateline city. Only the two clubs of the match count, and a sentence about
// another match or a coming one says nothing.
func (d *doc) readHosts() {
	ps := d.participants()
	for _, s := range d.sents {
		if s.other || futureCue(s) {
			continue
		}
		for _, m := range s.ments {
			if m.kind != mClub || m.inDesc || !containsClub(ps, m.club) {
				continue
			}
			// "hosts Brazil" (not "Brentford hosts Arsenal", where it is the verb)
			before := mentionAt(s.ments, m.i-2)
			nounBefore := before == nil || before.kind != mClub || before.j != m.i-1
			// "the hosts, X, ...", "the visitors, X, ..."
			apposedRef := lo(s, m.i-1) == "," && lo(s, m.i-3) == "the"
			if lo(s, m.i-1) == "hosts" && nounBefore || lo(s, m.j) == "," && lo(s, m.j+1) == "the" && lo(s, m.j+2) == "hosts" || apposedRef && lo(s, m.i-2) == "hosts" {
				d.setHome(m.club, d.other(m.club), s)
				return
			}
			if lo(s, m.i-1) == "visitors" && (lo(s, m.i-2) == "the" || nounBefore) || lo(s, m.j) == "," && lo(s, m.j+1) == "the" && lo(s, m.j+2) == "visitors" || apposedRef && lo(s, m.i-2) == "visitors" {
				d.setHome(d.other(m.club), m.club, s)
				return
			}
			if !subjectLike(m) || lo(s, m.i-1) == "," && (lo(s, m.i-2) == "who" || lo(s, m.i-2) == "which") {
				continue
			}
			k := m.j
			for skipAdverbs[lo(s, k)] {
				k++
			}
			if lo(s, k) == "who" || lo(s, k) == "," && lo(s, k+1) == "who" {
				continue // a relative clause tells of the club, not of this match
			}
			w := lo(s, k)
			if hostVerbs[w] || visitVerbs[w] {
				q := k + 1
				if lo(s, q) == "to" && visitVerbs[w] {
					q++
				}
				if lo(s, q) == "the" {
					q++
				}
				o := mentionAt(s.ments, q)
				if o == nil || o.i != q || o.kind != mClub || o.club == m.club || !containsClub(ps, o.club) {
					continue
				}
				if hostVerbs[w] {
					d.setHome(m.club, o.club, s)
				} else {
					d.setHome(o.club, m.club, s)
				}
				return
			}
		}
	}
	// "X were at home to Y", "Y's trip to X", "away to X"
	for _, s := range d.sents {
		if s.other || d.home != nil {
			break
		}
		for _, m := range s.ments {
			if m.kind != mClub || m.inDesc {
				continue
			}
			if (lo(s, m.i-1) == "to" || lo(s, m.i-1) == "at") && (lo(s, m.i-2) == "away" || tripNouns[lo(s, m.i-2)]) && !futureCue(s) {
				d.setHome(m.club, d.other(m.club), s) // "Y's visit to X"
				break
			}
			if lo(s, m.i-1) == "of" && (lo(s, m.i-2) == "visit" || lo(s, m.i-2) == "arrival") && !futureCue(s) {
				d.setHome(d.other(m.club), m.club, s) // "the visit of Y"
				break
			}
			for k := m.j; k < len(s.toks) && k <= m.j+5; k++ {
				if lo(s, k) == "at" && lo(s, k+1) == "home" && subjectLike(m) {
					d.setHome(m.club, d.other(m.club), s)
					break
				}
				if isBoundary(s, k) {
					break
				}
			}
			if d.home == nil && containsClub(d.participants(), m.club) {
				switch whereSubject(s, m) {
				case 1:
					d.setHome(m.club, d.other(m.club), s)
				case -1:
					d.setHome(d.other(m.club), m.club, s)
				}
			}
			if d.home != nil {
				break
			}
		}
	}
	if d.home != nil {
		return
	}
	// dateline: "COLUMBUS, Ohio —", "SAN JOSE —", after a headline if any
	for _, s := range d.sents[:min(2, len(d.sents))] {
		var words []string
		for _, t := range s.toks {
			if !t.word || !t.cap || strings.ToUpper(t.s) != t.s || len(t.s) < 2 || t.num {
				break
			}
			words = append(words, t.s)
		}
		if len(words) == 0 || len(words) >= len(s.toks)-1 || len(strings.Join(words, "")) < 3 {
			continue
		}
		city := Fold(strings.Join(words, " "))
		for _, c := range d.participants() {
			if strings.HasPrefix(Fold(c.display()), city+" ") || Fold(c.display()) == city {
				d.setHome(c, d.other(c), s)
				return
			}
		}
	}
}

// readCompetition takes the first competition named, passing over ones only
// hoped for or won in other seasons.
func (d *doc) readCompetition() {
	var fallback *string
	var fallbackSrc *sent
	for _, s := range d.sents {
		if s.other {
			continue
		}
		for p := 0; p < len(s.toks); p++ {
			if !s.toks[p].cap {
				continue
			}
			for l := min(4, len(s.toks)-p); l >= 1; l-- {
				surface := d.text[s.toks[p].start:s.toks[p+l-1].end]
				if !s.toks[p+l-1].word {
					continue
				}
				if _, ok := d.lex.Competition(surface); !ok {
					continue
				}
				a, b := p, p+l
				for a > 0 && (s.toks[a-1].cap && s.toks[a-1].word || s.toks[a-1].poss && a > 1 && s.toks[a-2].cap) {
					if commonWords[s.toks[a-1].lo] || s.toks[a-1].poss && commonWords[s.toks[a-2].lo] {
						break // "Sunday's Premier League": no part of the name
					}
					a--
				}
				for a < p && !s.toks[a].word {
					a++ // never a name opening on the possessive's mark
				}
				if b < len(s.toks) && s.toks[b].lo == "cup" {
					b++
				}
				name := d.text[s.toks[a].start:s.toks[b-1].end]
				if !competitionAside(s, a, b) {
					d.comp = &name
					src := s.source()
					d.ev.Competition = &src
					return
				}
				if fallback == nil && !hopedFor(s, a) {
					fallback, fallbackSrc = &name, s
				}
				p = b - 1
				break
			}
		}
	}
	if fallback != nil {
		d.comp = fallback
		src := fallbackSrc.source()
		d.ev.Competition = &src
	}
}

func hopedFor(s *sent, a int) bool {
	for q := max(0, a-4); q < a; q++ {
		w := lo(s, q)
		if strings.HasPrefix(w, "qualif") || w == "hopes" {
			return true
		}
	}
	return false
}

// competitionAside reports a competition named as a goal, a record or a
// table rather than as this match's.
func competitionAside(s *sent, a, b int) bool {
	if hopedFor(s, a) {
		return true
	}
	for q := max(0, a-3); q < a; q++ {
		switch lo(s, q) {
		case "since", "won", "leads", "lead", "relegated", "promoted", "last":
			return true
		}
	}
	for q := b; q < len(s.toks) && q < b+2; q++ {
		switch lo(s, q) {
		case "places", "place", "spots", "standings", "table", "title", "in":
			return true
		}
		if _, _, ok := isScore(lo(s, q)); ok {
			return false
		}
		if s.toks[q].num && len(s.toks[q].lo) == 4 {
			return true
		}
	}
	return false
}

var venueWords = set(`stadium arena park ground gate road lane field bowl dome centre center stadion estadio stade`)

// findVenues collects the stadiums the text names: a name the lexicon knows
// as a stadium, or a capitalised name with a ground word after "at" or "in".
// groundObjectVerbs take a ground as object: "left Stamford Bridge with a
// 3-1 win", "a trip to Anfield".
var groundObjectVerbs = set(`left leave leaving visit to`)

// nameLinks join the capitalised words of a ground's name.
var nameLinks = set(`of de del da do di la le du des dos das`)

func (d *doc) findVenues(s *sent) {
	toks := s.toks
	for i := 0; i < len(toks); i++ {
		w := toks[i].lo
		if w != "at" && w != "in" && w != "the" && !groundObjectVerbs[w] {
			continue
		}
		k := i + 1
		for k < len(toks) && k <= i+3 && (toks[k].lo == "the" || !toks[k].cap && toks[k].word && strings.Contains(toks[k].lo, "-")) {
			k++
		}
		end := k
		for end < len(toks) && end < k+6 && (toks[end].cap && toks[end].word || toks[end].lo == "." && end > k && toks[end-1].lo == "st" || toks[end].poss || toks[end].lo == "&" ||
			nameLinks[toks[end].lo] && end > k && end+1 < len(toks) && toks[end+1].cap && toks[end+1].word) {
			end++ // "Stadium of Light", "Estadio da Luz"
		}
		if end == k {
			continue
		}
		found := false
		for e := end; e > k; e-- {
			surface := d.text[toks[k].start:toks[e-1].end]
			if info, ok := d.lex.Stadium(surface); ok {
				inf := info
				d.venues = append(d.venues, venueCand{s: s, name: surface, club: &inf})
				found = true
				break
			}
			if len(d.lex.StadiumClubs(surface)) > 1 {
				// a ground clubs share ("the Maracanã"): the clubs the report names pick its home
				d.venues = append(d.venues, venueCand{s: s, name: surface})
				found = true
				break
			}
		}
		if found {
			i = end - 1
			continue
		}
		if groundObjectVerbs[w] {
			continue // only a ground the lexicon knows: "left Stamford Bridge with a win"
		}
		trailing := end < len(toks) && (toks[end].lo == "stadium" || toks[end].lo == "arena" || toks[end].lo == "ground")
		if trailing && toks[end].lo == "arena" {
			if info, ok := d.lex.Stadium(d.text[toks[k].start:toks[end].end]); ok {
				inf := info
				d.venues = append(d.venues, venueCand{s: s, name: d.text[toks[k].start:toks[end].end], club: &inf})
				d.markVenue(s, k, end)
				i = end
				continue
			}
		}
		if w == "the" && i > 0 && toks[i-1].lo != "at" && toks[i-1].lo != "in" && !trailing {
			continue
		}
		ground := false
		for q := k; q < end; q++ {
			if venueWords[toks[q].lo] {
				ground = true
			}
		}
		if !ground && end < len(toks) && (toks[end].lo == "stadium" || toks[end].lo == "arena") {
			ground = true
		}
		if ground {
			d.venues = append(d.venues, venueCand{s: s, name: d.text[toks[k].start:toks[end-1].end]})
			d.markVenue(s, k, end)
			i = end - 1
		}
	}
}

// markVenue drops person candidates inside a venue's name.
func (d *doc) markVenue(s *sent, a, b int) {
	kept := s.ments[:0]
	for _, m := range s.ments {
		if m.kind == mPerson && m.i >= a && m.j <= b {
			continue
		}
		kept = append(kept, m)
	}
	s.ments = kept
}

// resultNouns follow "home" or "away" to say where a club played: "three
// home wins in a row", "a first away victory".
var resultNouns = set(`win wins victory victories defeat defeats loss draw draws game games match matches`)

// whereSubject reads where a club opening its clause played, told later in
// the clause with no other club between: 1 at home ("in front of their own
// fans", "made it three home wins in a row"), -1 away ("on the road", "on
// their travels", "the travelling X fans"), 0 untold.
func whereSubject(s *sent, m *mention) int {
	if lo(s, m.i-1) == "travelling" || lo(s, m.i-1) == "traveling" {
		if fanWords[lo(s, m.j)] {
			return -1 // "the travelling Exeter fans"
		}
	}
	if !subjectLike(m) || m.gov != "" && !sentenceOpeners[m.gov] {
		return 0
	}
	for k := m.j; k < len(s.toks) && k <= m.j+12; k++ {
		if c := mentionAt(s.ments, k); c != nil && c.kind == mClub && k > m.j && c.poss {
			return 0 // "X ended Y's run of home wins"
		}
		if lo(s, k) == "who" || lo(s, k) == "which" || isBoundary(s, k) && lo(s, k) != "," && k > m.j {
			return 0
		}
		w := lo(s, k)
		switch {
		case w == "front" && lo(s, k+1) == "of" && (lo(s, k+2) == "their" || lo(s, k+2) == "its") && lo(s, k+3) == "own":
			return 1
		case w == "on" && (lo(s, k+1) == "the" && lo(s, k+2) == "road" || lo(s, k+1) == "their" && lo(s, k+2) == "travels"):
			return -1
		case w == "home" && resultNouns[lo(s, k+1)] && countsBefore(s, k):
			return 1
		case w == "away" && resultNouns[lo(s, k+1)] && countsBefore(s, k):
			return -1
		}
	}
	return 0
}

// countsBefore reports a count or an owner before token k: "three home
// wins", "a first away victory", "their second home game", not "the run of
// home wins".
func countsBefore(s *sent, k int) bool {
	w := lo(s, k-1)
	if ordinalWords[w] > 0 {
		w = lo(s, k-2)
	}
	return w == "a" || w == "another" || w == "their" || w == "its" || s.toks[max(k-1, 0)].num || numberWords[w] > 1 || ordinalWords[lo(s, k-1)] > 0 && w == "the"
}
