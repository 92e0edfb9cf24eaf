package graph

import (
	"slices"
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
	Items       []T
	Cursors     []string // Cursors[i] is the cursor of Items[i]: a page after it starts with the next item
	Total       int      // size of the whole list
	HasNext     bool     // items follow this page
	HasPrevious bool     // the page follows a cursor
}

// End returns the cursor of the page's last item, which the next page
// starts after, or "" for an empty page.
func (c Connection[T]) End() string {
	if len(c.Cursors) == 0 {
		return ""
	}
	return c.Cursors[len(c.Cursors)-1]
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
