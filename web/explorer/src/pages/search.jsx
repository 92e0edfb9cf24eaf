// Search results: clubs, then players, then matches whose names contain every
// word typed. One more result than shown is asked for, so the page can say
// when there are more; "More results" asks for the next twenty.
import { SEARCH } from '../queries.js';
import { useQuery } from '../data.js';
import { Badge, Failure, MatchLink, NodeLink, Skeleton, Stale, Title } from '../components/common.jsx';
import { hrefWith, BASE } from '../router.js';
import { plural } from '../format.js';

const step = 20;
const most = 100; // the API's page cap

export function SearchPage({ params }) {
  const q = (params.get('q') ?? '').trim();
  const asked = Number.parseInt(params.get('n') ?? '', 10);
  const n = asked >= step && asked <= most ? asked : step;
  return (
    <>
      <Title text={q ? `Search: ${q}` : 'Search'}>{q ? <>Results for “{q}”</> : 'Search'}</Title>
      {q ? <Results q={q} n={n} /> : <p>Type a player, club or match in the search box above.</p>}
    </>
  );
}

const groups = [
  ['Club', 'Clubs'],
  ['Player', 'Players'],
  ['Match', 'Matches'],
];

function Results({ q, n }) {
  const { data, error, loading, retry, retrying } = useQuery(SEARCH, { query: q, first: Math.min(n + 1, most) });
  if (loading) return <div class="page-skeleton"><Skeleton what="Searching" lines={6} /></div>;
  if (!data) return <Failure error={error} retry={retry} retrying={retrying} />;
  const more = data.search.length > n;
  const capped = data.search.length >= most; // the API gives no more than this
  const hits = data.search.slice(0, n);
  if (hits.length === 0) return <p role="status">Nothing found for “{q}”.</p>;
  return (
    <>
      <Stale error={error} />
      <p role="status" class="muted">
        {more || capped ? `The first ${hits.length} results` : plural(hits.length, 'result')}
      </p>
      {groups.map(([type, title]) => {
        const some = hits.filter((h) => h.__typename === type);
        if (some.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`hits-${type}`}>
            <h2 id={`hits-${type}`}>{title}</h2>
            {type === 'Player' ? <Players hits={some} /> : (
              <ul class="hits">
                {some.map((h) => (
                  <li key={h.id}>
                    {type === 'Match' ? <MatchLink match={h} /> : <><NodeLink node={h} /><Badge club={h} /></>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {more || capped ? (
        n + step <= most && more ? (
          <p><a class="button secondary" href={hrefWith(`${BASE}/search`, { q, n: n + step })}>More results</a></p>
        ) : (
          <p class="muted">There are more than {most} results: add a word to narrow the search.</p>
        )
      ) : null}
    </>
  );
}

// Players lists players once per name: the same name with and without a
// club is one line, the clubs after it, and a player no report gives a club
// is marked so.
function Players({ hits }) {
  const byName = new Map();
  for (const h of hits) {
    const k = h.name.toLowerCase();
    if (!byName.has(k)) byName.set(k, []);
    byName.get(k).push(h);
  }
  return (
    <ul class="hits">
      {[...byName.values()].map((same) => {
        const placed = same.filter((h) => h.clubs.length);
        const unplaced = same.filter((h) => !h.clubs.length);
        return (
          <li key={same[0].id}>
            {placed.map((h, i) => (
              <span key={h.id}>
                {i > 0 ? <span class="muted"> · </span> : null}
                <NodeLink node={h} />
                <span class="muted small">{' '}({h.clubs.map((c) => c.name).join(', ')})</span>
              </span>
            ))}
            {unplaced.map((h, i) => (
              <span key={h.id}>
                {placed.length || i > 0 ? <span class="muted"> · </span> : null}
                {placed.length ? <NodeLink node={h}>also named with no club</NodeLink> : (
                  <><NodeLink node={h} /> <span class="muted small">(club not given)</span></>
                )}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
