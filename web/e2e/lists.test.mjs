// 5. Lists drop nothing: on a server loaded with every report in the
// repository (over two hundred clubs), the club filter finds a club far
// past the hundredth, search offers more results, the pager says which
// matches of how many it shows, and Back returns to where the list was.
import assert from 'node:assert/strict';
import path from 'node:path';
import { atBothSizes, eventually, gql, heading, repoRoot, startServer, texts } from './browser.mjs';

const dirs = ['examples/reports', 'extractor/testdata', 'extractor/testdata/eval', 'extractor/testdata/styles', 'web/e2e/reports']
  .map((d) => path.join(repoRoot, d));
const big = await startServer({ load: dirs });

// Every club with at least one match, by name, as clubs() lists them.
async function clubsWithMatches() {
  const all = [];
  let after = null;
  for (;;) {
    const d = await gql(big.url, `query($a: String) { clubs(first: 100, after: $a) {
      pageInfo { hasNextPage endCursor } edges { node { id name matches(first: 1) { totalCount } } } } }`, { a: after });
    all.push(...d.data.clubs.edges.map((e) => e.node));
    if (!d.data.clubs.pageInfo.hasNextPage) break;
    after = d.data.clubs.pageInfo.endCursor;
  }
  return all;
}
const clubs = await clubsWithMatches();

atBothSizes('5. the club filter finds a club past the first hundred by typing its name', { servers: [big] }, async (t, { page }) => {
  assert.ok(clubs.length > 150, `only ${clubs.length} clubs loaded`);
  // The last club by name that played a match: far past clubs(first: 100).
  const club = [...clubs].reverse().find((c) => c.matches.totalCount > 0 && c.name.length > 4);
  assert.ok(clubs.indexOf(club) >= 100, `${club.name} is club ${clubs.indexOf(club) + 1}`);
  await page.goto(`${big.url}/explore`);
  await heading(page, 'Matches');
  const box = page.getByRole('combobox', { name: 'Club' });
  await box.fill(club.name.slice(0, -1));
  const option = page.getByRole('option', { name: new RegExp(`^${club.name}`) }).first();
  await eventually(async () => assert.ok(await option.isVisible(), `no option for ${club.name}`));
  // Keyboard: down to it, Enter picks it.
  const options = await texts(page.getByRole('option'));
  const at = options.findIndex((o) => o.startsWith(club.name));
  for (let i = 0; i <= at; i++) await box.press('ArrowDown');
  assert.equal(await box.getAttribute('aria-activedescendant'), `club-option-${at}`);
  await box.press('Enter');
  assert.equal(await box.inputValue(), club.name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((u) => u.searchParams.get('club') === club.id);
  await eventually(async () => {
    const shown = await texts(page.locator('.match-teams'));
    assert.equal(shown.length, club.matches.totalCount);
    for (const m of shown) assert.ok(m.includes(club.name), `${m} is not a match of ${club.name}`);
  });
  // Back on the list, the picker names the club it filters by.
  await page.reload();
  await eventually(async () => assert.equal(await page.getByRole('combobox', { name: 'Club' }).inputValue(), club.name));
});

atBothSizes('5. search says when there are more results and shows them', { servers: [big] }, async (t, { page }) => {
  await page.goto(`${big.url}/explore/search?q=a`);
  await heading(page, 'Results for “a”');
  const hits = page.locator('main ul.hits > li');
  await eventually(async () => assert.equal(await hits.count() > 0, true));
  const first = await hits.count();
  assert.match(await page.getByRole('status').first().innerText(), /The first 20 results/);
  await page.getByRole('link', { name: 'More results' }).click();
  await eventually(async () => assert.match(await page.getByRole('status').first().innerText(), /The first 40 results/));
  assert.ok(await hits.count() > first, `still ${await hits.count()} lines after More results`);
  // At the API's cap, the page says to narrow the search instead.
  await page.goto(`${big.url}/explore/search?q=a&n=100`);
  await eventually(async () => assert.match(await page.locator('main').innerText(), /more than 100 results: add a word/));
});

atBothSizes('5. the pager says which matches of how many it shows', { servers: [big] }, async (t, { page }) => {
  const total = (await gql(big.url, '{ matches(first: 1) { totalCount } }')).data.matches.totalCount;
  await page.goto(`${big.url}/explore`);
  const range = page.locator('p.range');
  await eventually(async () => assert.equal(await range.innerText(), `Matches 1–10 of ${total}`));
  await page.getByRole('link', { name: `Next: 11–20 of ${total} »` }).click();
  await eventually(async () => assert.equal(await range.innerText(), `Matches 11–20 of ${total}`));
  await page.getByRole('link', { name: 'Next: 21–30' }).click();
  await eventually(async () => assert.equal(await range.innerText(), `Matches 21–30 of ${total}`));
  await page.getByRole('link', { name: '« Previous page' }).click();
  await eventually(async () => assert.equal(await range.innerText(), `Matches 11–20 of ${total}`));
  await page.goBack();
  await eventually(async () => assert.equal(await range.innerText(), `Matches 21–30 of ${total}`));
});

atBothSizes('5. Back returns to the place in the list', { servers: [big] }, async (t, { page }) => {
  await page.goto(`${big.url}/explore?first=60`);
  const rows = page.locator('ul.matches > li');
  await eventually(async () => assert.equal(await rows.count(), 60));
  const row = rows.nth(45);
  await row.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(y > 800, `scrolled only to ${y}`);
  const name = await row.locator('.match-teams').innerText();
  await row.locator('a').click();
  await page.waitForURL(/\/explore\/match\//);
  await eventually(async () => assert.ok(await page.locator('ol.goals, p.muted').count() > 0));
  assert.ok(await page.evaluate(() => window.scrollY) < 50, 'the match page did not open at its top');
  await page.goBack();
  await eventually(async () => {
    const now = await page.evaluate(() => window.scrollY);
    assert.ok(Math.abs(now - y) <= 2, `back at ${now}, was at ${y}`);
  });
  assert.equal(await rows.nth(45).locator('.match-teams').innerText(), name);
  assert.ok(await rows.nth(45).isVisible());
});
