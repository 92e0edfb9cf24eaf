package embedded

import (
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"testing"

	"pitchgraph/bench/gen"
	"pitchgraph/ingest"
)

// TestHeap checks the store's memory on demand and is skipped otherwise:
// it ingests the first $PITCHGRAPH_HEAP_MATCHES reports of the benchmark's
// synthetic league (bench/gen) end to end, as `pitchgraph ingest` does,
// then reopens the store from its log, and logs the live heap after each.
// It fails when either exceeds $PITCHGRAPH_HEAP_MAX_MB, when set. With
// $PITCHGRAPH_HEAP_PROFILE set it writes heap profiles there (suffixed
// .ingest and .open) for `go tool pprof -sample_index=inuse_space`.
//
//	PITCHGRAPH_HEAP_MATCHES=10000 PITCHGRAPH_HEAP_MAX_MB=100 go test -run TestHeap -v ./graph/embedded/
func TestHeap(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PITCHGRAPH_HEAP_MATCHES"))
	if n <= 0 {
		t.Skip("PITCHGRAPH_HEAP_MATCHES not set")
	}
	budget, _ := strconv.ParseFloat(os.Getenv("PITCHGRAPH_HEAP_MAX_MB"), 64)
	profile := os.Getenv("PITCHGRAPH_HEAP_PROFILE")
	dir := t.TempDir()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	g := gen.New(1)
	inputs := make([]ingest.Input, n)
	for i := range inputs {
		r := g.Report(i)
		inputs[i] = ingest.Input{Text: r.Text, Source: r.Name, Date: r.Gold.Date}
	}
	if _, err := ingest.Reports(t.Context(), s, inputs, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	inputs = nil
	check := func(when, suffix string) {
		mb := liveMB()
		t.Logf("%s %d reports: live heap %.1f MB", when, n, mb)
		if budget > 0 && mb > budget {
			t.Errorf("%s %d reports: live heap %.1f MB, over the %.0f MB allowed", when, n, mb, budget)
		}
		if profile != "" {
			writeHeap(t, profile+suffix)
		}
	}
	check("after ingesting", ".ingest")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = openAt(t, dir)
	check("after reopening the store of", ".open")
	runtime.KeepAlive(s)
}

// liveMB returns the megabytes of live heap objects after a full collection.
func liveMB() float64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(ms.HeapAlloc) / (1 << 20)
}

func writeHeap(t *testing.T, path string) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		t.Fatal(err)
	}
}
