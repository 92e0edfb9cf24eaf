package graphtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testClub(t *testing.T, open func(t *testing.T) graph.Store) {
	s := loaded(t, open)

	t.Run("Clubs", func(t *testing.T) {
		ids := []string{eastport, "club:nowhere", northbridge, eastport}
		got, err := s.Clubs(t.Context(), ids)
		if err != nil {
			t.Fatal(err)
		}
		// The longest name wins; every other form is an alias, sorted.
		ea := &graph.Club{ID: eastport, Name: "Eastport Athletic", Aliases: []string{"Athletic", "Eastport", "the Dockers"}}
		nr := &graph.Club{ID: northbridge, Name: "Northbridge Rovers", Aliases: []string{"Northbridge", "Rovers", "the Bridge"}}
		if d := cmp.Diff([]*graph.Club{ea, nil, nr, ea}, got, diffOpts); d != "" {
			t.Errorf("Clubs(%q) (-want +got):\n%s", ids, d)
		}
	})

	t.Run("ClubByName", func(t *testing.T) {
		for _, tc := range []struct{ name, want string }{
			{"Eastport Athletic", eastport},
			{"EASTPORT athletic", eastport},
			{"the dockers", eastport},
			{"Brucken", brucken},
			{"union sankt brücken", brucken},
			{"Union-Sankt-Brucken", brucken},
			{"Northbridge", northbridge},
			{"North", ""},
			{"Nowhere Town", ""},
			{"", ""},
		} {
			c, err := s.ClubByName(t.Context(), tc.name)
			if err != nil {
				t.Errorf("ClubByName(%q): %v", tc.name, err)
				continue
			}
			if got := idOrEmpty(c); got != tc.want {
				t.Errorf("ClubByName(%q) = %q, want %q", tc.name, got, tc.want)
			}
		}
	})

	t.Run("FindClubs", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			want []string
		}{
			{"", []string{eastport, kingsmere, northbridge, brucken}},
			{"bridge", []string{northbridge}},
			{"DOCK", []string{eastport}}, // an alias
			{"brück", []string{brucken}},
			{"ed", []string{kingsmere}},
			{"zzz", nil},
		} {
			w := graph.ClubWhere{Name: tc.name}
			got := pages(t, "FindClubs", 3, func(p graph.Page) (graph.Connection[graph.Club], error) {
				return s.FindClubs(t.Context(), w, p)
			})
			if d := cmp.Diff(tc.want, idsOf(got, clubID), diffOpts); d != "" {
				t.Errorf("FindClubs(name=%q) (-want +got):\n%s", tc.name, d)
			}
		}
		checkPageErrors(t, "FindClubs", func(p graph.Page) error {
			_, err := s.FindClubs(t.Context(), graph.ClubWhere{}, p)
			return err
		})
	})

	t.Run("NameTies", func(t *testing.T) {
		s := open(t)
		alpha, beta, angel := graph.ClubID("Alpha United"), graph.ClubID("Beta United"), graph.ClubID("Ängelholm Town")
		b := newReport("A note on three clubs that share nicknames.", "", base)
		b.club(beta, "Beta United", "United")
		b.club(alpha, "Alpha United", "United")
		b.club(angel, "Ängelholm Town")
		ingest(t, s, b.f)
		c, err := s.ClubByName(t.Context(), "united")
		if err != nil || idOrEmpty(c) != alpha {
			t.Errorf("ClubByName(%q) = %q, %v; want %q, the smaller of two IDs", "united", idOrEmpty(c), err, alpha)
		}
		got, err := s.FindClubs(t.Context(), graph.ClubWhere{}, graph.Page{First: 10})
		if err != nil {
			t.Fatal(err)
		}
		// By folded name: the accent does not send Ängelholm to the end.
		if d := cmp.Diff([]string{alpha, angel, beta}, idsOf(got.Items, clubID)); d != "" {
			t.Errorf("FindClubs() by name (-want +got):\n%s", d)
		}
	})
	t.Run("Categories", func(t *testing.T) { testCategories(t, open) })
}

// idOrEmpty returns the ID of a club or player, or "" for nil.
func idOrEmpty[T graph.Club | graph.Player](x *T) string {
	switch v := any(x).(type) {
	case *graph.Club:
		if v != nil {
			return v.ID
		}
	case *graph.Player:
		if v != nil {
			return v.ID
		}
	}
	return ""
}
