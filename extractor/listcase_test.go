package extractor

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// listCase is a short report and the list one part of its extraction
// should read (players, managers, cards, goals as lines).
type listCase struct {
	name string
	text string
	want []string
}

// checkLists extracts each case's text and compares what list reads off
// the report with the case's want; what names the list in failures.
func checkLists(t *testing.T, what string, tests []listCase, list func(r *Report) []string) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			if diff := cmp.Diff(tt.want, list(r)); diff != "" {
				t.Errorf("Extract(%q): %s differ (-want +got):\n%s", firstLine(tt.text), what, diff)
			}
		})
	}
}

// playerNames, managerNames and cardHolders read a report's lists of
// people for checkLists.
func playerNames(r *Report) (got []string) {
	for _, p := range r.Players {
		got = append(got, p.Name)
	}
	return got
}

func managerNames(r *Report) (got []string) {
	for _, m := range r.Managers {
		got = append(got, m.Name)
	}
	return got
}

func cardHolders(r *Report) (got []string) {
	for _, c := range r.Cards {
		got = append(got, c.Player)
	}
	return got
}

// goalTime writes a goal's time as the lists' cases expect it: "67", "90+3",
// or "?" when the report gives none.
func goalTime(g Goal) string {
	if g.Minute == nil {
		return "?"
	}
	if g.Added != nil {
		return fmt.Sprintf("%d+%d", *g.Minute, *g.Added)
	}
	return fmt.Sprint(*g.Minute)
}
