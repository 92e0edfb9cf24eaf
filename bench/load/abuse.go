package main

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"
)

// The abuse mix: what a probe, as an attacker would, found could hold the
// server's CPU and memory or lose data (issue 14), sent by a few clients
// over and over while the normal clients query and ingest. Each request
// should be refused at once or answered within its budget; the run shows
// whether the normal requests' latency and errors stay within bounds
// meanwhile. The requests go through the handler serve uses, with its
// default limits; only the rate limit, which would turn most of them away
// before they cost anything, is left out, so that each reaches the guard.
type abuse struct {
	name string
	body func(star string) (query string, vars map[string]any)
}

var abuses = []abuse{
	{"ten deep copies", func(star string) (string, map[string]any) { return deep(star, 10), nil }},
	{"one deep copy", func(star string) (string, map[string]any) { return deep(star, 1), nil }},
	{"twenty pages of texts", func(string) (string, map[string]any) {
		pages := make([]string, 20)
		for i := range pages {
			pages[i] = fmt.Sprintf("r%d: reports(first: 100) { edges { node { text } } }", i)
		}
		return "{ " + strings.Join(pages, " ") + " }", nil
	}},
	{"a page of texts", func(string) (string, map[string]any) {
		return `{ reports(first: 100) { edges { node { text } } } }`, nil
	}},
	{"14,980 repeated fields", func(string) (string, map[string]any) {
		return "{ clubs(first: 1) { edges { node { " + strings.Repeat("name ", 14980) + "} } } }", nil
	}},
	{"a 2 MB search", func(string) (string, map[string]any) {
		return `query($q: String!) { search(query: $q) { __typename } }`, map[string]any{"q": strings.Repeat("a ", 999990) + "zzqx"}
	}},
	{"the costliest search allowed", func(string) (string, map[string]any) {
		return `query($q: String!) { search(query: $q, first: 100) { __typename } }`, map[string]any{"q": "a e i o u n r zzqx"}
	}},
	{"a subscription over POST", func(string) (string, map[string]any) {
		return `subscription { reportIngested { id } }`, nil
	}},
	{"an overflowing cursor", func(string) (string, map[string]any) {
		return `query($c: String) { matches(after: $c) { totalCount } }`,
			map[string]any{"c": base64.RawURLEncoding.EncodeToString([]byte("o:9223372036854775807"))}
	}},
	{"a 1.9 MB cursor", func(string) (string, map[string]any) {
		return `query($c: String) { players(after: $c) { totalCount } }`, map[string]any{"c": strings.Repeat("Zm9v", 1900000/4)}
	}},
	{"introspection under an alias", func(string) (string, map[string]any) {
		return `{ s: __schema { types { name fields { name type { name ofType { name } } } } } }`, nil
	}},
}

// deep is the probe's query, copies times under aliases: a player's
// matches, their players, their matches, their players' names.
func deep(player string, copies int) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i := range copies {
		fmt.Fprintf(&b, `a%d: player(id: %q) { matches { players { matches { players { name } } } } } `, i, player)
	}
	b.WriteString("}")
	return b.String()
}

// abuse sends abuse number i of the mix and records how it was answered:
// by its error code ("answered" when it was), and how long it took.
func (c *client) abuse(ctx context.Context, star string, i int) {
	a := abuses[i%len(abuses)]
	q, vars := a.body(star)
	start := time.Now()
	_, err := c.do(ctx, q, vars)
	took := time.Since(start)
	outcome := "answered"
	if err != nil {
		outcome, _, _ = strings.Cut(err.Error(), ":")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stats["abuse"].latencies = append(c.stats["abuse"].latencies, took)
	key := a.name + ": " + outcome
	if c.abused[key] == nil {
		c.abused[key] = &kindStats{}
	}
	c.abused[key].latencies = append(c.abused[key].latencies, took)
}
