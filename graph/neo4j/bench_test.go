package neo4j

import (
	"fmt"
	"os"
	"testing"
	"time"

	"pitchgraph/graph"
)

// BenchmarkIngestGrowth ingests a synthetic league of n matches, one report
// each, into an empty database and reports the ingest rate of the first
// and of the last hundred reports: when the cost of an ingest grows with
// the size of the graph, the last hundred are slower. Needs the same
// PITCHGRAPH_TEST_NEO4J as the tests; the whole load runs once whatever
// b.N is, so run it with -benchtime=1x.
//
//	go test -run '^$' -bench IngestGrowth -benchtime=1x ./graph/neo4j
func BenchmarkIngestGrowth(b *testing.B) {
	for _, n := range []int{500, 2000} {
		b.Run(fmt.Sprintf("matches=%d", n), func(b *testing.B) {
			s := openEmptyB(b)
			ctx := b.Context()
			league := leagueFacts(n)
			for b.Loop() {
				if err := wipe(ctx, s); err != nil {
					b.Fatal(err)
				}
				took := make([]time.Duration, len(league))
				for i, f := range league {
					start := time.Now()
					if _, err := s.Ingest(ctx, f); err != nil {
						b.Fatalf("Ingest of report %d: %v", i, err)
					}
					took[i] = time.Since(start)
				}
				rate := func(d []time.Duration) float64 {
					var sum time.Duration
					for _, t := range d {
						sum += t
					}
					return float64(len(d)) / sum.Seconds()
				}
				b.ReportMetric(rate(took[:100]), "first100_reports/s")
				b.ReportMetric(rate(took[len(took)-100:]), "last100_reports/s")
				b.ReportMetric(rate(took), "all_reports/s")
			}
		})
	}
}

// openEmptyB is openEmpty for benchmarks.
func openEmptyB(b *testing.B) *Store {
	b.Helper()
	uri := os.Getenv("PITCHGRAPH_TEST_NEO4J")
	if uri == "" {
		b.Skip("PITCHGRAPH_TEST_NEO4J is not set")
	}
	s, err := Open(b.Context(), Config{URI: uri})
	if err != nil {
		b.Fatalf("Open(%s): %v", uri, err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// leagueFacts builds the facts of n reports, one per match, of a league of
// twenty clubs with twenty players each: every report names both clubs,
// eleven players a side who appear, three goals with a chain of up to
// three passes and a card. Reports are ingested an hour apart, so each is
// the newest when it comes.
func leagueFacts(n int) []*graph.Facts {
	const clubs, squad = 20, 20
	at := time.Date(2024, 8, 1, 12, 0, 0, 0, time.UTC)
	var out []*graph.Facts
	for i := range n {
		h, a := i%clubs, (i/clubs+1+i%clubs)%clubs
		if h == a {
			a = (a + 1) % clubs
		}
		home, away := fmt.Sprintf("Club %d Town", h), fmt.Sprintf("Club %d Town", a)
		hid, aid := graph.ClubID(home), graph.ClubID(away)
		date := at.AddDate(0, 0, i/10).Format("2006-01-02")
		text := fmt.Sprintf("Made-up report %d: %s against %s.", i, home, away)
		hs, as := i%4, i%3
		f := &graph.Facts{
			Report: graph.Report{ID: graph.ReportID(text), Text: text, IngestedAt: at.Add(time.Duration(i) * time.Hour)},
			Clubs:  []graph.Club{{ID: hid, Name: home, Aliases: []string{fmt.Sprintf("C%d", h)}}, {ID: aid, Name: away}},
		}
		f.Match = &graph.Match{ID: graph.MatchID(hid, aid, date, &hs, &as), Date: date, HomeID: hid, AwayID: aid,
			HomeScore: &hs, AwayScore: &as, Competition: "Made-up League"}
		f.Report.MatchID = f.Match.ID
		src := []graph.Source{{ReportID: f.Report.ID, Sentence: text, Start: 0, End: len(text)}}
		var side [2][]string
		for k, c := range []struct {
			id  string
			num int
		}{{hid, h}, {aid, a}} {
			for j := range 11 {
				p := (j + i) % squad
				name := fmt.Sprintf("Player %d of %d", p, c.num)
				id := graph.PlayerID(c.id, name)
				side[k] = append(side[k], id)
				f.Players = append(f.Players, graph.Player{ID: id, Name: name, ClubIDs: []string{c.id}})
				f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: id, MatchID: f.Match.ID, ClubID: c.id})
			}
		}
		for g := range 3 {
			k := g % 2
			ids, club := side[k], []string{hid, aid}[k]
			scorer := ids[(g+i)%11]
			var chain []graph.Pass
			for p := range g + 1 {
				chain = append(chain, graph.Pass{Order: p + 1, FromID: ids[(g+i+p+1)%11], ToID: ids[(g+i+p+2)%11], Kind: graph.PassPlain})
			}
			chain[len(chain)-1].ToID = scorer
			f.Goals = append(f.Goals, graph.Goal{
				ID: graph.GoalID(f.Match.ID, scorer, 1), MatchID: f.Match.ID, ClubID: club, ScorerID: scorer,
				AssistID: chain[len(chain)-1].FromID, Kind: graph.OpenPlay, Order: g + 1, Minute: ptr(10 + 20*g),
				Chain: chain, Sources: src,
			})
		}
		f.Cards = append(f.Cards, graph.Card{
			ID: graph.CardID(f.Match.ID, side[1][0], graph.Yellow, 1), MatchID: f.Match.ID, PlayerID: side[1][0],
			ClubID: aid, Color: graph.Yellow, Minute: ptr(55), Sources: src,
		})
		out = append(out, f)
	}
	return out
}

func ptr(n int) *int { return &n }
