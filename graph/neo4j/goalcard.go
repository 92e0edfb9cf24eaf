package neo4j

import (
	"cmp"
	"context"
	json "github.com/goccy/go-json"
	"slices"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"pitchgraph/graph"
)

// A goal's card is its merged fields and build-up in one JSON property,
// written with the fields it repeats, so that a view reads a goal with one
// property read instead of a dozen. Sources are not on the card: they are
// the reports' own, on their SUPPORTS relationships. Beside it, ends lists
// the scorer and assist giver and passers the players of the build-up, so
// that a statement can look the players a goal names up without reading
// the card (Cypher has no JSON).
type goalCard struct {
	Minute *int       `json:"m,omitempty"`
	Added  *int       `json:"a,omitempty"`
	Kind   string     `json:"k"`
	Order  int        `json:"o"`
	Match  string     `json:"mt"`
	Club   string     `json:"c,omitempty"`
	Scorer string     `json:"s"`
	Assist string     `json:"as,omitempty"`
	Chain  []cardPass `json:"ch,omitempty"`
}

type cardPass struct {
	Order int    `json:"o"`
	Kind  string `json:"k"`
	From  string `json:"f"`
	To    string `json:"t"`
}

// cardOf writes the card of a merged goal. The chain goes in pass order,
// so a goal has one card however its passes were read.
func cardOf(g graph.Goal) string {
	c := goalCard{Minute: g.Minute, Added: g.Added, Kind: string(g.Kind), Order: g.Order,
		Match: g.MatchID, Club: g.ClubID, Scorer: g.ScorerID, Assist: g.AssistID}
	for _, p := range inOrder(g.Chain) {
		c.Chain = append(c.Chain, cardPass{Order: p.Order, Kind: string(p.Kind), From: p.FromID, To: p.ToID})
	}
	b, _ := json.Marshal(c) // plain fields: cannot fail
	return string(b)
}

// fromCard reads a goal's fields off its card into g (which keeps its ID
// and sources); false when the card is missing or unreadable.
func fromCard(card string, g *graph.Goal) bool {
	var c goalCard
	if card == "" || json.Unmarshal([]byte(card), &c) != nil {
		return false
	}
	g.Minute, g.Added, g.Kind, g.Order = c.Minute, c.Added, graph.GoalKind(c.Kind), c.Order
	g.MatchID, g.ClubID, g.ScorerID, g.AssistID = c.Match, c.Club, c.Scorer, c.Assist
	g.Chain = make([]graph.Pass, 0, len(c.Chain))
	for _, p := range c.Chain {
		g.Chain = append(g.Chain, graph.Pass{Order: p.Order, Kind: graph.PassKind(p.Kind), FromID: p.From, ToID: p.To})
	}
	return true
}

// endsOf lists a goal's scorer and assist giver.
func endsOf(g graph.Goal) []string {
	if g.AssistID == "" {
		return []string{g.ScorerID}
	}
	return []string{g.ScorerID, g.AssistID}
}

// passersOf lists the players of a goal's build-up, each once, in pass
// order.
func passersOf(g graph.Goal) []string {
	out := []string{}
	for _, p := range inOrder(g.Chain) {
		for _, id := range []string{p.FromID, p.ToID} {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// goalsWithoutCard finds goals a graph written by an earlier version left
// without a card, a batch at a time.
const goalsWithoutCard = `
MATCH (g:Goal) WHERE g.card IS NULL
WITH g LIMIT 500
RETURN ` + goalFields + ` AS item`

const setCards = `
UNWIND $rows AS row
MATCH (g:Goal {id: row.id})
SET g.card = row.card, g.ends = row.ends, g.passers = row.passers`

// addCards gives every goal without a card its card, from its fields and
// PASSED_TO relationships, 500 goals a transaction.
func (s *Store) addCards(ctx context.Context) error {
	for {
		recs, err := s.query(ctx, "find goals without a card", goalsWithoutCard, nil)
		if err != nil || len(recs) == 0 {
			return err
		}
		rows := make([]map[string]any, 0, len(recs))
		for _, rec := range recs {
			g := decodeGoal(mapOf(field(rec, "item")))
			rows = append(rows, map[string]any{"id": g.ID, "card": cardOf(g), "ends": endsOf(g), "passers": passersOf(g)})
		}
		err = s.write(ctx, "add goal cards", func(tx neo4j.ManagedTransaction) error {
			_, err := s.run(ctx, tx, setCards, map[string]any{"rows": rows})
			return err
		})
		if err != nil {
			return err
		}
	}
}

// inOrder returns the passes sorted by their order (then ends, for passes
// that share one).
func inOrder(chain []graph.Pass) []graph.Pass {
	out := slices.Clone(chain)
	slices.SortFunc(out, func(a, b graph.Pass) int {
		return cmp.Or(cmp.Compare(a.Order, b.Order), cmp.Compare(a.FromID, b.FromID), cmp.Compare(a.ToID, b.ToID))
	})
	return out
}
