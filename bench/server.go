package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/graph/neo4j"
	"pitchgraph/ingest"
	"pitchgraph/resolvers"
)

// ServerConfig says which store a pitchgraph server under test uses and
// which corpus it loads before serving.
type ServerConfig struct {
	Store    string // "embedded" or "neo4j"
	DataDir  string // the embedded store's directory (must be empty)
	Neo4jURI string // the Neo4j store's server, for the ingest
	// ServeURI, when set, is the Neo4j URI the server reads through once
	// loaded (the benchmark's profiling proxy); Neo4jURI otherwise.
	ServeURI string
	Matches  int
	Seed     uint64
	Workers  int  // extracting goroutines of the ingest; 0 for GOMAXPROCS, as `pitchgraph ingest`
	NoCache  bool // serve without the response cache
}

// IngestStats is what loading the corpus cost.
type IngestStats struct {
	Reports      int     `json:"reports"`
	Created      int     `json:"created"`
	Goals        int     `json:"goals_stored"`
	Rows         int     `json:"rows"` // rows the facts amount to (see rowsOf)
	Seconds      float64 `json:"seconds"`
	WriteSeconds float64 `json:"write_seconds"` // time inside Store.IngestMany
	ReportsPerS  float64 `json:"reports_per_s"`
	RowsPerS     float64 `json:"rows_per_s"` // rows over the time inside Store.IngestMany
	PeakRSSMB    float64 `json:"peak_rss_mb"`
	Failed       int     `json:"failed"`
}

// Stats is what the server reports at /bench/stats.
type Stats struct {
	StoreCalls  int64   `json:"store_calls"`
	Requests    int64   `json:"requests"`
	PeakRSSMB   float64 `json:"peak_rss_mb"`
	RSSMB       float64 `json:"rss_mb"`
	CacheHits   int64   `json:"cache_hits"`
	CacheMisses int64   `json:"cache_misses"`
}

// Server is a pitchgraph server under test.
type Server struct {
	URL    string      `json:"url"`
	Ingest IngestStats `json:"ingest"`
	close  func()
}

// Close stops the server and closes its store.
func (s *Server) Close() { s.close() }

// StartServer opens the store, loads the corpus of cfg into it (timed) and
// serves pitchgraph's GraphQL handler at URL/graphql, with the store calls
// counted at URL/bench/stats.
func StartServer(ctx context.Context, cfg ServerConfig) (*Server, error) {
	inputs := corpus(cfg.Matches, cfg.Seed)
	st, err := openStore(ctx, cfg.Store, cfg.DataDir, cfg.Neo4jURI)
	if err != nil {
		return nil, err
	}
	c := &counting{Store: st}
	stats, err := load(ctx, c, inputs, cfg.Workers)
	if err != nil {
		st.Close()
		return nil, err
	}
	if cfg.Store == "neo4j" && cfg.ServeURI != "" && cfg.ServeURI != cfg.Neo4jURI {
		st.Close()
		if st, err = openStore(ctx, cfg.Store, "", cfg.ServeURI); err != nil {
			return nil, err
		}
		c = &counting{Store: st}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		st.Close()
		return nil, err
	}
	var requests atomic.Int64
	cache := &resolvers.CacheStats{}
	hc := resolvers.Config{Store: c, CacheStats: cache}
	if cfg.NoCache {
		hc.ResponseCacheBytes = -1
	}
	gql := resolvers.NewHandler(hc)
	mux := http.NewServeMux()
	mux.Handle("/graphql", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		gql.ServeHTTP(w, r)
	}))
	mux.HandleFunc("/bench/stats", func(w http.ResponseWriter, r *http.Request) {
		peak, now := rss()
		json.NewEncoder(w).Encode(Stats{StoreCalls: c.Calls(), Requests: requests.Load(), PeakRSSMB: peak, RSSMB: now,
			CacheHits: cache.Hits.Load(), CacheMisses: cache.Misses.Load()})
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	var once sync.Once
	return &Server{
		URL:    "http://" + ln.Addr().String(),
		Ingest: stats,
		close: func() {
			once.Do(func() {
				srv.Close()
				st.Close()
			})
		},
	}, nil
}

func openStore(ctx context.Context, kind, dir, uri string) (graph.Store, error) {
	switch kind {
	case "embedded":
		return embedded.Open(dir)
	case "neo4j":
		return neo4j.Open(ctx, neo4j.Config{URI: uri})
	}
	return nil, fmt.Errorf("bench: unknown store %q (want embedded or neo4j)", kind)
}

// corpus generates the reports of the first n matches, with their dates.
func corpus(n int, seed uint64) []ingest.Input {
	g := gen.New(seed)
	out := make([]ingest.Input, n)
	for i := range n {
		r := g.Report(i)
		out[i] = ingest.Input{Text: r.Text, Source: r.Name, Date: r.Gold.Date}
	}
	return out
}

// load ingests the inputs end to end (extract, key, resolve, write) as
// `pitchgraph ingest` does, with ingest.Reports: workers extracting (0 for
// GOMAXPROCS), IngestMany writing a batch at a time.
func load(ctx context.Context, c *counting, inputs []ingest.Input, workers int) (IngestStats, error) {
	stats := IngestStats{Reports: len(inputs)}
	var first error
	start := time.Now()
	_, err := ingest.Reports(ctx, c, inputs, ingest.Options{Workers: workers, Progress: func(i int, res *ingest.Result, err error) {
		switch {
		case err != nil:
			stats.Failed++
			if first == nil {
				first = fmt.Errorf("ingest %s: %w", inputs[i].Source, err)
			}
		case res.Created:
			stats.Created++
			stats.Goals += len(res.Facts.Goals)
			stats.Rows += len(rowsOf(res.Facts))
		}
	}})
	stats.Seconds = time.Since(start).Seconds()
	stats.WriteSeconds = time.Duration(c.ingestNano.Load()).Seconds()
	stats.ReportsPerS = float64(len(inputs)) / stats.Seconds
	stats.RowsPerS = float64(stats.Rows) / max(stats.WriteSeconds, 1e-9)
	stats.PeakRSSMB, _ = rss()
	if err != nil {
		return stats, err
	}
	if stats.Failed > len(inputs)/100 { // a few unlucky reports are the extractor's business
		return stats, first
	}
	return stats, ctx.Err()
}

// rss returns the peak and current resident set size of this process in MB.
func rss() (peak, now float64) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
		switch k {
		case "VmHWM":
			peak = kb / 1024
		case "VmRSS":
			now = kb / 1024
		}
	}
	return peak, now
}
