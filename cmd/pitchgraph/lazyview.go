package main

import (
	"context"

	"pitchgraph/graph"
)

func (l *lazyStore) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	s, err := l.store()
	if err != nil {
		return graph.View{}, err
	}
	return s.MatchView(ctx, ids, w)
}

func (l *lazyStore) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	s, err := l.store()
	if err != nil {
		return graph.Connection[graph.Match]{}, graph.View{}, err
	}
	return s.FindMatchView(ctx, where, p, w)
}

func (l *lazyStore) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	s, err := l.store()
	if err != nil {
		return graph.View{}, err
	}
	return s.PlayerView(ctx, ids, w)
}

func (l *lazyStore) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	s, err := l.store()
	if err != nil {
		return nil, graph.View{}, err
	}
	return s.PassLinkView(ctx, where, first, w)
}

func (l *lazyStore) Version() (uint64, bool) {
	s, err := l.store()
	if err != nil {
		return 0, false
	}
	return s.Version()
}
