package neo4j

import (
	"context"
	"slices"

	"pitchgraph/graph"
)

// Every list is read in one statement that orders all matching nodes,
// collects them, and returns the total with the requested slice:
//
//	WITH n ORDER BY ... WITH collect(n) AS found
//	RETURN size(found) AS total, [n IN found[$offset..($offset + $limit)] | ...] AS items
//
// collect keeps the order the rows arrive in, so the slice is the page.

// list runs such a statement for page p and decodes its items.
func list[T any](ctx context.Context, s *Store, op, cypher string, params map[string]any, p graph.Page, decode func(map[string]any) T) (graph.Connection[T], error) {
	off, limit, err := p.Bounds()
	if err != nil {
		return graph.Connection[T]{}, err
	}
	params["offset"], params["limit"] = off, limit
	recs, err := s.query(ctx, op, cypher, params)
	if err != nil || len(recs) == 0 {
		return graph.Connection[T]{Offset: off}, err
	}
	c := graph.Connection[T]{Offset: off}
	total, _ := field(recs[0], "total").(int64)
	c.Total = int(total)
	if off >= c.Total {
		return c, nil
	}
	c.Items = []T{}
	for _, m := range mapList(field(recs[0], "items")) {
		c.Items = append(c.Items, decode(m))
	}
	c.HasNext = off+len(c.Items) < c.Total
	return c, nil
}

// byID looks items up by ID, in one statement that returns a column
// "item" per found node, and answers in the order of ids, nil where
// nothing has that ID.
func byID[T any](ctx context.Context, s *Store, op, cypher string, ids []string, decode func(map[string]any) T) ([]*T, error) {
	out := make([]*T, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	recs, err := s.query(ctx, op, cypher, map[string]any{"ids": uniq(ids)})
	if err != nil {
		return nil, err
	}
	found := make(map[string]T, len(recs))
	for _, rec := range recs {
		m := mapOf(field(rec, "item"))
		found[str(m, "id")] = decode(m)
	}
	for i, id := range ids {
		if v, ok := found[id]; ok {
			out[i] = &v
		}
	}
	return out, nil
}

// groups runs a statement that returns rows (key, ...) ordered as wanted
// within each key, and gathers them per key, in the order of keys.
func groups[T any](ctx context.Context, s *Store, op, cypher string, keys []string, extra map[string]any, decode func(map[string]any) T) ([][]T, error) {
	out := make([][]T, len(keys))
	for i := range out {
		out[i] = []T{}
	}
	if len(keys) == 0 {
		return out, nil
	}
	params := map[string]any{"ids": uniq(keys)}
	for k, v := range extra {
		params[k] = v
	}
	recs, err := s.query(ctx, op, cypher, params)
	if err != nil {
		return nil, err
	}
	byKey := map[string][]T{}
	for _, rec := range recs {
		m := rec.AsMap()
		k := str(m, "key")
		byKey[k] = append(byKey[k], decode(m))
	}
	for i, k := range keys {
		if g := byKey[k]; g != nil {
			out[i] = slices.Clone(g)
		}
	}
	return out, nil
}
