package extractor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// entity is one person of the report.
type entity struct {
	id                        int
	name                      string // fullest form used
	forms                     []string
	toks                      []string // folded tokens of the fullest form
	ments                     []*mention
	manager                   bool
	referee                   bool
	absent                    bool // only named as missing, ruled out or left out
	evidence                  bool // something shows a person (not a place or a thing)
	team                      *clubEnt
	teamWhy                   int  // strength of the team evidence: 3 explicit, 2 event, 1 inferred
	teamInferred              bool // the side is the fitted decision's, not stated by the text
	lineup                    bool
	descs                     []string // descriptions that stood for the person
	nat                       string   // the country a nationality description or apposition gave
	absentVotes, presentVotes int
}

// resolve groups person mentions into entities and points descriptions,
// pronouns and team references at them.
func (d *doc) resolve() {
	var all []*mention
	for _, s := range d.sents {
		if s.headline {
			continue
		}
		for _, m := range s.ments {
			if m.kind == mPerson {
				all = append(all, m)
			}
		}
	}
	d.shortClubs()
	d.pluralPossessives()
	all = all[:0]
	for _, s := range d.sents {
		if s.headline {
			continue
		}
		for _, m := range s.ments {
			if m.kind == mPerson {
				all = append(all, m)
			}
		}
	}
	// longer names first, so that "Giovani Lo Celso" absorbs "Lo Celso"
	byLen := append([]*mention(nil), all...)
	for a := 1; a < len(byLen); a++ {
		for b := a; b > 0 && byLen[b].j-byLen[b].i > byLen[b-1].j-byLen[b-1].i; b-- {
			byLen[b], byLen[b-1] = byLen[b-1], byLen[b]
		}
	}
	for _, m := range byLen {
		if m.j-m.i > 1 {
			d.attachMulti(m)
		}
	}
	for _, m := range all {
		if m.j-m.i == 1 {
			d.attachSingle(m)
		}
	}
	for _, e := range d.persons {
		e.finishName()
		for _, m := range e.ments {
			if m.nat == "" {
				m.nat = d.roleNat(m)
			}
			if m.nat != "" && e.nat == "" {
				e.nat = m.nat
			}
		}
	}
	d.reclassifyClubs()
	d.lineups()
	for _, s := range d.sents {
		for _, m := range s.ments {
			m.gov, m.role, m.roleClub = governor(s, s.ments, m)
		}
	}
	d.classifyPersons()
	d.resolveReferences()
}

func mentionToks(m *mention) []string {
	var out []string
	for k := m.i; k < m.j; k++ {
		if m.s.toks[k].poss {
			continue
		}
		out = append(out, Fold(m.s.toks[k].s))
	}
	return out
}

// maxFuzzyPersons bounds the search for near spellings ("Mavidivi" for
// "Mavididi") so that very long texts stay linear.
const maxFuzzyPersons = 300

func (d *doc) newEntity(m *mention) *entity {
	e := &entity{id: len(d.persons), toks: mentionToks(m)}
	if len(e.toks) == 0 {
		e.toks = []string{Fold(m.surface)}
	}
	d.persons = append(d.persons, e)
	if d.byLast == nil {
		d.byLast, d.byFirst = map[string][]*entity{}, map[string][]*entity{}
	}
	n := len(e.toks)
	d.byLast[e.toks[n-1]] = append(d.byLast[e.toks[n-1]], e)
	if n > 1 {
		d.byFirst[e.toks[0]] = append(d.byFirst[e.toks[0]], e)
	}
	return e
}

func (e *entity) add(m *mention) {
	m.ent = e
	e.ments = append(e.ments, m)
	for _, f := range e.forms {
		if f == m.surface {
			return
		}
	}
	e.forms = append(e.forms, m.surface)
}

func hasSuffixToks(long, short []string) bool {
	if len(short) > len(long) || len(short) == 0 {
		return false
	}
	off := len(long) - len(short)
	for i := range short {
		if long[off+i] != short[i] {
			return false
		}
	}
	return true
}

func (d *doc) attachMulti(m *mention) {
	ft := mentionToks(m)
	for _, e := range d.byLast[ft[len(ft)-1]] {
		if strings.Join(e.toks, " ") == strings.Join(ft, " ") || hasSuffixToks(e.toks, ft) || initialOf(e.toks, ft) || initialOf(ft, e.toks) {
			e.add(m)
			return
		}
	}
	d.newEntity(m).add(m)
}

// initialOf reports a name written with an initial for its given name
// ("R Sigurdsson", "R. Sigurdsson") and the full name it shortens
// ("Ragnar Sigurdsson").
func initialOf(short, long []string) bool {
	if len(short) != 2 || len(long) < 2 || len(short[0]) != 1 && !(len(short[0]) == 2 && short[0][1] == '.') {
		return false
	}
	return short[1] == long[len(long)-1] && long[0] != "" && long[0][0] == short[0][0] && len(long[0]) > 2
}

// attachSingle links a one-word name to a fuller name with that surname (the
// most recent one when several share it), or that first name, or a near
// spelling of a surname; otherwise it starts a new entity.
func (d *doc) attachSingle(m *mention) {
	w := Fold(m.surface)
	var near []*entity
	last := d.byLast[w]
	var first []*entity
	for _, e := range d.byFirst[w] {
		if len(e.toks) > 1 && e.toks[len(e.toks)-1] != w {
			first = append(first, e)
		}
	}
	if len(last) == 0 && len(first) == 0 && len(w) >= 6 && len(d.persons) < maxFuzzyPersons {
		for _, e := range d.persons {
			n := len(e.toks)
			if n > 0 && w[0] == e.toks[n-1][0] && editDistance1(w, e.toks[n-1]) {
				near = append(near, e)
			}
		}
	}
	for _, cand := range [][]*entity{last, first, near} {
		if len(cand) == 1 {
			cand[0].add(m)
			return
		}
		if len(cand) > 1 {
			cand[mostRecent(cand, m)].add(m)
			return
		}
	}
	d.newEntity(m).add(m)
}

