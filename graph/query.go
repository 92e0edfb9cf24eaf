package graph

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// ClubWhere filters clubs. Empty fields do not filter.
type ClubWhere struct {
	Name string // the folded name or an alias contains it
}

// PlayerWhere filters players. Empty fields do not filter.
type PlayerWhere struct {
	Name   string // the folded name or an alias contains it
	ClubID string // the player appeared for this club
}

// MatchWhere filters matches. Empty fields do not filter.
type MatchWhere struct {
	ClubID      string // home or away
	PlayerID    string // the player appeared in it
	Competition string // folded equality
	From, To    string // YYYY-MM-DD, inclusive; undated matches are excluded when either is set
}

// GoalWhere filters goals. Empty fields do not filter.
type GoalWhere struct {
	MatchID  string
	ScorerID string
	AssistID string
	ClubID   string
	Kind     GoalKind
}

// PassLinkWhere filters the passes counted into links. Empty fields do not filter.
type PassLinkWhere struct {
	FromID  string
	ToID    string
	ClubID  string // passes in build-ups of this club's goals
	MatchID string // passes in build-ups of this match's goals
}

// PlayerOrder orders player lists.
type PlayerOrder int

// The player orders; counts sort descending, ties by name then ID.
const (
	PlayersByName PlayerOrder = iota
	PlayersByGoals
	PlayersByAssists
)

// MaxPage is the largest page a list returns, whatever First asks.
const MaxPage = 100

// Page asks for First items after the cursor After ("" for the start).
type Page struct {
	First int
	After string
}

// Connection is one page of a list.
type Connection[T any] struct {
	Items   []T
	Offset  int  // position of Items[0] in the whole list
	Total   int  // size of the whole list
	HasNext bool // items follow this page
}

// Cursor returns the cursor of the item at position i of the whole list.
func Cursor(i int) string {
	return base64.RawURLEncoding.EncodeToString([]byte("o:" + strconv.Itoa(i)))
}

// Bounds checks a page request and returns the offset of its first item and
// the number of items to return (at most MaxPage).
func (p Page) Bounds() (offset, limit int, err error) {
	if p.First < 0 {
		return 0, 0, Errorf(EINVALID, "first must not be negative, got %d", p.First)
	}
	limit = min(p.First, MaxPage)
	if p.After == "" {
		return 0, limit, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(p.After)
	n, convErr := strconv.Atoi(strings.TrimPrefix(string(raw), "o:"))
	if err != nil || convErr != nil || !strings.HasPrefix(string(raw), "o:") || n < 0 {
		return 0, 0, Errorf(EINVALID, "malformed cursor %q", p.After)
	}
	return n + 1, limit, nil
}

// Slice returns the page of items the request p selects from a whole,
// already ordered list. Stores that hold the list in memory use it.
func Slice[T any](all []T, p Page) (Connection[T], error) {
	off, limit, err := p.Bounds()
	if err != nil {
		return Connection[T]{}, err
	}
	c := Connection[T]{Offset: off, Total: len(all)}
	if off >= len(all) {
		return c, nil
	}
	end := min(off+limit, len(all))
	c.Items = all[off:end]
	c.HasNext = end < len(all)
	return c, nil
}
