package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestGenWritesReportsAndGold(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	args := []string{"gen", "--matches", "3", "--seed", "9", "--out", dir}
	if err := Run(context.Background(), args, nil, &out, &errb); err != nil {
		t.Fatalf("Run(%q) = %v; stderr: %s", args, err, errb.String())
	}
	reports, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	golds, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(reports) != 3 || len(golds) != 3 {
		t.Fatalf("gen --matches 3 wrote %d reports and %d gold files, want 3 and 3", len(reports), len(golds))
	}
	if !strings.Contains(out.String(), "wrote 3 synthetic reports") {
		t.Errorf("gen printed %q, want a line saying it wrote 3 reports", out.String())
	}
	b, err := os.ReadFile(golds[0])
	if err != nil {
		t.Fatal(err)
	}
	var gold struct {
		Home  *string          `json:"home"`
		Goals []map[string]any `json:"goals"`
	}
	if err := json.Unmarshal(b, &gold); err != nil || gold.Home == nil {
		t.Errorf("%s is not gold in the extraction shape (err %v): %s", golds[0], err, b)
	}

	// The same seed writes the same reports.
	again := t.TempDir()
	if err := Run(context.Background(), []string{"gen", "--matches", "3", "--seed", "9", "--out", again}, nil, &out, &errb); err != nil {
		t.Fatal(err)
	}
	first, _ := os.ReadFile(reports[0])
	second, _ := os.ReadFile(filepath.Join(again, filepath.Base(reports[0])))
	if !bytes.Equal(first, second) {
		t.Errorf("gen with seed 9 wrote %s differently on a second run", filepath.Base(reports[0]))
	}
}

func TestGenNeedsOut(t *testing.T) {
	var out, errb bytes.Buffer
	err := Run(context.Background(), []string{"gen", "--matches", "3"}, nil, &out, &errb)
	if err == nil || !strings.Contains(errb.String(), "--out") {
		t.Errorf("gen without --out: err %v, stderr %q; want a usage error naming --out", err, errb.String())
	}
}
