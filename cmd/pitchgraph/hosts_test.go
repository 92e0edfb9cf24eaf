package main

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestServeWithoutCredentialsAnswersOnlyLoopbackNames: a server with no
// credentials answers requests addressed to localhost and to names given
// with --allowed-host, and refuses any other Host (a page on another site
// reaching it through DNS rebinding) before it reads the request. With
// credentials, every Host is answered.
func TestServeWithoutCredentialsAnswersOnlyLoopbackNames(t *testing.T) {
	open := serveFor(t, "--allowed-host", "pitch.test")
	t.Setenv("PITCHGRAPH_ALLOWED_HOSTS", "a.test, b.test")
	fromEnv := serveFor(t)
	t.Setenv("PITCHGRAPH_ALLOWED_HOSTS", "")
	keyed := serveFor(t, "--api-key", "0123456789abcdef-test")
	post := func(s *served, host, query string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, s.endpoint, bytes.NewReader([]byte(`{"query": "`+query+`"}`)))
		req.Header.Set("Content-Type", "application/json")
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	port := open.base[strings.LastIndex(open.base, ":"):]
	for _, tc := range []struct {
		s      *served
		host   string
		wantOK bool
	}{
		{open, "localhost" + port, true},
		{open, "127.0.0.1" + port, true},
		{open, "[::1]" + port, true},
		{open, "app.localhost", true},
		{open, "pitch.test" + port, true},
		{open, "PITCH.test", true},
		{open, "evil.example" + port, false},
		{open, "127.0.0.1.evil.example", false},
		{open, "10.0.0.1" + port, false},
		{fromEnv, "b.test", true},
		{fromEnv, "pitch.test", false},
		{keyed, "evil.example", true},
	} {
		status, body := post(tc.s, tc.host, `mutation { deleteReport(id: \"report:none\") { deleted } }`)
		if tc.s == keyed {
			// Answered (and refused for want of a key), not turned away by name.
			status, body = post(tc.s, tc.host, `{ __typename }`)
		}
		switch {
		case tc.wantOK && status != http.StatusOK:
			t.Errorf("Host %s: status %d, %s; want it answered", tc.host, status, body)
		case !tc.wantOK && (status != http.StatusForbidden || !strings.Contains(body, "--allowed-host") || !strings.Contains(body, "FORBIDDEN")):
			t.Errorf("Host %s: status %d, %s; want 403 FORBIDDEN naming --allowed-host", tc.host, status, body)
		}
	}
}
