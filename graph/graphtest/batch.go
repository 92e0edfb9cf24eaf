package graphtest

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// testIngestMany checks that IngestMany leaves what ingesting each report
// in order would.
func testIngestMany(t *testing.T, open func(t *testing.T) graph.Store) {
	created := func(rs []graph.IngestResult) []bool {
		out := make([]bool, len(rs))
		for i, r := range rs {
			out[i] = r.Created
		}
		return out
	}
	ingestMany := func(t *testing.T, s graph.Store, want []bool, fs ...*graph.Facts) {
		t.Helper()
		rs, err := s.IngestMany(t.Context(), fs)
		if err != nil {
			t.Fatalf("IngestMany(%d reports): %v", len(fs), err)
		}
		if d := cmp.Diff(want, created(rs)); d != "" {
			t.Errorf("IngestMany(%d reports): created differs (-want +got):\n%s", len(fs), d)
		}
	}
	all := func(n int, v bool) []bool {
		out := make([]bool, n)
		for i := range out {
			out[i] = v
		}
		return out
	}

	t.Run("SameAsOneByOne", func(t *testing.T) {
		want := Dump(t, loaded(t, open))
		s := open(t)
		ingestMany(t, s, all(len(Fixtures()), true), Fixtures()...)
		sameState(t, "one batch vs one by one", Dump(t, s), want)

		// Older reports after newer ones: the batch is not the newest.
		s = open(t)
		fs := Fixtures()
		ingest(t, s, fs[2:]...)
		ingestMany(t, s, all(2, true), fs[:2]...)
		sameState(t, "older reports in a batch after newer ones vs one by one", Dump(t, s), want)

		// Newest first inside one batch.
		s = open(t)
		fs = Fixtures()
		slices.Reverse(fs)
		ingestMany(t, s, all(len(fs), true), fs...)
		sameState(t, "one batch, newest report first, vs one by one", Dump(t, s), want)

		// Two batches, each adding to nodes the other wrote.
		s = open(t)
		fs = Fixtures()
		ingestMany(t, s, all(2, true), fs[0], fs[2])
		ingestMany(t, s, all(3, true), fs[1], fs[3], fs[4])
		sameState(t, "two batches vs one by one", Dump(t, s), want)
	})

	t.Run("Repeated", func(t *testing.T) {
		fs := Fixtures()
		one := open(t)
		ingest(t, one, fs[0], fs[1])
		want := Dump(t, one)

		s := open(t)
		// The same report twice in a batch, and under its ID other facts:
		// the first account wins, as in one-by-one ingests.
		changed := Fixtures()[0]
		changed.Goals = changed.Goals[:1]
		changed.Clubs[0].Name = "Somewhere Else"
		ingestMany(t, s, []bool{true, false, true, false}, fs[0], Fixtures()[0], fs[1], changed)
		sameState(t, "a batch repeating a report vs one by one", Dump(t, s), want)

		// Across batches: stored reports are not created again.
		ingestMany(t, s, []bool{false, true, false}, fs[1], fs[2], fs[0])
		ingest(t, one, fs[2])
		sameState(t, "a batch repeating stored reports vs one by one", Dump(t, s), Dump(t, one))
	})

	t.Run("Invalid", func(t *testing.T) {
		s := open(t)
		bad := Fixtures()[1]
		bad.Goals[0].ScorerID = graph.PlayerID(northbridge, "Nobody Known")
		fs := Fixtures()
		_, err := s.IngestMany(t.Context(), []*graph.Facts{fs[0], bad, fs[2]})
		wantCode(t, err, graph.EINVALID, "IngestMany(a batch with a goal by an unlisted player)")
		if err != nil && !strings.Contains(graph.ErrorMessage(err), bad.Report.ID) {
			t.Errorf("IngestMany(a batch with a bad report): message %q does not name report %s", graph.ErrorMessage(err), bad.Report.ID)
		}
		_, err = s.IngestMany(t.Context(), []*graph.Facts{fs[0], nil})
		wantCode(t, err, graph.EINVALID, "IngestMany(a batch holding nil)")
		c, err := s.FindReports(t.Context(), graph.Page{First: 10})
		if err != nil || c.Total != 0 {
			t.Errorf("FindReports after refused batches: total %d, err %v; want 0 reports", c.Total, err)
		}
	})

	t.Run("Empty", func(t *testing.T) {
		s := open(t)
		for _, fs := range [][]*graph.Facts{nil, {}} {
			rs, err := s.IngestMany(t.Context(), fs)
			if err != nil || len(rs) != 0 {
				t.Errorf("IngestMany(%v): %d results, err %v; want none", fs, len(rs), err)
			}
		}
		sameState(t, "after empty batches", Dump(t, s), Dump(t, open(t)))
	})

	t.Run("ZeroIngestedAt", func(t *testing.T) {
		s := open(t)
		fs := Fixtures()[2:5]
		for _, f := range fs {
			f.Report.IngestedAt = time.Time{}
		}
		// Stamped in batch order: the first of the batch is the oldest.
		// Sorted by ID, so one stamp for all would list them the other way.
		slices.SortFunc(fs, func(a, b *graph.Facts) int { return strings.Compare(a.Report.ID, b.Report.ID) })
		ingestMany(t, s, all(len(fs), true), fs...)
		c, err := s.FindReports(t.Context(), graph.Page{First: 10})
		if err != nil {
			t.Fatalf("FindReports: %v", err)
		}
		var got, want []string
		for _, r := range c.Items {
			got = append(got, r.ID)
		}
		for _, f := range slices.Backward(fs) {
			want = append(want, f.Report.ID)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("FindReports after a batch of unstamped reports: order differs from the batch's, newest first (-want +got):\n%s", d)
		}
	})
}
