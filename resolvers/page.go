package resolvers

import (
	"pitchgraph/graph"
	"pitchgraph/resolvers/model"
)

// page builds the store's page request from a field's arguments; def is the
// schema's default for first, used when a client passes first: null. The
// store checks the request (EINVALID for a negative first or a malformed
// cursor) and caps first at graph.MaxPage.
func page(first *int, after *string, def int) graph.Page {
	p := graph.Page{First: def, After: deref(after)}
	if first != nil {
		p.First = *first
	}
	return p
}

// size is page for the lists that take only first (passLinks, search).
func size(first *int, def int) int {
	if first == nil {
		return def
	}
	return *first
}

// edges pairs each item of a page with its cursor.
func edges[T, E any](c graph.Connection[T], edge func(cursor string, node *T) E) []E {
	out := make([]E, len(c.Items))
	for i := range c.Items {
		out[i] = edge(c.Cursors[i], &c.Items[i])
	}
	return out
}

func pageInfo[T any](c graph.Connection[T]) *model.PageInfo {
	pi := &model.PageInfo{HasNextPage: c.HasNext, HasPreviousPage: c.HasPrevious}
	if n := len(c.Items); n > 0 {
		start, end := c.Cursors[0], c.Cursors[n-1]
		pi.StartCursor, pi.EndCursor = &start, &end
	}
	return pi
}

// The connection builders turn a store page (or its error) into a GraphQL
// connection.
func clubConnection(c graph.Connection[graph.Club], err error) (*model.ClubConnection, error) {
	if err != nil {
		return nil, err
	}
	return &model.ClubConnection{
		Edges: edges(c, func(cur string, n *graph.Club) model.ClubEdge {
			return model.ClubEdge{Cursor: cur, Node: n}
		}),
		PageInfo:   pageInfo(c),
		TotalCount: c.Total,
	}, nil
}

func playerConnection(c graph.Connection[graph.Player], err error) (*model.PlayerConnection, error) {
	if err != nil {
		return nil, err
	}
	return &model.PlayerConnection{
		Edges: edges(c, func(cur string, n *graph.Player) model.PlayerEdge {
			return model.PlayerEdge{Cursor: cur, Node: n}
		}),
		PageInfo:   pageInfo(c),
		TotalCount: c.Total,
	}, nil
}

func matchConnection(c graph.Connection[graph.Match], err error) (*model.MatchConnection, error) {
	if err != nil {
		return nil, err
	}
	return &model.MatchConnection{
		Edges: edges(c, func(cur string, n *graph.Match) model.MatchEdge {
			return model.MatchEdge{Cursor: cur, Node: n}
		}),
		PageInfo:   pageInfo(c),
		TotalCount: c.Total,
	}, nil
}

func goalConnection(c graph.Connection[graph.Goal], err error) (*model.GoalConnection, error) {
	if err != nil {
		return nil, err
	}
	return &model.GoalConnection{
		Edges: edges(c, func(cur string, n *graph.Goal) model.GoalEdge {
			return model.GoalEdge{Cursor: cur, Node: n}
		}),
		PageInfo:   pageInfo(c),
		TotalCount: c.Total,
	}, nil
}

func reportConnection(c graph.Connection[graph.Report], err error) (*model.ReportConnection, error) {
	if err != nil {
		return nil, err
	}
	return &model.ReportConnection{
		Edges: edges(c, func(cur string, n *graph.Report) model.ReportEdge {
			return model.ReportEdge{Cursor: cur, Node: n}
		}),
		PageInfo:   pageInfo(c),
		TotalCount: c.Total,
	}, nil
}
