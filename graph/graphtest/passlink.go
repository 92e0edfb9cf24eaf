package graphtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func link(from, to string, goals ...string) graph.PassLink {
	return graph.PassLink{FromID: from, ToID: to, Count: len(goals), GoalIDs: goals}
}

func testPassLink(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	// Most frequent first, then by from ID and to ID; goals in ID order.
	var (
		okaforSam     = link(okafor, sam, g6, g1)
		brennanOkafor = link(brennan, okafor, g5, g1)
		benDario      = link(benHale, dario, g9)
		brennanSam    = link(brennan, sam, g4)
		kaiJonas      = link(kai, jonas, g8)
	)

	t.Run("PassLinks", func(t *testing.T) {
		for _, tc := range []struct {
			w     graph.PassLinkWhere
			first int
			want  []graph.PassLink
		}{
			{graph.PassLinkWhere{}, 50, []graph.PassLink{okaforSam, brennanOkafor, benDario, brennanSam, kaiJonas}},
			{graph.PassLinkWhere{}, 2, []graph.PassLink{okaforSam, brennanOkafor}},
			{graph.PassLinkWhere{}, 0, nil},
			{graph.PassLinkWhere{FromID: brennan}, 50, []graph.PassLink{brennanOkafor, brennanSam}},
			{graph.PassLinkWhere{ToID: sam}, 50, []graph.PassLink{okaforSam, brennanSam}},
			{graph.PassLinkWhere{FromID: sam}, 50, nil},
			{graph.PassLinkWhere{MatchID: m2}, 50, []graph.PassLink{benDario, link(okafor, sam, g6), link(brennan, okafor, g5)}},
			{graph.PassLinkWhere{ClubID: northbridge}, 50, []graph.PassLink{okaforSam, brennanOkafor, brennanSam}},
			{graph.PassLinkWhere{ClubID: brucken}, 50, []graph.PassLink{kaiJonas}},
			{graph.PassLinkWhere{MatchID: m1, FromID: okafor}, 50, []graph.PassLink{link(okafor, sam, g1)}},
		} {
			got, err := s.PassLinks(t.Context(), tc.w, tc.first)
			if err != nil {
				t.Errorf("PassLinks(%+v, %d): %v", tc.w, tc.first, err)
				continue
			}
			if d := cmp.Diff(tc.want, got, diffOpts); d != "" {
				t.Errorf("PassLinks(%+v, %d) (-want +got):\n%s", tc.w, tc.first, d)
			}
		}
		_, err := s.PassLinks(t.Context(), graph.PassLinkWhere{}, -1)
		wantCode(t, err, graph.EINVALID, "PassLinks(first=-1)")
	})

	t.Run("PassLinksOf", func(t *testing.T) {
		for _, tc := range []struct {
			dir  graph.Direction
			name string
			ids  []string
			want [][]graph.PassLink
		}{
			{graph.Outgoing, "outgoing", []string{brennan, sam, okafor},
				[][]graph.PassLink{{brennanOkafor, brennanSam}, nil, {okaforSam}}},
			{graph.Incoming, "incoming", []string{sam, okafor, brennan, "player:nowhere/nobody"},
				[][]graph.PassLink{{okaforSam, brennanSam}, {brennanOkafor}, nil, nil}},
		} {
			got, err := s.PassLinksOf(t.Context(), tc.dir, tc.ids)
			if err != nil {
				t.Errorf("PassLinksOf(%s, %q): %v", tc.name, tc.ids, err)
				continue
			}
			if d := cmp.Diff(tc.want, got, diffOpts); d != "" {
				t.Errorf("PassLinksOf(%s, %q) (-want +got):\n%s", tc.name, tc.ids, d)
			}
		}
	})

	t.Run("AfterDelete", func(t *testing.T) {
		s := loaded(t, open)
		deleteReport(t, s, r1a)
		// g1 keeps only r1b's chain: Okafor's flick-on, no Brennan corner.
		want := []graph.PassLink{okaforSam, benDario, link(brennan, okafor, g5), brennanSam, kaiJonas}
		got, err := s.PassLinks(t.Context(), graph.PassLinkWhere{}, 50)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("PassLinks() after DeleteReport(%s) (-want +got):\n%s", r1a, d)
		}
	})

	t.Run("RepeatedPair", func(t *testing.T) {
		s := open(t)
		a, b := graph.PlayerID(northbridge, "Ann Able"), graph.PlayerID(northbridge, "Bea Bold")
		r := newReport("Ann Able and Bea Bold traded passes twice before Bold scored.", "", base)
		r.club(northbridge, "Northbridge Rovers")
		r.club(eastport, "Eastport Athletic")
		r.match(northbridge, eastport, "2024-01-01", "", "", nil, nil)
		r.player(a, northbridge, "Ann Able")
		r.player(b, northbridge, "Bea Bold")
		g := graph.GoalID(r.f.Match.ID, b, 1)
		r.goal(g, northbridge, b, 1, nil, nil, graph.OpenPlay, "Ann Able and Bea Bold traded passes twice before Bold scored.",
			pass(a, b, graph.PassPlain), pass(b, a, graph.PassPlain), pass(a, b, graph.Cross))
		ingest(t, s, r.f)
		got, err := s.PassLinks(t.Context(), graph.PassLinkWhere{}, 50)
		if err != nil {
			t.Fatal(err)
		}
		want := []graph.PassLink{{FromID: a, ToID: b, Count: 2, GoalIDs: []string{g}}, {FromID: b, ToID: a, Count: 1, GoalIDs: []string{g}}}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("PassLinks() of one chain passing A to B twice (-want +got):\n%s", d)
		}
	})
}
