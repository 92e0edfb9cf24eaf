package graph

import "testing"

func TestTeamID(t *testing.T) {
	for _, tc := range []struct {
		name string
		cat  Category
		age  string
		want string
	}{
		{"Arsenal", Men, "", "club:arsenal"},
		{"Arsenal", "", "", "club:arsenal"},
		{"Arsenal", Women, "", "club:arsenal.women"},
		{"Manchester City", Women, "u21", "club:manchester-city.women"},
		{"England", Youth, "U21", "club:england.u21"},
		{"England", Youth, "under-21", "club:england.youth"},
		{"Barcelona", Reserve, "", "club:barcelona.reserves"},
	} {
		if got := TeamID(tc.name, tc.cat, tc.age); got != tc.want {
			t.Errorf("TeamID(%q, %q, %q) = %q, want %q", tc.name, tc.cat, tc.age, got, tc.want)
		}
		cat, _ := CategoryOf(tc.want)
		want := tc.cat
		if want == "" {
			want = Men
		}
		if cat != want {
			t.Errorf("CategoryOf(%q) = %q, want %q", tc.want, cat, want)
		}
	}
	if cat, age := CategoryOf("club:england.u19"); cat != Youth || age != "u19" {
		t.Errorf("CategoryOf(club:england.u19) = %q, %q; want youth, u19", cat, age)
	}
}

func TestValidateClubCategory(t *testing.T) {
	for id, ok := range map[string]bool{
		"club:arsenal":             true,
		"club:arsenal.women":       true,
		"club:arsenal.reserves":    true,
		"club:arsenal.youth":       true,
		"club:arsenal.u18":         true,
		"club:arsenal.ladies":      false,
		"club:arsenal.u2":          false,
		"club:.women":              false,
		"club:arsenal.women.u21":   false,
		"club:arsenal.":            false,
		"club:tottenham-hotspur":   true,
		"club:a.b.c":               false,
		"club:brighton-and-hove-a": true,
	} {
		f := &Facts{Report: Report{ID: ReportID("x"), Text: "x"}, Clubs: []Club{{ID: id, Name: "A club"}}}
		err := f.Validate()
		if (err == nil) != ok {
			t.Errorf("Validate(club %q) = %v, want valid %v", id, err, ok)
		}
	}
}
