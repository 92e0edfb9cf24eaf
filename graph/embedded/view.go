package embedded

import (
	"context"
	"slices"
	"sync"

	"pitchgraph/graph"
)

// The views answer what graph.MatchViewOf and the like answer (the suite
// checks that they do), but in one read of the graph, without the copies
// the one-relation reads make: a view's items are shallow copies of the
// merged values, and share their lists and numbers, which the store never
// changes once merged (a write replaces a merged value, it never edits
// one). Only the lists a view builds (a pass link's goals) are new.

// MatchView reads matches with what w wants around them.
func (s *Store) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	var v graph.View
	err := s.read(ctx, func(m *memory) error {
		v.Matches = make([]*graph.Match, len(ids))
		vals := make([]graph.Match, len(ids))
		found := make([]*graph.Match, 0, len(ids))
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			if n := m.matches[id]; n != nil {
				vals[i] = *n.val
				v.Matches[i] = &vals[i]
				found = append(found, &vals[i])
			}
		}
		m.matchesAround(found, w, &v)
		return nil
	})
	if err != nil {
		return graph.View{}, err
	}
	return v, nil
}

// FindMatchView lists matches with what w wants around them.
func (s *Store) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	var (
		c graph.Connection[graph.Match]
		v graph.View
	)
	err := s.read(ctx, func(m *memory) error {
		var err error
		c, err = page(m.findMatches(where), p, graph.ListMatches, matchKey, nil, func(n *node[graph.Match]) graph.Match { return *n.val })
		if err != nil {
			return err
		}
		w.Trim.ApplyMatches(c.Items)
		ms := make([]*graph.Match, len(c.Items))
		for i := range c.Items {
			ms[i] = &c.Items[i]
		}
		m.matchesAround(ms, w, &v)
		return nil
	})
	if err != nil {
		return c, graph.View{}, err
	}
	if !w.Total {
		c.Total = 0
	}
	return c, v, nil
}

// PlayerView reads players with their pass links and what w wants around them.
func (s *Store) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	var v graph.View
	err := s.read(ctx, func(m *memory) error {
		v.Players = make([]*graph.Player, len(ids))
		vals := make([]graph.Player, len(ids))
		var keys []string
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			if n := m.players[id]; n != nil {
				vals[i] = m.shared(n, w.Trim)
				v.Players[i] = &vals[i]
				keys = append(keys, id)
			}
		}
		if !w.Links {
			return nil
		}
		v.LinksFrom = make(map[string][]graph.PassLink, len(keys))
		v.LinksTo = make(map[string][]graph.PassLink, len(keys))
		var links []graph.PassLink
		for _, d := range []struct {
			dir graph.Direction
			to  map[string][]graph.PassLink
		}{{graph.Outgoing, v.LinksFrom}, {graph.Incoming, v.LinksTo}} {
			for _, k := range keys {
				ls := m.linksOf1(d.dir, k)
				d.to[k] = ls
				links = append(links, ls...)
			}
		}
		m.linksAround(links, w, &v)
		return nil
	})
	if err != nil {
		return graph.View{}, err
	}
	w.Trim.Apply(&v)
	return v, nil
}

