package extractor

import (
	"slices"
	"strings"
)

// passNouns name a delivery and give its kind.
var passNouns = map[string]string{
	"pass": "pass", "passes": "pass", "cross": "cross", "crosses": "cross", "corner": "corner", "corners": "corner",
	"free-kick": "free_kick", "freekick": "free_kick", "through-ball": "through_ball", "throughball": "through_ball",
	"cutback": "cut_back", "cut-back": "cut_back", "flick": "flick_on", "flick-on": "flick_on", "knockdown": "header",
	"knock-down": "header", "lay-off": "pass", "layoff": "pass", "throw-in": "throw_in", "throw": "throw_in",
	"ball": "pass", "through-pass": "through_ball", "delivery": "cross", "setup": "pass", "set-up": "pass", "assist": "pass", "header": "header",
	"square": "pass", "centre": "cross", "center": "cross", "chip": "pass",
	"pull-back": "cut_back", "pullback": "cut_back", "lay-back": "pass", "provider": "pass",
	"diagonal": "long_ball", "clipped-ball": "pass", "feed": "pass",
}

// passVerbs name a delivery; the subject plays it, the object receives it.
var passVerbs = map[string]string{
	"drilled": "pass", "drilling": "pass", "flighted": "cross", "flighting": "cross",
	"squared": "pass", "squares": "pass", "squaring": "pass", "crossed": "cross", "crosses": "cross", "crossing": "cross",
	"found": "pass", "finding": "pass", "finds": "pass", "picked": "pass", "picking": "pass", "played": "pass",
	"playing": "pass", "plays": "pass", "assisted": "pass", "assisting": "pass", "set": "pass", "setting": "pass", "teed": "pass",
	"laid": "pass", "laying": "pass", "lays": "pass", "threaded": "through_ball", "threading": "through_ball",
	"slipped": "through_ball", "fed": "pass", "feeding": "pass", "released": "through_ball", "releasing": "through_ball",
	"headed": "header", "heading": "header", "nodded": "header", "flicked": "flick_on", "flicking": "flick_on",
	"knocked": "header", "cut": "cut_back", "cutting": "cut_back", "pulled": "cut_back", "delivered": "cross",
	"delivering": "cross", "floated": "cross", "floating": "cross", "clipped": "pass", "chipped": "pass",
	"lofted": "pass", "whipped": "cross", "whipping": "cross", "swung": "cross", "sent": "pass", "provided": "pass",
	"providing": "pass", "supplied": "pass", "supplying": "pass", "made": "pass", "put": "cross", "putting": "cross",
	"exchanged": "pass", "exchanging": "pass", "exchanges": "pass", "combined": "pass", "passed": "pass", "slid": "through_ball", "rolled": "pass",
	"helped": "pass", "touched": "pass", "lobbed": "pass", "hooked": "pass", "backheeled": "pass",
	"curled": "cross", "curling": "cross", "swinging": "cross", "swings": "cross", "whips": "cross",
	"drove": "cross", "driving": "cross", "cuts": "cut_back", "pulls": "cut_back", "nods": "header",
	"flicks": "flick_on", "glanced": "flick_on", "threads": "through_ball", "feeds": "pass", "picks": "pass", "slips": "through_ball",
	"slides": "through_ball", "chips": "pass", "clips": "pass", "lofts": "pass", "floats": "cross", "delivers": "cross",
	"releases": "through_ball", "heads": "header", "knocks": "header", "head": "header", "nod": "header",
	"switched": "pass", "switching": "pass", "switches": "pass", "launched": "long_ball", "launching": "long_ball",
	"launches": "long_ball", "pulling": "cut_back", "rolling": "pass", "slipping": "through_ball", "sliding": "through_ball",
	"passing": "pass", "knocking": "header", "teeing": "pass", "hoofed": "long_ball", "lumped": "long_ball",
	"pumped": "long_ball", "punted": "long_ball", "linked": "pass", "linking": "pass", "links": "pass",
	"rolls": "pass", "dinked": "cross", "dinks": "cross", "dinking": "cross", "hoisted": "long_ball", "hoists": "long_ball",
	"cushioned": "header", "cushions": "header", "worked": "pass", "works": "pass", "working": "pass",
	"spread": "pass", "spreads": "pass", "spreading": "pass", "hoofs": "long_ball", "lumps": "long_ball",
	"fizzed": "cross", "fizzes": "cross", "fizzing": "cross", "zipped": "cross", "zips": "cross",
	"stood": "cross", "standing": "cross",
	"hung": "cross", "hanging": "cross", "assist": "pass",
}

// passAct is one delivery a sentence tells.
type passAct struct {
	s      *sent
	pos    int
	agent  *entity
	target *entity
	kind   string
	pair   bool // told by a pair of subjects ("A and B combined"): one way only
	back   bool // the return pass of an exchange ("A combined with B"): B to A
	// noun is the delivery noun of a delivery told as a thing whose maker
	// follows or modifies it ("a cross from X", "a Beñat corner"), else 0
	noun int
}

