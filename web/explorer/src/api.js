// The explorer's only way to the server: the public GraphQL API at /graphql on
// the host that served the page. An API key, when the person using the
// explorer gives one, goes with every request as "Authorization: Bearer KEY"
// (and in the WebSocket's connection_init payload). It is kept in
// sessionStorage: for this tab only, gone when the tab closes.
import { createClient } from 'graphql-ws';
import { canRetry, explain } from './messages.js';

const endpoint = '/graphql';
const keyItem = 'pitchgraph.apiKey';

// apiKey returns the key given in this tab, or "".
export function apiKey() {
  try {
    return window.sessionStorage.getItem(keyItem) ?? '';
  } catch {
    return '';
  }
}

// setAPIKey keeps key for this tab ("" forgets it) and reconnects the
// WebSocket with it.
export function setAPIKey(key) {
  try {
    if (key) window.sessionStorage.setItem(keyItem, key);
    else window.sessionStorage.removeItem(keyItem);
  } catch {
    // Storage refused (a private window): the key lasts until the page goes.
  }
  memoryKey = key;
  reconnect();
}

let memoryKey = null;

function currentKey() {
  return memoryKey ?? apiKey();
}

// An answer the API gave with errors, or no answer at all. The message is a
// sentence fit to show to the person using the explorer; code is the API's
// extensions.code ("NETWORK" when the server could not be reached) and
// retry says whether trying again later may help.
export class APIError extends Error {
  constructor(code, apiMessage = '') {
    super(explain(code, apiMessage, { hasKey: Boolean(currentKey()) }));
    this.name = 'APIError';
    this.code = code;
    this.apiMessage = apiMessage;
    this.retry = canRetry(code);
  }
}

// request sends a query or mutation and resolves to its data.
export async function request(query, variables = {}, { signal } = {}) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const key = currentKey();
  if (key) headers.Authorization = `Bearer ${key}`;
  let res;
  try {
    res = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal });
  } catch (err) {
    if (err.name === 'AbortError') throw err;
    throw new APIError('NETWORK');
  }
  let body;
  try {
    body = await res.json();
  } catch {
    throw new APIError(res.status >= 500 ? 'HTTP_5XX' : res.status === 429 ? 'RATE_LIMITED' : 'INTERNAL');
  }
  if (body?.errors?.length) {
    const e = body.errors[0];
    const code = e.extensions?.code ?? (res.status === 401 ? 'UNAUTHENTICATED' : res.status >= 500 ? 'HTTP_5XX' : 'INVALID');
    throw new APIError(code, e.message);
  }
  if (!res.ok || !body?.data) {
    throw new APIError(res.status >= 500 ? 'HTTP_5XX' : 'INTERNAL');
  }
  return body.data;
}

let client;
const statusListeners = new Set();

function setStatus(s) {
  for (const l of statusListeners) l(s);
}

// wsClient is the one WebSocket connection the page shares, opened on first
// use and reopened after a drop.
function wsClient() {
  if (!client) {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({
      url: `${scheme}//${window.location.host}${endpoint}`,
      connectionParams: () => {
        const key = currentKey();
        return key ? { Authorization: `Bearer ${key}` } : {};
      },
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async (retries) => {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 5000)));
      },
      on: {
        connected: () => setStatus('connected'),
        closed: () => setStatus('offline'),
        connecting: () => setStatus('connecting'),
      },
    });
  }
  return client;
}

const subscriptions = new Set();

// reconnect reopens the WebSocket (with a new key) and every subscription.
// The old connection is terminated, not disposed: disposing one that is
// still retrying a refused key leaves a promise rejected with nobody to
// catch it.
function reconnect() {
  if (!client) return;
  const old = client;
  client = null;
  for (const s of subscriptions) s.stop();
  old.terminate();
  for (const s of subscriptions) s.start();
}

// A connection closed while graphql-ws waits on it rejects with the close
// event; the status already says the connection is down.
window.addEventListener('unhandledrejection', (e) => {
  if (typeof CloseEvent !== 'undefined' && e.reason instanceof CloseEvent) e.preventDefault();
});

// subscribe calls onData with each event's data until the returned function
// is called; onStatus hears "connecting", "connected" and "offline".
export function subscribe(query, onData, onStatus = () => {}) {
  statusListeners.add(onStatus);
  const sub = {
    stop: () => {},
    start() {
      this.stop = wsClient().subscribe(
        { query },
        {
          next: (result) => {
            if (result.data) onData(result.data);
          },
          error: () => onStatus('offline'),
          complete: () => {},
        },
      );
    },
  };
  subscriptions.add(sub);
  sub.start();
  return () => {
    subscriptions.delete(sub);
    statusListeners.delete(onStatus);
    sub.stop();
  };
}
