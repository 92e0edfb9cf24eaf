package extractor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDumpCorpus writes the extractor's JSON for every dev corpus report to
// the folder $EXTRACT_DUMP, for ../shared/tools/score.py (skipped unless the
// variable is set):
//
//	EXTRACT_DUMP=/tmp/pred go test ./extractor -run TestDumpCorpus
//	python3 ../shared/tools/score.py /tmp/pred ../shared/corpus/dev --per-report
func TestDumpCorpus(t *testing.T) {
	out := os.Getenv("EXTRACT_DUMP")
	if out == "" {
		t.Skip("EXTRACT_DUMP not set")
	}
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.txt"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Extract(string(b))
		if err != nil {
			t.Fatalf("Extract(%s): %v", f, err)
		}
		j, err := json.MarshalIndent(r, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		if err := os.WriteFile(filepath.Join(out, name+".json"), j, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
