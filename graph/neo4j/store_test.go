package neo4j

import (
	"context"
	"crypto/x509"
	"fmt"
	"net"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// The tests below need a real Neo4j: PITCHGRAPH_TEST_NEO4J names its Bolt
// URI (scripts/neo4j start prints it). Without it they skip, unless
// PITCHGRAPH_REQUIRE_NEO4J=1 (as in CI), which turns a missing or
// unreachable server into a failure. They wipe the database they use.

func testURI(t *testing.T) string {
	t.Helper()
	uri := os.Getenv("PITCHGRAPH_TEST_NEO4J")
	if uri == "" {
		unavailable(t, "PITCHGRAPH_TEST_NEO4J is not set; run `scripts/neo4j start` and set PITCHGRAPH_TEST_NEO4J=bolt://127.0.0.1:7687 to test the Neo4j store")
	}
	return uri
}

// unavailable skips the test, or fails it when Neo4j is required.
func unavailable(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("PITCHGRAPH_REQUIRE_NEO4J") == "1" {
		t.Fatalf("Neo4j required (PITCHGRAPH_REQUIRE_NEO4J=1): %s", why)
	}
	t.Skip(why)
}

// openEmpty opens a store on the test server and wipes its database.
func openEmpty(t *testing.T) *Store {
	t.Helper()
	uri := testURI(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	s, err := Open(ctx, Config{URI: uri})
	if err != nil {
		unavailable(t, fmt.Sprintf("Open(%s): %v", uri, err))
	}
	t.Cleanup(func() { s.Close() })
	if err := wipe(ctx, s); err != nil {
		t.Fatalf("wipe %s: %v", uri, err)
	}
	return s
}

// wipe deletes every relationship, then every node, in batches so a big
// graph does not need one huge transaction (a node with thousands of
// relationships, detached with 5,000 others, exceeds the server's
// transaction memory).
func wipe(ctx context.Context, s *Store) error {
	for _, batch := range []string{
		`MATCH ()-[x]->() WITH x LIMIT 10000 DELETE x RETURN count(*) AS n`,
		`MATCH (n) WITH n LIMIT 5000 DETACH DELETE n RETURN count(*) AS n`,
	} {
		for {
			var n int64
			err := s.write(ctx, "wipe", func(tx neo4j.ManagedTransaction) error {
				recs, err := s.run(ctx, tx, batch, nil)
				if err == nil && len(recs) == 1 {
					n, _ = field(recs[0], "n").(int64)
				}
				return err
			})
			if err != nil {
				return err
			}
			if n == 0 {
				break
			}
		}
	}
	return nil
}

func TestConformance(t *testing.T) {
	testURI(t)
	start := time.Now()
	graphtest.Run(t, func(t *testing.T) graph.Store { return openEmpty(t) })
	t.Logf("conformance suite on Neo4j took %v", time.Since(start).Round(time.Millisecond))
}

func TestOpenUnreachable(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	uri := "bolt://" + l.Addr().String()
	l.Close() // nothing listens there now
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	s, err := Open(ctx, Config{URI: uri})
	if err == nil {
		s.Close()
		t.Fatalf("Open(%s) with nothing listening: no error", uri)
	}
	if code := graph.ErrorCode(err); code != graph.EUNAVAILABLE {
		t.Errorf("Open(%s): code %q, want %q (%v)", uri, code, graph.EUNAVAILABLE, err)
	}
	if msg := graph.ErrorMessage(err); !strings.Contains(msg, "cannot reach "+uri) {
		t.Errorf("Open(%s): message %q does not name the URI", uri, msg)
	}
}

func TestOpenTwice(t *testing.T) {
	s := openEmpty(t)
	count := func() int64 {
		recs, err := s.query(t.Context(), "show schema",
			`SHOW CONSTRAINTS YIELD name RETURN count(*) AS n`, nil)
		if err != nil {
			t.Fatalf("SHOW CONSTRAINTS: %v", err)
		}
		n, _ := field(recs[0], "n").(int64)
		return n
	}
	before := count()
	again := openEmpty(t)
	if err := again.createSchema(t.Context()); err != nil {
		t.Fatalf("creating the schema a third time: %v", err)
	}
	if after := count(); after != before || after < 6 {
		t.Errorf("constraints: %d after opening once, %d after opening again; want the same, at least 6", before, after)
	}
}

func TestClosed(t *testing.T) {
	s := openEmpty(t)
	s.Close()
	if err := s.Ping(t.Context()); graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Errorf("Ping after Close: %v, want an %s error", err, graph.EUNAVAILABLE)
	}
	if _, err := s.Clubs(t.Context(), []string{"club:x"}); graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Errorf("Clubs after Close: %v, want an %s error", err, graph.EUNAVAILABLE)
	}
}

