// Package graphtest is the conformance suite of graph.Store: every store
// runs Run in its tests and so answers every caller alike. The suite names
// its subtests after the Store methods; a failure in one store and not the
// other is a bug in that store (or a gap in the contract, to be written
// into graph.Store's comments).
//
// The fixtures (Fixtures, WithReportID) are exported for other packages'
// tests that want a small known graph.
package graphtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"pitchgraph/graph"
)

// Run runs the suite against the stores open returns. Each call of open
// must return a new, empty store; open registers with t.Cleanup whatever
// closing the store needs. Subtests do not run in parallel, and once a test
// opens a store it never again uses one opened before, so stores that share
// one database may simply wipe it in open.
func Run(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("Ping", func(t *testing.T) {
		if err := open(t).Ping(t.Context()); err != nil {
			t.Fatalf("Ping: %v", err)
		}
	})
	t.Run("Ingest", func(t *testing.T) { testIngest(t, open) })
	t.Run("Report", func(t *testing.T) { testReport(t, open) })
	t.Run("Club", func(t *testing.T) { testClub(t, open) })
	t.Run("Player", func(t *testing.T) { testPlayer(t, open) })
	t.Run("Match", func(t *testing.T) { testMatch(t, open) })
	t.Run("Goal", func(t *testing.T) { testGoal(t, open) })
	t.Run("Card", func(t *testing.T) { testCard(t, open) })
	t.Run("PassLink", func(t *testing.T) { testPassLink(t, open) })
	t.Run("Search", func(t *testing.T) { testSearch(t, open) })
	t.Run("Identity", func(t *testing.T) { testIdentity(t, open) })
	t.Run("View", func(t *testing.T) { testView(t, open) })
	t.Run("Paging", func(t *testing.T) { testPaging(t, open) })
	t.Run("Feed", func(t *testing.T) { testFeed(t, open) })
	t.Run("Version", func(t *testing.T) { testVersion(t, open) })
	t.Run("Cancelled", func(t *testing.T) { testCancelled(t, open) })
	t.Run("Degrees", func(t *testing.T) { testDegrees(t, open) })
}

// diffOpts compares results: nil and empty lists alike (a store may return
// either), times by Equal.
var diffOpts = cmp.Options{cmpopts.EquateEmpty()}

// loaded returns a new store holding every fixture.
func loaded(t *testing.T, open func(t *testing.T) graph.Store) graph.Store {
	t.Helper()
	s := open(t)
	ingest(t, s, Fixtures()...)
	return s
}

