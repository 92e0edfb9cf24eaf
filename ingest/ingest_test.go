package ingest_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/ingest"
)

const first = `Leicester City 2-0 Southampton

Leicester City beat Southampton at the King Power Stadium in the Premier League.

Jamie Vardy opened the scoring in the 12th minute, sweeping home after James Maddison's through ball.

Harvey Barnes crossed for Vardy to head in a second on 70 minutes.
`

// second tells the same match more briefly, naming Vardy by surname only.
const second = `Leicester City 2-0 Southampton

Vardy struck twice as Leicester City saw off Southampton.

Vardy scored first on 12 minutes from Maddison's pass, and headed the second from Barnes's cross in the 70th minute.
`

func open(t *testing.T) graph.Store {
	t.Helper()
	s, err := embedded.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestReportIsIdempotent(t *testing.T) {
	ctx, s := context.Background(), open(t)
	res, err := ingest.Report(ctx, s, ingest.Input{Text: first, Source: "test"})
	if err != nil {
		t.Fatalf("Report: %v", err)
	}
	if !res.Created || res.Match == nil || len(res.Facts.Goals) != 2 {
		t.Fatalf("Report: created %v, match %v, %d goals; want created, a match, 2 goals", res.Created, res.Match, len(res.Facts.Goals))
	}
	again, err := ingest.Report(ctx, s, ingest.Input{Text: first})
	if err != nil || again.Created {
		t.Fatalf("Report again: created %v, err %v; want not created", again.Created, err)
	}
	goals, err := s.FindGoals(ctx, graph.GoalWhere{}, graph.Page{First: 10})
	if err != nil || goals.Total != 2 {
		t.Errorf("after two ingests of one text: %d goals (err %v), want 2", goals.Total, err)
	}
}

func TestReportsOfOneMatchShareItsNodes(t *testing.T) {
	ctx, s := context.Background(), open(t)
	a, err := ingest.Report(ctx, s, ingest.Input{Text: first})
	if err != nil {
		t.Fatal(err)
	}
	b, err := ingest.Report(ctx, s, ingest.Input{Text: second})
	if err != nil {
		t.Fatal(err)
	}
	if a.Match == nil || b.Match == nil || a.Match.ID != b.Match.ID {
		t.Fatalf("two reports of one match: match IDs %v and %v, want one match", a.Match, b.Match)
	}
	vardy, err := s.PlayerByName(ctx, "Vardy")
	if err != nil || vardy == nil {
		t.Fatalf("PlayerByName(Vardy) = %v, %v", vardy, err)
	}
	if vardy.Name != "Jamie Vardy" || vardy.GoalCount != 2 {
		t.Errorf("Vardy after two reports: name %q, %d goals; want Jamie Vardy with 2", vardy.Name, vardy.GoalCount)
	}
	players, err := s.FindPlayers(ctx, graph.PlayerWhere{Name: "vardy"}, graph.PlayersByName, graph.Page{First: 10})
	if err != nil || players.Total != 1 {
		t.Errorf("players named Vardy: %d (err %v), want 1", players.Total, err)
	}
	goals, err := s.GoalsBy(ctx, graph.GoalsOfMatch, []string{a.Match.ID})
	if err != nil || len(goals[0]) != 2 {
		t.Fatalf("goals of the match: %v (err %v), want 2", goals, err)
	}
	for _, g := range goals[0] {
		if len(g.Sources) != 2 {
			t.Errorf("goal %s has %d sources, want one from each report", g.ID, len(g.Sources))
		}
	}
}

func TestReportRefusesBadInput(t *testing.T) {
	tests := []struct {
		name string
		in   ingest.Input
		want string
	}{
		{"empty", ingest.Input{Text: " \n\t"}, "empty"},
		{"binary", ingest.Input{Text: "\x00\x01\xff"}, "not UTF-8"},
		{"NUL bytes", ingest.Input{Text: first[:40] + "\x00" + first[40:]}, "NUL byte at offset 40"},
		{"huge", ingest.Input{Text: strings.Repeat("a", ingest.MaxReportBytes+1)}, "limit"},
		{"bad date", ingest.Input{Text: first, Date: "2024-02-30"}, "not a YYYY-MM-DD date"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ingest.Report(context.Background(), open(t), tt.in)
			if graph.ErrorCode(err) != graph.EINVALID || !strings.Contains(graph.ErrorMessage(err), tt.want) {
				t.Errorf("Report(%s) = %v; want an invalid error saying %q", tt.name, err, tt.want)
			}
		})
	}
}

func TestReportAboutNothingWarns(t *testing.T) {
	res, err := ingest.Report(context.Background(), open(t), ingest.Input{Text: "The committee met on Tuesday to discuss the budget."})
	if err != nil {
		t.Fatalf("Report: %v", err)
	}
	if res.Match != nil || len(res.Warnings) == 0 {
		t.Errorf("report about nothing: match %v, warnings %v; want no match and a warning", res.Match, res.Warnings)
	}
}

func TestSummaryNamesTheMatchAndGoals(t *testing.T) {
	text := first + "\nJamie Vardy added a third in the second minute of added time.\n"
	res, err := ingest.Report(context.Background(), open(t), ingest.Input{Text: strings.Replace(text, "2-0", "3-0", 1)})
	if err != nil {
		t.Fatal(err)
	}
	got := res.Summary()
	for _, want := range []string{"Leicester City 3-0 Southampton", "3 goals", "Jamie Vardy 12'", "Jamie Vardy 90+2'"} {
		if !strings.Contains(got, want) {
			t.Errorf("Summary() = %q, want it to contain %q", got, want)
		}
	}
}

// A report's warnings stay with it in the store, and a source that is a
// path on this machine is kept as the file's name.
func TestWarningsAndSourceAreKept(t *testing.T) {
	ctx, s := context.Background(), open(t)
	text := "Manchester United 3-2 Atalanta\n\nManchester United beat Atalanta 3-2 at Old Trafford.\n\n" +
		"Marcus Rashford put United ahead in the 10th minute after Bruno Fernandes slipped him through.\n\n" +
		"There were goals from Duvan Zapata and Ademola Lookman, and Harry Maguire also scored.\n"
	res, err := ingest.Report(ctx, s, ingest.Input{Text: text, Source: "/srv/pitchgraph/reports/united-atalanta.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) == 0 {
		t.Fatal("Report: no warnings for goals with no club")
	}
	got, err := s.Reports(ctx, []string{res.Report.ID})
	if err != nil || got[0] == nil {
		t.Fatalf("Reports: %v, %v", got, err)
	}
	if !slices.Equal(got[0].Warnings, res.Warnings) {
		t.Errorf("stored warnings %q, want those of the ingest, %q", got[0].Warnings, res.Warnings)
	}
	for _, src := range []string{res.Report.Source, got[0].Source} {
		if src != "united-atalanta.txt" {
			t.Errorf("source %q, want the file's name", src)
		}
	}
}
