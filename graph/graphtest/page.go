package graphtest

import (
	"fmt"
	"testing"
	"time"

	"pitchgraph/graph"
)

// pagingReport is the i-th report of the paging test: a match of its own
// between two clubs of its own (some dated, some not, dates interleaved so
// that new matches land before and after a cursor), two players and a goal
// with a one-pass chain.
func pagingReport(i int) *graph.Facts {
	home, away := fmt.Sprintf("Paging Home %02d", i), fmt.Sprintf("Paging Away %02d", i)
	hid, aid := graph.ClubID(home), graph.ClubID(away)
	scorer, passer := fmt.Sprintf("Striker Number%02d", i), fmt.Sprintf("Winger Number%02d", i)
	sentence := fmt.Sprintf("%s crossed for %s to score.", passer, scorer)
	text := fmt.Sprintf("%s beat %s 1-0. %s", home, away, sentence)
	b := newReport(text, fmt.Sprintf("paging:%02d", i), base.Add(time.Duration(i)*time.Minute))
	b.club(hid, home)
	b.club(aid, away)
	date := ""
	if i%5 != 4 {
		date = fmt.Sprintf("2024-%02d-%02d", 1+(i*7)%12, 1+i%28)
	}
	b.match(hid, aid, date, "", "", ip(1), ip(0))
	sid, pid := graph.PlayerID(hid, scorer), graph.PlayerID(hid, passer)
	b.player(sid, hid, scorer)
	b.player(pid, hid, passer)
	b.goal(graph.GoalID(b.f.Match.ID, sid, 1), hid, sid, 1, ip(10+i), nil, graph.OpenPlay, sentence, pass(pid, sid, graph.Cross))
	return b.f
}

// testPaging pages through each list two items at a time while reports are
// ingested and deleted between the pages: an item that is in the list all
// along, its key unchanged, is seen exactly once; no item is seen twice;
// the items come in the list's order.
func testPaging(t *testing.T, open func(t *testing.T) graph.Store) {
	type list struct {
		name string
		l    graph.List
		page func(s graph.Store, p graph.Page) ([]string, []graph.Key, graph.Connection[struct{}], error)
	}
	lists := []list{
		{"FindMatches", graph.ListMatches, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Match], error) {
			return s.FindMatches(t.Context(), graph.MatchWhere{}, p)
		}, graph.MatchKey, func(m *graph.Match) string { return m.ID })},
		{"FindMatchView", graph.ListMatches, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Match], error) {
			c, _, err := s.FindMatchView(t.Context(), graph.MatchWhere{}, p, graph.ViewWant{Goals: true})
			return c, err
		}, graph.MatchKey, func(m *graph.Match) string { return m.ID })},
		{"FindReports", graph.ListReports, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Report], error) {
			return s.FindReports(t.Context(), p)
		}, graph.ReportKey, func(r *graph.Report) string { return r.ID })},
		{"FindClubs", graph.ListClubs, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Club], error) {
			return s.FindClubs(t.Context(), graph.ClubWhere{}, p)
		}, graph.ClubKey, func(c *graph.Club) string { return c.ID })},
		{"FindPlayers", graph.ListPlayersByGoals, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Player], error) {
			return s.FindPlayers(t.Context(), graph.PlayerWhere{}, graph.PlayersByGoals, p)
		}, func(p *graph.Player) graph.Key { return graph.PlayerKey(p, graph.PlayersByGoals) }, func(p *graph.Player) string { return p.ID })},
		{"FindGoals", graph.ListGoals, pageOf(func(s graph.Store, p graph.Page) (graph.Connection[graph.Goal], error) {
			return s.FindGoals(t.Context(), graph.GoalWhere{}, p)
		}, graph.GoalKey, func(g *graph.Goal) string { return g.ID })},
	}
	for _, l := range lists {
		t.Run(l.name, func(t *testing.T) {
			s := open(t)
			for i := range 10 {
				ingest(t, s, pagingReport(i))
			}
			// Between pages: a new report, then a deletion, in turn.
			next, gone := 10, []int{1, 6, 3, 8, 0, 5}
			change := func(step int) {
				if step%2 == 0 {
					ingest(t, s, pagingReport(next))
					next++
					return
				}
				if len(gone) > 0 {
					id := pagingReport(gone[0]).Report.ID
					gone = gone[1:]
					if ok, err := s.DeleteReport(t.Context(), id); err != nil || !ok {
						t.Fatalf("DeleteReport(%s) = %v, %v", id, ok, err)
					}
				}
			}
			// whole lists the whole list: item ID -> key.
			whole := func() map[string]graph.Key {
				out := map[string]graph.Key{}
				for p := (graph.Page{First: graph.MaxPage}); ; {
					ids, keys, c, err := l.page(s, p)
					if err != nil {
						t.Fatal(err)
					}
					for i, id := range ids {
						out[id] = keys[i]
					}
					if !c.HasNext {
						return out
					}
					p.After = c.End()
				}
			}
			stable := whole() // the items there all along, with their keys
			seen := map[string]int{}
			var last *graph.Key
			p := graph.Page{First: 2}
			for step := 0; ; step++ {
				ids, keys, c, err := l.page(s, p)
				if err != nil {
					t.Fatalf("%s(first=2, after=%.30q): %v", l.name, p.After, err)
				}
				for i, id := range ids {
					seen[id]++
					if last != nil && l.l.Compare(*last, keys[i]) >= 0 {
						t.Errorf("%s: %s (key %+v) comes after %+v, out of order", l.name, id, keys[i], *last)
					}
					last = &keys[i]
				}
				if !c.HasNext {
					break
				}
				p.After = c.End()
				change(step)
				now := whole()
				for id, k := range stable {
					if k2, ok := now[id]; !ok || k2 != k {
						delete(stable, id)
					}
				}
				if step > 100 {
					t.Fatalf("%s: still paging after %d pages", l.name, step)
				}
			}
			if len(stable) < 5 {
				t.Fatalf("%s: only %d items stayed all along: a useless case", l.name, len(stable))
			}
			for id := range stable {
				if seen[id] != 1 {
					t.Errorf("%s: %s, in the list all along, seen %d times while paging, want once", l.name, id, seen[id])
				}
			}
			for id, n := range seen {
				if n > 1 {
					t.Errorf("%s: %s seen %d times while paging, want at most once", l.name, id, n)
				}
			}
		})
	}
}

// pageOf adapts a Find method to testPaging: the IDs and keys of a page's
// items, and the page without them.
func pageOf[T any](find func(graph.Store, graph.Page) (graph.Connection[T], error), keyOf func(*T) graph.Key, idOf func(*T) string) func(graph.Store, graph.Page) ([]string, []graph.Key, graph.Connection[struct{}], error) {
	return func(s graph.Store, p graph.Page) ([]string, []graph.Key, graph.Connection[struct{}], error) {
		c, err := find(s, p)
		if err != nil {
			return nil, nil, graph.Connection[struct{}]{}, err
		}
		ids, keys := make([]string, len(c.Items)), make([]graph.Key, len(c.Items))
		for i := range c.Items {
			ids[i], keys[i] = idOf(&c.Items[i]), keyOf(&c.Items[i])
		}
		rest := graph.Connection[struct{}]{Cursors: c.Cursors, Total: c.Total, HasNext: c.HasNext, HasPrevious: c.HasPrevious}
		return ids, keys, rest, nil
	}
}
