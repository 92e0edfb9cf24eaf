// Command bench measures pitchgraph at league scale: it generates a corpus
// of synthetic reports (bench/gen), ingests it into each store, serves it
// and runs Q1–Q5 over HTTP, side by side with the Neo4j GraphQL Library on
// the same Neo4j. It prints Markdown tables and writes the figures as JSON.
//
//	go run ./bench/cmd/bench --matches 1000,10000 --stores embedded,neo4j --peer
//
// The Neo4j it is given is wiped: start a dedicated one with
// NEO4J_BOLT_PORT=7688 NEO4J_STATE_DIR=/tmp/bench-neo4j scripts/neo4j start.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"pitchgraph/bench"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if len(os.Args) == 3 && os.Args[1] == "child" {
		if err := bench.Child(ctx, os.Args[2], os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "bench child:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	matches := flag.String("matches", "1000,10000", "corpus `sizes`, comma-separated")
	stores := flag.String("stores", "embedded,neo4j", "`stores` to measure: embedded, neo4j")
	peer := flag.Bool("peer", false, "run @neo4j/graphql (bench/peer) side by side on the Neo4j data")
	uri := flag.String("neo4j-uri", "bolt://127.0.0.1:7688", "a Neo4j `URI` the benchmark may WIPE")
	seed := flag.Uint64("seed", 1, "corpus `seed`")
	conc := flag.String("concurrency", "4,16", "closed-loop `clients`, comma-separated")
	dur := flag.Duration("duration", 5*time.Second, "measured `time` per query, concurrency and server")
	warm := flag.Duration("warmup", time.Second, "unmeasured `time` before each measurement")
	workers := flag.Int("ingest-workers", 0, "extracting goroutines of the ingest (0: GOMAXPROCS, as pitchgraph ingest)")
	samples := flag.Int("samples", 20, "sequential `requests` per query for round trips and db hits")
	perRow := flag.Duration("per-row", 20*time.Second, "`time` given to the per-row MERGE writer")
	work := flag.String("work", os.TempDir()+"/pitchgraph-bench", "`directory` for the embedded stores")
	out := flag.String("json", "bench/results.json", "`file` to write the figures to")
	inProcess := flag.Bool("in-process", false, "run pitchgraph in this process (RSS then includes the benchmark's)")
	only := flag.String("queries", "", "`queries` to run, comma-separated (Q1,...,Q5); all when empty")
	noCache := flag.Bool("no-response-cache", false, "serve without the response cache (the embedded store's default; Neo4j never uses it)")
	flag.Parse()

	cfg := bench.Config{
		Neo4jURI: *uri, Seed: *seed, Peer: *peer, Duration: *dur, Warmup: *warm, Workers: *workers,
		Samples: *samples, PerRow: *perRow, WorkDir: *work, PeerDir: "bench/peer", Log: os.Stderr, NoCache: *noCache,
		Stores: strings.Split(*stores, ","),
	}
	if *only != "" {
		cfg.Queries = strings.Split(*only, ",")
	}
	var err error
	if cfg.Sizes, err = ints(*matches); err != nil {
		return err
	}
	if cfg.Concurrency, err = ints(*conc); err != nil {
		return err
	}
	if !*inProcess {
		self, err := os.Executable()
		if err != nil {
			return err
		}
		cfg.Child = []string{self, "child"}
	}
	res, runErr := bench.Run(ctx, cfg)
	if res != nil {
		bench.WriteTables(os.Stdout, res)
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(os.Stderr, "bench: figures written to", *out)
	}
	return runErr
}

func ints(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%q is not a list of positive numbers", s)
		}
		out = append(out, n)
	}
	return out, nil
}
