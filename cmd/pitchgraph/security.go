package main

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"pitchgraph/resolvers"
)

// authFlags say who may change the graph (and, with --protect-queries,
// read it).
type authFlags struct {
	apiKey         string
	apiKeyFile     string
	jwtSecret      string
	jwtPublicKey   string
	jwtIssuer      string
	jwtAudience    string
	protectQueries bool
	insecure       bool
}

func (af *authFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&af.apiKey, "api-key", "", "API `key` clients send as \"Authorization: Bearer KEY\" to mutate (env PITCHGRAPH_API_KEY); "+
		"a key on the command line shows in ps, so prefer the environment or --api-key-file")
	fs.StringVar(&af.apiKeyFile, "api-key-file", "", "read the API key from this `file` (its first line) (env PITCHGRAPH_API_KEY_FILE)")
	fs.StringVar(&af.jwtSecret, "jwt-secret", "", "accept JWTs signed with HS256 and this `secret` (env PITCHGRAPH_JWT_SECRET)")
	fs.StringVar(&af.jwtPublicKey, "jwt-public-key", "", "accept JWTs signed with RS256 by the RSA public key in this PEM `file` (env PITCHGRAPH_JWT_PUBLIC_KEY)")
	fs.StringVar(&af.jwtIssuer, "jwt-issuer", "", "accept only JWTs with this `iss` (env PITCHGRAPH_JWT_ISSUER)")
	fs.StringVar(&af.jwtAudience, "jwt-audience", "", "accept only JWTs with this `aud` (env PITCHGRAPH_JWT_AUDIENCE)")
	fs.BoolVar(&af.protectQueries, "protect-queries", false, "need credentials for queries and subscriptions too, not only mutations (env PITCHGRAPH_PROTECT_QUERIES)")
	fs.BoolVar(&af.insecure, "insecure", false, "serve a non-loopback address without credentials: only behind something that checks them (env PITCHGRAPH_INSECURE)")
}

// authEnv names the environment variable of each flag of authFlags.
var authEnv = map[string]string{
	"api-key":         "PITCHGRAPH_API_KEY",
	"api-key-file":    "PITCHGRAPH_API_KEY_FILE",
	"jwt-secret":      "PITCHGRAPH_JWT_SECRET",
	"jwt-public-key":  "PITCHGRAPH_JWT_PUBLIC_KEY",
	"jwt-issuer":      "PITCHGRAPH_JWT_ISSUER",
	"jwt-audience":    "PITCHGRAPH_JWT_AUDIENCE",
	"protect-queries": "PITCHGRAPH_PROTECT_QUERIES",
	"insecure":        "PITCHGRAPH_INSECURE",
}

// authenticator returns the Authenticator the flags configure, nil when
// they configure none, and warnings about weak settings.
func (af *authFlags) authenticator() (resolvers.Authenticator, []string, error) {
	var warnings []string
	var keys keyAuth
	if af.apiKeyFile != "" {
		if af.apiKey != "" {
			return nil, nil, errors.New("give --api-key or --api-key-file, not both")
		}
		key, err := readKeyFile(af.apiKeyFile)
		if err != nil {
			return nil, nil, err
		}
		af.apiKey = key
	}
	if af.apiKey != "" {
		keys = newKeyAuth(af.apiKey)
		if len(af.apiKey) < 16 {
			warnings = append(warnings, "the API key is shorter than 16 characters: use a long random one (openssl rand -hex 32)")
		}
	}
	var tokens *jwtAuth
	switch {
	case af.jwtSecret != "" && af.jwtPublicKey != "":
		return nil, nil, errors.New("give --jwt-secret (HS256) or --jwt-public-key (RS256), not both")
	case af.jwtSecret != "":
		tokens = &jwtAuth{key: []byte(af.jwtSecret), method: jwt.SigningMethodHS256.Alg()}
		if len(af.jwtSecret) < minJWTSecret {
			return nil, nil, fmt.Errorf("the JWT secret is %d bytes; HS256 needs at least %d (openssl rand -hex 32 gives 64)", len(af.jwtSecret), minJWTSecret)
		}
	case af.jwtPublicKey != "":
		pem, err := os.ReadFile(af.jwtPublicKey)
		if err != nil {
			return nil, nil, fmt.Errorf("cannot read the JWT public key: %w", err)
		}
		key, err := jwt.ParseRSAPublicKeyFromPEM(pem)
		if err != nil {
			return nil, nil, fmt.Errorf("the JWT public key %s: %w", af.jwtPublicKey, err)
		}
		tokens = &jwtAuth{key: key, method: jwt.SigningMethodRS256.Alg()}
	case af.jwtIssuer != "" || af.jwtAudience != "":
		return nil, nil, errors.New("--jwt-issuer and --jwt-audience need --jwt-secret or --jwt-public-key")
	}
	if tokens != nil {
		tokens.issuer, tokens.audience = af.jwtIssuer, af.jwtAudience
	}
	switch {
	case keys == nil && tokens == nil:
		if af.protectQueries {
			return nil, nil, errors.New("--protect-queries needs --api-key, --jwt-secret or --jwt-public-key")
		}
		return nil, warnings, nil
	case tokens == nil:
		return keys, warnings, nil
	case keys == nil:
		return tokens, warnings, nil
	}
	return eitherAuth{keys, tokens}, warnings, nil
}

