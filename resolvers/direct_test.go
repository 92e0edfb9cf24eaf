package resolvers

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/graph/graphtest"
	"pitchgraph/resolvers/generated"
)

// directFacts are the graphtest fixtures, a few invented matches and one
// whose names hold every character JSON escapes.
func directFacts() []*graph.Facts {
	return append(append(graphtest.Fixtures(), generatedMatches(3)...), oddMatch())
}

// oddMatch is an invented match whose club and player names hold quotes,
// backslashes, control characters, HTML's special characters and the
// line and paragraph separators.
func oddMatch() *graph.Facts {
	f := generatedMatch(7, time.Date(2019, 5, 4, 0, 0, 0, 0, time.UTC))
	f.Match.Date, f.Match.HomeScore, f.Match.Venue, f.Match.Competition = "", nil, `The "Old" Ground`, "Cup <&> \u2028"
	f.Clubs[0].Name, f.Clubs[0].Aliases = "Odd \"Quoted\" \\ Club\t\x01\x1f", []string{"<b>Odd</b> & co", "line\u2028para\u2029", "Ünïcødé €"}
	f.Players[1].Name = "Wing\"er\\ \n<i>\x7f"
	f.Players[2].Aliases = []string{"", "tab\there"}
	return f
}

// directQueries are queries direct answers, and some it leaves to the
// executor, with their variables.
var directQueries = []struct {
	query string
	vars  string
}{
	{`query Q2($after: String) { matches(first: 50, after: $after) { edges { node { id date homeScore awayScore home { id name } away { id name } goals { id minute kind scorer { id name } } } } } }`, `{}`},
	{`query Q2($after: String) { matches(first: 2, after: $after) { edges { node { id date homeScore awayScore home { id name } away { id name } goals { id minute kind scorer { id name } } } } } }`, `{"after": "$cursor"}`},
	{`query Q1($id: ID!) { match(id: $id) { id date homeScore awayScore home { id name } away { id name } goals { id minute addedTime kind order scorer { id name } assist { id name } chain { order kind from { id name } to { id name } } } } }`, `{"id": "$match"}`},
	{`query Q3($club: ID!) { all: passLinks(first: 50) { from { id name } to { id name } count } club: passLinks(where: { club: $club }, first: 50) { from { id name } to { id name } count } }`, `{"club": "$club"}`},
	{`query Q4($id: ID!) { player(id: $id) { id name passedTo { to { id name } count goals { id minute kind } } receivedFrom { from { id name } count goals { id minute kind } } } }`, `{"id": "$player"}`},
	{`{ matches { totalCount pageInfo { hasNextPage endCursor hasPreviousPage startCursor __typename } edges { cursor __typename node { __typename id title competition venue date } } __typename } __typename }`, `{}`},
	{`{ matches(first: 0) { totalCount pageInfo { hasNextPage endCursor hasPreviousPage startCursor } edges { cursor } } }`, `{}`},
	{`{ matches(first: 3, after: "bzoy") { pageInfo { hasNextPage endCursor hasPreviousPage startCursor } edges { cursor node { id } } } }`, `{}`},
	{`query($a: String) { matches(first: 3, after: $a) { pageInfo { hasNextPage endCursor hasPreviousPage startCursor } edges { cursor node { id } } } }`, `{"a": "$cursor"}`},
	{`query($a: String) { matches(first: 3, after: $a) { pageInfo { hasNextPage endCursor hasPreviousPage startCursor } edges { cursor } } }`, `{"a": "$past"}`},
	{`{ matches(first: null, after: null, where: null) { edges { node { id } } } }`, `{}`},
	{`{ matches(first: 500) { edges { node { id } } } }`, `{}`},
	{`{ matches(first: -1) { edges { node { id } } } }`, `{}`},
	{`{ matches(after: "nonsense") { edges { node { id } } } }`, `{}`},
	{`query($w: MatchWhere) { matches(where: $w) { totalCount edges { node { id home { name } } } } }`, `{"w": {"club": "$club"}}`},
	{`query($w: MatchWhere) { matches(where: $w) { totalCount edges { node { id } } } }`, `{"w": {"from": "2023-09-20", "to": "2023-12-31", "competition": "coastal league"}}`},
	{`query($w: MatchWhere) { matches(where: $w) { totalCount } }`, `{"w": {"from": "2023-02-30"}}`},
	{`query($w: MatchWhere) { matches(where: $w) { totalCount } }`, `{"w": {"player": "$player", "club": null}}`},
	{`{ matches(where: {club: 12}) { totalCount } }`, `{}`},
	{`{ a: matches(first: 1) { edges { node { id } } } b: matches(first: 1) { edges { node { home { name } } } } }`, `{}`},
	{`{ matches(first: 4) { edges { node { ...M ... on Node { id } ... on Match { goals { ...G } } } } } } fragment M on Match { id title home { ...C } away { ...C name } } fragment C on Club { id name aliases __typename } fragment G on Goal { id kind order minute addedTime __typename }`, `{}`},
	{`query($s: Boolean!) { matches(first: 4) { edges { node { id @skip(if: $s) date @include(if: $s) home @skip(if: true) { id } goals @include(if: $s) { id } } } } }`, `{"s": true}`},
	{`query($s: Boolean!) { matches(first: 4) { edges { node { id @skip(if: $s) date @include(if: $s) home @skip(if: true) { id } goals @include(if: $s) { id } } } } }`, `{"s": false}`},
	{`{ matches(first: 4) { edges { node { home { id } home { name } h: home { aliases } goals { scorer { id } scorer { name aliases goalCount assistCount } } } } } }`, `{}`},
	{`{ matches(first: 4) { edges { node { id x: id } } } }`, `{}`},
	{`{ matches(first: 4) { edges { node { id: date } } } }`, `{}`},
	{`{ matches(first: 9) { edges { node { goals { chain { __typename order kind goal { id order chain { order } } from { name } to { id } } } } } } }`, `{}`},
	{`{ matches(first: 9) { edges { node { cards { id } } } } }`, `{}`},
	{`{ matches(first: 9) { edges { node { goals { club { id } } } } } }`, `{}`},
	{`{ matches(first: 9) { edges { node { goals { source { sentence } } } } } }`, `{}`},
	{`{ matches(first: 9) { edges { node { goals { scorer { clubs { id } } } } } } }`, `{}`},
	{`query($id: ID!) { match(id: $id) { __typename id title venue competition home { name aliases } goals { assist { id } } } }`, `{"id": "$odd"}`},
	{`query($id: ID!) { match(id: $id) { id } }`, `{"id": "match:none"}`},
	{`query($id: ID!) { match(id: $id) { id } }`, `{"id": 42}`},
	{`{ match(id: "match:none") { id home { name } } }`, `{}`},
	{`query($id: ID!) { player(id: $id) { id name aliases goalCount assistCount __typename } }`, `{"id": "$player"}`},
	{`query($id: ID!) { player(id: $id) { passedTo { from { id } to { name aliases } count goals { id order addedTime } } } }`, `{"id": "$player"}`},
	{`query($id: ID!) { player(id: $id) { receivedFrom { goals { scorer { name } } } } }`, `{"id": "$player"}`},
	{`query($id: ID!) { player(id: $id) { clubs { name } } }`, `{"id": "$player"}`},
	{`query($id: ID!) { player(id: $id) { id passedTo { to { name } goals { id } } receivedFrom { from { name } count } } }`, `{"id": "$other"}`},
	{`{ player(id: "player:none") { id passedTo { count } } }`, `{}`},
	{`{ player(name: "Sam Carter") { id } }`, `{}`},
	{`{ player { id } }`, `{}`},
	{`query($id: ID, $name: String) { player(id: $id, name: $name) { id } }`, `{"id": "$player", "name": null}`},
	{`query($id: ID, $name: String) { player(id: $id, name: $name) { id } }`, `{"id": "$player", "name": "Sam"}`},
	{`{ passLinks { __typename from { id name aliases } to { id } count goals { id kind minute order __typename } } }`, `{}`},
	{`query($w: PassLinkWhere, $f: Int) { passLinks(where: $w, first: $f) { from { id } to { id } count } }`, `{"w": {"from": "$player"}, "f": 2}`},
	{`query($w: PassLinkWhere, $f: Int) { passLinks(where: $w, first: $f) { from { id } to { id } count } }`, `{"w": {"to": "$player", "match": "$match"}, "f": null}`},
	{`query($w: PassLinkWhere) { passLinks(where: $w) { count } }`, `{"w": {"club": null}}`},
	{`{ passLinks(first: -3) { count } }`, `{}`},
	{`{ passLinks { goals { scorer { id } } } }`, `{}`},
	{`{ __typename a: __typename }`, `{}`},
	{`{ __typename clubs { totalCount } matches { totalCount } }`, `{}`},
	{`{ __schema { queryType { name } } matches(first: 1) { totalCount } }`, `{}`},
	{`query A { matches(first: 1) { totalCount } } query B { passLinks(first: 1) { count } }`, `{}`},
	{`mutation { deleteReport(id: "report:none") { deleted } }`, `{}`},
	{`{ matches(first: 2) { edges { node { id ... @defer { title } } } } }`, `{}`},
	{`{ nope }`, `{}`},
}

