package neo4j

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// maxBatch is the most reports one transaction of IngestMany writes: enough
// that each statement's and each commit's cost is shared by many reports
// (a player several reports of a batch speak of is written once), few
// enough that a transaction's state (some 55,000 rows) stays well inside
// the server's memory. It is a multiple of ingest.Reports' default batch,
// so each of its batches is one transaction, not a full one and a small
// one. Measured with BenchmarkIngestManyRate on a busy 2-core machine,
// 1,024 reports a transaction write some 20% more rows/s than 256.
const maxBatch = 1024

// pending is a report to ingest, its ingestion time settled.
type pending struct {
	f  *graph.Facts
	at time.Time
}

// IngestMany implements graph.Store. Each transaction writes up to
// maxBatch reports in as many statements as Ingest writes one: claim the
// reports, write what they say, read the nodes they touch, write those
// merged. When every new report of the batch is newer than every other
// stored report (the usual case), the read is of the nodes' merged state
// and the batch's accounts merge into it in Go, oldest first; otherwise
// the touched nodes are re-merged from every report's account.
func (s *Store) IngestMany(ctx context.Context, fs []*graph.Facts) ([]graph.IngestResult, error) {
	for i, f := range fs {
		if err := f.Validate(); err != nil {
			id := ""
			if f != nil {
				id = f.Report.ID
			}
			return nil, graph.Errorf(graph.EINVALID, "report %d (%s) of the batch: %s", i, id, graph.ErrorMessage(err))
		}
	}
	results := make([]graph.IngestResult, len(fs))
	var (
		batch []pending
		index []int // index in fs of each of batch
		seen  = map[string]bool{}
		last  time.Time
	)
	for i, f := range fs {
		if seen[f.Report.ID] {
			continue
		}
		seen[f.Report.ID] = true
		at := f.Report.IngestedAt
		if at.IsZero() {
			if at = time.Now(); !at.After(last) {
				at = last.Add(time.Nanosecond)
			}
			last = at
		}
		batch, index = append(batch, pending{f: f, at: at.UTC()}), append(index, i)
	}
	for lo := 0; lo < len(batch); lo += maxBatch {
		hi := min(lo+maxBatch, len(batch))
		created, err := s.ingestBatch(ctx, batch[lo:hi])
		if err != nil {
			return nil, err
		}
		for k, c := range created {
			results[index[lo+k]].Created = c
		}
	}
	return results, nil
}

// ingestBatch writes valid reports with distinct IDs in one transaction of
// five statements (one when all are stored already) and tells which it
// created; the last numbers the new reports for the feed (feed.go), so
// that it holds the sequence's lock only while the transaction commits. writeSays tells whether the batch is newest after it has locked
// the nodes, so a concurrent newer ingest of the same nodes has either
// committed (and is seen) or waits for this one.
func (s *Store) ingestBatch(ctx context.Context, batch []pending) ([]bool, error) {
	claims := make([]map[string]any, len(batch))
	says := make([]reportSays, len(batch))
	for i, p := range batch {
		r := p.f.Report
		claims[i] = map[string]any{"id": r.ID, "text": r.Text, "source": graph.SourceName(r.Source), "at": p.at,
			"warnings": nonNil(r.Warnings)}
		says[i] = saysOf(p.f)
	}
	slices.SortFunc(claims, func(a, b map[string]any) int { return strings.Compare(str(a, "id"), str(b, "id")) })
	s.awaitWarm(ctx)
	var created []bool
	err := s.write(ctx, "ingest reports", func(tx neo4j.ManagedTransaction) error {
		created = make([]bool, len(batch))
		recs, err := s.run(ctx, tx, claimReports, map[string]any{"reports": claims})
		if err != nil {
			return err
		}
		fresh := map[string]bool{}
		for _, rec := range recs {
			if field(rec, "created") == true {
				fresh[field(rec, "id").(string)] = true
			}
		}
		var news []int
		for i, p := range batch {
			if created[i] = fresh[p.f.Report.ID]; created[i] {
				news = append(news, i)
			}
		}
		if len(news) == 0 {
			return nil
		}
		all, ats := joinSays(batch, says, news)
		oldest := batch[news[0]]
		ids := make([]string, len(news))
		for k, i := range news {
			p := batch[i]
			ids[k] = p.f.Report.ID
			if c := p.at.Compare(oldest.at); c < 0 || c == 0 && p.f.Report.ID < oldest.f.Report.ID {
				oldest = p
			}
		}
		params := all.params()
		params["report"], params["at"], params["batch"] = oldest.f.Report.ID, oldest.at, ids
		params["locks"] = all.touched().params()
		recs, err = s.run(ctx, tx, writeSays, wrap(params))
		if err != nil {
			return err
		}
		if len(recs) == 1 && field(recs[0], "newer") == false {
			err = s.addNewest(ctx, tx, all, ats)
		} else {
			err = s.refresh(ctx, tx, all.touched())
		}
		if err != nil {
			return err
		}
		slices.SortFunc(ids, func(a, b string) int { // oldest first
			return cmp.Or(ats[a].Compare(ats[b]), strings.Compare(a, b))
		})
		_, err = s.run(ctx, tx, stampReports, map[string]any{"ids": ids})
		return err
	})
	return created, err
}

