package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"pitchgraph/graph"
	"pitchgraph/resolvers/bind"
)

// How direct (direct.go) reads an operation: the shapes it knows, the
// operation compiled against them, and the root fields' arguments.

// plan is an operation compiled for direct answers.
type plan struct {
	roots []sel
	trim  graph.Trim
	ok    bool // false: direct cannot answer the operation
}

// planFor compiles the operation, or finds it compiled. Only @skip and
// @include make the fields an operation collects depend on more than its
// text, so operations without directives are compiled once.
func (d direct) planFor(ctx context.Context, op *graphql.OperationContext) *plan {
	key := op.OperationName + "\x00" + op.RawQuery
	if p, ok := d.plans.Get(ctx, key); ok {
		return p
	}
	p := &plan{trim: trimFor(op)}
	p.roots, p.ok = compile(op, op.Operation.SelectionSet, queryShape)
	if !hasDirectives(op) {
		d.plans.Add(ctx, key, p)
	}
	return p
}

// hasDirectives tells whether the operation or a fragment of its document
// has a directive anywhere.
func hasDirectives(op *graphql.OperationContext) bool {
	var in func(set ast.SelectionSet) bool
	in = func(set ast.SelectionSet) bool {
		for _, s := range set {
			switch s := s.(type) {
			case *ast.Field:
				if len(s.Directives) > 0 || in(s.SelectionSet) {
					return true
				}
			case *ast.InlineFragment:
				if len(s.Directives) > 0 || in(s.SelectionSet) {
					return true
				}
			case *ast.FragmentSpread:
				if len(s.Directives) > 0 {
					return true
				}
			}
		}
		return false
	}
	if len(op.Operation.Directives) > 0 || in(op.Operation.SelectionSet) {
		return true
	}
	for _, f := range op.Doc.Fragments {
		if len(f.Directives) > 0 || in(f.SelectionSet) {
			return true
		}
	}
	return false
}

// kind names a field of a shape.
type kind uint8

const (
	kTypename kind = iota
	qMatch
	qMatches
	qPlayer
	qPassLinks
	mcEdges
	mcPageInfo
	mcTotalCount
	meCursor
	meNode
	piHasNextPage
	piEndCursor
	piHasPreviousPage
	piStartCursor
	mID
	mDate
	mCompetition
	mVenue
	mTitle
	mHome
	mAway
	mHomeScore
	mAwayScore
	mGoals
	cID
	cName
	cAliases
	gID
	gMinute
	gAddedTime
	gKind
	gOrder
	gScorer
	gAssist
	gChain
	pOrder
	pKind
	pFrom
	pTo
	pGoal
	plID
	plName
	plAliases
	plGoalCount
	plAssistCount
	plPassedTo
	plReceivedFrom
	lFrom
	lTo
	lCount
	lGoals
)

// shape is a GraphQL object type where a view puts it: the fields whose
// data the view holds there.
type shape struct {
	name   string   // the type's name, for __typename
	is     []string // the type, its interfaces and unions: what fragments on it may name
	fields map[string]field
}

type field struct {
	kind kind
	of   *shape // the shape of an object field's items
}

// The shapes. A match's goals name their players, which the match view
// holds; the goals behind pass links and the players a match view names
// have no more around them in their views than their own fields.
var queryShape = func() *shape {
	object := func(name string, is ...string) *shape {
		return &shape{name: name, is: append([]string{name}, is...), fields: map[string]field{}}
	}
	query := object("Query")
	conn, edge, info := object("MatchConnection"), object("MatchEdge"), object("PageInfo")
	match, club := object("Match", "Node", "SearchHit"), object("Club", "Node", "SearchHit")
	goal, linkGoal, pass := object("Goal", "Node"), object("Goal", "Node"), object("Pass")
	player, rootPlayer := object("Player", "Node", "SearchHit"), object("Player", "Node", "SearchHit")
	link := object("PassLink")
	set := func(s *shape, name string, k kind, of *shape) { s.fields[name] = field{k, of} }

	set(query, "match", qMatch, match)
	set(query, "matches", qMatches, conn)
	set(query, "player", qPlayer, rootPlayer)
	set(query, "passLinks", qPassLinks, link)
	set(conn, "edges", mcEdges, edge)
	set(conn, "pageInfo", mcPageInfo, info)
	set(conn, "totalCount", mcTotalCount, nil)
	set(edge, "cursor", meCursor, nil)
	set(edge, "node", meNode, match)
	set(info, "hasNextPage", piHasNextPage, nil)
	set(info, "endCursor", piEndCursor, nil)
	set(info, "hasPreviousPage", piHasPreviousPage, nil)
	set(info, "startCursor", piStartCursor, nil)
	for name, k := range map[string]kind{"id": mID, "date": mDate, "competition": mCompetition, "venue": mVenue,
		"title": mTitle, "homeScore": mHomeScore, "awayScore": mAwayScore} {
		set(match, name, k, nil)
	}
	set(match, "home", mHome, club)
	set(match, "away", mAway, club)
	set(match, "goals", mGoals, goal)
	set(club, "id", cID, nil)
	set(club, "name", cName, nil)
	set(club, "aliases", cAliases, nil)
	for _, g := range []*shape{goal, linkGoal} {
		for name, k := range map[string]kind{"id": gID, "minute": gMinute, "addedTime": gAddedTime, "kind": gKind, "order": gOrder} {
			set(g, name, k, nil)
		}
	}
	set(goal, "scorer", gScorer, player)
	set(goal, "assist", gAssist, player)
	set(goal, "chain", gChain, pass)
	set(pass, "order", pOrder, nil)
	set(pass, "kind", pKind, nil)
	set(pass, "from", pFrom, player)
	set(pass, "to", pTo, player)
	set(pass, "goal", pGoal, goal)
	for _, p := range []*shape{player, rootPlayer} {
		for name, k := range map[string]kind{"id": plID, "name": plName, "aliases": plAliases,
			"goalCount": plGoalCount, "assistCount": plAssistCount} {
			set(p, name, k, nil)
		}
	}
	set(rootPlayer, "passedTo", plPassedTo, link)
	set(rootPlayer, "receivedFrom", plReceivedFrom, link)
	set(link, "from", lFrom, player)
	set(link, "to", lTo, player)
	set(link, "count", lCount, nil)
	set(link, "goals", lGoals, linkGoal)
	return query
}()

