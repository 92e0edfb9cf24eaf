package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFit fits the weights to twelve of the project's outlet-style reports, cross-
// validates them in two folds, and writes weights.go: the tables come out
// with every measure, and the file is Go that declares the model.
func TestFit(t *testing.T) {
	corpus := t.TempDir()
	files, _ := filepath.Glob("../testdata/styles/*.txt")
	if len(files) < 12 {
		t.Fatalf("want 12 annotated reports in testdata/styles, have %d", len(files))
	}
	for _, f := range files[:12] {
		for _, p := range []string{f, strings.TrimSuffix(f, ".txt") + ".json"} {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(corpus, filepath.Base(p)), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	out := filepath.Join(t.TempDir(), "weights.go")
	var buf bytes.Buffer
	if err := run([]string{"-corpus", corpus, "-folds", "2", "-write", "-out", out}, &buf); err != nil {
		t.Fatalf("fit: %v\n%s", err, buf.String())
	}
	text := buf.String()
	for _, want := range []string{"12 annotated reports", "dev (fitted on all of it)", "dev, 2-fold cross-validated", "goal_tea", "held-out decisions", "scorer", "wrote "} {
		if !strings.Contains(text, want) {
			t.Errorf("fit printed no %q:\n%s", want, text)
		}
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), out, src, 0)
	if err != nil {
		t.Fatalf("weights.go does not parse: %v", err)
	}
	if f.Name.Name != "extractor" || !bytes.Contains(src, []byte(`"rule:goal":`)) || !bytes.Contains(src, []byte("Ties: Weights{")) {
		t.Errorf("weights.go lacks the model:\n%.400s", src)
	}
}

// TestFitRefusesAnEmptyCorpus says what is wrong with a folder of no
// annotated reports.
func TestFitRefusesAnEmptyCorpus(t *testing.T) {
	err := run([]string{"-corpus", t.TempDir()}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "no annotated reports") {
		t.Errorf("fit on an empty folder: error = %v, want one saying there are no annotated reports", err)
	}
}
