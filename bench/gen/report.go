package gen

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Report is one generated match report with its gold answer.
type Report struct {
	Name string // file name without extension: "m000042-arsenal-chelsea"
	Text string
	Gold Gold
}

const competition = "Premier League"

// Generator writes reports about the matches of one league.
type Generator struct {
	seed   uint64
	league *League
}

// New returns the generator for a seed: the same seed gives the same
// league and the same reports.
func New(seed uint64) *Generator {
	return &Generator{seed: seed, league: NewLeague(seed)}
}

// League returns the clubs and squads the reports are about.
func (g *Generator) League() *League { return g.league }

// Report writes the report of the i-th match (0-based). Each report
// depends only on the seed and i, so reports can be made in any order.
func (g *Generator) Report(i int) Report {
	r := rand.New(rand.NewPCG(g.seed, uint64(i)+1))
	h, a, date := fixture(i)
	home, away := g.league.Clubs[h], g.league.Clubs[a]
	m := play(r, home, away, date)
	w := newWriter(r, m)
	gold := w.report()
	gold.Date = date
	name := fmt.Sprintf("m%06d-%s-%s", i, slug(home.Name), slug(away.Name))
	return Report{Name: name, Text: w.text(), Gold: gold}
}

func slug(s string) string {
	return strings.ReplaceAll(strings.ToLower(s), " ", "-")
}

// event is a goal or card, to tell them in time order.
type event struct {
	minute int
	goal   *goalEv
	card   *cardEv
}

// report writes the whole report and returns its gold.
func (w *writer) report() Gold {
	r, m := w.r, w.m
	hs, as := m.score()
	gold := Gold{Goals: []GoldGoal{}, Cards: []GoldCard{}}
	gold.Home, gold.Away = &m.home.Name, &m.away.Name
	gold.HomeScore, gold.AwayScore = &hs, &as
	w.lead(&gold, hs, as)

	var evs []event
	for i := range m.goals {
		evs = append(evs, event{minute: m.goals[i].minute*10 + m.goals[i].added, goal: &m.goals[i]})
	}
	for i := range m.cards {
		evs = append(evs, event{minute: m.cards[i].minute * 10, card: &m.cards[i]})
	}
	slices.SortStableFunc(evs, func(a, b event) int { return cmp.Compare(a.minute, b.minute) })
	score := [2]int{}
	for _, e := range evs {
		w.para()
		if e.goal != nil {
			gold.Goals = append(gold.Goals, w.goal(e.goal, score))
			score[e.goal.side]++
		} else {
			gold.Cards = append(gold.Cards, w.card(e.card))
		}
		if r.IntN(4) == 0 {
			w.aside()
		}
	}
	w.para()
	if r.IntN(3) > 0 {
		w.sentence(fmt.Sprintf("It finished %d-%d.", hs, as))
	}
	for _, c := range []*Club{m.home, m.away} {
		if r.IntN(2) == 0 {
			line := pick(r, managerLines)
			line = strings.ReplaceAll(line, "{T}", c.Name)
			w.sentence(strings.ReplaceAll(line, "{N}", c.Manager))
			w.managers = append(w.managers, GoldPerson{Name: c.Manager, Team: c.Name})
		}
	}
	gold.Players = append([]GoldPerson{}, w.players...)
	gold.Managers = append([]GoldPerson{}, w.managers...)
	return gold
}

// lead writes the headline and the opening sentence: the clubs, the score,
// and perhaps the ground and the competition.
func (w *writer) lead(gold *Gold, hs, as int) {
	r, m := w.r, w.m
	headline := r.IntN(6) > 0
	if headline {
		dash := "-"
		if r.IntN(5) == 0 {
			dash = "–"
		}
		w.sentence(fmt.Sprintf("%s %d%s%d %s", m.home.Name, hs, dash, as, m.away.Name))
		w.para()
	}
	w.clubSeen[m.home], w.clubSeen[m.away] = true, true
	var where string
	if r.IntN(10) < 7 {
		gold.Venue = &m.home.Venue
		where = " at " + m.home.Venue
	}
	var in string
	if r.IntN(10) < 6 {
		c := competition
		gold.Competition = &c
		in = " in the " + competition
	}
	h, a := m.home.Name, m.away.Name
	var s string
	switch {
	case hs > as && headline:
		s = pick(r, []string{"%[1]s beat %[2]s%[3]s%[4]s.", "%[1]s saw off %[2]s%[3]s%[4]s."})
	case hs > as:
		s = "%[1]s beat the visitors %[2]s " + fmt.Sprintf("%d-%d", hs, as) + "%[3]s%[4]s."
	case hs < as && headline:
		s = pick(r, []string{"%[2]s won away against %[1]s%[3]s%[4]s.", "%[2]s claimed the points against %[1]s%[3]s%[4]s."})
	case hs < as:
		s = "%[2]s won " + fmt.Sprintf("%d-%d", as, hs) + " away at %[1]s%[3]s%[4]s."
	case headline:
		s = "%[1]s and %[2]s shared the points%[3]s%[4]s."
	default:
		s = "%[1]s were held to a " + fmt.Sprintf("%d-%d", hs, as) + " draw at home by %[2]s%[3]s%[4]s."
	}
	w.sentence(fmt.Sprintf(s, h, a, where, in))
}

