package resolvers

import (
	"context"
	"strconv"

	"pitchgraph/graph"
)

// writer writes direct answers as gqlgen's executor writes its data:
// compact JSON, the fields of an object in the order it collects them,
// strings escaped as graphql.MarshalString escapes them. Where the
// executor would meet an error (an item a reference names is missing),
// writer marks itself failed and the answer is left to the executor.
type writer struct {
	b      []byte
	failed bool

	// The operation's budget: writing stops (failed and stopped) once the
	// answer is longer than max bytes or ctx has ended.
	ctx     context.Context
	max     int64 // 0: no limit
	stopped bool

	// The items of the view being written, by ID.
	v       *graph.View
	clubs   map[string]*graph.Club
	players map[string]*graph.Player
	goals   map[string]*graph.Goal
}

// index makes v the view the items are looked up in. Where the view holds
// a player twice (as the player asked for and as one named), the first
// wins, as when the resolvers prime their loaders with the view.
func (w *writer) index(v *graph.View) {
	w.v = v
	w.clubs = make(map[string]*graph.Club, len(v.Clubs))
	for i := range v.Clubs {
		w.clubs[v.Clubs[i].ID] = &v.Clubs[i]
	}
	w.players = make(map[string]*graph.Player, len(v.Players)+len(v.Named))
	for _, p := range v.Players {
		if p != nil {
			w.players[p.ID] = p
		}
	}
	for i := range v.Named {
		if _, ok := w.players[v.Named[i].ID]; !ok {
			w.players[v.Named[i].ID] = &v.Named[i]
		}
	}
	w.goals = make(map[string]*graph.Goal, len(v.Goals))
	for i := range v.Goals {
		w.goals[v.Goals[i].ID] = &v.Goals[i]
	}
}

// field starts the i-th field of an object.
func (w *writer) field(i int, s *sel) {
	if i > 0 {
		w.b = append(w.b, ',')
	}
	w.b = append(w.b, s.key...)
}

func (w *writer) null()          { w.b = append(w.b, "null"...) }
func (w *writer) str(s string)   { w.b = appendString(w.b, s) }
func (w *writer) num(n int)      { w.b = strconv.AppendInt(w.b, int64(n), 10) }
func (w *writer) boolean(b bool) { w.b = strconv.AppendBool(w.b, b) }

func (w *writer) optNum(n *int) {
	if n == nil {
		w.null()
		return
	}
	w.num(*n)
}

// optStr writes the domain's "" (unknown) as null.
func (w *writer) optStr(s string) {
	if s == "" {
		w.null()
		return
	}
	w.str(s)
}

// strs writes a list of strings; nil is the empty list.
func (w *writer) strs(ss []string) {
	writeList(w, ss, func(_ int, s *string) { w.str(*s) })
}

// writeList writes items as a JSON list, each with write.
func writeList[T any](w *writer, items []T, write func(i int, item *T)) {
	w.b = append(w.b, '[')
	for i := range items {
		if w.spent(i) {
			return
		}
		if i > 0 {
			w.b = append(w.b, ',')
		}
		write(i, &items[i])
	}
	w.b = append(w.b, ']')
}

// spent tells, before item i of a list, whether the writer has stopped:
// the answer is over its size or (every 64th item) the context has ended.
func (w *writer) spent(i int) bool {
	switch {
	case w.stopped:
	case w.max > 0 && int64(len(w.b)) > w.max, i&63 == 63 && w.ctx != nil && w.ctx.Err() != nil:
		w.stopped, w.failed = true, true
	default:
		return false
	}
	return true
}

// enum writes the GraphQL name of a domain value, failing on a value the
// schema does not name.
func (w *writer) enum(names map[string]string, v string) {
	name, ok := names[v]
	if !ok {
		w.failed = true
		return
	}
	w.str(name)
}

func (w *writer) matchConnection(ss []sel, c *graph.Connection[graph.Match]) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case mcEdges:
			writeList(w, c.Items, func(j int, m *graph.Match) { w.matchEdge(s.sub, c.Cursors[j], m) })
		case mcPageInfo:
			w.pageInfo(s.sub, c.HasNext, c.HasPrevious, c.Cursors)
		case mcTotalCount:
			w.num(c.Total)
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) matchEdge(ss []sel, cursor string, m *graph.Match) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case meCursor:
			w.str(cursor)
		case meNode:
			w.match(s.sub, m)
		}
	}
	w.b = append(w.b, '}')
}

