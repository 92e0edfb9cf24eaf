package embedded

import (
	"slices"
)

// node is one merged node and the contributions it was merged from. The
// versions and merged values are never changed, only replaced, so a merged
// value may share memory with the versions.
type node[T any] struct {
	val    *T           // the merged node; a lone version of a match, goal or card is its own merge
	folded []string     // folded name and aliases (clubs, players); competition, venue, date (matches)
	from   []version[T] // each supporting report's version, oldest report first
	grown  bool         // the last change added a version newer than all the others
}

// version is one report's account of a node.
type version[T any] struct {
	rid string
	v   *T
}

// remerge sets a node's value from its versions. When the last change
// added a version newer than all the others (the usual case: reports
// arrive in time order) merging the old value with the new version gives
// the same result, without going over every version: the merge rules only
// fill what older reports left unknown and add names, clubs and sources.
func remerge[T any](n *node[T], merge func([]*T) *T) {
	if n.grown {
		n.val = merge([]*T{n.val, n.from[len(n.from)-1].v})
		return
	}
	vs := make([]*T, len(n.from))
	for i, x := range n.from {
		vs[i] = x.v
	}
	n.val = merge(vs)
}

// support records (v non-nil) or withdraws (v nil) report rid's version of
// node id and returns the node, nil when no report supports it any more.
func support[T any](m *memory, nodes map[string]*node[T], id, rid string, v *T) *node[T] {
	n := nodes[id]
	if n == nil {
		if v == nil {
			return nil
		}
		n = &node[T]{}
		nodes[id] = n
	}
	n.grown = false
	at := func(x version[T], rid string) int { return m.older(x.rid, rid) }
	switch i, found := slices.BinarySearchFunc(n.from, rid, at); {
	case v == nil && found:
		n.from = slices.Delete(n.from, i, i+1)
	case v == nil:
	case found:
		n.from[i].v = v
	default:
		n.grown = i > 0 && i == len(n.from)
		n.from = slices.Insert(n.from, i, version[T]{rid, v})
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