// passActs finds the deliveries told in a sentence.
func (d *doc) passActs(s *sent) []passAct {
	var out []passAct
	for _, m := range s.ments {
		if m.ent == nil || !(m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
			continue
		}
		// X's (adj) cross; his corner
		if m.poss {
			if kind, k := passNounAfter(s, m.j); kind != "" && nounAfterPoss(s, m) == "pass" && !blockedShot(s, k) {
				act := passAct{s: s, pos: m.i, agent: m.ent, kind: refineKind(s, k, kind)}
				if t := reachedBy(s, k); t != nil && t.ent != m.ent {
					act.target = t.ent // "X's through ball released Y"
				}
				if lo(s, m.i-1) == "from" && act.target == nil {
					act.noun = k // "B cut it back from A's through ball": A's came first
				}
				out = append(out, act)
			}
			continue
		}
		// "a Beñat free kick", "a pair of Smith crosses", "pokes in Smith
		// cross" (a headline's name before a singular delivery noun)
		if g := lo(s, m.i-1); g == "a" || g == "an" || g == "of" || g == "long" || g == "another" || attributiveDelivery[lo(s, m.j)] && m.kind == mPerson && !m.poss {
			if kind, ok := passNouns[lo(s, m.j)]; ok && lo(s, m.j) != "ball" && lo(s, m.j) != "header" {
				out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: refineKind(s, m.j, kind), noun: m.j})
				continue
			}
			if lo(s, m.j) == "free" && lo(s, m.j+1) == "kick" {
				out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: "free_kick"})
				continue
			}
		}
		// "cross from X", "low ball from X"
		if m.gov == "from" && m.i >= 2 {
			if kind, ok := passNouns[lo(s, m.i-2)]; ok {
				out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: refineKind(s, m.i-2, kind), noun: m.i - 2})
				continue
			}
			if lo(s, m.i-2) == "kick" && lo(s, m.i-3) == "free" {
				out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: "free_kick"})
				continue
			}
			if lo(s, m.i-2) == "kick" && lo(s, m.i-3) == "corner" {
				out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: "corner", noun: m.i - 3}) // "a corner kick from X"
				continue
			}
		}
		// "a cross by X", "passes from Argentine midfielder X", "a corner
		// taken by X"
		if n := d.deliveryNounBefore(s, m); n >= 0 {
			out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: refineKind(s, n, passNouns[lo(s, n)]), noun: n})
			continue
		}
		if m.gov == "by" && lo(s, m.i-2) == "won" && lo(s, m.i-3) == "header" {
			out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: "header", noun: m.i - 3}) // "a header won by X fell to Y"
			continue
		}
		if n := d.runBefore(s, m); n >= 0 {
			out = append(out, passAct{s: s, pos: m.i, agent: m.ent, kind: "pass", noun: n})
			continue
		}
	}
	// "X, whose flick was finished by Y"
	for i := range s.toks {
		if lo(s, i) != "whose" {
			continue
		}
		a := d.whoseAntecedent(s, i)
		if a == nil || a.ent == nil {
			continue
		}
		if kind, k := passNounAfter(s, i+1); kind != "" && k <= i+3 && touchedAfter(s, k) {
			out = append(out, passAct{s: s, pos: i, agent: a.ent, kind: refineKind(s, k, kind)})
		} else if kind != "" && k <= i+3 {
			// "whose pass left E to fire home", "whose cross found E"
			if t := reachedBy(s, k); t != nil && t.ent != a.ent {
				out = append(out, passAct{s: s, pos: i, agent: a.ent, target: t.ent, kind: refineKind(s, k, kind)})
			} else if passiveFinishAfter(s, k) {
				// "whose low ball across the box was turned in by E"
				out = append(out, passAct{s: s, pos: i, agent: a.ent, kind: refineKind(s, k, kind)})
			}
		}
	}
	for i := range s.toks {
		w := lo(s, i)
		kind, ok := passVerbs[w]
		if !ok && lo(s, i-1) == "to" {
			// "rose to flick it on", "stayed onside to square it"
			kind, ok = passVerbs[w+"ed"]
			if !ok {
				kind, ok = passVerbs[w+"d"]
			}
		}
		if !ok || s.toks[i].quoted || whoseTold(out, s, i) {
			continue
		}
		act, ok := d.passVerbAct(s, i, kind)
		if ok {
			out = append(out, act)
			if (w == "exchanged" || w == "exchanging" || w == "exchanges" || w == "combined" || linkedUp(s, i) || oneTwo(s, i)) && act.target != nil && !act.pair {
				out = append(out, passAct{s: s, pos: i + 1, agent: act.target, target: act.agent, kind: "pass", back: true})
			}
		}
	}
	// "B collected from A", "B received from A": A's pass to B
	for i := range s.toks {
		switch lo(s, i) {
		case "collected", "collecting", "collects", "received", "receiving", "receives":
		default:
			continue
		}
		if lo(s, i+1) != "from" {
			continue
		}
		var from *mention
		for _, m := range s.ments {
			if m.i >= i+2 && m.i <= i+4 && m.kind == mPerson && m.ent != nil && !m.poss && !slices.ContainsFunc(s.toks[i+2:m.i], func(t tok) bool { return t.lo == "," || t.lo == "and" }) {
				from = m // "collected from (fellow substitute) A"
				break
			}
		}
		if from == nil {
			continue
		}
		if b := d.passAgent(s, i); b != nil && b.ent != nil && b.ent != from.ent {
			out = append(out, passAct{s: s, pos: i, agent: from.ent, target: b.ent, kind: "pass"})
		}
	}
	// pass nouns with a receiver but no possessor: "a long ball to X"
	for i := range s.toks {
		kind, ok := passNouns[lo(s, i)]
		if !ok || possessorOf(s, i) != nil {
			continue
		}
		if withDelivery(s, i) && !covered(out, s, i) {
			// "split the defence with a through ball, and X ran on to it"
			if a := d.passAgent(s, i); a != nil && a.ent != nil {
				out = append(out, passAct{s: s, pos: i, agent: a.ent, kind: refineKind(s, i-2, kind)})
			}
			continue
		}
		to := i + 1
		for to < len(s.toks) && to <= i+5 && routeWords[lo(s, to)] {
			to++ // "a long ball over the top for X"
		}
		if lo(s, to) != "to" && lo(s, to) != "for" && lo(s, to) != "into" {
			continue
		}
		tgt := mentionAfter(s, to+1)
		if tgt == nil || tgt.ent == nil || turnover(s, i) {
			continue
		}
		if covered(out, s, i) {
			continue
		}
		if a := d.passAgent(s, i); a != nil && a.ent != nil && a.ent != tgt.ent {
			out = append(out, passAct{s: s, pos: i, agent: a.ent, target: tgt.ent, kind: refineKind(s, i, kind)})
		}
	}
	out = append(out, routeActs(s)...)
	out = append(out, moveCastActs(s)...)
	out = append(out, assistTakers(s, out)...)
	deliveredFirst(s, out)
	out = append(out, createdFor(s)...)
	out = append(out, exchangeNouns(s, out)...)
	out = append(out, listedAssists(s)...)
	sortActs(out)
	return out
}

// deliveredFirst places a delivery told as the object of another player's
// touch before that touch: in "A headed down a cross from B", B's cross
// came first.
func deliveredFirst(s *sent, acts []passAct) {
	for i := range acts {
		a := &acts[i]
		if a.noun == 0 {
			continue
		}
		for j := range acts {
			o := &acts[j]
			reach := 6
			if lo(s, a.pos-1) == "from" {
				reach = 9 // "cut the ball back from A's through ball"
			}
			if o.agent == a.agent || o.noun != 0 || o.pos >= a.noun || a.noun-o.pos > reach || breakBetween(s, o.pos, a.noun) {
				continue
			}
			if o.pos > 0 {
				a.pos = o.pos - 1
			}
			if o.target == a.agent {
				o.target = nil // "flicked on a Beñat corner": the corner, not Beñat, was what it touched
			}
		}
	}
}

