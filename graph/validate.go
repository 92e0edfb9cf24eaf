package graph

import "unicode/utf8"

// Validate checks that the facts hang together before a store merges them:
// IDs of the right kind and not repeated, every reference to a club, player
// or match one the facts themselves define, every goal and card carrying
// exactly one source from this report, all text valid UTF-8. It returns an
// EINVALID *Error naming the first problem, or nil. Every store calls it at the top of Ingest, so
// both refuse the same facts.
func (f *Facts) Validate() error {
	if f == nil {
		return Errorf(EINVALID, "facts: nil")
	}
	v := validator{f: f, clubs: map[string]bool{}, players: map[string]bool{}}
	v.report()
	v.clubList()
	v.playerList()
	v.match()
	v.goals()
	v.cards()
	if v.err != nil {
		return v.err
	}
	return nil // not v.err: a nil *Error is a non-nil error
}

type validator struct {
	f       *Facts
	clubs   map[string]bool
	players map[string]bool
	err     *Error
}

func (v *validator) fail(format string, args ...any) {
	if v.err == nil {
		v.err = Errorf(EINVALID, "facts: "+format, args...)
	}
}

func (v *validator) kind(id, want string) {
	if KindOf(id) != want {
		v.fail("%q is not a %s ID", id, want)
	}
}

func (v *validator) report() {
	r := v.f.Report
	v.kind(r.ID, KindReport)
	v.utf8("report "+r.ID, r.Text, r.Source)
	v.utf8("the warnings of report "+r.ID, r.Warnings...)
	switch {
	case v.f.Match == nil && r.MatchID != "":
		v.fail("report names match %q but the facts hold no match", r.MatchID)
	case v.f.Match != nil && r.MatchID != v.f.Match.ID:
		v.fail("report names match %q, the facts hold %q", r.MatchID, v.f.Match.ID)
	}
}

func (v *validator) clubList() {
	for _, c := range v.f.Clubs {
		v.kind(c.ID, KindClub)
		if KindOf(c.ID) == KindClub && !validClubKey(key(c.ID)) {
			v.fail("club %q: a club ID is a name's slug with at most a category after a dot (.women, .reserves, .youth, .u21)", c.ID)
		}
		if c.Name == "" {
			v.fail("club %q has no name", c.ID)
		}
		v.utf8("club "+c.ID, c.Name)
		v.utf8("club "+c.ID, c.Aliases...)
		if v.clubs[c.ID] {
			v.fail("club %q listed twice", c.ID)
		}
		v.clubs[c.ID] = true
	}
}

func (v *validator) playerList() {
	for _, p := range v.f.Players {
		v.kind(p.ID, KindPlayer)
		if p.Name == "" {
			v.fail("player %q has no name", p.ID)
		}
		v.utf8("player "+p.ID, p.Name)
		v.utf8("player "+p.ID, p.Aliases...)
		if v.players[p.ID] {
			v.fail("player %q listed twice", p.ID)
		}
		v.players[p.ID] = true
		for _, c := range p.ClubIDs {
			v.club(c, "player "+p.ID)
		}
	}
}

// club checks that a reference names a club the facts list.
func (v *validator) club(id, from string) {
	if !v.clubs[id] {
		v.fail("%s refers to club %q, which the facts do not list", from, id)
	}
}

func (v *validator) player(id, from string) {
	if !v.players[id] {
		v.fail("%s refers to player %q, which the facts do not list", from, id)
	}
}

func (v *validator) match() {
	m := v.f.Match
	if m == nil {
		if len(v.f.Goals)+len(v.f.Cards)+len(v.f.Appearances) > 0 {
			v.fail("goals, cards or appearances without a match")
		}
		return
	}
	v.kind(m.ID, KindMatch)
	v.club(m.HomeID, "match "+m.ID)
	v.club(m.AwayID, "match "+m.ID)
	for _, a := range v.f.Appearances {
		v.player(a.PlayerID, "an appearance")
		v.inMatch(a.MatchID, "appearance of "+a.PlayerID)
		if a.ClubID != "" {
			v.club(a.ClubID, "appearance of "+a.PlayerID)
		}
	}
}

func (v *validator) inMatch(id, from string) {
	if id != v.f.Match.ID {
		v.fail("%s is in match %q, the facts hold %q", from, id, v.f.Match.ID)
	}
}

func (v *validator) goals() {
	seen := map[string]bool{}
	for _, g := range v.f.Goals {
		v.kind(g.ID, KindGoal)
		if seen[g.ID] {
			v.fail("goal %q listed twice", g.ID)
		}
		seen[g.ID] = true
		from := "goal " + g.ID
		v.inMatch(g.MatchID, from)
		v.club(g.ClubID, from)
		v.player(g.ScorerID, from)
		if g.AssistID != "" {
			v.player(g.AssistID, from)
		}
		switch g.Kind {
		case OpenPlay, Penalty, OwnGoal, DirectFreeKick:
		default:
			v.fail("goal %q has unknown kind %q", g.ID, g.Kind)
		}
		for _, p := range g.Chain {
			v.player(p.FromID, from)
			v.player(p.ToID, from)
			if !validPass[p.Kind] {
				v.fail("goal %q has a pass of unknown kind %q", g.ID, p.Kind)
			}
		}
		v.sources(from, g.Sources)
	}
}

var validPass = map[PassKind]bool{
	PassPlain: true, Cross: true, Corner: true, FreeKick: true, ThroughBall: true, LongBall: true,
	CutBack: true, FlickOn: true, Header: true, ThrowIn: true, UnknownPass: true,
}

func (v *validator) cards() {
	seen := map[string]bool{}
	for _, c := range v.f.Cards {
		v.kind(c.ID, KindCard)
		if seen[c.ID] {
			v.fail("card %q listed twice", c.ID)
		}
		seen[c.ID] = true
		from := "card " + c.ID
		v.inMatch(c.MatchID, from)
		v.player(c.PlayerID, from)
		if c.ClubID != "" {
			v.club(c.ClubID, from)
		}
		if c.Color != Yellow && c.Color != Red {
			v.fail("card %q has unknown colour %q", c.ID, c.Color)
		}
		v.sources(from, c.Sources)
	}
}

func (v *validator) sources(from string, ss []Source) {
	if len(ss) != 1 || ss[0].ReportID != v.f.Report.ID {
		v.fail("%s must have exactly one source, from report %q", from, v.f.Report.ID)
		return
	}
	v.utf8("the source of "+from, ss[0].Sentence)
}

// utf8 checks text the stores keep: Neo4j and JSON carry only valid UTF-8.
func (v *validator) utf8(what string, texts ...string) {
	for _, t := range texts {
		if !utf8.ValidString(t) {
			v.fail("%s: text is not valid UTF-8", what)
			return
		}
	}
}
