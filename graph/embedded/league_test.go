package embedded

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"pitchgraph/graph"
)

// TestIndexesAgreeWithScans checks the store's indexes (match and report
// order, fixtures, squads, pass counts) against answers computed by scanning
// every node, after ingests that move matches to other dates and deletes
// that move them back.
func TestIndexesAgreeWithScans(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	var redated []string
	for i := range 120 {
		if _, err := s.Ingest(ctx, leagueMatch(i)); err != nil {
			t.Fatal(err)
		}
		if i%4 != 0 {
			continue
		}
		// An older report giving another date, or none: the match moves.
		f := leagueMatch(i)
		f.Report.ID = graph.ReportID(fmt.Sprintf("older report %d", i))
		f.Report.IngestedAt = time.Date(2001, 1, 1, 0, 0, 0, i, time.UTC)
		f.Match.Date = []string{fmt.Sprintf("2031-05-%02d", i/16+1), ""}[i%8/4] // two matches a day
		f.Match.Competition = []string{"Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"}[i/16] + " Shield"
		f.Goals = f.Goals[:1]
		f.Goals[0].Kind = graph.OwnGoal // the oldest report's kind wins
		f.Goals[0].Chain = append(f.Goals[0].Chain, graph.Pass{Order: 3, FromID: f.Goals[0].ScorerID, ToID: f.Goals[0].AssistID, Kind: graph.PassPlain})
		f.Goals[0].Sources[0].ReportID = f.Report.ID
		f.Cards = nil
		if _, err := s.Ingest(ctx, f); err != nil {
			t.Fatal(err)
		}
		redated = append(redated, f.Report.ID)
	}
	check(t, s, "after ingests")
	for i, id := range redated {
		if i%3 == 0 {
			if _, err := s.DeleteReport(ctx, id); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i := 0; i < 120; i += 9 {
		if _, err := s.DeleteReport(ctx, leagueMatch(i).Report.ID); err != nil {
			t.Fatal(err)
		}
	}
	check(t, s, "after deletes")
}

func check(t *testing.T, s *Store, when string) {
	t.Helper()
	ctx := t.Context()
	m := s.mem
	g := leagueMatch(10).Goals[0] // its report stays
	club, player := g.ClubID, g.AssistID
	for _, w := range []graph.MatchWhere{
		{}, {ClubID: club}, {PlayerID: player}, {ClubID: club, PlayerID: player},
		{Competition: "bravo shield"}, {From: "2010-08-03", To: "2010-08-06"}, {ClubID: club, To: "2010-08-05"},
	} {
		var want []string
		for _, n := range m.matches {
			x := n.val
			if (w.ClubID == "" || x.HomeID == w.ClubID || x.AwayID == w.ClubID) &&
				(w.PlayerID == "" || slices.ContainsFunc(m.appearances[x.ID], func(p placing) bool { return p.player == w.PlayerID })) &&
				(w.Competition == "" || graph.Fold(x.Competition) == graph.Fold(w.Competition)) &&
				(w.From == "" && w.To == "" || x.Date != "" && (w.From == "" || x.Date >= w.From) && (w.To == "" || x.Date <= w.To)) {
				want = append(want, x.ID)
			}
		}
		slices.SortFunc(want, func(a, b string) int { return newestFirst(m.matches[a].val, m.matches[b].val) })
		var got []string
		for p := (graph.Page{First: graph.MaxPage}); ; {
			c, err := s.FindMatches(ctx, w, p)
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range c.Items {
				got = append(got, x.ID)
			}
			if !c.HasNext {
				break
			}
			p.After = c.End()
		}
		if len(want) == 0 && w.ClubID == "" && w.PlayerID == "" {
			t.Errorf("%s: FindMatches(%+v) finds nothing: a useless case", when, w)
		}
		if d := gocmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: FindMatches(%+v) (-scan +store):\n%s", when, w, d)
		}
	}

	for _, w := range []graph.PassLinkWhere{
		{}, {ClubID: club}, {MatchID: leagueMatch(5).Match.ID}, {FromID: player}, {ToID: player},
		{ClubID: club, FromID: player}, {MatchID: leagueMatch(8).Match.ID, ClubID: leagueClub(8).ID},
	} {
		got, err := s.PassLinks(ctx, w, graph.MaxPage)
		if err != nil {
			t.Fatal(err)
		}
		want := scanLinks(m, w)
		if len(want) == 0 {
			t.Errorf("%s: PassLinks(%+v): the scan finds nothing: a useless case", when, w)
		}
		if d := gocmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: PassLinks(%+v) (-scan +store):\n%s", when, w, d)
		}
	}

	for _, q := range []string{"shield", "alpha", "town cup", "Hugo Penrose", "hollis park", "2010-08-05", "2031-05-01", "the dorseys", "no such name"} {
		got, err := s.Search(ctx, q, graph.MaxPage)
		if err != nil {
			t.Fatal(err)
		}
		if d := gocmp.Diff(scanSearch(m, q), got, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: Search(%q) (-scan +store):\n%s", when, q, d)
		}
	}

	for id, n := range m.players {
		var goals int
		for _, g := range m.goals {
			if g.val.ScorerID == id && g.val.Kind != graph.OwnGoal {
				goals++
			}
		}
		if got := m.player(n, nil).GoalCount; got != goals {
			t.Errorf("%s: player %s: GoalCount = %d, scan counts %d", when, id, got, goals)
		}
	}

	var want []string
	for id := range m.reports {
		want = append(want, id)
	}
	slices.SortFunc(want, func(a, b string) int { return recentFirst(&m.reports[a].Report, &m.reports[b].Report) })
	var got []string
	for p := (graph.Page{First: graph.MaxPage}); ; {
		c, err := s.FindReports(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range c.Items {
			got = append(got, r.ID)
		}
		if !c.HasNext {
			break
		}
		p.After = c.End()
	}
	if d := gocmp.Diff(want, got); d != "" {
		t.Errorf("%s: FindReports (-scan +store):\n%s", when, d)
	}

	for c := range leagueClubs {
		id := leagueClub(c).ID
		var want []string
		for pid, n := range m.players {
			if slices.Contains(n.val.ClubIDs, id) && strings.Contains(n.folded[0], "e") {
				want = append(want, pid)
			}
		}
		slices.SortFunc(want, func(a, b string) int { return byName(m.players[a].folded, m.players[b].folded, a, b) })
		got, err := s.FindPlayers(ctx, graph.PlayerWhere{ClubID: id, Name: "e"}, graph.PlayersByName, graph.Page{First: graph.MaxPage})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, p := range got.Items {
			ids = append(ids, p.ID)
		}
		if d := gocmp.Diff(want, ids, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: FindPlayers(club %s) (-scan +store):\n%s", when, id, d)
		}
	}
}

// scanLinks counts the pass links w selects by walking every goal.
func scanLinks(m *memory, w graph.PassLinkWhere) []graph.PassLink {
	links := map[pair]*graph.PassLink{}
	for _, n := range m.goals {
		g := n.val
		if w.ClubID != "" && g.ClubID != w.ClubID || w.MatchID != "" && g.MatchID != w.MatchID {
			continue
		}
		for _, p := range g.Chain {
			if w.FromID != "" && p.FromID != w.FromID || w.ToID != "" && p.ToID != w.ToID {
				continue
			}
			k := pair{p.FromID, p.ToID}
			if links[k] == nil {
				links[k] = &graph.PassLink{FromID: p.FromID, ToID: p.ToID}
			}
			links[k].Count++
			if !slices.Contains(links[k].GoalIDs, g.ID) {
				links[k].GoalIDs = append(links[k].GoalIDs, g.ID)
			}
		}
	}
	var out []graph.PassLink
	for _, l := range links {
		slices.Sort(l.GoalIDs)
		out = append(out, *l)
	}
	slices.SortFunc(out, func(a, b graph.PassLink) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.FromID, b.FromID), strings.Compare(a.ToID, b.ToID))
	})
	return out[:min(len(out), graph.MaxPage)]
}

