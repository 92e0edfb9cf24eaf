package embedded

import (
	"unique"

	"pitchgraph/graph"
)

// intern makes the strings that reports repeat share memory: the IDs of
// clubs, players and matches, names, dates and kinds. Ten thousand
// reports name the same few thousand players a few hundred thousand
// times, and read back from the log each of those names would be a
// string of its own. A source's sentence that is the part of the text
// between its offsets becomes that part of the text, as the extractor
// makes it. Interned strings are freed once nothing uses them.
func intern(f *graph.Facts) {
	r := &f.Report
	in(&r.MatchID)
	for i := range f.Clubs {
		c := &f.Clubs[i]
		in(&c.ID)
		in(&c.Name)
		inAll(c.Aliases)
	}
	for i := range f.Players {
		p := &f.Players[i]
		in(&p.ID)
		in(&p.Name)
		inAll(p.Aliases)
		inAll(p.ClubIDs)
	}
	if x := f.Match; x != nil {
		for _, s := range []*string{&x.ID, &x.Date, &x.Competition, &x.Venue, &x.HomeID, &x.AwayID} {
			in(s)
		}
	}
	for i := range f.Appearances {
		a := &f.Appearances[i]
		in(&a.PlayerID)
		in(&a.MatchID)
		in(&a.ClubID)
	}
	for i := range f.Goals {
		g := &f.Goals[i]
		for _, s := range []*string{&g.MatchID, &g.ClubID, &g.ScorerID, &g.AssistID} {
			in(s)
		}
		in(&g.Kind)
		for j := range g.Chain {
			p := &g.Chain[j]
			in(&p.FromID)
			in(&p.ToID)
			in(&p.Kind)
		}
		sources(r, g.Sources)
	}
	for i := range f.Cards {
		c := &f.Cards[i]
		for _, s := range []*string{&c.MatchID, &c.PlayerID, &c.ClubID} {
			in(s)
		}
		in(&c.Color)
		sources(r, c.Sources)
	}
}

// in interns one string.
func in[S ~string](p *S) {
	if *p != "" {
		*p = S(unique.Make(string(*p)).Value())
	}
}

func inAll(ss []string) {
	for i := range ss {
		in(&ss[i])
	}
}

// sources makes a fact's sources share their report's ID and text.
func sources(r *graph.Report, ss []graph.Source) {
	for i := range ss {
		s := &ss[i]
		if s.ReportID == r.ID {
			s.ReportID = r.ID
		}
		if 0 <= s.Start && s.Start <= s.End && s.End <= len(r.Text) && r.Text[s.Start:s.End] == s.Sentence {
			s.Sentence = r.Text[s.Start:s.End]
		}
	}
}
