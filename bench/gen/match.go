package gen

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// A season is a double round robin of the twenty clubs: 38 rounds of ten.
const (
	clubCount        = 20 // len(clubs)
	roundsPerSeason  = 2 * (clubCount - 1)
	matchesPerRound  = clubCount / 2
	matchesPerSeason = roundsPerSeason * matchesPerRound
)

// firstKickOff is the first Saturday of the first season.
var firstKickOff = time.Date(2001, time.August, 11, 0, 0, 0, 0, time.UTC)

// fixture returns the clubs and date of the i-th match (0-based): season
// after season of round robins, a round a week, seasons 52 weeks apart.
func fixture(i int) (home, away int, date string) {
	season, k := i/matchesPerSeason, i%matchesPerSeason
	round, slot := k/matchesPerRound, k%matchesPerRound
	n := clubCount - 1 // the circle method: club n stays, the others turn
	r := round % n
	if slot == 0 {
		home, away = n, r
		if r%2 == 1 {
			home, away = away, home
		}
	} else {
		home, away = (r+slot)%n, (r-slot+n)%n
	}
	if round >= n { // the second half of the season swaps grounds
		home, away = away, home
	}
	d := firstKickOff.AddDate(0, 0, season*364+round*7)
	return home, away, d.Format(time.DateOnly)
}

// goalEv is one goal as it happened.
type goalEv struct {
	side    int // 0 home, 1 away: the club whose score it raised
	kind    string
	scorer  *Player   // for an own goal, a defender of the other club
	passers []*Player // the build-up, in order, scorer excluded
	kinds   []string  // the pass kind of each link of the chain
	minute  int
	added   int // stoppage-time minutes, 0 for none
}

// cardEv is one card as it happened.
type cardEv struct {
	side   int // the club of the player
	player *Player
	color  string // yellow or red
	second bool   // a red for a second yellow
	minute int
}

// matchEv is what happened in one match.
type matchEv struct {
	home, away *Club
	date       string
	goals      []goalEv
	cards      []cardEv
}

func (m *matchEv) club(side int) *Club {
	if side == 0 {
		return m.home
	}
	return m.away
}

func (m *matchEv) score() (h, a int) {
	for _, g := range m.goals {
		if g.side == 0 {
			h++
		} else {
			a++
		}
	}
	return h, a
}

// play invents the events of a match.
func play(r *rand.Rand, home, away *Club, date string) *matchEv {
	m := &matchEv{home: home, away: away, date: date}
	for side, mean := range []float64{1.5, 1.15} {
		for range min(poisson(r, mean), 5) {
			m.goals = append(m.goals, goal(r, m, side))
		}
	}
	for side := range 2 {
		booked := map[*Player]bool{}
		for range poisson(r, 1.3) {
			p := pick(r, m.club(side).of(Defender, Midfielder, Midfielder, Forward))
			if booked[p] {
				continue
			}
			booked[p] = true
			c := cardEv{side: side, player: p, color: "yellow", minute: 5 + r.IntN(86)}
			if r.IntN(12) == 0 {
				c.color, c.second = "red", r.IntN(2) == 0
				c.minute = max(c.minute, 30)
			}
			m.cards = append(m.cards, c)
		}
	}
	slices.SortStableFunc(m.goals, func(a, b goalEv) int { return cmp.Compare(a.minute*10+a.added, b.minute*10+b.added) })
	return m
}

// passKindsTo are the kinds of a final pass, weighted by how often they
// lead to goals.
var passKindsTo = []string{"pass", "pass", "pass", "cross", "cross", "cross", "through_ball", "through_ball",
	"cut_back", "corner", "long_ball", "free_kick", "flick_on", "header", "throw_in"}

func goal(r *rand.Rand, m *matchEv, side int) goalEv {
	c := m.club(side)
	g := goalEv{side: side, kind: "open_play", minute: 1 + r.IntN(90)}
	switch x := r.IntN(100); {
	case x < 9:
		g.kind = "penalty"
		g.scorer = pick(r, c.of(Forward, Midfielder))
	case x < 14:
		g.kind = "own_goal"
		g.scorer = pick(r, m.club(1-side).of(Defender))
	case x < 19:
		g.kind = "direct_free_kick"
		g.scorer = pick(r, c.of(Midfielder, Forward))
	default:
		g.scorer = pick(r, c.of(Forward, Forward, Forward, Midfielder, Midfielder, Defender))
		n := []int{0, 0, 1, 1, 1, 1, 2, 2, 3, 4}[r.IntN(10)]
		pool := slices.DeleteFunc(c.of(Defender, Midfielder, Midfielder, Forward), func(p *Player) bool { return p == g.scorer })
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		g.passers = pool[:n]
		for range n {
			g.kinds = append(g.kinds, pick(r, passKindsTo))
		}
	}
	if r.IntN(14) == 0 { // stoppage time at the end of a half
		g.minute = []int{45, 90, 90}[r.IntN(3)]
		g.added = 1 + r.IntN(6)
	}
	return g
}

// poisson draws from a Poisson distribution of the given mean.
func poisson(r *rand.Rand, mean float64) int {
	l, k, p := math.Exp(-mean), 0, 1.0
	for {
		p *= r.Float64()
		if p <= l {
			return k
		}
		k++
	}
}
