package neo4j

import (
	"context"

	"pitchgraph/graph"
)

const reportFields = `r {.id, .text, .source, .ingestedAt, .warnings,
  match: [(r)-[:REPORTS]->(m:Match) | m.id][0]}`

const reportsByID = `
MATCH (r:Report) WHERE r.id IN $ids
RETURN ` + reportFields + ` AS item`

// findReports lists the newest first, ties by ID.
var findReports = listStatement(`
  MATCH (r:Report)`,
	`r.ingestedAt < $atime OR (r.ingestedAt = $atime AND r.id > $ai)`,
	`r.ingestedAt DESC, r.id`, reportFields)

const reportsOfMatches = `
UNWIND $ids AS key
MATCH (r:Report)-[:REPORTS]->(:Match {id: key})
RETURN key, r.id AS id, r.ingestedAt AS at
ORDER BY key, at, id`

func decodeReport(m map[string]any) graph.Report {
	// Reports stored before sources were kept as graph.SourceName gives
	// them may hold a path: it is cut down on the way out.
	return graph.Report{
		ID: str(m, "id"), Source: graph.SourceName(str(m, "source")), Text: str(m, "text"),
		IngestedAt: instant(m, "ingestedAt"), MatchID: str(m, "match"), Warnings: strs(m, "warnings"),
	}
}

// Reports looks reports up by ID in one statement.
func (s *Store) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	return byID(ctx, s, "read reports", reportsByID, ids, decodeReport)
}

// FindReports lists reports, most recently ingested first.
func (s *Store) FindReports(ctx context.Context, p graph.Page) (graph.Connection[graph.Report], error) {
	return list(ctx, s, "find reports", findReports, map[string]any{}, p, graph.ListReports, decodeReport, graph.ReportKey)
}

// ReportsOfMatches returns each match's reports, oldest first.
func (s *Store) ReportsOfMatches(ctx context.Context, matchIDs []string) ([][]string, error) {
	return groups(ctx, s, "read reports of matches", reportsOfMatches, matchIDs, nil, decodeID)
}
