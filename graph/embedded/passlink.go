package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"

	"pitchgraph/graph"
)

// PassLinks implements graph.Store.
func (s *Store) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	if first < 0 {
		return nil, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	var out []graph.PassLink
	err := s.read(ctx, func(m *memory) error {
		all := m.memoLinks(w)
		if n := min(len(all), first); n > 0 {
			out = make([]graph.PassLink, n)
		}
		for i, l := range all[:len(out)] {
			l.GoalIDs = slices.Clone(l.GoalIDs)
			out[i] = l
		}
		return nil
	})
	return out, err
}

// memoLinks returns passLinks(w), from the memo when a reader since the
// last write asked already. The links are shared by every reader: callers
// must copy what they hand out.
func (m *memory) memoLinks(w graph.PassLinkWhere) []graph.PassLink {
	all, ok := m.linkMemo.get(w)
	if !ok {
		all = m.passLinks(w)
		m.linkMemo.put(w, all)
	}
	return all
}

// passLinks returns the first graph.MaxPage links w selects, in order.
func (m *memory) passLinks(w graph.PassLinkWhere) []graph.PassLink {
	var out []graph.PassLink
	switch {
	case w.ClubID != "" || w.MatchID != "":
		out = m.goalLinks(w)
	case w.FromID != "" || w.ToID != "":
		out = m.playerLinks(w)
	default:
		out = m.topLinks(graph.MaxPage)
	}
	slices.SortFunc(out, linkOrder)
	return slices.Clip(out[:min(len(out), graph.MaxPage)])
}

// linkMemo keeps the answers of PassLinks until the next write, which
// clears it. Readers share the store's read lock, so it has its own.
type linkMemo struct {
	mu    sync.Mutex
	lists map[graph.PassLinkWhere][]graph.PassLink
}

// memoSize bounds how many answers linkMemo keeps.
const memoSize = 256

func (lm *linkMemo) get(w graph.PassLinkWhere) ([]graph.PassLink, bool) {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	l, ok := lm.lists[w]
	return l, ok
}

func (lm *linkMemo) put(w graph.PassLinkWhere, l []graph.PassLink) {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if lm.lists == nil || len(lm.lists) >= memoSize {
		lm.lists = map[graph.PassLinkWhere][]graph.PassLink{}
	}
	lm.lists[w] = l
}

func (lm *linkMemo) clear() {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	lm.lists = nil
}

// topLinks returns the first limit links of all, in no order: a pass over
// the running counts keeps the best so far, and only those get their goals.
func (m *memory) topLinks(limit int) []graph.PassLink {
	if limit == 0 {
		return nil
	}
	top := make([]graph.PassLink, 0, limit+1)
	for k, n := range m.passes {
		l := graph.PassLink{FromID: k.from, ToID: k.to, Count: n}
		if len(top) == limit && linkOrder(l, top[limit-1]) >= 0 {
			continue
		}
		i, _ := slices.BinarySearchFunc(top, l, linkOrder)
		top = slices.Insert(top, i, l)
		top = top[:min(len(top), limit)]
	}
	all := func(*graph.Goal) bool { return true }
	for i, l := range top {
		top[i], _ = m.link(pair{l.FromID, l.ToID}, all)
	}
	return top
}

// goalLinks counts the links in the chains of the goals of w's club or
// match, the only goals it may count.
func (m *memory) goalLinks(w graph.PassLinkWhere) []graph.PassLink {
	ids := m.scored[w.ClubID]
	if byMatch := m.goalsOf[graph.GoalsOfMatch][w.MatchID]; w.MatchID != "" && (w.ClubID == "" || len(byMatch) < len(ids)) {
		ids = byMatch
	}
	links := map[pair]*graph.PassLink{}
	for _, gid := range ids {
		g := m.goals[gid].val
		if w.ClubID != "" && g.ClubID != w.ClubID || w.MatchID != "" && g.MatchID != w.MatchID {
			continue
		}
		for _, p := range g.Chain {
			if w.FromID != "" && p.FromID != w.FromID || w.ToID != "" && p.ToID != w.ToID {
				continue
			}
			l := links[pair{p.FromID, p.ToID}]
			if l == nil {
				l = &graph.PassLink{FromID: p.FromID, ToID: p.ToID}
				links[pair{p.FromID, p.ToID}] = l
			}
			l.Count++
			if n := len(l.GoalIDs); n == 0 || l.GoalIDs[n-1] != gid {
				l.GoalIDs = append(l.GoalIDs, gid)
			}
		}
	}
	out := make([]graph.PassLink, 0, len(links))
	for _, l := range links {
		slices.Sort(l.GoalIDs)
		out = append(out, *l)
	}
	return out
}

// playerLinks returns the links from w's passer or to its receiver.
func (m *memory) playerLinks(w graph.PassLinkWhere) []graph.PassLink {
	dir, id := graph.Outgoing, w.FromID
	if id == "" {
		dir, id = graph.Incoming, w.ToID
	}
	all := func(*graph.Goal) bool { return true }
	var out []graph.PassLink
	for _, other := range m.linksOf[dir][id] {
		k := linkOf(dir, id, other)
		if w.ToID != "" && k.to != w.ToID {
			continue
		}
		if l, ok := m.link(k, all); ok {
			out = append(out, l)
		}
	}
	return out
}

// linkOf returns the key of the link from or to (as dir says) player id
// and the player at its other end.
func linkOf(dir graph.Direction, id, other string) pair {
	if dir == graph.Incoming {
		return pair{other, id}
	}
	return pair{id, other}
}

// link counts the passes of pair k in the chains of the goals keep accepts.
func (m *memory) link(k pair, keep func(*graph.Goal) bool) (graph.PassLink, bool) {
	goals := m.links[k]
	l := graph.PassLink{FromID: k.from, ToID: k.to, GoalIDs: make([]string, 0, len(goals))}
	for _, x := range goals { // in goal ID order
		if keep(m.goals[x.goal].val) {
			l.Count += x.n
			l.GoalIDs = append(l.GoalIDs, x.goal)
		}
	}
	return l, l.Count > 0
}

// linkOrder orders links most frequent first, then by from ID and to ID.
func linkOrder(a, b graph.PassLink) int {
	return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.FromID, b.FromID), strings.Compare(a.ToID, b.ToID))
}

// PassLinksOf implements graph.Store.
func (s *Store) PassLinksOf(ctx context.Context, dir graph.Direction, playerIDs []string) ([][]graph.PassLink, error) {
	if dir != graph.Outgoing && dir != graph.Incoming {
		return nil, graph.Errorf(graph.EINVALID, "unknown direction %d", dir)
	}
	all := func(*graph.Goal) bool { return true }
	out := make([][]graph.PassLink, len(playerIDs))
	err := s.read(ctx, func(m *memory) error {
		for i, id := range playerIDs {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			for _, other := range m.linksOf[dir][id] {
				if l, ok := m.link(linkOf(dir, id, other), all); ok {
					out[i] = append(out[i], l)
				}
			}
			slices.SortFunc(out[i], linkOrder)
		}
		return nil
	})
	return out, err
}
