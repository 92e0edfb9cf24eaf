// The match list: newest first, paged with cursors (the pager says which
// matches of how many are shown), filtered by club (a type-ahead over every
// club) and competition, refreshed as reports come in.
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { CLUB_NAME, CLUBS_NAMED, MATCHES } from '../queries.js';
import { LiveContext, useQuery } from '../data.js';
import { BASE, hrefFor, hrefWith, navigate } from '../router.js';
import { Badge, Failure, MatchList, Skeleton, Stale, Title } from '../components/common.jsx';
import { category, plural } from '../format.js';

// Matches per page; ?first= in the URL asks for another number (1 to 100).
const pageSize = 10;

// The page before each page seen ({after, from}), keyed by filter and
// cursor, for the Previous link: the API pages forwards only.
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
  const fromParam = Number.parseInt(params.get('from') ?? '', 10);
  const from = after ? (fromParam >= 1 ? fromParam : null) : 1;
  const where = {};
  if (club) where.club = club;
  if (competition) where.competition = competition;
  const filterKey = `${club}|${competition}|${first}`;
  const { data, error, loading, retry, retrying } = useQuery(MATCHES, {
    where: Object.keys(where).length ? where : null,
    first,
    after: after || null,
  });

  const matches = data?.matches.edges.map((e) => e.node) ?? [];
  for (const m of matches) if (m.competition) competitions.add(m.competition);
  const page = data?.matches.pageInfo;
  if (page?.hasNextPage && page.endCursor) previous.set(`${filterKey}|${page.endCursor}`, { after, from });
  const back = after ? previous.get(`${filterKey}|${after}`) : undefined;
  const total = data?.matches.totalCount ?? 0;
  const nextFrom = from ? from + matches.length : '';

  return (
    <>
      <Title>Matches</Title>
      <Filters club={club} competition={competition} size={size} />
      <LiveFeed />
      <section aria-labelledby="list-heading" aria-busy={loading ? 'true' : 'false'}>
        <h2 id="list-heading" class="visually-hidden">Match list</h2>
        {!data && error ? <Failure error={error} retry={error.code === 'INVALID' ? null : retry} retrying={retrying} /> : null}
        {!data && error?.code === 'INVALID' ? (
          <p><a href={hrefWith(BASE, { club, competition, first: size })}>Start from the first page</a></p>
        ) : null}
        {data ? <Stale error={error} /> : null}
        {loading ? <Skeleton what="Loading matches" lines={1} block={first * 58} /> : null}
        {data ? (
          <>
            <p class="muted range" role="status">
              {total === 0
                ? `No matches${club || competition ? ' match the filter' : ' in the graph yet'}.`
                : from
                  ? `Matches ${from}–${from + matches.length - 1} of ${total}${club || competition ? ' that match the filter' : ''}`
                  : `${plural(matches.length, 'match', 'matches')} of ${total}`}
            </p>
            <MatchList matches={matches} label="Matches" />
            <nav class="pager" aria-label="Pages of matches">
              {after ? (
                <a href={hrefWith(BASE, { club, competition, first: size, after: back?.after, from: back?.after ? back.from : '' })} rel="prev">
                  {back === undefined ? '« First page' : '« Previous page'}
                </a>
              ) : null}
              {page?.hasNextPage ? (
                <a href={hrefWith(BASE, { club, competition, first: size, after: page.endCursor, from: nextFrom })} rel="next">
                  {from ? `Next: ${nextFrom}–${Math.min(nextFrom + first - 1, total)} of ${total} »` : 'Next »'}
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
  const [form, setForm] = useState({ club, competition });
  useEffect(() => setForm({ club, competition }), [club, competition]);
  const submit = (e) => {
    e.preventDefault();
    navigate(hrefWith(BASE, { club: form.club, competition: form.competition.trim(), first: size }));
  };
  return (
    <form class="filters" onSubmit={submit} aria-label="Filter matches" action={BASE}>
      <ClubPicker value={form.club} onChange={(id) => setForm((f) => ({ ...f, club: id }))} />
      <div class="field">
        <label for="filter-competition">Competition</label>
        <input id="filter-competition" name="competition" type="text" list="competitions" value={form.competition} placeholder="Any"
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

// ClubPicker is a type-ahead over every club: what is typed is looked up
// with clubs(where: {name}), so the 101st club is as easy to pick as the
// first. It follows the ARIA combobox pattern: arrows move through the
// suggestions, Enter picks one, Escape closes them.
function ClubPicker({ value, onChange }) {
  const named = useQuery(CLUB_NAME, { id: value }, { skip: !value });
  const current = value ? named.data?.club : null;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef(null);
  useEffect(() => {
    if (!value) setText('');
    else if (current?.id === value) setText(clubLabel(current));
  }, [current?.id, value]);
  useEffect(() => {
    const t = setTimeout(() => setTyped(text.trim()), 150);
    return () => clearTimeout(t);
  }, [text]);
  const suggest = useQuery(CLUBS_NAMED, { name: typed }, { skip: !open });
  const options = suggest.data?.clubs.edges.map((e) => e.node) ?? [];
  const more = (suggest.data?.clubs.totalCount ?? 0) - options.length;
  const pick = (c) => {
    onChange(c ? c.id : '');
    setText(c ? clubLabel(c) : '');
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const n = options.length;
      if (n) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <div class="field club-picker">
      <label for="filter-club">Club</label>
      <div class="combo">
        <input ref={input} id="filter-club" type="text" role="combobox" autocomplete="off" placeholder="Any club — type to find one"
          aria-expanded={open ? 'true' : 'false'} aria-controls="club-options" aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `club-option-${active}` : undefined}
          value={text}
          onInput={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
            setActive(-1);
            if (!e.currentTarget.value.trim()) onChange('');
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown} />
        <input type="hidden" name="club" value={value} />
        {open ? (
          <ul id="club-options" role="listbox" aria-label="Clubs" class="combo-list">
            {options.map((c, i) => (
              <li key={c.id} id={`club-option-${i}`} role="option" aria-selected={i === active ? 'true' : 'false'}
                class={i === active ? 'active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(c);
                }}>
                {c.name} <Badge club={c} />
              </li>
            ))}
            {suggest.data && options.length === 0 ? <li class="muted" role="presentation">No club’s name contains “{typed}”.</li> : null}
            {more > 0 ? <li class="muted small" role="presentation">{plural(more, 'more club')}: type more of the name.</li> : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function clubLabel(c) {
  const cat = category(c);
  return cat && !c.name.toLowerCase().includes(cat.toLowerCase()) ? `${c.name} (${cat})` : c.name;
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
            {r.match ? <a href={hrefFor(r.match.id)}>{r.match.title}</a> : <a href={hrefFor(r.id)}>A report naming no match</a>}
            {r.source ? <span class="muted small"> · {r.source}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
