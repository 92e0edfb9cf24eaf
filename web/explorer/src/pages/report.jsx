// One report: where it came from, when it was ingested, the match it tells,
// what the extractor could not make sense of, and its text; and a button to
// delete it with every fact only it supported.
import { useState } from 'preact/hooks';
import { DELETE_REPORT, MATCH_EXISTS, REPORT } from '../queries.js';
import { request } from '../api.js';
import { forget, useQuery } from '../data.js';
import { BASE, hrefFor, navigate } from '../router.js';
import { Failure, MatchLink, Skeleton, Stale, Title } from '../components/common.jsx';
import { APIKeyField } from '../components/apikey.jsx';
import { isURL, sentence, sourceLabel } from '../format.js';
import { when } from './match.jsx';

export function ReportPage({ id, onDeleted }) {
  const { data, error, loading, retry, retrying } = useQuery(REPORT, { id });
  const [del, setDel] = useState({ asking: false, busy: false });
  if (loading) return <div class="page-skeleton"><Skeleton what="Loading the report" heading lines={8} /></div>;
  if (!data) return <Failure error={error} retry={retry} retrying={retrying} />;
  const r = data.node;
  if (!r) {
    return (
      <>
        <Title>No such report</Title>
        <p>The graph has no report with the ID {id}; it may have been deleted. <a href={BASE}>See all matches.</a></p>
      </>
    );
  }
  const remove = async () => {
    setDel({ asking: true, busy: true });
    try {
      const { deleteReport: d } = await request(DELETE_REPORT, { id: r.id });
      forget();
      // Back to the match, unless the report was its last and took it along.
      let to = BASE;
      if (r.match) {
        const left = await request(MATCH_EXISTS, { id: r.match.id }).catch(() => null);
        if (left?.match) to = hrefFor(r.match.id);
      }
      onDeleted({ path: to, deleted: d.deleted, what: sourceLabel(r) });
      navigate(to, { replace: true });
    } catch (err) {
      setDel({ asking: true, busy: false, error: err });
    }
  };
  return (
    <>
      <Stale error={error} />
      <Title text={`Report: ${sourceLabel(r)}`}>Report <span class="muted">·</span> {isURL(r.source) ? <a href={r.source} rel="noreferrer noopener">{r.source}</a> : sourceLabel(r)}</Title>
      <p class="meta">Ingested <time datetime={r.ingestedAt}>{when(r.ingestedAt)}</time> (UTC)</p>
      {r.match ? <p>It tells <MatchLink match={r.match} />.</p> : (
        <div class="notice warn" role="note"><p><strong>This report names no match</strong>: nothing it says is in the graph’s matches.</p></div>
      )}
      {r.warnings.length ? (
        <section aria-labelledby="warnings-heading">
          <h2 id="warnings-heading">What the extractor could not use</h2>
          <ul class="notes">{r.warnings.map((w, i) => <li key={i}>{sentence(w)}</li>)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="delete-heading" class="danger-zone">
        <h2 id="delete-heading">Delete this report</h2>
        <p>Deleting removes the report and every fact only it supported; facts other reports also tell stay.</p>
        {del.asking ? (
          <>
            <APIKeyField />
            <p class="buttons">
              <button type="button" class="danger" onClick={remove} disabled={del.busy}>{del.busy ? 'Deleting…' : 'Yes, delete the report'}</button>{' '}
              <button type="button" class="secondary" onClick={() => setDel({ asking: false })} disabled={del.busy}>Keep it</button>
            </p>
            {del.error ? <Failure error={del.error} /> : null}
          </>
        ) : (
          <button type="button" class="danger" onClick={() => setDel({ asking: true })}>Delete report…</button>
        )}
      </section>
      <section aria-labelledby="text-heading">
        <h2 id="text-heading">Text</h2>
        <div class="report-text">{r.text.split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>)}</div>
      </section>
    </>
  );
}
