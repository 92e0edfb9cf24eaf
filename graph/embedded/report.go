package embedded

import (
	"context"
	"slices"

	"pitchgraph/graph"
)

// Reports implements graph.Store.
func (s *Store) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	out := make([]*graph.Report, len(ids))
	err := s.read(ctx, func(m *memory) error {
		for i, id := range ids {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			if f := m.reports[id]; f != nil {
				r := f.Report
				out[i] = &r
			}
		}
		return nil
	})
	return out, err
}

// FindReports implements graph.Store.
func (s *Store) FindReports(ctx context.Context, p graph.Page) (graph.Connection[graph.Report], error) {
	var out graph.Connection[graph.Report]
	err := s.read(ctx, func(m *memory) error {
		var err error
		out, err = page(m.recent, p, nil, func(r *graph.Report) graph.Report { return *r })
		return err
	})
	return out, err
}

// ReportsOfMatches implements graph.Store.
func (s *Store) ReportsOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	out := make([][]string, len(matchIDs))
	err := s.read(ctx, func(m *memory) error {
		for i, id := range matchIDs {
			if abandoned(ctx, i) {
				return cancelled(ctx.Err())
			}
			out[i] = m.matchReps[id].sorted()
			slices.SortFunc(out[i], m.older)
		}
		return nil
	})
	return out, err
}
