package extractor

// This file gives goals their side from what the story says around them:
// the club a sentence opens with as scoring, the winning goal, the goal
// that settled the match.

// scoringCues, told of a club right after it opens a sentence, say the club
// scored: "Barrow struck first", "Brighton were ahead again", "the visitors
// levelled", "they hit back".
var scoringCues = set(`struck scored score scores levelled leveled equalised equalized doubled extended restored replied
	responded`)

// cuePairs are two-word cues: "went ahead", "took the lead" (told as "took
// lead" once "the" is passed over), "hit back", "back in front". A state
// alone ("Villa led", "were level") is no cue: the other side may score next.
var cuePairs = map[string]bool{"went ahead": true, "went in": true, "moved ahead": true, "got ahead": true,
	"took lead": true, "regained lead": true, "hit back": true, "came back": true, "fought back": true,
	"back in": true, "ahead again": true}

// hopeWords before a cue say the club only tried: "pushed forward in search
// of an equaliser", "nearly levelled".
var hopeWords = set(`for search nearly almost could should would might thought chasing pressed pushed looking hoping
	sought seeking bid not never failed`)

// fastStarts before "start" tell an early goal: "made a dream start".
var fastStarts = set(`dream perfect flying`)

// replyNouns after a club's possessive tell its goal: "Fulham's response
// was patient and rewarded".
var replyNouns = set(`response reply answer equaliser equalizer breakthrough opener leveller`)

// sentenceOpeners may stand before a sentence's subject.
var sentenceOpeners = set(`but then and so yet still`)

// topicSides gives a goal the club its sentence, or the sentence before it
// in the same paragraph, tells as scoring: "Barrow struck first in extra
// time, when X rose to glance a header in", "Fulham's response was patient
// and rewarded. A swung in a corner and B swept it in". A sentence that
// names a club of the match itself keeps its own story.
func (d *doc) topicSides() {
	ps := d.participants()
	if len(ps) != 2 {
		return
	}
	for _, g := range d.goals {
		if g.team != nil || g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			s := gm.s
			if c := d.topicClub(s, ps, nil); c != nil && gm.scorer == g.scorer && !contrastBefore(s, gm.trig) {
				g.team = c
				break
			}
			if s.idx == 0 || namesClub(s, ps) {
				continue
			}
			prev := d.sents[s.idx-1]
			if prev.para != s.para || len(d.goalsIn[prev]) > 0 {
				continue
			}
			var before *sent
			if prev.idx > 0 && d.sents[prev.idx-1].para == prev.para {
				before = d.sents[prev.idx-1]
			}
			if c := d.topicClub(prev, ps, before); c != nil {
				g.team = c
				break
			}
		}
		if g.team != nil && g.kind == "own_goal" {
			setTeam(g.scorer, d.other(g.team), 1)
		} else if g.team != nil {
			setTeam(g.scorer, g.team, 1)
		}
	}
}

// namesClub reports a sentence naming a club of the match or "the hosts".
func namesClub(s *sent, ps []*clubEnt) bool {
	for _, m := range s.ments {
		if m.kind == mClub && containsClub(ps, m.club) || m.kind == mTeamRef {
			return true
		}
	}
	return false
}

// topicClub is the club a sentence opens with as having scored; "they"
// stands for the club the sentence before (prev) opens with.
func (d *doc) topicClub(s *sent, ps []*clubEnt, prev *sent) *clubEnt {
	k := 0
	for sentenceOpeners[lo(s, k)] || lo(s, k) == "," {
		k++
	}
	if lo(s, k) == "the" && mentionAt(s.ments, k) == nil {
		k++
	}
	var club *clubEnt
	end := k + 1
	if lo(s, k) == "they" && prev != nil {
		club = d.openingClub(prev, ps)
	} else if m := mentionAt(s.ments, k); m != nil && m.i == k {
		end = m.j
		switch m.kind {
		case mClub:
			if containsClub(ps, m.club) {
				club = m.club
			}
		case mTeamRef:
			club = d.refClub(m.ref)
		}
		if club != nil && m.poss {
			if replyNouns[lo(s, m.j+1)] {
				return club
			}
			return nil
		}
	}
	if club == nil {
		return nil
	}
	for q := end; q < len(s.toks) && q < end+5; q++ {
		w := lo(s, q)
		if hopeWords[w] || isBoundary(s, q) {
			return nil
		}
		prevWord := lo(s, q-1)
		if prevWord == "the" {
			prevWord = lo(s, q-2)
		}
		if scoringCues[w] || w == "start" && fastStarts[lo(s, q-1)] || cuePairs[prevWord+" "+w] {
			return club
		}
	}
	return nil
}

