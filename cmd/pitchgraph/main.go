// Command pitchgraph turns football match reports into a knowledge graph and
// serves it over GraphQL.
//
//	pitchgraph serve   [store flags] [--addr HOST:PORT] [--load DIR_OR_FILE]...
//	pitchgraph ingest  [store flags] FILE_OR_DIR...
//	pitchgraph extract [--explain] FILE... | -
//	pitchgraph repair  [--data DIR]
//
// Run "pitchgraph help" or "pitchgraph COMMAND --help" for details.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"pitchgraph/graph"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := Run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
	case errors.Is(err, errUsage):
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "pitchgraph:", message(err))
		os.Exit(1)
	}
}

// errUsage marks an error already explained to the user with usage text.
var errUsage = errors.New("usage")

const usage = `pitchgraph turns football match reports into a knowledge graph of players,
clubs, matches, goals, cards and the passes behind each goal, and serves it over GraphQL.

Usage:
  pitchgraph serve   [store flags] [--addr HOST:PORT] [--load DIR_OR_FILE]...
  pitchgraph ingest  [store flags] FILE_OR_DIR...
  pitchgraph extract [--explain] FILE... | -
  pitchgraph gen     --matches N [--seed S] --out DIR   (synthetic reports with gold answers)
  pitchgraph repair  [--data DIR]                       (save the intact records of a damaged embedded store log)

Commands:
  serve     serve the GraphQL API (/graphql) and its playground (/)
  ingest    extract reports and merge them into the graph
  extract   print the facts of each report as one JSON document per line
  repair    rewrite a damaged embedded store log with every intact record, keeping the damaged one aside

Store flags (the embedded store in ./pitchgraph-data unless a Neo4j URI is given):
  --data DIR              embedded store directory        (env PITCHGRAPH_DATA)
  --neo4j-uri URI         e.g. bolt://127.0.0.1:7687       (env NEO4J_URI)
  --neo4j-user USER                                        (env NEO4J_USER)
  --neo4j-password PASS                                    (env NEO4J_PASSWORD)
  --neo4j-database NAME   default: the server's default    (env NEO4J_DATABASE)

Run "pitchgraph COMMAND --help" for a command's flags.
`

// Run runs the command line args with the given standard streams; main
// only adds signal handling and exit codes, so tests call Run directly.
func Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errUsage
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], stdout, stderr)
	case "ingest":
		return ingestCmd(ctx, args[1:], stdout, stderr)
	case "extract":
		return extract(args[1:], stdin, stdout, stderr)
	case "gen":
		return genCmd(ctx, args[1:], stdout, stderr)
	case "repair":
		return repairCmd(ctx, args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprintf(stderr, "pitchgraph: unknown command %q\n\n%s", args[0], usage)
		return errUsage
	}
}

// message returns what the user should read for err: a graph error's safe
// message with its cause, or the error text.
func message(err error) string {
	var ge *graph.Error
	if errors.As(err, &ge) && ge.Err != nil && ge.Code != graph.EINTERNAL {
		return ge.Message + ": " + ge.Err.Error()
	}
	return err.Error()
}

// newFlags returns a flag set that prints its usage to stderr and reports
// errors instead of exiting.
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: pitchgraph %s %s\n\nFlags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parse parses flags, turning a flag error into errUsage (already printed).
func parse(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		return errUsage
	}
	return err
}

func env(name, fallback string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return fallback
}
