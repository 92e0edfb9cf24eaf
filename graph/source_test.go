package graph

import "testing"

func TestSourceName(t *testing.T) {
	for in, want := range map[string]string{
		"":                                       "",
		"  my notes  ":                           "my notes",
		"BBC Sport":                              "BBC Sport",
		"https://example.org/a/b.html":           "https://example.org/a/b.html",
		"corpus/dev/seed-01.txt":                 "corpus/dev/seed-01.txt",
		"/work/shared/corpus/dev/seed-01.txt":    "seed-01.txt",
		"/srv/reports/":                          "reports",
		"/":                                      "",
		"~/reports/a.txt":                        "a.txt",
		`C:\Users\ed\derby day.txt`:              "derby day.txt",
		"c:/reports/a.txt":                       "a.txt",
		`\\fileserver\share\b.txt`:               "b.txt",
		"file:///home/ed/report%20two.txt":       "report two.txt",
		"FILE:/home/ed/x.txt":                    "x.txt",
		"r/soccer match thread":                  "r/soccer match thread",
		"2024-05-04 Guardian: Arsenal v Chelsea": "2024-05-04 Guardian: Arsenal v Chelsea",
	} {
		if got := SourceName(in); got != want {
			t.Errorf("SourceName(%q) = %q, want %q", in, got, want)
		}
	}
}
