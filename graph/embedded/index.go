package embedded

import (
	"slices"
)

// node is one merged node and the contributions it was merged from.
type node[T any] struct {
	val    T
	folded []string      // folded name and aliases (clubs, players); competition, venue, date (matches)
	from   map[string]*T // report ID -> that report's version
	newest string        // the newest report in from, once merged
	added  string        // the report that just added its version, if any
}

// remerge sets a node's value from its versions. When the report that just
// added a version is newer than all the others (the usual case: reports
// arrive in time order) merging the old value with the new version gives
// the same result, without sorting every version: the merge rules only
// fill what older reports left unknown and add names, clubs and sources.
func remerge[T any](m *memory, n *node[T], merge func([]*T) T) {
	if n.added != "" && n.newest != "" && m.older(n.newest, n.added) < 0 {
		n.val = merge([]*T{&n.val, n.from[n.added]})
		n.newest = n.added
		return
	}
	ids := make([]string, 0, len(n.from))
	for id := range n.from {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, m.older)
	vs := make([]*T, len(ids))
	for i, id := range ids {
		vs[i] = n.from[id]
	}
	n.val = merge(vs)
	n.newest = ids[len(ids)-1]
}

// support records (v non-nil) or withdraws (v nil) report rid's version of
// node id and returns the node, nil when no report supports it any more.
func support[T any](nodes map[string]*node[T], id, rid string, v *T) *node[T] {
	n := nodes[id]
	if n == nil {
		if v == nil {
			return nil
		}
		n = &node[T]{from: map[string]*T{}}
		nodes[id] = n
	}
	n.added = ""
	if v != nil {
		n.from[rid] = v
		n.added = rid
	} else {
		delete(n.from, rid)
	}
	return n
}

func ptrIf[T any](ok bool, p *T) *T {
	if ok {
		return p
	}
	return nil
}

// set is a set of IDs.
type set map[string]struct{}

// index maps a key to a set of IDs.
type index map[string]set

func (ix index) add(k, id string) {
	if k == "" {
		return
	}
	s := ix[k]
	if s == nil {
		s = set{}
		ix[k] = s
	}
	s[id] = struct{}{}
}

func (ix index) remove(k, id string) {
	if s := ix[k]; s != nil {
		delete(s, id)
		if len(s) == 0 {
			delete(ix, k)
		}
	}
}

func (s set) sorted() []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// min returns the smallest member of a non-empty set.
func (s set) min() string {
	first, out := true, ""
	for k := range s {
		if first || k < out {
			first, out = false, k
		}
	}
	return out
}

// pair is a pass link's key: who passed, who received.
type pair struct{ from, to string }

// The player name indexes, memory.names[...].
const (
	fullName = iota
	aliasName
	lastWord
)
