// The pitchgraph playground: GraphiQL talking to the server that served this page.
// Queries and mutations go over HTTP to /graphql; subscriptions go over a WebSocket
// to the same path (graphql-transport-ws, the protocol gqlgen speaks).
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import React from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/graphiql.css';
import './playground.css';

const defaultQuery = `# Press Run (Ctrl-Enter) to list the
# matches, their goals and the passes
# that led to each goal.
{
  matches(first: 10) {
    totalCount
    edges {
      node {
        home { name }
        away { name }
        homeScore
        awayScore
        goals {
          minute
          scorer { name }
          chain {
            order
            from { name }
            to { name }
            kind
          }
        }
      }
    }
  }
}
`;

const wsScheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${wsScheme}//${window.location.host}/graphql`,
});

// The logo corner links back to the explorer, the API's reference frontend.
createRoot(document.getElementById('graphiql')).render(
  <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery}>
    <GraphiQL.Logo>
      <a class="pitchgraph-explore" href="/explore">
        <span aria-hidden="true">← </span>Explorer
      </a>
    </GraphiQL.Logo>
  </GraphiQL>,
);
