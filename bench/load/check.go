package main

import (
	"context"
	"fmt"
	"strings"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/ingest"
)

// Counts are the nodes and relationships of a graph, read through the
// Store interface.
type Counts struct {
	Clubs, Players, Matches, Goals, Cards, Reports int // nodes

	Memberships int // player -> club
	Appearances int // player -> match
	Scored      int // goal -> scorer
	Assisted    int // goal -> final passer
	Passes      int // links of the goals' chains
	Booked      int // card -> player
	Told        int // report -> match
	Sources     int // goal or card -> report sentence
}

func (c Counts) String() string {
	return fmt.Sprintf("nodes: %d clubs, %d players, %d matches, %d goals, %d cards, %d reports; "+
		"relationships: %d memberships, %d appearances, %d scored, %d assisted, %d passes, %d booked, %d told, %d sources",
		c.Clubs, c.Players, c.Matches, c.Goals, c.Cards, c.Reports,
		c.Memberships, c.Appearances, c.Scored, c.Assisted, c.Passes, c.Booked, c.Told, c.Sources)
}

// all pages through a Find method.
func all[T any](ctx context.Context, find func(graph.Page) (graph.Connection[T], error)) ([]T, error) {
	var out []T
	p := graph.Page{First: graph.MaxPage}
	for {
		c, err := find(p)
		if err != nil {
			return nil, err
		}
		out = append(out, c.Items...)
		if !c.HasNext || len(c.Items) == 0 {
			return out, nil
		}
		p.After = c.End()
	}
}

// count reads the whole graph of s.
func count(ctx context.Context, s graph.Store) (Counts, error) {
	var c Counts
	clubs, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Club], error) {
		return s.FindClubs(ctx, graph.ClubWhere{}, p)
	})
	if err != nil {
		return c, err
	}
	players, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Player], error) {
		return s.FindPlayers(ctx, graph.PlayerWhere{}, graph.PlayersByName, p)
	})
	if err != nil {
		return c, err
	}
	matches, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Match], error) {
		return s.FindMatches(ctx, graph.MatchWhere{}, p)
	})
	if err != nil {
		return c, err
	}
	goals, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Goal], error) {
		return s.FindGoals(ctx, graph.GoalWhere{}, p)
	})
	if err != nil {
		return c, err
	}
	reports, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Report], error) { return s.FindReports(ctx, p) })
	if err != nil {
		return c, err
	}
	c.Clubs, c.Players, c.Matches, c.Goals, c.Reports = len(clubs), len(players), len(matches), len(goals), len(reports)
	for _, p := range players {
		c.Memberships += len(p.ClubIDs)
	}
	for _, g := range goals {
		c.Scored++
		if g.AssistID != "" {
			c.Assisted++
		}
		c.Passes += len(g.Chain)
		c.Sources += len(g.Sources)
	}
	for _, r := range reports {
		if r.MatchID != "" {
			c.Told++
		}
	}
	ids := make([]string, len(matches))
	for i, m := range matches {
		ids[i] = m.ID
	}
	for start := 0; start < len(ids); start += graph.MaxPage {
		batch := ids[start:min(start+graph.MaxPage, len(ids))]
		apps, err := s.PlayersOfMatches(ctx, batch)
		if err != nil {
			return c, err
		}
		for _, a := range apps {
			c.Appearances += len(a)
		}
		cards, err := s.CardsBy(ctx, graph.CardsOfMatch, batch)
		if err != nil {
			return c, err
		}
		for _, cs := range cards {
			for _, card := range cs {
				c.Cards++
				c.Booked++
				c.Sources += len(card.Sources)
			}
		}
	}
	return c, nil
}

// wipe deletes every report, which by the Store contract leaves the graph
// empty.
func wipe(ctx context.Context, s graph.Store) error {
	for {
		c, err := s.FindReports(ctx, graph.Page{First: graph.MaxPage})
		if err != nil {
			return err
		}
		if len(c.Items) == 0 {
			return nil
		}
		for _, r := range c.Items {
			if _, err := s.DeleteReport(ctx, r.ID); err != nil {
				return err
			}
		}
	}
}

// cleanIngest ingests each report once, in order, into s.
func cleanIngest(ctx context.Context, s graph.Store, w *workload) error {
	for _, r := range w.reports {
		in := ingest.Input{Text: r.Text, Source: "load:" + r.Name, Date: r.Gold.Date}
		if _, err := ingest.Report(ctx, s, in); err != nil {
			return fmt.Errorf("clean ingest of %s: %w", r.Name, err)
		}
	}
	return nil
}

// preload stores reports in one go, before a run.
func preload(ctx context.Context, s graph.Store, reports []gen.Report) error {
	if len(reports) == 0 {
		return nil
	}
	in := make([]ingest.Input, len(reports))
	for i, r := range reports {
		in[i] = ingest.Input{Text: r.Text, Source: "load:" + r.Name, Date: r.Gold.Date}
	}
	outs, err := ingest.Reports(ctx, s, in, ingest.Options{})
	if err != nil {
		return fmt.Errorf("storing %d reports before the run: %w", len(reports), err)
	}
	for i, o := range outs {
		if o.Err != nil {
			return fmt.Errorf("storing %s before the run: %w", reports[i].Name, o.Err)
		}
	}
	return nil
}

// mostMatches returns the ID of the player who appeared in the most
// matches: where the abuse mix's deep queries start.
func mostMatches(ctx context.Context, s graph.Store) (string, error) {
	players, err := all(ctx, func(p graph.Page) (graph.Connection[graph.Player], error) {
		return s.FindPlayers(ctx, graph.PlayerWhere{}, graph.PlayersByName, p)
	})
	if err != nil || len(players) == 0 {
		return "", fmt.Errorf("finding the busiest player: %v", err)
	}
	ids := make([]string, len(players))
	for i, p := range players {
		ids[i] = p.ID
	}
	ms, err := s.MatchesOfPlayers(ctx, ids)
	if err != nil {
		return "", err
	}
	best := 0
	for i := range ms {
		if len(ms[i]) > len(ms[best]) {
			best = i
		}
	}
	return ids[best], nil
}

// diff lists the counts that differ.
func diff(got, want Counts) string {
	var d []string
	add := func(name string, g, w int) {
		if g != w {
			d = append(d, fmt.Sprintf("%s %d, want %d", name, g, w))
		}
	}
	add("clubs", got.Clubs, want.Clubs)
	add("players", got.Players, want.Players)
	add("matches", got.Matches, want.Matches)
	add("goals", got.Goals, want.Goals)
	add("cards", got.Cards, want.Cards)
	add("reports", got.Reports, want.Reports)
	add("memberships", got.Memberships, want.Memberships)
	add("appearances", got.Appearances, want.Appearances)
	add("scored", got.Scored, want.Scored)
	add("assisted", got.Assisted, want.Assisted)
	add("passes", got.Passes, want.Passes)
	add("booked", got.Booked, want.Booked)
	add("told", got.Told, want.Told)
	add("sources", got.Sources, want.Sources)
	return strings.Join(d, "; ")
}
