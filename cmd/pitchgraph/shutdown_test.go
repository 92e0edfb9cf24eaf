package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"pitchgraph/graph"
)

// slowClubs makes FindClubs take d, whatever its context says: a request
// that is in flight for a while.
type slowClubs struct {
	graph.Store
	d time.Duration
}

func (s slowClubs) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	time.Sleep(s.d)
	return s.Store.FindClubs(ctx, w, p)
}

// The shutdown test runs this test binary again as a child that serves as
// main does (signals cancel Run's context), with clubs queries slowed down
// by PITCHGRAPH_SERVE_CHILD_SLOW, and sends it SIGTERM.
const (
	serveChildEnv     = "PITCHGRAPH_SERVE_CHILD" // JSON array of Run's arguments
	serveChildSlowEnv = "PITCHGRAPH_SERVE_CHILD_SLOW"
)

func TestServeChild(t *testing.T) {
	raw := os.Getenv(serveChildEnv)
	if raw == "" {
		t.Skip("only runs as the child of TestGracefulShutdown")
	}
	var args []string
	if err := json.Unmarshal([]byte(raw), &args); err != nil {
		t.Fatal(err)
	}
	if d, err := time.ParseDuration(os.Getenv(serveChildSlowEnv)); err == nil {
		wrapServeStore = func(s graph.Store) graph.Store { return slowClubs{s, d} }
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := Run(ctx, args, nil, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// child is a running "pitchgraph serve" in another process.
type child struct {
	cmd      *exec.Cmd
	endpoint string
	mu       sync.Mutex
	stderr   strings.Builder
	exited   chan struct{} // closed when the child has exited, with exitErr set
	exitErr  error
}

var graphqlAt = regexp.MustCompile(`graphql=(http://\S+/graphql)`)

// startChild starts serve with args in a child process and waits until it
// listens.
func startChild(t *testing.T, slow time.Duration, args ...string) *child {
	t.Helper()
	return startChildEnv(t, nil, slow, args...)
}

// startChildEnv is startChild with env (NAME=value) added to the child's
// environment, overriding the test's.
func startChildEnv(t *testing.T, env []string, slow time.Duration, args ...string) *child {
	t.Helper()
	raw, _ := json.Marshal(append([]string{"serve", "--addr", "127.0.0.1:0"}, args...))
	c := &child{cmd: exec.Command(os.Args[0], "-test.run=^TestServeChild$", "-test.count=1"), exited: make(chan struct{})}
	c.cmd.Env = append(append(os.Environ(), env...), serveChildEnv+"="+string(raw), serveChildSlowEnv+"="+slow.String())
	pipe, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.cmd.Process.Kill()
		<-c.exited
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			c.mu.Lock()
			c.stderr.WriteString(sc.Text() + "\n")
			c.mu.Unlock()
			if m := graphqlAt.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
		c.exitErr = c.cmd.Wait()
		close(c.exited)
	}()
	select {
	case c.endpoint = <-found:
	case <-time.After(30 * time.Second):
		t.Fatalf("the child did not start serving:\n%s", c.log())
	}
	return c
}

func (c *child) log() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stderr.String()
}

func TestGracefulShutdown(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	const slow = 1500 * time.Millisecond
	c := startChild(t, slow, "--data", t.TempDir(), "--shutdown-timeout", "10s")

	// A subscription, open until the server ends it.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(c.endpoint, "http"), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	wsjson.Write(ctx, ws, map[string]any{"type": "connection_init"})
	wsjson.Write(ctx, ws, map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "subscription { reportIngested { id } }"}})
	wsClosed := make(chan error, 1)
	go func() {
		for {
			var m map[string]any
			if err := wsjson.Read(ctx, ws, &m); err != nil {
				wsClosed <- err
				return
			}
		}
	}()

	// A slow query in flight when SIGTERM comes.
	type result struct {
		status int
		body   string
		err    error
	}
	inFlight := make(chan result, 1)
	go func() {
		resp, err := http.Post(c.endpoint, "application/json", strings.NewReader(`{"query": "{ clubs { totalCount } }"}`))
		if err != nil {
			inFlight <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		inFlight <- result{status: resp.StatusCode, body: string(b)}
	}()
	time.Sleep(300 * time.Millisecond)
	sent := time.Now()
	if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}

	select {
	case err := <-wsClosed:
		if websocket.CloseStatus(err) == -1 && !strings.Contains(err.Error(), "EOF") {
			t.Logf("websocket ended with %v", err)
		}
		if time.Since(sent) > slow {
			t.Errorf("the websocket was closed %v after SIGTERM, want at once", time.Since(sent))
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the websocket was still open 5 s after SIGTERM")
	}
	r := <-inFlight
	if r.err != nil || r.status != http.StatusOK || !strings.Contains(r.body, `"totalCount":0`) {
		t.Errorf("the query in flight at SIGTERM: %+v; want it answered", r)
	}
	select {
	case <-c.exited:
		if c.exitErr != nil {
			t.Errorf("serve exited with %v after SIGTERM, want status 0\n%s", c.exitErr, c.log())
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("serve still running 10 s after SIGTERM\n%s", c.log())
	}
	if log := c.log(); !strings.Contains(log, "closing 1 websocket connection") {
		t.Errorf("serve's log does not tell of the closed websocket:\n%s", log)
	}
	if _, err := http.Post(c.endpoint, "application/json", strings.NewReader(`{"query": "{ __typename }"}`)); err == nil {
		t.Error("a request after shutdown was answered")
	}
}

// TestShutdownDeadline: requests that outlast --shutdown-timeout are cut
// off and serve says so.
func TestShutdownDeadline(t *testing.T) {
	wrapServeStore = func(s graph.Store) graph.Store { return slowClubs{s, 3 * time.Second} }
	defer func() { wrapServeStore = func(s graph.Store) graph.Store { return s } }()
	s := serveFor(t, "--shutdown-timeout", "200ms")
	go http.Post(s.endpoint, "application/json", strings.NewReader(`{"query": "{ clubs { totalCount } }"}`))
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	err := s.stop()
	if err == nil || !strings.Contains(err.Error(), "cut off") {
		t.Errorf("stopping with a request that outlasts the deadline: %v; want an error saying it was cut off", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("stopping took %v with a 200ms deadline", took)
	}
}
