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
	explain := fs.Bool("explain", false, "print each fact with the sentence it came from instead of JSON")
	fs.Bool("json", true, "print JSON, one document per report per line (the default)")
	if err := parse(fs, args); err != nil {
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
		rep, err := extractFile(name, stdin)
		if err != nil {
			fmt.Fprintln(stderr, "pitchgraph:", err)
			failed++
			continue
		}
		if *explain {
			writeExplanation(stdout, name, rep)
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
	switch {
	case errors.Is(err, extractor.ErrEmpty):
		return nil, fmt.Errorf("%s: the report is empty", name)
	case errors.Is(err, extractor.ErrNotText) && utf8.ValidString(text):
		return nil, fmt.Errorf("%s: the report holds a NUL byte at offset %d; a report is plain text without NUL bytes", name, strings.IndexByte(text, 0))
	case errors.Is(err, extractor.ErrNotText):
		return nil, fmt.Errorf("%s: the report is not UTF-8 text", name)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rep, nil
}
