package embedded

import "pitchgraph/graph"

// copier makes the deep copies that the one-relation reads hand out, as
// the Clone methods do, but takes their lists and numbers from a few
// blocks shared by the whole answer instead of a few allocations per item.
// The pieces never overlap: a caller may change one item's lists without
// reaching another's. The zero copier is ready to use; one that measures
// first (measure, the same copies with their results dropped, then
// allocate) takes blocks of just the right size.
type copier struct {
	ints    chunks[int]
	strs    chunks[string]
	passes  chunks[graph.Pass]
	sources chunks[graph.Source]
}

// measure makes the copies that follow count what they need and return
// nothing of use, until allocate.
func (cp *copier) measure() {
	cp.ints.sizing, cp.strs.sizing, cp.passes.sizing, cp.sources.sizing = true, true, true, true
}

// allocate takes blocks for what the copies since measure needed.
func (cp *copier) allocate() {
	cp.ints.allocate()
	cp.strs.allocate()
	cp.passes.allocate()
	cp.sources.allocate()
}

// chunks hands out pieces of blocks it allocates as needed.
type chunks[T any] struct {
	buf    []T
	sizing bool
	need   int
}

func (c *chunks[T]) allocate() {
	if c.need > 0 {
		c.buf = make([]T, 0, c.need)
	}
	c.sizing, c.need = false, 0
}

// copy returns a copy of src that shares no memory with it: nil for nil,
// an empty list for an empty one.
func (c *chunks[T]) copy(src []T) []T {
	if len(src) == 0 {
		return src[:0:0]
	}
	out := c.take(len(src))
	copy(out, src)
	return out
}

// take returns a piece of n zero items (nil while sizing).
func (c *chunks[T]) take(n int) []T {
	if c.sizing {
		c.need += n
		return nil
	}
	if cap(c.buf)-len(c.buf) < n {
		c.buf = make([]T, 0, max(n, 2*cap(c.buf), 4))
	}
	i := len(c.buf)
	c.buf = c.buf[:i+n]
	return c.buf[i : i+n : i+n]
}

func (cp *copier) int(p *int) *int {
	if p == nil {
		return nil
	}
	x := cp.ints.take(1)
	if x == nil {
		return nil
	}
	x[0] = *p
	return &x[0]
}

func (cp *copier) club(c *graph.Club) graph.Club {
	x := *c
	x.Aliases = cp.strs.copy(c.Aliases)
	return x
}

func (cp *copier) player(p *graph.Player) graph.Player {
	x := *p
	x.Aliases = cp.strs.copy(p.Aliases)
	x.ClubIDs = cp.strs.copy(p.ClubIDs)
	return x
}

func (cp *copier) match(m *graph.Match) graph.Match {
	x := *m
	x.HomeScore, x.AwayScore = cp.int(m.HomeScore), cp.int(m.AwayScore)
	return x
}

func (cp *copier) goal(g *graph.Goal) graph.Goal {
	x := *g
	x.Minute, x.Added = cp.int(g.Minute), cp.int(g.Added)
	x.Chain = cp.passes.copy(g.Chain)
	x.Sources = cp.sourceList(g.Sources)
	return x
}

func (cp *copier) card(c *graph.Card) graph.Card {
	x := *c
	x.Minute = cp.int(c.Minute)
	x.Sources = cp.sourceList(c.Sources)
	return x
}

func (cp *copier) sourceList(ss []graph.Source) []graph.Source {
	out := cp.sources.copy(ss)
	for i := range ss {
		minute, added := cp.int(ss[i].Minute), cp.int(ss[i].Added)
		if out != nil { // not sizing
			out[i].Minute, out[i].Added = minute, added
		}
	}
	return out
}
