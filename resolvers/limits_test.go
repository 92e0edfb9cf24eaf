package resolvers

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"pitchgraph/graph"
)

// nested returns a query whose fields nest depth deep: goals, then
// match/goals alternately, then id.
func nested(depth int) string {
	var b strings.Builder
	b.WriteString("{ goals(first: 1) { edges { node { ") // depth 3 so far
	open := 3
	for i := 0; open < depth-1; i++ {
		if i%2 == 0 {
			b.WriteString("match { ")
		} else {
			b.WriteString("goals { ")
		}
		open++
	}
	b.WriteString("id")
	b.WriteString(strings.Repeat(" }", open))
	b.WriteString(" }")
	return b.String()
}

// repeated returns "{ " + n copies of field (with %d for its number) + " }".
func repeated(n int, field string) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i := range n {
		fmt.Fprintf(&b, field+" ", i)
	}
	b.WriteString("}")
	return b.String()
}

// inClubs is repeated inside clubs, away from the root-field limit.
func inClubs(n int, field string) string { return "{ clubs " + repeated(n, field) + " }" }

// TestLimits sends, for each limit, a request just within it, which must
// succeed, and one just over it, which must get a LIMIT_EXCEEDED error
// naming the limit, with a 4xx status.
func TestLimits(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	d := DefaultLimits()
	tests := []struct {
		limit      string
		ok, over   string
		status     int // of the refusal
		mentionMax int // the refusal's message states this number
	}{
		{"Depth", nested(d.Depth), nested(d.Depth + 1), 422, d.Depth},
		{"Aliases", inClubs(d.Aliases, "a%d: totalCount"), inClubs(d.Aliases+1, "a%d: totalCount"), 422, d.Aliases},
		{"RootFields", repeated(d.RootFields, "c%d: clubs { totalCount }"), repeated(d.RootFields+1, "c%d: clubs { totalCount }"), 422, d.RootFields},
		{"SetFields", "{ clubs { " + strings.Repeat("totalCount ", d.SetFields) + "} }", "{ clubs { " + strings.Repeat("totalCount ", d.SetFields+1) + "} }", 422, d.SetFields},
		// 1 + 12 or 13 × (edges 1 + node 1 + 80 names): 985 or 1067 fields.
		{"Fields", "{ clubs { " + strings.Repeat("edges { node { "+strings.Repeat("name ", 80)+"} } ", 12) + "} }",
			"{ clubs { " + strings.Repeat("edges { node { "+strings.Repeat("name ", 80)+"} } ", 13) + "} }", 422, d.Fields},
		{"Directives", inClubs(d.Directives, "totalCount @include(if: true) # %d\n"), inClubs(d.Directives+1, "totalCount @include(if: true) # %d\n"), 422, d.Directives},
		{"Tokens", "{ " + strings.Repeat("__typename ", 10) + "}", "{ " + strings.Repeat("__typename ", d.Tokens) + "}", 422, d.Tokens},
		// In the fixtures a player appeared in at most 2 matches, a match placed at most
		// 7 players: 1 + 100×(edges 1 + node 1 + matches (1 + 2×(players 1 + 7×(name 1 + id 1))))
		// costs 1 + 100 × (3 + 2×15) = 3301; with two more levels of lists, 24301.
		{"Complexity", `{ players(first: 100) { edges { node { matches { players { name id } } } } } }`,
			`{ players(first: 100) { edges { node { matches { players { matches { players { name } } } } } } } }`, 422, d.Complexity},
	}
	for _, tt := range tests {
		t.Run(tt.limit, func(t *testing.T) {
			if r := srv.post(tt.ok, nil); r.Status != http.StatusOK || len(r.Errors) > 0 {
				t.Fatalf("a query within the %s limit: status %d, %s", tt.limit, r.Status, r.Body)
			}
			r := srv.post(tt.over, nil)
			checkRefusal(t, r, tt.status, tt.limit, tt.mentionMax)
		})
	}
}

