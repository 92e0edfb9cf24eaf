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

// set is a set of IDs, kept sorted. Most sets of the indexes hold a few
// IDs, where a sorted slice costs a fraction of a map and reads as fast.
type set []string

// has tells whether id is in s.
func (s set) has(id string) bool {
	_, ok := slices.BinarySearch(s, id)
	return ok
}

// add puts id in s and tells whether it was missing.
func (s *set) add(id string) bool {
	i, ok := slices.BinarySearch(*s, id)
	if !ok {
		*s = slices.Insert(*s, i, id)
	}
	return !ok
}

// remove takes id out of s and tells whether it was there. A set that
// shrinks to a quarter of its capacity gives the rest back.
func (s *set) remove(id string) bool {
	i, ok := slices.BinarySearch(*s, id)
	if ok {
		*s = slices.Delete(*s, i, i+1)
		if len(*s) <= cap(*s)/4 {
			*s = slices.Clip(slices.Clone(*s))
		}
	}
	return ok
}

// sorted returns the members of s, in order, in a slice the caller owns.
func (s set) sorted() []string { return slices.Clone(s) }

// index maps a key to a set of IDs.
type index map[string]set

func (ix index) add(k, id string) {
	if k == "" {
		return
	}
	s := ix[k]
	if s.add(id) {
		ix[k] = s
	}
}

func (ix index) remove(k, id string) {
	s := ix[k]
	if !s.remove(id) {
		return
	}
	if len(s) == 0 {
		delete(ix, k)
	} else {
		ix[k] = s
	}
}

// pair is a pass link's key: who passed, who received.
type pair struct{ from, to string }

// The player name indexes, memory.names[...].
const (
	fullName = iota
	aliasName
	lastWord
)
