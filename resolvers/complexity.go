package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"pitchgraph/graph"
	"pitchgraph/resolvers/generated"
)

// The cost model. A field costs 1 plus what is selected under it; a list
// multiplies what is selected under it by the items it may return: its
// first argument (capped at graph.MaxPage, as the store caps it) for the
// lists that take one, and for the lists that cannot be paged (a player's
// matches, a match's players) the length of the longest such list in the
// graph (graph.Degrees, kept by degrees.go). A report's text costs 1 more
// per KB of the longest text. So, where no match has more than 9 goals,
//
//	{ matches(first: 20) { edges { node { goals { scorer { name } } } } } }
//
// costs 1 + 20×(edges 1 + node 1 + goals (1 + 9×(scorer 1 + name 1))) =
// 421. Limits.Complexity bounds the cost of an operation, and since no
// list is costed below its length, it bounds the fields the operation
// resolves.

// pageCost is the cost of a list of at most first items (def when first
// is null) with child the cost of one item.
func pageCost(child int, first *int, def int) int {
	n := def
	if first != nil {
		n = *first
	}
	n = max(0, min(n, graph.MaxPage))
	return 1 + n*child
}

// costs returns the cost functions of the schema's lists and texts, with
// unpaged lists costed by d; every other field costs gqlgen's default, 1
// plus its children.
func costs(d *degrees) generated.ComplexityRoot {
	var c generated.ComplexityRoot

	// Schema defaults of first, as in schema.graphqls.
	c.Query.Clubs = func(child int, _ *graph.ClubWhere, first *int, _ *string) int { return pageCost(child, first, 20) }
	c.Query.Players = func(child int, _ *graph.PlayerWhere, _ *graph.PlayerOrder, first *int, _ *string) int {
		return pageCost(child, first, 20)
	}
	c.Query.Matches = func(child int, _ *graph.MatchWhere, first *int, _ *string) int { return pageCost(child, first, 20) }
	c.Query.Goals = func(child int, _ *graph.GoalWhere, first *int, _ *string) int { return pageCost(child, first, 20) }
	c.Query.Reports = func(child int, first *int, _ *string) int { return pageCost(child, first, 20) }
	c.Query.PassLinks = func(child int, _ *graph.PassLinkWhere, first *int) int { return pageCost(child, first, 50) }
	c.Query.Search = func(child int, _ string, first *int) int { return pageCost(child, first, 10) }
	c.Club.Players = func(child int, first *int, _ *string) int { return pageCost(child, first, 50) }
	c.Club.Matches = func(child int, first *int, _ *string) int { return pageCost(child, first, 20) }
	c.Club.Goals = func(child int, first *int, _ *string) int { return pageCost(child, first, 20) }

	list := func(longest func(graph.Degrees) int) func(child int) int {
		return func(child int) int { return 1 + max(0, longest(d.now()))*child }
	}
	c.Player.Clubs = list(func(g graph.Degrees) int { return g.ClubsOfPlayer })
	c.Player.Matches = list(func(g graph.Degrees) int { return g.MatchesOfPlayer })
	c.Player.Goals = list(func(g graph.Degrees) int { return g.GoalsOfScorer })
	c.Player.Assists = list(func(g graph.Degrees) int { return g.GoalsOfAssist })
	c.Player.PassedTo = list(func(g graph.Degrees) int { return g.LinksOfPlayer })
	c.Player.ReceivedFrom = list(func(g graph.Degrees) int { return g.LinksOfPlayer })
	c.Player.Cards = list(func(g graph.Degrees) int { return g.CardsOfPlayer })
	c.Match.Goals = list(func(g graph.Degrees) int { return g.GoalsOfMatch })
	c.Match.Cards = list(func(g graph.Degrees) int { return g.CardsOfMatch })
	c.Match.Players = list(func(g graph.Degrees) int { return g.PlayersOfMatch })
	c.Match.Reports = list(func(g graph.Degrees) int { return g.ReportsOfMatch })
	c.Goal.Chain = list(func(g graph.Degrees) int { return g.PassesOfGoal })
	c.Goal.Sources = list(func(g graph.Degrees) int { return g.SourcesOfGoal })
	c.Card.Sources = list(func(g graph.Degrees) int { return g.SourcesOfCard })
	c.PassLink.Goals = list(func(g graph.Degrees) int { return g.GoalsOfLink })
	c.Report.Text = func(int) int { return 1 + max(0, d.now().TextLength)/1024 }
	return c
}

// checkComplexity refuses an operation that costs more than limit.
func checkComplexity(ctx context.Context, es graphql.ExecutableSchema, opCtx *graphql.OperationContext, limit int) *gqlerror.Error {
	if limit <= 0 {
		return nil
	}
	cost := complexity.Calculate(ctx, es, opCtx.Operation, opCtx.Variables)
	if cost > limit {
		return refuse("Complexity", "the query would cost %d; the limit is %d (a list costs what each item selects times its first, up to %d, "+
			"or, when it takes no first, times the longest such list in the graph; a report text 1 per KB): ask for fewer items or fewer nested lists",
			cost, limit, graph.MaxPage)
	}
	return nil
}
