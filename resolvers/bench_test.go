package resolvers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
)

// BenchmarkQueries serves the benchmark's kinds of request (bench/, Q1-Q4)
// from an embedded store of 1,000 invented matches, in process, to show
// where the handler spends its time (-cpuprofile): computed (the response
// cache off) and served again from the cache. cpu-ns/op is the CPU time
// of every thread of the process (GC and the executor's goroutines
// included) per request.
func BenchmarkQueries(b *testing.B) {
	s, err := embedded.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	if _, err := s.IngestMany(b.Context(), generatedMatches(1000)); err != nil {
		b.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	handlers := map[string]http.Handler{
		"uncached": NewHandler(Config{Store: s, Broker: &Broker{}, Logger: logger, ResponseCacheBytes: -1}),
		"cached":   NewHandler(Config{Store: s, Broker: &Broker{}, Logger: logger}),
	}
	deep := graph.Page{First: 100} // after the 300th match, then the 501st
	var c graph.Connection[graph.Match]
	var after300 string
	for i := range 6 {
		c, _ = s.FindMatches(b.Context(), graph.MatchWhere{}, deep)
		deep.After = c.End()
		if i == 2 {
			after300 = c.End()
		}
	}
	c, _ = s.FindMatches(b.Context(), graph.MatchWhere{}, graph.Page{First: 1, After: deep.After})
	p, _ := s.FindPlayers(b.Context(), graph.PlayerWhere{}, graph.PlayersByGoals, graph.Page{First: 1})
	for _, q := range []struct{ name, query string }{
		{"Q1", fmt.Sprintf(`{ match(id: %q) { id date homeScore awayScore home { id name } away { id name }
  goals { id minute addedTime kind order scorer { id name } assist { id name } chain { order kind from { id name } to { id name } } } } }`, c.Items[0].ID)},
		{"Q2", `{ matches(first: 50, after: "` + after300 + `") { edges { node {
  id date homeScore awayScore home { id name } away { id name } goals { id minute kind scorer { id name } } } } } }`},
		{"Q3", `{ all: passLinks(first: 50) { from { id name } to { id name } count } }`},
		{"Q4", fmt.Sprintf(`{ player(id: %q) { id name passedTo { to { id name } count goals { id minute kind } }
  receivedFrom { from { id name } count goals { id minute kind } } } }`, p.Items[0].ID)},
	} {
		body, _ := json.Marshal(map[string]string{"query": q.query})
		for _, mode := range []string{"uncached", "cached"} {
			h := handlers[mode]
			b.Run(q.name+"/"+mode, func(b *testing.B) {
				start := cpuTime()
				for b.Loop() {
					w := httptest.NewRecorder()
					h.ServeHTTP(w, req(body))
					if w.Code != http.StatusOK || bytes.Contains(w.Body.Bytes(), []byte(`"errors"`)) {
						b.Fatalf("%d %s", w.Code, w.Body)
					}
				}
				b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

// BenchmarkPagesThatRarelyRepeat serves pages of 50 matches at offsets
// that come round again only after 949 other pages, as a frontend's users
// paging through a league do, with a response cache of 1 MB (some 40 of
// these pages): the cache never has the answer, and what it costs then
// shows against the cache off.
func BenchmarkPagesThatRarelyRepeat(b *testing.B) {
	s, err := embedded.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	if _, err := s.IngestMany(b.Context(), generatedMatches(1000)); err != nil {
		b.Fatal(err)
	}
	var cursors []string // every match's
	for p := (graph.Page{First: graph.MaxPage}); ; {
		c, _ := s.FindMatches(b.Context(), graph.MatchWhere{}, p)
		cursors = append(cursors, c.Cursors...)
		if !c.HasNext {
			break
		}
		p.After = c.End()
	}
	bodies := make([][]byte, 950)
	for i := range bodies {
		bodies[i], _ = json.Marshal(map[string]string{"query": `{ matches(first: 50, after: "` + cursors[i] + `") { edges { node {
  id date homeScore awayScore home { id name } away { id name } goals { id minute kind scorer { id name } } } } } }`})
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, mode := range []struct {
		name  string
		bytes int
	}{{"uncached", -1}, {"cached", 1 << 20}} {
		stats := &CacheStats{}
		h := NewHandler(Config{Store: s, Broker: &Broker{}, Logger: logger, ResponseCacheBytes: mode.bytes, CacheStats: stats})
		b.Run(mode.name, func(b *testing.B) {
			start, i := cpuTime(), 0
			for b.Loop() {
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req(bodies[i%len(bodies)]))
				if w.Code != http.StatusOK || bytes.Contains(w.Body.Bytes(), []byte(`"errors"`)) {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
				i++
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(stats.Hits.Load())/float64(max(1, stats.Hits.Load()+stats.Misses.Load())), "hits/op")
		})
	}
}

// cpuTime is the CPU time the process has used, in every thread: on a
// machine shared with other work it says what a request costs better than
// the time it takes.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func req(body []byte) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	return r
}
