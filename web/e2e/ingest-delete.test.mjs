// 9. Ingest and delete, on a server that wants an API key for changes: the
// key field (kept for the tab only), a plain-English refusal without it, a
// warning — not a success — for a text that names no match, and deleting a
// report from its page.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { atBothSizes, eventually, gql, heading, ingestDir, startServer } from './browser.mjs';

const key = 'e2e-key-0123456789abcdef0123456789abcdef';
const keyed = await startServer({ args: ['--api-key', key] });
const report = await readFile(path.join(ingestDir, 'sunderland-norwich.txt'), 'utf8');

atBothSizes('9. ingest asks for the API key in words, and keeps the key for this tab only', { servers: [keyed] }, async (t, { page, context }) => {
  await page.goto(`${keyed.url}/explore/ingest`);
  await heading(page, 'Ingest a report');
  await page.getByLabel('Report text').fill(report);
  await page.getByRole('button', { name: 'Ingest report' }).click();
  const failure = page.locator('.failure');
  await eventually(async () => assert.match(await failure.innerText(),
    /^The server needs an API key to change the graph\. Enter your key in the API key field and try again\./));
  assert.doesNotMatch(await failure.innerText(), /credentials|Authorization|Bearer/);

  // A wrong key is refused, and said so.
  await page.getByLabel(/^API key/).fill('not-the-key');
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByRole('button', { name: 'Ingest report' }).click();
  await eventually(async () => assert.match(await failure.innerText(), /^The server did not accept this API key/));

  await page.getByRole('button', { name: 'Forget it' }).click();
  await page.getByLabel(/^API key/).fill(key);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByRole('button', { name: 'Ingest report' }).click();
  await page.waitForURL(/\/explore\/match\//);
  await heading(page, 'Sunderland 1–0 Norwich City');
  await eventually(async () => assert.match(await page.locator('.notice').innerText(), /Report ingested|already in the graph/));

  // The key lives in this tab's session storage, nowhere else.
  const stored = await page.evaluate(() => ({ session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage), cookie: document.cookie }));
  assert.ok(stored.session.includes(key));
  assert.ok(!stored.local.includes(key) && !stored.cookie.includes(key), 'the key outlives the tab');
  const other = await context.browser().newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(`${keyed.url}/explore/ingest`);
    await heading(fresh, 'Ingest a report');
    assert.equal(await fresh.getByRole('button', { name: 'Use this key' }).count(), 1, 'another tab has the key');
  } finally {
    await other.close();
  }
});

atBothSizes('9. a text that names no match is a warning, not a success', { servers: [keyed] }, async (t, { page, phone }) => {
  await page.goto(`${keyed.url}/explore/ingest`);
  await heading(page, 'Ingest a report');
  await page.getByLabel(/^API key/).fill(key);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByLabel('Report text').fill(`A note from the training ground (${phone ? 'phone' : 'desktop'}): the pitch was heavy and the session ran long.`);
  await page.getByRole('button', { name: 'Ingest report' }).click();
  const said = page.locator('.notice.warn');
  await eventually(async () => assert.match(await said.innerText(), /names no match/));
  assert.match(await said.innerText(), /The report does not say which two clubs played/);
  assert.doesNotMatch(await page.locator('main').innerText(), /Report ingested\./);
  assert.equal(await page.url().includes('/explore/ingest'), true, 'the page left the form as if the ingest had worked');
});

atBothSizes('9. a report is deleted from its page, with every fact only it supported', { servers: [keyed] }, async (t, { page, phone }) => {
  // A report of its own for each run, so one run does not delete the other's.
  const text = `${report}\nWritten for the ${phone ? 'phone' : 'desktop'} run of the delete test.`;
  const made = await gql(keyed.url, 'mutation($in: IngestReportInput!) { ingestReport(input: $in) { report { id } match { id } } }',
    { in: { text, source: `delete test (${phone ? 'phone' : 'desktop'})` } }, { Authorization: `Bearer ${key}` });
  const { report: r, match: m } = made.data.ingestReport;
  await page.goto(`${keyed.url}/explore/match/${m.id.slice('match:'.length)}`);
  await heading(page, 'Sunderland 1–0 Norwich City');
  await page.getByRole('link', { name: `delete test (${phone ? 'phone' : 'desktop'})` }).click();
  await page.waitForURL(/\/explore\/report\//);
  await page.getByRole('button', { name: 'Delete report…' }).click();
  await page.getByLabel(/^API key/).fill(key);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByRole('button', { name: 'Yes, delete the report' }).click();
  await eventually(async () => assert.match(await page.locator('.notice').first().innerText(), /was deleted/));
  const gone = await gql(keyed.url, 'query($id: ID!) { node(id: $id) { id } }', { id: r.id });
  assert.equal(gone.data.node, null, 'the report is still in the graph');
  // The match stays while the other report tells it; the page went back to it.
  assert.match(page.url(), /\/explore\/match\//);
});
