package ingest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
	"pitchgraph/ingest"
)

// third tells the match of first and second again, dated from outside.
const third = `Leicester City 2-0 Southampton

Jamie Vardy scored both goals for Leicester City against Southampton.
`

// batchInputs is a corpus whose reports resolve against each other: the
// same players named in full and by surname, matches told dated and
// undated, a repeated report, and two bad ones.
func batchInputs() []ingest.Input {
	g := gen.New(7)
	var in []ingest.Input
	for i := range 40 {
		r := g.Report(i)
		x := ingest.Input{Text: r.Text, Source: r.Name}
		if i%3 != 0 {
			x.Date = r.Gold.Date
		}
		in = append(in, x)
	}
	in = append(in[:10], append([]ingest.Input{
		{Text: third, Date: "2023-10-07"}, {Text: first}, {Text: " \n"}, {Text: second}, {Text: "\x00\xff"},
	}, in[10:]...)...)
	return append(in, in[3], in[11])
}

// stamped drops the ingestion times, which differ between two runs.
func stamped(s graphtest.State) graphtest.State {
	for i := range s.Reports {
		s.Reports[i].IngestedAt = time.Time{}
	}
	return s
}

func TestReportsAsOneByOne(t *testing.T) {
	ctx, inputs := context.Background(), batchInputs()
	one := open(t)
	var want []ingest.Outcome
	for _, in := range inputs {
		res, err := ingest.Report(ctx, one, in)
		want = append(want, ingest.Outcome{Result: res, Err: err})
	}
	for _, batch := range []int{1, 7, 1000} {
		s := open(t)
		var progress []int
		got, err := ingest.Reports(ctx, s, inputs, ingest.Options{Batch: batch, Progress: func(i int, res *ingest.Result, err error) {
			progress = append(progress, i)
		}})
		if err != nil {
			t.Fatalf("Reports(batch %d): %v", batch, err)
		}
		for i := range inputs {
			w, g := want[i], got[i]
			switch {
			case graph.ErrorCode(w.Err) != graph.ErrorCode(g.Err):
				t.Errorf("Reports(batch %d): input %d: error %v, want %v", batch, i, g.Err, w.Err)
			case w.Err == nil && (w.Result.Created != g.Result.Created || w.Result.Summary() != g.Result.Summary()):
				t.Errorf("Reports(batch %d): input %d: created %v, %q; want created %v, %q",
					batch, i, g.Result.Created, g.Result.Summary(), w.Result.Created, w.Result.Summary())
			}
		}
		if len(progress) != len(inputs) || !slicesInOrder(progress) {
			t.Errorf("Reports(batch %d): progress called for %v, want each of %d inputs once, in order", batch, progress, len(inputs))
		}
		if d := cmp.Diff(stamped(graphtest.Dump(t, one)), stamped(graphtest.Dump(t, s)), cmpopts.EquateEmpty()); d != "" {
			t.Errorf("Reports(batch %d) vs Report one by one: graph differs (-one by one +batched):\n%s", batch, d)
		}
	}
}

func slicesInOrder(is []int) bool {
	for k, i := range is {
		if i != k {
			return false
		}
	}
	return true
}

func TestReportsSkipsBadReports(t *testing.T) {
	got, err := ingest.Reports(context.Background(), open(t), []ingest.Input{{Text: first}, {Text: ""}, {Text: "\x00\x01"}, {Text: second}}, ingest.Options{})
	if err != nil {
		t.Fatalf("Reports: %v", err)
	}
	for _, i := range []int{1, 2} {
		if graph.ErrorCode(got[i].Err) != graph.EINVALID || got[i].Result != nil {
			t.Errorf("Reports: bad input %d: %v, err %v; want an invalid error", i, got[i].Result, got[i].Err)
		}
	}
	for _, i := range []int{0, 3} {
		if got[i].Err != nil || !got[i].Result.Created {
			t.Errorf("Reports: input %d: err %v; want created", i, got[i].Err)
		}
	}
}

func TestReportsStopsWhenTheStoreIsGone(t *testing.T) {
	s := open(t)
	s.Close()
	got, err := ingest.Reports(context.Background(), s, []ingest.Input{{Text: first}, {Text: second}}, ingest.Options{})
	if graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Fatalf("Reports on a closed store: err %v, want unavailable", err)
	}
	for i, o := range got {
		if graph.ErrorCode(o.Err) != graph.EUNAVAILABLE || !strings.Contains(graph.ErrorMessage(o.Err), "closed") {
			t.Errorf("Reports on a closed store: input %d: err %v, want the store's unavailable error", i, o.Err)
		}
	}
}
