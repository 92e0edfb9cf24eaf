package bench

import (
	"context"

	"pitchgraph/graph"
)

func (c *counting) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	c.calls.Add(1)
	return c.Store.MatchView(ctx, ids, w)
}

func (c *counting) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	c.calls.Add(1)
	return c.Store.FindMatchView(ctx, where, p, w)
}

func (c *counting) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	c.calls.Add(1)
	return c.Store.PlayerView(ctx, ids, w)
}

func (c *counting) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	c.calls.Add(1)
	return c.Store.PassLinkView(ctx, where, first, w)
}