func mostRecent(cand []*entity, m *mention) int {
	best, bestPos := 0, -1
	for i, e := range cand {
		ms := e.ments
		if len(ms) > 64 {
			ms = ms[len(ms)-64:]
		}
		for _, o := range ms {
			if o.s.idx < m.s.idx || o.s.idx == m.s.idx && o.i < m.i {
				if p := o.s.idx*10000 + o.i; p > bestPos {
					best, bestPos = i, p
				}
			}
		}
	}
	return best
}

// editDistance1 reports whether a and b differ by at most one edit.
func editDistance1(a, b string) bool {
	if a == b {
		return true
	}
	la, lb := len(a), len(b)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && a[i] == b[i] {
		i++
	}
	switch {
	case la == lb:
		return a[i+1:] == b[i+1:]
	case la > lb:
		return a[i+1:] == b[i:]
	default:
		return a[i:] == b[i+1:]
	}
}

// finishName picks the fullest form, with all-capital words made title case.
func (e *entity) finishName() {
	best := ""
	for _, f := range e.forms {
		if utf8.RuneCountInString(f) > utf8.RuneCountInString(best) && len(strings.Fields(f)) >= len(strings.Fields(best)) {
			best = f
		}
	}
	words := strings.Fields(best)
	for i, w := range words {
		if utf8.RuneCountInString(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
			r := []rune(strings.ToLower(w))
			r[0] = unicode.ToUpper(r[0])
			words[i] = string(r)
		}
	}
	e.name = strings.Join(words, " ")
	e.toks = strings.Fields(Fold(e.name))
}

// personByToken finds a person whose surname (or first name) is the token.
func (d *doc) personByToken(lo string) *entity {
	w := Fold(lo)
	if w == "" {
		return nil
	}
	for _, e := range d.persons {
		if e.evidence && e.toks[len(e.toks)-1] == w {
			return e
		}
	}
	return nil
}

// resolveReferences points descriptions and pronouns at the person they
// stand for: a description at the nearest person before it (the same one
// every time the same description recurs), a pronoun at the nearest person
// before it who is not the object of a preposition.
func (d *doc) resolveReferences() {
	memo := map[string]*entity{}
	var recent []*mention // person-resolved mentions in text order
	for _, s := range d.sents {
		if s.headline {
			continue
		}
		for _, m := range s.ments {
			switch m.kind {
			case mPerson:
				if m.ent != nil {
					recent = append(recent, m)
				}
			case mDesc:
				if officialDesc(m) {
					continue
				}
				if keeperNouns[lo(s, m.j-1)] && (beatenGovs[m.gov] || m.gov == "past" || keeperBeatVerbs[m.gov] || liftVerbs[m.gov]) && m.j-m.i == 2 {
					continue // "drilled it beyond the keeper": the keeper beaten, not named
				}
				nat := d.descNat(m)
				sure := false // the text itself joins the description to the name
				if e := apposed(s, m); e != nil {
					m.ent, sure = e, true
				} else if p := mentionAt(s.ments, m.j); p != nil && p.i == m.j && p.kind == mPerson && p.ent != nil && !p.ent.manager {
					m.ent, sure = p.ent, true // "the Egyptian Mohamed Salah", "the veteran striker Giroud"
				} else if p := apposedAfter(s, m); p != nil {
					m.ent, sure = p, true // "the Fulham captain, Jim Carter, scored"
				} else if nat != "" {
					m.ent = d.natHolder(nat)
				}
				if m.ent == nil && captainDesc(m) {
					// "the captain" is the named captain, or (after the goals are
					// read) the scorer before; never just the last name read
					m.ent = sameSentenceNamed(recent, s)
					if m.ent == nil {
						m.ent = d.namedCaptain()
					}
					if m.ent == nil && d.finishAfter(s, m) {
						m.ent = d.ledeSubject() // "Harry Kane's late penalty won it ... the captain sent the keeper the wrong way"
					}
					if m.ent == nil {
						continue
					}
				}
				keys := descKeys(m)
				for _, k := range keys {
					if m.ent != nil {
						break
					}
					if e, ok := memo[k]; ok {
						m.ent = e
						break
					}
				}
				if m.ent == nil {
					if e := nearestNamed(recent, s, m, nat); e != nil {
						m.ent = e
						if natOnly(m) && !namedIn(recent, s, e) && !d.finishAfter(s, m) && providerAfter(s, m) {
							// "The Norwegian turned provider again": the last
							// player told passing, not the last one named
							if c := d.lastPasser(s, nat); c != nil {
								m.ent = c
							}
						}
						if natOnly(m) && !namedIn(recent, s, e) && d.finishAfter(s, m) {
							// a bare nationality ("the South Korean") scoring in
							// a new sentence stands for a player the report has
							// made known: the one it opens with, else one who
							// has scored, more often than the last one named
							if c := d.salientScorer(s, nat); c != nil {
								m.ent = c
							}
						}
					}
				}
				if m.ent != nil && nat != "" && m.ent.nat == "" && sure {
					m.ent.nat = nat
					d.noteNat(m.ent)
				}
				if m.ent != nil {
					for _, k := range keys {
						if _, ok := memo[k]; !ok {
							memo[k] = m.ent
						}
					}
				}
				if m.ent != nil {
					m.ent.evidence = true
					m.ent.addDesc(strings.ToLower(m.surface[:1]) + m.surface[1:])
					recent = append(recent, m)
				}
			case mPronoun:
				w := s.toks[m.i].lo
				// "and his", and "..., his header giving the keeper no chance"
				// (an absolute clause): the subject's, not a prepositional object's
				subj := w == "he" || w == "she" || (w == "his" || w == "her") && (lo(s, m.i-1) == "and" || lo(s, m.i-1) == ",")
				if e := passReceiver(recent, s, m); subj && e != nil {
					m.ent = e
					recent = append(recent, m)
				} else if e := nearestPerson(recent, s, subj); e != nil {
					if subj && passedBefore(recent, s, m, e) {
						// "A slid a pass through, and he slotted home": he is
						// who A passed to, told before
						if o := nearestOther(recent, s, e); o != nil {
							e = o
						}
					}
					if !subj {
						if o := deliveryOfAnother(recent, s, m, e); o != nil {
							e = o // "A burst down the left and B converted his low cross": A's cross
						}
					}
					m.ent = e
					recent = append(recent, m)
				}
			}
		}
	}
}

