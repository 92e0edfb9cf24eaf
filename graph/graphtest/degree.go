package graphtest

import (
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// testDegrees: Degrees gives the longest of each list as the store's own
// methods list them, and follows ingests and deletes.
func testDegrees(t *testing.T, open func(t *testing.T) graph.Store) {
	s := open(t)
	if d, err := s.Degrees(t.Context()); err != nil || d != (graph.Degrees{}) {
		t.Errorf("Degrees of an empty graph: %+v, %v; want zeros", d, err)
	}
	ingest(t, s, Fixtures()...)
	check := func(when string) {
		t.Helper()
		got, err := s.Degrees(t.Context())
		if err != nil {
			t.Fatalf("Degrees %s: %v", when, err)
		}
		if d := cmp.Diff(measured(t, s), got); d != "" {
			t.Errorf("Degrees %s (-measured by listing +got):\n%s", when, d)
		}
	}
	check("of the fixtures")
	if got, _ := s.Degrees(t.Context()); got.MatchesOfPlayer < 2 || got.PassesOfGoal < 2 || got.SourcesOfGoal < 2 {
		t.Errorf("Degrees of the fixtures: %+v; the fixtures hold a player in two matches, a chain of two passes and a goal two reports support", got)
	}
	// The report with the longest text goes, then comes back.
	longest, n := "", -1
	for _, f := range Fixtures() {
		if l := utf8.RuneCountInString(f.Report.Text); l > n {
			longest, n = f.Report.ID, l
		}
	}
	if ok, err := s.DeleteReport(t.Context(), longest); err != nil || !ok {
		t.Fatalf("DeleteReport(%s): %v, %v", longest, ok, err)
	}
	check("after deleting the longest report")
	for _, f := range Fixtures() {
		if f.Report.ID == longest {
			ingest(t, s, f)
		}
	}
	check("after ingesting it again")
}

// measured returns the degrees of s's graph by listing every list.
func measured(t *testing.T, s graph.Store) graph.Degrees {
	t.Helper()
	ctx := t.Context()
	var d graph.Degrees
	var players, matches []string
	for _, p := range pages(t, "FindPlayers", 100, func(p graph.Page) (graph.Connection[graph.Player], error) {
		return s.FindPlayers(ctx, graph.PlayerWhere{}, graph.PlayersByName, p)
	}) {
		players = append(players, p.ID)
		d.ClubsOfPlayer = max(d.ClubsOfPlayer, len(p.ClubIDs))
	}
	for _, m := range pages(t, "FindMatches", 100, func(p graph.Page) (graph.Connection[graph.Match], error) {
		return s.FindMatches(ctx, graph.MatchWhere{}, p)
	}) {
		matches = append(matches, m.ID)
	}
	for _, r := range pages(t, "FindReports", 100, func(p graph.Page) (graph.Connection[graph.Report], error) { return s.FindReports(ctx, p) }) {
		d.TextLength = max(d.TextLength, utf8.RuneCountInString(r.Text))
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	longestOf := func(n *int, lists int, length func(i int) int) {
		for i := range lists {
			*n = max(*n, length(i))
		}
	}
	ms, err := s.MatchesOfPlayers(ctx, players)
	must(err)
	longestOf(&d.MatchesOfPlayer, len(ms), func(i int) int { return len(ms[i]) })
	for rel, n := range map[graph.GoalRel]*int{graph.GoalsOfScorer: &d.GoalsOfScorer, graph.GoalsOfAssist: &d.GoalsOfAssist} {
		gs, err := s.GoalsBy(ctx, rel, players)
		must(err)
		longestOf(n, len(gs), func(i int) int { return len(gs[i]) })
	}
	cs, err := s.CardsBy(ctx, graph.CardsOfPlayer, players)
	must(err)
	longestOf(&d.CardsOfPlayer, len(cs), func(i int) int { return len(cs[i]) })
	for _, dir := range []graph.Direction{graph.Outgoing, graph.Incoming} {
		ls, err := s.PassLinksOf(ctx, dir, players)
		must(err)
		longestOf(&d.LinksOfPlayer, len(ls), func(i int) int { return len(ls[i]) })
		for _, links := range ls {
			for _, l := range links {
				d.GoalsOfLink = max(d.GoalsOfLink, len(l.GoalIDs))
			}
		}
	}
	goals, err := s.GoalsBy(ctx, graph.GoalsOfMatch, matches)
	must(err)
	longestOf(&d.GoalsOfMatch, len(goals), func(i int) int { return len(goals[i]) })
	for _, gs := range goals {
		for _, g := range gs {
			d.PassesOfGoal = max(d.PassesOfGoal, len(g.Chain))
			d.SourcesOfGoal = max(d.SourcesOfGoal, len(g.Sources))
		}
	}
	cards, err := s.CardsBy(ctx, graph.CardsOfMatch, matches)
	must(err)
	longestOf(&d.CardsOfMatch, len(cards), func(i int) int { return len(cards[i]) })
	for _, cs := range cards {
		for _, c := range cs {
			d.SourcesOfCard = max(d.SourcesOfCard, len(c.Sources))
		}
	}
	ps, err := s.PlayersOfMatches(ctx, matches)
	must(err)
	longestOf(&d.PlayersOfMatch, len(ps), func(i int) int { return len(ps[i]) })
	rs, err := s.ReportsOfMatches(ctx, matches)
	must(err)
	longestOf(&d.ReportsOfMatch, len(rs), func(i int) int { return len(rs[i]) })
	return d
}
