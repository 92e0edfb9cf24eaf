package extractor

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGoalTellings checks whole goals (scorer, time, kind and chain) told in
// ways that spread a goal over a summary and a later account, or over
// clauses of one sentence.
func TestGoalTellings(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string // "minute scorer kind chain" per goal, in match order
	}{
		{
			"a kind named for one item of a scorers list stays with it",
			"Ajax 3-1 PSV\n\nAjax won thanks to a penalty from Tom Berg and two late goals from Jan Vos. " +
				"PSV had led through Rik Smit, who tapped in after ten minutes. " +
				"Berg sent the keeper the wrong way from the spot on 20 minutes. " +
				"Vos headed in a corner on 80 minutes. Vos added a third with a low shot in the 88th minute.",
			[]string{"10 Rik Smit open_play [Rik Smit]", "20 Tom Berg penalty [Tom Berg]",
				"80 Jan Vos open_play [Jan Vos]", "88 Jan Vos open_play [Jan Vos]"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, g := range r.Goals {
				when := "?"
				if g.Minute != nil {
					when = fmt.Sprint(*g.Minute)
					if g.Added != nil {
						when += fmt.Sprintf("+%d", *g.Added)
					}
				}
				got = append(got, fmt.Sprintf("%s %s %s [%s]", when, g.Scorer, g.Kind, strings.Join(g.Chain, ", ")))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q): goals differ (-want +got):\n%s", firstLine(tt.text), diff)
			}
		})
	}
}