// openingClub is the club of the match a sentence opens with.
func (d *doc) openingClub(s *sent, ps []*clubEnt) *clubEnt {
	k := 0
	for sentenceOpeners[lo(s, k)] {
		k++
	}
	m := mentionAt(s.ments, k)
	if m == nil || m.i != k || m.poss {
		return nil
	}
	switch m.kind {
	case mClub:
		if containsClub(ps, m.club) {
			return m.club
		}
	case mTeamRef:
		return d.refClub(m.ref)
	}
	return nil
}

// contrastBefore reports a turn of the story before token i: "Villa struck
// first, only for X to level", "Stoke doubled their lead until X ...".
func contrastBefore(s *sent, i int) bool {
	for q := 0; q < i && q < len(s.toks); q++ {
		switch lo(s, q) {
		case "until", "only", "but", "before", "however", "though", "although":
			return true
		}
	}
	return false
}

// winnerSides gives the winning goal ("headed the winner", "a late winner")
// the club that won the match, wherever the story tells it.
func (d *doc) winnerSides() {
	want := d.finalScore()
	ps := d.participants()
	if want == nil || want[0] == want[1] || len(ps) != 2 {
		return
	}
	won := ps[0]
	if want[1] > want[0] {
		won = ps[1]
	}
	for _, g := range d.goals {
		if g.team != nil || g.scorer == nil {
			continue
		}
		for _, gm := range g.ments {
			if gm.class == "winner" || toldAsWinner(gm) || d.winnerAnnounced(gm.s) || d.toldAsSealing(gm) {
				g.team = won
				if g.kind == "own_goal" {
					setTeam(g.scorer, d.other(won), 1)
				} else {
					setTeam(g.scorer, won, 1)
				}
				break
			}
		}
	}
}

// toldAsWinner reads a finish whose object is the winner: "scored a late
// winner", "headed the winner".
func toldAsWinner(gm *goalMention) bool {
	s := gm.s
	for k := gm.trig + 1; k < len(s.toks) && k <= gm.trig+4; k++ {
		w := lo(s, k)
		if w == "winner" || w == "match-winner" {
			return true
		}
		if !s.toks[k].word || s.toks[k].cap || isBoundary(s, k) || w == "no" || w == "potential" || w == "would-be" {
			return false
		}
	}
	return false
}

// winnerAnnounced reports a sentence told right after one that opens on the
// winning goal without its scorer: "The winner, when it came, was a move
// from the training ground. A launched a throw and B headed in."
func (d *doc) winnerAnnounced(s *sent) bool {
	if s.idx == 0 {
		return false
	}
	prev := d.sents[s.idx-1]
	if prev.para != s.para || len(d.goalsIn[prev]) > 0 {
		return false
	}
	k := 0
	if lo(prev, k) == "the" {
		k++
	}
	switch lo(prev, k) {
	case "winner", "match-winner":
		return true
	case "winning", "decisive":
		return lo(prev, k+1) == "goal"
	}
	return false
}

// sealingPhrases tell the goal that settled a match, which only the winners
// score: "put the icing on the cake", "sealed the win", "put the game out of
// reach", "completed the rout".
var sealingPhrases = [][]string{{"icing", "on", "the", "cake"}, {"sealed"}, {"seal"}, {"wrapped", "up"}, {"out", "of", "reach"},
	{"beyond", "doubt"}, {"beyond", "reach"}, {"completed", "the", "rout"}, {"killed", "off"}, {"killed", "the", "game"}}

// toldAsSealing reports a telling, alone in its sentence, that says its
// goal settled the match, or that follows a sentence saying so.
func (d *doc) toldAsSealing(gm *goalMention) bool {
	s := gm.s
	if len(d.goalsIn[s]) > 1 || gm.class == "reduce" || gm.class == "level" {
		return false
	}
	for k := range s.toks {
		if w := lo(s, k); w == "consolation" || w == "already" {
			return false // "X pulled one back, but the win was already sealed"
		}
	}
	if sealing(s) {
		return true
	}
	// "X then put the icing on the cake. He curled a free kick in."
	if s.idx == 0 {
		return false
	}
	prev := d.sents[s.idx-1]
	return prev.para == s.para && len(d.goalsIn[prev]) == 0 && sealing(prev)
}

// sealing reports a sealing phrase in a sentence.
func sealing(s *sent) bool {
	for k := range s.toks {
		for _, p := range sealingPhrases {
			n := 0
			for n < len(p) && lo(s, k+n) == p[n] {
				n++
			}
			if n == len(p) {
				return true
			}
		}
	}
	return false
}
