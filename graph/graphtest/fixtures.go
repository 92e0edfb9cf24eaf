package graphtest

import (
	"fmt"
	"strings"
	"time"

	"pitchgraph/graph"
)

// The fixtures: five invented reports about three invented matches.
//
//	r1a, r1b  Northbridge Rovers 3-1 Eastport Athletic, 2023-09-16: two
//	          reports of one match. Both support g1 (a corner, a flick-on
//	          and a finish: a three-player chain) and g2 (a penalty, no
//	          chain); only r1a has g3 (an own goal), the score, the
//	          competition and card c1; only r1b has g4, the venue, card c2
//	          and the substitute Rhys Mallory. They disagree on g2's minute.
//	r2        Kingsmere United 1-2 Northbridge Rovers, 2023-09-23.
//	r3        Eastport Athletic 1-1 Union Sankt Brücken, undated friendly.
//	r4        no match: a contract note that gives Sam Carter an alias.
//
// Sam Carter plays in two matches, Luka Brežnik in two (with an accented
// name one report spells without the accent). Every report has its own
// IngestedAt, r1a oldest.
const (
	textR1a = "Northbridge Rovers beat Eastport Athletic 3-1 in the Coastal League on Saturday. " +
		"Niall Brennan swung in a corner in the 12th minute, Ade Okafor flicked it on at the near post and Sam Carter turned it in. " +
		"Luka Brežnik levelled from the penalty spot on the half hour after Okafor had tripped him. " +
		"Tom Hale was booked in the 40th minute for a late tackle. " +
		"Ten minutes after the restart Hale sliced a clearance past his own goalkeeper. " +
		"Joe Carter came off the bench for Eastport, but Carter barely touched the ball."
	textR1b = "Northbridge saw off Eastport at Harbour Park, and the Bridge went home happy. " +
		"Ade Okafor flicked the ball on for Sam Carter to open the scoring. " +
		"Luka Breznik equalised from twelve yards in the 31st minute for the Dockers. " +
		"Brežnik was later shown a yellow card for dissent. " +
		"Three minutes into stoppage time Carter headed in a Niall Brennan cross to make it safe. " +
		"Rhys Mallory came on for the closing stages."
	textR2 = "Kingsmere United 1 Northbridge Rovers 2. " +
		"Niall Brennan's corner found Ade Okafor, who headed the visitors in front after 20 minutes. " +
		"Dario Pellegrini, booked in the 25th minute, equalised five minutes after the interval from Ben Hale's pass. " +
		"Ben Hale was sent off on the hour and Kingsmere faded. " +
		"Okafor's through ball released Sam Carter for the winner with 13 minutes left. " +
		"Carter was cautioned for taking off his shirt. " +
		"The game was played at Mere Road in the Coastal League."
	textR3 = "Eastport Athletic and Union Sankt Brücken drew 1-1 in a friendly. " +
		"Luka Brežnik curled a free kick into the top corner in the tenth minute. " +
		"Brežnik was booked in the 70th minute. " +
		"Kai Lindqvist cut the ball back for Jonas Fährmann to equalise two minutes from time, and Brücken celebrated."
	textR4 = "Northbridge Rovers striker Sam Carter, whom the supporters call Sammy, has signed a new three-year contract."
)

