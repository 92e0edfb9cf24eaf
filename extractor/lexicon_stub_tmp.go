package extractor

// Temporary stand-in for the club lexicon (lexicon.go), owned by another
// engineer. It follows the agreed API with a handful of clubs so the extractor
// compiles and can be measured; delete it as soon as lexicon.go lands.

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// ClubInfo is one real club or national team.
type ClubInfo struct {
	Name      string
	Short     []string
	Nicknames []string
	Demonyms  []string
	Country   string
	National  bool
	Women     bool
	Stadiums  []string
	League    string
}

// Lexicon indexes clubs, stadiums, nationalities and competitions.
type Lexicon struct {
	clubs    []ClubInfo
	byName   map[string]int
	stadiums map[string]int
	nations  map[string]string
	comps    map[string]string
}

var (
	stubOnce sync.Once
	stubLex  *Lexicon
)

// DefaultLexicon returns the built-in lexicon.
func DefaultLexicon() *Lexicon {
	stubOnce.Do(func() { stubLex = buildStub() })
	return stubLex
}

func buildStub() *Lexicon {
	l := &Lexicon{byName: map[string]int{}, stadiums: map[string]int{}, nations: map[string]string{}, comps: map[string]string{}}
	add := func(c ClubInfo) {
		i := len(l.clubs)
		l.clubs = append(l.clubs, c)
		l.byName[Fold(c.Name)] = i
		for _, s := range c.Short {
			l.byName[Fold(s)] = i
		}
		for _, s := range c.Nicknames {
			l.byName[Fold(s)] = i
		}
		for _, s := range c.Stadiums {
			l.stadiums[Fold(s)] = i
		}
	}
	add(ClubInfo{Name: "Manchester City", Short: []string{"Man City"}, Nicknames: []string{"Citizens"}, Stadiums: []string{"Etihad Stadium", "Etihad"}})
	add(ClubInfo{Name: "Manchester United", Short: []string{"Man Utd", "Man United"}, Nicknames: []string{"Red Devils"}, Stadiums: []string{"Old Trafford"}})
	add(ClubInfo{Name: "Tottenham Hotspur", Short: []string{"Tottenham", "Spurs"}, Stadiums: []string{"Tottenham Hotspur Stadium", "White Hart Lane"}})
	add(ClubInfo{Name: "Arsenal", Nicknames: []string{"Gunners"}, Stadiums: []string{"Emirates Stadium", "Emirates"}})
	add(ClubInfo{Name: "Chelsea", Nicknames: []string{"Blues"}, Stadiums: []string{"Stamford Bridge"}})
	add(ClubInfo{Name: "Brentford", Nicknames: []string{"Bees"}})
	add(ClubInfo{Name: "Leeds United", Short: []string{"Leeds"}})
	add(ClubInfo{Name: "Birmingham City", Short: []string{"Birmingham"}, Stadiums: []string{"St Andrew's", "St. Andrew's"}})
	add(ClubInfo{Name: "Leicester City", Short: []string{"Leicester"}, Nicknames: []string{"Foxes"}})
	add(ClubInfo{Name: "Bristol City", Nicknames: []string{"Robins"}, Stadiums: []string{"Ashton Gate"}})
	add(ClubInfo{Name: "Coventry City", Short: []string{"Coventry"}, Nicknames: []string{"Sky Blues"}})
	add(ClubInfo{Name: "Southampton", Nicknames: []string{"Saints"}, Stadiums: []string{"St Mary's"}})
	add(ClubInfo{Name: "Sunderland", Nicknames: []string{"Black Cats"}})
	add(ClubInfo{Name: "Norwich City", Short: []string{"Norwich"}})
	add(ClubInfo{Name: "Wigan Athletic", Short: []string{"Wigan"}})
	add(ClubInfo{Name: "Aston Villa", Short: []string{"Villa"}})
	add(ClubInfo{Name: "Everton", Nicknames: []string{"Toffees"}})
	add(ClubInfo{Name: "Atalanta"})
	add(ClubInfo{Name: "Villarreal"})
	add(ClubInfo{Name: "Juventus", Short: []string{"Juve"}})
	add(ClubInfo{Name: "Inter Milan", Short: []string{"Inter", "Internazionale"}})
	add(ClubInfo{Name: "Napoli"})
	add(ClubInfo{Name: "Fiorentina"})
	add(ClubInfo{Name: "Bologna"})
	add(ClubInfo{Name: "Ajax", Stadiums: []string{"Johan Cruijff Arena"}})
	add(ClubInfo{Name: "Feyenoord"})
	add(ClubInfo{Name: "Heerenveen"})
	add(ClubInfo{Name: "Marseille"})
	add(ClubInfo{Name: "Lyon"})
	add(ClubInfo{Name: "Paris Saint-Germain", Short: []string{"PSG"}})
	add(ClubInfo{Name: "Athletic Bilbao", Short: []string{"Athletic"}, Stadiums: []string{"San Mamés"}})
	add(ClubInfo{Name: "Valencia", Stadiums: []string{"Mestalla"}})
	add(ClubInfo{Name: "Columbus Crew", Short: []string{"Crew"}})
	add(ClubInfo{Name: "Los Angeles FC", Short: []string{"LAFC"}})
	add(ClubInfo{Name: "Portland Thorns", Short: []string{"Thorns"}})
	add(ClubInfo{Name: "Seattle Reign", Short: []string{"Reign"}})
	add(ClubInfo{Name: "Argentina", National: true, Nicknames: []string{"Albiceleste"}})
	add(ClubInfo{Name: "Brazil", National: true, Nicknames: []string{"Selecao"}})
	add(ClubInfo{Name: "England", National: true, Nicknames: []string{"Three Lions", "Lionesses"}})
	add(ClubInfo{Name: "Spain", National: true, Nicknames: []string{"La Roja"}})
	for w, c := range map[string]string{"italian": "Italy", "welshman": "Wales", "welsh": "Wales", "american": "United States",
		"brazilian": "Brazil", "colombian": "Colombia", "belgian": "Belgium", "south korean": "South Korea", "polish": "Poland",
		"dutchman": "Netherlands", "spanish": "Spain", "english": "England", "french": "France", "frenchman": "France",
		"argentine": "Argentina", "south american": "South America", "german": "Germany", "senegalese": "Senegal",
		"korean": "South Korea", "portuguese": "Portugal", "dutch": "Netherlands"} {
		l.nations[w] = c
	}
	for _, c := range []string{"Premier League", "Champions League", "FA Cup", "La Liga", "Serie A", "Bundesliga", "Ligue 1",
		"MLS", "NWSL", "WSL", "World Cup", "Carabao Cup", "League Cup", "Europa League", "Conference League", "Championship",
		"Copa America", "MLS Cup"} {
		l.comps[Fold(c)] = c
	}
	return l
}

