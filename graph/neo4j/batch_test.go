package neo4j

import (
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// TestIncrementalIngestMany ingests a league newest last in batches with
// IngestMany, a second report of each match sometimes in the batch of the
// first and sometimes in the next (adding a club to a player and an assist
// to a goal), and checks that re-merging every node
// from all the reports' accounts changes nothing: the relationships a
// batch creates outright, the counts it moves and the names it leaves
// alone are those the full merge gives, and no mark of the batch's work
// stays on a node.
func TestIncrementalIngestMany(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	var all []*graph.Facts
	for _, f := range leagueFacts(30) {
		again := graphtest.WithReportID(f, graph.ReportID(f.Report.Text+" again"))
		again.Report.Text += " again"
		again.Report.IngestedAt = f.Report.IngestedAt.Add(30 * time.Minute)
		again.Clubs[1].Aliases = []string{"The Visitors"}
		again.Players[0].Name += " Junior"
		again.Match.Venue = "Made-up Ground"
		again.Goals[0].Minute = nil
		// The newer report places a player with the other club too, and
		// gives the assist and build-up of a goal the first leaves bare.
		again.Players[2].ClubIDs = append(again.Players[2].ClubIDs, again.Match.AwayID)
		f.Goals[1].AssistID, f.Goals[1].Chain = "", nil
		all = append(all, f, again)
	}
	for lo := 0; lo < len(all); lo += 7 {
		batch := all[lo:min(lo+7, len(all))]
		if _, err := s.IngestMany(ctx, batch); err != nil {
			t.Fatalf("IngestMany(reports %d to %d): %v", lo, lo+len(batch)-1, err)
		}
	}
	sameAfterReMerge(t, s, "batches newest last")
}