// checkRefusal fails the test unless r refuses the request for limit.
func checkRefusal(t *testing.T, r response, status int, limit string, max int) {
	t.Helper()
	if r.Status != status || len(r.Errors) != 1 {
		t.Fatalf("over the %s limit: status %d, %s; want %d and one error", limit, r.Status, r.Body, status)
	}
	e := r.Errors[0]
	if e.code() != "LIMIT_EXCEEDED" || e.Extensions["limit"] != limit {
		t.Errorf("over the %s limit: extensions %v, want code LIMIT_EXCEEDED, limit %s", limit, e.Extensions, limit)
	}
	if !strings.Contains(e.Message, fmt.Sprint(max)) {
		t.Errorf("over the %s limit: message %q does not state the limit %d", limit, e.Message, max)
	}
}

func TestLimitsAreConfigurable(t *testing.T) {
	srv := newServer(t, fixtureStore(t), func(c *Config) {
		c.Limits = Limits{Depth: 2, Aliases: -1, RootFields: 2, Tokens: 40, Complexity: 50}
	})
	checkRefusal(t, srv.post(`{ clubs { edges { cursor } } }`, nil), 422, "Depth", 2)
	checkRefusal(t, srv.post(`{ a: __typename b: __typename c: __typename }`, nil), 422, "RootFields", 2)
	checkRefusal(t, srv.post("{ "+strings.Repeat("__typename ", 41)+"}", nil), 422, "Tokens", 40)
	checkRefusal(t, srv.post(`{ search(query: "a", first: 50) { __typename } }`, nil), 422, "Complexity", 50)
	// Aliases: -1 turns the limit off; two root fields stay within theirs.
	if r := srv.post(`{ a: search(query: "a", first: 20) { __typename } b: __typename }`, nil); len(r.Errors) > 0 {
		t.Errorf("with the alias limit off: %s", r.Body)
	}
}

// A fragment spread twice by a fragment spread twice by... expands
// exponentially; it is refused before validation and the cost calculation
// walk it.
func TestFragmentBombIsRefused(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	var b strings.Builder
	b.WriteString("query { ...F0 }\n")
	const n = 60
	for i := range n {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "fragment F%d on Query { __typename }\n", n)
	start := time.Now()
	r := srv.post(b.String(), nil)
	if time.Since(start) > 2*time.Second {
		t.Errorf("fragment bomb answered after %v", time.Since(start))
	}
	checkRefusal(t, r, 422, "RootFields", DefaultLimits().RootFields)
}

func TestBodyLimit(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	max := DefaultLimits().BodyBytes
	pad := func(n int64) []byte {
		// A valid request padded with spaces to n bytes.
		q := []byte(`{"query": "{ __typename }"}`)
		return append(q, bytes.Repeat([]byte(" "), int(n)-len(q))...)
	}
	if r := srv.send(pad(max)); r.Status != http.StatusOK || len(r.Errors) > 0 {
		t.Fatalf("a body of exactly %d bytes: status %d, %s", max, r.Status, r.Body)
	}
	checkRefusal(t, srv.send(pad(max+1)), http.StatusRequestEntityTooLarge, "BodyBytes", int(max))
}

func TestReportSizeLimit(t *testing.T) {
	srv := newServer(t, openStore(t), func(c *Config) { c.Limits.ReportBytes = len(testReport) })
	var p ingestPayload
	srv.query(&p, ingestMutation, map[string]any{"in": map[string]any{"text": testReport}})
	in := map[string]any{"in": map[string]any{"text": testReport + " More."}}
	checkRefusal(t, srv.post(ingestMutation, in), 422, "ReportBytes", len(testReport))
	// Inline, not in a variable, and under an alias and a fragment: still counted.
	q := fmt.Sprintf(`mutation { ...M } fragment M on Mutation { x: ingestReport(input: {text: %q}) { created } }`, testReport+" More.")
	checkRefusal(t, srv.post(q, nil), 422, "ReportBytes", len(testReport))

	// By default the limit is ingest's, 1 MB, and refused as a limit.
	def := newServer(t, openStore(t))
	big := map[string]any{"in": map[string]any{"text": strings.Repeat("Goal. ", 1<<20/6+1)}}
	checkRefusal(t, def.post(ingestMutation, big), 422, "ReportBytes", DefaultLimits().ReportBytes)
}

