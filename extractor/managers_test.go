package extractor

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestManagerByCharge checks managers told by what they do with the squad or
// from the bench, and players whose like-sounding deeds keep them players.
func TestManagerByCharge(t *testing.T) {
	const head = "Exeter City 1-1 Crewe Alexandra\n\n"
	tests := []struct {
		name     string
		text     string
		managers []string
	}{
		{"gave his lads", "Haldor Brekke will have given his boys a few home truths at the break, and Exeter improved.", []string{"Haldor Brekke"}},
		{"drilling her side", "Moira Quist has spent two seasons drilling her side in a pressing game.", []string{"Moira Quist"}},
		{"told his players", "After the game Tancredi Lupo told his players to forget the result.", []string{"Tancredi Lupo"}},
		{"a scorer put his side ahead", "Jonah Pell put his side ahead with a header in the 30th minute.", nil},
		{"without a named player", "Ivo Brandt was again without the suspended Callum Rusk, and it showed.", []string{"Ivo Brandt"}},
		{"without a goal is a player", "Callum Rusk was without a goal in ten games before this.", nil},
		{"his counterpart after a coach", "The Exeter coach was furious with the officials. His counterpart Ivo Brandt was calmer.", []string{"Ivo Brandt"}},
		{"a manager's counterpart", "Haldor Brekke praised his players. Haldor Brekke's counterpart, Ivo Brandt, did the same.", []string{"Haldor Brekke", "Ivo Brandt"}},
		{"a keeper's counterpart is a player", "Callum Rusk made six saves, and his counterpart Jonah Pell made none.", nil},
		{"the manager's teams", "Crewe sat deep in the way Ivo Brandt's teams always have.", []string{"Ivo Brandt"}},
		{"the manager's substitutes", "Haldor Brekke's substitutes changed the game.", []string{"Haldor Brekke"}},
		{"sent on a substitute", "Ivo Brandt sent on Jonah Pell for the last twenty minutes.", []string{"Ivo Brandt"}},
		{"threw on attackers", "Haldor Brekke then threw on two more attackers.", []string{"Haldor Brekke"}},
		{"a substitute sent on", "Jonah Pell, sent on at the break, hit the bar.", nil},
		{"took charge", "Moira Quist took charge in October and Crewe have not lost since.", []string{"Moira Quist"}},
		{"sent to the stands", "Tancredi Lupo was sent to the stands for his protests.", []string{"Tancredi Lupo"}},
		{"his opposite number", "The Exeter manager was all smiles. His opposite number Ivo Brandt was not.", []string{"Ivo Brandt"}},
		{"recalled a player", "Moira Quist recalled Jonah Pell to the starting line-up.", []string{"Moira Quist"}},
		{"rested two players", "Haldor Brekke rested Callum Rusk and Jonah Pell with the cup tie in mind.", []string{"Haldor Brekke"}},
		{"named an unchanged side", "Ivo Brandt named an unchanged side for the third game running.", []string{"Ivo Brandt"}},
		{"handed a debut", "Tancredi Lupo handed a debut to the teenager Jonah Pell.", []string{"Tancredi Lupo"}},
		{"a scorer who picked out a team-mate", "Jonah Pell picked out Callum Rusk, who scored with a header in the 30th minute.", nil},
		{"under-fire", "Defeat leaves under-fire Haldor Brekke looking over his shoulder.", []string{"Haldor Brekke"}},
		{"a run under a manager", "It is Exeter's worst run under Ivo Brandt, and they nearly fell behind early on.", []string{"Ivo Brandt"}},
		{"forced to make a sub", "Moira Quist was forced to make an early substitution when Callum Rusk went off injured.", []string{"Moira Quist"}},
		{"turned to two substitutes", "Haldor Brekke turned to Jonah Pell and Callum Rusk with twenty minutes left.", []string{"Haldor Brekke"}},
		{"his lineup", "Tancredi Lupo sprang no surprise with his lineup.", []string{"Tancredi Lupo"}},
		{"a player turned to celebrate", "Jonah Pell turned to celebrate with the fans after his header in the 30th minute.", nil},
		{"the manager's appointment", "Since Moira Quist's appointment Crewe have lost once.", []string{"Moira Quist"}},
		{"replaced someone as head coach", "Moira Quist, who replaced Dan Hale as head coach in May, saw her side dominate.", []string{"Moira Quist"}},
		{"in charge since", "Ivo Brandt has been in charge since 2021 and has never lost here.", []string{"Ivo Brandt"}},
		{"appointed", "Tancredi Lupo, appointed in the summer, watched Crewe fade.", []string{"Tancredi Lupo"}},
		{"a player as captain", "Jonah Pell, who replaced Callum Rusk as captain in May, hit the bar.", nil},
		{"turned to his bench", "Moira Quist turned to her bench with twenty minutes left.", []string{"Moira Quist"}},
		{"a double substitution", "Ivo Brandt made a double substitution on the hour.", []string{"Ivo Brandt"}},
		{"a change of direction is a player's", "Jonah Pell made a sharp change of direction and shot wide.", nil},
		{"switched to a back three", "Haldor Brekke switched to a back three after the break.", []string{"Haldor Brekke"}},
		{"reverted to a numbered shape", "Tancredi Lupo reverted to 4-3-3 for the last half-hour.", []string{"Tancredi Lupo"}},
		{"opted to start", "Ivo Brandt opted to start with Jonah Pell on the left.", []string{"Ivo Brandt"}},
		{"whose club's team", "Moira Quist, whose Crewe side had lost four in a row, looked relieved.", []string{"Moira Quist"}},
		{"the manager's gamble", "Haldor Brekke's gamble on youth paid off.", []string{"Haldor Brekke"}},
		{"an apposed role with modifiers", "Moira Quist, the division's longest-serving manager, stood by her players.", []string{"Moira Quist"}},
		{"a club's manager since", "Ivo Brandt, Crewe's head coach since 2019, was calm.", []string{"Ivo Brandt"}},
		{"a role in brackets", "Haldor Brekke (Exeter boss) said little.", []string{"Haldor Brekke"}},
		{"a role between dashes", "Tancredi Lupo - Crewe's manager - was calm.", []string{"Tancredi Lupo"}},
		{"an assistant is no manager", "Tancredi Lupo, Crewe's assistant manager, took the warm-up.", nil},
		{"a former manager is no manager", "Tancredi Lupo, the former Crewe manager, was in the crowd.", nil},
		{"the role is the next name's", "Late on came a header from Jonah Pell, Crewe boss Ivo Brandt looking on.", []string{"Ivo Brandt"}},
		{"managed by", "Crewe, managed by Moira Quist, were second best.", []string{"Moira Quist"}},
		{"has overseen", "Ivo Brandt has now overseen six wins in a row.", []string{"Ivo Brandt"}},
		{"the visiting manager, name", "The visiting manager, Haldor Brekke, was furious.", []string{"Haldor Brekke"}},
		{"said of his side", "Ivo Brandt said of his players: \"They gave everything.\"", []string{"Ivo Brandt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(head + tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			var got []string
			for _, m := range r.Managers {
				got = append(got, m.Name)
			}
			if diff := cmp.Diff(tt.managers, got); diff != "" {
				t.Errorf("Extract(%q): managers differ (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}
