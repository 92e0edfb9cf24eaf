package resolvers

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

var cmpEmpty = cmpopts.EquateEmpty()

// The additions for the explorer's match centre, through the API: a club's
// side, a report's warnings, the goals a match's score counts that no
// report tells, and sources that never show a server path.
func TestSidesWarningsAndMissingGoals(t *testing.T) {
	srv := newServer(t, openStore(t))
	ingest := func(text, source, competition string) ingestPayload {
		var p ingestPayload
		srv.query(&p, ingestMutation, map[string]any{"in": map[string]any{"text": text, "source": source, "competition": competition}})
		return p
	}
	men := ingest(testReport, "/home/editor/reports/arsenal-chelsea.txt", "")
	women := ingest("Arsenal Women beat Chelsea Women 2-1 at Meadow Park on Sunday. "+
		"Beth Mead crossed for Alessia Russo to head in the opener in the 14th minute. "+
		"Lauren James equalised after 40 minutes. "+
		"There was a late winner too, and a goal from a corner for somebody else.", "notes", "Women's Super League")
	youth := ingest("England U21 beat France U21 2-0 at Molineux. Jacob Ramsey scored in the 30th minute. "+
		"Somebody added another late on.", "", "")

	var got struct {
		Men   struct{ Category string }       `json:"men"`
		Women struct{ Category, Name string } `json:"women"`
		Youth struct {
			Category string
			AgeGroup *string
		} `json:"youth"`
		Clubs struct {
			Edges []struct {
				Node struct{ ID, Name, Category string }
			}
		}
	}
	srv.query(&got, `{
	  men: club(id: "club:arsenal") { category }
	  women: club(id: "club:arsenal.women") { category name }
	  youth: club(id: "club:england.u21") { category ageGroup }
	  clubs(where: {name: "arsenal"}) { edges { node { id name category } } }
	}`, nil)
	if got.Men.Category != "MEN" || got.Women.Category != "WOMEN" || got.Women.Name != "Arsenal Women" {
		t.Errorf("Arsenal is %q, Arsenal Women %q named %q; want MEN, WOMEN, \"Arsenal Women\"", got.Men.Category, got.Women.Category, got.Women.Name)
	}
	if got.Youth.Category != "YOUTH" || got.Youth.AgeGroup == nil || *got.Youth.AgeGroup != "U21" {
		t.Errorf("England U21: category %q, age group %v; want YOUTH, U21", got.Youth.Category, got.Youth.AgeGroup)
	}
	var clubs []string
	for _, e := range got.Clubs.Edges {
		clubs = append(clubs, e.Node.ID+" "+e.Node.Category)
	}
	if d := cmp.Diff([]string{"club:arsenal MEN", "club:arsenal.women WOMEN"}, clubs); d != "" {
		t.Errorf("clubs(name: arsenal) (-want +got):\n%s", d)
	}

	var reports struct {
		Node struct {
			Source   *string
			Warnings []string
			Match    struct{ MissingGoals *int }
		}
	}
	srv.query(&reports, `query($id: ID!) { node(id: $id) { ... on Report { source warnings match { missingGoals } } } }`,
		map[string]any{"id": men.IngestReport.Report.ID})
	if reports.Node.Source == nil || *reports.Node.Source != "arsenal-chelsea.txt" {
		t.Errorf("report source %v, want the file's name", reports.Node.Source)
	}
	if men.IngestReport.Report.Source != "arsenal-chelsea.txt" {
		t.Errorf("ingestReport: report source %q, want the file's name", men.IngestReport.Report.Source)
	}
	if len(reports.Node.Warnings) != 0 || reports.Node.Match.MissingGoals == nil || *reports.Node.Match.MissingGoals != 0 {
		t.Errorf("the men's report: warnings %q, missingGoals %v; want none and 0", reports.Node.Warnings, reports.Node.Match.MissingGoals)
	}
	for _, p := range []ingestPayload{women, youth} {
		srv.query(&reports, `query($id: ID!) { node(id: $id) { ... on Report { source warnings match { missingGoals } } } }`,
			map[string]any{"id": p.IngestReport.Report.ID})
		if !cmp.Equal(reports.Node.Warnings, p.IngestReport.Warnings, cmpEmpty) {
			t.Errorf("report %s: warnings %q, want those ingestReport gave, %q", p.IngestReport.Report.ID, reports.Node.Warnings, p.IngestReport.Warnings)
		}
		if m := reports.Node.Match.MissingGoals; m == nil || *m < 1 {
			t.Errorf("report %s: missingGoals %v, want at least 1 (a score of 3 with fewer goals told)", p.IngestReport.Report.ID, m)
		}
	}
}
