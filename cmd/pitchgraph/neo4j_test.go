package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
)

// neo4jURI returns the Bolt URI of the test Neo4j, skipping the test when
// none is configured (failing instead when PITCHGRAPH_REQUIRE_NEO4J=1).
func neo4jURI(t *testing.T) string {
	t.Helper()
	uri := os.Getenv("PITCHGRAPH_TEST_NEO4J")
	if uri == "" {
		if os.Getenv("PITCHGRAPH_REQUIRE_NEO4J") == "1" {
			t.Fatal("PITCHGRAPH_REQUIRE_NEO4J=1 but PITCHGRAPH_TEST_NEO4J is not set")
		}
		t.Skip("set PITCHGRAPH_TEST_NEO4J=bolt://127.0.0.1:7687 (scripts/neo4j start) to run against Neo4j")
	}
	return uri
}

// TestServeOverTLS serves over the test Neo4j's neo4j+s:// URI
// (PITCHGRAPH_TEST_NEO4J_TLS), as the README says to for Aura or a cluster
// with TLS, in child processes, since the CAs a process trusts are fixed
// on first use. Go checks the server's certificate against the system's
// CAs, which SSL_CERT_FILE and SSL_CERT_DIR name: a server that trusts no
// CA there is not ready and says why; one trusting the CA in
// PITCHGRAPH_TEST_NEO4J_CA (the system's as they are when that is unset)
// is ready, ingests a report and answers with it.
func TestServeOverTLS(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	uri, ca := os.Getenv("PITCHGRAPH_TEST_NEO4J_TLS"), os.Getenv("PITCHGRAPH_TEST_NEO4J_CA")
	if uri == "" {
		t.Skip("PITCHGRAPH_TEST_NEO4J_TLS is not set, so serving over neo4j+s:// is not tested: run `scripts/neo4j start --tls` and set " +
			"PITCHGRAPH_TEST_NEO4J_TLS and PITCHGRAPH_TEST_NEO4J_CA to the NEO4J_TLS_URI and NEO4J_TLS_CA it prints (scripts/test does)")
	}
	readyz := func(c *child) (int, string) {
		resp, err := http.Get(strings.TrimSuffix(c.endpoint, "/graphql") + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}

	t.Run("Untrusted", func(t *testing.T) {
		none := filepath.Join(t.TempDir(), "none.pem")
		if err := os.WriteFile(none, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		c := startChildEnv(t, []string{"SSL_CERT_FILE=" + none, "SSL_CERT_DIR=" + t.TempDir()}, 0, "--neo4j-uri", uri)
		if code, body := readyz(c); code != http.StatusServiceUnavailable || !strings.Contains(body, "certificate") {
			t.Errorf("/readyz trusting no CA: %d %q, want 503 and why (the certificate)\n%s", code, body, c.log())
		}
	})

	t.Run("Trusted", func(t *testing.T) {
		var env []string
		if ca != "" {
			env = []string{"SSL_CERT_FILE=" + ca}
		}
		c := startChildEnv(t, env, 0, "--neo4j-uri", uri)
		if code, body := readyz(c); code != http.StatusOK {
			t.Fatalf("/readyz with SSL_CERT_FILE=%s: %d %q\n%s", ca, code, body, c.log())
		}
		r := gen.New(uint64(time.Now().UnixNano())).Report(0)
		id, created, err := ingestOverHTTP(t.Context(), c.endpoint, r.Text, r.Gold.Date)
		if err != nil || !created {
			t.Fatalf("ingest over %s: %s, created %v, %v\n%s", uri, id, created, err, c.log())
		}
		got := query(t, c.endpoint, `{ node(id: "`+id+`") { ... on Report { id match { homeScore awayScore } } } }`)
		b, _ := json.Marshal(got)
		if !strings.Contains(string(b), id) || !strings.Contains(string(b), "homeScore") {
			t.Errorf("the report ingested over %s, read back: %s", uri, b)
		}
		if d := query(t, c.endpoint, `mutation { deleteReport(id: "`+id+`") { deleted } }`); d == nil {
			t.Errorf("deleteReport(%s) over %s: no answer", id, uri)
		}
	})
}

// seed returns the path of the corpus seed report, skipping without it.
func seed(t *testing.T) string {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "corpus", "dev", "seed-01.txt")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no shared corpus at %s", path)
	}
	return path
}

// Both stores answer the README's queries alike: the seed report ingested
// twice is one match with five goals, and Dzeko passed to Lescott. The
// queries name the seed's clubs and players, so other data in the test
// Neo4j does not matter.
func TestStoresAgreeOnTheSeedReport(t *testing.T) {
	uri, path := neo4jURI(t), seed(t)
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	report := graph.ReportID(string(text))
	stores := map[string][]string{
		"embedded": {"--data", t.TempDir()},
		"neo4j":    {"--neo4j-uri", uri},
	}
	answers := map[string]string{}
	for name, flags := range stores {
		for range 2 {
			args := append(append([]string{"ingest"}, flags...), path)
			if err := Run(context.Background(), args, nil, io.Discard, io.Discard); err != nil {
				t.Fatalf("%s: ingest seed: %v", name, err)
			}
		}
		endpoint := startServer(t, flags...)
		if name == "neo4j" {
			t.Cleanup(func() {
				query(t, endpoint, `mutation { deleteReport(id: "`+report+`") { deleted } }`)
			})
		}
		data := query(t, endpoint, `{
			matches(where: {club: "club:manchester-city"}) { totalCount edges { node { home { name } away { name } homeScore awayScore
				goals { minute scorer { name } chain { order from { name } to { name } kind } } } } }
			player(name: "Dzeko") { passedTo { to { name } count } } }`)
		b, _ := json.Marshal(data)
		answers[name] = string(b)
		var got struct {
			Matches struct {
				TotalCount int
				Edges      []struct{ Node struct{ Goals []any } }
			}
			Player struct {
				PassedTo []struct {
					To    struct{ Name string }
					Count int
				}
			}
		}
		json.Unmarshal(b, &got)
		if got.Matches.TotalCount != 1 || len(got.Matches.Edges[0].Node.Goals) != 5 {
			t.Errorf("%s: after ingesting the seed twice: %d matches, want 1 with 5 goals: %s", name, got.Matches.TotalCount, b)
		}
		lescott := false
		for _, l := range got.Player.PassedTo {
			lescott = lescott || l.To.Name == "Joleon Lescott"
		}
		if !lescott {
			t.Errorf("%s: player(Dzeko).passedTo = %+v, want Joleon Lescott among them", name, got.Player.PassedTo)
		}
	}
	if answers["embedded"] != answers["neo4j"] {
		t.Errorf("stores disagree:\nembedded %s\nneo4j    %s", answers["embedded"], answers["neo4j"])
	}
}
