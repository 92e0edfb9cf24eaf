package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"

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
