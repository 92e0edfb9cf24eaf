package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// What a new user meets first: help, failed commands, two commands on one
// store, the log.

// TestHelp asks each command for help: it goes to stdout (stderr stays
// empty), flags are written with two dashes as the README writes them, and
// each default is said once.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{
		{"--help"}, {"help"}, {"serve", "--help"}, {"ingest", "--help"}, {"extract", "--help"}, {"gen", "-h"},
	} {
		out, stderr, err := run(t, nil, args...)
		if err != nil && !errors.Is(err, flag.ErrHelp) {
			t.Errorf("Run(%v): %v", args, err)
		}
		if stderr != "" || !strings.Contains(out, "Usage:") {
			t.Errorf("Run(%v): stdout %.60q, stderr %.200q; want the usage on stdout and nothing on stderr", args, out, stderr)
		}
		for _, line := range strings.Split(out, "\n") {
			if regexp.MustCompile(`^\s+-[a-z]`).MatchString(line) {
				t.Errorf("Run(%v): flag with one dash: %q", args, line)
			}
			if strings.Count(line, "default") > 1 {
				t.Errorf("Run(%v): default said twice: %q", args, line)
			}
		}
	}
	out, _, _ := run(t, nil, "serve", "--help")
	for _, want := range []string{"--rate requests", "--log-format format", `--addr address`, `(default "127.0.0.1:8080")`, "neo4j://"} {
		if !strings.Contains(out, want) {
			t.Errorf("serve --help does not say %q:\n%s", want, out)
		}
	}
	out, _, _ = run(t, nil, "--help")
	for _, want := range []string{"extract [--explain] FILE_OR_DIR...", "\n  gen "} {
		if !strings.Contains(out, want) {
			t.Errorf("pitchgraph --help does not say %q:\n%s", want, out)
		}
	}
	// A flag error is no help asked for: the message and usage on stderr.
	out, stderr, err := run(t, nil, "ingest", "--frobnicate")
	if !errors.Is(err, errUsage) || out != "" || !strings.Contains(stderr, "frobnicate") || !strings.Contains(stderr, "Usage:") {
		t.Errorf("ingest --frobnicate: err %v, stdout %q, stderr %.100q; want a usage error on stderr", err, out, stderr)
	}
}

// TestFailedCommandsLeaveNoStore: a command that fails before it has
// stored anything leaves no store directory behind, and serve names a
// --load file it cannot read before it opens a store or says it loads.
func TestFailedCommandsLeaveNoStore(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "pitchgraph-data")
	binary := filepath.Join(dir, "photo.txt")
	if err := os.WriteFile(binary, []byte{0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0, 1}, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nope")
	for _, args := range [][]string{
		{"serve", "--addr", "127.0.0.1:0", "--data", data, "--load", missing},
		{"serve", "--addr", "127.0.0.1:0", "--data", data, "--load", binary},
		{"ingest", "--data", data, binary},
		{"ingest", "--data", data, missing},
	} {
		_, stderr, err := run(t, nil, args...)
		if err == nil {
			t.Errorf("Run(%v) succeeded, want an error", args)
		}
		if _, statErr := os.Stat(data); statErr == nil {
			t.Errorf("Run(%v) failed and left %s behind", args, data)
			os.RemoveAll(data)
		}
		if args[0] == "serve" && strings.Contains(args[len(args)-1], "nope") {
			if strings.Contains(stderr, "loading") || !strings.Contains(stderr, "cannot read "+missing) {
				t.Errorf("Run(%v): stderr %q; want the file named, before any loading", args, stderr)
			}
		}
	}
	// A store that was there stays, and one that was written stays.
	os.Mkdir(data, 0o755)
	if _, _, err := run(t, nil, "ingest", "--data", data, binary); err == nil {
		t.Error("ingest of a binary file succeeded")
	}
	if _, err := os.Stat(data); err != nil {
		t.Errorf("a failed ingest removed the directory that was there: %v", err)
	}
	good := filepath.Join("..", "..", "examples", "reports", "city-united.txt")
	data2 := filepath.Join(dir, "written")
	if _, _, err := run(t, nil, "ingest", "--data", data2, good, binary); err == nil {
		t.Error("ingest of a good and a binary file succeeded, want the binary one refused")
	}
	if _, err := os.Stat(filepath.Join(data2, "graph.wal")); err != nil {
		t.Errorf("ingest that stored a report left no store: %v", err)
	}
}

// TestIngestWhileServing: ingest into the directory serve holds says what
// to do instead.
func TestIngestWhileServing(t *testing.T) {
	data := t.TempDir()
	serveFor(t, "--data", data)
	_, _, err := run(t, nil, "ingest", "--data", data, filepath.Join("..", "..", "examples", "reports"))
	if err == nil {
		t.Fatal("ingest into the store a server holds succeeded")
	}
	for _, want := range []string{"in use by another pitchgraph", "Stop that server", "ingestReport", "--neo4j-uri"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("ingest while serving: %q; want it to say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "resource temporarily unavailable") {
		t.Errorf("ingest while serving: %q; want the advice, not the system call's error", err)
	}
}

// TestServeLogsInOneFormat: with --log-format json every line serve writes
// is a JSON object, the start message carries the links, and a message
// about an unreachable Neo4j says its reason once.
func TestServeLogsInOneFormat(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--log-format", "json", "--neo4j-uri", "bolt://127.0.0.1:1",
			"--load", filepath.Join("..", "..", "examples", "reports", "city-united.txt")}, nil, io.Discard, stderr)
	}()
	waitFor(t, "serve to start", func() bool { return strings.Contains(stderr.String(), `"graphql":"http://127.0.0.1:`) })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	for _, line := range lines {
		var rec struct{ Level, Msg string }
		if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Level == "" || rec.Msg == "" {
			t.Errorf("a line of the log is no JSON record: %q (%v)", line, err)
		}
		if n := strings.Count(line, "connection refused"); n > 1 {
			t.Errorf("a log line says its reason %d times: %s", n, line)
		}
	}
	if len(lines) < 3 {
		t.Errorf("log of %d lines, want the unreachable Neo4j, the reports waiting and the start:\n%s", len(lines), stderr)
	}
	if _, _, err := run(t, nil, "serve", "--log-format", "yaml"); !errors.Is(err, errUsage) {
		t.Errorf("serve --log-format yaml: %v, want a usage error", err)
	}
}