// assistTakers finds a player credited with the assist by a verb of getting
// it: "with X grabbing the assist", "X registered an assist as Y struck".
func assistTakers(s *sent, acts []passAct) []passAct {
	var out []passAct
	for i := range s.toks {
		if w := lo(s, i); (w == "assist" || w == "assists" || w == "assisted") && lo(s, i+1) == ":" && !covered(acts, s, i) {
			if m := mentionAfter(s, i+2); m != nil && m.i == i+2 && m.ent != nil && (m.kind == mPerson || m.kind == mDesc) {
				out = append(out, passAct{s: s, pos: i, agent: m.ent, kind: "pass"}) // "(assist: X)"
			}
			continue
		}
		if w := lo(s, i); w != "assist" || (lo(s, i-1) != "the" && lo(s, i-1) != "an") || covered(acts, s, i) {
			continue
		}
		v := i - 2
		if lo(s, v) == "up" {
			v-- // "picking up the assist"
		}
		if lo(s, v) == "with" && withBefore(s, i) == v {
			if m := mentionAt(s.ments, v-1); m != nil && m.ent != nil {
				out = append(out, passAct{s: s, pos: v, agent: m.ent, kind: "pass"}) // "X with the goal, Y with the assist"
			}
			continue
		}
		e := v
		if lo(s, v) == "with" && lo(s, v-1) == "credited" {
			e = v - 1 // "X was credited with the assist", "with X credited with the assist"
			if lo(s, e-1) == "was" || lo(s, e-1) == "were" || lo(s, e-1) == "is" {
				e--
			}
		} else if !assistVerbs[lo(s, v)] {
			continue
		}
		for e > 0 && skipAdverbs[lo(s, e-1)] {
			e-- // "X also had the assist"
		}
		if m := mentionAt(s.ments, e-1); m != nil && m.j == e && m.ent != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss {
			out = append(out, passAct{s: s, pos: v, agent: m.ent, kind: "pass"})
		}
	}
	return out
}

// assistVerbs take an assist as their object.
var assistVerbs = set(`grabbing grabbed grabs getting got gets picking picked claiming claimed registering registered
	earning earned collecting collected had has having received receives receiving recorded records recording
	notched notches provided provides added adds tallied tallies`)

// deliveredWords tell who sent a delivery: "a corner taken by X".
var deliveredWords = set(`taken delivered swung whipped floated played sent provided supplied hit clipped lofted`)

// deliveryNounBefore finds the delivery noun a person mention is the
// maker of through "by" or "from", over a description of the person ("a
// cross by full back X", "passes from Argentine midfielder X") and a
// participle ("a corner taken by X"); -1 when there is none. A header or a
// ball "by X" is no delivery of theirs here: "a header by X" is a finish.
func (d *doc) deliveryNounBefore(s *sent, m *mention) int {
	return d.nounBefore(s, m, func(w string) bool { return w != "header" && w != "ball" && w != "provider" && passNouns[w] != "" })
}

// runNouns name a player's carry that ends with the ball at the scorer's
// feet: "after a fine run by X", "following a dribble from X".
var runNouns = set(`run dribble burst surge slalom`)

// runBefore finds the noun of a run told as what a goal followed, its
// runner after "by" or "from": "opened the scoring after a fine run by
// X", "thumped home following an impressive dribble by X".
func (d *doc) runBefore(s *sent, m *mention) int {
	n := d.nounBefore(s, m, func(w string) bool { return runNouns[w] })
	for q := n - 1; n > 0 && q >= 0 && q >= n-3; q-- {
		if w := lo(s, q); w == "after" || w == "following" {
			return n
		}
	}
	return -1
}

// nounBefore finds the noun a player after "by" or "from" made, when the
// noun passes accept: "a cross by X", "passes from Argentine midfielder X".
func (d *doc) nounBefore(s *sent, m *mention, accept func(string) bool) int {
	q := m.i
	for q > 0 && q > m.i-4 {
		t := s.toks[q-1]
		if t.lo == "from" || t.lo == "by" || !t.word {
			break
		}
		if _, nat := d.lex.Nationality(t.s); t.cap && !nat {
			break
		}
		q--
	}
	switch lo(s, q-1) {
	case "by":
	case "from":
		if q == m.i {
			return -1 // "cross from X" with nothing between is read above
		}
	default:
		return -1
	}
	n := q - 2
	if deliveredWords[lo(s, n)] {
		n--
	}
	if n < 0 || !accept(lo(s, n)) {
		return -1
	}
	return n
}

// routeWords tell where a pass went on its way to its receiver: "over the
// top", "down the line", "into the channel".
var routeWords = set(`over the top down line into channel through across behind in space forward
	left right flank wing field pitch middle centre box area defence backline`)

// whoseTold reports a verb whose subject is a delivery introduced by
// "whose" ("X, whose through ball released Y") when the whose-clause
// already told the delivery with its receiver.
func whoseTold(acts []passAct, s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-4; q-- {
		w := lo(s, q)
		if w == "whose" {
			for _, a := range acts {
				if a.s == s && a.pos == q && a.target != nil {
					return true
				}
			}
			return false
		}
		if !s.toks[q].word || s.toks[q].cap {
			return false
		}
	}
	return false
}

func covered(acts []passAct, s *sent, i int) bool {
	for _, a := range acts {
		if a.s == s && a.pos <= i && i-a.pos <= 6 {
			return true
		}
	}
	return false
}

func sortActs(a []passAct) {
	for x := 1; x < len(a); x++ {
		for y := x; y > 0 && a[y].pos < a[y-1].pos; y-- {
			a[y], a[y-1] = a[y-1], a[y]
		}
	}
}

// passNounAfter finds a pass noun within a few words after token k.
func passNounAfter(s *sent, k int) (string, int) {
	if k < len(s.toks) && s.toks[k].poss {
		k++
	}
	for q := k; q < len(s.toks) && q <= k+4; q++ {
		w := lo(s, q)
		if kind, ok := passNouns[w]; ok {
			return kind, q
		}
		if w == "free" && lo(s, q+1) == "kick" {
			return "free_kick", q
		}
		if !s.toks[q].word || shotNouns[w] {
			break
		}
	}
	return "", 0
}

// refineKind reads the words around a delivery for its kind.
func refineKind(s *sent, k int, kind string) string {
	for q := k; q < len(s.toks) && q <= k+3; q++ {
		switch lo(s, q) {
		case "corner", "corners":
			return "corner"
		case "free-kick", "freekick":
			return "free_kick"
		case "through-ball", "throughball", "through":
			if kind == "pass" {
				return "through_ball"
			}
		case "long":
			if lo(s, q+1) == "ball" {
				return "long_ball"
			}
		case "cross", "crosses", "crossed":
			if kind == "pass" {
				return "cross"
			}
		case "cutback", "cut-back":
			return "cut_back"
		}
	}
	return kind
}

// blockedShot reports a header or shot that was blocked or saved: no pass.
func blockedShot(s *sent, k int) bool {
	for q := max(0, k-6); q < len(s.toks) && q <= k+6; q++ {
		switch lo(s, q) {
		case "blocked", "saved", "parried", "cleared", "blocking":
			return true
		}
	}
	return false
}