// scanSearch searches by joining every node's names and looking for each
// word of q in them.
func scanSearch(m *memory, q string) []graph.SearchHit {
	words := strings.Fields(graph.Fold(q))
	holds := func(names []string) bool {
		text := strings.Join(names, " ")
		for _, w := range words {
			if !strings.Contains(text, w) {
				return false
			}
		}
		return true
	}
	var out []graph.SearchHit
	var clubs, players, matches []string
	for id, n := range m.clubs {
		if holds(n.folded) {
			clubs = append(clubs, id)
		}
	}
	slices.SortFunc(clubs, func(a, b string) int { return byName(m.clubs[a].folded, m.clubs[b].folded, a, b) })
	for id, n := range m.players {
		if holds(n.folded) {
			players = append(players, id)
		}
	}
	slices.SortFunc(players, func(a, b string) int { return byName(m.players[a].folded, m.players[b].folded, a, b) })
	for id, n := range m.matches {
		x := n.val
		names := []string{graph.Fold(x.Competition), graph.Fold(x.Venue), graph.Fold(x.Date)}
		names = append(names, m.clubs[x.HomeID].folded...)
		names = append(names, m.clubs[x.AwayID].folded...)
		if holds(names) {
			matches = append(matches, id)
		}
	}
	slices.SortFunc(matches, func(a, b string) int { return newestFirst(m.matches[a].val, m.matches[b].val) })
	for _, id := range clubs {
		out = append(out, graph.SearchHit{Kind: graph.KindClub, ID: id})
	}
	for _, id := range players {
		out = append(out, graph.SearchHit{Kind: graph.KindPlayer, ID: id})
	}
	for _, id := range matches {
		out = append(out, graph.SearchHit{Kind: graph.KindMatch, ID: id})
	}
	return out[:min(len(out), graph.MaxPage)]
}
