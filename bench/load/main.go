// Command load puts pitchgraph's GraphQL API under load: query clients and
// ingest clients run at the same time for a bounded time against a server
// on the embedded store or on Neo4j, every report ingested many times over
// by clients racing each other. It reports the requests served, the errors
// (the target is none) and latencies, then checks that nothing was lost or
// doubled: the graph's node and relationship counts must equal those of a
// single clean ingest of the same reports.
//
//	go run ./bench/load                                  # embedded store, 30 s
//	go run ./bench/load -store neo4j -neo4j-uri bolt://127.0.0.1:7689 -wipe
//
// The Neo4j database is emptied first and again for the clean ingest:
// -wipe must say that this is fine. The exit status is 1 when a request
// failed or the counts differ.
//
// With -abusers N the run has two halves of -duration each: a calm one,
// then one where N more clients send the abuse mix (abuse.go), the
// requests a probe found could hold the server, over a graph of -preload
// matches (2,000 by default then, like the probe's). It reports both
// halves, and fails too when a normal request fails under abuse or the
// normal requests' p99 passes -max-p99.
//
//	go run ./bench/load -abusers 3 -duration 30s
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/graph/neo4j"
	"pitchgraph/resolvers"
)

// config is one load run.
type config struct {
	store     string // "embedded" or "neo4j"
	neo4jURI  string
	wipe      bool // the Neo4j database may be emptied
	duration  time.Duration
	queriers  int
	ingesters int
	reports   int
	seed      uint64
	abusers   int           // clients sending the abuse mix in a second half
	preload   int           // generated reports stored before the run
	maxP99    time.Duration // the bound of normal requests' p99 under abuse
}

// outcome is what a run found.
type outcome struct {
	Result
	Calm      *Result // with abusers: the first, calm half; Result is the second
	MaxP99    time.Duration
	Preloaded int    // reports stored before the run
	Got, Want Counts // the graph after the load, and after a clean ingest
}

// Failed says what went wrong, "" when nothing did.
func (o outcome) Failed() string {
	switch {
	case o.ErrorCount() > 0:
		return fmt.Sprintf("%d requests failed", o.ErrorCount())
	case o.Calm != nil && o.Calm.ErrorCount() > 0:
		return fmt.Sprintf("%d requests failed in the calm half", o.Calm.ErrorCount())
	case o.Calm != nil && o.MaxP99 > 0 && max(o.Queries.P99, o.Ingests.P99) > o.MaxP99:
		return fmt.Sprintf("under abuse the normal requests' p99 was %v (queries) and %v (ingests); the bound is %v",
			o.Queries.P99.Round(time.Millisecond), o.Ingests.P99.Round(time.Millisecond), o.MaxP99)
	case o.Got.Reports != o.Preloaded+len(o.Ingested):
		return fmt.Sprintf("%d reports stored before and %d acknowledged, %d in the graph", o.Preloaded, len(o.Ingested), o.Got.Reports)
	}
	if d := diff(o.Got, o.Want); d != "" {
		return "the graph differs from a clean ingest of the same reports: " + d
	}
	return ""
}

