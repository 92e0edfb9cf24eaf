package neo4j

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// The views read a whole page of the API in one statement. What a view
// brings along and what it may leave out travel in the parameter $w (see
// wantParams); parts a request does not want sit behind CASE WHEN $w...,
// which Neo4j does not evaluate when false, so they cost no db hits.

// viewGoal projects a goal off its card (goalcard.go), with the players it
// names (for looking them up in the same statement) and its sources only
// when wanted. A goal wanted without its chain, references and sources
// ($w.bare: the goals behind a player's pass links, shown with their
// minutes) is read off its own short properties instead: its card is a
// long string that costs Neo4j more to read and Go a JSON decoding (a
// player's view at 10k matches, with some 100 goals: about a quarter less
// CPU in Neo4j and Go). Keys no one wants are left out of the map
// ($w.plain), rather than sent as nulls for the driver to decode.
const viewGoal = `CASE
WHEN $w.bare THEN g {.id, .minute, .added, .kind, .order}
WHEN $w.plain THEN g {.id, .card, ends: ` + goalEnds + `}
ELSE g {.id, .card, ends: ` + goalEnds + `,
  passers: CASE WHEN $w.players AND $w.chains THEN g.passers END,
  sources: CASE WHEN $w.sources THEN [(r:Report)-[s:SUPPORTS]->(g) | s {.sentence, .start, .end, .sourceMinute, .sourceAdded, report: r.id, at: r.ingestedAt}] END}
END`

// goalEnds are the players whose IDs a goal's card holds that the view
// looks up: its scorer, and its assist giver unless trimmed.
const goalEnds = `CASE WHEN $w.players AND $w.refs THEN CASE WHEN $w.assist THEN g.ends ELSE g.ends[0..1] END END`

// viewPlayer projects a player as playerFields does, leaving out what the
// request does not want; when that is all but the ID and name
// ($w.nameOnly: a page of matches with their scorers), the map holds those
// two keys only (a twentieth of such a page's time, in Neo4j and Go).
const viewPlayer = `CASE WHEN $w.nameOnly THEN {id: p.id, name: p.name} ELSE {id: p.id, name: p.name,
  aliases: CASE WHEN $w.aliases THEN p.aliases END,
  clubs: CASE WHEN $w.playerClubs THEN [(p)-[:PLAYS_FOR]->(c:Club) | c.id] END,
  goals: CASE WHEN $w.counts THEN coalesce(p.goalCount, 0) END,
  assists: CASE WHEN $w.counts THEN coalesce(p.assistCount, 0) END} END`

// viewClub projects a club as clubFields does.
const viewClub = `{id: c.id, name: c.name, aliases: CASE WHEN $w.aliases THEN c.aliases END}`

// The lookups read the clubs, players and goals whose IDs a view has
// gathered, each once and by its unique index, which hands the ID over
// with the node, when the view wants them; else they read nothing and
// give empty lists. lookupClubs reads clubIds (a list with repeats).
const lookupClubs = `CALL (clubIds) {
  WITH clubIds WHERE $w.clubs
  UNWIND clubIds AS id
  WITH DISTINCT id
  MATCH (c:Club {id: id})
  RETURN collect(` + viewClub + `) AS clubs
}
`

// findPlayersByID and findGoalsByID end the lookups of players and goals:
// each view's statement opens the CALL and unwinds the IDs as id where
// they lie, rather than gathering them into one list first with + in a
// reduce: Neo4j copies such a chain of concatenations and walks it again
// at every step, which cost a page of matches a sixth of its time.
const (
	findPlayersByID = `
  WITH DISTINCT id
  MATCH (p:Player {id: id})
  RETURN collect(` + viewPlayer + `) AS players
}
`
	findGoalsByID = `
  WITH DISTINCT id
  MATCH (g:Goal {id: id})
  RETURN collect(` + viewGoal + `) AS goals
}
`
)

