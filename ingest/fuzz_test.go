package ingest

import (
	"strings"
	"testing"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
)

// FuzzReport ingests arbitrary text with an arbitrary date. Whatever comes
// in, Report either refuses it with an EINVALID error or stores valid
// facts under the report's ID, and a second ingest of the same input
// changes nothing.
func FuzzReport(f *testing.F) {
	for _, seed := range []struct{ text, date string }{
		{"Rovers 2-1 Athletic\n\nSam Carter crossed for Ade Okafor to head in after 12 minutes. " +
			"Okafor scored again from the spot on 70 minutes. Athletic's Tom Reed pulled one back late on.", ""},
		{"Northbridge beat Eastport 1-0 at Harbour Road. Kai Lindqvist was booked in the 30th minute.", "2023-09-16"},
		{"United 0-0 City", "2024-02-30"},
		{"", ""},
		{"   \n\t ", ""},
		{"\x00binary\xff\xfe", ""},
		{strings.Repeat("Goal! ", 2000), ""},
		{"A 1-0 B. " + strings.Repeat("C passed to D, who passed to E. ", 200), "1999-12-31"},
		{"Ünïcödé Fc 3-3 Ñandú SC: Jośe Ŝmith scored a hat-trick in the 90+3rd minute.", ""},
	} {
		f.Add(seed.text, seed.date)
	}
	s, err := embedded.Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	f.Fuzz(func(t *testing.T, text, date string) {
		in := Input{Text: text, Date: date, Source: "fuzz"}
		res, err := Report(t.Context(), s, in)
		if err != nil {
			if code := graph.ErrorCode(err); code != graph.EINVALID {
				t.Fatalf("Report(%.100q, %q): %v (code %s); want success or an %s error", text, date, err, code, graph.EINVALID)
			}
			return
		}
		if res.Report.ID != graph.ReportID(text) {
			t.Errorf("Report(%.100q): report ID %s, want %s", text, res.Report.ID, graph.ReportID(text))
		}
		if err := res.Facts.Validate(); err != nil {
			t.Errorf("Report(%.100q): stored facts that do not validate: %v", text, err)
		}
		stored, err := s.Reports(t.Context(), []string{res.Report.ID})
		if err != nil || stored[0] == nil || stored[0].Text != text {
			t.Fatalf("Report(%.100q) succeeded but the report is not stored as given: %v, %v", text, stored, err)
		}
		again, err := Report(t.Context(), s, in)
		if err != nil || again.Created || again.Report.ID != res.Report.ID {
			t.Errorf("Report(%.100q) again: created %v, err %v; want the same report, not created", text, again != nil && again.Created, err)
		}
	})
}
