package bench

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"pitchgraph/graph/embedded"
	"pitchgraph/ingest"
)

// TestSmoke runs the whole benchmark at a small size on the embedded
// store, so that it cannot rot between the runs made on demand.
func TestSmoke(t *testing.T) {
	cfg := Config{
		Sizes: []int{100}, Stores: []string{"embedded"}, Seed: 1,
		Concurrency: []int{2}, Warmup: 50 * time.Millisecond, Duration: 300 * time.Millisecond,
		Workers: 2, Samples: 3, WorkDir: t.TempDir(), Log: io.Discard,
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if len(res.Runs) != 1 {
		t.Fatalf("Run made %d runs, want 1", len(res.Runs))
	}
	r := res.Runs[0]
	if r.Ingest.Created != 100 || r.Ingest.Goals == 0 || r.Ingest.ReportsPerS <= 0 {
		t.Errorf("ingest = %+v, want 100 reports created with goals", *r.Ingest)
	}
	if len(r.Queries) != len(queries) {
		t.Fatalf("measured %d queries, want %d", len(r.Queries), len(queries))
	}
	for _, q := range r.Queries {
		if q.StoreCalls <= 0 {
			t.Errorf("%s: %.1f store calls per request, want some", q.Query, q.StoreCalls)
		}
		for _, l := range q.Latency {
			if l.Requests == 0 || l.Errors > 0 {
				t.Errorf("%s at concurrency %d: %d requests, %d errors (%s)", q.Query, l.Workers, l.Requests, l.Errors, l.FirstErr)
			}
		}
	}
	var out bytes.Buffer
	WriteTables(&out, res)
	for _, want := range []string{"### Ingest", "| 100 | embedded |", "pitchgraph embedded | Q5 |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tables lack %q:\n%s", want, out.String())
		}
	}
}

// BenchmarkIngest measures the end-to-end ingest (extract, key, write) of
// synthetic reports into the embedded store.
func BenchmarkIngest(b *testing.B) {
	inputs := corpus(500, 1)
	st, err := embedded.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	c := &counting{Store: st}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		in := inputs[i%len(inputs)]
		if round := i / len(inputs); round > 0 { // a new text, so a new report
			in.Text += strings.Repeat(" ", round)
		}
		if _, err := load(context.Background(), c, []ingest.Input{in}, 1); err != nil {
			b.Fatal(err)
		}
	}
}