// matchViewTail reads the matches ms (a list of nodes, in page order) with
// their clubs, goals and the goals' players. Home and away are the match's
// homeId and awayId, looked up by index, and a goal is read off its card,
// not its relationships: a match node and its players have many
// relationships, which every walk would step through.
const matchViewTail = `
CALL (ms) {
  UNWIND ms AS m
  WITH m, m.homeId AS home, m.awayId AS away
  WITH m, home, away, CASE WHEN $w.goals THEN [g IN COLLECT { MATCH (g:Goal {matchId: m.id}) RETURN g } | ` + viewGoal + `] ELSE [] END AS goals
  RETURN collect({match: m {.id, .date, .homeScore, .awayScore, home: home, away: away,
      competition: CASE WHEN $w.places THEN m.competition END, venue: CASE WHEN $w.places THEN m.venue END}, goals: goals}) AS rows,
    collect(home) + collect(away) AS clubIds
}
` + lookupClubs + `CALL (rows) {
  WITH rows WHERE $w.players
  UNWIND rows AS row
  UNWIND row.goals AS g
  UNWIND coalesce(g.ends, []) + coalesce(g.passers, []) AS id` + findPlayersByID + `RETURN total, more, rows, clubs, players`

const matchView = `
UNWIND $ids AS key
MATCH (m:Match {id: key})
WITH collect(m) AS ms, 0 AS total, false AS more` + matchViewTail

// matchFilter is the filter of findMatches, on m.
const matchFilter = `($club = '' OR EXISTS { (m)-[:HOME|AWAY]->(:Club {id: $club}) })
  AND ($player = '' OR EXISTS { (:Player {id: $player})-[:APPEARED_IN]->(m) })
  AND ($competition = '' OR m.competitionKey = $competition)
  AND ($from = '' OR m.date >= $from)
  AND ($to = '' OR m.date <= $to)`

// findMatchViewCounted counts every match that matches and reads the page
// after the cursor, as findMatches does.
const findMatchViewCounted = `
CALL () {
  MATCH (m:Match) WHERE ` + matchFilter + `
  RETURN count(*) AS total
}
CALL () {
  MATCH (m:Match) WHERE ` + matchFilter + ` AND (NOT $after OR (` + matchKeyset + `))
  WITH m ORDER BY m.date IS NULL, m.date DESC, m.id
  LIMIT $limit + 1
  RETURN collect(m) AS found
}
WITH total, found[0..$limit] AS ms, size(found) > $limit AS more` + matchViewTail

// findMatchViewPaged reads the page and one match more (to tell whether
// there is a next page) without counting. Dated matches come off the
// match_newest index (dateDesc, id) in the page's order, from the
// cursor's key on ($adesc, $ai; "~" after every date when the cursor is
// an undated match): the rest of the cursor's date, then the later dates,
// each an ordered index seek that stops after a page (one seek with "or"
// would be planned as a union that reads every later match), so a page
// costs its size in index entries whatever its depth. The undated
// matches, last, are read by ID after $uafter only when the page reaches
// them.
const findMatchViewPaged = `
CALL () {
  MATCH (m:Match) WHERE m.dateDesc = $adesc AND m.id > $ai AND ` + matchFilter + `
  WITH m ORDER BY m.dateDesc, m.id
  LIMIT $limit + 1
  RETURN collect(m) AS same
}
CALL () {
  MATCH (m:Match) WHERE m.dateDesc > $adesc AND m.id IS NOT NULL AND ` + matchFilter + `
  WITH m ORDER BY m.dateDesc, m.id
  LIMIT $limit + 1
  RETURN collect(m) AS later
}
WITH (same + later)[0..$limit + 1] AS dated
WITH dated, $limit + 1 - size(dated) AS wanted
CALL (wanted) {
  UNWIND CASE WHEN wanted > 0 THEN [wanted] ELSE [] END AS go
  MATCH (m:Match) WHERE m.date IS NULL AND m.id > $uafter AND ` + matchFilter + `
  WITH m ORDER BY m.id
  LIMIT $limit + 1
  RETURN collect(m) AS undated
}
WITH dated + undated[0..wanted] AS page
WITH page[0..$limit] AS ms, size(page) > $limit AS more, 0 AS total` + matchViewTail

