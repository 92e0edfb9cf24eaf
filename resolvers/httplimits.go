package resolvers

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"pitchgraph/graph"
)

// httpGuard stands in front of the gqlgen server: it checks credentials
// and starts the request's deadline before anything is read or parsed,
// bounds request bodies (Limits.BodyBytes), runs batched requests (a JSON
// array of operations, at most Limits.Batch) one operation at a time,
// caps the websocket connections open at once (Limits.Websockets) and
// lets a refused operation choose the HTTP status (401 for missing
// credentials).
type httpGuard struct {
	next           http.Handler
	limits         Limits
	auth           Authenticator
	protectQueries bool
	websockets     atomic.Int64
}

// requestState is what the guard and the operations of one request share.
type requestState struct {
	websocket     bool
	authorization string        // of the upgrade request, for websockets
	status        int           // replaces an error status gqlgen chose; 0 for none
	subscriptions atomic.Int64  // open on this websocket connection
	credited      atomic.Bool   // the websocket connection gave a valid credential
	expires       time.Time     // when that credential expires; zero if never (set before operations run)
	fresh         bool          // Cache-Control: no-cache: compute the answer afresh
	bytes         *atomic.Int64 // of answer, counted by the operations' budgets; shared by a batch

	mu      sync.Mutex
	lent    [][]byte // buffers of direct answers (direct.go), reused once the response is written
	written bool
}

// lend gives the request a buffer its response is written from, to reuse
// once the response is written; false when it is written already (the
// answer came too late), and then the buffer stays the caller's.
func (st *requestState) lend(b []byte) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.written {
		return false
	}
	st.lent = append(st.lent, b)
	return true
}

// done tells the request its response is written: the buffers lent to it
// may be reused.
func (st *requestState) done() {
	st.mu.Lock()
	lent := st.lent
	st.lent, st.written = nil, true
	st.mu.Unlock()
	for _, b := range lent {
		putBuffer(b)
	}
}

type stateKey struct{}

func statusFrom(ctx context.Context) *requestState {
	st, _ := ctx.Value(stateKey{}).(*requestState)
	if st == nil || st.websocket {
		return nil // operations on one websocket run concurrently and have no status
	}
	return st
}

func upgradeAuthorization(ctx context.Context) string {
	if st, _ := ctx.Value(stateKey{}).(*requestState); st != nil {
		return st.authorization
	}
	return ""
}

func wsState(ctx context.Context) *requestState {
	if st, _ := ctx.Value(stateKey{}).(*requestState); st != nil && st.websocket {
		return st
	}
	return nil
}

func (g *httpGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Upgrade") != "" {
		g.serveWebsocket(w, r)
		return
	}
	st := &requestState{fresh: strings.Contains(r.Header.Get("Cache-Control"), "no-cache"), bytes: new(atomic.Int64)}
	ctx := context.WithValue(r.Context(), stateKey{}, st)
	if g.limits.Timeout > 0 {
		// Reading, parsing and validating count against the time too.
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, g.limits.Timeout, errTimeout)
		defer cancel()
	}
	r = r.WithContext(ctx)
	if !g.credentials(w, r, st) {
		return
	}
	if r.Body != nil && g.limits.BodyBytes > 0 {
		r.Body = http.MaxBytesReader(w, r.Body, g.limits.BodyBytes)
	}
	if r.Method == http.MethodPost && r.Body != nil && jsonBody(r) {
		body, err := g.readBody(w, r)
		if err != nil {
			return
		}
		if isBatch(body) {
			g.serveBatch(w, r, body)
			return
		}
		r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
	}
	g.next.ServeHTTP(&statusWriter{ResponseWriter: w, state: st}, r)
	st.done()
}

// credentials checks the credential a request gives, before its body is
// read or its query parsed, and answers a refusal itself (false): a bad
// credential, or none when every request needs one. A request without a
// credential goes on, and the guard refuses it if it is a mutation.
func (g *httpGuard) credentials(w http.ResponseWriter, r *http.Request, st *requestState) bool {
	if g.auth == nil {
		return true
	}
	token, given, err := bearer(r.Header.Get("Authorization"))
	if err == nil && given {
		err = g.auth.Authenticate(r.Context(), token)
	}
	var msg string
	switch {
	case err != nil:
		msg = "invalid credentials: " + err.Error()
	case !given && g.protectQueries:
		msg = msgProtected
	default:
		st.credited.Store(given)
		return true
	}
	w.Header().Set("WWW-Authenticate", `Bearer realm="pitchgraph"`)
	writeRefusal(w, http.StatusUnauthorized, &refusal{code: codeUnauthenticated, msg: msg})
	return false
}

