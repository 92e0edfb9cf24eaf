package extractor

import "testing"

// TestHomeAndScoreWithoutHeadline checks reports that never write "X 3-2 Y":
// home, away and the score come from what the text says about the venue,
// who hosted whom, a result told in words and the goals themselves. When the
// text does not settle who was at home, all four stay empty.
func TestHomeAndScoreWithoutHeadline(t *testing.T) {
	tests := []struct {
		name       string
		text       string
		home, away string // "" when the report leaves them open
		hs, as     int
	}{
		{
			"hosted",
			"Leicester City hosted Norwich City on Saturday afternoon. Jamie Vardy scored in the 20th minute and again after the break as Leicester won 2-1. Teemu Pukki replied for Norwich late on.",
			"Leicester City", "Norwich City", 2, 1,
		},
		{
			"welcomed",
			"Crystal Palace welcomed Bournemouth to south London on Sunday and fell to a 2-0 defeat. Dominic Solanke scored both goals for Bournemouth.",
			"Crystal Palace", "Bournemouth", 0, 2,
		},
		{
			"travelled to",
			"Burnley travelled to Stoke City on Tuesday night and came away with a 3-1 win. Jay Rodriguez struck twice and Ashley Barnes added a third before Jacob Brown replied for Stoke.",
			"Stoke City", "Burnley", 1, 3,
		},
		{
			"the visitors in apposition",
			"Southampton, the visitors, won 1-0 against Reading on Saturday. Che Adams scored the only goal after 70 minutes.",
			"Reading", "Southampton", 0, 1,
		},
		{
			"the hosts in apposition",
			"Swansea City, the hosts, beat Cardiff City 2-0 in the south Wales derby. Joel Piroe scored both goals.",
			"Swansea City", "Cardiff City", 2, 0,
		},
		{
			"away at",
			"Watford won 2-1 away at Derby County on Saturday. Joao Pedro scored twice for Watford and Tom Lawrence replied for Derby.",
			"Derby County", "Watford", 1, 2,
		},
		{
			"held to a draw at home",
			"Preston North End were held to a 0-0 draw at home by Blackburn Rovers on Saturday.",
			"Preston North End", "Blackburn Rovers", 0, 0,
		},
		{
			"drew at a named ground",
			"Sheffield United drew 2-2 with Millwall at Bramall Lane. Oli McBurnie scored twice for the Blades.",
			"Sheffield United", "Millwall", 2, 2,
		},
		{
			"a draw at a named ground",
			"Norwich City and Hull City shared the points in a 1-1 draw at Carrow Road.",
			"Norwich City", "Hull City", 1, 1,
		},
		{
			"an own goal for the visitors",
			"Luton Town beat QPR 2-1 on Tuesday. QPR defender Jimmy Dunne turned the ball into his own net after ten minutes to hand the visitors the lead. " +
				"Ilias Chair levelled for QPR before Carlton Morris won it for Luton late on.",
			"QPR", "Luton Town", 1, 2,
		},
		{
			// with nothing said of a home side, the first-named is the home
			// one, as in result lines and in the corpus annotations
			"a neutral ground keeps the first-named side first",
			"Chelsea beat Liverpool 2-1 in the final at Wembley Stadium. Kai Havertz headed the winner in the 88th minute.",
			"Chelsea", "Liverpool", 2, 1,
		},
		{
			"travel in the future is another match",
			"Rangers lost 2-0 to Celtic on Sunday. Rangers will travel to Aberdeen next weekend. Kyogo Furuhashi scored both goals.",
			"Rangers", "Celtic", 0, 2,
		},
		{
			"hosts of another match",
			"Fulham beat Brentford 2-0. Fulham, who hosted Arsenal last week, offered little resistance early on. Aleksandar Mitrovic scored twice.",
			"Fulham", "Brentford", 2, 0,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			str := func(p *string) string {
				if p == nil {
					return ""
				}
				return *p
			}
			if str(r.Home) != tt.home || str(r.Away) != tt.away {
				t.Errorf("home, away = %q, %q; want %q, %q", str(r.Home), str(r.Away), tt.home, tt.away)
			}
			if tt.home == "" {
				if r.HomeScore != nil || r.AwayScore != nil {
					t.Errorf("score = %v-%v; want none", r.HomeScore, r.AwayScore)
				}
				return
			}
			if r.HomeScore == nil || r.AwayScore == nil || *r.HomeScore != tt.hs || *r.AwayScore != tt.as {
				t.Errorf("score = %v-%v; want %d-%d", deref(r.HomeScore), deref(r.AwayScore), tt.hs, tt.as)
			}
			if r.Evidence == nil || r.Evidence.Home == nil {
				t.Errorf("no evidence for home")
			}
		})
	}
}

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

