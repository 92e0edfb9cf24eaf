package ingest

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"pitchgraph/extractor"
	"pitchgraph/graph"
)

// The extractor names clubs, not sides: "Arsenal Women" and "Arsenal" in a
// Women's Super League report both come out as Arsenal. ingest decides
// which side of each club a report is about (graph.Category), once per
// report and in this one place, from these cues, strongest first:
//
//  1. a club's own name, as the report gives it or an alias the report
//     uses: "Arsenal Women", "Man City Ladies", "England U21", "Barcelona
//     B", "Borussia Dortmund II", "the Lionesses"; a club the lexicon knows
//     fields only a women's team (Portland Thorns) is always women's. The
//     text counts too, where it names a club with its side ("England U21
//     beat ...");
//  2. the competition, given at ingest or read from the report: "Women's
//     Super League", "NWSL", "Liga F", "Under-21 Championship", "Premier
//     League 2";
//  3. the text, for women's football only: a women's competition or team it
//     names ("the Women's World Cup", "the WSL", "the U.S. women's national
//     team", "the Matildas"), when the report gives no competition or the
//     text names the women's form of the very competition it gives ("World
//     Cup" in a report of the Women's World Cup).
//
// A side named with its own cue is that side. Otherwise the report's
// category, the first of the cues above for its two teams, applies: a
// women's report makes every club it names a women's side (the clubs it
// mentions besides the two teams are other women's sides: the next
// opponent, a player's former club); a youth or reserve report only its
// two teams (a U21 player's club is their senior club), or every club when
// it names no match. Youth is never read from the text: "a youth
// international", "the U19 Euro winner" describe players.

// side is the side of a club a report is about.
type side struct {
	cat graph.Category
	age string // a youth side's age group ("u21"), "" when none is given
}

var men = side{cat: graph.Men}

// sides is what a report says of the sides of the clubs it names.
type sides struct {
	report side            // the category of the report's two teams
	own    map[string]side // by the folded name of a club: a side the report names
	teams  map[string]bool // folded names of the report's two teams
}

// readSides decides the sides of the clubs of rep (see above); competition
// is the competition given at ingest, "" for the report's own.
func readSides(rep *extractor.Report, text, competition string) *sides {
	s := &sides{report: men, own: map[string]side{}, teams: map[string]bool{}}
	if competition == "" {
		competition = deref(rep.Competition)
	}
	folded := " " + graph.Fold(text) + " "
	var named []string // folded names of the clubs named with a side, home and away first
	mark := func(name string, forms []string) {
		k := baseKey(name)
		if _, done := s.own[k]; done {
			return
		}
		if sd, ok := clubSide(forms, opening(text)); ok {
			s.own[k] = sd
			named = append(named, k)
		}
	}
	for _, t := range []*string{rep.Home, rep.Away} {
		if name := deref(t); name != "" {
			s.teams[baseKey(name)] = true
		}
	}
	for _, t := range []*string{rep.Home, rep.Away} {
		if name := deref(t); name != "" {
			mark(name, append([]string{name}, aliasesOf(rep, name)...))
		}
	}
	for _, c := range rep.Clubs {
		mark(c.Name, append([]string{c.Name}, c.Aliases...))
	}
	if sd, ok := competitionSide(competition); ok {
		s.report = sd
		return s
	}
	if menLeague(competition) {
		// A men's league: "Chelsea Women" in its report is the other side,
		// told of in passing, and the extractor folds it into Chelsea.
		for k, sd := range s.own {
			if sd.cat == graph.Women && !womenOnly(k) {
				delete(s.own, k)
			}
		}
		return s
	}
	for _, k := range named {
		if len(s.teams) == 0 || s.teams[k] {
			s.report = s.own[k]
			return s
		}
	}
	if womenInText(folded, competition) {
		s.report = side{cat: graph.Women}
	}
	return s
}

// aliasesOf returns the aliases the report gives the club called name.
func aliasesOf(rep *extractor.Report, name string) []string {
	for _, c := range rep.Clubs {
		if c.Name == name {
			return c.Aliases
		}
	}
	return nil
}

// opening is the start of a report, its headline and first lines: where a
// club named with its side ("England U21 beat France U21") names the
// report's teams, not a player's past ("an England U21 graduate").
func opening(text string) string {
	const n = 400
	if len(text) > n {
		cut := n
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut]
	}
	return " " + graph.Fold(text) + " "
}

// of returns the side of the club with this name (any form the report used).
func (s *sides) of(name string) side {
	k := baseKey(name)
	if sd, ok := s.own[k]; ok {
		return sd
	}
	if sd, ok := clubSide([]string{name}, ""); ok {
		return sd
	}
	if s.report.cat == graph.Women || len(s.teams) == 0 || s.teams[k] {
		return s.report
	}
	return men
}

