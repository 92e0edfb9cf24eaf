package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"pitchgraph/bench/gen"
)

// workload is what the clients send: reports to ingest and names to ask
// about, all from one generated league, and the reports stored before.
type workload struct {
	preloaded []gen.Report
	reports   []gen.Report
	clubs     []string
	players   []string
}

func newWorkload(seed uint64, preloaded, reports int) *workload {
	g := gen.New(seed)
	w := &workload{}
	for i := range preloaded {
		w.preloaded = append(w.preloaded, g.Report(i))
	}
	for i := range reports {
		w.reports = append(w.reports, g.Report(preloaded+i))
	}
	for _, c := range g.League().Clubs {
		w.clubs = append(w.clubs, c.Name)
		for _, p := range c.Squad {
			w.players = append(w.players, p.Last)
		}
	}
	return w
}

// The queries the query clients cycle through: what the explorer asks.
var queries = []struct {
	name, query string
	vars        func(w *workload, i int) map[string]any
}{
	{"matches", `query($after: String) { matches(first: 20, after: $after) { totalCount pageInfo { endCursor }
	  edges { node { id title date homeScore awayScore home { name } away { name }
	    goals { minute kind scorer { name } assist { name } chain { kind from { name } to { name } } } } } } }`,
		func(*workload, int) map[string]any { return nil }},
	{"player", `query($n: String!) { player(name: $n) { name goalCount assistCount clubs { name }
	  goals { minute match { title } } passedTo { count to { name } } receivedFrom { count from { name } } } }`,
		func(w *workload, i int) map[string]any { return map[string]any{"n": w.players[i%len(w.players)]} }},
	{"club", `query($n: String!) { club(name: $n) { name aliases matches(first: 10) { totalCount edges { node { title } } }
	  players(first: 30) { totalCount edges { node { name goalCount } } } } }`,
		func(w *workload, i int) map[string]any { return map[string]any{"n": w.clubs[i%len(w.clubs)]} }},
	{"passLinks", `{ passLinks(first: 20) { count from { name } to { name } goals { minute } } }`,
		func(*workload, int) map[string]any { return nil }},
	{"search", `query($q: String!) { search(query: $q, first: 10) { __typename ... on Player { name } ... on Club { name } ... on Match { title } } }`,
		func(w *workload, i int) map[string]any { return map[string]any{"q": w.players[i%len(w.players)]} }},
	{"reports", `{ reports(first: 20) { totalCount edges { node { id ingestedAt match { title } } } } }`,
		func(*workload, int) map[string]any { return nil }},
}

const ingestMutation = `mutation($in: IngestReportInput!) { ingestReport(input: $in) { created report { id } match { id } } }`

// client sends GraphQL requests to one endpoint and keeps their statistics.
type client struct {
	endpoint string
	apiKey   string
	http     *http.Client

	mu       sync.Mutex
	stats    map[string]*kindStats // "query", "ingest" and "abuse"
	errors   map[string]int        // error message -> count (of queries and ingests)
	ingested map[string]int        // report ID -> acknowledged ingests
	abused   map[string]*kindStats // "abuse: outcome" -> its requests
}

type kindStats struct {
	latencies []time.Duration
	errors    int
}

func newClient(endpoint, apiKey string) *client {
	return &client{
		endpoint: endpoint,
		apiKey:   apiKey,
		http:     &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}},
		stats:    map[string]*kindStats{"query": {}, "ingest": {}, "abuse": {}},
		errors:   map[string]int{},
		ingested: map[string]int{},
		abused:   map[string]*kindStats{},
	}
}

// do sends one request and returns its data, or an error for anything
// but a 200 without errors.
func (c *client) do(ctx context.Context, query string, vars map[string]any) (json.RawMessage, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.apiKey)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	var out struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("status %d: %.200s", resp.StatusCode, raw)
	}
	if len(out.Errors) > 0 {
		return nil, fmt.Errorf("%v: %s", out.Errors[0].Extensions["code"], out.Errors[0].Message)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("status %d", resp.StatusCode)
	}
	return out.Data, nil
}

// record notes the outcome of one request of kind ("query" or "ingest").
func (c *client) record(kind string, took time.Duration, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.stats[kind]
	s.latencies = append(s.latencies, took)
	if err != nil {
		s.errors++
		c.errors[err.Error()]++
	}
}

// query sends query number i of the cycle.
func (c *client) query(ctx context.Context, w *workload, i int) {
	q := queries[i%len(queries)]
	start := time.Now()
	_, err := c.do(ctx, q.query, q.vars(w, i))
	c.record("query", time.Since(start), err)
}

// ingest sends report r.
func (c *client) ingest(ctx context.Context, r gen.Report) {
	in := map[string]any{"text": r.Text, "source": "load:" + r.Name, "date": r.Gold.Date}
	start := time.Now()
	data, err := c.do(ctx, ingestMutation, map[string]any{"in": in})
	took := time.Since(start)
	var out struct {
		IngestReport struct {
			Report struct{ ID string }
		}
	}
	if err == nil {
		if jerr := json.Unmarshal(data, &out); jerr != nil || out.IngestReport.Report.ID == "" {
			err = fmt.Errorf("ingest answered without a report: %s", data)
		}
	}
	c.record("ingest", took, err)
	if err == nil {
		c.mu.Lock()
		c.ingested[out.IngestReport.Report.ID]++
		c.mu.Unlock()
	}
}

