package extractor

import (
	"slices"
	"strings"
)

// managerModifiers may stand between a club and a manager's role: "Brighton
// head coach", "the interim manager". Other modifiers name another job
// ("assistant manager", "goalkeeping coach"), which is no manager.
var managerModifiers = set(`head interim caretaker`)

// findManagers marks the managers the mention stage leaves as players:
// a role told before the name and set off by a comma ("Brighton's head
// coach, X, admitted", "their manager, X,"), a club's chief or supremo, a
// role capitalised into the name ("Luton Head Coach X"), a role told after
// it ("X, whose side ...", "X, manager of Y"), and what only a manager does
// ("X's tactics", "unbeaten under X", "X made three changes").
func (d *doc) findManagers() {
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.kind != mPerson || m.ent == nil || m.ent.manager || m.ent.referee {
				continue
			}
			if d.roleInside(s, m) {
				continue
			}
			club, ok := d.roleBefore(s, m)
			if !ok {
				club, ok = d.roleAfter(s, m)
			}
			if !ok {
				club, ok = d.managerDeeds(s, m)
			}
			if ok {
				m.ent.manager, m.ent.evidence = true, true
				if club != nil && m.ent.teamWhy < 3 {
					m.ent.team, m.ent.teamWhy = club, 3
				}
			}
		}
	}
}

// roleBefore reads the manager's role told before mention m and returns the
// club it names, if any.
func (d *doc) roleBefore(s *sent, m *mention) (*clubEnt, bool) {
	k := m.i - 1
	if roleLine(s, m) {
		return nil, true // "Manager: X", "Head coaches: X (Hull), Y (Stoke)"
	}
	if lo(s, k) == "chief" || otherManagerRoles[lo(s, k)] {
		// "Eagles chief X": a club right before, nothing between
		c := mentionAt(s.ments, k-1)
		if c != nil && c.kind == mClub && c.j == k && !c.poss {
			return c.club, true
		}
		if w := lo(s, k-1); otherManagerRoles[lo(s, k)] && (w == "the" || w == "their" || w == "his" || w == "her") {
			return nil, true // "the veteran tactician X"
		}
		return nil, false
	}
	if lo(s, k) != "," {
		return nil, false
	}
	k--
	if !managerRoles[lo(s, k)] {
		return nil, false
	}
	k--
	for managerModifiers[lo(s, k)] || sideModifiers[lo(s, k)] {
		k--
	}
	var club *clubEnt
	if lo(s, k) == "'s" || lo(s, k) == "'" {
		// "Brighton's head coach, X", "the visitors' coach, X"
		c := mentionAt(s.ments, k-1)
		if c == nil || c.j != k {
			return nil, false
		}
		switch c.kind {
		case mClub:
			return c.club, true
		case mTeamRef:
			return d.refClub(c.ref), true
		}
		return nil, false
	}
	for _, c := range s.ments {
		if c.kind == mClub && c.j == k+1 && !c.poss {
			club, k = c.club, c.i-1 // "the Arsenal manager, X", "Wolves coach, X"
			break
		}
	}
	switch lo(s, k) {
	case "the", "their", "his", "her", "its":
		return club, true
	}
	return club, club != nil
}

// sideModifiers tell which side's manager: "the visiting manager, X".
var sideModifiers = set(`home visiting away opposing rival beaten winning victorious losing`)

// refClub is the club "the hosts" or "the visitors" stands for, once home
// and away are known.
func (d *doc) refClub(ref string) *clubEnt {
	if d.home == nil || d.away == nil {
		return nil
	}
	if ref == "home" {
		return d.home
	}
	return d.away
}

// otherManagerRoles name a manager when told right before the name: "Spurs
// supremo X", "the Bayern trainer X".
var otherManagerRoles = set(`tactician supremo trainer`)

