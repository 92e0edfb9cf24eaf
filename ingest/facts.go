package ingest

import (
	"fmt"
	"slices"
	"time"

	"pitchgraph/extractor"
	"pitchgraph/graph"
)

// Facts keys an extraction as graph facts. Clubs are named by their lexicon
// name when the lexicon knows them, so "Spurs" in one report and "Tottenham
// Hotspur" in another are one club. It returns the facts and the warnings of
// the extraction plus any of its own.
func Facts(rep *extractor.Report, in Input, now time.Time) (*graph.Facts, []string) {
	b := &builder{
		rep:     rep,
		f:       &graph.Facts{},
		sides:   readSides(rep, in.Text, in.Competition),
		clubs:   map[string]int{},
		players: map[string]int{},
		teamOf:  map[string]string{},
	}
	b.warnings = append(b.warnings, rep.Warnings...)
	b.f.Report = graph.Report{ID: graph.ReportID(in.Text), Source: graph.SourceName(in.Source), Text: in.Text, IngestedAt: now}
	for _, c := range rep.Clubs {
		b.club(c.Name, c.Aliases...)
	}
	var unplaced []extractor.Person
	for _, p := range rep.Players {
		club := b.club(deref(p.Team))
		if club == "" {
			unplaced = append(unplaced, p)
			continue
		}
		b.teamOf[p.Name] = club
		b.player(p.Name, club, p.Aliases...)
	}
	b.match(in)
	// Players the report never ties to a club, even through a goal or card.
	for _, p := range unplaced {
		club := b.teamOf[p.Name]
		b.player(p.Name, club, p.Aliases...)
		if b.f.Match != nil && club == "" {
			b.f.Appearances = append(b.f.Appearances, graph.Appearance{PlayerID: graph.PlayerID("", p.Name), MatchID: b.f.Match.ID})
		}
	}
	b.f.Report.Warnings = slices.Clone(b.warnings)
	return b.f, b.warnings
}

type builder struct {
	rep      *extractor.Report
	f        *graph.Facts
	sides    *sides            // which side of each club the report is about
	clubs    map[string]int    // club ID -> index in f.Clubs
	players  map[string]int    // player ID -> index in f.Players
	teamOf   map[string]string // player name -> club ID from the report's player list
	warnings []string
}

// club registers a club by any name the report used and returns its ID, or
// "" for an empty name. The club is the side of it the report is about
// (category.go), named by the lexicon's name for the club when the lexicon
// knows it, so "Spurs" in one report and "Tottenham Hotspur" in another are
// one club, and "Arsenal Women" and "Arsenal" in a Women's Super League
// report are one side, apart from the men's Arsenal.
func (b *builder) club(name string, aliases ...string) string {
	if name == "" {
		return ""
	}
	base, sd := baseName(name), b.sides.of(name)
	canonical := teamName(base, sd)
	id := graph.TeamID(base, sd.cat, sd.age)
	i, ok := b.clubs[id]
	if !ok {
		i = len(b.f.Clubs)
		b.clubs[id] = i
		b.f.Clubs = append(b.f.Clubs, graph.Club{ID: id, Name: canonical})
	}
	c := &b.f.Clubs[i]
	for _, a := range append([]string{name}, aliases...) {
		if a != c.Name && !slices.Contains(c.Aliases, a) {
			c.Aliases = append(c.Aliases, a)
		}
	}
	return id
}

// player registers a player of a club (clubID may be "") and returns the ID.
func (b *builder) player(name, clubID string, aliases ...string) string {
	id := graph.PlayerID(clubID, name)
	i, ok := b.players[id]
	if !ok {
		i = len(b.f.Players)
		b.players[id] = i
		p := graph.Player{ID: id, Name: name}
		if clubID != "" {
			p.ClubIDs = []string{clubID}
		}
		b.f.Players = append(b.f.Players, p)
	}
	p := &b.f.Players[i]
	for _, a := range aliases {
		if a != p.Name && !slices.Contains(p.Aliases, a) {
			p.Aliases = append(p.Aliases, a)
		}
	}
	return id
}

// playerIn returns the ID of a named player, placing one the player list
// did not team up with club fallback.
func (b *builder) playerIn(name, fallback string) string {
	club, ok := b.teamOf[name]
	if !ok || club == "" {
		club = fallback
		b.teamOf[name] = club
	}
	return b.player(name, club)
}

