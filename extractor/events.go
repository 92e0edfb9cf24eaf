package extractor

import (
	"regexp"
	"strings"
)

// goalEv is one goal, built from every sentence that tells of it.
type goalEv struct {
	scorer   *entity
	team     *clubEnt
	minute   *minuteExpr
	kind     string // "" (open play), penalty, own_goal, direct_free_kick
	open     bool   // the text shows an open-play finish (strike, header, cross)
	ordinal  int    // the scorer's n-th goal ("his third"), 0 if unknown
	sideOrd  int    // the side's n-th goal ("scored the second"), 0 if unknown
	score    string // the scoreline it made ("2-1"), "" if unknown
	ments    []*goalMention
	chain    []*entity
	kinds    []string
	order    int
	phase    int              // the part of the match its tellings place it in (matchPhase)
	estimate float64          // minute used to put goals without one in match order
	sents    map[*sent]bool   // sentences telling this goal
	classes  map[string]bool  // what its tellings say it did to the score
	spans    map[*sent][2]int // the tokens its tellings take in each sentence
	passers  []*entity        // who its tellings say moved the ball to the scorer
	feeders  []*entity        // the last of them in each telling
	win      window           // the stretch of the match its tellings place it in
	body     string           // "head" or "foot", as its tellings say
	fresh    bool             // added by the decision, not read by the rules
	// retold: added for a count ("his second of the game") from a sentence
	// that already tells one of the scorer's goals, so nothing of that
	// sentence (minute, passes) is its own
	retold bool
	listed bool // a scorers block or result line lists it: the decision keeps it
}

// goalMention is one sentence's telling of a goal.
type goalMention struct {
	s       *sent
	trig    int // token where the finish is told
	trigEnd int
	agent   *mention
	scorer  *entity
	team    *clubEnt
	teamRef string
	kind    string
	open    bool
	minute  *minuteExpr
	ordinal int
	sideOrd int // the side's n-th goal: "scored the second", "headed a third"
	score   string
	newGoal bool      // a second finish by the same scorer in one sentence ("and then")
	manager *entity   // the manager whose side scored ("Arteta's side levelled")
	class   string    // what the finish did to the score: first, lead, restore, double, level, reduce
	count   int       // goals the telling counts: "scored twice" 2, "a hat-trick" 3
	phase   int       // the part of the match the telling places it in, for goals with no minute: see matchPhase
	lo, hi  int       // tokens between the finishes told before and after it in its sentence
	passers []*entity // who the telling says moved the ball to the scorer
	win     window    // the stretch of the match its words place it in
	again   bool      // told as the scorer's next goal: "struck again", "found the net again"
	body    string    // "head" or "foot" when the telling says which the finish was struck with
	listed  bool      // a list of scorers with their minutes gives it: "Kemp (12, 40)"
	// times are the times the telling lists for the scorer's goals, in
	// order: "scored in the 23rd and 45th minutes"
	times []*minuteExpr
}

// teamEv is a goal told only by the club that scored it: "Ajax equalised in
// the 17th minute". The next sentences usually name the scorer.
type teamEv struct {
	class   string
	manager *entity
	s       *sent
	club    *clubEnt
	ref     string
	minute  *minuteExpr
	penalty bool
	used    bool
	heading bool // the goal is the sentence's subject and its account follows in the paragraph
}

// cardEv is one card shown.
type cardEv struct {
	player *entity
	color  string
	minute *minuteExpr
	s      *sent
	second bool // a second yellow
}

var negCues = set(`unable failed fail efforts attempt attempting attempted tried trying could should would almost nearly
	thought denied not never bid bids chance chances opportunity opportunities spurned missed wasted inches hoping hoped looked looking
	threatened threatening threatens`)

var afterNegCues = set(`offside disallowed chalked overturned wide saved blocked cancelled`)

// passBefore reports a pass told before token k: "took a pass from B and
// beat the keeper from 12 yards" is no penalty.
func passBefore(s *sent, k int) bool {
	for q := 0; q < k; q++ {
		if kind, ok := passNouns[lo(s, q)]; ok && kind != "header" && lo(s, q) != "ball" {
			return true
		}
	}
	return false
}

// cancelledOut reports "cancelled out" at token i: a goal answered by
// another, not a goal ruled out.
func cancelledOut(s *sent, i int) bool {
	return (s.toks[i].lo == "cancelled" || s.toks[i].lo == "canceled") && i+1 < len(s.toks) && s.toks[i+1].lo == "out"
}

// woodwork reports the frame of the goal at token i, struck and not gone
// in: "came back off the bar", "hit the post" (not "off the post and in").
func woodwork(s *sent, i int) bool {
	if !butMissCues[lo(s, i)] || lo(s, i-1) != "the" {
		return false
	}
	switch lo(s, i-2) {
	case "off", "hit", "hits", "struck", "strikes", "against", "rattled", "rattles", "clipped":
	default:
		return false
	}
	if lo(s, i-3) == "in" || lo(s, i-3) == "home" {
		return false // "went in off the post", "bundled home off the bar"
	}
	switch lo(s, i+1) {
	case "into":
		return false // "off the bar into the net"
	case "in":
		if w := lo(s, i+2); w != "the" && w != "a" && w != "stoppage" && w != "added" {
			return false // "off the post in", not "off the bar in the 7th minute"
		}
	case "and":
		for q := i + 2; q < len(s.toks) && q <= i+5; q++ {
			if w := lo(s, q); w == "in" || w == "into" || w == "net" || w == "line" {
				return false // "hit the post and went in"
			}
		}
	}
	return true
}

// butMissCues after "but" tell the attempt did not go in: "but the ball came
// back off the bar" (see sameAttempt).
var butMissCues = set(`bar crossbar post woodwork upright`)

// sameAttempt reports words at token k that take up the attempt just told:
// "it", "the ball", "his effort" (not "but Fulham hit the post").
func sameAttempt(s *sent, k int) bool {
	switch lo(s, k) {
	case "it":
		return true
	case "the", "his", "her":
		w := lo(s, k+1)
		return w == "ball" || shotNouns[w] || w == "attempt"
	}
	return false
}

// findEvents reads goals and cards from every sentence, then merges the
// tellings of each goal.
func (d *doc) findEvents() {
	var all []*goalMention
	shootPara := -1   // the paragraph telling a penalty shoot-out, once it names one
	clubTold := false // the sentence before told a goal by its club alone
	for _, s := range d.sents {
		if s.other || s.headline {
			clubTold = false
			continue
		}
		gms := d.goalMentions(s)
		if len(gms) == 0 && clubTold {
			gms = d.contactScorer(s) // "Everton went ahead on 23 minutes. Carter rose highest to meet a corner."
		}
		clubTold = clubOnlyGoal(s, gms)
		if clubTold && len(gms) > 0 {
			// "X rose highest over his marker and England took the lead on 18 minutes"
			if more := d.contactWithin(s); len(more) > 0 {
				gms, clubTold = append(gms, more...), false
			}
		}
		if shootPara == s.para && len(s.minutes) == 0 {
			gms = dropShootoutKicks(s, gms)
		}
		for k := range s.toks {
			if w := lo(s, k); w == "shoot-out" || w == "shootout" {
				shootPara = s.para
			}
		}
		for _, gm := range gms {
			if gm.scorer == nil && gm.agent.kind == mDesc && gm.agent.ent == nil && captainDesc(gm.agent) {
				gm.scorer = lastScorer(all) // "the captain then won it": the scorer told before
			}
		}
		all = append(all, gms...)
		d.cardMentions(s)
	}
	d.goalList(&all)
	for _, s := range d.sents {
		if !s.other {
			all = append(all, d.resultLineGoals(s)...)
		}
	}
	d.mergeGoals(all)
	d.chainGoals()
	d.reactionManagers()
}

// dropShootoutKicks drops the kicks a shoot-out paragraph lists: "A, B and
// C converted for the home side" after "Flamengo went first in the
// shoot-out".
func dropShootoutKicks(s *sent, gms []*goalMention) []*goalMention {
	out := gms[:0]
	for _, gm := range gms {
		listed := 0
		for _, o := range gms {
			if o.trig == gm.trig {
				listed++
			}
		}
		w := lo(s, gm.trig)
		if listed > 1 || w == "converted" || w == "converts" || w == "scored" && listed > 1 {
			continue
		}
		out = append(out, gm)
	}
	return out
}

// reactionVerbs follow a manager reacting to the match: "X admitted",
// "Y praised his players", "Z was delighted".
var reactionVerbs = set(`said says admitted admits praised praises hailed hails felt feels insisted insists believed
	believes called calls described describes lamented laments bemoaned reflected told tells saluted applauded
	urged warned accepted declared paid`)

var reactionStates = set(`delighted pleased frustrated disappointed happy proud satisfied left full less more unhappy
	furious thrilled content upbeat`)

// reactionManagers marks as a manager a person the report names only to
// react to the match ("Eddie Howe admitted his side had been second best",
// "Pep Guardiola was left frustrated", "... ," said X) and never in play: no
// goal, pass, card or role of a player.
func (d *doc) reactionManagers() {
	inPlay := map[*entity]bool{}
	for _, g := range d.goals {
		inPlay[g.scorer] = true
		for _, p := range g.chain {
			inPlay[p] = true
		}
	}
	for _, c := range d.cards {
		inPlay[c.player] = true
	}
	for _, e := range d.persons {
		if e.manager || e.referee || inPlay[e] || len(e.ments) == 0 {
			continue
		}
		reacts := true
		for _, m := range e.ments {
			if m.kind != mPerson || m.role != "" && !managerRoles[m.role] || !reactionAfter(m) {
				reacts = false
				break
			}
		}
		if reacts {
			e.manager, e.evidence = true, true
		}
	}
}

// reactionAfter reports a mention that is the subject of a reaction ("X
// admitted", "X was left frustrated") or the speaker after a quotation
// ("..., said X").
func reactionAfter(m *mention) bool {
	s := m.s
	if (m.gov == "said" || m.gov == "says") && !m.poss {
		return true
	}
	if m.poss || !subjectLike(m) {
		return false
	}
	k := m.j
	if lo(s, k) == "," {
		return false
	}
	for skipAdverbs[lo(s, k)] || lo(s, k) == "afterwards" || lo(s, k) == "later" {
		k++
	}
	if reactionVerbs[lo(s, k)] {
		return true
	}
	if lo(s, k) == "was" || lo(s, k) == "is" {
		return reactionStates[lo(s, k+1)]
	}
	return false
}

// clauseStart returns the first token of the clause holding token k.
func clauseStart(s *sent, k int) int {
	for i := k - 1; i >= 0; i-- {
		if s.isBound(i) {
			return i + 1
		}
	}
	return 0
}

func clauseEnd(s *sent, k int) int {
	for i := k + 1; i < len(s.toks); i++ {
		if s.isBound(i) {
			return i
		}
	}
	return len(s.toks)
}

