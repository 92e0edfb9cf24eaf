package graphtest

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testReport(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("Reports", func(t *testing.T) {
		s := loaded(t, open)
		fs := Fixtures()
		ids := []string{r2, "report:0000000000000000", r2, r4}
		got, err := s.Reports(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := []*graph.Report{&fs[2].Report, nil, &fs[2].Report, &fs[4].Report}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("Reports(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("FindReports", func(t *testing.T) {
		s := loaded(t, open)
		got := pages(t, "FindReports", 2, func(p graph.Page) (graph.Connection[graph.Report], error) {
			return s.FindReports(t.Context(), p)
		})
		want := []string{r4, r3, r2, r1b, r1a}
		if d := cmp.Diff(want, idsOf(got, reportID)); d != "" {
			t.Errorf("FindReports by pages of 2: (-want +got):\n%s", d)
		}
		checkPageErrors(t, "FindReports", func(p graph.Page) error {
			_, err := s.FindReports(t.Context(), p)
			return err
		})
	})

	t.Run("FindReportsSameTime", func(t *testing.T) {
		s := open(t)
		at := base.Add(time.Minute)
		a, b := newReport("A note with no match in it.", "", at), newReport("Another note, also without a match.", "", at)
		ingest(t, s, a.f, b.f)
		c, err := s.FindReports(t.Context(), graph.Page{First: 10})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{min(a.f.Report.ID, b.f.Report.ID), max(a.f.Report.ID, b.f.Report.ID)}
		if d := cmp.Diff(want, idsOf(c.Items, reportID)); d != "" {
			t.Errorf("FindReports of two reports ingested at one time, want ID order (-want +got):\n%s", d)
		}
	})

	t.Run("ReportsOfMatches", func(t *testing.T) {
		s := loaded(t, open)
		ids := []string{m1, m2, "match:a~b", m3, m1}
		got, err := s.ReportsOfMatches(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		want := [][]string{{r1a, r1b}, {r2}, nil, {r3}, {r1a, r1b}}
		if d := cmp.Diff(want, got, diffOpts); d != "" {
			t.Errorf("ReportsOfMatches(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("WarningsAndSources", func(t *testing.T) { testWarningsAndSources(t, open) })

	t.Run("DeleteReport", func(t *testing.T) { testDelete(t, open) })
}

// testWarningsAndSources checks what a store keeps of a report besides its
// facts: the warnings ingest gave it, and its source as graph.SourceName
// gives it, so that a report loaded from a file on the server never shows
// that file's path.
func testWarningsAndSources(t *testing.T, open func(t *testing.T) graph.Store) {
	s := open(t)
	warned := newReport("A note that names two goals but no clubs.", "/srv/pitchgraph/corpus/dev/seed-01.txt", base)
	warned.f.Report.Warnings = []string{
		"goal by Sam Carter: the report does not say which club it counted for; not stored",
		"the report does not say which two clubs played",
	}
	sources := map[string]string{ // as given -> as kept
		`C:\Users\editor\reports\derby day.txt`: "derby day.txt",
		"file:///home/editor/report%20two.txt":  "report two.txt",
		"~/reports/third.txt":                   "third.txt",
		"https://example.org/reports/1/":        "https://example.org/reports/1/",
		"reports/kept-relative.txt":             "reports/kept-relative.txt",
		"BBC Sport, 12 May":                     "BBC Sport, 12 May",
	}
	fs := []*graph.Facts{warned.f}
	i := 0
	for given := range sources {
		i++
		fs = append(fs, newReport(fmt.Sprintf("Note %d of a batch, from %s.", i, given), given, base.Add(time.Duration(i)*time.Minute)).f)
	}
	given := fs[0].Clone()
	if _, err := s.IngestMany(t.Context(), fs[1:]); err != nil {
		t.Fatal(err)
	}
	ingest(t, s, fs[0])
	if d := cmp.Diff(given, fs[0], diffOpts); d != "" {
		t.Errorf("Ingest changed the facts it was given (-before +after):\n%s", d)
	}

	ids := make([]string, len(fs))
	for i, f := range fs {
		ids[i] = f.Report.ID
	}
	got, err := s.Reports(t.Context(), ids)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range got {
		if r == nil {
			t.Fatalf("Reports: %s is missing", ids[i])
		}
		want := "seed-01.txt"
		if i > 0 {
			want = sources[fs[i].Report.Source]
		}
		if r.Source != want {
			t.Errorf("Reports: source %q is kept as %q, want %q", fs[i].Report.Source, r.Source, want)
		}
	}
	if d := cmp.Diff(warned.f.Report.Warnings, got[0].Warnings, diffOpts); d != "" {
		t.Errorf("Reports: warnings (-want +got):\n%s", d)
	}
	if len(got[1].Warnings) != 0 {
		t.Errorf("Reports: a report ingested without warnings has %q", got[1].Warnings)
	}
	// A caller may change what it was handed without changing the store.
	got[0].Warnings[0] = "changed"
	page, err := s.FindReports(t.Context(), graph.Page{First: 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range page.Items {
		if r.ID == warned.f.Report.ID {
			if d := cmp.Diff(warned.f.Report.Warnings, r.Warnings, diffOpts); d != "" {
				t.Errorf("FindReports: warnings (-want +got):\n%s", d)
			}
			if r.Source != "seed-01.txt" {
				t.Errorf("FindReports: source %q, want seed-01.txt", r.Source)
			}
		}
	}
	bad := newReport("A note whose warning is not text.", "", base)
	bad.f.Report.Warnings = []string{"\xff"}
	_, err = s.Ingest(t.Context(), bad.f)
	wantCode(t, err, graph.EINVALID, "Ingest(warning of invalid UTF-8)")
}

func testDelete(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("Unknown", func(t *testing.T) {
		s := loaded(t, open)
		before := Dump(t, s)
		for _, id := range []string{"report:0000000000000000", northbridge, ""} {
			ok, err := s.DeleteReport(t.Context(), id)
			if err != nil || ok {
				t.Errorf("DeleteReport(%q): deleted %v, err %v; want false, nil", id, ok, err)
			}
		}
		sameState(t, "after deleting unknown reports", Dump(t, s), before)
	})

	// Deleting any one report leaves the graph the others alone make.
	for i, f := range Fixtures() {
		t.Run("AsIfNeverIngested/"+[]string{"r1a", "r1b", "r2", "r3", "r4"}[i], func(t *testing.T) {
			s := loaded(t, open)
			deleteReport(t, s, f.Report.ID)
			if ok, err := s.DeleteReport(t.Context(), f.Report.ID); err != nil || ok {
				t.Errorf("DeleteReport(%s) again: deleted %v, err %v; want false, nil", f.Report.ID, ok, err)
			}
			got := Dump(t, s)
			want := open(t)
			ingest(t, want, without(f.Report.ID)...)
			sameState(t, "after DeleteReport("+f.Report.ID+") vs never ingesting it", got, Dump(t, want))
		})
	}

	t.Run("OneOfTwo", func(t *testing.T) {
		s := loaded(t, open)
		deleteReport(t, s, r1b)
		ctx := t.Context()
		gs, _ := s.Goals(ctx, []string{g1, g4})
		if gs[1] != nil {
			t.Errorf("Goals(%s) after deleting its only report: %+v, want nil", g4, gs[1])
		}
		if gs[0] == nil {
			t.Fatalf("Goals(%s) after deleting one of its two reports: nil", g1)
		}
		if d := cmp.Diff([]string{r1a}, sourceReports(gs[0].Sources)); d != "" {
			t.Errorf("Goals(%s).Sources after deleting %s (-want +got):\n%s", g1, r1b, d)
		}
		cs, _ := s.Cards(ctx, []string{c1, c2})
		if cs[0] == nil || cs[1] != nil {
			t.Errorf("Cards(%s, %s) after deleting %s: %v, want the first only", c1, c2, r1b, cs)
		}
		ps, _ := s.Players(ctx, []string{mallory, sam})
		if ps[0] != nil || ps[1] == nil {
			t.Errorf("Players(%s, %s) after deleting %s: %v, want the second only", mallory, sam, r1b, ps)
		}
		ms, _ := s.Matches(ctx, []string{m1})
		if ms[0] == nil || ms[0].Venue != "" || ms[0].Competition != "Coastal League" {
			t.Errorf("Matches(%s) after deleting %s: %+v, want it without the venue only that report gave", m1, r1b, ms[0])
		}
	})

	t.Run("LastOfMatch", func(t *testing.T) {
		s := loaded(t, open)
		deleteReport(t, s, r1a)
		deleteReport(t, s, r1b)
		ctx := t.Context()
		if ms, _ := s.Matches(ctx, []string{m1}); ms[0] != nil {
			t.Errorf("Matches(%s) after deleting its reports: %+v, want nil", m1, ms[0])
		}
		gs, _ := s.Goals(ctx, []string{g1, g2, g3, g4})
		cs, _ := s.Cards(ctx, []string{c1, c2})
		if d := cmp.Diff([]*graph.Goal{nil, nil, nil, nil}, gs); d != "" {
			t.Errorf("Goals of %s after deleting its reports (-want +got):\n%s", m1, d)
		}
		if d := cmp.Diff([]*graph.Card{nil, nil}, cs); d != "" {
			t.Errorf("Cards of %s after deleting its reports (-want +got):\n%s", m1, d)
		}
		ids := []string{tomHale, joeCarter, mallory, sam, breznik}
		ps, _ := s.Players(ctx, ids)
		if got := []bool{ps[0] != nil, ps[1] != nil, ps[2] != nil, ps[3] != nil, ps[4] != nil}; !cmp.Equal(got, []bool{false, false, false, true, true}) {
			t.Errorf("Players(%q) present after deleting %s's reports: %v, want only the last two, which other reports name", ids, m1, got)
		}
		if ps[3] != nil && (ps[3].GoalCount != 1 || ps[3].AssistCount != 0) {
			t.Errorf("Players(%s): goals %d, assists %d after deleting %s's reports; want 1, 0", sam, ps[3].GoalCount, ps[3].AssistCount, m1)
		}
		if cl, _ := s.Clubs(ctx, []string{eastport}); cl[0] == nil {
			t.Errorf("Clubs(%s) after deleting %s's reports: nil, want the club another report names", eastport, m1)
		}
		got := Dump(t, s)
		want := open(t)
		ingest(t, want, without(r1a, r1b)...)
		sameState(t, "after deleting both reports of "+m1, got, Dump(t, want))
	})

	t.Run("All", func(t *testing.T) {
		s := loaded(t, open)
		for _, f := range Fixtures() {
			deleteReport(t, s, f.Report.ID)
		}
		sameState(t, "after deleting every report", Dump(t, s), State{})
	})

	t.Run("ThenIngestAgain", func(t *testing.T) {
		s := loaded(t, open)
		want := Dump(t, s)
		deleteReport(t, s, r1a)
		res, err := s.Ingest(t.Context(), Fixtures()[0])
		if err != nil || !res.Created {
			t.Fatalf("Ingest(%s) after deleting it: created %v, err %v; want created", r1a, res.Created, err)
		}
		sameState(t, "after deleting a report and ingesting it again", Dump(t, s), want)
	})
}

func deleteReport(t *testing.T, s graph.Store, id string) {
	t.Helper()
	ok, err := s.DeleteReport(t.Context(), id)
	if err != nil || !ok {
		t.Fatalf("DeleteReport(%s): deleted %v, err %v; want true", id, ok, err)
	}
}

func sourceReports(ss []graph.Source) []string {
	return idsOf(ss, func(s graph.Source) string { return s.ReportID })
}

// checkPageErrors checks the page requests every Find method refuses: a
// negative size, a cursor that is not one, a position cursor of earlier
// versions ("o:N"), and a cursor of another list. The error quotes a long
// bad cursor only in part.
func checkPageErrors(t *testing.T, call string, find func(graph.Page) error) {
	t.Helper()
	long := strings.Repeat("A", 500)
	for _, p := range []graph.Page{
		{First: -1},
		{First: 5, After: "not a cursor"},
		{First: 5, After: base64.RawURLEncoding.EncodeToString([]byte("o:4"))},
		{First: 5, After: graph.List("nothing").Cursor(graph.Key{ID: "x"})},
		{First: 5, After: long},
	} {
		err := find(p)
		what := fmt.Sprintf("%s(first=%d, after=%.30q)", call, p.First, p.After)
		wantCode(t, err, graph.EINVALID, what)
		if msg := graph.ErrorMessage(err); len(msg) > 120 || strings.Contains(msg, long[:40]) {
			t.Errorf("%s: message %q repeats the cursor at length", what, msg)
		}
	}
	if err := find(graph.Page{First: 5, After: base64.RawURLEncoding.EncodeToString([]byte("o:4"))}); !strings.Contains(graph.ErrorMessage(err), "earlier version") {
		t.Errorf("%s(after a position cursor): %v, want a message saying it is of an earlier version", call, err)
	}
}
