package resolvers

import (
	"context"
	"sync"

	"pitchgraph/graph"
)

// subscriberBuffer is how many reports a subscriber may fall behind before
// the broker gives up on it.
const subscriberBuffer = 16

// Broker fans newly ingested reports out to the reportIngested
// subscriptions. Publish never blocks: a subscriber whose buffer is full is
// disconnected (its channel closed, which ends its subscription) rather than
// allowed to stall the ingest or silently miss reports. The zero Broker is
// ready to use and it is safe for concurrent use.
type Broker struct {
	mu   sync.Mutex
	subs map[chan *graph.Report]struct{}
}

// Subscribe returns a channel that receives every report published from now
// on. The channel is closed when ctx is done or when the subscriber falls
// more than subscriberBuffer reports behind.
func (b *Broker) Subscribe(ctx context.Context) <-chan *graph.Report {
	ch := make(chan *graph.Report, subscriberBuffer)
	b.mu.Lock()
	if b.subs == nil {
		b.subs = make(map[chan *graph.Report]struct{})
	}
	b.subs[ch] = struct{}{}
	b.mu.Unlock()
	go func() {
		<-ctx.Done()
		b.drop(ch)
	}()
	return ch
}

// Publish sends r to every subscriber. Call it after each ingest that
// created a report, whoever did the ingest.
func (b *Broker) Publish(r graph.Report) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for ch := range b.subs {
		select {
		case ch <- &r:
		default:
			delete(b.subs, ch)
			close(ch)
		}
	}
}

// Subscribers returns how many subscriptions are open.
func (b *Broker) Subscribers() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs)
}

// drop removes ch and closes it, unless Publish already did.
func (b *Broker) drop(ch chan *graph.Report) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.subs[ch]; ok {
		delete(b.subs, ch)
		close(ch)
	}
}