// judgeVerbs are what a manager does to the team afterwards: "X praised his
// players", "X blamed his side".
var judgeVerbs = set(`praised hailed lauded saluted applauded thanked criticised criticized blamed slammed blasted
	defended backed congratulated urged questioned`)

// speechVerbs report what a manager says of the team: "X said his side".
var speechVerbs = set(`said says admitted insisted felt believes believed conceded claimed told explained`)

// benchNouns are a manager's: "X's tactics", "X's substitutions".
var benchNouns = set(`tactics tactical substitutions substitutes changes appointment gamble gameplan formation reign tenure dugout touchline`)

// tenureWords come before "under X" when X is the manager: "unbeaten under
// X", "life under X", "the first win under X".
var tenureWords = set(`win wins victory unbeaten life defeat defeats game games match matches season improved
	thrived flourished struggled side team era`)

// managerNouns after a name's possessive are a manager's: "X's selection".
var managerNouns = set(`selection team-sheet teamsheet line-up lineup boys lads outfit`)

// teamWords after "X, whose" tell X's team: "X, whose side sat deep".
var teamWords = set(`side sides men team teams charges squad troops women players outfit`)

// roleAfter reads a manager's role told after the name: "X, whose side ...",
// "X, manager of Y,", "X, the head coach of Y", "X, in charge of Y".
func (d *doc) roleAfter(s *sent, m *mention) (*clubEnt, bool) {
	k := m.j
	if m.role != "" {
		return nil, false
	}
	if lo(s, k) == "(" || dashes[lo(s, k)] {
		return d.apposedRole(s, m) // "X (Crewe manager)", "X - Crewe's boss -"
	}
	if lo(s, k) != "," {
		return nil, false
	}
	k++
	if lo(s, k) == "whose" && teamWords[lo(s, k+1)] {
		return nil, true
	}
	if c := mentionAt(s.ments, k+1); lo(s, k) == "whose" && c != nil && c.kind == mClub && c.i == k+1 && teamWords[lo(s, c.j)] {
		return c.club, true // "X, whose Crewe team have lost five in a row"
	}
	if lo(s, k) == "in" && lo(s, k+1) == "charge" && lo(s, k+2) == "of" {
		return d.clubOf(s, k+3)
	}
	if lo(s, k) == "the" {
		k++
	}
	for managerModifiers[lo(s, k)] {
		k++
	}
	if !managerRoles[lo(s, k)] || lo(s, k+1) != "of" && lo(s, k+1) != "at" {
		return d.apposedRole(s, m)
	}
	return d.clubOf(s, k+2)
}

// managerDeeds reads what only a manager does or has: "X praised his
// players", "Arteta's Arsenal", "X's struggling side", "X's tactics",
// "unbeaten under X", "X made three changes". A player's role told before
// the name ("captain X praised his team") keeps a player.
func (d *doc) managerDeeds(s *sent, m *mention) (*clubEnt, bool) {
	k := m.j
	if m.role != "" {
		return nil, false
	}
	if judgeVerbs[lo(s, k)] || speechVerbs[lo(s, k)] {
		q := k + 1
		if lo(s, q) == "that" || lo(s, q) == "of" {
			q++ // "X said his side ...", "X said of his players ..."
		}
		if (lo(s, q) == "his" || lo(s, q) == "her") && teamWords[lo(s, q+1)] {
			return nil, true // "X praised his players", "X said his side deserved more"
		}
	}
	if m.poss {
		return d.managersOwn(s, m)
	}
	if d.counterpartOf(s, m) || benchDeed(s, m) || tenureAfter(s, m) || underManager(s, m) || runsClub(s, m) || (shapesSquad(s, m) || withoutPlayer(s, m) || selectsPlayers(s, m)) && !d.playsIn(m.ent) {
		return nil, true
	}
	if w := lo(s, m.i-1); w == "under-fire" || w == "under-pressure" || w == "beleaguered" {
		return nil, true
	}
	if lo(s, m.i-1) == "under" && (tenureWords[lo(s, m.i-2)] || m.i == 1 && lo(s, m.j) == ",") {
		return nil, true // "unbeaten under X", "the first win under X", "Under X, they have ..."
	}
	if touchlineAfter(s, k) {
		return nil, true // "X prowled the touchline", "X watched from the dugout"
	}
	if lo(s, k) == "," && lo(s, k+1) == "who" && (lo(s, k+2) == "took" && (lo(s, k+3) == "over" || lo(s, k+3) == "charge") || lo(s, k+2) == "was" && lo(s, k+3) == "appointed") {
		return nil, true // "X, who took over in the summer,"
	}
	if lo(s, k) == "made" && lo(s, k+2) == "changes" && (s.toks[k+1].num || numberWords[lo(s, k+1)] > 0 || lo(s, k+1) == "several") {
		return nil, true // "X made three changes"
	}
	return nil, false
}