// linksOf1 returns the pass links from or to (as dir says) one player, as
// PassLinksOf orders them.
func (m *memory) linksOf1(dir graph.Direction, id string) []graph.PassLink {
	all := func(*graph.Goal) bool { return true }
	others := m.linksOf[dir][id]
	if len(others) == 0 {
		return nil
	}
	out := make([]graph.PassLink, 0, len(others))
	for _, other := range others {
		if l, ok := m.link(linkOf(dir, id, other), all); ok {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, linkOrder)
	return out
}

// PassLinkView counts pass links with what w wants around them.
func (s *Store) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	if first < 0 {
		return nil, graph.View{}, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	var (
		out []graph.PassLink
		v   graph.View
	)
	err := s.read(ctx, func(m *memory) error {
		all := m.memoLinks(where)
		if n := min(len(all), first); n > 0 {
			out = make([]graph.PassLink, n)
		}
		// The memo's links are shared by every reader: a link handed out
		// gets a list of its own, or none when w trims it.
		for i, l := range all[:len(out)] {
			if w.Trim.Links {
				l.GoalIDs = nil
			} else {
				l.GoalIDs = slices.Clone(l.GoalIDs)
			}
			out[i] = l
		}
		m.linksAround(all[:len(out)], w, &v)
		return nil
	})
	if err != nil {
		return nil, graph.View{}, err
	}
	w.Trim.Apply(&v)
	return out, v, nil
}

// matchesAround reads what w wants around the matches ms into v, as
// graph.MatchViewOf does.
func (m *memory) matchesAround(ms []*graph.Match, w graph.ViewWant, v *graph.View) {
	sc := getScratch()
	defer sc.put()
	if w.Clubs {
		for _, x := range ms {
			sc.add(x.HomeID)
			sc.add(x.AwayID)
		}
		ids := sc.take()
		v.Clubs = make([]graph.Club, 0, len(ids))
		for _, id := range ids {
			if n := m.clubs[id]; n != nil {
				v.Clubs = append(v.Clubs, *n.val)
			}
		}
	}
	if w.Goals {
		of := m.goalsOf[graph.GoalsOfMatch]
		total := 0
		for _, x := range ms {
			total += len(of[x.ID])
		}
		all := make([]graph.Goal, 0, total)
		v.GoalsOfMatch = make(map[string][]graph.Goal, len(ms))
		ordered := sc.goals
		for _, x := range ms {
			// The index holds a match's goals by ID; most matches have a
			// few, which a sort of pointers puts in match order.
			ordered = ordered[:0]
			for _, gid := range of[x.ID] {
				ordered = append(ordered, m.goals[gid].val)
			}
			if !slices.IsSortedFunc(ordered, matchOrder) {
				slices.SortFunc(ordered, matchOrder)
			}
			start := len(all)
			for _, g := range ordered {
				all = append(all, *g)
			}
			gs := all[start:len(all):len(all)] // appending to one match's goals must not reach the next's
			if len(gs) == 0 {
				gs = nil
			}
			v.GoalsOfMatch[x.ID] = gs
			sc.goals = ordered
			if w.Players {
				for i := range gs {
					g := &gs[i]
					if !w.Trim.Refs {
						sc.add(g.ScorerID)
						if !w.Trim.Assist {
							sc.add(g.AssistID)
						}
					}
					if !w.Trim.Chains {
						for _, p := range g.Chain {
							sc.add(p.FromID)
							sc.add(p.ToID)
						}
					}
				}
			}
		}
		if w.Players {
			v.Named = m.playersOf(sc.take(), w.Trim)
		}
	}
	w.Trim.Apply(v)
}

// linksAround reads the players and goals of links that w wants into v,
// as graph.PassLinkViewOf does.
func (m *memory) linksAround(links []graph.PassLink, w graph.ViewWant, v *graph.View) {
	sc := getScratch()
	defer sc.put()
	if w.Players {
		for _, l := range links {
			sc.add(l.FromID)
			sc.add(l.ToID)
		}
		v.Named = m.playersOf(sc.take(), w.Trim)
	}
	if w.Goals {
		for _, l := range links {
			for _, id := range l.GoalIDs {
				sc.add(id)
			}
		}
		ids := sc.take()
		v.Goals = make([]graph.Goal, 0, len(ids))
		for _, id := range ids {
			if n := m.goals[id]; n != nil {
				v.Goals = append(v.Goals, *n.val)
			}
		}
	}
}

// playersOf returns the players with the given IDs that are stored, as
// shallow copies.
func (m *memory) playersOf(ids []string, t graph.Trim) []graph.Player {
	out := make([]graph.Player, 0, len(ids))
	for _, id := range ids {
		if n := m.players[id]; n != nil {
			out = append(out, m.shared(n, t))
		}
	}
	return out
}

// shared returns a shallow copy of a player with its counts, unless t
// trims them.
func (m *memory) shared(n *node[graph.Player], t graph.Trim) graph.Player {
	p := *n.val
	if !t.Counts {
		p.GoalCount, p.AssistCount = m.counts(p.ID)
	}
	return p
}

// scratch gathers the distinct IDs a view reads, reused across reads.
type scratch struct {
	seen  map[string]struct{}
	ids   []string
	goals []*graph.Goal
}

var scratches = sync.Pool{New: func() any { return &scratch{seen: map[string]struct{}{}} }}

func getScratch() *scratch { return scratches.Get().(*scratch) }

// put gives sc back for reuse, unless a big read grew it.
func (sc *scratch) put() {
	if len(sc.ids) > 0 {
		clear(sc.seen)
		sc.ids = sc.ids[:0]
	}
	clear(sc.goals[:cap(sc.goals)]) // no pointers into the graph kept past the read
	sc.goals = sc.goals[:0]
	if cap(sc.ids) <= 4096 && cap(sc.goals) <= 4096 {
		scratches.Put(sc)
	}
}

// add notes id, unless empty or already noted.
func (sc *scratch) add(id string) {
	if id == "" {
		return
	}
	if _, ok := sc.seen[id]; !ok {
		sc.seen[id] = struct{}{}
		sc.ids = append(sc.ids, id)
	}
}

// take returns the IDs noted since the last take, in the order first
// noted (a view's lists of what it brings along are in no particular
// order), and forgets them. The list is valid until the next add.
func (sc *scratch) take() []string {
	ids := sc.ids
	clear(sc.seen)
	sc.ids = sc.ids[:0]
	return ids
}

var _ graph.Views = (*Store)(nil)