// passVerbAct reads "X squared to Y", "X found Y", "was flicked on by Y".
func (d *doc) passVerbAct(s *sent, i int, kind string) (passAct, bool) {
	w := lo(s, i)
	next := lo(s, i+1)
	if p := lo(s, i-1); i == 0 || p == "," || p == "being" || p == "and" && lo(s, i-2) == "," {
		// a passive without its auxiliary: "scored, assisted by X", "after
		// being set up by X"
		if a := byAgent(s, i); a != nil {
			return passAct{s: s, pos: i, agent: a.ent, kind: refineKind(s, i, kind)}, true
		}
	}
	switch w {
	case "set", "setting":
		if next != "up" {
			// "set B up for the opener"
			if m := mentionAfter(s, i+1); m == nil || m.i != i+1 || lo(s, m.j) != "up" || m.ent == nil {
				return passAct{}, false
			}
		}
	case "teed", "teeing", "laid", "laying", "lays":
		if next != "up" && next != "off" && next != "on" && next != "the" && next != "it" {
			// "teed B up for the opener"
			if m := mentionAfter(s, i+1); m == nil || m.i != i+1 || lo(s, m.j) != "up" && lo(s, m.j) != "off" || m.ent == nil {
				return passAct{}, false
			}
		}
	case "picked", "picking", "picks":
		if next != "out" {
			k := i + 1
			if m := mentionAfter(s, k); m == nil || lo(s, m.j) != "out" {
				return passAct{}, false
			}
		}
	case "glanced":
		if next != "on" && next != "across" {
			return passAct{}, false // "glanced it beyond the keeper" is a finish
		}
	case "cut", "cutting", "cuts", "pulled", "pulls", "pulling", "knocked", "knocks", "knocking":
		if next != "back" && next != "down" && next != "it" && next != "the" {
			return passAct{}, false
		}
	case "headed", "heading", "nodded", "nods", "heads", "head", "nod":
		if !headerOnward(s, i+1) {
			return passAct{}, false
		}
	case "made", "provided", "providing", "supplied", "supplying", "delivered", "delivering", "floated", "floating",
		"clipped", "chipped", "lofted", "whipped", "whipping", "swung", "sent", "swinging", "swings", "whips", "put", "putting", "rolled", "played", "playing", "slipped", "slid", "helped",
		"chips", "clips", "lofts", "floats", "delivers", "slips", "slides", "rolling", "slipping", "sliding",
		"rolls", "dinked", "dinks", "dinking", "hoisted", "hoists", "cushioned", "cushions", "worked", "works", "working",
		"spread", "spreads", "spreading", "fizzed", "fizzes", "fizzing", "zipped", "zips":
		// need a delivery noun or a receiver: "made a pass", "put in a corner"
		if !deliveryAfter(s, i) && !oneTwo(s, i) && !(passiveAux[lo(s, i-1)] && (next == "in" || next == "through")) && !ballTo(s, i) && !ballToPlace(s, i) {
			// "slipped X in", "played in X", "sent through X"
			m := mentionAfter(s, i+1)
			if next == "in" || next == "through" {
				m = mentionAfter(s, i+2)
				if m != nil && m.ent != nil && !m.poss {
					break
				}
			}
			if (w == "provided" || w == "provides") && next == "for" && mentionAfter(s, i+2) != nil {
				break // "provided for X"
			}
			if m == nil || m.ent == nil || !(lo(s, m.j) == "in" || lo(s, m.j) == "through" || lo(s, m.j) == "clear") {
				return passAct{}, false
			}
		}
	case "found", "finding", "finds":
		m := mentionAfter(s, i+1)
		if m == nil || m.ent == nil {
			return passAct{}, false
		}
	case "assisting":
		// only ", X assisting" after the goal: not "scoring twice and assisting once"
		if m := mentionAt(s.ments, i-1); m == nil || m.j != i || m.kind != mPerson || lo(s, m.i-1) != "," {
			return passAct{}, false
		}
	case "released", "releasing", "fed", "feeding", "assisted", "feeds", "releases", "assist":
		if p := lo(s, i-1); w == "assist" && p != "did" && p != "to" && p != "would" && p != "could" {
			return passAct{}, false // the verb, not the noun: "she did assist on X's goal"
		}
		m := mentionAfter(s, i+1)
		if (w == "assisted" || w == "assist") && next == "on" {
			m = mentionAfter(s, i+2) // "assisted on X's goal"
		}
		if (m == nil || m.ent == nil) && !(next == "by" && passiveAux[lo(s, i-1)]) {
			return passAct{}, false // but "X was assisted by Y", read below
		}
	case "crossed", "crossing", "crosses", "squared", "squares", "squaring", "threaded", "threading", "threads", "passed", "passing", "backheeled", "hooked", "touched", "lobbed":
		if w == "lobbed" || w == "touched" || w == "hooked" {
			if m := targetAfter(s, i); m == nil {
				return passAct{}, false
			}
		}
	case "curled", "curling", "drove", "driving", "drilled", "drilling", "flighted", "flighting",
		"stood", "standing", "hung", "hanging":
		// a finish unless a delivery follows at once: "curled in a cross",
		// "drove a low ball across", "flighted over a corner", "stood up a
		// cross" (but "curling into the far corner"). Not "fired": "fired in"
		// is far more often a finish.
		k := i + 1
		if lo(s, k) == "in" || lo(s, k) == "over" || lo(s, k) == "across" || lo(s, k) == "up" {
			k++
		}
		if !deliveryNounAt(s, k) {
			return passAct{}, false
		}
	case "switched", "switching", "switches":
		if next != "play" && !(next == "the" && lo(s, i+2) == "play") {
			return passAct{}, false // "switched play to X"
		}
	case "launched", "launching", "launches", "hoofed", "lumped", "pumped", "punted", "hoofs", "lumps":
		if !deliveryAfter(s, i) && !(next == "it" || (next == "a" || next == "his" || next == "her") && lo(s, i+2) == "kick" || next == "a" && lo(s, i+2) == "long" && lo(s, i+3) == "kick") {
			return passAct{}, false // "launched a long ball forward"
		}
	case "exchanged", "combined", "exchanging", "exchanges":
	case "linked", "linking", "links":
		if next != "up" || lo(s, i+2) != "with" {
			return passAct{}, false // "A linked up with B"
		}
	default:
		if oneTwo(s, i) {
			break
		}
		if kind == "" {
			return passAct{}, false
		}
	}
	act := passAct{s: s, pos: i, kind: refineKind(s, i, kind)}
	// passive: "was flicked on by Y"
	if passiveAux[lo(s, i-1)] || lo(s, i-2) != "" && passiveAux[lo(s, i-2)] && skipAdverbs[lo(s, i-1)] {
		for k := i + 1; k < len(s.toks) && k <= i+8; k++ {
			if lo(s, k) == "by" {
				if m := mentionAfter(s, k+1); m != nil && m.ent != nil {
					act.agent = m.ent
					aux := i - 1
					if !passiveAux[lo(s, aux)] {
						aux--
					}
					if sub := mentionAt(s.ments, aux-1); sub != nil && sub.j == aux && sub.ent != nil && sub.ent != m.ent && (sub.kind == mPerson || sub.kind == mDesc) && !sub.poss {
						act.target = sub.ent // "X was set up by Y": Y passed to X
					}
					return act, true
				}
			}
		}
		return passAct{}, false
	}
	a := d.passAgent(s, i)
	if a == nil || a.ent == nil {
		return passAct{}, false
	}
	if w == "exchanged" || w == "combined" {
		// "A and B combined down the left": A played it to B
		k := nameStart(s, a) - 1
		if p := mentionAt(s.ments, k-1); lo(s, k) == "and" && p != nil && p.j == k && p.ent != nil && p.ent != a.ent && !p.poss && lo(s, a.j) == w {
			return passAct{s: s, pos: p.i, agent: p.ent, target: a.ent, kind: "pass", pair: true}, true
		}
	}
	act.agent = a.ent
	if t := targetAfter(s, i); t != nil && t.ent != a.ent {
		act.target = t.ent
	}
	if w == "exchanged" || w == "combined" || linkedUp(s, i) || oneTwo(s, i) {
		if act.target == nil {
			return passAct{}, false
		}
		act.kind = "pass"
	}
	return act, true
}

