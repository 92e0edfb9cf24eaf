package bench

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"time"

	"pitchgraph/graph"
)

// Config is one benchmark run.
type Config struct {
	Sizes       []int    // matches in the corpus: 1000, 10000
	Stores      []string // "embedded", "neo4j"
	Peer        bool     // run @neo4j/graphql side by side (needs "neo4j")
	Neo4jURI    string   // a Neo4j the benchmark may wipe
	Seed        uint64
	Concurrency []int
	Warmup      time.Duration
	Duration    time.Duration // measured time per query, concurrency and server
	Workers     int           // extracting goroutines of the ingest; 0 for GOMAXPROCS
	Samples     int           // sequential requests per query for round trips and db hits
	PerRow      time.Duration // time given to the per-row MERGE writer
	WorkDir     string        // embedded stores go here
	PeerDir     string        // bench/peer
	NoCache     bool          // serve without the response cache
	Queries     []string      // the queries to run ("Q2", "Q4"); all when empty
	// Child, when set, is the command that runs a pitchgraph server in a
	// process of its own (this program's "child" mode), so that its peak
	// RSS is its own; nil runs it in this process.
	Child []string
	Log   io.Writer // progress
}

// Results is everything one run measured.
type Results struct {
	Started time.Time `json:"started"`
	Machine string    `json:"machine"`
	Config  struct {
		Seed        uint64  `json:"seed"`
		Concurrency []int   `json:"concurrency"`
		Seconds     float64 `json:"seconds_per_cell"`
		Workers     int     `json:"ingest_workers"`
		NoCache     bool    `json:"no_response_cache,omitempty"`
	} `json:"config"`
	Runs []StoreRun `json:"runs"`
}

// StoreRun is one store (or the peer) at one corpus size.
type StoreRun struct {
	Matches int          `json:"matches"`
	Store   string       `json:"store"` // embedded, neo4j, peer
	Ingest  *IngestStats `json:"ingest,omitempty"`
	PerRow  *PerRowStats `json:"per_row,omitempty"`
	PeakMB  float64      `json:"peak_rss_mb,omitempty"`
	Queries []QueryRun   `json:"queries"`
}

// QueryRun is one query at every concurrency, with its cost per request.
type QueryRun struct {
	Query      string    `json:"query"`
	StoreCalls float64   `json:"store_calls_per_request,omitempty"`
	Statements float64   `json:"cypher_statements_per_request,omitempty"`
	DBHits     float64   `json:"db_hits_per_request,omitempty"`
	Latency    []Latency `json:"latency"`
}

// Run runs the benchmark and returns its results.
func Run(ctx context.Context, cfg Config) (*Results, error) {
	res := &Results{Started: time.Now().UTC(), Machine: fmt.Sprintf("%s/%s, %d CPUs", runtime.GOOS, runtime.GOARCH, runtime.NumCPU())}
	res.Config.Seed, res.Config.Concurrency, res.Config.Workers = cfg.Seed, cfg.Concurrency, cfg.Workers
	res.Config.NoCache = cfg.NoCache
	res.Config.Seconds = cfg.Duration.Seconds()
	for _, n := range cfg.Sizes {
		for _, store := range cfg.Stores {
			runs, err := runStore(ctx, cfg, n, store)
			res.Runs = append(res.Runs, runs...)
			if err != nil {
				return res, fmt.Errorf("%s at %d matches: %w", store, n, err)
			}
		}
	}
	return res, nil
}

