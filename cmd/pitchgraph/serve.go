package main

import (
	"context"
	"errors"
	"fmt"
	"io"
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
	fs := newFlags("serve", "[store flags] [--addr HOST:PORT] [--load DIR_OR_FILE]...", stderr)
	var sf storeFlags
	sf.register(fs)
	addr := fs.String("addr", env("PITCHGRAPH_ADDR", "127.0.0.1:8080"), "`address` to listen on (env PITCHGRAPH_ADDR)")
	var loads listFlag
	fs.Var(&loads, "load", "ingest the reports in this `file or directory` before serving; repeatable")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pitchgraph serve: unexpected argument %q (reports to load go after --load)\n", fs.Arg(0))
		return errUsage
	}
	var files []string
	if len(loads) > 0 {
		var err error
		if files, err = reportFiles(loads); err != nil {
			return err
		}
	}
	s, desc, err := sf.open(ctx, stderr)
	if err != nil {
		return err
	}
	defer s.Close()
	broker := &resolvers.Broker{}
	if len(files) > 0 {
		fmt.Fprintf(stderr, "pitchgraph: loading %d report%s into the %s\n", len(files), plural(len(files)), desc)
		publish := func(r *ingest.Result) { broker.Publish(r.Report) }
		if err := load(ctx, s, files, "", stdout, stderr, publish); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", *addr, err)
	}
	srv := &http.Server{Handler: routes(s, broker), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stderr, "pitchgraph: serving the %s\n", desc)
	fmt.Fprintf(stderr, "pitchgraph: playground at http://%s/ , GraphQL at http://%s/graphql\n", ln.Addr(), ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(stderr, "pitchgraph: shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// routes mounts the API, the playground and the health checks.
func routes(s graph.Store, broker *resolvers.Broker) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/graphql", resolvers.NewHandler(resolvers.Config{Store: s, Broker: broker}))
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
	mux.Handle("/", web.Playground())
	return mux
}
