package extractor

import (
	"strings"
	"sync"
)

// ClubInfo is one real club or national team.
//
// The slices are shared with the lexicon, which is immutable: callers must not
// modify their elements (appending is safe, the slices are full).
type ClubInfo struct {
	Name      string   // canonical full name: "Tottenham Hotspur", "Brighton & Hove Albion", "Italy"
	Short     []string // other names for the club: "Tottenham", "Spurs", "Man City"
	Nicknames []string // names used with "the": "Gunners", "Seagulls", "Azzurri"
	Demonyms  []string // plural people words that name the team: "Italians", "Dutch", "Catalans"
	Country   string   // "England", "Spain"; a national team's country is itself
	National  bool     // a national team
	Women     bool     // a women's club with no men's side of the same name (NWSL, London City Lionesses)
	Stadiums  []string // home grounds, current first, then former ones
	League    string   // "Premier League", "La Liga"; a national team's confederation: "UEFA"
}

// Lexicon knows the names of clubs, national teams, their grounds, nationality
// words and competitions. It is immutable once built and safe for concurrent use.
//
// Every name is looked up by its key: Fold, then without a leading "the",
// "saint" written "st" and "utd" written "united". Case does not matter, except
// that a name which is also an everyday word names nothing when written all in
// lower case: "Derby" is a club, "the derby" a match. A form that no club owns
// outright (two clubs claim it, or it is only a place or a word shared by many
// clubs, like "United") does not name a club by itself; Candidates lists
// every club it may mean, and ClubInContext picks one with help from the report.
type Lexicon struct {
	clubs    []ClubInfo
	names    map[string][]formClaim // club and national team names, short forms, nicknames, demonyms
	theOnly  map[string][]formClaim // demonyms that name a team only after "the": "the Dutch"
	grounds  map[string][]formClaim // club grounds
	venues   map[string]venueEntry  // every ground, club or neutral, to its canonical name
	nations  map[string]string      // nationality words to countries
	comps    map[string]int         // competition names to an index of compRows
	compRows []compRow
}

// claimTier ranks how firmly a form names a club. A form names the one club that
// holds it at the highest tier; two clubs at that tier make it ambiguous.
type claimTier int8

const (
	// tierCandidate: the form may mean the club but never names it alone: the
	// place in its name ("Manchester"), a word many clubs share ("United"), or a
	// form the data marks weak with "~" because another club holds it first.
	tierCandidate claimTier = iota
	// tierDerived: a declared form without its affixes ("Sydney" from "Sydney FC").
	// It names the club only if no other club claims the form at all.
	tierDerived
	// tierDeclared: a name, short form, nickname or demonym the data gives.
	tierDeclared
)

type formClaim struct {
	club int32
	tier claimTier
}

type venueEntry struct {
	name      string
	tier      claimTier
	ambiguous bool // two different grounds share the key
}

var (
	defaultLexOnce sync.Once
	defaultLexicon *Lexicon
)

// DefaultLexicon returns the built-in lexicon, built on first use.
func DefaultLexicon() *Lexicon {
	defaultLexOnce.Do(func() { defaultLexicon = newLexicon(defaultLexiconData()) })
	return defaultLexicon
}

// Club finds the club or national team that name means on its own: a full
// name, short form, nickname or demonym, in any case, with or without accents,
// a leading "the" or affixes such as "FC" and "Women". Forms several clubs
// share ("United", "City", "the Robins") are not found: see Candidates.
func (l *Lexicon) Club(name string) (ClubInfo, bool) {
	if i, ok := pickClaim(l.clubClaims(name)); ok {
		return l.clubs[i], true
	}
	return ClubInfo{}, false
}

// Candidates lists every club a form may mean, the likeliest first: those that
// hold it outright, then those whose names merely contain it. It is nil for a
// form no club has.
func (l *Lexicon) Candidates(name string) []ClubInfo {
	return l.infos(l.clubClaims(name))
}

// AmbiguousShort lists the clubs a form may mean when it names none of them on
// its own ("United", "City", "the Saints" shared by several clubs); it is nil
// when Club finds the form or fewer than two clubs have it.
func (l *Lexicon) AmbiguousShort(name string) []ClubInfo {
	cs := l.clubClaims(name)
	if _, ok := pickClaim(cs); ok || len(cs) < 2 {
		return nil
	}
	return l.infos(cs)
}

// ClubInContext finds the club a form means in a report that names the clubs
// in context (any of their forms): a candidate of name that context names wins,
// so "City" is Manchester City beside "Manchester City" and "Inter" is Inter
// Miami beside "Inter Miami". Without such a candidate it answers as Club.
func (l *Lexicon) ClubInContext(name string, context []string) (ClubInfo, bool) {
	if i, ok := l.inContext(l.clubClaims(name), context); ok {
		return l.clubs[i], true
	}
	return ClubInfo{}, false
}

// Stadium finds the home club of a ground ("the Etihad", "Old Trafford",
// "Bernabéu"). Grounds that several clubs share (San Siro, Stadio Olimpico)
// and neutral or national grounds (Wembley) have no single home club: it
// returns false for them; see StadiumClubs and Venue.
func (l *Lexicon) Stadium(name string) (ClubInfo, bool) {
	if i, ok := pickClaim(l.groundClaims(name)); ok {
		return l.clubs[i], true
	}
	return ClubInfo{}, false
}

// StadiumClubs lists every club that plays or played at a ground, the likeliest
// first; nil for a neutral ground or an unknown name.
func (l *Lexicon) StadiumClubs(name string) []ClubInfo {
	return l.infos(l.groundClaims(name))
}