// isBoundary reports whether token i separates clauses.
func isBoundary(s *sent, i int) bool {
	t := s.toks[i]
	switch t.lo {
	case ";", ":", "but", "before", "while", "whereas", "although", "however", "—", "–":
		return true
	case "then":
		return i > 0 && (s.toks[i-1].lo == "and" || s.toks[i-1].lo == ",")
	case "and":
		if i > 0 && s.toks[i-1].lo == "," {
			return true
		}
		if i+1 < len(s.toks) {
			if s.toks[i+1].lo == "then" {
				return true
			}
			if m := mentionAt(s.ments, i+1); m != nil && (m.kind == mPerson || m.kind == mPronoun && !m.poss) && i > 0 && s.toks[i-1].lo != "," {
				// "A and B scored" coordinates subjects; a new subject after a
				// finished clause starts a clause
				if prev := mentionAt(s.ments, i-1); prev == nil {
					return true
				}
			}
		}
	}
	return false
}

// atOnceWords follow "almost" or "nearly" when it tells how soon, not a
// near miss: "almost immediately", "nearly straight away".
var atOnceWords = set(`immediately instantly straight straightaway right at`)

// almostAtOnce reports "almost" or "nearly" at token i telling how soon.
func almostAtOnce(s *sent, i int) bool {
	w := s.toks[i].lo
	return (w == "almost" || w == "nearly") && atOnceWords[lo(s, i+1)]
}

// negated reports whether a finish at token k is only attempted, missed or
// cancelled.
func negated(s *sent, k, end int) bool {
	for i := k - 1; i >= 0 && i >= k-10; i-- {
		lo := s.toks[i].lo
		if isBoundary(s, i) && lo != "then" {
			break
		}
		if negCues[lo] && i >= k-7 && !(lo == "could" && s.toks[i+1].lo == "only") && !defensiveTry(s, i) && !almostAtOnce(s, i) || lo == "n't" || strings.HasSuffix(lo, "n't") || afterNegCues[lo] && lo != "saved" && lo != "blocked" && lo != "wide" && !cancelledOut(s, i) ||
			lo == "ruled" && i+1 < len(s.toks) && s.toks[i+1].lo == "out" {
			return true
		}
		if lo == "came" && i+1 < len(s.toks) && (s.toks[i+1].lo == "close" || s.toks[i+1].lo == "within") {
			return true
		}
		if (lo == "has" || lo == "have") && (i == k-1 || i == k-2 && (s.toks[k-1].lo == "now" || skipAdverbs[s.toks[k-1].lo])) {
			return true // "has scored in three of his last five games": a record
		}
	}
	if otherTimeIn(s, clauseStart(s, k), clauseEnd(s, k)) {
		return true
	}
	for i := clauseStart(s, k); i < clauseEnd(s, k); i++ {
		if w := s.toks[i].lo; w == "shootout" || w == "shoot-out" || w == "penalties" && i > 0 && s.toks[i-1].lo == "on" {
			return true // a penalty shoot-out is not part of the score
		}
	}
	ce := clauseEnd(s, k)
	for i := clauseStart(s, k); i+1 < ce; i++ {
		if w := s.toks[i].lo; (w == "rather" && s.toks[i+1].lo == "than" || w == "instead" && s.toks[i+1].lo == "of") && i+2 < len(s.toks) {
			for q := i + 2; q < ce && q <= i+5; q++ {
				if x := s.toks[q].lo; x == "goal" || x == "net" {
					return true // "hit a team-mate rather than the empty goal"
				}
			}
		}
	}
	for i := end; i < ce && i < end+10; i++ {
		lo := s.toks[i].lo
		if lo == "after" || lo == "when" {
			break // "smashed in the rebound after X saved Y's shot": another attempt's save
		}
		if afterNegCues[lo] && !cancelledOut(s, i) || lo == "ruled" && i+1 < len(s.toks) && s.toks[i+1].lo == "out" {
			return true
		}
		if woodwork(s, i) {
			return true // "X's header came back off the bar"
		}
	}
	// "but was offside", "but it was ruled out" just after the clause
	if ce < len(s.toks) && s.toks[ce].lo == "but" {
		for i := ce; i < ce+9 && i < len(s.toks); i++ {
			if afterNegCues[s.toks[i].lo] && !cancelledOut(s, i) || butMissCues[s.toks[i].lo] && sameAttempt(s, ce+1) || s.toks[i].lo == "ruled" && lo(s, i+1) == "out" ||
				s.toks[i].lo == "flag" && (lo(s, i+1) == "is" || lo(s, i+1) == "was" || lo(s, i+1) == "went" || lo(s, i+1) == "goes") {
				// "but the flag is up": the goal does not stand
				return true
			}
		}
	}
	return false
}

func lo(s *sent, i int) string {
	if i < 0 || i >= len(s.toks) {
		return ""
	}
	return s.toks[i].lo
}

// goalMentions finds every finish a sentence tells.
func (d *doc) goalMentions(s *sent) []*goalMention {
	var out []*goalMention
	skipTo := map[*goalMention]int{} // a telling whose words start after an interposed clause
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].quoted {
			continue
		}
		kind, n := d.trigger(s, i)
		if kind == tNone {
			continue
		}
		if negated(s, i, i+n) || foulAct(s, i) {
			i += n - 1
			continue
		}
		switch kind {
		case tNounBefore:
			k := forBefore(s, i) - 1
			if k < 0 {
				k = withBefore(s, i) - 1
			}
			if lo(s, k) == "up" {
				k-- // "A teed B up for the opener"
			}
			if m := mentionAt(s.ments, k); m != nil {
				out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: m})
			}
		case tNounFor:
			for _, m := range coordinated(s, mentionAfter(s, i+n)) {
				gm := &goalMention{s: s, trig: i, trigEnd: i + n, agent: m}
				out = append(out, gm)
			}
		case tNounPos:
			p := possessorOf(s, i)
			if p != nil && p.surface == "whose" {
				p = d.whoseAntecedent(s, p.i)
			}
			if p == nil && lo(s, i) == "own" {
				if m := mentionAfter(s, i+3); m != nil && (lo(s, i+2) == "from" || lo(s, i+2) == "by") {
					p = m
				}
			}
			if p == nil && lo(s, i) == "own" {
				p = d.ownGoalAgent(s, i)
			}
			if p != nil {
				out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: p})
			}
		case tActive, tTeam:
			var agents []*mention
			if prev := continuationOf(s, out, i); prev != nil {
				gm := *prev
				gm.trig, gm.trigEnd, gm.newGoal = i, i+n, false
				out = append(out, &gm)
				i += n - 1
				continue
			}
			if s.is(i-1, bGoalNoun) && lo(s, i+1) == "by" {
				// "the goals scored by A and B": the noun's own agents
				if a := mentionAfter(s, i+2); a != nil && (a.kind == mPerson || a.kind == mDesc) && !a.poss {
					for _, m := range coordinated(s, a) {
						out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: m})
					}
					i += n - 1
					continue
				}
			}
			if a, cut := sharedSubject(s, out, i); a != nil {
				gm := &goalMention{s: s, trig: i, trigEnd: i + n, agent: a}
				out = append(out, gm)
				skipTo[gm] = cut
				i += n - 1
				continue
			}
			if a := d.passiveAgent(s, i, n); a != nil && lo(s, i+1) != "assisted" {
				agents = coordinated(s, a) // "the goals scored by A and B"
			} else if a := whoAfterBracket(s, i); a != nil {
				agents = []*mention{a} // "X (23), who converted a low cutback"
			} else if a := passiveOwnAgent(s, i, n); a != nil {
				agents = []*mention{a} // "X's cross was sliced into the roof of his own net by Y"
			} else if a := d.ownNetAgent(s, i); a != nil {
				agents = []*mention{a} // "X deflected Y's shot past his own keeper": X
			} else if a := d.agentLeft(s, i); a != nil {
				if a.poss && (a.kind == mPerson || a.kind == mPronoun) && (prepositions[a.gov] || receiveVerbs[a.gov]) {
					if sub := clauseSubject(s, a); sub != nil {
						a = sub // "X latched on to Y's header and drilled a shot in": X's finish
					}
				}
				if p := participleSubject(s, i, a); p != nil && a.poss {
					a = p // "X scored Everton's second in the 67th minute before scoring again": X's
				}
				if f := firstMention(s); a.gov == "by" && lo(s, i-1) == "and" && strings.HasSuffix(lo(s, i), "ing") && f != nil && f != a && f.kind == mPerson && subjectLike(f) && !f.poss {
					a = f // "X struck, teed up by Y and finding the corner": X's finish, not Y's
				}
				agents = coordinatedBack(s, a)
			} else if a := touchOwner(s, i); a != nil && ownIn(s, i, i+n) {
				agents = []*mention{a} // "X's attempted clearance looped into his own net"
			}
			adjunct := false // the scorers named in an adjunct of the trigger
			if lo(s, i+1) != "" {
				// "scoring twice through A and B"
				for k := i + n; k < len(s.toks) && k <= i+n+10; k++ {
					if isBoundary(s, k) {
						break
					}
					if at := adjunctAt(s, k); at != 0 {
						if m := adjunctAgent(s, at); m != nil {
							if len(agents) == 0 || agents[0].kind == mClub || agents[0].kind == mTeamRef || agents[0].poss && agents[0].ent != nil && agents[0].ent.manager {
								for _, a := range agents {
									out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: a})
								}
								agents, adjunct = coordinated(s, m), true
							}
						}
						break
					}
				}
			}
			for _, a := range agents {
				managerSide := a.poss && a.ent != nil && a.ent.manager
				if kind == tTeam && (a.kind == mPerson || a.kind == mDesc || a.kind == mPronoun) && !adjunct && lo(s, a.i-1) != "through" && a.gov != "through" && lo(s, a.i-1) != "and" && !managerSide {
					continue
				}
				out = append(out, &goalMention{s: s, trig: i, trigEnd: i + n, agent: a})
			}
		}
		i += n - 1
	}
	for k, gm := range out {
		// a clause telling two finishes ("opened the scoring with a header
		// and added another from the penalty spot") gives each its own words
		gm.lo, gm.hi = 0, len(s.toks)
		for q := k - 1; q >= 0; q-- {
			if out[q].trig != gm.trig {
				if at := timedApart(out[q], gm); at > 0 {
					gm.lo, gm.newGoal = at, true
				} else if twoGoals(out[q], gm) {
					gm.lo = out[q].trigEnd
				}
				break
			}
		}
		for q := k + 1; q < len(out); q++ {
			if out[q].trig != gm.trig {
				if at := timedApart(gm, out[q]); at > 0 {
					gm.hi = at
				} else if twoGoals(gm, out[q]) {
					gm.hi = out[q].trig
				}
				break
			}
		}
		if cut, ok := skipTo[gm]; ok {
			gm.lo = max(gm.lo, cut)
		}
		d.describeGoal(gm)
		// the items of a list after one goal noun ("goals from A and a B
		// penalty") each keep their own kind
		if gm.agent != nil && gm.agent.i > gm.trig && sharedFinish(out, k) {
			a, b := gm.trigEnd, gm.hi
			if k > 0 && out[k-1].trig == gm.trig && out[k-1].agent != nil && out[k-1].agent.i > gm.trig {
				a = out[k-1].agent.j // "goals from A and a B penalty": B's words start after A
			}
			if k+1 < len(out) && out[k+1].trig == gm.trig && out[k+1].agent != nil && out[k+1].agent.i > gm.agent.i {
				b = npStart(s, out[k+1].agent)
			}
			if gm.kind == "penalty" && !penaltyWithin(s, a, b) {
				gm.kind = ""
			}
		}
		gm.class = finishClass(s, gm.trig, gm.trigEnd)
		gm.count = goalCount(s, gm.trig)
		if gm.count == 2 && eitherSide(s, gm.trig) && sharedFinish(out, k) {
			gm.count = 0 // "A and B scored either side of half-time": one each
		}
		if gm.times = listedAfter(s, gm); len(gm.times) > 1 && !sharedFinish(out, k) {
			gm.count = max(gm.count, len(gm.times))
		} else if at, n := finishShare(out, k); len(gm.times) == n {
			gm.minute = gm.times[at] // "A and B scored in the 23rd and 45th minutes": one each, in order
			gm.times = nil
		} else {
			gm.times = nil
		}
	}
	out = d.gappedTellings(s, out)
	out = shotIntoOwnGoal(s, out)
	markSecondFinishes(out)
	out = d.bracketedScorers(s, out)
	if len(out) == 0 && d.afterGoalCry(s) {
		// "56 min: GOAL! Carter again.": a live blog's cry, then who
		if m := firstMention(s); m != nil && m.i <= 1 && (m.kind == mPerson || m.kind == mDesc) && !m.poss && m.ent != nil {
			gm := &goalMention{s: s, trig: m.i, trigEnd: m.j, agent: m}
			d.describeGoal(gm)
			out = append(out, gm)
		}
	}
	return out
}

