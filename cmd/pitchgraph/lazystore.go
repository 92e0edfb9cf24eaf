package main

import (
	"context"
	"sync"
	"time"

	"pitchgraph/graph"
)

// lazyStore is a graph.Store that is not connected yet: it keeps trying to
// open the real one in the background, and until it has, every method
// fails with an EUNAVAILABLE "store unavailable" error (Ping's says why),
// so that serve can start while its database is down and recover by
// itself when it comes up. Once open, it passes every call through.
type lazyStore struct {
	open  func(context.Context) (graph.Store, error)
	ready chan struct{} // closed once connected
	stop  context.CancelFunc
	done  chan struct{} // closed when the connecting goroutine has ended

	mu      sync.Mutex
	s       graph.Store // nil until connected
	lastErr error
	closed  bool
}

var _ graph.Store = (*lazyStore)(nil)

// Retry intervals: the first retry comes soon, later ones back off.
const (
	firstRetry = 500 * time.Millisecond
	maxRetry   = 5 * time.Second
	openWait   = 10 * time.Second // longest one attempt may take
)

// connectLazily returns a store that calls open until it succeeds;
// firstErr is the error of the attempt the caller already made.
func connectLazily(open func(context.Context) (graph.Store, error), firstErr error) *lazyStore {
	ctx, stop := context.WithCancel(context.Background())
	l := &lazyStore{open: open, ready: make(chan struct{}), stop: stop, done: make(chan struct{}), lastErr: firstErr}
	go l.connect(ctx)
	return l
}

func (l *lazyStore) connect(ctx context.Context) {
	defer close(l.done)
	wait := firstRetry
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, maxRetry)
		attempt, cancel := context.WithTimeout(ctx, openWait)
		s, err := l.open(attempt)
		cancel()
		l.mu.Lock()
		switch {
		case err == nil && l.closed:
			l.mu.Unlock()
			s.Close()
			return
		case err == nil:
			l.s = s
			l.mu.Unlock()
			close(l.ready)
			return
		}
		l.lastErr = err
		l.mu.Unlock()
	}
}

// Ready is closed once the store is connected.
func (l *lazyStore) Ready() <-chan struct{} { return l.ready }

// store returns the connected store or the error to answer with.
func (l *lazyStore) store() (graph.Store, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.s != nil:
		return l.s, nil
	case l.closed:
		return nil, graph.Errorf(graph.EUNAVAILABLE, "the store is closed")
	}
	// The cause (addresses, driver messages) goes to the logs, not clients.
	return nil, graph.Wrap(graph.EUNAVAILABLE, l.lastErr, "store unavailable: the database cannot be reached yet; retry later")
}

// Ping says why the store is not connected yet, for /readyz.
func (l *lazyStore) Ping(ctx context.Context) error {
	s, err := l.store()
	if err != nil {
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.closed {
			return err
		}
		return graph.Wrap(graph.EUNAVAILABLE, l.lastErr, "store unavailable, retrying: "+graph.ErrorMessage(l.lastErr))
	}
	return s.Ping(ctx)
}

// Close stops connecting and closes the store if it was connected.
func (l *lazyStore) Close() error {
	l.mu.Lock()
	l.closed = true
	s := l.s
	l.mu.Unlock()
	l.stop()
	<-l.done
	if s != nil {
		return s.Close()
	}
	return nil
}

func (l *lazyStore) Ingest(ctx context.Context, f *graph.Facts) (graph.IngestResult, error) {
	s, err := l.store()
	if err != nil {
		return graph.IngestResult{}, err
	}
	return s.Ingest(ctx, f)
}

func (l *lazyStore) IngestMany(ctx context.Context, fs []*graph.Facts) ([]graph.IngestResult, error) {
	s, err := l.store()
	if err != nil {
		return nil, err
	}
	return s.IngestMany(ctx, fs)
}

func (l *lazyStore) DeleteReport(ctx context.Context, id string) (bool, error) {
	s, err := l.store()
	if err != nil {
		return false, err
	}
	return s.DeleteReport(ctx, id)
}

// byIDs passes a lookup by IDs through.
func byIDs[T any](l *lazyStore, call func(graph.Store) ([]T, error)) ([]T, error) {
	s, err := l.store()
	if err != nil {
		return nil, err
	}
	return call(s)
}

func (l *lazyStore) Clubs(ctx context.Context, ids []string) ([]*graph.Club, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Club, error) { return s.Clubs(ctx, ids) })
}

