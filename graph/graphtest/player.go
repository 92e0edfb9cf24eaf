package graphtest

import (
	"fmt"
	"slices"
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
		whole, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: graph.MaxPage})
		if err != nil || len(whole.Cursors) != len(byName) {
			t.Fatalf("FindPlayers(first=%d): %d cursors, err %v; want %d", graph.MaxPage, len(whole.Cursors), err, len(byName))
		}
		past := graph.ListPlayersByName.Cursor(graph.Key{Text: "zzz", ID: "player:zzz"}) // after every player
		for _, tc := range []struct {
			page    graph.Page
			want    []string
			hasNext bool
		}{
			{graph.Page{First: 3}, byName[:3], true},
			{graph.Page{First: 3, After: whole.Cursors[2]}, byName[3:6], true},
			{graph.Page{First: 5, After: whole.Cursors[8]}, byName[9:], false},
			{graph.Page{First: 5, After: whole.Cursors[10]}, nil, false},
			{graph.Page{First: 5, After: past}, nil, false},
			{graph.Page{First: 0}, nil, true},
		} {
			c, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, tc.page)
			if err != nil {
				t.Errorf("FindPlayers(%+v): %v", tc.page, err)
				continue
			}
			got := struct {
				IDs                  []string
				Total                int
				HasNext, HasPrevious bool
			}{idsOf(c.Items, playerID), c.Total, c.HasNext, c.HasPrevious}
			want := got
			want.IDs, want.Total, want.HasNext, want.HasPrevious = tc.want, len(byName), tc.hasNext, tc.page.After != ""
			if d := cmp.Diff(want, got, diffOpts); d != "" {
				t.Errorf("FindPlayers(first=%d, after=%q) (-want +got):\n%s", tc.page.First, tc.page.After, d)
			}
			for i, cur := range c.Cursors {
				if at := slices.Index(byName, c.Items[i].ID); cur != whole.Cursors[at] {
					t.Errorf("FindPlayers(first=%d, after=%q): cursor of %s is %q, want %q as on the whole list", tc.page.First, tc.page.After, c.Items[i].ID, cur, whole.Cursors[at])
				}
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
		c, err = s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 5 * n, After: c.End()})
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
