// Every GraphQL document the explorer sends, in one place so they can be read
// and copied. They use only the public API in schema.graphqls: paste any of
// them into the playground at / (with the variables shown) to see what the
// explorer sees. Queries and mutations go as HTTP POST to /graphql with a JSON
// body {query, variables}; the subscription goes over a WebSocket to the same
// path, speaking graphql-transport-ws.

// A club as lists and headers name it: its side tells Arsenal from Arsenal Women.
const CLUB_REF = `id name category ageGroup`;

// The fields a match needs to appear in a list.
const MATCH_SUMMARY = `
  id
  title
  date
  competition
  homeScore
  awayScore
  home { ${CLUB_REF} }
  away { ${CLUB_REF} }`;

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

// Clubs whose names contain what was typed, for the club picker.
// Variables: { "name": "ars" }
export const CLUBS_NAMED = `query ClubsNamed($name: String) {
  clubs(where: { name: $name }, first: 12) {
    totalCount
    edges { node { ${CLUB_REF} } }
  }
}`;

// One club by ID, to name the club a filter picked.
// Variables: { "id": "club:arsenal" }
export const CLUB_NAME = `query ClubName($id: ID!) {
  club(id: $id) { ${CLUB_REF} }
}`;

// A player or a pass, as the diagrams and lists name them.
const PLAYER_REF = `id name`;

// The goals behind a pass link, for the network's tooltips and goal picker.
const LINK_GOALS = `goals { id minute addedTime scorer { name } }`;

// One match with its goals, each goal's build-up and every sentence it came
// from, the cards, the players with their clubs (to split them by side), the
// reports with their warnings, and the passes between the match's players.
// Variables: { "id": "match:arsenal~chelsea@2024-05-04" }
export const MATCH = `query Match($id: ID!) {
  match(id: $id) {${MATCH_SUMMARY}
    venue
    missingGoals
    goals {
      id
      order
      minute
      addedTime
      kind
      disputed
      club { id }
      scorer { ${PLAYER_REF} }
      assist { ${PLAYER_REF} }
      chain {
        order
        kind
        from { ${PLAYER_REF} }
        to { ${PLAYER_REF} }
      }
      sources { minute addedTime sentence report { id source } }
    }
    cards {
      id
      color
      minute
      player { ${PLAYER_REF} }
      club { id }
      source { sentence report { id source } }
    }
    players { ${PLAYER_REF} clubs { id } }
    reports { id source ingestedAt warnings }
  }
  passLinks(where: { match: $id }, first: 60) {
    count
    from { ${PLAYER_REF} }
    to { ${PLAYER_REF} }
    ${LINK_GOALS}
  }
}`;

// A match as a player's page names it: clubs, score and date.
const MATCH_REF = `match {${MATCH_SUMMARY} }`;

// A goal as a player's page lists it.
const GOAL_LINE = `
      id
      minute
      addedTime
      kind
      ${MATCH_REF}
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
    clubs { ${CLUB_REF} }
    goals {${GOAL_LINE}
    }
    assists {${GOAL_LINE}
    }
    cards { id color minute ${MATCH_REF} source { sentence } }
    matches {${MATCH_SUMMARY} }
    passedTo { count to { ${PLAYER_REF} } ${LINK_GOALS} }
    receivedFrom { count from { ${PLAYER_REF} } ${LINK_GOALS} }
  }
}`;

// One club: its players ranked by goals or assists, its latest matches (with
// the players named in them, to find those whose side no report gave) and
// the most frequent passes in the build-ups of its goals.
// Variables: { "id": "club:arsenal", "orderBy": "GOALS" }
export const CLUB = `query Club($id: ID!, $orderBy: PlayerOrder) {
  club(id: $id) {
    ${CLUB_REF}
    aliases
    matches(first: 10) {
      totalCount
      edges { node {${MATCH_SUMMARY}
        players { ${PLAYER_REF} clubs { id } }
      } }
    }
  }
  players(where: { club: $id }, orderBy: $orderBy, first: 100) {
    totalCount
    edges { node { id name goalCount assistCount } }
  }
  passLinks(where: { club: $id }, first: 40) {
    count
    from { ${PLAYER_REF} }
    to { ${PLAYER_REF} }
    ${LINK_GOALS}
  }
}`;

// Clubs, players and matches whose names contain every word of the query;
// one more than shown is asked for, to know whether there are more.
// Variables: { "query": "saka", "first": 21 }
export const SEARCH = `query Search($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    __typename
    ... on Club { ${CLUB_REF} }
    ... on Player { id name clubs { ${CLUB_REF} } }
    ... on Match {${MATCH_SUMMARY} }
  }
}`;

// One report: where it came from, what the extractor made of it, its text.
// Variables: { "id": "report:0123456789abcdef" }
export const REPORT = `query Report($id: ID!) {
  node(id: $id) {
    ... on Report {
      id
      source
      ingestedAt
      warnings
      text
      match {${MATCH_SUMMARY} }
    }
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

// Removes a report and every fact only it supported.
// Variables: { "id": "report:0123456789abcdef" }
export const DELETE_REPORT = `mutation DeleteReport($id: ID!) {
  deleteReport(id: $id) { id deleted }
}`;

// Whether a match is still in the graph.
// Variables: { "id": "match:arsenal~chelsea@2024-05-04" }
export const MATCH_EXISTS = `query MatchExists($id: ID!) { match(id: $id) { id } }`;

// Every report new to the graph, as it is ingested (over the WebSocket).
export const REPORT_INGESTED = `subscription ReportIngested {
  reportIngested {
    id
    source
    ingestedAt
    match { id title }
  }
}`;
