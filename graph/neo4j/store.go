package neo4j

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"strings"
	"sync/atomic"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/config"

	"pitchgraph/graph"
)

// Config says which Neo4j server and database to use.
type Config struct {
	URI      string // bolt://host:7687 for one server; neo4j://host:7687 or neo4j+s://host routes in a cluster (or Aura)
	User     string // "" for a server with authentication disabled
	Password string
	Database string // "" for the server's default database

	// RootCAs are the certificate authorities a TLS URI's (neo4j+s://,
	// bolt+s://) server must prove itself with; nil for the system's, which
	// on Linux SSL_CERT_FILE and SSL_CERT_DIR may name (Aura's certificates
	// chain to public CAs).
	RootCAs *x509.CertPool
}

// Store is a graph.Store kept in a Neo4j database. It is safe for
// concurrent use: every call opens its own session on the shared driver.
//
// Reads run in read sessions and writes in write sessions, so that with a
// neo4j:// URI the driver sends reads to any member of a cluster and
// writes to its leader; there every session shares one bookmark manager,
// so a read waits until the member it reads from has applied every write
// this store has seen commit (a mutation's answer, read back, holds it).
// One server (bolt://) needs no bookmarks: every read sees every commit.
type Store struct {
	driver    neo4j.DriverWithContext
	bookmarks neo4j.BookmarkManager
	uri       string
	db        string

	closed atomic.Bool

	// statements counts the Cypher statements sent, so tests can check
	// that a call costs a bounded number of round trips.
	statements atomic.Int64

	// warmed is closed when Open's planning of the ingest statements
	// (warm, batch.go) is over; stopWarm cuts it short.
	warmed   chan struct{}
	stopWarm context.CancelFunc
}

// errClosed is the error of every call after Close.
var errClosed = graph.Errorf(graph.EUNAVAILABLE, "neo4j: the store is closed")

var _ graph.Store = (*Store)(nil)

// Open connects to the Neo4j server cfg names, checks that it answers and
// creates the constraints and indexes the store relies on (idempotently).
// An unreachable server gives an EUNAVAILABLE error naming the URI tried.
func Open(ctx context.Context, cfg Config) (*Store, error) {
	auth := neo4j.NoAuth()
	if cfg.User != "" {
		auth = neo4j.BasicAuth(cfg.User, cfg.Password, "")
	}
	driver, err := neo4j.NewDriverWithContext(cfg.URI, auth, func(c *config.Config) {
		if cfg.RootCAs != nil {
			c.TlsConfig = &tls.Config{RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12}
		}
	})
	if err != nil {
		return nil, graph.Wrap(graph.EINVALID, err, "neo4j: bad URI "+cfg.URI)
	}
	if err := driver.VerifyConnectivity(ctx); err != nil {
		driver.Close(context.Background())
		return nil, unreachable(cfg.URI, err)
	}
	s := &Store{driver: driver, uri: cfg.URI, db: cfg.Database}
	if strings.HasPrefix(cfg.URI, "neo4j") { // neo4j://, neo4j+s://, neo4j+ssc://: a cluster
		s.bookmarks = neo4j.NewBookmarkManager(neo4j.BookmarkManagerConfig{})
	}
	if err := s.createSchema(ctx); err != nil {
		driver.Close(context.Background())
		return nil, err
	}
	s.warm()
	return s, nil
}

// Ping returns nil when the server answers, else an EUNAVAILABLE error.
func (s *Store) Ping(ctx context.Context) error {
	if s.closed.Load() {
		return errClosed
	}
	if err := s.driver.VerifyConnectivity(ctx); err != nil {
		return unreachable(s.uri, err)
	}
	return nil
}

// Close releases the driver's connections.
func (s *Store) Close() error {
	if s.closed.Swap(true) {
		return nil
	}
	s.stopWarm()
	<-s.warmed
	if err := s.driver.Close(context.Background()); err != nil {
		return edge("close", err)
	}
	return nil
}

// write runs work in a managed write transaction, which the driver may
// retry: work must be idempotent (it MERGEs on IDs).
func (s *Store) write(ctx context.Context, op string, work func(tx neo4j.ManagedTransaction) error) error {
	if s.closed.Load() {
		return errClosed
	}
	sess := s.driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.db, AccessMode: neo4j.AccessModeWrite, BookmarkManager: s.bookmarks})
	defer sess.Close(context.Background())
	for attempt := 1; ; attempt++ {
		_, err := sess.ExecuteWrite(ctx, func(tx neo4j.ManagedTransaction) (any, error) { return nil, work(tx) })
		if attempt < maxAttempts && vanished(err) {
			continue
		}
		return edge(op, err)
	}
}

// maxAttempts bounds the runs of a write that keeps finding nodes vanish.
const maxAttempts = 5

// vanished tells whether a write failed because a node it had matched was
// gone when it came to use it: a concurrent DeleteReport deleted it (say,
// the club of a report being ingested) and committed first. Run again,
// the write sees the deletion and creates the node afresh. The driver
// does not retry this error itself, so write does, at once.
func vanished(err error) bool {
	var dbErr *neo4j.Neo4jError
	return errors.As(err, &dbErr) && dbErr.Code == "Neo.ClientError.Statement.EntityNotFound"
}

// run sends one statement and collects its records.
func (s *Store) run(ctx context.Context, tx neo4j.ManagedTransaction, cypher string, params map[string]any) ([]*neo4j.Record, error) {
	s.statements.Add(1)
	res, err := tx.Run(ctx, cypher, params)
	if err != nil {
		return nil, err
	}
	return res.Collect(ctx)
}

// query runs one read statement in its own managed read transaction,
// which the driver retries on transient errors. ExecuteQuery sends BEGIN
// with the statement instead of waiting for its answer first, so a read
// costs two round trips (BEGIN, RUN and PULL; COMMIT), not three; for a
// view of a few dozen db hits the round trips are most of its time.
func (s *Store) query(ctx context.Context, op, cypher string, params map[string]any) ([]*neo4j.Record, error) {
	if s.closed.Load() {
		return nil, errClosed
	}
	s.statements.Add(1)
	bookmarks := neo4j.ExecuteQueryWithoutBookmarkManager()
	if s.bookmarks != nil {
		bookmarks = neo4j.ExecuteQueryWithBookmarkManager(s.bookmarks)
	}
	res, err := neo4j.ExecuteQuery(ctx, s.driver, cypher, params, neo4j.EagerResultTransformer,
		neo4j.ExecuteQueryWithDatabase(s.db), neo4j.ExecuteQueryWithReadersRouting(), bookmarks)
	if err != nil {
		return nil, edge(op, err)
	}
	return res.Records, nil
}
