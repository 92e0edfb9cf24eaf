package extractor

import (
	"fmt"
	"os"
	"testing"
)

func TestDbgSides(t *testing.T) {
	f := os.Getenv("DBGFILE")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	d, _ := read(string(b))
	for _, e := range d.persons {
		c := ""
		if e.team != nil {
			c = e.team.name
		}
		fmt.Println(e.name, c, e.teamWhy)
	}
}
