package resolvers

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pitchgraph/graph"
)

type pass struct {
	Order int    `json:"order"`
	From  named  `json:"from"`
	To    named  `json:"to"`
	Kind  string `json:"kind"`
	Goal  struct {
		ID string `json:"id"`
	} `json:"goal"`
}

type source struct {
	Sentence string `json:"sentence"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Report   struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	} `json:"report"`
}

type goal struct {
	ID        string   `json:"id"`
	Order     int      `json:"order"`
	Minute    *int     `json:"minute"`
	AddedTime *int     `json:"addedTime"`
	Kind      string   `json:"kind"`
	Scorer    named    `json:"scorer"`
	Assist    *named   `json:"assist"`
	Club      named    `json:"club"`
	Chain     []pass   `json:"chain"`
	Source    source   `json:"source"`
	Sources   []source `json:"sources"`
}

type match struct {
	ID          string  `json:"id"`
	Title       string  `json:"title"`
	Date        *string `json:"date"`
	Competition *string `json:"competition"`
	Venue       *string `json:"venue"`
	Home        named   `json:"home"`
	Away        named   `json:"away"`
	HomeScore   *int    `json:"homeScore"`
	AwayScore   *int    `json:"awayScore"`
	Goals       []goal  `json:"goals"`
}

type pageInfoData struct {
	HasNextPage     bool    `json:"hasNextPage"`
	HasPreviousPage bool    `json:"hasPreviousPage"`
	EndCursor       *string `json:"endCursor"`
	StartCursor     *string `json:"startCursor"`
}

const matchesQuery = `query($first: Int, $after: String) {
  matches(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    edges { cursor node {
      id title date competition venue homeScore awayScore
      home { name } away { name }
      goals {
        id order minute addedTime kind
        scorer { name } assist { name } club { name }
        chain { order from { name } to { name } kind goal { id } }
        source { sentence start end report { id text } }
        sources { report { id } }
      }
    } }
  }
}`

type matchesData struct {
	Matches struct {
		TotalCount int          `json:"totalCount"`
		PageInfo   pageInfoData `json:"pageInfo"`
		Edges      []struct {
			Cursor string `json:"cursor"`
			Node   match  `json:"node"`
		} `json:"edges"`
	} `json:"matches"`
}

func TestMatchesWithGoalsAndChains(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	var page1 matchesData
	srv.query(&page1, matchesQuery, map[string]any{"first": 2})

	ms := page1.Matches
	if ms.TotalCount != 3 || len(ms.Edges) != 2 || !ms.PageInfo.HasNextPage || ms.PageInfo.HasPreviousPage {
		t.Fatalf("matches(first: 2): totalCount %d, %d edges, pageInfo %+v; want 3, 2, next page and no previous",
			ms.TotalCount, len(ms.Edges), ms.PageInfo)
	}
	titles := []string{ms.Edges[0].Node.Title, ms.Edges[1].Node.Title}
	if want := []string{"Kingsmere United v Northbridge Rovers", "Northbridge Rovers v Eastport Athletic"}; !cmp.Equal(titles, want) {
		t.Errorf("matches, newest first: titles %q, want %q", titles, want)
	}
	if got := *ms.PageInfo.EndCursor; got != ms.Edges[1].Cursor {
		t.Errorf("endCursor %q, want the last edge's cursor %q", got, ms.Edges[1].Cursor)
	}

	m := ms.Edges[1].Node
	if m.ID != m1 || *m.Date != "2023-09-16" || *m.Competition != "Coastal League" || *m.Venue != "Harbour Park" ||
		*m.HomeScore != 3 || *m.AwayScore != 1 {
		t.Errorf("match %s: id, date, competition, venue, score = %s %v %v %v %v-%v", m1, m.ID, *m.Date, *m.Competition, *m.Venue, *m.HomeScore, *m.AwayScore)
	}
	scorers := names(m.Goals, func(g goal) string { return g.Scorer.Name + " " + g.Kind })
	if want := []string{"Sam Carter OPEN_PLAY", "Luka Brežnik PENALTY", "Tom Hale OWN_GOAL", "Sam Carter OPEN_PLAY"}; !cmp.Equal(scorers, want) {
		t.Errorf("goals of %s in match order: %q, want %q", m1, scorers, want)
	}
	g1 := m.Goals[0]
	chain := names(g1.Chain, func(p pass) string { return p.From.Name + " -> " + p.To.Name + " " + p.Kind })
	if want := []string{"Niall Brennan -> Ade Okafor CORNER", "Ade Okafor -> Sam Carter FLICK_ON"}; !cmp.Equal(chain, want) {
		t.Errorf("chain of the first goal: %q, want %q", chain, want)
	}
	if g1.Assist == nil || g1.Assist.Name != "Ade Okafor" {
		t.Errorf("assist of the first goal = %v, want Ade Okafor (the last passer)", g1.Assist)
	}
	for i, p := range g1.Chain {
		if p.Order != i+1 || p.Goal.ID != g1.ID {
			t.Errorf("chain[%d]: order %d, goal %s; want %d, %s", i, p.Order, p.Goal.ID, i+1, g1.ID)
		}
	}
	if g2 := m.Goals[1]; g2.Assist != nil || len(g2.Chain) != 0 {
		t.Errorf("penalty: assist %v, chain %v; want none", g2.Assist, g2.Chain)
	}
	if g3 := m.Goals[2]; g3.Club.Name != "Northbridge Rovers" {
		t.Errorf("own goal counts for %q, want Northbridge Rovers", g3.Club.Name)
	}
	if g4 := m.Goals[3]; g4.Minute == nil || *g4.Minute != 90 || g4.AddedTime == nil || *g4.AddedTime != 3 || g4.Order != 3 {
		t.Errorf("stoppage-time goal: minute %v, addedTime %v, order %d; want 90+3, order 3", g4.Minute, g4.AddedTime, g4.Order)
	}
	src := g1.Source
	if src.Report.Text[src.Start:src.End] != src.Sentence || !strings.Contains(src.Sentence, "corner") {
		t.Errorf("source of the first goal: %q at [%d,%d) does not match its report text", src.Sentence, src.Start, src.End)
	}
	if len(g1.Sources) != 2 || g1.Sources[0].Report.ID != src.Report.ID {
		t.Errorf("first goal: %d sources (first %v), want 2 starting with source %s", len(g1.Sources), g1.Sources, src.Report.ID)
	}

	var page2 matchesData
	srv.query(&page2, matchesQuery, map[string]any{"first": 2, "after": *ms.PageInfo.EndCursor})
	ms = page2.Matches
	if len(ms.Edges) != 1 || ms.PageInfo.HasNextPage || !ms.PageInfo.HasPreviousPage {
		t.Fatalf("second page: %d edges, pageInfo %+v; want 1 edge, the last", len(ms.Edges), ms.PageInfo)
	}
	if m := ms.Edges[0].Node; m.Title != "Eastport Athletic v Union Sankt Brücken" || m.Date != nil || m.Venue != nil {
		t.Errorf("undated match last: title %q, date %v, venue %v; want the friendly, no date, no venue", m.Title, m.Date, m.Venue)
	}
}

func TestPlayer(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	const q = `query($name: String, $id: ID) { player(name: $name, id: $id) {
	  id name goalCount assistCount
	  clubs { name } matches { title }
	  goals { id } assists { id }
	  passedTo { to { name } count goals { id } }
	  receivedFrom { from { name } count }
	  cards { color match { id } }
	} }`
	type link struct {
		To    named `json:"to"`
		From  named `json:"from"`
		Count int   `json:"count"`
		Goals []struct {
			ID string `json:"id"`
		} `json:"goals"`
	}
	type player struct {
		Player *struct {
			ID           string  `json:"id"`
			Name         string  `json:"name"`
			GoalCount    int     `json:"goalCount"`
			AssistCount  int     `json:"assistCount"`
			Clubs        []named `json:"clubs"`
			Matches      []match `json:"matches"`
			Goals        []goal  `json:"goals"`
			Assists      []goal  `json:"assists"`
			PassedTo     []link  `json:"passedTo"`
			ReceivedFrom []link  `json:"receivedFrom"`
			Cards        []struct {
				Color string `json:"color"`
			} `json:"cards"`
		} `json:"player"`
	}
	tests := []struct{ name, want string }{
		{"Luka Breznik", "Luka Brežnik"},
		{"brežnik", "Luka Brežnik"},
		{"Carter", "Sam Carter"}, // Joe Carter is a Carter too, with no goals
		{"SAMMY", "Sam Carter"},
		{"Okafor", "Ade Okafor"},
	}
	for _, tt := range tests {
		var p player
		srv.query(&p, q, map[string]any{"name": tt.name})
		if p.Player == nil || p.Player.Name != tt.want {
			t.Errorf("player(name: %q) = %+v, want %s", tt.name, p.Player, tt.want)
		}
	}

	var ok player
	srv.query(&ok, q, map[string]any{"id": okafor})
	o := ok.Player
	if o == nil || o.Name != "Ade Okafor" || o.GoalCount != 1 || o.AssistCount != 2 || len(o.Assists) != 2 {
		t.Fatalf("player(id: %q) = %+v, want Ade Okafor with 1 goal and 2 assists", okafor, o)
	}
	passed := names(o.PassedTo, func(l link) string { return l.To.Name })
	if !cmp.Equal(passed, []string{"Sam Carter"}) || o.PassedTo[0].Count != 2 || len(o.PassedTo[0].Goals) != 2 {
		t.Errorf("Okafor passedTo = %+v, want Sam Carter twice, in two goals", o.PassedTo)
	}
	received := names(o.ReceivedFrom, func(l link) string { return l.From.Name })
	if !cmp.Equal(received, []string{"Niall Brennan"}) || o.ReceivedFrom[0].Count != 2 {
		t.Errorf("Okafor receivedFrom = %+v, want Niall Brennan twice", o.ReceivedFrom)
	}
	if titles := names(o.Matches, func(m match) string { return m.Title }); len(titles) != 2 {
		t.Errorf("Okafor played in %q, want two matches", titles)
	}

	var s player
	srv.query(&s, q, map[string]any{"id": sam})
	if got := s.Player; got.GoalCount != 3 || len(got.Goals) != 3 || len(got.Cards) != 1 || got.Cards[0].Color != "YELLOW" ||
		!cmp.Equal(names(got.Clubs, nameOf), []string{"Northbridge Rovers"}) {
		t.Errorf("Sam Carter: %d goals (%d listed), cards %v, clubs %v; want 3, one YELLOW, Northbridge Rovers",
			got.GoalCount, len(got.Goals), got.Cards, got.Clubs)
	}

	var none player
	srv.query(&none, q, map[string]any{"name": "Nobody Atall"})
	if none.Player != nil {
		t.Errorf("player(name: unknown) = %+v, want null", none.Player)
	}
	srv.wantError("INVALID", `{ player { id } }`, nil)
	srv.wantError("INVALID", `{ club(id: "club:x", name: "x") { id } }`, nil)
}

func TestClub(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	var got struct {
		Club struct {
			ID      string   `json:"id"`
			Name    string   `json:"name"`
			Aliases []string `json:"aliases"`
			Players struct {
				TotalCount int `json:"totalCount"`
				Edges      []struct {
					Node named `json:"node"`
				} `json:"edges"`
			} `json:"players"`
			Matches struct {
				TotalCount int `json:"totalCount"`
			} `json:"matches"`
			Goals struct {
				TotalCount int `json:"totalCount"`
			} `json:"goals"`
		} `json:"club"`
	}
	srv.query(&got, `{ club(name: "the bridge") { id name aliases
	  players(first: 2) { totalCount edges { node { name } } }
	  matches { totalCount } goals { totalCount } } }`, nil)
	c := got.Club
	if c.ID != northbridge || c.Name != "Northbridge Rovers" || !cmp.Equal(c.Aliases, []string{"Northbridge", "Rovers", "the Bridge"}) {
		t.Errorf(`club(name: "the bridge") = %s %q %q, want Northbridge Rovers with its aliases`, c.ID, c.Name, c.Aliases)
	}
	players := names(c.Players.Edges, func(e struct {
		Node named `json:"node"`
	}) string {
		return e.Node.Name
	})
	if c.Players.TotalCount != 4 || !cmp.Equal(players, []string{"Ade Okafor", "Niall Brennan"}) {
		t.Errorf("club players(first: 2): total %d, %q; want 4, Ade Okafor and Niall Brennan", c.Players.TotalCount, players)
	}
	if c.Matches.TotalCount != 2 || c.Goals.TotalCount != 5 {
		t.Errorf("club: %d matches, %d goals; want 2 and 5 (own goal included)", c.Matches.TotalCount, c.Goals.TotalCount)
	}
}

func TestPassLinks(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	type link struct {
		From  named `json:"from"`
		To    named `json:"to"`
		Count int   `json:"count"`
	}
	str := func(l link) string { return l.From.Name + " -> " + l.To.Name }
	var all struct {
		PassLinks []link `json:"passLinks"`
	}
	srv.query(&all, `{ passLinks { from { name } to { name } count } }`, nil)
	want := []string{"Ade Okafor -> Sam Carter", "Niall Brennan -> Ade Okafor", "Ben Hale -> Dario Pellegrini",
		"Niall Brennan -> Sam Carter", "Kai Lindqvist -> Jonas Fährmann"}
	if got := names(all.PassLinks, str); !cmp.Equal(got, want) {
		t.Errorf("passLinks, most frequent first:\n%s", cmp.Diff(want, got))
	}
	if all.PassLinks[0].Count != 2 || all.PassLinks[2].Count != 1 {
		t.Errorf("passLinks counts %v, want 2, 2, 1, ...", all.PassLinks)
	}

	var some struct {
		PassLinks []link `json:"passLinks"`
	}
	srv.query(&some, `query($m: ID) { passLinks(where: {match: $m}, first: 2) { from { name } to { name } count } }`,
		map[string]any{"m": m2})
	if got := names(some.PassLinks, str); !cmp.Equal(got, []string{"Ben Hale -> Dario Pellegrini", "Ade Okafor -> Sam Carter"}) {
		t.Errorf("passLinks(where: {match: m2}, first: 2) = %q", got)
	}
	srv.wantError("INVALID", `{ passLinks(first: -1) { count } }`, nil)
}

func TestSearch(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	const q = `query($q: String!) { search(query: $q) {
	  __typename
	  ... on Club { name }
	  ... on Player { name }
	  ... on Match { title }
	} }`
	type hit struct {
		Type  string `json:"__typename"`
		Name  string `json:"name"`
		Title string `json:"title"`
	}
	str := func(h hit) string { return h.Type + " " + h.Name + h.Title }
	tests := []struct {
		query string
		want  []string
	}{
		{"carter", []string{"Player Joe Carter", "Player Sam Carter"}},
		{"Eastport", []string{"Club Eastport Athletic", "Match Northbridge Rovers v Eastport Athletic", "Match Eastport Athletic v Union Sankt Brücken"}},
		{"brucken", []string{"Club Union Sankt Brücken", "Match Eastport Athletic v Union Sankt Brücken"}},
		{"zzz", []string{}},
	}
	for _, tt := range tests {
		var got struct {
			Search []hit `json:"search"`
		}
		srv.query(&got, q, map[string]any{"q": tt.query})
		if diff := cmp.Diff(tt.want, names(got.Search, str)); diff != "" {
			t.Errorf("search(%q) (-want +got):\n%s", tt.query, diff)
		}
	}
}

func TestNode(t *testing.T) {
	s := fixtureStore(t)
	srv := newServer(t, s)
	goals, err := s.GoalsBy(t.Context(), graph.GoalsOfMatch, []string{m1})
	if err != nil {
		t.Fatal(err)
	}
	cards, err := s.CardsBy(t.Context(), graph.CardsOfMatch, []string{m1})
	if err != nil {
		t.Fatal(err)
	}
	reports, err := s.FindReports(t.Context(), graph.Page{First: 1})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ id, want string }{
		{northbridge, "Club"},
		{sam, "Player"},
		{m1, "Match"},
		{goals[0][0].ID, "Goal"},
		{cards[0][0].ID, "Card"},
		{reports.Items[0].ID, "Report"},
	}
	const q = `query($id: ID!) { node(id: $id) { __typename id } }`
	for _, tt := range tests {
		var got struct {
			Node *struct {
				Type string `json:"__typename"`
				ID   string `json:"id"`
			} `json:"node"`
		}
		srv.query(&got, q, map[string]any{"id": tt.id})
		if got.Node == nil || got.Node.Type != tt.want || got.Node.ID != tt.id {
			t.Errorf("node(%q) = %+v, want a %s with that ID", tt.id, got.Node, tt.want)
		}
	}
	for _, id := range []string{"club:nowhere-fc", "report:0000000000000000", "nonsense", ""} {
		var got struct {
			Node *struct{} `json:"node"`
		}
		srv.query(&got, q, map[string]any{"id": id})
		if got.Node != nil {
			t.Errorf("node(%q) = %+v, want null", id, got.Node)
		}
	}
}

func TestFilters(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	type conn struct {
		X struct {
			TotalCount int `json:"totalCount"`
			Edges      []struct {
				Node struct {
					ID    string `json:"id"`
					Name  string `json:"name"`
					Title string `json:"title"`
				} `json:"node"`
			} `json:"edges"`
		} `json:"x"`
	}
	tests := []struct {
		query string
		vars  map[string]any
		want  []string
	}{
		{`query($c: ID) { x: matches(where: {club: $c}) { totalCount edges { node { title } } } }`, map[string]any{"c": northbridge},
			[]string{"Kingsmere United v Northbridge Rovers", "Northbridge Rovers v Eastport Athletic"}},
		{`{ x: matches(where: {from: "2023-09-17"}) { totalCount edges { node { title } } } }`, nil,
			[]string{"Kingsmere United v Northbridge Rovers"}},
		{`{ x: matches(where: {from: "2023-09-01", to: "2023-09-16"}) { totalCount edges { node { title } } } }`, nil,
			[]string{"Northbridge Rovers v Eastport Athletic"}},
		{`{ x: matches(where: {competition: "coastal LEAGUE"}) { totalCount edges { node { title } } } }`, nil,
			[]string{"Kingsmere United v Northbridge Rovers", "Northbridge Rovers v Eastport Athletic"}},
		{`query($p: ID) { x: matches(where: {player: $p}) { totalCount edges { node { title } } } }`, map[string]any{"p": kai},
			[]string{"Eastport Athletic v Union Sankt Brücken"}},
		{`{ x: clubs(where: {name: "bridge"}) { totalCount edges { node { name } } } }`, nil,
			[]string{"Northbridge Rovers"}},
		{`query($c: ID) { x: players(where: {club: $c}) { totalCount edges { node { name } } } }`, map[string]any{"c": brucken},
			[]string{"Jonas Fährmann", "Kai Lindqvist"}},
		{`{ x: players(where: {name: "hale"}) { totalCount edges { node { name } } } }`, nil,
			[]string{"Ben Hale", "Tom Hale"}},
		{`{ x: players(orderBy: GOALS, first: 3) { totalCount edges { node { name } } } }`, nil,
			[]string{"Sam Carter", "Luka Brežnik", "Ade Okafor"}},
		{`{ x: players(orderBy: ASSISTS, first: 2) { totalCount edges { node { name } } } }`, nil,
			[]string{"Ade Okafor", "Niall Brennan"}},
		{`query($s: ID) { x: goals(where: {scorer: $s}) { totalCount edges { node { id } } } }`, map[string]any{"s": sam},
			[]string{graph.GoalID(m2, sam, 1), graph.GoalID(m1, sam, 1), graph.GoalID(m1, sam, 2)}},
		{`query($a: ID, $m: ID) { x: goals(where: {assist: $a, match: $m}) { totalCount edges { node { id } } } }`,
			map[string]any{"a": okafor, "m": m2}, []string{graph.GoalID(m2, sam, 1)}},
	}
	for _, tt := range tests {
		var got conn
		srv.query(&got, tt.query, tt.vars)
		ids := make([]string, len(got.X.Edges))
		for i, e := range got.X.Edges {
			ids[i] = e.Node.ID + e.Node.Name + e.Node.Title
		}
		if diff := cmp.Diff(tt.want, ids); diff != "" {
			t.Errorf("%s %v (-want +got):\n%s", tt.query, tt.vars, diff)
		}
	}
	srv.wantError("INVALID", `{ matches(where: {from: "2023-02-30"}) { totalCount } }`, nil)
	srv.wantError("INVALID", `query($d: Date) { matches(where: {to: $d}) { totalCount } }`, map[string]any{"d": "16/09/2023"})
}

// TestEnums checks every GraphQL enum value against the domain constant it
// stands for, both ways: as a filter argument and in results.
func TestEnums(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	kinds := map[string][]string{
		"OPEN_PLAY":        {"Ade Okafor", "Dario Pellegrini", "Jonas Fährmann", "Sam Carter", "Sam Carter", "Sam Carter"},
		"PENALTY":          {"Luka Brežnik"},
		"OWN_GOAL":         {"Tom Hale"},
		"DIRECT_FREE_KICK": {"Luka Brežnik"},
	}
	for kind, want := range kinds {
		var got struct {
			Goals struct {
				Edges []struct {
					Node goal `json:"node"`
				} `json:"edges"`
			} `json:"goals"`
		}
		srv.query(&got, `query($k: GoalKind) { goals(where: {kind: $k}) { edges { node { kind scorer { name } } } } }`,
			map[string]any{"k": kind})
		var scorers []string
		for _, e := range got.Goals.Edges {
			if e.Node.Kind != kind {
				t.Errorf("goals(where: {kind: %s}) returned a %s goal", kind, e.Node.Kind)
			}
			scorers = append(scorers, e.Node.Scorer.Name)
		}
		if diff := cmp.Diff(want, sortedCopy(scorers)); diff != "" {
			t.Errorf("goals(where: {kind: %s}) scorers (-want +got):\n%s", kind, diff)
		}
	}

	var chains struct {
		Goals struct {
			Edges []struct {
				Node goal `json:"node"`
			} `json:"edges"`
		} `json:"goals"`
	}
	srv.query(&chains, `{ goals(first: 100) { edges { node { chain { kind } } } } }`, nil)
	var passKinds []string
	for _, e := range chains.Goals.Edges {
		for _, p := range e.Node.Chain {
			passKinds = append(passKinds, p.Kind)
		}
	}
	if want := []string{"CORNER", "CORNER", "CROSS", "CUT_BACK", "FLICK_ON", "PASS", "THROUGH_BALL"}; !cmp.Equal(sortedCopy(passKinds), want) {
		t.Errorf("pass kinds of every chain = %q, want %q", sortedCopy(passKinds), want)
	}

	var cards struct {
		Match struct {
			Cards []struct {
				Color  string `json:"color"`
				Minute *int   `json:"minute"`
				Player named  `json:"player"`
				Club   *named `json:"club"`
			} `json:"cards"`
		} `json:"match"`
	}
	srv.query(&cards, `query($m: ID!) { match(id: $m) { cards { color minute player { name } club { name } } } }`, map[string]any{"m": m2})
	got := names(cards.Match.Cards, func(c struct {
		Color  string `json:"color"`
		Minute *int   `json:"minute"`
		Player named  `json:"player"`
		Club   *named `json:"club"`
	}) string {
		return c.Player.Name + " " + c.Color
	})
	if want := []string{"Dario Pellegrini YELLOW", "Ben Hale RED", "Sam Carter YELLOW"}; !cmp.Equal(got, want) {
		t.Errorf("cards of %s = %q, want %q", m2, got, want)
	}
	srv.wantError("INVALID", `{ goals(where: {kind: open_play}) { totalCount } }`, nil)
}

func sortedCopy(xs []string) []string {
	return slices.Sorted(slices.Values(xs))
}
