package ingest_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"pitchgraph/extractor"
	"pitchgraph/graph"
	"pitchgraph/ingest"
)

// facts extracts and keys text as ingest does.
func facts(t *testing.T, in ingest.Input) *graph.Facts {
	t.Helper()
	rep, err := extractor.Extract(in.Text)
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	f, _ := ingest.Facts(rep, in, time.Unix(0, 0))
	return f
}

func clubIDs(f *graph.Facts) []string {
	var ids []string
	for _, c := range f.Clubs {
		ids = append(ids, c.ID)
	}
	slices.Sort(ids)
	return ids
}

func TestSides(t *testing.T) {
	for _, tc := range []struct {
		name        string
		text        string
		competition string   // given at ingest
		clubs       []string // sorted IDs
		names       []string // of the clubs, in the same order
	}{
		{
			name: "women's clubs named as such",
			text: "Arsenal Women 3-1 Chelsea Women\n\nBeth Mead scored twice as Arsenal Women beat Chelsea Women 3-1 at Meadow Park. " +
				"Kim Little crossed for Mead to head in after 12 minutes.",
			clubs: []string{"club:arsenal.women", "club:chelsea.women"},
			names: []string{"Arsenal Women", "Chelsea Women"},
		},
		{
			name: "a women's league, plain club names",
			text: "Arsenal 2-1 Chelsea\n\nArsenal beat Chelsea 2-1 in the WSL on Sunday. " +
				"Frida Maanum passed to Alessia Russo, who scored in the 30th minute.",
			clubs: []string{"club:arsenal.women", "club:chelsea.women"},
		},
		{
			name: "a nickname of a women's national team",
			text: "England 2-1 Spain\n\nThe Lionesses beat Spain 2-1 at Wembley. " +
				"Lauren James passed to Alessia Russo, who scored in the 20th minute.",
			clubs: []string{"club:england.women", "club:spain.women"},
			names: []string{"England Women", "Spain Women"},
		},
		{
			name: "an under-21 match",
			text: "England U21 2-0 France U21\n\nEngland U21 beat France U21 2-0 at Molineux. " +
				"Harvey Elliott passed to Jacob Ramsey, who scored in the 30th minute.",
			clubs: []string{"club:england.u21", "club:france.u21"},
			names: []string{"England U21", "France U21"},
		},
		{
			name: "a competition given at ingest",
			text: "Manchester City 1-0 Aston Villa\n\nManchester City beat Aston Villa 1-0 at the Joie Stadium. " +
				"Bunny Shaw scored in the 50th minute.",
			competition: "Women's Super League",
			clubs:       []string{"club:aston-villa.women", "club:manchester-city.women"},
		},
		{
			name: "a women's club with no men's side keeps its name",
			text: "Portland Thorns 2-0 Orlando Pride\n\nPortland Thorns beat Orlando Pride 2-0 at Providence Park. " +
				"Sophia Smith scored in the 40th minute.",
			clubs: []string{"club:orlando-pride.women", "club:portland-thorns.women"},
			names: []string{"Orlando Pride", "Portland Thorns"},
		},
		{
			name: "a men's league report that mentions the women's side",
			text: "Chelsea 2-0 Arsenal\n\nChelsea beat Arsenal 2-0 in the Premier League at Stamford Bridge. " +
				"Cole Palmer passed to Nicolas Jackson, who scored in the 20th minute. " +
				"Earlier in the day, Chelsea Women had beaten Arsenal Women in the WSL.",
			clubs: []string{"club:arsenal", "club:chelsea"},
			names: []string{"Arsenal", "Chelsea"},
		},
		{
			name: "a men's match, a player's youth caps told later",
			text: "Liverpool 1-0 Everton\n\nLiverpool beat Everton 1-0 at Anfield in the Merseyside derby on Saturday, " +
				"in a game of few chances and many fouls, settled by a header from a set piece midway through the second half " +
				"that left the visitors with nothing to show for a hard-working afternoon on the road. " +
				"Virgil van Dijk scored in the 65th minute. Jarell Quansah, an England U21 regular, came on late.",
			// England U21 is named, as what it is; the match stays the men's.
			clubs: []string{"club:england.u21", "club:everton", "club:liverpool"},
		},
		{
			name: "the women's form of the competition the text gives",
			text: "Spain 1-0 England\n\nSpain beat England 1-0 in the Women's World Cup final in Sydney. " +
				"Olga Carmona scored in the 29th minute.",
			competition: "World Cup",
			clubs:       []string{"club:england.women", "club:spain.women"},
		},
		{
			name: "reserve teams",
			text: "Borussia Dortmund II 1-1 Bayern Munich II\n\nBorussia Dortmund II and Bayern Munich II drew 1-1 in the 3. Liga. " +
				"Julian Hettwer scored in the 20th minute for Borussia Dortmund II.",
			clubs: []string{"club:bayern-munich.reserves", "club:borussia-dortmund.reserves"},
			names: []string{"Bayern Munich Reserves", "Borussia Dortmund Reserves"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := facts(t, ingest.Input{Text: tc.text, Competition: tc.competition})
			got := clubIDs(f)
			if !slices.Equal(got, tc.clubs) {
				t.Fatalf("clubs %q, want %q", got, tc.clubs)
			}
			if tc.names != nil {
				var names []string
				for _, id := range got {
					for _, c := range f.Clubs {
						if c.ID == id {
							names = append(names, c.Name)
						}
					}
				}
				if !slices.Equal(names, tc.names) {
					t.Errorf("names %q, want %q", names, tc.names)
				}
			}
			// Players, matches and goals belong to the sides.
			for _, p := range f.Players {
				for _, c := range p.ClubIDs {
					if !slices.Contains(tc.clubs, c) {
						t.Errorf("player %s plays for %s, not one of the sides", p.ID, c)
					}
				}
				if club := strings.TrimPrefix(strings.Split(p.ID, "/")[0], "player:"); club != "_" && !slices.Contains(tc.clubs, "club:"+club) {
					t.Errorf("player ID %s is keyed by no side", p.ID)
				}
			}
			if f.Match != nil && (!slices.Contains(tc.clubs, f.Match.HomeID) || !slices.Contains(tc.clubs, f.Match.AwayID)) {
				t.Errorf("match %s is not between the sides", f.Match.ID)
			}
		})
	}
}

