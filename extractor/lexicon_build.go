package extractor

import (
	"fmt"
	"strings"
)

// The lexicon's data is Go source in compact rows, one file per region
// (lexicon_england.go, lexicon_europe.go ...). In every row a field that holds
// several forms separates them with "|". A form starting with "~" is a weak
// claim: the form may mean this club, but another club is meant first ("~Newcastle"
// for Newcastle Jets), so it only makes the club a candidate.

// league is the clubs of one league, so rows need not repeat country and league.
type leagueData struct {
	country string
	name    string
	women   bool // women's clubs with no men's side of the same name
	clubs   []clubRow
}

// clubRow is one club. grounds lists the club's grounds, current first; each is
// its canonical name followed by other names of the same ground after "=":
// "Etihad Stadium=City of Manchester Stadium|Maine Road".
type clubRow struct{ name, short, nick, grounds string }

// confederation is the national teams of one confederation.
type confedData struct {
	name  string
	teams []nationRow
}

// nationRow is one national team. words are its nationality words, adjectives
// and nouns ("Dutch|Dutchman|Dutchwoman"); the nouns' plurals also name the team
// ("the Dutchmen"). the lists adjectives that name the team only after "the"
// ("the Dutch").
type nationRow struct{ name, short, nick, words, the string }

// wordsRow maps words to a name: club demonyms to a club, region words to a region.
type wordsRow struct{ name, words string }

// compRow is one competition. dated, for a tournament held in named years, is
// how a year follows it ("Euro" for "Euro 2024"); "" for leagues and cups.
type compRow struct{ name, dated, aliases string }

type lexiconData struct {
	leagues  []leagueData
	nations  []confedData
	demonyms []wordsRow // club demonyms: "Barcelona": "Catalans"
	regions  []wordsRow // regional words: "South America": "South American"
	venues   []string   // neutral grounds, "canonical=other name=..."
	comps    []compRow
}

// Words that many clubs' names share: a club whose name starts or ends with one
// is a candidate for it ("United" may be any of a dozen clubs).
var sharedClubWords = map[string]bool{
	"united": true, "city": true, "town": true, "rovers": true, "athletic": true, "wanderers": true,
	"albion": true, "county": true, "rangers": true, "real": true, "sporting": true, "inter": true,
	"atletico": true, "borussia": true, "olympique": true, "dynamo": true, "dinamo": true, "racing": true,
	"union": true, "eintracht": true, "fortuna": true, "lokomotiv": true, "vfl": true, "thistle": true,
	"juniors": true, "deportivo": true, "maccabi": true, "red star": true, "olimpija": true,
}

func newLexicon(d lexiconData) *Lexicon {
	l := &Lexicon{
		names:    make(map[string][]formClaim, 2500),
		theOnly:  make(map[string][]formClaim, 32),
		grounds:  make(map[string][]formClaim, 1400),
		venues:   make(map[string]venueEntry, 1500),
		nations:  make(map[string]string, 250),
		comps:    make(map[string]int, 350),
		compRows: d.comps,
	}
	var grounds []string // grounds of l.clubs[i]
	for _, lg := range d.leagues {
		for _, r := range lg.clubs {
			grounds = append(grounds, r.grounds)
			l.addClub(r, lg)
		}
	}
	for _, cf := range d.nations {
		for _, r := range cf.teams {
			grounds = append(grounds, "")
			l.addNation(r, cf.name)
		}
	}
	for _, r := range d.demonyms {
		l.addDemonyms(r)
	}
	for i, g := range grounds {
		l.addGrounds(int32(i), g)
	}
	for _, v := range d.venues {
		fs := splitForms(v, "=")
		for _, f := range fs {
			l.putVenue(lexKey(f), fs[0], tierDeclared)
		}
	}
	for _, r := range d.regions {
		l.addWords(r.name, r.words)
	}
	for i, c := range d.comps {
		l.addCompetition(i, c)
	}
	return l
}

