package resolvers

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vikstrous/dataloadgen"

	"pitchgraph/graph"
)

// DefaultBatchWait is how long a loader collects keys before it calls the
// store, when Config.BatchWait is zero. Each level of a query that loads
// (matches, their goals, the goals' players) waits this long once, so it is
// latency every request pays; when gqlgen's fan-out over a level's items
// outlasts it, the level's batch splits into one store call per window,
// which stays bounded by the time taken, not by the number of items. The
// benchmark (bench/) measured 5 ms as most of a small query's latency.
const DefaultBatchWait = time.Millisecond

// loaders batch and cache the store calls of one GraphQL response, so that
// resolving a field on every item of a list costs one store call, not one per
// item: 50 matches with their clubs, goals, scorers and chains cost a handful
// of calls whatever the number of matches. Each response (each event of a
// subscription) gets fresh loaders, so nothing is cached across requests.
type loaders struct {
	clubs   *dataloadgen.Loader[string, *graph.Club]
	players *dataloadgen.Loader[string, *graph.Player]
	matches *dataloadgen.Loader[string, *graph.Match]
	goals   *dataloadgen.Loader[string, *graph.Goal]
	cards   *dataloadgen.Loader[string, *graph.Card]
	reports *dataloadgen.Loader[string, *graph.Report]

	goalsOfMatch  *dataloadgen.Loader[string, []graph.Goal]
	goalsOfScorer *dataloadgen.Loader[string, []graph.Goal]
	goalsOfAssist *dataloadgen.Loader[string, []graph.Goal]
	cardsOfMatch  *dataloadgen.Loader[string, []graph.Card]
	cardsOfPlayer *dataloadgen.Loader[string, []graph.Card]

	playersOfMatch  *dataloadgen.Loader[string, []string]
	matchesOfPlayer *dataloadgen.Loader[string, []string]
	reportsOfMatch  *dataloadgen.Loader[string, []string]

	linksFrom *dataloadgen.Loader[string, []graph.PassLink]
	linksTo   *dataloadgen.Loader[string, []graph.PassLink]

	// trim is what no field of the operation reads, which views leave out
	// (view.go); zero outside a response.
	trim graph.Trim
}

func newLoaders(s graph.Store, wait time.Duration) *loaders {
	if wait <= 0 {
		wait = DefaultBatchWait
	}
	w := dataloadgen.WithWait(wait)
	return &loaders{
		clubs:   dataloadgen.NewLoader(batch(s.Clubs), w),
		players: dataloadgen.NewLoader(batch(s.Players), w),
		matches: dataloadgen.NewLoader(batch(s.Matches), w),
		goals:   dataloadgen.NewLoader(batch(s.Goals), w),
		cards:   dataloadgen.NewLoader(batch(s.Cards), w),
		reports: dataloadgen.NewLoader(batch(s.Reports), w),

		goalsOfMatch:  dataloadgen.NewLoader(batch(goalsBy(s, graph.GoalsOfMatch)), w),
		goalsOfScorer: dataloadgen.NewLoader(batch(goalsBy(s, graph.GoalsOfScorer)), w),
		goalsOfAssist: dataloadgen.NewLoader(batch(goalsBy(s, graph.GoalsOfAssist)), w),
		cardsOfMatch:  dataloadgen.NewLoader(batch(cardsBy(s, graph.CardsOfMatch)), w),
		cardsOfPlayer: dataloadgen.NewLoader(batch(cardsBy(s, graph.CardsOfPlayer)), w),

		playersOfMatch:  dataloadgen.NewLoader(batch(s.PlayersOfMatches), w),
		matchesOfPlayer: dataloadgen.NewLoader(batch(s.MatchesOfPlayers), w),
		reportsOfMatch:  dataloadgen.NewLoader(batch(s.ReportsOfMatches), w),

		linksFrom: dataloadgen.NewLoader(batch(linksOf(s, graph.Outgoing)), w),
		linksTo:   dataloadgen.NewLoader(batch(linksOf(s, graph.Incoming)), w),
	}
}

// forget empties every cache; mutations call it so that the fields a
// mutation's payload selects see the graph as the mutation left it.
func (l *loaders) forget() {
	l.clubs.ClearAll()
	l.players.ClearAll()
	l.matches.ClearAll()
	l.goals.ClearAll()
	l.cards.ClearAll()
	l.reports.ClearAll()
	l.goalsOfMatch.ClearAll()
	l.goalsOfScorer.ClearAll()
	l.goalsOfAssist.ClearAll()
	l.cardsOfMatch.ClearAll()
	l.cardsOfPlayer.ClearAll()
	l.playersOfMatch.ClearAll()
	l.matchesOfPlayer.ClearAll()
	l.reportsOfMatch.ClearAll()
	l.linksFrom.ClearAll()
	l.linksTo.ClearAll()
}

// batch adapts a Store method that answers one entry per ID to the shape
// dataloadgen calls: one error for the whole batch when the store fails.
func batch[V any](fetch func(ctx context.Context, ids []string) ([]V, error)) func(context.Context, []string) ([]V, []error) {
	return func(ctx context.Context, ids []string) ([]V, []error) {
		vs, err := fetch(ctx, ids)
		if err == nil && len(vs) != len(ids) {
			err = graph.Errorf(graph.EINTERNAL, "store answered %d entries for %d IDs", len(vs), len(ids))
		}
		if err != nil {
			return nil, []error{err}
		}
		return vs, nil
	}
}

func goalsBy(s graph.Store, rel graph.GoalRel) func(context.Context, []string) ([][]graph.Goal, error) {
	return func(ctx context.Context, ids []string) ([][]graph.Goal, error) { return s.GoalsBy(ctx, rel, ids) }
}

func cardsBy(s graph.Store, rel graph.CardRel) func(context.Context, []string) ([][]graph.Card, error) {
	return func(ctx context.Context, ids []string) ([][]graph.Card, error) { return s.CardsBy(ctx, rel, ids) }
}

func linksOf(s graph.Store, dir graph.Direction) func(context.Context, []string) ([][]graph.PassLink, error) {
	return func(ctx context.Context, ids []string) ([][]graph.PassLink, error) {
		return s.PassLinksOf(ctx, dir, ids)
	}
}

type loadersKey struct{}

// dataloaders is the gqlgen extension that gives each response its loaders.
type dataloaders struct {
	store graph.Store
	wait  time.Duration
}

var (
	_ graphql.HandlerExtension    = dataloaders{}
	_ graphql.ResponseInterceptor = dataloaders{}
)

func (dataloaders) ExtensionName() string                   { return "Dataloaders" }
func (dataloaders) Validate(graphql.ExecutableSchema) error { return nil }

func (d dataloaders) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	l := newLoaders(d.store, d.wait)
	if graphql.HasOperationContext(ctx) {
		l.trim = trimFor(graphql.GetOperationContext(ctx))
	}
	return next(context.WithValue(ctx, loadersKey{}, l))
}

// loaders returns the loaders of the response ctx belongs to. Outside a response
// (a resolver called directly) it returns fresh loaders, which answer
// correctly but batch only what is asked at once.
func (r *Resolver) loaders(ctx context.Context) *loaders {
	if l, ok := ctx.Value(loadersKey{}).(*loaders); ok {
		return l
	}
	return newLoaders(r.Store, 0)
}