func (b *builder) match(in Input) {
	rep := b.rep
	home, away := b.club(deref(rep.Home)), b.club(deref(rep.Away))
	if home == "" || away == "" || home == away {
		if len(rep.Goals) > 0 || len(rep.Cards) > 0 {
			b.warnings = append(b.warnings, fmt.Sprintf(
				"the report does not say which two clubs played: %d goals and %d cards were not stored",
				len(rep.Goals), len(rep.Cards)))
		} else {
			b.warnings = append(b.warnings, "the report does not say which two clubs played")
		}
		return
	}
	m := &graph.Match{HomeID: home, AwayID: away, Date: in.Date, HomeScore: rep.HomeScore, AwayScore: rep.AwayScore,
		Venue: deref(rep.Venue), Competition: deref(rep.Competition)}
	if in.Competition != "" {
		m.Competition = in.Competition
	}
	m.ID = graph.MatchID(home, away, m.Date, m.HomeScore, m.AwayScore)
	b.f.Match = m
	b.f.Report.MatchID = m.ID
	b.goals(m)
	b.cards(m)
	for _, p := range b.f.Players {
		club := ""
		if len(p.ClubIDs) > 0 {
			club = p.ClubIDs[0]
		}
		b.f.Appearances = append(b.f.Appearances, graph.Appearance{PlayerID: p.ID, MatchID: m.ID, ClubID: club})
	}
}

func (b *builder) goals(m *graph.Match) {
	seen := map[string]int{} // scorer ID -> goals so far
	for i, g := range b.rep.Goals {
		own := g.Kind == string(graph.OwnGoal)
		club := b.club(deref(g.Team))
		if club == "" {
			// The report's player list may tie the scorer to a club.
			if club = b.teamOf[g.Scorer]; own {
				club = other(m, club)
			}
		}
		scorerClub := club
		if own {
			scorerClub = other(m, club)
		}
		scorer := b.playerIn(g.Scorer, scorerClub)
		seen[scorer]++
		goal := graph.Goal{
			ID: graph.GoalID(m.ID, scorer, seen[scorer]), MatchID: m.ID, ClubID: club, ScorerID: scorer,
			Minute: g.Minute, Added: g.Added, Kind: goalKind(g.Kind), Order: i + 1,
			Sources: []graph.Source{b.source(g.Source, g.Minute, g.Added)},
		}
		if goal.ClubID == "" {
			b.warnings = append(b.warnings, fmt.Sprintf("goal by %s: the report does not say which club it counted for; not stored", g.Scorer))
			continue
		}
		if g.Assist != nil {
			goal.AssistID = b.playerIn(*g.Assist, club)
		}
		for j, p := range g.Passes {
			goal.Chain = append(goal.Chain, graph.Pass{Order: j + 1,
				FromID: b.playerIn(p.From, club), ToID: b.playerIn(p.To, club), Kind: passKind(p.Kind)})
		}
		b.f.Goals = append(b.f.Goals, goal)
	}
}

func (b *builder) cards(m *graph.Match) {
	seen := map[string]int{} // player ID + colour -> cards so far
	for _, c := range b.rep.Cards {
		club := b.club(deref(c.Team))
		player := b.playerIn(c.Player, club)
		color := graph.CardColor(c.Color)
		seen[player+string(color)]++
		b.f.Cards = append(b.f.Cards, graph.Card{
			ID: graph.CardID(m.ID, player, color, seen[player+string(color)]), MatchID: m.ID,
			PlayerID: player, ClubID: club, Color: color, Minute: c.Minute,
			Sources: []graph.Source{b.source(c.Source, c.Minute, nil)},
		})
	}
}

// source is the evidence of a fact with the time this report gives it.
func (b *builder) source(s extractor.Source, minute, added *int) graph.Source {
	return graph.Source{ReportID: b.f.Report.ID, Sentence: s.Sentence, Start: s.Start, End: s.End, Minute: minute, Added: added}
}

// other returns the opponent of club in m, or "" when club played neither side.
func other(m *graph.Match, club string) string {
	switch club {
	case m.HomeID:
		return m.AwayID
	case m.AwayID:
		return m.HomeID
	}
	return ""
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// goalKind maps the extractor's kind to the graph's, open play when unknown.
func goalKind(k string) graph.GoalKind {
	switch g := graph.GoalKind(k); g {
	case graph.Penalty, graph.OwnGoal, graph.DirectFreeKick:
		return g
	}
	return graph.OpenPlay
}

// passKind maps the extractor's pass kind to the graph's, unknown when unknown.
func passKind(k string) graph.PassKind {
	switch p := graph.PassKind(k); p {
	case graph.PassPlain, graph.Cross, graph.Corner, graph.FreeKick, graph.ThroughBall, graph.LongBall,
		graph.CutBack, graph.FlickOn, graph.Header, graph.ThrowIn:
		return p
	}
	return graph.UnknownPass
}
