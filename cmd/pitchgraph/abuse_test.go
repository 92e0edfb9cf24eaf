package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchgraph/bench/gen"
	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/ingest"
)

// The abuse tests send the requests a probe found could hold the server's
// CPU and memory far past the request's deadline to "pitchgraph serve" in
// a child process with a league of generated matches loaded, and measure
// the child's CPU time and peak memory (from /proc) around each request.
// They fail when the work goes on for more than a CPU second after the
// deadline (the answer or, for a request answered sooner, its answer:
// CPU time, so that a machine busy with other work does not count), when
// the answer comes later than due, or when memory grows past a bound
// (generous: the race detector, which the suite runs under, multiplies
// memory several times and slows work down, see raceFactor).

// abuseMatches is the size of the league the tests load: enough that a
// player appeared in some 15 matches of some 14 named players, so that
// ten copies of a query nesting a player's matches and their players
// twice read hundreds of thousands of fields.
const abuseMatches = 300

// abuseData is a store directory with the league loaded, made once.
var abuseData struct {
	once sync.Once
	dir  string
	star string // the player with the most matches
	err  error
}

// leagueDir returns a copy of the league's store directory for one child.
func leagueDir(t *testing.T) (dir, star string) {
	t.Helper()
	abuseData.once.Do(func() {
		abuseData.dir, abuseData.err = os.MkdirTemp("", "pitchgraph-abuse-")
		if abuseData.err == nil {
			abuseData.star, abuseData.err = loadLeague(abuseData.dir)
		}
	})
	if abuseData.err != nil {
		t.Fatalf("loading the league: %v", abuseData.err)
	}
	dir = t.TempDir()
	b, err := os.ReadFile(filepath.Join(abuseData.dir, "graph.wal"))
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "graph.wal"), b, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir, abuseData.star
}

// loadLeague ingests the league into an embedded store in dir and returns
// the ID of the player with the most matches.
func loadLeague(dir string) (string, error) {
	s, err := embedded.Open(dir)
	if err != nil {
		return "", err
	}
	defer s.Close()
	g := gen.New(11)
	inputs := make([]ingest.Input, abuseMatches)
	for i := range inputs {
		r := g.Report(i)
		inputs[i] = ingest.Input{Text: r.Text, Date: r.Gold.Date}
	}
	ctx := context.Background()
	if _, err := ingest.Reports(ctx, s, inputs, ingest.Options{}); err != nil {
		return "", err
	}
	var ids []string
	for after := ""; ; {
		c, err := s.FindPlayers(ctx, graph.PlayerWhere{}, graph.PlayersByName, graph.Page{First: graph.MaxPage, After: after})
		if err != nil {
			return "", err
		}
		for _, p := range c.Items {
			ids = append(ids, p.ID)
		}
		if !c.HasNext {
			break
		}
		after = c.End()
	}
	ms, err := s.MatchesOfPlayers(ctx, ids)
	if err != nil {
		return "", err
	}
	star := 0
	for i := range ms {
		if len(ms[i]) > len(ms[star]) {
			star = i
		}
	}
	return ids[star], nil
}

// spent is what a child process used around a request.
type spent struct {
	answered time.Duration // from sending the request to its answer
	total    time.Duration // CPU time from sending it until the child was idle again
	after    time.Duration // CPU time from the deadline (or the answer, if sooner) until then
	peak     int64         // growth of the peak resident memory, bytes
}

func (u spent) String() string {
	return fmt.Sprintf("answered after %v; %.2f CPU s in all, %.2f after the deadline; peak memory +%d MB",
		u.answered.Round(time.Millisecond), u.total.Seconds(), u.after.Seconds(), u.peak>>20)
}

