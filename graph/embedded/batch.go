package embedded

import (
	"context"
	"time"

	"pitchgraph/graph"
)

// IngestMany implements graph.Store: the new reports of the batch go to the
// log as consecutive records in one write and one sync, and are applied in
// memory only once the sync has returned. A crash before then may keep a
// prefix of the batch, as it would of one-by-one ingests; none of it was
// acknowledged.
func (s *Store) IngestMany(ctx context.Context, fs []*graph.Facts) ([]graph.IngestResult, error) {
	if err := validateAll(fs); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, cancelled(err)
	}
	results := make([]graph.IngestResult, len(fs))
	if len(fs) == 0 {
		return results, nil
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var (
		news []*graph.Facts
		at   []int // index in fs of each of news
		seen = map[string]bool{}
	)
	err := s.read(ctx, func(m *memory) error {
		for i, f := range fs {
			id := f.Report.ID
			if _, stored := m.reports[id]; stored || seen[id] {
				continue
			}
			seen[id] = true
			news, at = append(news, f.Clone()), append(at, i)
		}
		return nil
	})
	if err != nil || len(news) == 0 {
		return results, err
	}
	stamp(news)
	ops := make([]op, len(news))
	for i, f := range news {
		ops[i] = op{Ingest: f}
	}
	if err := s.log.append(ops...); err != nil {
		return nil, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot write the log")
	}
	s.mu.Lock()
	for _, f := range news {
		s.mem.add(f)
	}
	s.version.Add(1)
	s.mu.Unlock()
	for _, i := range at {
		results[i].Created = true
	}
	return results, nil
}

// validateAll checks every report of a batch, naming the first bad one.
func validateAll(fs []*graph.Facts) error {
	for i, f := range fs {
		if err := f.Validate(); err != nil {
			id := ""
			if f != nil {
				id = f.Report.ID
			}
			return graph.Errorf(graph.EINVALID, "report %d (%s) of the batch: %s", i, id, graph.ErrorMessage(err))
		}
	}
	return nil
}

// stamp sets zero IngestedAt times to now, strictly increasing along fs,
// as one-by-one ingests would.
func stamp(fs []*graph.Facts) {
	var last time.Time
	for _, f := range fs {
		if !f.Report.IngestedAt.IsZero() {
			continue
		}
		now := time.Now().UTC()
		if !now.After(last) {
			now = last.Add(time.Nanosecond)
		}
		f.Report.IngestedAt, last = now, now
	}
}