// The IDs of the fixtures, derived as the package doc of graph says.
var (
	northbridge = graph.ClubID("Northbridge Rovers")
	eastport    = graph.ClubID("Eastport Athletic")
	kingsmere   = graph.ClubID("Kingsmere United")
	brucken     = graph.ClubID("Union Sankt Brücken")

	sam       = graph.PlayerID(northbridge, "Sam Carter")
	okafor    = graph.PlayerID(northbridge, "Ade Okafor")
	brennan   = graph.PlayerID(northbridge, "Niall Brennan")
	mallory   = graph.PlayerID(northbridge, "Rhys Mallory")
	breznik   = graph.PlayerID(eastport, "Luka Brežnik")
	tomHale   = graph.PlayerID(eastport, "Tom Hale")
	joeCarter = graph.PlayerID(eastport, "Joe Carter")
	dario     = graph.PlayerID(kingsmere, "Dario Pellegrini")
	benHale   = graph.PlayerID(kingsmere, "Ben Hale")
	kai       = graph.PlayerID(brucken, "Kai Lindqvist")
	jonas     = graph.PlayerID(brucken, "Jonas Fährmann")

	m1 = graph.MatchID(northbridge, eastport, "2023-09-16", nil, nil)
	m2 = graph.MatchID(kingsmere, northbridge, "2023-09-23", nil, nil)
	m3 = graph.MatchID(eastport, brucken, "", ip(1), ip(1))

	g1 = graph.GoalID(m1, sam, 1)     // Brennan corner, Okafor flick-on, Carter (r1a, r1b)
	g2 = graph.GoalID(m1, breznik, 1) // penalty (r1a, r1b)
	g3 = graph.GoalID(m1, tomHale, 1) // own goal for Northbridge (r1a)
	g4 = graph.GoalID(m1, sam, 2)     // Brennan cross, Carter, 90+3 (r1b)
	g5 = graph.GoalID(m2, okafor, 1)  // Brennan corner, Okafor
	g9 = graph.GoalID(m2, dario, 1)   // Ben Hale pass, Pellegrini
	g6 = graph.GoalID(m2, sam, 1)     // Okafor through ball, Carter
	g7 = graph.GoalID(m3, breznik, 1) // direct free kick
	g8 = graph.GoalID(m3, jonas, 1)   // Lindqvist cut-back, Fährmann

	c1 = graph.CardID(m1, tomHale, graph.Yellow, 1) // 40' (r1a)
	c2 = graph.CardID(m1, breznik, graph.Yellow, 1) // no minute (r1b)
	c3 = graph.CardID(m2, dario, graph.Yellow, 1)   // 25'
	c4 = graph.CardID(m2, benHale, graph.Red, 1)    // 60'
	c5 = graph.CardID(m2, sam, graph.Yellow, 1)     // no minute
	c6 = graph.CardID(m3, breznik, graph.Yellow, 1) // 70'

	r1a = graph.ReportID(textR1a)
	r1b = graph.ReportID(textR1b)
	r2  = graph.ReportID(textR2)
	r3  = graph.ReportID(textR3)
	r4  = graph.ReportID(textR4)
)

// base is the IngestedAt of the oldest fixture report.
var base = time.Date(2023, 9, 17, 9, 0, 0, 0, time.UTC)

// Fixtures returns the facts of the five fixture reports, oldest first, as
// fresh values the caller may change. Tests of other packages (resolvers,
// benchmarks) load them into a store to have a small known graph.
func Fixtures() []*graph.Facts {
	return []*graph.Facts{factsR1a(), factsR1b(), factsR2(), factsR3(), factsR4()}
}

// WithReportID returns a copy of f that claims to come from the report id:
// Report.ID and every source are renamed, so the copy ingests as a new
// report supporting the same facts.
func WithReportID(f *graph.Facts, id string) *graph.Facts {
	c := f.Clone()
	c.Report.ID = id
	for i := range c.Goals {
		for j := range c.Goals[i].Sources {
			c.Goals[i].Sources[j].ReportID = id
		}
	}
	for i := range c.Cards {
		for j := range c.Cards[i].Sources {
			c.Cards[i].Sources[j].ReportID = id
		}
	}
	return c
}

func factsR1a() *graph.Facts {
	b := newReport(textR1a, "fixture:r1a", base)
	b.club(northbridge, "Northbridge Rovers", "Rovers")
	b.club(eastport, "Eastport Athletic", "Athletic")
	b.match(northbridge, eastport, "2023-09-16", "Coastal League", "", ip(3), ip(1))
	b.player(sam, northbridge, "Sam Carter")
	b.player(okafor, northbridge, "Ade Okafor", "Okafor")
	b.player(brennan, northbridge, "Niall Brennan")
	b.player(breznik, eastport, "Luka Brežnik", "Brežnik")
	b.player(tomHale, eastport, "Tom Hale")
	b.player(joeCarter, eastport, "Joe Carter", "Carter")
	b.goal(g1, northbridge, sam, 1, ip(12), nil, graph.OpenPlay,
		"Niall Brennan swung in a corner in the 12th minute, Ade Okafor flicked it on at the near post and Sam Carter turned it in.",
		pass(brennan, okafor, graph.Corner), pass(okafor, sam, graph.FlickOn))
	b.goal(g2, eastport, breznik, 2, ip(30), nil, graph.Penalty,
		"Luka Brežnik levelled from the penalty spot on the half hour after Okafor had tripped him.")
	b.goal(g3, northbridge, tomHale, 3, ip(55), nil, graph.OwnGoal,
		"Ten minutes after the restart Hale sliced a clearance past his own goalkeeper.")
	b.card(c1, tomHale, eastport, graph.Yellow, ip(40), "Tom Hale was booked in the 40th minute for a late tackle.")
	return b.f
}

