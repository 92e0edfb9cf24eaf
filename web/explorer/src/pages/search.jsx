// Search results: clubs, then players, then matches whose names contain every
// word typed.
import { SEARCH } from '../queries.js';
import { useQuery } from '../data.js';
import { Failure, Loading, NodeLink, Title } from '../components/common.jsx';
import { date } from '../format.js';

export function SearchPage({ params }) {
  const q = (params.get('q') ?? '').trim();
  return (
    <>
      <Title text={q ? `Search: ${q}` : 'Search'}>{q ? <>Results for “{q}”</> : 'Search'}</Title>
      {q ? <Results q={q} /> : <p>Type a player, club or match in the search box above.</p>}
    </>
  );
}

const groups = [
  ['Club', 'Clubs'],
  ['Player', 'Players'],
  ['Match', 'Matches'],
];

function Results({ q }) {
  const { data, error, loading } = useQuery(SEARCH, { query: q });
  if (loading) return <Loading what="Searching" />;
  if (error) return <Failure error={error} />;
  const hits = data.search;
  if (hits.length === 0) return <p role="status">Nothing found for “{q}”.</p>;
  return (
    <>
      <p role="status" class="muted">{hits.length === 1 ? '1 result' : `${hits.length} results`}</p>
      {groups.map(([type, title]) => {
        const some = hits.filter((h) => h.__typename === type);
        if (some.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`hits-${type}`}>
            <h2 id={`hits-${type}`}>{title}</h2>
            <ul class="hits">
              {some.map((h) => (
                <li key={h.id}>
                  <NodeLink node={h} />
                  {type === 'Player' && h.clubs.length ? (
                    <span class="muted small"> · {h.clubs.map((c) => c.name).join(', ')}</span>
                  ) : null}
                  {type === 'Match' ? (
                    <span class="muted small"> · {[date(h.date), h.competition].filter(Boolean).join(' · ') || 'date unknown'}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