// managersOwn reads what a name's possessive owns when it is a manager's.
func (d *doc) managersOwn(s *sent, m *mention) (*clubEnt, bool) {
	k := m.j // the possessive marker
	// "Arteta's Arsenal": a club owned by a name is its manager's, unless
	// the name plays in the match
	if c := mentionAt(s.ments, k+1); c != nil && c.kind == mClub && c.i == k+1 && !c.poss && containsClub(d.participants(), c.club) && !d.playsIn(m.ent) {
		return c.club, true
	}
	// "X's struggling side", "X's young players", "X's selection"
	for q := k + 1; q < len(s.toks) && q <= k+3; q++ {
		w := lo(s, q)
		if teamWords[w] || managerNouns[w] {
			return nil, true
		}
		if !s.toks[q].word || s.toks[q].cap || isBoundary(s, q) || prepositions[w] || w == "and" || w == "'s" || selfGoalNouns[w] || shotNouns[w] {
			break // not "X's goals either side of half-time"
		}
	}
	// "X's tactics", "X's first game in charge"
	for q := k + 1; q < len(s.toks) && q < k+6; q++ {
		if benchNouns[lo(s, q)] && q <= k+3 || lo(s, q) == "in" && lo(s, q+1) == "charge" {
			return nil, true
		}
		if !s.toks[q].word || isBoundary(s, q) {
			break
		}
	}
	return nil, false
}

// touchlineVerbs tell where a manager stands: "X prowled the touchline",
// "X watched from the dugout".
var touchlineVerbs = set(`prowled paced patrolled stood watched looked fumed raged barked gesticulated remained`)

// touchlineAfter reads a manager's place told after the name at token k:
// a verb of standing, then the touchline, the dugout or the technical area
// within a few words.
func touchlineAfter(s *sent, k int) bool {
	if !touchlineVerbs[lo(s, k)] {
		return false
	}
	for q := k + 1; q < len(s.toks) && q <= k+5; q++ {
		switch lo(s, q) {
		case "touchline", "dugout", "technical":
			return true
		}
		if isBoundary(s, q) || mentionAt(s.ments, q) != nil {
			return false
		}
	}
	return false
}

// clubOf reads the club named at token k ("the Hatters" too): a role of it
// belongs to a club of the match only.
func (d *doc) clubOf(s *sent, k int) (*clubEnt, bool) {
	c := mentionAt(s.ments, k)
	if c == nil && lo(s, k) == "the" {
		c = mentionAt(s.ments, k+1)
	}
	if c == nil || c.kind != mClub || c.club == nil {
		return nil, false
	}
	return c.club, true
}

// roleLine reports a summary line naming managers: "Manager: X", "Head
// coaches: X (Hull), Y (Stoke)".
func roleLine(s *sent, m *mention) bool {
	k := 0
	for managerModifiers[lo(s, k)] {
		k++
	}
	w := lo(s, k)
	if !managerRoles[w] && !managerRoles[strings.TrimSuffix(w, "es")] && !managerRoles[strings.TrimSuffix(w, "s")] || lo(s, k+1) != ":" {
		return false
	}
	return m.i > k+1
}