// measure runs send against the child and measures it: the request's
// deadline is deadline after it is sent. Work is measured in CPU time, so
// that a machine busy with other work does not make it look longer.
func measure(t *testing.T, c *child, deadline time.Duration, send func()) spent {
	t.Helper()
	pid := c.cmd.Process.Pid
	if err := os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0); err != nil {
		t.Logf("cannot reset the child's peak memory (%v): measuring from its start", err)
	}
	rss0, cpu0 := procStatus(t, pid, "VmRSS"), procCPU(t, pid)
	start := time.Now()
	atDeadline := make(chan time.Duration, 1)
	due := time.AfterFunc(deadline, func() { atDeadline <- procCPU(t, pid) })
	send()
	var u spent
	u.answered = time.Since(start)
	if due.Stop() {
		atDeadline <- procCPU(t, pid) // answered before the deadline
	}
	cpuDeadline := <-atDeadline
	// Idle: no CPU time for half a second (the clock ticks at 10 ms).
	last, lastAt := procCPU(t, pid), time.Now()
	for time.Since(lastAt) < 500*time.Millisecond && time.Since(start) < deadline+60*time.Second {
		time.Sleep(100 * time.Millisecond)
		if now := procCPU(t, pid); now-last > 20*time.Millisecond {
			last, lastAt = now, time.Now()
		}
	}
	u.total, u.after = last-cpu0, max(0, last-cpuDeadline)
	u.peak = procStatus(t, pid, "VmHWM") - rss0
	t.Log(u)
	return u
}

// check fails the test when the answer came later than due, when the
// work went on for more than a CPU second after the deadline, or when
// memory grew past maxPeak.
func (u spent) check(t *testing.T, due time.Duration, maxPeak int64) {
	t.Helper()
	if u.answered > due {
		t.Errorf("answered after %v; want within %v", u.answered, due)
	}
	if bound := time.Duration(raceSlowdown) * time.Second; u.after > bound {
		t.Errorf("the work outlived the deadline: %.2f CPU s after it; the bound is %v", u.after.Seconds(), bound)
	}
	if u.peak > maxPeak {
		t.Errorf("peak memory grew by %d MB; the bound is %d MB", u.peak>>20, maxPeak>>20)
	}
}

// procCPU returns the CPU time (user and system) a process has used.
func procCPU(t *testing.T, pid int) time.Duration {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	// The fields after the command name, which is in parentheses.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // USER_HZ is 100 on Linux
}

// procStatus returns a memory figure of /proc/PID/status, in bytes.
func procStatus(t *testing.T, pid int, name string) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, name+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	t.Fatalf("no %s in /proc/%d/status", name, pid)
	return 0
}

// postTo sends a GraphQL request body and returns the status and body of
// the answer.
func postTo(t *testing.T, endpoint, body string, headers ...string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, endpoint, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Errorf("POST: %v", err)
		return 0, ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func queryBody(query string, vars map[string]any) string {
	b, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return string(b)
}

// deep is the probe's query, copies times under aliases: a player's
// matches, their players, their matches, their players (levels 2), and
// so on.
func deep(player string, copies, levels int) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i := range copies {
		fmt.Fprintf(&b, `a%d: player(id: %q) { %s name %s } `, i, player,
			strings.Repeat("matches { players { ", levels), strings.Repeat("} } ", levels))
	}
	b.WriteString("}")
	return b.String()
}

// errorCode returns the extensions.code and limit of an answer's first
// error.
func errorCode(body string) (code, limit string) {
	var r struct {
		Errors []struct {
			Extensions struct{ Code, Limit string }
		}
	}
	json.Unmarshal([]byte(body), &r)
	if len(r.Errors) == 0 {
		return "", ""
	}
	return r.Errors[0].Extensions.Code, r.Errors[0].Extensions.Limit
}

// raceFactor is how many times the race detector multiplies memory, and
// raceSlowdown how many times it slows CPU work down, as far as the bounds
// go: a second of work after a deadline becomes two (race_test.go sets
// them under -race; the Go documentation gives 5-10 times the memory and
// 2-20 times the time).
var (
	raceFactor   int64 = 1
	raceSlowdown       = 1
)

// TestMain removes the league's directory, which the abuse tests share.
func TestMain(m *testing.M) {
	code := m.Run()
	if abuseData.dir != "" {
		os.RemoveAll(abuseData.dir)
	}
	os.Exit(code)
}

