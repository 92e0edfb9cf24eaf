package resolvers

import (
	"context"
	"testing"

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
