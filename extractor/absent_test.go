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
		{"missed the game", "Hull City 1-0 Stoke City\n\nTor Lind missed the game through injury. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"who is suspended", "Hull City 1-0 Stoke City\n\nTor Lind, who is suspended, watched Ozan Dree score the winner.",
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

// TestPeopleWhoAreNotPlayers checks people named by another job, and
// referees told in ways the role words miss.
func TestPeopleWhoAreNotPlayers(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string // players, in order
	}{
		{"a chairman", "Hull City 1-0 Stoke City\n\nChairman Acun Ilk watched Ozan Dree score the winner.", []string{"Ozan Dree"}},
		{"an owner in apposition", "Hull City 1-0 Stoke City\n\nTor Lind, the Stoke owner, left early. Ozan Dree scored the winner.", []string{"Ozan Dree"}},
		{"a ref", "Hull City 1-0 Stoke City\n\nRef Sam Allott waved play on before Ozan Dree scored the winner.", []string{"Ozan Dree"}},
		{"a referee line", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner.\n\nReferee: Sam Allott", []string{"Ozan Dree"}},
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
