package main

import (
	"encoding/json"
	"net"
	"net/http"
	"strings"
)

// hostsFlag collects host names, from a flag given several times or a
// comma-separated list in the environment.
type hostsFlag []string

func (h *hostsFlag) String() string { return strings.Join(*h, ",") }

func (h *hostsFlag) Set(v string) error {
	for name := range strings.SplitSeq(v, ",") {
		if name = strings.TrimSpace(name); name != "" {
			*h = append(*h, strings.ToLower(name))
		}
	}
	return nil
}

// hostGuard protects a server without credentials from DNS rebinding: a
// web page elsewhere that makes its own host name resolve to 127.0.0.1
// could otherwise reach the server from the visitor's browser, mutations
// included. A browser always sends the page's host name in Host, so the
// guard answers only requests addressed to a loopback name (localhost,
// *.localhost, a loopback IP address) or to a name given with
// --allowed-host.
type hostGuard struct {
	allowed map[string]bool
	next    http.Handler
}

func newHostGuard(allowed []string, next http.Handler) *hostGuard {
	g := &hostGuard{allowed: map[string]bool{}, next: next}
	for _, h := range allowed {
		g.allowed[strings.ToLower(h)] = true
	}
	return g
}

func (g *hostGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if g.allows(r.Host) {
		g.next.ServeHTTP(w, r)
		return
	}
	msg := "this server has no credentials configured, so it answers only requests addressed to localhost, not to " +
		quoteHost(r.Host) + " (a page on another site may be trying to reach it through DNS rebinding). " +
		"To serve that name, give --allowed-host with it, or configure --api-key"
	body, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{"message": msg, "extensions": map[string]any{"code": "FORBIDDEN"}}}})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusForbidden)
	w.Write(body)
}

// allows tells whether a Host header names this machine's loopback or an
// allowed name; the port does not matter.
func (g *hostGuard) allows(host string) bool {
	name := strings.ToLower(host)
	if h, _, err := net.SplitHostPort(name); err == nil {
		name = h
	}
	name = strings.TrimSuffix(strings.Trim(name, "[]"), ".")
	switch {
	case name == "localhost" || strings.HasSuffix(name, ".localhost"):
		return true
	case g.allowed[name]:
		return true
	}
	ip := net.ParseIP(name)
	return ip != nil && ip.IsLoopback()
}

// quoteHost quotes at most the first 64 bytes of a Host header.
func quoteHost(h string) string {
	if len(h) > 64 {
		return `"` + h[:64] + `…"`
	}
	return `"` + h + `"`
}
