package resolvers

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"pitchgraph/graph"
)

func TestRequestErrors(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	tests := []struct {
		name, query, code, mention string
	}{
		{"malformed GraphQL", `{ matches(first: 2 { totalCount }`, "INVALID", "Expected"},
		{"unknown field", `{ matches { edges { node { colour } } } }`, "INVALID", "colour"},
		{"bad cursor", `{ matches(after: "not-a-cursor") { totalCount } }`, "INVALID", "cursor"},
		{"position cursor of an earlier version", `{ matches(after: "bzoy") { totalCount } }`, "INVALID", "earlier version"},
		{"another list's cursor", `{ clubs { edges { node { players(after: "eyJsIjoibWF0Y2hlcyIsImkiOiJtYXRjaDp4In0") { totalCount } } } } }`, "INVALID", "matches list"},
		{"negative first", `{ clubs(first: -1) { totalCount } }`, "INVALID", "first"},
		{"negative first of a nested list", `{ clubs { edges { node { players(first: -5) { totalCount } } } } }`, "INVALID", "first"},
		{"bad date", `{ matches(where: {to: "yesterday"}) { totalCount } }`, "INVALID", "yesterday"},
		{"empty report", `mutation { ingestReport(input: {text: "   "}) { created } }`, "INVALID", "empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := srv.wantError(tt.code, tt.query, nil)
			if !strings.Contains(e.Message, tt.mention) {
				t.Errorf("%s: message %q does not mention %q", tt.query, e.Message, tt.mention)
			}
		})
	}
}

func TestCursorsAndCaps(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, generatedMatches(60)...)
	srv := newServer(t, s)
	type clubs struct {
		Clubs struct {
			TotalCount int          `json:"totalCount"`
			PageInfo   pageInfoData `json:"pageInfo"`
			Edges      []struct {
				Cursor string `json:"cursor"`
				Node   named  `json:"node"`
			} `json:"edges"`
		} `json:"clubs"`
	}
	const q = `query($first: Int, $after: String) { clubs(first: $first, after: $after) {
	  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { name } } } }`

	var big clubs
	srv.query(&big, q, map[string]any{"first": 1000})
	if n := len(big.Clubs.Edges); n != graph.MaxPage || !big.Clubs.PageInfo.HasNextPage || big.Clubs.TotalCount != 120 {
		t.Fatalf("clubs(first: 1000): %d edges, hasNextPage %v, totalCount %d; want %d (the cap), true, 120",
			n, big.Clubs.PageInfo.HasNextPage, big.Clubs.TotalCount, graph.MaxPage)
	}

	var walked []string
	var after any
	for pages := 0; ; pages++ {
		if pages > 20 {
			t.Fatal("paging by 7 did not end after 20 pages")
		}
		var c clubs
		srv.query(&c, q, map[string]any{"first": 7, "after": after})
		for _, e := range c.Clubs.Edges {
			walked = append(walked, e.Node.Name)
		}
		if !c.Clubs.PageInfo.HasNextPage {
			break
		}
		after = *c.Clubs.PageInfo.EndCursor
	}
	if len(walked) != 120 {
		t.Fatalf("paging by 7 gave %d clubs, want 120", len(walked))
	}
	for i, e := range big.Clubs.Edges {
		if walked[i] != e.Node.Name {
			t.Fatalf("club %d: %q paging by 7, %q in one page", i, walked[i], e.Node.Name)
		}
	}

	// Any edge's cursor continues the list right after that edge.
	var rest clubs
	srv.query(&rest, q, map[string]any{"first": 3, "after": big.Clubs.Edges[41].Cursor})
	for i, e := range rest.Clubs.Edges {
		if e.Node.Name != walked[42+i] {
			t.Errorf("after edge 41: club %d is %q, want %q", i, e.Node.Name, walked[42+i])
		}
	}
}

