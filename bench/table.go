package bench

import (
	"fmt"
	"io"
	"strings"
)

// WriteTables prints the results as Markdown tables: ingest, queries,
// costs per request, the ratios against the peer and the targets.
func WriteTables(w io.Writer, res *Results) {
	fmt.Fprintf(w, "Run of %s on %s; %.0f s per cell after warm-up; ingest workers %d.\n\n",
		res.Started.Format("2006-01-02 15:04 UTC"), res.Machine, res.Config.Seconds, res.Config.Workers)

	fmt.Fprintln(w, "### Ingest (extract + write, end to end)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| matches | store | reports/s | goals stored | batched writer rows/s | per-row MERGE rows/s | batched ÷ per-row | peak RSS MB (after ingest / after queries) |")
	fmt.Fprintln(w, "|---:|---|---:|---:|---:|---:|---:|---:|")
	for _, r := range res.Runs {
		if r.Ingest == nil {
			continue
		}
		perRow, ratio := "–", "–"
		if r.PerRow != nil && r.PerRow.RowsPerS > 0 {
			perRow = fmt.Sprintf("%.0f", r.PerRow.RowsPerS)
			ratio = fmt.Sprintf("%.1f×", r.Ingest.RowsPerS/r.PerRow.RowsPerS)
		}
		fmt.Fprintf(w, "| %d | %s | %.0f | %d | %.0f | %s | %s | %.0f / %.0f |\n", r.Matches, r.Store,
			r.Ingest.ReportsPerS, r.Ingest.Goals, r.Ingest.RowsPerS, perRow, ratio, r.Ingest.PeakRSSMB, r.PeakMB)
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "### Queries over HTTP, closed loop")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| matches | server | query | conc. | p50 ms | p95 ms | p99 ms | req/s | errors | cache hits |")
	fmt.Fprintln(w, "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range res.Runs {
		for _, q := range r.Queries {
			for _, l := range q.Latency {
				hits := "–"
				if l.CacheHitPct != nil {
					hits = fmt.Sprintf("%.0f%%", *l.CacheHitPct)
				}
				fmt.Fprintf(w, "| %d | %s | %s | %d | %.1f | %.1f | %.1f | %.0f | %d | %s |\n", r.Matches, name(r.Store), q.Query,
					l.Workers, l.P50ms, l.P95ms, l.P99ms, l.ReqPerS, l.Errors, hits)
			}
		}
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "### Cost per request (sequential)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| matches | server | query | store calls | Cypher statements | db hits (PROFILE) |")
	fmt.Fprintln(w, "|---:|---|---|---:|---:|---:|")
	for _, r := range res.Runs {
		for _, q := range r.Queries {
			fmt.Fprintf(w, "| %d | %s | %s | %s | %s | %s |\n", r.Matches, name(r.Store), q.Query,
				num(q.StoreCalls, r.Store != "peer"), num(q.Statements, r.Store != "embedded"), num(q.DBHits, r.Store != "embedded"))
		}
	}

	ratios(w, res)
	for _, e := range errorsOf(res) {
		fmt.Fprintln(w, "\nfirst error:", e)
	}
}

func name(store string) string {
	if store == "peer" {
		return "@neo4j/graphql"
	}
	return "pitchgraph " + store
}

func num(v float64, applies bool) string {
	if !applies {
		return "–"
	}
	if v == float64(int64(v)) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

// ratios prints pitchgraph ÷ peer for each query and concurrency.
func ratios(w io.Writer, res *Results) {
	find := func(n int, store, q string) *QueryRun {
		for _, r := range res.Runs {
			if r.Matches != n || r.Store != store {
				continue
			}
			for i := range r.Queries {
				if r.Queries[i].Query == q {
					return &r.Queries[i]
				}
			}
		}
		return nil
	}
	var rows []string
	for _, r := range res.Runs {
		if r.Store != "peer" {
			continue
		}
		for _, pq := range r.Queries {
			for _, store := range []string{"neo4j", "embedded"} {
				oq := find(r.Matches, store, pq.Query)
				if oq == nil {
					continue
				}
				for i, pl := range pq.Latency {
					if i >= len(oq.Latency) {
						break
					}
					ol := oq.Latency[i]
					hits := "–"
					if store == "neo4j" && pq.DBHits > 0 {
						hits = fmt.Sprintf("%.2f", oq.DBHits/pq.DBHits)
					}
					rows = append(rows, fmt.Sprintf("| %d | %s | %s | %d | %.2f | %.2f | %.2f | %s |", r.Matches, store, pq.Query,
						pl.Workers, ol.P50ms/pl.P50ms, ol.P95ms/pl.P95ms, ol.ReqPerS/pl.ReqPerS, hits))
				}
			}
		}
	}
	if len(rows) == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "### pitchgraph ÷ @neo4j/graphql (same Neo4j, data, concurrency)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| matches | pitchgraph store | query | conc. | p50 | p95 | req/s | db hits |")
	fmt.Fprintln(w, "|---:|---|---|---:|---:|---:|---:|---:|")
	fmt.Fprintln(w, strings.Join(rows, "\n"))
}

func errorsOf(res *Results) []string {
	var out []string
	for _, r := range res.Runs {
		for _, q := range r.Queries {
			for _, l := range q.Latency {
				if l.FirstErr != "" {
					out = append(out, fmt.Sprintf("%s %s %d matches: %s", name(r.Store), q.Query, r.Matches, l.FirstErr))
				}
			}
		}
	}
	return out
}
