package neo4j

import (
	"sync"
	"testing"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// TestDeleteWhileIngesting deletes the only report naming some nodes while
// another report naming them is ingested: whichever runs first, the nodes
// must survive with the new report, and neither call may fail.
func TestDeleteWhileIngesting(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	old := graphtest.Fixtures()[2] // r2: the only report of its match and of Kingsmere
	for i := range 15 {
		if _, err := s.Ingest(ctx, old); err != nil {
			t.Fatalf("round %d: Ingest(%s): %v", i, old.Report.ID, err)
		}
		again := graphtest.WithReportID(graphtest.Fixtures()[2], graph.ReportID(old.Report.Text+" again"))
		var wg sync.WaitGroup
		var delErr, ingErr error
		wg.Go(func() { _, delErr = s.DeleteReport(ctx, old.Report.ID) })
		wg.Go(func() { _, ingErr = s.Ingest(ctx, again) })
		wg.Wait()
		if delErr != nil || ingErr != nil {
			t.Fatalf("round %d: DeleteReport: %v; Ingest: %v", i, delErr, ingErr)
		}
		ms, err := s.Matches(ctx, []string{old.Match.ID})
		if err != nil || ms[0] == nil {
			t.Fatalf("round %d: Matches(%s) = %v, %v; want the match the new report supports", i, old.Match.ID, ms, err)
		}
		gs, err := s.GoalsBy(ctx, graph.GoalsOfMatch, []string{old.Match.ID})
		if err != nil || len(gs[0]) != len(old.Goals) {
			t.Fatalf("round %d: GoalsBy(%s) = %v, %v; want %d goals", i, old.Match.ID, gs, err, len(old.Goals))
		}
		for _, g := range gs[0] {
			if len(g.Sources) != 1 || g.Sources[0].ReportID != again.Report.ID {
				t.Fatalf("round %d: goal %s sources %v, want only %s", i, g.ID, g.Sources, again.Report.ID)
			}
		}
		if _, err := s.DeleteReport(ctx, again.Report.ID); err != nil {
			t.Fatalf("round %d: DeleteReport(%s): %v", i, again.Report.ID, err)
		}
	}
}
