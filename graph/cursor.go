package graph

import (
	"cmp"
	"encoding/base64"
	"encoding/json"
	"sort"
	"strings"
	"unicode/utf8"
)

// Lists page with keyset cursors: a cursor holds the sort key of the item
// a page follows (the values the list is ordered by, and the item's ID,
// which breaks ties), and the next page starts with the first item whose
// key comes after it. So a page costs what its size costs, whatever its
// depth, and paging on while reports come and go neither repeats an item
// nor skips one that stayed: an item inserted before the cursor is not
// seen, one deleted is not missed by the others.

// List names a list order, so that a cursor is used only with the order it
// came from. A cursor of a list works with any filter of it.
type List string

// The lists that page.
const (
	ListClubs            List = "clubs"   // by folded name, then ID
	ListPlayersByName    List = "players" // by folded name, then ID
	ListPlayersByGoals   List = "players-goals"
	ListPlayersByAssists List = "players-assists"
	ListMatches          List = "matches" // newest date first, undated last, then ID
	ListGoals            List = "goals"   // by match ID, then order in the match, then ID
	ListReports          List = "reports" // most recently ingested first, then ID
)

// PlayerList is the list of players in order o.
func PlayerList(o PlayerOrder) List {
	switch o {
	case PlayersByGoals:
		return ListPlayersByGoals
	case PlayersByAssists:
		return ListPlayersByAssists
	}
	return ListPlayersByName
}

// Key is the sort key of an item in its list. Which fields a list uses:
//
//	clubs, players by name   Text: the folded name
//	players by goals/assists Num: the count (descending), Text: the folded name
//	matches                  Text: the date, "" when unknown (last)
//	goals                    Text: the match ID, Num: the order in the match
//	reports                  Num: IngestedAt in Unix nanoseconds (descending)
//
// and ID always, last.
type Key struct {
	Num  int64  `json:"n,omitempty"`
	Text string `json:"t,omitempty"`
	ID   string `json:"i"`
}

// ClubKey is a club's key in ListClubs.
func ClubKey(c *Club) Key { return Key{Text: Fold(c.Name), ID: c.ID} }

// PlayerKey is a player's key in the list of players in order o.
func PlayerKey(p *Player, o PlayerOrder) Key {
	k := Key{Text: Fold(p.Name), ID: p.ID}
	switch o {
	case PlayersByGoals:
		k.Num = int64(p.GoalCount)
	case PlayersByAssists:
		k.Num = int64(p.AssistCount)
	}
	return k
}

// MatchKey is a match's key in ListMatches.
func MatchKey(m *Match) Key { return Key{Text: m.Date, ID: m.ID} }

// GoalKey is a goal's key in ListGoals.
func GoalKey(g *Goal) Key { return Key{Text: g.MatchID, Num: int64(g.Order), ID: g.ID} }

// ReportKey is a report's key in ListReports.
func ReportKey(r *Report) Key { return Key{Num: r.IngestedAt.UnixNano(), ID: r.ID} }

// Compare orders two keys as list l orders its items.
func (l List) Compare(a, b Key) int {
	switch l {
	case ListPlayersByGoals, ListPlayersByAssists:
		return cmp.Or(cmp.Compare(b.Num, a.Num), strings.Compare(a.Text, b.Text), strings.Compare(a.ID, b.ID))
	case ListMatches:
		var c int
		switch {
		case a.Text == b.Text:
		case a.Text == "":
			c = 1
		case b.Text == "":
			c = -1
		default:
			c = strings.Compare(b.Text, a.Text)
		}
		return cmp.Or(c, strings.Compare(a.ID, b.ID))
	case ListGoals:
		return cmp.Or(strings.Compare(a.Text, b.Text), cmp.Compare(a.Num, b.Num), strings.Compare(a.ID, b.ID))
	case ListReports:
		return cmp.Or(cmp.Compare(b.Num, a.Num), strings.Compare(a.ID, b.ID))
	}
	return cmp.Or(strings.Compare(a.Text, b.Text), strings.Compare(a.ID, b.ID))
}

// cursorKey is a cursor's content: the list and the key.
type cursorKey struct {
	List List `json:"l"`
	Key
}

// Cursor returns the cursor of the item with key k in list l: a page asked
// after it starts with the next item.
func (l List) Cursor(k Key) string {
	b, _ := json.Marshal(cursorKey{l, k})
	return base64.RawURLEncoding.EncodeToString(b)
}

// Start checks a page request against list l and returns the key the page
// follows (nil for the first page) and the number of items to return (at
// most MaxPage). A cursor that is not one of l's is EINVALID, and so is a
// position cursor of earlier versions ("o:N").
func (p Page) Start(l List) (after *Key, limit int, err error) {
	if p.First < 0 {
		return nil, 0, Errorf(EINVALID, "first must not be negative, got %d", p.First)
	}
	limit = min(p.First, MaxPage)
	if p.After == "" {
		return nil, limit, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(p.After)
	if err == nil && strings.HasPrefix(string(raw), "o:") {
		return nil, 0, Errorf(EINVALID, "cursor %s is a position cursor of an earlier version, no longer accepted: page again from the start", quoteCursor(p.After))
	}
	var c cursorKey
	if err != nil || json.Unmarshal(raw, &c) != nil || c.List == "" || c.ID == "" {
		return nil, 0, Errorf(EINVALID, "malformed cursor %s", quoteCursor(p.After))
	}
	if c.List != l {
		return nil, 0, Errorf(EINVALID, "cursor %s belongs to the %s list, not to %s", quoteCursor(p.After), c.List, l)
	}
	return &c.Key, limit, nil
}

// quoteCursor quotes a cursor for an error message, cut short: a client
// may send anything, and the message should not repeat it at length.
func quoteCursor(s string) string {
	const most = 24
	if len(s) <= most {
		return strQuote(s)
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strQuote(s[:cut] + "…")
}

func strQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Slice returns the page of items the request p selects from a whole list
// ordered as l orders it, keyOf giving each item's key. Stores that hold
// the list in memory use it: the page's start is found by binary search.
func Slice[T any](all []T, p Page, l List, keyOf func(T) Key) (Connection[T], error) {
	after, limit, err := p.Start(l)
	if err != nil {
		return Connection[T]{}, err
	}
	start := 0
	if after != nil {
		start = sort.Search(len(all), func(i int) bool { return l.Compare(keyOf(all[i]), *after) > 0 })
	}
	end := min(start+limit, len(all))
	c := Connection[T]{Total: len(all), HasPrevious: after != nil, HasNext: end < len(all)}
	if start < end {
		c.Items = all[start:end]
		c.Cursors = make([]string, len(c.Items))
		for i, it := range c.Items {
			c.Cursors[i] = l.Cursor(keyOf(it))
		}
	}
	return c, nil
}

// Cursors returns the cursors of items in list l.
func Cursors[T any](items []T, l List, keyOf func(*T) Key) []string {
	out := make([]string, len(items))
	for i := range items {
		out[i] = l.Cursor(keyOf(&items[i]))
	}
	return out
}
