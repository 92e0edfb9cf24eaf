package extractor

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCrowdSides checks goals given their side by whose supporters cheer
// them, and goals left without one when the crowd says nothing or both.
func TestCrowdSides(t *testing.T) {
	const head = "Walsall 1-1 Grimsby Town\n\nAn even first half at the Bescot Stadium.\n\n"
	tests := []struct {
		name string
		text string
		want []string // "scorer / team"
	}{
		{"the away end celebrated", "On the hour Ned Fry slid a pass through and Ola Berg rolled it in. The away end celebrated wildly.\n\nWith ten minutes left Tom Ashby drilled in a low shot, and the home crowd erupted.",
			[]string{"Ola Berg / Grimsby Town", "Tom Ashby / Walsall"}},
		{"the stadium erupted", "On the hour the stadium erupted: Ola Berg turned in a cross from Ned Fry.\n\nWith ten minutes left Tom Ashby drilled in a low shot, and the goal silenced the home fans.",
			[]string{"Ola Berg / Walsall", "Tom Ashby / Grimsby Town"}},
		{"no crowd, no side", "On the hour Ola Berg turned in a cross from Ned Fry.\n\nWith ten minutes left Tom Ashby drilled in a low shot.",
			[]string{"Ola Berg / -", "Tom Ashby / -"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(head + tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, g := range r.Goals {
				team := "-"
				if g.Team != nil {
					team = *g.Team
				}
				got = append(got, g.Scorer+" / "+team)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q): goals differ (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}
