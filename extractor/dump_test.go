package extractor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDumpCorpus writes predictions for the dev corpus to $EXTRACT_DUMP
// (skipped without it): a developer's loop for score.py.
func TestDumpCorpus(t *testing.T) {
	out := os.Getenv("EXTRACT_DUMP")
	if out == "" {
		t.Skip("EXTRACT_DUMP not set")
	}
	files, _ := filepath.Glob("../../shared/corpus/dev/*.txt")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		r, err := Extract(string(b))
		if err != nil {
			t.Fatal(err)
		}
		j, _ := json.MarshalIndent(r, "", " ")
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		os.WriteFile(filepath.Join(out, name+".json"), j, 0o644)
	}
}

func TestDebugReport(t *testing.T) {
	name := os.Getenv("EXTRACT_DEBUG")
	if name == "" {
		t.Skip("EXTRACT_DEBUG not set")
	}
	b, err := os.ReadFile("../../shared/corpus/dev/" + name + ".txt")
	if err != nil {
		b, _ = os.ReadFile("testdata/" + name + ".txt")
	}
	d := newDoc(string(b), DefaultLexicon())
	d.segment()
	d.findMentions()
	d.resolve()
	d.findEvents()
	d.readMatch()
	for _, s := range d.sents {
		var ms []string
		for _, m := range s.ments {
			x := m.surface
			if m.ent != nil {
				x += "=" + m.ent.name
			}
			if m.club != nil {
				x += "=C:" + m.club.display()
			}
			if m.poss {
				x += "'s"
			}
			ms = append(ms, x+"/"+m.gov)
		}
		t.Logf("S%d p%d: %.70s | %s", s.idx, s.para, s.text, strings.Join(ms, "; "))
	}
	for _, g := range d.goals {
		n := "?"
		if g.scorer != nil {
			n = g.scorer.name
		}
		t.Logf("GOAL %s", n)
		for _, gm := range g.ments {
			tm := ""
			if gm.team != nil {
				tm = gm.team.display()
			}
			t.Logf("   S%d trig=%q agent=%q team=%s ref=%s kind=%s", gm.s.idx, gm.s.toks[gm.trig].s, gm.agent.surface, tm, gm.teamRef, gm.kind)
		}
	}
	for _, c := range d.cards {
		t.Logf("CARD %s %s S%d", c.player.name, c.color, c.s.idx)
	}
}
