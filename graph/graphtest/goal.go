package graphtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testGoal(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	t.Run("Goals", func(t *testing.T) {
		fs := Fixtures()
		// g1: both reports support it; the oldest (r1a) gives the minute and
		// the three-player chain, r1b adds its source.
		one := fs[0].Goals[0]
		one.Sources = append(one.Sources, fs[1].Goals[0].Sources...)
		// g2: the reports disagree on the minute; the oldest wins.
		two := fs[0].Goals[1]
		two.Sources = append(two.Sources, fs[1].Goals[1].Sources...)
		own := fs[0].Goals[2]
		late := fs[1].Goals[2]
		ids := []string{g1, "goal:none", g2, g3, g4, g1}
		got, err := s.Goals(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := []*graph.Goal{&one, nil, &two, &own, &late, &one}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("Goals(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("FindGoals", func(t *testing.T) {
		for _, tc := range []struct {
			w    graph.GoalWhere
			want []string
		}{
			// By match ID, then order; g3 and g4 share order 3 (each
			// report counted its own goals) and break by ID.
			{graph.GoalWhere{}, []string{g7, g8, g5, g9, g6, g1, g2, g3, g4}},
			{graph.GoalWhere{MatchID: m2}, []string{g5, g9, g6}},
			{graph.GoalWhere{ScorerID: sam}, []string{g6, g1, g4}},
			{graph.GoalWhere{AssistID: okafor}, []string{g6, g1}},
			{graph.GoalWhere{AssistID: brennan}, []string{g5, g4}},
			{graph.GoalWhere{ClubID: northbridge}, []string{g5, g6, g1, g3, g4}}, // g3: an own goal for them
			{graph.GoalWhere{ClubID: eastport}, []string{g7, g2}},
			{graph.GoalWhere{Kind: graph.Penalty}, []string{g2}},
			{graph.GoalWhere{Kind: graph.OwnGoal}, []string{g3}},
			{graph.GoalWhere{Kind: graph.DirectFreeKick}, []string{g7}},
			{graph.GoalWhere{ScorerID: sam, MatchID: m1}, []string{g1, g4}},
			{graph.GoalWhere{Kind: graph.Penalty, ClubID: northbridge}, nil},
		} {
			got := pages(t, "FindGoals", 4, func(p graph.Page) (graph.Connection[graph.Goal], error) {
				return s.FindGoals(t.Context(), tc.w, p)
			})
			if d := cmp.Diff(tc.want, idsOf(got, goalID), diffOpts); d != "" {
				t.Errorf("FindGoals(%+v) (-want +got):\n%s", tc.w, d)
			}
			sameAsLookup(t, s, "FindGoals", got)
		}
		checkPageErrors(t, "FindGoals", func(p graph.Page) error {
			_, err := s.FindGoals(t.Context(), graph.GoalWhere{}, p)
			return err
		})
	})

	t.Run("GoalsBy", func(t *testing.T) {
		for _, tc := range []struct {
			rel  graph.GoalRel
			name string
			ids  []string
			want [][]string
		}{
			{graph.GoalsOfMatch, "match", []string{m1, "match:a~b", m3}, [][]string{{g1, g2, g3, g4}, nil, {g7, g8}}},
			{graph.GoalsOfScorer, "scorer", []string{sam, tomHale, mallory}, [][]string{{g6, g1, g4}, {g3}, nil}},
			{graph.GoalsOfAssist, "assist", []string{okafor, brennan, sam, benHale}, [][]string{{g6, g1}, {g5, g4}, nil, {g9}}},
		} {
			got, err := s.GoalsBy(t.Context(), tc.rel, tc.ids)
			if err != nil {
				t.Errorf("GoalsBy(%s, %q): %v", tc.name, tc.ids, err)
				continue
			}
			gotIDs := make([][]string, len(got))
			for i, gs := range got {
				gotIDs[i] = idsOf(gs, goalID)
				sameAsLookup(t, s, "GoalsBy", gs)
			}
			if d := cmp.Diff(tc.want, gotIDs, diffOpts); d != "" {
				t.Errorf("GoalsBy(%s, %q) (-want +got):\n%s", tc.name, tc.ids, d)
			}
		}
	})
}

// sameAsLookup checks that goals a list returns are whole: equal to what
// Goals returns for their IDs.
func sameAsLookup(t *testing.T, s graph.Store, call string, goals []graph.Goal) {
	t.Helper()
	ids := idsOf(goals, goalID)
	byID, err := s.Goals(t.Context(), ids)
	if err != nil {
		t.Fatalf("Goals(%q): %v", ids, err)
	}
	for i, g := range goals {
		if d := cmp.Diff(byID[i], &g, diffOpts); d != "" {
			t.Errorf("%s returned goal %s unlike Goals does (-Goals +%s):\n%s", call, g.ID, call, d)
		}
	}
}
