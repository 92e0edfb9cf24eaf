package resolvers

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"pitchgraph/graph"
)

// subscriberBuffer is how many reports a subscriber may fall behind before
// the broker gives up on it (after feedPatience, for a fed broker).
const subscriberBuffer = 16

// feedPatience is how long a fed broker waits for a subscriber whose
// buffer is full to make room, before it gives up on it: one read of the
// feed may bring many reports at once (a `pitchgraph ingest` run).
const feedPatience = 5 * time.Second

// feedStartWait bounds how long Subscribe waits for a new feed reader to
// learn where the feed starts (one read of the store).
const feedStartWait = 3 * time.Second

// DefaultFeedInterval is how often a fed broker reads the store's feed of
// new reports while anyone subscribes.
const DefaultFeedInterval = time.Second

// Broker fans newly ingested reports out to the reportIngested
// subscriptions. A subscriber that falls too far behind is disconnected
// (its channel closed, which ends its subscription) rather than allowed to
// stall the others or silently miss reports. It is safe for concurrent use.
//
// The zero Broker hears of reports through Publish, which the ingests of
// this process call: right for a store no other process writes. One from
// NewBroker over a store that other processes may write (Neo4j: other
// pitchgraph replicas, `pitchgraph ingest`) reads the store's feed of new
// reports instead (graph.Store.ReportsAfter), once per interval for all
// the subscribers of the process, while anyone subscribes; its Publish
// does nothing, since the feed brings every report, exactly once and in
// the order the ingests committed.
type Broker struct {
	mu   sync.Mutex
	subs map[chan *graph.Report]struct{}

	// The feed, when store is set; reader is the reading goroutine's
	// stop function while it runs.
	store  graph.Store
	every  time.Duration
	log    *slog.Logger
	reader *context.CancelFunc
}

// NewBroker returns the broker for s: one that reads s's feed of new
// reports every DefaultFeedInterval when other processes may write s (its
// Version says so), else a zero Broker. log receives the feed's failures;
// nil means slog.Default().
func NewBroker(s graph.Store, log *slog.Logger) *Broker {
	if _, sole := s.Version(); sole {
		return &Broker{}
	}
	return NewFeedBroker(s, DefaultFeedInterval, log)
}

// NewFeedBroker returns a broker that reads s's feed of new reports every
// interval while anyone subscribes.
func NewFeedBroker(s graph.Store, every time.Duration, log *slog.Logger) *Broker {
	if log == nil {
		log = slog.Default()
	}
	return &Broker{store: s, every: every, log: log}
}

// Subscribe returns a channel that receives every report ingested from now
// on. The channel is closed when ctx is done or when the subscriber falls
// more than subscriberBuffer reports behind.
func (b *Broker) Subscribe(ctx context.Context) <-chan *graph.Report {
	ch := make(chan *graph.Report, subscriberBuffer)
	b.mu.Lock()
	if b.subs == nil {
		b.subs = make(map[chan *graph.Report]struct{})
	}
	b.subs[ch] = struct{}{}
	var started chan struct{}
	if b.store != nil && b.reader == nil {
		rctx, stop := context.WithCancel(context.Background())
		b.reader, started = &stop, make(chan struct{})
		go b.read(rctx, b.reader, started)
	}
	b.mu.Unlock()
	if started != nil {
		// The feed starts at the store's newest report: wait for the
		// reader to know where that is, so that every report ingested
		// once Subscribe returns reaches the subscriber.
		select {
		case <-started:
		case <-ctx.Done():
		case <-time.After(feedStartWait):
		}
	}
	go func() {
		<-ctx.Done()
		b.drop(ch)
	}()
	return ch
}

// Publish sends r to every subscriber, dropping those whose buffer is
// full. Call it after each ingest that created a report, whoever did the
// ingest; a fed broker ignores it.
func (b *Broker) Publish(r graph.Report) {
	if b.store != nil {
		return
	}
	for _, ch := range b.offer(nil, &r, nil) {
		b.drop(ch)
	}
}

// Subscribers returns how many subscriptions are open.
func (b *Broker) Subscribers() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs)
}

// offer sends r, without waiting, to the subscribers to (every one when
// to is nil) that are still subscribed, and returns those whose buffer was
// full. A reader other than the running one (stop, not nil) sends nothing.
func (b *Broker) offer(stop *context.CancelFunc, r *graph.Report, to []chan *graph.Report) (full []chan *graph.Report) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if stop != nil && b.reader != stop {
		return nil
	}
	send := func(ch chan *graph.Report) {
		select {
		case ch <- r:
		default:
			full = append(full, ch)
		}
	}
	if to == nil {
		for ch := range b.subs {
			send(ch)
		}
		return full
	}
	for _, ch := range to {
		if _, ok := b.subs[ch]; ok {
			send(ch)
		}
	}
	return full
}

// drop removes ch and closes it, unless that is done already; a fed broker
// stops reading when its last subscriber goes.
func (b *Broker) drop(ch chan *graph.Report) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.subs[ch]; ok {
		delete(b.subs, ch)
		close(ch)
	}
	if len(b.subs) == 0 && b.reader != nil {
		(*b.reader)()
		b.reader = nil
	}
}

// read follows the store's feed from its newest report on, handing each
// new report to the subscribers, until ctx ends; it closes started once it
// knows where the feed starts, or its first read failed. A failing read is
// logged once (and its recovery), and tried again every interval: nothing
// is lost, the feed goes on from where it was.
func (b *Broker) read(ctx context.Context, self *context.CancelFunc, started chan struct{}) {
	at, failing := int64(-1), false
	defer func() {
		if started != nil {
			close(started)
		}
	}()
	for {
		rs, next, err := b.store.ReportsAfter(ctx, at, graph.MaxPage)
		if ctx.Err() != nil {
			return
		}
		switch {
		case err != nil && !failing:
			b.log.Warn("reportIngested: cannot read the store's new reports; retrying", "err", err)
			failing = true
		case err == nil && failing:
			b.log.Info("reportIngested: reading the store's new reports again")
			failing = false
		}
		if err == nil {
			for i := range rs {
				b.deliver(ctx, self, &rs[i])
			}
			at = next
		}
		if started != nil {
			close(started)
			started = nil
		}
		if err == nil && len(rs) == graph.MaxPage {
			continue // more to read at once
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(b.every):
		}
	}
}

// deliver sends r to every subscriber, giving one whose buffer is full up
// to feedPatience to make room before dropping it.
func (b *Broker) deliver(ctx context.Context, self *context.CancelFunc, r *graph.Report) {
	deadline := time.Now().Add(feedPatience)
	full := b.offer(self, r, nil)
	for len(full) > 0 && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return
		case <-time.After(10 * time.Millisecond):
		}
		full = b.offer(self, r, full)
	}
	for _, ch := range full {
		b.drop(ch)
	}
}
