package gen

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
)

// WriteDir writes the reports of the first n matches into dir (created if
// missing): NAME.txt holds the report, NAME.json its gold. It returns the
// names written, in match order.
func (g *Generator) WriteDir(dir string, n int) ([]string, error) {
	if n < 0 {
		return nil, fmt.Errorf("gen: negative number of matches %d", n)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	names := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				names[i], errs[i] = g.write(dir, i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return names, nil
}

func (g *Generator) write(dir string, i int) (string, error) {
	r := g.Report(i)
	gold, err := json.MarshalIndent(r.Gold, "", "  ")
	if err != nil {
		return "", err
	}
	base := filepath.Join(dir, r.Name)
	if err := os.WriteFile(base+".txt", []byte(r.Text), 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(base+".json", append(gold, '\n'), 0o644); err != nil {
		return "", err
	}
	return r.Name, nil
}