// TestDirectAnswersAsExecutor sends each of directQueries to a handler
// that answers directly where it can and to one that always runs gqlgen's
// executor: status and body must be the same byte for byte. Direct
// answers must be given for the queries of the benchmark.
func TestDirectAnswersAsExecutor(t *testing.T) {
	s := openStore(t)
	ingestFacts(t, s, directFacts()...)
	var answers atomic.Int64
	direct := NewHandler(Config{Store: s, Logger: testLogger(t), ResponseCacheBytes: -1, directAnswers: &answers})
	executor := NewHandler(Config{Store: s, Logger: testLogger(t), ResponseCacheBytes: -1, executorOnly: true})
	for _, q := range directQueries {
		body := requestBody(t, q.query, q.vars, directIDs)
		before := answers.Load()
		got, want := postRaw(t, direct, body), postRaw(t, executor, body)
		if got != want {
			t.Errorf("%s\nvariables %s\n  direct: %s\nexecutor: %s", q.query, q.vars, got, want)
		}
		if strings.HasPrefix(q.query, "query Q") && answers.Load() == before {
			t.Errorf("%s: not answered directly", q.query)
		}
	}
}

// directIDs are the things directQueries ask about.
var directIDs = map[string]string{"$match": m1, "$odd": oddMatch().Match.ID, "$club": northbridge, "$player": sam, "$other": okafor,
	"$cursor": graph.ListMatches.Cursor(graph.Key{Text: "2023-09-16", ID: m1}), // m1's: the next matches are older
	"$past":   graph.ListMatches.Cursor(graph.Key{ID: "match:zzz"}),            // after every match
}