var prepositions = set(`by to from with for past beyond over round around against on at in into of off under
	behind onto towards toward than like after before about between via`)

// agentOfNoun reports a person named after "of", "by" or "from" as the
// maker of the goal or shot before: "it was the work of X", "a header from
// X". Such a person is who a following "he" means.
func agentOfNoun(m *mention) bool {
	s := m.s
	if m.gov != "of" && m.gov != "by" && m.gov != "from" {
		return false
	}
	n := lo(s, npStart(s, m)-2)
	return n == "work" && m.gov == "of" || m.gov != "of" && (selfGoalNouns[n] || shotNouns[n])
}

// nearestPerson looks back at most two sentences for a player.
func nearestPerson(recent []*mention, s *sent, subject bool) *entity {
	for k := len(recent) - 1; k >= 0; k-- {
		m := recent[k]
		if s.idx-m.s.idx > 2 {
			return nil
		}
		e := m.ent
		if e.manager || e.referee {
			continue
		}
		if subject && prepositions[m.gov] && m.kind != mPronoun && !agentOfNoun(m) || opponentGovs[m.gov] && m.kind != mPronoun || subject && m.s == s && fouledBy(s, m) {
			continue // "A skipped past B and his cross ...": his is A's
		}
		if subject && m.s == s && m.kind != mPronoun && !m.poss && !subjectLike(m) && passVerbs[m.gov] == "" && !deliveryVerbs[m.gov] && !receiveVerbs[m.gov] && !passParticles[m.gov] && subjectBefore(recent[:k], s) {
			continue // "A upset B when he glanced in a free-kick": he is A, the subject
		}
		return e
	}
	return nil
}

// passParticles end a phrasal verb of passing before its receiver: "picked
// out X", "played in X", "sent through X".
var passParticles = set(`out in through up clear free on`)

// subjectBefore reports a player named earlier in sentence s as a subject.
func subjectBefore(recent []*mention, s *sent) bool {
	for k := len(recent) - 1; k >= 0 && recent[k].s == s; k-- {
		if m := recent[k]; m.kind != mPronoun && !m.poss && subjectLike(m) && !m.ent.manager && !m.ent.referee {
			return true
		}
	}
	return false
}

// fouledBy reports the agent of a foul told in the passive: "was tripped
// by X", "was bundled over in the box by X".
func fouledBy(s *sent, m *mention) bool {
	if m.gov != "by" {
		return false
	}
	for k := m.i - 2; k >= 0 && k >= m.i-8; k-- {
		w := lo(s, k)
		if passiveAux[w] {
			return false
		}
		if foulVerbs[w] || w == "bundled" || w == "knocked" || w == "barged" || w == "shoved" || w == "pushed" || w == "caught" || w == "taken" || w == "floored" || w == "impeded" {
			return passiveAux[lo(s, k-1)]
		}
		if isBoundary(s, k) || lo(s, k) == "," {
			return false
		}
	}
	return false
}

// positionGroups sort the position words a report calls players by.
var positionGroups = map[string]int{
	"goalkeeper": 1, "keeper": 1, "stopper": 1, "custodian": 1,
	"defender": 2, "centre-back": 2, "center-back": 2, "centre-half": 2, "full-back": 2, "fullback": 2, "right-back": 2,
	"left-back": 2, "wing-back": 2, "sweeper": 2,
	"midfielder": 3, "playmaker": 3, "schemer": 3,
	"striker": 4, "forward": 4, "centre-forward": 4, "frontman": 4, "marksman": 4, "poacher": 4,
}

// positionsDiffer reports a description whose position word ("the striker")
// differs from the one the text gave the player ("midfielder X").
func positionsDiffer(desc *mention, e *entity) bool {
	want := 0
	for k := desc.i; k < desc.j; k++ {
		if g := positionGroups[lo(desc.s, k)]; g != 0 {
			want = g
		}
	}
	if want == 0 {
		return false
	}
	for _, m := range e.ments {
		if m.kind == mPerson && m.role != "" {
			if g := positionGroups[strings.ToLower(m.role)]; g != 0 && g != want {
				return true
			}
		}
	}
	return false
}

// passedBefore reports e, the subject of an earlier clause of the sentence,
// delivering the ball before the pronoun p: a passer does not finish his own
// pass.
// deliveryOfAnother finds whose delivery a possessive pronoun p names when
// e, the subject right before it, finishes it: in "A burst down the left
// and B converted his low cross" the cross is A's, the subject of the
// clause before. It returns nil unless the sentence names that subject.
func deliveryOfAnother(recent []*mention, s *sent, p *mention, e *entity) *entity {
	if w := lo(s, p.i); w != "his" && w != "her" {
		return nil
	}
	if kind, k := passNounAfter(s, p.j); kind == "" || kind == "header" || k > p.j+3 {
		return nil
	}
	v := lo(s, p.i-1)
	if v == "in" || v == "home" {
		v = lo(s, p.i-2)
	}
	if !shotVerbs[v] && !sureFinishVerbs[v] && v != "met" && v != "meets" {
		return nil
	}
	var subj *mention
	for _, m := range recent {
		if m.s == s && m.ent == e && m.j < p.i && m.j >= p.i-4 && subjectLike(m) {
			subj = m
		}
	}
	if subj == nil || lo(s, subj.i-1) != "and" {
		return nil // the finisher's clause must follow another's: "A ... and B converted his cross"
	}
	for k := len(recent) - 1; k >= 0; k-- {
		m := recent[k]
		if m.s != s || m.i >= subj.i || m.ent == e || m.kind != mPerson || !subjectLike(m) || m.ent.manager || m.ent.referee {
			continue
		}
		return m.ent
	}
	return nil
}

