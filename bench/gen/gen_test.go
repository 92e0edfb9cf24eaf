package gen

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func TestReportIsDeterministic(t *testing.T) {
	a, b := New(7).Report(123), New(7).Report(123)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("Report(123) differs between two generators of seed 7 (-first +second):\n%s", diff)
	}
	if c := New(8).Report(123); c.Text == a.Text {
		t.Errorf("Report(123) is the same for seeds 7 and 8:\n%s", a.Text)
	}
}

func TestLeagueSurnamesAreUnique(t *testing.T) {
	seen := map[string]string{}
	for _, c := range New(3).League().Clubs {
		if len(c.Squad) != 22 {
			t.Errorf("%s has %d players, want 22", c.Name, len(c.Squad))
		}
		for _, p := range c.Squad {
			key := graph.Fold(p.Last)
			if other, dup := seen[key]; dup {
				t.Errorf("surname %q of %s is also %s's", p.Last, p.Name(), other)
			}
			seen[key] = p.Name()
		}
	}
}

// TestGoldAgreesWithText checks, over many reports, that the gold tells
// only what the text says and adds up: scores match the goals, chains end
// with the scorer, and every person the gold lists is named in the text.
func TestGoldAgreesWithText(t *testing.T) {
	g := New(11)
	kinds := map[string]int{}
	chainLens := map[int]int{}
	for i := range 400 {
		r := g.Report(i)
		gold := r.Gold
		score := map[string]int{}
		for _, gl := range gold.Goals {
			score[gl.Team]++
			kinds[gl.Kind]++
			chainLens[len(gl.Chain)]++
			if last := gl.Chain[len(gl.Chain)-1]; last != gl.Scorer {
				t.Errorf("%s: chain %q does not end with the scorer %s", r.Name, gl.Chain, gl.Scorer)
			}
			if len(gl.Passes) != len(gl.Chain)-1 {
				t.Errorf("%s: %d pass kinds for a chain of %d", r.Name, len(gl.Passes), len(gl.Chain))
			}
			if (gl.Assist != nil) != (len(gl.Chain) > 1) {
				t.Errorf("%s: assist %v with chain %q", r.Name, gl.Assist, gl.Chain)
			}
		}
		if score[*gold.Home] != *gold.HomeScore || score[*gold.Away] != *gold.AwayScore {
			t.Errorf("%s: score %d-%d but goals %v", r.Name, *gold.HomeScore, *gold.AwayScore, score)
		}
		for _, p := range slices.Concat(gold.Players, gold.Managers) {
			if !strings.Contains(r.Text, p.Name) {
				t.Errorf("%s: gold names %s, the text does not:\n%s", r.Name, p.Name, r.Text)
			}
		}
		if gold.Venue != nil && !strings.Contains(r.Text, *gold.Venue) {
			t.Errorf("%s: gold venue %s is not in the text", r.Name, *gold.Venue)
		}
	}
	for _, k := range []string{"open_play", "penalty", "own_goal", "direct_free_kick"} {
		if kinds[k] == 0 {
			t.Errorf("400 reports hold no %s goal", k)
		}
	}
	for n := 1; n <= 5; n++ {
		if chainLens[n] == 0 {
			t.Errorf("400 reports hold no chain of %d players", n)
		}
	}
}

func TestFixturesAreADoubleRoundRobin(t *testing.T) {
	pairs := map[[2]int]int{}
	dates := map[string]map[int]bool{}
	for i := range matchesPerSeason {
		h, a, d := fixture(i)
		if h == a {
			t.Fatalf("fixture(%d): club %d plays itself", i, h)
		}
		pairs[[2]int{h, a}]++
		if dates[d] == nil {
			dates[d] = map[int]bool{}
		}
		for _, c := range []int{h, a} {
			if dates[d][c] {
				t.Errorf("fixture(%d): club %d plays twice on %s", i, c, d)
			}
			dates[d][c] = true
		}
	}
	if len(pairs) != clubCount*(clubCount-1) {
		t.Errorf("a season has %d distinct home-away pairs, want %d", len(pairs), clubCount*(clubCount-1))
	}
	if len(clubs) != clubCount {
		t.Errorf("len(clubs) = %d, want clubCount %d", len(clubs), clubCount)
	}
}

func TestWriteDir(t *testing.T) {
	dir := t.TempDir()
	names, err := New(5).WriteDir(dir, 12)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != 12 {
		t.Fatalf("WriteDir wrote %d reports, want 12", len(names))
	}
	text, err := os.ReadFile(filepath.Join(dir, names[4]+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	if want := New(5).Report(4).Text; string(text) != want {
		t.Errorf("%s.txt = %q, want %q", names[4], text, want)
	}
	var gold Gold
	b, err := os.ReadFile(filepath.Join(dir, names[4]+".json"))
	if err == nil {
		err = json.Unmarshal(b, &gold)
	}
	if err != nil {
		t.Fatal(err)
	}
	if gold.Home == nil || gold.HomeScore == nil || gold.Date == "" {
		t.Errorf("%s.json lacks home, score or date: %s", names[4], b)
	}
}

func BenchmarkReport(b *testing.B) {
	g := New(1)
	for i := 0; b.Loop(); i++ {
		g.Report(i)
	}
}
