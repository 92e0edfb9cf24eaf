package extractor

import (
	"testing"
)

// TestNamesNotInTheMatch checks that a dateline and players named only as
// missing are not listed as players, while a player who is missing and then
// plays is.
func TestNamesNotInTheMatch(t *testing.T) {
	tests := []listCase{ // want: players, in order
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
		{"without our skipper", "Hull City 1-0 Stoke City\n\nWe were again without our skipper Tor Lind (knee), but Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"missed the suspended", "Hull City 1-0 Stoke City\n\nStoke missed the suspended Tor Lind. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"not involved, ruled out", "Hull City 1-0 Stoke City\n\nTor Lind was not involved, and Abel Marsh was ruled out. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"serving a ban, and a quote of him", "Hull City 1-0 Stoke City\n\nTor Lind served the last game of a two-match ban. Ozan Dree scored the winner. \"Tor is a huge miss,\" said the Stoke boss.",
			[]string{"Ozan Dree"}},
		{"a former player giving a view", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner. \"He was sharp,\" said former Hull winger Abel Marsh, on commentary.",
			[]string{"Ozan Dree"}},
		{"a former player as an appositive", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner. \"Clinical,\" said Tor Lind, the former Wales forward. Lind had more to say. \"A proper finish,\" he added.",
			[]string{"Ozan Dree"}},
		{"a ground told as a name", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner at the Craigmore, and Tannadice erupted.",
			[]string{"Ozan Dree"}},
		{"a trip to an unknown club", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner. Hull face a trip to Real Tarvena next.",
			[]string{"Ozan Dree"}},
		{"a written number opening a sentence", "Hull City 1-0 Stoke City\n\nForty-two points separate the sides. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"out for the season, did not make the squad", "Hull City 1-0 Stoke City\n\nTor Lind is out for the season, and Abel Marsh did not make the squad. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"a legend in the crowd, a singer", "Hull City 1-0 Stoke City\n\nHull legend Tor Lind was in the crowd. Singer Abel Marsh led the anthem. Ozan Dree scored the winner.",
			[]string{"Ozan Dree"}},
		{"a likeness", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner, a finish reminiscent of Tor Lind. He hit it like Abel Marsh.",
			[]string{"Ozan Dree"}},
		{"the new someone, the late someone", "Hull City 1-0 Stoke City\n\nOzan Dree, dubbed the new Tor Lind, scored the winner in front of the late Abel Marsh's statue.",
			[]string{"Ozan Dree"}},
		{"like a team-mate in apposition is in the match", "Hull City 1-0 Stoke City\n\nOzan Dree, like Tor Lind, was booked in the first half.",
			[]string{"Ozan Dree", "Tor Lind"}},
		{"on co-commentary", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner. Tor Lind, on co-commentary, loved it.",
			[]string{"Ozan Dree"}},
		{"a fan set off by commas", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner, and a supporter, Tor Lind, ran on to the pitch.",
			[]string{"Ozan Dree"}},
		{"a former manager in attendance", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner. Former Stoke manager Tor Lind was in attendance.",
			[]string{"Ozan Dree"}},
		{"a player with a first name like a word is kept", "Hull City 1-0 Stoke City\n\nWith keeper Mark Tull up for a corner, Ozan Dree scored the winner.",
			[]string{"Mark Tull", "Ozan Dree"}},
		{"the referee set off by commas", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner and was booked by the referee, Tor Lind, for his celebration.",
			[]string{"Ozan Dree"}},
		{"injured in the match is in it", "Hull City 1-0 Stoke City\n\nTor Lind was injured in a collision early on, and Ozan Dree scored the winner. Abel Marsh was ruled out of the rest of the game by a knock.",
			[]string{"Tor Lind", "Ozan Dree", "Abel Marsh"}},
		{"a capitalised player opening a sentence is kept", "Hull City 1-0 Stoke City\n\nOZAN DREE, the Hull striker, scored the winner.",
			[]string{"Ozan Dree"}},
	}
	checkLists(t, "players", tests, playerNames)
}

// TestPeopleWhoAreNotPlayers checks people named by another job, and
// referees told in ways the role words miss.
func TestPeopleWhoAreNotPlayers(t *testing.T) {
	tests := []listCase{ // want: players, in order
		{"a chairman", "Hull City 1-0 Stoke City\n\nChairman Acun Ilk watched Ozan Dree score the winner.", []string{"Ozan Dree"}},
		{"an owner in apposition", "Hull City 1-0 Stoke City\n\nTor Lind, the Stoke owner, left early. Ozan Dree scored the winner.", []string{"Ozan Dree"}},
		{"a ref", "Hull City 1-0 Stoke City\n\nRef Sam Allott waved play on before Ozan Dree scored the winner.", []string{"Ozan Dree"}},
		{"a referee line", "Hull City 1-0 Stoke City\n\nOzan Dree scored the winner.\n\nReferee: Sam Allott", []string{"Ozan Dree"}},
	}
	checkLists(t, "players", tests, playerNames)
}
