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
// lists that take one, listGuess for the lists that cannot be paged (a
// player's goals, a match's players), whose length the graph decides. So
//
//	{ matches(first: 20) { edges { node { goals { scorer { name } } } } } }
//
// costs 1 + 20×(edges 1 + node 1 + goals (1 + 5×(scorer 1 + name 1))) =
// 261. Limits.Complexity bounds the cost of an operation.
const listGuess = 5

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

// listCost is the cost of a list the graph decides the length of.
func listCost(child int) int { return 1 + listGuess*child }

// complexityRoot returns the cost functions of the schema's lists; every
// other field costs gqlgen's default, 1 plus its children.
func complexityRoot() generated.ComplexityRoot {
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

	c.Player.Clubs = listCost
	c.Player.Matches = listCost
	c.Player.Goals = listCost
	c.Player.Assists = listCost
	c.Player.PassedTo = listCost
	c.Player.ReceivedFrom = listCost
	c.Player.Cards = listCost
	c.Match.Goals = listCost
	c.Match.Cards = listCost
	c.Match.Players = listCost
	c.Match.Reports = listCost
	c.Goal.Chain = listCost
	c.Goal.Sources = listCost
	c.Card.Sources = listCost
	c.PassLink.Goals = listCost
	return c
}

// checkComplexity refuses an operation that costs more than limit.
func checkComplexity(ctx context.Context, es graphql.ExecutableSchema, opCtx *graphql.OperationContext, limit int) *gqlerror.Error {
	if limit <= 0 {
		return nil
	}
	cost := complexity.Calculate(ctx, es, opCtx.Operation, opCtx.Variables)
	if cost > limit {
		return refuse("Complexity", "the query would cost %d; the limit is %d (lists cost their first, up to %d, times what each item selects): ask for fewer items or fewer nested lists",
			cost, limit, graph.MaxPage)
	}
	return nil
}
