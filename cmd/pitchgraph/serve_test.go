package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// served is a "pitchgraph serve" running for a test.
type served struct {
	t        *testing.T
	endpoint string // http://127.0.0.1:PORT/graphql
	base     string // http://127.0.0.1:PORT
	stderr   *syncBuffer
	stop     func() error // cancels Run's context and returns its error
}

// serveFor starts "pitchgraph serve ARGS" on a free loopback port with an
// embedded store of its own (unless args name a store) and stops it when
// the test ends.
func serveFor(t *testing.T, args ...string) *served {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &syncBuffer{}
	done := make(chan error, 1)
	full := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()}, args...)
	go func() { done <- Run(ctx, full, nil, io.Discard, stderr) }()
	var once bool
	var result error
	stop := func() error {
		if !once {
			once = true
			cancel()
			result = <-done
		}
		return result
	}
	t.Cleanup(func() { stop() })
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if m := servingAt.FindStringSubmatch(stderr.String()); m != nil {
			return &served{t: t, endpoint: m[1], base: strings.TrimSuffix(m[1], "/graphql"), stderr: stderr, stop: stop}
		}
		select {
		case err := <-done:
			t.Fatalf("serve exited early: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatalf("serve did not start:\n%s", stderr.String())
	return nil
}

// gqlResponse is a GraphQL response with its HTTP status and headers.
type gqlResponse struct {
	Status int
	Header http.Header
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
	Body string
}

func (r gqlResponse) code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

// post sends a GraphQL request with the given headers (name, value pairs).
func (s *served) post(query string, vars map[string]any, headers ...string) gqlResponse {
	s.t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, s.endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatalf("POST %s: %v", s.endpoint, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := gqlResponse{Status: resp.StatusCode, Header: resp.Header, Body: string(raw)}
	if err := json.Unmarshal(raw, &r); err != nil {
		s.t.Fatalf("response %d is not JSON: %v\n%s", resp.StatusCode, err, raw)
	}
	return r
}

func (s *served) get(path string) (int, string) {
	s.t.Helper()
	resp, err := http.Get(s.base + path)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

const (
	clubsQuery     = `{ clubs { totalCount } }`
	deleteMutation = `mutation { deleteReport(id: "report:none") { deleted } }`
)

func TestServeKeepsAServerWithoutCredentialsPrivate(t *testing.T) {
	data := t.TempDir()
	_, stderr, err := run(t, nil, "serve", "--addr", "0.0.0.0:0", "--data", data)
	if err == nil || !strings.Contains(err.Error(), "refusing to serve") || !strings.Contains(err.Error(), "--api-key") {
		t.Fatalf("serve on 0.0.0.0 without credentials: err %v, stderr %s; want a refusal naming --api-key", err, stderr)
	}

	// Refused before it loads anything into the store.
	reports := t.TempDir()
	writeReport(t, reports, "a.txt", report)
	if _, _, err := run(t, nil, "serve", "--addr", "0.0.0.0:0", "--data", data, "--load", reports); err == nil {
		t.Fatal("serve on 0.0.0.0 without credentials, with --load: started")
	}
	if s := serveFor(t, "--data", data); s.post(`{ reports { totalCount } }`, nil).Body != `{"data":{"reports":{"totalCount":0}}}` {
		t.Errorf("a refused serve --load stored reports before refusing")
	}

	s := serveFor(t)
	if !strings.Contains(s.stderr.String(), "listening on loopback") {
		t.Errorf("serve on loopback without credentials does not say so:\n%s", s.stderr)
	}
	if r := s.post(deleteMutation, nil); len(r.Errors) > 0 {
		t.Errorf("mutation on loopback without credentials configured: %s", r.Body)
	}
}

func TestServeOnAPublicAddress(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"with an API key", []string{"--api-key", "a-long-enough-test-key"}, "mutations need credentials"},
		{"with --insecure", []string{"--insecure"}, `level=WARN msg="--insecure: serving 0.0.0.0:`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			stderr := &syncBuffer{}
			done := make(chan error, 1)
			go func() {
				done <- Run(ctx, append([]string{"serve", "--addr", "0.0.0.0:0", "--data", t.TempDir()}, tc.args...), nil, io.Discard, stderr)
			}()
			waitFor(t, "serve to start", func() bool { return servingAt.MatchString(stderr.String()) })
			cancel()
			if err := <-done; err != nil {
				t.Errorf("serve %v: %v", tc.args, err)
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("serve %v on 0.0.0.0 does not say %q:\n%s", tc.args, tc.want, stderr)
			}
			// The address as given, and a link a browser can open.
			if !regexp.MustCompile(`addr=0\.0\.0\.0:\d+ playground=http://127\.0\.0\.1:\d+/ `).MatchString(stderr.String()) {
				t.Errorf("serve --addr 0.0.0.0:0 %v does not show the address as given with a link to 127.0.0.1:\n%s", tc.args, stderr)
			}
		})
	}
}

