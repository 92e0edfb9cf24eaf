package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
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
	logFormat := fs.String("log-format", env("PITCHGRAPH_LOG_FORMAT", "text"), "`format` of the log on stderr: text (slog's key=value lines) or json, one object a line (env PITCHGRAPH_LOG_FORMAT)")
	var loads listFlag
	fs.Var(&loads, "load", "ingest the reports in this `file or directory` before serving; repeatable")
	loadSource := fs.String("load-source", "", "`label` stored as the source of each --load report (default: the file's name, never its path)")
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
	if err := parse(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pitchgraph serve: unexpected argument %q (reports to load go after --load)\n", fs.Arg(0))
		return errUsage
	}
	log, err := newLogger(stderr, *logFormat)
	if err != nil {
		fmt.Fprintln(stderr, "pitchgraph serve:", err)
		return errUsage
	}
	if err := serveWith(ctx, log, &sf, *addr, loads, *loadSource, &af, allowedHosts, &lf); err != nil {
		log.Error(message(err))
		return loggedError{err}
	}
	return nil
}

// loggedError is an error serve has logged already.
type loggedError struct{ error }

func (e loggedError) Unwrap() error { return e.error }

// serveWith serves until ctx ends, logging what it does to log.
func serveWith(ctx context.Context, log *slog.Logger, sf *storeFlags, addr string, loads []string, loadSource string, af *authFlags, allowedHosts hostsFlag, lf *limitFlags) error {
	say := &logLines{log: log} // for code that says what it does on a writer
	auth, warnings, err := af.authenticator()
	if err != nil {
		return err
	}
	limits, err := lf.resolved()
	if err != nil {
		return err
	}
	for _, w := range warnings {
		log.Warn(w)
	}
	if a, err := net.ResolveTCPAddr("tcp", addr); err == nil {
		// Refuse before loading anything; Listen reports a bad address.
		if err := exposureError(a, auth, af); err != nil {
			return err
		}
	}
	var files []string
	if len(loads) > 0 {
		if files, err = reportFiles(loads); err != nil {
			return err
		}
		if err := readable(files); err != nil {
			return err
		}
	}
	s, desc, err := openServeStore(ctx, sf, log)
	if err != nil {
		return err
	}
	defer sf.close(s)
	s = wrapServeStore(s)
	broker := resolvers.NewBroker(s, log)
	if len(files) > 0 {
		if err := loadFiles(ctx, s, desc, files, loadSource, broker, log); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	shown, link := listening(addr, ln.Addr())
	if err := checkExposure(asGiven(shown, ln.Addr()), auth, af, say); err != nil {
		ln.Close()
		return err
	}
	ws := &upgrades{}
	opts := serveOptions{
		limits:     limits,
		auth:       auth,
		protect:    af.protectQueries,
		production: lf.production,
		logger:     log,
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
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	if limits.Timeout > 0 {
		srv.WriteTimeout = limits.Timeout + 15*time.Second // a backstop: the GraphQL timeout answers first
	}
	if lf.production {
		log.Info("serving the "+desc+"; production: introspection, playground and suggestions off",
			"addr", shown, "graphql", link+"/graphql")
	} else {
		log.Info("serving the "+desc, "addr", shown, "playground", link+"/", "graphql", link+"/graphql")
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
	return shutdown(srv, ws, deadline, say)
}

// listening returns the address serve listens on as the user gave it,
// with the port it got (":0" asks for any), and the base URL of a link a
// browser on this machine can open: an address that stands for every
// interface (0.0.0.0, ::, none) is reached through 127.0.0.1.
func listening(asked string, got net.Addr) (shown, link string) {
	host, _, err := net.SplitHostPort(asked)
	_, port, err2 := net.SplitHostPort(got.String())
	if err != nil || err2 != nil {
		return got.String(), "http://" + got.String()
	}
	shown = net.JoinHostPort(host, port)
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return shown, "http://" + net.JoinHostPort(host, port)
}

// asGiven returns the address shown when its host is an IP address, as a
// TCP address (so that a loopback one is seen as such), else got.
func asGiven(shown string, got net.Addr) net.Addr {
	if a, err := net.ResolveTCPAddr("tcp", shown); err == nil && a.IP != nil {
		return a
	}
	return got
}

// readable checks that the report files can be opened, so that serve
// fails before it opens a store for nothing.
func readable(files []string) error {
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return fmt.Errorf("cannot read %s: %w", f, unwrapPath(err))
		}
		fh.Close()
	}
	return nil
}

// wrapServeStore lets tests slow the store down or make it fail.
var wrapServeStore = func(s graph.Store) graph.Store { return s }

// openServeStore opens the store for serve. A Neo4j that cannot be reached
// yet does not stop it: the store connects in the background and, until
// it has, /readyz says why not and requests get "store unavailable".
func openServeStore(ctx context.Context, sf *storeFlags, log *slog.Logger) (graph.Store, string, error) {
	s, desc, err := sf.open(ctx, log)
	if err == nil || sf.uri == "" || graph.ErrorCode(err) != graph.EUNAVAILABLE {
		return s, desc, err
	}
	log.Warn(message(err)+"; serving anyway: /readyz says not ready and requests get \"store unavailable\" until Neo4j answers; retrying",
		"neo4j", sf.uri)
	open := func(ctx context.Context) (graph.Store, error) {
		s, _, err := sf.open(ctx, log)
		return s, err
	}
	lazy := connectLazily(open, err)
	desc = "Neo4j at " + sf.uri
	go func() {
		select {
		case <-lazy.Ready():
			log.Info("connected to the " + desc)
		case <-ctx.Done():
		}
	}()
	return lazy, desc, nil
}

// loadFiles ingests the --load reports before serving or, when the store
// is still connecting, as soon as it has connected.
func loadFiles(ctx context.Context, s graph.Store, desc string, files []string, source string, broker *resolvers.Broker, log *slog.Logger) error {
	done := func(file string, res *ingest.Result) {
		state := ""
		if !res.Created {
			state = " (already ingested)"
		}
		log.Info(file + ": " + res.Summary() + state)
		for _, w := range res.Warnings {
			log.Warn(file + ": " + w)
		}
		if res.Created {
			broker.Publish(res.Report)
		}
	}
	run := func() error {
		log.Info(fmt.Sprintf("loading %d report%s into the %s", len(files), plural(len(files)), desc))
		return load(ctx, s, files, source, log, done)
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
	log.Info(fmt.Sprintf("the %d report%s to load will be loaded once the store is connected", len(files), plural(len(files))))
	go func() {
		select {
		case <-lazy.Ready():
			if err := run(); err != nil {
				log.Error("loading: " + message(err))
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
