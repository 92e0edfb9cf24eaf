// Pieces every page uses: its heading, the loading and error states, and
// links to matches, players and clubs.
import { useEffect, useRef } from 'preact/hooks';
import { hrefFor, wasNavigated } from '../router.js';
import { date, score } from '../format.js';

// Title is the page's h1. It names the browser tab, and takes the focus when
// the page was reached by a link, so keyboard and screen-reader users land
// on the new content.
export function Title({ children, text }) {
  const ref = useRef(null);
  const label = text ?? (typeof children === 'string' ? children : '');
  useEffect(() => {
    document.title = label ? `${label} · pitchgraph explorer` : 'pitchgraph explorer';
    if (wasNavigated()) ref.current?.focus({ preventScroll: true });
  }, [label]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

// Loading says the page is on its way (announced politely).
export function Loading({ what = 'Loading' }) {
  return (
    <p role="status" class="muted">
      {what}…
    </p>
  );
}

// Failure shows an error from the API.
export function Failure({ error }) {
  return (
    <p role="alert" class="error">
      {error.message}
    </p>
  );
}

// NodeLink links to the explorer page of a match, player or club.
export function NodeLink({ node, children, ...rest }) {
  return (
    <a href={hrefFor(node.id)} {...rest}>
      {children ?? node.name ?? node.title}
    </a>
  );
}

// MatchList lists matches: date, the two clubs and the score.
export function MatchList({ matches, label }) {
  if (matches.length === 0) return <p class="muted">No matches.</p>;
  return (
    <ul class="matches" aria-label={label}>
      {matches.map((m) => (
        <li key={m.id} class="match-row">
          <a href={hrefFor(m.id)} class="match-link">
            <span class="match-teams">
              <span class="home">{m.home.name}</span>{' '}
              <span class="score">{score(m)}</span>{' '}
              <span class="away">{m.away.name}</span>
            </span>
            <span class="match-meta">{[date(m.date), m.competition].filter(Boolean).join(' · ') || 'Date unknown'}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

// Source shows, on hover or click, the report sentence a fact came from.
export function Source({ source, label = 'Source' }) {
  if (!source) return null;
  return (
    <details class="source">
      <summary title={source.sentence}>{label}</summary>
      <blockquote>{source.sentence}</blockquote>
      {source.report?.source ? <p class="muted small">From report “{source.report.source}”</p> : null}
    </details>
  );
}
