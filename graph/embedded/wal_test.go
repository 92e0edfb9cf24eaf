package embedded

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"pitchgraph/graph"
	"pitchgraph/graph/graphtest"
)

func ingestAll(t *testing.T, s *Store, facts ...*graph.Facts) {
	t.Helper()
	for _, f := range facts {
		if _, err := s.Ingest(t.Context(), f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
}

func deleteAll(t *testing.T, s *Store, facts ...*graph.Facts) {
	t.Helper()
	for _, f := range facts {
		if ok, err := s.DeleteReport(t.Context(), f.Report.ID); err != nil || !ok {
			t.Fatalf("DeleteReport(%s): deleted %v, err %v; want true", f.Report.ID, ok, err)
		}
	}
}

func sameState(t *testing.T, what string, got, want graphtest.State) {
	t.Helper()
	if d := cmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("%s: state differs (-want +got):\n%s", what, d)
	}
}

// reopen closes s and opens its directory again.
func reopen(t *testing.T, s *Store) *Store {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	return openAt(t, s.dir)
}

func TestReopen(t *testing.T) {
	s := openTemp(t)
	fs := graphtest.Fixtures()
	fs[4].Report.IngestedAt = time.Time{} // stamped at ingest; the stamp must survive
	ingestAll(t, s, fs...)
	deleteAll(t, s, fs[1])
	want := graphtest.Dump(t, s)
	s = reopen(t, s)
	if w := s.Warnings(); len(w) > 0 {
		t.Errorf("Warnings() after a clean close = %q, want none", w)
	}
	sameState(t, "after reopening", graphtest.Dump(t, s), want)
	// And once more, after writing to the reopened log.
	ingestAll(t, s, fs[1])
	want = graphtest.Dump(t, s)
	sameState(t, "after a second reopening", graphtest.Dump(t, reopen(t, s)), want)
}

func TestLock(t *testing.T) {
	dir := t.TempDir()
	s := openAt(t, dir)
	if s2, err := Open(dir); err == nil {
		s2.Close()
		t.Fatalf("Open(%s) while open: no error, want one", dir)
	} else if graph.ErrorCode(err) != graph.ECONFLICT {
		t.Errorf("Open(%s) while open: %v (code %q), want code %q", dir, err, graph.ErrorCode(err), graph.ECONFLICT)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	openAt(t, dir) // free again
}

func TestClosed(t *testing.T) {
	s := openTemp(t)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v, want nil", err)
	}
	_, err := s.Ingest(t.Context(), graphtest.Fixtures()[0])
	if graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Errorf("Ingest after Close: %v, want an %s error", err, graph.EUNAVAILABLE)
	}
	if err := s.Ping(t.Context()); graph.ErrorCode(err) != graph.EUNAVAILABLE {
		t.Errorf("Ping after Close: %v, want an %s error", err, graph.EUNAVAILABLE)
	}
}

func TestDamagedTail(t *testing.T) {
	fs := graphtest.Fixtures()
	for _, tc := range []struct {
		name   string
		damage func(t *testing.T, path string, lastRecord int64)
		kept   int // reports that survive of the three written
	}{
		{"Garbage", func(t *testing.T, path string, _ int64) { appendBytes(t, path, []byte("\x07\x00\x00\x00garbage!")) }, 3},
		{"ShortHeader", func(t *testing.T, path string, _ int64) { appendBytes(t, path, []byte{0x10, 0}) }, 3},
		{"ZeroLength", func(t *testing.T, path string, _ int64) { appendBytes(t, path, make([]byte, 12)) }, 3},
		{"HugeLength", func(t *testing.T, path string, _ int64) {
			appendBytes(t, path, []byte{0xff, 0xff, 0xff, 0x7f, 1, 2, 3, 4, 5})
		}, 3},
		{"TornRecord", func(t *testing.T, path string, last int64) { truncate(t, path, last+frameSize+20) }, 2},
		{"BadChecksum", func(t *testing.T, path string, last int64) { flipByte(t, path, last+frameSize+5) }, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openTemp(t)
			ingestAll(t, s, fs[0], fs[1])
			last := s.log.size
			ingestAll(t, s, fs[2])
			path := filepath.Join(s.dir, walName)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			tc.damage(t, path, last)

			s = openAt(t, s.dir)
			if len(s.Warnings()) != 1 || !strings.Contains(s.Warnings()[0], "dropped") {
				t.Errorf("Warnings() after damage = %q, want one about dropped bytes", s.Warnings())
			}
			want := openTemp(t)
			ingestAll(t, want, fs[:tc.kept]...)
			sameState(t, "after damage", graphtest.Dump(t, s), graphtest.Dump(t, want))

			// The log was cut back to whole records: new records land after
			// them and read back.
			ingestAll(t, s, fs[3])
			ingestAll(t, want, fs[3])
			s = reopen(t, s)
			if len(s.Warnings()) != 0 {
				t.Errorf("Warnings() after repair and a clean close = %q, want none", s.Warnings())
			}
			sameState(t, "after repair, ingest and reopen", graphtest.Dump(t, s), graphtest.Dump(t, want))
		})
	}
}