// statements returns how many statements call sent.
func statements(s *Store, call func()) int64 {
	before := s.statements.Load()
	call()
	return s.statements.Load() - before
}

// bigFacts is a report of one match with n players per side, n goals
// each with a chain of three passes, and n cards.
func bigFacts(n int) *graph.Facts {
	home, away := graph.ClubID("Big Home"), graph.ClubID("Big Away")
	text := fmt.Sprintf("A long made-up report with %d players a side.", n)
	f := &graph.Facts{
		Report: graph.Report{ID: graph.ReportID(text), Text: text, IngestedAt: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)},
		Clubs:  []graph.Club{{ID: home, Name: "Big Home"}, {ID: away, Name: "Big Away"}},
	}
	f.Match = &graph.Match{ID: graph.MatchID(home, away, "2024-01-01", nil, nil), Date: "2024-01-01", HomeID: home, AwayID: away}
	f.Report.MatchID = f.Match.ID
	src := []graph.Source{{ReportID: f.Report.ID, Sentence: text, Start: 0, End: len(text)}}
	var ids []string
	for i := range n {
		for _, c := range []string{home, away} {
			name := fmt.Sprintf("Player %s %d", c[5:], i)
			id := graph.PlayerID(c, name)
			ids = append(ids, id)
			f.Players = append(f.Players, graph.Player{ID: id, Name: name, ClubIDs: []string{c}})
			f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: id, MatchID: f.Match.ID, ClubID: c})
		}
	}
	for i := range n {
		scorer := ids[i]
		chain := []graph.Pass{
			{Order: 1, FromID: ids[(i+2)%len(ids)], ToID: ids[(i+4)%len(ids)], Kind: graph.Corner},
			{Order: 2, FromID: ids[(i+4)%len(ids)], ToID: ids[(i+6)%len(ids)], Kind: graph.FlickOn},
			{Order: 3, FromID: ids[(i+6)%len(ids)], ToID: scorer, Kind: graph.PassPlain},
		}
		f.Goals = append(f.Goals, graph.Goal{
			ID: graph.GoalID(f.Match.ID, scorer, 1), MatchID: f.Match.ID, ClubID: f.Players[i].ClubIDs[0],
			ScorerID: scorer, AssistID: chain[2].FromID, Kind: graph.OpenPlay, Order: i + 1, Chain: chain, Sources: src,
		})
		f.Cards = append(f.Cards, graph.Card{
			ID: graph.CardID(f.Match.ID, scorer, graph.Yellow, 1), MatchID: f.Match.ID, PlayerID: scorer,
			Color: graph.Yellow, Sources: src,
		})
	}
	return f
}