// requestBody is the JSON body of a query with vars, the $names in vars
// replaced by the IDs they stand for.
func requestBody(t testing.TB, query, vars string, ids map[string]string) []byte {
	for k, v := range ids {
		vars = strings.ReplaceAll(vars, `"`+k+`"`, `"`+v+`"`)
	}
	var vs any
	if err := json.Unmarshal([]byte(vars), &vs); err != nil {
		vs = nil
	}
	body, err := json.Marshal(map[string]any{"query": query, "variables": vs})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// postRaw posts body and returns the status and body of the answer.
func postRaw(t testing.TB, srv http.Handler, body []byte) string {
	r := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, r)
	return http.StatusText(w.Code) + " " + w.Body.String()
}

// TestDirectEnums checks that direct names every value of the schema's
// enums that it writes, each with its own domain value.
func TestDirectEnums(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	for name, names := range map[string]map[string]string{"GoalKind": goalKinds, "PassKind": passKinds} {
		var want, got []string
		for _, v := range schema.Types[name].EnumValues {
			want = append(want, v.Name)
		}
		for _, n := range names {
			got = append(got, n)
		}
		sort.Strings(want)
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: direct names %v, the schema %v", name, got, want)
		}
	}
	if schema.Types["GoalKind"].Kind != ast.Enum {
		t.Fatal("GoalKind is not an enum")
	}
}

