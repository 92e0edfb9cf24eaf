package resolvers

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

// testKey is the one credential testAuth accepts.
const testKey = "test-key-0123456789"

var testAuth = AuthenticatorFunc(func(_ context.Context, token string) error {
	if token != testKey {
		return errors.New("unknown API key")
	}
	return nil
})

// postAs sends a query with an Authorization header ("" for none).
func (s *server) postAs(authorization, query string, vars map[string]any) (response, http.Header) {
	s.t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, s.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if authorization != "" {
		req.Header.Set("Authorization", authorization)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return decodeResponse(s.t, resp), resp.Header
}

func TestAuth(t *testing.T) {
	const query = `{ clubs { totalCount } }`
	const mutation = `mutation { deleteReport(id: "report:none") { deleted } }`
	tests := []struct {
		name           string
		protectQueries bool
		authorization  string
		query          string
		wantOK         bool
	}{
		{"mutation without credentials", false, "", mutation, false},
		{"mutation with the key", false, "Bearer " + testKey, mutation, true},
		{"mutation with the key, scheme in lower case", false, "bearer " + testKey, mutation, true},
		{"mutation with a wrong key", false, "Bearer nope", mutation, false},
		{"mutation with basic auth", false, "Basic dXNlcjpwYXNz", mutation, false},
		{"mutation with an empty bearer", false, "Bearer ", mutation, false},
		{"public query without credentials", false, "", query, true},
		{"public query with a wrong key", false, "Bearer nope", query, false},
		{"protected query without credentials", true, "", query, false},
		{"protected query with the key", true, "Bearer " + testKey, query, true},
	}
	servers := map[bool]*server{}
	for _, protect := range []bool{false, true} {
		servers[protect] = newServer(t, fixtureStore(t), func(c *Config) { c.Auth = testAuth; c.ProtectQueries = protect })
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, h := servers[tt.protectQueries].postAs(tt.authorization, tt.query, nil)
			if tt.wantOK {
				if r.Status != http.StatusOK || len(r.Errors) > 0 {
					t.Errorf("status %d, %s; want it answered", r.Status, r.Body)
				}
				return
			}
			if r.Status != http.StatusUnauthorized || len(r.Errors) != 1 || r.Errors[0].code() != "UNAUTHENTICATED" || string(r.Data) != "null" && r.Data != nil {
				t.Fatalf("status %d, %s; want 401 with one UNAUTHENTICATED error and no data", r.Status, r.Body)
			}
			if !strings.HasPrefix(h.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("WWW-Authenticate = %q, want a Bearer challenge", h.Get("WWW-Authenticate"))
			}
			if strings.Contains(r.Body, testKey) {
				t.Errorf("the refusal quotes the key: %s", r.Body)
			}
		})
	}
}

func TestNoAuthenticatorLetsEverythingRun(t *testing.T) {
	srv := newServer(t, fixtureStore(t))
	if r, _ := srv.postAs("", `mutation { deleteReport(id: "report:none") { deleted } }`, nil); r.Status != http.StatusOK || len(r.Errors) > 0 {
		t.Errorf("mutation without an Authenticator: status %d, %s", r.Status, r.Body)
	}
}

func TestAuthInBatches(t *testing.T) {
	srv := newServer(t, fixtureStore(t), func(c *Config) { c.Auth = testAuth })
	body := `[{"query": "{ clubs { totalCount } }"}, {"query": "mutation { deleteReport(id: \"report:none\") { deleted } }"}]`
	post := func(authorization string) []response {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/graphql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out []response
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || len(out) != 2 {
			t.Fatalf("batch: %d responses, %v", len(out), err)
		}
		return out
	}
	anon := post("")
	if len(anon[0].Errors) > 0 || len(anon[1].Errors) != 1 || anon[1].Errors[0].code() != "UNAUTHENTICATED" {
		t.Errorf("batch without credentials: %+v; want the query answered, the mutation refused", anon)
	}
	if keyed := post("Bearer " + testKey); len(keyed[0].Errors)+len(keyed[1].Errors) > 0 {
		t.Errorf("batch with the key: %+v; want both answered", keyed)
	}
}

func TestWebsocketAuth(t *testing.T) {
	srv := newServer(t, fixtureStore(t), func(c *Config) { c.Auth = testAuth; c.ProtectQueries = true })
	for _, payload := range []string{`{}`, `{"Authorization": "Bearer nope"}`} {
		c, _ := wsDial(t, srv, payload)
		for {
			var m wsMessage
			err := wsjsonRead(c, &m)
			if err != nil {
				if websocket.CloseStatus(err) == -1 {
					t.Errorf("connection_init %s: %v, want the server to close the connection", payload, err)
				}
				break
			}
			if m.Type == "connection_ack" {
				t.Errorf("connection_init %s: acknowledged, want the connection closed", payload)
				break
			}
		}
	}
	c, _ := wsDial(t, srv, `{"Authorization": "Bearer `+testKey+`"}`)
	if m := c.next(); m.Type != "connection_ack" {
		t.Fatalf("connection_init with the key: %s, want connection_ack", m.Type)
	}
	c.send(wsMessage{Type: "subscribe", ID: "1", Payload: json.RawMessage(`{"query": "{ clubs { totalCount } }"}`)})
	if m := c.next(); m.Type != "next" || !strings.Contains(string(m.Payload), `"totalCount":4`) {
		t.Errorf("query over an authenticated websocket: %s %s", m.Type, m.Payload)
	}

	// With public queries, a websocket without credentials may query but
	// not mutate.
	open := newServer(t, fixtureStore(t), func(c *Config) { c.Auth = testAuth })
	a, _ := wsDial(t, open, `{}`)
	if m := a.next(); m.Type != "connection_ack" {
		t.Fatalf("connection_init without credentials, public queries: %s", m.Type)
	}
	a.send(wsMessage{Type: "subscribe", ID: "1", Payload: json.RawMessage(`{"query": "mutation { deleteReport(id: \"report:none\") { deleted } }"}`)})
	if m := a.next(); !strings.Contains(string(m.Payload), "UNAUTHENTICATED") {
		t.Errorf("mutation over a websocket without credentials: %s %s; want UNAUTHENTICATED", m.Type, m.Payload)
	}
}

// wsjsonRead reads the next message that is not a keep-alive, returning
// the read error instead of failing.
func wsjsonRead(c *wsClient, m *wsMessage) error {
	for {
		_, b, err := c.conn.Read(c.ctx)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, m); err != nil {
			return err
		}
		if m.Type != "ping" && m.Type != "pong" && m.Type != "ka" {
			return nil
		}
	}
}
