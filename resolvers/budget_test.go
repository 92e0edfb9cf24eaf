package resolvers

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchgraph/graph"
)

// slowCalls makes the store calls that a query walking matches and their
// players makes take d each, whatever their context says, and records when
// each started.
type slowCalls struct {
	graph.Store
	d      time.Duration
	mu     sync.Mutex
	starts []time.Time
}

func (s *slowCalls) call() {
	s.mu.Lock()
	s.starts = append(s.starts, time.Now())
	s.mu.Unlock()
	time.Sleep(s.d)
}

// startedAfter counts the calls that started after t.
func (s *slowCalls) startedAfter(t time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, at := range s.starts {
		if at.After(t) {
			n++
		}
	}
	return n
}

func (s *slowCalls) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	s.call()
	return s.Store.FindMatches(ctx, w, p)
}

func (s *slowCalls) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	s.call()
	return s.Store.Matches(ctx, ids)
}

func (s *slowCalls) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	s.call()
	return s.Store.Players(ctx, ids)
}

func (s *slowCalls) PlayersOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	s.call()
	return s.Store.PlayersOfMatches(ctx, ids)
}

func (s *slowCalls) MatchesOfPlayers(ctx context.Context, ids []string) ([][]string, error) {
	s.call()
	return s.Store.MatchesOfPlayers(ctx, ids)
}

// TestTimeoutStopsTheWork: when a query runs out of time, the client gets
// one TIMEOUT error and the work stops with it: no store call starts after
// the deadline (beyond the one a field in flight may start as it ends),
// although the query had levels of lists left to load.
func TestTimeoutStopsTheWork(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, generatedMatches(30)...)
	slow := &slowCalls{Store: s, d: 100 * time.Millisecond}
	const limit = 250 * time.Millisecond
	srv := newServer(t, slow, func(c *Config) {
		c.Limits.Timeout = limit
		c.Limits.Complexity = -1
	})
	const q = `{ matches(first: 30) { edges { node { players { matches { players { matches { players { matches { players { name } } } } } } } } } } }`
	start := time.Now()
	r := srv.post(q, nil)
	deadline := start.Add(limit)
	if len(r.Errors) != 1 || r.Errors[0].code() != "TIMEOUT" || string(r.Data) != "null" {
		t.Fatalf("a query slower than its limit: %s; want one TIMEOUT error and no data", r.Body)
	}
	if took := time.Since(start); took > limit+timeoutGrace {
		t.Errorf("answered after %v; want within the limit and its grace", took)
	}
	time.Sleep(time.Second) // the rest of the query, had it gone on
	if n := slow.startedAfter(deadline.Add(slow.d + 50*time.Millisecond)); n > 0 {
		t.Errorf("%d store calls started after the deadline and the call in flight; want none", n)
	}
}

// TestResponseBytes: an answer that would pass Limits.ResponseBytes stops
// growing there, on the executor's path and on the direct answers' path,
// and the client gets one LIMIT_EXCEEDED error instead of data; the
// operations of a batch share the limit.
func TestResponseBytes(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, generatedMatches(60)...)
	const limit = 6000
	srv := newServer(t, s, func(c *Config) { c.Limits.ResponseBytes = limit })
	for _, q := range []string{
		`{ reports(first: 60) { edges { node { id text } } } }`,                                   // the executor
		`{ matches(first: 60) { edges { node { id title goals { minute scorer { name } } } } } }`, // a direct answer
		`{ players(first: 100) { edges { node { name matches { id title } } } } }`,
	} {
		r := srv.post(q, nil)
		if r.Status != http.StatusOK || len(r.Errors) != 1 || r.Errors[0].code() != "LIMIT_EXCEEDED" ||
			r.Errors[0].Extensions["limit"] != "ResponseBytes" || !strings.Contains(r.Errors[0].Message, fmt.Sprint(limit)) {
			t.Errorf("%s: status %d, %.300s; want one ResponseBytes error naming %d", q, r.Status, r.Body, limit)
		}
		if string(r.Data) != "null" || len(r.Body) > 1000 {
			t.Errorf("%s: a %d-byte answer with data %.100s; want just the error", q, len(r.Body), r.Data)
		}
	}
	// Within the limit: answered.
	if r := srv.post(`{ matches(first: 5) { edges { node { id title } } } }`, nil); len(r.Errors) > 0 {
		t.Errorf("a small query: %s", r.Body)
	}

	// A batch: the first operation fits, the second would pass the limit
	// of the two together.
	op := `{"query": "{ reports(first: 20) { edges { node { text } } } }"}`
	resp, err := http.Post(srv.URL+"/graphql", "application/json", strings.NewReader("["+op+","+op+"]"))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if n := strings.Count(string(body), `"limit":"ResponseBytes"`); n != 1 || !strings.HasPrefix(string(body), `[{"data":{"reports"`) {
		t.Errorf("a batch of two operations over the limit together: %.300s; want the first answered, the second refused", body)
	}
}