func passedBefore(recent []*mention, s *sent, p *mention, e *entity) bool {
	for _, m := range recent {
		if m.s != s || m.ent != e || m.kind != mPerson || m.poss || m.i >= p.i || !subjectLike(m) {
			continue
		}
		passed, joined := false, false
		for q := m.j; q < p.i; q++ {
			w := lo(s, q)
			if _, ok := passVerbs[w]; ok && !joined && (q == m.j || lo(s, q-1) == "and" || skipAdverbs[lo(s, q-1)]) && w != "linked" && w != "made" && w != "put" {
				passed = true // a verb of the subject's own: "A spotted his run and slid a pass through"
			}
			if w == "who" || w == "which" || passiveAux[w] {
				return false
			}
			switch w {
			case "exchanged", "combined", "one-two", "give-and-go", "return":
				return false // "A played a one-two with B and he fired": A again
			case "and", ",":
				joined = joined || passed
			}
			if isBoundary(s, q) && w != "and" {
				return false
			}
		}
		if passed && joined {
			return true
		}
	}
	return false
}

// nearestOther is the player named last before this sentence who is not e.
func nearestOther(recent []*mention, s *sent, e *entity) *entity {
	for k := len(recent) - 1; k >= 0; k-- {
		m := recent[k]
		if s.idx-m.s.idx > 2 {
			return nil
		}
		if m.s == s || m.ent == e || m.ent.manager || m.ent.referee || keeperNouns[strings.ToLower(m.role)] {
			continue
		}
		return m.ent
	}
	return nil
}

// classifyPersons decides who is a manager, a referee, absent, and whether a
// one-word name is a person at all.
func (d *doc) classifyPersons() {
	for _, e := range d.persons {
		onlyQuoted, onlyOther := true, true
		for _, m := range e.ments {
			if !m.quoted {
				onlyQuoted = false
			}
			if managerRoles[m.role] {
				e.manager = true
				if m.roleClub != nil {
					e.team, e.teamWhy = m.roleClub, 3
				}
			}
			if refereeRoles[m.role] {
				e.referee = true
			}
			if !managerRoles[m.role] && !refereeRoles[m.role] && m.roleClub != nil && e.teamWhy < 3 && (m.role != "" || lo(m.s, m.i-1) == "'s" || lo(m.s, m.j) == "(") {
				e.team, e.teamWhy = m.roleClub, 3
			}
			if m.kind != mPerson || m.role != "" || personContext(m) || m.j-m.i > 1 && !placeLike(m) {
				e.evidence = true
			}
			if !m.s.other {
				onlyOther = false
			}
		}
		if onlyQuoted && !e.manager || onlyOther {
			e.absent = true
		}
		if len(e.toks) == 1 && e.evidence && !e.manager && onlyInitial(e) && strings.HasSuffix(e.toks[0], "s") {
			e.evidence = false
		}
	}
	for _, s := range d.sents {
		d.managerPhrases(s)
		d.substitutions(s)
		d.absencePhrases(s)
	}
}

// placeLike reports a capitalised span that reads as a place or a thing:
// "in Rio de Janeiro", "the New York Red Bulls", "St Mary's".
func placeLike(m *mention) bool {
	if m.gov == "at" && atPerson(m) {
		return false // "a wild lunge at X", "a swipe at Chelsea's X"
	}
	if m.gov == "in" || m.gov == "at" || m.s.toks[m.i].lo == "st" {
		return true
	}
	return m.i > 0 && m.s.toks[m.i-1].lo == "the" && m.role == ""
}

// personContext reports whether the words around a one-word name show a person.
func personContext(m *mention) bool {
	toks := m.s.toks
	if m.gov == "said" || m.gov == "says" {
		return true
	}
	if m.gov == "by" && m.i >= 2 && strings.HasSuffix(toks[m.i-2].lo, "ed") {
		return true // "blocked by X", "fouled by X"
	}
	j := m.j
	if m.poss {
		j++
		return j < len(toks) && toks[j].word && !toks[j].cap
	}
	if j < len(toks) {
		t := toks[j]
		if t.lo == "," && j+1 < len(toks) && (toks[j+1].lo == "who" || toks[j+1].lo == "the") {
			return true
		}
		if t.word && !t.cap && (personVerbs[t.lo] || strings.HasSuffix(t.lo, "ed") && len(t.lo) > 4) {
			return true
		}
		if t.lo == "and" && j+1 < len(toks) && toks[j+1].cap {
			return true
		}
	}
	if m.i > 0 && toks[m.i-1].lo == "and" && m.i > 1 && toks[m.i-2].cap {
		return true
	}
	return false
}

var personVerbs = set(`was is has had scored scores made makes put puts won wins hit hits shot shoots struck saw sees
	came comes found finds got gets went goes took takes gave gives kept keeps left leads led ran runs played plays
	also then again said says added adds headed heads fired fires netted nets tapped slotted curled converted
	thought tested saved saves threatened should could would will can did does doubled levelled equalised
	equalized restored reduced halved sealed opened produced set sent swept rose rounded broke crossed squared
	picked dribbled slipped lost held brought received missed spurned flashed smacked stepped coolly calmly
	then initially quickly now`)

// managerPhrases marks "X's side", "X's men", "X's team" as managers.
func (d *doc) managerPhrases(s *sent) {
	for _, m := range s.ments {
		if m.kind == mPerson && m.ent != nil && !m.poss {
			appositiveRole(s, m)
		}
		if m.kind != mPerson || m.ent == nil || !m.poss {
			continue
		}
		k := m.j + 1
		if k < len(s.toks) {
			switch s.toks[k].lo {
			case "side", "men", "team", "charges", "squad", "troops", "women":
				m.ent.manager = true
				m.ent.evidence = true
			}
		}
	}
}

