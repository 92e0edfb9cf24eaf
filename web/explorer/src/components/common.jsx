// Pieces every page uses: its heading, the loading and error states, and
// links to matches, players and clubs.
import { useEffect, useRef } from 'preact/hooks';
import { hrefFor, wasNavigated } from '../router.js';
import { category, matchMeta, score } from '../format.js';

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

// Skeleton holds the place of content on its way, at about its size, so
// nothing jumps when it arrives. lines: how many lines of text to stand in
// for; block: a box of this many pixels high (a diagram).
export function Skeleton({ what = 'Loading', lines = 3, block = 0, heading = false }) {
  return (
    <div class="skeleton" role="status" aria-live="polite">
      <span class="visually-hidden">{what}…</span>
      {heading ? <div class="sk sk-heading" aria-hidden="true" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} class="sk sk-line" aria-hidden="true" style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
      {block ? <div class="sk sk-block" aria-hidden="true" style={{ height: `${block}px` }} /> : null}
    </div>
  );
}

// Failure says what went wrong in words for a person, and either that the
// explorer is trying again on its own or a button to try again.
export function Failure({ error, retry, retrying }) {
  return (
    <div role="alert" class="failure">
      <p>{error.message}</p>
      {retrying ? (
        <p class="muted small">Trying again…</p>
      ) : retry ? (
        <button type="button" class="secondary" onClick={retry}>Try again</button>
      ) : null}
    </div>
  );
}

// Stale says the page shows what it had when the last refresh failed.
export function Stale({ error }) {
  if (!error) return null;
  return (
    <p role="status" class="stale small">
      Could not refresh this page: {error.message}
    </p>
  );
}

// NodeLink links to the explorer page of a match, player, club or report.
export function NodeLink({ node, children, ...rest }) {
  return (
    <a href={hrefFor(node.id)} {...rest}>
      {children ?? node.name ?? node.title}
    </a>
  );
}

// ClubLink links to a club, with a badge for a women's, youth or reserve
// side.
export function ClubLink({ club, ...rest }) {
  return (
    <>
      <NodeLink node={club} {...rest} />
      <Badge club={club} />
    </>
  );
}

// Badge marks a club's side ("Women", "U21", "Reserves"), when it is not
// the men's first team and its name does not say so already.
export function Badge({ club }) {
  const c = category(club);
  if (!c || club.name?.toLowerCase().includes(c.toLowerCase())) return null;
  return <>{' '}<span class="badge">{c}</span></>;
}

// MatchLink names a match by its clubs and score, with its date: the way
// fans tell matches apart.
export function MatchLink({ match: m, meta = true }) {
  return (
    <span class="match-ref">
      <a href={hrefFor(m.id)}>
        {m.home.name} <span class="score-inline">{score(m)}</span> {m.away.name}
      </a>
      {meta ? <span class="muted small"> · {matchMeta(m)}</span> : null}
    </span>
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
            <span class="match-meta">{matchMeta(m)}</span>
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
