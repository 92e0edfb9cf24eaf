// The explorer in a real browser, against a pitchgraph loaded with the
// reports in web/e2e/reports (among them Southampton 3-1 Sunderland in the
// Championship and Norwich City 0-2 Southampton in the FA Cup, told by two
// reports; matchcentre.test.mjs says what the others are for). The tests run
// in order: the last one ingests another report.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { browserTest, eventually, heading, ingestDir, server, texts } from './browser.mjs';

const saintsSunderland = 'Southampton 3–1 Sunderland';
const norwichSaints = 'Norwich City 0–2 Southampton';
// Every match web/e2e/reports tells.
const loaded = ['Harbour City 3–2 Millbrook Town', norwichSaints, saintsSunderland, 'Southampton Women 2–0 Sunderland Women',
  'Sunderland 2–3 Norwich City'];

// openMatch goes from the match list to the match titled title.
async function openMatch(page, title) {
  await page.goto(`${server}/explore`);
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await page.waitForURL(/\/explore\/match\//);
  await heading(page, title);
}

// chain returns the players and pass kinds of the build-up of the n-th goal
// (from 0), in the order they are drawn.
async function chain(page, n) {
  const goal = page.locator('ol.goals > li.goal').nth(n);
  return {
    players: await texts(goal.locator('.chain-player')),
    kinds: await texts(goal.locator('.chain-kind')),
  };
}

// network returns the players drawn in the pass network and its arrows as
// "from > to" mapped to {count, width}.
async function network(page) {
  const svg = page.locator('figure.network svg');
  const names = (await texts(svg.locator('.net-node .net-label'))).sort();
  const ids = await svg.locator('.net-node').evaluateAll((nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.id, n.querySelector('.net-label').textContent])));
  const edges = await svg.locator('.net-edge').evaluateAll((gs) => gs.map((g) => ({
    from: g.dataset.from,
    to: g.dataset.to,
    count: Number(g.dataset.count),
    width: Number(g.querySelector('path').getAttribute('stroke-width')),
  })));
  const arrows = {};
  for (const e of edges) arrows[`${ids[e.from]} > ${ids[e.to]}`] = { count: e.count, width: e.width };
  return { names, arrows };
}

browserTest('the match list shows the loaded matches and filters by competition and club', async (t, { page }) => {
  await page.goto(`${server}/explore`);
  await heading(page, 'Matches');
  await eventually(async () =>
    assert.deepEqual((await texts(page.locator('.match-teams'))).sort(), loaded));

  await page.getByLabel('Competition', { exact: true }).fill('FA Cup');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/competition=FA/);
  await eventually(async () => assert.deepEqual(await texts(page.locator('.match-teams')), [norwichSaints]));

  await page.getByRole('link', { name: 'Clear' }).click();
  await eventually(async () => assert.equal(await page.locator('.match-teams').count(), loaded.length));
  // The club picker finds clubs by what is typed: both Sunderland sides.
  await page.getByLabel('Club', { exact: true }).fill('sunderl');
  await eventually(async () => assert.deepEqual(await texts(page.getByRole('option')), ['Sunderland', 'Sunderland Women']));
  await page.getByRole('option', { name: 'Sunderland', exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/club=/);
  await eventually(async () => assert.deepEqual((await texts(page.locator('.match-teams'))).sort(), [saintsSunderland, 'Sunderland 2–3 Norwich City']));

  // The filter is in the URL: Back goes to the list before it.
  await page.goBack();
  await eventually(async () => assert.equal(await page.locator('.match-teams').count(), loaded.length));
  await page.goBack();
  await eventually(async () => assert.deepEqual(await texts(page.locator('.match-teams')), [norwichSaints]));
  assert.equal(await page.getByLabel('Competition', { exact: true }).inputValue(), 'FA Cup');
});

browserTest('the match list pages with cursors, forward and back', async (t, { page }) => {
  await page.goto(`${server}/explore?first=1`);
  const shown = () => texts(page.locator('.match-teams'));
  const firstPage = await eventually(async () => {
    const m = await shown();
    assert.equal(m.length, 1);
    return m[0];
  });
  assert.equal(await page.getByRole('link', { name: /Previous|First page/ }).count(), 0);
  // Page by page to the end, each match once.
  const seen = [firstPage];
  for (let i = 2; i <= loaded.length; i++) {
    await page.getByRole('link', { name: new RegExp(`^Next: ${i}–${i} of ${loaded.length} »$`) }).click();
    await page.waitForURL(/after=/);
    seen.push(await eventually(async () => {
      const m = await shown();
      assert.equal(m.length, 1);
      assert.ok(!seen.includes(m[0]), `${m[0]} on two pages`);
      return m[0];
    }));
  }
  assert.deepEqual([...seen].sort(), loaded);
  assert.equal(await page.getByRole('link', { name: /^Next/ }).count(), 0, 'a Next link after the last match');
  await page.getByRole('link', { name: '« Previous page' }).click();
  await eventually(async () => assert.deepEqual(await shown(), [seen[seen.length - 2]]));
});