// The women's reports among the repository's own reports and the dev
// corpus; every other report is of men's first teams.
var womenReports = map[string]bool{
	// ../shared/corpus/dev
	"d3-10.txt": true, "d3-15.txt": true, "e5-01.txt": true, "e5-05.txt": true, "e5-08.txt": true, "e5-09.txt": true,
	// extractor/testdata
	"b09-mancity-chelsea-wsl.txt": true, "b10-current-courage.txt": true, "d09-mancity-villa-women.txt": true,
	"e11-wolfsburg-chelsea.txt": true, "e04.txt": true, "h05.txt": true, "j05.txt": true, "p02.txt": true,
	"womens-hattrick.txt": true,
	// web/e2e/reports
	"southampton-women-sunderland-women.txt": true,
}

func TestSidesOfEveryReport(t *testing.T) {
	var files []string
	for _, dir := range []string{"../extractor/testdata", "../examples", "../web/e2e", "testdata", "../../shared/corpus/dev"} {
		filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			switch {
			case err != nil:
				return nil
			case d.IsDir() && (d.Name() == "heldout" || d.Name() == "fuzz" || d.Name() == "node_modules"):
				return filepath.SkipDir
			case strings.HasSuffix(path, ".txt"):
				files = append(files, path)
			}
			return nil
		})
	}
	if len(files) < 100 {
		t.Fatalf("found %d reports, want over 100", len(files))
	}
	women := 0
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := facts(t, ingest.Input{Text: string(text)})
		want := graph.Men
		if womenReports[filepath.Base(path)] {
			want = graph.Women
			women++
		}
		for _, c := range f.Clubs {
			if c.Category() != want {
				t.Errorf("%s: club %s (%s) is %s, want %s", path, c.ID, c.Name, c.Category(), want)
			}
		}
	}
	t.Logf("%d reports, %d of women's football", len(files), women)
}