// waitFor polls cond for up to 30 seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestServeAPIKey(t *testing.T) {
	const key = "0123456789abcdef-test"
	t.Setenv("PITCHGRAPH_API_KEY", key)
	open := serveFor(t)
	t.Setenv("PITCHGRAPH_API_KEY", "")
	keyFile := filepath.Join(t.TempDir(), "api-key")
	if err := os.WriteFile(keyFile, []byte(key+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	protected := serveFor(t, "--protect-queries", "--api-key-file", keyFile)
	tests := []struct {
		name          string
		s             *served
		query, bearer string
		wantOK        bool
	}{
		{"mutation without a key", open, deleteMutation, "", false},
		{"mutation with a wrong key", open, deleteMutation, "Bearer " + key + "x", false},
		{"mutation with the key", open, deleteMutation, "Bearer " + key, true},
		{"query without a key", open, clubsQuery, "", true},
		{"protected query without a key", protected, clubsQuery, "", false},
		{"protected query with the key", protected, clubsQuery, "Bearer " + key, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkAuth(t, tt.s.post(tt.query, nil, "Authorization", tt.bearer), tt.wantOK)
		})
	}
}

func checkAuth(t *testing.T, r gqlResponse, wantOK bool) {
	t.Helper()
	if wantOK {
		if r.Status != http.StatusOK || len(r.Errors) > 0 {
			t.Errorf("status %d, %s; want it answered", r.Status, r.Body)
		}
		return
	}
	if r.Status != http.StatusUnauthorized || r.code() != "UNAUTHENTICATED" {
		t.Errorf("status %d, %s; want 401 UNAUTHENTICATED", r.Status, r.Body)
	}
}

func TestServeJWT(t *testing.T) {
	const secret = "a-hs256-secret-of-at-least-32-bytes!"
	hs := serveFor(t, "--jwt-secret", secret, "--jwt-issuer", "https://id.example", "--jwt-audience", "pitchgraph")
	claims := func(mod func(jwt.MapClaims)) jwt.MapClaims {
		c := jwt.MapClaims{"iss": "https://id.example", "aud": "pitchgraph", "sub": "editor", "exp": time.Now().Add(time.Hour).Unix()}
		if mod != nil {
			mod(c)
		}
		return c
	}
	sign := func(method jwt.SigningMethod, key any, c jwt.MapClaims) string {
		s, err := jwt.NewWithClaims(method, c).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	hsKey := []byte(secret)
	tests := []struct {
		name, token string
		wantOK      bool
		mention     string
	}{
		{"valid", sign(jwt.SigningMethodHS256, hsKey, claims(nil)), true, ""},
		{"expired", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-time.Hour).Unix() })), false, "expired"},
		{"no expiry", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { delete(c, "exp") })), false, "expiry"},
		{"no issuer", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { delete(c, "iss") })), false, "no issuer (iss)"},
		{"no audience", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { delete(c, "aud") })), false, "no audience (aud)"},
		{"other secret", sign(jwt.SigningMethodHS256, []byte("another secret, also 32 bytes long"), claims(nil)), false, "signature"},
		{"other issuer", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { c["iss"] = "https://evil.example" })), false, "issuer"},
		{"other audience", sign(jwt.SigningMethodHS256, hsKey, claims(func(c jwt.MapClaims) { c["aud"] = "else" })), false, "audience"},
		{"alg none", sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, claims(nil)), false, "signature"},
		{"HS512", sign(jwt.SigningMethodHS512, hsKey, claims(nil)), false, "signature"},
		{"not a token", "hello", false, "not an API key or a JWT"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := hs.post(deleteMutation, nil, "Authorization", "Bearer "+tt.token)
			checkAuth(t, r, tt.wantOK)
			if !tt.wantOK && len(r.Errors) > 0 && !strings.Contains(r.Errors[0].Message, tt.mention) {
				t.Errorf("message %q does not mention %q", r.Errors[0].Message, tt.mention)
			}
		})
	}

	t.Run("RS256", func(t *testing.T) {
		priv, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			t.Fatal(err)
		}
		der, err := x509.MarshalPKIXPublicKey(&priv.PublicKey)
		if err != nil {
			t.Fatal(err)
		}
		pemBytes := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})
		file := filepath.Join(t.TempDir(), "jwt.pem")
		if err := os.WriteFile(file, pemBytes, 0o600); err != nil {
			t.Fatal(err)
		}
		rs := serveFor(t, "--jwt-public-key", file)
		c := jwt.MapClaims{"exp": time.Now().Add(time.Hour).Unix()}
		checkAuth(t, rs.post(deleteMutation, nil, "Authorization", "Bearer "+sign(jwt.SigningMethodRS256, priv, c)), true)
		// The public key used as an HMAC secret: the classic confusion attack.
		checkAuth(t, rs.post(deleteMutation, nil, "Authorization", "Bearer "+sign(jwt.SigningMethodHS256, pemBytes, c)), false)
	})
}

