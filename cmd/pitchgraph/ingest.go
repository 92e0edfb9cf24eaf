package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"time"

	"pitchgraph/graph"
	"pitchgraph/ingest"
)

func ingestCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("ingest", "[store flags] FILE_OR_DIR...", stderr)
	var sf storeFlags
	sf.register(fs)
	source := fs.String("source", "", "`label` stored with each report; the file's name by default, never its path")
	if err := parse(fs, args, stdout); err != nil {
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
	log := plainLogger(stderr)
	s, desc, err := sf.open(ctx, log)
	if err != nil {
		return err
	}
	defer sf.close(s)
	log.Info(fmt.Sprintf("ingesting %d report%s into the %s", len(files), plural(len(files)), desc))
	return load(ctx, s, files, *source, log, func(file string, res *ingest.Result) {
		printResult(stdout, file, res)
	})
}

// printResult prints a line about an ingested report file, and its
// warnings.
func printResult(out io.Writer, file string, res *ingest.Result) {
	state := ""
	if !res.Created {
		state = " (already ingested)"
	}
	fmt.Fprintf(out, "%s: %s%s\n", file, res.Summary(), state)
	for _, w := range res.Warnings {
		fmt.Fprintf(out, "  warning: %s\n", w)
	}
}

// load ingests report files into s, passing each ingested one to done in
// file order and logging a line per file that failed and, on many files,
// progress. The reports are extracted in parallel and written in batches
// (ingest.Reports). It goes on past a bad file and fails at the end if any
// did; it stops at once when the store is unavailable.
func load(ctx context.Context, s graph.Store, files []string, source string, log *slog.Logger, done func(file string, res *ingest.Result)) error {
	var (
		fileOf  []int // file index of each input of the chunk in hand
		readErr = make([]error, len(files))
	)
	start, last := time.Now(), time.Now()
	failed, next, stopped := 0, 0, false
	fail := func(k int, err error) {
		log.Error(fmt.Sprintf("%s: %s", files[k], message(err)))
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
		done(files[k], res)
		if len(files) >= 20 && (time.Since(last) > time.Second || k+1 == len(files)) {
			last = time.Now()
			rate := float64(k+1) / time.Since(start).Seconds()
			log.Info(fmt.Sprintf("%d of %d reports ingested (%.0f/s)", k+1, len(files), rate))
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
