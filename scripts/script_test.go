// Package scripts holds the developer scripts; its tests check what they
// promise.
package scripts

import (
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// scriptEnv is the environment the scripts run with here: a Neo4j of the
// test's own (port, state directory), no Neo4j given (nor TLS asked for),
// no fault Neo4j, no step of the suite run.
func scriptEnv(port int, state string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "PITCHGRAPH_TEST_NEO4J", "PITCHGRAPH_TEST_NEO4J_TLS", "PITCHGRAPH_TEST_NEO4J_CA", "NEO4J_BOLT_PORT", "NEO4J_STATE_DIR", "NEO4J_TLS",
			"PITCHGRAPH_FAULT_NEO4J", "PITCHGRAPH_TEST_STEPS":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "NEO4J_BOLT_PORT="+strconv.Itoa(port), "NEO4J_STATE_DIR="+state, "NEO4J_HEAP=512m", "NEO4J_PAGECACHE_MB=32",
		"PITCHGRAPH_FAULT_NEO4J=0", "PITCHGRAPH_TEST_STEPS=none")
}

func script(t *testing.T, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func answers(port int) bool {
	c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), time.Second)
	if err == nil {
		c.Close()
	}
	return err == nil
}

// TestTestStopsTheNeo4jItStarted runs scripts/test (with no step) twice on
// a port of its own: with no Neo4j there, it starts one, with TLS, and
// stops it when it ends; with one running already, it uses it (without
// TLS, as it was started) and leaves it running.
func TestTestStopsTheNeo4jItStarted(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Neo4j twice")
	}
	for _, tool := range []string{"java", "mvn"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("PITCHGRAPH_REQUIRE_NEO4J") == "1" {
				t.Fatalf("%s not found, and Neo4j is required", tool)
			}
			t.Skipf("%s not found: scripts/neo4j cannot run", tool)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	env := scriptEnv(port, t.TempDir())
	t.Cleanup(func() { // the test's own Neo4j, if a failure left it running
		stop := exec.Command("./neo4j", "stop")
		stop.Env = env
		stop.Run()
	})

	out := script(t, env, "./test")
	if !strings.Contains(out, "starting a local Neo4j") {
		t.Errorf("scripts/test with no Neo4j running does not say it starts one:\n%s", out)
	}
	if tls := "over TLS at neo4j+s://localhost:" + strconv.Itoa(port); !strings.Contains(out, tls) {
		t.Errorf("scripts/test does not start its Neo4j with TLS (no %q):\n%s", tls, out)
	}
	if answers(port) {
		t.Errorf("scripts/test left the Neo4j it started on port %d running", port)
	}

	script(t, env, "./neo4j", "start")
	out = script(t, env, "./test")
	if !strings.Contains(out, "already running") {
		t.Errorf("scripts/test with a Neo4j running does not say it uses it:\n%s", out)
	}
	if !strings.Contains(out, "speaks no TLS") {
		t.Errorf("scripts/test does not say the Neo4j it found, started without --tls, speaks no TLS:\n%s", out)
	}
	if !answers(port) {
		t.Errorf("scripts/test stopped the Neo4j that was running on port %d before it", port)
	}
	script(t, env, "./neo4j", "stop")
}
