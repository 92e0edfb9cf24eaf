package neo4j

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

func TestEdge(t *testing.T) {
	syntax := &neo4j.Neo4jError{Code: "Neo.ClientError.Statement.SyntaxError", Msg: "Invalid input 'MATCHX (n)'"}
	for _, tc := range []struct {
		name string
		err  error
		code string
	}{
		{"connectivity", &neo4j.ConnectivityError{Inner: io.EOF}, graph.EUNAVAILABLE},
		{"wrapped connectivity", fmt.Errorf("run: %w", &neo4j.ConnectivityError{Inner: io.EOF}), graph.EUNAVAILABLE},
		{"deadline", context.DeadlineExceeded, graph.EUNAVAILABLE},
		{"canceled", fmt.Errorf("collect: %w", context.Canceled), graph.EUNAVAILABLE},
		{"transient", &neo4j.Neo4jError{Code: "Neo.TransientError.Transaction.DeadlockDetected"}, graph.EUNAVAILABLE},
		{"unauthorized", &neo4j.Neo4jError{Code: "Neo.ClientError.Security.Unauthorized"}, graph.EUNAVAILABLE},
		{"no such database", &neo4j.Neo4jError{Code: "Neo.ClientError.Database.DatabaseNotFound"}, graph.EUNAVAILABLE},
		{"retries exhausted", &neo4j.TransactionExecutionLimit{Cause: "timeout", Errors: []error{
			&neo4j.Neo4jError{Code: "Neo.TransientError.Transaction.DeadlockDetected"},
			&neo4j.ConnectivityError{Inner: io.EOF},
		}}, graph.EUNAVAILABLE},
		{"syntax", syntax, graph.EINTERNAL},
		{"usage", &neo4j.UsageError{Message: "closed session"}, graph.EINTERNAL},
		{"other", errors.New("surprise"), graph.EINTERNAL},
	} {
		err := edge("read clubs", tc.err)
		var ge *graph.Error
		if !errors.As(err, &ge) {
			t.Errorf("edge(%s): %T, want *graph.Error", tc.name, err)
			continue
		}
		if ge.Code != tc.code {
			t.Errorf("edge(%s): code %q, want %q", tc.name, ge.Code, tc.code)
		}
		if !errors.Is(err, tc.err) {
			t.Errorf("edge(%s): the cause is lost: %v", tc.name, err)
		}
		if strings.Contains(ge.Message, "MATCHX") || !strings.HasPrefix(ge.Message, "neo4j: read clubs: ") {
			t.Errorf("edge(%s): message %q, want the operation and no driver text", tc.name, ge.Message)
		}
	}
	if err := edge("x", nil); err != nil {
		t.Errorf("edge(nil) = %v, want nil", err)
	}
	already := graph.Errorf(graph.EINVALID, "bad cursor")
	if err := edge("x", already); err != already {
		t.Errorf("edge(*graph.Error) = %v, want it unchanged", err)
	}
}

// TestStatementErrorHidesCypher sends a broken statement to the server: the
// user sees an internal error without the statement, the log sees it all.
func TestStatementErrorHidesCypher(t *testing.T) {
	s := openEmpty(t)
	_, err := s.query(t.Context(), "read clubs", `MATCH (c:Club) RETURN c.id AS id ORDER BY BROKEN`, nil)
	if code := graph.ErrorCode(err); code != graph.EINTERNAL {
		t.Fatalf("broken statement: code %q (%v), want %q", code, err, graph.EINTERNAL)
	}
	if msg := graph.ErrorMessage(err); strings.Contains(msg, "BROKEN") || strings.Contains(msg, "MATCH") {
		t.Errorf("broken statement: message %q quotes the Cypher", msg)
	}
	if !strings.Contains(err.Error(), "BROKEN") {
		t.Errorf("broken statement: error %q lost the server's account for the log", err)
	}
}
