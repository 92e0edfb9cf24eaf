package resolvers

import (
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
	"pitchgraph/resolvers/generated"
)

// Config is what NewHandler needs. Only Store is required.
type Config struct {
	Store graph.Store
	// Broker feeds the reportIngested subscription. Share it with whatever
	// else ingests reports in this process (serve's --load) so that their
	// reports reach subscribers too; nil gives the handler NewBroker's.
	Broker *Broker
	// Logger receives internal errors and recovered panics; nil means
	// slog.Default().
	Logger *slog.Logger
	// BatchWait is how long the dataloaders collect keys before calling the
	// store; zero means DefaultBatchWait.
	BatchWait time.Duration
	// NoIntrospection turns schema introspection off (it is on by default,
	// for the playground and for tools).
	NoIntrospection bool
	// KeepAlive is the interval of websocket keep-alive pings; zero means
	// 10 seconds.
	KeepAlive time.Duration
	// NoSuggestions leaves "did you mean" suggestions out of validation
	// errors, so they do not reveal the schema when introspection is off.
	NoSuggestions bool
	// Limits bound each request; the zero value means DefaultLimits.
	Limits Limits
	// Auth checks credentials. With one, mutations need a valid credential
	// (and so does everything when ProtectQueries is set); nil lets every
	// operation run.
	Auth           Authenticator
	ProtectQueries bool
	// ResponseCacheBytes bounds the cache of query answers (cache.go),
	// which only a store that vouches for its version uses; zero means
	// DefaultResponseCacheBytes, a negative value turns the cache off.
	ResponseCacheBytes int
	// CacheStats, when set, counts the cache's hits and misses.
	CacheStats *CacheStats

	// executorOnly leaves every query to gqlgen's executor (direct.go),
	// for tests that compare the two; directAnswers, when set, counts the
	// queries answered directly.
	executorOnly  bool
	directAnswers *atomic.Int64
}

// NewHandler returns the GraphQL endpoint, to mount at /graphql: queries by
// POST or GET, mutations by POST, batches of operations as a JSON array by
// POST, subscriptions over a WebSocket (graphql-transport-ws, or the older
// graphql-ws), with automatic persisted queries and a cache of parsed
// queries, each request within cfg.Limits.
func NewHandler(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Broker == nil {
		cfg.Broker = NewBroker(cfg.Store, cfg.Logger)
	}
	if cfg.KeepAlive <= 0 {
		cfg.KeepAlive = 10 * time.Second
	}
	limits := cfg.Limits.withDefaults()
	degrees := &degrees{store: cfg.Store}
	schema := generated.NewExecutableSchema(generated.Config{
		Resolvers:  &Resolver{Store: cfg.Store, Broker: cfg.Broker},
		Complexity: costs(degrees),
	})
	srv := handler.New(schema)
	readLimit := limits.BodyBytes
	if readLimit == 0 {
		readLimit = -1 // no limit
	}
	srv.AddTransport(transport.Websocket{
		KeepAlivePingInterval: cfg.KeepAlive,
		InitTimeout:           10 * time.Second,
		InitFunc:              wsInit(cfg.Auth, cfg.ProtectQueries),
		PayloadReadLimit:      &readLimit,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(post{})
	srv.SetQueryCache(boundedCache(lru.New[*ast.QueryDocument](1000)))
	srv.SetParserTokenLimit(limits.Tokens)
	srv.SetDisableSuggestion(cfg.NoSuggestions)
	if !cfg.NoIntrospection {
		srv.Use(extension.Introspection{})
	}
	srv.Use(extension.AutomaticPersistedQuery{Cache: boundedCache(lru.New[string](100))})
	srv.Use(newGuard(limits, cfg.Auth, cfg.ProtectQueries, degrees)) // after the persisted queries: it reads the query
	if cfg.ResponseCacheBytes == 0 {
		cfg.ResponseCacheBytes = DefaultResponseCacheBytes
	}
	if cfg.ResponseCacheBytes > 0 {
		srv.Use(newResponseCache(cfg.Store, cfg.ResponseCacheBytes, cfg.CacheStats)) // after the guard: limits apply to every request
	}
	if !cfg.executorOnly {
		srv.Use(newDirect(cfg.Store, cfg.Logger, cfg.directAnswers)) // after the cache, which keeps its answers
	}
	srv.Use(dataloaders{store: cfg.Store, wait: cfg.BatchWait})
	srv.AroundFields(stopWhenSpent)
	srv.SetErrorPresenter(presentRefusals(limits, presentError(cfg.Logger, cfg.NoSuggestions)))
	srv.SetRecoverFunc(recoverPanic(cfg.Logger))
	return &httpGuard{next: srv, limits: limits, auth: cfg.Auth, protectQueries: cfg.ProtectQueries}
}
