package embedded

import (
	"cmp"
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
				r := f.Report.Clone()
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
		out, err = page(m.recent, p, graph.ListReports, graph.ReportKey, nil, func(r *graph.Report) graph.Report { return r.Clone() })
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

// ReportsAfter implements graph.Store. A report's feed position is the
// number of reports stored before it since the store was opened, plus one:
// reports replayed from the log at Open take positions in log order.
func (s *Store) ReportsAfter(ctx context.Context, after int64, first int) ([]graph.Report, int64, error) {
	if first < 0 {
		return nil, 0, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	var (
		out  []graph.Report
		next int64
	)
	err := s.read(ctx, func(m *memory) error {
		if after < 0 || after > m.fedLast {
			next = m.fedLast
			return nil
		}
		next = after
		i, _ := slices.BinarySearchFunc(m.feed, after, func(x fed, at int64) int { return cmp.Compare(x.at, at+1) })
		for _, x := range m.feed[i:min(i+min(first, graph.MaxPage), len(m.feed))] {
			out = append(out, *x.r)
			next = x.at
		}
		return nil
	})
	return out, next, err
}
