package graphtest

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

// The identity tests ingest reports the way pitchgraph does — graph.Resolve
// first, then Ingest — and check that one real-world player or match stays
// one node across reports while namesakes stay apart.

var (
	rovers  = graph.ClubID("Ashvale Rovers")
	harbour = graph.ClubID("Harbour Town")
	day     = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
)

// account is a report of the Rovers v Harbour match, ingested hours after
// the first: the scorer's name as the report gives it, the minutes of his
// two goals, and the match date.
func account(hours int, scorer string, minutes [2]int, date string) *graph.Facts {
	text := fmt.Sprintf("%s scored twice, on %d and %d minutes (%s).", scorer, minutes[0], minutes[1], date)
	b := newReport(text, "identity", day.Add(time.Duration(hours)*time.Hour))
	b.club(rovers, "Ashvale Rovers")
	b.club(harbour, "Harbour Town")
	b.match(rovers, harbour, date, "", "", ip(2), ip(0))
	name := scorer
	scorer = graph.PlayerID(rovers, name)
	b.player(scorer, rovers, name)
	for i, m := range minutes {
		b.goal(graph.GoalID(b.f.Match.ID, scorer, i+1), rovers, scorer, i+1, ip(m), nil, graph.OpenPlay, text)
		b.f.Goals[i].Sources[0].Minute = ip(m)
	}
	return b.f
}

func resolveAndIngest(t *testing.T, s graph.Store, f *graph.Facts) {
	t.Helper()
	if err := graph.Resolve(t.Context(), s, f); err != nil {
		t.Fatalf("Resolve(%s): %v", f.Report.ID, err)
	}
	ingest(t, s, f)
}

