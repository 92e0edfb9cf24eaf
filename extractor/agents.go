package extractor

import (
	"strings"
)

// whoseAntecedent finds X in "X, whose strike ...".
func (d *doc) whoseAntecedent(s *sent, k int) *mention {
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		if m := mentionAt(s.ments, q); m != nil && (m.kind == mPerson || m.kind == mDesc) {
			return m
		}
	}
	return nil
}

// coordinated returns m and the mentions joined to it by "and" or commas.
func coordinated(s *sent, m *mention) []*mention {
	if m == nil {
		return nil
	}
	out := []*mention{m}
	cur := m
	for {
		k := cur.j
		if k < len(s.toks) && s.toks[k].poss {
			break
		}
		if lo(s, k) == "," && lo(s, k+1) == "and" {
			k++
		}
		if lo(s, k) != "and" && lo(s, k) != "," {
			break
		}
		nx := mentionAfter(s, k+1)
		if nx == nil || nx.kind != cur.kind && !(nx.kind == mPerson || nx.kind == mDesc) {
			break
		}
		if lo(s, k) == "," && !(lo(s, nx.j) == "," || lo(s, nx.j) == "and") || nx.ent != nil && nx.ent.manager {
			break
		}
		out = append(out, nx)
		cur = nx
	}
	return out
}

// coordinatedBack extends a subject to the mentions joined before it by
// "and": "Cucho Hernandez and Yaw Yeboah scored".
func coordinatedBack(s *sent, m *mention) []*mention {
	out := []*mention{m}
	cur := m
	for {
		b := npStart(s, cur)
		if b < 2 || lo(s, b-1) != "and" && lo(s, b-1) != "," {
			break
		}
		k := b - 2
		if lo(s, k) == "," {
			k--
		}
		p := mentionAt(s.ments, k)
		if p == nil || p.kind != m.kind || p.poss || !subjectLike(p) && !(p.gov == "with" && strings.HasSuffix(lo(s, m.j), "ing")) {
			break // but "with A and B scoring"
		}
		out = append([]*mention{p}, out...)
		cur = p
	}
	return out
}

// npStart is where the noun phrase of a person mention begins, with the
// club and role words that describe them: "(Everton's defender) Jim
// Carter", "(the Fulham winger) Dan Moss".
func npStart(s *sent, m *mention) int {
	b := descStart(s, m.i)
	if b == m.i {
		return b
	}
	if lo(s, b-1) == "'s" {
		b--
	}
	if c := mentionAt(s.ments, b-1); c != nil && c.j == b && (c.kind == mClub || c.kind == mTeamRef) {
		b = c.i
	}
	if lo(s, b-1) == "the" {
		b--
	}
	return b
}

// beneficiaryVerbs take the scorer's club as object: "put Brentford 4-2 up".
var beneficiaryVerbs = set(`put puts putting earn earned earning earns give gave giving gives send sent sending sends
	given hand handed handing lift lifted lifting fire fired firing keep kept keeping help helped helping move moved moving
	carry carried carries carrying propel propelled propels power powered powers guide guided guides guiding
	steer steered steers steering lead led leads leading`)

// sideWords follow a manager's name to mean the team: "Arteta's side".
var sideWords = set(`side men team charges squad troops women`)

var skipAdverbs = set(`then coolly calmly again initially quickly first also later finally eventually superbly
	brilliantly expertly neatly deftly emphatically clinically smartly simply easily duly promptly`)

// opponentGovs put the player after them on the other side of the duel:
// "climbed above X", "skipped past Y", "went round Z", "rounded the keeper
// to score", "beat X to the ball".
var opponentGovs = set(`above past beyond round around outjumped rounded rounding rounds beat beats beating outpaced
	outmuscled nutmegged dummied evaded sidestepped marker markers`)

var passiveAux = set(`was were been being is are get got`)

