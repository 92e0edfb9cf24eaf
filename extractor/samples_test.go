package extractor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/extractor/internal/score"
)

// TestSamples checks the reports in examples/reports, which the README's
// first command loads and its queries show, against answers written for
// them in testdata/samples: every goal with its club, minute, kind and
// chain, every card, the match, and no player on the wrong side.
func TestSamples(t *testing.T) {
	files, _ := filepath.Glob("../examples/reports/*.txt")
	if len(files) == 0 {
		t.Fatal("no sample reports in ../examples/reports")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			var gold score.Report
			b, err := os.ReadFile(filepath.Join("testdata", "samples", name+".json"))
			if err != nil {
				t.Fatalf("no answers for sample %s: %v", name, err)
			}
			if err := json.Unmarshal(b, &gold); err != nil {
				t.Fatal(err)
			}
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Extract(string(text))
			if err != nil {
				t.Fatal(err)
			}
			if got, want := matchOf(r.Home, r.HomeScore, r.Away, r.AwayScore), matchOf(gold.Home, gold.HomeScore, gold.Away, gold.AwayScore); got != want {
				t.Errorf("Extract(%s): match = %s, want %s", name, got, want)
			}
			var got, want []string
			for _, g := range r.Goals {
				got = append(got, goalLine(g.Scorer, g.Team, g.Minute, g.Added, g.Kind, g.Chain))
			}
			for _, g := range gold.Goals {
				want = append(want, goalLine(g.Scorer, g.Team, g.Minute, g.Added, g.Kind, g.Chain))
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("Extract(%s): goals differ (-want +got):\n%s", name, d)
			}
			got, want = nil, nil
			for _, c := range r.Cards {
				got = append(got, c.Player+" "+c.Color+" "+strOf(c.Team))
			}
			for _, c := range gold.Cards {
				want = append(want, c.Player+" "+c.Color+" "+strOf(c.Team))
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("Extract(%s): cards differ (-want +got):\n%s", name, d)
			}
			for _, gp := range gold.Players {
				for _, p := range r.Players {
					if score.SamePerson(gp.Name, p.Name) && p.Team != nil && !score.SameClub(gp.Team, p.Team) {
						t.Errorf("Extract(%s): %s plays for %s, want %s", name, p.Name, *p.Team, strOf(gp.Team))
					}
				}
			}
		})
	}
}

func matchOf(h *string, hs *int, a *string, as *int) string {
	n := func(p *int) string {
		if p == nil {
			return "?"
		}
		return strconv.Itoa(*p)
	}
	return strOf(h) + " " + n(hs) + "-" + n(as) + " " + strOf(a)
}

func goalLine(scorer string, team *string, minute, added *int, kind string, chain []string) string {
	m := "?"
	if minute != nil {
		m = strconv.Itoa(*minute)
		if added != nil {
			m += "+" + strconv.Itoa(*added)
		}
	}
	if kind == "" {
		kind = "open_play"
	}
	return scorer + " (" + strOf(team) + ") " + m + "' " + kind + " " + strings.Join(chain, " > ")
}
