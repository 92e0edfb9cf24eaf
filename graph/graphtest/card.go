package graphtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testCard(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	t.Run("Cards", func(t *testing.T) {
		fs := Fixtures()
		booked, dissent := fs[0].Cards[0], fs[1].Cards[0]
		ids := []string{c1, "card:none", c2, c1}
		got, err := s.Cards(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff([]*graph.Card{&booked, nil, &dissent, &booked}, got, diffOpts); d != "" {
			t.Errorf("Cards(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("CardsBy", func(t *testing.T) {
		for _, tc := range []struct {
			rel  graph.CardRel
			name string
			ids  []string
			want [][]string
		}{
			// By minute, unknown last: c3 (25') before c4 (60') though c4's ID is smaller.
			{graph.CardsOfMatch, "match", []string{m2, m1, "match:a~b"}, [][]string{{c3, c4, c5}, {c1, c2}, nil}},
			// By match ID first: m3 sorts before m1.
			{graph.CardsOfPlayer, "player", []string{breznik, sam, okafor}, [][]string{{c6, c2}, {c5}, nil}},
		} {
			got, err := s.CardsBy(t.Context(), tc.rel, tc.ids)
			if err != nil {
				t.Errorf("CardsBy(%s, %q): %v", tc.name, tc.ids, err)
				continue
			}
			gotIDs := make([][]string, len(got))
			for i, cs := range got {
				gotIDs[i] = idsOf(cs, cardID)
				byID, err := s.Cards(t.Context(), gotIDs[i])
				if err != nil {
					t.Fatal(err)
				}
				for j, c := range cs {
					if d := cmp.Diff(byID[j], &c, diffOpts); d != "" {
						t.Errorf("CardsBy returned card %s unlike Cards does (-Cards +CardsBy):\n%s", c.ID, d)
					}
				}
			}
			if d := cmp.Diff(tc.want, gotIDs, diffOpts); d != "" {
				t.Errorf("CardsBy(%s, %q) (-want +got):\n%s", tc.name, tc.ids, d)
			}
		}
	})
}