// pageInfo writes what pageInfo (page.go) gives a page whose items have
// the cursors.
func (w *writer) pageInfo(ss []sel, next, previous bool, cursors []string) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case piHasNextPage:
			w.boolean(next)
		case piHasPreviousPage:
			w.boolean(previous)
		case piStartCursor, piEndCursor:
			switch {
			case len(cursors) == 0:
				w.null()
			case s.kind == piStartCursor:
				w.str(cursors[0])
			default:
				w.str(cursors[len(cursors)-1])
			}
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) match(ss []sel, m *graph.Match) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case mID:
			w.str(m.ID)
		case mDate:
			if m.Date == "" {
				w.null()
			} else {
				w.b = strconv.AppendQuote(w.b, m.Date) // as bind.MarshalDate
			}
		case mCompetition:
			w.optStr(m.Competition)
		case mVenue:
			w.optStr(m.Venue)
		case mTitle:
			w.str(name(w.clubs[m.HomeID], m.HomeID) + " v " + name(w.clubs[m.AwayID], m.AwayID))
		case mHome, mAway:
			id := m.HomeID
			if s.kind == mAway {
				id = m.AwayID
			}
			c := w.clubs[id]
			if c == nil {
				w.failed = true
				return
			}
			w.club(s.sub, c)
		case mHomeScore:
			w.optNum(m.HomeScore)
		case mAwayScore:
			w.optNum(m.AwayScore)
		case mGoals:
			gs, ok := w.v.GoalsOfMatch[m.ID]
			if !ok {
				w.failed = true
				return
			}
			writeList(w, gs, func(_ int, g *graph.Goal) { w.goal(s.sub, g) })
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) club(ss []sel, c *graph.Club) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case cID:
			w.str(c.ID)
		case cName:
			w.str(c.Name)
		case cAliases:
			w.strs(c.Aliases)
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) goal(ss []sel, g *graph.Goal) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case gID:
			w.str(g.ID)
		case gMinute:
			w.optNum(g.Minute)
		case gAddedTime:
			w.optNum(g.Added)
		case gKind:
			w.enum(goalKinds, string(g.Kind))
		case gOrder:
			w.num(g.Order)
		case gScorer:
			w.playerByID(s.sub, g.ScorerID)
		case gAssist:
			if g.AssistID == "" {
				w.null()
			} else {
				w.playerByID(s.sub, g.AssistID)
			}
		case gChain:
			writeList(w, g.Chain, func(_ int, p *graph.Pass) { w.pass(s.sub, p, g) })
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) pass(ss []sel, p *graph.Pass, g *graph.Goal) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case pOrder:
			w.num(p.Order)
		case pKind:
			w.enum(passKinds, string(p.Kind))
		case pFrom:
			w.playerByID(s.sub, p.FromID)
		case pTo:
			w.playerByID(s.sub, p.ToID)
		case pGoal:
			w.goal(s.sub, g)
		}
	}
	w.b = append(w.b, '}')
}

// playerByID writes the player a reference names, failing when the view
// does not hold it.
func (w *writer) playerByID(ss []sel, id string) {
	p := w.players[id]
	if p == nil {
		w.failed = true
		return
	}
	w.player(ss, p)
}

func (w *writer) player(ss []sel, p *graph.Player) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case plID:
			w.str(p.ID)
		case plName:
			w.str(p.Name)
		case plAliases:
			w.strs(p.Aliases)
		case plGoalCount:
			w.num(p.GoalCount)
		case plAssistCount:
			w.num(p.AssistCount)
		case plPassedTo, plReceivedFrom:
			links := w.v.LinksFrom
			if s.kind == plReceivedFrom {
				links = w.v.LinksTo
			}
			ls, ok := links[p.ID]
			if !ok {
				w.failed = true
				return
			}
			writeList(w, ls, func(_ int, l *graph.PassLink) { w.passLink(s.sub, l) })
		}
	}
	w.b = append(w.b, '}')
}

func (w *writer) passLink(ss []sel, l *graph.PassLink) {
	w.b = append(w.b, '{')
	for i := range ss {
		s := &ss[i]
		w.field(i, s)
		switch s.kind {
		case kTypename:
			w.str(s.name)
		case lFrom:
			w.playerByID(s.sub, l.FromID)
		case lTo:
			w.playerByID(s.sub, l.ToID)
		case lCount:
			w.num(l.Count)
		case lGoals:
			w.b = append(w.b, '[')
			for j, id := range l.GoalIDs {
				g := w.goals[id]
				if g == nil {
					w.failed = true
					return
				}
				if j > 0 {
					w.b = append(w.b, ',')
				}
				w.goal(s.sub, g)
			}
			w.b = append(w.b, ']')
		}
	}
	w.b = append(w.b, '}')
}

// The GraphQL names of the domain's enum values (gqlgen.yml binds them).
var (
	goalKinds = map[string]string{
		string(graph.OpenPlay): "OPEN_PLAY", string(graph.Penalty): "PENALTY",
		string(graph.OwnGoal): "OWN_GOAL", string(graph.DirectFreeKick): "DIRECT_FREE_KICK",
	}
	passKinds = map[string]string{
		string(graph.PassPlain): "PASS", string(graph.Cross): "CROSS", string(graph.Corner): "CORNER",
		string(graph.FreeKick): "FREE_KICK", string(graph.ThroughBall): "THROUGH_BALL", string(graph.LongBall): "LONG_BALL",
		string(graph.CutBack): "CUT_BACK", string(graph.FlickOn): "FLICK_ON", string(graph.Header): "HEADER",
		string(graph.ThrowIn): "THROW_IN", string(graph.UnknownPass): "UNKNOWN",
	}
)

// appendString appends s as a JSON string, escaped as graphql.MarshalString
// escapes it: control characters, quote and backslash; every other byte as
// it is.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		if i+8 <= len(s) && plain8(s[i:i+8]) {
			i += 7
			continue
		}
		c := s[i]
		if c >= 0x20 && c != '\\' && c != '"' {
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '\t':
			b = append(b, `\t`...)
		case '\r':
			b = append(b, `\r`...)
		case '\n':
			b = append(b, `\n`...)
		case '\\':
			b = append(b, `\\`...)
		case '"':
			b = append(b, `\"`...)
		default:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// plain8 tells whether none of the 8 bytes of s needs escaping: none is a
// control character, a quote or a backslash (the bit tricks of "Bit
// Twiddling Hacks", determine if a word has a byte less than n / equal to
// n, which never miss one).
func plain8(s string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	x := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	quote, backslash := x^(ones*'"'), x^(ones*'\\')
	return ((x-ones*0x20)&^x|(quote-ones)&^quote|(backslash-ones)&^backslash)&highs == 0
}