func TestBatches(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	batch := func(n int) []byte {
		ops := make([]string, n)
		for i := range ops {
			ops[i] = fmt.Sprintf(`{"query": "query Q%d { clubs(first: %d) { edges { node { name } } } }"}`, i, i%3)
		}
		return []byte("[" + strings.Join(ops, ",") + "]")
	}
	max := DefaultLimits().Batch
	resp, err := http.Post(srv.URL+"/graphql", "application/json", bytes.NewReader(batch(max)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var got []struct {
		Data struct {
			Clubs struct {
				Edges []any `json:"edges"`
			} `json:"clubs"`
		} `json:"data"`
		Errors []gqlError `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil || resp.StatusCode != http.StatusOK || len(got) != max {
		t.Fatalf("a batch of %d: status %d, %d responses, err %v", max, resp.StatusCode, len(got), err)
	}
	for i, g := range got {
		if len(g.Errors) > 0 || len(g.Data.Clubs.Edges) != i%3 {
			t.Errorf("batch response %d: %d clubs, errors %v; want %d clubs", i, len(g.Data.Clubs.Edges), g.Errors, i%3)
		}
	}

	checkRefusal(t, srv.send(batch(max+1)), http.StatusBadRequest, "Batch", max)
	for _, body := range []string{`[]`, `[{"query": "{ __typename }"}`, `[1, 2`} {
		if r := srv.send([]byte(body)); r.Status != http.StatusBadRequest || len(r.Errors) != 1 || r.Errors[0].code() != "INVALID" {
			t.Errorf("batch %s: status %d, %s; want 400 INVALID", body, r.Status, r.Body)
		}
	}
	// Limits apply to each operation of a batch.
	resp, err = http.Post(srv.URL+"/graphql", "application/json",
		strings.NewReader(`[{"query": "{ __typename }"}, {"query": `+fmt.Sprintf("%q", nested(20))+`}]`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var two []response
	if err := json.NewDecoder(resp.Body).Decode(&two); err != nil || len(two) != 2 {
		t.Fatalf("a batch of two: %d responses, err %v", len(two), err)
	}
	if string(two[0].Data) != `{"__typename":"Query"}` || len(two[1].Errors) != 1 || two[1].Errors[0].Extensions["limit"] != "Depth" {
		t.Errorf("a batch with one operation too deep: %+v; want the first answered, the second refused", two)
	}
}

// slowStore makes FindClubs take long: until its context ends when heed is
// set, else for sleep whatever happens. It reports the context's error.
type slowStore struct {
	graph.Store
	heed  bool
	sleep time.Duration
	err   chan error
}

func (s *slowStore) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	if s.heed {
		<-ctx.Done()
	} else {
		time.Sleep(s.sleep)
	}
	s.err <- ctx.Err()
	return graph.Connection[graph.Club]{}, graph.Wrap(graph.EUNAVAILABLE, ctx.Err(), "slow store: gave up")
}

func TestTimeout(t *testing.T) {
	for _, heed := range []bool{true, false} {
		t.Run(fmt.Sprintf("store heeds context %v", heed), func(t *testing.T) {
			s := &slowStore{Store: fixtureStore(t), heed: heed, sleep: 5 * time.Second, err: make(chan error, 1)}
			const limit = 200 * time.Millisecond
			srv := newServer(t, s, func(c *Config) {
				c.Limits.Timeout = limit
				c.Logger = slog.New(slog.DiscardHandler) // the abandoned call may log after the test
			})
			start := time.Now()
			r := srv.post(`{ clubs { totalCount } }`, nil)
			took := time.Since(start)
			if took > limit+timeoutGrace+2*time.Second { // well before the store's 5 s
				t.Errorf("answered after %v; want about %v", took, limit)
			}
			if r.Status >= 500 || len(r.Errors) != 1 || r.Errors[0].code() != "TIMEOUT" || !strings.Contains(r.Errors[0].Message, "200ms") {
				t.Fatalf("a query slower than the limit: status %d, %s; want one TIMEOUT error naming 200ms", r.Status, r.Body)
			}
			if heed {
				if err := <-s.err; err != context.DeadlineExceeded {
					t.Errorf("the store call saw context error %v, want it cancelled by the deadline", err)
				}
			}
		})
	}
}

// wsDial opens a graphql-transport-ws connection and returns it with the
// HTTP status of the handshake; conn is nil when it failed.
func wsDial(t *testing.T, srv *server, initPayload string) (*wsClient, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	t.Cleanup(cancel)
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/graphql"
	conn, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		if resp == nil {
			t.Fatalf("dial %s: %v", url, err)
		}
		return nil, resp.StatusCode
	}
	t.Cleanup(func() { conn.CloseNow() })
	c := &wsClient{t: t, conn: conn, ctx: ctx}
	c.send(wsMessage{Type: "connection_init", Payload: json.RawMessage(initPayload)})
	return c, resp.StatusCode
}

func TestWebsocketLimits(t *testing.T) {
	srv := newServer(t, fixtureStore(t), func(c *Config) { c.Limits.Websockets = 2; c.Limits.Subscriptions = 2 })
	a, _ := wsDial(t, srv, `{}`)
	b, _ := wsDial(t, srv, `{}`)
	for _, c := range []*wsClient{a, b} {
		if m := c.next(); m.Type != "connection_ack" {
			t.Fatalf("connection_init: %s, want connection_ack", m.Type)
		}
	}
	if c, status := wsDial(t, srv, `{}`); c != nil || status != http.StatusTooManyRequests {
		t.Fatalf("a third websocket with a limit of 2: status %d, want 429", status)
	}

	sub := func(c *wsClient, id string) {
		c.send(wsMessage{Type: "subscribe", ID: id, Payload: json.RawMessage(`{"query": "subscription { reportIngested { id } }"}`)})
	}
	sub(a, "1")
	sub(a, "2")
	waitFor(t, "two subscriptions", func() bool { return srv.broker.Subscribers() == 2 })
	sub(a, "3")
	m := a.next()
	if m.Type != "next" && m.Type != "error" || m.ID != "3" || !strings.Contains(string(m.Payload), `"limit":"Subscriptions"`) {
		t.Fatalf("a third subscription with a limit of 2: %s %s %s; want it refused", m.Type, m.ID, m.Payload)
	}
	// Another connection has subscriptions of its own.
	sub(b, "1")
	waitFor(t, "b's subscription", func() bool { return srv.broker.Subscribers() == 3 })
	// Ending one makes room for another.
	a.send(wsMessage{Type: "complete", ID: "1"})
	waitFor(t, "the completed subscription dropped", func() bool { return srv.broker.Subscribers() == 2 })
	sub(a, "4")
	waitFor(t, "the new subscription", func() bool { return srv.broker.Subscribers() == 3 })

	// Closing a connection makes room for another.
	b.conn.Close(websocket.StatusNormalClosure, "")
	waitFor(t, "a websocket slot free", func() bool {
		c, _ := wsDial(t, srv, `{}`)
		if c == nil {
			return false
		}
		c.conn.CloseNow()
		return true
	})
}

// TestSubscriptionsNeedAWebsocket: a subscription sent by POST or GET is
// refused at once with an error that says where subscriptions are served,
// instead of holding the request open until the next ingest.
func TestSubscriptionsNeedAWebsocket(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	const sub = `subscription { reportIngested { id } }`
	check := func(how string, r response) {
		t.Helper()
		if r.Status != http.StatusUnprocessableEntity || len(r.Errors) != 1 || r.Errors[0].code() != "INVALID" ||
			!strings.Contains(r.Errors[0].Message, "websocket") {
			t.Errorf("a subscription by %s: status %d, %s; want 422 and an INVALID error pointing to the websocket", how, r.Status, r.Body)
		}
	}
	start := time.Now()
	check("POST", srv.post(sub, nil))
	resp, err := http.Get(srv.URL + "/graphql?query=" + url.QueryEscape(sub))
	if err != nil {
		t.Fatal(err)
	}
	check("GET", decodeResponse(t, resp))
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("refusing two subscriptions took %v", took)
	}
	if n := srv.broker.Subscribers(); n != 0 {
		t.Errorf("%d subscribers after the refusals, want 0", n)
	}
}

func TestProductionHidesSuggestions(t *testing.T) {
	var log syncBuffer
	open := newServer(t, fixtureStore(t))
	closed := newServer(t, fixtureStore(t), func(c *Config) {
		c.NoSuggestions = true
		c.NoIntrospection = true
		c.Logger = slog.New(slog.NewTextHandler(&log, nil))
	})
	for _, tc := range []struct {
		what, query, hint string
		vars              map[string]any
		hinted            bool // gqlgen hints at the name when suggestions are on
	}{
		{"a field", `{ clubz { totalCount } }`, "clubs", nil, true},
		{"an argument", `{ clubs(frist: 2) { totalCount } }`, "first", nil, true},
		{"an enum value", `{ goals(where: {kind: PENALTI}) { totalCount } }`, "PENALTY", nil, true},
		{"an enum value in a variable", `query($k: GoalKind) { goals(where: {kind: $k}) { totalCount } }`, "PENALTY", map[string]any{"k": "PENALTI"}, false},
		{"an input field", `{ goals(where: {knd: PENALTY}) { totalCount } }`, "kind", nil, true},
		{"an input field in a variable", `query($w: GoalWhere) { goals(where: $w) { totalCount } }`, "kind", map[string]any{"w": map[string]any{"knd": "PENALTY"}}, false},
		{"a type", `query($w: GoalWher) { goals(where: $w) { totalCount } }`, "GoalWhere", nil, false},
		{"a selection", `{ clubs }`, "clubs {", nil, true},
	} {
		if e := open.wantError("INVALID", tc.query, tc.vars); tc.hinted && !strings.Contains(e.Message, tc.hint) {
			t.Errorf("%s, with suggestions: %q, want a hint of %q", tc.what, e.Message, tc.hint)
		}
		if e := closed.wantError("INVALID", tc.query, tc.vars); strings.Contains(e.Message, "Did you mean") || strings.Contains(e.Message, tc.hint) {
			t.Errorf("%s, without suggestions: %q suggests %q", tc.what, e.Message, tc.hint)
		}
	}
	// Introspection is off under any alias, and that is no internal error.
	for _, q := range []string{`{ __type(name: "Club") { fields { name } } }`, `{ s: __schema { queryType { name } } }`, `{ t: __type(name: "Club") { name } }`} {
		if e := closed.wantError("INVALID", q, nil); !strings.Contains(e.Message, "introspection is disabled") {
			t.Errorf("%s with introspection off: %q, want it said that introspection is disabled", q, e.Message)
		}
	}
	if strings.Contains(log.String(), "ERROR") {
		t.Errorf("refused introspection was logged as an error:\n%s", log.String())
	}
}

func TestCachesKeepOnlySmallQueries(t *testing.T) {
	c := boundedCache[string](newMapCache[string]())
	ctx := context.Background()
	small, big := "{ a }", "{ "+strings.Repeat("a ", maxCachedQuery)+"}"
	c.Add(ctx, small, "x")
	c.Add(ctx, big, "x")
	c.Add(ctx, "hash", big) // a persisted query
	if _, ok := c.Get(ctx, small); !ok {
		t.Error("a small query was not cached")
	}
	if _, ok := c.Get(ctx, big); ok {
		t.Error("a query over maxCachedQuery bytes was cached")
	}
	if _, ok := c.Get(ctx, "hash"); ok {
		t.Error("a persisted query over maxCachedQuery bytes was cached")
	}
}

type mapCache[T any] map[string]T

func newMapCache[T any]() mapCache[T] { return mapCache[T]{} }

func (m mapCache[T]) Get(_ context.Context, k string) (T, bool) { v, ok := m[k]; return v, ok }
func (m mapCache[T]) Add(_ context.Context, k string, v T)      { m[k] = v }
