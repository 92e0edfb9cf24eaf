package resolvers

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"pitchgraph/graph"
)

// degrees keeps the store's graph.Degrees for the cost model
// (complexity.go), so that an unpaged list costs what the longest such
// list in the graph holds, not a guess. Asking the store may cost a pass
// over the graph, so an answer is kept: until the graph changes, for a
// store that can tell (Version), and then at most degreesEvery longer;
// for one that cannot, degreesEvery. A stale answer is refreshed in the
// background while it keeps serving: the graph grows by a report at a
// time, and the time and size budgets (budget.go) bound what a query
// costed a little low can do.
type degrees struct {
	store graph.Store
	cur   atomic.Pointer[graph.Degrees]

	mu         sync.Mutex
	at         time.Time // when cur was asked for
	version    uint64    // the store's version then
	refreshing bool
}

// How long a known answer serves after the graph changed (or, for a store
// that cannot tell, at all) before it is asked again.
const (
	degreesEvery            = time.Second
	degreesEveryUnversioned = 10 * time.Second
)

// fallbackDegrees stand in while the store cannot say: every unpaged list
// as long as a page, every text a megabyte.
var fallbackDegrees = graph.Degrees{
	ClubsOfPlayer: graph.MaxPage, MatchesOfPlayer: graph.MaxPage, GoalsOfScorer: graph.MaxPage, GoalsOfAssist: graph.MaxPage,
	CardsOfPlayer: graph.MaxPage, LinksOfPlayer: graph.MaxPage, GoalsOfMatch: graph.MaxPage, CardsOfMatch: graph.MaxPage,
	PlayersOfMatch: graph.MaxPage, ReportsOfMatch: graph.MaxPage, PassesOfGoal: graph.MaxPage, SourcesOfGoal: graph.MaxPage,
	SourcesOfCard: graph.MaxPage, GoalsOfLink: graph.MaxPage, TextLength: 1 << 20,
}

// now returns the degrees known, or the fallback.
func (d *degrees) now() graph.Degrees {
	if d == nil {
		return fallbackDegrees
	}
	if c := d.cur.Load(); c != nil {
		return *c
	}
	return fallbackDegrees
}

// refresh makes sure the degrees are known and not stale: the first time
// it asks the store within ctx; later it asks in the background.
func (d *degrees) refresh(ctx context.Context) {
	version, versioned := d.store.Version()
	d.mu.Lock()
	known := d.cur.Load() != nil
	every := degreesEveryUnversioned
	if versioned {
		every = degreesEvery
	}
	stale := !known || !(versioned && version == d.version) && time.Since(d.at) > every
	if !stale || d.refreshing {
		d.mu.Unlock()
		return
	}
	d.refreshing = true
	d.mu.Unlock()
	if !known {
		d.ask(ctx, version)
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		d.ask(ctx, version)
	}()
}

func (d *degrees) ask(ctx context.Context, version uint64) {
	got, err := d.store.Degrees(ctx)
	d.mu.Lock()
	defer d.mu.Unlock()
	d.refreshing = false
	if err != nil {
		return // asked again next time
	}
	d.cur.Store(&got)
	d.at, d.version = time.Now(), version
}