func factsR1b() *graph.Facts {
	b := newReport(textR1b, "fixture:r1b", base.Add(time.Hour))
	b.club(northbridge, "Northbridge", "the Bridge")
	b.club(eastport, "Eastport", "the Dockers")
	b.match(northbridge, eastport, "2023-09-16", "", "Harbour Park", nil, nil)
	b.player(sam, northbridge, "Sam Carter", "Carter")
	b.player(okafor, northbridge, "Ade Okafor")
	b.player(brennan, northbridge, "Niall Brennan")
	b.player(breznik, eastport, "Luka Breznik", "Brežnik")
	b.player(mallory, northbridge, "Rhys Mallory")
	b.goal(g1, northbridge, sam, 1, nil, nil, graph.OpenPlay,
		"Ade Okafor flicked the ball on for Sam Carter to open the scoring.",
		pass(okafor, sam, graph.FlickOn))
	b.goal(g2, eastport, breznik, 2, ip(31), nil, graph.Penalty,
		"Luka Breznik equalised from twelve yards in the 31st minute for the Dockers.")
	b.goal(g4, northbridge, sam, 3, ip(90), ip(3), graph.OpenPlay,
		"Three minutes into stoppage time Carter headed in a Niall Brennan cross to make it safe.",
		pass(brennan, sam, graph.Cross))
	b.card(c2, breznik, eastport, graph.Yellow, nil, "Brežnik was later shown a yellow card for dissent.")
	return b.f
}

func factsR2() *graph.Facts {
	b := newReport(textR2, "fixture:r2", base.Add(7*24*time.Hour))
	b.club(kingsmere, "Kingsmere United", "Kingsmere")
	b.club(northbridge, "Northbridge Rovers")
	b.match(kingsmere, northbridge, "2023-09-23", "Coastal League", "Mere Road", ip(1), ip(2))
	b.player(sam, northbridge, "Sam Carter", "Carter")
	b.player(okafor, northbridge, "Ade Okafor", "Okafor")
	b.player(brennan, northbridge, "Niall Brennan")
	b.player(dario, kingsmere, "Dario Pellegrini")
	b.player(benHale, kingsmere, "Ben Hale")
	b.goal(g5, northbridge, okafor, 1, ip(20), nil, graph.OpenPlay,
		"Niall Brennan's corner found Ade Okafor, who headed the visitors in front after 20 minutes.",
		pass(brennan, okafor, graph.Corner))
	b.goal(g9, kingsmere, dario, 2, ip(50), nil, graph.OpenPlay,
		"Dario Pellegrini, booked in the 25th minute, equalised five minutes after the interval from Ben Hale's pass.",
		pass(benHale, dario, graph.PassPlain))
	b.goal(g6, northbridge, sam, 3, ip(77), nil, graph.OpenPlay,
		"Okafor's through ball released Sam Carter for the winner with 13 minutes left.",
		pass(okafor, sam, graph.ThroughBall))
	b.card(c3, dario, kingsmere, graph.Yellow, ip(25),
		"Dario Pellegrini, booked in the 25th minute, equalised five minutes after the interval from Ben Hale's pass.")
	b.card(c4, benHale, kingsmere, graph.Red, ip(60), "Ben Hale was sent off on the hour and Kingsmere faded.")
	b.card(c5, sam, northbridge, graph.Yellow, nil, "Carter was cautioned for taking off his shirt.")
	return b.f
}

