package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"pitchgraph/graph"
	"pitchgraph/ingest"
	"pitchgraph/resolvers"
	"pitchgraph/web"
)

// listFlag collects a flag given several times.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("serve", "[store flags] [--addr HOST:PORT] [--load DIR_OR_FILE]... [--api-key KEY] [limit flags]", stderr)
	var sf storeFlags
	sf.register(fs)
	addr := fs.String("addr", env("PITCHGRAPH_ADDR", "127.0.0.1:8080"), "`address` to listen on (env PITCHGRAPH_ADDR)")
	var loads listFlag
	fs.Var(&loads, "load", "ingest the reports in this `file or directory` before serving; repeatable")
	var af authFlags
	af.register(fs)
	var allowedHosts hostsFlag
	fs.Var(&allowedHosts, "allowed-host", "without credentials, also answer requests addressed to this host `name` (localhost always is); repeatable (env PITCHGRAPH_ALLOWED_HOSTS, comma-separated)")
	var lf limitFlags
	lf.register(fs)
	for _, envs := range []map[string]string{authEnv, lf.env(), {"allowed-host": "PITCHGRAPH_ALLOWED_HOSTS"}} {
		if err := setFromEnv(fs, envs); err != nil {
			fmt.Fprintln(stderr, "pitchgraph serve:", err)
			return errUsage
		}
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pitchgraph serve: unexpected argument %q (reports to load go after --load)\n", fs.Arg(0))
		return errUsage
	}
	auth, warnings, err := af.authenticator()
	if err != nil {
		return err
	}
	limits, err := lf.resolved()
	if err != nil {
		return err
	}
	for _, w := range warnings {
		fmt.Fprintln(stderr, "pitchgraph: warning:", w)
	}
	if a, err := net.ResolveTCPAddr("tcp", *addr); err == nil {
		// Refuse before loading anything; Listen reports a bad address.
		if err := exposureError(a, auth, &af); err != nil {
			return err
		}
	}
	var files []string
	if len(loads) > 0 {
		if files, err = reportFiles(loads); err != nil {
			return err
		}
	}
	s, desc, err := openServeStore(ctx, &sf, stderr)
	if err != nil {
		return err
	}
	defer s.Close()
	s = wrapServeStore(s)
	broker := &resolvers.Broker{}
	if len(files) > 0 {
		if err := loadFiles(ctx, s, desc, files, broker, stdout, stderr); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", *addr, err)
	}
	if err := checkExposure(ln.Addr(), auth, &af, stderr); err != nil {
		ln.Close()
		return err
	}
	ws := &upgrades{}
	opts := serveOptions{
		limits:     limits,
		auth:       auth,
		protect:    af.protectQueries,
		production: lf.production,
		logger:     slog.New(slog.NewTextHandler(stderr, nil)),
		cacheBytes: -1,
	}
	if lf.cacheMB > 0 {
		opts.cacheBytes = lf.cacheMB << 20
	}
	if lf.rate > 0 {
		opts.rateLimiter = newRateLimiter(lf.rate, lf.burst, lf.trustProxy)
	}
	handler := routes(s, broker, opts)
	if auth == nil && !af.insecure {
		handler = newHostGuard(allowedHosts, handler)
	}
	srv := &http.Server{
		Handler:           ws.wrap(handler),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second, // a request body sent slowly; websockets are exempt once upgraded
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	if limits.Timeout > 0 {
		srv.WriteTimeout = limits.Timeout + 15*time.Second // a backstop: the GraphQL timeout answers first
	}
	fmt.Fprintf(stderr, "pitchgraph: serving the %s\n", desc)
	if lf.production {
		fmt.Fprintf(stderr, "pitchgraph: production: introspection, playground and suggestions off; GraphQL at http://%s/graphql\n", ln.Addr())
	} else {
		fmt.Fprintf(stderr, "pitchgraph: playground at http://%s/ , GraphQL at http://%s/graphql\n", ln.Addr(), ln.Addr())
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	deadline, cancel := context.WithTimeout(context.Background(), lf.shutdownTimeout)
	defer cancel()
	return shutdown(srv, ws, deadline, stderr)
}

// wrapServeStore lets tests slow the store down or make it fail.
var wrapServeStore = func(s graph.Store) graph.Store { return s }

// openServeStore opens the store for serve. A Neo4j that cannot be reached
// yet does not stop it: the store connects in the background and, until
// it has, /readyz says why not and requests get "store unavailable".
func openServeStore(ctx context.Context, sf *storeFlags, stderr io.Writer) (graph.Store, string, error) {
	s, desc, err := sf.open(ctx, stderr)
	if err == nil || sf.uri == "" || graph.ErrorCode(err) != graph.EUNAVAILABLE {
		return s, desc, err
	}
	fmt.Fprintf(stderr, "pitchgraph: warning: %s\npitchgraph: serving anyway: /readyz says not ready and requests get \"store unavailable\" until Neo4j answers; retrying\n", message(err))
	open := func(ctx context.Context) (graph.Store, error) {
		s, _, err := sf.open(ctx, io.Discard)
		return s, err
	}
	lazy := connectLazily(open, err)
	desc = "Neo4j at " + sf.uri
	go func() {
		select {
		case <-lazy.Ready():
			fmt.Fprintf(stderr, "pitchgraph: connected to the %s\n", desc)
		case <-ctx.Done():
		}
	}()
	return lazy, desc, nil
}

// loadFiles ingests the --load reports before serving or, when the store
// is still connecting, as soon as it has connected.
func loadFiles(ctx context.Context, s graph.Store, desc string, files []string, broker *resolvers.Broker, stdout, stderr io.Writer) error {
	publish := func(r *ingest.Result) { broker.Publish(r.Report) }
	run := func() error {
		fmt.Fprintf(stderr, "pitchgraph: loading %d report%s into the %s\n", len(files), plural(len(files)), desc)
		return load(ctx, s, files, "", stdout, stderr, publish)
	}
	lazy, ok := s.(interface{ Ready() <-chan struct{} })
	if !ok {
		return run()
	}
	select {
	case <-lazy.Ready():
		return run()
	default:
	}
	fmt.Fprintf(stderr, "pitchgraph: the %d report%s to load will be loaded once the store is connected\n", len(files), plural(len(files)))
	go func() {
		select {
		case <-lazy.Ready():
			if err := run(); err != nil {
				fmt.Fprintln(stderr, "pitchgraph: loading:", message(err))
			}
		case <-ctx.Done():
		}
	}()
	return nil
}

// serveOptions configure routes.
type serveOptions struct {
	limits      resolvers.Limits
	auth        resolvers.Authenticator
	protect     bool
	production  bool
	rateLimiter *rateLimiter // nil: no rate limit
	logger      *slog.Logger
	cacheBytes  int // size of the response cache; negative for none
}

// routes mounts the API, the playground and the health checks.
func routes(s graph.Store, broker *resolvers.Broker, o serveOptions) http.Handler {
	mux := http.NewServeMux()
	var api http.Handler = resolvers.NewHandler(resolvers.Config{
		Store:              s,
		Broker:             broker,
		Logger:             o.logger,
		Limits:             o.limits,
		Auth:               o.auth,
		ProtectQueries:     o.protect,
		NoIntrospection:    o.production,
		NoSuggestions:      o.production,
		ResponseCacheBytes: o.cacheBytes,
	})
	if o.rateLimiter != nil {
		api = o.rateLimiter.wrap(api)
	}
	mux.Handle("/graphql", api)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
		defer cancel()
		if err := s.Ping(ctx); err != nil {
			http.Error(w, "not ready: "+graph.ErrorMessage(err), http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ready")
	})
	mux.Handle("/explore", web.Explorer())
	mux.Handle("/explore/", web.Explorer())
	mux.Handle("/static/explorer/", web.Explorer())
	if !o.production {
		mux.Handle("/", web.Playground())
	}
	return mux
}