// TestBadCursorsGetAShortError sends cursors no list gave out: one whose
// position overflows an int and one of 1.9 MB. Every paged list answers
// with a short INVALID error that names the cursor and quotes only its
// start, and nothing panics.
func TestBadCursorsGetAShortError(t *testing.T) {
	var log syncBuffer
	srv := newServer(t, fixtureStore(t), func(c *Config) { c.Logger = slog.New(slog.NewTextHandler(&log, nil)) })
	overflow := base64.RawURLEncoding.EncodeToString([]byte("o:9223372036854775807"))
	garbage := strings.Repeat("Zm9v", 1900000/4)
	lists := []string{
		`clubs(after: $c) { totalCount }`,
		`players(after: $c) { totalCount }`,
		`matches(after: $c) { edges { node { id goals { minute } } } }`,
		`goals(after: $c) { totalCount }`,
		`reports(after: $c) { totalCount }`,
		`clubs(first: 1) { edges { node { players(after: $c) { totalCount } matches(after: $c) { totalCount } goals(after: $c) { totalCount } } } }`,
	}
	for _, list := range lists {
		for name, cursor := range map[string]string{"overflowing": overflow, "1.9 MB": garbage} {
			r := srv.post(`query($c: String) { `+list+` }`, map[string]any{"c": cursor})
			if r.Status >= 500 || len(r.Errors) == 0 {
				t.Fatalf("%s with an %s cursor: status %d, %.300s; want an INVALID error", list, name, r.Status, r.Body)
			}
			for _, e := range r.Errors {
				if e.code() != "INVALID" || !strings.Contains(e.Message, "cursor") || len(e.Message) > 200 {
					t.Errorf("%s with an %s cursor: %s %.300q; want a short INVALID error about the cursor", list, name, e.code(), e.Message)
				}
			}
			if len(r.Body) > 2000 {
				t.Errorf("%s with an %s cursor: a %d-byte answer, want a short one", list, name, len(r.Body))
			}
		}
	}
	if strings.Contains(log.String(), "panic") {
		t.Errorf("bad cursors made the server panic:\n%.2000s", log.String())
	}
}

// failingStore makes FindClubs fail or panic as its fields say.
type failingStore struct {
	graph.Store
	err   error
	panic bool
}

func (f *failingStore) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	if f.panic {
		panic("failingStore: boom in FindClubs")
	}
	return graph.Connection[graph.Club]{}, f.err
}

func TestStoreErrorsReachClientsCoded(t *testing.T) {
	tests := []struct {
		name     string
		store    *failingStore
		code     string
		message  string
		noLeakOf string
	}{
		{"unavailable", &failingStore{err: graph.Wrap(graph.EUNAVAILABLE, errors.New("dial tcp 10.1.2.3:7687: connection refused"), "the graph database is unavailable")},
			"UNAVAILABLE", "the graph database is unavailable", "10.1.2.3"},
		{"internal, uncoded", &failingStore{err: fmt.Errorf("neo4j: MATCH (c:Club) RETURN c: syntax error")},
			"INTERNAL", "internal error", "MATCH"},
		{"internal, coded", &failingStore{err: graph.Wrap(graph.EINTERNAL, errors.New("/var/lib/pitchgraph/graph.db: corrupt"), "could not read clubs")},
			"INTERNAL", "could not read clubs", "/var/lib"},
		{"panic", &failingStore{panic: true}, "INTERNAL", "internal error", "boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.store.Store = fixtureStore(t)
			srv := newServer(t, tt.store)
			r := srv.post(`{ clubs { totalCount } }`, nil)
			if r.Status != http.StatusOK || len(r.Errors) != 1 {
				t.Fatalf("status %d, %d errors, want 200 and 1\n%s", r.Status, len(r.Errors), r.Body)
			}
			if e := r.Errors[0]; e.code() != tt.code || e.Message != tt.message {
				t.Errorf("error = %q (code %s), want %q (code %s)", e.Message, e.code(), tt.message, tt.code)
			}
			if strings.Contains(r.Body, tt.noLeakOf) {
				t.Errorf("response leaks %q: %s", tt.noLeakOf, r.Body)
			}
			// The server lives on and the rest of the graph still answers.
			var ok struct {
				Matches struct {
					TotalCount int `json:"totalCount"`
				} `json:"matches"`
			}
			srv.query(&ok, `{ matches { totalCount } }`, nil)
			if ok.Matches.TotalCount != 3 {
				t.Errorf("after the error: matches totalCount %d, want 3", ok.Matches.TotalCount)
			}
		})
	}
}

