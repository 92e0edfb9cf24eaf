package extractor

import (
	"testing"
)

// TestPlayerSides checks the side a player is given by how the report names
// them and by the keeper or the player they beat.
func TestPlayerSides(t *testing.T) {
	tests := []listCase{ // want: "player / team" for the players named
		{"a club in an apposed description", "Bristol City 1-1 Cardiff City\n\nJon Hale, the Cardiff goalkeeper, launched the ball forward.",
			[]string{"Jon Hale / Cardiff City"}},
		{"a former club is not the side", "Bristol City 1-1 Cardiff City\n\nJon Hale, the former Cardiff goalkeeper, kept a clean sheet.",
			[]string{"Jon Hale / -"}},
		{"a club's best player", "Bristol City 1-1 Cardiff City\n\nJon Hale had been Cardiff's best player all season.",
			[]string{"Jon Hale / Cardiff City"}},
		{"the keeper's reach", "Bristol City 2-0 Cardiff City\n\nCardiff keeper Tom Ashby saved early on. Ned Fry scored with a low shot past the despairing dive of Ashby.",
			[]string{"Tom Ashby / Cardiff City", "Ned Fry / Bristol City"}},
		{"the keeper sent the wrong way", "Bristol City 2-0 Cardiff City\n\nCardiff keeper Tom Ashby was busy. Ned Fry sent Ashby the wrong way from the spot.",
			[]string{"Tom Ashby / Cardiff City", "Ned Fry / Bristol City"}},
		{"a club in brackets after a name", "Bristol City 0-0 Cardiff City\n\nBooked: Ned Fry (Cardiff), Lee Dunn (Bristol City, 80)",
			[]string{"Ned Fry / Cardiff City", "Lee Dunn / Bristol City"}},
		{"the club's role opening the next sentence", "Bristol City 0-0 Cardiff City\n\nNed Fry will not forget this one. The Cardiff City striker hit the post twice.",
			[]string{"Ned Fry / Cardiff City"}},
		{"a keeper saved from a shooter", "Bristol City 0-0 Cardiff City\n\nCardiff's Lee Dunn was lively. Tom Ashby saved well from Dunn.",
			[]string{"Lee Dunn / Cardiff City", "Tom Ashby / Bristol City"}},
		{"the visitors' captain, the visiting keeper, the home keeper", "Bristol City 1-0 Cardiff City\n\nThe visitors' captain Lee Dunn was booked. Visiting goalkeeper Tom Ashby made a save. Home keeper Ola Berg was idle.",
			[]string{"Lee Dunn / Cardiff City", "Tom Ashby / Cardiff City", "Ola Berg / Bristol City"}},
		{"started for, came off the bench for", "Bristol City 0-0 Cardiff City\n\nNed Fry, Lee Dunn and Ola Berg all started for Cardiff, while Tom Ashby came off the bench for Bristol City.",
			[]string{"Ned Fry / Cardiff City", "Lee Dunn / Cardiff City", "Ola Berg / Cardiff City", "Tom Ashby / Bristol City"}},
		{"a debut for the visitors", "Bristol City 0-0 Cardiff City\n\nNed Fry made his debut for the visitors and hit the bar.",
			[]string{"Ned Fry / Cardiff City"}},
		{"the keeper a side was denied by", "Bristol City 1-0 Cardiff City\n\nNed Fry scored early. Bristol City were denied a second by a fine save from Tom Ashby.",
			[]string{"Ned Fry / Bristol City", "Tom Ashby / Cardiff City"}},
		{"a late scare told by the side that survived it", "Bristol City 1-0 Cardiff City\n\nNed Fry scored early. Bristol City survived a late scare when Lee Dunn hit the post.",
			[]string{"Ned Fry / Bristol City", "Lee Dunn / Cardiff City"}},
		{"a keeper who kept the pressing side out", "Bristol City 0-1 Cardiff City\n\nNed Fry scored early for Cardiff. Bristol City pressed late on, but Tom Ashby made a string of saves to keep them out.",
			[]string{"Ned Fry / Cardiff City", "Tom Ashby / Cardiff City"}},
		{"a save forced and a header over, both of the pushing side", "Bristol City 1-0 Cardiff City\n\nNed Fry scored for Bristol City. Cardiff pushed for an equaliser, Lee Dunn forcing a save and Ola Berg heading over.",
			[]string{"Ned Fry / Bristol City", "Lee Dunn / Cardiff City", "Ola Berg / Cardiff City"}},
		{"a side's change names both players", "Bristol City 1-0 Cardiff City\n\nNed Fry scored for Bristol City. Cardiff replaced Lee Dunn with Ola Berg.",
			[]string{"Ned Fry / Bristol City", "Lee Dunn / Cardiff City", "Ola Berg / Cardiff City"}},
		{"a substitute who replaced a player on the hour is a player, and so is the player", "Bristol City 1-0 Cardiff City\n\nNed Fry scored for Bristol City. Ola Berg replaced Fry on the hour.",
			[]string{"Ned Fry / Bristol City", "Ola Berg / Bristol City"}},
		{"a red card that left a side with ten men", "Bristol City 1-0 Cardiff City\n\nNed Fry scored for Bristol City. Lee Dunn's straight red left Cardiff with ten men.",
			[]string{"Ned Fry / Bristol City", "Lee Dunn / Cardiff City"}},
		{"at the other end", "Bristol City 1-0 Cardiff City\n\nNed Fry went close for Bristol City. At the other end, Lee Dunn hit the bar.",
			[]string{"Ned Fry / Bristol City", "Lee Dunn / Cardiff City"}},
		{"a booking for a tackle on a player", "Bristol City 0-0 Cardiff City\n\nCardiff's Lee Dunn was lively. Ned Fry was booked for a late tackle on Dunn.",
			[]string{"Lee Dunn / Cardiff City", "Ned Fry / Bristol City"}},
	}
	checkLists(t, "players", tests, func(r *Report) (got []string) {
		for _, p := range r.Players {
			team := "-"
			if p.Team != nil {
				team = *p.Team
			}
			got = append(got, p.Name+" / "+team)
		}
		return got
	})
}