// passiveFinishAfter reports a delivery at token k finished in the passive
// by someone named after it: "(whose low ball across the box) was turned in
// by E".
func passiveFinishAfter(s *sent, k int) bool {
	for q := k + 1; q < len(s.toks) && q <= k+8; q++ {
		if passiveAux[lo(s, q)] {
			for r := q + 1; r < len(s.toks) && r <= q+6; r++ {
				if lo(s, r) == "by" {
					m := mentionAfter(s, r+1)
					return m != nil && (m.kind == mPerson || m.kind == mDesc)
				}
			}
			return false
		}
		if isBoundary(s, q) {
			return false
		}
	}
	return false
}

// withDelivery reports a delivery noun at token k told as the means of the
// clause's verb and ending it: "(split the defence) with a perfectly weighted
// through ball, and ...". A header or chip so told is a finish.
func withDelivery(s *sent, k int) bool {
	switch lo(s, k) {
	case "header", "chip", "flick", "assist", "provider", "setup", "set-up":
		return false
	}
	if nx := lo(s, k+1); nx != "and" && nx != "," && nx != "." && nx != "" && !isBoundary(s, k+1) {
		return false
	}
	for q := k - 1; q >= 0 && q >= k-5; q-- {
		if lo(s, q) == "with" {
			return true
		}
		if !s.toks[q].word || mentionAt(s.ments, q) != nil {
			return false
		}
	}
	return false
}

// ballToPlace reports a delivery of the ball to a place, not a player: "whips
// it to the far post", "drilled the ball across the six-yard box".
func ballToPlace(s *sent, i int) bool {
	k := i + 1
	switch {
	case lo(s, k) == "it":
		k++
	case lo(s, k) == "the" && lo(s, k+1) == "ball":
		k += 2
	default:
		return false
	}
	if lo(s, k) == "in" || lo(s, k) == "low" || lo(s, k) == "high" {
		k++
	}
	switch lo(s, k) {
	case "to", "into", "across", "towards", "toward":
	default:
		return false
	}
	for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
		switch lo(s, q) {
		case "post", "box", "area", "six-yard", "middle", "centre", "center", "goalmouth", "penalty":
			return true
		}
	}
	return false
}

// headerOnward reports a header played on to someone from token k: "back",
// "it down", "the ball back across goal", "into the path of X", "to X".
func headerOnward(s *sent, k int) bool {
	switch {
	case lo(s, k) == "it":
		k++
	case lo(s, k) == "the" && lo(s, k+1) == "ball":
		k += 2
	}
	switch lo(s, k) {
	case "back", "across", "down", "on", "sideways", "to":
		return true
	case "into":
		return lo(s, k+1) == "the" && lo(s, k+2) == "path"
	}
	return false
}

// turnoverVerbs lose the ball to an opponent: "lost the ball to X", "gave
// possession away to X".
var turnoverVerbs = set(`lost loses losing lose gave giving gives surrendered surrenders conceded concedes coughed ceded`)

// turnover reports the ball noun at token i as the object of a verb that
// lost it: the player after "to" won it, nobody passed it.
func turnover(s *sent, i int) bool {
	for q := i - 1; q >= 0 && q >= i-3; q-- {
		if turnoverVerbs[lo(s, q)] {
			return true
		}
		if w := lo(s, q); w != "the" && w != "his" && w != "her" && w != "their" && w != "possession" && w != "cheaply" {
			return false
		}
	}
	return false
}

// attributiveDelivery are singular delivery nouns that a name before them
// can only modify: "Smith cross", never a verb ("Smith crosses" may be).
var attributiveDelivery = set(`cross corner free-kick freekick through-ball cut-back cutback centre delivery flick-on lay-off`)

func deliveryAfter(s *sent, i int) bool {
	for k := i + 1; k < len(s.toks) && k <= i+6; k++ {
		w := lo(s, k)
		if _, ok := passNouns[w]; ok {
			return w != "header"
		}
		if w == "free" && lo(s, k+1) == "kick" {
			return true
		}
		if !s.toks[k].word {
			return false
		}
	}
	return false
}

// targetAfter finds the receiver of a delivery: the next person in the clause
// who is not behind "past", "beyond", "round" or "against".
func targetAfter(s *sent, i int) *mention {
	ce := clauseEnd(s, i)
	for _, m := range s.ments {
		if m.i <= i || m.i >= ce || m.i > i+14 {
			continue
		}
		if m.ent == nil || m.kind == mClub || m.kind == mTeamRef {
			continue
		}
		switch m.gov {
		case "past", "beyond", "round", "against", "over", "by", "from", "of", "around":
			continue
		}
		if m.kind == mPronoun && m.poss {
			continue
		}
		return m
	}
	return nil
}

// passAgent finds who played a delivery: the subject, or the possessor of the
// subject ("Hamer's break set up ..."), or "with X V-ing".
func (d *doc) passAgent(s *sent, i int) *mention {
	if lo(s, i-1) == "who" || lo(s, i-1) == "then" && lo(s, i-2) == "who" {
		for q := i - 2; q >= 0 && q >= i-5; q-- {
			if m := mentionAt(s.ments, q); m != nil && m.ent != nil {
				return m
			}
		}
	}
	// "A played a one-two with B before crossing": the clause's subject, A
	participle := strings.HasSuffix(lo(s, i), "ing") && (lo(s, i-1) == "before" || lo(s, i-1) == "after" || lo(s, i-1) == "while")
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.ent == nil && m.kind != mClub {
			continue
		}
		if m.kind == mClub || m.kind == mTeamRef {
			if subjectLike(m) {
				return nil
			}
			continue
		}
		if participle && !subjectLike(m) {
			continue
		}
		if m.poss && receiveVerbs[m.gov] {
			continue // "B collected A's pass and crossed": B crossed
		}
		if m.poss || m.gov == "with" && ingBetween(s, m.j, i+1) || subjectLike(m) || lo(s, m.j) == "," && lo(s, m.j+1) == "who" {
			return m
		}
		if m.gov == "to" || m.gov == "for" {
			// "found Nuamah, who made a pass" handled above; a receiver who moves on
			if lo(s, m.j) == "," || lo(s, m.j) == "and" {
				return m
			}
		}
	}
	return nil
}