// adjunctAt reports where the scorer's noun phrase starts after an adjunct
// marker at token k ("through", "via", "courtesy of", "thanks to", "on"), or
// 0.
func adjunctAt(s *sent, k int) int {
	switch lo(s, k) {
	case "through", "via":
		return k + 1
	case "courtesy":
		if lo(s, k+1) == "of" {
			return k + 2
		}
	case "thanks":
		if lo(s, k+1) == "to" {
			return k + 2
		}
	case "on", "with":
		if lo(s, k+1) == "a" || lo(s, k+1) == "an" {
			return -(k + 1) // only a goal told as a thing: "on a Carter header"
		}
		if lo(s, k) == "with" && lo(s, k-1) != "level" && lo(s, k-1) != "one-two" {
			if m := mentionAfter(s, k+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss && m.ent != nil && (m.j == len(s.toks) || !s.toks[m.j].word || isBoundary(s, m.j)) {
				return m.i // "the Amsterdam team made it 3-0 with Brazilian midfielder Antony."
			}
		}
	}
	return 0
}

// adjunctAgent finds the scorer an adjunct names from token k: "(through)
// Carter", "(courtesy of) a Carter header", "(thanks to) a late strike from
// Carter". A k below zero takes only the last two.
func adjunctAgent(s *sent, k int) *mention {
	thing := k < 0
	if thing {
		k = -k
	}
	q := k
	for q < len(s.toks) && q < k+3 && s.toks[q].word && !s.toks[q].cap && !s.is(q, bGoalNoun) {
		q++ // "a late", "an early"
	}
	if m := mentionAt(s.ments, q); m != nil && m.i == q && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
		next := m.j
		if m.poss {
			next++
		}
		for q := next; q < next+3 && q < len(s.toks) && !s.is(q, bGoalNoun) && s.toks[q].word && !s.toks[q].cap && !isBoundary(s, q); q++ {
			if s.is(q+1, bGoalNoun) {
				next = q + 1 // "Carter's 11th-minute finish", "a Carter late header"
			}
		}
		if s.is(next, bGoalNoun) || !thing && !m.poss {
			return m // "a Carter header", "Carter's strike", "Carter"
		}
		return nil
	}
	if s.is(q, bGoalNoun) && lo(s, q+1) == "kick" {
		q++ // "a penalty kick by Carter"
	}
	if (s.is(q, bGoalNoun) || lo(s, q) == "kick") && (lo(s, q+1) == "from" || lo(s, q+1) == "by") {
		return mentionAfter(s, q+2) // "a strike from Carter"
	}
	return nil
}

// afterGoalCry reports a sentence right after a bare "GOAL!" (with its time
// stamp, if any) in the same paragraph.
func (d *doc) afterGoalCry(s *sent) bool {
	if s.idx == 0 {
		return false
	}
	p := d.sents[s.idx-1]
	if p.para != s.para && !(p.para == s.para-1 && len(p.toks) <= 6) {
		return false
	}
	cry := false
	for _, t := range p.toks {
		switch {
		case t.lo == "goal" && strings.ToUpper(t.s) == t.s:
			cry = true // "GOAL", not "goal"
		case t.lo == "!" || t.lo == ":" || t.lo == "'" || t.lo == "’" || t.num || t.lo == "min" || t.lo == "mins":
		default:
			return false
		}
	}
	return cry
}

// clubOnlyGoal reports a sentence that tells a goal with no one to score it:
// "Everton broke the deadlock in the 23rd minute", "the equaliser came on
// the hour".
func clubOnlyGoal(s *sent, gms []*goalMention) bool {
	if len(gms) == 0 {
		return goalArrived(s) != nil || goalAnnounced(s) != nil
	}
	for _, gm := range gms {
		if gm.agent == nil || gm.agent.kind != mClub && gm.agent.kind != mTeamRef {
			return false
		}
	}
	return true
}

// contactVerbs tell a player reaching the ball for a finish without saying
// it went in: after a sentence that told the goal by its club, the player
// they open with scored it. "Carter rose highest to meet Baker's corner",
// "Carter reacted quickest", "Carter pounced on the loose ball".
var contactVerbs = set(`met meets rose rises reacted reacts pounced pounces nipped nips connected connects
	capitalised capitalises capitalized capitalizes ghosted ghosts stole steals arrived arrives
	timed times applied applies seized seizes rising meeting`)

// contactBeVerbs open the same telling with "was": "Carter was first to the
// rebound", "was unmarked at the back post", "was quickest to react".
var contactBeWords = set(`first quickest unmarked alert free`)

// contactScorer reads the player who reached the ball in a sentence after
// one that told a goal by its club alone: the subject it opens with ("Carter
// rose highest to meet ...", "It was Carter, rising to meet ...") or the
// agent of "was met by Carter". Nothing when the touch missed.
func (d *doc) contactScorer(s *sent) []*goalMention {
	m := firstMention(s)
	start := 0
	if lo(s, 0) == "it" && lo(s, 1) == "was" {
		start = 2
	}
	if contactPlayer(m) && m.i == start {
		k := m.j
		if lo(s, k) == "," && start == 2 {
			k++
		}
		k = skipLyAdverb(s, k) // "Carter cleverly nipped in"
		if contactVerbs[lo(s, k)] {
			return d.touchTelling(s, m, k)
		}
		if lo(s, k) == "was" && (contactBeWords[lo(s, k+1)] || lo(s, k+1) == "on" && lo(s, k+2) == "hand") {
			return d.touchTelling(s, m, k+1)
		}
	}
	for k := 1; k+2 < len(s.toks); k++ {
		if lo(s, k) == "was" && lo(s, k+1) == "met" && lo(s, k+2) == "by" {
			if a := mentionAfter(s, k+3); contactPlayer(a) && a.i == k+3 {
				return d.touchTelling(s, a, k+1) // "Baker's corner was met by Carter"
			}
		}
	}
	return nil
}

