// The explorer's frame: header with navigation, search and the live status,
// and the page the URL names.
import { useEffect, useState } from 'preact/hooks';
import { subscribe } from './api.js';
import { REPORT_INGESTED } from './queries.js';
import { LiveContext } from './data.js';
import { BASE, hrefWith, navigate, useRoute } from './router.js';
import { Title } from './components/common.jsx';
import { MatchesPage } from './pages/matches.jsx';
import { MatchPage } from './pages/match.jsx';
import { PlayerPage } from './pages/player.jsx';
import { ClubPage } from './pages/club.jsx';
import { SearchPage } from './pages/search.jsx';
import { IngestNotice, IngestPage } from './pages/ingest.jsx';
import { ReportPage } from './pages/report.jsx';

export function App() {
  const route = useRoute();
  const [live, setLive] = useState({ version: 0, recent: [], status: 'connecting' });
  const [notice, setNotice] = useState(null);

  useEffect(
    () =>
      subscribe(
        REPORT_INGESTED,
        ({ reportIngested: r }) =>
          setLive((l) => ({
            ...l,
            version: l.version + 1,
            recent: [r, ...l.recent.filter((x) => x.id !== r.id)].slice(0, 5),
          })),
        // Back from a drop, the server may have restarted or changed: every
        // page asks again, and one that failed meanwhile recovers.
        (status) => setLive((l) => ({
          ...l,
          status,
          version: status === 'connected' && l.status !== 'connected' && l.seen ? l.version + 1 : l.version,
          seen: l.seen || status === 'connected',
        })),
      ),
    [],
  );

  const path = window.location.pathname;
  // The notice of an ingest belongs to the match page it led to.
  useEffect(() => {
    if (notice && notice.path !== path) setNotice(null);
  }, [path]);
  return (
    <LiveContext.Provider value={live}>
      <a class="skip-link" href="#main">Skip to content</a>
      <header class="site">
        <div class="bar">
          <a class="brand" href={BASE}>pitchgraph <span>explorer</span></a>
          <nav aria-label="Main">
            <ul>
              <li><a href={BASE} aria-current={route.page === 'matches' ? 'page' : undefined}>Matches</a></li>
              <li><a href={`${BASE}/ingest`} aria-current={route.page === 'ingest' ? 'page' : undefined}>Ingest</a></li>
              <li><a href="/">Playground</a></li>
            </ul>
          </nav>
          <SearchBox q={route.page === 'search' ? route.params.get('q') ?? '' : ''} />
          <LiveStatus status={live.status} />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {notice && notice.path === path ? (notice.deleted !== undefined ? <DeleteNotice notice={notice} /> : <IngestNotice notice={notice} />) : null}
        <Page route={route} onIngested={setNotice} />
      </main>
      <footer class="site muted small">
        Everything here comes from the public GraphQL API at <code>/graphql</code>; try it in
        the <a href="/">playground</a>.
      </footer>
    </LiveContext.Provider>
  );
}

function Page({ route, onIngested }) {
  switch (route.page) {
    case 'matches':
      return <MatchesPage params={route.params} />;
    case 'match':
      return <MatchPage key={route.id} id={route.id} />;
    case 'player':
      return <PlayerPage key={route.id} id={route.id} />;
    case 'club':
      return <ClubPage key={route.id} id={route.id} params={route.params} />;
    case 'search':
      return <SearchPage params={route.params} />;
    case 'ingest':
      return <IngestPage onIngested={onIngested} />;
    case 'report':
      return <ReportPage key={route.id} id={route.id} onDeleted={onIngested} />;
    default:
      return (
        <>
          <Title>Page not found</Title>
          <p>There is no such page in the explorer. <a href={BASE}>See all matches.</a></p>
        </>
      );
  }
}

// SearchBox is on every page; it works as a plain form too.
function SearchBox({ q }) {
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  const submit = (e) => {
    e.preventDefault();
    if (value.trim()) navigate(hrefWith(`${BASE}/search`, { q: value.trim() }));
  };
  return (
    <form class="search" role="search" action={`${BASE}/search`} onSubmit={submit}>
      <label for="search-input" class="visually-hidden">Search players, clubs and matches</label>
      <input id="search-input" name="q" type="search" placeholder="Search players, clubs, matches" value={value}
        onInput={(e) => setValue(e.currentTarget.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

// LiveStatus shows whether new reports will appear without a reload.
function LiveStatus({ status }) {
  const text = { connected: 'Live', connecting: 'Connecting', offline: 'Offline' }[status] ?? status;
  return (
    <span class={`live-status live-${status}`} data-live={status}
      title={status === 'connected' ? 'New reports appear as they are ingested' : 'Live updates are off'}>
      <span class="dot" aria-hidden="true" />
      {text}
    </span>
  );
}

// DeleteNotice tells, on the page a deletion led to, what happened.
function DeleteNotice({ notice }) {
  return (
    <div role="status" class="notice">
      <p>{notice.deleted ? `The report “${notice.what}” was deleted.` : 'That report had already been deleted.'}</p>
    </div>
  );
}