// TestStatementsBounded checks that each call is a fixed number of round
// trips to the server, however much it carries.
func TestStatementsBounded(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	for _, n := range []int{1, 10, 120} {
		f := bigFacts(n)
		var err error
		if got := statements(s, func() { _, err = s.Ingest(ctx, f) }); err != nil || got != 5 {
			t.Errorf("Ingest of %d players, %d goals: %d statements, err %v; want 5", 2*n, n, got, err)
		}
		if got := statements(s, func() { _, err = s.Ingest(ctx, f) }); err != nil || got != 1 {
			t.Errorf("Ingest of a stored report: %d statements, err %v; want 1", got, err)
		}
	}
	f := bigFacts(120)
	var players, goals, cards []string
	for _, p := range f.Players {
		players = append(players, p.ID)
	}
	for _, g := range f.Goals {
		goals = append(goals, g.ID)
	}
	for _, c := range f.Cards {
		cards = append(cards, c.ID)
	}
	matches := []string{f.Match.ID, "match:a~b"}
	clubs := []string{f.Clubs[0].ID, f.Clubs[1].ID}
	page := graph.Page{First: graph.MaxPage}
	for name, call := range map[string]func() error{
		"Clubs":        func() error { _, err := s.Clubs(ctx, clubs); return err },
		"Players":      func() error { _, err := s.Players(ctx, players); return err },
		"Matches":      func() error { _, err := s.Matches(ctx, matches); return err },
		"Goals":        func() error { _, err := s.Goals(ctx, goals); return err },
		"Cards":        func() error { _, err := s.Cards(ctx, cards); return err },
		"Reports":      func() error { _, err := s.Reports(ctx, []string{f.Report.ID}); return err },
		"ClubByName":   func() error { _, err := s.ClubByName(ctx, "big home"); return err },
		"PlayerByName": func() error { _, err := s.PlayerByName(ctx, "Home 7"); return err },
		"FindClubs":    func() error { _, err := s.FindClubs(ctx, graph.ClubWhere{Name: "big"}, page); return err },
		"FindPlayers": func() error {
			_, err := s.FindPlayers(ctx, graph.PlayerWhere{ClubID: clubs[0]}, graph.PlayersByGoals, page)
			return err
		},
		"FindMatches":      func() error { _, err := s.FindMatches(ctx, graph.MatchWhere{ClubID: clubs[0]}, page); return err },
		"FindGoals":        func() error { _, err := s.FindGoals(ctx, graph.GoalWhere{MatchID: f.Match.ID}, page); return err },
		"FindReports":      func() error { _, err := s.FindReports(ctx, page); return err },
		"GoalsBy":          func() error { _, err := s.GoalsBy(ctx, graph.GoalsOfScorer, players); return err },
		"CardsBy":          func() error { _, err := s.CardsBy(ctx, graph.CardsOfPlayer, players); return err },
		"PlayersOfMatches": func() error { _, err := s.PlayersOfMatches(ctx, matches); return err },
		"MatchesOfPlayers": func() error { _, err := s.MatchesOfPlayers(ctx, players); return err },
		"ReportsOfMatches": func() error { _, err := s.ReportsOfMatches(ctx, matches); return err },
		"PassLinks":        func() error { _, err := s.PassLinks(ctx, graph.PassLinkWhere{}, graph.MaxPage); return err },
		"PassLinksOf":      func() error { _, err := s.PassLinksOf(ctx, graph.Outgoing, players); return err },
		"Search":           func() error { _, err := s.Search(ctx, "big home", 10); return err },
		"ReportsAfter":     func() error { _, _, err := s.ReportsAfter(ctx, 0, graph.MaxPage); return err },
	} {
		var err error
		if got := statements(s, func() { err = call() }); err != nil || got != 1 {
			t.Errorf("%s: %d statements, err %v; want 1", name, got, err)
		}
	}
	for _, n := range []int{1, 10, 120} {
		var err error
		id := bigFacts(n).Report.ID
		if got := statements(s, func() { _, err = s.DeleteReport(ctx, id) }); err != nil || got != 3 {
			t.Errorf("DeleteReport of %d goals: %d statements, err %v; want 3", n, got, err)
		}
		if got := statements(s, func() { _, err = s.DeleteReport(ctx, id) }); err != nil || got != 1 {
			t.Errorf("DeleteReport of a missing report: %d statements, err %v; want 1", got, err)
		}
	}
}

