package resolvers

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchgraph/graph"
	"pitchgraph/graph/embedded"
	"pitchgraph/graph/graphtest"
)

// openStore opens an empty embedded store that lives as long as the test.
func openStore(t *testing.T) graph.Store {
	t.Helper()
	s, err := embedded.Open(t.TempDir())
	if err != nil {
		t.Fatalf("embedded.Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// fixtureStore is an embedded store holding the graphtest fixtures.
func fixtureStore(t *testing.T) graph.Store {
	t.Helper()
	s := openStore(t)
	ingestFacts(t, s, graphtest.Fixtures()...)
	return s
}

func ingestFacts(t *testing.T, s graph.Store, facts ...*graph.Facts) {
	t.Helper()
	for _, f := range facts {
		if _, err := s.Ingest(context.Background(), f); err != nil {
			t.Fatalf("Ingest(%s): %v", f.Report.ID, err)
		}
	}
}

// server serves the GraphQL handler over s; logs go to the test log.
type server struct {
	*httptest.Server
	t      *testing.T
	broker *Broker
}

func newServer(t *testing.T, s graph.Store, opts ...func(*Config)) *server {
	t.Helper()
	cfg := Config{Store: s, Broker: &Broker{}, Logger: testLogger(t)}
	for _, o := range opts {
		o(&cfg)
	}
	mux := http.NewServeMux()
	mux.Handle("/graphql", NewHandler(cfg))
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	return &server{Server: ts, t: t, broker: cfg.Broker}
}

// response is a GraphQL response with its HTTP status.
type response struct {
	Status int
	Data   json.RawMessage
	Errors []gqlError
	Body   string
}

type gqlError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

func (e gqlError) code() string {
	c, _ := e.Extensions["code"].(string)
	return c
}

// post sends a query with variables by POST and decodes the response.
func (s *server) post(query string, vars map[string]any) response {
	s.t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		s.t.Fatal(err)
	}
	return s.send(body)
}

func (s *server) send(body []byte) response {
	s.t.Helper()
	resp, err := http.Post(s.URL+"/graphql", "application/json", bytes.NewReader(body))
	if err != nil {
		s.t.Fatalf("POST /graphql: %v", err)
	}
	return decodeResponse(s.t, resp)
}

func decodeResponse(t *testing.T, resp *http.Response) response {
	t.Helper()
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	r := response{Status: resp.StatusCode, Body: string(raw)}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("response %d is not JSON: %v\n%s", resp.StatusCode, err, raw)
	}
	return r
}

// query posts a query that must succeed and decodes its data into out.
func (s *server) query(out any, query string, vars map[string]any) {
	s.t.Helper()
	r := s.post(query, vars)
	if r.Status != http.StatusOK || len(r.Errors) > 0 {
		s.t.Fatalf("query %s\nvariables %v\n= status %d, errors %+v", query, vars, r.Status, r.Errors)
	}
	if err := json.Unmarshal(r.Data, out); err != nil {
		s.t.Fatalf("decoding data of %s: %v\n%s", query, err, r.Data)
	}
}

// wantError posts a query that must fail with one error of the given
// extensions.code, answered without a server error, and returns it.
func (s *server) wantError(code, query string, vars map[string]any) gqlError {
	s.t.Helper()
	r := s.post(query, vars)
	if r.Status >= 500 {
		s.t.Fatalf("query %s: status %d, want < 500\n%s", query, r.Status, r.Body)
	}
	if len(r.Errors) == 0 {
		s.t.Fatalf("query %s: no errors, want code %s\n%s", query, code, r.Body)
	}
	if got := r.Errors[0].code(); got != code {
		s.t.Fatalf("query %s: extensions.code = %q, want %q (message %q)", query, got, code, r.Errors[0].Message)
	}
	if r.Errors[0].Message == "" {
		s.t.Fatalf("query %s: empty error message", query)
	}
	return r.Errors[0]
}

// testLogger logs to the test, so internal errors show up under -v.
func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// names returns the name of each item.
func names[T any](xs []T, name func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = name(x)
	}
	return out
}

type named struct {
	Name string `json:"name"`
}

func nameOf(n named) string { return n.Name }

// The fixture IDs the tests name, derived as graph's package doc says.
var (
	northbridge = graph.ClubID("Northbridge Rovers")
	eastport    = graph.ClubID("Eastport Athletic")
	kingsmere   = graph.ClubID("Kingsmere United")
	brucken     = graph.ClubID("Union Sankt Brücken")
	sam         = graph.PlayerID(northbridge, "Sam Carter")
	okafor      = graph.PlayerID(northbridge, "Ade Okafor")
	kai         = graph.PlayerID(brucken, "Kai Lindqvist")
	m1          = graph.MatchID(northbridge, eastport, "2023-09-16", nil, nil)
	m2          = graph.MatchID(kingsmere, northbridge, "2023-09-23", nil, nil)
)