func TestServeRefusesBadSecuritySettings(t *testing.T) {
	dir := t.TempDir()
	keyFile, emptyFile := filepath.Join(dir, "key"), filepath.Join(dir, "empty")
	os.WriteFile(keyFile, []byte("0123456789abcdef-test\n"), 0o600)
	os.WriteFile(emptyFile, []byte("\n"), 0o600)
	for _, args := range [][]string{
		{"--protect-queries"},
		{"--jwt-issuer", "x"},
		{"--jwt-secret", "s", "--jwt-public-key", "k.pem"},
		{"--jwt-secret", "abc"},
		{"--jwt-secret", strings.Repeat("s", 31)},
		{"--api-key", "0123456789abcdef-test", "--api-key-file", keyFile},
		{"--api-key-file", emptyFile},
		{"--api-key-file", filepath.Join(dir, "missing")},
		{"--jwt-public-key", filepath.Join(dir, "missing.pem")},
		{"--max-report-bytes", "2000000"},
		{"--rate", "-1"},
		{"--response-cache-mb", "-1"},
	} {
		full := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, args...)
		if _, _, err := run(t, nil, full...); err == nil {
			t.Errorf("Run(%v) succeeded, want an error", full)
		}
	}
	t.Setenv("PITCHGRAPH_MAX_DEPTH", "deep")
	if _, stderr, err := run(t, nil, "serve", "--data", dir); err == nil || !strings.Contains(stderr, "PITCHGRAPH_MAX_DEPTH") {
		t.Errorf("serve with PITCHGRAPH_MAX_DEPTH=deep: err %v, stderr %q; want the variable named", err, stderr)
	}
}

func TestServeLimitFlags(t *testing.T) {
	t.Setenv("PITCHGRAPH_MAX_DEPTH", "2") // from the environment...
	s := serveFor(t, "--max-aliases", "1", "--max-body-bytes", "200")
	for _, tc := range []struct{ query, limit string }{
		{`{ clubs { edges { cursor } } }`, "Depth"},
		{`{ a: clubs { totalCount } b: clubs { totalCount } }`, "Aliases"}, // ...and from flags
		{`{ clubs(where: {name: "` + strings.Repeat("x", 200) + `"}) { totalCount } }`, "BodyBytes"},
	} {
		r := s.post(tc.query, nil)
		if r.code() != "LIMIT_EXCEEDED" || r.Errors[0].Extensions["limit"] != tc.limit || r.Status >= 500 {
			t.Errorf("%s: status %d, %s; want LIMIT_EXCEEDED for %s", tc.query, r.Status, r.Body, tc.limit)
		}
	}
	if r := s.post(`{ clubs { totalCount } }`, nil); len(r.Errors) > 0 {
		t.Errorf("a query within the limits: %s", r.Body)
	}
}

func TestServeRateLimit(t *testing.T) {
	s := serveFor(t, "--rate", "0.5", "--burst", "3", "--trust-proxy")
	from := func(ip string) gqlResponse { return s.post(clubsQuery, nil, "X-Forwarded-For", "203.0.113.9, "+ip) }
	for i := range 3 {
		if r := from("198.51.100.1"); r.Status != http.StatusOK {
			t.Fatalf("request %d of a burst of 3: status %d, %s", i+1, r.Status, r.Body)
		}
	}
	r := from("198.51.100.1")
	if r.Status != http.StatusTooManyRequests || r.code() != "RATE_LIMITED" || r.Header.Get("Retry-After") == "" {
		t.Fatalf("a 4th request at once: status %d, Retry-After %q, %s; want 429 RATE_LIMITED", r.Status, r.Header.Get("Retry-After"), r.Body)
	}
	if r := from("198.51.100.2"); r.Status != http.StatusOK {
		t.Errorf("another client: status %d, want its own bucket", r.Status)
	}
	if code, _ := s.get("/healthz"); code != http.StatusOK {
		t.Errorf("/healthz of a rate-limited client: %d, want 200 (health checks are not limited)", code)
	}

	// Without --trust-proxy the client is this machine: not limited.
	local := serveFor(t, "--rate", "0.5", "--burst", "3")
	for i := range 10 {
		if r := local.post(clubsQuery, nil); r.Status != http.StatusOK {
			t.Fatalf("request %d from loopback: status %d, %s; want loopback clients unlimited", i+1, r.Status, r.Body)
		}
	}
}

