package gen

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// writer renders one report, sentence by sentence, and records what the
// text tells: every person it names, with their club, in order of first
// mention. Players are named in full the first time and mostly by surname
// after; clubs by full name first, then by a short form or by their role.
type writer struct {
	r        *rand.Rand
	m        *matchEv
	paras    [][]string
	named    map[*Player]bool
	players  []GoldPerson
	managers []GoldPerson
	clubSeen map[*Club]bool
}

func newWriter(r *rand.Rand, m *matchEv) *writer {
	return &writer{r: r, m: m, named: map[*Player]bool{}, clubSeen: map[*Club]bool{}}
}

// args binds the placeholders of a template.
type args struct {
	players map[string]*Player // S, P1..P4, V, D, GK, A, K
	teams   map[string]*Club   // T (the scoring or booked club), O (the other)
	minute  string             // M
}

// say renders a template into a sentence of the current paragraph.
// Placeholders: {S} {P1}..{P4} {V} {D} {GK} {A} {K} players, {T} {O}
// clubs, {M} the time, {side} a flank.
func (w *writer) say(tpl string, a args) {
	var b strings.Builder
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.WriteString(tpl)
			break
		}
		j := strings.IndexByte(tpl[i:], '}') + i
		b.WriteString(tpl[:i])
		key := tpl[i+1 : j]
		tpl = tpl[j+1:]
		switch {
		case key == "M":
			b.WriteString(a.minute)
		case key == "side":
			b.WriteString(pick(w.r, []string{"left", "right"}))
		case a.teams[key] != nil:
			b.WriteString(w.club(a.teams[key]))
		case a.players[key] != nil:
			b.WriteString(w.player(a.players[key], strings.HasPrefix(tpl, "'s")))
		default:
			panic("gen: template names no " + key)
		}
	}
	w.sentence(b.String())
}

// sentence adds text as a sentence of the current paragraph, tidied.
func (w *writer) sentence(s string) {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, " ,", ",")
	s = strings.ReplaceAll(s, " .", ".")
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if len(w.paras) == 0 {
		w.para()
	}
	last := &w.paras[len(w.paras)-1]
	*last = append(*last, s)
}

func (w *writer) para() { w.paras = append(w.paras, nil) }

func (w *writer) text() string {
	var out []string
	for _, p := range w.paras {
		if len(p) > 0 {
			out = append(out, strings.Join(p, " "))
		}
	}
	return strings.Join(out, "\n\n") + "\n"
}

// player names p: in full the first time, mostly with a word on their
// club as reporters give it ("Arsenal's ...", "Leeds midfielder ..."), then
// mostly by surname. possessive says the text goes on with "'s", where
// only the second form reads well.
func (w *writer) player(p *Player, possessive bool) string {
	if !w.named[p] {
		w.named[p] = true
		c := w.clubOf(p)
		w.players = append(w.players, GoldPerson{Name: p.Name(), Team: c.Name})
		if w.r.IntN(4) == 0 {
			return p.Name()
		}
		club := c.Name
		if w.r.IntN(2) == 0 {
			club = pick(w.r, c.Short)
		}
		poss := club + "'s"
		if strings.HasPrefix(club, "the ") {
			poss = club + "'"
		}
		role := pick(w.r, roles[p.Pos])
		switch {
		case !possessive && w.r.IntN(2) == 0:
			return poss + " " + p.Name()
		case strings.HasPrefix(club, "the "):
			return poss + " " + role + " " + p.Name()
		}
		return club + " " + role + " " + p.Name()
	}
	if w.r.IntN(4) == 0 {
		return p.Name()
	}
	return p.Last
}

var roles = map[Position][]string{
	Goalkeeper: {"goalkeeper", "keeper"},
	Defender:   {"defender", "centre-back", "full-back"},
	Midfielder: {"midfielder", "playmaker"},
	Forward:    {"striker", "forward", "winger"},
}

// club names c: in full the first time, then by a short form or its role.
func (w *writer) club(c *Club) string {
	if !w.clubSeen[c] {
		w.clubSeen[c] = true
		return c.Name
	}
	switch x := w.r.IntN(6); {
	case x == 0:
		if c == w.m.home {
			return "the hosts"
		}
		return "the visitors"
	case x <= 2:
		return pick(w.r, c.Short)
	}
	return c.Name
}

func (w *writer) clubOf(p *Player) *Club {
	for _, c := range []*Club{w.m.home, w.m.away} {
		for _, q := range c.Squad {
			if q == p {
				return c
			}
		}
	}
	panic("gen: player of neither club")
}

// ordinal writes 56 as "56th".
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

var smallNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// when renders the time of an event and returns the minute and added time
// the text gives (nil when it gives none). Inline phrases fit anywhere;
// the bracketed form "(56)" only at the end of a sentence (atEnd).
func (w *writer) when(minute, added int, atEnd bool) (string, *int, *int) {
	r := w.r
	if added > 0 {
		half := "second-half "
		if minute == 45 {
			half = "first-half "
		}
		switch r.IntN(5) {
		case 0:
			return "deep into " + half + "stoppage time", &minute, nil
		case 1:
			return "in the " + ordinal(added) + " minute of " + half + "stoppage time", &minute, &added
		case 2:
			if atEnd {
				return fmt.Sprintf("(%d+%d)", minute, added), &minute, &added
			}
		}
		return fmt.Sprintf("%s minutes into %sadded time", smallNumbers[min(added, 10)], half), &minute, &added
	}
	switch x := r.IntN(20); {
	case x < 3:
		return vague(minute), nil, nil
	case x < 5 && atEnd:
		return fmt.Sprintf("(%d)", minute), &minute, nil
	case x < 6 && minute == 60:
		return "on the hour", &minute, nil
	case x < 7 && minute > 45 && minute <= 55:
		return smallNumbers[minute-45] + " minutes into the second half", &minute, nil
	case x < 10:
		return fmt.Sprintf("after %d minutes", minute), &minute, nil
	case x < 13:
		return fmt.Sprintf("on %d minutes", minute), &minute, nil
	}
	return "in the " + ordinal(minute) + " minute", &minute, nil
}

// vague is a time that gives no minute.
func vague(minute int) string {
	switch {
	case minute < 15:
		return "early on"
	case minute < 40:
		return "midway through the first half"
	case minute <= 45:
		return "just before the break"
	case minute < 55:
		return "soon after the restart"
	case minute < 80:
		return "midway through the second half"
	}
	return "late on"
}
