package embedded

import (
	"fmt"
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// BenchmarkIngest ingests the fixtures over and over under fresh report
// IDs: each op is one report (up to four goals, three cards, six players)
// written to the log, synced, and merged. Every copy supports the same
// goals, so their source lists grow with b.N, unlike real reports.
func BenchmarkIngest(b *testing.B) {
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	fs := graphtest.Fixtures()
	facts := make([]*graph.Facts, b.N)
	for i := range facts {
		f := graphtest.WithReportID(fs[i%len(fs)], graph.ReportID(fmt.Sprintf("bench %d", i)))
		f.Report.IngestedAt = time.Time{} // stamped at ingest, so newest: as in use
		facts[i] = f
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if _, err := s.Ingest(b.Context(), facts[i]); err != nil {
			b.Fatal(err)
		}
	}
}
