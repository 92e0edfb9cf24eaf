package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
)

// ingestOverHTTP sends one ingestReport and returns the report ID the
// server acknowledged, or an error for anything else.
func ingestOverHTTP(ctx context.Context, endpoint, text, date string) (id string, created bool, err error) {
	body, _ := json.Marshal(map[string]any{
		"query":     `mutation($in: IngestReportInput!) { ingestReport(input: $in) { created report { id } } }`,
		"variables": map[string]any{"in": map[string]any{"text": text, "date": date}},
	})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", false, err
	}
	defer resp.Body.Close()
	var out struct {
		Data *struct {
			IngestReport struct {
				Created bool
				Report  struct{ ID string }
			}
		}
		Errors []struct{ Message string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", false, err
	}
	if len(out.Errors) > 0 || out.Data == nil {
		msgs := make([]string, len(out.Errors))
		for i, e := range out.Errors {
			msgs[i] = e.Message
		}
		return "", false, fmt.Errorf("ingest refused: %s", strings.Join(msgs, "; "))
	}
	return out.Data.IngestReport.Report.ID, out.Data.IngestReport.Created, nil
}

// TestKillDuringIngestBurst kills serve (kill -9) while four clients ingest
// reports through the API, damages the end of its log, and serves the same
// directory again: the damage is reported, every ingest that was
// acknowledged is in the graph exactly once, and the graph is what a clean
// ingest of the reports it holds gives (nothing half-applied).
func TestKillDuringIngestBurst(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	data := t.TempDir()
	c := startChild(t, 0, "--data", data)
	g := gen.New(7)

	var mu sync.Mutex
	acked := map[string]gen.Report{} // report ID -> report
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	next := make(chan int)
	for range 4 {
		wg.Go(func() {
			for i := range next {
				r := g.Report(i)
				id, _, err := ingestOverHTTP(ctx, c.endpoint, r.Text, r.Gold.Date)
				if err != nil {
					continue // killed mid-request: not acknowledged
				}
				mu.Lock()
				acked[id] = r
				mu.Unlock()
			}
		})
	}
	feed := make(chan struct{})
	go func() {
		defer close(feed)
		for i := 0; ctx.Err() == nil; i++ {
			select {
			case next <- i:
			case <-ctx.Done():
			}
		}
	}()
	waitFor(t, "a few acknowledged ingests", func() bool { mu.Lock(); defer mu.Unlock(); return len(acked) >= 10 })
	if err := c.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-c.exited
	cancel()
	<-feed
	close(next)
	wg.Wait()
	t.Logf("killed serve after %d acknowledged ingests", len(acked))

	// A torn write at the end of the log, as a crash mid-append leaves.
	f, err := os.OpenFile(filepath.Join(data, "graph.wal"), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte{0x40, 0x00, 0x00, 0x00, 'p', 'a', 'r', 't'})
	f.Close()

	s := serveFor(t, "--data", data)
	if log := s.stderr.String(); !strings.Contains(log, "level=WARN") || !strings.Contains(log, "dropped") {
		t.Errorf("serve on a damaged log does not report it:\n%s", log)
	}
	stored := reportPages(t, s)
	have := map[string]bool{}
	for _, id := range stored {
		if have[id] {
			t.Errorf("report %s stored twice", id)
		}
		have[id] = true
	}
	for id := range acked {
		if !have[id] {
			t.Errorf("acknowledged report %s is missing after kill -9", id)
		}
	}
	if extra := len(stored) - len(acked); extra < 0 || extra > 4 {
		t.Errorf("%d reports stored, %d acknowledged; want at most the 4 in flight more", len(stored), len(acked))
	}
	// Every acknowledged report again: already there.
	for id, r := range acked {
		if _, created, err := ingestOverHTTP(context.Background(), s.endpoint, r.Text, r.Gold.Date); err != nil || created {
			t.Errorf("ingesting acknowledged report %s again: created %v, err %v; want it already there", id, created, err)
		}
	}

	// The same reports ingested cleanly, in one go, make the same graph.
	clean := serveFor(t)
	for i := 0; len(stored) > 0 && i < 10000; i++ {
		r := g.Report(i)
		if have[graph.ReportID(r.Text)] {
			if _, _, err := ingestOverHTTP(context.Background(), clean.endpoint, r.Text, r.Gold.Date); err != nil {
				t.Fatal(err)
			}
			delete(have, graph.ReportID(r.Text))
		}
		if len(have) == 0 {
			break
		}
	}
	const counts = `{ clubs { totalCount } players { totalCount } matches { totalCount } goals { totalCount } reports { totalCount } }`
	got, want := s.post(counts, nil), clean.post(counts, nil)
	if string(got.Data) != string(want.Data) {
		t.Errorf("graph after kill -9 and restart: %s; a clean ingest of its reports: %s", got.Data, want.Data)
	}
}

// reportPages lists the IDs of every stored report.
func reportPages(t *testing.T, s *served) []string {
	t.Helper()
	var ids []string
	after := ""
	for {
		r := s.post(`query($after: String) { reports(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`,
			map[string]any{"after": after})
		var d struct {
			Reports struct {
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
				Edges []struct{ Node struct{ ID string } }
			}
		}
		if err := json.Unmarshal(r.Data, &d); err != nil || len(r.Errors) > 0 {
			t.Fatalf("reports: %s", r.Body)
		}
		for _, e := range d.Reports.Edges {
			ids = append(ids, e.Node.ID)
		}
		if !d.Reports.PageInfo.HasNextPage {
			return ids
		}
		after = d.Reports.PageInfo.EndCursor
	}
}
