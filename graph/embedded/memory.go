package embedded

import (
	"cmp"
	"slices"
	"strings"

	"pitchgraph/graph"
)

// memory is the graph in memory. It keeps every stored report's facts and,
// per node, the contribution of each report that supports it; the merged
// nodes and the indexes are derived from those, node by node, whenever a
// report that touches the node comes or goes. So the graph depends only on
// the set of stored reports, as graph.Store requires.
//
// memory is not safe for concurrent use; Store guards it.
type memory struct {
	reports map[string]*graph.Facts
	recent  []*graph.Report // every stored report, as FindReports orders them
	feed    []fed           // every stored report, in the order it was stored (ReportsAfter)
	fedLast int64           // the feed position of the last report stored

	clubs   map[string]*node[graph.Club]
	players map[string]*node[graph.Player]
	matches map[string]*node[graph.Match]
	goals   map[string]*node[graph.Goal]
	cards   map[string]*node[graph.Card]

	appearances map[string]placings // match ID -> the reports placing each player in it
	playedIn    index               // player ID -> match IDs
	matchReps   index               // match ID -> report IDs

	goalsOf  [3]index              // by graph.GoalRel: match, scorer, assist -> goal IDs
	cardsOf  [2]index              // by graph.CardRel: match, player -> card IDs
	links    map[pair][]goalPasses // pass link -> the goals whose chains hold it, by goal ID
	linksOf  [2]index              // by graph.Direction: player -> the other players of its links
	passes   map[pair]int          // pass link -> passes over every chain
	scored   index                 // club ID -> IDs of the goals that raised its score
	tally    map[string]int        // player ID -> goals scored, own goals aside
	linkMemo linkMemo              // PassLinks answers since the last write
	clubName index                 // folded name or alias -> club IDs
	names    [3]index              // fullName, aliasName, lastWord (folded) -> player IDs
	squads   index                 // club ID -> IDs of the players its ClubIDs name
	fixtures map[string]matchList  // club ID -> its matches, home or away
	order    matchList             // every match
	pieces   map[string]int        // folded competition, venue or date -> matches giving it

	longestText int // characters of the longest stored report text
}

func newMemory() *memory {
	m := &memory{
		reports:     map[string]*graph.Facts{},
		clubs:       map[string]*node[graph.Club]{},
		players:     map[string]*node[graph.Player]{},
		matches:     map[string]*node[graph.Match]{},
		goals:       map[string]*node[graph.Goal]{},
		cards:       map[string]*node[graph.Card]{},
		appearances: map[string]placings{},
		playedIn:    index{},
		matchReps:   index{},
		links:       map[pair][]goalPasses{},
		clubName:    index{},
		squads:      index{},
		fixtures:    map[string]matchList{},
		pieces:      map[string]int{},
		passes:      map[pair]int{},
		scored:      index{},
		tally:       map[string]int{},
	}
	for i := range m.goalsOf {
		m.goalsOf[i] = index{}
	}
	for i := range m.cardsOf {
		m.cardsOf[i] = index{}
	}
	for i := range m.linksOf {
		m.linksOf[i] = index{}
	}
	for i := range m.names {
		m.names[i] = index{}
	}
	return m
}

// older orders stored report IDs oldest first.
func (m *memory) older(a, b string) int {
	return byAge(&m.reports[a].Report, &m.reports[b].Report)
}

// add merges a report's facts into memory. f must be valid, owned by
// memory, and its report not yet stored.
func (m *memory) add(f *graph.Facts) {
	normalize(f)
	intern(f)
	rid := f.Report.ID
	m.reports[rid] = f
	i, _ := slices.BinarySearchFunc(m.recent, &f.Report, recentFirst)
	m.recent = slices.Insert(m.recent, i, &f.Report)
	m.fedLast++
	m.feed = append(m.feed, fed{m.fedLast, &f.Report})
	m.longestText = max(m.longestText, textLength(f.Report.Text))
	m.apply(f, rid, true)
}

// fed is a report at its feed position.
type fed struct {
	at int64
	r  *graph.Report
}

