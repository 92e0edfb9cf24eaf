package resolvers

import (
	"context"

	"pitchgraph/graph"
	"pitchgraph/ingest"
	"pitchgraph/resolvers/model"
)

// ingestReport ingests a report and answers with the report and match as the
// graph now holds them (a report ingested before keeps its first ingest
// time; a match merges what every report said). A report new to the graph is
// published to the reportIngested subscribers.
func (r *Resolver) ingestReport(ctx context.Context, in model.IngestReportInput) (*model.IngestReportPayload, error) {
	res, err := ingest.Report(ctx, r.Store, ingest.Input{
		Text:        in.Text,
		Source:      deref(in.Source),
		Date:        deref(in.Date),
		Competition: deref(in.Competition),
	})
	if err != nil {
		return nil, err
	}
	l := r.loaders(ctx)
	l.forget()
	report, match := &res.Report, res.Match
	reportThunk := l.reports.LoadThunk(ctx, res.Report.ID)
	var matchThunk func() (*graph.Match, error)
	if match != nil {
		matchThunk = l.matches.LoadThunk(ctx, match.ID)
	}
	if stored, err := reportThunk(); err == nil && stored != nil {
		report = stored
	}
	if matchThunk != nil {
		if stored, err := matchThunk(); err == nil && stored != nil {
			match = stored
		}
	}
	if res.Created {
		r.Broker.Publish(*report)
	}
	warnings := res.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	return &model.IngestReportPayload{Report: report, Match: match, Created: res.Created, Warnings: warnings}, nil
}

func (r *Resolver) deleteReport(ctx context.Context, id string) (*model.DeleteReportPayload, error) {
	deleted, err := r.Store.DeleteReport(ctx, id)
	if err != nil {
		return nil, err
	}
	r.loaders(ctx).forget()
	return &model.DeleteReportPayload{ID: id, Deleted: deleted}, nil
}