// playerView reads players with their pass lists (passlink.go), grouped
// into links in Go, the players at the other ends and the goals behind
// the links.
const playerView = `
UNWIND $ids AS key
MATCH (p:Player {id: key})
WITH p, CASE WHEN $w.links THEN {
    outTo: coalesce(p.passOutTo, []), outGoal: CASE WHEN $w.linkGoals THEN p.passOutGoal END,
    inFrom: coalesce(p.passInFrom, []), inGoal: CASE WHEN $w.linkGoals THEN p.passInGoal END} END AS passes
WITH collect({player: ` + viewPlayer + `, passes: passes}) AS rows
CALL (rows) {
  WITH rows WHERE $w.players
  UNWIND rows AS row
  UNWIND coalesce(row.passes.outTo, []) + coalesce(row.passes.inFrom, []) AS id` + findPlayersByID + `CALL (rows) {
  WITH rows WHERE $w.goals
  UNWIND rows AS row
  UNWIND coalesce(row.passes.outGoal, []) + coalesce(row.passes.inGoal, []) AS id` + findGoalsByID + `RETURN rows, players, goals`

// passLinkView counts pass links as passLinks does and projects the
// players at both ends off the nodes the count grouped by. Only the pairs
// whose count reaches the first'th highest have their IDs read for the
// tie-break, and a pass's goal is read only when wanted. passLinkViewAll
// scans every pass; passLinkViewClub finds a club's passes by index.
const passLinkViewTail = `
  AND ($from = '' OR a.id = $from) AND ($to = '' OR b.id = $to) AND ($match = '' OR x.match = $match)
WITH a, b, count(x) AS count, collect(DISTINCT CASE WHEN $w.linkGoals THEN x.goal END) AS goals
WITH collect({a: a, b: b, count: count, goals: goals}) AS all
CALL (all) {
  UNWIND all AS r
  WITH r.count AS c ORDER BY c DESC LIMIT $first
  RETURN min(c) AS least
}
CALL (all, least) {
  UNWIND all AS r
  WITH r WHERE r.count >= least
  WITH r, r.a.id AS from, r.b.id AS to
  ORDER BY r.count DESC, from, to
  LIMIT $first
  RETURN collect({from: from, to: to, count: r.count, goals: r.goals}) AS links,
    CASE WHEN $w.players THEN collect(r.a) + collect(r.b) ELSE [] END AS ends
}
` + lookupGoalsOfLinks + `RETURN links, [p IN ends | ` + viewPlayer + `] AS players, goals`

// lookupGoalsOfLinks looks up the goals behind pass links.
const lookupGoalsOfLinks = `CALL (links) {
  WITH links WHERE $w.goals
  UNWIND links AS x
  UNWIND x.goals AS id` + findGoalsByID

const passLinkViewAll = `
MATCH (a:Player)-[x:PASSED_TO]->(b)
WHERE true` + passLinkViewTail

const passLinkViewClub = `
MATCH (a)-[x:PASSED_TO {club: $club}]->(b)
WHERE true` + passLinkViewTail

// wantParams turns w into the statement parameter $w.
func wantParams(w graph.ViewWant) map[string]any {
	return map[string]any{
		"clubs": w.Clubs, "goals": w.Goals, "players": w.Players, "links": w.Links,
		"aliases": !w.Trim.Aliases, "playerClubs": !w.Trim.Clubs, "counts": !w.Trim.Counts,
		"sources": !w.Trim.Sources, "chains": !w.Trim.Chains, "refs": !w.Trim.Refs, "assist": !w.Trim.Assist, "added": !w.Trim.Added,
		"linkGoals": !w.Trim.Links || w.Goals, "order": !w.Trim.Order, "places": !w.Trim.Places,
		"bare": w.Trim.Chains && w.Trim.Refs && w.Trim.Sources, "plain": w.Trim.Chains && w.Trim.Sources,
		"nameOnly": w.Trim.Aliases && w.Trim.Clubs && w.Trim.Counts,
	}
}

// MatchView reads matches with what w wants around them in one statement.
func (s *Store) MatchView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	v := graph.View{Matches: make([]*graph.Match, len(ids))}
	if len(ids) == 0 {
		return v, nil
	}
	recs, err := s.query(ctx, "read match view", matchView, map[string]any{"ids": uniq(ids), "w": wantParams(w)})
	if err != nil || len(recs) == 0 {
		return v, err
	}
	ms, err := decodeMatchView(recs[0], w, &v)
	if err != nil {
		return v, err
	}
	byID := make(map[string]*graph.Match, len(ms))
	for _, m := range ms {
		byID[m.ID] = m
	}
	for i, id := range ids {
		if m, ok := byID[id]; ok {
			c := *m
			v.Matches[i] = &c
		}
	}
	return v, nil
}

