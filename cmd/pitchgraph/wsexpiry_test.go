package main

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/golang-jwt/jwt/v5"
)

// TestWebsocketRightsEndWithTheToken: a websocket connection opened with
// a JWT may mutate while the token is valid and is closed when it expires
// (with a connection_error saying why, in the graphql-ws protocol, which
// has one); a connection opened with the API key stays.
func TestWebsocketRightsEndWithTheToken(t *testing.T) {
	const secret, key = "a-hs256-secret-of-at-least-32-bytes!", "0123456789abcdef-test"
	s := serveFor(t, "--jwt-secret", secret, "--api-key", key)
	// Expired 28 s ago: accepted for the 2 s left of the 30 s leeway.
	exp := time.Now().Add(-jwtLeeway + 2*time.Second)
	token, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"exp": exp.Unix()}).SignedString([]byte(secret))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	type conn struct {
		*websocket.Conn
		start string // the message type that starts an operation
	}
	dial := func(protocol, bearer string) conn {
		t.Helper()
		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.endpoint, "http"), &websocket.DialOptions{Subprotocols: []string{protocol}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.CloseNow() })
		wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + bearer}})
		var ack struct{ Type string }
		if err := wsjson.Read(ctx, c, &ack); err != nil || ack.Type != "connection_ack" {
			t.Fatalf("connection_init: %+v, %v; want connection_ack", ack, err)
		}
		start := "subscribe"
		if protocol == "graphql-ws" {
			start = "start"
		}
		return conn{c, start}
	}
	// mutate deletes a report over c and returns the first message about
	// it, or the error that ended the connection.
	mutate := func(c conn, id string) (string, error) {
		wsjson.Write(ctx, c.Conn, map[string]any{"type": c.start, "id": id, "payload": map[string]any{"query": deleteMutation}})
		for {
			var m struct {
				Type    string
				ID      string
				Payload json.RawMessage
			}
			if err := wsjson.Read(ctx, c.Conn, &m); err != nil {
				return "", err
			}
			switch {
			case m.ID == id:
				return m.Type + " " + string(m.Payload), nil
			case m.Type == "connection_error":
				return "", errors.New(string(m.Payload))
			}
		}
	}
	withToken, oldProtocol, withKey := dial("graphql-transport-ws", token), dial("graphql-ws", token), dial("graphql-transport-ws", key)
	for _, c := range []conn{withToken, oldProtocol} {
		if m, err := mutate(c, "1"); err != nil || !strings.Contains(m, `"deleted":false`) {
			t.Fatalf("a mutation while the token is valid: %s, %v; want it answered", m, err)
		}
	}
	time.Sleep(time.Until(exp.Add(jwtLeeway)) + time.Second)
	if m, err := mutate(withToken, "2"); err == nil {
		t.Errorf("a mutation after the token expired: %s; want the connection closed", m)
	}
	if m, err := mutate(oldProtocol, "2"); err == nil || !strings.Contains(err.Error(), "expired") {
		t.Errorf("a mutation after the token expired (graphql-ws): %s, %v; want a connection_error saying the credential expired", m, err)
	}
	if m, err := mutate(withKey, "3"); err != nil || !strings.Contains(m, `"deleted":false`) {
		t.Errorf("a mutation over the API key's connection: %s, %v; want it answered", m, err)
	}
}
