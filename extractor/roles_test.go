package extractor

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestManagerRoleBeforeName checks managers whose role comes before the name,
// set off by a comma, and jobs that are no manager's.
func TestManagerRoleBeforeName(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		managers []string
		players  []string
	}{
		{"the club's head coach, name", "Millwall 2-0 Luton Town\n\nLuton's head coach, Gareth Pyle, said his players ran out of ideas.", []string{"Gareth Pyle"}, nil},
		{"said the club manager, name", "Millwall 2-0 Luton Town\n\n\"We defended well,\" said the Millwall manager, Tobias Renn.", []string{"Tobias Renn"}, nil},
		{"their manager, name", "Millwall 2-0 Luton Town\n\nLuton never recovered, and their manager, Sergio Amat, walked straight down the tunnel.", []string{"Sergio Amat"}, nil},
		{"the visitors' coach, name", "Millwall 2-0 Luton Town\n\nThe visitors' interim coach, Dale Henning, made three changes at half-time.", []string{"Dale Henning"}, nil},
		{"a club's chief", "Millwall 2-0 Luton Town\n\nHatters chief Olaf Brink was furious with the officials.", []string{"Olaf Brink"}, nil},
		{"a capitalised role glued to the name", "Millwall 2-0 Luton Town\n\nLuton Head Coach Gareth Pyle said little afterwards.", []string{"Gareth Pyle"}, nil},
		{"a player-manager", "Millwall 2-0 Luton Town\n\nPlayer-manager Tobias Renn watched from the stands.", []string{"Tobias Renn"}, nil},
		{"an assistant is no manager", "Millwall 2-0 Luton Town\n\nMillwall's assistant coach, Ray Fenn, took the warm-up.", nil, nil},
		{"a player after a comma is a player", "Millwall 2-0 Luton Town\n\nThe Millwall striker, Kofi Danso, scored twice.", nil, []string{"Kofi Danso"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var managers, players []string
			for _, m := range r.Managers {
				managers = append(managers, m.Name)
			}
			for _, p := range r.Players {
				players = append(players, p.Name)
			}
			if diff := cmp.Diff(tt.managers, managers); diff != "" {
				t.Errorf("Extract(%q): managers differ (-want +got):\n%s", firstLine(tt.text), diff)
			}
			if tt.players != nil {
				if diff := cmp.Diff(tt.players, players); diff != "" {
					t.Errorf("Extract(%q): players differ (-want +got):\n%s", firstLine(tt.text), diff)
				}
			}
		})
	}
}

// TestManagerRoleAfterName checks managers told by what follows the name.
func TestManagerRoleAfterName(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		managers []string
	}{
		{"whose side", "Millwall 2-0 Luton Town\n\nGareth Pyle, whose side never looked like scoring, blamed the pitch.", []string{"Gareth Pyle"}},
		{"manager of the club", "Millwall 2-0 Luton Town\n\nTobias Renn, manager of Millwall, was delighted.", []string{"Tobias Renn"}},
		{"in charge of the club", "Millwall 2-0 Luton Town\n\nSergio Amat, in charge of Luton since August, cut a lonely figure.", []string{"Sergio Amat"}},
		{"a club's supremo", "Millwall 2-0 Luton Town\n\nLions supremo Dale Henning hailed his players.", []string{"Dale Henning"}},
		{"praised his players", "Millwall 2-0 Luton Town\n\nIn his press conference Olaf Brink praised his players for their energy.", []string{"Olaf Brink"}},
		{"the captain praised his team", "Millwall 2-0 Luton Town\n\nMillwall captain Kofi Danso praised his team after the game.", nil},
		{"said his side", "Millwall 2-0 Luton Town\n\nOlaf Brink said his side had been second best.", []string{"Olaf Brink"}},
		{"the manager's tactics", "Millwall 2-0 Luton Town\n\nGareth Pyle's tactics were questioned by the home fans.", []string{"Gareth Pyle"}},
		{"a first game in charge", "Millwall 2-0 Luton Town\n\nIt was Tobias Renn's first game in charge of the Lions.", []string{"Tobias Renn"}},
		{"unbeaten under the manager", "Millwall 2-0 Luton Town\n\nMillwall are now unbeaten under Sergio Amat.", []string{"Sergio Amat"}},
		{"made changes", "Millwall 2-0 Luton Town\n\nDale Henning made three changes at the break.", []string{"Dale Henning"}},
		{"a shot under the keeper", "Millwall 2-0 Luton Town\n\nKofi Danso slid the ball under Tom Ashby for the opener.", nil},
		{"a manager's club", "Millwall 2-0 Luton Town\n\nGareth Pyle's Luton never got going.", []string{"Gareth Pyle"}},
		{"a scorer's club is no manager's", "Millwall 2-0 Luton Town\n\nKofi Danso's Millwall were too strong. Danso scored twice.", nil},
		{"a line of managers", "Millwall 2-0 Luton Town\n\nManagers: Tobias Renn (Millwall), Sergio Amat (Luton Town)", []string{"Tobias Renn", "Sergio Amat"}},
		{"the manager's struggling side", "Millwall 2-0 Luton Town\n\nSergio Amat's struggling side have now lost four in a row.", []string{"Sergio Amat"}},
		{"the manager's selection", "Millwall 2-0 Luton Town\n\nGareth Pyle's selection raised eyebrows.", []string{"Gareth Pyle"}},
		{"a player's first-time shot", "Millwall 2-0 Luton Town\n\nKofi Danso's first-time shot flew in.", nil},
		{"under the manager, they", "Millwall 2-0 Luton Town\n\nUnder Tobias Renn, Millwall have won five in a row.", []string{"Tobias Renn"}},
		{"prowled the touchline", "Millwall 2-0 Luton Town\n\nGareth Pyle prowled the touchline throughout.", []string{"Gareth Pyle"}},
		{"watched from the dugout", "Millwall 2-0 Luton Town\n\nSergio Amat watched from the dugout as his side fell apart.", []string{"Sergio Amat"}},
		{"who took over", "Millwall 2-0 Luton Town\n\nDale Henning, who took over in the summer, has steadied things.", []string{"Dale Henning"}},
		{"a winger down the touchline", "Millwall 2-0 Luton Town\n\nKofi Danso raced down the touchline and crossed.", nil},
		{"a player whose shot", "Millwall 2-0 Luton Town\n\nKofi Danso, whose shot hit the post, was replaced late on.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, m := range r.Managers {
				got = append(got, m.Name)
			}
			if diff := cmp.Diff(tt.managers, got); diff != "" {
				t.Errorf("Extract(%q): managers differ (-want +got):\n%s", firstLine(tt.text), diff)
			}
		})
	}
}
