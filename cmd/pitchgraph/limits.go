package main

import (
	"flag"
	"fmt"
	"time"

	"pitchgraph/ingest"
	"pitchgraph/resolvers"
)

// limitFlags configure resolvers.Limits, the rate limit and the shutdown
// deadline. Each has an environment variable, PITCHGRAPH_ and the flag's
// name in capitals with underscores.
type limitFlags struct {
	limits          resolvers.Limits
	rate            float64
	burst           int
	trustProxy      bool
	shutdownTimeout time.Duration
	production      bool
	cacheMB         int
}

// Defaults of the flags that are not request limits.
const (
	defaultRate            = 20 // requests per second per client
	defaultBurst           = 60
	defaultShutdownTimeout = 15 * time.Second
	defaultCacheMB         = resolvers.DefaultResponseCacheBytes >> 20
)

// limitFlagNames are the flags of limitFlags, each with an environment
// variable named by envName.
var limitFlagNames = []string{
	"max-body-bytes", "max-tokens", "max-depth", "max-aliases", "max-root-fields", "max-fields", "max-set-fields", "max-directives",
	"max-batch", "max-complexity", "max-report-bytes", "max-websockets", "max-subscriptions", "timeout", "max-response-bytes",
	"rate", "burst", "trust-proxy", "shutdown-timeout", "production", "response-cache-mb",
}

// env maps the flags of limitFlags to their environment variables.
func (lf *limitFlags) env() map[string]string {
	m := make(map[string]string, len(limitFlagNames))
	for _, name := range limitFlagNames {
		m[name] = envName(name)
	}
	return m
}

func (lf *limitFlags) register(fs *flag.FlagSet) {
	d := resolvers.DefaultLimits()
	lf.limits = d
	l := &lf.limits
	intFlag := func(p *int, name, usage string) {
		fs.IntVar(p, name, *p, usage+"; 0 for no limit")
	}
	fs.Int64Var(&l.BodyBytes, "max-body-bytes", d.BodyBytes, "largest request body in `bytes`; 0 for no limit")
	intFlag(&l.Tokens, "max-tokens", "most parser `tokens` in a query")
	intFlag(&l.Depth, "max-depth", "deepest field `nesting` of a query")
	intFlag(&l.Aliases, "max-aliases", "most `aliases` in a query")
	intFlag(&l.RootFields, "max-root-fields", "most top-level `fields` of an operation")
	intFlag(&l.Fields, "max-fields", "most `fields` of a query, its fragments expanded (checked before validation, whose time grows with their square)")
	intFlag(&l.SetFields, "max-set-fields", "most `fields` in one selection set of a query, the fragments spread into it included")
	intFlag(&l.Directives, "max-directives", "most `directives` in a query")
	intFlag(&l.Batch, "max-batch", "most `operations` in one batched request")
	intFlag(&l.Complexity, "max-complexity", "highest `cost` of an operation (lists cost their first times what each item selects)")
	intFlag(&l.ReportBytes, "max-report-bytes", fmt.Sprintf("largest report text in `bytes` ingestReport takes (at most %d)", ingest.MaxReportBytes))
	intFlag(&l.Websockets, "max-websockets", "most websocket `connections` open at once")
	intFlag(&l.Subscriptions, "max-subscriptions", "most `subscriptions` on one websocket connection")
	fs.DurationVar(&l.Timeout, "timeout", d.Timeout, "longest `time` a query or mutation may take, from the request's arrival; its work stops then; 0 for no limit")
	fs.Int64Var(&l.ResponseBytes, "max-response-bytes", d.ResponseBytes, "largest answer in `bytes` (all the answers of a batch together); the work stops when it is reached; 0 for no limit")
	fs.Float64Var(&lf.rate, "rate", defaultRate, "average `requests` per second each client (IP address) may make to /graphql; 0 for no limit")
	fs.IntVar(&lf.burst, "burst", defaultBurst, "requests a client may make at once before --rate applies")
	fs.BoolVar(&lf.trustProxy, "trust-proxy", false, "take the client's address from the last X-Forwarded-For entry (only behind a proxy that sets it)")
	fs.DurationVar(&lf.shutdownTimeout, "shutdown-timeout", defaultShutdownTimeout, "how long requests in flight may take to finish after SIGTERM")
	fs.IntVar(&lf.cacheMB, "response-cache-mb", defaultCacheMB, "`megabytes` of query answers kept until the graph changes (embedded store only: Neo4j may have other writers); 0 turns the cache off")
	fs.BoolVar(&lf.production, "production", false, "turn off introspection, the playground and suggestions in errors")
}

// resolved returns the Limits with the flags' 0 ("no limit") turned into
// the -1 that resolvers.Limits wants for it, and checks what it cannot.
func (lf *limitFlags) resolved() (resolvers.Limits, error) {
	l := lf.limits
	switch {
	case l.ReportBytes > ingest.MaxReportBytes:
		return l, fmt.Errorf("--max-report-bytes %d: ingest takes at most %d bytes", l.ReportBytes, ingest.MaxReportBytes)
	case l.ReportBytes == 0:
		l.ReportBytes = ingest.MaxReportBytes
	}
	for _, p := range []*int{&l.Tokens, &l.Depth, &l.Aliases, &l.RootFields, &l.Fields, &l.SetFields, &l.Directives, &l.Batch, &l.Complexity, &l.Websockets, &l.Subscriptions} {
		if *p <= 0 {
			*p = -1
		}
	}
	for _, p := range []*int64{&l.BodyBytes, &l.ResponseBytes} {
		if *p <= 0 {
			*p = -1
		}
	}
	if l.Timeout <= 0 {
		l.Timeout = -1
	}
	if lf.cacheMB < 0 {
		return l, fmt.Errorf("--response-cache-mb must not be negative (0 turns the cache off)")
	}
	if lf.rate < 0 || lf.burst < 1 && lf.rate > 0 {
		return l, fmt.Errorf("--rate must not be negative and --burst must be at least 1")
	}
	return l, nil
}

// envName is the environment variable of a flag: PITCHGRAPH_MAX_DEPTH for
// max-depth.
func envName(flag string) string {
	b := []byte("PITCHGRAPH_" + flag)
	for i, c := range b {
		switch {
		case c == '-':
			b[i] = '_'
		case 'a' <= c && c <= 'z':
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