// passiveAgent finds "by X" after a passive finish: "was lashed home by X".
func (d *doc) passiveAgent(s *sent, i, n int) *mention {
	passive := false
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if passiveAux[lo(s, k)] {
			passive = true
			break
		}
		if lo(s, k) == "and" {
			// "was flicked on by Y and bundled in by Z"
			for q := k - 1; q >= 0 && q >= k-12; q-- {
				if passiveAux[lo(s, q)] && !ownerWords[lo(s, q+1)] {
					passive = true // not "got his second"
				}
			}
			break
		}
	}
	if !passive && !reducedPassive(s, i) {
		return nil
	}
	ce := clauseEnd(s, i)
	for k := i + n; k < ce && k < i+n+12; k++ {
		if lo(s, k) == "after" || lo(s, k) == "when" {
			break // "... after X's corner was glanced on by Y": another act
		}
		if lo(s, k) == "by" {
			if m := mentionAfter(s, bodyOf(s, k+1)); m != nil {
				return m
			}
			if q := shotFrom(s, k+1); q > 0 {
				if m := mentionAfter(s, q); m != nil && m.i == q {
					return m // "was beaten by a deflected shot from X"
				}
			}
		}
	}
	return nil
}

// shotFrom returns the token after "a shot from" (an article, up to two
// modifiers, a shot noun, then "from" or "by") starting at token k, or 0.
func shotFrom(s *sent, k int) int {
	if w := lo(s, k); w != "a" && w != "an" && w != "the" {
		return 0
	}
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		if shotNouns[lo(s, q)] {
			if w := lo(s, q+1); w == "from" || w == "by" {
				return q + 2
			}
			return 0
		}
		if !s.toks[q].word || s.toks[q].cap {
			return 0
		}
	}
	return 0
}

// agentLeft finds the subject of a finish at token i by walking left.
func (d *doc) agentLeft(s *sent, i int) *mention {
	if seenScoring(s, i) {
		return mentionAt(s.ments, i-1) // "watched Carter score the winner"
	}
	// "X to V" and "X, who V"
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if lo(s, k) == "to" && (lo(s, k-1) == "man" || lo(s, k-1) == "woman" || lo(s, k-1) == "one" || lo(s, k-1) == "player") && lo(s, k-2) == "the" && (lo(s, k-3) == "was" || lo(s, k-3) == "is") {
		if m := mentionAt(s.ments, k-4); m != nil && m.j == k-3 && (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) && !m.poss {
			return m // "X was the man to break the deadlock"
		}
	}
	if lo(s, k) == "to" {
		if m := mentionAt(s.ments, k-1); (m != nil && m.kind != mClub || m != nil && m.j == k) && !opponentGovs[m.gov] && m.gov != "by" && m.gov != "of" && m.gov != "from" {
			return m // not "pounced on a mistake by X to beat the keeper"
		}
		// "A set B up to fire home", "A played B in to score": B
		if w := lo(s, k-1); w == "up" || w == "in" || w == "through" || w == "clear" {
			if m := mentionAt(s.ments, k-2); m != nil && m.j == k-1 && (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) && !m.poss {
				return m
			}
		}
	}
	for q := i - 1; q >= 0 && q >= i-4; q-- {
		if lo(s, q) == "whose" {
			return d.whoseAntecedent(s, q)
		}
		if mentionAt(s.ments, q) != nil || isBoundary(s, q) {
			break
		}
	}
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.inDesc {
			continue
		}
		if m.kind == mPerson && m.ent == nil || opponentGovs[m.gov] {
			continue // "rose above X to head in": X is the defender beaten
		}
		if reducedBy(s, m) {
			return m // "a Carter free-kick, converted by Moss, gave them the lead": Moss
		}
		if lo(s, m.j) == "who" || lo(s, m.j) == "," && lo(s, m.j+1) == "who" || cleftThat(s, m) || whoAfterPlace(s, m) {
			return m
		}
		if m.poss {
			if nounAfterPoss(s, m) == "shot" {
				return m
			}
			if m.ent != nil && m.ent.manager && sideWords[lo(s, m.j+1)] && subjectLike(m) {
				return m
			}
			continue
		}
		if m.kind == mPronoun && m.s.toks[m.i].lo == "him" {
			continue
		}
		if m.kind == mPronoun && (lo(s, m.i) == "he" || lo(s, m.i) == "she") {
			return m // only a subject: "ten minutes later he hacked down X"
		}
		if subjectLike(m) || m.gov == "with" && (ingBetween(s, m.j, i) || m.j == i && strings.HasSuffix(lo(s, i), "ing")) || lo(s, m.j) == "to" && m.gov != "by" && m.gov != "of" && m.gov != "from" {
			return m
		}
	}
	return nil
}

