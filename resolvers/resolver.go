// Package resolvers serves the pitchgraph GraphQL API (schema.graphqls at the
// repository root) over a graph.Store: the gqlgen resolvers, the per-request
// dataloaders that batch their store calls, the direct answers that write
// queries reading only views without gqlgen's executor (direct.go), the
// error presenter, the broker behind the reportIngested subscription, and
// the HTTP handler tying them together. It never names a concrete store.
package resolvers

import "pitchgraph/graph"

// Resolver is the root of the resolver tree.
type Resolver struct {
	Store  graph.Store
	Broker *Broker // receives every report an ingest creates; never nil
}