// TestAbuseTimeoutStopsTheWork (issue point 1): with the cost limit off,
// ten aliased copies of the probe's query run until the deadline, which
// stops their work, not just the answer; and twenty aliased pages of
// report texts, some of them 200 KB long, whose answer would be some
// 40 MB, stop growing at the answer-size limit (16 MB by default).
func TestAbuseTimeoutStopsTheWork(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir, star := leagueDir(t)
	longReports(t, dir, 10, 200<<10)
	const timeout = 2 * time.Second
	c := startChild(t, 0, "--data", dir, "--max-complexity", "0", "--timeout", timeout.String())
	var status int
	var body string
	u := measure(t, c, timeout, func() { status, body = postTo(t, c.endpoint, queryBody(deep(star, 10, 2), nil)) })
	if code, _ := errorCode(body); status != http.StatusOK || code != "TIMEOUT" || len(body) > 1000 {
		t.Errorf("ten copies of the probe's query: status %d, %.300s; want one TIMEOUT error", status, body)
	}
	u.check(t, timeout+3*time.Second, 400<<20*raceFactor) // the deadline, a second of grace, two to write the answer

	u = measure(t, c, timeout, func() { status, body = postTo(t, c.endpoint, queryBody(texts(20, 100), nil)) })
	if code, limit := errorCode(body); code != "LIMIT_EXCEEDED" || limit != "ResponseBytes" || len(body) > 1000 {
		t.Errorf("twenty pages of texts: status %d, %.300s; want one ResponseBytes error", status, body)
	}
	u.check(t, timeout+3*time.Second, 100<<20*raceFactor)
}

// texts is a query for n aliased pages of report texts.
func texts(n, first int) string {
	pages := make([]string, n)
	for i := range pages {
		pages[i] = fmt.Sprintf("r%d: reports(first: %d) { edges { node { text } } }", i, first)
	}
	return "{ " + strings.Join(pages, " ") + " }"
}

// TestAbuseCostsFollowTheData (issue point 2): with the default limits,
// the probe's query and twenty aliased pages of report texts cost what
// they would read, and are refused before they run.
func TestAbuseCostsFollowTheData(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir, star := leagueDir(t)
	long := longReports(t, dir, 3, 200<<10)
	c := startChild(t, 0, "--data", dir)
	for _, q := range []string{deep(star, 10, 2), deep(star, 1, 2), texts(20, 100)} {
		var status int
		var body string
		u := measure(t, c, 10*time.Second, func() { status, body = postTo(t, c.endpoint, queryBody(q, nil)) })
		if code, limit := errorCode(body); status != http.StatusUnprocessableEntity || code != "LIMIT_EXCEEDED" || limit != "Complexity" {
			t.Errorf("%.80s…: status %d, %.300s; want a Complexity refusal", q, status, body)
		}
		u.check(t, 2*time.Second, 50<<20*raceFactor)
	}
	// One page of texts, long ones included, is within the limit.
	status, body := postTo(t, c.endpoint, queryBody(`{ reports(first: 10) { edges { node { id text } } } }`, nil))
	if status != http.StatusOK || !strings.Contains(body, long) {
		t.Errorf("a page of 10 reports: status %d, %.200s; want it answered", status, body)
	}
}

// longReports stores n reports of about size bytes of text in the store
// in dir and returns the ID of the last.
func longReports(t *testing.T, dir string, n, size int) string {
	t.Helper()
	s, err := embedded.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var id string
	for i := range n {
		text := fmt.Sprintf("Report %d. ", i) + strings.Repeat("Nothing of note happened in a goalless first half. ", size/52)
		f := &graph.Facts{Report: graph.Report{ID: graph.ReportID(text), Text: text, IngestedAt: time.Now().Add(time.Duration(i) * time.Second)}}
		if _, err := s.Ingest(t.Context(), f); err != nil {
			t.Fatal(err)
		}
		id = f.Report.ID
	}
	return id
}

