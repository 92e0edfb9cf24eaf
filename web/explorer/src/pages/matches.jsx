// The match list: newest first, paged with cursors, filtered by club and
// competition, refreshed as reports come in.
import { useContext, useEffect, useState } from 'preact/hooks';
import { CLUB_NAMES, MATCHES } from '../queries.js';
import { LiveContext, useQuery } from '../data.js';
import { BASE, hrefFor, hrefWith, navigate } from '../router.js';
import { Failure, Loading, MatchList, Title } from '../components/common.jsx';
import { plural } from '../format.js';

// Matches per page; ?first= in the URL asks for another number (1 to 100).
const pageSize = 10;

// The cursor of the page before each page seen, keyed by filter and cursor,
// for the Previous link: the API pages forwards only.
const previous = new Map();
// Competitions seen in any list so far, offered as suggestions.
const competitions = new Set();

export function MatchesPage({ params }) {
  const club = params.get('club') ?? '';
  const competition = params.get('competition') ?? '';
  const after = params.get('after') ?? '';
  const asked = Number.parseInt(params.get('first') ?? '', 10);
  const first = asked >= 1 && asked <= 100 ? asked : pageSize;
  const size = first === pageSize ? '' : String(first);
  const where = {};
  if (club) where.club = club;
  if (competition) where.competition = competition;
  const filterKey = `${club}|${competition}|${first}`;
  const { data, error, loading } = useQuery(MATCHES, {
    where: Object.keys(where).length ? where : null,
    first,
    after: after || null,
  });

  const matches = data?.matches.edges.map((e) => e.node) ?? [];
  for (const m of matches) if (m.competition) competitions.add(m.competition);
  const page = data?.matches.pageInfo;
  if (page?.hasNextPage && page.endCursor) previous.set(`${filterKey}|${page.endCursor}`, after);
  const back = after ? previous.get(`${filterKey}|${after}`) : undefined;

  return (
    <>
      <Title>Matches</Title>
      <Filters club={club} competition={competition} size={size} />
      <LiveFeed />
      <section aria-labelledby="list-heading" aria-busy={loading ? 'true' : 'false'}>
        <h2 id="list-heading" class="visually-hidden">Match list</h2>
        {error ? <Failure error={error} /> : null}
        {loading ? <Loading what="Loading matches" /> : null}
        {data ? (
          <>
            <p class="muted" role="status">
              {plural(data.matches.totalCount, 'match', 'matches')}
              {club || competition ? ' match the filter' : ' in the graph'}
            </p>
            <MatchList matches={matches} label="Matches" />
            <nav class="pager" aria-label="Pages of matches">
              {after ? (
                <a href={hrefWith(BASE, { club, competition, first: size, after: back })} rel="prev">
                  {back === undefined ? '« First page' : '« Previous'}
                </a>
              ) : null}
              {page?.hasNextPage ? (
                <a href={hrefWith(BASE, { club, competition, first: size, after: page.endCursor })} rel="next">
                  Next »
                </a>
              ) : null}
            </nav>
          </>
        ) : null}
      </section>
    </>
  );
}

// Filters picks a club and a competition; applying them starts the list anew.
function Filters({ club, competition, size }) {
  const clubs = useQuery(CLUB_NAMES, {});
  const [form, setForm] = useState({ club, competition });
  useEffect(() => setForm({ club, competition }), [club, competition]);
  const options = clubs.data?.clubs.edges.map((e) => e.node) ?? [];
  const submit = (e) => {
    e.preventDefault();
    navigate(hrefWith(BASE, { club: form.club, competition: form.competition.trim(), first: size }));
  };
  return (
    <form class="filters" onSubmit={submit} aria-label="Filter matches">
      <div class="field">
        <label for="filter-club">Club</label>
        <select id="filter-club" value={form.club} onChange={(e) => setForm({ ...form, club: e.currentTarget.value })}>
          <option value="">All clubs</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-competition">Competition</label>
        <input id="filter-competition" type="text" list="competitions" value={form.competition} placeholder="Any"
          onInput={(e) => setForm({ ...form, competition: e.currentTarget.value })} />
        <datalist id="competitions">
          {[...competitions].sort().map((c) => <option key={c} value={c} />)}
        </datalist>
      </div>
      <div class="field buttons">
        <button type="submit">Apply</button>
        {club || competition ? <a href={BASE} class="button secondary">Clear</a> : null}
      </div>
    </form>
  );
}

// LiveFeed lists the reports ingested since the page opened, as the
// subscription announces them.
function LiveFeed() {
  const { recent } = useContext(LiveContext);
  return (
    <section class="live-feed" aria-labelledby="live-heading">
      <h2 id="live-heading">Just in</h2>
      <ul aria-live="polite" aria-relevant="additions">
        {recent.length === 0 ? <li class="muted">New reports appear here as they are ingested.</li> : null}
        {recent.map((r) => (
          <li key={r.id}>
            {r.match ? <a href={hrefFor(r.match.id)}>{r.match.title}</a> : <span>A report naming no match</span>}
            {r.source ? <span class="muted small"> · {r.source}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
