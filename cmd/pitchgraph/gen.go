package main

import (
	"context"
	"fmt"
	"io"

	"pitchgraph/bench/gen"
)

func genCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("gen", "--matches N [--seed S] --out DIR", stderr)
	matches := fs.Int("matches", 100, "number of match `reports` to write")
	seed := fs.Uint64("seed", 1, "random `seed`; the same seed writes the same reports")
	out := fs.String("out", "", "`directory` to write NAME.txt reports and NAME.json gold answers into")
	if err := parse(fs, args, stdout); err != nil {
		return err
	}
	if *out == "" || *matches < 0 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "pitchgraph gen: give --out DIR and a --matches count of 0 or more, and no other arguments")
		fs.Usage()
		return errUsage
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	names, err := gen.New(*seed).WriteDir(*out, *matches)
	if err != nil {
		return fmt.Errorf("cannot write the reports: %w", unwrapPath(err))
	}
	fmt.Fprintf(stdout, "wrote %d synthetic report%s with gold answers to %s (seed %d)\n", len(names), plural(len(names)), *out, *seed)
	return nil
}