// remove takes a stored report and every fact only it supported out of
// memory; it reports whether the report was stored.
func (m *memory) remove(rid string) bool {
	f, ok := m.reports[rid]
	if !ok {
		return false
	}
	m.apply(f, rid, false)
	delete(m.reports, rid)
	if i, ok := slices.BinarySearchFunc(m.recent, &f.Report, recentFirst); ok {
		m.recent = slices.Delete(m.recent, i, i+1)
	}
	if i := slices.IndexFunc(m.feed, func(x fed) bool { return x.r == &f.Report }); i >= 0 {
		m.feed = slices.Delete(m.feed, i, i+1)
	}
	if textLength(f.Report.Text) == m.longestText {
		m.longestText = 0
		for _, r := range m.recent {
			m.longestText = max(m.longestText, textLength(r.Text))
		}
	}
	return true
}

// apply records (add) or withdraws a report's support for each of its
// facts, then re-merges every node the report touches. The report stays in
// m.reports until the re-merge is done, so ages can be compared.
func (m *memory) apply(f *graph.Facts, rid string, add bool) {
	m.linkMemo.clear()
	for i := range f.Clubs {
		c := &f.Clubs[i]
		m.setClub(c.ID, support(m, m.clubs, c.ID, rid, ptrIf(add, c)))
	}
	for i := range f.Players {
		p := &f.Players[i]
		m.setPlayer(p.ID, support(m, m.players, p.ID, rid, ptrIf(add, p)))
	}
	if f.Match != nil {
		id := f.Match.ID
		if add {
			m.matchReps.add(id, rid)
		} else {
			m.matchReps.remove(id, rid)
		}
		m.appear(f, rid, add)
		m.setMatch(id, support(m, m.matches, id, rid, ptrIf(add, f.Match)))
	}
	for i := range f.Goals {
		g := &f.Goals[i]
		m.setGoal(g.ID, support(m, m.goals, g.ID, rid, ptrIf(add, g)))
	}
	for i := range f.Cards {
		c := &f.Cards[i]
		m.setCard(c.ID, support(m, m.cards, c.ID, rid, ptrIf(add, c)))
	}
}

func (m *memory) appear(f *graph.Facts, rid string, add bool) {
	for _, a := range f.Appearances {
		ps := m.appearances[a.MatchID]
		if add {
			if ps.add(a.PlayerID, rid) {
				m.appearances[a.MatchID] = ps
				m.playedIn.add(a.PlayerID, a.MatchID)
			}
			continue
		}
		if !ps.remove(a.PlayerID, rid) {
			continue
		}
		if !ps.has(a.PlayerID) {
			m.playedIn.remove(a.PlayerID, a.MatchID)
		}
		if len(ps) == 0 {
			delete(m.appearances, a.MatchID)
		} else {
			m.appearances[a.MatchID] = ps
		}
	}
}

// placings are the appearances of a match: which reports place which
// players in it, by player, then report. A match has a few dozen; a slice
// holds them in a fraction of the memory of maps.
type placings []placing

type placing struct{ player, report string }

func (a placing) compare(b placing) int {
	return cmp.Or(strings.Compare(a.player, b.player), strings.Compare(a.report, b.report))
}

// add records that report places player in the match, and tells whether
// it was new.
func (ps *placings) add(player, report string) bool {
	p := placing{player, report}
	i, ok := slices.BinarySearchFunc(*ps, p, placing.compare)
	if !ok {
		*ps = slices.Insert(*ps, i, p)
	}
	return !ok
}

// remove withdraws report's placing of player, telling whether it was there.
func (ps *placings) remove(player, report string) bool {
	i, ok := slices.BinarySearchFunc(*ps, placing{player, report}, placing.compare)
	if ok {
		*ps = slices.Delete(*ps, i, i+1)
	}
	return ok
}

// has tells whether any report places player in the match.
func (ps placings) has(player string) bool {
	i, _ := slices.BinarySearchFunc(ps, placing{player: player}, placing.compare)
	return i < len(ps) && ps[i].player == player
}

// players returns the players placed in the match, each once, by ID.
func (ps placings) players() []string {
	var out []string
	for i, p := range ps {
		if i == 0 || p.player != ps[i-1].player {
			out = append(out, p.player)
		}
	}
	return out
}

