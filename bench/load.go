package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"time"
)

var client = &http.Client{
	Timeout:   60 * time.Second,
	Transport: &http.Transport{MaxIdleConnsPerHost: 64, MaxConnsPerHost: 64},
}

// post sends a GraphQL request and decodes the response's data into out
// (when not nil). A response with errors is an error.
func post(ctx context.Context, url string, req request, out any) error {
	return postHeaders(ctx, url, req, out, nil)
}

// uncached asks pitchgraph to compute an answer afresh rather than serve it
// from its response cache, so that a request's cost is measured.
var uncached = map[string]string{"Cache-Control": "no-cache"}

// postHeaders posts req with extra headers and decodes its data into out.
func postHeaders(ctx context.Context, url string, req request, out any, headers map[string]string) error {
	body, err := json.Marshal(req)
	if err != nil {
		return err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	hr.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		hr.Header.Set(k, v)
	}
	resp, err := client.Do(hr)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var res struct {
		Data   json.RawMessage   `json:"data"`
		Errors []json.RawMessage `json:"errors"`
	}
	if err := json.Unmarshal(b, &res); err != nil {
		return fmt.Errorf("%s: status %d, %.200s", url, resp.StatusCode, b)
	}
	if len(res.Errors) > 0 {
		return fmt.Errorf("%s: %s", url, res.Errors[0])
	}
	if out != nil {
		return json.Unmarshal(res.Data, out)
	}
	return nil
}

// Latency is the outcome of one closed-loop run.
type Latency struct {
	Requests int     `json:"requests"`
	Errors   int     `json:"errors"`
	P50ms    float64 `json:"p50_ms"`
	P95ms    float64 `json:"p95_ms"`
	P99ms    float64 `json:"p99_ms"`
	ReqPerS  float64 `json:"req_per_s"`
	FirstErr string  `json:"first_error,omitempty"`
	Seconds  float64 `json:"seconds"`
	Workers  int     `json:"concurrency"`
	// CacheHitPct is the share of the cell's requests (warm-up included)
	// the response cache answered; nil when no cache was asked.
	CacheHitPct *float64 `json:"cache_hit_pct,omitempty"`
}

// closedLoop runs workers that each send a request, wait for its answer
// and send the next, for warm-up plus d; only requests started after the
// warm-up count. A worker whose requests outlast that time sends one more
// after the warm-up, so that a server slower than the window still gets
// latencies and a rate (over the time until the last answer) instead of
// none.
func closedLoop(ctx context.Context, url string, workers int, warmup, d time.Duration, seed uint64, next func(*rand.Rand) request) Latency {
	var (
		mu    sync.Mutex
		lats  []time.Duration
		errs  int
		first string
		wg    sync.WaitGroup
	)
	begin := time.Now()
	measureFrom, end := begin.Add(warmup), begin.Add(warmup+d)
	for w := range workers {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(seed, uint64(w)))
			measured := false
			for ctx.Err() == nil {
				req := next(r)
				start := time.Now()
				if start.After(end) && measured {
					return
				}
				err := post(ctx, url, req, nil)
				took := time.Since(start)
				if start.Before(measureFrom) {
					continue
				}
				measured = true
				mu.Lock()
				lats = append(lats, took)
				if err != nil {
					errs++
					if first == "" {
						first = err.Error()
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(measureFrom).Seconds()
	slices.Sort(lats)
	return Latency{
		Requests: len(lats), Errors: errs, FirstErr: first, Workers: workers, Seconds: elapsed,
		P50ms: pct(lats, 0.50), P95ms: pct(lats, 0.95), P99ms: pct(lats, 0.99),
		ReqPerS: float64(len(lats)) / elapsed,
	}
}

// pct returns the p-quantile of sorted latencies in milliseconds.
func pct(sorted []time.Duration, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := min(int(float64(len(sorted))*p), len(sorted)-1)
	return float64(sorted[i].Microseconds()) / 1000
}
