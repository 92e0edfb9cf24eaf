package bench

import (
	"math/rand/v2"
)

// request is one GraphQL request.
type request struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

// targets are the IDs and words requests pick from, read off the loaded
// graph, so every request asks about something that exists.
type targets struct {
	Matches []string // match IDs
	Players []string // players with the most goals: they have pass links
	Clubs   []string
	Words   []string // surnames and club names, for search
	Total   int      // number of matches
	Cursors []string // the cursor of each match, in list order
}

// query is one benchmark query: pitchgraph's form and the equivalent for
// the peer (nil where the peer has none).
type query struct {
	Name string
	What string
	Ours func(t *targets, r *rand.Rand) request
	Peer func(t *targets, r *rand.Rand) request
}

const q1 = `query Q1($id: ID!) {
  match(id: $id) {
    id date homeScore awayScore home { id name } away { id name }
    goals {
      id minute addedTime kind order
      scorer { id name } assist { id name }
      chain { order kind from { id name } to { id name } }
    }
  }
}`

const q1Peer = `query Q1($id: ID!) {
  matches(where: { id: { eq: $id } }) {
    id date homeScore awayScore home { id name } away { id name }
    goals(sort: [{ order: ASC }]) {
      id minute added kind order
      scorer { id name } assist { id name }
      chain { order kind from { id name } to { id name } }
    }
  }
}`

const q2 = `query Q2($after: String) {
  matches(first: 50, after: $after) {
    edges { node {
      id date homeScore awayScore home { id name } away { id name }
      goals { id minute kind scorer { id name } }
    } }
  }
}`

const q2Peer = `query Q2($offset: Int!) {
  matches(limit: 50, offset: $offset, sort: [{ date: DESC }, { id: ASC }]) {
    id date homeScore awayScore home { id name } away { id name }
    goals(sort: [{ order: ASC }]) { id minute kind scorer { id name } }
  }
}`

const q3 = `query Q3($club: ID!) {
  all: passLinks(first: 50) { from { id name } to { id name } count }
  club: passLinks(where: { club: $club }, first: 50) { from { id name } to { id name } count }
}`

const q3Peer = `query Q3($club: ID!) {
  all: passLinks(first: 50) { from { id name } to { id name } count }
  club: passLinks(first: 50, club: $club) { from { id name } to { id name } count }
}`

const q4 = `query Q4($id: ID!) {
  player(id: $id) {
    id name
    passedTo { to { id name } count goals { id minute kind } }
    receivedFrom { from { id name } count goals { id minute kind } }
  }
}`

const q4Peer = `query Q4($id: ID!) {
  players(where: { id: { eq: $id } }) {
    id name
    passedTo { to { id name } count goals { id minute kind } }
    receivedFrom { from { id name } count goals { id minute kind } }
  }
}`

const q5 = `query Q5($q: String!) {
  search(query: $q, first: 10) {
    __typename
    ... on Club { id name }
    ... on Player { id name }
    ... on Match { id title }
  }
}`

// queries are Q1–Q5 of the benchmark.
var queries = []query{
	{"Q1", "one match with goals, scorers and full chains",
		func(t *targets, r *rand.Rand) request {
			return request{q1, map[string]any{"id": pick(r, t.Matches)}}
		},
		func(t *targets, r *rand.Rand) request {
			return request{q1Peer, map[string]any{"id": pick(r, t.Matches)}}
		}},
	{"Q2", "a page of 50 matches with goals and scorers",
		func(t *targets, r *rand.Rand) request {
			vars := map[string]any{}
			if off := pageOffset(t, r); off > 0 {
				vars["after"] = t.Cursors[off-1]
			}
			return request{q2, vars}
		},
		func(t *targets, r *rand.Rand) request {
			return request{q2Peer, map[string]any{"offset": pageOffset(t, r)}}
		}},
	{"Q3", "top 50 pass links overall and for one club",
		func(t *targets, r *rand.Rand) request {
			return request{q3, map[string]any{"club": pick(r, t.Clubs)}}
		},
		func(t *targets, r *rand.Rand) request {
			return request{q3Peer, map[string]any{"club": pick(r, t.Clubs)}}
		}},
	{"Q4", "a player's passedTo and receivedFrom with the goals behind each link",
		func(t *targets, r *rand.Rand) request {
			return request{q4, map[string]any{"id": pick(r, t.Players)}}
		},
		func(t *targets, r *rand.Rand) request {
			return request{q4Peer, map[string]any{"id": pick(r, t.Players)}}
		}},
	{"Q5", "search",
		func(t *targets, r *rand.Rand) request {
			return request{q5, map[string]any{"q": pick(r, t.Words)}}
		},
		nil},
}

// pageOffset picks where a page of 50 matches starts.
func pageOffset(t *targets, r *rand.Rand) int {
	if t.Total <= 50 {
		return 0
	}
	return r.IntN(t.Total - 50)
}

func pick[T any](r *rand.Rand, from []T) T { return from[r.IntN(len(from))] }

// targetsQuery reads the targets off pitchgraph's API.
const targetsQuery = `{
  matches(first: 100) { totalCount edges { node { id } } }
  players(orderBy: GOALS, first: 100) { edges { node { id name } } }
  clubs(first: 100) { edges { node { id name } } }
}`
