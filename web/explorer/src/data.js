// Loading data for a page, and the live counter that makes pages refetch when
// a new report reaches the graph.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { request } from './api.js';

// LiveContext carries {version, recent, status}: version goes up with each
// report the subscription announces.
export const LiveContext = createContext({ version: 0, recent: [], status: 'connecting' });

// useQuery runs query with variables and again whenever they change or a new
// report is ingested. While a refetch runs, the last data stays on screen.
export function useQuery(query, variables) {
  const { version } = useContext(LiveContext);
  const key = JSON.stringify(variables);
  const [state, setState] = useState({ key: null });
  useEffect(() => {
    const ctrl = new AbortController();
    request(query, variables, { signal: ctrl.signal }).then(
      (data) => setState({ key, data }),
      (error) => {
        if (error.name !== 'AbortError') setState({ key, error });
      },
    );
    return () => ctrl.abort();
  }, [query, key, version]);
  if (state.key !== key) return { loading: true };
  return { data: state.data, error: state.error, loading: false };
}
