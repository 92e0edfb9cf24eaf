// One match: the score, the goals in order with each goal's build-up and the
// sentence it came from, the cards, and the passes between its players.
import { MATCH } from '../queries.js';
import { useQuery } from '../data.js';
import { Chain } from '../components/chain.jsx';
import { Network } from '../components/network.jsx';
import { Failure, Loading, NodeLink, Source, Title } from '../components/common.jsx';
import { date, goalKind, minute, score } from '../format.js';

export function MatchPage({ id }) {
  const { data, error, loading } = useQuery(MATCH, { id });
  if (loading) return <Loading what="Loading the match" />;
  if (error) return <Failure error={error} />;
  const m = data.match;
  if (!m) {
    return (
      <>
        <Title>No such match</Title>
        <p>The graph has no match with the ID {id}.</p>
      </>
    );
  }
  const meta = [date(m.date), m.competition, m.venue].filter(Boolean);
  return (
    <>
      <Title text={`${m.home.name} ${score(m)} ${m.away.name}`}>
        <span class="scoreline">
          <NodeLink node={m.home} class="team" />{' '}
          <span class="score">{score(m)}</span>{' '}
          <NodeLink node={m.away} class="team" />
        </span>
      </Title>
      <p class="meta">{meta.length ? meta.join(' · ') : 'Date, competition and venue unknown'}</p>

      <section aria-labelledby="goals-heading">
        <h2 id="goals-heading">Goals</h2>
        <Goals match={m} />
      </section>

      {m.cards.length > 0 ? (
        <section aria-labelledby="cards-heading">
          <h2 id="cards-heading">Cards</h2>
          <ul class="cards">
            {m.cards.map((c) => (
              <li key={c.id} class="card-line">
                <span class={`card-icon card-${c.color.toLowerCase()}`} aria-hidden="true" />
                <span class="minute">{minute(c) || '–'}</span>
                <NodeLink node={c.player} />
                <span class="muted">{c.color === 'RED' ? 'red card' : 'yellow card'}{c.club ? `, ${c.club.name}` : ''}</span>
                <Source source={c.source} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Who passed to whom</h2>
        <Network links={data.passLinks} label={`Pass network of ${m.title}`} />
      </section>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
        {m.players.length ? (
          <ul class="inline-list">
            {m.players.map((p) => <li key={p.id}><NodeLink node={p} /></li>)}
          </ul>
        ) : <p class="muted">No players named.</p>}
      </section>

      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reports</h2>
        <ul>
          {m.reports.map((r) => (
            <li key={r.id}>
              {r.source || 'Unlabelled report'}{' '}
              <span class="muted small">ingested <time datetime={r.ingestedAt}>{r.ingestedAt.replace('T', ' ').replace(/\..*|Z$/, '')}</time></span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

// Goals lists the goals in match order with the score after each.
function Goals({ match: m }) {
  if (m.goals.length === 0) return <p class="muted">No goals reported.</p>;
  let home = 0;
  let away = 0;
  const goals = [...m.goals].sort((a, b) => a.order - b.order);
  return (
    <ol class="goals">
      {goals.map((g) => {
        if (g.club.id === m.home.id) home++;
        else away++;
        return (
          <li key={g.id} class="goal" data-order={g.order}>
            <div class="goal-head">
              <span class="minute">{minute(g) || '–'}</span>
              <span class="running-score" title="Score after this goal">{home}–{away}</span>
              <NodeLink node={g.scorer} class="goal-scorer" />
              <span class="tag">{goalKind(g.kind)}</span>
              <span class="muted small">for {g.club.name}</span>
            </div>
            <Chain goal={g} />
            <Source source={g.source} label="Source sentence" />
          </li>
        );
      })}
    </ol>
  );
}
