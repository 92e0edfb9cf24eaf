package extractor

import "testing"

// TestSplitSides checks that a scorer whose goals were read for both clubs
// keeps no club from those readings, while a scorer read consistently, or
// whose own goal counts for the other side, keeps it.
func TestSplitSides(t *testing.T) {
	home, away := &clubEnt{name: "Hull City"}, &clubEnt{name: "Stoke City"}
	split, steady, og := &entity{name: "Ned Fry"}, &entity{name: "Lee Dunn"}, &entity{name: "Ola Berg"}
	d := &doc{matchLayer: matchLayer{home: home, away: away}}
	d.goals = []*goalEv{
		{scorer: split, team: away},
		{scorer: steady, team: home},
		{scorer: split, team: home},
		{scorer: og, team: home, kind: "own_goal"},
		{scorer: og, team: away},
		{scorer: steady, team: home},
	}
	d.dropSplitSides()
	want := []*clubEnt{nil, home, nil, home, away, home}
	for i, g := range d.goals {
		if g.team != want[i] {
			t.Errorf("goal %d by %s: team = %v, want %v", i, g.scorer.name, g.team, want[i])
		}
	}
}