// normalize makes a report's facts self-contained for merging: a player's
// ClubIDs gain the clubs its appearances name. The report's source takes
// the form graph.SourceName gives it, also for reports logged before that.
func normalize(f *graph.Facts) {
	f.Report.Source = graph.SourceName(f.Report.Source)
	at := map[string]int{}
	for i, p := range f.Players {
		at[p.ID] = i
	}
	for _, a := range f.Appearances {
		p := &f.Players[at[a.PlayerID]]
		if a.ClubID != "" && !slices.Contains(p.ClubIDs, a.ClubID) {
			p.ClubIDs = append(p.ClubIDs, a.ClubID)
		}
	}
}

// setClub re-merges a club and re-indexes its names.
func (m *memory) setClub(id string, n *node[graph.Club]) {
	if n == nil {
		return
	}
	for _, k := range n.folded {
		m.clubName.remove(k, id)
	}
	if len(n.from) == 0 {
		delete(m.clubs, id)
		return
	}
	remerge(n, mergeClub)
	n.folded = foldAll(n.val.Name, n.val.Aliases)
	for _, k := range n.folded {
		m.clubName.add(k, id)
	}
}

// setPlayer re-merges a player and re-indexes its names and clubs.
func (m *memory) setPlayer(id string, n *node[graph.Player]) {
	if n == nil {
		return
	}
	if len(n.folded) > 0 {
		m.names[fullName].remove(n.folded[0], id)
		m.names[lastWord].remove(lastOf(n.folded[0]), id)
		for _, k := range n.folded[1:] {
			m.names[aliasName].remove(k, id)
		}
	}
	if n.val != nil {
		for _, c := range n.val.ClubIDs {
			m.squads.remove(c, id)
		}
	}
	if len(n.from) == 0 {
		delete(m.players, id)
		return
	}
	remerge(n, mergePlayer)
	for _, c := range n.val.ClubIDs {
		m.squads.add(c, id)
	}
	n.folded = foldAll(n.val.Name, n.val.Aliases)
	m.names[fullName].add(n.folded[0], id)
	m.names[lastWord].add(lastOf(n.folded[0]), id)
	for _, k := range n.folded[1:] {
		m.names[aliasName].add(k, id)
	}
}

// setMatch re-merges a match and moves it in the match order and the
// clubs' fixtures.
func (m *memory) setMatch(id string, n *node[graph.Match]) {
	if n == nil {
		return
	}
	if n.val != nil {
		for _, c := range sides(n.val) {
			l := m.fixtures[c]
			if l.remove(n.val); len(l) == 0 {
				delete(m.fixtures, c)
			} else {
				m.fixtures[c] = l
			}
		}
		m.order.remove(n.val)
		for _, p := range n.folded {
			if m.pieces[p]--; m.pieces[p] <= 0 {
				delete(m.pieces, p)
			}
		}
	}
	if len(n.from) == 0 {
		delete(m.matches, id)
		return
	}
	remerge(n, mergeMatch)
	x := n.val
	n.folded = []string{graph.Fold(x.Competition), graph.Fold(x.Venue), graph.Fold(x.Date)}
	for _, p := range n.folded {
		m.pieces[p]++
	}
	for _, c := range sides(x) {
		l := m.fixtures[c]
		l.insert(n)
		m.fixtures[c] = l
	}
	m.order.insert(n)
}

// sides returns the clubs of a match, each once.
func sides(x *graph.Match) []string {
	if x.AwayID == x.HomeID {
		return []string{x.HomeID}
	}
	return []string{x.HomeID, x.AwayID}
}

// matchList is a list of matches kept as FindMatches orders them.
type matchList []*node[graph.Match]

// find finds where match x is, or belongs, in l.
func (l matchList) find(x *graph.Match) (int, bool) {
	return slices.BinarySearchFunc(l, x, func(n *node[graph.Match], x *graph.Match) int { return newestFirst(n.val, x) })
}

func (l *matchList) insert(n *node[graph.Match]) {
	i, _ := l.find(n.val)
	*l = slices.Insert(*l, i, n)
}

// remove removes the match whose value is x: the value it was placed by.
func (l *matchList) remove(x *graph.Match) {
	if i, ok := l.find(x); ok {
		*l = slices.Delete(*l, i, i+1)
	}
}