func factsR3() *graph.Facts {
	b := newReport(textR3, "", base.Add(8*24*time.Hour))
	b.club(eastport, "Eastport Athletic")
	b.club(brucken, "Union Sankt Brücken", "Brücken")
	b.match(eastport, brucken, "", "Friendly", "", ip(1), ip(1))
	b.player(breznik, eastport, "Luka Brežnik", "Brežnik")
	b.player(kai, brucken, "Kai Lindqvist")
	b.player(jonas, brucken, "Jonas Fährmann")
	b.goal(g7, eastport, breznik, 1, ip(10), nil, graph.DirectFreeKick,
		"Luka Brežnik curled a free kick into the top corner in the tenth minute.")
	b.goal(g8, brucken, jonas, 2, ip(88), nil, graph.OpenPlay,
		"Kai Lindqvist cut the ball back for Jonas Fährmann to equalise two minutes from time, and Brücken celebrated.",
		pass(kai, jonas, graph.CutBack))
	b.card(c6, breznik, eastport, graph.Yellow, ip(70), "Brežnik was booked in the 70th minute.")
	return b.f
}

func factsR4() *graph.Facts {
	b := newReport(textR4, "fixture:r4", base.Add(9*24*time.Hour))
	b.club(northbridge, "Northbridge Rovers")
	b.player(sam, northbridge, "Sam Carter", "Sammy")
	return b.f
}

// builder assembles one report's facts; a fixture with a broken sentence
// or reference panics, since it is a bug in the suite.
type builder struct{ f *graph.Facts }

func newReport(text, source string, at time.Time) *builder {
	return &builder{f: &graph.Facts{Report: graph.Report{
		ID: graph.ReportID(text), Source: source, Text: text, IngestedAt: at,
	}}}
}

func (b *builder) club(id, name string, aliases ...string) {
	b.f.Clubs = append(b.f.Clubs, graph.Club{ID: id, Name: name, Aliases: aliases})
}

func (b *builder) match(home, away, date, competition, venue string, hs, as *int) {
	b.f.Match = &graph.Match{
		ID:   graph.MatchID(home, away, date, hs, as),
		Date: date, Competition: competition, Venue: venue,
		HomeID: home, AwayID: away, HomeScore: hs, AwayScore: as,
	}
	b.f.Report.MatchID = b.f.Match.ID
}

// player lists a player and, when the report has a match, places the
// player in it for the club.
func (b *builder) player(id, club, name string, aliases ...string) {
	b.f.Players = append(b.f.Players, graph.Player{ID: id, Name: name, Aliases: aliases, ClubIDs: []string{club}})
	if b.f.Match != nil {
		b.f.Appearances = append(b.f.Appearances, graph.Appearance{PlayerID: id, MatchID: b.f.Match.ID, ClubID: club})
	}
}

// goal adds a goal; the assist is the passer of the chain's last pass.
func (b *builder) goal(id, club, scorer string, order int, minute, added *int, kind graph.GoalKind, sentence string, chain ...graph.Pass) {
	g := graph.Goal{
		ID: id, MatchID: b.f.Match.ID, ClubID: club, ScorerID: scorer,
		Minute: minute, Added: added, Kind: kind, Order: order,
		Sources: []graph.Source{b.source(sentence)},
	}
	g.Sources[0].Minute, g.Sources[0].Added = minute, added
	for i, p := range chain {
		p.Order = i + 1
		g.Chain = append(g.Chain, p)
	}
	if len(chain) > 0 {
		g.AssistID = chain[len(chain)-1].FromID
	}
	b.f.Goals = append(b.f.Goals, g)
}

func (b *builder) card(id, player, club string, color graph.CardColor, minute *int, sentence string) {
	b.f.Cards = append(b.f.Cards, graph.Card{
		ID: id, MatchID: b.f.Match.ID, PlayerID: player, ClubID: club, Color: color, Minute: minute,
		Sources: []graph.Source{b.source(sentence)},
	})
}

func (b *builder) source(sentence string) graph.Source {
	start := strings.Index(b.f.Report.Text, sentence)
	if start < 0 {
		panic(fmt.Sprintf("graphtest: sentence %q is not in report %s", sentence, b.f.Report.ID))
	}
	return graph.Source{ReportID: b.f.Report.ID, Sentence: sentence, Start: start, End: start + len(sentence)}
}

func pass(from, to string, kind graph.PassKind) graph.Pass {
	return graph.Pass{FromID: from, ToID: to, Kind: kind}
}

func ip(n int) *int { return &n }
