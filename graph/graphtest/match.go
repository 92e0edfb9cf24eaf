package graphtest

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testMatch(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	t.Run("Matches", func(t *testing.T) {
		ids := []string{m3, "match:a~b", m3}
		got, err := s.Matches(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := &graph.Match{ID: m3, Competition: "Friendly", HomeID: eastport, AwayID: brucken, HomeScore: ip(1), AwayScore: ip(1)}
		if d := cmp.Diff([]*graph.Match{want, nil, want}, got, diffOpts); d != "" {
			t.Errorf("Matches(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("FindMatches", func(t *testing.T) {
		for _, tc := range []struct {
			w    graph.MatchWhere
			want []string
		}{
			{graph.MatchWhere{}, []string{m2, m1, m3}}, // newest first, undated last
			{graph.MatchWhere{ClubID: northbridge}, []string{m2, m1}},
			{graph.MatchWhere{ClubID: eastport}, []string{m1, m3}},
			{graph.MatchWhere{PlayerID: breznik}, []string{m1, m3}},
			{graph.MatchWhere{PlayerID: sam}, []string{m2, m1}},
			{graph.MatchWhere{PlayerID: mallory}, []string{m1}},
			{graph.MatchWhere{Competition: "coastal  LEAGUE"}, []string{m2, m1}},
			{graph.MatchWhere{Competition: "Friendly"}, []string{m3}},
			{graph.MatchWhere{Competition: "Coastal"}, nil}, // equality, not containment
			{graph.MatchWhere{From: "2023-09-20"}, []string{m2}},
			{graph.MatchWhere{To: "2023-09-20"}, []string{m1}},
			{graph.MatchWhere{From: "2023-09-16", To: "2023-09-16"}, []string{m1}},
			{graph.MatchWhere{From: "2000-01-01"}, []string{m2, m1}},
			{graph.MatchWhere{ClubID: northbridge, From: "2023-09-20"}, []string{m2}},
			{graph.MatchWhere{ClubID: kingsmere, PlayerID: breznik}, nil},
		} {
			got := pages(t, "FindMatches", 1, func(p graph.Page) (graph.Connection[graph.Match], error) {
				return s.FindMatches(t.Context(), tc.w, p)
			})
			if d := cmp.Diff(tc.want, idsOf(got, matchID), diffOpts); d != "" {
				t.Errorf("FindMatches(%+v) (-want +got):\n%s", tc.w, d)
			}
		}
		checkPageErrors(t, "FindMatches", func(p graph.Page) error {
			_, err := s.FindMatches(t.Context(), graph.MatchWhere{}, p)
			return err
		})
	})

	t.Run("MatchesOfPlayers", func(t *testing.T) {
		ids := []string{sam, breznik, mallory, "player:nowhere/nobody", jonas}
		got, err := s.MatchesOfPlayers(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := [][]string{{m2, m1}, {m1, m3}, {m1}, nil, {m3}}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("MatchesOfPlayers(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("PlayersOfMatches", func(t *testing.T) {
		ids := []string{m1, m3, "match:a~b"}
		got, err := s.PlayersOfMatches(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := [][]string{
			sorted(sam, okafor, brennan, breznik, tomHale, joeCarter, mallory),
			sorted(breznik, kai, jonas),
			nil,
		}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("PlayersOfMatches(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("DateTies", func(t *testing.T) {
		s := open(t)
		a, b, c, d := graph.ClubID("Alpha"), graph.ClubID("Beta"), graph.ClubID("Gamma"), graph.ClubID("Delta")
		var ids []string
		for i, m := range []struct {
			home, away, date string
			score            *int
		}{
			{b, a, "2024-05-01", nil},
			{a, b, "2024-05-01", nil},
			{c, d, "", ip(0)},
			{d, c, "", nil},
			{c, a, "2024-04-20", nil},
			{d, b, "2024-05-10", nil},
		} {
			r := newReport("Short note number "+string(rune('A'+i))+".", "", base)
			r.club(m.home, m.home[5:])
			r.club(m.away, m.away[5:])
			r.match(m.home, m.away, m.date, "", "", m.score, m.score)
			ingest(t, s, r.f)
			ids = append(ids, r.f.Match.ID)
		}
		// Newest first, by ID within a date, undated last by ID.
		want := []string{ids[5], min(ids[0], ids[1]), max(ids[0], ids[1]), ids[4], min(ids[2], ids[3]), max(ids[2], ids[3])}
		c2, err := s.FindMatches(t.Context(), graph.MatchWhere{}, graph.Page{First: 10})
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, idsOf(c2.Items, matchID)); d != "" {
			t.Errorf("FindMatches() with equal dates, want ID order within a date (-want +got):\n%s", d)
		}
		v, ok := s.(graph.Views)
		if !ok {
			return
		}
		// Page by page, counted and not, the pages put together are the list.
		for _, w := range []graph.ViewWant{{}, {Total: true}} {
			for size := 1; size <= 4; size++ {
				var got []string
				for p := (graph.Page{First: size}); ; {
					page, _, err := v.FindMatchView(t.Context(), graph.MatchWhere{}, p, w)
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, idsOf(page.Items, matchID)...)
					if !page.HasNext || len(got) > len(want) {
						break
					}
					p.After = page.End()
				}
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("FindMatchView pages of %d (counted %v) with equal dates (-want +got):\n%s", size, w.Total, d)
				}
			}
		}
	})
}

func sorted(ids ...string) []string {
	slices.Sort(ids)
	return ids
}
