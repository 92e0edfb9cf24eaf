package extractor

import (
	"fmt"
	"os"
	"testing"
)

func TestZZDebug(t *testing.T) {
	f := os.Getenv("DBG")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	d := newDoc(string(b), DefaultLexicon())
	d.segment()
	d.findMentions()
	d.resolve()
	for _, s := range d.sents {
		if s.headline || s.other {
			continue
		}
		fmt.Printf("S%d: %s\n", s.idx, s.text)
		for _, m := range s.ments {
			n := ""
			if m.ent != nil {
				n = m.ent.name
			}
			fmt.Printf("   m kind=%d %q ent=%q gov=%q\n", m.kind, m.surface, n, m.gov)
		}
		for _, mm := range s.minutes {
			fmt.Printf("   min %+v\n", mm)
		}
		for _, gm := range d.goalMentions(s) {
			n := ""
			if gm.scorer != nil {
				n = gm.scorer.name
			}
			fmt.Printf("   GOAL trig=%q agent=%q scorer=%q kind=%s\n", lo(s, gm.trig)+" "+lo(s, gm.trigEnd-1), gm.agent.surface, n, gm.kind)
		}
	}
}