// FindMatchView lists matches as FindMatches does, with what w wants
// around them, in one statement.
func (s *Store) FindMatchView(ctx context.Context, where graph.MatchWhere, p graph.Page, w graph.ViewWant) (graph.Connection[graph.Match], graph.View, error) {
	var v graph.View
	after, limit, err := p.Start(graph.ListMatches)
	if err != nil {
		return graph.Connection[graph.Match]{}, v, err
	}
	params, err := matchWhereParams(where)
	if err != nil {
		return graph.Connection[graph.Match]{}, v, err
	}
	keyParams(params, after)
	params["limit"], params["w"] = limit, wantParams(w)
	params["adesc"], params["uafter"] = "", ""
	if after != nil {
		params["adesc"] = dateDesc(after.Text)
		if after.Text == "" {
			params["adesc"], params["uafter"] = "~", after.ID // past every dated match
		}
	}
	c := graph.Connection[graph.Match]{HasPrevious: after != nil}
	cypher := findMatchViewPaged
	if w.Total {
		cypher = findMatchViewCounted
	}
	recs, err := s.query(ctx, "find match view", cypher, params)
	if err != nil || len(recs) == 0 {
		return c, v, err
	}
	ms, err := decodeMatchView(recs[0], w, &v)
	if err != nil {
		return c, v, err
	}
	if w.Total {
		total, _ := field(recs[0], "total").(int64)
		c.Total = int(total)
	}
	c.HasNext, _ = field(recs[0], "more").(bool)
	if len(ms) > 0 {
		c.Items = make([]graph.Match, len(ms))
		for i, m := range ms {
			c.Items[i] = *m
		}
		c.Cursors = graph.Cursors(c.Items, graph.ListMatches, graph.MatchKey)
	}
	return c, v, nil
}

// decodeMatchView reads the rows, clubs and players of a match view into
// v and returns the matches in row order.
func decodeMatchView(rec *neo4j.Record, w graph.ViewWant, v *graph.View) ([]*graph.Match, error) {
	rows := mapList(field(rec, "rows"))
	ms := make([]*graph.Match, 0, len(rows))
	if w.Goals {
		v.GoalsOfMatch = make(map[string][]graph.Goal, len(rows))
	}
	for _, row := range rows {
		m := decodeMatch(mapOf(row["match"]))
		ms = append(ms, &m)
		if w.Goals {
			gs := make([]graph.Goal, 0, 4)
			for _, g := range mapList(row["goals"]) {
				gs = append(gs, decodeViewGoal(g))
			}
			slices.SortFunc(gs, func(a, b graph.Goal) int { // match order
				return cmp.Or(cmp.Compare(a.Order, b.Order), cmp.Compare(a.ID, b.ID))
			})
			v.GoalsOfMatch[m.ID] = gs
		}
	}
	v.Clubs = decodeAll(field(rec, "clubs"), decodeClub, func(c graph.Club) string { return c.ID })
	v.Named = decodeAll(field(rec, "players"), decodePlayer, func(p graph.Player) string { return p.ID })
	w.Trim.Apply(v)
	return ms, nil
}

// PlayerView reads players with their pass links, the players at the
// other ends and the goals behind them, in one statement.
func (s *Store) PlayerView(ctx context.Context, ids []string, w graph.ViewWant) (graph.View, error) {
	v := graph.View{Players: make([]*graph.Player, len(ids))}
	if len(ids) == 0 {
		return v, nil
	}
	recs, err := s.query(ctx, "read player view", playerView, map[string]any{"ids": uniq(ids), "w": wantParams(w)})
	if err != nil || len(recs) == 0 {
		return v, err
	}
	byID := map[string]graph.Player{}
	if w.Links {
		v.LinksFrom, v.LinksTo = map[string][]graph.PassLink{}, map[string][]graph.PassLink{}
	}
	for _, row := range mapList(field(recs[0], "rows")) {
		p := decodePlayer(mapOf(row["player"]))
		byID[p.ID] = p
		if !w.Links {
			continue
		}
		ps := mapOf(row["passes"])
		v.LinksFrom[p.ID] = linksOf(p.ID, graph.Outgoing, strs(ps, "outTo"), strs(ps, "outGoal"))
		v.LinksTo[p.ID] = linksOf(p.ID, graph.Incoming, strs(ps, "inFrom"), strs(ps, "inGoal"))
	}
	for i, id := range ids {
		if p, ok := byID[id]; ok {
			v.Players[i] = &p
		}
	}
	v.Named = decodeAll(field(recs[0], "players"), decodePlayer, func(p graph.Player) string { return p.ID })
	v.Goals = decodeAll(field(recs[0], "goals"), decodeViewGoal, func(g graph.Goal) string { return g.ID })
	w.Trim.Apply(&v)
	return v, nil
}

