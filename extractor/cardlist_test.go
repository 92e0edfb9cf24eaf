package extractor

import (
	"fmt"
	"testing"
)

// TestCardLines checks the minutes a line of cards gives each name.
func TestCardLines(t *testing.T) {
	tests := []listCase{ // want: "player color minute", in order
		{"bookings with minutes", "Everton 0-0 Fulham\n\nBookings: Carter 23, Baker 45+2.", []string{"Carter yellow 23", "Baker yellow 45"}},
		{"minutes in brackets", "Everton 0-0 Fulham\n\nBooked: Carter (23), Baker (45).", []string{"Carter yellow 23", "Baker yellow 45"}},
		{"clubs in brackets", "Everton 0-0 Fulham\n\nSent off: Moss (Fulham) 70.", []string{"Moss red 70"}},
		{"no minutes", "Everton 0-0 Fulham\n\nYellow cards: Carter, Baker.", []string{"Carter yellow ?", "Baker yellow ?"}},
		{"a line cut short after its added time's plus", "Everton 0-0 Fulham\n\nBookings: Carter 90+", []string{"Carter yellow 90"}},
	}
	checkLists(t, "cards", tests, func(r *Report) (got []string) {
		for _, c := range r.Cards {
			m := "?"
			if c.Minute != nil {
				m = fmt.Sprint(*c.Minute)
			}
			got = append(got, c.Player+" "+c.Color+" "+m)
		}
		return got
	})
}

// TestCardReasonsAndSecondYellows checks that the player a card's reason
// names is not booked, that a name modifying a card noun is nobody booked,
// and that a red for a second bookable offence replaces the yellow.
func TestCardReasonsAndSecondYellows(t *testing.T) {
	tests := []listCase{ // want: "player color", in order
		{"a card line with its reason", "Orlando City 1-0 Chicago Fire\n\n40' Yellow card: Brandt, Chicago, for a cynical one on Melvin Suarez.",
			[]string{"Brandt yellow"}},
		{"a card line with an -ing reason", "Orlando City 1-0 Chicago Fire\n\n61' Yellow card: Pell, Orlando, for hauling down Tasso Vicente.",
			[]string{"Pell yellow"}},
		{"a name before a card noun", "Orlando City 1-0 Chicago Fire\n\n61' Yellow card: Pell, Orlando. Harsh booking for the defender.",
			[]string{"Pell yellow"}},
		{"a red for a second bookable offence", "Orlando City 1-0 Chicago Fire\n\nIvo Marek, already on a yellow, was sent off for a second bookable offence after 80 minutes.",
			[]string{"Ivo Marek red"}},
		{"cards for two players", "Orlando City 1-0 Chicago Fire\n\nThe referee handed out yellow cards for Ivo Marek and Tasso Vicente after a scuffle.",
			[]string{"Ivo Marek yellow", "Tasso Vicente yellow"}},
		{"as was", "Orlando City 1-0 Chicago Fire\n\nIvo Marek was booked for dissent, as was Tasso Vicente.",
			[]string{"Ivo Marek yellow", "Tasso Vicente yellow"}},
		{"a booked manager is no player", "Orlando City 1-0 Chicago Fire\n\nChicago's head coach, Rob Lenz, was shown a yellow card for protesting.",
			nil},
	}
	checkLists(t, "cards", tests, func(r *Report) (got []string) {
		for _, c := range r.Cards {
			got = append(got, c.Player+" "+c.Color)
		}
		return got
	})
}