// setGoal re-merges a goal and moves it in the goal and pass link indexes.
func (m *memory) setGoal(id string, n *node[graph.Goal]) {
	if n == nil {
		return
	}
	if n.val != nil {
		old := n.val
		m.goalsOf[graph.GoalsOfMatch].remove(old.MatchID, id)
		m.goalsOf[graph.GoalsOfScorer].remove(old.ScorerID, id)
		m.goalsOf[graph.GoalsOfAssist].remove(old.AssistID, id)
		m.scored.remove(old.ClubID, id)
		m.count(old, -1)
		m.chain(old, -1)
	}
	if len(n.from) == 0 {
		delete(m.goals, id)
		return
	}
	remerge(n, mergeGoal)
	g := n.val
	m.goalsOf[graph.GoalsOfMatch].add(g.MatchID, id)
	m.goalsOf[graph.GoalsOfScorer].add(g.ScorerID, id)
	m.goalsOf[graph.GoalsOfAssist].add(g.AssistID, id)
	m.scored.add(g.ClubID, id)
	m.count(g, +1)
	m.chain(g, +1)
}

// count adds (delta 1) or removes (-1) a goal from its scorer's tally.
func (m *memory) count(g *graph.Goal, delta int) {
	if g.Kind == graph.OwnGoal || g.ScorerID == "" {
		return
	}
	m.tally[g.ScorerID] += delta
	if m.tally[g.ScorerID] == 0 {
		delete(m.tally, g.ScorerID)
	}
}

// chain adds (delta 1) or removes (-1) the passes of a goal's chain to or
// from the pass links.
func (m *memory) chain(g *graph.Goal, delta int) {
	for _, p := range g.Chain {
		k := pair{p.FromID, p.ToID}
		goals := m.links[k]
		switch i, found := slices.BinarySearchFunc(goals, g.ID, goalPasses.compare); {
		case found:
			if goals[i].n += delta; goals[i].n == 0 {
				goals = slices.Delete(goals, i, i+1)
			}
		case delta > 0:
			goals = slices.Insert(goals, i, goalPasses{g.ID, delta})
		}
		m.passes[k] += delta
		if m.passes[k] == 0 {
			delete(m.passes, k)
		}
		if len(goals) == 0 {
			delete(m.links, k)
			m.linksOf[graph.Outgoing].remove(p.FromID, p.ToID)
			m.linksOf[graph.Incoming].remove(p.ToID, p.FromID)
		} else {
			m.links[k] = goals
			m.linksOf[graph.Outgoing].add(p.FromID, p.ToID)
			m.linksOf[graph.Incoming].add(p.ToID, p.FromID)
		}
	}
}

// goalPasses counts the passes of one link in one goal's chain.
type goalPasses struct {
	goal string
	n    int
}

func (g goalPasses) compare(id string) int { return strings.Compare(g.goal, id) }

func (m *memory) setCard(id string, n *node[graph.Card]) {
	if n == nil {
		return
	}
	if n.val != nil {
		m.cardsOf[graph.CardsOfMatch].remove(n.val.MatchID, id)
		m.cardsOf[graph.CardsOfPlayer].remove(n.val.PlayerID, id)
	}
	if len(n.from) == 0 {
		delete(m.cards, id)
		return
	}
	remerge(n, mergeCard)
	m.cardsOf[graph.CardsOfMatch].add(n.val.MatchID, id)
	m.cardsOf[graph.CardsOfPlayer].add(n.val.PlayerID, id)
}

// foldAll returns the folded name followed by the folded aliases.
func foldAll(name string, aliases []string) []string {
	out := []string{graph.Fold(name)}
	for _, a := range aliases {
		out = append(out, graph.Fold(a))
	}
	return out
}

func lastOf(folded string) string {
	return folded[strings.LastIndexByte(folded, ' ')+1:]
}

// byAge orders reports oldest first: by IngestedAt, then ID.
func byAge(a, b *graph.Report) int {
	return cmp.Or(a.IngestedAt.Compare(b.IngestedAt), strings.Compare(a.ID, b.ID))
}

// recentFirst orders reports as FindReports does: most recently ingested
// first, then by ID.
func recentFirst(a, b *graph.Report) int {
	return cmp.Or(b.IngestedAt.Compare(a.IngestedAt), strings.Compare(a.ID, b.ID))
}
