package extractor

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCardHolder checks who a card told with a pronoun goes to: the one who
// fouled, not the one fouled, and the subject of the sentence before when
// the card's own sentence names no one; and that a card from another match
// or a ban being served is no card of this one.
func TestCardHolder(t *testing.T) {
	const head = "Walsall 2-1 Grimsby Town\n\n"
	tests := []struct {
		name string
		text string
		want []string // "player color", in order
	}{
		{"lunged in on, then showed him", "Olly Petch lunged in on Dario Venn near the halfway line, and the referee showed him a straight red card.",
			[]string{"Olly Petch red"}},
		{"he hacked down, then his second yellow", "Olly Petch was already booked. Soon after he hacked down Dario Venn and got his second yellow.",
			[]string{"Olly Petch red"}},
		{"a foul on someone, then his caution", "Olly Petch was booked for a foul on Dario Venn on the hour, his third caution of the season.",
			[]string{"Olly Petch yellow"}},
		{"the sentence before's subject", "Sami Roux raced off his line and, with Dario Venn closing in on him, handled outside the box. The referee showed him a red card.",
			[]string{"Sami Roux red"}},
		{"a booking, then for the club's player", "There was a late booking, for Grimsby's Olly Petch, for time-wasting.",
			[]string{"Olly Petch yellow"}},
		{"a red card at another club", "Olly Petch sat out after his red card at Port Vale last week. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
		{"sent off last week", "Olly Petch was sent off last week and missed the game. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
		{"booked in the last minute is this match's", "Dario Venn was booked in the last minute.",
			[]string{"Dario Venn yellow"}},
		{"a card brandished at a player", "The referee brandished a red card at Olly Petch.",
			[]string{"Olly Petch red"}},
		{"red-carded", "Olly Petch was red-carded for a stamp.",
			[]string{"Olly Petch red"}},
		{"escaped with a yellow", "Olly Petch escaped with a yellow card for a wild lunge.",
			[]string{"Olly Petch yellow"}},
		{"a booking shared by a gapped clause", "Olly Petch was booked for dissent, and Dario Venn for time-wasting.",
			[]string{"Olly Petch yellow", "Dario Venn yellow"}},
		{"a card away from a ban", "Olly Petch, a yellow card away from a ban, stayed calm. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
		{"booked in his last games", "Olly Petch had been booked in each of his last four games. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
		{"a red card demanded", "The home fans demanded a red card for Olly Petch. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
		{"a ban being served", "Olly Petch was serving a one-match ban for a red card. Dario Venn was booked.",
			[]string{"Dario Venn yellow"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(head + tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, c := range r.Cards {
				got = append(got, c.Player+" "+c.Color)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q): cards differ (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}