// Club finds a club by any name, short form or nickname.
func (l *Lexicon) Club(name string) (ClubInfo, bool) {
	f := Fold(name)
	f = strings.TrimPrefix(f, "the ")
	i, ok := l.byName[f]
	if !ok {
		return ClubInfo{}, false
	}
	return l.clubs[i], true
}

// Candidates returns every club a form may mean.
func (l *Lexicon) Candidates(name string) []ClubInfo {
	if c, ok := l.Club(name); ok {
		return []ClubInfo{c}
	}
	return nil
}

// Stadium maps a venue to its home club.
func (l *Lexicon) Stadium(name string) (ClubInfo, bool) {
	i, ok := l.stadiums[Fold(name)]
	if !ok {
		return ClubInfo{}, false
	}
	return l.clubs[i], true
}

// Nationality maps a nationality word to its country.
func (l *Lexicon) Nationality(word string) (string, bool) {
	c, ok := l.nations[Fold(word)]
	return c, ok
}

// Competition maps a competition name to its canonical form.
func (l *Lexicon) Competition(name string) (string, bool) {
	c, ok := l.comps[Fold(name)]
	return c, ok
}

// Fold lower-cases s, strips accents and turns punctuation into spaces.
func Fold(s string) string {
	var b strings.Builder
	space := true
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			space = false
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
		}
	}
	return strings.TrimSpace(b.String())
}
