package main

import (
	"os"
	"strings"
	"testing"
	"time"
)

// A short load run: queries and ingests at once, no request fails, every
// acknowledged report is in the graph once, and the graph equals a clean
// ingest of the same reports. Against Neo4j too when PITCHGRAPH_LOAD_NEO4J
// names a database the test may empty.
func TestShortLoad(t *testing.T) {
	stores := map[string]config{"embedded": {store: "embedded"}}
	if uri := os.Getenv("PITCHGRAPH_LOAD_NEO4J"); uri != "" {
		stores["neo4j"] = config{store: "neo4j", neo4jURI: uri, wipe: true}
	} else {
		t.Log("PITCHGRAPH_LOAD_NEO4J is not set: the embedded store only")
	}
	for name, cfg := range stores {
		t.Run(name, func(t *testing.T) {
			cfg.duration, cfg.queriers, cfg.ingesters, cfg.reports, cfg.seed = 3*time.Second, 4, 3, 12, 5
			var out strings.Builder
			o, err := run(t.Context(), cfg, &out)
			t.Logf("\n%s", out.String())
			if err != nil {
				t.Fatal(err)
			}
			if o.Queries.N == 0 || o.Ingests.N == 0 {
				t.Fatalf("%d queries and %d ingests served; want both", o.Queries.N, o.Ingests.N)
			}
			if len(o.Ingested) < 2 {
				t.Errorf("%d distinct reports acknowledged; want several", len(o.Ingested))
			}
			if f := o.Failed(); f != "" {
				t.Error(f)
			}
		})
	}
}

// A short run of the abuse mix over a small league: every abusive request
// is refused or answered, and the normal requests beside them do not fail.
func TestShortLoadUnderAbuse(t *testing.T) {
	cfg := config{store: "embedded", duration: 2 * time.Second, queriers: 3, ingesters: 2, reports: 8, seed: 5,
		abusers: 2, preload: 150, maxP99: 20 * time.Second}
	var out strings.Builder
	o, err := run(t.Context(), cfg, &out)
	t.Logf("\n%s", out.String())
	if err != nil {
		t.Fatal(err)
	}
	if o.Abuse.N == 0 || o.Calm == nil || o.Queries.N == 0 {
		t.Fatalf("%d abusive and %d normal requests under abuse; want both", o.Abuse.N, o.Queries.N)
	}
	for outcome, l := range o.Abused {
		if strings.HasSuffix(outcome, ": INTERNAL") || strings.Contains(outcome, "status 5") {
			t.Errorf("%d abusive requests got %s; want refusals or answers", l.N, outcome)
		}
	}
	if f := o.Failed(); f != "" {
		t.Error(f)
	}
}
