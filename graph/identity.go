package graph

import (
	"context"
	"slices"
	"strings"
)

// SamePerson tells whether two names a report may use for one person refer
// to the same one: equal when folded, one the other's trailing words
// ("Balotelli", "Mario Balotelli"; "van Persie"), or the same surname with
// the same first initial ("D. Silva", "David Silva").
func SamePerson(a, b string) bool {
	fa, fb := strings.Fields(Fold(a)), strings.Fields(Fold(b))
	if len(fa) == 0 || len(fb) == 0 {
		return false
	}
	if len(fa) > len(fb) {
		fa, fb = fb, fa
	}
	if slices.Equal(fa, fb[len(fb)-len(fa):]) {
		return true
	}
	return fa[len(fa)-1] == fb[len(fb)-1] && fa[0][0] == fb[0][0]
}

// Resolve gives the facts of a new report the identities the graph already
// holds, so one real-world player or match stays one node across reports:
//   - a player the graph lacks by ID takes the ID of the one player of the
//     same club whose name or alias is SamePerson with it ("Balotelli" in a
//     new report, "Mario Balotelli" stored); two or more candidates (two
//     Silvas) leave it a node of its own. A player the report names with no
//     club looks among the players of both sides of its match;
//   - a match the graph lacks by ID takes the ID of a stored match between
//     the same home and away clubs on the same date, or, when either date
//     is unknown, with the same final score.
//
// Goal and card IDs are rekeyed to match. Resolve reads the store but never
// writes it; it returns the store's error when a read fails.
func Resolve(ctx context.Context, s Store, f *Facts) error {
	r := resolver{s: s, f: f, players: map[string]string{}}
	if err := r.resolvePlayers(ctx); err != nil {
		return err
	}
	match, err := r.resolveMatch(ctx)
	if err != nil {
		return err
	}
	r.rekey(match)
	return nil
}

type resolver struct {
	s       Store
	f       *Facts
	players map[string]string // new player ID -> stored player ID
}

func (r *resolver) resolvePlayers(ctx context.Context) error {
	ids := make([]string, len(r.f.Players))
	for i, p := range r.f.Players {
		ids[i] = p.ID
	}
	stored, err := r.s.Players(ctx, ids)
	if err != nil {
		return err
	}
	for i, p := range r.f.Players {
		if stored[i] != nil {
			continue
		}
		words := strings.Fields(Fold(p.Name))
		clubs := p.ClubIDs[:min(len(p.ClubIDs), 1)]
		if len(clubs) == 0 && r.f.Match != nil {
			// A player the report names with no club is one of the two sides'.
			clubs = []string{r.f.Match.HomeID, r.f.Match.AwayID}
		}
		if len(words) == 0 || len(clubs) == 0 {
			continue
		}
		var same []string
		for _, club := range clubs {
			cands, err := r.s.FindPlayers(ctx, PlayerWhere{ClubID: club, Name: words[len(words)-1]}, PlayersByName, Page{First: MaxPage})
			if err != nil {
				return err
			}
			for _, c := range cands.Items {
				if samePlayer(p, c) && !slices.Contains(same, c.ID) {
					same = append(same, c.ID)
				}
			}
		}
		if len(same) == 1 {
			r.players[p.ID] = same[0]
		}
	}
	return nil
}

func samePlayer(p, stored Player) bool {
	for _, n := range append([]string{stored.Name}, stored.Aliases...) {
		if SamePerson(p.Name, n) {
			return true
		}
	}
	return false
}

