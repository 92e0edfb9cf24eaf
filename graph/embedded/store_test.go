package embedded

import (
	"testing"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

// openTemp opens a store in a new temporary directory, closed at cleanup.
func openTemp(t *testing.T) *Store {
	t.Helper()
	return openAt(t, t.TempDir())
}

func openAt(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open(%s): %v", dir, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestStore(t *testing.T) {
	graphtest.Run(t, func(t *testing.T) graph.Store { return openTemp(t) })
}