// contactWithin reads, in a sentence that tells a goal by its club alone,
// the one player told as a subject reaching the ball ("X rose highest over
// his marker and England took the lead on 18 minutes"): the scorer.
func (d *doc) contactWithin(s *sent) []*goalMention {
	var found []*goalMention
	for _, m := range s.ments {
		if !contactPlayer(m) || !subjectLike(m) && lo(s, m.i-1) != "and" {
			continue
		}
		k := skipLyAdverb(s, m.j)
		if !contactVerbs[lo(s, k)] || lo(s, k) == "arrived" || lo(s, k) == "arrives" {
			continue
		}
		gm := d.touchTelling(s, m, k)
		if gm == nil {
			return nil // the touch missed
		}
		found = append(found, gm...)
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// contactPlayer reports a player named as such, who may have reached the
// ball: no possessive, no manager.
func contactPlayer(m *mention) bool {
	return m != nil && (m.kind == mPerson || m.kind == mDesc) && !m.poss && m.ent != nil && !m.ent.manager
}

// skipLyAdverb steps over an adverb at token k: "cleverly nipped in".
func skipLyAdverb(s *sent, k int) int {
	if k < len(s.toks) && s.toks[k].word && strings.HasSuffix(lo(s, k), "ly") && lo(s, k) != "only" {
		return k + 1
	}
	return k
}

// touchTelling is player m's finish told by the touch at token k, or nil
// when the touch missed or is denied.
func (d *doc) touchTelling(s *sent, m *mention, k int) []*goalMention {
	if metMissed(s, k+1, clauseEnd(s, k)) || negated(s, k, k+1) {
		return nil
	}
	gm := &goalMention{s: s, trig: k, trigEnd: k + 1, agent: m}
	d.describeGoal(gm)
	return []*goalMention{gm}
}

// bracketItemRe is one goal in the brackets after a scorer's name: "12",
// "90+2", "89 pen", "89, pen", "34' og".
var bracketItemRe = regexp.MustCompile(`(\d{1,3})(?:\s*\+\s*(\d{1,2}))?\s*(?:'|’|mins?\b)?\s*(?:,?\s*\b(pen|p|penalty|og|o\.g\.)(?:\W|$))?`)

var bracketRe = regexp.MustCompile(`^\s*\(([^()]{1,40})\)`)

// bracketGoals reads the goals listed in brackets after token k-1: "(12,
// 55)", "(89, pen)", "(45+2)". It returns the token just past the brackets,
// or 0 when none follow or they hold anything else (an age, a club).
func bracketGoals(d *doc, s *sent, k int) ([]minuteExpr, []string, int) {
	if k <= 0 || k >= len(s.toks) || lo(s, k) != "(" {
		return nil, nil, 0
	}
	rest := d.text[s.toks[k-1].end:s.end]
	loc := bracketRe.FindStringSubmatchIndex(rest)
	if loc == nil {
		return nil, nil, 0
	}
	inner := rest[loc[2]:loc[3]]
	items := bracketItemRe.FindAllStringSubmatchIndex(inner, -1)
	var mins []minuteExpr
	var kinds []string
	covered := 0
	for _, it := range items {
		if strings.Trim(inner[covered:it[0]], " ,;&and") != "" {
			return nil, nil, 0
		}
		covered = it[1]
		mx, ok := plain(atoi(inner[it[2]:it[3]]))
		if it[4] >= 0 {
			mx = minuteExpr{minute: atoi(inner[it[2]:it[3]]), added: atoi(inner[it[4]:it[5]]), hasAdded: true, stoppage: true}
		}
		if !ok {
			return nil, nil, 0
		}
		kind := ""
		if it[6] >= 0 {
			kind = "penalty"
			if strings.HasPrefix(inner[it[6]:it[7]], "o") {
				kind = "own_goal"
			}
		}
		mins, kinds = append(mins, mx), append(kinds, kind)
	}
	if len(mins) == 0 || strings.Trim(inner[covered:], " ,;") != "" {
		return nil, nil, 0
	}
	end := k
	for end < len(s.toks) && s.toks[end].start < s.toks[k-1].end+loc[1] {
		end++
	}
	for i := range mins {
		mins[i].i, mins[i].j = k, end
	}
	return mins, kinds, end
}

// listVerbs tell a sentence that lists scorers in prose: "A (12, 55) and B
// (38) were on target", "B (61) headed a consolation".
var listCues = set(`target scored scorers scorer netted goals goal consolation struck scoresheet score-sheet net`)

// cardCues tell a list of bookings, whose brackets hold the minutes of cards.
var cardCues = set(`booked bookings booking yellow red cautioned cards card sent dismissed subs substitutes substitutions replaced`)

// listClub finds the club a list of scorers played for, told after the list
// in its clause: "A (12) and B (40) were on target for Hull".
func listClub(s *sent, k int) (*clubEnt, string, *entity) {
	for q := k; q < clauseEnd(s, k); q++ {
		if lo(s, q) != "for" {
			continue
		}
		r := q + 1
		if lo(s, r) == "the" {
			r++
		}
		m := mentionAt(s.ments, r)
		if m != nil && m.i == r && !m.poss && (m.kind == mClub || m.kind == mTeamRef) {
			return m.club, m.ref, nil
		}
		if m != nil && m.i == r && m.poss && m.ent != nil && m.ent.manager && (sideWords[lo(s, m.j)] || sideWords[lo(s, m.j+1)]) {
			return nil, "", m.ent // "for Fergus McAllister's side"
		}
	}
	return nil, "", nil
}

// bracketedScorers reads scorers listed in prose with the minutes of their
// goals in brackets: "Vale (12, 55), Reed (38) and Kirk (89, pen) were on
// target". Each minute is a goal of that scorer; a finish the sentence
// already tells of the scorer takes the first.
func (d *doc) bracketedScorers(s *sent, out []*goalMention) []*goalMention {
	if !strings.Contains(s.text, "(") {
		return out
	}
	cue := false
	for k := range s.toks {
		w := lo(s, k)
		if cardCues[w] || w == ":" {
			return out // a bookings line, or a scorers block read elsewhere
		}
		cue = cue || listCues[w]
	}
	if !cue {
		return out
	}
	for _, m := range s.ments {
		if m.kind != mPerson || m.ent == nil || m.quoted {
			continue
		}
		mins, kinds, end := bracketGoals(d, s, m.j)
		if end == 0 {
			continue
		}
		var told *goalMention
		for _, gm := range out {
			if gm.scorer == m.ent && gm.trig >= end && gm.trig <= end+4 {
				told = gm // "Pope (61) headed a consolation"
			}
		}
		for n := range mins {
			gm := told
			if n > 0 || gm == nil {
				gm = &goalMention{s: s, trig: m.j, trigEnd: end, agent: m, scorer: m.ent, lo: m.j, hi: end, newGoal: n > 0 || told != nil}
				gm.phase = 0
				out = append(out, gm)
			}
			mx := mins[n]
			gm.minute, gm.listed = &mx, true
			if gm.team == nil && gm.teamRef == "" {
				gm.team, gm.teamRef, gm.manager = listClub(s, end) // "... were on target for the hosts"
			}
			if kinds[n] != "" {
				gm.kind = kinds[n]
			} else if gm != told {
				gm.kind = ""
			}
		}
	}
	return out
}

// whoAfterBracket finds the player a "who" refers to across a bracket after
// the name: "X (23), who converted".
func whoAfterBracket(s *sent, i int) *mention {
	k := i - 1
	for k >= 0 && skipAdverbs[lo(s, k)] {
		k--
	}
	if lo(s, k) != "who" || lo(s, k-1) != "," || lo(s, k-2) != ")" {
		return nil
	}
	for q := k - 3; q >= 0 && q >= k-12; q-- {
		if lo(s, q) == "(" {
			if m := mentionAt(s.ments, q-1); m != nil && m.j == q && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
				return m
			}
			return nil
		}
	}
	return nil
}

// passiveOwnAgent finds the player an own goal told in the passive is put
// on, however far the net is from the verb: "was sliced into the roof of his
// own net by Y".
func passiveOwnAgent(s *sent, i, n int) *mention {
	if lo(s, i) != "own" {
		return nil
	}
	aux := false
	for k := i - 1; k >= 0 && k >= i-10; k-- {
		if isBoundary(s, k) || lo(s, k) == "," {
			break
		}
		if passiveAux[lo(s, k)] && strings.HasSuffix(lo(s, k+1), "ed") {
			aux = true
			break
		}
	}
	if !aux || lo(s, i+n) != "by" {
		return nil
	}
	if m := mentionAfter(s, i+n+1); m != nil && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
		return m
	}
	return nil
}

// clauseSubject is the player a sentence opens with when the possessor m
// sits in the object of that player's verb: "X latched on to Y's header".
func clauseSubject(s *sent, m *mention) *mention {
	for k := len(s.ments) - 1; k >= 0; k-- {
		p := s.ments[k]
		if p.i >= m.i || p.kind != mPerson || p.ent == nil || p.poss {
			continue
		}
		if subjectLike(p) {
			return p
		}
	}
	return nil
}

// subordinators open a clause set inside another: "X opened the scoring
// and, after Y had levelled, grabbed the winner".
var subordinators = set(`after when once as while before following despite with`)

// sharedSubject finds the subject of a finish told after an interposed
// clause: in "X opened the scoring and, after Y had levelled, grabbed the
// winner", "grabbed" is X's, told by the finish before it. It returns the
// subject and the token just past the interposed clause.
func sharedSubject(s *sent, out []*goalMention, i int) (*mention, int) {
	if len(out) == 0 || lo(s, i-1) != "," {
		return nil, 0
	}
	open := -1
	for k := i - 2; k > 0 && k >= i-16; k-- {
		if lo(s, k) == "," {
			if subordinators[lo(s, k+1)] && lo(s, k-1) == "and" {
				open = k - 1
			}
			break
		}
	}
	if open < 0 {
		return nil, 0
	}
	for q := len(out) - 1; q >= 0; q-- {
		prev := out[q]
		if prev.trigEnd > open {
			continue
		}
		if prev.agent == nil || prev.agent.kind == mClub || prev.agent.kind == mTeamRef || prev.agent.poss {
			return nil, 0
		}
		return prev.agent, i
	}
	return nil, 0
}

