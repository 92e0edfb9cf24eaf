package resolvers

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Authenticator checks the credential a client sends as
// "Authorization: Bearer TOKEN" (over a websocket: in the connection_init
// payload's Authorization, or on the upgrade request).
type Authenticator interface {
	// Authenticate returns nil when token grants access, else an error whose
	// text the client may read (it must not reveal the secret).
	Authenticate(ctx context.Context, token string) error
}

// AuthenticatorFunc lets a function be an Authenticator.
type AuthenticatorFunc func(ctx context.Context, token string) error

// Authenticate calls f.
func (f AuthenticatorFunc) Authenticate(ctx context.Context, token string) error {
	return f(ctx, token)
}

// Expiring is an Authenticator whose credentials stop being valid at a
// time of their own, as JWTs do. A websocket connection that gave such a
// credential is closed when it expires, and its operations are refused
// from then on, as they would be over HTTP.
type Expiring interface {
	// Expiry returns when a token Authenticate accepted stops being
	// accepted, and false for a token that does not expire.
	Expiry(token string) (time.Time, bool)
}

// errNoBearer is the error of an Authorization that is not a bearer token.
var errNoBearer = errors.New(`the Authorization header must be "Bearer " and the token`)

// bearer returns the token of an Authorization value and whether one was
// given at all.
func bearer(authorization string) (token string, given bool, err error) {
	if authorization == "" {
		return "", false, nil
	}
	scheme, token, ok := strings.Cut(strings.TrimSpace(authorization), " ")
	token = strings.TrimSpace(token)
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", true, errNoBearer
	}
	return token, true, nil
}

// guardAuth decides whether an operation may run: with an Authenticator,
// mutations (and every operation when protectQueries is set) need a valid
// credential, and a credential that is given must be valid whatever the
// operation. Without one, everything may run.
func guardAuth(ctx context.Context, auth Authenticator, protectQueries bool, opCtx *graphql.OperationContext) *gqlerror.Error {
	if auth == nil {
		return nil
	}
	if ws := wsState(ctx); ws != nil {
		// wsInit checked the connection's credential, if any.
		if ws.credited.Load() {
			if !ws.expires.IsZero() && time.Now().After(ws.expires) {
				return unauthenticated(ctx, "invalid credentials: the token has expired")
			}
			return nil
		}
		return anonymous(ctx, protectQueries, opCtx)
	}
	if st := statusFrom(ctx); st != nil && st.credited.Load() {
		return nil // httpGuard checked the credential before the query was read
	}
	token, given, err := bearer(opCtx.Headers.Get("Authorization"))
	if err == nil && given {
		err = auth.Authenticate(ctx, token)
	}
	switch {
	case err != nil:
		return unauthenticated(ctx, "invalid credentials: "+err.Error())
	case given:
		return nil
	}
	return anonymous(ctx, protectQueries, opCtx)
}

const msgProtected = "this server needs credentials for every request: send Authorization: Bearer and an API key or token"

// anonymous decides on an operation sent without credentials.
func anonymous(ctx context.Context, protectQueries bool, opCtx *graphql.OperationContext) *gqlerror.Error {
	switch {
	case opCtx.Operation.Operation == ast.Mutation:
		return unauthenticated(ctx, "changing the graph needs credentials: send Authorization: Bearer and an API key or token")
	case protectQueries:
		return unauthenticated(ctx, msgProtected)
	}
	return nil
}

// wsInit checks the credential a websocket client gives when it connects,
// so that a bad one (or none, when queries are protected) closes the
// connection at once.
func wsInit(auth Authenticator, protectQueries bool) transport.WebsocketInitFunc {
	return func(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
		if auth == nil {
			return ctx, nil, nil
		}
		authorization := p.Authorization()
		if authorization == "" {
			authorization = upgradeAuthorization(ctx)
		}
		token, given, err := bearer(authorization)
		if err == nil && given {
			err = auth.Authenticate(ctx, token)
		}
		switch {
		case err != nil:
			return ctx, nil, errors.New("invalid credentials: " + err.Error())
		case !given && protectQueries:
			return ctx, nil, errors.New("this server needs credentials: send Authorization: Bearer and a key in the connection_init payload")
		}
		if st := wsState(ctx); st != nil && given {
			if e, ok := auth.(Expiring); ok {
				if at, ok := e.Expiry(token); ok {
					st.expires = at
					// The transport closes the connection when its
					// context ends, telling the client why.
					expiring, cancel := context.WithDeadline(transport.AppendCloseReason(ctx, "the credential has expired: connect again with a fresh one"), at)
					context.AfterFunc(ctx, cancel)
					ctx = expiring
				}
			}
			st.credited.Store(true)
		}
		return ctx, nil, nil
	}
}

func unauthenticated(ctx context.Context, msg string) *gqlerror.Error {
	if s := statusFrom(ctx); s != nil {
		s.status = http.StatusUnauthorized
	}
	return refusalError(&refusal{code: codeUnauthenticated, msg: msg})
}
