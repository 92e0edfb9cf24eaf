package resolvers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// post is gqlgen's POST transport (transport.POST, whose steps it follows
// one for one, with its default settings) except in how it writes a
// response. gqlgen encodes the response with encoding/json, which checks
// and compacts the data the executor (or the response cache) already
// wrote as compact JSON: for a page of matches that is most of the time a
// cached answer takes. post writes such data as it is whenever that gives
// the same bytes, and leaves every other response to encoding/json.
type post struct {
	transport.POST // Supports
}

var _ graphql.Transport = post{}

func (post) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	contentType := responseContentType(r)
	w.Header().Add("Content-Type", contentType)
	params := &graphql.RawParams{}
	start := graphql.Now()

	body, err := io.ReadAll(r.Body)
	if err != nil {
		gqlErr := gqlerror.Errorf("could not read request body: %+v", err)
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlErr}))
		return
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		gqlErr := gqlerror.Errorf("json request body could not be decoded: %+v body:%s", err, string(body))
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlErr}))
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}

	rc, opErr := exec.CreateOperationContext(ctx, params)
	if opErr != nil {
		status := http.StatusOK
		if errcode.GetErrorKind(opErr) == errcode.KindProtocol {
			status = http.StatusUnprocessableEntity
			if contentType == graphqlResponseJSON {
				status = http.StatusBadRequest
			}
		}
		w.WriteHeader(status)
		writeResponse(w, exec.DispatchError(graphql.WithOperationContext(ctx, rc), opErr))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, rc)
	writeResponse(w, responses(ctx))
}

const graphqlResponseJSON = "application/graphql-response+json"

// responseContentType picks the response's media type from the Accept
// header as gqlgen's transports do.
func responseContentType(r *http.Request) string {
	accept := r.Header.Get("Accept")
	if accept == "" {
		return "application/json"
	}
	for part := range strings.SplitSeq(accept, ",") {
		t, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch t {
		case "*/*", "application/*", "application/json":
			return "application/json"
		case graphqlResponseJSON:
			return graphqlResponseJSON
		}
	}
	return graphqlResponseJSON
}

// writeResponse writes r as json.Marshal would. A response that is only
// data needs no encoding: the data is compact JSON already, and
// json.Marshal would only escape <, > and & and the line and paragraph
// separators U+2028 and U+2029, so data without them is written as it is.
func writeResponse(w io.Writer, r *graphql.Response) {
	if r != nil && len(r.Errors) == 0 && r.Label == "" && r.Path == nil && r.HasNext == nil && r.Extensions == nil &&
		len(r.Data) > 0 && !needsEscapes(r.Data) {
		io.WriteString(w, `{"data":`)
		w.Write(r.Data)
		io.WriteString(w, `}`)
		return
	}
	b, err := json.Marshal(r)
	if err != nil {
		panic(fmt.Errorf("unable to marshal %s: %w", string(r.Data), err))
	}
	w.Write(b)
}

// needsEscapes tells whether JSON text holds a character json.Marshal
// escapes in a json.RawMessage.
func needsEscapes(b []byte) bool {
	if bytes.IndexByte(b, '<') >= 0 || bytes.IndexByte(b, '>') >= 0 || bytes.IndexByte(b, '&') >= 0 {
		return true
	}
	for i := bytes.IndexByte(b, 0xE2); i >= 0; {
		if i+2 < len(b) && b[i+1] == 0x80 && b[i+2]&^1 == 0xA8 { // U+2028, U+2029
			return true
		}
		j := bytes.IndexByte(b[i+1:], 0xE2)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}
