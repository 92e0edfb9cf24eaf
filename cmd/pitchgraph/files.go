package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"pitchgraph/ingest"
)

// reportFiles expands the arguments into report files: a directory stands
// for the *.txt files directly in it, in name order. An argument that is no
// directory is taken as a file, to be read (or to fail) in its turn.
func reportFiles(args []string) ([]string, error) {
	var files []string
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil || !info.IsDir() {
			// A file that cannot be read fails on its own when read.
			files = append(files, a)
			continue
		}
		entries, err := os.ReadDir(a)
		if err != nil {
			return nil, fmt.Errorf("cannot read directory %s: %w", a, unwrapPath(err))
		}
		var in []string
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".txt") {
				in = append(in, filepath.Join(a, e.Name()))
			}
		}
		if len(in) == 0 {
			return nil, fmt.Errorf("directory %s holds no .txt reports", a)
		}
		slices.Sort(in)
		files = append(files, in...)
	}
	return files, nil
}

// readReport reads one report file ("-" for stdin), refusing oversized input.
func readReport(name string, stdin io.Reader) (string, error) {
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", fmt.Errorf("cannot read %s: %w", name, unwrapPath(err))
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, ingest.MaxReportBytes+1))
	if err != nil {
		return "", fmt.Errorf("cannot read %s: %w", name, unwrapPath(err))
	}
	if len(b) > ingest.MaxReportBytes {
		return "", fmt.Errorf("%s is larger than the %d-byte limit for one report", name, ingest.MaxReportBytes)
	}
	return string(b), nil
}

// unwrapPath drops the *PathError wrapper, whose text repeats the path.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
