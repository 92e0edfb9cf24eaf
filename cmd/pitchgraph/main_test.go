package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// report is a match report written for these tests.
const report = `Everton 2-1 Fulham

Everton came from behind to beat Fulham at Goodison Park in the Premier League.

Fulham led in the 20th minute when Andreas Pereira crossed from the right and Raul Jimenez headed in.

Dwight McNeil's corner was flicked on by James Tarkowski and Dominic Calvert-Lewin turned it in on 55 minutes.

Abdoulaye Doucoure won it in the 78th minute, firing home after Jack Harrison's cut-back.
`

func writeReport(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func run(t *testing.T, stdin io.Reader, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err = Run(context.Background(), args, stdin, &out, &errOut)
	return out.String(), errOut.String(), err
}

func TestExtractPrintsOneJSONDocumentPerReport(t *testing.T) {
	dir := t.TempDir()
	a := writeReport(t, dir, "a.txt", report)
	b := writeReport(t, dir, "b.txt", strings.Replace(report, "Everton 2-1 Fulham", "Everton 2-1 Fulham\n", 1))
	out, _, err := run(t, nil, "extract", a, b)
	if err != nil {
		t.Fatalf("extract: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("extract of 2 files printed %d lines, want 2:\n%s", len(lines), out)
	}
	for _, line := range lines {
		var doc struct {
			Home  *string `json:"home"`
			Goals []struct {
				Scorer string   `json:"scorer"`
				Chain  []string `json:"chain"`
			} `json:"goals"`
		}
		if err := json.Unmarshal([]byte(line), &doc); err != nil {
			t.Fatalf("line is not JSON: %v\n%s", err, line)
		}
		if doc.Home == nil || *doc.Home != "Everton" || len(doc.Goals) != 3 {
			t.Errorf("extract: home %v, %d goals; want Everton, 3 goals", doc.Home, len(doc.Goals))
		}
	}
}

func TestExtractReadsStandardInput(t *testing.T) {
	out, _, err := run(t, strings.NewReader(report), "extract", "-")
	if err != nil || !strings.Contains(out, `"Dominic Calvert-Lewin"`) {
		t.Fatalf("extract -: err %v, output %s", err, out)
	}
}

func TestExtractErrors(t *testing.T) {
	dir := t.TempDir()
	empty := writeReport(t, dir, "empty.txt", "  \n")
	binary := writeReport(t, dir, "binary.txt", "\x00\xff\xfe")
	nul := writeReport(t, dir, "nul.txt", report[:20]+"\x00"+report[20:])
	good := writeReport(t, dir, "good.txt", report)
	tests := []struct {
		name string
		args []string
		want string // in stderr or the error
	}{
		{"missing file", []string{"extract", filepath.Join(dir, "nope.txt")}, "no such file"},
		{"empty", []string{"extract", empty}, "empty"},
		{"binary", []string{"extract", binary}, "not UTF-8"},
		{"NUL byte", []string{"extract", nul}, "NUL byte at offset 20"},
		{"no arguments", []string{"extract"}, "name at least one"},
		{"bad flag", []string{"extract", "--nope", good}, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, err := run(t, nil, tt.args...)
			if err == nil {
				t.Fatalf("Run(%v) succeeded, want an error", tt.args)
			}
			if msg := stderr + err.Error(); !strings.Contains(msg, tt.want) {
				t.Errorf("Run(%v): error %q, stderr %q; want %q in them", tt.args, err, stderr, tt.want)
			}
			if out != "" {
				t.Errorf("Run(%v) printed %q on stdout; want nothing", tt.args, out)
			}
		})
	}
}

func TestExtractGoesOnPastABadFile(t *testing.T) {
	dir := t.TempDir()
	good := writeReport(t, dir, "good.txt", report)
	out, stderr, err := run(t, nil, "extract", filepath.Join(dir, "missing.txt"), good)
	if err == nil || !strings.Contains(err.Error(), "1 of 2") {
		t.Errorf("extract missing+good: err = %v, want 1 of 2 failed", err)
	}
	if strings.Count(out, "\n") != 1 || !strings.Contains(stderr, "missing.txt") {
		t.Errorf("extract missing+good: stdout %q, stderr %q; want one document and the missing file named", out, stderr)
	}
}

func TestUnknownCommand(t *testing.T) {
	_, stderr, err := run(t, nil, "frobnicate")
	if !errors.Is(err, errUsage) || !strings.Contains(stderr, "unknown command") {
		t.Errorf("Run(frobnicate): err %v, stderr %q", err, stderr)
	}
}

func TestIngestIsIdempotent(t *testing.T) {
	dir := t.TempDir()
	path := writeReport(t, dir, "match.txt", report)
	data := filepath.Join(dir, "data")
	out, _, err := run(t, nil, "ingest", "--data", data, path)
	if err != nil {
		t.Fatalf("ingest: %v", err)
	}
	if !strings.Contains(out, "Everton 2-1 Fulham, 3 goals") {
		t.Errorf("ingest printed %q; want the match and its 3 goals", out)
	}
	out, _, err = run(t, nil, "ingest", "--data", data, path)
	if err != nil || !strings.Contains(out, "already ingested") {
		t.Errorf("second ingest: err %v, output %q; want already ingested", err, out)
	}
}

func TestIngestUnreachableNeo4jNamesTheURI(t *testing.T) {
	path := writeReport(t, t.TempDir(), "match.txt", report)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var out, stderr bytes.Buffer
	err := Run(ctx, []string{"ingest", "--neo4j-uri", "bolt://127.0.0.1:1", path}, nil, &out, &stderr)
	if err == nil || !strings.Contains(message(err), "bolt://127.0.0.1:1") {
		t.Fatalf("ingest into a closed port: err %v; want an error naming the URI", err)
	}
}

// syncBuffer is a bytes.Buffer safe to read while Run writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var servingAt = regexp.MustCompile(`graphql=(http://\S+/graphql)`)

// startServer runs "pitchgraph serve" on a free port until the test ends
// and returns the GraphQL endpoint URL.
func startServer(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...), nil, io.Discard, &stderr)
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if m := servingAt.FindStringSubmatch(stderr.String()); m != nil {
			return m[1]
		}
		select {
		case err := <-done:
			t.Fatalf("serve exited early: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatalf("serve did not start:\n%s", stderr.String())
	return ""
}

func query(t *testing.T, endpoint, q string) map[string]any {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"query": q})
	resp, err := http.Post(endpoint, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("query %s: response is not JSON: %v", q, err)
	}
	if out["errors"] != nil {
		t.Fatalf("query %s: errors %v", q, out["errors"])
	}
	return out["data"].(map[string]any)
}

