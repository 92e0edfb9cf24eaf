package resolvers

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// The selections the view tests ask for: what a match page, a player page
// and a pass-link chart show, and everything an item has.
const (
	matchSel = `id title date homeScore awayScore home { id name aliases } away { id name }
  goals { id minute addedTime kind order disputed scorer { id name aliases goalCount } assist { id name clubs { id } }
    chain { order kind from { id name } to { id name assistCount } } source { sentence } }`
	matchBare  = `id home { name } goals { scorer { name } }`
	playerSel  = `id name aliases goalCount passedTo { to { id name } count goals { id minute kind chain { kind } } } receivedFrom { from { id name aliases } count goals { id addedTime sources { sentence } scorer { name } match { id } } }`
	playerBare = `name passedTo { to { name } count goals { id minute kind } } receivedFrom { from { name } count }`
	linkSel    = `from { id name goalCount } to { id name clubs { id } } count goals { id minute scorer { name } }`
)

// ids reads the IDs of the fixture store's matches and of the players with
// the most goals.
func viewIDs(t *testing.T, srv *server) (matches, players []string) {
	t.Helper()
	var got struct {
		Matches struct {
			Edges []struct{ Node struct{ ID string } }
		}
		Players struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	srv.query(&got, `{ matches(first: 10) { edges { node { id } } } players(orderBy: GOALS, first: 6) { edges { node { id } } } }`, nil)
	for _, e := range got.Matches.Edges {
		matches = append(matches, e.Node.ID)
	}
	for _, e := range got.Players.Edges {
		players = append(players, e.Node.ID)
	}
	if len(matches) < 3 || len(players) < 3 {
		t.Fatalf("fixtures have %d matches and %d players, want at least 3 of each", len(matches), len(players))
	}
	return matches, players
}

// raw runs a query that must succeed and returns its data as JSON text.
func raw(srv *server, query string, vars map[string]any) string {
	var got json.RawMessage
	srv.query(&got, query, vars)
	return string(got)
}

// TestViewsAnswerAsLoaders checks that the root fields that read views
// (match, matches, player, passLinks) answer exactly what the same
// selection answers when reached through node, which loads relation by
// relation.
func TestViewsAnswerAsLoaders(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	matches, players := viewIDs(t, srv)
	for _, sel := range []string{matchSel, matchBare} {
		for _, id := range matches {
			vars := map[string]any{"id": id}
			view := raw(srv, `query($id: ID!) { it: match(id: $id) { `+sel+` } }`, vars)
			loaded := raw(srv, `query($id: ID!) { it: node(id: $id) { ... on Match { `+sel+` } } }`, vars)
			if view != loaded {
				t.Errorf("match(%s) { %s }\n view: %s\nloads: %s", id, sel, view, loaded)
			}
		}
		var page struct {
			Matches struct {
				Edges []struct{ Node json.RawMessage }
			}
		}
		srv.query(&page, `{ matches(first: 10) { edges { node { `+sel+` } } } }`, nil)
		var first struct {
			Matches struct{ PageInfo struct{ EndCursor string } }
		}
		srv.query(&first, `{ matches(first: 1) { pageInfo { endCursor } } }`, nil)
		for _, tc := range []struct {
			after any
			next  bool
		}{{nil, true}, {first.Matches.PageInfo.EndCursor, false}} {
			after, vars := tc.after, map[string]any{"after": tc.after}
			counted := raw(srv, `query($after: String) { matches(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { `+sel+` } } } }`, vars)
			plain := raw(srv, `query($after: String) { matches(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`, vars)
			paged := raw(srv, `query($after: String) { matches(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`, vars)
			if !strings.Contains(counted, `"totalCount":3`) || !strings.Contains(plain, `"totalCount":3`) ||
				!strings.Contains(paged, `"hasNextPage":`+strconv.FormatBool(tc.next)) || !strings.Contains(counted, `"hasNextPage":`+strconv.FormatBool(tc.next)) {
				t.Errorf("matches(first: 2, after: %q): counts or next page wrong:\n%s\n%s\n%s", after, counted, plain, paged)
			}
		}
		for i, e := range page.Matches.Edges {
			loaded := raw(srv, `query($id: ID!) { node(id: $id) { ... on Match { `+sel+` } } }`, map[string]any{"id": matches[i]})
			if want := `{"node":` + string(e.Node) + `}`; loaded != want {
				t.Errorf("matches page item %d { %s }\n view: %s\nloads: %s", i, sel, want, loaded)
			}
		}
	}
	for _, sel := range []string{playerSel, playerBare} {
		for _, id := range players {
			vars := map[string]any{"id": id}
			view := raw(srv, `query($id: ID!) { it: player(id: $id) { `+sel+` } }`, vars)
			loaded := raw(srv, `query($id: ID!) { it: node(id: $id) { ... on Player { `+sel+` } } }`, vars)
			if view != loaded {
				t.Errorf("player(%s) { %s }\n view: %s\nloads: %s", id, sel, view, loaded)
			}
		}
	}
	var links struct{ PassLinks []json.RawMessage }
	srv.query(&links, `{ passLinks(first: 5) { `+linkSel+` } }`, nil)
	if len(links.PassLinks) == 0 {
		t.Fatal("passLinks: none in the fixtures")
	}
	var outs struct {
		Node struct{ PassedTo []json.RawMessage }
	}
	var first struct{ From struct{ ID string } }
	if err := json.Unmarshal(links.PassLinks[0], &first); err != nil {
		t.Fatal(err)
	}
	srv.query(&outs, `query($id: ID!) { node(id: $id) { ... on Player { passedTo { `+linkSel+` } } } }`, map[string]any{"id": first.From.ID})
	if len(outs.Node.PassedTo) == 0 || string(outs.Node.PassedTo[0]) != string(links.PassLinks[0]) {
		t.Errorf("top pass link %s, not the first link from its passer: %s", links.PassLinks[0], outs.Node.PassedTo)
	}
}

// TestViewsKeepWhatOtherFieldsRead checks that a view leaving out what its
// own selection does not show never starves another field of the same
// request that reaches the same items: every root field answers in
// company as it answers alone.
func TestViewsKeepWhatOtherFieldsRead(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	matches, players := viewIDs(t, srv)
	var out struct {
		Player struct {
			ReceivedFrom []struct{ Goals []struct{ ID string } }
		}
	}
	srv.query(&out, `query($p: ID!) { player(id: $p) { receivedFrom { goals { id } } } }`, map[string]any{"p": players[0]})
	if len(out.Player.ReceivedFrom) == 0 || len(out.Player.ReceivedFrom[0].Goals) == 0 {
		t.Fatalf("player %s has no pass links in the fixtures", players[0])
	}
	vars := map[string]any{"m": matches[0], "p": players[0], "g": out.Player.ReceivedFrom[0].Goals[0].ID}
	fields := []string{
		`f: player(id: $p) { receivedFrom { goals { id kind } } }`,
		`g: node(id: $g) { ... on Goal { scorer { name } match { id } club { id } assist { id } addedTime order } }`,
		`a: match(id: $m) { goals { scorer { name } } }`,
		`b: node(id: $p) { ... on Player { name aliases goalCount assistCount clubs { id } } }`,
		`c: match(id: $m) { goals { id chain { from { name } } sources { sentence } } }`,
		`d: player(id: $p) { passedTo { goals { disputed source { sentence } } } }`,
		`e: matches(first: 3) { edges { node { goals { ...G } } } }`,
	}
	const frag = ` fragment G on Goal { scorer { aliases clubs { name } } }`
	alone := map[string]json.RawMessage{}
	for _, f := range fields {
		var got map[string]json.RawMessage
		q := `query($m: ID!, $p: ID!, $g: ID!) { ` + f + ` __typename m: node(id: $m) { id } p: node(id: $p) { id } gg: node(id: $g) { id } }`
		if strings.Contains(f, "...G") {
			q += frag
		}
		srv.query(&got, q, vars)
		for k, v := range got {
			alone[k] = v
		}
	}
	for _, order := range [][]int{{0, 1, 2, 3, 4, 5, 6}, {6, 5, 4, 3, 2, 1, 0}, {2, 0, 4, 1, 3, 6, 5}} {
		var q strings.Builder
		q.WriteString(`query($m: ID!, $p: ID!, $g: ID!) { `)
		for _, i := range order {
			q.WriteString(fields[i] + " ")
		}
		q.WriteString("__typename m: node(id: $m) { id } p: node(id: $p) { id } gg: node(id: $g) { id } }" + frag)
		var together map[string]json.RawMessage
		srv.query(&together, q.String(), vars)
		for k, v := range alone {
			if string(together[k]) != string(v) {
				t.Errorf("field %s in company (order %v):\n%s\nalone:\n%s", k, order, together[k], v)
			}
		}
	}
}

// TestViewRoundTrips checks that a match page, a player page and a pass
// link chart each cost one store call.
func TestViewRoundTrips(t *testing.T) {
	s := counting(fixtureStore(t))
	srv := newServer(t, s)
	matches, players := viewIDs(t, srv)
	for _, tc := range []struct {
		query string
		vars  map[string]any
	}{
		{`query($id: ID!) { match(id: $id) { ` + matchSel + ` } }`, map[string]any{"id": matches[0]}},
		{`query($id: ID!) { player(id: $id) { ` + playerBare + ` } }`, map[string]any{"id": players[0]}},
		{`{ passLinks(first: 50) { from { name } to { name } count } }`, nil},
		{`{ matches(first: 50) { edges { node { ` + matchBare + ` } } } }`, nil},
	} {
		s.reset()
		raw(srv, tc.query, tc.vars)
		if total, by := s.reset(); total != 1 {
			t.Errorf("%s: %d store calls %v, want 1", tc.query, total, by)
		}
	}
}

// TestUnknownDateIsNull checks that a match no report dates answers date
// null, never "".
func TestUnknownDateIsNull(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	out := raw(srv, `{ matches(first: 10) { edges { node { date } } } }`, nil)
	if !strings.Contains(out, `"date":null`) || strings.Contains(out, `"date":""`) {
		t.Errorf("matches' dates: %s; want the undated fixture match as null", out)
	}
}