// appositiveRole reads a manager's or referee's role told after the name:
// "Thomas Frank, the Brentford head coach, said", "Michael Oliver, the
// referee, waved play on", "Rob Edwards, Luton's manager,".
func appositiveRole(s *sent, m *mention) {
	k := m.j
	if lo(s, k) != "," {
		return
	}
	k++
	if lo(s, k) == "the" {
		k++
	}
	var club *clubEnt
	for _, c := range s.ments {
		if c.i == k && c.kind == mClub { // a description "the Arsenal manager" holds the club
			club, k = c.club, c.j
			if k < len(s.toks) && s.toks[k].poss {
				k++
			}
			break
		}
	}
	if lo(s, k) == "head" || lo(s, k) == "interim" || lo(s, k) == "caretaker" {
		k++
	}
	role := lo(s, k)
	end := lo(s, k+1)
	if club != nil && roleNouns[role] && !managerRoles[role] && !refereeRoles[role] && (end == "," || end == "." || end == "" || end == ";") {
		if m.ent.teamWhy < 3 {
			m.ent.team, m.ent.teamWhy = club, 3 // "X, Everton's captain, ..."
		}
		return
	}
	if !managerRoles[role] && !refereeRoles[role] {
		return
	}
	if end != "," && end != "." && end != "" && end != ";" {
		return // "X, the manager's son"
	}
	if refereeRoles[role] {
		m.ent.referee = true
		return
	}
	m.ent.manager, m.ent.evidence = true, true
	if club != nil && m.ent.teamWhy < 3 {
		m.ent.team, m.ent.teamWhy = club, 3
	}
}

// absencePhrases marks persons named only as absent: "ruled out", "missing X",
// "without X", "ahead of X", "deprived of X".
func (d *doc) absencePhrases(s *sent) {
	toks := s.toks
	for k, m := range s.ments {
		if m.kind != mPerson || m.ent == nil {
			continue
		}
		absent := false
		switch m.gov {
		case "missing", "without":
			absent = true
		case "of":
			if m.i >= 2 && (toks[m.i-2].lo == "ahead" || toks[m.i-2].lo == "deprived") {
				absent = true
			}
		case "replaced":
			absent = !m.ent.manager && !substitutedOff(s, m)
		case "for":
			absent = m.i >= 2 && toks[m.i-2].lo == "in"
		}
		// a coordinated group before "ruled out" / "sidelined"
		end := k
		for end+1 < len(s.ments) && s.ments[end+1].i == s.ments[end].j+1 && (toks[s.ments[end].j].lo == "and" || toks[s.ments[end].j].lo == ",") {
			end++
		}
		after := s.ments[end].j
		if after+1 < len(toks) && (toks[after].lo == "ruled" && toks[after+1].lo == "out" ||
			toks[after].lo == "sidelined" || toks[after].lo == "were" && toks[after+1].lo == "missing") {
			absent = true
		}
		if absent && !m.ent.lineup {
			m.ent.absentVotes++
		} else {
			m.ent.presentVotes++
		}
	}
}

// descKeys are the words of a description that identify a person when
// repeated: its nationality, its role noun, its club ("the Italian
// substitute" and later "the Italian" are one person).
func descKeys(m *mention) []string {
	var words []string
	role := false
	for k := m.i + 1; k < m.j; k++ {
		w := m.s.toks[k].lo
		if descModifiers[w] || w == "man" || w == "player" {
			continue
		}
		if roleNouns[w] {
			role = true
		}
		words = append(words, w)
	}
	if len(words) == 0 {
		return []string{Fold(m.surface)}
	}
	out := []string{strings.Join(words, " ")}
	if role && len(words) > 1 {
		out = append(out, words...)
	}
	return out
}

// officialDesc reports descriptions of officials and managers ("the
// referee", "the Leeds boss"), which never stand for a player.
func officialDesc(m *mention) bool {
	for k := m.i + 1; k < m.j; k++ {
		if w := m.s.toks[k].lo; refereeRoles[w] || managerRoles[w] {
			return true
		}
	}
	return false
}

// nearestNamed is the last player named (not a pronoun) in the last two
// sentences: what a description such as "the Belgian" points back to.
// A possessor ("X's pass") is passed over for a player named plainly.
var beatenGovs = set(`past beyond round over`)

// keeperBeatVerbs take the keeper a scorer beat as their object: "beat the
// keeper", "rounded the goalkeeper".
var keeperBeatVerbs = set(`beat beats beating rounded rounds rounding outfoxed wrong-footed deceived`)

