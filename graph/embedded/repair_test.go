package embedded

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"pitchgraph/graph"
)

// TestDamageInTheMiddle damages a log of 30 acknowledged reports with bit
// flips and zeroed blocks at many positions. Open cuts only a damaged
// tail; damage followed by intact records makes it refuse the log, naming
// the offset and repair, and leave the file as it is. Repair then keeps
// every report whose record was not damaged, and no other, and keeps the
// damaged log aside.
func TestDamageInTheMiddle(t *testing.T) {
	src := t.TempDir()
	s := openAt(t, src)
	var ids []string
	for i := range 30 {
		f := killReport(i)
		ingestAll(t, s, f)
		ids = append(ids, f.Report.ID)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	pristine, err := os.ReadFile(filepath.Join(src, walName))
	if err != nil {
		t.Fatal(err)
	}
	// Where each report's record lies.
	type span struct{ start, end int }
	var spans []span
	for off := len(walHeader); off < len(pristine); {
		_, next, ok := recordAt(pristine, off)
		if !ok {
			t.Fatalf("the pristine log has no record at offset %d", off)
		}
		spans = append(spans, span{off, next})
		off = next
	}
	if len(spans) != len(ids) {
		t.Fatalf("%d records for %d reports", len(spans), len(ids))
	}

	type damage struct {
		name     string
		at, size int // bytes [at, at+size) changed
	}
	var damages []damage
	for k := range 40 {
		at := k*len(pristine)/40 + 3*k%17
		damages = append(damages, damage{fmt.Sprintf("flip at %d", at), at, 1})
	}
	for _, size := range []int{16, 700, 5000} {
		for _, at := range []int{0, 9, spans[3].start, spans[10].start + 5, len(pristine) / 2, spans[len(spans)-2].end - 3, len(pristine) - size} {
			damages = append(damages, damage{fmt.Sprintf("%d zeroes at %d", size, at), at, size})
		}
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			end := min(d.at+d.size, len(pristine))
			damaged := bytes.Clone(pristine)
			for i := d.at; i < end; i++ {
				if d.size == 1 {
					damaged[i] ^= 0x55
				} else {
					damaged[i] = 0
				}
			}
			var want []string
			first := -1 // the first damaged record
			for i, sp := range spans {
				if sp.end <= d.at || sp.start >= end {
					want = append(want, ids[i])
				} else if first < 0 {
					first = i
				}
			}
			dir := t.TempDir()
			path := filepath.Join(dir, walName)
			if err := os.WriteFile(path, damaged, 0o644); err != nil {
				t.Fatal(err)
			}

			s, err := Open(dir)
			switch {
			case d.at < len(walHeader):
				if err == nil {
					s.Close()
					t.Fatal("Open of a log with a damaged header: no error")
				}
			case first < 0:
				t.Fatal("the damage touches no record")
			case first == len(spans)-1 || slices.Equal(want, ids[:first]):
				// A damaged tail: cut, with a warning.
				if err != nil {
					t.Fatalf("Open of a log with a damaged tail: %v", err)
				}
				if len(s.Warnings()) != 1 {
					t.Errorf("Warnings() = %q, want one", s.Warnings())
				}
				s.Close()
			default:
				if err == nil {
					s.Close()
					t.Fatalf("Open of a log damaged at %d, before intact records: no error", spans[first].start)
				}
				if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf("offset %d", spans[first].start)) || !strings.Contains(msg, "pitchgraph repair") {
					t.Errorf("Open's error %q does not name offset %d and repair", msg, spans[first].start)
				}
				if now, _ := os.ReadFile(path); !bytes.Equal(now, damaged) {
					t.Errorf("Open changed the damaged log")
				}
			}

			r, err := Repair(dir)
			if err != nil {
				t.Fatalf("Repair: %v", err)
			}
			if r.Aside != "" {
				if kept, _ := os.ReadFile(r.Aside); !bytes.Equal(kept, damaged) && !bytes.Equal(kept, pristine[:spans[first].start]) {
					t.Errorf("the log kept aside (%s) is not the damaged log", r.Aside)
				}
			}
			s = openAt(t, dir)
			if len(s.Warnings()) != 0 {
				t.Errorf("Warnings() after Repair = %q, want none", s.Warnings())
			}
			c, err := s.FindReports(t.Context(), graph.Page{First: 100})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, rep := range c.Items {
				got = append(got, rep.ID)
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("after Repair: %d reports stored, want the %d whose records were intact (%d records kept, damage %v)",
					len(got), len(want), r.Records, r.Damaged)
			}
		})
	}
}

func TestRepairLeavesAnIntactLogAlone(t *testing.T) {
	s := openTemp(t)
	ingestAll(t, s, killReport(1), killReport(2))
	dir := s.dir
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(dir, walName))
	r, err := Repair(dir)
	if err != nil || r.Aside != "" || len(r.Damaged) != 0 || r.Records != 2 {
		t.Fatalf("Repair of an intact log: %+v, %v; want 2 records, nothing damaged, nothing kept aside", r, err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, walName)); !bytes.Equal(before, after) {
		t.Error("Repair changed an intact log")
	}
	s = openAt(t, dir) // holds the lock
	if _, err := Repair(dir); graph.ErrorCode(err) != graph.ECONFLICT {
		t.Errorf("Repair of a directory open in a store: %v, want a conflict", err)
	}
}
