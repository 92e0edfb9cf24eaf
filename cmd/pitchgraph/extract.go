package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"pitchgraph/extractor"
)

func extract(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("extract", "[--explain] FILE_OR_DIR... | -", stderr)
	explain := fs.Bool("explain", false, "print each fact with the sentence it came from, what each stage found and what the decision weighed, instead of JSON")
	fs.Bool("json", true, "print JSON, one document per report per line")
	if err := parse(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "pitchgraph extract: name at least one report file, a directory, or - for standard input")
		fs.Usage()
		return errUsage
	}
	var files []string
	if fs.NArg() == 1 && fs.Arg(0) == "-" {
		files = []string{"-"}
	} else {
		var err error
		if files, err = reportFiles(fs.Args()); err != nil {
			return err
		}
	}
	failed := 0
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, name := range files {
		if *explain {
			rep, x, err := explainFile(name, stdin)
			if err != nil {
				fmt.Fprintln(stderr, "pitchgraph:", err)
				failed++
				continue
			}
			writeExplanation(stdout, name, rep, x)
			continue
		}
		rep, err := extractFile(name, stdin)
		if err != nil {
			fmt.Fprintln(stderr, "pitchgraph:", err)
			failed++
			continue
		}
		if err := enc.Encode(rep); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d reports could not be extracted", failed, len(files))
	}
	return nil
}

func extractFile(name string, stdin io.Reader) (*extractor.Report, error) {
	text, err := readReport(name, stdin)
	if err != nil {
		return nil, err
	}
	rep, err := extractor.Extract(text)
	return rep, extractError(name, text, err)
}

// explainFile extracts a report and explains the decisions behind it.
func explainFile(name string, stdin io.Reader) (*extractor.Report, *extractor.Explanation, error) {
	text, err := readReport(name, stdin)
	if err != nil {
		return nil, nil, err
	}
	rep, x, err := extractor.DefaultModel().Explain(text)
	return rep, x, extractError(name, text, err)
}

// extractError says what is wrong with a report the extractor refused.
func extractError(name, text string, err error) error {
	switch {
	case errors.Is(err, extractor.ErrEmpty):
		return fmt.Errorf("%s: the report is empty", name)
	case errors.Is(err, extractor.ErrNotText) && utf8.ValidString(text):
		return fmt.Errorf("%s: the report holds a NUL byte at offset %d; a report is plain text without NUL bytes", name, strings.IndexByte(text, 0))
	case errors.Is(err, extractor.ErrNotText):
		return fmt.Errorf("%s: the report is not UTF-8 text", name)
	case err != nil:
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
