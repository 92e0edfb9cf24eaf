package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"pitchgraph/graph"
	"pitchgraph/ingest"
)

func ingestCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("ingest", "[store flags] FILE_OR_DIR...", stderr)
	var sf storeFlags
	sf.register(fs)
	source := fs.String("source", "", "label stored with each report (default: the file name)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "pitchgraph ingest: name at least one report file or directory")
		fs.Usage()
		return errUsage
	}
	files, err := reportFiles(fs.Args())
	if err != nil {
		return err
	}
	s, desc, err := sf.open(ctx, stderr)
	if err != nil {
		return err
	}
	defer s.Close()
	fmt.Fprintf(stderr, "pitchgraph: ingesting %d report%s into the %s\n", len(files), plural(len(files)), desc)
	return load(ctx, s, files, *source, stdout, stderr, nil)
}

// load ingests report files into s, printing a line per report to out and,
// on many files, a progress line to stderr. Each ingest that created a
// report is passed to created (when not nil). It goes on past a bad file
// and fails at the end if any did.
func load(ctx context.Context, s graph.Store, files []string, source string, out, stderr io.Writer, created func(*ingest.Result)) error {
	start, failed, last := time.Now(), 0, time.Now()
	for i, name := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		res, err := loadFile(ctx, s, name, source)
		if err != nil {
			fmt.Fprintf(stderr, "pitchgraph: %s: %s\n", name, message(err))
			failed++
			if graph.ErrorCode(err) == graph.EUNAVAILABLE {
				return err
			}
			continue
		}
		state := ""
		if !res.Created {
			state = " (already ingested)"
		}
		fmt.Fprintf(out, "%s: %s%s\n", name, res.Summary(), state)
		for _, w := range res.Warnings {
			fmt.Fprintf(out, "  warning: %s\n", w)
		}
		if res.Created && created != nil {
			created(res)
		}
		if len(files) >= 20 && (time.Since(last) > time.Second || i+1 == len(files)) {
			last = time.Now()
			rate := float64(i+1) / time.Since(start).Seconds()
			fmt.Fprintf(stderr, "pitchgraph: %d of %d reports ingested (%.0f/s)\n", i+1, len(files), rate)
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d reports could not be ingested", failed, len(files))
	}
	return nil
}

func loadFile(ctx context.Context, s graph.Store, name, source string) (*ingest.Result, error) {
	text, err := readReport(name, nil)
	if err != nil {
		return nil, err
	}
	if source == "" {
		source = name
	}
	return ingest.Report(ctx, s, ingest.Input{Text: text, Source: source})
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