func TestServeLoadsReportsAndAnswersQueries(t *testing.T) {
	dir := t.TempDir()
	writeReport(t, dir, "match.txt", report)
	endpoint := startServer(t, "--data", filepath.Join(dir, "data"), "--load", dir)
	data := query(t, endpoint, `{ player(name: "Tarkowski") { name passedTo { to { name } count } } }`)
	got, _ := json.Marshal(data)
	if want := `{"player":{"name":"James Tarkowski","passedTo":[{"count":1,"to":{"name":"Dominic Calvert-Lewin"}}]}}`; string(got) != want {
		t.Errorf("player(Tarkowski) passedTo = %s, want %s", got, want)
	}
	// The report's source is the file's name: the server's paths stay on the server.
	sources, _ := json.Marshal(query(t, endpoint, `{ reports { edges { node { source } } } }`))
	if want := `{"reports":{"edges":[{"node":{"source":"match.txt"}}]}}`; string(sources) != want {
		t.Errorf("reports' sources = %s, want %s", sources, want)
	}
	base := strings.TrimSuffix(endpoint, "/graphql")
	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/": 200, "/nope": 404} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", path, resp.StatusCode, want)
		}
	}
}

func TestServeLoadSourceLabelsTheReports(t *testing.T) {
	dir := t.TempDir()
	writeReport(t, dir, "match.txt", report)
	endpoint := startServer(t, "--data", filepath.Join(dir, "data"), "--load", filepath.Join(dir, "match.txt"), "--load-source", "Club archive")
	sources, _ := json.Marshal(query(t, endpoint, `{ reports { edges { node { source } } } }`))
	if want := `{"reports":{"edges":[{"node":{"source":"Club archive"}}]}}`; string(sources) != want {
		t.Errorf("reports' sources = %s, want %s", sources, want)
	}
}

func TestServeRefusesBadArguments(t *testing.T) {
	tests := [][]string{
		{"serve", "--load", filepath.Join(t.TempDir(), "missing")},
		{"serve", "--addr", "nonsense:-1", "--data", t.TempDir()},
		{"serve", "stray"},
	}
	for _, args := range tests {
		if _, _, err := run(t, nil, args...); err == nil {
			t.Errorf("Run(%v) succeeded, want an error", args)
		}
	}
}

// TestIngestInChunks ingests a directory a few files at a time, as a large
// one is: every report is stored, the lines come in file order, and a file
// that cannot be read is named in its place.
func TestIngestInChunks(t *testing.T) {
	defer func(n int) { loadChunk = n }(loadChunk)
	loadChunk = 2
	dir := t.TempDir()
	reports, err := filepath.Glob(filepath.Join("..", "..", "examples", "reports", "*.txt"))
	if err != nil || len(reports) < 4 {
		t.Fatalf("examples/reports: %v, %d reports", err, len(reports))
	}
	var names []string
	for i, r := range reports {
		b, err := os.ReadFile(r)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, writeReport(t, dir, fmt.Sprintf("r%d.txt", i), string(b)))
		if i == 2 {
			names = append(names, writeReport(t, dir, "r2b.txt", "\x00\x01\x02 not a report"))
		}
	}
	out, stderr, err := run(t, nil, append([]string{"ingest", "--data", filepath.Join(dir, "data")}, names...)...)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("1 of %d", len(names))) || !strings.Contains(stderr, "r2b.txt") {
		t.Errorf("ingest: err %v, stderr %q; want the binary file named and 1 of %d failed", err, stderr, len(names))
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var got []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "  ") {
			got = append(got, strings.SplitN(l, ":", 2)[0])
		}
	}
	var want []string
	for _, n := range names {
		if !strings.HasSuffix(n, "r2b.txt") {
			want = append(want, n)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("ingest printed reports %v, want %v in order", got, want)
	}
}