// generatedMatches returns the facts of n invented matches, one report
// each: clubs "Home Club i" and "Away Club i", two goals with two-pass
// build-ups and a card, so every relation of a match has something in it.
func generatedMatches(n int) []*graph.Facts {
	out := make([]*graph.Facts, n)
	day := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		out[i] = generatedMatch(i, day.AddDate(0, 0, i))
	}
	return out
}

func generatedMatch(i int, date time.Time) *graph.Facts {
	home, away := fmt.Sprintf("Home Club %d", i), fmt.Sprintf("Away Club %d", i)
	hID, aID := graph.ClubID(home), graph.ClubID(away)
	p := func(club, role string) graph.Player {
		name := fmt.Sprintf("%s %s %d", role, strings.Fields(club)[0], i)
		id := graph.PlayerID(graph.ClubID(club), name)
		return graph.Player{ID: id, Name: name, ClubIDs: []string{graph.ClubID(club)}}
	}
	players := []graph.Player{p(home, "Keeper"), p(home, "Winger"), p(home, "Striker"), p(away, "Winger"), p(away, "Striker")}
	sentences := []string{
		fmt.Sprintf("%s beat %s 2-0.", home, away),
		fmt.Sprintf("%s sent %s clear and he scored.", players[0].Name, players[1].Name),
		fmt.Sprintf("%s crossed for %s to head in.", players[1].Name, players[2].Name),
		fmt.Sprintf("%s was booked.", players[4].Name),
	}
	text := strings.Join(sentences, " ")
	f := &graph.Facts{
		Report: graph.Report{ID: graph.ReportID(text), Text: text, Source: "generated", IngestedAt: date.Add(24 * time.Hour)},
		Clubs:  []graph.Club{{ID: hID, Name: home}, {ID: aID, Name: away}},
	}
	two, zero := 2, 0
	f.Match = &graph.Match{
		ID:   graph.MatchID(hID, aID, date.Format(time.DateOnly), nil, nil),
		Date: date.Format(time.DateOnly), HomeID: hID, AwayID: aID, HomeScore: &two, AwayScore: &zero,
	}
	f.Report.MatchID = f.Match.ID
	f.Players = players
	for _, pl := range players {
		f.Appearances = append(f.Appearances, graph.Appearance{PlayerID: pl.ID, MatchID: f.Match.ID, ClubID: pl.ClubIDs[0]})
	}
	source := func(s string) []graph.Source {
		start := strings.Index(text, s)
		return []graph.Source{{ReportID: f.Report.ID, Sentence: s, Start: start, End: start + len(s)}}
	}
	minute := func(m int) *int { return &m }
	f.Goals = []graph.Goal{
		{
			ID: graph.GoalID(f.Match.ID, players[1].ID, 1), MatchID: f.Match.ID, ClubID: hID, ScorerID: players[1].ID,
			AssistID: players[0].ID, Minute: minute(10), Kind: graph.OpenPlay, Order: 1, Sources: source(sentences[1]),
			Chain: []graph.Pass{{Order: 1, FromID: players[0].ID, ToID: players[1].ID, Kind: graph.LongBall}},
		},
		{
			ID: graph.GoalID(f.Match.ID, players[2].ID, 1), MatchID: f.Match.ID, ClubID: hID, ScorerID: players[2].ID,
			AssistID: players[1].ID, Minute: minute(70), Kind: graph.OpenPlay, Order: 2, Sources: source(sentences[2]),
			Chain: []graph.Pass{
				{Order: 1, FromID: players[0].ID, ToID: players[1].ID, Kind: graph.PassPlain},
				{Order: 2, FromID: players[1].ID, ToID: players[2].ID, Kind: graph.Cross},
			},
		},
	}
	f.Cards = []graph.Card{{
		ID: graph.CardID(f.Match.ID, players[4].ID, graph.Yellow, 1), MatchID: f.Match.ID, PlayerID: players[4].ID,
		ClubID: aID, Color: graph.Yellow, Sources: source(sentences[3]),
	}}
	return f
}

// countingStore counts the calls made to the store it wraps, by method.
type countingStore struct {
	graph.Store
	mu    sync.Mutex
	calls map[string]int
	total int
}

func counting(s graph.Store) *countingStore {
	return &countingStore{Store: s, calls: map[string]int{}}
}

func (c *countingStore) count(method string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls[method]++
	c.total++
}