// describeGoal fills a telling's scorer, club, kind, minute and scoreline.
func (d *doc) describeGoal(gm *goalMention) {
	s := gm.s
	switch gm.agent.kind {
	case mPerson, mDesc, mPronoun:
		if e := gm.agent.ent; e != nil && e.manager && gm.agent.poss {
			gm.manager = e // "Arteta's side took the lead"
			break
		}
		gm.scorer = gm.agent.ent
	case mClub:
		gm.team = gm.agent.club
	case mTeamRef:
		gm.teamRef = gm.agent.ref
	}
	cs, ce := clauseStart(s, gm.trig), clauseEnd(s, gm.trig)
	ks, ke := max(cs, gm.lo), ce
	if gm.hi > gm.trig {
		ke = min(ce, gm.hi)
	}
	ms := ks // a time told beside another finish of the sentence is that one's
	if gm.agent.i >= gm.trigEnd && (selfGoalNouns[lo(s, gm.trig)] || shotNouns[lo(s, gm.trig)]) {
		ks = max(ks, nounPhraseStart(s, gm.trig)) // "a penalty from A and late goals from B": B's goals are no penalty
	}
	for k := ks; k < ke; k++ {
		w := lo(s, k)
		switch {
		case w == "own" && (lo(s, k+1) == "goal" || lo(s, k+1) == "net" || ownKeeper(s, k)):
			gm.kind = "own_goal"
		case w == "penalty" || w == "spot-kick" || w == "pk" || w == "spot" && lo(s, k-1) == "the" || w == "12" && lo(s, k+1) == "yards" && !passBefore(s, k) ||
			w == "pen" && (lo(s, k+1) == "," || lo(s, k+1) == ")"): // "(Tom Baker pen, 88)"
			if nx := lo(s, k+1); w == "penalty" && (nx == "area" || nx == "box" || nx == "shout" || nx == "appeal" || nx == "appeals" || nx == "claims") {
				break // "from his own penalty area": a place, not a spot-kick
			}
			if gm.kind == "" && !penaltyOnlyWon(s, k) {
				gm.kind = "penalty"
			}
		case w == "wrong" && lo(s, k+1) == "way" && lo(s, k-1) == "the" && penaltyWrongWay(s, gm.trig) > 0:
			if gm.kind == "" {
				gm.kind = "penalty"
			}
		case w == "free-kick" || w == "freekick" || w == "free" && lo(s, k+1) == "kick":
			if gm.kind == "" && freeKickIsShot(s, k, gm) {
				gm.kind = "direct_free_kick"
			}
		case w == "header" || w == "headed" || w == "volley" || w == "strike" || w == "shot" || w == "cross" || w == "tap-in" || w == "finish" || w == "backheel":
			gm.open = true
		case w == "yards" && k > 0 && (numberWords[lo(s, k-1)] > 12 || s.toks[k-1].num && atoi(lo(s, k-1)) > 12):
			gm.open = true // "from twenty yards": no penalty
		case w == "long-range" || w == "distance" && lo(s, k-1) == "from" || w == "edge" && lo(s, k+1) == "of" && (lo(s, k+3) == "box" || lo(s, k+3) == "area"):
			gm.open = true
		case w == "rebound" || w == "loose" && lo(s, k+1) == "ball" || w == "scramble" || w == "pounced":
			gm.open = true // a loose ball is no set piece
		}
		if _, _, ok := isScore(w); ok && k > 0 && (lo(s, k-1) == "it" || lo(s, k-1) == "to" || lo(s, k-1) == "for" || k == gm.trig) {
			gm.score = w // "made it 2-1", and a live blog's "Everton 2-1 Fulham (Carter)"
		}
		// "put Brentford 4-2 up", "fired the hosts 2-1 ahead"
		if _, _, ok := isScore(w); ok && k > gm.trig && gm.score == "" && (lo(s, k+1) == "up" || lo(s, k+1) == "ahead" || lo(s, k+1) == "in" && lo(s, k+2) == "front") {
			if m := mentionAt(s.ments, k-1); m != nil && m.j == k && (m.kind == mClub || m.kind == mTeamRef) {
				gm.score = w
			}
		}
		if n, ok := ordinalWords[w]; ok && (lo(s, k-1) == "his" || lo(s, k-1) == "her") && (lo(s, k+1) == "goal" || lo(s, k+1) == "" || !s.toks[k+1].word || lo(s, k+1) == "after") {
			gm.ordinal = n
		}
		if n, ok := ordinalWords[w]; ok && k == gm.trig && lo(s, k-1) == "'s" {
			gm.ordinal = n // "X's second came ..."
		}
		if (w == "brace" || w == "double") && (lo(s, k-1) == "his" || lo(s, k-1) == "her") && gm.trig >= k-2 && gm.trig <= k {
			gm.ordinal = 2 // "got her brace": the second of the two
		}
		if strings.HasPrefix(w, "hat-trick") && (lo(s, k+1) == "goal" || lo(s, k-1) == "his" || lo(s, k-1) == "complete" || lo(s, k-1) == "completed") && gm.trig >= k-1 && gm.trig <= k+1 {
			gm.ordinal = 3
		}
		if w == "opened" && lo(s, k+1) == "the" && lo(s, k+2) == "scoring" || w == "open" && lo(s, k+1) == "the" && lo(s, k+2) == "scoring" {
			gm.ordinal = -1 // the match's first goal
		}
		if n := ordinalWords[lo(s, k+1)]; n > 1 && (w == "the" || w == "a") && k >= gm.trig && k <= gm.trigEnd+1 && !notMinuteNouns[lo(s, k+2)] {
			gm.sideOrd = n // "scored the second", "headed a third"
		}
	}
	if gm.kind == "penalty" && gm.open && lo(s, gm.trig) != "penalty" {
		gm.open = false
	}
	if gm.kind == "" && overTheWall(s, ks, ke) && finishBody(s, gm.trig, ke) != "head" {
		gm.kind = "direct_free_kick" // "curled the set-piece over the wall"
	}
	if lo(s, gm.trig-1) == "other" && selfGoalNouns[lo(s, gm.trig)] {
		ms = max(ms, gm.trig) // "whose other goals came from A and B": not the time told of the goal before
	}
	gm.minute = nearestMinuteFor(s, gm.trig, ms, ke, gm)
	if gm.minute != nil && gm.lo > 0 && gm.minute.i >= gm.lo && gm.minute.i < gm.trig && !breakBetween(s, gm.lo, gm.minute.i) && interposed(s, gm.minute.j, gm.trig) {
		gm.minute = nil // "A opened the scoring in the 14th minute and, after B levelled, ...": A's time
	}
	// "Goals from A and B propelled City against X, who resisted, especially
	// in the first half": a relative clause about another names no time of
	// the goal's
	pe := ke
	for q := max(gm.trigEnd, gm.agent.j); q < ke; q++ {
		if w := lo(s, q); w == "who" || w == "which" {
			at := q - 1
			if lo(s, at) == "," {
				at--
			}
			if o := mentionAt(s.ments, at); o != nil && o != gm.agent && (o.ent == nil || o.ent != gm.agent.ent) {
				pe = q
				break
			}
		}
	}
	gm.phase = matchPhase(s, ks, pe)
	if gm.phase != 0 && othersPhase(s, gm, ks, pe) {
		gm.phase = 0 // "B cancelled out A's first-half opener": A's goal's half
	}
	gm.win = timeWindow(s, ks, pe)
	for k := gm.trig; k < ke && k <= gm.trigEnd+2; k++ {
		if lo(s, k) == "again" {
			gm.again = true
		}
	}
	gm.body = finishBody(s, gm.trig, ke)
	if gm.kind == "penalty" && (gm.body == "head" || lo(s, gm.trig) == "header") {
		gm.kind = "" // a header is never a penalty: "X's header earned a draw in a match of four goals and a penalty"
	}
	// "put Brentford 4-2 up", "to earn the visitors", "doubled the hosts' lead"
	reach := gm.trig + 12
	if gm.agent != nil && gm.agent.i > gm.trig {
		reach = max(reach, gm.agent.j+10) // past a list of scorers: "goals from A, B and C gave Fulham ..."
		for _, m := range coordinated(s, gm.agent) {
			reach = max(reach, m.j+10)
		}
	}
	for k := gm.trig; k < ce && k < reach; k++ {
		inside := k > gm.trig && k < gm.trigEnd
		if k >= gm.trigEnd && subordinators[lo(s, k)] && startsOtherSubject(s, k+1, gm.scorer) {
			break // "B levelled after A put Everton ahead": A's goal put them ahead
		}
		if !beneficiaryVerbs[lo(s, k)] && !inside {
			continue
		}
		for q := k + 1; q < ce && q <= k+6; q++ {
			m := mentionAt(s.ments, q)
			if m == nil {
				if w := lo(s, q); w == "the" || w == "men" || w == "women" || w == "of" || s.toks[q].num {
					continue
				}
				break
			}
			if m.inDesc || inside && !m.poss || gm.scorer == nil || gm.kind == "own_goal" && m.kind != mTeamRef && !beneficiaryVerbs[lo(s, k)] {
				break
			}
			if opponentGovs[m.gov] || (m.poss || roleNouns[lo(s, m.j)]) && ownsPerson(s, m) {
				break // "past Southampton's keeper", "sent Fulham's X the wrong way": the other side
			}
			if behindAfter(s, m.j) {
				// "put Fulham behind", "left the hosts 1-0 down": the club
				// named conceded it
				if m.kind == mClub && gm.team == nil {
					if ps := d.participants(); len(ps) == 2 && containsClub(ps, m.club) {
						gm.team = d.other(m.club)
					}
				}
				if m.kind == mTeamRef && gm.teamRef == "" {
					gm.teamRef = map[string]string{"home": "away", "away": "home"}[m.ref]
				}
				break
			}
			if m.kind == mClub && gm.team == nil {
				gm.team = m.club
			}
			if m.kind == mTeamRef && gm.teamRef == "" {
				gm.teamRef = m.ref
			}
			break
		}
	}
	// "halved the Reign lead": the side whose lead it cut is the other one
	if (lo(s, gm.trig) == "halved" || lo(s, gm.trig) == "reduced") && gm.scorer != nil && gm.team == nil && gm.teamRef == "" {
		for k := gm.trig + 1; k < gm.trigEnd; k++ {
			if m := mentionAt(s.ments, k); m != nil && m.i == k && (m.kind == mClub || m.kind == mTeamRef) {
				if ps := d.participants(); m.kind == mClub && len(ps) == 2 && containsClub(ps, m.club) {
					gm.team = d.other(m.club)
				} else if m.kind == mTeamRef {
					gm.teamRef = map[string]string{"home": "away", "away": "home"}[m.ref]
				}
				break
			}
		}
	}
	// "headed Coventry in front"
	if n := sideInFront(s, gm.trig); n > 0 && gm.scorer != nil && gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" {
		k := gm.trig + 1
		if lo(s, k) == "the" {
			k++
		}
		if m := mentionAt(s.ments, k); m != nil && m.i == k {
			gm.team, gm.teamRef = m.club, m.ref
		}
	}
	// "for Juve", "scored for LAFC" (not "A scored twice, B replying for Fulham")
	forEnd := ce
	if gm.hi > gm.trigEnd {
		forEnd = min(ce, gm.hi)
	}
	for k := gm.trig; k < forEnd && k < gm.trig+14; k++ {
		if lo(s, k) == "for" && !notSideFor[lo(s, k-1)] && (k < gm.trig+8 || !finishBetween(s, gm.trigEnd, k)) {
			at := k + 1
			if m := mentionAt(s.ments, at); m != nil && m.kind == mClub && m.i == at && gm.team == nil && gm.scorer != nil && !roleNouns[lo(s, m.j)] && gm.kind != "own_goal" {
				gm.team = m.club
			}
			if m := mentionAt(s.ments, k+2); m != nil && m.kind == mTeamRef && lo(s, k+1) == "the" && gm.teamRef == "" && gm.team == nil && gm.scorer != nil && gm.kind != "own_goal" {
				gm.teamRef = m.ref
			}
		}
	}
	// "set up City's opener when ...", "Carter side-foots an England
	// equaliser": the club whose goal the clause names
	if gm.scorer != nil && gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" {
		if c := goalNounClub(s, ks, ke); c != nil {
			gm.team = c
		}
	}
	// "X scored against Fulham": for the other side of the match
	if gm.scorer != nil && gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" {
		for k := gm.trigEnd; k < ce && k < gm.trigEnd+6; k++ {
			if lo(s, k) != "against" {
				continue
			}
			if m := mentionAt(s.ments, k+1); m != nil && m.i == k+1 && m.kind == mClub && !m.poss {
				if ps := d.participants(); len(ps) == 2 && containsClub(ps, m.club) {
					gm.team = d.other(m.club)
				}
			}
			break
		}
	}
	// "Aberdeen won thanks to goals from A, B and C", "the home side led
	// through X": the club the sentence opens with scored them
	if gm.scorer != nil && gm.team == nil && gm.teamRef == "" && gm.kind != "own_goal" && gm.agent.kind == mPerson {
		if m, against := adjunctSubject(s, gm.agent); m != nil && !against {
			gm.team, gm.teamRef = m.club, m.ref
		} else if m != nil && m.kind == mClub {
			gm.team = d.other(m.club)
		} else if m != nil {
			gm.teamRef = map[string]string{"home": "away", "away": "home"}[m.ref]
		}
	}
}

// behindAfter reports a side told as trailing from token k on: "behind",
// "trailing", "in arrears", "in a hole", "1-0 down".
func behindAfter(s *sent, k int) bool {
	if _, _, ok := isScore(lo(s, k)); ok {
		k++ // "1-0 down"
	}
	switch lo(s, k) {
	case "behind", "trailing":
		return true
	case "down":
		_, _, ok := isScore(lo(s, k-1))
		return ok
	case "in":
		// "in arrears", "in an early hole"
		return lo(s, k+1) == "arrears" || lo(s, k+2) == "hole" || lo(s, k+3) == "hole"
	}
	return false
}