// runStore loads n matches into a store, serves them and measures; with
// Neo4j and the peer, the peer is measured on the same data in turns.
func runStore(ctx context.Context, cfg Config, n int, store string) ([]StoreRun, error) {
	logf := func(format string, a ...any) { fmt.Fprintf(cfg.Log, "bench: "+format+"\n", a...) }
	sc := ServerConfig{Store: store, Matches: n, Seed: cfg.Seed, Workers: cfg.Workers, NoCache: cfg.NoCache}
	var prox *proxy
	switch store {
	case "embedded":
		sc.DataDir = filepath.Join(cfg.WorkDir, fmt.Sprintf("embedded-%d", n))
		if err := os.RemoveAll(sc.DataDir); err != nil {
			return nil, err
		}
	case "neo4j":
		logf("wiping %s", cfg.Neo4jURI)
		if err := wipe(ctx, cfg.Neo4jURI); err != nil {
			return nil, err
		}
		u, err := url.Parse(cfg.Neo4jURI)
		if err != nil {
			return nil, err
		}
		if prox, err = newProxy(u.Host); err != nil {
			return nil, err
		}
		defer prox.Close()
		sc.Neo4jURI, sc.ServeURI = cfg.Neo4jURI, prox.URI()
	}
	logf("ingesting %d reports into the %s store", n, store)
	srv, err := startServer(ctx, cfg, sc)
	if err != nil {
		return nil, err
	}
	defer srv.Close()
	ours := StoreRun{Matches: n, Store: store, Ingest: &srv.Ingest}
	logf("ingested %d reports in %.1f s: %.0f reports/s, %.0f rows/s in the store's writer, peak RSS %.0f MB",
		n, srv.Ingest.Seconds, srv.Ingest.ReportsPerS, srv.Ingest.RowsPerS, srv.Ingest.PeakRSSMB)

	if store == "neo4j" {
		if err := settle(ctx, cfg.Neo4jURI); err != nil {
			return nil, err
		}
		time.Sleep(2 * time.Second) // sampling runs in the background
	}
	t, err := readTargets(ctx, srv.URL+"/graphql")
	if err != nil {
		return nil, err
	}
	var pr *peer
	theirs := StoreRun{Matches: n, Store: "peer"}
	if cfg.Peer && store == "neo4j" {
		if pr, err = startPeer(ctx, cfg.PeerDir, prox.URI(), cfg.Log); err != nil {
			return nil, err
		}
		defer pr.Close()
	}
	for qi, q := range queries {
		if len(cfg.Queries) > 0 && !slices.Contains(cfg.Queries, q.Name) {
			continue
		}
		logf("%s at %d matches: %s", q.Name, n, q.What)
		seed := cfg.Seed + uint64(qi)*1000
		qr := QueryRun{Query: q.Name}
		if err := costs(ctx, cfg, srv.URL+"/graphql", srv.URL+"/bench/stats", prox, t, q.Ours, seed, &qr); err != nil {
			return nil, fmt.Errorf("%s: %w", q.Name, err)
		}
		var pq *QueryRun
		if pr != nil && q.Peer != nil {
			pq = &QueryRun{Query: q.Name}
			if err := costs(ctx, cfg, pr.url, "", prox, t, q.Peer, seed, pq); err != nil {
				return nil, fmt.Errorf("%s on the peer: %w", q.Name, err)
			}
		}
		for _, c := range cfg.Concurrency {
			next := func(r *rand.Rand) request { return q.Ours(t, r) }
			var before, after Stats
			getJSON(ctx, srv.URL+"/bench/stats", &before)
			l := closedLoop(ctx, srv.URL+"/graphql", c, cfg.Warmup, cfg.Duration, seed, next)
			if getJSON(ctx, srv.URL+"/bench/stats", &after) == nil {
				if n := after.CacheHits + after.CacheMisses - before.CacheHits - before.CacheMisses; n > 0 {
					pct := 100 * float64(after.CacheHits-before.CacheHits) / float64(n)
					l.CacheHitPct = &pct
				}
			}
			qr.Latency = append(qr.Latency, l)
			if pq != nil {
				next := func(r *rand.Rand) request { return q.Peer(t, r) }
				pq.Latency = append(pq.Latency, closedLoop(ctx, pr.url, c, cfg.Warmup, cfg.Duration, seed, next))
			}
		}
		ours.Queries = append(ours.Queries, qr)
		if pq != nil {
			theirs.Queries = append(theirs.Queries, *pq)
		}
	}
	var st Stats
	if err := getJSON(ctx, srv.URL+"/bench/stats", &st); err == nil {
		ours.PeakMB = st.PeakRSSMB
	}
	if store == "neo4j" && cfg.PerRow > 0 {
		logf("per-row MERGE writer for %s", cfg.PerRow)
		pr, err := perRowWrite(ctx, cfg.Neo4jURI, corpus(min(n, 2000), cfg.Seed+1), cfg.PerRow)
		if err != nil {
			return nil, err
		}
		ours.PerRow = &pr
	}
	runs := []StoreRun{ours}
	if len(theirs.Queries) > 0 {
		runs = append(runs, theirs)
	}
	return runs, nil
}

// costs measures what one request of a query costs: store calls (from the
// server's counter; pitchgraph only), Cypher statements and, with PROFILE
// on, database hits (from the proxy; Neo4j only). Requests go one at a
// time, so the counters move for that request alone.
// warm sends a first request to warm caches and plans. A server just
// started may fail it (the peer has answered a first request with an
// internal error once, then never again): it is tried three times.
func warm(ctx context.Context, log io.Writer, url string, req request) error {
	var err error
	for try := range 3 {
		if err = post(ctx, url, req, nil); err == nil {
			return nil
		}
		fmt.Fprintf(log, "bench: warming %s (try %d): %v\n", url, try+1, err)
		time.Sleep(time.Second)
	}
	return err
}

