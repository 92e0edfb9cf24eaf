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
// over the graph, so an answer is kept. A store that tells when its
// graph changes (Version: the embedded one, which answers from memory in
// milliseconds) is asked again when it has, at most every degreesEvery,
// and a request waits for the answer. One that cannot (Neo4j, where the
// first ask after a start takes the server seconds to plan) is asked in
// the background every degreesEveryUnversioned, and no request waits for
// it: until its first answer the old guess serves (every unpaged list 5
// long). Either way the time and size budgets (budget.go) bound what a
// query costed a little low can do.
type degrees struct {
	store graph.Store
	cur   atomic.Pointer[graph.Degrees]

	mu      sync.Mutex
	at      time.Time     // when cur was asked for
	version uint64        // the store's version then
	asking  chan struct{} // closed when the ask in flight ends; nil when none is
}

// How long a known answer serves after the graph changed (or, for a store
// that cannot tell, at all) before it is asked again.
const (
	degreesEvery            = time.Second
	degreesEveryUnversioned = time.Minute
)

// guessedDegrees stand in until the store has answered: the cost model's
// old guess, five items for every unpaged list, and a few KB of text.
var guessedDegrees = graph.Degrees{
	ClubsOfPlayer: 5, MatchesOfPlayer: 5, GoalsOfScorer: 5, GoalsOfAssist: 5, CardsOfPlayer: 5, LinksOfPlayer: 5,
	GoalsOfMatch: 5, CardsOfMatch: 5, PlayersOfMatch: 5, ReportsOfMatch: 5, PassesOfGoal: 5, SourcesOfGoal: 5,
	SourcesOfCard: 5, GoalsOfLink: 5, TextLength: 4 << 10,
}

// now returns the degrees known, or the guess.
func (d *degrees) now() graph.Degrees {
	if d == nil {
		return guessedDegrees
	}
	if c := d.cur.Load(); c != nil {
		return *c
	}
	return guessedDegrees
}

// refresh asks the store again when the degrees are unknown or stale:
// for a versioned store, waiting for the answer (or ctx); for another,
// in the background.
func (d *degrees) refresh(ctx context.Context) {
	version, versioned := d.store.Version()
	d.mu.Lock()
	known := d.cur.Load() != nil
	every := degreesEveryUnversioned
	if versioned {
		every = degreesEvery
	}
	asking := d.asking
	if asking == nil && (!known || !(versioned && version == d.version) && time.Since(d.at) > every) {
		asking = make(chan struct{})
		d.asking = asking
		go d.ask(version, asking)
	}
	d.mu.Unlock()
	if !versioned || asking == nil {
		return
	}
	select {
	case <-asking:
	case <-ctx.Done():
	}
}

func (d *degrees) ask(version uint64, done chan struct{}) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	got, err := d.store.Degrees(ctx)
	d.mu.Lock()
	defer d.mu.Unlock()
	if err == nil { // else asked again next time
		d.cur.Store(&got)
		d.at, d.version = time.Now(), version
	}
	d.asking = nil
	close(done) // after the answer is in place: waiters read it next
}