func TestNotALog(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, walName), []byte("some other file, not ours"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := Open(dir); err == nil {
		s.Close()
		t.Fatalf("Open(dir with a foreign %s): no error, want one", walName)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, walName)); string(b) != "some other file, not ours" {
		t.Errorf("Open changed a file it did not recognise: now %q", b)
	}
}

func TestTornHeader(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, walName), []byte(walHeader[:3]), 0o644); err != nil {
		t.Fatal(err)
	}
	s := openAt(t, dir)
	ingestAll(t, s, graphtest.Fixtures()[0])
	s = reopen(t, s)
	if c, err := s.FindReports(t.Context(), graph.Page{First: 5}); err != nil || c.Total != 1 {
		t.Errorf("FindReports after a torn header, an ingest and reopen: total %d, err %v; want 1", c.Total, err)
	}
}

func appendBytes(t *testing.T, path string, b []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(b); err != nil {
		t.Fatal(err)
	}
}

func truncate(t *testing.T, path string, size int64) {
	t.Helper()
	if err := os.Truncate(path, size); err != nil {
		t.Fatal(err)
	}
}

func flipByte(t *testing.T, path string, at int64) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b := make([]byte, 1)
	if _, err := f.ReadAt(b, at); err != nil {
		t.Fatal(err)
	}
	b[0] ^= 0x55
	if _, err := f.WriteAt(b, at); err != nil {
		t.Fatal(err)
	}
}

// The kill test runs this test binary again as a child that ingests
// reports without end, printing "<n> <report ID>" for the n-th report once
// Ingest returned. The parent kills it with SIGKILL mid-stream and checks
// that every report the child acknowledged is stored whole.
const killEnv = "PITCHGRAPH_EMBEDDED_KILL_DIR"

// killReport returns the n-th report the child ingests: a fixture under a
// new report ID.
func killReport(n int) *graph.Facts {
	fs := graphtest.Fixtures()
	return graphtest.WithReportID(fs[n%len(fs)], graph.ReportID(fmt.Sprintf("kill test report %d", n)))
}

func TestKillChild(t *testing.T) {
	dir := os.Getenv(killEnv)
	if dir == "" {
		t.Skip("only runs as the child of TestKill")
	}
	s, err := Open(dir)
	if err != nil {
		fmt.Println("open:", err)
		os.Exit(2)
	}
	c, err := s.FindReports(t.Context(), graph.Page{})
	if err != nil {
		fmt.Println("find reports:", err)
		os.Exit(2)
	}
	fmt.Println("ready")
	for n := c.Total; ; n++ { // go on where the last child stopped
		f := killReport(n)
		if _, err := s.Ingest(t.Context(), f); err != nil {
			fmt.Println("ingest:", err)
			os.Exit(2)
		}
		fmt.Println(n, f.Report.ID) // os.Stdout is unbuffered: the parent sees it at once
	}
}

func TestKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	dir := t.TempDir()
	acked := 0             // reports 0..acked-1 were acknowledged
	for round := range 3 { // each child appends to the log the last one left
		n := killChild(t, dir, 200*time.Millisecond)
		if n <= acked {
			t.Fatalf("round %d: the child acknowledged no report before it was killed", round)
		}
		acked = n
		s, err := Open(dir)
		if err != nil {
			t.Fatalf("round %d: Open after kill -9: %v", round, err)
		}
		checkStored(t, s, acked)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// killChild runs the child on dir for about d of ingesting, kills it with
// SIGKILL and returns one more than the last report number it acknowledged.
func killChild(t *testing.T, dir string, d time.Duration) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), killEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	acked := 0
	timer := time.NewTimer(10 * time.Second) // until "ready", then d
	defer timer.Stop()
	killed := false
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				cmd.Wait()
				if !killed {
					t.Fatalf("child exited before it was killed, after report %d", acked-1)
				}
				t.Logf("killed the child after %d acknowledged reports", acked)
				return acked
			}
			var n int
			var id string
			switch _, err := fmt.Sscan(line, &n, &id); {
			case line == "ready":
				timer.Reset(d)
			case err == nil && id == killReport(n).Report.ID:
				acked = n + 1
			default:
				cmd.Process.Kill()
				t.Fatalf("child: %s", line)
			}
		case <-timer.C:
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			killed = true
		}
	}
}

