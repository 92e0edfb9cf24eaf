package bench

import (
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestClosedLoopMeasuresASlowServer checks that a server whose answers take
// longer than the warm-up and the measured window together still gets
// latencies and a rate, one request a worker at least, instead of none.
func TestClosedLoopMeasuresASlowServer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(150 * time.Millisecond)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"data":{"ok":true}}`))
	}))
	defer srv.Close()
	next := func(*rand.Rand) request { return request{Query: "{ ok }"} }
	l := closedLoop(t.Context(), srv.URL, 3, 100*time.Millisecond, 20*time.Millisecond, 1, next)
	if l.Requests < 3 || l.Errors != 0 || l.P50ms < 150 || l.ReqPerS <= 0 {
		t.Errorf("3 workers, answers in 150 ms, a 20 ms window after 100 ms of warm-up: %d requests (%d errors), p50 %.0f ms, %.1f req/s; want one a worker at least, at 150 ms or more",
			l.Requests, l.Errors, l.P50ms, l.ReqPerS)
	}
}
