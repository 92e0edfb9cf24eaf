package neo4j

import (
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Values come back from the driver as any: strings, int64, bool, []any,
// map[string]any, time.Time or nil. These helpers read them forgivingly,
// so a missing property reads as the zero value.

func str(m map[string]any, k string) string {
	s, _ := m[k].(string)
	return s
}

func num(m map[string]any, k string) int {
	n, _ := m[k].(int64)
	return int(n)
}

func numPtr(m map[string]any, k string) *int {
	n, ok := m[k].(int64)
	if !ok {
		return nil
	}
	v := int(n)
	return &v
}

func instant(m map[string]any, k string) time.Time {
	t, _ := m[k].(time.Time)
	return t.UTC()
}

func strs(m map[string]any, k string) []string {
	l, _ := m[k].([]any)
	out := make([]string, 0, len(l))
	for _, v := range l {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func mapList(v any) []map[string]any {
	l, _ := v.([]any)
	out := make([]map[string]any, 0, len(l))
	for _, e := range l {
		if m, ok := e.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

func mapOf(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// field returns the value of a record's column, nil when absent.
func field(rec *neo4j.Record, key string) any {
	v, _ := rec.Get(key)
	return v
}

// orNil turns "" into nil, so optional text is not stored at all.
func orNil(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// intOrNil turns a nil *int into nil and any other into its value.
func intOrNil(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

// uniq returns ids without repeats, in first-seen order, dropping "".
func uniq(ids []string) []string {
	seen := make(map[string]bool, len(ids))
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
