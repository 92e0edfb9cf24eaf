// One player: goals, assists and cards, and the pass network around them.
// Matches are named by their clubs, score and date, as fans tell them apart.
import { PLAYER } from '../queries.js';
import { useQuery } from '../data.js';
import { Network } from '../components/network.jsx';
import { ClubLink, Failure, MatchLink, NodeLink, Skeleton, Source, Stale, Title } from '../components/common.jsx';
import { goalKind, minuteText, plural } from '../format.js';

export function PlayerPage({ id }) {
  const { data, error, loading, retry, retrying } = useQuery(PLAYER, { id });
  if (loading) return <div class="page-skeleton"><Skeleton what="Loading the player" heading lines={2} /><Skeleton what="" lines={0} block={420} /></div>;
  if (!data) return <Failure error={error} retry={retry} retrying={retrying} />;
  const p = data.player;
  if (!p) {
    return (
      <>
        <Title>No such player</Title>
        <p>The graph has no player with the ID {id}. They may have been removed with their last report.</p>
      </>
    );
  }
  const me = { id: p.id, name: p.name };
  const links = [
    ...p.passedTo.map((l) => ({ from: me, to: l.to, count: l.count, goals: l.goals })),
    ...p.receivedFrom.map((l) => ({ from: l.from, to: me, count: l.count, goals: l.goals })),
  ];
  return (
    <>
      <Stale error={error} />
      <Title>{p.name}</Title>
      <p class="meta">
        {p.clubs.length ? p.clubs.map((c, i) => (
          <span key={c.id}>{i > 0 ? ', ' : ''}<ClubLink club={c} /></span>
        )) : <span class="unplaced">Club not given: no report says which side {p.name} played for</span>}
      </p>
      {p.aliases.length ? <p class="meta muted">Also called “{p.aliases.join('”, “')}”</p> : null}
      <dl class="stats">
        <div><dt>Goals</dt><dd>{p.goalCount}</dd></div>
        <div><dt>Assists</dt><dd>{p.assistCount}</dd></div>
        <div><dt>Matches</dt><dd>{p.matches.length}</dd></div>
      </dl>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Pass network</h2>
        <Network links={links} focus={p.id} label={`Pass network around ${p.name}`}
          about={`The passes to and from ${p.name} that reports tell in the build-ups to goals.`} />
        <div class="neighbours">
          <Neighbours title="Passed to" links={p.passedTo} end="to" />
          <Neighbours title="Received from" links={p.receivedFrom} end="from" />
        </div>
      </section>

      <section aria-labelledby="goals-heading">
        <h2 id="goals-heading">Goals</h2>
        <GoalLines goals={p.goals} who={(g) => (g.assist ? <>assisted by <NodeLink node={g.assist} /></> : null)} />
      </section>

      <section aria-labelledby="assists-heading">
        <h2 id="assists-heading">Assists</h2>
        <GoalLines goals={p.assists} who={(g) => <>for <NodeLink node={g.scorer} /></>} />
      </section>

      {p.cards.length ? (
        <section aria-labelledby="cards-heading">
          <h2 id="cards-heading">Cards</h2>
          <ul class="cards">
            {p.cards.map((c) => (
              <li key={c.id} class="card-line">
                <span class={`card-icon card-${c.color.toLowerCase()}`} aria-hidden="true" />
                <span class="minute">{minuteText(c)}</span>
                <MatchLink match={c.match} />
                <span class="muted">{c.color === 'RED' ? 'red card' : 'yellow card'}</span>
                <Source source={c.source} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="matches-heading">
        <h2 id="matches-heading">Matches</h2>
        <ul class="match-refs">
          {p.matches.map((m) => <li key={m.id}><MatchLink match={m} /></li>)}
        </ul>
      </section>
    </>
  );
}

// Neighbours lists the players at one end of the links, most passes first.
function Neighbours({ title, links, end }) {
  const id = `nb-${end}`;
  return (
    <div class="neighbour-list">
      <h3 id={id}>{title}</h3>
      {links.length ? (
        <ul aria-labelledby={id}>
          {links.map((l) => (
            <li key={l[end].id}>
              <NodeLink node={l[end]} /> <span class="muted small">{plural(l.count, 'pass', 'passes')}</span>
            </li>
          ))}
        </ul>
      ) : <p class="muted small">Nobody yet.</p>}
    </div>
  );
}

// GoalLines lists goals with their match and minute; who adds the other player.
function GoalLines({ goals, who }) {
  if (goals.length === 0) return <p class="muted">None.</p>;
  return (
    <ul class="goal-lines">
      {goals.map((g) => (
        <li key={g.id}>
          <span class="minute">{minuteText(g)}</span>
          <MatchLink match={g.match} />
          <span class="tag">{goalKind(g.kind)}</span>
          <span class="small">{who(g)}</span>
          <Source source={g.source} />
        </li>
      ))}
    </ul>
  );
}