// Result is what a load run measured.
type Result struct {
	Duration time.Duration
	Queries  Latencies
	Ingests  Latencies
	Errors   map[string]int       // message -> count
	Ingested map[string]int       // report ID -> acknowledged ingests
	Abuse    Latencies            // the abuse mix's requests, refused or answered
	Abused   map[string]Latencies // "abuse: outcome" -> its requests
}

// Requests is how many requests were answered, well or not.
func (r Result) Requests() int { return r.Queries.N + r.Ingests.N }

// ErrorCount is how many requests failed.
func (r Result) ErrorCount() int { return r.Queries.Errors + r.Ingests.Errors }

// Latencies summarises the requests of one kind.
type Latencies struct {
	N, Errors     int
	P50, P99, Max time.Duration
}

func summarise(s *kindStats) Latencies {
	l := slices.Clone(s.latencies)
	slices.Sort(l)
	out := Latencies{N: len(l), Errors: s.errors}
	if len(l) > 0 {
		out.P50, out.P99, out.Max = l[len(l)*50/100], l[min(len(l)-1, len(l)*99/100)], l[len(l)-1]
	}
	return out
}

// drive runs queriers and ingesters against c for d, and abusers sending
// the abuse mix (abuse.go; star is the player the deep queries start
// from). Every ingester goes through all the reports from its own
// starting point, again and again, so each report is ingested several
// times, at the same time by several clients.
func drive(ctx context.Context, c *client, w *workload, d time.Duration, queriers, ingesters, abusers int, star string) Result {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	// A request may outlive the run by its own timeout, not more.
	reqCtx := context.WithoutCancel(ctx)
	start := time.Now()
	var wg sync.WaitGroup
	for q := range queriers {
		wg.Go(func() {
			for i := q; ctx.Err() == nil; i += queriers {
				rctx, rcancel := context.WithTimeout(reqCtx, 30*time.Second)
				c.query(rctx, w, i)
				rcancel()
			}
		})
	}
	for a := range abusers {
		wg.Go(func() {
			for i := a; ctx.Err() == nil; i += abusers {
				rctx, rcancel := context.WithTimeout(reqCtx, 30*time.Second)
				c.abuse(rctx, star, i)
				rcancel()
			}
		})
	}
	for k := range ingesters {
		wg.Go(func() {
			for i := k * len(w.reports) / max(ingesters, 1); ctx.Err() == nil; i++ {
				rctx, rcancel := context.WithTimeout(reqCtx, 30*time.Second)
				c.ingest(rctx, w.reports[i%len(w.reports)])
				rcancel()
			}
		})
	}
	wg.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	abused := map[string]Latencies{}
	for k, s := range c.abused {
		abused[k] = summarise(s)
	}
	return Result{
		Duration: time.Since(start),
		Queries:  summarise(c.stats["query"]),
		Ingests:  summarise(c.stats["ingest"]),
		Errors:   c.errors,
		Ingested: c.ingested,
		Abuse:    summarise(c.stats["abuse"]),
		Abused:   abused,
	}
}

// String is the report of a run.
func (r Result) String() string {
	var b strings.Builder
	secs := r.Duration.Seconds()
	fmt.Fprintf(&b, "requests  %7d  (%.0f/s)  errors %d\n", r.Requests(), float64(r.Requests())/secs, r.ErrorCount())
	for _, k := range []struct {
		name string
		l    Latencies
	}{{"queries", r.Queries}, {"ingests", r.Ingests}} {
		fmt.Fprintf(&b, "%-8s  %7d  errors %d  p50 %v  p99 %v  max %v\n", k.name, k.l.N, k.l.Errors,
			k.l.P50.Round(10*time.Microsecond), k.l.P99.Round(10*time.Microsecond), k.l.Max.Round(10*time.Microsecond))
	}
	for _, m := range sortedKeys(r.Errors) {
		fmt.Fprintf(&b, "  error ×%d: %s\n", r.Errors[m], m)
	}
	if r.Abuse.N > 0 {
		fmt.Fprintf(&b, "%-8s  %7d  (not counted above)  p50 %v  p99 %v  max %v\n", "abuse", r.Abuse.N,
			r.Abuse.P50.Round(10*time.Microsecond), r.Abuse.P99.Round(10*time.Microsecond), r.Abuse.Max.Round(10*time.Microsecond))
		for _, m := range sortedKeys(r.Abused) {
			l := r.Abused[m]
			fmt.Fprintf(&b, "  ×%-5d %-45s  p50 %v  max %v\n", l.N, m, l.P50.Round(10*time.Microsecond), l.Max.Round(10*time.Microsecond))
		}
	}
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
