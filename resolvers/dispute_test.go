package resolvers

import "testing"

// Two fixture reports of one match give one goal different minutes: the API
// keeps both visible instead of letting one overwrite the other.
func TestDisputedMinutesStayVisible(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	var out struct {
		Goals struct {
			Edges []struct {
				Node struct {
					ID       string
					Minute   *int
					Disputed bool
					Sources  []struct{ Minute *int }
				}
			}
		}
	}
	srv.query(&out, `{ goals(first: 100) { edges { node { id minute disputed sources { minute } } } } }`, nil)
	var disputed []string
	for _, e := range out.Goals.Edges {
		g := e.Node
		var minutes []int
		for _, s := range g.Sources {
			if s.Minute != nil {
				minutes = append(minutes, *s.Minute)
			}
		}
		differ := len(minutes) == 2 && minutes[0] != minutes[1]
		if g.Disputed != differ {
			t.Errorf("goal %s: disputed %v, sources give minutes %v", g.ID, g.Disputed, minutes)
		}
		if g.Disputed {
			disputed = append(disputed, g.ID)
			if g.Minute == nil || *g.Minute != minutes[0] {
				t.Errorf("disputed goal %s: minute %v, want the oldest report's %d", g.ID, g.Minute, minutes[0])
			}
		}
	}
	if len(disputed) != 1 {
		t.Errorf("disputed goals: %v, want exactly the one the fixtures disagree on", disputed)
	}
}