func main() {
	var cfg config
	flag.StringVar(&cfg.store, "store", "embedded", "store under load: embedded or neo4j")
	flag.StringVar(&cfg.neo4jURI, "neo4j-uri", os.Getenv("NEO4J_URI"), "Neo4j Bolt URI (env NEO4J_URI)")
	flag.BoolVar(&cfg.wipe, "wipe", false, "allow emptying the Neo4j database")
	flag.DurationVar(&cfg.duration, "duration", 30*time.Second, "how long the clients run")
	flag.IntVar(&cfg.queriers, "queriers", 8, "concurrent query clients")
	flag.IntVar(&cfg.ingesters, "ingesters", 4, "concurrent ingest clients")
	flag.IntVar(&cfg.reports, "reports", 40, "distinct generated reports the ingest clients go through")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the generated league and reports")
	flag.IntVar(&cfg.abusers, "abusers", 0, "clients sending the abuse mix in a second half of the run (0: none, and no second half)")
	flag.IntVar(&cfg.preload, "preload", -1, "generated reports stored before the run (default 2000 with -abusers, else 0)")
	flag.DurationVar(&cfg.maxP99, "max-p99", 2*time.Second, "with -abusers: the bound of the normal requests' p99 under abuse")
	flag.Parse()
	if cfg.preload < 0 {
		cfg.preload = 0
		if cfg.abusers > 0 {
			cfg.preload = 2000
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	o, err := run(ctx, cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
	if f := o.Failed(); f != "" {
		fmt.Println("FAIL:", f)
		os.Exit(1)
	}
	fmt.Println("PASS")
}

// run opens an empty store, serves the GraphQL API over it on a loopback
// port, drives the clients against it, and counts.
func run(ctx context.Context, cfg config, out io.Writer) (outcome, error) {
	var o outcome
	s, fresh, err := openStore(ctx, cfg)
	if err != nil {
		return o, err
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return o, err
	}
	srv := &http.Server{Handler: resolvers.NewHandler(resolvers.Config{Store: s}), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()

	w := newWorkload(cfg.seed, cfg.preload, cfg.reports)
	c := newClient("http://"+ln.Addr().String()+"/graphql", "")
	if err := warmUp(ctx, c, s, w); err != nil {
		return o, err
	}
	if err := preload(ctx, s, w.preloaded); err != nil {
		return o, err
	}
	o.Preloaded = len(w.preloaded)
	fmt.Fprintf(out, "load: %s store, %v, %d query clients, %d ingest clients, %d reports, %d stored before\n",
		cfg.store, cfg.duration, cfg.queriers, cfg.ingesters, cfg.reports, cfg.preload)
	if cfg.abusers > 0 {
		star, err := mostMatches(ctx, s)
		if err != nil {
			return o, err
		}
		calm := drive(ctx, c, w, cfg.duration, cfg.queriers, cfg.ingesters, 0, "")
		fmt.Fprintf(out, "calm half:\n%s", calm)
		c = newClient(c.endpoint, c.apiKey)
		o.Calm, o.MaxP99 = &calm, cfg.maxP99
		o.Result = drive(ctx, c, w, cfg.duration, cfg.queriers, cfg.ingesters, cfg.abusers, star)
		fmt.Fprintf(out, "under abuse (%d clients sending the abuse mix, starting from %s):\n%s", cfg.abusers, star, o.Result)
		for id, n := range calm.Ingested {
			o.Ingested[id] += n
		}
	} else {
		o.Result = drive(ctx, c, w, cfg.duration, cfg.queriers, cfg.ingesters, 0, "")
		fmt.Fprint(out, o.Result)
	}
	if o.Got, err = count(ctx, s); err != nil {
		return o, fmt.Errorf("counting after the load: %w", err)
	}

	// The reports stored before and those acknowledged, ingested once
	// each into an empty store.
	acked := &workload{preloaded: w.preloaded}
	for _, r := range w.reports {
		if o.Ingested[graph.ReportID(r.Text)] > 0 {
			acked.reports = append(acked.reports, r)
		}
	}
	clean, err := fresh(ctx)
	if err != nil {
		return o, err
	}
	defer clean.Close()
	if err := preload(ctx, clean, acked.preloaded); err != nil {
		return o, err
	}
	if err := cleanIngest(ctx, clean, acked); err != nil {
		return o, err
	}
	if o.Want, err = count(ctx, clean); err != nil {
		return o, fmt.Errorf("counting the clean ingest: %w", err)
	}
	fmt.Fprintf(out, "after load:   %v\nclean ingest: %v\n", o.Got, o.Want)
	return o, nil
}

// warmUp sends each query and an ingest once, so that the measurement
// starts with the database's caches and query plans ready (a cold Neo4j
// takes seconds over its first statements), then empties the store again.
func warmUp(ctx context.Context, c *client, s graph.Store, w *workload) error {
	warm := newClient(c.endpoint, c.apiKey)
	warm.ingest(ctx, w.reports[0])
	for i := range queries {
		warm.query(ctx, w, i)
	}
	if err := wipe(ctx, s); err != nil {
		return fmt.Errorf("emptying the store after the warm-up: %w", err)
	}
	return nil
}

// openStore returns an empty store of the configured kind, and a function
// that returns another empty one for the clean ingest (for Neo4j, the
// same database emptied again).
func openStore(ctx context.Context, cfg config) (graph.Store, func(context.Context) (graph.Store, error), error) {
	switch cfg.store {
	case "embedded":
		open := func(context.Context) (graph.Store, error) {
			dir, err := os.MkdirTemp("", "pitchgraph-load-")
			if err != nil {
				return nil, err
			}
			s, err := embedded.Open(dir)
			if err != nil {
				return nil, err
			}
			return removing{s, dir}, nil
		}
		s, err := open(ctx)
		return s, open, err
	case "neo4j":
		if cfg.neo4jURI == "" || !cfg.wipe {
			return nil, nil, errors.New("-store neo4j needs -neo4j-uri and -wipe (the database is emptied)")
		}
		open := func(ctx context.Context) (graph.Store, error) {
			s, err := neo4j.Open(ctx, neo4j.Config{URI: cfg.neo4jURI})
			if err != nil {
				return nil, err
			}
			if err := wipe(ctx, s); err != nil {
				s.Close()
				return nil, fmt.Errorf("emptying %s: %w", cfg.neo4jURI, err)
			}
			return s, nil
		}
		s, err := open(ctx)
		return s, open, err
	}
	return nil, nil, fmt.Errorf("unknown store %q: embedded or neo4j", cfg.store)
}

// removing is an embedded store that deletes its directory on Close.
type removing struct {
	graph.Store
	dir string
}

func (r removing) Close() error {
	err := r.Store.Close()
	os.RemoveAll(r.dir)
	return err
}
