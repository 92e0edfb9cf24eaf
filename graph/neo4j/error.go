package neo4j

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// edge turns an error from the driver into a *graph.Error, once, where it
// leaves the store. The message is safe for users; the cause, which may
// quote Cypher, stays in Err. The error is classified before it is wrapped
// (the driver's Is… helpers do not unwrap; errors.As does).
func edge(op string, err error) error {
	if err == nil {
		return nil
	}
	var ge *graph.Error
	if errors.As(err, &ge) {
		return err
	}
	code, what := classify(err)
	return graph.Wrap(code, fmt.Errorf("neo4j: %s: %w", op, err), "neo4j: "+op+": "+what)
}

// unreachable is the error of a server that did not answer at uri. The
// reason (a refused dial, a failed login) is what a user needs to fix it
// and quotes no Cypher, so the message keeps it.
func unreachable(uri string, err error) error {
	reason := err.Error()
	var (
		connErr *neo4j.ConnectivityError
		dbErr   *neo4j.Neo4jError
	)
	switch {
	case errors.As(err, &connErr) && connErr.Inner != nil:
		reason, err = connErr.Inner.Error(), connErr.Inner // the driver's text repeats it
	case errors.As(err, &dbErr):
		reason = dbErr.Msg
	}
	return graph.Wrap(graph.EUNAVAILABLE, err, "neo4j: cannot reach "+uri+": "+reason)
}

// classify returns the code and a user-safe description of a driver error.
func classify(err error) (code, what string) {
	var limit *neo4j.TransactionExecutionLimit
	if errors.As(err, &limit) {
		// The driver gave up retrying; judge by the last failure.
		if n := len(limit.Errors); n > 0 {
			return classify(limit.Errors[n-1])
		}
		return graph.EUNAVAILABLE, "the database did not complete the transaction"
	}
	var (
		connErr  *neo4j.ConnectivityError
		dbErr    *neo4j.Neo4jError
		usageErr *neo4j.UsageError
	)
	switch {
	case errors.As(err, &connErr):
		return graph.EUNAVAILABLE, "the database cannot be reached"
	case errors.Is(err, context.DeadlineExceeded):
		return graph.EUNAVAILABLE, "the database did not answer in time"
	case errors.Is(err, context.Canceled):
		return graph.EUNAVAILABLE, "the request was canceled"
	case errors.As(err, &dbErr):
		switch {
		case dbErr.HasSecurityCode():
			return graph.EUNAVAILABLE, "the database refused the credentials"
		case strings.HasPrefix(dbErr.Code, "Neo.ClientError.Database."):
			return graph.EUNAVAILABLE, "the database is missing or offline"
		case dbErr.IsRetriableTransient():
			return graph.EUNAVAILABLE, "the database is busy"
		}
		return graph.EINTERNAL, "the database rejected a statement"
	case errors.As(err, &usageErr):
		return graph.EINTERNAL, "the driver was misused"
	}
	return graph.EINTERNAL, "unexpected failure"
}
