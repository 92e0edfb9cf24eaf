package resolvers

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// costOf returns what the server says q would cost, asking it with a
// complexity limit of 1.
func costOf(t *testing.T, srv *server, q string) int {
	t.Helper()
	r := srv.post(q, nil)
	m := regexp.MustCompile(`would cost (\d+)`).FindStringSubmatch(r.Body)
	if m == nil {
		t.Fatalf("%s: %s; want a Complexity refusal stating the cost", q, r.Body)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestCostsFollowTheData: an unpaged list costs the longest such list in
// the graph, and a report text its length, so the cost of a query grows
// with the data it would read.
func TestCostsFollowTheData(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, generatedMatches(3)...)
	srv := newServer(t, s, func(c *Config) { c.Limits.Complexity = 1 })
	star := graph.PlayerID(graph.ClubID("Home Club 100"), "Star Player")
	q := `{ player(id: "` + star + `") { matches { players { name } } } }`
	// player 1 + matches (1 + longest matches × (players 1 + longest players × name 1))
	if got, want := costOf(t, srv, q), 2+1*(1+5); got != want {
		t.Errorf("cost with every player in one match of five players: %d, want %d", got, want)
	}
	texts := `{ reports(first: 10) { edges { node { text } } } }`
	if got, want := costOf(t, srv, texts), 1+10*(2+1); got != want {
		t.Errorf("cost of 10 short texts: %d, want %d", got, want)
	}

	// A player in 20 matches of six players, and a 60 KB report.
	var more []*graph.Facts
	for i := range 20 {
		f := generatedMatch(100+i, time.Date(2021, 1, 1+i, 0, 0, 0, 0, time.UTC))
		club := f.Clubs[0].ID
		f.Players = append(f.Players, graph.Player{ID: star, Name: "Star Player", ClubIDs: []string{club}})
		f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: star, MatchID: f.Match.ID, ClubID: club})
		more = append(more, f)
	}
	long := generatedMatch(200, time.Date(2022, 1, 1, 0, 0, 0, 0, time.UTC))
	long.Report.Text += strings.Repeat(" And then nothing much happened.", 1920) // the sources stay where they were
	long = graphtest.WithReportID(long, graph.ReportID(long.Report.Text))
	ingestFacts(t, s, append(more, long)...)
	wantQ, wantTexts := 2+20*(1+6), 1+10*(2+1+len(long.Report.Text)/1024)
	waitFor(t, "costs to follow the graph", func() bool {
		return costOf(t, srv, q) == wantQ && costOf(t, srv, texts) == wantTexts
	})
}