func nearestNamed(recent []*mention, s *sent, desc *mention, nat string) *entity {
	newSubject := desc != nil && desc.i > 0 && lo(s, desc.i-1) == "and" || desc != nil && lo(s, desc.i-1) == "the" && lo(s, desc.i-2) == "and"
	answers := desc != nil && answersGoal(s, desc.j)
	for _, pass := range []struct {
		back      int
		allowPoss bool
	}{{0, true}, {1, false}, {1, true}, {2, true}} {
		allowPoss := pass.allowPoss
		for k := len(recent) - 1; k >= 0; k-- {
			m := recent[k]
			if s.idx-m.s.idx > pass.back {
				break
			}
			if m.kind == mPronoun || m.ent.manager || m.ent.referee || m.poss && !allowPoss || nat != "" && m.ent.nat != "" && m.ent.nat != nat {
				continue
			}
			if pass.back == 1 && beatenGovs[m.gov] {
				continue // the keeper beaten or the defender passed is seldom described next
			}
			if m.s != s && inFoul(m.s, m) {
				continue // "after X had fouled Y. The winger levelled": neither
			}
			if m.s != s && answers && scoredIn(m) {
				continue // "X scored. The winger levelled": not X
			}
			if m.j-m.i == 1 && (m.gov == "in" || m.gov == "at") && len(m.ent.ments) == 1 {
				continue // "won in Turin": a place, not a person to describe
			}
			if m.s == s && fouledBy(s, m) {
				continue // "X was bundled over by Y, and the Serbian converted": not Y
			}
			if desc != nil && positionsDiffer(desc, m.ent) {
				continue // "Southampton midfielder X ... the striker": not X
			}
			if newSubject && m.s == s && m.gov == "by" && passiveBefore(s, m.i-2) && passBetween(s, max(0, m.i-5), m.i) {
				continue // "X was played in by Y and the striker finished": Y passed
			}
			if newSubject && m.s == s && oneTwoBetween(s, desc.i) && !(subjectLike(m) && !m.poss) {
				continue // "A played a one-two with B and the striker finished": A got it back
			}
			if desc != nil && m.s == s && !newSubject && subjectLike(m) && !m.poss && passBetween(s, m.j, desc.i) && passTarget(s, desc) {
				continue // "A slid a pass into the path of the Belgian": not A
			}
			if desc != nil && m.s == s && !newSubject && subjectLike(m) && !m.poss && desc.i > m.j && clauseStart(s, desc.i) <= m.i && descClubIn(s, desc) && objectOfAttempt(s, desc) {
				continue // "A tested the Everton keeper": the keeper is not A
			}
			if newSubject && m.s == s && subjectLike(m) && !m.poss && (clauseStart(s, m.i) == m.i || m.gov == ",") && passBetween(s, m.j, desc.i) && !passiveAux[lo(s, m.j)] && !oneTwoBetween(s, desc.i) {
				// "A played the ball through and the striker finished": a
				// reporter names A's next act with "he", so the description
				// is someone else
				continue
			}
			return m.ent
		}
	}
	return nil
}

var subVerbs = set(`bringing brought brings bring took taking hauled hauling introduced introducing replaced withdrew withdrawing`)

// substitutedOff reports the object of "replaced" taken off in the match,
// not left out of it: "Fulham replaced X with Y", "Y replaced X on the
// hour", "Y replaced X at half-time" (but "Y replaced the injured X", "Z,
// who replaced X earlier this season").
func substitutedOff(s *sent, m *mention) bool {
	if lo(s, m.j) == "with" {
		if o := mentionAt(s.ments, m.j+1); o != nil && o.kind == mPerson && o.i == m.j+1 {
			return true
		}
	}
	for _, t := range s.minutes {
		if t.i >= m.j && t.i <= m.j+3 {
			return true
		}
	}
	w, x := lo(s, m.j+1), lo(s, m.j+2)
	return lo(s, m.j) == "at" && (w == "half-time" || w == "halftime" || w == "the" && (x == "break" || x == "interval"))
}

// substitutions marks who makes a substitution as a manager: "X made a bold
// change, bringing A and B on for C".
func (d *doc) substitutions(s *sent) {
	for i := range s.toks {
		if !subVerbs[lo(s, i)] || s.toks[i].quoted {
			continue
		}
		obj := mentionAfter(s, i+1)
		if lo(s, i+1) == "on" || lo(s, i+1) == "off" {
			obj = mentionAfter(s, i+2)
		}
		if obj == nil || obj.kind != mPerson || obj.ent == nil {
			continue
		}
		// "on" or "off" as the verb's particle, not a time ("replaced X
		// on the hour"); "replaced X with Y" is a manager's change, "Y
		// replaced X" a player's
		particle := func(k int) bool {
			return (lo(s, k) == "on" || lo(s, k) == "off") && !timeAt(s.minutes, k) && lo(s, i) != "replaced"
		}
		onOff := particle(i + 1)
		for _, m := range coordinated(s, obj) {
			if k := m.j; particle(k) || particle(k+1) || lo(s, i) == "replaced" && lo(s, k) == "with" && mentionAt(s.ments, k+1) != nil {
				onOff = true
			}
		}
		if !onOff {
			continue
		}
		if a := d.agentLeft(s, i); a != nil && a.kind == mPerson && a.ent != nil && a.ent != obj.ent && subjectLike(a) {
			a.ent.manager = true
			a.ent.evidence = true
		}
	}
}

// onlyInitial reports a one-word name seen only as a sentence's first word
// with nothing else showing a person: "Analysts had expected ...".
func onlyInitial(e *entity) bool {
	for _, m := range e.ments {
		if m.i != 0 || m.kind != mPerson || m.role != "" || m.poss {
			return false
		}
	}
	return true
}

// addDesc records a description the report used for the person ("the
// Italian"), kept as an alias.
func (e *entity) addDesc(d string) {
	for _, o := range e.descs {
		if o == d {
			return
		}
	}
	e.descs = append(e.descs, d)
}

// passBetween reports a pass told between tokens a and b: "A threaded a pass
// through and the striker ..." (A's next act would be told with "he").
func passBetween(s *sent, a, b int) bool {
	for k := a; k < b && k < len(s.toks); k++ {
		w := lo(s, k)
		if _, ok := passVerbs[w]; ok {
			return true
		}
		if _, ok := passNouns[w]; ok {
			return true
		}
	}
	return false
}

// apposed returns the person a description stands beside: "Salah, the
// Egyptian, ..." (the name, a comma, the description).
func apposed(s *sent, m *mention) *entity {
	if m.i < 2 || lo(s, m.i-1) != "," {
		return nil
	}
	p := mentionAt(s.ments, m.i-2)
	if p == nil || p.kind != mPerson || p.ent == nil || p.poss || p.j != m.i-1 || p.ent.manager {
		return nil
	}
	return p.ent
}

// apposedAfter is the person a description is set beside after a comma,
// the name closed by another comma or a verb: "the Fulham captain, Jim
// Carter, scored", "the visitors' top scorer, Carter headed in".
func apposedAfter(s *sent, m *mention) *entity {
	if lo(s, m.j) != "," {
		return nil
	}
	p := mentionAt(s.ments, m.j+1)
	if p == nil || p.i != m.j+1 || p.kind != mPerson || p.ent == nil || p.poss || p.ent.manager {
		return nil
	}
	if w := lo(s, p.j); w == "," && lo(s, p.j+1) != "and" || w != "and" && w != "or" && p.j < len(s.toks) && s.toks[p.j].word && !s.toks[p.j].cap {
		return p.ent
	}
	return nil
}

