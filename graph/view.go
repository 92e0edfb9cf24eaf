package graph

import "context"

// Views reads an item together with the items around it that a page about
// it shows, in one store call: a match with its clubs, goals and the
// players of those goals; a player with their pass links, the players at
// the other end and the goals behind them. The GraphQL layer asks for a
// view when a request selects those fields, instead of loading them one
// relation at a time, so on Neo4j a whole request is one statement.
//
// A view holds exactly what the Store methods it stands for would return
// (its lists in their orders), except what its Trim leaves out. Unlike
// theirs, a view's items may share lists and numbers with the store (the
// embedded store hands out shallow copies of values it never changes): a
// caller may set an item's fields, but must not change what its lists
// and pointers hold.
type Views interface {
	// MatchView reads the matches with the given IDs (nil entries for
	// unknown IDs, as Matches does) and, as w says, their home and away
	// clubs, their goals (as GoalsBy GoalsOfMatch orders them) and the
	// players their goals name (scorer, assist, every pass of the chain).
	MatchView(ctx context.Context, ids []string, w ViewWant) (View, error)
	// FindMatchView is FindMatches with the page's matches read as
	// MatchView reads them. It counts the matches (Connection.Total) only
	// when w.Total: a page alone costs what its offset and size cost, a
	// count what the number of matches costs.
	FindMatchView(ctx context.Context, where MatchWhere, p Page, w ViewWant) (Connection[Match], View, error)
	// PlayerView reads the players with the given IDs and, as w says,
	// their pass links in both directions (as PassLinksOf orders them),
	// the players at the other end of each link and the goals behind the
	// links.
	PlayerView(ctx context.Context, ids []string, w ViewWant) (View, error)
	// PassLinkView is PassLinks with the players at both ends of each link
	// (when w.Players) and the goals behind them (when w.Goals).
	PassLinkView(ctx context.Context, where PassLinkWhere, first int, w ViewWant) ([]PassLink, View, error)
}

// ViewWant says what a view brings along with its items.
type ViewWant struct {
	Clubs   bool // a match's home and away clubs
	Goals   bool // a match's goals; the goals behind a player's or a query's pass links
	Players bool // the players a match's goals name; the players at the ends of pass links
	Links   bool // a player's pass links, both directions
	Total   bool // FindMatchView counts every match that matches; else Connection.Total is 0
	Trim    Trim
}

// Trim names parts of items a caller will not look at, which a view may
// leave empty to read less. The zero Trim leaves nothing out.
type Trim struct {
	Aliases bool // Club.Aliases and Player.Aliases
	Clubs   bool // Player.ClubIDs
	Counts  bool // Player.GoalCount and AssistCount
	Sources bool // Goal.Sources
	Chains  bool // Goal.Chain
	Refs    bool // Goal.MatchID, ClubID, ScorerID and AssistID
	Assist  bool // Goal.AssistID alone (a page that shows scorers need not look assists up)
	Added   bool // Goal.Added
	Order   bool // Goal.Order (lists of goals keep their order)
	Places  bool // Match.Competition and Venue
	Links   bool // PassLink.GoalIDs
}

// View is what a view read found: the items asked for, in the order of
// the IDs asked, nil for unknown IDs, and what they brought along, without
// repeats and in no particular order. The maps are keyed by the ID of the
// match or player a list belongs to, with an entry (maybe empty) for every
// one found.
type View struct {
	Matches []*Match  // MatchView
	Players []*Player // PlayerView

	Clubs []Club   // home and away clubs
	Named []Player // players named by goals or at the ends of pass links
	Goals []Goal   // goals behind pass links

	GoalsOfMatch map[string][]Goal
	LinksFrom    map[string][]PassLink
	LinksTo      map[string][]PassLink
}

// Apply clears from items what t leaves out, so that a store that reads
// everything anyway answers as one that does not.
func (t Trim) Apply(v *View) {
	for _, m := range v.Matches {
		if m != nil {
			t.match(m)
		}
	}
	for i := range v.Clubs {
		t.club(&v.Clubs[i])
	}
	for _, p := range v.Players {
		if p != nil {
			t.player(p)
		}
	}
	for i := range v.Named {
		t.player(&v.Named[i])
	}
	for i := range v.Goals {
		t.goal(&v.Goals[i])
	}
	for _, ls := range v.LinksFrom {
		t.ApplyLinks(ls)
	}
	for _, ls := range v.LinksTo {
		t.ApplyLinks(ls)
	}
	for _, gs := range v.GoalsOfMatch {
		for i := range gs {
			t.goal(&gs[i])
		}
	}
}

// ApplyLinks clears from links what t leaves out.
func (t Trim) ApplyLinks(ls []PassLink) {
	if t.Links {
		for i := range ls {
			ls[i].GoalIDs = nil
		}
	}
}

func (t Trim) match(m *Match) {
	if t.Places {
		m.Competition, m.Venue = "", ""
	}
}

// ApplyMatches clears from matches what t leaves out.
func (t Trim) ApplyMatches(ms []Match) {
	for i := range ms {
		t.match(&ms[i])
	}
}

func (t Trim) club(c *Club) {
	if t.Aliases {
		c.Aliases = nil
	}
}

func (t Trim) player(p *Player) {
	if t.Aliases {
		p.Aliases = nil
	}
	if t.Clubs {
		p.ClubIDs = nil
	}
	if t.Counts {
		p.GoalCount, p.AssistCount = 0, 0
	}
}

func (t Trim) goal(g *Goal) {
	if t.Sources {
		g.Sources = nil
	}
	if t.Chains {
		g.Chain = nil
	}
	if t.Refs {
		g.MatchID, g.ClubID, g.ScorerID, g.AssistID = "", "", "", ""
	}
	if t.Assist {
		g.AssistID = ""
	}
	if t.Added {
		g.Added = nil
	}
	if t.Order {
		g.Order = 0
	}
}
