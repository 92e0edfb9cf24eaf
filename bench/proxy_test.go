package bench

import (
	"testing"
)

// TestProxyProfilesRuns checks the Bolt rewriting on hand-made messages:
// a RUN gets PROFILE in front of its query, and the db hits of a SUCCESS
// summary's plan are summed over its children.
func TestProxyProfilesRuns(t *testing.T) {
	p := &proxy{}
	run := appendString([]byte{0xB3, 0x10}, "MATCH (n) RETURN n")
	run = append(run, 0xA0, 0xA0) // no parameters, no extra
	if got := p.up(run); string(got) != string(run) {
		t.Errorf("up(RUN) with profiling off changed the message")
	}
	p.profiling.Store(true)
	got := p.up(run)
	d := &decoder{b: got, i: 2}
	if q := d.value(); q != "PROFILE MATCH (n) RETURN n" {
		t.Errorf("up(RUN) query = %q, want it prefixed with PROFILE", q)
	}
	if rest := got[d.i:]; string(rest) != "\xA0\xA0" {
		t.Errorf("up(RUN) left % x after the query, want the parameters and extra untouched", rest)
	}
	schema := append(appendString([]byte{0xB3, 0x10}, "CREATE CONSTRAINT x IF NOT EXISTS FOR (n:X) REQUIRE n.id IS UNIQUE"), 0xA0, 0xA0)
	if got := p.up(schema); string(got) != string(schema) {
		t.Errorf("up(RUN) prefixed a schema command, which PROFILE refuses")
	}
	if p.runs.Load() != 3 {
		t.Errorf("runs = %d, want 3", p.runs.Load())
	}

	// SUCCESS {profile: {dbHits: 7, children: [{dbHits: 300, children: []}]}}
	success := []byte{0xB1, 0x70, 0xA1}
	success = appendString(success, "profile")
	success = append(success, 0xA2)
	success = appendString(success, "dbHits")
	success = append(success, 7)
	success = appendString(success, "children")
	success = append(success, 0x91, 0xA2)
	success = appendString(success, "dbHits")
	success = append(success, 0xC9, 0x01, 0x2C) // 300 as INT_16
	success = appendString(success, "children")
	success = append(success, 0x90)
	p.down(success)
	if p.dbHits.Load() != 307 || p.profiled.Load() != 1 {
		t.Errorf("down(SUCCESS) counted %d db hits in %d plans, want 307 in 1", p.dbHits.Load(), p.profiled.Load())
	}
}