// clubGoalNouns name one goal of a side without being a goal's frame:
// "City's opener", "an England equaliser" (not "the Crewe goal").
var clubGoalNouns = set(`opener equaliser equalizer winner leveller leveler consolation`)

// goalNounClub finds, in tokens [a, b), the one club named as the owner of
// a goal noun, possessive or in front of it: "City's opener", "England
// equaliser".
func goalNounClub(s *sent, a, b int) *clubEnt {
	var found *clubEnt
	for _, m := range s.ments {
		if m.i < a || m.j > b || m.kind != mClub || m.club == nil {
			continue
		}
		k := m.j
		if m.poss && k < len(s.toks) && s.toks[k].lo == "'s" {
			k++
		}
		if q := k; q < len(s.toks) && (clubGoalNouns[lo(s, q)] || q+1 < len(s.toks) && s.toks[q].word && clubGoalNouns[lo(s, q+1)] && !s.is(q, bGoalNoun)) {
			if found != nil && found != m.club {
				return nil
			}
			found = m.club
		}
	}
	return found
}

// adjunctSubject finds the club (or "the hosts") a sentence opens with as
// its subject when the person mention a names the scorer in an adjunct of
// that subject's result: "Aberdeen won thanks to goals from A, B and C",
// "the home side went ahead through X", "City led courtesy of a header by
// X". Between the adjunct's marker and the name lie only goal nouns and
// their modifiers ("a late double from"), or other scorers of the list.
func adjunctSubject(s *sent, a *mention) (subject *mention, against bool) {
	marker, when, their := -1, false, false
	for q := a.i - 1; q >= 0 && q >= a.i-14; q-- {
		w := lo(s, q)
		if (w == "when" || w == "as") && gainedLead(s, q) {
			marker, when = q, true // "City took the lead when A set up B to fire home"
			break
		}
		if (w == "when" || w == "as") && lostLead(s, q) {
			marker, when, against = q, true, true // "City were pegged back when B struck": B was the other side's
			break
		}
		if isBoundary(s, q) && w != "," || w == "when" || w == "as" || w == "after" || w == "before" {
			return nil, false // "when B struck after A's opener": A's goal is another
		}
		if w == "through" || w == "via" || w == "to" && lo(s, q-1) == "thanks" || w == "of" && lo(s, q-1) == "courtesy" ||
			w == "with" && (s.is(q+1, bGoalNoun) || s.is(q+2, bGoalNoun)) {
			marker = q // "Crewe broke their goal famine with strikes by A and B"
			break
		}
		if w == "to" && lo(s, q-1) == "behind" {
			marker, against = q, true // "City fell behind to goals from A and B": A and B were the other side's
			break
		}
		if w == "their" || w == "its" {
			marker, their = q, true // "Town deserved their equaliser from X"
			break
		}
	}
	if marker < 0 || their && marker+1 == a.i {
		return nil, false
	}
	// what lies between: nothing ("through X"), or a goal noun told with
	// "from" or "by" ("goals from A, B and", "a double from")
	if marker+1 < a.i && !when {
		noun, from := false, false
		for q := marker + 1; q < a.i; q++ {
			w := lo(s, q)
			switch {
			case s.is(q, bGoalNoun):
				noun = true
			case w == "from" || w == "by":
				from = true
			case mentionAt(s.ments, q) != nil && mentionAt(s.ments, q).kind == mPerson:
			case w == "," || w == "and" || w == "a" || w == "an" || w == "two" || w == "three" || w == "late" || w == "early":
			default:
				if !s.toks[q].word || s.is(q, bDeliveryNoun) || s.is(q, bMiss) {
					return nil, false
				}
			}
		}
		if !noun || !from {
			return nil, false
		}
	}
	// the subject of the marker's clause: the first mention after the last
	// clause boundary before the marker ("City led through A, but United hit
	// back through B": B is United's)
	start := 0
	for q := marker - 1; q > 0; q-- {
		if isBoundary(s, q) && lo(s, q) != "," && lo(s, q) != "and" {
			start = q + 1
			break
		}
	}
	// the nearest subject before the marker's verb: "The Eindhoven defence
	// could not cope, and Ajax added three more through A, B and C": Ajax
	for k := len(s.ments) - 1; k >= 0; k-- {
		m := s.ments[k]
		if m.i >= marker || m.inDesc || m.kind == mPronoun && m.poss {
			continue // "Despite their poor start, City ..."
		}
		if m.i < start {
			break
		}
		if (m.kind == mClub || m.kind == mTeamRef) && subjectLike(m) && !m.poss {
			return m, against
		}
		if (m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) && subjectLike(m) && !m.poss {
			return nil, false // a player's clause: "X, who ..., scored through"
		}
	}
	return nil, false
}

// lostLead reports a side told conceding in the words before token k:
// "were pegged back", "fell behind", "went behind", "conceded".
func lostLead(s *sent, k int) bool {
	for r := k - 1; r >= 0 && r >= k-8; r-- {
		if isBoundary(s, r) {
			return false
		}
		switch lo(s, r) {
		case "back":
			if v := lo(s, r-1); v == "pegged" || v == "reeled" {
				return true
			}
		case "behind":
			switch lo(s, r-1) {
			case "fell", "went", "were", "was", "themselves", "fall", "falling":
				return true
			}
		case "conceded", "trailed":
			return true
		}
	}
	return false
}

// gainVerbs gain a lead or a draw: "took the lead", "drew level",
// "doubled their advantage".
var gainVerbs = set(`took take takes taking got get gets getting went go goes going moved move edged nosed
	grabbed snatched seized regained restored doubled extended drew pulled`)

// backVerbs answer a goal with one: "fought back as X ...", "hit back".
var backVerbs = set(`fought hit struck bounced came roared pulled`)

// gainedLead reports a side told gaining a lead, drawing level or hitting
// back in the words before token k: "took the lead in the 10th minute",
// "went 2-0 up", "fought back as".
func gainedLead(s *sent, k int) bool {
	for r := k - 1; r >= 0 && r >= k-10; r-- {
		if isBoundary(s, r) {
			return false
		}
		if lo(s, r) == "back" && backVerbs[lo(s, r-1)] && r == k-1 {
			return true
		}
		if w := lo(s, r); (w == "equalised" || w == "equalized" || w == "levelled" || w == "leveled" || w == "replied" || w == "responded") && r == k-1 {
			return true // "City levelled as X ..."
		}
		if !s.is(r, bLead) && !(lo(s, r) == "up" || lo(s, r) == "front") {
			continue
		}
		for v := r - 1; v >= 0 && v >= r-4; v-- {
			if gainVerbs[lo(s, v)] {
				return true
			}
		}
	}
	return false
}

// overTheWall reports a shot told going over the wall, as only a free kick
// does: "curled it over the wall and in".
func overTheWall(s *sent, a, b int) bool {
	for k := a; k < b && k+2 < len(s.toks); k++ {
		if lo(s, k) == "over" && lo(s, k+1) == "the" && lo(s, k+2) == "wall" {
			return true
		}
	}
	return false
}

// nounPhraseStart returns the first token of the noun phrase whose head is
// token k: "two second-half goals" in "a penalty from A and two second-half
// goals from B". It stops at a joining word, a preposition or a name.
func nounPhraseStart(s *sent, k int) int {
	q := k
	for q > 0 {
		w := lo(s, q-1)
		if !s.toks[q-1].word || isBoundary(s, q-1) || w == "and" || w == "or" || prepositions[w] || mentionAt(s.ments, q-1) != nil {
			break
		}
		q--
	}
	return q
}

// penaltyOnlyWon reports "won the penalty", "awarded a penalty" (the penalty
// was given, not scored, by the words nearby).
func penaltyOnlyWon(s *sent, k int) bool {
	for q := k - 1; q >= 0 && q >= k-3; q-- {
		switch lo(s, q) {
		case "won", "earned", "conceded", "gave", "awarded", "saved", "missed", "missing":
			return true
		}
	}
	return false
}

// freeKickIsShot tells a goal scored straight from a free-kick from a goal
// from someone else's free-kick delivery.
func freeKickIsShot(s *sent, k int, gm *goalMention) bool {
	for q := k - 1; q >= 0 && q >= k-4; q-- {
		w := lo(s, q)
		if p := mentionAt(s.ments, q-1); w == "'s" && p != nil && p.ent != nil && gm.agent != nil && p.ent == gm.agent.ent {
			return true // "X's free-kick ... restored the lead": the scorer's own
		}
		if w == "'s" || w == "from" && !(q == k-2 && (lo(s, k-1) == "a" || lo(s, k-1) == "an") && !deliveredBy(s, k)) {
			return false // "from X's free-kick"; but "scored from a free kick" was the kick itself
		}
		if m := mentionAt(s.ments, q); m != nil && m.kind == mPerson && m.j == k {
			return false
		}
	}
	for q := clauseStart(s, k); q < clauseEnd(s, k); q++ {
		switch lo(s, q) {
		case "header", "headed", "head", "heads", "nod", "nodded", "nods", "volley", "volleyed", "volleys":
			return false // a free-kick met by a header or a volley was a delivery
		}
	}
	return true
}

// nearestMinute picks the time stated in the clause of token k, else the
// sentence's only time.
func nearestMinute(s *sent, k, cs, ce int) *minuteExpr {
	return nearestMinuteFor(s, k, cs, ce, nil)
}

// nearestMinuteFor is the time in [cs, ce) nearest token k, one after it
// preferred. Given a goal's telling gm, a time that modifies another goal's
// noun is left out: in "B cancelled out A's 23rd-minute opener on the hour"
// the 23rd minute is A's, not B's.
func nearestMinuteFor(s *sent, k, cs, ce int, gm *goalMention) *minuteExpr {
	var best *minuteExpr
	bestDist := 1 << 30
	for i := range s.minutes {
		m := &s.minutes[i]
		if !(m.i >= cs && m.i < ce || m.j > cs && m.j <= ce) {
			continue
		}
		n := m.i - 1
		for n > 0 && n >= m.i-3 && (lo(s, n) == "the" || lo(s, n) == "in" || lo(s, n) == "on" || lo(s, n) == "at" || lo(s, n) == "after") {
			n--
		}
		if gm != nil && gm.agent != nil && s.is(n, bGoalNoun) && (n < gm.trig || n >= gm.trigEnd) {
			if o := possessorOf(s, n); o != nil && o.ent != gm.agent.ent && (o.kind == mPerson || o.kind == mDesc) {
				continue // another's: "A's goal in the 66th minute added to those scored by B and C"
			}
		}
		if n := attributiveNoun(s, m); gm != nil && n >= 0 {
			if n >= gm.trig && n < gm.trigEnd {
				return m // the telling's own noun: "A's 23rd-minute opener"
			}
			if appositive(s, gm.trigEnd, n) {
				return m // "X's second, a 78th-minute penalty, won it"
			}
			if o := possessorOf(s, n); o == nil || gm.agent == nil || o.ent != gm.agent.ent {
				continue // another's goal: "B cancelled out A's 23rd-minute opener"
			}
		}
		dist := m.i - k
		if dist < 0 {
			dist = -dist + 2
		}
		if m.orStart {
			dist += 1000 // a stated time over "within two minutes" (of what?): "within two minutes he scored, in the 66th minute"
		}
		if dist < bestDist {
			best, bestDist = m, dist
		}
	}
	return best
}