func testIdentity(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("SurnameJoinsFullName", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, ""))
		resolveAndIngest(t, s, account(1, "Quinlan", [2]int{12, 70}, ""))
		ps, err := s.FindPlayers(t.Context(), graph.PlayerWhere{ClubID: rovers}, graph.PlayersByName, graph.Page{First: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(ps.Items) != 1 {
			t.Fatalf("players of Rovers after two accounts: %v, want one Quinlan", idsOf(ps.Items, playerID))
		}
		p := ps.Items[0]
		if p.Name != "Dara Quinlan" || !cmp.Equal(p.Aliases, []string{"Quinlan"}) || p.GoalCount != 2 {
			t.Errorf("Quinlan: name %q, aliases %v, goals %d; want Dara Quinlan, [Quinlan], 2", p.Name, p.Aliases, p.GoalCount)
		}
		ms, err := s.FindMatches(t.Context(), graph.MatchWhere{}, graph.Page{First: 10})
		if err != nil || ms.Total != 1 {
			t.Fatalf("matches after two accounts of one match: %d (err %v), want 1", ms.Total, err)
		}
		goals, err := s.GoalsBy(t.Context(), graph.GoalsOfMatch, []string{ms.Items[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range goals[0] {
			if len(g.Sources) != 2 || g.Disputed() {
				t.Errorf("goal %s: %d sources, disputed %v; want 2 agreeing sources", g.ID, len(g.Sources), g.Disputed())
			}
		}
	})
	t.Run("FullNameAfterSurname", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Quinlan", [2]int{12, 70}, ""))
		resolveAndIngest(t, s, account(1, "Dara Quinlan", [2]int{12, 70}, ""))
		p, err := s.PlayerByName(t.Context(), "Quinlan")
		if err != nil || p == nil || p.Name != "Dara Quinlan" {
			t.Fatalf("PlayerByName(Quinlan) = %+v, %v; want Dara Quinlan", p, err)
		}
		all, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 10})
		if err != nil || all.Total != 1 {
			t.Errorf("players: %d (err %v), want 1", all.Total, err)
		}
	})
	t.Run("ClublessJoinsASide", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, ""))
		// A second account names Quinlan with no club, booked.
		f := account(1, "Quinlan", [2]int{12, 70}, "")
		clubless := graph.PlayerID("", "Quinlan")
		f.Players = append(f.Players, graph.Player{ID: clubless, Name: "Quinlan"})
		f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: clubless, MatchID: f.Match.ID})
		f.Cards = append(f.Cards, graph.Card{ID: graph.CardID(f.Match.ID, clubless, graph.Yellow, 1), MatchID: f.Match.ID,
			PlayerID: clubless, Color: graph.Yellow, Sources: []graph.Source{{ReportID: f.Report.ID, Sentence: f.Report.Text, End: len(f.Report.Text)}}})
		resolveAndIngest(t, s, f)
		all, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 10})
		if err != nil || all.Total != 1 {
			t.Fatalf("players: %v (err %v), want Quinlan once, of Rovers", idsOf(all.Items, playerID), err)
		}
		cards, err := s.CardsBy(t.Context(), graph.CardsOfPlayer, []string{all.Items[0].ID})
		if err != nil || len(cards[0]) != 1 {
			t.Errorf("cards of %s: %v (err %v), want the card the clubless account gave", all.Items[0].ID, cards, err)
		}
	})
	t.Run("NamesakesStayApart", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, ""))
		resolveAndIngest(t, s, account(1, "Ewan Quinlan", [2]int{12, 70}, "2025-03-08"))
		all, err := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 10})
		if err != nil || all.Total != 2 {
			t.Errorf("players after Dara and Ewan Quinlan: %v (err %v), want two", idsOf(all.Items, playerID), err)
		}
	})
	t.Run("DateJoinsUndatedAccount", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, ""))
		resolveAndIngest(t, s, account(1, "Quinlan", [2]int{12, 70}, "2025-03-01"))
		ms, err := s.FindMatches(t.Context(), graph.MatchWhere{}, graph.Page{First: 10})
		if err != nil || ms.Total != 1 {
			t.Fatalf("matches: %v (err %v), want the dated and undated accounts as one", idsOf(ms.Items, matchID), err)
		}
		if ms.Items[0].Date != "2025-03-01" {
			t.Errorf("match date = %q, want the date the second account gives", ms.Items[0].Date)
		}
	})
	t.Run("UndatedJoinsDatedAccount", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, "2025-03-01"))
		resolveAndIngest(t, s, account(1, "Quinlan", [2]int{12, 70}, ""))
		ms, err := s.FindMatches(t.Context(), graph.MatchWhere{}, graph.Page{First: 10})
		if err != nil || ms.Total != 1 {
			t.Fatalf("matches: %v (err %v), want the undated account joined to the dated one", idsOf(ms.Items, matchID), err)
		}
	})
	t.Run("ConflictingMinutesStayVisible", func(t *testing.T) {
		s := open(t)
		resolveAndIngest(t, s, account(0, "Dara Quinlan", [2]int{12, 70}, ""))
		resolveAndIngest(t, s, account(1, "Quinlan", [2]int{12, 71}, ""))
		ms, err := s.FindMatches(t.Context(), graph.MatchWhere{}, graph.Page{First: 10})
		if err != nil || ms.Total != 1 {
			t.Fatalf("matches: %d (err %v), want 1", ms.Total, err)
		}
		goals, err := s.GoalsBy(t.Context(), graph.GoalsOfMatch, []string{ms.Items[0].ID})
		if err != nil || len(goals[0]) != 2 {
			t.Fatalf("goals: %v (err %v), want 2", goals, err)
		}
		first, second := goals[0][0], goals[0][1]
		if first.Disputed() || !second.Disputed() {
			t.Errorf("disputed: first %v, second %v; want only the second (70 or 71)", first.Disputed(), second.Disputed())
		}
		var got []int
		for _, src := range second.Sources {
			if src.Minute != nil {
				got = append(got, *src.Minute)
			}
		}
		if !cmp.Equal(got, []int{70, 71}) || *second.Minute != 70 {
			t.Errorf("second goal: minute %d, sources give %v; want 70 kept and sources [70 71]", *second.Minute, got)
		}
	})
}