// addCompetition indexes the names of competition i. The data is wrong if two
// competitions share a name: it panics.
func (l *Lexicon) addCompetition(i int, c compRow) {
	for _, a := range append(splitForms(c.aliases, "|"), c.name) {
		k := lexKey(a)
		if j, ok := l.comps[k]; ok && j != i {
			panic(fmt.Sprintf("extractor: lexicon: competition name %q is both %q and %q", a, l.compRows[j].name, c.name))
		}
		l.comps[k] = i
	}
}

func (l *Lexicon) addClub(r clubRow, lg leagueData) {
	i := int32(len(l.clubs))
	short, nick := splitForms(r.short, "|"), splitForms(r.nick, "|")
	l.declare(i, r.name)
	for _, f := range short {
		l.declare(i, f)
	}
	for _, f := range nick {
		l.declare(i, f)
	}
	l.derive(i, r.name)
	l.clubs = append(l.clubs, ClubInfo{
		Name:      r.name,
		Short:     bareForms(short),
		Nicknames: bareForms(nick),
		Country:   lg.country,
		Women:     lg.women,
		Stadiums:  groundCanonicalNames(r.grounds),
		League:    lg.name,
	})
}

func (l *Lexicon) addNation(r nationRow, confed string) {
	i := int32(len(l.clubs))
	name := bareForm(r.name)
	var demonyms []string
	for _, w := range splitForms(r.words, "|") {
		if p := teamPlural(w); p != "" {
			demonyms = append(demonyms, p)
		}
	}
	the := splitForms(r.the, "|")
	short, nick := splitForms(r.short, "|"), splitForms(r.nick, "|")
	l.declare(i, r.name)
	for _, f := range short {
		l.declare(i, f)
	}
	for _, f := range nick {
		l.declare(i, f)
	}
	for _, f := range demonyms {
		l.declare(i, f)
	}
	for _, f := range the {
		addClaim(l.theOnly, lexKey(f), i, tierDeclared)
	}
	l.clubs = append(l.clubs, ClubInfo{
		Name:      name,
		Short:     bareForms(short),
		Nicknames: bareForms(nick),
		Demonyms:  capped(append(demonyms, the...)),
		Country:   name,
		National:  true,
		League:    confed,
	})
	l.addWords(name, r.words)
}

// teamPlural is the plural of a nationality noun, which names a team ("the
// Italians", "the Welshmen"); "" for an adjective with no plural ("Dutch").
func teamPlural(w string) string {
	switch {
	case strings.HasSuffix(w, "man"):
		return w[:len(w)-3] + "men"
	case w == "Czech":
		return "Czechs"
	case strings.HasSuffix(w, "sh"),
		strings.HasSuffix(w, "ese"), strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "ch"),
		strings.HasSuffix(w, "s"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "z"),
		strings.HasSuffix(w, "ois"), strings.HasSuffix(w, "ais"):
		return ""
	}
	return w + "s"
}

// addWords maps nationality or region words to name. The data is wrong if
// a word already means another country: it panics.
func (l *Lexicon) addWords(name, words string) {
	for _, w := range splitForms(words, "|") {
		k := lexKey(w)
		if c, ok := l.nations[k]; ok && c != name {
			panic(fmt.Sprintf("extractor: lexicon: nationality word %q is both %q and %q", w, c, name))
		}
		l.nations[k] = name
	}
}

func (l *Lexicon) addDemonyms(r wordsRow) {
	cs := l.names[lexKey(r.name)]
	i, ok := pickClaim(cs)
	if !ok || l.clubs[i].Name != r.name {
		panic(fmt.Sprintf("extractor: lexicon: demonyms of unknown club %q", r.name))
	}
	fs := splitForms(r.words, "|")
	for _, f := range fs {
		l.declare(i, f)
	}
	c := &l.clubs[i]
	c.Demonyms = capped(append(c.Demonyms, bareForms(fs)...))
}

