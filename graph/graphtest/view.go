package graphtest

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"pitchgraph/graph"
)

// wants are the view options the suite tries: everything, nothing trimmed
// and nothing brought, everything brought with everything trimmed, a page
// that shows names only, and a page of matches with their scorers but not
// the assists (the benchmark's Q2).
var wants = map[string]graph.ViewWant{
	"everything": {Clubs: true, Goals: true, Players: true, Links: true, Total: true},
	"uncounted":  {Clubs: true, Goals: true, Players: true, Links: true},
	"bare":       {},
	"trimmed": {Clubs: true, Goals: true, Players: true, Links: true,
		Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true, Chains: true, Refs: true, Added: true, Order: true, Links: true, Places: true}},
	"links": {Goals: true, Players: true, Links: true,
		Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true, Chains: true, Refs: true, Added: true, Order: true, Places: true}},
	"names": {Clubs: true, Goals: true, Players: true, Links: true,
		Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true}},
	"scorers": {Clubs: true, Goals: true, Players: true,
		Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true, Chains: true, Assist: true, Added: true, Order: true, Links: true, Places: true}},
}

// testView checks that every store's views answer what its one-relation
// methods answer put together (graph.MatchViewOf and the like), which the
// rest of the suite pins down, plus a few answers spelled out.
func testView(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)
	v, ok := s.(graph.Views)
	if !ok {
		t.Fatalf("%T has no views", s)
	}
	ctx := t.Context()
	for name, w := range wants {
		t.Run("MatchView/"+name, func(t *testing.T) {
			ids := []string{m1, "match:nowhere", m2, m1}
			got, err := v.MatchView(ctx, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			want, err := graph.MatchViewOf(ctx, s, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			sameView(t, got, want)
			if got.Matches[1] != nil || got.Matches[0] == nil || got.Matches[3] == nil {
				t.Errorf("matches: got %v, want m1, nil, m2, m1", got.Matches)
			}
		})
		t.Run("FindMatchView/"+name, func(t *testing.T) {
			all, err := s.FindMatches(ctx, graph.MatchWhere{}, graph.Page{First: graph.MaxPage})
			if err != nil || len(all.Cursors) < 3 {
				t.Fatalf("FindMatches: %d cursors, err %v; want 3 or more", len(all.Cursors), err)
			}
			past := graph.ListMatches.Cursor(graph.Key{ID: "match:zzz"}) // after every match
			for _, tc := range []struct {
				where graph.MatchWhere
				page  graph.Page
			}{
				{graph.MatchWhere{}, graph.Page{First: 2}},
				{graph.MatchWhere{}, graph.Page{First: 2, After: all.Cursors[1]}},
				{graph.MatchWhere{}, graph.Page{First: 1, After: all.Cursors[1]}},
				{graph.MatchWhere{}, graph.Page{First: 0}},
				{graph.MatchWhere{ClubID: eastport}, graph.Page{First: 1, After: all.Cursors[0]}},
				{graph.MatchWhere{ClubID: northbridge}, graph.Page{First: 10}},
				{graph.MatchWhere{}, graph.Page{First: 5, After: past}},
			} {
				gotC, got, err := v.FindMatchView(ctx, tc.where, tc.page, w)
				if err != nil {
					t.Fatal(err)
				}
				wantC, want, err := graph.FindMatchViewOf(ctx, s, tc.where, tc.page, w)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(wantC, gotC, diffOpts); d != "" {
					t.Errorf("FindMatchView(%+v, %+v) page (-want +got):\n%s", tc.where, tc.page, d)
				}
				sameView(t, got, want)
			}
			_, _, err = v.FindMatchView(ctx, graph.MatchWhere{}, graph.Page{First: 1, After: "not a cursor"}, w)
			wantCode(t, err, graph.EINVALID, "a view with a bad argument")
		})
		t.Run("PlayerView/"+name, func(t *testing.T) {
			ids := []string{okafor, "player:nobody/none", sam, brennan}
			got, err := v.PlayerView(ctx, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			want, err := graph.PlayerViewOf(ctx, s, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			sameView(t, got, want)
		})
		t.Run("PassLinkView/"+name, func(t *testing.T) {
			for _, where := range []graph.PassLinkWhere{{}, {ClubID: northbridge}, {ClubID: northbridge, ToID: sam}, {MatchID: m2}, {FromID: sam}, {FromID: brennan}} {
				gotL, got, err := v.PassLinkView(ctx, where, 3, w)
				if err != nil {
					t.Fatal(err)
				}
				wantL, want, err := graph.PassLinkViewOf(ctx, s, where, 3, w)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(wantL, gotL, diffOpts); d != "" {
					t.Errorf("PassLinkView(%+v) links (-want +got):\n%s", where, d)
				}
				sameView(t, got, want)
			}
			if got, _, err := v.PassLinkView(ctx, graph.PassLinkWhere{}, 0, w); err != nil || len(got) != 0 {
				t.Errorf("PassLinkView(first 0) = %v, %v; want no links", got, err)
			}
			_, _, err := v.PassLinkView(ctx, graph.PassLinkWhere{}, -1, w)
			wantCode(t, err, graph.EINVALID, "a view with a bad argument")
		})
	}

	// Spelled out: the first match's view names the chain's players and
	// leaves out what the trim says.
	t.Run("MatchView/spelled", func(t *testing.T) {
		got, err := v.MatchView(ctx, []string{m1}, wants["names"])
		if err != nil {
			t.Fatal(err)
		}
		var goals, named, clubs []string
		for _, g := range got.GoalsOfMatch[m1] {
			goals = append(goals, g.ID)
			if g.Sources != nil {
				t.Errorf("goal %s has sources under a trim", g.ID)
			}
		}
		for _, p := range got.Named {
			named = append(named, p.ID)
			if p.Aliases != nil || p.GoalCount != 0 {
				t.Errorf("player %s has aliases or counts under a trim: %+v", p.ID, p)
			}
		}
		for _, c := range got.Clubs {
			clubs = append(clubs, c.ID)
		}
		if want := []string{g1, g2, g3, g4}; !slices.Equal(goals, want) {
			t.Errorf("goals of m1: %v, want %v", goals, want)
		}
		for _, p := range []string{sam, okafor, brennan, breznik, tomHale} {
			if !slices.Contains(named, p) {
				t.Errorf("players named by m1's goals: %v, want %s among them", named, p)
			}
		}
		slices.Sort(clubs) // in no particular order
		if want := []string{eastport, northbridge}; !slices.Equal(clubs, want) {
			t.Errorf("clubs of m1: %v, want %v", clubs, want)
		}
	})

	// After reports arrive out of order (a full re-merge, not the newest
	// report's incremental merge) and one is deleted, views still answer
	// what the one-relation reads answer. Last: it opens a store of its own.
	t.Run("AfterReMerge", func(t *testing.T) {
		s := open(t)
		fs := Fixtures()
		for i := len(fs) - 1; i >= 0; i-- {
			ingest(t, s, fs[i])
		}
		if ok, err := s.DeleteReport(ctx, fs[1].Report.ID); err != nil || !ok {
			t.Fatalf("DeleteReport: %v, %v", ok, err)
		}
		ids := []string{m1, m2, m3}
		for name, w := range wants {
			got, err := s.MatchView(ctx, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			want, err := graph.MatchViewOf(ctx, s, ids, w)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(name, func(t *testing.T) { sameView(t, got, want) })
		}
	})
}

// sameView fails the test when two views differ in what they found. The
// items a view brings along come in no particular order.
func sameView(t *testing.T, got, want graph.View) {
	t.Helper()
	anyOrder := cmp.Options{
		cmpopts.SortSlices(func(a, b graph.Club) bool { return a.ID < b.ID }),
		cmpopts.SortSlices(func(a, b graph.Player) bool { return a.ID < b.ID }),
		cmpopts.SortSlices(func(a, b graph.Goal) bool { return a.ID < b.ID }),
	}
	if d := cmp.Diff(want, got, diffOpts, cmp.FilterPath(broughtAlong, anyOrder)); d != "" {
		t.Errorf("view (-want +got):\n%s", d)
	}
}

// broughtAlong tells whether a path leads into a view's Clubs, Named or
// Goals, the lists in no particular order.
func broughtAlong(p cmp.Path) bool {
	if len(p) < 2 {
		return false
	}
	f, ok := p[1].(cmp.StructField)
	return ok && (f.Name() == "Clubs" || f.Name() == "Named" || f.Name() == "Goals")
}