var subjectGovs = set(`, and but when as while after before that who then because so although though until since (
	— – - if once where how why however “ " : ; also again yet which
	later eventually finally soon meanwhile now instead time
	break interval half-time halftime restart resumption whistle`)

// subjectLike reports whether a mention stands where a subject stands.
func subjectLike(m *mention) bool {
	if m.gov == "" || subjectGovs[m.gov] {
		return true
	}
	return m.s != nil && openedByModifiers(m.s, m.i)
}

// openedByModifiers reports a sentence that opens with at most three
// modifiers before token i, and nothing that governs a name: "Newly
// promoted Hearts struck ...", "Ten-man Fulham held on".
func openedByModifiers(s *sent, i int) bool {
	if i == 0 || i > 3 {
		return false
	}
	for k := 0; k < i; k++ {
		w := lo(s, k)
		if !s.toks[k].word || s.toks[k].num || prepositions[w] || copulas[w] || openingNotModifier[w] || k > 0 && s.toks[k].cap || mentionAt(s.ments, k) != nil {
			return false
		}
		if !(strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "ed") || strings.Contains(w, "-") || descModifiers[w] || openingSideWords[w]) {
			return false // "The crossbar denied Daly ...": an object, not a subject
		}
	}
	return true
}

// openingSideWords describe a side before its name: "Struggling Everton".
var openingSideWords = set(`struggling unbeaten resurgent managerless beleaguered relegated promoted defending reigning
	in-form out-of-form depleted stubborn spirited`)

// openingNotModifier open a sentence without describing the name after
// them: "Meanwhile Fulham ...", "Then Carter ...".
var openingNotModifier = set(`meanwhile then and but so yet when while as if although though because once`)

// chainGoals builds each goal's chain from the deliveries told around it.
func (d *doc) chainGoals() {
	actsOf := d.actsOf
	d.goalsIn = map[*sent][]*goalEv{}
	for _, g := range d.goals {
		for s := range g.sents {
			d.goalsIn[s] = append(d.goalsIn[s], g)
		}
	}
	for _, g := range d.goals {
		if g.kind == "penalty" || g.kind == "own_goal" || g.kind == "direct_free_kick" {
			continue // a shot from the spot or a dead ball has no pass before it
		}
		var best []passAct
		ments := g.ments
		if len(ments) > maxChainTellings {
			ments = ments[:maxChainTellings]
		}
		for _, gm := range ments {
			window := d.window(g, gm)
			var cand []passAct
			for _, s := range window {
				for _, a := range actsOf(s) {
					if s == gm.s && !d.inGoalRegion(g, gm, a.pos) {
						continue
					}
					if s.idx > gm.s.idx && a.target != g.scorer && !elaborates(s, g) {
						continue // "Seven minutes later X's cross ...": another moment's move
					}
					cand = append(cand, a)
				}
			}
			chain := buildChain(g.scorer, cand)
			if len(chain) > len(best) {
				best = chain
			}
		}
		for _, a := range best {
			g.chain = append(g.chain, a.agent)
			g.kinds = append(g.kinds, a.kind)
		}
	}
}

// window returns the sentences that may tell the move of one telling: the
// sentence itself, up to two before it in the same paragraph and the next one
// in the same paragraph, stopping at any sentence about another scorer's goal.
func (d *doc) window(g *goalEv, gm *goalMention) []*sent {
	s := gm.s
	var out []*sent
	for k := s.idx - 1; k >= 0 && k >= s.idx-2; k-- {
		p := d.sents[k]
		if p.para != s.para || d.otherScorerIn(p, g) || p.headline {
			break
		}
		out = append([]*sent{p}, out...)
	}
	out = append(out, s)
	if k := s.idx + 1; k < len(d.sents) && !d.otherScorerIn(d.sents[k], g) {
		n := d.sents[k]
		if n.para == s.para || len(n.ments) > 0 && n.ments[0].ent == g.scorer && n.ments[0].i <= 2 && n.ments[0].kind != mPerson {
			out = append(out, n)
		}
	}
	return out
}

func (d *doc) otherScorerIn(s *sent, g *goalEv) bool {
	for _, o := range d.goalsIn[s] {
		if o != g && o.scorer != nil {
			return true
		}
	}
	return false
}

// elaborates reports a sentence told after a goal that goes on about it: it
// names the scorer or the finish ("Looped header from a long free kick"),
// states no new time and tells no own goal.
func elaborates(s *sent, g *goalEv) bool {
	if len(s.minutes) > 0 {
		return false
	}
	about := false
	for k := range s.toks {
		w := lo(s, k)
		if w == "own" && (lo(s, k+1) == "net" || lo(s, k+1) == "goal") {
			return false
		}
		if shotNouns[w] || w == "goal" || w == "finish" || w == "header" || w == "assist" {
			about = true
		}
	}
	for _, m := range s.ments {
		if m.ent != nil && m.ent == g.scorer {
			about = true
		}
	}
	return about
}

// maxChainTellings bounds how many tellings of one goal are read for its
// chain; a goal is seldom told more than a few times.
const maxChainTellings = 8

// inGoalRegion keeps deliveries in the clauses of this goal when the
// sentence tells several goals.
func (d *doc) inGoalRegion(g *goalEv, gm *goalMention, pos int) bool {
	s := gm.s
	others := false
	for _, o := range d.goalsIn[s] {
		if o != g {
			others = true
		}
	}
	if !others {
		return true
	}
	first, last := gm.trig, gm.trigEnd
	if span, ok := g.spans[s]; ok {
		first, last = min(first, span[0]), max(last, span[1])
	}
	return pos >= clauseStart(s, first) && pos < clauseEnd(s, last-1)
}

// buildChain walks back from the scorer through the deliveries: each one
// reaches the current player (by name or, unnamed, as the next delivery),
// until one goes to somebody else.
func buildChain(scorer *entity, acts []passAct) []passAct {
	if scorer == nil {
		return nil
	}
	var chain []passAct
	cur := scorer
	used := map[int]bool{}
	for k := len(acts) - 1; k >= 0; k-- {
		a := acts[k]
		if a.agent == cur && a.target == nil {
			continue
		}
		if a.target != nil && a.target != cur {
			if len(chain) == 0 || a.back {
				continue // "A combined with B, who crossed": B kept the ball
			}
			break
		}
		if a.agent == cur {
			continue
		}
		if a.target == nil && inChain(chain, a.agent) || a.target == nil && a.agent == scorer {
			continue
		}
		if used[a.agent.id] && a.target == nil {
			continue
		}
		used[a.agent.id] = true
		chain = append([]passAct{a}, chain...)
		cur = a.agent
		if len(chain) >= 6 {
			break
		}
	}
	return chain
}

func inChain(chain []passAct, e *entity) bool {
	for _, a := range chain {
		if a.agent == e {
			return true
		}
	}
	return false
}

