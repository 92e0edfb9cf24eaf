// The explorer's only way to the server: the public GraphQL API at /graphql on
// the host that served the page.
import { createClient } from 'graphql-ws';

const endpoint = '/graphql';

// An answer the API gave with errors, or no answer at all. The message is fit
// to show to the person using the explorer.
export class APIError extends Error {
  constructor(message) {
    super(message);
    this.name = 'APIError';
  }
}

// request sends a query or mutation and resolves to its data.
export async function request(query, variables = {}, { signal } = {}) {
  let res;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (err) {
    if (err.name === 'AbortError') throw err;
    throw new APIError('The server cannot be reached.');
  }
  let body;
  try {
    body = await res.json();
  } catch {
    throw new APIError(`The server answered ${res.status} ${res.statusText}.`);
  }
  if (body.errors?.length) {
    throw new APIError(body.errors.map((e) => e.message).join('; '));
  }
  if (!res.ok || !body.data) {
    throw new APIError(`The server answered ${res.status} ${res.statusText}.`);
  }
  return body.data;
}

let client;

// wsClient is the one WebSocket connection the page shares, opened on first
// use and reopened after a drop.
function wsClient(onStatus) {
  if (!client) {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({
      url: `${scheme}//${window.location.host}${endpoint}`,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: {
        connected: () => onStatus('connected'),
        closed: () => onStatus('offline'),
        connecting: () => onStatus('connecting'),
      },
    });
  }
  return client;
}

// subscribe calls onData with each event's data until the returned function
// is called; onStatus hears "connecting", "connected" and "offline".
export function subscribe(query, onData, onStatus = () => {}) {
  return wsClient(onStatus).subscribe(
    { query },
    {
      next: (result) => {
        if (result.data) onData(result.data);
      },
      error: () => onStatus('offline'),
      complete: () => {},
    },
  );
}
