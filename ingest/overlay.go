package ingest

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"pitchgraph/graph"
)

// overlay is a store as it will be once a batch of reports not yet written
// is: it answers the reads graph.Resolve makes (Players, FindPlayers,
// Matches, FindMatches) from the store with the batch's facts merged in,
// so the reports of one batch resolve exactly as they would one by one.
// Every other method reads the store alone. An overlay holds for one
// batch: the stored nodes it has read stay as read until reset.
type overlay struct {
	graph.Store
	stored        map[string]*graph.Player // stored players read so far; nil when absent
	storedMatches map[string]*graph.Match
	players       map[string]*graph.Player // players of the batch, merged with the stored ones
	matches       map[string]*graph.Match
	squadOf       map[string][]*graph.Player // club ID -> its stored players, read for the batch
	squads        map[string]map[string]bool // club ID -> players of the batch placed with it
	fixtures      map[string]map[string]bool // club ID -> matches of the batch it played in
}

func newOverlay(s graph.Store) *overlay {
	o := &overlay{Store: s}
	o.reset()
	return o
}

// reset forgets the batch, once it is written.
func (o *overlay) reset() {
	o.stored, o.storedMatches = map[string]*graph.Player{}, map[string]*graph.Match{}
	o.players, o.matches = map[string]*graph.Player{}, map[string]*graph.Match{}
	o.squads, o.fixtures = map[string]map[string]bool{}, map[string]map[string]bool{}
	o.squadOf = map[string][]*graph.Player{}
}

// add merges a resolved report's facts into the batch. The report is newer
// than every stored one and every one added before, so it never wins a tie.
func (o *overlay) add(ctx context.Context, f *graph.Facts) error {
	if err := o.readStored(ctx, f); err != nil {
		return err
	}
	clubs := map[string][]string{}
	for _, a := range f.Appearances {
		if a.ClubID != "" {
			clubs[a.PlayerID] = append(clubs[a.PlayerID], a.ClubID)
		}
	}
	for _, p := range f.Players {
		q := o.players[p.ID]
		if q == nil {
			q = &graph.Player{ID: p.ID}
			if s := o.stored[p.ID]; s != nil {
				*q = s.Clone()
			}
			o.players[p.ID] = q
		}
		names := append([]string{p.Name}, p.Aliases...)
		if utf8.RuneCountInString(p.Name) > utf8.RuneCountInString(q.Name) {
			q.Name, names[0] = p.Name, q.Name
		}
		for _, n := range names {
			if n != "" && n != q.Name && !slices.Contains(q.Aliases, n) {
				q.Aliases = append(q.Aliases, n)
			}
		}
		for _, c := range append(slices.Clone(p.ClubIDs), clubs[p.ID]...) {
			if !slices.Contains(q.ClubIDs, c) {
				q.ClubIDs = append(q.ClubIDs, c)
			}
		}
		for _, c := range q.ClubIDs {
			put(o.squads, c, q.ID)
		}
	}
	if m := f.Match; m != nil {
		q := o.matches[m.ID]
		if q == nil {
			q = &graph.Match{ID: m.ID, HomeID: m.HomeID, AwayID: m.AwayID}
			if s := o.storedMatches[m.ID]; s != nil {
				*q = s.Clone()
			}
			o.matches[m.ID] = q
		}
		q.Date = cmp.Or(q.Date, m.Date)
		q.Competition = cmp.Or(q.Competition, m.Competition)
		q.Venue = cmp.Or(q.Venue, m.Venue)
		if q.HomeScore == nil && q.AwayScore == nil {
			q.HomeScore, q.AwayScore = m.HomeScore, m.AwayScore
		}
		put(o.fixtures, q.HomeID, q.ID)
		put(o.fixtures, q.AwayID, q.ID)
	}
	return nil
}

// readStored makes sure the stored state of the facts' players and match
// is known. Resolve has read them already, except in a case the overlay
// cannot foresee: then one read each.
func (o *overlay) readStored(ctx context.Context, f *graph.Facts) error {
	var ids []string
	for _, p := range f.Players {
		if _, ok := o.stored[p.ID]; !ok && o.players[p.ID] == nil {
			ids = append(ids, p.ID)
		}
	}
	if len(ids) > 0 {
		if _, err := o.Players(ctx, ids); err != nil {
			return err
		}
	}
	if m := f.Match; m != nil && o.matches[m.ID] == nil {
		if _, ok := o.storedMatches[m.ID]; !ok {
			if _, err := o.Matches(ctx, []string{m.ID}); err != nil {
				return err
			}
		}
	}
	return nil
}

func put(idx map[string]map[string]bool, key, id string) {
	if idx[key] == nil {
		idx[key] = map[string]bool{}
	}
	idx[key][id] = true
}

// prefetch reads the stored players and matches a batch's reports name,
// by ID, in two reads, so that resolving each report needs no read of
// them. Facts not yet resolved are what Resolve looks up first.
func (o *overlay) prefetch(ctx context.Context, fs []*graph.Facts) error {
	var players, matches []string
	for _, f := range fs {
		for _, p := range f.Players {
			players = append(players, p.ID)
		}
		if m := f.Match; m != nil {
			matches = append(matches, m.ID)
			if m.Date != "" && m.HomeScore != nil && m.AwayScore != nil {
				matches = append(matches, graph.MatchID(m.HomeID, m.AwayID, "", m.HomeScore, m.AwayScore))
			}
		}
	}
	if _, err := o.Players(ctx, players); err != nil {
		return err
	}
	_, err := o.Matches(ctx, matches)
	return err
}