// TestGoalSideFromTheStory checks a goal's side told by the club the
// sentence, or the one before it, tells as scoring, and that a state or a
// turn in the story tells nothing.
func TestGoalSideFromTheStory(t *testing.T) {
	tests := []listCase{ // want: "scorer / team"
		{"the club struck first, when", "Bristol City 1-1 Cardiff City\n\nCardiff struck first on 20 minutes, when Ned Fry headed in from a corner.",
			[]string{"Ned Fry / Cardiff City"}},
		{"the club's response in the sentence before", "Bristol City 1-1 Cardiff City\n\nBristol's response was swift. Ned Fry headed in from a corner on 30 minutes.",
			[]string{"Ned Fry / Bristol City"}},
		{"ahead again in the sentence before", "Bristol City 2-1 Cardiff City\n\nBristol were ahead again on the hour. Ned Fry headed in from a corner.",
			[]string{"Ned Fry / Bristol City"}},
		{"no goal told in the sentence before tells nothing", "Bristol City 1-1 Cardiff City\n\nCardiff were on top before the break. Ned Fry headed in from a corner on 50 minutes.",
			[]string{"Ned Fry / -"}},
		{"the winner is the winning club's", "Bristol City 2-3 Cardiff City\n\nNed Fry scored a late winner to lift the visitors to fourth.",
			[]string{"Ned Fry / Cardiff City"}},
		{"the winner announced before its telling", "Bristol City 1-2 Cardiff City\n\nThe winner, when it came, was worth waiting for. Ned Fry curled a shot into the top corner.",
			[]string{"Ned Fry / Cardiff City"}},
		{"a goal that carried a club through", "Bristol City 1-1 Cardiff City\n\nNed Fry headed in on 80 minutes to carry Cardiff into the next round.",
			[]string{"Ned Fry / Cardiff City"}},
		{"the goal that sealed it is the winners'", "Bristol City 3-1 Cardiff City\n\nNed Fry then put the icing on the cake. He scored with a low shot on 88 minutes.",
			[]string{"Ned Fry / Bristol City"}},
		{"a consolation after the win was sealed", "Bristol City 3-1 Cardiff City\n\nNed Fry scored a consolation for Cardiff on 88 minutes, but the win was already sealed.",
			[]string{"Ned Fry / Cardiff City"}},
		{"a turn in the sentence tells nothing", "Bristol City 1-1 Cardiff City\n\nCardiff doubled their efforts but Ned Fry headed in from a corner on 50 minutes.",
			[]string{"Ned Fry / -"}},
	}
	checkLists(t, "goals", tests, func(r *Report) (got []string) {
		for _, g := range r.Goals {
			team := "-"
			if g.Team != nil {
				team = *g.Team
			}
			got = append(got, g.Scorer+" / "+team)
		}
		return got
	})
}
