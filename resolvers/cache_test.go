package resolvers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"pitchgraph/graph"
)

// unversioned is a store that cannot vouch for its version, as Neo4j.
type unversioned struct{ graph.Store }

func (unversioned) Version() (uint64, bool) { return 0, false }

const cacheQuery = `query($first: Int) { matches(first: $first) { totalCount edges { node { id title goals { scorer { name } } } } } }`

// TestResponseCacheServesRepeatsUntilTheGraphChanges checks that a query
// asked again is answered without the store from its third time (the
// second keeps the answer), and that any write, through the API or
// straight to the store, is seen by the next request.
func TestResponseCacheServesRepeatsUntilTheGraphChanges(t *testing.T) {
	s := counting(openStore(t))
	fs := generatedMatches(4)
	ingestFacts(t, s, fs[:3]...)
	stats := &CacheStats{}
	srv := newServer(t, s, func(c *Config) { c.CacheStats = stats })

	ask := func(first int) (string, int) {
		t.Helper()
		s.reset()
		out := raw(srv, cacheQuery, map[string]any{"first": first})
		calls, _ := s.reset()
		return out, calls
	}
	a1, calls1 := ask(10)
	a2, calls2 := ask(10)
	a3, calls3 := ask(10)
	if a1 != a2 || a2 != a3 || calls1 == 0 || calls2 == 0 || calls3 != 0 {
		t.Fatalf("a query asked three times: %d, %d, then %d store calls, answers equal %v; want some, some, then none, equal",
			calls1, calls2, calls3, a1 == a2 && a2 == a3)
	}
	s.reset()
	if r := srv.postWith(cacheQuery, map[string]any{"first": 10}, "Cache-Control", "no-cache"); string(r.Data) != a1 {
		t.Errorf("Cache-Control: no-cache: %s, want %s", r.Data, a1)
	}
	if calls, _ := s.reset(); calls == 0 {
		t.Error("Cache-Control: no-cache answered from the cache")
	}
	if b, calls := ask(1); b == a1 || calls == 0 {
		t.Errorf("other variables: %d store calls, same answer %v; want the store asked and another answer", calls, b == a1)
	}

	ingestFacts(t, s, fs[3]) // straight to the store, as the CLI's watcher does
	a4, calls4 := ask(10)
	if a4 == a1 || calls4 == 0 {
		t.Errorf("after an ingest: %d store calls, answer unchanged %v; want the new graph", calls4, a4 == a1)
	}
	if !strings.Contains(a4, `"totalCount":4`) {
		t.Errorf("after an ingest: %s, want 4 matches", a4)
	}
	if a5, calls5 := ask(10); a5 != a4 || calls5 != 0 {
		t.Errorf("asked again after an ingest: %d store calls; want the answer kept the first time, as it was kept before", calls5)
	}

	var del struct{ DeleteReport struct{ Deleted bool } }
	srv.query(&del, `mutation($id: ID!) { deleteReport(id: $id) { deleted } }`, map[string]any{"id": fs[3].Report.ID})
	if a6, _ := ask(10); !del.DeleteReport.Deleted || a6 != a1 {
		t.Errorf("after deleting that report through the API: deleted %v, answer back to the first %v", del.DeleteReport.Deleted, a4 == a1)
	}
	if stats.Hits.Load() == 0 || stats.Misses.Load() == 0 {
		t.Errorf("stats: %d hits, %d misses; want both counted", stats.Hits.Load(), stats.Misses.Load())
	}
}

// TestResponseCacheKeepsOnlyWhatIsAskedAgain checks that queries asked once
// each (pages of a long list) do not push out an answer that is asked
// again, even in a cache with room for that one answer only.
func TestResponseCacheKeepsOnlyWhatIsAskedAgain(t *testing.T) {
	s := counting(openStore(t))
	ingestFacts(t, s, generatedMatches(4)...)
	popular := raw(newServer(t, s), cacheQuery, map[string]any{"first": 4})
	srv := newServer(t, s, func(c *Config) { c.ResponseCacheBytes = len(popular) + 100 })
	ask := func(first int) int {
		t.Helper()
		s.reset()
		raw(srv, cacheQuery, map[string]any{"first": first})
		calls, _ := s.reset()
		return calls
	}
	ask(4)
	ask(4) // kept now
	for first := 1; first <= 3; first++ {
		ask(first)
	}
	if calls := ask(4); calls != 0 {
		t.Errorf("a kept answer after three queries asked once: %d store calls, want it still kept", calls)
	}
}