func TestRateLimiterRefills(t *testing.T) {
	now := time.Unix(1e9, 0)
	rl := newRateLimiter(2, 2, false)
	rl.now = func() time.Time { return now }
	for i := range 2 {
		if ok, _ := rl.allow("a"); !ok {
			t.Fatalf("request %d within the burst refused", i+1)
		}
	}
	ok, wait := rl.allow("a")
	if ok || wait <= 0 || wait > 500*time.Millisecond {
		t.Fatalf("third request: allowed %v, wait %v; want refused with a wait of at most 0.5s", ok, wait)
	}
	now = now.Add(500 * time.Millisecond)
	if ok, _ := rl.allow("a"); !ok {
		t.Error("after 0.5s at 2/s: refused, want a token back")
	}
	now = now.Add(2 * idleAfter)
	rl.allow("b")
	if _, kept := rl.clients["a"]; kept {
		t.Error("a client quiet for long is still in the table")
	}
}

func TestRateLimiterClients(t *testing.T) {
	rl := newRateLimiter(1, 1, false)
	proxied := newRateLimiter(1, 1, true)
	for _, tc := range []struct {
		rl         *rateLimiter
		remote     string
		forwarded  []string
		wantClient string
	}{
		{rl, "192.0.2.7:5555", nil, "192.0.2.7"},
		{rl, "192.0.2.7:5555", []string{"10.0.0.1"}, "192.0.2.7"}, // not trusted
		{rl, "[2001:db8:1:2:3:4:5:6]:443", nil, "2001:db8:1:2::/64"},
		{proxied, "10.0.0.2:80", []string{"198.51.100.4, 10.0.0.9"}, "10.0.0.9"},
		{proxied, "10.0.0.2:80", []string{"1.1.1.1", "198.51.100.4"}, "198.51.100.4"},
		{proxied, "10.0.0.2:80", nil, "10.0.0.2"},
		{rl, "127.0.0.1:4000", nil, ""},
		{rl, "[::1]:4000", nil, ""},
		{proxied, "127.0.0.1:4000", []string{"198.51.100.4"}, "198.51.100.4"},
	} {
		r, _ := http.NewRequest(http.MethodGet, "/", nil)
		r.RemoteAddr = tc.remote
		for _, f := range tc.forwarded {
			r.Header.Add("X-Forwarded-For", f)
		}
		if got := tc.rl.client(r); got != tc.wantClient {
			t.Errorf("client(remote %s, forwarded %v, trusted %v) = %q, want %q", tc.remote, tc.forwarded, tc.rl.trustProxy, got, tc.wantClient)
		}
	}
}

func TestServeProduction(t *testing.T) {
	s := serveFor(t, "--production")
	if code, _ := s.get("/"); code != http.StatusNotFound {
		t.Errorf("GET / in production: %d, want 404 (no playground)", code)
	}
	if r := s.post(`{ __schema { queryType { name } } }`, nil); len(r.Errors) == 0 {
		t.Errorf("introspection in production: %s; want refused", r.Body)
	}
	if r := s.post(`{ clubz { totalCount } }`, nil); len(r.Errors) == 0 || strings.Contains(r.Errors[0].Message, "clubs") {
		t.Errorf("unknown field in production: %s; want an error without suggestions", r.Body)
	}
	if r := s.post(clubsQuery, nil); len(r.Errors) > 0 {
		t.Errorf("a query in production: %s", r.Body)
	}
}

func TestServeWithNeo4jDown(t *testing.T) {
	s := serveFor(t, "--neo4j-uri", "bolt://127.0.0.1:1")
	if !strings.Contains(s.stderr.String(), "serving anyway") {
		t.Errorf("serve does not say it serves without its database:\n%s", s.stderr)
	}
	code, body := s.get("/readyz")
	if code != http.StatusServiceUnavailable || !strings.Contains(body, "bolt://127.0.0.1:1") {
		t.Errorf("/readyz with Neo4j down: %d %q; want 503 with the reason", code, body)
	}
	if code, _ := s.get("/healthz"); code != http.StatusOK {
		t.Errorf("/healthz with Neo4j down: %d, want 200 (the process is alive)", code)
	}
	r := s.post(clubsQuery, nil)
	if r.code() != "UNAVAILABLE" || !strings.Contains(r.Errors[0].Message, "store unavailable") || r.Status >= 500 {
		t.Errorf("query with Neo4j down: status %d, %s; want UNAVAILABLE, store unavailable", r.Status, r.Body)
	}
	if strings.Contains(r.Body, "127.0.0.1:1") {
		t.Errorf("the error shows clients the database's address: %s", r.Body)
	}
	if err := s.stop(); err != nil {
		t.Errorf("stopping serve with Neo4j down: %v", err)
	}
}
