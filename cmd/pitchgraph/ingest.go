package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"pitchgraph/graph"
	"pitchgraph/ingest"
)

func ingestCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("ingest", "[store flags] FILE_OR_DIR...", stderr)
	var sf storeFlags
	sf.register(fs)
	source := fs.String("source", "", "label stored with each report (default: the file's name, never its path)")
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
// report is passed to created (when not nil). The reports are extracted in
// parallel and written in batches (ingest.Reports), the lines printed in
// file order. It goes on past a bad file and fails at the end if any did;
// it stops at once when the store is unavailable.
func load(ctx context.Context, s graph.Store, files []string, source string, out, stderr io.Writer, created func(*ingest.Result)) error {
	var (
		fileOf  []int // file index of each input of the chunk in hand
		readErr = make([]error, len(files))
	)
	start, last := time.Now(), time.Now()
	failed, next, stopped := 0, 0, false
	fail := func(k int, err error) {
		fmt.Fprintf(stderr, "pitchgraph: %s: %s\n", files[k], message(err))
		failed++
	}
	// upTo reports the files before k that could not be read.
	upTo := func(k int) {
		for ; next < k; next++ {
			if readErr[next] != nil {
				fail(next, readErr[next])
			}
		}
	}
	progress := func(i int, res *ingest.Result, err error) {
		k := fileOf[i]
		if stopped || ctx.Err() != nil {
			return
		}
		upTo(k)
		next = k + 1
		if err != nil {
			fail(k, err)
			stopped = graph.ErrorCode(err) == graph.EUNAVAILABLE
			return
		}
		state := ""
		if !res.Created {
			state = " (already ingested)"
		}
		fmt.Fprintf(out, "%s: %s%s\n", files[k], res.Summary(), state)
		for _, w := range res.Warnings {
			fmt.Fprintf(out, "  warning: %s\n", w)
		}
		if res.Created && created != nil {
			created(res)
		}
		if len(files) >= 20 && (time.Since(last) > time.Second || k+1 == len(files)) {
			last = time.Now()
			rate := float64(k+1) / time.Since(start).Seconds()
			fmt.Fprintf(stderr, "pitchgraph: %d of %d reports ingested (%.0f/s)\n", k+1, len(files), rate)
		}
	}
	// Files are read and ingested a chunk at a time, so that memory stays
	// bounded however many there are; each chunk resolves identity against
	// the store the chunks before it wrote, as one run would.
	for from := 0; from < len(files) && !stopped; from += loadChunk {
		var inputs []ingest.Input
		fileOf = fileOf[:0]
		for k := from; k < min(from+loadChunk, len(files)); k++ {
			name := files[k]
			text, err := readReport(name, nil)
			if err != nil {
				readErr[k] = err
				continue
			}
			// The file's name, not its path: sources are shown to every client.
			src := source
			if src == "" {
				src = filepath.Base(name)
			}
			inputs, fileOf = append(inputs, ingest.Input{Text: text, Source: src}), append(fileOf, k)
		}
		if _, err := ingest.Reports(ctx, s, inputs, ingest.Options{Progress: progress}); err != nil {
			return err
		}
	}
	upTo(len(files))
	if failed > 0 {
		return fmt.Errorf("%d of %d reports could not be ingested", failed, len(files))
	}
	return nil
}

// loadChunk is how many report files load reads and ingests at a time:
// eight batches of ingest.Reports.
var loadChunk = 8 * ingest.DefaultBatch

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
