// Package score ports ../shared/tools/score.py rule for rule, so that the
// corpus floors and the cross-validation of the fitted weights use the same
// comparisons the project's scorer makes.
package score

import (
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var scoreClubAliases = map[string]string{
	"spurs": "tottenham hotspur", "tottenham": "tottenham hotspur",
	"man city": "manchester city", "city": "manchester city",
	"man utd": "manchester united", "man united": "manchester united", "united": "manchester united",
	"wolves": "wolverhampton wanderers", "wolverhampton": "wolverhampton wanderers",
	"barca": "barcelona", "fc barcelona": "barcelona", "psg": "paris saint germain",
	"paris st germain": "paris saint germain", "inter": "inter milan", "internazionale": "inter milan",
	"juve": "juventus", "bayern": "bayern munich", "bayern munchen": "bayern munich",
	"atletico": "atletico madrid", "real": "real madrid", "dortmund": "borussia dortmund",
	"leverkusen": "bayer leverkusen", "gladbach": "borussia monchengladbach",
	"villa": "aston villa", "forest": "nottingham forest", "nottm forest": "nottingham forest",
	"brighton": "brighton and hove albion", "west ham": "west ham united", "newcastle": "newcastle united",
	"leeds": "leeds united", "palace": "crystal palace", "usa": "united states", "usmnt": "united states",
	"uswnt": "united states", "u s": "united states", "us": "united states",
}

var scoreStop = map[string]bool{"fc": true, "afc": true, "cf": true, "sc": true, "the": true, "and": true, "hotspur": true, "&": true}

var scoreTranslit = strings.NewReplacer("ø", "o", "Ø", "O", "æ", "ae", "Æ", "AE", "œ", "oe", "Œ", "OE", "ß", "ss",
	"đ", "d", "Đ", "D", "ł", "l", "Ł", "L", "ı", "i", "þ", "th", "Þ", "Th", "ð", "d")

var (
	scoreNonAlnum = regexp.MustCompile(`[^a-z0-9 ]+`)
	scoreSpaces   = regexp.MustCompile(`\s+`)
)

func scoreFold(s string) string {
	if s == "" {
		return ""
	}
	s = norm.NFKD.String(scoreTranslit.Replace(s))
	var b strings.Builder
	for _, r := range s {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(r)
	}
	s = strings.ToLower(b.String())
	s = strings.ReplaceAll(s, "&", " and ")
	s = scoreNonAlnum.ReplaceAllString(s, " ")
	return strings.TrimSpace(scoreSpaces.ReplaceAllString(s, " "))
}

// SamePerson is same_person: folded names equal, one a suffix of the other,
// or the same surname and initial.
func SamePerson(a, b string) bool {
	fa, fb := strings.Fields(scoreFold(a)), strings.Fields(scoreFold(b))
	if len(fa) == 0 || len(fb) == 0 {
		return false
	}
	if strings.Join(fa, " ") == strings.Join(fb, " ") {
		return true
	}
	short, long := fa, fb
	if len(fa) > len(fb) {
		short, long = fb, fa
	}
	n := len(short)
	if strings.Join(long[len(long)-n:], " ") == strings.Join(short, " ") || n == 1 && long[0] == short[0] {
		return true
	}
	return fa[len(fa)-1] == fb[len(fb)-1] && fa[0][0] == fb[0][0]
}

func clubKey(s string) map[string]bool {
	f := scoreFold(s)
	if a, ok := scoreClubAliases[f]; ok {
		f = a
	}
	out := map[string]bool{}
	for _, t := range strings.Fields(f) {
		if !scoreStop[t] {
			out[t] = true
		}
	}
	return out
}

func subset(a, b map[string]bool) bool {
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// SameClub treats an unknown club on either side as no contradiction.
func SameClub(a, b *string) bool {
	if a == nil || b == nil {
		return true
	}
	ka, kb := clubKey(*a), clubKey(*b)
	if len(ka) == 0 || len(kb) == 0 {
		return false
	}
	return subset(ka, kb) || subset(kb, ka)
}

// Report is the gold annotation shape (and the prediction's, read back).
type Report struct {
	Home      *string `json:"home"`
	Away      *string `json:"away"`
	HomeScore *int    `json:"home_score"`
	AwayScore *int    `json:"away_score"`
	Goals     []struct {
		Scorer string   `json:"scorer"`
		Team   *string  `json:"team"`
		Minute *int     `json:"minute"`
		Added  *int     `json:"added"`
		Kind   string   `json:"kind"`
		Assist *string  `json:"assist"`
		Chain  []string `json:"chain"`
	} `json:"goals"`
	Cards []struct {
		Player string  `json:"player"`
		Team   *string `json:"team"`
		Color  string  `json:"color"`
	} `json:"cards"`
	Players []struct {
		Name string
		Team *string
	} `json:"players"`
	Managers []struct{ Name string } `json:"managers"`
}

// matchGreedy pairs each gold item with the first unused prediction it matches.
func matchGreedy(ng, np int, same func(g, p int) bool) [][2]int {
	used := map[int]bool{}
	var pairs [][2]int
	for g := 0; g < ng; g++ {
		for p := 0; p < np; p++ {
			if !used[p] && same(g, p) {
				used[p] = true
				pairs = append(pairs, [2]int{g, p})
				break
			}
		}
	}
	return pairs
}

// Tally counts true positives, predictions and gold items per measure; the
// ratios count right answers out of those asked.
type Tally struct {
	prf    map[string]*[3]int
	ratios map[string]*[2]int
}

// NewTally returns an empty tally.
func NewTally() *Tally { return &Tally{prf: map[string]*[3]int{}, ratios: map[string]*[2]int{}} }

func (t *Tally) add(key string, tp, npred, ngold int) {
	c := t.prf[key]
	if c == nil {
		c = &[3]int{}
		t.prf[key] = c
	}
	c[0] += tp
	c[1] += npred
	c[2] += ngold
}

func (t *Tally) ratio(key string, ok bool) {
	c := t.ratios[key]
	if c == nil {
		c = &[2]int{}
		t.ratios[key] = c
	}
	if ok {
		c[0]++
	}
	c[1]++
}

// F1 is the F1 of a precision/recall measure (goals, assists, players, cards, managers).
func (t *Tally) F1(key string) float64 {
	c := t.prf[key]
	if c == nil {
		return 1
	}
	tp, np, ng := float64(c[0]), float64(c[1]), float64(c[2])
	p, r := 1.0, 1.0
	if np > 0 {
		p = tp / np
	} else if ng > 0 {
		p = 0
	}
	if ng > 0 {
		r = tp / ng
	}
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// Accuracy is the share right of a ratio measure (minutes, chains, kinds, score, goal_teams, player_teams).
func (t *Tally) Accuracy(key string) float64 {
	c := t.ratios[key]
	if c == nil || c[1] == 0 {
		return 1
	}
	return float64(c[0]) / float64(c[1])
}

// Right is how many a ratio measure counts right, and of how many.
func (t *Tally) Right(key string) (right, of int) {
	if c := t.ratios[key]; c != nil {
		return c[0], c[1]
	}
	return 0, 0
}

func intEq(a, b *int) bool { return a != nil && b != nil && *a == *b }

// Add adds one report's comparison to the tally, as score_report does.
func Add(gold, pred *Report, t *Tally) {
	gg, pg := gold.Goals, pred.Goals
	pairs := matchGreedy(len(gg), len(pg), func(g, p int) bool {
		return SamePerson(gg[g].Scorer, pg[p].Scorer) && SameClub(gg[g].Team, pg[p].Team)
	})
	t.add("goals", len(pairs), len(pg), len(gg))
	for _, pr := range pairs {
		g, p := gg[pr[0]], pg[pr[1]]
		if g.Minute != nil {
			t.ratio("minutes", intEq(p.Minute, g.Minute) && (g.Added == nil || intEq(p.Added, g.Added)))
		}
		if len(g.Chain) >= 2 {
			ok := len(p.Chain) == len(g.Chain)
			for i := 0; ok && i < len(g.Chain); i++ {
				ok = SamePerson(g.Chain[i], p.Chain[i])
			}
			t.ratio("chains", ok)
		}
		gk, pk := g.Kind, p.Kind
		if gk == "" {
			gk = "open_play"
		}
		if pk == "" {
			pk = "open_play"
		}
		t.ratio("kinds", gk == pk)
		if g.Team != nil && *g.Team != "" {
			// a missing club counts as wrong here
			t.ratio("goal_teams", p.Team != nil && *p.Team != "" && SameClub(g.Team, p.Team))
		}
	}
	type edge struct{ a, s string }
	var ge, pe []edge
	for _, g := range gg {
		if g.Assist != nil && *g.Assist != "" {
			ge = append(ge, edge{*g.Assist, g.Scorer})
		}
	}
	for _, p := range pg {
		if p.Assist != nil && *p.Assist != "" && p.Scorer != "" {
			pe = append(pe, edge{*p.Assist, p.Scorer})
		}
	}
	ep := matchGreedy(len(ge), len(pe), func(g, p int) bool {
		return SamePerson(ge[g].a, pe[p].a) && SamePerson(ge[g].s, pe[p].s)
	})
	t.add("assists", len(ep), len(pe), len(ge))
	mp := matchGreedy(len(gold.Players), len(pred.Players), func(g, p int) bool {
		return SamePerson(gold.Players[g].Name, pred.Players[p].Name)
	})
	t.add("players", len(mp), len(pred.Players), len(gold.Players))
	for _, pr := range mp {
		g, p := gold.Players[pr[0]], pred.Players[pr[1]]
		if g.Team != nil && *g.Team != "" {
			t.ratio("player_teams", p.Team != nil && *p.Team != "" && SameClub(g.Team, p.Team))
		}
	}
	mm := matchGreedy(len(gold.Managers), len(pred.Managers), func(g, p int) bool {
		return SamePerson(gold.Managers[g].Name, pred.Managers[p].Name)
	})
	t.add("managers", len(mm), len(pred.Managers), len(gold.Managers))
	mc := matchGreedy(len(gold.Cards), len(pred.Cards), func(g, p int) bool {
		return SamePerson(gold.Cards[g].Player, pred.Cards[p].Player) && gold.Cards[g].Color == pred.Cards[p].Color
	})
	t.add("cards", len(mc), len(pred.Cards), len(gold.Cards))
	if gold.HomeScore != nil && gold.AwayScore != nil {
		empty := ""
		ph, pa := pred.Home, pred.Away
		if ph == nil {
			ph = &empty
		}
		if pa == nil {
			pa = &empty
		}
		ok := intEq(pred.HomeScore, gold.HomeScore) && intEq(pred.AwayScore, gold.AwayScore) &&
			gold.Home != nil && *gold.Home != "" && SameClub(gold.Home, ph) &&
			gold.Away != nil && *gold.Away != "" && SameClub(gold.Away, pa)
		t.ratio("score", ok)
	}
}

// Measures lists the figures of the project's table, in its order, with
// whether each is an F1 (else an accuracy).
var Measures = []struct {
	Name string
	F1   bool
}{
	{"goals", true}, {"assists", true}, {"chains", false}, {"minutes", false}, {"score", false},
	{"players", true}, {"cards", true}, {"goal_teams", false}, {"player_teams", false},
}

// Value is the figure of one measure.
func (t *Tally) Value(name string, f1 bool) float64 {
	if f1 {
		return t.F1(name)
	}
	return t.Accuracy(name)
}

// Merge adds another tally's counts to this one.
func (t *Tally) Merge(o *Tally) {
	for k, c := range o.prf {
		t.add(k, c[0], c[1], c[2])
	}
	for k, c := range o.ratios {
		r := t.ratios[k]
		if r == nil {
			r = &[2]int{}
			t.ratios[k] = r
		}
		r[0] += c[0]
		r[1] += c[1]
	}
}
