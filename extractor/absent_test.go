package extractor

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNamesNotInTheMatch checks that a dateline and players named only as
// missing are not listed as players, while a player who is missing and then
// plays is.
func TestNamesNotInTheMatch(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string // players, in order
	}{
		{"a dateline in capitals", "GRAND JUNCTION, Colo. - Diego Luna scored twice as Real Salt Lake beat Minnesota United 2-0 on Saturday.",
			[]string{"Diego Luna"}},
		{"without the injured", "Hull City 1-0 Stoke City\n\nHull, who were without the injured Abel Marsh, won through a header from Ozan Dree.",
			[]string{"Ozan Dree"}},
		{"in the absence of", "Hull City 1-0 Stoke City\n\nOzan Dree captained Hull in the absence of the suspended Tor Lind and scored the winner.",
			[]string{"Ozan Dree"}},
		{"a capitalised player opening a sentence is kept", "Hull City 1-0 Stoke City\n\nOZAN DREE, the Hull striker, scored the winner.",
			[]string{"Ozan Dree"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, p := range r.Players {
				got = append(got, p.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q): players differ (-want +got):\n%s", firstLine(tt.text), diff)
			}
		})
	}
}