// TestResponseCacheKeepsNoErrors checks that an answer with errors is
// computed afresh every time.
func TestResponseCacheKeepsNoErrors(t *testing.T) {
	stats := &CacheStats{}
	fail := &failingStore{Store: openStore(t), err: graph.Wrap(graph.EUNAVAILABLE, errors.New("down"), "the graph database is unavailable")}
	srv := newServer(t, fail, func(c *Config) { c.CacheStats = stats })
	for range 3 {
		srv.wantError("UNAVAILABLE", `{ clubs { totalCount } }`, nil)
	}
	if stats.Hits.Load() != 0 {
		t.Errorf("%d cache hits for a failing query, want none", stats.Hits.Load())
	}
}

// TestResponseCacheNeedsAVersion checks that with a store that cannot tell
// when its graph changes (Neo4j, which other processes may write) every
// request reads the store.
func TestResponseCacheNeedsAVersion(t *testing.T) {
	s := counting(unversioned{fixtureStore(t)})
	srv := newServer(t, s)
	for i := range 3 {
		s.reset()
		raw(srv, cacheQuery, map[string]any{"first": 10})
		if calls, _ := s.reset(); calls == 0 {
			t.Fatalf("request %d: no store call with a store that has no version", i+1)
		}
	}
}

// TestResponseCacheStaysWithinItsSize checks the byte bound.
func TestResponseCacheStaysWithinItsSize(t *testing.T) {
	c := newResponseCache(openStore(t), 4000, nil)
	for i := range 200 {
		c.put([32]byte{byte(i), byte(i >> 8)}, 1, []byte(fmt.Sprintf(`{"n":%d,"pad":"%s"}`, i, strings.Repeat("x", 100))))
	}
	if c.size > 4000 || c.order.Len() == 0 || c.order.Len() > 40 {
		t.Errorf("cache of 4000 bytes holds %d bytes in %d entries", c.size, c.order.Len())
	}
	if data, _ := c.get([32]byte{199}, 1); data == nil {
		t.Error("the newest entry is gone")
	}
	if data, _ := c.get([32]byte{0}, 1); data != nil {
		t.Error("the oldest entry is still there")
	}
	if data, _ := c.get([32]byte{199}, 2); data != nil {
		t.Error("an entry of version 1 answered for version 2")
	}
}

// postWith sends a query with one extra request header.
func (s *server) postWith(query string, vars map[string]any, header, value string) response {
	s.t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, s.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(header, value)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return decodeResponse(s.t, resp)
}

// TestQueryOverWebsocketAnsweredOnce checks that a query answered over a
// websocket by an extension (the response cache, direct answers) gets one
// answer and completes, however many times the transport asks (with no
// time limit nothing else stops it asking).
func TestQueryOverWebsocketAnsweredOnce(t *testing.T) {
	for _, cache := range []int{-1, 0} {
		srv := newServer(t, fixtureStore(t), func(c *Config) { c.Limits.Timeout = -1; c.ResponseCacheBytes = cache })
		c, _ := wsDial(t, srv, `{}`)
		if m := c.next(); m.Type != "connection_ack" {
			t.Fatalf("connection_init: %s, want connection_ack", m.Type)
		}
		for i, id := range []string{"1", "2"} { // the second from the cache, when there is one
			c.send(wsMessage{Type: "subscribe", ID: id, Payload: json.RawMessage(`{"query": "{ matches(first: 1) { totalCount } }"}`)})
			if m := c.next(); m.Type != "next" || !strings.Contains(string(m.Payload), `"totalCount":3`) {
				t.Fatalf("query %d (cache %d): %s %s, want the answer", i, cache, m.Type, m.Payload)
			}
			if m := c.next(); m.Type != "complete" {
				t.Fatalf("query %d (cache %d): then %s %s, want complete", i, cache, m.Type, m.Payload)
			}
		}
	}
}
