package gen

import (
	"math/rand/v2"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Position is where a player plays; it decides who scores, passes, fouls.
type Position int

// The four positions of a squad.
const (
	Goalkeeper Position = iota
	Defender
	Midfielder
	Forward
)

// Player is one member of a club's squad.
type Player struct {
	First, Last string
	Pos         Position
}

// Name is the player's full name.
func (p *Player) Name() string { return p.First + " " + p.Last }

// Club is a club of the league with its squad, manager and ground.
type Club struct {
	Name    string   // the full name, as headlines give it
	Short   []string // shorter forms reporters use ("Spurs")
	Venue   string
	Manager string
	Squad   []*Player // goalkeepers, defenders, midfielders, forwards
}

// clubSeed is a real club with the names and ground reporters use for it.
type clubSeed struct {
	name  string
	short []string
	venue string
}

// clubs are the twenty clubs of the invented league; their squads are
// invented from the seed.
var clubs = []clubSeed{
	{"Manchester City", []string{"City", "Man City"}, "Etihad Stadium"},
	{"Manchester United", []string{"United", "Man Utd"}, "Old Trafford"},
	{"Tottenham Hotspur", []string{"Tottenham", "Spurs"}, "White Hart Lane"},
	{"Arsenal", []string{"the Gunners"}, "Emirates Stadium"},
	{"Chelsea", []string{"the Blues"}, "Stamford Bridge"},
	{"Brentford", []string{"the Bees"}, "Griffin Park"},
	{"Leeds United", []string{"Leeds"}, "Elland Road"},
	{"Birmingham City", []string{"Birmingham"}, "St Andrew's"},
	{"Leicester City", []string{"Leicester", "the Foxes"}, "Filbert Street"},
	{"Bristol City", []string{"the Robins"}, "Ashton Gate"},
	{"Coventry City", []string{"Coventry", "the Sky Blues"}, "Highfield Road"},
	{"Southampton", []string{"the Saints"}, "St Mary's"},
	{"Sunderland", []string{"the Black Cats"}, "Roker Park"},
	{"Norwich City", []string{"Norwich"}, "Carrow Road"},
	{"Wigan Athletic", []string{"Wigan"}, "Springfield Park"},
	{"Aston Villa", []string{"Villa"}, "Villa Park"},
	{"Everton", []string{"the Toffees"}, "Goodison Park"},
	{"Liverpool", []string{"the Reds"}, "Anfield"},
	{"Newcastle United", []string{"Newcastle", "the Magpies"}, "St James' Park"},
	{"West Ham United", []string{"West Ham", "the Hammers"}, "Upton Park"},
}

// Name parts in four styles. Surnames are built from a stem and an ending,
// so a league of 440 players gets that many distinct surnames.
var nameStyles = []struct {
	first, stem, end []string
}{
	{ // English
		[]string{"Aaron", "Ben", "Callum", "Danny", "Ellis", "Finn", "George", "Harry", "Jack", "Kieran",
			"Liam", "Mason", "Nathan", "Owen", "Reece", "Sam", "Tom", "Will", "Jordan", "Lewis"},
		[]string{"Ash", "Brad", "Carr", "Dun", "Fair", "Gold", "Hart", "Kings", "Lang", "Mar", "Net",
			"Pem", "Red", "Stan", "Thorn", "Wes", "Whit", "Bram", "Cal", "Hol"},
		[]string{"ley", "ford", "well", "wood", "by", "stone", "more", "field", "bridge", "worth", "low", "cott"},
	},
	{ // Iberian and South American
		[]string{"Álvaro", "Diego", "Iker", "Javier", "Mateo", "Nicolás", "Pablo", "Rodrigo", "Sergio", "Tiago",
			"Joaquín", "Andrés", "Bruno", "Gonçalo", "Rúben"},
		[]string{"Cab", "Fern", "Gal", "Mor", "Pin", "Quir", "Rib", "Sot", "Val", "Zam", "Ort", "Bel"},
		[]string{"ado", "eira", "ández", "ales", "ino", "ero", "ete", "olla", "arro", "uela"},
	},
	{ // Central and Eastern European
		[]string{"Luka", "Dušan", "Marek", "Tomáš", "Kamil", "Nikola", "Jakub", "Piotr", "Milan", "Ondřej",
			"Filip", "Andrej"},
		[]string{"Mark", "Petr", "Kov", "Horv", "Nem", "Vuk", "Dragan", "Zel", "Bork", "Lisk"},
		[]string{"ović", "ić", "ski", "ov", "enko", "ák", "ecki", "ar"},
	},
	{ // Dutch, German and Nordic
		[]string{"Jurgen", "Stefan", "Lars", "Matthijs", "Sven", "Timo", "Jesper", "Kasper", "Niklas", "Ruud",
			"Bram", "Henrik"},
		[]string{"Berg", "Dijk", "Holm", "Kamp", "Lind", "Brandt", "Vos", "Strand", "Hof", "Wester"},
		[]string{"man", "stra", "gaard", "feld", "kamp", "sson", "ema", "inga"},
	},
}

// League is the clubs and squads a corpus is written about.
type League struct {
	Clubs []*Club
}

// squadShape is how many players of each position a squad holds.
var squadShape = []struct {
	pos Position
	n   int
}{{Goalkeeper, 2}, {Defender, 7}, {Midfielder, 7}, {Forward, 6}}

// NewLeague invents the squads and managers of the twenty clubs. Every
// surname is unique in the league and differs from every club, short form
// and ground name, so a surname alone names one person.
func NewLeague(seed uint64) *League {
	r := rand.New(rand.NewPCG(seed, 0x6c65616775650000))
	taken := map[string]bool{}
	for _, c := range clubs {
		for _, n := range append([]string{c.name, c.venue}, c.short...) {
			for _, w := range strings.Fields(graph.Fold(n)) {
				taken[w] = true
			}
		}
	}
	// person invents a name in a style, or in the next style once tries
	// keep hitting surnames already taken.
	person := func(style int) (string, string) {
		for try := 0; ; try++ {
			st := nameStyles[(style+try/50)%len(nameStyles)]
			last := pick(r, st.stem) + pick(r, st.end)
			if !taken[graph.Fold(last)] {
				taken[graph.Fold(last)] = true
				return pick(r, st.first), last
			}
		}
	}
	l := &League{}
	for _, cs := range clubs {
		c := &Club{Name: cs.name, Short: cs.short, Venue: cs.venue}
		home := r.IntN(len(nameStyles)) // each club leans on one style
		first, last := person(home)
		c.Manager = first + " " + last
		for _, sh := range squadShape {
			for range sh.n {
				style := home
				if r.IntN(3) == 0 {
					style = r.IntN(len(nameStyles))
				}
				first, last := person(style)
				c.Squad = append(c.Squad, &Player{First: first, Last: last, Pos: sh.pos})
			}
		}
		l.Clubs = append(l.Clubs, c)
	}
	return l
}

// of returns the club's players in the given positions.
func (c *Club) of(pos ...Position) []*Player {
	var out []*Player
	for _, p := range c.Squad {
		if slices.Contains(pos, p.Pos) {
			out = append(out, p)
		}
	}
	return out
}

func pick[T any](r *rand.Rand, from []T) T { return from[r.IntN(len(from))] }