// PassLinkView counts pass links as PassLinks does, with the players at
// both ends and the goals behind them, in one statement: off the pass
// pairs (passpair.go) overall and for a club.
func (s *Store) PassLinkView(ctx context.Context, where graph.PassLinkWhere, first int, w graph.ViewWant) ([]graph.PassLink, graph.View, error) {
	var v graph.View
	if first < 0 {
		return nil, v, graph.Errorf(graph.EINVALID, "first must not be negative, got %d", first)
	}
	params := map[string]any{
		"from": where.FromID, "to": where.ToID, "club": where.ClubID, "match": where.MatchID,
		"first": min(first, graph.MaxPage), "w": wantParams(w),
	}
	cypher := passLinkViewAll
	if scope, ok := pairScope(where); ok {
		cypher, params["scope"] = passLinkViewTop, scope
	} else if where.ClubID != "" {
		cypher = passLinkViewClub
	}
	recs, err := s.query(ctx, "read pass link view", cypher, params)
	if err != nil || len(recs) == 0 {
		return []graph.PassLink{}, v, err
	}
	links := []graph.PassLink{}
	for _, l := range mapList(field(recs[0], "links")) {
		links = append(links, decodePassLink(l))
	}
	v.Named = decodeAll(field(recs[0], "players"), decodePlayer, func(p graph.Player) string { return p.ID })
	v.Goals = decodeAll(field(recs[0], "goals"), decodeViewGoal, func(g graph.Goal) string { return g.ID })
	w.Trim.Apply(&v)
	w.Trim.ApplyLinks(links)
	return links, v, nil
}

// linkOrder orders pass links as PassLinks does.
func linkOrder(a, b graph.PassLink) int {
	return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.FromID, b.FromID), cmp.Compare(a.ToID, b.ToID))
}

// decodeAll decodes a list of maps into items without repeats, by ID.
func decodeAll[T any](v any, decode func(map[string]any) T, id func(T) string) []T {
	out := []T{}
	for _, m := range mapList(v) {
		out = append(out, decode(m))
	}
	slices.SortFunc(out, func(a, b T) int { return cmp.Compare(id(a), id(b)) })
	return slices.CompactFunc(out, func(a, b T) bool { return id(a) == id(b) })
}

// matchWhereParams checks w's dates and turns w into the parameters of
// findMatches and findMatchView.
func matchWhereParams(w graph.MatchWhere) (map[string]any, error) {
	for _, d := range []string{w.From, w.To} {
		if _, err := time.Parse(time.DateOnly, d); d != "" && err != nil {
			return nil, graph.Errorf(graph.EINVALID, "date %q is not YYYY-MM-DD", d)
		}
	}
	return map[string]any{
		"club": w.ClubID, "player": w.PlayerID,
		"competition": graph.Fold(w.Competition),
		"from":        w.From, "to": w.To,
	}, nil
}

var _ graph.Views = (*Store)(nil)

// decodeViewGoal reads a goal of a view: its fields off its card (or, for
// a goal read bare or written before cards, as goalFields reads them), its
// sources.
func decodeViewGoal(m map[string]any) graph.Goal {
	g := graph.Goal{ID: str(m, "id"), Chain: []graph.Pass{}, Sources: decodeSources(m)}
	if !fromCard(str(m, "card"), &g) {
		return decodeGoal(m)
	}
	slices.SortFunc(g.Chain, func(a, b graph.Pass) int { return cmp.Compare(a.Order, b.Order) })
	return g
}