// reducedBy reports a person named as the agent of a reduced passive
// finish: "(a free-kick), converted by (the leg of) X".
func reducedBy(s *sent, m *mention) bool {
	if m.kind != mPerson && m.kind != mDesc {
		return false
	}
	for k := m.i - 1; k >= 0 && k >= m.i-6; k-- {
		if lo(s, k) != "by" {
			continue
		}
		v := k - 1
		if w := lo(s, v); w == "in" || w == "home" || w == "away" {
			v-- // "headed in by X"
		}
		return v > 0 && passiveFinishVerbs[lo(s, v)] && reducedPassive(s, v) && mentionAfter(s, bodyOf(s, k+1)) == m
	}
	return false
}

func ingBetween(s *sent, a, b int) bool {
	for k := a; k < b && k < a+6; k++ {
		if strings.HasSuffix(lo(s, k), "ing") {
			return true
		}
	}
	return false
}

// nounAfterPoss classifies the noun owned by a possessive mention: "shot"
// for a finish, "pass" for a delivery, "" otherwise.
func nounAfterPoss(s *sent, m *mention) string {
	k := m.j
	if k < len(s.toks) && s.toks[k].poss {
		k++
	}
	for q := k; q < len(s.toks) && q <= k+4; q++ {
		w := lo(s, q)
		if w == "free" && lo(s, q+1) == "kick" {
			w, q = "free-kick", q+1 // "X's free kick was knocked down by Y"
		}
		if shotNouns[w] || selfGoalNouns[w] {
			if (w == "header" || w == "free-kick") && (passNounContext(s, m) || reachedBy(s, q) != nil) || touchedAfter(s, q) ||
				w == "header" && (lo(s, q+1) == "back" || lo(s, q+1) == "across" || lo(s, q+1) == "down") {
				// "X's header back across goal": a header played on to the scorer
				return "pass"
			}
			return "shot"
		}
		if _, ok := passNouns[w]; ok {
			return "pass"
		}
		// the owned noun ends at a preposition: "the hosts' lead with a free-kick"
		if !s.toks[q].word || isBoundary(s, q) || prepositions[w] {
			break
		}
	}
	return ""
}

func passNounContext(s *sent, m *mention) bool {
	g := lo(s, m.i-1)
	switch g {
	case "from", "meet", "met", "onto", "meeting":
		return true
	case "of":
		return lo(s, m.i-2) == "end" // "got on the end of X's free kick"
	case "converted", "headed", "nodded", "glanced", "turned", "volleyed":
		return m.kind != mPronoun // "converted X's free-kick", but "glanced her header" is her own
	case "in", "home":
		return m.kind != mPronoun && shotVerbs[lo(s, m.i-2)] // "headed in X's free kick"
	}
	return false
}

// continuationOf returns the telling a purpose clause continues: in "X's
// strike found the corner to put Portland 1-0 up", "to put" is X's goal.
func continuationOf(s *sent, out []*goalMention, i int) *goalMention {
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if lo(s, k) != "to" || len(out) == 0 {
		return nil
	}
	prev := out[len(out)-1]
	if i-prev.trigEnd > 10 || prev.s != s {
		return nil
	}
	if m := mentionAt(s.ments, k-1); m != nil && m.j == k && m.gov != "from" {
		return nil // "X to score": X is the scorer, not "an assist from X to score"
	}
	for q := prev.trigEnd; q < i; q++ {
		if isBoundary(s, q) {
			return nil
		}
		if m := mentionAt(s.ments, q); m != nil && m.i == q && (m.kind == mPerson || m.kind == mDesc) && !m.poss && subjectLike(m) {
			return nil // "Hull went ahead when X rose highest to head in": X's finish
		}
	}
	return prev
}

var ownerWords = set(`his her their its the a an`)

// cleftThat reports "it was X that ...": X is the subject of what follows.
func cleftThat(s *sent, m *mention) bool {
	w := lo(s, m.i-1)
	return lo(s, m.j) == "that" && (w == "was" || w == "is") && lo(s, m.i-2) == "it"
}

// whoAfterPlace reports "X on the left, who ...": a short place phrase
// between a name and the "who" that takes it as antecedent.
func whoAfterPlace(s *sent, m *mention) bool {
	for q := m.j; q < len(s.toks) && q <= m.j+4; q++ {
		if lo(s, q) == "," {
			return q > m.j && lo(s, q+1) == "who" && (lo(s, m.j) == "on" || lo(s, m.j) == "at" || lo(s, m.j) == "in")
		}
		if !s.toks[q].word || s.toks[q].cap || mentionAt(s.ments, q) != nil {
			return false
		}
	}
	return false
}