func TestHTTP(t *testing.T) {
	srv := newServer(t, fixtureStore(t))

	t.Run("GET query", func(t *testing.T) {
		resp, err := http.Get(srv.URL + "/graphql?query=" + url.QueryEscape(`{ clubs { totalCount } }`))
		if err != nil {
			t.Fatal(err)
		}
		r := decodeResponse(t, resp)
		if r.Status != http.StatusOK || string(r.Data) != `{"clubs":{"totalCount":4}}` {
			t.Errorf("GET query: status %d, data %s; want 200 and 4 clubs", r.Status, r.Data)
		}
	})
	t.Run("body not JSON", func(t *testing.T) {
		r := srv.send([]byte(`{"query": `))
		if r.Status != http.StatusBadRequest || len(r.Errors) == 0 || r.Errors[0].code() != "INVALID" {
			t.Errorf("truncated JSON body: status %d, %s; want 400 with an INVALID error", r.Status, r.Body)
		}
	})
	t.Run("GET mutation refused", func(t *testing.T) {
		resp, err := http.Get(srv.URL + "/graphql?query=" + url.QueryEscape(`mutation { deleteReport(id: "report:x") { deleted } }`))
		if err != nil {
			t.Fatal(err)
		}
		if r := decodeResponse(t, resp); r.Status == http.StatusOK || r.Status >= 500 || len(r.Errors) == 0 {
			t.Errorf("mutation by GET: status %d, %s; want a 4xx refusal", r.Status, r.Body)
		}
	})
	t.Run("introspection", func(t *testing.T) {
		var got struct {
			Schema struct {
				QueryType named `json:"queryType"`
			} `json:"__schema"`
		}
		srv.query(&got, `{ __schema { queryType { name } } }`, nil)
		if got.Schema.QueryType.Name != "Query" {
			t.Errorf("introspection: query type %q, want Query", got.Schema.QueryType.Name)
		}
		closed := newServer(t, fixtureStore(t), func(c *Config) { c.NoIntrospection = true })
		closed.wantError("INVALID", `{ __schema { queryType { name } } }`, nil)
	})
	t.Run("persisted query", func(t *testing.T) {
		const q = `{ matches { totalCount } }`
		const hash = "2f8b0c0b6bfe4d1ed53b8b4dd7e0fdc8ef4ec1ad4c4c1f2a0cc4cc2f1d0e0b1a" // not registered yet
		ext := func(h string) string {
			return `"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "` + h + `"}}`
		}
		r := srv.send([]byte(`{` + ext(hash) + `}`))
		if len(r.Errors) == 0 || r.Errors[0].code() != "PERSISTED_QUERY_NOT_FOUND" {
			t.Fatalf("unknown persisted query: %s; want PERSISTED_QUERY_NOT_FOUND", r.Body)
		}
		sum := sha256Hex(q)
		if r := srv.send([]byte(`{"query": "` + q + `", ` + ext(sum) + `}`)); len(r.Errors) > 0 {
			t.Fatalf("registering a persisted query: %s", r.Body)
		}
		if r := srv.send([]byte(`{` + ext(sum) + `}`)); len(r.Errors) > 0 || string(r.Data) != `{"matches":{"totalCount":3}}` {
			t.Errorf("persisted query by hash: %s", r.Body)
		}
	})
}