// StadiumInContext finds the home club of a ground among the clubs a report
// names, so a shared ground (Providence Park: Timbers and Thorns) still has one.
func (l *Lexicon) StadiumInContext(name string, context []string) (ClubInfo, bool) {
	if i, ok := l.inContext(l.groundClaims(name), context); ok {
		return l.clubs[i], true
	}
	return ClubInfo{}, false
}

// Venue tells whether name is a known football ground, club or neutral
// ("Wembley", "Stade de France"), and gives its canonical name ("the Etihad" ->
// "Etihad Stadium"); a name several grounds share comes back as given.
func (l *Lexicon) Venue(name string) (string, bool) {
	var buf [64]byte
	k, _ := appendLexKey(buf[:0], name)
	if isEverydayWord(name, k) {
		return "", false
	}
	v, ok := l.venues[string(k)]
	if !ok {
		v, ok = l.venues[string(stripGroundWords(k))]
	}
	switch {
	case !ok:
		return "", false
	case v.ambiguous || v.tier == tierCandidate:
		// Several grounds share the name (three Red Bull Arenas, "Olympic
		// Stadium"): it is a ground, but which one only the report can tell.
		return trimLeadingThe(strings.TrimSpace(name)), true
	}
	return v.name, true
}

// Nationality maps a nationality word to its national team's country:
// "Italian" -> "Italy", "Welshman" and "Welsh" -> "Wales", "Dutchman" ->
// "Netherlands", "Scot" -> "Scotland", plurals too ("Spaniards"). A few
// regional words give a region: "South American" -> "South America".
func (l *Lexicon) Nationality(word string) (country string, ok bool) {
	var buf [64]byte
	k, _ := appendLexKey(buf[:0], word)
	if isEverydayWord(word, k) {
		return "", false
	}
	if c, ok := l.nations[string(k)]; ok {
		return c, true
	}
	switch n := len(k); {
	case n > 3 && string(k[n-3:]) == "men":
		k = append(k[:n-3], "man"...)
	case n > 1 && k[n-1] == 's':
		k = k[:n-1]
	default:
		return "", false
	}
	c, ok := l.nations[string(k)]
	return c, ok
}

// Competition maps a competition's name, sponsor name or abbreviation to its
// canonical name: "Carabao Cup" -> "League Cup", "UCL" -> "Champions League".
// A tournament's year is kept ("2022 World Cup" -> "World Cup 2022", "Euros
// 2024" -> "Euro 2024"); a league's season is dropped ("2023-24 Premier League").
func (l *Lexicon) Competition(name string) (canonical string, ok bool) {
	k := lexKey(name)
	if isEverydayWord(name, k) {
		return "", false
	}
	if i, ok := l.comps[k]; ok {
		return l.compRows[i].name, true
	}
	base, year, single := splitCompYear(k)
	if year == "" {
		return "", false
	}
	i, ok := l.comps[base]
	if !ok {
		return "", false
	}
	c := l.compRows[i]
	if c.dated == "" || !single {
		return c.name, true
	}
	return c.dated + " " + year, true
}

// clubClaims returns the claims on a club form: those of its key, else of the
// key without affixes, else, after "the", of a "the"-only demonym, else of the
// form without a possessive "'s". Looking up a form allocates nothing.
func (l *Lexicon) clubClaims(name string) []formClaim {
	var buf [64]byte
	k, hadThe := appendLexKey(buf[:0], name)
	if isEverydayWord(name, k) {
		return nil
	}
	if cs, ok := l.names[string(k)]; ok {
		return cs
	}
	if s := stripAffixes(k); len(s) != len(k) {
		if cs, ok := l.names[string(s)]; ok {
			return cs
		}
	}
	if hadThe {
		if cs, ok := l.theOnly[string(k)]; ok {
			return cs
		}
	}
	if base, ok := cutClubPossessive(name); ok {
		return l.clubClaims(base)
	}
	return nil
}

// cutPossessive returns name without a final "'s": "Arsenal's" is Arsenal.
func cutClubPossessive(name string) (string, bool) {
	for _, s := range [...]string{"'s", "’s"} {
		if base, ok := strings.CutSuffix(name, s); ok {
			return base, true
		}
	}
	return "", false
}

func (l *Lexicon) groundClaims(name string) []formClaim {
	var buf [64]byte
	k, _ := appendLexKey(buf[:0], name)
	if isEverydayWord(name, k) {
		return nil
	}
	if cs, ok := l.grounds[string(k)]; ok {
		return cs
	}
	return l.grounds[string(stripGroundWords(k))]
}

// inContext picks among the claims the one club that the names in context name
// (or give in full, for a club whose name alone names nothing: "Jordan"); with
// none, it answers as pickClaim.
func (l *Lexicon) inContext(cs []formClaim, context []string) (int32, bool) {
	match, n := int32(0), 0
	for _, o := range cs {
		for _, c := range context {
			if i, ok := pickClaim(l.clubClaims(c)); ok && i == o.club || lexKey(c) == lexKey(l.clubs[o.club].Name) {
				match, n = o.club, n+1
				break
			}
		}
	}
	switch n {
	case 0:
		return pickClaim(cs)
	case 1:
		return match, true
	}
	return 0, false
}

// pickClaim returns the club a list of claims (sorted by tier, highest first) names.
func pickClaim(cs []formClaim) (int32, bool) {
	if len(cs) == 0 {
		return 0, false
	}
	top := cs[0].tier
	switch {
	case top == tierCandidate:
		return 0, false
	case top == tierDerived && len(cs) > 1:
		return 0, false
	case len(cs) > 1 && cs[1].tier == top:
		return 0, false
	}
	return cs[0].club, true
}

func (l *Lexicon) infos(cs []formClaim) []ClubInfo {
	if len(cs) == 0 {
		return nil
	}
	out := make([]ClubInfo, len(cs))
	for i, o := range cs {
		out[i] = l.clubs[o.club]
	}
	return out
}
