package embedded

import (
	"context"

	"pitchgraph/graph"
)

// The views are the store's one-relation reads put together: each costs
// microseconds here, so a view gains nothing from one combined read.

// MatchView reads matches with what w wants around them.
func (s *Store) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	return graph.MatchViewOf(ctx, s, ids, w)
}

// FindMatchView lists matches with what w wants around them.
func (s *Store) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	return graph.FindMatchViewOf(ctx, s, where, p, w)
}

// PlayerView reads players with their pass links and what w wants around them.
func (s *Store) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	return graph.PlayerViewOf(ctx, s, ids, w)
}

// PassLinkView counts pass links with what w wants around them.
func (s *Store) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	return graph.PassLinkViewOf(ctx, s, where, first, w)
}

var _ graph.Views = (*Store)(nil)
