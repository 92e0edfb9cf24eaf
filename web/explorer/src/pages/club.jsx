// One club (one side of it: Arsenal and Arsenal Women are two): its players
// ranked by goals or assists, its pass network (the most frequent links in
// the build-ups of its goals) and its latest matches.
import { CLUB } from '../queries.js';
import { useQuery } from '../data.js';
import { Network } from '../components/network.jsx';
import { Badge, Failure, MatchList, NodeLink, Skeleton, Stale, Title } from '../components/common.jsx';
import { BASE, hrefFor, hrefWith } from '../router.js';
import { category, minute, plural } from '../format.js';

export function ClubPage({ id, params }) {
  const by = params.get('by') === 'assists' ? 'assists' : 'goals';
  const { data, error, loading, retry, retrying } = useQuery(CLUB, { id, orderBy: by === 'assists' ? 'ASSISTS' : 'GOALS' });
  if (loading) return <div class="page-skeleton"><Skeleton what="Loading the club" heading lines={6} /><Skeleton what="" lines={0} block={420} /></div>;
  if (!data) return <Failure error={error} retry={retry} retrying={retrying} />;
  const c = data.club;
  if (!c) {
    return (
      <>
        <Title>No such club</Title>
        <p>The graph has no club with the ID {id}. It may have been removed with its last report.</p>
      </>
    );
  }
  const players = data.players.edges.map((e) => e.node);
  const matches = c.matches.edges.map((e) => e.node);
  // Players named in the club's matches with no club at all: the reports
  // leave their side open, so they may be this club's.
  const unplaced = new Map();
  for (const m of matches) {
    for (const p of m.players) if (p.clubs.length === 0) unplaced.set(p.id, p);
  }
  const goals = new Map();
  for (const l of data.passLinks) for (const g of l.goals) goals.set(g.id, g);
  const side = category(c);
  return (
    <>
      <Stale error={error} />
      <Title text={c.name}>{c.name} <Badge club={c} /></Title>
      <p class="meta muted">
        {side ? `${side === 'Women' ? 'A women’s team' : side === 'Reserves' ? 'A reserve team' : `A youth side (${side})`}: its players, matches and passes are its own. ` : ''}
        {c.aliases.length ? `Also “${c.aliases.join('”, “')}”.` : ''}
      </p>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
        <nav class="toggle" aria-label="Rank players by">
          <a href={hrefFor(c.id)} aria-current={by === 'goals' ? 'true' : undefined}>By goals</a>
          <a href={hrefWith(hrefFor(c.id), { by: 'assists' })} aria-current={by === 'assists' ? 'true' : undefined}>
            By assists
          </a>
        </nav>
        <div class="table-wrap">
          <table class="ranking">
            <caption class="visually-hidden">{`Players of ${c.name} ranked by ${by}`}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col" class="num">Goals</th>
                <th scope="col" class="num">Assists</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p, i) => (
                <tr key={p.id}>
                  <td class="num muted">{i + 1}</td>
                  <th scope="row"><NodeLink node={p} /></th>
                  <td class="num">{p.goalCount}</td>
                  <td class="num">{p.assistCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.players.totalCount > players.length ? (
          <p class="muted small">The first {players.length} of {data.players.totalCount} players.</p>
        ) : null}
        {unplaced.size ? (
          <div class="unplaced-players">
            <h3>Named in its matches, side not given</h3>
            <p class="muted small">The reports name these players in {c.name}’s latest matches without saying which side they were on.</p>
            <ul class="inline-list">
              {[...unplaced.values()].map((p) => <li key={p.id}><NodeLink node={p} /></li>)}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Pass network</h2>
        <Network links={data.passLinks} label={`Pass network of ${c.name}`} sideOf={() => 'home'}
          goals={[...goals.values()].map((g) => ({ id: g.id, label: `${g.scorer.name}${minute(g) ? ` ${minute(g)}` : ''}` }))}
          about={`The passes reports tell in the build-ups to ${c.name}’s goals — the ${plural(data.passLinks.length, 'most frequent link')}, not every pass.`} />
      </section>

      <section aria-labelledby="matches-heading">
        <h2 id="matches-heading">Matches</h2>
        <MatchList matches={matches} label={`Matches of ${c.name}`} />
        {c.matches.totalCount > matches.length ? (
          <p><a href={hrefWith(BASE, { club: c.id })}>All {plural(c.matches.totalCount, 'match', 'matches')}</a></p>
        ) : null}
      </section>
    </>
  );
}