// captainDesc reports a description that is only the captaincy: "the
// captain", "the skipper", "the France captain".
func captainDesc(m *mention) bool {
	head := m.s.toks[m.j-1].lo
	return head == "captain" || head == "skipper"
}

// namedCaptain is the one person the report calls captain ("captain X",
// "X, the skipper"), or nil.
func (d *doc) namedCaptain() *entity {
	if d.captainRead {
		return d.captain
	}
	d.captainRead = true
	for _, e := range d.persons {
		for _, m := range e.ments {
			if m.role == "captain" || m.role == "skipper" {
				if d.captain != nil && d.captain != e {
					d.captain = nil
					return nil
				}
				d.captain = e
			}
		}
	}
	return d.captain
}

// sameSentenceNamed is the last player named plainly earlier in the sentence:
// "Vitinha's ball found X, and the captain volleyed in" (X).
func sameSentenceNamed(recent []*mention, s *sent) *entity {
	for k := len(recent) - 1; k >= 0 && recent[k].s == s; k-- {
		m := recent[k]
		if m.kind == mPronoun || m.poss || m.ent.manager || m.ent.referee || beatenGovs[m.gov] || inFoul(s, m) {
			continue
		}
		return m.ent
	}
	return nil
}

// descNat is the country a description's nationality word names ("the
// South Korean" -> South Korea), or "".
func (d *doc) descNat(m *mention) string {
	for k := m.i + 1; k < m.j; k++ {
		if k+1 < m.j {
			if c, ok := d.lex.Nationality(m.s.toks[k].s + " " + m.s.toks[k+1].s); ok {
				return c
			}
		}
		if c, ok := d.lex.Nationality(m.s.toks[k].s); ok && m.s.toks[k].cap {
			return c
		}
	}
	return ""
}

// roleNat is the nationality among the words that describe a person before
// a role noun: "their Czech captain X", "Brazilian midfielder X", "the
// Swedish defender X".
func (d *doc) roleNat(m *mention) string {
	s := m.s
	k := m.i - 1
	role := false
	for k >= 0 && k >= m.i-5 {
		t := s.toks[k]
		switch {
		case roleNouns[t.lo] || strings.HasSuffix(t.lo, "-year-old"):
			role = true
		case role && t.cap && t.word:
			if c, ok := d.lex.Nationality(t.s); ok {
				if _, club := d.lex.Club(t.s); !club {
					return c
				}
			}
		case t.lo == "the" || t.lo == "a" || t.lo == "an" || descModifiers[t.lo] || possDeterminers[t.lo]:
		default:
			return ""
		}
		k--
	}
	return ""
}

// natHolder is the one player the report has given nationality c, or nil.
func (d *doc) natHolder(c string) *entity {
	if d.natHolders == nil {
		d.natHolders = map[string]*entity{}
		d.natShared = map[string]bool{}
		for _, e := range d.persons {
			if e.nat != "" && !e.manager {
				d.noteNat(e)
			}
		}
	}
	if d.natShared[c] {
		return nil
	}
	return d.natHolders[c]
}

// noteNat records e's nationality for natHolder.
func (d *doc) noteNat(e *entity) {
	if d.natHolders == nil {
		return // not asked yet: natHolder reads every person when first asked
	}
	if h, ok := d.natHolders[e.nat]; ok && h != e {
		d.natShared[e.nat] = true
	}
	d.natHolders[e.nat] = e
}

// natOnly reports a description that is a nationality and nothing more:
// "the Norwegian", "the South Korean".
func natOnly(m *mention) bool {
	for k := m.i + 1; k < m.j; k++ {
		if !m.s.toks[k].cap {
			return false
		}
	}
	return m.j-m.i >= 2
}

// namedIn reports whether e is named earlier in sentence s.
func namedIn(recent []*mention, s *sent, e *entity) bool {
	for k := len(recent) - 1; k >= 0 && recent[k].s == s; k-- {
		if recent[k].ent == e {
			return true
		}
	}
	return false
}

// ledeSubject is the player the report opens with: the first words of its
// first sentence after the title ("X inspired ...", "X's free kick settled
// ..."), or nil.
func (d *doc) ledeSubject() *entity {
	for _, s := range d.sents {
		if s.headline {
			continue
		}
		if len(s.ments) == 0 {
			return nil
		}
		m := s.ments[0]
		if m.kind != mPerson || m.ent == nil || m.ent.manager || m.ent.referee || m.quoted {
			return nil
		}
		// "X inspired ...", or "A late equaliser from X earned ..."
		if m.i == 0 || (m.gov == "from" || m.gov == "by") && m.i >= 2 && selfGoalNouns[lo(s, m.i-2)] {
			return m.ent
		}
		return nil
	}
	return nil
}

// finishAfter reports a finish told in the clause right after mention m.
func (d *doc) finishAfter(s *sent, m *mention) bool {
	ce := clauseEnd(s, m.j)
	for k := m.j; k < ce && k < m.j+8; k++ {
		if kind, n := d.trigger(s, k); kind == tActive && !negated(s, k, k+n) && !foulAct(s, k) {
			return true
		}
	}
	return false
}

// salientScorer is the player a bare nationality most likely stands for
// when it scores: the one the report opens with, else the last player told
// scoring before sentence s, if their nationality does not differ.
func (d *doc) salientScorer(s *sent, nat string) *entity {
	fits := func(e *entity) bool { return e != nil && (e.nat == "" || e.nat == nat) && !e.manager && !e.referee }
	if lede := d.ledeSubject(); fits(lede) {
		return lede
	}
	for k := s.idx - 1; k >= 0 && k >= s.idx-12; k-- {
		p := d.sents[k]
		if p.headline || p.other {
			continue
		}
		for i := len(p.toks) - 1; i >= 0; i-- {
			kind, n := d.trigger(p, i)
			if kind != tActive || negated(p, i, i+n) || foulAct(p, i) {
				continue
			}
			if a := d.agentLeft(p, i); a != nil && a.kind != mClub && a.kind != mTeamRef && fits(a.ent) {
				return a.ent
			}
		}
	}
	return nil
}

