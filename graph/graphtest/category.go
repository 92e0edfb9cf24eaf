package graphtest

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// Two sides of each of two clubs: the men's first teams in one report, the
// women's teams in another, and a youth side in a third. Every lookup keeps
// the sides apart, as it keeps any two clubs apart.
const (
	textMen = "Eastport Athletic beat Northbridge Rovers 2-0. " +
		"Tom Reed crossed for Sam Fenton to head in the opener."
	textWomen = "Eastport Athletic Women beat Northbridge Rovers Women 1-0 in the Women's Super League. " +
		"Ana Reed crossed for Mia Fenton to head in the only goal."
	textYouth = "Eastport Athletic U21 drew with Northbridge Rovers U21. " +
		"Leo Grant was booked for the young Dockers."
)

var (
	eaMen     = graph.TeamID("Eastport Athletic", graph.Men, "")
	eaWomen   = graph.TeamID("Eastport Athletic", graph.Women, "")
	eaU21     = graph.TeamID("Eastport Athletic", graph.Youth, "u21")
	nrMen     = graph.TeamID("Northbridge Rovers", graph.Men, "")
	nrWomen   = graph.TeamID("Northbridge Rovers", graph.Women, "")
	tomReed   = graph.PlayerID(eaMen, "Tom Reed")
	samFenton = graph.PlayerID(eaMen, "Sam Fenton")
	anaReed   = graph.PlayerID(eaWomen, "Ana Reed")
	miaFenton = graph.PlayerID(eaWomen, "Mia Fenton")
	leoGrant  = graph.PlayerID(eaU21, "Leo Grant")
)

// categoryFacts returns the three reports: the men's, the women's and the
// youth side's, oldest first.
func categoryFacts() []*graph.Facts {
	men := newReport(textMen, "men", base)
	men.club(eaMen, "Eastport Athletic")
	men.club(nrMen, "Northbridge Rovers")
	men.match(eaMen, nrMen, "2024-03-02", "Coastal League", "", ip(2), ip(0))
	men.player(tomReed, eaMen, "Tom Reed")
	men.player(samFenton, eaMen, "Sam Fenton")
	men.goal(graph.GoalID(men.f.Match.ID, samFenton, 1), eaMen, samFenton, 1, ip(10), nil, graph.OpenPlay,
		"Tom Reed crossed for Sam Fenton to head in the opener.", pass(tomReed, samFenton, graph.Cross))

	women := newReport(textWomen, "women", base.Add(time.Hour))
	// The women's teams are also called by the clubs' plain names.
	women.club(eaWomen, "Eastport Athletic Women", "Eastport Athletic")
	women.club(nrWomen, "Northbridge Rovers Women", "Northbridge Rovers")
	women.match(eaWomen, nrWomen, "2024-03-03", "Women's Super League", "", ip(1), ip(0))
	women.player(anaReed, eaWomen, "Ana Reed")
	women.player(miaFenton, eaWomen, "Mia Fenton")
	women.goal(graph.GoalID(women.f.Match.ID, miaFenton, 1), eaWomen, miaFenton, 1, ip(30), nil, graph.OpenPlay,
		"Ana Reed crossed for Mia Fenton to head in the only goal.", pass(anaReed, miaFenton, graph.Cross))

	youth := newReport(textYouth, "youth", base.Add(2*time.Hour))
	youth.club(eaU21, "Eastport Athletic U21")
	youth.player(leoGrant, eaU21, "Leo Grant")
	return []*graph.Facts{men.f, women.f, youth.f}
}

