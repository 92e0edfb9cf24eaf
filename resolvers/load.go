package resolvers

import (
	"context"

	"github.com/vikstrous/dataloadgen"

	"pitchgraph/graph"
)

// one loads the item a reference names; a dangling reference (the item was
// deleted meanwhile) is ENOTFOUND.
func one[T any](ctx context.Context, l *dataloadgen.Loader[string, *T], kind, id string) (*T, error) {
	v, err := l.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, graph.Errorf(graph.ENOTFOUND, "%s %q not found", kind, id)
	}
	return v, nil
}

// optional loads the item an optional reference names: nil for "".
func optional[T any](ctx context.Context, l *dataloadgen.Loader[string, *T], id string) (*T, error) {
	if id == "" {
		return nil, nil
	}
	return l.Load(ctx, id)
}

// all loads items by ID, in order, leaving out IDs that name nothing.
func all[T any](ctx context.Context, l *dataloadgen.Loader[string, *T], ids []string) ([]T, error) {
	vs, err := l.LoadAll(ctx, ids)
	if err == nil {
		err = ctx.Err() // a request that ended while its batch loaded needs no list
	}
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(vs))
	for _, v := range vs {
		if v != nil {
			out = append(out, *v)
		}
	}
	return out, nil
}

// related loads the IDs a relation loader gives for id, then their items.
func related[T any](ctx context.Context, rel *dataloadgen.Loader[string, []string], l *dataloadgen.Loader[string, *T], id string) ([]T, error) {
	ids, err := rel.Load(ctx, id)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	return all(ctx, l, ids)
}

// orNil returns v as an interface value, or an untyped nil when v is nil, so
// that a missing node is null rather than a typed nil.
func orNil[T any](v *T, err error) (any, error) {
	if err != nil || v == nil {
		return nil, err
	}
	return v, nil
}

// nullable returns nil for the domain's "unknown" empty string.
func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// derefWhere returns the filter a where argument gives, or the zero filter
// (no filtering) when the argument is absent.
func derefWhere[W any](w *W) W {
	var zero W
	if w == nil {
		return zero
	}
	return *w
}
