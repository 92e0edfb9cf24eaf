package bench

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// peer is the Neo4j GraphQL Library server of bench/peer, running.
type peer struct {
	url string
	cmd *exec.Cmd
}

// startPeer starts the peer on Neo4j at uri, installing its packages
// (npm ci, from the lockfile) the first time.
func startPeer(ctx context.Context, dir, uri string, log io.Writer) (*peer, error) {
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@neo4j", "graphql")); err != nil {
		fmt.Fprintf(log, "bench: installing the peer's packages (npm ci in %s)\n", dir)
		ci := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund")
		ci.Dir, ci.Stdout, ci.Stderr = dir, log, log
		if err := ci.Run(); err != nil {
			return nil, fmt.Errorf("npm ci in %s: %w", dir, err)
		}
	}
	cmd := exec.Command("node", "server.js")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NEO4J_URI="+uri, "PORT=0")
	cmd.Stderr = log
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start the peer (node server.js in %s): %w", dir, err)
	}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if url, ok := strings.CutPrefix(sc.Text(), "ready on "); ok {
				ready <- url
			}
		}
	}()
	select {
	case url := <-ready:
		return &peer{url: url, cmd: cmd}, nil
	case <-time.After(60 * time.Second):
	case <-ctx.Done():
	}
	cmd.Process.Kill()
	cmd.Wait()
	return nil, fmt.Errorf("the peer did not say it was ready within a minute")
}

func (p *peer) Close() {
	p.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
		<-done
	}
}
