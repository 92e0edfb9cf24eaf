package graph

import "testing"

func TestSamePerson(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Balotelli", "Mario Balotelli", true},
		{"Edin Džeko", "Dzeko", true},
		{"van Persie", "Robin van Persie", true},
		{"D. Silva", "David Silva", true},
		{"David Silva", "Bernardo Silva", false},
		{"Silva", "Thiago Silva", true},
		{"Nasri", "Dzeko", false},
		{"", "Dzeko", false},
	}
	for _, tt := range tests {
		if got := SamePerson(tt.a, tt.b); got != tt.want {
			t.Errorf("SamePerson(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
		if got := SamePerson(tt.b, tt.a); got != tt.want {
			t.Errorf("SamePerson(%q, %q) = %v, want %v", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestFold(t *testing.T) {
	tests := map[string]string{
		"Brighton & Hove Albion":   "brighton and hove albion",
		"  Edin   DŽEKO ":          "edin dzeko",
		"Martin Ødegaard":          "martin odegaard",
		"Borussia Mönchengladbach": "borussia monchengladbach",
		"John O'Shea":              "john oshea",
		"Paris Saint-Germain F.C.": "paris saint germain f c",
		"Thomas Müller, 34":        "thomas muller 34",
		"Łukasz Fabiański":         "lukasz fabianski",
	}
	for in, want := range tests {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
