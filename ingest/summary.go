package ingest

import (
	"fmt"
	"strings"

	"pitchgraph/graph"
)

// Summary describes what an ingest found in one line: the match, its score
// and its goals, e.g. "Manchester City 3-2 Tottenham Hotspur: Nasri 56', ...".
func (r *Result) Summary() string {
	f := r.Facts
	if f == nil || f.Match == nil {
		return "no match found"
	}
	names := map[string]string{}
	for _, c := range f.Clubs {
		names[c.ID] = c.Name
	}
	for _, p := range f.Players {
		names[p.ID] = p.Name
	}
	m := f.Match
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s-%s %s", names[m.HomeID], score(m.HomeScore), score(m.AwayScore), names[m.AwayID])
	if len(f.Goals) == 0 {
		b.WriteString(", no goals found")
		return b.String()
	}
	fmt.Fprintf(&b, ", %d goal%s: ", len(f.Goals), plural(len(f.Goals)))
	for i, g := range f.Goals {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(names[g.ScorerID])
		switch {
		case g.Minute != nil && g.Added != nil:
			fmt.Fprintf(&b, " %d+%d'", *g.Minute, *g.Added)
		case g.Minute != nil:
			fmt.Fprintf(&b, " %d'", *g.Minute)
		}
		switch g.Kind {
		case graph.Penalty:
			b.WriteString(" (pen)")
		case graph.OwnGoal:
			b.WriteString(" (og)")
		}
	}
	return b.String()
}

func score(n *int) string {
	if n == nil {
		return "?"
	}
	return fmt.Sprint(*n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
