package extractor

import "testing"

// The reports in testdata/styles and testdata/heldout were written for
// this project by colleagues who did not read the extractor, each in the
// voice of an outlet (broadsheet, wire with a scorers block, live blog,
// tabloid, club website, fan blog, data-led, minute-by-minute, agency
// brief with line-ups; women's, cup, European, MLS, lower-league matches),
// with gold answers by the conventions of ../shared/corpus/dev. Rules were
// written against testdata/styles; testdata/heldout is only ever scored —
// write no rule from its texts or misses, so that it keeps telling how
// the extractor does on prose it was not tuned on.

// stylesFloors and heldOutFloors are at the figures measured (rounded
// down), so that a change that loses ground on them fails; a floor lowered
// once, when the fitted decision came, says what it was.
var stylesFloors = []floor{
	{"goals", true, 0.923},
	{"assists", true, 0.868},
	{"players", true, 0.991},
	{"cards", true, 0.981},
	{"chains", false, 0.859}, // was 0.860
	{"minutes", false, 0.844},
	{"score", false, 1.000},
	{"goal_teams", false, 0.956},
	{"player_teams", false, 0.875},
}

var heldOutFloors = []floor{
	{"goals", true, 0.880},
	{"assists", true, 0.769},
	{"players", true, 0.934},
	{"cards", true, 0.911},
	{"chains", false, 0.625},  // was 0.650
	{"minutes", false, 0.698}, // was 0.700
	{"score", false, 0.937},
	{"goal_teams", false, 0.926},
	{"player_teams", false, 0.934},
}

// TestStylesFloors scores the outlet-style reports the rules were tuned on.
func TestStylesFloors(t *testing.T) {
	checkFloors(t, scoreDir(t, "testdata/styles"), stylesFloors)
}

// TestHeldOutFloors scores the held-out outlet-style reports.
func TestHeldOutFloors(t *testing.T) {
	checkFloors(t, scoreDir(t, "testdata/heldout"), heldOutFloors)
}