// TestAbuseParsingIsBounded (issue point 3): a query of 14,980 repeated
// fields, under the token limit, is refused before validation, four at
// once; with --protect-queries, a request without credentials is refused
// before its query is read.
func TestAbuseParsingIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir, _ := leagueDir(t)
	c := startChild(t, 0, "--data", dir, "--api-key", "0123456789abcdef-test", "--protect-queries")
	wide := queryBody("{ clubs(first: 1) { edges { node { "+strings.Repeat("name ", 14980)+"} } } }", nil)
	key := []string{"Authorization", "Bearer 0123456789abcdef-test"}
	u := measure(t, c, 10*time.Second, func() {
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				status, body := postTo(t, c.endpoint, wide, key...)
				if code, limit := errorCode(body); status != http.StatusUnprocessableEntity || code != "LIMIT_EXCEEDED" || limit != "SetFields" {
					t.Errorf("14,980 repeated fields: status %d, %.300s; want a SetFields refusal", status, body)
				}
			})
		}
		wg.Wait()
	})
	u.check(t, 2*time.Second, 50<<20*raceFactor)
	if u.total > 2*time.Second {
		t.Errorf("refusing four wide queries took %.2f CPU s", u.total.Seconds())
	}

	u = measure(t, c, 10*time.Second, func() {
		status, body := postTo(t, c.endpoint, wide)
		if code, _ := errorCode(body); status != http.StatusUnauthorized || code != "UNAUTHENTICATED" {
			t.Errorf("a wide query without credentials: status %d, %.300s; want 401", status, body)
		}
	})
	u.check(t, time.Second, 50<<20*raceFactor)
}

// TestAbuseSearchDoesNotFreeze (issue point 4): a 2 MB search string is
// refused at once; the costliest search allowed, sent over and over,
// leaves ingests, cheap queries and /readyz answering.
func TestAbuseSearchDoesNotFreeze(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir, _ := leagueDir(t)
	c := startChild(t, 0, "--data", dir)
	const search = `query($q: String!) { search(query: $q) { __typename } }`
	huge := strings.Repeat("a ", 999990) + "zzqx"
	u := measure(t, c, 10*time.Second, func() {
		status, body := postTo(t, c.endpoint, queryBody(search, map[string]any{"q": huge}))
		if code, _ := errorCode(body); status != http.StatusOK || code != "INVALID" || !strings.Contains(body, "search") {
			t.Errorf("a 2 MB search: status %d, %.300s; want an INVALID error about the search", status, body)
		}
	})
	u.check(t, 2*time.Second, 100<<20*raceFactor)

	// The costliest allowed: eight words every name holds, then one none does.
	worst := strings.TrimSpace(strings.Repeat("a e i o u n r ", 1)) + " zzqx"
	base := strings.TrimSuffix(c.endpoint, "/graphql")
	u = measure(t, c, 10*time.Second, func() {
		ctx, cancel := context.WithTimeout(t.Context(), 3*time.Second)
		defer cancel()
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				for ctx.Err() == nil {
					postTo(t, c.endpoint, queryBody(search, map[string]any{"q": worst}))
				}
			})
		}
		g := gen.New(99)
		for i := 0; ctx.Err() == nil; i++ {
			r := g.Report(i)
			start := time.Now()
			if _, _, err := ingestOverHTTP(context.Background(), c.endpoint, r.Text, r.Gold.Date); err != nil {
				t.Errorf("an ingest beside the searches: %v", err)
			}
			if took := time.Since(start); took > 2*time.Second {
				t.Errorf("an ingest beside the searches took %v", took)
			}
			start = time.Now()
			resp, err := http.Get(base + "/readyz")
			if err != nil || resp.StatusCode != http.StatusOK {
				t.Errorf("/readyz beside the searches: %v", err)
			} else {
				resp.Body.Close()
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("/readyz beside the searches took %v", took)
			}
		}
		wg.Wait()
	})
	u.check(t, 6*time.Second, 100<<20*raceFactor)
}

// TestAbuseSubscriptionsOverPOST (issue point 5): 600 subscriptions sent
// as plain POSTs at once are refused at once, holding nothing open.
func TestAbuseSubscriptionsOverPOST(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir, _ := leagueDir(t)
	c := startChild(t, 0, "--data", dir)
	sub := queryBody(`subscription { reportIngested { id } }`, nil)
	u := measure(t, c, 10*time.Second, func() {
		var wg sync.WaitGroup
		var mu sync.Mutex
		refused := 0
		for range 600 {
			wg.Go(func() {
				status, body := postTo(t, c.endpoint, sub)
				if code, _ := errorCode(body); status == http.StatusUnprocessableEntity && code == "INVALID" && strings.Contains(body, "websocket") {
					mu.Lock()
					refused++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if refused != 600 {
			t.Errorf("%d of 600 subscriptions over POST refused; want all, pointing to the websocket", refused)
		}
	})
	u.check(t, 10*time.Second, 200<<20*raceFactor)
}
