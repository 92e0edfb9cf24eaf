package graph

import "context"

// Store is the knowledge graph's storage. Both implementations
// (graph/embedded and graph/neo4j) pass the suite in graph/graphtest, so
// every caller gets the same answers from either.
//
// All methods are safe for concurrent use. Errors are *Error values:
// EINVALID for a bad argument (a malformed cursor, a negative page size),
// EUNAVAILABLE when the backing database cannot be reached or ctx has
// ended (a read stops with its request), EINTERNAL otherwise. A missing
// item is not an error: lookups return nil for it.
//
// Lists are ordered explicitly, as each method says; ties break by ID.
// "By name" means by the Fold of the name, then by ID. A report is older
// than another when its IngestedAt is earlier, or equal with a smaller ID.
//
// The graph is a function of the set of stored reports: the order of
// ingests does not matter, and deleting a report leaves the graph exactly
// as if it had never been ingested. A node exists while a stored report
// supports it (lists it in Facts.Clubs, Players, Goals or Cards, or as
// Facts.Match); an appearance while a report lists it. Where the supporting
// reports disagree:
//   - a club's or player's Name is the longest (in runes) Name any of them
//     gave, the oldest report's on a tie; Aliases are every other name and
//     alias they gave, without repeats, sorted;
//   - a player's ClubIDs are every club they place the player with, in
//     Players[].ClubIDs or in an appearance, sorted;
//   - each other field of a match, goal or card comes from the oldest
//     report that knows it (non-empty, non-nil, non-zero). Three pairs
//     come together from the oldest report giving either half: HomeScore
//     and AwayScore, Minute and Added, AssistID and Chain;
//   - Sources hold one entry per supporting report, oldest report first.
//
// GoalCount counts the goals a player scored, own goals excluded;
// AssistCount the goals whose AssistID is the player. Counts in the facts
// are ignored.
type Store interface {
	// Ingest merges a report's facts into the graph. Facts that fail
	// Facts.Validate are refused with its EINVALID error. Ingesting facts
	// whose Report.ID is already stored changes nothing and returns Created
	// false. Facts that another report already supports gain this report as
	// a source. A zero Report.IngestedAt is set to the time of the ingest.
	// The report is stored with its Warnings, and with its Source as
	// SourceName gives it, so that no server path is ever handed out.
	Ingest(ctx context.Context, f *Facts) (IngestResult, error)

	// IngestMany ingests many reports at once, as cheaply as a store can:
	// its results and the graph it leaves are those of calling Ingest on
	// each of fs in order. So the result has one entry per report, and a
	// report whose Report.ID is stored already, or comes earlier in fs,
	// returns Created false and changes nothing (the first account wins).
	// Zero IngestedAt times are set to the time of the call, increasing
	// along fs, as one-by-one ingests would set them.
	//
	// The batch is checked whole before anything is written: when any
	// facts fail Facts.Validate, nothing is stored and the call fails with
	// an EINVALID error naming the report by its index in fs and its ID.
	// An empty fs stores nothing and returns no results. When the call
	// fails for another reason (EUNAVAILABLE, EINTERNAL), some of the
	// reports may be stored; calling it again with the same facts is safe.
	IngestMany(ctx context.Context, fs []*Facts) ([]IngestResult, error)

	// DeleteReport removes a report and every fact that only it supported;
	// facts other reports also support lose it as a source. It returns
	// false when no such report exists.
	DeleteReport(ctx context.Context, id string) (bool, error)

	// Clubs, Players, Matches, Goals, Cards and Reports look items up by ID,
	// for batching: the result has one entry per ID, in the same order, nil
	// where no item has that ID. A repeated ID gets an entry each time.
	Clubs(ctx context.Context, ids []string) ([]*Club, error)
	Players(ctx context.Context, ids []string) ([]*Player, error)
	Matches(ctx context.Context, ids []string) ([]*Match, error)
	Goals(ctx context.Context, ids []string) ([]*Goal, error)
	Cards(ctx context.Context, ids []string) ([]*Card, error)
	Reports(ctx context.Context, ids []string) ([]*Report, error)

	// ClubByName returns the club whose name or any alias folds (see Fold)
	// to the same form as name, the smallest ID among several, or nil.
	ClubByName(ctx context.Context, name string) (*Club, error)
	// PlayerByName returns the player named name: first one whose full name
	// folds equal, else one with an equal alias, else one whose folded full
	// name ends with the folded name as whole words (a surname: "Dzeko",
	// "van Persie"); among several, the one with most goals plus assists,
	// then the smallest ID. Nil when none matches or name folds to "".
	PlayerByName(ctx context.Context, name string) (*Player, error)

	// FindClubs lists clubs ordered by name.
	FindClubs(ctx context.Context, w ClubWhere, p Page) (Connection[Club], error)
	// FindPlayers lists players in the given order.
	FindPlayers(ctx context.Context, w PlayerWhere, o PlayerOrder, p Page) (Connection[Player], error)
	// FindMatches lists matches, newest date first, undated last, then by ID.
	FindMatches(ctx context.Context, w MatchWhere, p Page) (Connection[Match], error)
	// FindGoals lists goals ordered by match ID, then match order, then ID.
	FindGoals(ctx context.Context, w GoalWhere, p Page) (Connection[Goal], error)
	// FindReports lists reports, most recently ingested first, then by ID.
	//
	// Every Find method pages with keyset cursors (Page.Start, cursor.go):
	// a page after a cursor starts with the first item whose key follows
	// the cursor's, whatever was ingested or deleted since. A malformed
	// cursor, another list's, or a negative First is EINVALID; First is
	// capped at MaxPage.
	FindReports(ctx context.Context, p Page) (Connection[Report], error)

	// GoalsBy returns, for each ID, the goals related to it as rel says, in
	// match order (ordered by match ID first when they span matches, then by
	// Order, then by ID). An unknown ID gets an empty list; so do all the
	// lists below.
	GoalsBy(ctx context.Context, rel GoalRel, ids []string) ([][]Goal, error)
	// CardsBy returns, for each ID, the cards of that match or player, ordered
	// by match ID, then minute (unknown last), then ID.
	CardsBy(ctx context.Context, rel CardRel, ids []string) ([][]Card, error)
	// PlayersOfMatches returns, for each match ID, the IDs of the players the
	// reports place in it, ordered by ID.
	PlayersOfMatches(ctx context.Context, matchIDs []string) ([][]string, error)
	// MatchesOfPlayers returns, for each player ID, the IDs of the matches the
	// player appeared in, ordered as FindMatches orders them.
	MatchesOfPlayers(ctx context.Context, playerIDs []string) ([][]string, error)
	// ReportsOfMatches returns, for each match ID, the IDs of its reports,
	// oldest first.
	ReportsOfMatches(ctx context.Context, matchIDs []string) ([][]string, error)

	// ReportsAfter is the feed of stored reports, in the order their
	// ingests committed, whoever ingested them: it returns the reports at
	// feed positions after after, at most first of them (capped at
	// MaxPage), and the position to ask after next. A negative after asks
	// for no report, only the position of the newest: a feed that starts
	// there sees the reports stored from then on. Each stored report has
	// one position, given when its ingest commits, so following the
	// positions sees every new report exactly once; a deleted report
	// leaves a gap. When after is beyond the newest position (the data
	// was emptied), the answer is the newest position, where the feed goes
	// on. A negative first is EINVALID.
	ReportsAfter(ctx context.Context, after int64, first int) ([]Report, int64, error)

	// PassLinks counts passes between players over goal build-ups, one link
	// per ordered pair, most frequent first, then by from ID and to ID. Each
	// pass of a chain counts once; GoalIDs lists each goal once. ClubID
	// filters by the goal's ClubID. At most first links (capped at MaxPage);
	// a negative first is EINVALID.
	PassLinks(ctx context.Context, w PassLinkWhere, first int) ([]PassLink, error)
	// PassLinksOf returns, for each player ID, the links from it (dir
	// Outgoing) or to it (Incoming), ordered as PassLinks orders them.
	PassLinksOf(ctx context.Context, dir Direction, playerIDs []string) ([][]PassLink, error)

	// Search finds clubs, players and matches whose names contain every word
	// of query (folded) as a substring: clubs first, then players, each by
	// name, then matches as FindMatches orders them; at most first hits
	// (capped at MaxPage; a negative first is EINVALID). A club's or
	// player's names are its Name and Aliases; a match's are its clubs'
	// names, its competition, venue and date. A query with no words finds
	// nothing; one longer than MaxSearchBytes or with more than
	// MaxSearchWords words is EINVALID (see SearchWords). A search heeds
	// ctx and does not keep writers waiting while it scans.
	Search(ctx context.Context, query string, first int) ([]SearchHit, error)

	// Views read what a page shows around an item in one call (view.go).
	Views

	// Degrees returns the lengths of the graph's longest unpaged lists and
	// report text (degree.go), exactly, as of one moment: it may cost a
	// pass over the graph, so callers keep its answer a while.
	Degrees(ctx context.Context) (Degrees, error)

	// Version returns a number that changes whenever the graph changes,
	// and true, when the store is the only writer of its data, so that a
	// caller may keep answers it computed until the number changes. A store
	// whose database other processes may write returns false: its answers
	// must not be kept.
	Version() (uint64, bool)

	// Ping returns nil when the store answers, else an EUNAVAILABLE error.
	Ping(ctx context.Context) error
	// Close releases the store's resources; methods called after it return
	// EUNAVAILABLE errors.
	Close() error
}

// GoalRel names how GoalsBy relates an ID to goals.
type GoalRel int

// The relations GoalsBy understands.
const (
	GoalsOfMatch  GoalRel = iota // goals in the match
	GoalsOfScorer                // goals the player scored
	GoalsOfAssist                // goals whose final pass the player played
)

// CardRel names how CardsBy relates an ID to cards.
type CardRel int

// The relations CardsBy understands.
const (
	CardsOfMatch  CardRel = iota // cards shown in the match
	CardsOfPlayer                // cards shown to the player
)

// Direction says which end of a pass link a player is.
type Direction int

// The two directions of a pass link.
const (
	Outgoing Direction = iota // the player passed
	Incoming                  // the player received
)
