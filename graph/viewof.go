package graph

import (
	"cmp"
	"context"
	"slices"
)

// MatchViewOf reads what MatchView answers with s's one-relation methods,
// one call per relation: the reference the suite checks every store's
// views against (a store may answer in one read instead, as the embedded
// store does, without the one-relation reads' copies).
func MatchViewOf(ctx context.Context, s Store, ids []string, w ViewWant) (View, error) {
	ms, err := s.Matches(ctx, ids)
	if err != nil {
		return View{}, err
	}
	v := View{Matches: ms}
	if err := matchesAround(ctx, s, found(ms), w, &v); err != nil {
		return View{}, err
	}
	return v, nil
}

// FindMatchViewOf reads what FindMatchView answers, as MatchViewOf does.
func FindMatchViewOf(ctx context.Context, s Store, where MatchWhere, p Page, w ViewWant) (Connection[Match], View, error) {
	c, err := s.FindMatches(ctx, where, p)
	if err != nil {
		return c, View{}, err
	}
	if !w.Total {
		c.Total = 0
	}
	w.Trim.ApplyMatches(c.Items)
	var v View
	ms := make([]*Match, len(c.Items))
	for i := range c.Items {
		ms[i] = &c.Items[i]
	}
	if err := matchesAround(ctx, s, ms, w, &v); err != nil {
		return c, View{}, err
	}
	return c, v, nil
}

// PlayerViewOf reads what PlayerView answers, as MatchViewOf does.
func PlayerViewOf(ctx context.Context, s Store, ids []string, w ViewWant) (View, error) {
	ps, err := s.Players(ctx, ids)
	if err != nil {
		return View{}, err
	}
	v := View{Players: ps}
	if w.Links {
		keys := make([]string, 0, len(ps))
		for _, p := range found(ps) {
			keys = append(keys, p.ID)
		}
		v.LinksFrom, v.LinksTo = map[string][]PassLink{}, map[string][]PassLink{}
		for _, d := range []struct {
			dir Direction
			to  map[string][]PassLink
		}{{Outgoing, v.LinksFrom}, {Incoming, v.LinksTo}} {
			ls, err := s.PassLinksOf(ctx, d.dir, keys)
			if err != nil {
				return View{}, err
			}
			for i, k := range keys {
				d.to[k] = ls[i]
			}
		}
		var links []PassLink
		for _, k := range keys {
			links = append(append(links, v.LinksFrom[k]...), v.LinksTo[k]...)
		}
		if err := linksAround(ctx, s, links, w, &v); err != nil {
			return View{}, err
		}
	}
	w.Trim.Apply(&v)
	return v, nil
}

// PassLinkViewOf reads what PassLinkView answers, as MatchViewOf does.
func PassLinkViewOf(ctx context.Context, s Store, where PassLinkWhere, first int, w ViewWant) ([]PassLink, View, error) {
	links, err := s.PassLinks(ctx, where, first)
	if err != nil {
		return nil, View{}, err
	}
	var v View
	if err := linksAround(ctx, s, links, w, &v); err != nil {
		return nil, View{}, err
	}
	w.Trim.Apply(&v)
	w.Trim.ApplyLinks(links)
	return links, v, nil
}

// matchesAround reads what w wants around the matches ms into v.
func matchesAround(ctx context.Context, s Store, ms []*Match, w ViewWant, v *View) error {
	ids := make([]string, len(ms))
	var clubs []string
	for i, m := range ms {
		ids[i] = m.ID
		clubs = append(clubs, m.HomeID, m.AwayID)
	}
	if w.Clubs {
		cs, err := s.Clubs(ctx, unique(clubs))
		if err != nil {
			return err
		}
		v.Clubs = values(cs, func(c Club) string { return c.ID })
	}
	if w.Goals {
		gs, err := s.GoalsBy(ctx, GoalsOfMatch, ids)
		if err != nil {
			return err
		}
		v.GoalsOfMatch = make(map[string][]Goal, len(ids))
		var named []string
		for i, id := range ids {
			v.GoalsOfMatch[id] = gs[i]
			for _, g := range gs[i] {
				if !w.Trim.Refs {
					named = append(named, g.ScorerID)
					if !w.Trim.Assist {
						named = append(named, g.AssistID)
					}
				}
				if !w.Trim.Chains {
					for _, p := range g.Chain {
						named = append(named, p.FromID, p.ToID)
					}
				}
			}
		}
		if w.Players {
			ps, err := s.Players(ctx, unique(named))
			if err != nil {
				return err
			}
			v.Named = values(ps, func(p Player) string { return p.ID })
		}
	}
	w.Trim.Apply(v)
	return nil
}

// linksAround reads the players and goals of links that w wants into v.
func linksAround(ctx context.Context, s Store, links []PassLink, w ViewWant, v *View) error {
	var players, goals []string
	for _, l := range links {
		players = append(players, l.FromID, l.ToID)
		goals = append(goals, l.GoalIDs...)
	}
	if w.Players {
		ps, err := s.Players(ctx, unique(players))
		if err != nil {
			return err
		}
		v.Named = values(ps, func(p Player) string { return p.ID })
	}
	if w.Goals {
		gs, err := s.Goals(ctx, unique(goals))
		if err != nil {
			return err
		}
		v.Goals = values(gs, func(g Goal) string { return g.ID })
	}
	return nil
}

func found[T any](xs []*T) []*T {
	out := make([]*T, 0, len(xs))
	for _, x := range xs {
		if x != nil {
			out = append(out, x)
		}
	}
	return out
}

// unique returns the non-empty strings of ids, sorted, without repeats.
func unique(ids []string) []string {
	out := slices.DeleteFunc(slices.Clone(ids), func(s string) bool { return s == "" })
	slices.Sort(out)
	return slices.Compact(out)
}

// values returns the items found, by ID.
func values[T any](xs []*T, id func(T) string) []T {
	out := make([]T, 0, len(xs))
	for _, x := range xs {
		if x != nil {
			out = append(out, *x)
		}
	}
	slices.SortFunc(out, func(a, b T) int { return cmp.Compare(id(a), id(b)) })
	return out
}