// oneTwo reports "played a one-two with Y": a pass there and back.
func oneTwo(s *sent, i int) bool {
	for k := i + 1; k < len(s.toks) && k <= i+3; k++ {
		if lo(s, k) == "one-two" || lo(s, k) == "give-and-go" || lo(s, k) == "wall" && lo(s, k+1) == "pass" {
			return true
		}
	}
	return false
}

// listedAssists reads the player named in brackets after a scorer in a
// labelled line of goals: "GOAL: 1-0 Carter (Baker) 23'" is Baker's pass.
func listedAssists(s *sent) []passAct {
	label := slices.IndexFunc(s.toks, func(t tok) bool { return t.lo == ":" })
	if label < 0 || label > 3 {
		if len(s.toks) > 16 || len(s.minutes) == 0 || slices.ContainsFunc(s.toks, func(t tok) bool { return t.word && !t.cap && !t.num && !penaltyMarks[t.lo] }) {
			return nil // prose, not a line of a list
		}
		label = -1 // "EVE – Carter (Baker), 23'"
	}
	var out []passAct
	for k := 1; k < len(s.ments); k++ {
		p, m := s.ments[k-1], s.ments[k]
		if p.i > label && p.ent != nil && m.ent != nil && p.ent != m.ent && assisterInBrackets(s, p, m) {
			out = append(out, passAct{s: s, pos: m.i, agent: m.ent, target: p.ent, kind: "pass"})
		}
	}
	return out
}

// createdFor reads a goal made for a team-mate: "A created a second for
// B", "A made the opener for B" is A's pass to B.
func createdFor(s *sent) []passAct {
	var out []passAct
	for i := range s.toks {
		if !createVerbs[lo(s, i)] || (lo(s, i+1) != "a" && lo(s, i+1) != "the") || lo(s, i+3) != "for" {
			continue
		}
		if w := lo(s, i+2); !(ordinalWords[w] > 0 || namedGoalNouns[w] || w == "goal") {
			continue
		}
		b := mentionAfter(s, i+4)
		v := i
		for v > 0 && skipAdverbs[lo(s, v-1)] {
			v-- // "A then created a second for B"
		}
		a := mentionAt(s.ments, v-1)
		if a == nil || b == nil || a.j != v || a.ent == nil || b.ent == nil || a.ent == b.ent || a.poss || b.poss {
			continue
		}
		out = append(out, passAct{s: s, pos: i, agent: a.ent, target: b.ent, kind: "pass"})
	}
	return out
}

// penaltyMarks may stand in a line of goals: "70 pen", "70 (og)".
var penaltyMarks = set(`pen p penalty og o.g min mins`)

// exchangeNouns reads an exchange of passes told as a thing, with the
// clause's subject as one side: "After a one-two with B, A fired home", "A
// scored following a neat exchange with B": A to B and back.
func exchangeNouns(s *sent, told []passAct) []passAct {
	var out []passAct
	for _, m := range s.ments {
		if m.gov != "with" || m.ent == nil || m.poss || m.kind != mPerson && m.kind != mDesc {
			continue
		}
		n := nameStart(s, m) - 2
		for n > 0 && !s.toks[n].cap && s.toks[n].word && (descModifiers[lo(s, n)] || strings.HasSuffix(lo(s, n), "ly") || lo(s, n) == "neat" || lo(s, n) == "quick" || lo(s, n) == "slick") {
			n-- // "a quick, neat one-two"
		}
		if w := lo(s, n); w != "one-two" && w != "exchange" && w != "give-and-go" || lo(s, n-1) != "a" && lo(s, n-1) != "an" && lo(s, n-1) != "neat" && lo(s, n-1) != "quick" {
			continue
		}
		if slices.ContainsFunc(told, func(a passAct) bool { return a.pos < n && n-a.pos <= 3 }) {
			continue // "played a one-two with B": read with its verb
		}
		var a *mention
		for _, o := range s.ments {
			if o.ent != nil && o.ent != m.ent && (o.kind == mPerson || o.kind == mDesc || o.kind == mPronoun) && !o.poss && subjectLike(o) {
				a = o // the clause's subject: "A fired home after a one-two with B"
				break
			}
		}
		if a == nil {
			continue
		}
		out = append(out, passAct{s: s, pos: n, agent: a.ent, target: m.ent, kind: "pass"},
			passAct{s: s, pos: n + 1, agent: m.ent, target: a.ent, kind: "pass", back: true})
	}
	return out
}

// receiveVerbs take a delivery as object: "collected X's pass".
var receiveVerbs = set(`collected collecting collects received receiving receives controlled controlling took taking
	onto latched met meeting chested killed`)

// ballTo reports a delivery whose object is the ball and whose receiver
// follows: "played it to X", "rolled the ball into X's path", "slid it
// across for X".
func ballTo(s *sent, i int) bool {
	k := i + 1
	switch {
	case lo(s, k) == "it":
		k++
	case lo(s, k) == "the" && lo(s, k+1) == "ball":
		k += 2
	default:
		return false
	}
	switch lo(s, k) {
	case "off", "on", "back", "across", "square", "wide", "forward", "out", "inside", "through":
		k++
	}
	switch lo(s, k) {
	case "to", "for", "into", "towards", "toward":
		m := mentionAfter(s, k+1)
		return m != nil && m.ent != nil && (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun)
	}
	return false
}

// missVerbs tell a delivery that did not reach the player after them.
var missVerbs = set(`evaded eluded missed beat escaped cleared deceived`)

// reachedBy finds the player a delivery named at token k reached, told
// actively: "(whose) pass left E to fire home", "cross found E", "through
// ball sent E clear". It returns nil for a passive ("was headed in by E")
// or a miss ("evaded E").
func reachedBy(s *sent, k int) *mention {
	v := k + 1
	if v >= len(s.toks) || !s.toks[v].word || passiveAux[lo(s, v)] || missVerbs[lo(s, v)] || prepositions[lo(s, v)] {
		return nil
	}
	at := v + 1
	if w := lo(s, at); strings.HasSuffix(w, "ly") && at < len(s.toks) && s.toks[at].word {
		at++ // "fell kindly for X"
	}
	if fallVerbs[lo(s, v)] {
		if w := lo(s, at); w != "for" && w != "to" && w != "into" {
			return nil
		}
		at++ // "fell to X", "dropped for X"
		if lo(s, at) == "the" && lo(s, at+1) == "feet" && lo(s, at+2) == "of" {
			at += 3
		}
	}
	m := mentionAfter(s, at)
	if m == nil || m.ent == nil || m.poss || !(m.kind == mPerson || m.kind == mDesc) {
		return nil
	}
	return m
}

// fallVerbs tell a delivery or loose ball reaching a player: "X's header
// fell kindly for Y", "the ball dropped to Y".
var fallVerbs = set(`fell falls dropped drops broke bounced sat landed`)

// routeLinks join the players of a move told as its route.
var routeLinks = set(`to onto through via then`)