// menLeagues are the leagues, folded as the lexicon names them, that only
// men's teams (first teams and their B sides) play in; a women's league
// has a name of its own (Liga F, Première Ligue, Frauen-Bundesliga).
var menLeagues = map[string]bool{
	"premier league": true, "championship": true, "league one": true, "league two": true, "national league": true,
	"scottish premiership": true, "scottish championship": true, "cymru premier": true, "league of ireland": true,
	"nifl premiership": true, "la liga": true, "segunda division": true, "serie a": true, "serie b": true,
	"bundesliga": true, "2 bundesliga": true, "ligue 1": true, "ligue 2": true, "eredivisie": true,
	"primeira liga": true, "belgian pro league": true, "super lig": true, "mls": true, "liga mx": true,
	"saudi pro league": true, "j1 league": true, "k league 1": true, "a league men": true, "indian super league": true,
	"championship play offs": true, "league one play offs": true, "league two play offs": true,
}

// menLeague tells whether a competition is one of menLeagues.
func menLeague(competition string) bool {
	if c, ok := extractor.DefaultLexicon().Competition(competition); ok {
		competition = c
	}
	return menLeagues[graph.Fold(competition)]
}

// womenOnly tells whether the lexicon knows the club of this folded name
// as a women's club with no men's side.
func womenOnly(key string) bool {
	info, ok := extractor.DefaultLexicon().Club(key)
	return ok && info.Women
}

// clubSide reads the side from a club's own forms and, when text is not
// empty, from the text naming a form with a side's mark after it.
func clubSide(forms []string, text string) (side, bool) {
	for _, f := range forms {
		if info, ok := extractor.DefaultLexicon().Club(f); ok && info.Women {
			return side{cat: graph.Women}, true
		}
		if sd, _, ok := markedSide(f); ok {
			return sd, true
		}
	}
	if text == "" {
		return side{}, false
	}
	for _, f := range forms {
		k := graph.Fold(f)
		if len(k) < 4 {
			continue
		}
		for i := strings.Index(text, " "+k+" "); i >= 0; {
			rest := text[i+len(k)+2:]
			if sd, ok := leadingMark(rest); ok {
				return sd, true
			}
			j := strings.Index(rest, " "+k+" ")
			if j < 0 {
				break
			}
			i += len(k) + 2 + j
		}
	}
	return side{}, false
}

// womenNicknames are names that stand for a women's national team alone.
var womenNicknames = map[string]bool{
	"lionesses": true, "matildas": true, "uswnt": true, "super falcons": true, "banyana banyana": true,
	"nadeshiko": true, "football ferns": true, "reggae girlz": true, "canwnt": true,
}

// The words after a club's name that mark its side, folded.
var (
	womenMarks   = map[string]bool{"women": true, "womens": true, "ladies": true, "wfc": true, "femenino": true, "feminino": true, "feminine": true, "femminile": true, "frauen": true, "damen": true, "dames": true, "vrouwen": true}
	reserveMarks = map[string]bool{"reserves": true, "reserve": true, "b": true, "ii": true, "castilla": true}
	ageWord      = regexp.MustCompile(`^u(1[4-9]|2[0-3])s?$`)
	ageNumber    = regexp.MustCompile(`^(1[4-9]|2[0-3])s?$`)
)

// markedSide reads a side from the end of one form of a club's name
// ("Arsenal Women", "England U21", "England Under-21s", "Barcelona B")
// and returns the name without its mark.
func markedSide(form string) (side, string, bool) {
	words := strings.Fields(graph.Fold(form))
	if womenNicknames[strings.Join(words, " ")] {
		return side{cat: graph.Women}, "", true
	}
	if n := len(words); n >= 2 && words[n-1] == "fc" {
		words = words[:n-1]
	}
	n := len(words)
	if n < 2 {
		return side{}, "", false
	}
	last := words[n-1]
	switch {
	case womenMarks[last]:
		return side{cat: graph.Women}, strings.Join(words[:n-1], " "), true
	case reserveMarks[last]:
		return side{cat: graph.Reserve}, strings.Join(words[:n-1], " "), true
	case last == "youth" || last == "academy":
		return side{cat: graph.Youth}, strings.Join(words[:n-1], " "), true
	case ageWord.MatchString(last):
		return side{cat: graph.Youth, age: strings.TrimSuffix(last, "s")}, strings.Join(words[:n-1], " "), true
	case n >= 3 && ageNumber.MatchString(last) && (words[n-2] == "u" || words[n-2] == "under"):
		return side{cat: graph.Youth, age: "u" + strings.TrimSuffix(last, "s")}, strings.Join(words[:n-2], " "), true
	}
	return side{}, "", false
}

