package neo4j

import (
	"context"
	"slices"
	"time"

	"pitchgraph/graph"
)

// Every list is read in one statement that counts the items that match
// and reads the page: the items whose key comes after the cursor's (see
// graph.Key), in the list's order, and one more, which tells whether a
// next page exists. listStatement puts it together from a list's parts:
// match binds the items that match the filter (and what the order needs),
// keyset is true of those after the cursor ($an, $at, $ai, $atime hold
// its key), order orders them and fields projects one.
func listStatement(match, keyset, order, fields string) string {
	return `
CALL () {` + match + `
  RETURN count(*) AS total
}
CALL () {` + match + `
  WITH * WHERE NOT $after OR (` + keyset + `)
  WITH * ORDER BY ` + order + `
  LIMIT $limit + 1
  RETURN collect(` + fields + `) AS items
}
RETURN total, items`
}

// keyParams sets the parameters of a cursor's key (none: the first page).
func keyParams(params map[string]any, after *graph.Key) {
	var k graph.Key
	if after != nil {
		k = *after
	}
	params["after"], params["an"], params["at"], params["ai"] = after != nil, k.Num, k.Text, k.ID
	params["atime"] = time.Unix(0, k.Num).UTC()
}

// list runs a listStatement for page p of list l and decodes its items.
func list[T any](ctx context.Context, s *Store, op, cypher string, params map[string]any, p graph.Page, l graph.List, decode func(map[string]any) T, keyOf func(*T) graph.Key) (graph.Connection[T], error) {
	after, limit, err := p.Start(l)
	if err != nil {
		return graph.Connection[T]{}, err
	}
	keyParams(params, after)
	params["limit"] = limit
	c := graph.Connection[T]{HasPrevious: after != nil}
	recs, err := s.query(ctx, op, cypher, params)
	if err != nil || len(recs) == 0 {
		return c, err
	}
	total, _ := field(recs[0], "total").(int64)
	c.Total = int(total)
	items := mapList(field(recs[0], "items"))
	if len(items) > limit {
		items, c.HasNext = items[:limit], true
	}
	if len(items) > 0 {
		c.Items = make([]T, len(items))
		for i, m := range items {
			c.Items[i] = decode(m)
		}
		c.Cursors = graph.Cursors(c.Items, l, keyOf)
	}
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
