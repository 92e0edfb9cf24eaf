package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRepairCommand: a log damaged in its middle stops serve with a
// message naming the offset and repair; "pitchgraph repair" keeps every
// intact report, keeps the damaged log aside, and serve starts again.
func TestRepairCommand(t *testing.T) {
	data := t.TempDir()
	if _, stderr, err := run(t, nil, "ingest", "--data", data, filepath.Join("..", "..", "examples", "reports")); err != nil {
		t.Fatalf("ingest: %v\n%s", err, stderr)
	}
	log := filepath.Join(data, "graph.wal")
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	b[100] ^= 0x55 // in the first record's payload
	if err := os.WriteFile(log, b, 0o644); err != nil {
		t.Fatal(err)
	}

	_, _, err = run(t, nil, "serve", "--addr", "127.0.0.1:0", "--data", data)
	if err == nil || !strings.Contains(err.Error(), "offset 8") || !strings.Contains(err.Error(), "pitchgraph repair --data "+data) {
		t.Fatalf("serve on a log damaged in its middle: %v; want a refusal naming offset 8 and the repair command", err)
	}
	if now, _ := os.ReadFile(log); !bytes.Equal(now, b) {
		t.Error("serve changed the damaged log")
	}

	out, stderr, err := run(t, nil, "repair", "--data", data)
	if err != nil {
		t.Fatalf("repair: %v\n%s", err, stderr)
	}
	for _, want := range []string{"damaged: ", "at offset 8", "kept 4 intact records", "graph.wal.damaged-", "holds 4 reports"} {
		if !strings.Contains(out, want) {
			t.Errorf("repair printed %q; want %q in it", out, want)
		}
	}
	if out, _, err := run(t, nil, "repair", "--data", data); err != nil || !strings.Contains(out, "intact") {
		t.Errorf("repair again: %q, %v; want the log said intact", out, err)
	}
	s := serveFor(t, "--data", data)
	if r := s.post(`{ reports { totalCount } }`, nil); r.Body != `{"data":{"reports":{"totalCount":4}}}` {
		t.Errorf("after repair: %s; want the 4 intact reports", r.Body)
	}
}