// Players implements graph.Store for Resolve, from what it has read.
func (o *overlay) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	ps := make([]*graph.Player, len(ids))
	var missing []string
	for _, id := range ids {
		if _, ok := o.stored[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		read, err := o.Store.Players(ctx, missing)
		if err != nil {
			return nil, err
		}
		for i, id := range missing {
			o.stored[id] = read[i]
		}
	}
	for i, id := range ids {
		if q := o.players[id]; q != nil {
			ps[i] = q
		} else {
			ps[i] = o.stored[id]
		}
		if ps[i] != nil {
			c := ps[i].Clone()
			ps[i] = &c
		}
	}
	return ps, nil
}

// FindPlayers implements graph.Store for Resolve, which looks for a club's
// players by name: the club's stored players, as the batch has merged
// them, and the batch's players placed with the club, whose names contain
// the name, all on one page. The club's stored squad is read once per
// batch, not once per report. Other reads go to the store.
func (o *overlay) FindPlayers(ctx context.Context, w graph.PlayerWhere, by graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	if w.ClubID == "" || p.After != "" {
		return o.Store.FindPlayers(ctx, w, by, p)
	}
	squad, err := o.squad(ctx, w.ClubID)
	if err != nil {
		return graph.Connection[graph.Player]{}, err
	}
	q := graph.Fold(w.Name)
	var c graph.Connection[graph.Player]
	seen := map[string]bool{}
	for _, s := range squad {
		seen[s.ID] = true
		pl := s
		if m := o.players[s.ID]; m != nil {
			pl = m
		}
		if namedLike(pl, q) {
			c.Items = append(c.Items, pl.Clone())
		}
	}
	var ids []string
	for id := range o.squads[w.ClubID] {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	for _, id := range ids {
		if pl := o.players[id]; namedLike(pl, q) {
			c.Items = append(c.Items, pl.Clone())
		}
	}
	c.Total = len(c.Items)
	return c, nil
}

// squad returns the stored players of a club, read once per batch.
func (o *overlay) squad(ctx context.Context, club string) ([]*graph.Player, error) {
	if sq, ok := o.squadOf[club]; ok {
		return sq, nil
	}
	var sq []*graph.Player
	page := graph.Page{First: graph.MaxPage}
	for {
		c, err := o.Store.FindPlayers(ctx, graph.PlayerWhere{ClubID: club}, graph.PlayersByName, page)
		if err != nil {
			return nil, err
		}
		for _, pl := range c.Items {
			pl := pl
			sq = append(sq, &pl)
			if _, ok := o.stored[pl.ID]; !ok {
				o.stored[pl.ID] = &pl
			}
		}
		if !c.HasNext {
			break
		}
		page.After = c.End()
	}
	o.squadOf[club] = sq
	return sq, nil
}

// namedLike tells whether a folded name or alias of p contains q.
func namedLike(p *graph.Player, q string) bool {
	if q == "" {
		return true
	}
	for _, n := range append([]string{p.Name}, p.Aliases...) {
		if strings.Contains(graph.Fold(n), q) {
			return true
		}
	}
	return false
}

// Matches implements graph.Store for Resolve, from what it has read.
func (o *overlay) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	ms := make([]*graph.Match, len(ids))
	var missing []string
	for _, id := range ids {
		if _, ok := o.storedMatches[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		read, err := o.Store.Matches(ctx, missing)
		if err != nil {
			return nil, err
		}
		for i, id := range missing {
			o.storedMatches[id] = read[i]
		}
	}
	for i, id := range ids {
		if q := o.matches[id]; q != nil {
			ms[i] = q
		} else {
			ms[i] = o.storedMatches[id]
		}
		if ms[i] != nil {
			c := ms[i].Clone()
			ms[i] = &c
		}
	}
	return ms, nil
}

// FindMatches implements graph.Store for Resolve, which lists a club's
// matches: it answers with every match of the club, the batch's merged in,
// on one page in FindMatches order. Other filters read the store alone.
func (o *overlay) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	if w != (graph.MatchWhere{ClubID: w.ClubID}) || w.ClubID == "" || len(o.fixtures[w.ClubID]) == 0 {
		c, err := o.Store.FindMatches(ctx, w, p)
		o.remember(c.Items)
		return c, err
	}
	var all []graph.Match
	page := graph.Page{First: graph.MaxPage}
	for {
		c, err := o.Store.FindMatches(ctx, w, page)
		if err != nil {
			return c, err
		}
		all = append(all, c.Items...)
		if !c.HasNext {
			break
		}
		page.After = c.End()
	}
	o.remember(all)
	seen := map[string]bool{}
	for i, m := range all {
		seen[m.ID] = true
		if q := o.matches[m.ID]; q != nil {
			all[i] = q.Clone()
		}
	}
	for id := range o.fixtures[w.ClubID] {
		if !seen[id] {
			all = append(all, o.matches[id].Clone())
		}
	}
	slices.SortFunc(all, func(a, b graph.Match) int {
		switch {
		case a.Date == "" && b.Date != "":
			return 1
		case a.Date != "" && b.Date == "":
			return -1
		}
		return cmp.Or(strings.Compare(b.Date, a.Date), strings.Compare(a.ID, b.ID))
	})
	return graph.Connection[graph.Match]{Items: all, Cursors: graph.Cursors(all, graph.ListMatches, graph.MatchKey), Total: len(all)}, nil
}

// remember keeps the stored state of matches the store listed.
func (o *overlay) remember(ms []graph.Match) {
	for _, m := range ms {
		if _, ok := o.storedMatches[m.ID]; !ok {
			c := m.Clone()
			o.storedMatches[m.ID] = &c
		}
	}
}