// sel is a compiled field: what to write under which key.
type sel struct {
	key   string // the JSON of the response name and a colon
	kind  kind
	name  string     // for __typename: the type's name
	sub   []sel      // an object field's selection
	field *ast.Field // a root field, for its arguments
}

// compile collects the fields of set on sh as the executor does and
// compiles them; false when direct cannot answer one of them.
func compile(op *graphql.OperationContext, set ast.SelectionSet, sh *shape) ([]sel, bool) {
	fields := graphql.CollectFields(op, set, sh.is)
	out := make([]sel, 0, len(fields))
	for i, f := range fields {
		if len(f.Deferrables) > 0 {
			return nil, false
		}
		for _, g := range fields[:i] {
			if g.Alias == f.Alias {
				return nil, false // the executor resolves both, writes one
			}
		}
		s := sel{key: string(appendString(nil, f.Alias)) + ":"}
		if f.Name == "__typename" {
			s.kind, s.name = kTypename, sh.name
			out = append(out, s)
			continue
		}
		d, ok := sh.fields[f.Name]
		if !ok {
			return nil, false
		}
		s.kind = d.kind
		if d.of != nil {
			if s.sub, ok = compile(op, f.Selections, d.of); !ok {
				return nil, false
			}
		}
		if sh == queryShape {
			s.field = f.Field
		}
		out = append(out, s)
	}
	return out, true
}

// wants adds to w what the fields of ss read around their items.
func wants(ss []sel, w *graph.ViewWant) {
	for i := range ss {
		switch ss[i].kind {
		case mHome, mAway, mTitle:
			w.Clubs = true
		case mGoals, lGoals:
			w.Goals = true
		case gScorer, gAssist, gChain, lFrom, lTo:
			w.Players = true
		case plPassedTo, plReceivedFrom:
			w.Links = true
		case mcTotalCount:
			w.Total = true
		}
		wants(ss[i].sub, w)
	}
}

// The arguments, read as the executor reads them; false where it would
// fail.

func argID(args map[string]any, name string) (string, bool) {
	v, ok := args[name]
	if !ok {
		return "", true
	}
	id, err := graphql.UnmarshalID(v)
	return id, err == nil
}

func argOptionalID(args map[string]any, name string) (*string, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	id, err := graphql.UnmarshalID(v)
	return &id, err == nil
}

func argInt(args map[string]any, name string) (*int, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	n, err := graphql.UnmarshalInt(v)
	return &n, err == nil
}

func argString(args map[string]any, name string) (*string, bool) {
	v := args[name]
	if v == nil {
		return nil, true
	}
	s, err := graphql.UnmarshalString(v)
	return &s, err == nil
}

func matchWhere(v any) (graph.MatchWhere, bool) {
	var w graph.MatchWhere
	if v == nil {
		return w, true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return w, false
	}
	var err error
	for k, x := range m {
		switch k {
		case "club":
			w.ClubID, err = graphql.UnmarshalID(x)
		case "player":
			w.PlayerID, err = graphql.UnmarshalID(x)
		case "competition":
			w.Competition, err = graphql.UnmarshalString(x)
		case "from":
			w.From, err = bind.UnmarshalDate(x)
		case "to":
			w.To, err = bind.UnmarshalDate(x)
		default:
			return w, false
		}
		if err != nil {
			return w, false
		}
	}
	return w, true
}

func passLinkWhere(v any) (graph.PassLinkWhere, bool) {
	var w graph.PassLinkWhere
	if v == nil {
		return w, true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return w, false
	}
	var err error
	for k, x := range m {
		switch k {
		case "from":
			w.FromID, err = graphql.UnmarshalID(x)
		case "to":
			w.ToID, err = graphql.UnmarshalID(x)
		case "club":
			w.ClubID, err = graphql.UnmarshalID(x)
		case "match":
			w.MatchID, err = graphql.UnmarshalID(x)
		default:
			return w, false
		}
		if err != nil {
			return w, false
		}
	}
	return w, true
}