// TestResponseBytesCountsFromBelow: an answer exactly as long as the
// limit is given, whatever its shape: the bytes counted while it resolves
// never pass the bytes written.
func TestResponseBytesCountsFromBelow(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, generatedMatches(20)...)
	open := newServer(t, s, func(c *Config) { c.Limits.ResponseBytes = -1 })
	for _, q := range []string{
		`{ players(first: 50) { edges { node { name aliases matches { id title players { id name } } } } } }`,
		`{ m: matches(first: 20) { edges { cursor node { id home { name } goals { minute kind chain { order from { name } } } cards { color } } } } }`,
		`{ reports(first: 20) { totalCount edges { node { id text source match { id players { name name n: name } } } } } }`,
		`{ search(query: "club", first: 30) { __typename ... on Club { id name } ... on Match { id title } } }`,
		`{ clubs(first: 40) { edges { node { ...C players { edges { node { id ...P } } } } } } } fragment C on Club { id name aliases } fragment P on Player { name goalCount }`,
		`{ passLinks(first: 30) { from { name } to { name } count goals { id match { title } } } }`,
	} {
		r := open.post(q, nil)
		if len(r.Errors) > 0 {
			t.Fatalf("%s: %s", q, r.Body)
		}
		size := len(r.Data)
		exact := newServer(t, s, func(c *Config) { c.Limits.ResponseBytes = int64(size) })
		if r := exact.post(q, nil); len(r.Errors) > 0 {
			t.Errorf("%.60s… with a limit of its %d bytes: %.200s; want it answered", q, size, r.Body)
		}
		less := newServer(t, s, func(c *Config) { c.Limits.ResponseBytes = int64(size - 1) })
		if r := less.post(q, nil); len(r.Errors) != 1 || r.Errors[0].Extensions["limit"] != "ResponseBytes" {
			t.Errorf("%.60s… with a limit a byte short of its %d bytes: %.200s; want it refused", q, size, r.Body)
		}
	}
}

// TestCredentialsBeforeParsing: with credentials configured, a bad
// credential, or none when every request needs one, is refused before the
// body is read or the query parsed, however large or malformed the query.
func TestCredentialsBeforeParsing(t *testing.T) {
	key := AuthenticatorFunc(func(_ context.Context, token string) error {
		if token != "right" {
			return fmt.Errorf("unknown API key")
		}
		return nil
	})
	srv := newServer(t, fixtureStore(t), func(c *Config) { c.Auth = key; c.ProtectQueries = true })
	huge := `{"query": "{ clubs { ` + strings.Repeat("name ", 300000) + `} }"}`
	for _, tc := range []struct{ what, authorization, body string }{
		{"no credential, a huge query", "", huge},
		{"a wrong key, a huge query", "Bearer wrong", huge},
		{"no credential, not JSON", "", `{"query": `},
		{"a wrong key, not JSON", "Bearer wrong", `{"query": `},
	} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/graphql", strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/json")
		if tc.authorization != "" {
			req.Header.Set("Authorization", tc.authorization)
		}
		start := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r := decodeResponse(t, resp)
		if r.Status != http.StatusUnauthorized || len(r.Errors) != 1 || r.Errors[0].code() != "UNAUTHENTICATED" {
			t.Errorf("%s: status %d, %.200s; want 401 UNAUTHENTICATED", tc.what, r.Status, r.Body)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: refused after %v", tc.what, took)
		}
	}
	// The right key over a huge query: read and refused for its size.
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/graphql", strings.NewReader(`{"query": "{ clubs { `+strings.Repeat("name ", 20000)+`} }"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer right")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if r := decodeResponse(t, resp); len(r.Errors) != 1 || r.Errors[0].code() != "LIMIT_EXCEEDED" {
		t.Errorf("a huge query with the right key: %.200s; want a limit refusal", r.Body)
	}
}

// TestShapeCountsFragmentsAndIntrospection: fields spread from fragments
// and fields under introspection count towards the field limits, which are
// checked before validation.
func TestShapeCountsFragmentsAndIntrospection(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	d := DefaultLimits()
	checkRefusal(t, srv.post("{ __schema { types { "+strings.Repeat("name ", d.SetFields+1)+"} } }", nil), 422, "SetFields", d.SetFields)
	frag := "fragment F on Club { " + strings.Repeat("name ", 60) + "}"
	checkRefusal(t, srv.post("{ clubs { edges { node { ...F ... on Club { ...F } } } } } "+frag, nil), 422, "SetFields", d.SetFields)
	checkRefusal(t, srv.post("{ clubs { "+strings.Repeat("edges { node { ...F } } ", 17)+"} } "+frag, nil), 422, "Fields", d.Fields)
	if r := srv.post("{ clubs { edges { node { ...F } } } } "+frag, nil); len(r.Errors) > 0 {
		t.Errorf("a fragment of 60 fields spread once: %s", r.Body)
	}
}
