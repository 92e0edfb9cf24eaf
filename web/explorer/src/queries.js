// Every GraphQL document the explorer sends, in one place so they can be read
// and copied. They use only the public API in schema.graphqls: paste any of
// them into the playground at / (with the variables shown) to see what the
// explorer sees. Queries and mutations go as HTTP POST to /graphql with a JSON
// body {query, variables}; the subscription goes over a WebSocket to the same
// path, speaking graphql-transport-ws.

// The fields a match needs to appear in a list.
const MATCH_SUMMARY = `
  id
  title
  date
  competition
  homeScore
  awayScore
  home { id name }
  away { id name }`;

// A page of matches, newest first.
// Variables: { "where": { "club": "club:arsenal", "competition": "Premier League" }, "first": 10, "after": null }
export const MATCHES = `query Matches($where: MatchWhere, $first: Int, $after: String) {
  matches(where: $where, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      cursor
      node {${MATCH_SUMMARY}
      }
    }
  }
}`;

// The clubs to filter the match list by.
export const CLUB_NAMES = `query ClubNames {
  clubs(first: 100) {
    edges { node { id name } }
  }
}`;

// A player or a pass, as the diagrams and lists name them.
const PLAYER_REF = `id name`;

// One match with its goals, each goal's build-up and the sentence it came from,
// and the passes between the match's players.
// Variables: { "id": "match:arsenal~chelsea@2024-05-04" }
export const MATCH = `query Match($id: ID!) {
  match(id: $id) {${MATCH_SUMMARY}
    venue
    goals {
      id
      order
      minute
      addedTime
      kind
      club { id name }
      scorer { ${PLAYER_REF} }
      assist { ${PLAYER_REF} }
      chain {
        order
        kind
        from { ${PLAYER_REF} }
        to { ${PLAYER_REF} }
      }
      source { sentence report { id source } }
    }
    cards {
      id
      color
      minute
      player { ${PLAYER_REF} }
      club { id name }
      source { sentence }
    }
    players { ${PLAYER_REF} }
    reports { id source ingestedAt }
  }
  passLinks(where: { match: $id }, first: 40) {
    count
    from { ${PLAYER_REF} }
    to { ${PLAYER_REF} }
  }
}`;

// A goal as a player's page lists it.
const GOAL_LINE = `
      id
      minute
      addedTime
      kind
      match { id title date }
      scorer { ${PLAYER_REF} }
      assist { ${PLAYER_REF} }
      source { sentence }`;

// One player: goals, assists, cards, and who they passed to and received from.
// Variables: { "id": "player:arsenal/bukayo-saka" }
export const PLAYER = `query Player($id: ID!) {
  player(id: $id) {
    id
    name
    aliases
    goalCount
    assistCount
    clubs { id name }
    goals {${GOAL_LINE}
    }
    assists {${GOAL_LINE}
    }
    cards { id color minute match { id title } source { sentence } }
    matches { id title date }
    passedTo { count to { ${PLAYER_REF} } }
    receivedFrom { count from { ${PLAYER_REF} } }
  }
}`;

// One club: its players ranked by goals or assists, its latest matches and the
// most frequent passes in the build-ups of its goals.
// Variables: { "id": "club:arsenal", "orderBy": "GOALS" }
export const CLUB = `query Club($id: ID!, $orderBy: PlayerOrder) {
  club(id: $id) {
    id
    name
    aliases
    matches(first: 10) {
      totalCount
      edges { node {${MATCH_SUMMARY}
      } }
    }
  }
  players(where: { club: $id }, orderBy: $orderBy, first: 100) {
    totalCount
    edges { node { id name goalCount assistCount } }
  }
  passLinks(where: { club: $id }, first: 25) {
    count
    from { ${PLAYER_REF} }
    to { ${PLAYER_REF} }
  }
}`;

// Clubs, players and matches whose names contain every word of the query.
// Variables: { "query": "saka" }
export const SEARCH = `query Search($query: String!) {
  search(query: $query, first: 20) {
    __typename
    ... on Club { id name }
    ... on Player { id name clubs { name } }
    ... on Match { id title date competition }
  }
}`;

// Extracts a report and merges it into the graph.
// Variables: { "input": { "text": "...", "source": "my notes", "date": "2024-05-04", "competition": "Premier League" } }
export const INGEST_REPORT = `mutation IngestReport($input: IngestReportInput!) {
  ingestReport(input: $input) {
    created
    warnings
    report { id }
    match { id title }
  }
}`;

// Every report new to the graph, as it is ingested (over the WebSocket).
export const REPORT_INGESTED = `subscription ReportIngested {
  reportIngested {
    id
    source
    ingestedAt
    match { id title }
  }
}`;