// appositive reports the noun at token n heading an aside that renames the
// telling ending at token end: "X's second, a 78th-minute penalty, ...".
func appositive(s *sent, end, n int) bool {
	if lo(s, end) != "," || n-end > 4 || n <= end {
		return false
	}
	switch lo(s, end+1) {
	case "a", "an":
		return true
	}
	return false
}

// startsOtherSubject reports a person other than e named at token k, as a
// subordinate clause's subject: "after A put Everton ahead".
func startsOtherSubject(s *sent, k int, e *entity) bool {
	m := mentionAt(s.ments, k)
	return m != nil && m.i == k && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil && m.ent != e && !m.poss
}

// othersPhase reports that the part of the match a telling's words name
// modifies a goal noun of another player: "A's first-half opener" in B's
// telling.
func othersPhase(s *sent, gm *goalMention, a, b int) bool {
	for k := a; k < b && k < len(s.toks); k++ {
		w := lo(s, k)
		if w != "first-half" && w != "second-half" && w != "late" && w != "last-gasp" && w != "injury-time" && w != "stoppage-time" {
			continue
		}
		n := k + 1
		if !s.is(n, bGoalNoun) {
			continue
		}
		if n >= gm.trig && n < gm.trigEnd {
			return false
		}
		o := possessorOf(s, n)
		return o != nil && gm.agent != nil && o.ent != gm.agent.ent
	}
	return false
}

// attributiveNoun is the goal noun a time modifies as an adjective ("a
// 23rd-minute opener", "his 90th-minute winner"), or -1.
func attributiveNoun(s *sent, m *minuteExpr) int {
	if !strings.HasSuffix(lo(s, m.j-1), "-minute") && !(lo(s, m.j-1) == "minute" && strings.HasSuffix(lo(s, m.j-2), "-")) {
		return -1
	}
	for q := m.j; q < len(s.toks) && q <= m.j+2; q++ {
		if s.is(q, bGoalNoun) {
			return q
		}
		if !s.toks[q].word || s.toks[q].cap {
			return -1
		}
	}
	return -1
}

// interposed reports a finish at token k told in a clause set inside
// another after token a: ", after B had levelled".
func interposed(s *sent, a, k int) bool {
	for q := k - 1; q >= a; q-- {
		if lo(s, q) == "," {
			return subordinators[lo(s, q+1)]
		}
	}
	return false
}

// breakBetween reports a clause break or comma among tokens [a, b).
func breakBetween(s *sent, a, b int) bool {
	for k := a; k < b; k++ {
		if lo(s, k) == "," || isBoundary(s, k) {
			return true
		}
	}
	return false
}

// markSecondFinishes marks a later finish by the same scorer in the same
// sentence after "then" or "before" as a goal of its own.
func markSecondFinishes(gms []*goalMention) {
	for b := 1; b < len(gms); b++ {
		// the scorer's telling just before: "A levelled ..., and A completed
		// the comeback in the 86th minute, curling in" is two goals, not three
		a := b - 1
		for a >= 0 && (gms[a].scorer == nil || gms[a].scorer != gms[b].scorer) {
			a--
		}
		if a < 0 || gms[b].scorer == nil {
			continue
		}
		s := gms[a].s
		for k := gms[a].trigEnd; k < gms[b].trig; k++ {
			if lo(s, k) == "then" || lo(s, k) == "before" && !timeAfterBefore(s, k) && !howBefore(s, k) || lo(s, k) == "and" && lo(s, k-1) == "," {
				gms[b].newGoal = true
				break
			}
		}
	}
}

var otherTimes = [][2]string{{"last", "week"}, {"last", "weekend"}, {"last", "month"}, {"last", "year"}, {"last", "season"},
	{"last", "time"}, {"previous", "game"}, {"previous", "match"}, {"earlier", "this"}, {"in", "midweek"}}

// otherTimeIn reports a clause set in another match's time: "who scored
// twice against Brentford last week".
func otherTimeIn(s *sent, a, b int) bool {
	for k := a; k+1 < b; k++ {
		for _, c := range otherTimes {
			if s.toks[k].lo == c[0] && s.toks[k+1].lo == c[1] {
				return true
			}
		}
	}
	return false
}

// foulAct reports a verb at token i that tells a foul on a player rather
// than a finish: "after X had bundled over Y", "knocked down Y", "clipped Y".
// Neither player of a foul scored by it.
func foulAct(s *sent, i int) bool {
	w := lo(s, i)
	if !foulVerbs[w] && !foulShotVerbs[w] {
		return false
	}
	k := i + 1
	if w := lo(s, k); w == "over" || w == "down" || w == "back" {
		k++
	}
	m := mentionAt(s.ments, k)
	return m != nil && m.i == k && (m.kind == mPerson || m.kind == mDesc) && !m.poss
}

// foulShotVerbs also tell a finish, but with a player as their object they
// tell a foul: "bundled over X", "knocked X down".
var foulShotVerbs = set(`bundled bundle bundles bundling knocked knock knocks knocking clipped clipping barged shoved pushed
	bumped wiped`)

// lastScorer is the scorer of the last goal told with one.
func lastScorer(gms []*goalMention) *entity {
	for k := len(gms) - 1; k >= 0; k-- {
		if gms[k].scorer != nil {
			return gms[k].scorer
		}
	}
	return nil
}

// timeAfterBefore reports "before" naming a time ("levelled before the
// break"), not a later act ("before adding a second").
func timeAfterBefore(s *sent, k int) bool {
	w := lo(s, k+1)
	if w == "the" {
		w = lo(s, k+2)
	}
	switch w {
	case "break", "interval", "half-time", "halftime", "hour", "end", "whistle", "final", "half":
		return true
	}
	return false
}

// twoGoals reports two finishes of one sentence that are two goals: by
// different players, or the later one adding to the first ("opened the
// scoring ... and added another"); not one goal told twice ("poked in an own
// goal").
// timedApart finds two finishes of one scorer joined by "and", each told
// with a time of its own: "converted a penalty on 79 minutes and completed
// the rout with a drive a minute from time". It returns the "and" that
// parts them, or 0.
func timedApart(a, b *goalMention) int {
	if a.agent.ent != b.agent.ent || a.agent.ent == nil {
		return 0
	}
	s := b.s
	and := 0
	for k := a.trigEnd; k < b.trig; k++ {
		if lo(s, k) == "and" {
			and = k
		}
		if isBoundary(s, k) && lo(s, k) != "and" {
			return 0
		}
	}
	if and == 0 {
		return 0
	}
	first, second := false, false
	for _, mx := range s.minutes {
		if mx.relative || mx.vague {
			continue
		}
		first = first || mx.i >= a.trigEnd && mx.j <= and
		second = second || mx.i > b.trig && mx.i < clauseEnd(s, b.trig)
	}
	if first && second {
		return and
	}
	return 0
}

func twoGoals(a, b *goalMention) bool {
	if a.agent.ent != b.agent.ent || a.agent.ent == nil {
		return true
	}
	s := b.s
	for k := b.trig; k < b.trigEnd; k++ {
		switch lo(s, k) {
		case "added", "adds", "add", "another", "again", "doubled", "second", "third":
			return true
		}
	}
	return false
}

// howBefore reports "before" that goes on to tell how the goal was scored
// ("levelled, dancing past two defenders before drilling a low shot in"),
// not a second goal ("before adding a second").
func howBefore(s *sent, k int) bool {
	w := lo(s, k+1)
	if !strings.HasSuffix(w, "ing") {
		return false
	}
	for q := k + 1; q < len(s.toks) && q <= k+4; q++ {
		switch lo(s, q) {
		case "adding", "scoring", "netting", "grabbing", "doubling", "completing", "sealing", "another", "again",
			"second", "third", "fourth":
			return false
		}
	}
	return true
}

// Parts of the match a goal with no minute is told in.
const (
	phaseFirstHalf  = 1 // "just before the break", "in the first half"
	phaseSecondHalf = 2 // "after the interval", "in the second half"
	phaseLate       = 3 // "a late penalty", "late on"
)

// matchPhase reads the part of the match tokens [a, b) of a sentence place a
// goal in, 0 when they do not say. "before the break" right at the end of
// the clause (b) still counts: "before" ends a clause.
func matchPhase(s *sent, a, b int) int {
	halfWords := func(w string) bool {
		return w == "break" || w == "interval" || w == "half-time" || w == "halftime" || w == "restart"
	}
	for k := a; k < b+2 && k < len(s.toks); k++ {
		w, next := lo(s, k), lo(s, k+1)
		aroundHalf := next == "the" && halfWords(lo(s, k+2)) || next == "half-time" || next == "halftime"
		switch {
		case w == "before" && aroundHalf:
			return phaseFirstHalf
		case (w == "after" || w == "following") && aroundHalf:
			return phaseSecondHalf
		case k >= b:
			// past the clause only "(just) before the break" counts
			if w != "just" && w != "shortly" {
				return 0
			}
		case w == "late" || w == "last-gasp" || w == "injury-time" || w == "stoppage-time":
			return phaseLate
		case w == "first" && next == "half" || w == "first-half":
			return phaseFirstHalf
		case w == "second" && next == "half" || w == "second-half":
			return phaseSecondHalf
		}
	}
	return 0
}

// ownsPerson reports a club or side whose player follows it:
// "Fulham's Bernd Leno", "the hosts' keeper", "Fulham goalkeeper Bernd Leno".
func ownsPerson(s *sent, m *mention) bool {
	k := m.j
	if k < len(s.toks) && s.toks[k].poss {
		k++
	}
	for k < len(s.toks) && (roleNouns[lo(s, k)] || descModifiers[lo(s, k)]) {
		if keeperNouns[lo(s, k)] || k > m.j+1 && roleNouns[lo(s, k)] {
			return true
		}
		k++
	}
	n := mentionAt(s.ments, k)
	return n != nil && n.i == k && (n.kind == mPerson || n.kind == mDesc)
}

// deliveredBy reports a free kick at token k named with its taker after it:
// "a free kick by X", "a free-kick from X".
func deliveredBy(s *sent, k int) bool {
	if lo(s, k) == "free" {
		k++
	}
	if w := lo(s, k+1); w == "by" || w == "from" {
		m := mentionAfter(s, k+2)
		return m != nil && (m.kind == mPerson || m.kind == mDesc)
	}
	return false
}

