package graph

import (
	"encoding/base64"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
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
	if len(p.After) > maxCursor {
		return 0, 0, badCursor(p.After)
	}
	raw, err := base64.RawURLEncoding.DecodeString(p.After)
	n, convErr := strconv.Atoi(strings.TrimPrefix(string(raw), "o:"))
	if err != nil || convErr != nil || !strings.HasPrefix(string(raw), "o:") || n < 0 || n >= maxPosition {
		return 0, 0, badCursor(p.After)
	}
	return n + 1, limit, nil
}

// maxCursor is the longest cursor Bounds decodes, in bytes, and
// maxPosition a position beyond any list, so that offsets and offset
// plus limit never overflow.
const (
	maxCursor   = 256
	maxPosition = 1 << 48
)

// badCursor is the error of a cursor Bounds cannot read. It quotes at most
// the first few dozen bytes of the cursor, so that a huge one is not sent
// back whole.
func badCursor(cursor string) *Error {
	return Errorf(EINVALID, "malformed cursor %s (%d bytes): pass a cursor this list returned (an edge's cursor or pageInfo.endCursor)",
		Excerpt(cursor, 32), len(cursor))
}

// Excerpt quotes s as Go would, cut to its first max bytes (on a rune
// boundary) with "…" after the quote when it was longer, for error
// messages that repeat what a client sent.
func Excerpt(s string, max int) string {
	if len(s) <= max {
		return strconv.Quote(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
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

// The largest search query stores take: longer ones, or ones with more
// words, are EINVALID (Store.Search). Names are a few words long, so a
// query that needs more is no search a user makes, and every word costs a
// pass over the candidates.
const (
	MaxSearchBytes = 200
	MaxSearchWords = 8
)

// SearchWords returns the distinct folded words of a search query, or
// the EINVALID error of a query longer than MaxSearchBytes or with more
// than MaxSearchWords distinct words.
func SearchWords(query string) ([]string, error) {
	if len(query) > MaxSearchBytes {
		return nil, Errorf(EINVALID, "the search query is %d bytes; at most %d are searched (a few words of a name)", len(query), MaxSearchBytes)
	}
	var words []string
	for _, w := range strings.Fields(Fold(query)) {
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	if len(words) > MaxSearchWords {
		return nil, Errorf(EINVALID, "the search query has %d words; at most %d are searched (a few words of a name)", len(words), MaxSearchWords)
	}
	return words, nil
}
