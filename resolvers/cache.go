package resolvers

import (
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/json"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
)

// DefaultResponseCacheBytes is the size of the response cache when
// Config.ResponseCacheBytes is zero.
const DefaultResponseCacheBytes = 16 << 20

// maxCachedResponse is the largest response the cache keeps; bigger ones
// would crowd out many small pages.
const maxCachedResponse = 1 << 20

// maxSeen is how many queries the cache remembers having answered once
// (32 bytes each, some 100 with the map's own).
const maxSeen = 8192

// CacheStats counts what the response cache did.
type CacheStats struct {
	Hits, Misses atomic.Int64
}

// responseCache keeps the answers to queries, keyed by the query text, the
// operation name and the variables, for as long as the store's version
// (graph.Store.Version) stays the one they were computed under. Only a
// store that is the only writer of its data vouches for its version (the
// embedded store); with any other the cache stays out of the way. A
// request with Cache-Control: no-cache is answered afresh. Answers
// with errors or extensions, mutations and subscriptions are never kept.
//
// An answer is kept the second time its query comes in, not the first: a
// query asked once (a page of a long list, a search) would only push out
// answers that are asked again, and keeping it costs a copy of the answer
// that the collector must later free. The queries answered once are
// remembered by key, up to maxSeen of them; past that the memory starts
// afresh.
//
// The version is read before the query runs, so an answer is never filed
// under a version newer than the graph it read; a write that lands while a
// query runs files its answer under the old version, which no later request
// asks for.
type responseCache struct {
	store graph.Store
	limit int
	stats *CacheStats

	mu    sync.Mutex
	size  int
	order *list.List // of *cached, most recently used first
	byKey map[[32]byte]*list.Element
	seen  map[[32]byte]struct{} // answered once, not kept
}

type cached struct {
	key     [32]byte
	version uint64
	data    json.RawMessage
}

var (
	_ graphql.HandlerExtension     = (*responseCache)(nil)
	_ graphql.OperationInterceptor = (*responseCache)(nil)
	_ graphql.ResponseInterceptor  = (*responseCache)(nil)
)

func newResponseCache(s graph.Store, limit int, stats *CacheStats) *responseCache {
	if stats == nil {
		stats = &CacheStats{}
	}
	return &responseCache{store: s, limit: limit, stats: stats, order: list.New(), byKey: map[[32]byte]*list.Element{}, seen: map[[32]byte]struct{}{}}
}

func (*responseCache) ExtensionName() string                   { return "ResponseCache" }
func (*responseCache) Validate(graphql.ExecutableSchema) error { return nil }

func (*responseCache) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return next(recordAnswers(ctx))
}

func (c *responseCache) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if answered(ctx) {
		return nil // the cache answered the operation already
	}
	if !graphql.HasOperationContext(ctx) {
		return next(ctx)
	}
	op := graphql.GetOperationContext(ctx)
	if op.Operation == nil || op.Operation.Operation != ast.Query || len(graphql.GetErrors(ctx)) > 0 {
		return next(ctx) // refused requests (credentials, limits) answer with their errors
	}
	version, ok := c.store.Version()
	if !ok {
		return next(ctx)
	}
	key, ok := cacheKey(op)
	if !ok {
		return next(ctx)
	}
	known := false
	if !wantsFresh(ctx) {
		var data json.RawMessage
		if data, known = c.get(key, version); data != nil && markAnswered(ctx) {
			c.stats.Hits.Add(1)
			return &graphql.Response{Data: data}
		}
	}
	c.stats.Misses.Add(1)
	if !known && !c.seenBefore(key) {
		return next(ctx)
	}
	resp := next(context.WithValue(ctx, keptKey{}, true))
	if resp != nil && len(resp.Errors) == 0 && len(resp.Extensions) == 0 && resp.Data != nil && len(resp.Data) <= maxCachedResponse {
		c.put(key, version, resp.Data)
	}
	return resp
}

// wantsFresh tells whether the request said Cache-Control: no-cache; its
// answer is computed afresh (and kept for the next, as any other).
func wantsFresh(ctx context.Context) bool {
	st := statusFrom(ctx)
	return st != nil && st.fresh
}

// cacheKey hashes what decides a query's answer besides the graph.
func cacheKey(op *graphql.OperationContext) ([32]byte, bool) {
	vars, err := json.Marshal(op.Variables) // maps marshal with sorted keys
	if err != nil {
		return [32]byte{}, false
	}
	h := sha256.New()
	for _, part := range [][]byte{[]byte(op.RawQuery), []byte(op.OperationName), vars} {
		var n [8]byte
		for i, l := 0, len(part); i < 8; i, l = i+1, l>>8 {
			n[i] = byte(l)
		}
		h.Write(n[:])
		h.Write(part)
	}
	var k [32]byte
	h.Sum(k[:0])
	return k, true
}

// seenBefore tells whether key's query was answered before, and remembers
// that it now has been.
func (c *responseCache) seenBefore(key [32]byte) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.seen[key]; ok {
		delete(c.seen, key)
		return true
	}
	if len(c.seen) >= maxSeen {
		clear(c.seen)
	}
	c.seen[key] = struct{}{}
	return false
}

// get answers key's query at version if the cache has it. Known tells
// whether the cache had an answer to it, of any version: its query has
// been seen before.
func (c *responseCache) get(key [32]byte, version uint64) (data json.RawMessage, known bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	v := e.Value.(*cached)
	if v.version != version {
		c.drop(e)
		return nil, true
	}
	c.order.MoveToFront(e)
	return v.data, true
}

func (c *responseCache) put(key [32]byte, version uint64, data json.RawMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.drop(e)
	}
	v := &cached{key: key, version: version, data: data}
	c.byKey[key] = c.order.PushFront(v)
	c.size += len(data) + len(key)
	for c.size > c.limit && c.order.Len() > 0 {
		c.drop(c.order.Back())
	}
}

func (c *responseCache) drop(e *list.Element) {
	v := c.order.Remove(e).(*cached)
	delete(c.byKey, v.key)
	c.size -= len(v.data) + len(v.key)
}

type keptKey struct{}

// kept tells whether the response cache may keep the answer being
// computed, which then must not share its memory with anything.
func kept(ctx context.Context) bool {
	k, _ := ctx.Value(keptKey{}).(bool)
	return k
}
