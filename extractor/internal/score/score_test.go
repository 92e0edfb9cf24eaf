package score

import "testing"

// TestScorerPort checks the port against comparisons score.py makes.
func TestScorerPort(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"Mario Balotelli", "Balotelli", true},
		{"Son Heung-min", "Son", true},
		{"Pierre-Emile Højbjerg", "Pierre Emile Hojbjerg", true},
		{"Jordan James", "Lauren James", false},
		{"J. James", "Jordan James", true},
	}
	for _, tt := range tests {
		if got := SamePerson(tt.a, tt.b); got != tt.same {
			t.Errorf("SamePerson(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.same)
		}
	}
	s := func(v string) *string { return &v }
	if !SameClub(s("Spurs"), s("Tottenham Hotspur")) || !SameClub(s("Brighton"), s("Brighton & Hove Albion")) || SameClub(s("Arsenal"), s("Chelsea")) {
		t.Error("sameClub disagrees with score.py on aliases")
	}
	if !SameClub(nil, s("Arsenal")) {
		t.Error("SameClub(nil, x) = false, want true (unknown is not held against)")
	}
}