// reset zeroes the counts and returns the total and the per-method counts
// before the reset.
func (c *countingStore) reset() (int, map[string]int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	total, calls := c.total, c.calls
	c.total, c.calls = 0, map[string]int{}
	return total, calls
}

func (c *countingStore) Clubs(ctx context.Context, ids []string) ([]*graph.Club, error) {
	c.count("Clubs")
	return c.Store.Clubs(ctx, ids)
}

func (c *countingStore) Players(ctx context.Context, ids []string) ([]*graph.Player, error) {
	c.count("Players")
	return c.Store.Players(ctx, ids)
}

func (c *countingStore) Matches(ctx context.Context, ids []string) ([]*graph.Match, error) {
	c.count("Matches")
	return c.Store.Matches(ctx, ids)
}

func (c *countingStore) Goals(ctx context.Context, ids []string) ([]*graph.Goal, error) {
	c.count("Goals")
	return c.Store.Goals(ctx, ids)
}

func (c *countingStore) Cards(ctx context.Context, ids []string) ([]*graph.Card, error) {
	c.count("Cards")
	return c.Store.Cards(ctx, ids)
}

func (c *countingStore) Reports(ctx context.Context, ids []string) ([]*graph.Report, error) {
	c.count("Reports")
	return c.Store.Reports(ctx, ids)
}

func (c *countingStore) ClubByName(ctx context.Context, name string) (*graph.Club, error) {
	c.count("ClubByName")
	return c.Store.ClubByName(ctx, name)
}

func (c *countingStore) PlayerByName(ctx context.Context, name string) (*graph.Player, error) {
	c.count("PlayerByName")
	return c.Store.PlayerByName(ctx, name)
}

func (c *countingStore) FindClubs(ctx context.Context, w graph.ClubWhere, p graph.Page) (graph.Connection[graph.Club], error) {
	c.count("FindClubs")
	return c.Store.FindClubs(ctx, w, p)
}

func (c *countingStore) FindPlayers(ctx context.Context, w graph.PlayerWhere, o graph.PlayerOrder, p graph.Page) (graph.Connection[graph.Player], error) {
	c.count("FindPlayers")
	return c.Store.FindPlayers(ctx, w, o, p)
}

func (c *countingStore) FindMatches(ctx context.Context, w graph.MatchWhere, p graph.Page) (graph.Connection[graph.Match], error) {
	c.count("FindMatches")
	return c.Store.FindMatches(ctx, w, p)
}

func (c *countingStore) FindGoals(ctx context.Context, w graph.GoalWhere, p graph.Page) (graph.Connection[graph.Goal], error) {
	c.count("FindGoals")
	return c.Store.FindGoals(ctx, w, p)
}

func (c *countingStore) FindReports(ctx context.Context, p graph.Page) (graph.Connection[graph.Report], error) {
	c.count("FindReports")
	return c.Store.FindReports(ctx, p)
}

func (c *countingStore) GoalsBy(ctx context.Context, rel graph.GoalRel, ids []string) ([][]graph.Goal, error) {
	c.count("GoalsBy")
	return c.Store.GoalsBy(ctx, rel, ids)
}

func (c *countingStore) CardsBy(ctx context.Context, rel graph.CardRel, ids []string) ([][]graph.Card, error) {
	c.count("CardsBy")
	return c.Store.CardsBy(ctx, rel, ids)
}

func (c *countingStore) PlayersOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	c.count("PlayersOfMatches")
	return c.Store.PlayersOfMatches(ctx, ids)
}

func (c *countingStore) MatchesOfPlayers(ctx context.Context, ids []string) ([][]string, error) {
	c.count("MatchesOfPlayers")
	return c.Store.MatchesOfPlayers(ctx, ids)
}

func (c *countingStore) ReportsOfMatches(ctx context.Context, ids []string) ([][]string, error) {
	c.count("ReportsOfMatches")
	return c.Store.ReportsOfMatches(ctx, ids)
}

func (c *countingStore) PassLinks(ctx context.Context, w graph.PassLinkWhere, first int) ([]graph.PassLink, error) {
	c.count("PassLinks")
	return c.Store.PassLinks(ctx, w, first)
}

func (c *countingStore) PassLinksOf(ctx context.Context, dir graph.Direction, ids []string) ([][]graph.PassLink, error) {
	c.count("PassLinksOf")
	return c.Store.PassLinksOf(ctx, dir, ids)
}

func (c *countingStore) Search(ctx context.Context, query string, first int) ([]graph.SearchHit, error) {
	c.count("Search")
	return c.Store.Search(ctx, query, first)
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of a logger.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
