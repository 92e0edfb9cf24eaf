package embedded

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchgraph/graph"
)

// A synthetic league for the benchmarks below: leagueClubs clubs of
// leagueSquad players each, playing matches ten a day, each with five
// goals (three-pass build-ups among team-mates), two cards and 22
// appearances. It is made of graph.Facts directly, so the benchmarks
// measure the store, not the extractor.
const (
	leagueClubs = 20
	leagueSquad = 30
)

var (
	firstNames = []string{"Aldo", "Bram", "Cato", "Dario", "Emil", "Femi", "Goran", "Hugo", "Ivo", "Jonas"}
	lastNames  = []string{"Abbot", "Brandt", "Castell", "Dorsey", "Elmore", "Falk", "Garrow", "Hollis", "Ingram", "Jessup",
		"Kessler", "Lowry", "Marden", "Norland", "Oakes", "Penrose", "Quill", "Rusk", "Sallow", "Thorne",
		"Upfield", "Varga", "Whitcombe", "Yardley", "Zeller", "Ashby", "Birch", "Colby", "Denholm", "Everard"}
)

func leagueClub(c int) graph.Club {
	name := fmt.Sprintf("%s Town %d", lastNames[c%len(lastNames)], c)
	return graph.Club{ID: graph.ClubID(name), Name: name, Aliases: []string{fmt.Sprintf("The %ss", lastNames[c%len(lastNames)])}}
}

func leaguePlayer(club graph.Club, c, k int) graph.Player {
	name := firstNames[(c+k)%len(firstNames)] + " " + lastNames[(k*7+c)%len(lastNames)]
	return graph.Player{ID: graph.PlayerID(club.ID, name), Name: name, ClubIDs: []string{club.ID}}
}

// leagueMatch returns the facts of the league's i-th match.
func leagueMatch(i int) *graph.Facts {
	hc, ac := i%leagueClubs, (i/leagueClubs+1+i)%leagueClubs
	if ac == hc {
		ac = (ac + 1) % leagueClubs
	}
	home, away := leagueClub(hc), leagueClub(ac)
	date := time.Date(2010, 8, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i/10).Format("2006-01-02")
	comp := []string{"Premier League", "FA Cup", "League Cup"}[i%3]
	text := fmt.Sprintf("synthetic report %d", i)
	rid := graph.ReportID(text)
	hs, as := 3, 2
	m := &graph.Match{ID: graph.MatchID(home.ID, away.ID, date, nil, nil), Date: date, Competition: comp,
		Venue: lastNames[hc] + " Park", HomeID: home.ID, AwayID: away.ID, HomeScore: &hs, AwayScore: &as}
	f := &graph.Facts{Report: graph.Report{ID: rid, Text: text, MatchID: m.ID}, Match: m, Clubs: []graph.Club{home, away}}
	side := func(club graph.Club, c int) []graph.Player {
		var ps []graph.Player
		for k := range 11 {
			p := leaguePlayer(club, c, (i+k)%leagueSquad)
			ps = append(ps, p)
			f.Players = append(f.Players, p)
			f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: p.ID, MatchID: m.ID, ClubID: club.ID})
		}
		return ps
	}
	sides := [2][]graph.Player{side(home, hc), side(away, ac)}
	clubs := [2]string{home.ID, away.ID}
	for n := range hs + as {
		t := 0
		if n >= hs {
			t = 1
		}
		ps := sides[t]
		scorer, a, b := ps[(n+i)%11], ps[(n+i+3)%11], ps[(n+i+5)%11]
		minute := 10 + n*15
		g := graph.Goal{ID: graph.GoalID(m.ID, scorer.ID, 1+n), MatchID: m.ID, ClubID: clubs[t], ScorerID: scorer.ID,
			AssistID: a.ID, Minute: &minute, Kind: graph.OpenPlay, Order: n + 1,
			Chain: []graph.Pass{
				{Order: 1, FromID: b.ID, ToID: a.ID, Kind: graph.PassPlain},
				{Order: 2, FromID: a.ID, ToID: scorer.ID, Kind: graph.Cross},
			},
			Sources: []graph.Source{{ReportID: rid, Sentence: "a goal", Minute: &minute}}}
		f.Goals = append(f.Goals, g)
	}
	for n := range 2 {
		p := sides[n][(i+n)%11]
		minute := 30 + n*20
		f.Cards = append(f.Cards, graph.Card{ID: graph.CardID(m.ID, p.ID, graph.Yellow, 1), MatchID: m.ID, PlayerID: p.ID,
			ClubID: clubs[n], Color: graph.Yellow, Minute: &minute, Sources: []graph.Source{{ReportID: rid, Sentence: "a card"}}})
	}
	return f
}

