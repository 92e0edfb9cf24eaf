package bench

import (
	"context"
	"sync/atomic"
	"time"

	"pitchgraph/graph"
)

// counting wraps a store and counts its calls, so the benchmark can tell how
// many store round trips one GraphQL request costs. Ingest and IngestMany
// also add up the time spent writing.
type counting struct {
	graph.Store
	calls      atomic.Int64
	ingestNano atomic.Int64
}

func (c *counting) Calls() int64 { return c.calls.Load() }

func (c *counting) Ingest(ctx context.Context, f *graph.Facts) (graph.IngestResult, error) {
	c.calls.Add(1)
	start := time.Now()
	defer func() { c.ingestNano.Add(int64(time.Since(start))) }()
	return c.Store.Ingest(ctx, f)
}

func (c *counting) IngestMany(ctx context.Context, fs []*graph.Facts) ([]graph.IngestResult, error) {
	c.calls.Add(1)
	start := time.Now()
	defer func() { c.ingestNano.Add(int64(time.Since(start))) }()
	return c.Store.IngestMany(ctx, fs)
}

func (c *counting) DeleteReport(ctx context.Context, id string) (bool, error) {
	c.calls.Add(1)
	return c.Store.DeleteReport(ctx, id)
}

func (c *counting) Clubs(ctx context.Context, ids []string) ([]*graph.Club, error) {
	c.calls.Add(1)
	return c.Store.Clubs(ctx, ids)
}

func (c *counting) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	c.calls.Add(1)
	return c.Store.Players(ctx, ids)
}

func (c *counting) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	c.calls.Add(1)
	return c.Store.Matches(ctx, ids)
}

func (c *counting) Goals(ctx context.Context, ids []string) ([]*graph.Goal, error) {
	c.calls.Add(1)
	return c.Store.Goals(ctx, ids)
}

func (c *counting) Cards(ctx context.Context, ids []string) ([]*graph.Card, error) {
	c.calls.Add(1)
	return c.Store.Cards(ctx, ids)
}

func (c *counting) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	c.calls.Add(1)
	return c.Store.Reports(ctx, ids)
}

func (c *counting) ClubByName(ctx context.Context, name string) (*graph.Club, error) {
	c.calls.Add(1)
	return c.Store.ClubByName(ctx, name)
}

func (c *counting) PlayerByName(ctx context.Context, name string) (*graph.Player, error) {
	c.calls.Add(1)
	return c.Store.PlayerByName(ctx, name)
}

func (c *counting) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	c.calls.Add(1)
	return c.Store.FindClubs(ctx, w, p)
}

func (c *counting) FindPlayers(ctx context.Context, w graph.PlayerWhere, o graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	c.calls.Add(1)
	return c.Store.FindPlayers(ctx, w, o, p)
}

func (c *counting) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	c.calls.Add(1)
	return c.Store.FindMatches(ctx, w, p)
}

func (c *counting) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	c.calls.Add(1)
	return c.Store.FindGoals(ctx, w, p)
}

func (c *counting) FindReports(ctx context.Context, p graph.Page) (graph.Connection[graph.Report], error) {
	c.calls.Add(1)
	return c.Store.FindReports(ctx, p)
}

func (c *counting) GoalsBy(ctx context.Context, rel graph.GoalRel, ids []string) ([][]graph.Goal, error) {
	c.calls.Add(1)
	return c.Store.GoalsBy(ctx, rel, ids)
}

func (c *counting) CardsBy(ctx context.Context, rel graph.CardRel, ids []string) ([][]graph.Card, error) {
	c.calls.Add(1)
	return c.Store.CardsBy(ctx, rel, ids)
}

func (c *counting) PlayersOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	c.calls.Add(1)
	return c.Store.PlayersOfMatches(ctx, ids)
}

func (c *counting) MatchesOfPlayers(ctx context.Context, ids []string) ([][]string, error) {
	c.calls.Add(1)
	return c.Store.MatchesOfPlayers(ctx, ids)
}

func (c *counting) ReportsOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	c.calls.Add(1)
	return c.Store.ReportsOfMatches(ctx, ids)
}

func (c *counting) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	c.calls.Add(1)
	return c.Store.PassLinks(ctx, w, first)
}

func (c *counting) PassLinksOf(ctx context.Context, dir graph.Direction, ids []string) ([][]graph.PassLink, error) {
	c.calls.Add(1)
	return c.Store.PassLinksOf(ctx, dir, ids)
}

func (c *counting) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	c.calls.Add(1)
	return c.Store.Search(ctx, query, first)
}