// passReceiver finds C in "B nods it down for C and he lashes it in": a
// subject pronoun after "and" right after a pass to a player is that player.
func passReceiver(recent []*mention, s *sent, p *mention) *entity {
	if lo(s, p.i-1) != "and" || len(recent) == 0 {
		return nil
	}
	m := recent[len(recent)-1]
	if m.s != s || m.kind != mPerson || m.poss || m.j != p.i-1 || m.gov != "for" && m.gov != "to" {
		return nil
	}
	if !passBetween(s, clauseStart(s, m.i), m.i) {
		return nil
	}
	return m.ent
}

// oneTwoBetween reports a one-two told within a few words before token k.
func oneTwoBetween(s *sent, k int) bool {
	for q := k - 1; q >= 0 && q >= k-8; q-- {
		if w := lo(s, q); w == "one-two" || w == "give-and-go" {
			return true
		}
	}
	return false
}

// passTarget reports a description that receives a pass: "into the path of
// the Belgian", "a pass to the striker", "crossed for the Dutchman".
func passTarget(s *sent, desc *mention) bool {
	switch lo(s, desc.i-1) {
	case "to", "for", "found", "picked", "released", "fed":
		return true
	case "of":
		return lo(s, desc.i-2) == "path"
	}
	return false
}

// providerAfter reports a description that delivers the ball in its own
// clause: "the Norwegian turned provider", "the Dane swung in a corner".
func providerAfter(s *sent, m *mention) bool {
	if lo(s, m.j) == "turned" && lo(s, m.j+1) == "provider" {
		return true
	}
	k := m.j
	for skipAdverbs[lo(s, k)] {
		k++
	}
	kind, ok := passVerbs[lo(s, k)]
	return ok && kind != "" && deliveryAfter(s, k)
}

// lastPasser is the player told delivering the ball last in the three
// sentences before s, if their nationality does not differ.
func (d *doc) lastPasser(s *sent, nat string) *entity {
	for k := s.idx - 1; k >= 0 && k >= s.idx-3; k-- {
		p := d.sents[k]
		if p.headline || p.other {
			continue
		}
		acts := d.passActs(p)
		for a := len(acts) - 1; a >= 0; a-- {
			e := acts[a].agent
			if e != nil && !e.manager && (e.nat == "" || e.nat == nat) {
				return e
			}
		}
	}
	return nil
}

// inFoul reports a player who commits or suffers a foul told in the
// sentence: "X tripped Y", "after X had brought down Y".
func inFoul(s *sent, m *mention) bool {
	if foulVerbs[lo(s, m.i-1)] || foulShotVerbs[lo(s, m.i-1)] || (lo(s, m.i-1) == "down" || lo(s, m.i-1) == "over") && (foulVerbs[lo(s, m.i-2)] || foulShotVerbs[lo(s, m.i-2)]) {
		return true
	}
	k := m.j
	if lo(s, k) == "had" {
		k++
	}
	return foulVerbs[lo(s, k)] || foulShotVerbs[lo(s, k)]
}

// answersGoal reports a levelling or reply told right after token k: "the
// winger levelled", "the striker pulled one back".
func answersGoal(s *sent, k int) bool {
	for skipAdverbs[lo(s, k)] {
		k++
	}
	switch lo(s, k) {
	case "levelled", "leveled", "equalised", "equalized", "replied", "responded", "reduced", "halved":
		return true
	case "pulled", "got", "hit", "struck":
		return lo(s, k+1) == "one" || lo(s, k+1) == "back"
	}
	return false
}

// scoredIn reports a player told scoring in the mention's own sentence: the
// subject of a finish there ("X converted from the spot").
func scoredIn(m *mention) bool {
	s := m.s
	for k := m.j; k < len(s.toks) && k <= m.j+6; k++ {
		switch lo(s, k) {
		case "scored", "converted", "netted", "fired", "headed", "struck", "slotted", "finished", "opened", "put":
			return true
		}
		if isBoundary(s, k) || lo(s, k) == "after" {
			return false
		}
	}
	return false
}

// atPersonWords aim an act at a person: "a lunge at X", "lashed out at X".
var atPersonWords = set(`lunge lunges lunged lunging challenge swipe swiped kick kicked kicking swing swung aimed
	directed shouted gestured pointed waved lashed raged screamed swore jumped flew barged pushed hacked clattered
	tackle tackled dive dived snapped`)

// atPerson reports a name after "at" that is a person: the act before "at"
// aims at someone, or a club's possessive or a role introduces the name
// ("at Chelsea's X").
func atPerson(m *mention) bool {
	k := nameStart(m.s, m)
	if k < m.i && (lo(m.s, k) != "the" || k+1 < m.i) {
		return true
	}
	q := k - 2 // the word before "at"
	if lo(m.s, q) == "out" {
		q--
	}
	return atPersonWords[lo(m.s, q)]
}

// descClubIn reports a description that names a club: "the Everton keeper".
func descClubIn(s *sent, desc *mention) bool {
	for _, c := range s.ments {
		if c.kind == mClub && c.i >= desc.i && c.j <= desc.j {
			return true
		}
	}
	return false
}

// objectOfAttempt reports a description told as what an attempt was aimed
// at: "tested the Everton keeper", "fired past the Fulham goalkeeper".
func objectOfAttempt(s *sent, desc *mention) bool {
	w := lo(s, desc.i-1)
	return testVerbs[w] || shotVerbs[w] || w == "past" || w == "beyond" || w == "from" || w == "against" || w == "round" || w == "around"
}