// ingest ingests facts in order and fails the test on an error.
func ingest(t *testing.T, s graph.Store, facts ...*graph.Facts) {
	t.Helper()
	for _, f := range facts {
		if _, err := s.Ingest(t.Context(), f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
}

// without returns the fixtures except the reports ids, oldest first.
func without(ids ...string) []*graph.Facts {
	var out []*graph.Facts
next:
	for _, f := range Fixtures() {
		for _, id := range ids {
			if f.Report.ID == id {
				continue next
			}
		}
		out = append(out, f)
	}
	return out
}

// wantCode fails the test unless err is an *graph.Error with the code.
func wantCode(t *testing.T, err error, code, call string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want a %s error", call, code)
		return
	}
	if _, ok := err.(*graph.Error); !ok {
		t.Errorf("%s: error %v is a %T, want *graph.Error", call, err, err)
	}
	if got := graph.ErrorCode(err); got != code {
		t.Errorf("%s: error code %q (%v), want %q", call, got, err, code)
	}
}

// pages walks a whole list page by page, following cursors, and checks
// the bookkeeping of each page on the way.
func pages[T any](t *testing.T, call string, size int, fetch func(graph.Page) (graph.Connection[T], error)) []T {
	t.Helper()
	var all []T
	p := graph.Page{First: size}
	for {
		c, err := fetch(p)
		if err != nil {
			t.Fatalf("%s(first=%d, after=%q): %v", call, p.First, p.After, err)
		}
		if c.HasPrevious != (p.After != "") || len(c.Cursors) != len(c.Items) {
			t.Fatalf("%s(after=%q): hasPrevious %v, %d cursors for %d items", call, p.After, c.HasPrevious, len(c.Cursors), len(c.Items))
		}
		all = append(all, c.Items...)
		if c.HasNext != (len(all) < c.Total) {
			t.Fatalf("%s(after=%q): hasNext %v with %d of %d items seen", call, p.After, c.HasNext, len(all), c.Total)
		}
		if !c.HasNext || len(c.Items) == 0 {
			return all
		}
		p.After = c.End()
	}
}

func idsOf[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
}

func clubID(c graph.Club) string     { return c.ID }
func playerID(p graph.Player) string { return p.ID }
func matchID(m graph.Match) string   { return m.ID }
func goalID(g graph.Goal) string     { return g.ID }
func cardID(c graph.Card) string     { return c.ID }
func reportID(r graph.Report) string { return r.ID }
func linkID(l graph.PassLink) string { return l.FromID + " -> " + l.ToID }
func hitID(h graph.SearchHit) string { return h.Kind + " " + h.ID }

// State is everything a store holds, read through the Store interface in
// explicit order, so two stores (or one store at two times) compare with
// cmp.Diff (nil and empty lists alike: cmpopts.EquateEmpty).
type State struct {
	Reports      []graph.Report
	Clubs        []graph.Club
	Players      []graph.Player
	Matches      []graph.Match
	Goals        []graph.Goal
	Cards        [][]graph.Card
	Appearances  [][]string
	MatchReports [][]string
	PassLinks    []graph.PassLink
	// Per player, in FindPlayers order: matches, goals scored, goals
	// assisted, cards, links from the player.
	PlayerMatches [][]string
	Scored        [][]string
	Assisted      [][]string
	Booked        [][]string
	Passed        [][]graph.PassLink
}

// Dump reads everything s holds; it fails the test when a read fails.
func Dump(t *testing.T, s graph.Store) State {
	t.Helper()
	ctx := t.Context()
	var st State
	st.Reports = pages(t, "FindReports", graph.MaxPage, func(p graph.Page) (graph.Connection[graph.Report], error) {
		return s.FindReports(ctx, p)
	})
	st.Clubs = pages(t, "FindClubs", graph.MaxPage, func(p graph.Page) (graph.Connection[graph.Club], error) {
		return s.FindClubs(ctx, graph.ClubWhere{}, p)
	})
	st.Players = pages(t, "FindPlayers", graph.MaxPage, func(p graph.Page) (graph.Connection[graph.Player], error) {
		return s.FindPlayers(ctx, graph.PlayerWhere{}, graph.PlayersByName, p)
	})
	st.Matches = pages(t, "FindMatches", graph.MaxPage, func(p graph.Page) (graph.Connection[graph.Match], error) {
		return s.FindMatches(ctx, graph.MatchWhere{}, p)
	})
	st.Goals = pages(t, "FindGoals", graph.MaxPage, func(p graph.Page) (graph.Connection[graph.Goal], error) {
		return s.FindGoals(ctx, graph.GoalWhere{}, p)
	})
	ms := idsOf(st.Matches, matchID)
	var err error
	if st.Cards, err = s.CardsBy(ctx, graph.CardsOfMatch, ms); err != nil {
		t.Fatalf("CardsBy: %v", err)
	}
	if st.Appearances, err = s.PlayersOfMatches(ctx, ms); err != nil {
		t.Fatalf("PlayersOfMatches: %v", err)
	}
	if st.MatchReports, err = s.ReportsOfMatches(ctx, ms); err != nil {
		t.Fatalf("ReportsOfMatches: %v", err)
	}
	if st.PassLinks, err = s.PassLinks(ctx, graph.PassLinkWhere{}, graph.MaxPage); err != nil {
		t.Fatalf("PassLinks: %v", err)
	}
	ps := idsOf(st.Players, playerID)
	if st.PlayerMatches, err = s.MatchesOfPlayers(ctx, ps); err != nil {
		t.Fatalf("MatchesOfPlayers: %v", err)
	}
	st.Scored = goalsBy(t, s, graph.GoalsOfScorer, ps)
	st.Assisted = goalsBy(t, s, graph.GoalsOfAssist, ps)
	cards, err := s.CardsBy(ctx, graph.CardsOfPlayer, ps)
	if err != nil {
		t.Fatalf("CardsBy: %v", err)
	}
	for _, cs := range cards {
		st.Booked = append(st.Booked, idsOf(cs, cardID))
	}
	if st.Passed, err = s.PassLinksOf(ctx, graph.Outgoing, ps); err != nil {
		t.Fatalf("PassLinksOf: %v", err)
	}
	return st
}

func goalsBy(t *testing.T, s graph.Store, rel graph.GoalRel, ids []string) [][]string {
	t.Helper()
	gs, err := s.GoalsBy(t.Context(), rel, ids)
	if err != nil {
		t.Fatalf("GoalsBy(%d): %v", rel, err)
	}
	out := make([][]string, len(gs))
	for i, g := range gs {
		out[i] = idsOf(g, goalID)
	}
	return out
}

// sameState fails the test when two dumps differ.
func sameState(t *testing.T, what string, got, want State) {
	t.Helper()
	if d := cmp.Diff(want, got, diffOpts); d != "" {
		t.Errorf("%s: state differs (-want +got):\n%s", what, d)
	}
}
