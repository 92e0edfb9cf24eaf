package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"

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

	created bool // open created the embedded store's directory
}

func (sf *storeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&sf.data, "data", env("PITCHGRAPH_DATA", "pitchgraph-data"), "embedded store `directory` (env PITCHGRAPH_DATA)")
	fs.StringVar(&sf.uri, "neo4j-uri", env("NEO4J_URI", ""), "Neo4j `URI`: bolt://host:7687 for one server, neo4j://host:7687 or neo4j+s://host for a cluster or Aura; selects the Neo4j store (env NEO4J_URI)")
	fs.StringVar(&sf.user, "neo4j-user", env("NEO4J_USER", ""), "Neo4j `user` (env NEO4J_USER)")
	fs.StringVar(&sf.password, "neo4j-password", env("NEO4J_PASSWORD", ""), "Neo4j `password` (env NEO4J_PASSWORD)")
	fs.StringVar(&sf.database, "neo4j-database", env("NEO4J_DATABASE", ""), "Neo4j `database`; the server default when empty (env NEO4J_DATABASE)")
}

// open opens the selected store and describes it for the user; the
// embedded store's warnings go to log.
func (sf *storeFlags) open(ctx context.Context, log *slog.Logger) (graph.Store, string, error) {
	if sf.uri != "" {
		s, err := neo4j.Open(ctx, neo4j.Config{URI: sf.uri, User: sf.user, Password: sf.password, Database: sf.database})
		if err != nil {
			return nil, "", err
		}
		return s, "Neo4j at " + sf.uri, nil
	}
	_, statErr := os.Stat(sf.data)
	s, err := embedded.Open(sf.data)
	if graph.ErrorCode(err) == graph.ECONFLICT {
		return nil, "", fmt.Errorf("the embedded store in %s is in use by another pitchgraph process (a running `pitchgraph serve`?), "+
			"and only one may open it at a time. Stop that server and run this again; or send the reports to the running server "+
			"with the ingestReport mutation; or point both at one Neo4j (--neo4j-uri), which many processes may share", sf.data)
	}
	if err != nil {
		return nil, "", fmt.Errorf("open embedded store in %s: %w", sf.data, err)
	}
	sf.created = errors.Is(statErr, os.ErrNotExist)
	for _, w := range s.Warnings() {
		log.Warn(w)
	}
	return s, "embedded store in " + sf.data, nil
}

// close closes a store open opened. An embedded store whose directory the
// command created and that holds no report (every report failed, say) is
// removed, so that a failed command leaves no empty store behind.
func (sf *storeFlags) close(s graph.Store) error {
	empty := false
	if sf.created {
		c, err := s.FindReports(context.Background(), graph.Page{First: 0})
		empty = err == nil && c.Total == 0
	}
	err := s.Close()
	if empty && err == nil {
		err = os.RemoveAll(sf.data)
	}
	return err
}