// goal tells one goal; score is the score before it.
func (w *writer) goal(g *goalEv, score [2]int) GoldGoal {
	r, m := w.r, w.m
	t, o := m.club(g.side), m.club(1-g.side)
	own, their := score[g.side], score[1-g.side]
	if r.IntN(2) == 0 {
		key := "extend"
		switch {
		case own == their:
			key = "ahead"
		case own+1 == their:
			key = "level"
		case own < their:
			key = "back"
		}
		w.say(pick(r, leadIns[key]), args{teams: map[string]*Club{"T": t}})
	}
	a := args{
		players: map[string]*Player{"S": g.scorer, "GK": o.of(Goalkeeper)[0]},
		teams:   map[string]*Club{"T": t, "O": o},
	}
	gg := GoldGoal{Scorer: g.scorer.Name(), Team: t.Name, Kind: g.kind, Chain: []string{g.scorer.Name()}, Passes: []string{}}
	var tpl string
	switch g.kind {
	case "penalty":
		tpl = pick(r, penalties)
		a.players["V"] = pick(r, slices.DeleteFunc(t.of(Forward, Midfielder), func(p *Player) bool { return p == g.scorer }))
		a.players["D"] = pick(r, o.of(Defender))
	case "own_goal":
		tpl = pick(r, ownGoals)
		a.players["A"] = pick(r, t.of(Forward, Midfielder))
	case "direct_free_kick":
		tpl = pick(r, freeKicks)
	default:
		gt := pick(r, openPlay[len(g.passers)])
		tpl = gt.text
		for i, p := range g.passers {
			a.players[fmt.Sprintf("P%d", i+1)] = p
		}
		gg.Chain = nil
		for _, p := range g.passers {
			gg.Chain = append(gg.Chain, p.Name())
		}
		gg.Chain = append(gg.Chain, g.scorer.Name())
		gg.Passes = append(gg.Passes, gt.kinds...)
		if len(g.passers) > 0 {
			assist := g.passers[len(g.passers)-1].Name()
			gg.Assist = &assist
		}
	}
	phrase, minute, added := w.when(g.minute, g.added, strings.HasSuffix(tpl, "{M}."))
	a.minute = phrase
	gg.Minute, gg.Added = minute, added
	w.say(tpl, a)
	return gg
}

func (w *writer) card(c *cardEv) GoldCard {
	r, m := w.r, w.m
	t, o := m.club(c.side), m.club(1-c.side)
	tpl := pick(r, yellows)
	switch {
	case c.second:
		tpl = pick(r, secondYellows)
	case c.color == "red":
		tpl = pick(r, reds)
	}
	phrase, minute, _ := w.when(c.minute, 0, strings.HasSuffix(tpl, "{M}."))
	w.say(tpl, args{
		players: map[string]*Player{"K": c.player, "V": pick(r, o.of(Midfielder, Forward))},
		teams:   map[string]*Club{"T": t},
		minute:  phrase,
	})
	return GoldCard{Player: c.player.Name(), Team: t.Name, Color: c.color, Minute: minute}
}

// aside mentions players in a passage of play that changed nothing.
func (w *writer) aside() {
	r, m := w.r, w.m
	side := r.IntN(2)
	t, o := m.club(side), m.club(1-side)
	w.say(pick(r, asides), args{
		players: map[string]*Player{"A": pick(r, t.of(Forward, Midfielder)), "GK": o.of(Goalkeeper)[0], "D": pick(r, o.of(Defender))},
		teams:   map[string]*Club{"T": t, "O": o},
	})
}