// FuzzDirect sends arbitrary queries and variables to a handler that
// answers directly where it can and to one that never does: the answers
// must be the same byte for byte.
func FuzzDirect(f *testing.F) {
	for _, q := range directQueries {
		f.Add(q.query, q.vars)
	}
	s, err := embedded.Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	for _, facts := range directFacts() {
		if _, err := s.Ingest(f.Context(), facts); err != nil {
			f.Fatal(err)
		}
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	// Without suggestions: which of two equally near names validation
	// suggests first varies from run to run.
	direct := NewHandler(Config{Store: s, ResponseCacheBytes: -1, Logger: log, NoSuggestions: true})
	executor := NewHandler(Config{Store: s, ResponseCacheBytes: -1, Logger: log, NoSuggestions: true, executorOnly: true})
	f.Fuzz(func(t *testing.T, query, vars string) {
		body := requestBody(t, query, vars, directIDs)
		got, want := postRaw(t, direct, body), postRaw(t, executor, body)
		if status := strings.Fields(want)[0]; status != "OK" && strings.HasPrefix(got, status+" ") {
			return // refused before execution, where nothing is direct (and the error reported first may vary)
		}
		if got != want {
			t.Errorf("%q\nvariables %q\n  direct: %s\nexecutor: %s", query, vars, got, want)
		}
	})
}

// TestAppendStringAsGqlgen checks that appendString writes strings as
// graphql.MarshalString does, whatever bytes they hold.
func TestAppendStringAsGqlgen(t *testing.T) {
	cases := []string{"", "a", `"`, `\`, "\x00", "\x1f", " ", "\x7f", "\xff", "Édin Džeko", "0123456\"89", "01234567\\9abcdef",
		"\t\r\n\b\f", "line\u2028para\u2029", "player:manchester-city/mario-balotelli", "\xe2\x80"}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("ab\"\\\x00\x01\x1f \x7f\x80\xe2\xff\n")
	for range 2000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			if r.IntN(4) == 0 {
				b[i] = alphabet[r.IntN(len(alphabet))]
			} else {
				b[i] = byte(r.IntN(256))
			}
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		var want bytes.Buffer
		graphql.MarshalString(s).MarshalGQL(&want)
		if got := appendString([]byte("x"), s); string(got) != "x"+want.String() {
			t.Errorf("appendString(%q) = %s, want %s", s, got[1:], want.String())
		}
	}
}

// panicsOnce is a store whose first FindMatchView panics.
type panicsOnce struct {
	graph.Store
	done atomic.Bool
}

func (s *panicsOnce) FindMatchView(ctx context.Context, w graph.MatchWhere, p graph.Page, want graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	if !s.done.Swap(true) {
		panic("boom")
	}
	return s.Store.FindMatchView(ctx, w, p, want)
}

// TestDirectPanicFallsBack checks that a panic while answering directly
// leaves the query to the executor, which answers it as usual.
func TestDirectPanicFallsBack(t *testing.T) {
	s := fixtureStore(t)
	query := []byte(`{"query": "{ matches(first: 2) { edges { node { id home { name } } } } }"}`)
	want := postRaw(t, NewHandler(Config{Store: s, Logger: testLogger(t)}), query)
	var answers atomic.Int64
	got := postRaw(t, NewHandler(Config{Store: &panicsOnce{Store: s}, Logger: testLogger(t), directAnswers: &answers}), query)
	if got != want || answers.Load() != 0 {
		t.Errorf("after a panic: %s (%d direct answers), want %s from the executor", got, answers.Load(), want)
	}
}