func (l *lazyStore) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Player, error) { return s.Players(ctx, ids) })
}

func (l *lazyStore) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Match, error) { return s.Matches(ctx, ids) })
}

func (l *lazyStore) Goals(ctx context.Context, ids []string) ([]*graph.Goal, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Goal, error) { return s.Goals(ctx, ids) })
}

func (l *lazyStore) Cards(ctx context.Context, ids []string) ([]*graph.Card, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Card, error) { return s.Cards(ctx, ids) })
}

func (l *lazyStore) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	return byIDs(l, func(s graph.Store) ([]*graph.Report, error) { return s.Reports(ctx, ids) })
}

func (l *lazyStore) ClubByName(ctx context.Context, name string) (*graph.Club, error) {
	s, err := l.store()
	if err != nil {
		return nil, err
	}
	return s.ClubByName(ctx, name)
}

func (l *lazyStore) PlayerByName(ctx context.Context, name string) (*graph.Player, error) {
	s, err := l.store()
	if err != nil {
		return nil, err
	}
	return s.PlayerByName(ctx, name)
}

// page passes a Find call through.
func page[T any](l *lazyStore, call func(graph.Store) (graph.Connection[T], error)) (graph.Connection[T], error) {
	s, err := l.store()
	if err != nil {
		return graph.Connection[T]{}, err
	}
	return call(s)
}

func (l *lazyStore) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	return page(l, func(s graph.Store) (graph.Connection[graph.Club], error) { return s.FindClubs(ctx, w, p) })
}

func (l *lazyStore) FindPlayers(ctx context.Context, w graph.PlayerWhere, o graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	return page(l, func(s graph.Store) (graph.Connection[graph.Player], error) { return s.FindPlayers(ctx, w, o, p) })
}

func (l *lazyStore) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	return page(l, func(s graph.Store) (graph.Connection[graph.Match], error) { return s.FindMatches(ctx, w, p) })
}

func (l *lazyStore) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	return page(l, func(s graph.Store) (graph.Connection[graph.Goal], error) { return s.FindGoals(ctx, w, p) })
}

func (l *lazyStore) FindReports(ctx context.Context, p graph.Page) (graph.Connection[graph.Report], error) {
	return page(l, func(s graph.Store) (graph.Connection[graph.Report], error) { return s.FindReports(ctx, p) })
}

func (l *lazyStore) GoalsBy(ctx context.Context, rel graph.GoalRel, ids []string) ([][]graph.Goal, error) {
	return byIDs(l, func(s graph.Store) ([][]graph.Goal, error) { return s.GoalsBy(ctx, rel, ids) })
}

func (l *lazyStore) CardsBy(ctx context.Context, rel graph.CardRel, ids []string) ([][]graph.Card, error) {
	return byIDs(l, func(s graph.Store) ([][]graph.Card, error) { return s.CardsBy(ctx, rel, ids) })
}

func (l *lazyStore) PlayersOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	return byIDs(l, func(s graph.Store) ([][]string, error) { return s.PlayersOfMatches(ctx, ids) })
}

func (l *lazyStore) MatchesOfPlayers(ctx context.Context, ids []string) ([][]string, error) {
	return byIDs(l, func(s graph.Store) ([][]string, error) { return s.MatchesOfPlayers(ctx, ids) })
}

func (l *lazyStore) ReportsOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	return byIDs(l, func(s graph.Store) ([][]string, error) { return s.ReportsOfMatches(ctx, ids) })
}

func (l *lazyStore) ReportsAfter(ctx context.Context, after int64, first int) ([]graph.Report, int64, error) {
	s, err := l.store()
	if err != nil {
		return nil, after, err
	}
	return s.ReportsAfter(ctx, after, first)
}

func (l *lazyStore) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	return byIDs(l, func(s graph.Store) ([]graph.PassLink, error) { return s.PassLinks(ctx, w, first) })
}

func (l *lazyStore) PassLinksOf(ctx context.Context, dir graph.Direction, ids []string) ([][]graph.PassLink, error) {
	return byIDs(l, func(s graph.Store) ([][]graph.PassLink, error) { return s.PassLinksOf(ctx, dir, ids) })
}

func (l *lazyStore) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	return byIDs(l, func(s graph.Store) ([]graph.SearchHit, error) { return s.Search(ctx, query, first) })
}

func (l *lazyStore) Degrees(ctx context.Context) (graph.Degrees, error) {
	s, err := l.store()
	if err != nil {
		return graph.Degrees{}, err
	}
	return s.Degrees(ctx)
}