// readBody reads the whole body, answering for itself when it cannot.
func (g *httpGuard) readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(r.Body)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		writeRefusal(w, http.StatusRequestEntityTooLarge, &refusal{code: codeLimit, limit: "BodyBytes",
			msg: fmt.Sprintf("the request body is larger than %d bytes, the limit", g.limits.BodyBytes)})
	case err != nil:
		writeRefusal(w, http.StatusBadRequest, &refusal{code: code(graph.EINVALID), msg: "the request body could not be read"})
	}
	return body, err
}

func jsonBody(r *http.Request) bool {
	t, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && t == "application/json"
}

func isBatch(body []byte) bool {
	b := bytes.TrimLeft(body, " \t\r\n")
	return len(b) > 0 && b[0] == '['
}

// serveBatch answers a JSON array of operations with the array of their
// responses, in order. The operations share one Limits.Timeout.
func (g *httpGuard) serveBatch(w http.ResponseWriter, r *http.Request, body []byte) {
	ops, err := splitBatch(body, g.limits.Batch)
	if err != nil {
		writeRefusal(w, http.StatusBadRequest, err)
		return
	}
	ctx := r.Context() // with the request's deadline, which the operations share
	parent, _ := ctx.Value(stateKey{}).(*requestState)
	out := []byte{'['}
	for i, op := range ops {
		st := &requestState{bytes: parent.bytes}
		st.credited.Store(parent.credited.Load())
		sub := r.Clone(context.WithValue(ctx, stateKey{}, st))
		sub.Body, sub.ContentLength = io.NopCloser(bytes.NewReader(op)), int64(len(op))
		var rec recorder
		g.next.ServeHTTP(&rec, sub)
		st.done()
		if i > 0 {
			out = append(out, ',')
		}
		if json.Valid(rec.body.Bytes()) {
			out = append(out, rec.body.Bytes()...)
		} else {
			out = append(out, `{"errors":[{"message":"internal error","extensions":{"code":"INTERNAL"}}]}`...)
		}
	}
	out = append(out, ']')
	w.Header().Set("Content-Type", "application/json")
	w.Write(out)
}

// splitBatch returns the operations of a batch, refusing an empty one and
// one of more than limit without reading past the limit.
func splitBatch(body []byte, limit int) ([]json.RawMessage, *refusal) {
	dec := json.NewDecoder(bytes.NewReader(body))
	bad := &refusal{code: code(graph.EINVALID), msg: "a batched request must be a JSON array of operations"}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return nil, bad
	}
	var ops []json.RawMessage
	for dec.More() {
		if limit > 0 && len(ops) == limit {
			return nil, &refusal{code: codeLimit, limit: "Batch",
				msg: fmt.Sprintf("the batch has more than %d operations, the limit", limit)}
		}
		var op json.RawMessage
		if err := dec.Decode(&op); err != nil {
			return nil, bad
		}
		ops = append(ops, op)
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim(']') {
		return nil, bad
	}
	if len(ops) == 0 {
		return nil, &refusal{code: code(graph.EINVALID), msg: "the batch is empty"}
	}
	return ops, nil
}

func (g *httpGuard) serveWebsocket(w http.ResponseWriter, r *http.Request) {
	if max := int64(g.limits.Websockets); max > 0 {
		if g.websockets.Add(1) > max {
			g.websockets.Add(-1)
			w.Header().Set("Retry-After", "10")
			writeRefusal(w, http.StatusTooManyRequests, &refusal{code: codeLimit, limit: "Websockets",
				msg: "the server has " + strconv.FormatInt(max, 10) + " websocket connections open, the limit; retry later"})
			return
		}
		defer g.websockets.Add(-1)
	}
	st := &requestState{websocket: true, authorization: r.Header.Get("Authorization")}
	g.next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), stateKey{}, st)))
}

// statusWriter replaces the error status gqlgen writes when an operation
// asked for another one.
type statusWriter struct {
	http.ResponseWriter
	state *requestState
}

func (sw *statusWriter) WriteHeader(code int) {
	if s := sw.state.status; s != 0 && code >= 400 {
		code = s
		if s == http.StatusUnauthorized {
			sw.Header().Set("WWW-Authenticate", `Bearer realm="pitchgraph"`)
		}
	}
	sw.ResponseWriter.WriteHeader(code)
}

func (sw *statusWriter) Unwrap() http.ResponseWriter { return sw.ResponseWriter }

// recorder keeps the response to one operation of a batch.
type recorder struct {
	header http.Header
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header {
	if r.header == nil {
		r.header = http.Header{}
	}
	return r.header
}

func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
func (r *recorder) WriteHeader(int)             {}
