package graph_test

import (
	"testing"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

func TestValidate(t *testing.T) {
	for _, f := range graphtest.Fixtures() {
		if err := f.Validate(); err != nil {
			t.Errorf("Validate(fixture %s) = %v, want nil", f.Report.ID, err)
		}
	}
	bad := graphtest.Fixtures()[0]
	bad.Goals[0].Chain[0].FromID = graph.PlayerID(graph.ClubID("Nowhere"), "Nobody")
	if err := bad.Validate(); graph.ErrorCode(err) != graph.EINVALID {
		t.Errorf("Validate(chain with an unlisted passer) = %v, want an %s error", err, graph.EINVALID)
	}
	var none *graph.Facts
	if err := none.Validate(); graph.ErrorCode(err) != graph.EINVALID {
		t.Errorf("Validate(nil) = %v, want an %s error", err, graph.EINVALID)
	}
}