func costs(ctx context.Context, cfg Config, url, statsURL string, prox *proxy, t *targets, mk func(*targets, *rand.Rand) request, seed uint64, qr *QueryRun) error {
	r := rand.New(rand.NewPCG(seed, 99))
	reqs := make([]request, cfg.Samples)
	for i := range reqs {
		reqs[i] = mk(t, r)
	}
	if err := warm(ctx, cfg.Log, url, reqs[0]); err != nil {
		return err
	}
	var before, after Stats
	if statsURL != "" {
		if err := getJSON(ctx, statsURL, &before); err != nil {
			return err
		}
	}
	var runs0 int64
	if prox != nil {
		runs0 = prox.runs.Load()
	}
	for _, req := range reqs {
		if err := postHeaders(ctx, url, req, nil, uncached); err != nil {
			return err
		}
	}
	k := float64(len(reqs))
	if statsURL != "" {
		if err := getJSON(ctx, statsURL, &after); err != nil {
			return err
		}
		qr.StoreCalls = float64(after.StoreCalls-before.StoreCalls) / k
	}
	if prox == nil {
		return nil
	}
	qr.Statements = float64(prox.runs.Load()-runs0) / k
	prox.profiling.Store(true)
	defer prox.profiling.Store(false)
	hits0 := prox.dbHits.Load()
	for _, req := range reqs {
		if err := postHeaders(ctx, url, req, nil, uncached); err != nil {
			return err
		}
	}
	qr.DBHits = float64(prox.dbHits.Load()-hits0) / k
	return nil
}

func getJSON(ctx context.Context, url string, out any) error {
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}

// readTargets asks pitchgraph for IDs to query: matches from the newest,
// middle and oldest pages, the top scorers, the clubs, and words to search.
func readTargets(ctx context.Context, url string) (*targets, error) {
	type node struct{ ID, Name string }
	type conn struct {
		TotalCount int
		Edges      []struct{ Node node }
	}
	var first struct{ Matches, Players, Clubs conn }
	if err := post(ctx, url, request{Query: targetsQuery}, &first); err != nil {
		return nil, fmt.Errorf("read targets: %w", err)
	}
	t := &targets{Total: first.Matches.TotalCount}
	// Every match's cursor, for pages at any position: the list read
	// page by page, as a client pages it.
	var ids []string
	for after := ""; ; {
		var page struct {
			Matches struct {
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
				Edges []struct {
					Cursor string
					Node   node
				}
			}
		}
		q := request{`query($after: String) { matches(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { cursor node { id } } } }`,
			map[string]any{"after": after}}
		if err := post(ctx, url, q, &page); err != nil {
			return nil, fmt.Errorf("read targets: %w", err)
		}
		for _, e := range page.Matches.Edges {
			ids, t.Cursors = append(ids, e.Node.ID), append(t.Cursors, e.Cursor)
		}
		if !page.Matches.PageInfo.HasNextPage || len(page.Matches.Edges) == 0 {
			break
		}
		after = page.Matches.PageInfo.EndCursor
	}
	t.Total = len(ids)
	// Matches from the newest, middle and oldest pages.
	for _, off := range []int{0, t.Total / 2, t.Total - 100} {
		if off < 0 || off > 0 && off <= 100 {
			continue
		}
		t.Matches = append(t.Matches, ids[off:min(off+100, len(ids))]...)
	}
	for _, e := range first.Players.Edges {
		t.Players = append(t.Players, e.Node.ID)
		if f := graph.Fold(e.Node.Name); f != "" {
			t.Words = append(t.Words, lastWord(f))
		}
	}
	for _, e := range first.Clubs.Edges {
		t.Clubs = append(t.Clubs, e.Node.ID)
		t.Words = append(t.Words, graph.Fold(e.Node.Name))
	}
	if len(t.Matches) == 0 || len(t.Players) == 0 || len(t.Clubs) == 0 {
		return nil, fmt.Errorf("read targets: the graph holds %d matches, %d players, %d clubs", len(t.Matches), len(t.Players), len(t.Clubs))
	}
	return t, nil
}

func lastWord(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ' ' {
			return s[i+1:]
		}
	}
	return s
}

// startServer starts a pitchgraph server under test, in a child process
// when cfg.Child is set.
func startServer(ctx context.Context, cfg Config, sc ServerConfig) (*Server, error) {
	if len(cfg.Child) == 0 {
		return StartServer(ctx, sc)
	}
	arg, err := json.Marshal(sc)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(cfg.Child[0], append(cfg.Child[1:], string(arg))...)
	cmd.Stderr = cfg.Log
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	stop := func() {
		stdin.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	line, err := bufio.NewReader(out).ReadBytes('\n')
	if err != nil {
		stop()
		return nil, fmt.Errorf("the server process said nothing: %w", err)
	}
	var srv Server
	if err := json.Unmarshal(line, &srv); err != nil {
		stop()
		return nil, fmt.Errorf("the server process said %q: %w", line, err)
	}
	srv.close = stop
	return &srv, nil
}

// Child is the server process's side of startServer: it starts the server
// the JSON argument describes, writes its URL and ingest figures as one
// JSON line to out, and serves until in closes.
func Child(ctx context.Context, arg string, in io.Reader, out io.Writer) error {
	var sc ServerConfig
	if err := json.Unmarshal([]byte(arg), &sc); err != nil {
		return err
	}
	srv, err := StartServer(ctx, sc)
	if err != nil {
		return err
	}
	defer srv.Close()
	if err := json.NewEncoder(out).Encode(srv); err != nil {
		return err
	}
	done := make(chan struct{})
	go func() { io.Copy(io.Discard, in); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
	}
	return nil
}
