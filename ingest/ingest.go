// Package ingest is the one use case the CLI and the GraphQL API share: it
// reads a match report with the extractor, turns the extracted facts into
// keyed graph facts and merges them into a store.
package ingest

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"pitchgraph/extractor"
	"pitchgraph/graph"
)

// MaxReportBytes is the largest report text accepted.
const MaxReportBytes = 1 << 20

// Input is a report to ingest with what is known about it from outside its text.
type Input struct {
	Text        string
	Source      string // URL or any label
	Date        string // match date, YYYY-MM-DD, when known from outside the text
	Competition string // overrides the competition the text names
}

// Result tells what an ingest stored.
type Result struct {
	Report   graph.Report
	Match    *graph.Match
	Created  bool     // false when the same text had been ingested before
	Warnings []string // what the report lacked or what could not be stored
	Facts    *graph.Facts
}

var datePattern = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// Report extracts in.Text and merges its facts into s. Bad input (empty,
// binary, oversized text, a malformed date) fails with an EINVALID error.
func Report(ctx context.Context, s graph.Store, in Input) (*Result, error) {
	f, warnings, err := extract(in, time.Now().UTC())
	if err != nil {
		return nil, err
	}
	if err := graph.Resolve(ctx, s, f); err != nil {
		return nil, err
	}
	res, err := s.Ingest(ctx, f)
	if err != nil {
		return nil, err
	}
	return &Result{Report: f.Report, Match: f.Match, Created: res.Created, Warnings: warnings, Facts: f}, nil
}

// extract checks and reads in, and keys what it finds as facts ingested at
// now, not yet resolved against a store.
func extract(in Input, now time.Time) (*graph.Facts, []string, error) {
	if err := check(in); err != nil {
		return nil, nil, err
	}
	rep, err := extractor.Extract(in.Text)
	switch {
	case errors.Is(err, extractor.ErrEmpty):
		return nil, nil, graph.Errorf(graph.EINVALID, "report text is empty")
	case errors.Is(err, extractor.ErrNotText):
		return nil, nil, graph.Errorf(graph.EINVALID, "report is not UTF-8 text")
	case err != nil:
		return nil, nil, graph.Wrap(graph.EINTERNAL, err, "could not read the report")
	}
	f, warnings := Facts(rep, in, now)
	return f, warnings, nil
}

func check(in Input) error {
	switch {
	case len(in.Text) > MaxReportBytes:
		return graph.Errorf(graph.EINVALID, "report is %d bytes; the limit is %d", len(in.Text), MaxReportBytes)
	case strings.TrimSpace(in.Text) == "":
		return graph.Errorf(graph.EINVALID, "report text is empty")
	case !utf8.ValidString(in.Text):
		return graph.Errorf(graph.EINVALID, "report is not UTF-8 text")
	case strings.IndexByte(in.Text, 0) >= 0:
		return graph.Errorf(graph.EINVALID, "report holds a NUL byte at offset %d; a report is plain text without NUL bytes", strings.IndexByte(in.Text, 0))
	case in.Date != "" && !validDate(in.Date):
		return graph.Errorf(graph.EINVALID, "date %q is not a YYYY-MM-DD date", in.Date)
	}
	return nil
}

func validDate(s string) bool {
	if !datePattern.MatchString(s) {
		return false
	}
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}
