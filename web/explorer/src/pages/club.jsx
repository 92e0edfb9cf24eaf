// One club: its players ranked by goals or assists, its pass network (the
// most frequent links) and its latest matches.
import { CLUB } from '../queries.js';
import { useQuery } from '../data.js';
import { Network } from '../components/network.jsx';
import { Failure, Loading, MatchList, NodeLink, Title } from '../components/common.jsx';
import { BASE, hrefFor, hrefWith } from '../router.js';
import { plural } from '../format.js';

export function ClubPage({ id, params }) {
  const by = params.get('by') === 'assists' ? 'assists' : 'goals';
  const { data, error, loading } = useQuery(CLUB, { id, orderBy: by === 'assists' ? 'ASSISTS' : 'GOALS' });
  if (loading) return <Loading what="Loading the club" />;
  if (error) return <Failure error={error} />;
  const c = data.club;
  if (!c) {
    return (
      <>
        <Title>No such club</Title>
        <p>The graph has no club with the ID {id}.</p>
      </>
    );
  }
  const players = data.players.edges.map((e) => e.node);
  const matches = c.matches.edges.map((e) => e.node);
  return (
    <>
      <Title>{c.name}</Title>
      {c.aliases.length ? <p class="meta muted">Also “{c.aliases.join('”, “')}”</p> : null}

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
      </section>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Pass network</h2>
        <Network links={data.passLinks} label={`Pass network of ${c.name}`} />
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
