package resolvers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"pitchgraph/resolvers/generated"
)

// TestPostAnswersAsGqlgen sends the same requests through gqlgen's POST
// transport and through post: status, headers and body must not differ.
func TestPostAnswersAsGqlgen(t *testing.T) {
	s := fixtureStore(t)
	serve := func(tr graphql.Transport) http.Handler {
		srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{Store: s, Broker: &Broker{}}}))
		srv.AddTransport(tr)
		srv.SetErrorPresenter(presentError(testLogger(t), false))
		return srv
	}
	theirs, ours := serve(transport.POST{}), serve(post{})
	for _, tc := range []struct{ body, accept string }{
		{`{"query": "{ clubs(first: 2) { totalCount edges { cursor node { id name aliases } } } }"}`, ""},
		{`{"query": "{ matches(first: 3) { edges { node { id date title home { name } goals { minute kind scorer { name } } } } } }"}`, "application/json"},
		{`{"query": "query($q: String!) { search(query: $q) { __typename ... on Club { name } } }", "variables": {"q": "<b>&</b>\u2028"}}`, ""},
		{`{"query": "{ club(name: \"<United & Co>\") { name } }"}`, "*/*"},
		{`{"query": "{ match(id: \"match:none\") { id } }"}`, "application/graphql-response+json"},
		{`{"query": "{ player { name } }"}`, ""},
		{`{"query": "{ nope }"}`, ""},
		{`{"query": "{ nope }"}`, "application/graphql-response+json"},
		{`{"query": "{ nope }"}`, "text/html, application/*;q=0.9"},
		{`{"query": "{ clubs { "}`, "image/png"},
		{`{"query": "query A { __typename } query B { __typename }"}`, ""},
		{`{"query": 7}`, ""},
		{`{"query": "{ __typename }"`, ""},
		{``, ""},
	} {
		do := func(h http.Handler) *httptest.ResponseRecorder {
			r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(tc.body))
			r.Header.Set("Content-Type", "application/json")
			if tc.accept != "" {
				r.Header.Set("Accept", tc.accept)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			return w
		}
		want, got := do(theirs), do(ours)
		if got.Code != want.Code || !equalHeaders(got.Header(), want.Header()) || got.Body.String() != want.Body.String() {
			t.Errorf("POST %s (Accept %q):\n got %d %v %s\nwant %d %v %s", tc.body, tc.accept,
				got.Code, got.Header(), got.Body, want.Code, want.Header(), want.Body)
		}
	}
}

func equalHeaders(a, b http.Header) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

// TestWriteResponseAsJSON checks that writeResponse writes what
// json.Marshal does.
func TestWriteResponseAsJSON(t *testing.T) {
	yes := true
	for _, r := range []*graphql.Response{
		nil,
		{},
		{Data: json.RawMessage(`{"a":"b","c":[1,2,null],"d":{"e":"Édin Džeko \"the\" \\ \n"}}`)},
		{Data: json.RawMessage(`{"a":"<script>&amp;</script>"}`)},
		{Data: json.RawMessage("{\"a\":\"line\u2028para\u2029\"}")},
		{Data: json.RawMessage("{\"a\":\"\u2027\u202a\u20ac\"}")},
		{Data: json.RawMessage("{\"a\":\"\u20ac \u2027 \u2029\",\"b\":\"\u00e9\"}")},
		{Data: json.RawMessage(`null`)},
		{Data: json.RawMessage(`{"a":1}`), Errors: gqlerror.List{{Message: "boom", Path: ast.Path{ast.PathName("a")}}}},
		{Data: json.RawMessage(`{"a":1}`), Extensions: map[string]any{"x": 1}},
		{Data: json.RawMessage(`{"a":1}`), HasNext: &yes, Label: "l", Path: ast.Path{ast.PathIndex(0)}},
	} {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		writeResponse(&got, r)
		if got.String() != string(want) {
			t.Errorf("writeResponse(%+v) = %s, want %s", r, got.String(), want)
		}
	}
}
