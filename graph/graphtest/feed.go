package graphtest

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// follow reads the feed of s after position at, page by page, and returns
// the IDs of the reports it holds and the position to go on from.
func follow(t *testing.T, s graph.Store, at int64, size int) ([]string, int64) {
	t.Helper()
	var ids []string
	for {
		rs, next, err := s.ReportsAfter(t.Context(), at, size)
		if err != nil {
			t.Fatalf("ReportsAfter(%d, %d): %v", at, size, err)
		}
		if len(rs) > 0 && next <= at {
			t.Fatalf("ReportsAfter(%d, %d): %d reports, next position %d: the feed does not move on", at, size, len(rs), next)
		}
		ids = append(ids, idsOf(rs, reportID)...)
		at = next
		if len(rs) < size {
			return ids, at
		}
	}
}

func testFeed(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("Order", func(t *testing.T) {
		s := open(t)
		ingest(t, s, pagingReport(90))
		rs, head, err := s.ReportsAfter(t.Context(), -1, graph.MaxPage)
		if err != nil || len(rs) != 0 {
			t.Fatalf("ReportsAfter(-1) = %v, %d, %v; want no reports, the newest position", idsOf(rs, reportID), head, err)
		}
		// Ingested in an order that is not their ingestion times': the feed
		// follows the ingests.
		fs := Fixtures()
		order := []*graph.Facts{fs[2], fs[0], fs[4], fs[1], fs[3]}
		ingest(t, s, order...)
		got, at := follow(t, s, head, 2)
		if d := cmp.Diff(idsOf(order, func(f *graph.Facts) string { return f.Report.ID }), got); d != "" {
			t.Errorf("feed after the start, two at a time (-ingested +fed):\n%s", d)
		}
		if got, _ := follow(t, s, at, graph.MaxPage); len(got) != 0 {
			t.Errorf("feed after its end: %v, want nothing", got)
		}
		// A report ingested again is not new; a deleted one leaves a gap;
		// ingested again after its deletion, it is new again.
		ingest(t, s, fs[1])
		if ok, err := s.DeleteReport(t.Context(), r2); !ok || err != nil {
			t.Fatalf("DeleteReport(r2) = %v, %v", ok, err)
		}
		if got, _ := follow(t, s, head, graph.MaxPage); slices.Contains(got, r2) || len(got) != 4 {
			t.Errorf("feed from the start after deleting r2: %v, want the other four", got)
		}
		ingest(t, s, pagingReport(91), fs[2])
		got, _ = follow(t, s, at, graph.MaxPage)
		if d := cmp.Diff([]string{pagingReport(91).Report.ID, r2}, got); d != "" {
			t.Errorf("feed after ingesting r1b again, deleting r2, ingesting a new report and r2 (-want +got):\n%s", d)
		}
		// A position past the newest (say the data was emptied) goes on
		// from the newest.
		if rs, next, err := s.ReportsAfter(t.Context(), at+1000, 5); err != nil || len(rs) != 0 || next > at+1000 {
			t.Errorf("ReportsAfter(a position past the newest) = %v, %d, %v; want no reports and the newest position", idsOf(rs, reportID), next, err)
		}
		_, _, err = s.ReportsAfter(t.Context(), 0, -1)
		wantCode(t, err, graph.EINVALID, "ReportsAfter(0, -1)")
	})

	// Reports ingested at once by many callers, one at a time and in
	// batches, while the feed is followed: every one is fed exactly once.
	t.Run("Concurrent", func(t *testing.T) {
		s := open(t)
		_, head, err := s.ReportsAfter(t.Context(), -1, 0)
		if err != nil {
			t.Fatal(err)
		}
		const n = 48
		var wg sync.WaitGroup
		for w := range 4 {
			wg.Go(func() {
				for i := w; i < n; i += 8 {
					if _, err := s.Ingest(t.Context(), pagingReport(i)); err != nil {
						t.Errorf("Ingest: %v", err)
					}
				}
			})
			wg.Go(func() {
				var batch []*graph.Facts
				for i := w + 4; i < n; i += 8 {
					batch = append(batch, pagingReport(i))
				}
				if _, err := s.IngestMany(t.Context(), batch); err != nil {
					t.Errorf("IngestMany: %v", err)
				}
			})
		}
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()
		seen := map[string]int{}
		at := head
		for stop := false; !stop; {
			select {
			case <-done:
				stop = true
			case <-time.After(5 * time.Millisecond):
			}
			ids, next := follow(t, s, at, 7)
			for _, id := range ids {
				seen[id]++
			}
			at = next
		}
		for i := range n {
			if id := pagingReport(i).Report.ID; seen[id] != 1 {
				t.Errorf("report %d fed %d times, want once", i, seen[id])
			}
		}
		if len(seen) != n {
			t.Errorf("%d reports fed, want %d", len(seen), n)
		}
	})
}
