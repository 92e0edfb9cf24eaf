package embedded

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// The one-relation reads hand out copies taken from blocks shared by the
// whole answer: a caller that changes every list and number of one answer
// changes neither the store nor another item of the answer.
func TestReadsHandOutCopies(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if _, err := s.IngestMany(ctx, graphtest.Fixtures()); err != nil {
		t.Fatal(err)
	}
	c, err := s.FindMatches(ctx, graph.MatchWhere{}, graph.Page{First: 10})
	if err != nil || len(c.Items) < 2 {
		t.Fatalf("FindMatches: %v, %v", c, err)
	}
	var ids []string
	for _, m := range c.Items {
		ids = append(ids, m.ID)
	}
	read := func() ([][]graph.Goal, []*graph.Player, []*graph.Match) {
		gs, err := s.GoalsBy(ctx, graph.GoalsOfMatch, ids)
		if err != nil {
			t.Fatal(err)
		}
		var players []string
		for _, l := range gs {
			for _, g := range l {
				players = append(players, g.ScorerID)
			}
		}
		ps, err := s.Players(ctx, players)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := s.Matches(ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		return gs, ps, ms
	}
	gs, ps, ms := read()
	wantG, wantP, wantM := clone2(gs, graph.Goal.Clone), cloneP(ps, graph.Player.Clone), cloneP(ms, graph.Match.Clone)
	if len(gs[0]) == 0 || len(gs[1]) == 0 {
		t.Fatalf("want goals in the first two matches: %v", gs)
	}

	// Growing one match's goals leaves the next match's alone.
	_ = append(gs[0], graph.Goal{ID: "grown"})
	if d := cmp.Diff(wantG[1], gs[1]); d != "" {
		t.Fatalf("appending to one list changed the next (-want +got):\n%s", d)
	}
	for _, l := range gs {
		for i := range l {
			scribble(l[i].Minute)
			scribble(l[i].Added)
			for j := range l[i].Chain {
				l[i].Chain[j].FromID = "scribbled"
			}
			for j := range l[i].Sources {
				l[i].Sources[j].Sentence = "scribbled"
				scribble(l[i].Sources[j].Minute)
			}
		}
	}
	for _, p := range ps {
		if p != nil {
			for i := range p.Aliases {
				p.Aliases[i] = "scribbled"
			}
			for i := range p.ClubIDs {
				p.ClubIDs[i] = "scribbled"
			}
		}
	}
	for _, m := range ms {
		if m != nil {
			scribble(m.HomeScore)
			scribble(m.AwayScore)
		}
	}
	gs, ps, ms = read()
	if d := cmp.Diff(wantG, gs); d != "" {
		t.Errorf("goals changed (-want +got):\n%s", d)
	}
	if d := cmp.Diff(wantP, ps); d != "" {
		t.Errorf("players changed (-want +got):\n%s", d)
	}
	if d := cmp.Diff(wantM, ms); d != "" {
		t.Errorf("matches changed (-want +got):\n%s", d)
	}
}

func scribble(p *int) {
	if p != nil {
		*p = -99
	}
}

func clone2[T any](xs [][]T, clone func(T) T) [][]T {
	out := make([][]T, len(xs))
	for i, l := range xs {
		for _, x := range l {
			out[i] = append(out[i], clone(x))
		}
	}
	return out
}

func cloneP[T any](xs []*T, clone func(T) T) []*T {
	out := make([]*T, len(xs))
	for i, x := range xs {
		if x != nil {
			c := clone(*x)
			out[i] = &c
		}
	}
	return out
}
