package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"pitchgraph/extractor"
)

// writeExplanation prints a report's facts for a person: each fact, then
// the sentence it came from with its byte offsets; then what each stage of
// the extractor found and what its decision weighed.
func writeExplanation(w io.Writer, name string, r *extractor.Report, x *extractor.Explanation) {
	fmt.Fprintf(w, "== %s\n", name)
	fmt.Fprintf(w, "match: %s %s-%s %s", or(r.Home, "?"), num(r.HomeScore), num(r.AwayScore), or(r.Away, "?"))
	if r.Venue != nil {
		fmt.Fprintf(w, " at %s", *r.Venue)
	}
	if r.Competition != nil {
		fmt.Fprintf(w, " (%s)", *r.Competition)
	}
	fmt.Fprintln(w)
	if ev := r.Evidence; ev != nil && ev.Score != nil {
		evidence(w, *ev.Score)
	}
	for i, g := range r.Goals {
		fmt.Fprintf(w, "goal %d: %s (%s) %s %s", i+1, g.Scorer, or(g.Team, "club unknown"), minute(g.Minute, g.Added), g.Kind)
		if g.Assist != nil {
			fmt.Fprintf(w, ", assist %s", *g.Assist)
		}
		fmt.Fprintln(w)
		if x != nil && i < len(x.Goals) && x.Goals[i].Why != "" {
			fmt.Fprintf(w, "  club: %s\n", x.Goals[i].Why)
		}
		for _, p := range g.Passes {
			fmt.Fprintf(w, "  %s -> %s (%s)\n", p.From, p.To, p.Kind)
		}
		evidence(w, g.Source)
	}
	for _, c := range r.Cards {
		fmt.Fprintf(w, "card: %s %s (%s) %s\n", c.Color, c.Player, or(c.Team, "club unknown"), minute(c.Minute, nil))
		evidence(w, c.Source)
	}
	for _, p := range r.Players {
		fmt.Fprintf(w, "player: %s (%s)", p.Name, or(p.Team, "club unknown"))
		if len(p.Aliases) > 0 {
			fmt.Fprintf(w, " also %s", strings.Join(p.Aliases, ", "))
		}
		fmt.Fprintln(w)
	}
	for _, m := range r.Managers {
		fmt.Fprintf(w, "manager: %s (%s)\n", m.Name, or(m.Team, "club unknown"))
	}
	for _, warn := range r.Warnings {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	if x != nil {
		writeDecision(w, x)
	}
}

// writeDecision prints what the extractor's stages found and what its
// decision weighed: every candidate scorer with the evidence that counted
// most, the sides it gave, and what the final score changed.
func writeDecision(w io.Writer, x *extractor.Explanation) {
	fmt.Fprintln(w, "stages:")
	for _, s := range x.Stages {
		fmt.Fprintf(w, "  %s\n", s)
	}
	fmt.Fprintln(w, "candidate scorers (probability, decision, evidence):")
	for _, c := range x.Scorers {
		if c.Probability < 0.05 && c.Verdict == "" {
			continue
		}
		fmt.Fprintf(w, "  %.2f %s: %s\n", c.Probability, c.Person, c.Verdict)
		var ev []string
		for _, e := range c.Evidence {
			ev = append(ev, fmt.Sprintf("%s %+.2f", e.Feature, e.Value))
		}
		if len(ev) > 0 {
			fmt.Fprintf(w, "       %s\n", strings.Join(ev, ", "))
		}
	}
	if len(x.Sides) > 0 {
		fmt.Fprintln(w, "sides (log-odds of the club over the other):")
		for _, s := range x.Sides {
			club := s.Club
			if club == "" {
				club = "no club"
			}
			fmt.Fprintf(w, "  %s: %s %+.1f\n", s.Person, club, s.LogOdds)
			var ev []string
			for _, e := range s.Evidence {
				ev = append(ev, fmt.Sprintf("%s %+.2f", e.Feature, e.Value))
			}
			if len(ev) > 0 {
				fmt.Fprintf(w, "       %s\n", strings.Join(ev, ", "))
			}
		}
	}
	for _, n := range x.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}

func evidence(w io.Writer, s extractor.Source) {
	if s.Sentence != "" {
		fmt.Fprintf(w, "  from [%d:%d] %q\n", s.Start, s.End, s.Sentence)
	}
}

func or(s *string, fallback string) string {
	if s == nil {
		return fallback
	}
	return *s
}

func num(n *int) string {
	if n == nil {
		return "?"
	}
	return strconv.Itoa(*n)
}

func minute(m, added *int) string {
	switch {
	case m == nil:
		return "minute unknown"
	case added != nil:
		return fmt.Sprintf("%d+%d'", *m, *added)
	}
	return fmt.Sprintf("%d'", *m)
}