func testCategories(t *testing.T, open func(t *testing.T) graph.Store) {
	s := open(t)
	ingest(t, s, categoryFacts()...)
	ctx := t.Context()

	t.Run("Clubs", func(t *testing.T) {
		ids := []string{eaMen, eaWomen, eaU21, nrWomen}
		got, err := s.Clubs(ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		want := []graph.Category{graph.Men, graph.Women, graph.Youth, graph.Women}
		for i, c := range got {
			if c == nil {
				t.Errorf("Clubs(%q): no club %s", ids, ids[i])
				continue
			}
			if c.Category() != want[i] {
				t.Errorf("Clubs: %s has category %q, want %q", c.ID, c.Category(), want[i])
			}
		}
		if _, age := graph.CategoryOf(eaU21); age != "u21" {
			t.Errorf("CategoryOf(%q): age group %q, want u21", eaU21, age)
		}
	})

	t.Run("ClubByName", func(t *testing.T) {
		for name, want := range map[string]string{
			"Eastport Athletic Women": eaWomen,
			"eastport athletic women": eaWomen,
			// Both sides answer to the plain name: the smaller ID, the
			// men's first team, wins.
			"Eastport Athletic":     eaMen,
			"Eastport Athletic U21": eaU21,
		} {
			c, err := s.ClubByName(ctx, name)
			if err != nil || idOrEmpty(c) != want {
				t.Errorf("ClubByName(%q) = %q, %v; want %q", name, idOrEmpty(c), err, want)
			}
		}
	})

	t.Run("FindClubs", func(t *testing.T) {
		got, err := s.FindClubs(ctx, graph.ClubWhere{Name: "eastport"}, graph.Page{First: 10})
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff([]string{eaMen, eaU21, eaWomen}, idsOf(got.Items, clubID)); d != "" {
			t.Errorf("FindClubs(eastport) (-want +got):\n%s", d)
		}
	})

	t.Run("Players", func(t *testing.T) {
		for club, want := range map[string][]string{
			eaMen:   {samFenton, tomReed},
			eaWomen: {anaReed, miaFenton},
			eaU21:   {leoGrant},
		} {
			got, err := s.FindPlayers(ctx, graph.PlayerWhere{ClubID: club}, graph.PlayersByGoals, graph.Page{First: 10})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(sorted(want...), sorted(idsOf(got.Items, playerID)...)); d != "" {
				t.Errorf("FindPlayers(club=%s) (-want +got):\n%s", club, d)
			}
		}
	})

	t.Run("Matches", func(t *testing.T) {
		for club, want := range map[string]int{eaMen: 1, eaWomen: 1, nrWomen: 1, eaU21: 0} {
			got, err := s.FindMatches(ctx, graph.MatchWhere{ClubID: club}, graph.Page{First: 10})
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range got.Items {
				if m.HomeID != club && m.AwayID != club {
					t.Errorf("FindMatches(club=%s) lists %s, a match of other sides", club, m.ID)
				}
			}
			if got.Total != want {
				t.Errorf("FindMatches(club=%s): %d matches, want %d", club, got.Total, want)
			}
		}
	})

	t.Run("PassLinks", func(t *testing.T) {
		for club, want := range map[string]string{eaMen: tomReed + " -> " + samFenton, eaWomen: anaReed + " -> " + miaFenton} {
			got, err := s.PassLinks(ctx, graph.PassLinkWhere{ClubID: club}, 10)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff([]string{want}, idsOf(got, linkID)); d != "" {
				t.Errorf("PassLinks(club=%s) (-want +got):\n%s", club, d)
			}
		}
	})

	t.Run("Search", func(t *testing.T) {
		got, err := s.Search(ctx, "eastport athletic", 10)
		if err != nil {
			t.Fatal(err)
		}
		var clubs []string
		for _, h := range got {
			if h.Kind == graph.KindClub {
				clubs = append(clubs, h.ID)
			}
		}
		if d := cmp.Diff([]string{eaMen, eaU21, eaWomen}, clubs); d != "" {
			t.Errorf("Search(eastport athletic): clubs (-want +got):\n%s", d)
		}
	})

	t.Run("UnknownCategory", func(t *testing.T) {
		st := open(t)
		for _, id := range []string{"club:eastport-athletic.veterans", "club:.women", "club:eastport.athletic.women", "club:eastport.U21"} {
			b := newReport("A note on a side "+id+" names.", "", base)
			b.club(id, "Eastport Veterans")
			_, err := st.Ingest(ctx, b.f)
			wantCode(t, err, graph.EINVALID, "Ingest(club "+id+")")
		}
	})
}