// checkStored checks that the store holds reports 0..acked-1 and at most
// one more (caught between its sync and its print), each whole: every goal
// and card it brought is there, citing it.
func checkStored(t *testing.T, s *Store, acked int) {
	t.Helper()
	c, err := s.FindReports(t.Context(), graph.Page{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Total < acked || c.Total > acked+1 {
		t.Errorf("%d reports stored after the kill, want %d acknowledged (or one more)", c.Total, acked)
	}
	for n := range c.Total {
		f := killReport(n)
		id := f.Report.ID
		if rs, err := s.Reports(t.Context(), []string{id}); err != nil || rs[0] == nil {
			t.Errorf("report %d (%s) missing after the kill: %v", n, id, err)
			continue
		}
		gs, err := s.Goals(t.Context(), idsOf(f.Goals, func(g graph.Goal) string { return g.ID }))
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range gs {
			if g == nil || !cites(g.Sources, id) {
				t.Errorf("goal %s of report %d: %+v, want it citing %s", f.Goals[i].ID, n, g, id)
			}
		}
		cs, err := s.Cards(t.Context(), idsOf(f.Cards, func(c graph.Card) string { return c.ID }))
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range cs {
			if c == nil || !cites(c.Sources, id) {
				t.Errorf("card %s of report %d: %+v, want it citing %s", f.Cards[i].ID, n, c, id)
			}
		}
	}
	if t.Failed() {
		t.FailNow()
	}
}

func idsOf[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
}

func cites(ss []graph.Source, reportID string) bool {
	for _, s := range ss {
		if s.ReportID == reportID {
			return true
		}
	}
	return false
}

func TestCompact(t *testing.T) {
	fs := graphtest.Fixtures()
	s := openTemp(t)
	ingestAll(t, s, fs...)
	deleteAll(t, s, fs[:2]...)
	want := graphtest.Dump(t, s)
	before := s.log.size
	if err := s.Compact(); err != nil {
		t.Fatalf("Compact: %v", err)
	}
	if after := fileSize(t, s); after >= before || after != s.log.size {
		t.Errorf("log after Compact: %d bytes on disk, %d in the log, before %d; want fewer, and the two equal", after, s.log.size, before)
	}
	sameState(t, "after Compact", graphtest.Dump(t, s), want)
	s = reopen(t, s)
	sameState(t, "after Compact and reopen", graphtest.Dump(t, s), want)

	// The compacted log takes new records.
	ingestAll(t, s, fs[0])
	want = graphtest.Dump(t, s)
	sameState(t, "after Compact, ingest and reopen", graphtest.Dump(t, reopen(t, s)), want)
}

func TestCompactOnOpen(t *testing.T) {
	defer func(n int) { compactAfter = n }(compactAfter)
	compactAfter = 2
	fs := graphtest.Fixtures()
	s := openTemp(t)
	ingestAll(t, s, fs...)
	deleteAll(t, s, fs[:3]...)
	want := graphtest.Dump(t, s)
	s = reopen(t, s) // 8 records, 2 reports: 6 dead
	if s.log.records != 2 {
		t.Errorf("log after Open with 6 dead records of 8: %d records, want 2 (compacted)", s.log.records)
	}
	sameState(t, "after compacting on Open", graphtest.Dump(t, s), want)
}

func TestCompactionLeftover(t *testing.T) {
	s := openTemp(t)
	ingestAll(t, s, graphtest.Fixtures()[0])
	want := graphtest.Dump(t, s)
	tmp := filepath.Join(s.dir, walName+".tmp")
	if err := os.WriteFile(tmp, []byte(walHeader+"half a compaction"), 0o644); err != nil {
		t.Fatal(err)
	}
	s = reopen(t, s)
	sameState(t, "after Open beside an unfinished compaction", graphtest.Dump(t, s), want)
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("Stat(%s) after Open: %v, want the leftover removed", tmp, err)
	}
}

func fileSize(t *testing.T, s *Store) int64 {
	t.Helper()
	info, err := os.Stat(filepath.Join(s.dir, walName))
	if err != nil {
		t.Fatal(err)
	}
	return info.Size()
}