// ingestLeague ingests matches [from, to) as graph.Resolve would: every
// player the store lacks is first looked up by club and surname.
func ingestLeague(b *testing.B, s *Store, from, to int) {
	ctx := b.Context()
	for i := from; i < to; i++ {
		f := leagueMatch(i)
		for _, p := range f.Players {
			words := strings.Fields(graph.Fold(p.Name))
			if _, err := s.FindPlayers(ctx, graph.PlayerWhere{ClubID: p.ClubIDs[0], Name: words[len(words)-1]}, graph.PlayersByName, graph.Page{First: graph.MaxPage}); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := s.Ingest(ctx, f); err != nil {
			b.Fatal(err)
		}
	}
}

// leagueMatches is the size of the league the query benchmarks share.
const leagueMatches = 2000

var league struct {
	once sync.Once
	dir  string
	s    *Store
	err  error
}

// TestMain removes the benchmarks' shared league store once every test
// and benchmark has run.
func TestMain(m *testing.M) {
	code := m.Run()
	if league.s != nil {
		league.s.Close()
	}
	if league.dir != "" {
		os.RemoveAll(league.dir)
	}
	os.Exit(code)
}

// leagueStore returns a store holding leagueMatches matches, built once
// per benchmark run and shared by the benchmarks.
func leagueStore(b *testing.B) *Store {
	league.once.Do(func() {
		league.dir, league.err = os.MkdirTemp("", "embedded-league-")
		if league.err != nil {
			return
		}
		league.s, league.err = Open(league.dir)
		if league.err == nil {
			ingestLeague(b, league.s, 0, leagueMatches)
		}
	})
	if league.err != nil {
		b.Fatal(league.err)
	}
	return league.s
}

// BenchmarkLeagueIngest ingests a league of 2,000 matches, resolving each
// new player first as graph.Resolve does; ns/report is the mean per match.
func BenchmarkLeagueIngest(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		s, err := Open(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		ingestLeague(b, s, 0, leagueMatches)
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*leagueMatches), "ns/report")
}

// BenchmarkLeagueIngestLate times one more match on top of a full league.
func BenchmarkLeagueIngestLate(b *testing.B) {
	s := leagueStore(b)
	ctx := b.Context()
	n := 0
	for b.Loop() {
		f := leagueMatch(leagueMatches + n)
		f.Report.ID = graph.ReportID(fmt.Sprintf("late %d %d", n, time.Now().UnixNano()))
		for i := range f.Goals {
			f.Goals[i].Sources[0].ReportID = f.Report.ID
		}
		for i := range f.Cards {
			f.Cards[i].Sources[0].ReportID = f.Report.ID
		}
		if _, err := s.Ingest(ctx, f); err != nil {
			b.Fatal(err)
		}
		n++
	}
}

func BenchmarkLeagueQuery(b *testing.B) {
	s := leagueStore(b)
	ctx := b.Context()
	club := leagueClub(3)
	matchIDs := make([]string, 50)
	for i := range matchIDs {
		matchIDs[i] = leagueMatch(i * 7).Match.ID
	}
	deep := graph.Page{First: 100} // the cursor of the 500th match
	for range 5 {
		c, err := s.FindMatches(ctx, graph.MatchWhere{}, deep)
		if err != nil {
			b.Fatal(err)
		}
		deep.After = c.End()
	}
	cases := []struct {
		name string
		run  func() error
	}{
		{"FindMatchesPage", func() error {
			_, err := s.FindMatches(ctx, graph.MatchWhere{}, graph.Page{First: 50, After: deep.After})
			return err
		}},
		{"FindMatchesClub", func() error {
			_, err := s.FindMatches(ctx, graph.MatchWhere{ClubID: club.ID}, graph.Page{First: 50})
			return err
		}},
		{"PassLinksTop50", func() error {
			_, err := s.PassLinks(ctx, graph.PassLinkWhere{}, 50)
			return err
		}},
		{"PassLinksClub", func() error {
			_, err := s.PassLinks(ctx, graph.PassLinkWhere{ClubID: club.ID}, 50)
			return err
		}},
		{"Search", func() error {
			_, err := s.Search(ctx, "town cup", 20)
			return err
		}},
		{"SearchRare", func() error {
			_, err := s.Search(ctx, "hollis park 2011", 20)
			return err
		}},
		{"PlayerByName", func() error {
			_, err := s.PlayerByName(ctx, "Penrose")
			return err
		}},
		{"FindPlayersClubName", func() error {
			_, err := s.FindPlayers(ctx, graph.PlayerWhere{ClubID: club.ID, Name: "falk"}, graph.PlayersByName, graph.Page{First: graph.MaxPage})
			return err
		}},
		{"GoalsBy50Matches", func() error {
			_, err := s.GoalsBy(ctx, graph.GoalsOfMatch, matchIDs)
			return err
		}},
		{"FindMatchView50", func() error { // Q2 of bench/: a page with clubs, goals and scorers' names
			w := graph.ViewWant{Clubs: true, Goals: true, Players: true,
				Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true, Chains: true, Added: true, Places: true}}
			_, _, err := s.FindMatchView(ctx, graph.MatchWhere{}, graph.Page{First: 50, After: deep.After}, w)
			return err
		}},
		{"MatchView", func() error {
			_, err := s.MatchView(ctx, matchIDs[:1], graph.ViewWant{Clubs: true, Goals: true, Players: true})
			return err
		}},
		{"PlayerView", func() error {
			w := graph.ViewWant{Goals: true, Players: true, Links: true, Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Sources: true, Chains: true, Refs: true}}
			_, err := s.PlayerView(ctx, []string{leaguePlayer(club, 3, 7).ID}, w)
			return err
		}},
		{"PassLinkView50", func() error {
			_, _, err := s.PassLinkView(ctx, graph.PassLinkWhere{}, 50, graph.ViewWant{Players: true, Trim: graph.Trim{Aliases: true, Clubs: true, Counts: true, Links: true}})
			return err
		}},
		{"FindReports", func() error {
			_, err := s.FindReports(ctx, graph.Page{First: 50})
			return err
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := c.run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