// joinSays puts the says of the reports news picks out of batch together,
// each row naming its report, sorted by ID (then report) so that nodes are
// locked in one global order. It also returns each report's ingestion time.
func joinSays(batch []pending, says []reportSays, news []int) (reportSays, map[string]time.Time) {
	var all reportSays
	ats := make(map[string]time.Time, len(news))
	for _, i := range news {
		rid := batch[i].f.Report.ID
		ats[rid] = batch[i].at
		add := func(to *[]map[string]any, rows []map[string]any) {
			for _, r := range rows {
				r["report"] = rid
				*to = append(*to, r)
			}
		}
		add(&all.clubs, says[i].clubs)
		add(&all.players, says[i].players)
		add(&all.matches, says[i].matches)
		add(&all.goals, says[i].goals)
		add(&all.cards, says[i].cards)
	}
	for _, rs := range [][]map[string]any{all.clubs, all.players, all.matches, all.goals, all.cards} {
		slices.SortFunc(rs, func(a, b map[string]any) int {
			return cmp.Or(strings.Compare(str(a, "id"), str(b, "id")), strings.Compare(str(a, "report"), str(b, "report")))
		})
	}
	return all, ats
}

// warm has Neo4j plan the ingest statements in the background while the
// caller gets on (an ingest is usually busy extracting its first batch),
// so the first batch need not: see warmIngest. It is over in a second or
// two, or at once where the plans are cached already; its failure only
// leaves the planning to the first batch.
func (s *Store) warm() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	s.warmed, s.stopWarm = make(chan struct{}), cancel
	go func() {
		defer close(s.warmed)
		defer cancel()
		_ = s.warmIngest(ctx)
	}()
}

// awaitWarm waits until warm is over (or ctx ends), so a batch does not
// plan its statements a second time alongside it.
func (s *Store) awaitWarm(ctx context.Context) {
	select {
	case <-s.warmed:
	case <-ctx.Done():
	}
}

// warmIngest runs the statements of an ingest (see ingestBatch) on no
// reports, in a transaction it rolls back, so that Neo4j plans them and
// the first batch finds their plans in its cache: planning the four takes
// seconds of a CPU on a server that has not planned them yet (started
// afresh, or its cache cleared). Their parameters are typed as ingests
// type them; EXPLAIN would not do, its plans are cached apart.
func (s *Store) warmIngest(ctx context.Context) error {
	sess := s.driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.db, AccessMode: neo4j.AccessModeWrite})
	defer sess.Close(context.Background())
	tx, err := sess.BeginTransaction(ctx)
	if err != nil {
		return edge("plan ingest statements", err)
	}
	defer tx.Rollback(context.Background())
	// One report to claim, as a list of maps types apart from an empty
	// one; the others take their parameters as one map, whatever is in
	// it (here no rows, and a time no report is newer than).
	claim := []map[string]any{{"id": "", "text": "", "source": "", "at": time.Time{}, "warnings": []string{}}}
	none := wrap(map[string]any{"report": "", "at": time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC), "batch": []string{}})
	for _, st := range []struct {
		cypher string
		params map[string]any
	}{
		{claimReports, map[string]any{"reports": claim}},
		{writeSays, none},
		{readState, none},
		{writeAdded, none},
		{stampReports, map[string]any{"ids": []string{}}},
	} {
		res, err := tx.Run(ctx, st.cypher, st.params)
		if err == nil {
			_, err = res.Consume(ctx)
		}
		if err != nil {
			return edge("plan ingest statements", err)
		}
	}
	return nil
}
