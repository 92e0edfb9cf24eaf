package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/graph/neo4j"
)

// storeFlags selects and configures the store: the embedded one unless a
// Neo4j URI is given.
type storeFlags struct {
	data     string
	uri      string
	user     string
	password string
	database string
}

func (sf *storeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&sf.data, "data", env("PITCHGRAPH_DATA", "pitchgraph-data"), "embedded store `directory` (env PITCHGRAPH_DATA)")
	fs.StringVar(&sf.uri, "neo4j-uri", env("NEO4J_URI", ""), "Neo4j Bolt `URI`, e.g. bolt://127.0.0.1:7687; selects the Neo4j store (env NEO4J_URI)")
	fs.StringVar(&sf.user, "neo4j-user", env("NEO4J_USER", ""), "Neo4j `user` (env NEO4J_USER)")
	fs.StringVar(&sf.password, "neo4j-password", env("NEO4J_PASSWORD", ""), "Neo4j `password` (env NEO4J_PASSWORD)")
	fs.StringVar(&sf.database, "neo4j-database", env("NEO4J_DATABASE", ""), "Neo4j `database`; the server default when empty (env NEO4J_DATABASE)")
}

// open opens the selected store and describes it for the user.
func (sf *storeFlags) open(ctx context.Context, stderr io.Writer) (graph.Store, string, error) {
	if sf.uri != "" {
		s, err := neo4j.Open(ctx, neo4j.Config{URI: sf.uri, User: sf.user, Password: sf.password, Database: sf.database})
		if err != nil {
			return nil, "", err
		}
		return s, "Neo4j at " + sf.uri, nil
	}
	s, err := embedded.Open(sf.data)
	if err != nil {
		return nil, "", fmt.Errorf("open embedded store in %s: %w", sf.data, err)
	}
	for _, w := range s.Warnings() {
		fmt.Fprintln(stderr, "pitchgraph: warning:", w)
	}
	return s, "embedded store in " + sf.data, nil
}
