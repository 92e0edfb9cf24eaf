package resolvers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pitchgraph/graph/embedded"
	"pitchgraph/graph/graphtest"
)

// fuzzSeeds are request bodies of the shapes attackers send: the
// many-directives query of CVE-2023-49559, thousands of aliases, deep
// nesting, fragment bombs, huge batches, and some plain requests.
func fuzzSeeds() [][]byte {
	body := func(q string) []byte {
		b, _ := json.Marshal(map[string]string{"query": q})
		return b
	}
	var seeds [][]byte
	seeds = append(seeds,
		body(`{ clubs { totalCount edges { node { name } } } }`),
		body(`query($n: String!) { player(name: $n) { name goals { minute } } }`),
		[]byte(`{"query": "query($n: String!) { player(name: $n) { name } }", "variables": {"n": 7}}`),
		body(`mutation { ingestReport(input: {text: "Rovers 1-0 United. Sam Carter scored."}) { created } }`),
		body(`mutation { deleteReport(id: "report:x") { deleted } }`),
		body(`{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`),
		body(`{ matches(first: -1) { totalCount } }`),
		body(`{ matches(after: "bm9wZQ") { totalCount } }`),
		[]byte(`{"query": `),
		[]byte(`[]`),
		[]byte(`[[{"query": "{ __typename }"}]]`),
		[]byte(`{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "abc"}}}`),
		[]byte("\x00\xff"),
	)
	// CVE-2023-49559: one field with very many directives.
	seeds = append(seeds, body("{ __typename "+strings.Repeat("@include(if: true) ", 5000)+"}"))
	seeds = append(seeds, body("{ __typename "+strings.Repeat("@a", 20000)+"}"))
	// 10,000 aliases of one field.
	var aliases strings.Builder
	aliases.WriteString("{ ")
	for i := range 10000 {
		fmt.Fprintf(&aliases, "a%d: __typename ", i)
	}
	aliases.WriteString("}")
	seeds = append(seeds, body(aliases.String()))
	// Deep nesting, valid and not.
	seeds = append(seeds, body(nested(200)))
	seeds = append(seeds, body(strings.Repeat("{ a ", 3000)+strings.Repeat("}", 3000)))
	seeds = append(seeds, body(strings.Repeat("[", 10000)))
	// A fragment bomb.
	var bomb strings.Builder
	bomb.WriteString("{ ...F0 }\n")
	for i := range 40 {
		fmt.Fprintf(&bomb, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	bomb.WriteString("fragment F40 on Query { __typename }")
	seeds = append(seeds, body(bomb.String()))
	// Huge lists of batched operations.
	one := string(body(`{ __typename }`))
	seeds = append(seeds, []byte("["+strings.Repeat(one+",", 10000)+one+"]"))
	seeds = append(seeds, []byte("["+strings.Repeat(one+",", 9)+one+"]"))
	return seeds
}

// fuzzTarget is the handler over an embedded store with the fixtures,
// shared by every input of a fuzzing process.
func fuzzTarget(f *testing.F) http.Handler {
	s, err := embedded.Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	for _, facts := range graphtest.Fixtures() {
		if _, err := s.Ingest(f.Context(), facts); err != nil {
			f.Fatal(err)
		}
	}
	return NewHandler(Config{Store: s, Limits: Limits{Timeout: 5 * time.Second}})
}

// leaks are texts no response may contain: Go stack traces and file
// names, and Cypher.
var leaks = []string{"goroutine ", ".go:", "runtime/", "MATCH (", "MERGE (", "UNWIND $"}

// FuzzHandler sends arbitrary bodies to the GraphQL endpoint. Whatever
// comes in, the answer comes quickly, is not a server error, is a JSON
// GraphQL response (an object with data or errors, or for a batch an
// array of them) and leaks nothing internal.
func FuzzHandler(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	h := fuzzTarget(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		start := time.Now()
		h.ServeHTTP(rec, req)
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("answered after %v", took)
		}
		if rec.Code >= 500 {
			t.Fatalf("status %d for %.200q: %.500s", rec.Code, body, rec.Body)
		}
		checkGraphQLResponse(t, rec.Body.Bytes())
		for _, l := range leaks {
			if bytes.Contains(rec.Body.Bytes(), []byte(l)) && !bytes.Contains(body, []byte(l)) {
				t.Fatalf("the response leaks %q: %.500s", l, rec.Body)
			}
		}
	})
}

func checkGraphQLResponse(t *testing.T, raw []byte) {
	t.Helper()
	var batch []json.RawMessage
	if json.Unmarshal(raw, &batch) == nil {
		for _, r := range batch {
			checkGraphQLResponse(t, r)
		}
		return
	}
	var r struct {
		Data   *json.RawMessage `json:"data"`
		Errors []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("response is not a GraphQL response: %v\n%.500s", err, raw)
	}
	if r.Data == nil && len(r.Errors) == 0 {
		t.Fatalf("response has neither data nor errors: %.500s", raw)
	}
	for _, e := range r.Errors {
		if e.Message == "" || e.Extensions["code"] == nil {
			t.Fatalf("error without a message or a code: %.500s", raw)
		}
	}
}

// FuzzQuery fuzzes the query text alone (most bytes of FuzzHandler's
// inputs are spent on JSON), with variables.
func FuzzQuery(f *testing.F) {
	for _, s := range fuzzSeeds() {
		var p struct {
			Query string `json:"query"`
		}
		if json.Unmarshal(s, &p) == nil && p.Query != "" {
			f.Add(p.Query, `{}`)
		}
	}
	f.Add(`query($f: Int) { clubs(first: $f) { totalCount } }`, `{"f": 100000}`)
	f.Add(`query($w: MatchWhere) { matches(where: $w) { totalCount } }`, `{"w": {"from": "2023-13-45"}}`)
	h := fuzzTarget(f)
	f.Fuzz(func(t *testing.T, query, variables string) {
		var vars any
		if json.Unmarshal([]byte(variables), &vars) != nil {
			vars = nil
		}
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("status %d for %.200q: %.500s", rec.Code, query, rec.Body)
		}
		checkGraphQLResponse(t, rec.Body.Bytes())
	})
}
