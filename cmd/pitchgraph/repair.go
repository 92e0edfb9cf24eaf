package main

import (
	"context"
	"fmt"
	"io"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
)

// repairCmd rewrites a damaged embedded store log with every intact
// record, keeping the damaged one aside, then opens the store to show
// what it holds.
func repairCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("repair", "[--data DIR]", stderr)
	data := fs.String("data", env("PITCHGRAPH_DATA", "pitchgraph-data"), "embedded store `directory` whose log to repair (env PITCHGRAPH_DATA)")
	if err := parse(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pitchgraph repair: unexpected argument %q (the store is --data)\n", fs.Arg(0))
		return errUsage
	}
	r, err := embedded.Repair(*data)
	if err != nil {
		return err
	}
	if len(r.Damaged) == 0 {
		fmt.Fprintf(stdout, "the log in %s is intact (%d records); nothing to repair\n", *data, r.Records)
		return nil
	}
	var lost int64
	for _, d := range r.Damaged {
		fmt.Fprintf(stdout, "damaged: %d bytes at offset %d\n", d.Length, d.Offset)
		lost += d.Length
	}
	fmt.Fprintf(stdout, "kept %d intact records; %d bytes in %d damaged stretches could not be read "+
		"(reports they ingested are gone, reports they deleted are back: ingest and delete those again if you know them)\n",
		r.Records, lost, len(r.Damaged))
	fmt.Fprintf(stdout, "the damaged log is kept, unchanged, as %s\n", r.Aside)
	s, err := embedded.Open(*data)
	if err != nil {
		return fmt.Errorf("the repaired log does not open: %w", err)
	}
	defer s.Close()
	n, err := s.FindReports(ctx, graph.Page{First: 1})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "the store in %s opens and holds %d reports\n", *data, n.Total)
	return nil
}