// declare indexes a form the data gives for club i, and the form without its
// affixes ("Sydney" for "Sydney FC").
func (l *Lexicon) declare(i int32, form string) {
	t := tierDeclared
	if strings.HasPrefix(form, "~") {
		t, form = tierCandidate, form[1:]
	}
	k := lexKey(form)
	addClaim(l.names, k, i, t)
	if s := stripAffixes(k); s != k {
		addClaim(l.names, s, i, min(t, tierDerived))
	}
}

// derive makes club i a candidate for the place in its name ("Manchester" for
// "Manchester United") and for shared words at either end of it ("United").
func (l *Lexicon) derive(i int32, name string) {
	k := stripAffixes(lexKey(name))
	last := strings.LastIndexByte(k, ' ')
	if last < 0 {
		return
	}
	first := strings.IndexByte(k, ' ')
	second := len(k)
	if j := strings.IndexByte(k[first+1:], ' '); j >= 0 {
		second = first + 1 + j
	}
	if last >= 4 {
		addClaim(l.names, k[:last], i, tierCandidate) // the place: "Manchester" of "Manchester United"
	}
	for _, w := range [...]string{k[:first], k[last+1:], k[:second]} {
		if sharedClubWords[w] {
			addClaim(l.names, w, i, tierCandidate)
		}
	}
}

func (l *Lexicon) addGrounds(i int32, grounds string) {
	for _, g := range splitForms(grounds, "|") {
		fs := splitForms(g, "=")
		canon := bareForm(fs[0])
		for _, f := range fs {
			t := tierDeclared
			if strings.HasPrefix(f, "~") {
				t, f = tierCandidate, f[1:]
			}
			k := lexKey(f)
			addClaim(l.grounds, k, i, t)
			l.putVenue(k, canon, t)
		}
	}
}

// putVenue records that key k names the ground canon. A key two grounds share
// at the same tier names neither.
func (l *Lexicon) putVenue(k, canon string, t claimTier) {
	v, ok := l.venues[k]
	switch {
	case !ok || t > v.tier:
		l.venues[k] = venueEntry{name: canon, tier: t}
	case t == v.tier && v.name != canon:
		v.ambiguous = true
		l.venues[k] = v
	}
}

func groundCanonicalNames(grounds string) []string {
	var out []string
	for _, g := range splitForms(grounds, "|") {
		out = append(out, bareForm(splitForms(g, "=")[0]))
	}
	return capped(out)
}

// split splits s at sep, dropping empty parts; nil for "".
func splitForms(s, sep string) []string {
	if s == "" {
		return nil
	}
	out := strings.Split(s, sep)
	n := 0
	for _, p := range out {
		if p = strings.TrimSpace(p); p != "" {
			out[n], n = p, n+1
		}
	}
	return out[:n]
}

func bareForm(f string) string { return strings.TrimPrefix(f, "~") }

func bareForms(fs []string) []string {
	for i, f := range fs {
		fs[i] = bareForm(f)
	}
	return capped(fs)
}

// full trims a slice's capacity to its length, so appending to it copies.
func capped(s []string) []string { return s[:len(s):len(s)] }

// addClaim records that club i holds key k at tier t, keeping one entry per
// club at its highest tier and the list in order: tier, highest first, then
// data order.
func addClaim(m map[string][]formClaim, k string, i int32, t claimTier) {
	if k == "" {
		return
	}
	cs := m[k]
	for j := range cs {
		if cs[j].club == i {
			if t <= cs[j].tier {
				return
			}
			cs = append(cs[:j], cs[j+1:]...)
			break
		}
	}
	at := len(cs)
	for at > 0 && (cs[at-1].tier < t || cs[at-1].tier == t && cs[at-1].club > i) {
		at--
	}
	cs = append(cs, formClaim{})
	copy(cs[at+1:], cs[at:])
	cs[at] = formClaim{club: i, tier: t}
	m[k] = cs
}