// leadingMark reads a side's mark at the start of folded text: what
// follows a club's name in "England U21 beat France U21" or "Arsenal
// Women's manager".
func leadingMark(text string) (side, bool) {
	words := strings.Fields(text)
	if len(words) == 0 {
		return side{}, false
	}
	w := words[0]
	switch {
	case w == "women" || w == "womens" || w == "ladies":
		return side{cat: graph.Women}, true
	case w == "reserves" || w == "b" || w == "ii" || w == "castilla":
		return side{cat: graph.Reserve}, true
	case ageWord.MatchString(w):
		return side{cat: graph.Youth, age: strings.TrimSuffix(w, "s")}, true
	case len(words) >= 2 && (w == "u" || w == "under") && ageNumber.MatchString(words[1]):
		return side{cat: graph.Youth, age: "u" + strings.TrimSuffix(words[1], "s")}, true
	}
	return side{}, false
}

// The marks of a competition's side, as folded phrases.
var (
	womenCompetition   = []string{"women", "womens", "ladies", "wsl", "nwsl", "liga f", "frauen", "feminine", "femenina", "femminile", "damallsvenskan", "w league", "a league women", "wnt", "premiere ligue", "d1 arkema"}
	youthCompetition   = []string{"youth", "premier league 2", "pl2", "primavera", "academy", "professional development league", "next gen"}
	reserveCompetition = []string{"reserve", "reserves"}
	ageInText          = regexp.MustCompile(`(?:^| )(?:u ?|under )(1[4-9]|2[0-3])s?(?: |$)`)
)

// competitionSide reads the side from a competition's name.
func competitionSide(competition string) (side, bool) {
	c := " " + graph.Fold(competition) + " "
	if strings.TrimSpace(c) == "" {
		return side{}, false
	}
	if containsPhrase(c, womenCompetition) {
		return side{cat: graph.Women}, true
	}
	if m := ageInText.FindStringSubmatch(strings.TrimSpace(c)); m != nil {
		return side{cat: graph.Youth, age: "u" + m[1]}, true
	}
	if containsPhrase(c, youthCompetition) {
		return side{cat: graph.Youth}, true
	}
	if containsPhrase(c, reserveCompetition) {
		return side{cat: graph.Reserve}, true
	}
	return side{}, false
}

// womenInText are phrases, folded, that name women's football.
var womenInText = func() func(text, competition string) bool {
	phrases := []string{
		"womens world cup", "womens super league", "womens championship", "womens fa cup", "womens league cup",
		"womens champions league", "womens euro", "womens european championship", "womens nations league",
		"womens national team", "womens college cup", "womens asian cup", "womens africa cup of nations",
		"womens olympic", "wsl", "nwsl", "liga f", "frauen bundesliga", "damallsvenskan", "a league women",
		"lionesses", "matildas", "uswnt", "super falcons", "banyana banyana", "nadeshiko", "football ferns",
	}
	return func(text, competition string) bool {
		if competition == "" {
			return containsPhrase(text, phrases)
		}
		c := graph.Fold(competition)
		return strings.Contains(text, " womens "+c+" ") || strings.Contains(text, " women s "+c+" ")
	}
}()

// containsPhrase tells whether padded, folded text holds any phrase as
// whole words.
func containsPhrase(text string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(text, " "+p+" ") {
			return true
		}
	}
	return false
}

// baseKey is the folded name of the club a form names, without a side's
// mark: "Arsenal Women", "Arsenal" and "the Gunners" share one.
func baseKey(form string) string {
	return graph.Fold(baseName(form))
}

// baseName is the name of the club a form names, without a side's mark,
// as the lexicon calls it when it knows it.
func baseName(form string) string {
	name := form
	if _, rest, ok := markedSide(form); ok && rest != "" {
		// The form without its mark, in the form's own capitals.
		words := strings.Fields(form)
		for n := len(words) - 1; n > 0; n-- {
			if graph.Fold(strings.Join(words[:n], " ")) == rest {
				name = strings.Join(words[:n], " ")
				break
			}
		}
	}
	for _, f := range []string{name, form} {
		if info, ok := extractor.DefaultLexicon().Club(f); ok {
			return info.Name
		}
	}
	return name
}

// teamName is how the graph names the side sd of the club base: "Arsenal
// Women", "England U21", "Barcelona Reserves"; a women's club with no men's
// side keeps its name ("Portland Thorns").
func teamName(base string, sd side) string {
	switch sd.cat {
	case graph.Women:
		if info, ok := extractor.DefaultLexicon().Club(base); ok && info.Women {
			return base
		}
		if sd, _, ok := markedSide(base); ok && sd.cat == graph.Women {
			return base
		}
		return base + " Women"
	case graph.Youth:
		if sd.age != "" {
			return base + " " + strings.ToUpper(sd.age)
		}
		return base + " Youth"
	case graph.Reserve:
		return base + " Reserves"
	}
	return base
}