// routeActs reads a move told as the route the ball took: "the move went
// from A to B, on to C and then D", "the ball was worked from A through B to
// C", "A to B to C". Each player passed to the next.
func routeActs(s *sent) []passAct {
	var out []passAct
	inRoute := map[*mention]bool{}
	for i := range s.toks {
		var cur *mention
		need := 1
		switch {
		case lo(s, i) == "from" && moveBefore(s, i):
			cur = mentionAfter(s, i+1)
		case lo(s, i) == "to" && i > 0:
			// "A to B to C": a route told without a verb needs two links
			need = 2
			if cur = mentionAt(s.ments, i-1); cur == nil || cur.j != i || cur.i > 0 && s.toks[cur.i-1].word {
				cur = nil
			}
		}
		if cur == nil || inRoute[cur] || cur.ent == nil || cur.kind != mPerson && cur.kind != mDesc || cur.poss {
			continue
		}
		nodes := []*mention{cur}
		for k := cur.j; k < len(s.toks); {
			q := k
			for q < len(s.toks) && (lo(s, q) == "," || lo(s, q) == "and" || lo(s, q) == "on" || lo(s, q) == "back" || lo(s, q) == "finally") {
				q++
			}
			if !routeLinks[lo(s, q)] {
				break
			}
			for q < len(s.toks) && routeLinks[lo(s, q)] {
				q++
			}
			nx := mentionAfter(s, q)
			if nx == nil || nx.ent == nil || nx.kind != mPerson && nx.kind != mDesc || nx.ent == nodes[len(nodes)-1].ent {
				break
			}
			nodes = append(nodes, nx)
			k = nx.j
		}
		if len(nodes)-1 < need {
			continue
		}
		for k, m := range nodes {
			inRoute[m] = true
			if k > 0 {
				p := nodes[k-1]
				out = append(out, passAct{s: s, pos: p.i, agent: p.ent, target: m.ent, kind: "pass"})
			}
		}
	}
	return out
}

// moveBefore reports a move or the ball told just before "from": "the move
// went from", "the ball was worked from", "a passing move from".
func moveBefore(s *sent, i int) bool {
	for k := i - 1; k >= 0 && k >= i-5; k-- {
		switch lo(s, k) {
		case "move", "moves", "ball", "passing", "attack", "counter", "counter-attack", "break", "went", "moved", "involved",
			"flowed", "worked", "travelled", "traveled", "swept", "zipped":
			return true
		}
		if isBoundary(s, k) || !s.toks[k].word {
			return false
		}
	}
	return false
}

// nameStart is the first token of the words that introduce a name: "the
// Saints' left-back" in "the Saints' left-back X", "Everton's" in
// "Everton's X".
func nameStart(s *sent, m *mention) int {
	k := m.i
	for k > 0 {
		w := lo(s, k-1)
		if roleNouns[w] || descModifiers[w] || w == "the" {
			k--
			continue
		}
		if w == "'s" {
			if c := mentionAt(s.ments, k-2); c != nil && (c.kind == mClub || c.kind == mTeamRef) {
				k = c.i
				continue
			}
		}
		if c := mentionAt(s.ments, k-1); c != nil && c.kind == mClub && c.j == k {
			k = c.i
			continue
		}
		break
	}
	return k
}

// actsOf returns the deliveries a sentence tells, read once.
func (d *doc) actsOf(s *sent) []passAct {
	if a, ok := d.acts[s]; ok {
		return a
	}
	if d.acts == nil {
		d.acts = map[*sent][]passAct{}
	}
	a := d.passActs(s)
	d.acts[s] = a
	return a
}

// passersOf are the players a telling says moved the ball to the scorer, in
// order: the chain its own clause tells (within the words between the
// finishes told before and after it).
func (d *doc) passersOf(gm *goalMention) []*entity {
	if gm.scorer == nil {
		return nil
	}
	lo, hi := max(gm.lo, clauseStart(gm.s, gm.trig)), min(gm.hi, clauseEnd(gm.s, gm.trig))
	var cand []passAct
	for _, a := range d.actsOf(gm.s) {
		if a.pos >= lo && a.pos < hi {
			cand = append(cand, a)
		}
	}
	var out []*entity
	for _, a := range buildChain(gm.scorer, cand) {
		out = append(out, a.agent)
	}
	return out
}

// otherFeeders reports a telling whose move cannot be the goal's: the
// telling's last passer is none of the goal's passers, and none of the
// goal's last passers is among the telling's ("met A's cross" and "from B's
// long throw, nodded home"). A telling that leaves out a link ("A's corner
// was flicked on by B" and "stood on A's corner") still agrees.
func otherFeeders(g *goalEv, passers []*entity) bool {
	if len(g.feeders) == 0 || len(passers) == 0 || slices.Contains(g.passers, passers[len(passers)-1]) {
		return false
	}
	for _, f := range g.feeders {
		if slices.Contains(passers, f) {
			return false
		}
	}
	return true
}

// byAgent finds the player after "by" that a delivery verb at token i
// names: "assisted by X", "set up by X", "teed up by the winger".
func byAgent(s *sent, i int) *mention {
	k := i + 1
	switch lo(s, k) {
	case "up", "in", "on", "off", "out", "through":
		k++
	case "possible":
		if lo(s, i) == "made" {
			k++ // "a goal in the 65th minute, made possible by X"
		}
	}
	if lo(s, k) == "on" || lo(s, k) == "inside" || lo(s, k) == "at" || lo(s, k) == "in" {
		// "teed up on the edge of the box by X": where, then who
		for q := k + 1; q < len(s.toks) && q <= k+7; q++ {
			if lo(s, q) == "by" {
				k = q
				break
			}
			if !s.toks[q].word || mentionAt(s.ments, q) != nil {
				break
			}
		}
	}
	if lo(s, k) != "by" {
		return nil
	}
	m := mentionAfter(s, k+1)
	if m == nil || m.ent == nil || !(m.kind == mPerson || m.kind == mDesc) {
		return nil
	}
	return m
}

// linkedUp reports "linked up with": a pass there and back.
func linkedUp(s *sent, i int) bool {
	w := lo(s, i)
	return (w == "linked" || w == "linking" || w == "links") && lo(s, i+1) == "up" && lo(s, i+2) == "with"
}

// moveCastActs reads the players a move is said to have involved, in the
// order told: "a flowing move involving A, B and C ended with D firing
// home". Each passed to the next; the last to whoever the story names next.
func moveCastActs(s *sent) []passAct {
	var out []passAct
	for i := range s.toks {
		switch lo(s, i) {
		case "involving", "involved", "featuring", "including":
		default:
			continue
		}
		if !moveBefore(s, i) {
			continue
		}
		cast := coordinated(s, mentionAfter(s, i+1))
		if len(cast) < 2 {
			continue
		}
		for k, m := range cast {
			if m.ent == nil || m.poss || m.kind != mPerson && m.kind != mDesc {
				return out
			}
			a := passAct{s: s, pos: m.i, agent: m.ent, kind: "pass"}
			if k+1 < len(cast) {
				a.target = cast[k+1].ent
			}
			out = append(out, a)
		}
	}
	return out
}