// eitherAuth accepts the API key or a JWT.
type eitherAuth struct {
	keys   keyAuth
	tokens *jwtAuth
}

func (e eitherAuth) Authenticate(ctx context.Context, token string) error {
	if e.keys.Authenticate(ctx, token) == nil {
		return nil
	}
	return e.tokens.Authenticate(ctx, token)
}

// Expiry implements resolvers.Expiring: the API key does not expire.
func (e eitherAuth) Expiry(token string) (time.Time, bool) {
	if e.keys.Authenticate(context.Background(), token) == nil {
		return time.Time{}, false
	}
	return e.tokens.Expiry(token)
}

// minJWTSecret is the shortest HS256 secret serve accepts: RFC 7518 asks
// for a key at least as long as the hash.
const minJWTSecret = 32

// readKeyFile reads an API key from the first line of a file, without the
// line's end and surrounding spaces.
func readKeyFile(name string) (string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("cannot read the API key file: %w", err)
	}
	line, _, _ := strings.Cut(string(b), "\n")
	key := strings.TrimSpace(line)
	if key == "" {
		return "", fmt.Errorf("the API key file %s is empty: put the key on its first line", name)
	}
	return key, nil
}

// keyAuth accepts one API key, comparing in constant time (over digests,
// so that not even the key's length leaks through timing).
type keyAuth []byte

func newKeyAuth(key string) keyAuth {
	sum := sha256.Sum256([]byte(key))
	return sum[:]
}

func (k keyAuth) Authenticate(_ context.Context, token string) error {
	sum := sha256.Sum256([]byte(token))
	if subtle.ConstantTimeCompare(sum[:], k) != 1 {
		return errors.New("unknown API key")
	}
	return nil
}

// jwtAuth accepts JWTs signed with one key by one algorithm, unexpired,
// with the issuer and audience when set.
type jwtAuth struct {
	key      any
	method   string
	issuer   string
	audience string
}

// jwtLeeway allows for clocks that differ a little.
const jwtLeeway = 30 * time.Second