browserTest('a match page shows the goals in order and draws each build-up left to right', async (t, { page }) => {
  await openMatch(page, saintsSunderland);
  await eventually(async () =>
    assert.deepEqual(await texts(page.locator('.goal-head .minute')), ["12'", "34'", "58'", "77'"]));
  assert.deepEqual(await texts(page.locator('.goal-scorer')),
    ['Daniel Reyes', 'Sam Whitfield', 'Daniel Reyes', 'Daniel Reyes']);
  assert.deepEqual(await texts(page.locator('.running-score')), ['1–0', '1–1', '2–1', '3–1']);

  assert.deepEqual(await chain(page, 0),
    { players: ['Tomas Brennan', 'Lewis Okafor', 'Daniel Reyes'], kinds: ['corner', 'flick-on'] });
  assert.deepEqual(await chain(page, 2), { players: ['Lewis Okafor', 'Daniel Reyes'], kinds: ['through ball'] });
  assert.deepEqual(await chain(page, 3), { players: ['Lewis Okafor', 'Daniel Reyes'], kinds: ['cut-back'] });

  // Drawn left to right: passer, arrow, receiver, arrow, scorer.
  const first = page.locator('ol.goals > li.goal').nth(0);
  const boxes = [];
  for (const item of await first.locator('ol.chain > li').all()) boxes.push(await item.boundingBox());
  assert.equal(boxes.length, 5);
  for (let i = 1; i < boxes.length; i++) {
    assert.ok(boxes[i].x >= boxes[i - 1].x + boxes[i - 1].width - 1,
      `chain item ${i + 1} starts at x=${boxes[i].x}, left of the end of item ${i} (${boxes[i - 1].x + boxes[i - 1].width})`);
    assert.ok(Math.abs(boxes[i].y + boxes[i].height / 2 - (boxes[0].y + boxes[0].height / 2)) < 20,
      `chain item ${i + 1} is not on the same line as the first`);
  }

  // The sentence behind the goal, on the page.
  const quote = first.locator('figure.quote blockquote');
  assert.ok(await quote.isVisible());
  assert.match(await quote.innerText(), /Tomas Brennan swung in a corner, Lewis Okafor flicked it on and Daniel Reyes headed in/);

  // The card, on its side of the timeline.
  assert.deepEqual(await texts(page.locator('.tl-card a')), ['Sam Whitfield']);
});

