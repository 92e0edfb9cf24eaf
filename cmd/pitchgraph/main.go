// Command pitchgraph turns football match reports into a knowledge graph and
// serves it over GraphQL.
//
//	pitchgraph serve   [store flags] [--addr HOST:PORT] [--load DIR_OR_FILE]...
//	pitchgraph ingest  [store flags] FILE_OR_DIR...
//	pitchgraph extract [--explain] FILE_OR_DIR... | -
//	pitchgraph gen     --matches N [--seed S] --out DIR
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
	"strconv"
	"strings"
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
	case errors.As(err, new(loggedError)):
		os.Exit(1)
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
  pitchgraph extract [--explain] FILE_OR_DIR... | -
  pitchgraph gen     --matches N [--seed S] --out DIR
  pitchgraph repair  [--data DIR]

Commands:
  serve     serve the GraphQL API (/graphql) and its playground (/)
  ingest    extract reports and merge them into the graph
  extract   print the facts of each report as one JSON document per line
  gen       write synthetic match reports with their gold answers (for benchmarks)
  repair    rewrite a damaged embedded store log with every intact record, keeping the damaged one aside

Store flags (the embedded store in ./pitchgraph-data unless a Neo4j URI is given):
  --data DIR              embedded store directory         (env PITCHGRAPH_DATA)
  --neo4j-uri URI         bolt://host:7687 for one server,  (env NEO4J_URI)
                          neo4j://host:7687 for a cluster
  --neo4j-user USER                                         (env NEO4J_USER)
  --neo4j-password PASS                                     (env NEO4J_PASSWORD)
  --neo4j-database NAME   the server's own when not given   (env NEO4J_DATABASE)

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
// message with its cause (unless the message says it already), or the
// error text.
func message(err error) string {
	var ge *graph.Error
	if errors.As(err, &ge) && ge.Err != nil && ge.Code != graph.EINTERNAL {
		if cause := ge.Err.Error(); !strings.HasSuffix(ge.Message, cause) {
			return ge.Message + ": " + cause
		}
		return ge.Message
	}
	return err.Error()
}

// newFlags returns a flag set that reports errors instead of exiting and
// prints its usage to its output, stderr (see parse for --help).
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: pitchgraph %s %s\n\nFlags:\n", name, synopsis)
		printFlags(fs.Output(), fs)
	}
	return fs
}

// parse parses flags. Help asked for (-h, --help) is printed to stdout and
// returns flag.ErrHelp; a flag error, printed with the usage to the flag
// set's output, returns errUsage.
func parse(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	usage := fs.Usage
	fs.Usage = func() {} // printed below, where it belongs
	err := fs.Parse(args)
	fs.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		stderr := fs.Output()
		fs.SetOutput(stdout)
		usage()
		fs.SetOutput(stderr)
		return err
	case err != nil:
		usage()
		return errUsage
	}
	return nil
}

// printFlags prints the flags of fs as the README writes them: two
// dashes, the value's name, the usage and the default, said once: not
// when the usage already says it, nor a zero default.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		line := "  --" + f.Name
		if name != "" {
			line += " " + name
		}
		fmt.Fprintf(w, "%s\n    \t%s", line, usage)
		if def := f.DefValue; def != "" && def != "0" && def != "false" && !strings.Contains(usage, "default") {
			if g, ok := f.Value.(flag.Getter); ok {
				if _, isString := g.Get().(string); isString {
					def = strconv.Quote(def)
				}
			}
			fmt.Fprintf(w, " (default %s)", def)
		}
		fmt.Fprintln(w)
	})
}

func env(name, fallback string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return fallback
}
