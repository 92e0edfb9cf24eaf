// One match, as a match centre: the header (date, competition, venue, the
// score and each side's scorers), how many of the goals the reports tell,
// a timeline with each side's goals and cards on its own side, every goal
// with its build-up and the sentences it came from, the passes between the
// players, the line-ups by side and the reports behind it all.
import { MATCH } from '../queries.js';
import { useQuery } from '../data.js';
import { Chain } from '../components/chain.jsx';
import { Network } from '../components/network.jsx';
import { Badge, ClubLink, Failure, NodeLink, Skeleton, Stale, Title } from '../components/common.jsx';
import { date, goalKind, isURL, matchName, minute, minuteText, plural, score, sourceLabel } from '../format.js';
import { goalOrder, sideOfPlayers, sourcesDisagree } from './matchdata.js';

export function MatchPage({ id }) {
  const { data, error, loading, retry, retrying } = useQuery(MATCH, { id });
  if (loading) return <MatchSkeleton />;
  if (!data) return <Failure error={error} retry={retry} retrying={retrying} />;
  const m = data.match;
  if (!m) {
    return (
      <>
        <Title>No such match</Title>
        <p>The graph has no match with the ID {id}. It may have been removed with its last report.</p>
      </>
    );
  }
  const sideOf = sideOfPlayers(m, data.passLinks);
  const { goals, known } = goalOrder(m);
  const sides = { [m.home.id]: 'home', [m.away.id]: 'away' };
  return (
    <>
      <Stale error={error} />
      <MatchHeader match={m} goals={goals} />
      <GoalsKnown match={m} />

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <Timeline match={m} goals={goals} known={known} />
      </section>

      <section aria-labelledby="goals-heading">
        <h2 id="goals-heading">Goals and their build-ups</h2>
        <Goals match={m} goals={goals} known={known} sides={sides} />
      </section>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Who passed to whom before the goals</h2>
        <Network links={data.passLinks} label={`Pass network of ${matchName(m)}`} sideOf={(p) => sideOf.get(p) ?? ''}
          sides={[{ side: 'home', name: m.home.name }, { side: 'away', name: m.away.name }]}
          goals={goals.filter((g) => g.chain.length).map((g) => ({ id: g.id, label: `${minute(g) || 'no minute'} ${g.scorer.name}` }))}
          about={`The passes the reports tell in the build-ups to this match’s goals — not every pass of the match.`} />
      </section>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading">Players named in the reports</h2>
        <LineUps match={m} sideOf={sideOf} />
      </section>

      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reports</h2>
        <ul class="reports">
          {m.reports.map((r) => (
            <li key={r.id}>
              <NodeLink node={r}>{sourceLabel(r)}</NodeLink>{' '}
              <span class="muted small">ingested <time datetime={r.ingestedAt}>{when(r.ingestedAt)}</time></span>
              {r.warnings.length ? <span class="muted small"> · {plural(r.warnings.length, 'note')}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function MatchSkeleton() {
  return (
    <div class="page-skeleton">
      <Skeleton what="Loading the match" heading lines={2} />
      <Skeleton what="" lines={4} block={220} />
    </div>
  );
}

// when writes an ingest time as "2024-05-04 18:30:12" (UTC).
export function when(t) {
  return t.replace('T', ' ').replace(/\..*|Z$/, '');
}

// MatchHeader: competition, date and venue; the clubs in their colours with
// the score between them; each side's scorers under its name.
function MatchHeader({ match: m, goals }) {
  const meta = [date(m.date), m.competition, m.venue].filter(Boolean);
  return (
    <header class="match-header">
      <p class="meta">{meta.length ? meta.join(' · ') : 'Date, competition and venue not given'}</p>
      <Title text={matchName(m)}>
        <span class="scoreline">
          <span class="team side-home"><ClubLink club={m.home} /></span>
          <span class="score" aria-label={score(m) === 'v' ? 'score not given' : undefined}>{score(m)}</span>
          <span class="team side-away"><ClubLink club={m.away} /></span>
        </span>
      </Title>
      <div class="scorers">
        <Scorers goals={goals.filter((g) => g.club.id === m.home.id)} side="home" club={m.home} />
        <Scorers goals={goals.filter((g) => g.club.id === m.away.id)} side="away" club={m.away} />
      </div>
    </header>
  );
}

// Scorers lists a side's scorers, each once, with the minutes of their goals.
function Scorers({ goals, side, club }) {
  const by = new Map();
  for (const g of goals) {
    const k = g.scorer.id;
    if (!by.has(k)) by.set(k, { scorer: g.scorer, marks: [] });
    const when = sourcesDisagree(g)
      ? [...new Set(g.sources.filter((s) => s.minute !== null).map((s) => minute(s)))].join('/')
      : minute(g);
    const mark = `${when}${g.kind === 'PENALTY' ? ' (pen)' : g.kind === 'OWN_GOAL' ? ' (og)' : ''}`.trim();
    if (mark) by.get(k).marks.push(mark);
  }
  return (
    <ul class={`scorer-list side-${side}${by.size ? '' : ' empty'}`} aria-label={`Scorers for ${club.name}`}>
      {[...by.values()].map((s) => (
        <li key={s.scorer.id}><NodeLink node={s.scorer} /> {s.marks.length ? <span class="muted">{s.marks.join(', ')}</span> : null}</li>
      ))}
    </ul>
  );
}

// GoalsKnown says how many of the score's goals the reports tell, and
// shows the reports' warnings as notes.
function GoalsKnown({ match: m }) {
  const notes = m.reports.flatMap((r) => r.warnings.map((w) => ({ r, w })));
  const total = m.homeScore !== null && m.awayScore !== null ? m.homeScore + m.awayScore : null;
  const missing = m.missingGoals ?? 0;
  if (!missing && notes.length === 0 && total !== null) return null;
  return (
    <div class={missing ? 'notice warn goals-known' : 'notice goals-known'} role="note">
      {total === null ? (
        <p><strong>The final score is not given</strong>, so the reports may not tell every goal.</p>
      ) : missing ? (
        <p>
          <strong>{`${total - missing} of ${plural(total, 'goal')} known.`}</strong>{' '}
          The reports do not say who scored {missing === 1 ? 'the other' : `the other ${missing}`}, so the running score is
          not shown.
        </p>
      ) : null}
      {notes.length ? (
        <ul class="notes" aria-label="Notes from the reports">
          {notes.map(({ r, w }, i) => (
            <li key={i}>{sentenceOf(w)} <span class="muted small">({sourceLabel(r)})</span></li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function sentenceOf(w) {
  const s = w.trim();
  return `${s[0].toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}`;
}

// Timeline lays the goals and cards out by minute, each on its side.
function Timeline({ match: m, goals, known }) {
  const side = (clubID) => (clubID === m.home.id ? 'home' : clubID === m.away.id ? 'away' : 'none');
  const events = [
    ...goals.map((g, i) => ({ key: g.id, kind: 'goal', g, side: side(g.club.id), minute: g.minute, added: g.addedTime, seq: i })),
    ...m.cards.map((c, i) => ({ key: c.id, kind: 'card', c, side: side(c.club?.id), minute: c.minute, added: null, seq: 1000 + i })),
  ];
  const timed = events.filter((e) => e.minute !== null && e.minute !== undefined)
    .sort((a, b) => a.minute - b.minute || (a.added ?? 0) - (b.added ?? 0) || a.seq - b.seq);
  const untimed = events.filter((e) => e.minute === null || e.minute === undefined);
  if (events.length === 0) return <p class="muted">No goals or cards reported.</p>;
  return (
    <div class="timeline">
      <div class="tl-head" aria-hidden="true">
        <span class="side-home">{m.home.name}</span><span /><span class="side-away">{m.away.name}</span>
      </div>
      <ol class="tl" aria-label="Goals and cards by minute">
        {timed.map((e) => <TimelineRow key={e.key} e={e} match={m} />)}
      </ol>
      {untimed.length ? (
        <>
          <h3 class="tl-untimed">Minute not given{known ? '' : ' (order not known)'}</h3>
          <ol class="tl" aria-label="Goals and cards whose minute no report gives">
            {untimed.map((e) => <TimelineRow key={e.key} e={e} match={m} />)}
          </ol>
        </>
      ) : null}
    </div>
  );
}

function TimelineRow({ e, match: m }) {
  const what = e.kind === 'goal' ? (
    <>
      <svg class="tl-icon goal-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="7" /><path d="M8 4.5 11 6.7 9.9 10.2H6.1L5 6.7Z" />
      </svg>
      <NodeLink node={e.g.scorer} />
      {e.g.kind !== 'OPEN_PLAY' ? <span class="muted small"> ({goalKind(e.g.kind)})</span> : null}
      <span class="visually-hidden">{` goal for ${e.side === 'home' ? m.home.name : m.away.name}`}</span>
    </>
  ) : (
    <>
      <span class={`card-icon card-${e.c.color.toLowerCase()}`} aria-hidden="true" />
      <NodeLink node={e.c.player} />
      <span class="visually-hidden">{` ${e.c.color === 'RED' ? 'red' : 'yellow'} card`}</span>
      {e.side === 'none' ? <span class="muted small"> (side not given)</span> : null}
    </>
  );
  const disputed = e.kind === 'goal' && sourcesDisagree(e.g);
  return (
    <li class={`tl-row side-${e.side} tl-${e.kind}`} data-kind={e.kind}>
      <span class="tl-home">{e.side === 'home' || e.side === 'none' ? what : null}</span>
      <span class="tl-minute">{minute(e.kind === 'goal' ? e.g : e.c) || '–'}{disputed ? '*' : ''}</span>
      <span class="tl-away">{e.side === 'away' ? what : null}</span>
    </li>
  );
}

// Goals lists the goals in match order (by minute when every minute is
// known), each with its build-up and the sentences behind it; the score
// after each only where the order of every goal is known.
function Goals({ match: m, goals, known, sides }) {
  if (goals.length === 0) return <p class="muted">No goals told.</p>;
  let home = 0;
  let away = 0;
  return (
    <>
      {!known ? (
        <p class="muted small order-note">
          {m.missingGoals ? 'Not every goal is known' : 'Not every goal’s minute is known'}, so the goals are in the order
          the reports tell them and the running score is not shown.
        </p>
      ) : null}
      <ol class="goals">
        {goals.map((g) => {
          if (g.club.id === m.home.id) home++;
          else away++;
          const side = sides[g.club.id] ?? 'none';
          return (
            <li key={g.id} class={`goal side-${side}`} id={`goal-${g.order}`}>
              <div class="goal-head">
                <GoalMinute goal={g} />
                {known ? <span class="running-score" title="Score after this goal">{home}–{away}</span> : null}
                <NodeLink node={g.scorer} class="goal-scorer" />
                <span class="tag">{goalKind(g.kind)}</span>
                <span class="muted small">for {side === 'home' ? m.home.name : m.away.name}</span>
              </div>
              <Chain goal={g} />
              <Sentences goal={g} />
            </li>
          );
        })}
      </ol>
    </>
  );
}

// GoalMinute shows a goal's minute, "minute not given", or, when reports
// disagree, every minute given with the report that gives it.
function GoalMinute({ goal: g }) {
  if (!sourcesDisagree(g)) {
    return <span class={minute(g) ? 'minute' : 'minute none'}>{minuteText(g)}</span>;
  }
  const given = g.sources.filter((s) => s.minute !== null);
  return (
    <span class="minute disputed" title="The reports disagree on the minute">
      {given.map((s, i) => (
        <span key={i} class="disputed-minute">
          {i > 0 ? <span class="muted"> or </span> : null}
          {minute(s)} <span class="muted small">({sourceLabel(s.report)})</span>
        </span>
      ))}
    </span>
  );
}

// Sentences quotes what the reports say of a goal: the first report's
// sentence, and the others' on request.
function Sentences({ goal: g }) {
  const [first, ...rest] = g.sources;
  if (!first) return null;
  return (
    <div class="sentences">
      <Quote source={first} />
      {rest.length ? (
        <details class="more-sources">
          <summary>{rest.length === 1 ? 'Another report tells it' : `${rest.length} more reports tell it`}</summary>
          {rest.map((s, i) => <Quote key={i} source={s} />)}
        </details>
      ) : null}
    </div>
  );
}

function Quote({ source: s }) {
  const label = sourceLabel(s.report);
  return (
    <figure class="quote">
      <blockquote>{s.sentence}</blockquote>
      <figcaption class="muted small">
        — {isURL(s.report.source) ? <a href={s.report.source} rel="noreferrer noopener">{label}</a> : <NodeLink node={s.report}>{label}</NodeLink>}
      </figcaption>
    </figure>
  );
}

// LineUps lists the players by side; those no report places on a side come
// last, marked as such.
function LineUps({ match: m, sideOf }) {
  if (m.players.length === 0) return <p class="muted">No players named.</p>;
  const groups = { home: [], away: [], '': [] };
  for (const p of m.players) groups[sideOf.get(p.id) ?? ''].push(p);
  for (const g of Object.values(groups)) g.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div class="lineups">
      {[['home', m.home], ['away', m.away]].map(([side, club]) => (
        <section key={side} class={`lineup side-${side}`} aria-labelledby={`lineup-${side}`}>
          <h3 id={`lineup-${side}`}>{club.name} <Badge club={club} /></h3>
          {groups[side].length ? (
            <ul>{groups[side].map((p) => <li key={p.id}><NodeLink node={p} /></li>)}</ul>
          ) : <p class="muted small">No players named.</p>}
        </section>
      ))}
      {groups[''].length ? (
        <section class="lineup side-none" aria-labelledby="lineup-none">
          <h3 id="lineup-none">Side not given</h3>
          <p class="muted small">The reports name these players without saying which side they played for.</p>
          <ul>{groups[''].map((p) => <li key={p.id}><NodeLink node={p} /></li>)}</ul>
        </section>
      ) : null}
    </div>
  );
}