// resolveMatch returns the stored match ID the new match is, or its own ID.
// A dated account can only join its own ID or the undated account keyed by
// the same score, so two lookups by ID settle it; only an undated account
// with a score has to look through the home club's dated matches.
func (r *resolver) resolveMatch(ctx context.Context) (string, error) {
	m := r.f.Match
	if m == nil {
		return "", nil
	}
	ids := []string{m.ID}
	if m.Date != "" && m.HomeScore != nil && m.AwayScore != nil {
		ids = append(ids, MatchID(m.HomeID, m.AwayID, "", m.HomeScore, m.AwayScore))
	}
	stored, err := r.s.Matches(ctx, ids)
	if err != nil {
		return "", err
	}
	for i, s := range stored {
		if s != nil && (i == 0 || sameMatch(*m, *s)) {
			return s.ID, nil
		}
	}
	if m.Date != "" || m.HomeScore == nil || m.AwayScore == nil {
		return m.ID, nil
	}
	page := Page{First: MaxPage}
	for {
		c, err := r.s.FindMatches(ctx, MatchWhere{ClubID: m.HomeID}, page)
		if err != nil {
			return "", err
		}
		for _, s := range c.Items {
			if sameMatch(*m, s) {
				return s.ID, nil
			}
		}
		if !c.HasNext {
			return m.ID, nil
		}
		page.After = c.End()
	}
}

func sameMatch(a, b Match) bool {
	if a.HomeID != b.HomeID || a.AwayID != b.AwayID {
		return false
	}
	if a.Date != "" && b.Date != "" {
		return a.Date == b.Date
	}
	return a.HomeScore != nil && b.HomeScore != nil && a.AwayScore != nil && b.AwayScore != nil &&
		*a.HomeScore == *b.HomeScore && *a.AwayScore == *b.AwayScore
}

// rekey rewrites the facts with the resolved player IDs and match ID.
func (r *resolver) rekey(matchID string) {
	f := r.f
	pid := func(id string) string {
		if to, ok := r.players[id]; ok {
			return to
		}
		return id
	}
	f.Players = mergePlayers(f.Players, pid)
	if f.Match == nil {
		return
	}
	f.Match.ID, f.Report.MatchID = matchID, matchID
	seen := map[Appearance]bool{}
	apps := f.Appearances[:0]
	for _, a := range f.Appearances {
		a.PlayerID, a.MatchID = pid(a.PlayerID), matchID
		if !seen[a] {
			seen[a] = true
			apps = append(apps, a)
		}
	}
	f.Appearances = apps
	goals := map[string]int{}
	for i := range f.Goals {
		g := &f.Goals[i]
		g.MatchID, g.ScorerID = matchID, pid(g.ScorerID)
		if g.AssistID != "" {
			g.AssistID = pid(g.AssistID)
		}
		for j := range g.Chain {
			g.Chain[j].FromID, g.Chain[j].ToID = pid(g.Chain[j].FromID), pid(g.Chain[j].ToID)
		}
		goals[g.ScorerID]++
		g.ID = GoalID(matchID, g.ScorerID, goals[g.ScorerID])
	}
	cards := map[string]int{}
	for i := range f.Cards {
		c := &f.Cards[i]
		c.MatchID, c.PlayerID = matchID, pid(c.PlayerID)
		k := c.PlayerID + "/" + string(c.Color)
		cards[k]++
		c.ID = CardID(matchID, c.PlayerID, c.Color, cards[k])
	}
}

// mergePlayers renames players with pid, merging any that become one.
func mergePlayers(ps []Player, pid func(string) string) []Player {
	at := map[string]int{}
	out := ps[:0]
	for _, p := range ps {
		p.ID = pid(p.ID)
		i, ok := at[p.ID]
		if !ok {
			at[p.ID] = len(out)
			out = append(out, p)
			continue
		}
		q := &out[i]
		if len([]rune(p.Name)) > len([]rune(q.Name)) {
			q.Name, p.Name = p.Name, q.Name
		}
		for _, a := range append([]string{p.Name}, p.Aliases...) {
			if a != q.Name && !slices.Contains(q.Aliases, a) {
				q.Aliases = append(q.Aliases, a)
			}
		}
		for _, c := range p.ClubIDs {
			if !slices.Contains(q.ClubIDs, c) {
				q.ClubIDs = append(q.ClubIDs, c)
			}
		}
	}
	return out
}