// TestIncrementalIngest ingests reports newest last, which merges each into
// the nodes' state, and checks that re-merging every node from all the
// reports' accounts changes nothing: the shortcut gives the full merge.
func TestIncrementalIngest(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	all := graphtest.Fixtures()
	for _, f := range leagueFacts(24) {
		// A second report of the match, with other names for a club and
		// players, a venue, and a goal without its minute.
		again := graphtest.WithReportID(f, graph.ReportID(f.Report.Text+" again"))
		again.Report.Text += " again"
		again.Report.IngestedAt = f.Report.IngestedAt.Add(30 * time.Minute)
		again.Clubs[1].Aliases = []string{"The Visitors"}
		again.Players[0].Name += " Junior"
		again.Players[1].Name, again.Players[1].Aliases = "P", []string{"Pee"}
		again.Match.Venue = "Made-up Ground"
		again.Goals[0].Minute = nil
		all = append(all, f, again)
	}
	for _, f := range all {
		if _, err := s.Ingest(ctx, f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
	sameAfterReMerge(t, s, "ingesting newest last")
}

// sameAfterReMerge re-merges every node the reports speak of from all
// their accounts (the full re-merge DeleteReport uses) and fails the test
// unless the graph stays exactly as the ingests left it, how.
func sameAfterReMerge(t *testing.T, s *Store, how string) {
	t.Helper()
	ctx := t.Context()
	before := dump(t, s)
	err := s.write(ctx, "re-merge", func(tx neo4j.ManagedTransaction) error {
		recs, err := s.run(ctx, tx, `MATCH (r:Report)-[]->(n) WITH labels(n)[0] AS l, collect(DISTINCT n.id) AS ids
			RETURN collect([l, ids]) AS all`, nil)
		if err != nil {
			return err
		}
		var all touched
		for _, pair := range field(recs[0], "all").([]any) {
			p := pair.([]any)
			ids := strs(map[string]any{"ids": p[1]}, "ids")
			switch p[0] {
			case "Club":
				all.clubs = ids
			case "Player":
				all.players = ids
			case "Match":
				all.matches = ids
			case "Goal":
				all.goals = ids
			case "Card":
				all.cards = ids
			}
		}
		return s.refresh(ctx, tx, all)
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, dump(t, s)); diff != "" {
		t.Errorf("graph after %s (-) differs from the full re-merge (+):\n%s", how, diff)
	}
}

// dump lists every node and relationship with its properties, sorted.
func dump(t *testing.T, s *Store) []string {
	t.Helper()
	recs, err := s.query(t.Context(), "dump", `
		MATCH (n) RETURN labels(n)[0] + ' ' + n.id AS key, properties(n) AS props
		UNION ALL
		MATCH (a)-[x]->(b) RETURN a.id + ' ' + type(x) + ' ' + b.id AS key, properties(x) AS props`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range recs {
		props, _ := field(r, "props").(map[string]any)
		passPairs(props, "passOutTo", "passOutGoal")
		passPairs(props, "passInFrom", "passInGoal")
		out = append(out, fmt.Sprint(field(r, "key"), " ", props))
	}
	slices.Sort(out)
	return out
}

// passPairs replaces a player's pass list (others, with goals) by its
// pairs, sorted: the lists are kept in the order passes were added, which
// differs between an incremental merge and a full re-merge.
func passPairs(props map[string]any, others, goals string) {
	o, g := strs(props, others), strs(props, goals)
	if props[others] == nil || len(o) != len(g) {
		return
	}
	pairs := make([]string, len(o))
	for i := range o {
		pairs[i] = o[i] + " " + g[i]
	}
	slices.Sort(pairs)
	delete(props, goals)
	props[others] = pairs
}

// TestOpenUpgrades opens a graph whose passes lack the goal's match and
// club, whose players lack their counts and pass lists, whose clubs,
// players and matches lack their key text, whose goals the IDs of their ends
// and their cards and whose matches their clubs' IDs, as earlier
// versions wrote them: pass links by club and match, the counts, the goals
// and a match's view must still be found.
func TestOpenUpgrades(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	for _, f := range graphtest.Fixtures() {
		if _, err := s.Ingest(ctx, f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
	f := graphtest.Fixtures()[0]
	where := graph.PassLinkWhere{ClubID: f.Goals[0].ClubID, MatchID: f.Match.ID}
	want, err := s.PassLinks(ctx, where, graph.MaxPage)
	if err != nil || len(want) == 0 {
		t.Fatalf("PassLinks(%+v) = %v, %v; want some links", where, want, err)
	}
	goals := []string{f.Goals[0].ID}
	goalsBefore, err := s.Goals(ctx, goals)
	if err != nil || goalsBefore[0] == nil {
		t.Fatalf("Goals(%v) = %v, %v; want a goal", goals, goalsBefore, err)
	}
	scorer := []string{f.Goals[0].ScorerID}
	before, err := s.Players(ctx, scorer)
	if err != nil || before[0] == nil || before[0].GoalCount == 0 {
		t.Fatalf("Players(%v) = %v, %v; want a scorer", scorer, before, err)
	}
	passers := []string{f.Goals[0].AssistID, f.Goals[0].ScorerID}
	linksBefore, err := s.PassLinksOf(ctx, graph.Outgoing, passers)
	if err != nil || len(linksBefore[0]) == 0 {
		t.Fatalf("PassLinksOf(%v) = %v, %v; want the assist giver's links", passers, linksBefore, err)
	}
	const query = "bridge" // a club and its matches
	hitsBefore, err := s.Search(ctx, query, graph.MaxPage)
	if err != nil || len(hitsBefore) == 0 {
		t.Fatalf("Search(%q) = %v, %v; want hits", query, hitsBefore, err)
	}
	full := graph.ViewWant{Clubs: true, Goals: true, Players: true}
	viewBefore, err := s.MatchView(ctx, []string{f.Match.ID}, full)
	if err != nil || viewBefore.Matches[0] == nil || len(viewBefore.GoalsOfMatch[f.Match.ID]) == 0 {
		t.Fatalf("MatchView(%s) = %+v, %v; want the match with goals", f.Match.ID, viewBefore, err)
	}
	const dateKeys = `MATCH (m:Match) RETURN m.id AS id, m.dateDesc AS key ORDER BY id`
	keysBefore, err := s.query(ctx, "date keys", dateKeys, nil)
	if err != nil || !slices.ContainsFunc(keysBefore, func(r *neo4j.Record) bool { return field(r, "key") != nil }) {
		t.Fatalf("%s: %v; want the dated matches' keys", dateKeys, err)
	}
	firstPage, err := s.FindMatches(ctx, graph.MatchWhere{}, graph.Page{First: 1})
	if err != nil || len(firstPage.Cursors) == 0 {
		t.Fatalf("FindMatches(first=1) = %+v, %v; want a page", firstPage, err)
	}
	pageBefore, _, err := s.FindMatchView(ctx, graph.MatchWhere{}, graph.Page{First: 2, After: firstPage.End()}, graph.ViewWant{})
	if err != nil || len(pageBefore.Items) == 0 {
		t.Fatalf("FindMatchView() = %+v, %v; want a page", pageBefore, err)
	}
	err = s.write(ctx, "make old", func(tx neo4j.ManagedTransaction) error {
		_, err := s.run(ctx, tx, `MATCH ()-[x:PASSED_TO]->() REMOVE x.match, x.club`, nil)
		if err == nil {
			_, err = s.run(ctx, tx, `MATCH (p:Player) REMOVE p.goalCount, p.assistCount, p.passOutTo, p.passOutGoal, p.passInFrom, p.passInGoal`, nil)
		}
		if err == nil {
			_, err = s.run(ctx, tx, `MATCH (g:Goal) REMOVE g.matchId, g.clubId, g.scorerId, g.assistId, g.card, g.ends, g.passers`, nil)
		}
		if err == nil {
			_, err = s.run(ctx, tx, `MATCH (m:Match) REMOVE m.homeId, m.awayId, m.dateDesc`, nil)
		}
		if err == nil {
			_, err = s.run(ctx, tx, `MATCH (n) REMOVE n.keyText`, nil)
		}
		if err == nil {
			_, err = s.run(ctx, tx, `MATCH (l:PassPair) DELETE l`, nil)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	again, err := Open(ctx, Config{URI: testURI(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	samePassPairs(t, again, "upgrading")
	got, err := again.PassLinks(ctx, where, graph.MaxPage)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("PassLinks(%+v) after upgrading (-before +after):\n%s", where, diff)
	}
	after, err := again.Players(ctx, scorer)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("Players(%v) after upgrading (-before +after):\n%s", scorer, diff)
	}
	linksAfter, err := again.PassLinksOf(ctx, graph.Outgoing, passers)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(linksBefore, linksAfter); diff != "" {
		t.Errorf("PassLinksOf(%v) after upgrading (-before +after):\n%s", passers, diff)
	}
	hitsAfter, err := again.Search(ctx, query, graph.MaxPage)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(hitsBefore, hitsAfter); diff != "" {
		t.Errorf("Search(%q) after upgrading (-before +after):\n%s", query, diff)
	}
	goalsAfter, err := again.Goals(ctx, goals)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(goalsBefore, goalsAfter); diff != "" {
		t.Errorf("Goals(%v) after upgrading (-before +after):\n%s", goals, diff)
	}
	viewAfter, err := again.MatchView(ctx, []string{f.Match.ID}, full)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(viewBefore, viewAfter); diff != "" {
		t.Errorf("MatchView(%s) after upgrading (-before +after):\n%s", f.Match.ID, diff)
	}
	keysAfter, err := again.query(ctx, "date keys", dateKeys, nil)
	if err != nil {
		t.Fatal(err)
	}
	var kb, ka []any
	for i := range keysBefore {
		kb = append(kb, keysBefore[i].Values)
	}
	for i := range keysAfter {
		ka = append(ka, keysAfter[i].Values)
	}
	if diff := cmp.Diff(kb, ka); diff != "" {
		t.Errorf("the matches' date keys after upgrading (-written +upgraded):\n%s", diff)
	}
	pageAfter, _, err := again.FindMatchView(ctx, graph.MatchWhere{}, graph.Page{First: 2, After: firstPage.End()}, graph.ViewWant{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(pageBefore, pageAfter); diff != "" {
		t.Errorf("FindMatchView() after upgrading (-before +after):\n%s", diff)
	}
}

// TestCountsFollowTheAssist changes who assisted a goal by ingesting an
// older report that names another assist giver, then deleting it: both
// players' assist counts must follow, though the older report does not
// name the first one.
func TestCountsFollowTheAssist(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	newer := leagueFacts(1)[0]
	goal := newer.Goals[0]
	first, other := goal.AssistID, newer.Goals[2].Chain[0].FromID
	older := graphtest.WithReportID(newer, graph.ReportID(newer.Report.Text+" older"))
	older.Report.Text += " older"
	older.Report.IngestedAt = newer.Report.IngestedAt.Add(-time.Hour)
	older.Players = slices.DeleteFunc(older.Players, func(p graph.Player) bool { return p.ID == first })
	older.Appearances = slices.DeleteFunc(older.Appearances, func(a graph.Appearance) bool { return a.PlayerID == first })
	g := older.Goals[0]
	g.AssistID, g.Chain = other, []graph.Pass{{Order: 1, FromID: other, ToID: g.ScorerID, Kind: graph.PassPlain}}
	older.Goals, older.Cards = []graph.Goal{g}, nil

	assists := func(when string, wantFirst, wantOther int) {
		t.Helper()
		ps, err := s.Players(ctx, []string{first, other})
		if err != nil || ps[0] == nil || ps[1] == nil {
			t.Fatalf("%s: Players = %v, %v", when, ps, err)
		}
		if ps[0].AssistCount != wantFirst || ps[1].AssistCount != wantOther {
			t.Errorf("%s: assists %d and %d, want %d and %d", when, ps[0].AssistCount, ps[1].AssistCount, wantFirst, wantOther)
		}
	}
	for _, f := range []*graph.Facts{newer, older} {
		if _, err := s.Ingest(ctx, f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
	assists("after the older report", 0, 1)
	if _, err := s.DeleteReport(ctx, older.Report.ID); err != nil {
		t.Fatal(err)
	}
	assists("after deleting it", 1, 0)
}

// TestPassListsFollowThePasses changes goals' build-ups by ingesting an
// older report that tells them otherwise, then deleting reports: each
// player's pass links, read off its pass lists, must stay those its
// passes give (PassLinks, which walks PASSED_TO), both ways.
func TestPassListsFollowThePasses(t *testing.T) {
	s := openEmpty(t)
	ctx := t.Context()
	league := leagueFacts(12)
	if _, err := s.IngestMany(ctx, league); err != nil {
		t.Fatal(err)
	}
	samePassLinks(t, s, "a batch")

	f := league[3]
	older := graphtest.WithReportID(f, graph.ReportID(f.Report.Text+" told otherwise"))
	older.Report.Text += " told otherwise"
	older.Report.IngestedAt = f.Report.IngestedAt.Add(-time.Hour)
	for i := range older.Goals {
		g := &older.Goals[i]
		for _, p := range older.Players {
			if p.ClubIDs[0] == g.ClubID && p.ID != g.ScorerID && p.ID != g.AssistID {
				g.AssistID = p.ID
				g.Chain = []graph.Pass{{Order: 1, FromID: p.ID, ToID: g.ScorerID, Kind: graph.Cross}}
				break
			}
		}
	}
	if _, err := s.Ingest(ctx, older); err != nil {
		t.Fatal(err)
	}
	links, err := s.PassLinksOf(ctx, graph.Outgoing, []string{older.Goals[0].AssistID})
	if err != nil || !slices.ContainsFunc(links[0], func(l graph.PassLink) bool { return l.ToID == older.Goals[0].ScorerID }) {
		t.Fatalf("PassLinksOf(%s) = %v, %v; want the older report's pass to the scorer", older.Goals[0].AssistID, links, err)
	}
	samePassLinks(t, s, "an older report changed the build-ups")

	for _, id := range []string{older.Report.ID, league[5].Report.ID} {
		if ok, err := s.DeleteReport(ctx, id); !ok || err != nil {
			t.Fatalf("DeleteReport(%s) = %v, %v", id, ok, err)
		}
		samePassLinks(t, s, "deleting "+id)
	}
}

// samePassLinks fails the test unless every player's links both ways, as
// PassLinksOf and PlayerView read them, are the links PassLinks counts from
// and to the player.
func samePassLinks(t *testing.T, s *Store, after string) {
	t.Helper()
	ctx := t.Context()
	recs, err := s.query(ctx, "players", `MATCH (p:Player) RETURN p.id AS id ORDER BY id`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range recs {
		ids = append(ids, field(r, "id").(string))
	}
	out, err := s.PassLinksOf(ctx, graph.Outgoing, ids)
	if err != nil {
		t.Fatal(err)
	}
	in, err := s.PassLinksOf(ctx, graph.Incoming, ids)
	if err != nil {
		t.Fatal(err)
	}
	view, err := s.PlayerView(ctx, ids, graph.ViewWant{Links: true})
	if err != nil {
		t.Fatal(err)
	}
	passes := 0
	for i, id := range ids {
		from, err := s.PassLinks(ctx, graph.PassLinkWhere{FromID: id}, graph.MaxPage)
		if err != nil {
			t.Fatal(err)
		}
		to, err := s.PassLinks(ctx, graph.PassLinkWhere{ToID: id}, graph.MaxPage)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range from {
			passes += l.Count
		}
		for _, c := range []struct {
			what      string
			got, want []graph.PassLink
		}{
			{"PassLinksOf(outgoing)", out[i], from}, {"PassLinksOf(incoming)", in[i], to},
			{"PlayerView links from", view.LinksFrom[id], from}, {"PlayerView links to", view.LinksTo[id], to},
		} {
			if diff := cmp.Diff(c.want, c.got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("after %s, %s of %s (-PassLinks +got):\n%s", after, c.what, id, diff)
			}
		}
	}
	if passes == 0 {
		t.Fatalf("after %s, no passes at all", after)
	}
	samePassPairs(t, s, after)
}

// samePassPairs fails the test unless the pass pairs counted on write
// (passpair.go) are those a count of every pass gives, and the top links
// read off them are those counted over the passes.
func samePassPairs(t *testing.T, s *Store, after string) {
	t.Helper()
	ctx := t.Context()
	type pair struct {
		ID    string
		Count int64
		Rank  int64
		Goals []string
	}
	read := func(cypher string) []pair {
		recs, err := s.query(ctx, "pairs", cypher, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []pair
		for _, r := range recs {
			m := r.AsMap()
			p := pair{ID: str(m, "id"), Goals: strs(m, "goals")}
			p.Count, _ = m["count"].(int64)
			p.Rank, _ = m["rank"].(int64)
			slices.Sort(p.Goals)
			out = append(out, p)
		}
		return out
	}
	kept := read(`MATCH (l:PassPair) RETURN l.id AS id, l.count AS count, l.rank AS rank, l.goals AS goals ORDER BY id`)
	counted := read(`MATCH (a:Player)-[x:PASSED_TO]->(b:Player)
UNWIND ['*'] + CASE WHEN x.club IS NULL THEN [] ELSE [x.club] END AS scope
WITH scope, a.id AS from, b.id AS to, count(*) AS n, collect(DISTINCT x.goal) AS goals
RETURN scope + '|' + from + '|' + to AS id, n AS count, -n AS rank, goals ORDER BY id`)
	if diff := cmp.Diff(counted, kept, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("after %s, the pass pairs (-counted from the passes +kept):\n%s", after, diff)
	}
	clubs, err := s.query(ctx, "clubs", `MATCH (c:Club) RETURN c.id AS id ORDER BY id`, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range append([]graph.PassLinkWhere{{}}, graph.PassLinkWhere{ClubID: field(clubs[0], "id").(string)}) {
		top, err := s.PassLinks(ctx, w, 7)
		if err != nil {
			t.Fatal(err)
		}
		recs, err := s.query(ctx, "count pass links", passLinks, map[string]any{"from": "", "to": "", "club": w.ClubID, "match": "", "first": 7})
		if err != nil {
			t.Fatal(err)
		}
		var want []graph.PassLink
		for _, r := range recs {
			want = append(want, decodePassLink(r.AsMap()))
		}
		if diff := cmp.Diff(want, top, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("after %s, PassLinks(%+v, 7) (-counted over the passes +read off the pairs):\n%s", after, w, diff)
		}
	}
}

// TestRoutingURI opens the store with a neo4j:// (routing) URI, as for a
// cluster: reads go through read sessions and writes through write
// sessions that the driver routes, with bookmarks, and the store answers
// as over bolt://.
func TestRoutingURI(t *testing.T) {
	u := strings.Replace(testURI(t), "bolt://", "neo4j://", 1)
	if !strings.HasPrefix(u, "neo4j://") {
		t.Skipf("test URI %s is not bolt://", testURI(t))
	}
	testRouted(t, Config{URI: u})
}

// testTLS returns the neo4j+s:// URI of the test Neo4j that speaks TLS
// (PITCHGRAPH_TEST_NEO4J_TLS) and the CAs to trust for it: the PEM file
// PITCHGRAPH_TEST_NEO4J_CA names, or the system's when that is unset.
// `scripts/neo4j start --tls` prints both (NEO4J_TLS_URI, NEO4J_TLS_CA),
// and scripts/test sets them. Without the URI the test skips.
func testTLS(t *testing.T) (string, *x509.CertPool) {
	t.Helper()
	uri := os.Getenv("PITCHGRAPH_TEST_NEO4J_TLS")
	if uri == "" {
		t.Skip("PITCHGRAPH_TEST_NEO4J_TLS is not set, so neo4j+s:// is not tested: run `scripts/neo4j start --tls` and set " +
			"PITCHGRAPH_TEST_NEO4J_TLS and PITCHGRAPH_TEST_NEO4J_CA to the NEO4J_TLS_URI and NEO4J_TLS_CA it prints (scripts/test does)")
	}
	if !strings.HasPrefix(uri, "neo4j+s://") {
		t.Fatalf("PITCHGRAPH_TEST_NEO4J_TLS=%s: want a neo4j+s:// URI", uri)
	}
	ca := os.Getenv("PITCHGRAPH_TEST_NEO4J_CA")
	if ca == "" {
		return uri, nil
	}
	pem, err := os.ReadFile(ca)
	if err != nil {
		t.Fatalf("PITCHGRAPH_TEST_NEO4J_CA: %v", err)
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		t.Fatalf("PITCHGRAPH_TEST_NEO4J_CA=%s holds no PEM certificate", ca)
	}
	return uri, roots
}

// TestTLSURI opens the store with a neo4j+s:// URI, as for Aura or a
// cluster that requires TLS: the driver routes over TLS and verifies the
// server's certificate, so a store that does not trust its CA cannot open,
// and one that does answers as over bolt://.
func TestTLSURI(t *testing.T) {
	uri, roots := testTLS(t)
	t.Run("Untrusted", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
		defer cancel()
		s, err := Open(ctx, Config{URI: uri, RootCAs: x509.NewCertPool()})
		if err == nil {
			s.Close()
			t.Fatalf("Open(%s) trusting no CA: no error", uri)
		}
		if code, msg := graph.ErrorCode(err), graph.ErrorMessage(err); code != graph.EUNAVAILABLE || !strings.Contains(msg, "certificate") {
			t.Errorf("Open(%s) trusting no CA: %s %q, want %s and a message about the certificate", uri, code, msg, graph.EUNAVAILABLE)
		}
	})
	t.Run("Trusted", func(t *testing.T) { testRouted(t, Config{URI: uri, RootCAs: roots}) })
}

// testRouted ingests the fixtures through a store opened with cfg (a
// routing URI), reads every list back, deletes a report and checks that
// the store over bolt:// (the test URI, on the same database) sees the
// same graph.
func testRouted(t *testing.T, cfg Config) {
	b := openEmpty(t) // over bolt://; wipes the database
	ctx := t.Context()
	s, err := Open(ctx, cfg)
	if err != nil {
		unavailable(t, fmt.Sprintf("Open(%s): %v", cfg.URI, err))
	}
	defer s.Close()
	if s.bookmarks == nil {
		t.Error("a routing store keeps no bookmarks")
	}
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping over %s: %v", cfg.URI, err)
	}
	_, head, err := s.ReportsAfter(ctx, -1, 0)
	if err != nil {
		t.Fatal(err)
	}
	fs := graphtest.Fixtures()
	if _, err := s.IngestMany(ctx, fs); err != nil {
		t.Fatal(err)
	}
	got, _, err := s.ReportsAfter(ctx, head, graph.MaxPage)
	if err != nil || len(got) != len(fs) {
		t.Fatalf("ReportsAfter after ingesting %d reports: %d, %v", len(fs), len(got), err)
	}
	st := graphtest.Dump(t, s)
	if len(st.Matches) != 3 || len(st.PassLinks) == 0 {
		t.Errorf("over %s: %d matches, %d pass links; want the fixtures' 3 matches and their links", cfg.URI, len(st.Matches), len(st.PassLinks))
	}
	if ok, err := s.DeleteReport(ctx, fs[0].Report.ID); !ok || err != nil {
		t.Errorf("DeleteReport over %s = %v, %v", cfg.URI, ok, err)
	}
	// The same database over bolt:// holds the same graph.
	if d := cmp.Diff(graphtest.Dump(t, b), graphtest.Dump(t, s), cmpopts.EquateEmpty()); d != "" {
		t.Errorf("bolt:// and %s disagree (-bolt +routed):\n%s", cfg.URI, d)
	}
}
