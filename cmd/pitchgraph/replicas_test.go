package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/graph/neo4j"
)

// TestReplicas runs the production shape on the test Neo4j: two serve
// processes over one database, reports ingested through each and by a
// `pitchgraph ingest` process. A subscriber on each server receives every
// report, through whichever process it came, exactly once and in the order
// the ingests committed; both servers answer alike after each ingest, even
// a query asked often enough for a response cache to keep it. It runs with
// a bolt:// URI and a neo4j:// (routing) one.
func TestReplicas(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	u, err := url.Parse(neo4jURI(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, scheme := range []string{"bolt", "neo4j"} {
		t.Run(scheme, func(t *testing.T) { testReplicas(t, scheme+"://"+u.Host) })
	}
}

func testReplicas(t *testing.T, uri string) {
	g := gen.New(uint64(time.Now().UnixNano()))
	var mine []string // the reports this test stores, deleted at the end
	t.Cleanup(func() { deleteReports(t, uri, mine) })

	a := startChild(t, 0, "--neo4j-uri", uri)
	b := startChild(t, 0, "--neo4j-uri", uri)
	subs := []*subscriber{subscribe(t, a.endpoint), subscribe(t, b.endpoint)}

	// The subscriptions are live once a report ingested after them
	// reaches both.
	live := false
	for i := 0; i < 10 && !live; i++ {
		r := g.Report(900 + i)
		id, _, err := ingestOverHTTP(t.Context(), a.endpoint, r.Text, r.Gold.Date)
		if err != nil {
			t.Fatal(err)
		}
		mine = append(mine, id)
		live = subs[0].wait(id, 5*time.Second) && subs[1].wait(id, 5*time.Second)
	}
	if !live {
		t.Fatalf("the subscriptions never received a report\n%s\n%s", a.log(), b.log())
	}
	for _, s := range subs {
		s.reset()
	}

	const ask = `{ reports(first: 100) { totalCount edges { node { id source match { id title homeScore awayScore } } } }
		matches(first: 5) { totalCount edges { cursor node { id goals { minute scorer { name } } } } }
		passLinks(first: 10) { from { id } to { id } count } }`
	var want []string
	agree := func(after string) {
		t.Helper()
		answer := func(c *child) string {
			j, _ := json.Marshal(query(t, c.endpoint, ask))
			return string(j)
		}
		got := answer(a)
		for _, id := range want {
			if !strings.Contains(got, id) {
				t.Errorf("after %s: server A does not list report %s", after, id)
			}
		}
		if other := answer(b); other != got {
			t.Errorf("after %s, the servers disagree:\nA %s\nB %s", after, got, other)
		}
	}
	// One query asked again and again on A (a response cache would keep
	// it), then a report through B: A's next answer holds it.
	agree("the subscriptions opened")
	agree("the same query again")
	agree("the same query a third time")

	for i, c := range []*child{b, a} {
		r := g.Report(i)
		id, created, err := ingestOverHTTP(t.Context(), c.endpoint, r.Text, r.Gold.Date)
		if err != nil || !created {
			t.Fatalf("ingest through server %d: %s, created %v, %v", i, id, created, err)
		}
		mine, want = append(mine, id), append(want, id)
		for _, s := range subs {
			s.wait(id, 10*time.Second)
		}
		agree(fmt.Sprintf("an ingest through server %c", 'B'-i))
	}

	// Reports 2 to 7 by `pitchgraph ingest`, in another process.
	dir := t.TempDir()
	var files []string
	for i := 2; i < 8; i++ {
		r := g.Report(i)
		path := filepath.Join(dir, r.Name+".txt")
		if err := os.WriteFile(path, []byte(r.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		id := graph.ReportID(r.Text)
		mine, want, files = append(mine, id), append(want, id), append(files, path)
	}
	if out, err := runChild(append([]string{"ingest", "--neo4j-uri", uri}, files...)...); err != nil {
		t.Fatalf("pitchgraph ingest: %v\n%s", err, out)
	}
	for _, s := range subs {
		s.wait(want[len(want)-1], 10*time.Second)
	}
	time.Sleep(2 * time.Second) // a report fed twice would come by now
	agree("pitchgraph ingest")
	for i, s := range subs {
		if got := s.received(); !slices.Equal(got, want) {
			t.Errorf("subscriber on server %c received %v, want each report once in ingest order: %v", 'A'+i, got, want)
		}
	}
}

// subscriber is an open reportIngested subscription.
type subscriber struct {
	mu  sync.Mutex
	ids []string
}

func subscribe(t *testing.T, endpoint string) *subscriber {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(endpoint, "http"), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.CloseNow() })
	wsjson.Write(ctx, ws, map[string]any{"type": "connection_init"})
	wsjson.Write(ctx, ws, map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "subscription { reportIngested { id } }"}})
	s := &subscriber{}
	go func() {
		for {
			var m struct {
				Type    string
				Payload struct {
					Data struct{ ReportIngested struct{ ID string } }
				}
			}
			if err := wsjson.Read(ctx, ws, &m); err != nil {
				return
			}
			if m.Type == "next" {
				s.mu.Lock()
				s.ids = append(s.ids, m.Payload.Data.ReportIngested.ID)
				s.mu.Unlock()
			}
		}
	}()
	return s
}

func (s *subscriber) received() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.ids)
}

func (s *subscriber) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ids = nil
}

// wait waits up to d for the report id and tells whether it came.
func (s *subscriber) wait(id string, d time.Duration) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if slices.Contains(s.received(), id) {
			return true
		}
	}
	return false
}

// runChild runs pitchgraph with args in a child process, as
// TestServeChild runs it, and returns its output.
func runChild(args ...string) (string, error) {
	raw, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), serveChildEnv+"="+string(raw))
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// deleteReports deletes the reports ids from the Neo4j at uri.
func deleteReports(t *testing.T, uri string, ids []string) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := neo4j.Open(ctx, neo4j.Config{URI: uri})
	if err != nil {
		t.Errorf("cannot clean up: %v", err)
		return
	}
	defer s.Close()
	for _, id := range ids {
		if _, err := s.DeleteReport(ctx, id); err != nil {
			t.Errorf("cannot clean up %s: %v", id, err)
		}
	}
}
