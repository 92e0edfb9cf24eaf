package neo4j

import (
	"context"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/ingest"
)

// timedStore times the Store's IngestMany calls, as the benchmark's
// ingest table does (rows over the time inside IngestMany).
type timedStore struct {
	*Store
	mu   sync.Mutex
	took []time.Duration
	rows []int
}

func (t *timedStore) IngestMany(ctx context.Context, fs []*graph.Facts) ([]graph.IngestResult, error) {
	start := time.Now()
	res, err := t.Store.IngestMany(ctx, fs)
	d := time.Since(start)
	n := 0
	for _, f := range fs {
		n += factRows(f)
	}
	t.mu.Lock()
	t.took, t.rows = append(t.took, d), append(t.rows, n)
	t.mu.Unlock()
	return res, err
}

// factRows counts the rows a report's facts amount to, as the benchmark's
// per-row writer would write them: nodes, relationships and accounts.
func factRows(f *graph.Facts) int {
	n := 1 + len(f.Clubs) + len(f.Players) + len(f.Appearances)
	for _, p := range f.Players {
		n += len(p.ClubIDs)
	}
	if f.Match != nil {
		n += 3
	}
	for _, g := range f.Goals {
		n += 3 + len(g.Chain)
		if g.AssistID == "" {
			n--
		}
	}
	n += 3 * len(f.Cards)
	return n
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// BenchmarkIngestManyRate writes the benchmark's synthetic reports
// [PG_FROM, PG_FROM+PG_COUNT) with ingest.Reports in batches of PG_BATCH
// (default 0 to 1024, in batches of 256) into the graph as it is, and
// reports the batched writer's rows/s over the time inside IngestMany, of
// the first batch and of the rest, as bench's ingest table does. PG_WIPE=1
// wipes the graph first; PG_CLEAR=1 empties Neo4j's query caches and
// opens a new Store, as a server started afresh would. Reports stored
// already are only claimed, so give each run new ones (PG_FROM). Needs
// PITCHGRAPH_TEST_NEO4J, best a private Neo4j; run with -benchtime=1x:
//
//	PITCHGRAPH_TEST_NEO4J=bolt://127.0.0.1:7693 PG_WIPE=1 PG_COUNT=2048 \
//	  go test -run '^$' -bench IngestManyRate -benchtime=1x ./graph/neo4j
func BenchmarkIngestManyRate(b *testing.B) {
	uri := os.Getenv("PITCHGRAPH_TEST_NEO4J")
	if uri == "" {
		b.Skip("PITCHGRAPH_TEST_NEO4J is not set")
	}
	s, err := Open(b.Context(), Config{URI: uri})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := b.Context()
	from, count, batch := envInt("PG_FROM", 0), envInt("PG_COUNT", 1024), envInt("PG_BATCH", 256)
	g := gen.New(1)
	in := make([]ingest.Input, count)
	for i := range count {
		r := g.Report(from + i)
		in[i] = ingest.Input{Text: r.Text, Source: r.Name, Date: r.Gold.Date}
	}
	for b.Loop() {
		if os.Getenv("PG_WIPE") == "1" {
			if err := wipe(ctx, s); err != nil {
				b.Fatal(err)
			}
		}
		w := s
		if os.Getenv("PG_CLEAR") == "1" {
			// As a server started afresh: nothing planned before Open.
			if _, err := s.query(ctx, "clear", `CALL db.clearQueryCaches()`, nil); err != nil {
				b.Fatal(err)
			}
			if w, err = Open(ctx, Config{URI: uri}); err != nil {
				b.Fatal(err)
			}
			defer w.Close()
		}
		ts := &timedStore{Store: w}
		start := time.Now()
		out, err := ingest.Reports(ctx, ts, in, ingest.Options{Batch: batch})
		b.ReportMetric(time.Since(start).Seconds(), "end_to_end_s")
		if err != nil {
			b.Fatal(err)
		}
		for i, o := range out {
			if o.Err != nil {
				b.Logf("report %d: %v", from+i, o.Err)
			}
		}
		var rest time.Duration
		rows := 0
		for i := 1; i < len(ts.took); i++ {
			rest += ts.took[i]
			rows += ts.rows[i]
		}
		b.ReportMetric(ts.took[0].Seconds(), "first_batch_s")
		b.ReportMetric(float64(ts.rows[0])/ts.took[0].Seconds(), "first_rows/s")
		if rows > 0 {
			b.ReportMetric(float64(rows)/rest.Seconds(), "rest_rows/s")
		}
		all := rest + ts.took[0]
		b.ReportMetric(float64(rows+ts.rows[0])/all.Seconds(), "all_rows/s")
		b.Logf("batches: %v", ts.took)
	}
}