browserTest('a player page draws the pass network, and a click on a node opens that player', async (t, { page }) => {
  await openMatch(page, saintsSunderland);
  await page.locator('ol.goals > li.goal').nth(0).locator('.chain-player', { hasText: 'Lewis Okafor' }).getByRole('link').click();
  await page.waitForURL(/\/explore\/player\//);
  await heading(page, 'Lewis Okafor');
  assert.deepEqual(await texts(page.locator('dl.stats dd')), ['1', '4', '2']);

  const okafor = await eventually(async () => {
    const n = await network(page);
    assert.deepEqual(n.names, ['Daniel Reyes', 'Lewis Okafor', 'Tomas Brennan']);
    return n;
  });
  assert.deepEqual(Object.keys(okafor.arrows).sort(), ['Lewis Okafor > Daniel Reyes', 'Tomas Brennan > Lewis Okafor']);
  assert.equal(okafor.arrows['Lewis Okafor > Daniel Reyes'].count, 4);
  assert.equal(okafor.arrows['Tomas Brennan > Lewis Okafor'].count, 2);
  assert.ok(okafor.arrows['Lewis Okafor > Daniel Reyes'].width > okafor.arrows['Tomas Brennan > Lewis Okafor'].width,
    'the arrow with more passes is not drawn wider');
  assert.deepEqual(await texts(page.locator('.neighbour-list').nth(0).locator('li a')), ['Daniel Reyes']);
  assert.deepEqual(await texts(page.locator('.neighbour-list').nth(1).locator('li a')), ['Tomas Brennan']);

  await page.locator('figure.network .net-node', { hasText: 'Daniel Reyes' }).click();
  await page.waitForURL(/\/explore\/player\//);
  await heading(page, 'Daniel Reyes');
  await eventually(async () => assert.deepEqual((await network(page)).names, ['Daniel Reyes', 'Lewis Okafor']));
  assert.equal(await page.locator('h1').evaluate((h) => h === document.activeElement), true,
    'focus did not move to the new page heading');

  // The network works from the keyboard: Tab to a node, Enter opens it.
  let focused = '';
  for (let i = 0; i < 60 && focused !== 'Lewis Okafor'; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.closest('.net-node')?.getAttribute('aria-label') ?? '');
  }
  assert.equal(focused, 'Lewis Okafor', 'no network node could be reached with Tab');
  await page.keyboard.press('Enter');
  await heading(page, 'Lewis Okafor');
});

browserTest('a club page ranks its players by goals and by assists', async (t, { page }) => {
  await openMatch(page, norwichSaints);
  await page.locator('h1').getByRole('link', { name: 'Southampton' }).click();
  await heading(page, 'Southampton');
  const firstRow = page.locator('table.ranking tbody tr').first();
  await eventually(async () => assert.equal(await firstRow.locator('th').innerText(), 'Daniel Reyes'));
  assert.deepEqual(await texts(firstRow.locator('td.num')), ['1', '4', '0']);
  await page.getByRole('link', { name: 'By assists' }).click();
  await page.waitForURL(/by=assists/);
  await eventually(async () => assert.equal(await firstRow.locator('th').innerText(), 'Lewis Okafor'));
  const club = await network(page);
  assert.deepEqual(club.names, ['Daniel Reyes', 'Lewis Okafor', 'Tomas Brennan']);
  assert.deepEqual(await texts(page.locator('ul.matches .match-teams')).then((m) => m.sort()), [norwichSaints, saintsSunderland]);
});

browserTest('the search box on every page finds players, clubs and matches', async (t, { page }) => {
  await openMatch(page, norwichSaints);
  const box = page.getByRole('searchbox', { name: 'Search players, clubs and matches' });
  await box.fill('norwich');
  await box.press('Enter');
  await heading(page, 'Results for “norwich”');
  await eventually(async () => assert.deepEqual(await texts(page.locator('#hits-Club + ul a')), ['Norwich City']));
  assert.deepEqual((await texts(page.locator('#hits-Match + ul li'))).sort(),
    ['Norwich City 0–2 Southampton · FA Cup', 'Sunderland 2–3 Norwich City · Championship']);

  await box.fill('okafor');
  await box.press('Enter');
  await heading(page, 'Results for “okafor”');
  await page.locator('#hits-Player + ul').getByRole('link', { name: 'Lewis Okafor' }).click();
  await heading(page, 'Lewis Okafor');
});

browserTest('the match page works at phone width', { viewport: { width: 375, height: 740 } }, async (t, { page }) => {
  await openMatch(page, saintsSunderland);
  await eventually(async () => assert.equal(await page.locator('ol.goals > li.goal').count(), 4));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone screen`);
  // The build-up reads top to bottom when there is no room across.
  const items = await page.locator('ol.goals > li.goal').nth(0).locator('ol.chain > li.chain-player').all();
  const ys = [];
  for (const item of items) ys.push((await item.boundingBox()).y);
  assert.deepEqual([...ys].sort((a, b) => a - b), ys);
  assert.ok(await page.getByRole('searchbox').isVisible(), 'no search box at phone width');
});

browserTest('a report pasted into the form is ingested, opens its match and shows up live in the list', async (t, { page, newPage }) => {
  const text = await readFile(path.join(ingestDir, 'sunderland-norwich.txt'), 'utf8');

  // Another tab watches the match list.
  await page.goto(`${server}/explore`);
  await page.locator('[data-live="connected"]').waitFor();
  await eventually(async () => assert.equal(await page.locator('.match-teams').count(), loaded.length));

  const form = await newPage();
  await form.goto(`${server}/explore`);
  await form.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ingest' }).click();
  await heading(form, 'Ingest a report');
  await form.getByLabel('Report text').fill(text);
  await form.getByLabel(/^Source/).fill('e2e test');
  await form.getByRole('button', { name: 'Ingest report' }).click();
  await form.waitForURL(/\/explore\/match\//);
  await heading(form, 'Sunderland 1–0 Norwich City');
  await eventually(async () => assert.match(await form.locator('.notice').innerText(), /Report ingested/));
  assert.deepEqual(await chain(form, 0), { players: ['Marco Ferri', 'Sam Whitfield'], kinds: ['free kick'] });

  // The watching tab heard of it without a reload.
  await eventually(async () => {
    assert.deepEqual(await texts(page.locator('.live-feed li a')), ['Sunderland v Norwich City']);
    assert.ok((await texts(page.locator('.match-teams'))).includes('Sunderland 1–0 Norwich City'));
  });

  // The same text again changes nothing, and says so.
  await form.goto(`${server}/explore/ingest`);
  await form.getByLabel('Report text').fill(text);
  await form.getByRole('button', { name: 'Ingest report' }).click();
  await form.waitForURL(/\/explore\/match\//);
  await eventually(async () => assert.match(await form.locator('.notice').innerText(), /already in the graph/));
});
