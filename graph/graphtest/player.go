package graphtest

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testPlayer(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	t.Run("Players", func(t *testing.T) {
		ids := []string{sam, "player:nowhere/nobody", breznik, sam}
		got, err := s.Players(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		samP := &graph.Player{ID: sam, Name: "Sam Carter", Aliases: []string{"Carter", "Sammy"},
			ClubIDs: []string{northbridge}, GoalCount: 3}
		// "Luka Brežnik" and "Luka Breznik" are equally long: the oldest report's form wins.
		brez := &graph.Player{ID: breznik, Name: "Luka Brežnik", Aliases: []string{"Brežnik", "Luka Breznik"},
			ClubIDs: []string{eastport}, GoalCount: 2}
		if d := cmp.Diff([]*graph.Player{samP, nil, brez, samP}, got, diffOpts); d != "" {
			t.Errorf("Players(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("Counts", func(t *testing.T) {
		want := map[string][2]int{ // goals, assists
			sam: {3, 0}, okafor: {1, 2}, brennan: {0, 2}, breznik: {2, 0},
			tomHale: {0, 0}, // his own goal does not count
			dario:   {1, 0}, benHale: {0, 1}, kai: {0, 1}, jonas: {1, 0}, joeCarter: {0, 0}, mallory: {0, 0},
		}
		for id, w := range want {
			ps, err := s.Players(t.Context(), []string{id})
			if err != nil || ps[0] == nil {
				t.Errorf("Players(%s): %v, err %v", id, ps, err)
				continue
			}
			if got := [2]int{ps[0].GoalCount, ps[0].AssistCount}; got != w {
				t.Errorf("Players(%s): goals, assists = %v, want %v", id, got, w)
			}
		}
	})

	t.Run("PlayerByName", func(t *testing.T) {
		for _, tc := range []struct{ name, want string }{
			{"Sam Carter", sam},
			{"sam  CARTER", sam},
			{"Luka Breznik", breznik},
			{"LUKA BREŽNIK", breznik},
			{"Sammy", sam},    // alias
			{"Carter", sam},   // alias of Sam (3 goals) and of Joe (none)
			{"Hale", benHale}, // surname: Ben (one assist) before Tom (nothing), though Tom's ID is smaller
			{"fahrmann", jonas},
			{"Lindqvist", kai},
			{"Sam", ""},   // a first name is not a surname
			{"arter", ""}, // nor is part of a word
			{"", ""},
		} {
			p, err := s.PlayerByName(t.Context(), tc.name)
			if err != nil {
				t.Errorf("PlayerByName(%q): %v", tc.name, err)
				continue
			}
			if got := idOrEmpty(p); got != tc.want {
				t.Errorf("PlayerByName(%q) = %q, want %q", tc.name, got, tc.want)
			}
		}
	})

	t.Run("FindPlayers", func(t *testing.T) {
		byName := []string{okafor, benHale, dario, joeCarter, jonas, kai, breznik, brennan, mallory, sam, tomHale}
		byGoals := []string{sam, breznik, okafor, dario, jonas, benHale, joeCarter, kai, brennan, mallory, tomHale}
		byAssists := []string{okafor, brennan, benHale, kai, dario, joeCarter, jonas, breznik, mallory, sam, tomHale}
		for _, tc := range []struct {
			w     graph.PlayerWhere
			order graph.PlayerOrder
			want  []string
		}{
			{graph.PlayerWhere{}, graph.PlayersByName, byName},
			{graph.PlayerWhere{}, graph.PlayersByGoals, byGoals},
			{graph.PlayerWhere{}, graph.PlayersByAssists, byAssists},
			{graph.PlayerWhere{Name: "carter"}, graph.PlayersByName, []string{joeCarter, sam}},
			{graph.PlayerWhere{Name: "BREZ"}, graph.PlayersByName, []string{breznik}},
			{graph.PlayerWhere{Name: "sammy"}, graph.PlayersByName, []string{sam}}, // an alias
			{graph.PlayerWhere{ClubID: kingsmere}, graph.PlayersByName, []string{benHale, dario}},
			{graph.PlayerWhere{ClubID: northbridge}, graph.PlayersByGoals, []string{sam, okafor, brennan, mallory}},
			{graph.PlayerWhere{ClubID: brucken, Name: "fähr"}, graph.PlayersByName, []string{jonas}},
			{graph.PlayerWhere{ClubID: brucken, Name: "carter"}, graph.PlayersByName, nil},
			{graph.PlayerWhere{ClubID: "club:nowhere"}, graph.PlayersByName, nil},
		} {
			got := pages(t, "FindPlayers", 4, func(p graph.Page) (graph.Connection[graph.Player], error) {
				return s.FindPlayers(t.Context(), tc.w, tc.order, p)
			})
			if d := cmp.Diff(tc.want, idsOf(got, playerID), diffOpts); d != "" {
				t.Errorf("FindPlayers(%+v, order %d) (-want +got):\n%s", tc.w, tc.order, d)
			}
		}
	})

	t.Run("Paging", func(t *testing.T) {
		byName := []string{okafor, benHale, dario, joeCarter, jonas, kai, breznik, brennan, mallory, sam, tomHale}
		for _, tc := range []struct {
			page    graph.Page
			want    []string
			offset  int
			hasNext bool
		}{
			{graph.Page{First: 3}, byName[:3], 0, true},
			{graph.Page{First: 3, After: graph.Cursor(2)}, byName[3:6], 3, true},
			{graph.Page{First: 5, After: graph.Cursor(8)}, byName[9:], 9, false},
			{graph.Page{First: 5, After: graph.Cursor(10)}, nil, 11, false},
			{graph.Page{First: 5, After: graph.Cursor(40)}, nil, 41, false},
			{graph.Page{First: 0}, nil, 0, true},
		} {
			c, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, tc.page)
			if err != nil {
				t.Errorf("FindPlayers(%+v): %v", tc.page, err)
				continue
			}
			got := struct {
				IDs           []string
				Offset, Total int
				HasNext       bool
			}{idsOf(c.Items, playerID), c.Offset, c.Total, c.HasNext}
			want := got
			want.IDs, want.Offset, want.Total, want.HasNext = tc.want, tc.offset, len(byName), tc.hasNext
			if d := cmp.Diff(want, got, diffOpts); d != "" {
				t.Errorf("FindPlayers(first=%d, after=%q) (-want +got):\n%s", tc.page.First, tc.page.After, d)
			}
		}
		checkPageErrors(t, "FindPlayers", func(p graph.Page) error {
			_, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, p)
			return err
		})
	})

	t.Run("MaxPage", func(t *testing.T) {
		s := open(t)
		const n = graph.MaxPage + 20
		b := newReport("A squad list with more names than one page holds.", "", base)
		b.club(northbridge, "Northbridge Rovers")
		for i := range n {
			name := fmt.Sprintf("Squad Player %03d", i)
			b.player(graph.PlayerID(northbridge, name), northbridge, name)
		}
		ingest(t, s, b.f)
		c, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 5 * n})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) != graph.MaxPage || c.Total != n || !c.HasNext {
			t.Errorf("FindPlayers(first=%d) of %d: %d items, total %d, hasNext %v; want %d, %d, true",
				5*n, n, len(c.Items), c.Total, c.HasNext, graph.MaxPage, n)
		}
		c, err = s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 5 * n, After: graph.Cursor(graph.MaxPage - 1)})
		if err != nil || len(c.Items) != n-graph.MaxPage || c.HasNext {
			t.Errorf("FindPlayers(first=%d, after %d): %d items, hasNext %v, err %v; want %d, false",
				5*n, graph.MaxPage-1, len(c.Items), c.HasNext, err, n-graph.MaxPage)
		}
	})

	t.Run("OldestNameOnTie", func(t *testing.T) {
		// r1b says "Luka Breznik", r3 (newer) "Luka Brežnik": as long, so
		// the older report's form is the name, whatever the ingest order.
		s := open(t)
		fs := Fixtures()
		ingest(t, s, fs[3], fs[1])
		ps, err := s.Players(t.Context(), []string{breznik})
		if err != nil || ps[0] == nil {
			t.Fatalf("Players(%s): %v, err %v", breznik, ps, err)
		}
		want := graph.Player{ID: breznik, Name: "Luka Breznik", Aliases: []string{"Brežnik", "Luka Brežnik"},
			ClubIDs: []string{eastport}, GoalCount: 2}
		if d := cmp.Diff(want, *ps[0], diffOpts); d != "" {
			t.Errorf("Players(%s) from r1b and r3 (-want +got):\n%s", breznik, d)
		}
	})

	t.Run("NameTies", func(t *testing.T) {
		s := open(t)
		alpha, beta := graph.ClubID("Alpha United"), graph.ClubID("Beta United")
		mono := graph.PlayerID(alpha, "Sammy")
		b := newReport("Alex Moreno of Beta United and Alex Moreno of Alpha United, and Sammy.", "", base)
		b.club(beta, "Beta United")
		b.club(alpha, "Alpha United")
		b.player(graph.PlayerID(beta, "Alex Moreno"), beta, "Alex Moreno")
		b.player(graph.PlayerID(alpha, "Alex Moreno"), alpha, "Alex Moreno")
		b.player(mono, alpha, "Sammy")
		ingest(t, s, factsR4(), b.f)
		for _, tc := range []struct{ name, want string }{
			{"Alex Moreno", graph.PlayerID(alpha, "Alex Moreno")}, // equal counts: smaller ID
			{"Moreno", graph.PlayerID(alpha, "Alex Moreno")},
			{"Sammy", mono}, // a full name before Sam Carter's alias
		} {
			p, err := s.PlayerByName(t.Context(), tc.name)
			if err != nil || idOrEmpty(p) != tc.want {
				t.Errorf("PlayerByName(%q) = %q, %v; want %q", tc.name, idOrEmpty(p), err, tc.want)
			}
		}
	})
}
