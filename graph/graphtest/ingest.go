package graphtest

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

func testIngest(t *testing.T, open func(t *testing.T) graph.Store) {
	t.Run("CreatedThenUnchanged", func(t *testing.T) {
		s := open(t)
		f := Fixtures()[0]
		res, err := s.Ingest(t.Context(), f)
		if err != nil || !res.Created {
			t.Fatalf("Ingest(%s) first time: created %v, err %v; want created", f.Report.ID, res.Created, err)
		}
		before := Dump(t, s)
		res, err = s.Ingest(t.Context(), f)
		if err != nil || res.Created {
			t.Fatalf("Ingest(%s) again: created %v, err %v; want not created", f.Report.ID, res.Created, err)
		}
		sameState(t, "after ingesting the same report twice", Dump(t, s), before)

		// Same ID, different facts: the stored report wins.
		changed := Fixtures()[0]
		changed.Goals = changed.Goals[:1]
		changed.Clubs[0].Name = "Somewhere Else"
		if res, err = s.Ingest(t.Context(), changed); err != nil || res.Created {
			t.Fatalf("Ingest(%s) with other facts: created %v, err %v; want not created", f.Report.ID, res.Created, err)
		}
		sameState(t, "after ingesting other facts under a stored report ID", Dump(t, s), before)
	})

	t.Run("AllTwice", func(t *testing.T) {
		s := loaded(t, open)
		before := Dump(t, s)
		for _, f := range Fixtures() {
			res, err := s.Ingest(t.Context(), f)
			if err != nil || res.Created {
				t.Errorf("Ingest(%s) again: created %v, err %v; want not created", f.Report.ID, res.Created, err)
			}
		}
		sameState(t, "after ingesting every fixture twice", Dump(t, s), before)
	})

	t.Run("OrderDoesNotMatter", func(t *testing.T) {
		want := Dump(t, loaded(t, open))
		backward := open(t)
		fs := Fixtures()
		slices.Reverse(fs)
		ingest(t, backward, fs...)
		sameState(t, "newest report first vs oldest first", Dump(t, backward), want)
	})

	t.Run("Invalid", func(t *testing.T) {
		s := open(t)
		_, err := s.Ingest(t.Context(), nil)
		wantCode(t, err, graph.EINVALID, "Ingest(nil)")
		bad := Fixtures()[0]
		bad.Goals[0].ScorerID = graph.PlayerID(northbridge, "Nobody Known")
		_, err = s.Ingest(t.Context(), bad)
		wantCode(t, err, graph.EINVALID, "Ingest(goal by an unlisted player)")
		bad = Fixtures()[0]
		bad.Cards[0].Sources = nil
		_, err = s.Ingest(t.Context(), bad)
		wantCode(t, err, graph.EINVALID, "Ingest(card without a source)")
		c, err := s.FindReports(t.Context(), graph.Page{First: 10})
		if err != nil || c.Total != 0 {
			t.Errorf("FindReports after refused ingests: total %d, err %v; want 0 reports", c.Total, err)
		}
	})

	t.Run("ZeroIngestedAtIsNow", func(t *testing.T) {
		s := open(t)
		f := Fixtures()[4]
		f.Report.IngestedAt = time.Time{}
		before := time.Now()
		ingest(t, s, f)
		after := time.Now()
		rs, err := s.Reports(t.Context(), []string{f.Report.ID})
		if err != nil || rs[0] == nil {
			t.Fatalf("Reports(%s): %v, err %v", f.Report.ID, rs, err)
		}
		// A store may keep less than nanosecond precision, or stamp by its own clock.
		if at := rs[0].IngestedAt; at.Before(before.Add(-time.Second)) || at.After(after.Add(time.Second)) {
			t.Errorf("Reports(%s): ingestedAt %v, want between %v and %v", f.Report.ID, at, before, after)
		}
	})

	t.Run("CopiesInAndOut", func(t *testing.T) {
		s := open(t)
		f := Fixtures()[0]
		ingest(t, s, f)
		before := Dump(t, s)
		f.Clubs[0].Name = "Changed"
		f.Clubs[0].Aliases[0] = "Changed"
		f.Goals[0].Chain[0].FromID = "player:changed"
		*f.Goals[0].Minute = 99
		f.Players[0].ClubIDs[0] = "club:changed"
		sameState(t, "after the caller changed the ingested facts", Dump(t, s), before)

		cs, _ := s.Clubs(t.Context(), []string{northbridge})
		cs[0].Aliases[0] = "Changed"
		gs, _ := s.Goals(t.Context(), []string{g1})
		gs[0].Chain[0].ToID = "player:changed"
		*gs[0].Minute = 98
		gs[0].Sources[0].Sentence = "changed"
		ps, _ := s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: 1})
		ps.Items[0].ClubIDs[0] = "club:changed"
		sameState(t, "after the caller changed results", Dump(t, s), before)
	})

	t.Run("Concurrent", func(t *testing.T) {
		s := open(t)
		const workers = 4
		fs := Fixtures()
		created := make([][]bool, workers)
		errs := make([][]error, workers)
		var wg sync.WaitGroup
		for w := range workers {
			created[w] = make([]bool, len(fs))
			errs[w] = make([]error, len(fs))
			wg.Go(func() {
				for k := range fs {
					i := (k + w) % len(fs) // each worker starts elsewhere
					res, err := s.Ingest(t.Context(), Fixtures()[i])
					created[w][i], errs[w][i] = res.Created, err
				}
			})
		}
		wg.Wait()
		for i, f := range fs {
			n := 0
			for w := range workers {
				if errs[w][i] != nil {
					t.Errorf("Ingest(%s) in worker %d: %v", f.Report.ID, w, errs[w][i])
				}
				if created[w][i] {
					n++
				}
			}
			if n != 1 {
				t.Errorf("Ingest(%s) from %d workers at once: created %d times, want once", f.Report.ID, workers, n)
			}
		}
		got := Dump(t, s)
		sameState(t, "concurrent ingest vs one by one", got, Dump(t, loaded(t, open)))
	})

	t.Run("Many", func(t *testing.T) { testIngestMany(t, open) })

	t.Run("Merged", func(t *testing.T) {
		s := loaded(t, open)
		ms, err := s.Matches(t.Context(), []string{m1})
		if err != nil {
			t.Fatal(err)
		}
		// r1a (oldest) gives the score and the competition, r1b the venue.
		want := &graph.Match{ID: m1, Date: "2023-09-16", Competition: "Coastal League", Venue: "Harbour Park",
			HomeID: northbridge, AwayID: eastport, HomeScore: ip(3), AwayScore: ip(1)}
		if d := cmp.Diff(want, ms[0], diffOpts); d != "" {
			t.Errorf("Matches(%s) from two reports (-want +got):\n%s", m1, d)
		}
	})
}
