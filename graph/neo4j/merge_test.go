package neo4j

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// The merge rules run without a server, so they are tested here too; the
// conformance suite checks them end to end.

func at(h int) origin {
	return origin{report: "report:" + string(rune('a'+h)), at: time.Date(2024, 1, 1, h, 0, 0, 0, time.UTC)}
}

func TestMergeNames(t *testing.T) {
	says := []nameSay{
		{origin: at(0), name: "Luka Brežnik", aliases: []string{"Brežnik"}, clubs: []string{"club:b"}, match: "match:1", club: "club:b"},
		{origin: at(1), name: "Luka Breznik", aliases: []string{"Luka"}, clubs: []string{"club:a"}, match: "match:1"},
		{origin: at(2), name: "Brežnik", match: "match:0"},
	}
	got := mergeNames(says)
	want := named{
		name:        "Luka Brežnik", // as long as "Luka Breznik" in runes, and older
		aliases:     []string{"Brežnik", "Luka", "Luka Breznik"},
		keys:        []string{"luka breznik", "breznik", "luka"},
		clubs:       []string{"club:a", "club:b"},
		appearances: []appearance{{match: "match:0"}, {match: "match:1", club: "club:b"}},
	}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(named{}, appearance{})); d != "" {
		t.Errorf("mergeNames (-want +got):\n%s", d)
	}
}

func TestMergeGoal(t *testing.T) {
	n := func(v int) *int { return &v }
	chain := []graph.Pass{{Order: 1, FromID: "player:x/a", ToID: "player:x/b", Kind: graph.Cross}}
	says := []goalSay{
		{origin: at(0), g: graph.Goal{ScorerID: "player:x/b", Kind: graph.OpenPlay, Added: n(2)}},
		{origin: at(1), g: graph.Goal{ScorerID: "player:x/b", ClubID: "club:x", Minute: n(90), Added: n(4), Order: 3}},
		{origin: at(2), g: graph.Goal{ScorerID: "player:x/b", Kind: graph.Penalty, AssistID: "player:x/a", Chain: chain, Order: 2}},
	}
	got := mergeGoal(says)
	// The oldest report gave half the time (added 2, no minute): the pair
	// comes from it whole. The others fill what it lacks.
	want := graph.Goal{ScorerID: "player:x/b", ClubID: "club:x", Kind: graph.OpenPlay, Added: n(2), Order: 3,
		AssistID: "player:x/a", Chain: chain}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("mergeGoal (-want +got):\n%s", d)
	}
}

func TestOldestFirst(t *testing.T) {
	says := []nameSay{{origin: origin{report: "report:b", at: at(1).at}}, {origin: at(2)}, {origin: origin{report: "report:a", at: at(1).at}}}
	oldestFirst(says, func(s nameSay) origin { return s.origin })
	var got []string
	for _, s := range says {
		got = append(got, s.report)
	}
	if want := []string{"report:a", "report:b", "report:c"}; !cmp.Equal(got, want) {
		t.Errorf("oldestFirst: %v, want %v (by time, then report ID)", got, want)
	}
}