// headWords and footWords tell what a finish was struck with.
var (
	headWords = set(`head heads headed heading header headers nodded nod nods nodding`)
	footWords = set(`tapped tap taps tapping tap-in fired fires firing volleyed volley volleys volleying half-volley
	slotted slot slots slotting curled curls curling curler drilled drills drilling side-footed side-foot lashed lashes
	lashing rifled rifles smashed smashes chipped chips lobbed lobs dinked dinks poked pokes prodded prods stabbed
	stabs swept sweeps sweeping`)
)

// finishBody reads whether the finish told at token k was a header or a
// shot with the foot: by its verb ("nodded home", "tapped in") or its noun
// after "with" ("met the cross with a firm header"). "" when it does not say.
func finishBody(s *sent, k, end int) string {
	body := func(w string) string {
		switch {
		case headWords[w]:
			return "head"
		case footWords[w]:
			return "foot"
		}
		return ""
	}
	if b := body(lo(s, k)); b != "" {
		return b
	}
	for q := k + 1; q < end && q <= k+12; q++ {
		if lo(s, q) != "with" {
			continue
		}
		for r := q + 1; r < end && r <= q+4; r++ {
			if b := body(lo(s, r)); b != "" && (shotNouns[lo(s, r)] || lo(s, r) == "tap-in") {
				return b
			}
		}
	}
	return ""
}

// ownGoalAgent finds who scored the own goal named at token i: the nearest
// subject before it, not the owner of a shot he deflected ("X deflected Y's
// shot beyond the keeper for an own goal").
func (d *doc) ownGoalAgent(s *sent, i int) *mention {
	k := i - 1
	if lo(s, k) == "an" || lo(s, k) == "a" {
		k--
	}
	if lo(s, k) == "into" {
		// "A forced B into an own goal": B
		if m := mentionAt(s.ments, k-1); m != nil && m.j == k && !m.poss && (m.kind == mPerson || m.kind == mDesc) && m.ent != nil {
			return m
		}
	}
	// "A's shot crashed into B and flew past the keeper for an own goal": B,
	// the player the ball went in off
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.poss || m.inDesc || m.ent == nil || !(m.kind == mPerson || m.kind == mDesc) || isBoundary(s, m.j) && lo(s, m.j) == "." {
			continue
		}
		if deflectGovs[m.gov] {
			return m
		}
	}
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.poss || m.inDesc || !(m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
			continue
		}
		if subjectLike(m) && m.ent != nil {
			return m
		}
	}
	return d.agentLeft(s, i)
}

// deflectGovs bring the player a ball went in off: "crashed into B",
// "deflected off B".
var deflectGovs = set(`off into hit hits struck against via clipped`)

// shotIntoOwnGoal drops the shooter's telling of a shot that went in off
// another player for an own goal: in "A's shot crashed into B and flew in
// for an own goal" the goal is B's own goal, and A scored nothing.
func shotIntoOwnGoal(s *sent, out []*goalMention) []*goalMention {
	var og *goalMention
	for _, gm := range out {
		if gm.kind == "own_goal" && lo(s, gm.trig) == "own" && gm.agent != nil && deflectGovs[gm.agent.gov] {
			og = gm
		}
	}
	if og == nil {
		return out
	}
	kept := out[:0]
	for _, gm := range out {
		if gm != og && gm.trig < og.trig && gm.agent != nil && gm.agent.i < og.agent.i && gm.scorer != og.scorer && !breakBetween(s, gm.trig, og.trig) {
			continue
		}
		kept = append(kept, gm)
	}
	return kept
}

// ownNetAgent is the subject of a finish into the player's own net or past
// their own keeper (trigger at token i is "own"), not a possessor named on
// the way: "X deflected Y's shot past his own keeper".
func (d *doc) ownNetAgent(s *sent, i int) *mention {
	if lo(s, i) != "own" {
		return nil
	}
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.inDesc || !(m.kind == mPerson || m.kind == mDesc || m.kind == mPronoun) {
			continue
		}
		if !m.poss && subjectLike(m) && m.ent != nil {
			return m
		}
	}
	return nil
}

// touchOwner is the player whose touch the subject before token i names:
// "X's attempted clearance" in "X's attempted clearance looped into his own
// net".
func touchOwner(s *sent, i int) *mention {
	for q := len(s.ments) - 1; q >= 0; q-- {
		m := s.ments[q]
		if m.j > i || m.ent == nil || !(m.kind == mPerson || m.kind == mDesc) {
			continue
		}
		if m.poss && subjectLike(m) {
			return m
		}
		return nil
	}
	return nil
}

// ownIn reports "own" among tokens [a, b): a finish into the player's own net.
func ownIn(s *sent, a, b int) bool {
	for k := a; k < b; k++ {
		if lo(s, k) == "own" {
			return true
		}
	}
	return false
}

// defensiveTry reports "attempted clearance" at token i: a defender's try
// that may end in his own net, not a failed shot.
func defensiveTry(s *sent, i int) bool {
	switch lo(s, i) {
	case "attempted", "attempt":
		switch lo(s, i+1) {
		case "clearance", "block", "interception", "back-pass", "backpass":
			return true
		}
	}
	return false
}

// listedAfter returns the times listed from the telling's own time on, when
// there are several: "scored in the 23rd and 45th minutes", "on 12, 40 and
// 77 minutes", "on 23 minutes and again on 45". Only commas and "and" lie
// between them, and none lies past the next finish told.
func listedAfter(s *sent, gm *goalMention) []*minuteExpr {
	if gm.minute == nil || gm.minute.relative || gm.minute.vague {
		return nil
	}
	end := len(s.toks)
	if gm.hi > gm.trig {
		end = gm.hi
	}
	out := []*minuteExpr{gm.minute}
	for i := range s.minutes {
		m, last := &s.minutes[i], out[len(out)-1]
		if m.i < last.j || m.i >= end || m.relative || m.vague {
			continue
		}
		for q := last.j; q < m.i; q++ {
			if w := lo(s, q); w != "and" && w != "," && w != "&" && w != "again" && w != "then" && w != "the" && !listPreps[w] {
				return out
			}
		}
		out = append(out, m)
	}
	return out
}

// sharedFinish reports another scorer told by the same finish as the k-th
// telling: "A and B scored in the 23rd and 45th minutes" lists one time each.
func sharedFinish(out []*goalMention, k int) bool {
	for q, o := range out {
		if q != k && o.trig == out[k].trig && o.scorer != out[k].scorer {
			return true
		}
	}
	return false
}

// notSideFor come before a "for" that names no scorer's side: "a blow for
// Fulham", "too good for Fulham".
var notSideFor = set(`blow good strong much hot trouble problems danger misery setback nightmare`)

// finishBetween reports another finishing verb between tokens a and b, so a
// "for Club" after it is that finish's.
func finishBetween(s *sent, a, b int) bool {
	for k := a; k < b; k++ {
		if shotVerbs[lo(s, k)] || lo(s, k) == "scored" || lo(s, k) == "equalised" || lo(s, k) == "equalized" || lo(s, k) == "levelled" {
			return true
		}
	}
	return false
}

// penaltyWithin reports a penalty named in tokens [a, b).
func penaltyWithin(s *sent, a, b int) bool {
	for k := a; k < b && k < len(s.toks); k++ {
		if w := lo(s, k); w == "penalty" || w == "spot-kick" || w == "pen" || w == "spot" {
			return true
		}
	}
	return false
}

// eitherSide reports "either side of" in the few words after a finish at
// token k: "scored either side of the interval".
func eitherSide(s *sent, k int) bool {
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		if lo(s, q) == "either" && lo(s, q+1) == "side" && lo(s, q+2) == "of" {
			return true
		}
	}
	return false
}

// finishShare returns the k-th telling's place among the scorers its finish
// tells, and how many they are.
func finishShare(out []*goalMention, k int) (at, n int) {
	for q, o := range out {
		if o.trig == out[k].trig {
			if q == k {
				at = n
			}
			n++
		}
	}
	return at, n
}

// gappedTellings reads the scorers a telling's verb goes on to tell with
// only a name and a time: "A struck in the 12th minute and B in the 77th",
// "A scored for Everton after 12 minutes, B for Fulham after 40", "A's
// opener came after 12 minutes and his winner after 77".
func (d *doc) gappedTellings(s *sent, out []*goalMention) []*goalMention {
	n := len(out)
	done := map[int]bool{} // the finishes whose remnants are read
	for k := 0; k < n; k++ {
		gm := out[k]
		if done[gm.trig] || gm.minute != nil && gm.minute.relative || gm.agent == nil || gm.agent.kind != mPerson && gm.agent.kind != mDesc && gm.agent.kind != mPronoun {
			continue
		}
		// the remnants follow the telling's time, or the club it scored
		// for: "A and B scored for Everton, C for Fulham"
		end, clubOnly := 0, false
		if gm.minute != nil {
			end = gm.minute.j
		} else if c := mentionAt(s.ments, gm.trigEnd+1); lo(s, gm.trigEnd) == "for" && c != nil && c.kind == mClub && c.i == gm.trigEnd+1 {
			end, clubOnly = c.j, true
		} else {
			continue
		}
		done[gm.trig] = true
		q := end
		for {
			from := q
			if lo(s, q) == "," {
				q++
			}
			if lo(s, q) == "and" {
				q++
			}
			if q == from || q >= len(s.toks) {
				break
			}
			start := q
			agent := mentionAt(s.ments, q)
			if agent != nil && agent.i == q && (agent.kind == mPerson || agent.kind == mDesc) && !agent.poss {
				q = agent.j
			} else if (lo(s, q) == "his" || lo(s, q) == "her") && selfGoalNouns[lo(s, q+1)] && lo(s, q+1) != "goals" && gm.agent.ent != nil {
				agent, q = gm.agent, q+2 // "... and his winner after 77"
			} else {
				break
			}
			var team *clubEnt
			if lo(s, q) == "for" {
				c := mentionAt(s.ments, q+1)
				if c == nil || c.kind != mClub || c.i != q+1 {
					break
				}
				team, q = c.club, c.j
			}
			var at *minuteExpr
			for i := range s.minutes {
				if m := &s.minutes[i]; m.i == q && !m.relative {
					at = m
				}
			}
			stop := q
			if at != nil {
				stop = at.j
			}
			if at == nil && !(clubOnly && team != nil) || stop < len(s.toks) && s.toks[stop].word && lo(s, stop) != "and" {
				break
			}
			g := &goalMention{s: s, trig: start, trigEnd: agent.j, agent: agent, lo: start, hi: stop}
			if agent == gm.agent {
				g.trigEnd = start + 2
			}
			d.describeGoal(g)
			g.minute, g.class, g.count, g.newGoal = at, "", 0, true
			if team != nil {
				g.team = team
			}
			out = append(out, g)
			q = stop
		}
	}
	return out
}
