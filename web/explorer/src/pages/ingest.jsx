// Paste a report and ingest it: the server extracts it and merges it into the
// graph, then the explorer opens the match it is about. A report that names
// no match is kept, but the page says so as a warning, not a success.
import { useState } from 'preact/hooks';
import { INGEST_REPORT } from '../queries.js';
import { request } from '../api.js';
import { forget } from '../data.js';
import { hrefFor, navigate } from '../router.js';
import { Failure, NodeLink, Title } from '../components/common.jsx';
import { APIKeyField } from '../components/apikey.jsx';
import { plural, sentence } from '../format.js';

export function IngestPage({ onIngested }) {
  const [form, setForm] = useState({ text: '', source: '', date: '', competition: '' });
  const [state, setState] = useState({ busy: false });
  const set = (field) => (e) => setForm({ ...form, [field]: e.currentTarget.value });

  const submit = async (e) => {
    e.preventDefault();
    if (!form.text.trim()) {
      setState({ error: new Error('Paste the text of a report first.') });
      return;
    }
    setState({ busy: true });
    const input = { text: form.text };
    for (const field of ['source', 'date', 'competition']) {
      if (form[field].trim()) input[field] = form[field].trim();
    }
    try {
      const { ingestReport: r } = await request(INGEST_REPORT, { input });
      forget();
      if (r.match) {
        onIngested({ path: hrefFor(r.match.id), created: r.created, warnings: r.warnings });
        navigate(hrefFor(r.match.id));
        return;
      }
      setState({ result: r });
    } catch (err) {
      setState({ error: err });
    }
  };

  return (
    <>
      <Title>Ingest a report</Title>
      <p>Paste a match report. pitchgraph reads the teams, score, goals, build-ups and cards from it and adds them to the graph.</p>
      <form class="ingest" onSubmit={submit} aria-describedby={state.error ? 'ingest-error' : undefined}>
        <div class="field">
          <label for="report-text">Report text</label>
          <textarea id="report-text" rows={12} required value={form.text} onInput={set('text')} />
        </div>
        <div class="field-row">
          <div class="field">
            <label for="report-source">Source <span class="muted small">(URL or label, optional)</span></label>
            <input id="report-source" type="text" value={form.source} onInput={set('source')} />
          </div>
          <div class="field">
            <label for="report-date">Match date <span class="muted small">(optional)</span></label>
            <input id="report-date" type="date" value={form.date} onInput={set('date')} />
          </div>
          <div class="field">
            <label for="report-competition">Competition <span class="muted small">(optional)</span></label>
            <input id="report-competition" type="text" value={form.competition} onInput={set('competition')} />
          </div>
        </div>
        <APIKeyField />
        <button type="submit" disabled={state.busy}>{state.busy ? 'Ingesting…' : 'Ingest report'}</button>
      </form>
      {state.error ? <div id="ingest-error"><Failure error={state.error} /></div> : null}
      {state.result ? (
        <div role="status" class="notice warn">
          <p>
            <strong>{state.result.created ? 'The report was stored, but it names no match' : 'This report was already in the graph, and it names no match'}:</strong>{' '}
            no teams, goals or cards were added to the graph. Check that the text says which two clubs played.
          </p>
          <Warnings warnings={state.result.warnings} open />
          <p><NodeLink node={state.result.report}>See the report</NodeLink> (you can delete it there).</p>
        </div>
      ) : null}
    </>
  );
}

// Warnings lists what the extractor could not make sense of.
export function Warnings({ warnings, open = false }) {
  if (!warnings?.length) return null;
  return (
    <details class="warnings" open={open}>
      <summary>{plural(warnings.length, 'warning')} from the extractor</summary>
      <ul>{warnings.map((w, i) => <li key={i}>{sentence(w)}</li>)}</ul>
    </details>
  );
}

// IngestNotice tells, on the match page, how the ingest went.
export function IngestNotice({ notice }) {
  const warned = notice.warnings?.length > 0;
  return (
    <div role="status" class={warned ? 'notice warn' : 'notice'}>
      <p>
        {notice.created ? (warned ? `Report ingested, with ${plural(notice.warnings.length, 'warning')}.` : 'Report ingested.')
          : 'This report was already in the graph; nothing changed.'}
      </p>
      <Warnings warnings={notice.warnings} />
    </div>
  );
}
