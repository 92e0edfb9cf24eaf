package main

import (
	"encoding/json"
	"fmt"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// rateLimiter gives each client a token bucket: rate requests a second on
// average, burst at once. A client is an IP address (an IPv6 one by its
// /64, which one host usually holds whole). Buckets of clients quiet for
// a while are dropped, so the table stays as small as the set of recent
// clients. Clients on this machine (loopback) are not limited: they are
// developers, tests, or a proxy in front whose own clients --trust-proxy
// tells apart (without it, one bucket would throttle them all together).
type rateLimiter struct {
	rate       rate.Limit
	burst      int
	trustProxy bool
	now        func() time.Time

	mu        sync.Mutex
	clients   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// idleAfter is how long a client may be quiet before its bucket (full by
// then) is dropped.
const idleAfter = 3 * time.Minute

func newRateLimiter(perSecond float64, burst int, trustProxy bool) *rateLimiter {
	return &rateLimiter{rate: rate.Limit(perSecond), burst: burst, trustProxy: trustProxy, now: time.Now, clients: map[string]*bucket{}}
}

// wrap refuses requests over the client's rate with 429 and a GraphQL
// error, and passes the others to h.
func (rl *rateLimiter) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		client := rl.client(r)
		if client == "" {
			h.ServeHTTP(w, r)
			return
		}
		if ok, wait := rl.allow(client); !ok {
			secs := int(math.Ceil(wait.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			msg := fmt.Sprintf("too many requests from your address: the limit is %g a second (%d at once); retry in %ds", float64(rl.rate), rl.burst, max(secs, 1))
			json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{"message": msg, "extensions": map[string]any{"code": "RATE_LIMITED"}}}})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// allow takes a token from the client's bucket; when there is none it
// says how long until there is.
func (rl *rateLimiter) allow(client string) (bool, time.Duration) {
	now := rl.now()
	rl.mu.Lock()
	defer rl.mu.Unlock()
	if now.Sub(rl.lastSweep) > idleAfter {
		for k, b := range rl.clients {
			if now.Sub(b.seen) > idleAfter {
				delete(rl.clients, k)
			}
		}
		rl.lastSweep = now
	}
	b := rl.clients[client]
	if b == nil {
		b = &bucket{lim: rate.NewLimiter(rl.rate, rl.burst)}
		rl.clients[client] = b
	}
	b.seen = now
	res := b.lim.ReserveN(now, 1)
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return false, d
	}
	return true, 0
}

// client names the client of r for rate limiting, "" for one on loopback.
func (rl *rateLimiter) client(r *http.Request) string {
	addr := r.RemoteAddr
	if rl.trustProxy {
		if fwd := r.Header.Values("X-Forwarded-For"); len(fwd) > 0 {
			hops := strings.Split(fwd[len(fwd)-1], ",")
			addr = strings.TrimSpace(hops[len(hops)-1]) // added by the proxy in front of us
		}
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	ip := net.ParseIP(host)
	switch {
	case ip == nil:
		return host
	case ip.IsLoopback():
		return ""
	case ip.To4() != nil:
		return ip.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
