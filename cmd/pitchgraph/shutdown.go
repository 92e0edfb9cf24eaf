package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"
)

// upgrades tracks the connections upgraded to websockets. http.Server's
// Shutdown neither closes nor waits for them (they are hijacked), so on
// shutdown closeAll cancels their contexts, which makes the GraphQL
// transport end their subscriptions and close them, and wait waits until
// their handlers have returned.
type upgrades struct {
	mu      sync.Mutex
	next    int
	cancels map[int]context.CancelFunc
	closing bool
	wg      sync.WaitGroup
}

func (u *upgrades) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") == "" {
			h.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		id, ok := u.add(cancel)
		if !ok {
			http.Error(w, "shutting down", http.StatusServiceUnavailable)
			return
		}
		defer u.remove(id)
		h.ServeHTTP(w, r.WithContext(ctx))
	})
}

func (u *upgrades) add(cancel context.CancelFunc) (int, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.closing {
		return 0, false
	}
	if u.cancels == nil {
		u.cancels = map[int]context.CancelFunc{}
	}
	u.next++
	u.cancels[u.next] = cancel
	u.wg.Add(1)
	return u.next, true
}

func (u *upgrades) remove(id int) {
	u.mu.Lock()
	delete(u.cancels, id)
	u.mu.Unlock()
	u.wg.Done()
}

// closeAll ends every websocket connection and refuses new ones; it
// returns how many there were.
func (u *upgrades) closeAll() int {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.closing = true
	for _, cancel := range u.cancels {
		cancel()
	}
	return len(u.cancels)
}

// wait waits until every websocket handler has returned or ctx ends.
func (u *upgrades) wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() {
		u.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// shutdown stops srv gracefully: it stops accepting connections, closes
// the websockets (ending their subscriptions) and lets requests in flight
// finish until the deadline, after which it closes what is left.
func shutdown(srv *http.Server, ws *upgrades, deadline context.Context, stderr io.Writer) error {
	n := ws.closeAll()
	fmt.Fprintf(stderr, "pitchgraph: shutting down: closing %d websocket connection%s, finishing requests in flight\n", n, plural(n))
	err := srv.Shutdown(deadline)
	if werr := ws.wait(deadline); err == nil {
		err = werr
	}
	if errors.Is(err, context.DeadlineExceeded) {
		srv.Close()
		return errors.New("shutdown: requests still running at the deadline were cut off")
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
