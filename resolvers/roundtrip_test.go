package resolvers

import (
	"testing"
	"time"
)

// maxStoreCalls bounds the store calls of roundTripQuery whatever the number
// of matches: FindMatches, Clubs (home and away), GoalsBy (goals of every
// match) and Players (scorers, assists and every pass's ends).
const maxStoreCalls = 4

const roundTripQuery = `{ matches(first: 50) { edges { node {
  home { name } away { name }
  goals { scorer { name } assist { name } chain { from { name } to { name } kind } }
} } } }`

// TestRoundTrips checks that the dataloaders batch: the same query over 5
// and over 50 matches costs the same, small number of store calls.
func TestRoundTrips(t *testing.T) {
	calls := map[int]int{}
	for _, n := range []int{5, 50} {
		s := counting(openStore(t))
		ingestFacts(t, s, generatedMatches(n)...)
		// A batch window far longer than the fan-out it must cover, so that
		// a loaded machine under the race detector does not split a batch.
		srv := newServer(t, s, func(c *Config) { c.BatchWait = 100 * time.Millisecond })
		s.reset()

		var got matchesData
		srv.query(&got, roundTripQuery, nil)
		total, byMethod := s.reset()
		if len(got.Matches.Edges) != n {
			t.Fatalf("%d matches: query returned %d", n, len(got.Matches.Edges))
		}
		for _, e := range got.Matches.Edges {
			if len(e.Node.Goals) != 2 || len(e.Node.Goals[1].Chain) != 2 || e.Node.Goals[1].Chain[1].To.Name == "" {
				t.Fatalf("%d matches: match %+v lacks its goals and chains", n, e.Node)
			}
		}
		t.Logf("%d matches: %d store calls %v", n, total, byMethod)
		calls[n] = total
		if total > maxStoreCalls {
			t.Errorf("%d matches: %d store calls %v, want at most %d", n, total, byMethod, maxStoreCalls)
		}
	}
	if calls[5] != calls[50] {
		t.Errorf("store calls grow with the list: %d for 5 matches, %d for 50 (want equal, at most %d)", calls[5], calls[50], maxStoreCalls)
	}
}
