package resolvers

import (
	"context"

	"pitchgraph/graph"
)

func (c *countingStore) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	c.count("MatchView")
	return c.Store.MatchView(ctx, ids, w)
}

func (c *countingStore) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	c.count("FindMatchView")
	return c.Store.FindMatchView(ctx, where, p, w)
}

func (c *countingStore) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	c.count("PlayerView")
	return c.Store.PlayerView(ctx, ids, w)
}

func (c *countingStore) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	c.count("PassLinkView")
	return c.Store.PassLinkView(ctx, where, first, w)
}
