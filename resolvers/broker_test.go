package resolvers

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func TestBrokerFansOut(t *testing.T) {
	var b Broker
	ctx := t.Context()
	a, c := b.Subscribe(ctx), b.Subscribe(ctx)
	b.Publish(graph.Report{ID: "report:1"})
	for i, ch := range []<-chan *graph.Report{a, c} {
		if r := <-ch; r.ID != "report:1" {
			t.Errorf("subscriber %d got %s, want report:1", i, r.ID)
		}
	}
}

func TestBrokerDisconnectsSlowSubscribers(t *testing.T) {
	var b Broker
	slow, fast := b.Subscribe(t.Context()), b.Subscribe(t.Context())
	got := 0
	for i := range subscriberBuffer + 1 {
		b.Publish(graph.Report{ID: "report:" + string(rune('a'+i))})
		<-fast
	}
	for range slow {
		got++
	}
	if got != subscriberBuffer {
		t.Errorf("slow subscriber read %d reports before its channel closed, want %d", got, subscriberBuffer)
	}
	if n := b.Subscribers(); n != 1 {
		t.Errorf("%d subscribers after dropping the slow one, want 1", n)
	}
}

func TestBrokerUnsubscribesWhenDone(t *testing.T) {
	var b Broker
	ctx, cancel := context.WithCancel(t.Context())
	ch := b.Subscribe(ctx)
	cancel()
	if _, open := <-ch; open {
		t.Fatal("channel still open after its context ended")
	}
	if n := b.Subscribers(); n != 0 {
		t.Errorf("%d subscribers after the only one ended, want 0", n)
	}
	b.Publish(graph.Report{ID: "report:late"}) // must not panic on a closed channel
}

// flakyFeed is an unversioned store whose feed fails while down is set and
// counts its reads.
type flakyFeed struct {
	unversioned
	down  atomic.Bool
	reads atomic.Int64
}

func (f *flakyFeed) ReportsAfter(ctx context.Context, after int64, first int) ([]graph.Report, int64, error) {
	f.reads.Add(1)
	if f.down.Load() {
		return nil, after, graph.Errorf(graph.EUNAVAILABLE, "store unavailable")
	}
	return f.unversioned.ReportsAfter(ctx, after, first)
}

// receive reads n reports from ch, failing the test after a while.
func receive(t *testing.T, ch <-chan *graph.Report, n int) []string {
	t.Helper()
	var ids []string
	for len(ids) < n {
		select {
		case r, ok := <-ch:
			if !ok {
				t.Errorf("subscription closed after %d of %d reports", len(ids), n)
				return ids
			}
			ids = append(ids, r.ID)
		case <-time.After(10 * time.Second):
			t.Errorf("%d of %d reports after 10 s", len(ids), n)
			return ids
		}
	}
	return ids
}

// A broker over a store other processes may write hears of every report
// stored, however it was stored, once each and in order, in one read for
// all its subscribers, even a burst larger than a subscriber's buffer; it
// stops reading when the last subscriber goes.
func TestFeedBrokerReadsTheStore(t *testing.T) {
	s := &flakyFeed{unversioned: unversioned{openStore(t)}}
	ingestFacts(t, s, generatedMatches(2)...) // before anyone subscribes: not fed
	b := NewBroker(s, testLogger(t))
	if b.store == nil {
		t.Fatal("NewBroker over an unversioned store does not read its feed")
	}
	b.every = 20 * time.Millisecond
	ctx, cancel := context.WithCancel(t.Context())
	a, c := b.Subscribe(ctx), b.Subscribe(ctx)
	fs := generatedMatches(2 + 3*subscriberBuffer)[2:]
	var want []string
	for _, f := range fs {
		want = append(want, f.Report.ID)
	}
	if _, err := s.IngestMany(t.Context(), fs); err != nil { // as another process would: no Publish
		t.Fatal(err)
	}
	b.Publish(fs[0].Report) // ignored: the feed brings it
	var wg sync.WaitGroup
	for i, ch := range []<-chan *graph.Report{a, c} {
		wg.Go(func() {
			time.Sleep(time.Duration(i) * 200 * time.Millisecond) // the second starts reading later
			if d := cmp.Diff(want, receive(t, ch, len(want))); d != "" {
				t.Errorf("subscriber %d (-stored +received):\n%s", i, d)
			}
		})
	}
	wg.Wait()
	select {
	case r := <-a:
		t.Errorf("subscriber got %s once more", r.ID)
	case <-time.After(100 * time.Millisecond):
	}
	cancel()
	waitFor(t, "the subscribers gone", func() bool { return b.Subscribers() == 0 })
	time.Sleep(50 * time.Millisecond)
	reads := s.reads.Load()
	time.Sleep(200 * time.Millisecond)
	if n := s.reads.Load() - reads; n > 0 {
		t.Errorf("%d reads of the feed with nobody subscribed, want none", n)
	}
}

// While the store's feed cannot be read, nothing is lost: the reports
// stored meanwhile reach the subscriber once it can.
func TestFeedBrokerCatchesUpAfterTheStoreComesBack(t *testing.T) {
	s := &flakyFeed{unversioned: unversioned{openStore(t)}}
	b := NewFeedBroker(s, 20*time.Millisecond, testLogger(t))
	ch := b.Subscribe(t.Context())
	s.down.Store(true)
	fs := generatedMatches(3)
	ingestFacts(t, s, fs...)
	reads := s.reads.Load()
	waitFor(t, "failed reads", func() bool { return s.reads.Load() > reads+2 })
	s.down.Store(false)
	want := []string{fs[0].Report.ID, fs[1].Report.ID, fs[2].Report.ID}
	if d := cmp.Diff(want, receive(t, ch, 3)); d != "" {
		t.Errorf("reports stored while the feed was down (-stored +received):\n%s", d)
	}
}