// playsIn reports a person scoring, passing to a goal or booked.
func (d *doc) playsIn(e *entity) bool {
	for _, g := range d.goals {
		if g.scorer == e || slices.Contains(g.chain, e) {
			return true
		}
	}
	for _, c := range d.cards {
		if c.player == e {
			return true
		}
	}
	return false
}

// otherJobs are roles of people who are not in the match as players or
// managers: "chairman X", "the Hull owner, X", "pundit X".
var otherJobs = set(`chairman chairwoman owner president director executive ceo pundit commentator physio doctor
	scout agent father mother wife husband son daughter brother sister legend fan supporter mascot singer presenter
	journalist reporter broadcaster announcer actor actress comedian musician politician minister mayor`)

// refereeWords name the referee where the role words do not: "ref X".
var refereeWords = set(`ref whistler`)

// otherPeople marks referees told as "ref X", "the referee, X" or on a
// "Referee: X" line, and sets aside people named by another job ("chairman
// X", "X, the club's owner,"), who are neither players nor managers, unless
// they play in the match.
func (d *doc) otherPeople() {
	for _, s := range d.sents {
		for _, m := range s.ments {
			if m.kind != mPerson || m.ent == nil || m.ent.manager {
				continue
			}
			before := lo(s, m.i-1)
			if m.i == 0 && m.j-m.i > 2 && (refereeWords[lo(s, 0)] || otherJobs[lo(s, 0)]) {
				before = lo(s, 0) // "Chairman X Y" read as one name at a sentence's start
			}
			if refereeWords[before] || lo(s, 0) == "referee" && lo(s, 1) == ":" && m.i > 1 || before == "," && refereeRoles[lo(s, m.i-2)] {
				m.ent.referee = true
				continue
			}
			if (otherJobs[before] || appositiveJob(s, m) || before == "," && otherJobs[lo(s, m.i-2)]) && !d.playsIn(m.ent) {
				m.ent.absent = true
			}
		}
	}
}

// appositiveJob reads another job told after the name: "X, the Hull
// chairman,", "X, Hull's owner,".
func appositiveJob(s *sent, m *mention) bool {
	k := m.j
	if lo(s, k) != "," {
		return false
	}
	for q := k + 1; q < len(s.toks) && q < k+6; q++ {
		w := lo(s, q)
		if otherJobs[w] {
			return true
		}
		if w == "," || !s.toks[q].word && w != "'s" {
			return false
		}
	}
	return false
}

// roleInside reads a manager's role capitalised into the name ("Arsenal
// Head Coach Mikel Arteta", "Player-manager Joey Barton"): the person is a
// manager, named without the role words.
func (d *doc) roleInside(s *sent, m *mention) bool {
	k := m.i
	for k < m.j-1 && managerModifiers[lo(s, k)] {
		k++
	}
	if !managerRoles[lo(s, k)] && lo(s, k) != "player-manager" || k+1 >= m.j {
		return false
	}
	e := m.ent
	e.manager, e.evidence = true, true
	if c := mentionAt(s.ments, m.i-1); c != nil && c.kind == mClub && c.j == m.i && e.teamWhy < 3 {
		e.team, e.teamWhy = c.club, 3
	}
	name := d.text[s.toks[k+1].start:s.toks[m.j-1].end]
	if len(strings.Fields(name)) >= len(strings.Fields(e.name))-(k+1-m.i) {
		e.forms = append(e.forms, name)
		e.finishNameWithout(d.text[s.toks[m.i].start:s.toks[m.j-1].end])
	}
	return true
}

// finishNameWithout names the person by the fullest form other than drop.
func (e *entity) finishNameWithout(drop string) {
	kept := e.forms[:0]
	for _, f := range e.forms {
		if f != drop {
			kept = append(kept, f)
		}
	}
	e.forms = kept
	e.finishName()
}
