package graphtest

import (
	"testing"

	"pitchgraph/graph"
)

// testVersion checks that a store that vouches for its version (the only
// writer of its data) changes it with every ingest or delete that changes
// the graph, so that answers kept under an old version are never served
// after a change.
func testVersion(t *testing.T, open func(t *testing.T) graph.Store) {
	s := open(t)
	v0, ok := s.Version()
	if !ok {
		t.Skipf("%T cannot tell when its graph changes; callers keep no answers", s)
	}
	fs := Fixtures()
	ingest(t, s, fs[0])
	v1, _ := s.Version()
	if v1 == v0 {
		t.Errorf("Version %d after an ingest, as before it", v1)
	}
	if _, err := s.IngestMany(t.Context(), fs[1:3]); err != nil {
		t.Fatal(err)
	}
	v2, _ := s.Version()
	if v2 == v1 {
		t.Errorf("Version %d after IngestMany, as before it", v2)
	}
	if ok, err := s.DeleteReport(t.Context(), fs[0].Report.ID); err != nil || !ok {
		t.Fatalf("DeleteReport: %v, %v", ok, err)
	}
	if v3, _ := s.Version(); v3 == v2 {
		t.Errorf("Version %d after a delete, as before it", v3)
	}
}
