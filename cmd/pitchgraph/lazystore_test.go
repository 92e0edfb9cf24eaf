package main

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
)

// TestLazyStoreConnectsWhenTheDatabaseComesUp stands a failing open in for
// a database that is down, then lets it succeed: the store answers
// "store unavailable" until then and passes calls through after.
func TestLazyStoreConnectsWhenTheDatabaseComesUp(t *testing.T) {
	var up atomic.Bool
	var attempts atomic.Int32
	down := graph.Wrap(graph.EUNAVAILABLE, errors.New("dial tcp: connection refused"), "neo4j: cannot reach bolt://db:7687: connection refused")
	open := func(ctx context.Context) (graph.Store, error) {
		attempts.Add(1)
		if !up.Load() {
			return nil, down
		}
		return embedded.Open(t.TempDir())
	}
	l := connectLazily(open, down)
	defer l.Close()

	ctx := context.Background()
	err := l.Ping(ctx)
	if graph.ErrorCode(err) != graph.EUNAVAILABLE || graph.ErrorMessage(err) != "store unavailable, retrying: neo4j: cannot reach bolt://db:7687: connection refused" {
		t.Errorf("Ping while down: %v; want EUNAVAILABLE with the reason", err)
	}
	_, err = l.FindClubs(ctx, graph.ClubWhere{}, graph.Page{First: 1})
	if graph.ErrorCode(err) != graph.EUNAVAILABLE || graph.ErrorMessage(err) != "store unavailable: the database cannot be reached yet; retry later" {
		t.Errorf("FindClubs while down: %v; want EUNAVAILABLE, store unavailable", err)
	}
	waitFor(t, "a retry", func() bool { return attempts.Load() >= 1 })

	up.Store(true)
	select {
	case <-l.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("not connected 10 s after the database came up")
	}
	if err := l.Ping(ctx); err != nil {
		t.Errorf("Ping once up: %v", err)
	}
	if c, err := l.FindClubs(ctx, graph.ClubWhere{}, graph.Page{First: 1}); err != nil || c.Total != 0 {
		t.Errorf("FindClubs once up: %+v, %v; want an empty list", c, err)
	}
	n := attempts.Load()
	time.Sleep(2 * firstRetry)
	if attempts.Load() != n {
		t.Error("the store kept trying to connect after it had")
	}
}

func TestLazyStoreCloseStopsRetrying(t *testing.T) {
	var attempts atomic.Int32
	down := graph.Errorf(graph.EUNAVAILABLE, "down")
	l := connectLazily(func(context.Context) (graph.Store, error) { attempts.Add(1); return nil, down }, down)
	waitFor(t, "a retry", func() bool { return attempts.Load() >= 1 })
	if err := l.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	n := attempts.Load()
	time.Sleep(2 * firstRetry)
	if attempts.Load() != n {
		t.Error("retries went on after Close")
	}
	if _, err := l.Reports(context.Background(), []string{"x"}); graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Errorf("Reports after Close: %v, want EUNAVAILABLE", err)
	}
}