func (j *jwtAuth) Authenticate(_ context.Context, token string) error {
	opts := []jwt.ParserOption{
		jwt.WithValidMethods([]string{j.method}),
		jwt.WithExpirationRequired(),
		jwt.WithLeeway(jwtLeeway),
	}
	if j.issuer != "" {
		opts = append(opts, jwt.WithIssuer(j.issuer))
	}
	if j.audience != "" {
		opts = append(opts, jwt.WithAudience(j.audience))
	}
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return j.key, nil }, opts...)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, jwt.ErrTokenMalformed):
		return errors.New("not an API key or a JWT")
	case errors.Is(err, jwt.ErrTokenExpired):
		return errors.New("the token has expired")
	case errors.Is(err, jwt.ErrTokenSignatureInvalid), errors.Is(err, jwt.ErrTokenUnverifiable):
		return errors.New("the token's signature is not valid")
	case errors.Is(err, jwt.ErrTokenRequiredClaimMissing):
		// Claims are checked once the signature is: claims is filled in.
		for _, c := range []struct{ name, what string }{{"exp", "expiry"}, {"iss", "issuer"}, {"aud", "audience"}} {
			if _, ok := claims[c.name]; !ok {
				return fmt.Errorf("the token has no %s (%s)", c.what, c.name)
			}
		}
		return errors.New("the token lacks a claim this server requires")
	case errors.Is(err, jwt.ErrTokenInvalidIssuer):
		return errors.New("the token's issuer is not accepted")
	case errors.Is(err, jwt.ErrTokenInvalidAudience):
		return errors.New("the token's audience is not accepted")
	}
	return errors.New("the token is not valid")
}

// Expiry implements resolvers.Expiring: a token Authenticate accepted is
// accepted until its exp, give or take the leeway.
func (j *jwtAuth) Expiry(token string) (time.Time, bool) {
	claims := jwt.MapClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(token, claims); err != nil {
		return time.Time{}, false
	}
	exp, err := claims.GetExpirationTime()
	if err != nil || exp == nil {
		return time.Time{}, false
	}
	return exp.Add(jwtLeeway), true
}

var (
	_ resolvers.Expiring = (*jwtAuth)(nil)
	_ resolvers.Expiring = eitherAuth{}
)

// checkExposure applies the rule that keeps a server without credentials
// private: it may listen on loopback only, unless --insecure says that
// something in front of it checks who calls. It says at start what
// applies.
func checkExposure(addr net.Addr, auth resolvers.Authenticator, af *authFlags, stderr io.Writer) error {
	if err := exposureError(addr, auth, af); err != nil {
		return err
	}
	tcp, _ := addr.(*net.TCPAddr)
	loopback := tcp != nil && tcp.IP.IsLoopback()
	switch {
	case auth != nil && af.protectQueries:
		fmt.Fprintln(stderr, "pitchgraph: every request needs credentials (Authorization: Bearer ...)")
	case auth != nil:
		fmt.Fprintln(stderr, "pitchgraph: mutations need credentials (Authorization: Bearer ...); queries are public")
	case loopback:
		fmt.Fprintf(stderr, "pitchgraph: no API key or JWT key is configured, so anyone on this machine may change the graph; "+
			"listening on loopback (%s) only. Give --api-key to serve other hosts.\n", addr)
	default:
		fmt.Fprintf(stderr, "pitchgraph: WARNING: --insecure: serving %s without credentials; anyone who can reach it may change the graph\n", addr)
	}
	return nil
}

// exposureError is checkExposure's refusal, without its messages: serve
// checks the address it is given before it opens the store or loads
// reports, and the address it listens on once it does.
func exposureError(addr net.Addr, auth resolvers.Authenticator, af *authFlags) error {
	tcp, _ := addr.(*net.TCPAddr)
	if auth != nil || af.insecure || tcp != nil && tcp.IP.IsLoopback() {
		return nil
	}
	return fmt.Errorf("refusing to serve %s without credentials: anyone who can reach it could change the graph. "+
		"Give --api-key (or PITCHGRAPH_API_KEY or --api-key-file), --jwt-secret or --jwt-public-key; or listen on 127.0.0.1; "+
		"or pass --insecure if something in front of pitchgraph checks who calls", addr)
}

// setFromEnv sets each flag of fs that names an environment variable in
// envs to that variable's value, when it is set and not empty; flags
// given on the command line, parsed afterwards, win.
func setFromEnv(fs *flag.FlagSet, envs map[string]string) error {
	for name, variable := range envs {
		v, ok := os.LookupEnv(variable)
		if !ok || v == "" {
			continue
		}
		if err := fs.Set(name, v); err != nil {
			return fmt.Errorf("%s=%q: %w", variable, v, err)
		}
	}
	return nil
}
