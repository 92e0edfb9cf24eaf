package extractor

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestExtractRejectsNonReports(t *testing.T) {
	tests := []struct {
		name string
		text string
		want error
	}{
		{"empty", "", ErrEmpty},
		{"whitespace", " \n\t\r\n ", ErrEmpty},
		{"invalid utf-8", "Arsenal 2-1 Chelsea \xff\xfe", ErrNotText},
		{"nul byte", "Arsenal 2-1\x00 Chelsea", ErrNotText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if !errors.Is(err, tt.want) || r != nil {
				t.Errorf("Extract(%q) = %v, %v; want nil, %v", tt.text, r, err, tt.want)
			}
		})
	}
}

// checkSources verifies that every fact's source is the text it names.
func checkSources(t *testing.T, text string, r *Report) {
	t.Helper()
	check := func(what string, s Source) {
		if s.Start < 0 || s.End > len(text) || s.Start > s.End || text[s.Start:s.End] != s.Sentence {
			t.Errorf("%s: source [%d:%d] does not match its sentence %q", what, s.Start, s.End, s.Sentence)
		}
	}
	for _, g := range r.Goals {
		check("goal "+g.Scorer, g.Source)
		if len(g.Chain) == 0 || g.Chain[len(g.Chain)-1] != g.Scorer {
			t.Errorf("goal %s: chain %v does not end with the scorer", g.Scorer, g.Chain)
		}
		if len(g.Passes) != len(g.Chain)-1 {
			t.Errorf("goal %s: %d passes for a chain of %d", g.Scorer, len(g.Passes), len(g.Chain))
		}
	}
	for _, c := range r.Cards {
		check("card "+c.Player, c.Source)
	}
	for _, p := range append(append([]Person{}, r.Players...), r.Managers...) {
		if p.Source != nil {
			check("person "+p.Name, *p.Source)
		}
	}
	if r.Evidence != nil {
		for _, s := range []*Source{r.Evidence.Score, r.Evidence.Home, r.Evidence.Away, r.Evidence.Venue, r.Evidence.Competition} {
			if s != nil {
				check("evidence", *s)
			}
		}
	}
}

func TestExtractOddInputs(t *testing.T) {
	tests := []struct {
		name string
		text string
	}{
		{"one word", "Goal"},
		{"no football", "The committee met on Tuesday to discuss the budget for next year."},
		{"german", "Der FC Bayern gewann am Samstag mit 3:1 gegen Dortmund. Müller traf zweimal."},
		{"japanese", "昨日の試合は三対一で終わった。観客は二万人だった。"},
		{"only punctuation", "... !!! ??? ---"},
		{"unclosed quote", "“He said it was fine, and Smith scored twice"},
		{"numbers", "90+5 (56) 3-2 45' 120+1 in the 999th minute"},
		{"possessives", "'s ' ’ ’s Smith's ’s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Extract(tt.text)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.text, err)
			}
			checkSources(t, tt.text, r)
			if r.Goals == nil || r.Cards == nil || r.Players == nil || r.Managers == nil || r.Warnings == nil {
				t.Errorf("Extract(%q): nil list in %+v", tt.text, r)
			}
		})
	}
}

func TestExtractNothingFootballWarns(t *testing.T) {
	r, err := Extract("The committee met on Tuesday to discuss the budget for next year.")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Warnings) == 0 || len(r.Goals) != 0 || r.Home != nil {
		t.Errorf("Extract(no football) = goals %d, home %v, warnings %v; want no goals, no home, a warning", len(r.Goals), r.Home, r.Warnings)
	}
	b, _ := json.Marshal(r)
	if !strings.Contains(string(b), `"goals":[]`) {
		t.Errorf("goals marshal as %s, want []", b)
	}
}

// largeInputs are a megabyte each of a report repeated, of different
// scorers (nothing may grow with goals times tellings), and of one line with
// no stop at all.
func largeInputs(t testing.TB) map[string]string {
	report, err := os.ReadFile("testdata/bench-report.txt")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for b.Len() < 1<<20 {
		b.Write(report)
		b.WriteString("\n")
	}
	var many strings.Builder
	for i := 0; many.Len() < 1<<20; i++ {
		name := func(n int) string {
			b := []byte{byte('A' + n%26)}
			for n /= 26; n > 0; n /= 26 {
				b = append(b, byte('a'+n%26))
			}
			return string(b) + "son"
		}
		fmt.Fprintf(&many, "%s %s fired home %s %s's cross in the %dth minute. ", name(i), name(i+7), name(i+3), name(i+11), 4+i%80)
	}
	return map[string]string{
		"repeated":      b.String(),
		"many-scorers":  many.String(),
		"without-stops": strings.Repeat("Smith passed to Jones who scored and ", (1<<20)/37),
	}
}

// TestExtractLargeInput feeds a megabyte of text of three kinds: each must
// come back whole, with every fact citing its own sentence. How the time
// grows with the length is measured by BenchmarkExtractLarge, not asserted.
func TestExtractLargeInput(t *testing.T) {
	for name, text := range largeInputs(t) {
		r, err := Extract(text)
		if err != nil {
			t.Fatalf("Extract(1 MB %s): %v", name, err)
		}
		checkSources(t, text, r)
	}
}

// BenchmarkExtractLarge measures a megabyte of each kind of largeInputs, in
// MB/s: compare it with BenchmarkExtract's per-report rate to see the time
// stay linear in the length.
func BenchmarkExtractLarge(b *testing.B) {
	for name, text := range largeInputs(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for i := 0; i < b.N; i++ {
				if _, err := Extract(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func FuzzExtract(f *testing.F) {
	for _, s := range []string{"Arsenal 2-1 Chelsea", "Smith (56) scored.", "“Jones’s corner was flicked on by Brown”", "",
		"Arsenal 2-1 Chelsea\n\nScorers: Smith, Jones; Brown", "Arsenal (0) 2-1 (1) Chelsea\n\n⚽ 23' Smith (Arsenal)\n1-1 Brown 45'",
		"Smith scored in the 23rd and 45th minutes, Jones for Chelsea after 50, and Brown in the 77th."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Extract(text)
		if !utf8.ValidString(text) || strings.IndexByte(text, 0) >= 0 {
			if !errors.Is(err, ErrNotText) {
				t.Fatalf("Extract(%q) error = %v, want ErrNotText", text, err)
			}
			return
		}
		if strings.TrimSpace(text) == "" {
			if !errors.Is(err, ErrEmpty) {
				t.Fatalf("Extract(%q) error = %v, want ErrEmpty", text, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Extract(%q): %v", text, err)
		}
		checkSources(t, text, r)
	})
}

func BenchmarkExtract(b *testing.B) {
	report, err := os.ReadFile("testdata/bench-report.txt")
	if err != nil {
		b.Fatal(err)
	}
	text := string(report)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Extract(text); err != nil {
			b.Fatal(err)
		}
	}
}
