package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// Reports implements graph.Store.
func (s *Store) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	out := make([]*graph.Report, len(ids))
	err := s.read(func(m *memory) error {
		for i, id := range ids {
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
	err := s.read(func(m *memory) error {
		all := make([]*graph.Report, 0, len(m.reports))
		for _, f := range m.reports {
			all = append(all, &f.Report)
		}
		slices.SortFunc(all, func(a, b *graph.Report) int {
			return cmp.Or(b.IngestedAt.Compare(a.IngestedAt), strings.Compare(a.ID, b.ID))
		})
		var err error
		out, err = page(all, p, func(r *graph.Report) graph.Report { return *r })
		return err
	})
	return out, err
}

// ReportsOfMatches implements graph.Store.
func (s *Store) ReportsOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	out := make([][]string, len(matchIDs))
	err := s.read(func(m *memory) error {
		for i, id := range matchIDs {
			out[i] = m.matchReps[id].sorted()
			slices.SortFunc(out[i], m.older)
		}
		return nil
	})
	return out, err
}