// checkResult reports a report whose home, away and score are not the ones
// wanted.
func checkResult(t *testing.T, r *Report, home, away string, hs, as int) {
	t.Helper()
	if r.Home == nil || r.Away == nil || *r.Home != home || *r.Away != away {
		t.Errorf("home, away = %q, %q; want %q, %q", strOf(r.Home), strOf(r.Away), home, away)
	}
	if r.HomeScore == nil || r.AwayScore == nil || *r.HomeScore != hs || *r.AwayScore != as {
		t.Errorf("score = %v-%v; want %d-%d", deref(r.HomeScore), deref(r.AwayScore), hs, as)
	}
}

// TestScoreLines checks result lines that give each club its goals, the
// home club first, as newspapers print them above a report.
func TestScoreLines(t *testing.T) {
	tests := []struct {
		name, text string
		home, away string // "" when the text gives no result line
		hs, as     int
	}{
		{"numbers after the clubs", "Everton 4 Burnley 1\n\nDominic Calvert-Lewin scored twice as Everton eased past Burnley at Goodison Park.",
			"Everton", "Burnley", 4, 1},
		{"after extra time", "Hibernian 2 Motherwell 3 (after extra time)\n\nKevin van Veen won it for Motherwell in the 117th minute.",
			"Hibernian", "Motherwell", 2, 3},
		{"a comma between the sides", "Recap: Columbus Crew 0, Orlando City 2\n\nFacundo Torres scored both goals for Orlando City.",
			"Columbus Crew", "Orlando City", 0, 2},
		{"a dash between the sides", "Getafe 1 - Sevilla 1\n\nBorja Mayoral scored for Getafe before Youssef En-Nesyri levelled for Sevilla.",
			"Getafe", "Sevilla", 1, 1},
		{"points are no score", "Arsenal 74 Liverpool 71\n\nThe table tells its own story after Saturday's games.", "", "", 0, 0},
		{"a ground left with a win, then a future told", "Burnley left Anfield with a 2-1 victory over Liverpool on Saturday, a result their fans will savour.",
			"Liverpool", "Burnley", 1, 2},
		{"a result snatched at a ground", "Wolves snatched a 2-1 smash-and-grab at Goodison Park to sink Everton.",
			"Everton", "Wolves", 1, 2},
		{"the goals say who won when the winner is read off an object",
			"Callum Lang gave Wigan Athletic the lead and left Bolton Wanderers chasing shadows in a 3-1 win at the DW Stadium. Lang scored for Wigan after ten minutes and Tom Naylor added a second for Wigan. Dion Charles replied for Bolton.",
			"Wigan Athletic", "Bolton Wanderers", 3, 1},
		{"lost at home to", "Stoke City lost 2-1 at home to Derby County on Saturday.", "Stoke City", "Derby County", 1, 2},
		{"went down at", "Derby County went down 3-0 at Stoke City on Tuesday night.", "Stoke City", "Derby County", 3, 0},
		{"won at", "Wigan Athletic won 2-1 at Bolton Wanderers in the derby.", "Bolton Wanderers", "Wigan Athletic", 1, 2},
		{"a shoot-out's score is not the match's",
			"Real Betis went through after beating Valencia 5-4 on penalties following a 1-1 draw at Mestalla. Valencia hosted the tie.",
			"Valencia", "Real Betis", 1, 1},
		{"a shoot-out won, then the score",
			"Hearts won the shoot-out 4-2 after drawing 0-0 with Hibernian. Hearts hosted Hibernian at Tynecastle.",
			"Hearts", "Hibernian", 0, 0},
		{"a shared ground names its home from the clubs",
			"Santos went through after beating Fluminense 5-3 on penalties following a 1-1 draw at the Maracanã.",
			"Fluminense", "Santos", 1, 1},
		{"a ground both clubs share keeps the first-named side first",
			"Fluminense went through after beating Flamengo 5-3 on penalties following a 1-1 draw at the Maracanã.",
			"Fluminense", "Flamengo", 1, 1},
		{"lost to the hosts", "Walsall wanted a win, and Grimsby Town lost 3-1 to the hosts.", "Walsall", "Grimsby Town", 3, 1},
		{"a visit that ended in defeat", "Grimsby Town's visit to Walsall ended in a 3-1 defeat for the visitors.", "Walsall", "Grimsby Town", 3, 1},
		{"slumped to a defeat at", "Grimsby Town slumped to a 3-1 defeat at Walsall.", "Walsall", "Grimsby Town", 3, 1},
		{"a home defeat against", "Walsall fell to a 3-1 home defeat against Grimsby Town.", "Walsall", "Grimsby Town", 1, 3},
		{"a win at", "Grimsby Town secured a 3-1 win at Walsall.", "Walsall", "Grimsby Town", 1, 3},
		{"the hosts in apposition before", "The hosts, Walsall, beat Grimsby Town 3-1.", "Walsall", "Grimsby Town", 3, 1},
		{"visitors before the club", "Walsall beat visitors Grimsby Town 3-1.", "Walsall", "Grimsby Town", 3, 1},
		{"a result line with its scorers in brackets", "Walsall 3 (Kemp 12, Dore 40, 77) Grimsby Town 1 (Vance 60)\n\nA comfortable afternoon.", "Walsall", "Grimsby Town", 3, 1},
		{"beaten at a ground by", "Grimsby Town were beaten 3-1 at the Bescot Stadium by Walsall on Saturday.", "Walsall", "Grimsby Town", 3, 1},
		{"in front of their own fans", "Walsall beat Grimsby Town 3-1 in front of their own fans.", "Walsall", "Grimsby Town", 3, 1},
		{"beaten on the road", "Grimsby Town were beaten 3-1 on the road by Walsall.", "Walsall", "Grimsby Town", 3, 1},
		{"home wins in a row", "Walsall made it four home wins in a row by beating Grimsby Town 3-1.", "Walsall", "Grimsby Town", 3, 1},
		{"a first away win", "Grimsby Town claimed a first away win of the season by beating Walsall 3-1.", "Walsall", "Grimsby Town", 1, 3},
		{"the travelling fans", "The travelling Grimsby Town fans cheered a 3-1 win over Walsall.", "Walsall", "Grimsby Town", 1, 3},
		{"on their travels", "Grimsby Town slipped to a 3-1 defeat on their travels to Walsall.", "Walsall", "Grimsby Town", 3, 1},
		{"another club's home run tells nothing", "Walsall ended Grimsby Town's run of four home wins with a 3-1 victory.", "Walsall", "Grimsby Town", 3, 1},
		{"a live blog's scorelines grow to the result",
			"Stoke City v Derby County: live\n\n20' GOAL! Stoke City 0-1 Derby County. Lewin Marr scores with a low shot.\n\n61' GOAL! Stoke City 1-1 Derby County. Osei Brand heads in at the back post.\n\n90' Full-time.",
			"Stoke City", "Derby County", 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if tt.home == "" {
				if r.HomeScore != nil {
					t.Errorf("score = %d-%d; want none", *r.HomeScore, *r.AwayScore)
				}
				return
			}
			checkResult(t, r, tt.home, tt.away, tt.hs, tt.as)
		})
	}
}

func strOf(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// TestGoallessHasNoGoals checks that a report whose headline states a
// goalless result lists no goals, whatever its chances read like.
func TestGoallessHasNoGoals(t *testing.T) {
	texts := []string{
		"Exeter City 0-0 Crewe Alexandra\n\nCrewe thought they had gone ahead on 20 minutes when Jonah Pell swept in Ivo Salt's low cross, but the flag was up. Ned Fry then turned a shot from Pell on to the post and in the 70th minute Sami Roux curled a free-kick against the bar.",
		"Derby County 0-0 Stoke City: keepers keep it level\n\nOla Berg made eight saves, the best of them a dive to his left from Tom Ashby's header after 60 minutes, as Derby and Stoke shared the points.",
	}
	for _, text := range texts {
		r, err := Extract(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Goals) != 0 {
			t.Errorf("Extract(%q): %d goals, want none (first: %s)", firstLine(text), len(r.Goals), r.Goals[0].Scorer)
		}
		if r.HomeScore == nil || *r.HomeScore != 0 || r.AwayScore == nil || *r.AwayScore != 0 {
			t.Errorf("Extract(%q): score = %v-%v, want 0-0", firstLine(text), deref(r.HomeScore), deref(r.AwayScore))
		}
	}
}
