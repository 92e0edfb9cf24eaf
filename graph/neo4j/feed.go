package neo4j

import (
	"context"

	"pitchgraph/graph"
)

// The feed of new reports (ReportsAfter) follows Report.seq, a number
// each report is given as its ingest commits, from the one (:Sequence {id:
// 'report'}) node. stampReports runs last in an ingest's transaction and
// write-locks that node until the commit, so ingests take numbers in the
// order they commit, whichever process runs them: when a reader sees a
// report numbered n, every report numbered below n has committed and is
// visible too. A feed that reads "seq > the last number seen" therefore
// sees every new report exactly once, which a cursor over ingestedAt,
// set by each writer's clock before it commits, could not promise.

// stampReports numbers the reports $ids, oldest first, after the last
// number given; it holds the sequence node's lock from its first write.
const stampReports = `CYPHER replan=skip
MERGE (c:Sequence {id: 'report'})
SET c._lock = true REMOVE c._lock
WITH c, coalesce(c.last, 0) AS last
SET c.last = last + size($ids)
WITH last
UNWIND range(0, size($ids) - 1) AS i
MATCH (r:Report {id: $ids[i]})
SET r.seq = last + i + 1`

// reportsAfter reads the reports numbered after $after off the report_seq
// index, and the last number given (the newest report's, or a deleted
// one's).
const reportsAfter = `
OPTIONAL MATCH (c:Sequence {id: 'report'})
CALL () {
  MATCH (r:Report) WHERE r.seq > $after
  WITH r ORDER BY r.seq
  LIMIT $first
  RETURN collect({report: ` + reportFields + `, seq: r.seq}) AS items
}
RETURN coalesce(c.last, 0) AS last, items`

// ReportsAfter implements graph.Store: feed positions are Report.seq.
func (s *Store) ReportsAfter(ctx context.Context, after int64, first int) ([]graph.Report, int64, error) {
	if first < 0 {
		return nil, 0, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	first = min(first, graph.MaxPage)
	if after < 0 {
		first = 0
	}
	recs, err := s.query(ctx, "read new reports", reportsAfter, map[string]any{"after": after, "first": first})
	if err != nil || len(recs) == 0 {
		return nil, after, err
	}
	last, _ := field(recs[0], "last").(int64)
	if after < 0 || after > last {
		return nil, last, nil
	}
	var out []graph.Report
	next := after
	for _, m := range mapList(field(recs[0], "items")) {
		out = append(out, decodeReport(mapOf(m["report"])))
		next, _ = m["seq"].(int64)
	}
	return out, next, nil
}
