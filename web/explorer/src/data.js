// Loading data for a page, and the live counter that makes pages refetch when
// a new report reaches the graph.
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { request } from './api.js';

// LiveContext carries {version, recent, status}: version goes up with each
// report the subscription announces, and each time the live connection
// comes back after a drop (the server may have restarted).
export const LiveContext = createContext({ version: 0, recent: [], status: 'connecting' });

// The last answers, by query and variables, so that Back shows a page at
// once, at the size it had, while it is asked for afresh.
const answers = new Map();
const kept = 60;

function remember(key, data) {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > kept) answers.delete(answers.keys().next().value);
}

// forget drops every kept answer: after a change made through this page
// (an ingest, a delete), nothing stale is shown even for a moment.
export function forget() {
  answers.clear();
}

// useQuery runs query with variables, and again whenever they change, a new
// report is ingested or the server comes back. While a refetch runs, the
// last data stays on screen. An error that may pass (the server away, busy
// or slow) is retried on its own, sooner each time the live connection
// comes back, later each time it fails again (1 s, 2 s, 4 s, up to 15 s).
// It returns {data, error, loading, retrying, retry}.
export function useQuery(query, variables, { skip = false } = {}) {
  const { version, status } = useContext(LiveContext);
  const key = `${query}\n${JSON.stringify(variables)}`;
  const [state, setState] = useState({ key: null });
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    failures.current = 0;
  }, [key]);
  useEffect(() => {
    if (skip) return undefined;
    const ctrl = new AbortController();
    let timer;
    request(query, variables, { signal: ctrl.signal }).then(
      (data) => {
        failures.current = 0;
        remember(key, data);
        setState({ key, data });
      },
      (error) => {
        if (error.name === 'AbortError') return;
        setState((s) => ({ key, data: s.key === key ? s.data : answers.get(key), error }));
        if (error.retry) {
          const wait = Math.min(1000 * 2 ** failures.current, 15000);
          failures.current++;
          timer = setTimeout(() => setAttempt((a) => a + 1), wait);
        }
      },
    );
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [key, version, attempt, skip]);
  // The live connection is back: the server is, too.
  const error = state.key === key ? state.error : undefined;
  useEffect(() => {
    if (status === 'connected' && error) setAttempt((a) => a + 1);
  }, [status]);

  if (skip) return { loading: false };
  const data = state.key === key ? state.data ?? answers.get(key) : answers.get(key);
  return {
    data,
    error,
    loading: !data && !error,
    retrying: Boolean(error?.retry),
    retry: () => setAttempt((a) => a + 1),
  };
}
