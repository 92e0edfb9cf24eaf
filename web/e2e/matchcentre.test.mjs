// The match page as a fan reads it, and the pages around it, at desktop and
// phone size, against the server scripts/e2e started with web/e2e/reports
// (loaded by absolute path). The numbers are the points of issue 12.
//
//   harbour-millbrook.txt           Harbour City 3-2 Millbrook Town: one goal of
//                                   five has a club; the others are warnings
//   sunderland-norwich-late.txt     Sunderland 2-3 Norwich City: the winner is
//                                   told first, with no minute
//   norwich-southampton{,-wire}.txt two reports of Norwich City 0-2 Southampton
//                                   that give Reyes's goal 85' and 87'
//   southampton-sunderland.txt      Southampton 3-1 Sunderland
//   southampton-women-sunderland-women.txt   the women's sides
import assert from 'node:assert/strict';
import path from 'node:path';
import { atBothSizes, eventually, gql, heading, repoRoot, screenshotDir, server, texts } from './browser.mjs';

// openMatch searches for a match and opens it, as a fan would.
async function openMatch(page, title) {
  await page.goto(`${server}/explore`);
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).first().click();
  await page.waitForURL(/\/explore\/match\//);
  await heading(page, title);
}

// noOverflow fails when the page is wider than the screen.
async function noOverflow(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
}

atBothSizes('1. a match page says how many of the goals are known and shows the reports’ warnings', async (t, { page }) => {
  await openMatch(page, 'Harbour City 3–2 Millbrook Town');
  const known = page.locator('.goals-known');
  await eventually(async () => assert.match(await known.innerText(), /1 of 5 goals known/));
  const notes = await texts(known.locator('.notes li'));
  assert.deepEqual(notes.map((n) => n.replace(/ \(.*\)$/, '')), [
    'Goal by Jamal Okoro: the report does not say which club it counted for; not stored.',
    'Goal by Finn Castle: the report does not say which club it counted for; not stored.',
    'Goal by Ryan Cole: the report does not say which club it counted for; not stored.',
  ]);
  assert.ok(notes.every((n) => n.endsWith('(harbour-millbrook.txt)')), `notes name their report: ${notes}`);
  // One goal told: no invented "1–0" after it.
  assert.equal(await page.locator('ol.goals > li.goal').count(), 1);
  assert.equal(await page.locator('.running-score').count(), 0, 'a running score although 4 goals are missing');
  assert.deepEqual(await texts(page.locator('.scorer-list.side-home li')), ["Kieran Voss 9'"]);
  await noOverflow(page);
});

atBothSizes('2. the running score appears only where the order of the goals is known', async (t, { page }) => {
  // The winner is told first and has no minute: the order is not known.
  await openMatch(page, 'Sunderland 2–3 Norwich City');
  await eventually(async () => assert.equal(await page.locator('ol.goals > li.goal').count(), 5));
  assert.equal(await page.locator('.running-score').count(), 0, 'a running score with a goal of unknown minute');
  assert.match(await page.locator('.order-note').innerText(), /running score is not shown/);
  const first = page.locator('ol.goals > li.goal').first();
  assert.equal(await first.locator('.goal-scorer').innerText(), 'Ryan Cole');
  assert.equal(await first.locator('.minute').innerText(), 'minute not given');
  // The timeline puts it apart, under "Minute not given".
  assert.match(await page.locator('.tl-untimed').innerText(), /Minute not given/);
  assert.deepEqual(await texts(page.locator('.timeline ol.tl').last().locator('a')), ['Ryan Cole']);
  assert.deepEqual(await texts(page.locator('.timeline ol.tl').first().locator('.tl-minute')), ["4'", "30'", "52'", "70'"]);

  // Every goal told with its minute: the score after each follows the minutes.
  await openMatch(page, 'Southampton 3–1 Sunderland');
  await eventually(async () => assert.deepEqual(await texts(page.locator('.running-score')), ['1–0', '1–1', '2–1', '3–1']));
  assert.deepEqual(await texts(page.locator('.goal-head .minute')), ["12'", "34'", "58'", "77'"]);
  // No "no passer named" under a goal that has none to name; one under an
  // open-play goal whose passer no report names.
  await openMatch(page, 'Sunderland 2–3 Norwich City');
  const late = page.locator('ol.goals > li.goal');
  await eventually(async () => assert.equal(await late.count(), 5));
  assert.equal(await late.nth(0).locator('.chain-none').count(), 1);
});

atBothSizes('3. a minute two reports disagree on shows both, each with its report', async (t, { page }) => {
  await openMatch(page, 'Norwich City 0–2 Southampton');
  const reyes = page.locator('ol.goals > li.goal', { has: page.locator('.goal-scorer', { hasText: 'Daniel Reyes' }) });
  await eventually(async () => assert.equal(await reyes.count(), 1));
  const minutes = (await texts(reyes.locator('.disputed-minute'))).map((m) => m.replace(/^or /, '')).sort();
  assert.deepEqual(minutes, ["85' (norwich-southampton.txt)", "87' (norwich-southampton-wire.txt)"]);
  assert.match(await page.locator('.scorer-list.side-away').innerText(), /Daniel Reyes (87'\/85'|85'\/87')/);
  // Both sentences are there to read, each with its report.
  await reyes.locator('details.more-sources summary').click();
  const quotes = await texts(reyes.locator('figure.quote blockquote'));
  assert.equal(quotes.length, 2);
  assert.ok(quotes.some((q) => q.includes('87th minute')) && quotes.some((q) => q.includes('85th minute')), `quotes: ${quotes}`);
  // Okafor's goal, on which the reports agree, shows one minute.
  const okafor = page.locator('ol.goals > li.goal', { has: page.locator('.goal-scorer', { hasText: 'Lewis Okafor' }) });
  assert.equal(await okafor.locator('.minute').innerText(), "20'");
  await noOverflow(page);
});

atBothSizes('a match page is a match centre: header, two-sided timeline, build-ups, line-ups', async (t, { page, phone }) => {
  await openMatch(page, 'Southampton 3–1 Sunderland');
  await eventually(async () => assert.equal(await page.locator('ol.goals > li.goal').count(), 4));
  assert.match(await page.locator('.match-header .meta').innerText(), /Championship/);
  assert.deepEqual(await texts(page.locator('.scorer-list.side-home li')), ["Daniel Reyes 12', 58', 77'"]);
  assert.deepEqual(await texts(page.locator('.scorer-list.side-away li')), ["Sam Whitfield 34'"]);
  // Home events on the left of the minute, away events on the right.
  const rows = page.locator('.timeline ol.tl > li');
  const minuteX = await rows.first().locator('.tl-minute').boundingBox();
  for (const row of await rows.all()) {
    const side = await row.getAttribute('class');
    const name = row.locator('a').first();
    const box = await name.boundingBox();
    if (side.includes('side-home')) assert.ok(box.x + box.width <= minuteX.x + 1, `${await name.innerText()} is not left of the minute`);
    if (side.includes('side-away')) assert.ok(box.x >= minuteX.x + minuteX.width - 1, `${await name.innerText()} is not right of the minute`);
  }
  assert.deepEqual(await texts(page.locator('.timeline .tl-row.tl-card a')), ['Sam Whitfield']);
  // The sentence behind each goal is on the page, not hidden.
  const quote = page.locator('ol.goals > li.goal').first().locator('figure.quote blockquote');
  assert.ok(await quote.isVisible());
  assert.match(await quote.innerText(), /Tomas Brennan swung in a corner, Lewis Okafor flicked it on and Daniel Reyes headed in/);
  await noOverflow(page);

  if (screenshotDir) {
    await page.screenshot({ path: path.join(screenshotDir, phone ? 'match-phone.png' : 'match.png') });
  }
});

atBothSizes('6. players are grouped by side; players with no known side are marked, and found from their club', async (t, { page }) => {
  await openMatch(page, 'Southampton 3–1 Sunderland');
  await eventually(async () => assert.ok(await page.locator('.lineup.side-home li').count() > 0));
  assert.deepEqual((await texts(page.locator('.lineup.side-home li'))).sort(), ['Daniel Reyes', 'Lewis Okafor', 'Tomas Brennan']);
  assert.deepEqual((await texts(page.locator('.lineup.side-away li'))).sort(), ['Marco Ferri', 'Sam Whitfield']);
  assert.equal(await page.locator('.lineup.side-none').count(), 0);

  // Harbour City: three scorers no report gives a club, marked as such, last.
  await openMatch(page, 'Harbour City 3–2 Millbrook Town');
  const none = page.locator('.lineup.side-none');
  await eventually(async () => assert.deepEqual((await texts(none.locator('li'))).sort(), ['Finn Castle', 'Jamal Okoro', 'Ryan Cole']));
  assert.match(await none.locator('h3').innerText(), /Side not given/);
  const order = await page.locator('.lineup h3').evaluateAll((hs) => hs.map((h) => h.textContent.trim()));
  assert.deepEqual(order, ['Harbour City', 'Millbrook Town', 'Side not given']);

  // Such a player's page says so, with no stray "· also".
  await none.getByRole('link', { name: 'Finn Castle' }).click();
  await heading(page, 'Finn Castle');
  const meta = await page.locator('p.meta').first().innerText();
  assert.match(meta, /^Club not given/);
  assert.doesNotMatch(await page.locator('main').innerText(), /^\s*·|\n\s*·/);

  // The club's page finds them in its matches.
  await page.goto(`${server}/explore/club/harbour-city`);
  await heading(page, 'Harbour City');
  await eventually(async () => assert.deepEqual((await texts(page.locator('.unplaced-players li'))).sort(), ['Finn Castle', 'Jamal Okoro', 'Ryan Cole']));

  // Search names a player once, with and without a club on one line.
  await page.goto(`${server}/explore/search?q=cole`);
  await heading(page, 'Results for “cole”');
  const hits = page.locator('#hits-Player + ul > li');
  await eventually(async () => assert.equal(await hits.count(), 1));
  assert.equal(await hits.first().innerText(), 'Ryan Cole (Norwich City) · also named with no club');
});

atBothSizes('7. matches are named with their score and date on player pages and in search', async (t, { page }) => {
  // A dated report, so there is a date to show. (It leaves Okafor's goals
  // and passes alone: playground.test.mjs counts them.)
  const dated = await gql(server, `mutation($in: IngestReportInput!) { ingestReport(input: $in) { match { id } } }`, {
    in: {
      text: 'Southampton 2-2 Norwich City\n\nSouthampton drew 2-2 with Norwich City in the Championship. ' +
        'Daniel Reyes scored in the 10th minute. Adam Price equalised in the 30th minute. ' +
        'Tomas Brennan scored in the 50th minute. Ryan Cole equalised for Norwich City in the 80th minute. ' +
        'Southampton midfielder Lewis Okafor was booked in the 60th minute.',
      source: 'e2e dated report',
      date: '2024-05-04',
    },
  });
  assert.ok(dated.data?.ingestReport.match, JSON.stringify(dated));
  await page.goto(`${server}/explore/search?q=okafor`);
  await page.locator('#hits-Player + ul').getByRole('link', { name: 'Lewis Okafor' }).click();
  await heading(page, 'Lewis Okafor');
  const matches = await eventually(async () => {
    const m = await texts(page.locator('ul.match-refs li'));
    assert.ok(m.length >= 3, `matches: ${m}`);
    return m;
  });
  for (const m of matches) assert.match(m, /^.+ \d+–\d+ .+ · .+$/, `a match named without score and date or competition: ${m}`);
  assert.ok(matches.includes('Southampton 2–2 Norwich City · 4 May 2024 · Championship'), `matches: ${matches}`);
  // Goals and assists name their match the same way.
  for (const line of await texts(page.locator('ul.goal-lines .match-ref'))) {
    assert.match(line, / \d+–\d+ /, `a goal's match without its score: ${line}`);
  }
  // No match is named as "Home v Away" alone, three times over.
  assert.doesNotMatch(await page.locator('main').innerText(), /Southampton v Sunderland/);

  await page.goto(`${server}/explore/search?q=southampton`);
  await heading(page, 'Results for “southampton”');
  const found = await eventually(async () => {
    const m = await texts(page.locator('#hits-Match + ul li'));
    assert.ok(m.length >= 3, `matches found: ${m}`);
    return m;
  });
  for (const m of found) assert.match(m, / \d+–\d+ .+ · /, `a search hit without score and date: ${m}`);
  assert.ok(found.includes('Southampton 2–2 Norwich City · 4 May 2024 · Championship'), `hits: ${found}`);
});

atBothSizes('10. a report loaded from the server’s disk shows its file name, never the path', async (t, { page }) => {
  await openMatch(page, 'Southampton 3–1 Sunderland');
  const reports = page.locator('ul.reports li a');
  await eventually(async () => assert.deepEqual(await texts(reports), ['southampton-sunderland.txt']));
  assert.ok(!(await page.content()).includes(repoRoot), `the page shows the server path ${repoRoot}`);
  await reports.first().click();
  await page.waitForURL(/\/explore\/report\//);
  await heading(page, 'Report · southampton-sunderland.txt');
  assert.ok(!(await page.content()).includes(repoRoot), `the report page shows the server path ${repoRoot}`);
  // Nor does the API, to any client.
  const all = await gql(server, '{ reports(first: 100) { edges { node { source } } } }');
  const sources = all.data.reports.edges.map((e) => e.node.source ?? '');
  assert.ok(sources.length >= 6);
  for (const s of sources) assert.ok(!s.includes('/') || /^https?:/.test(s), `source ${s} is a path`);
});

atBothSizes('11. a women’s side is a team of its own, apart from the men’s', async (t, { page }) => {
  await page.goto(`${server}/explore/search?q=southampton`);
  await heading(page, 'Results for “southampton”');
  await eventually(async () => assert.deepEqual(await texts(page.locator('#hits-Club + ul li')), ['Southampton', 'Southampton Women']));
  await page.locator('#hits-Club + ul').getByRole('link', { name: 'Southampton Women' }).click();
  await heading(page, 'Southampton Women');
  assert.match(await page.locator('p.meta').first().innerText(), /women’s team/);
  await eventually(async () => assert.deepEqual((await texts(page.locator('table.ranking tbody th'))).sort(), ['Isla Reid', 'Megan Hale']));
  assert.deepEqual((await texts(page.locator('.net-label'))).map((n) => n.split(' ').pop()).sort(), ['Hale', 'Reid']);

  // The men's page ranks and draws men only.
  await page.goto(`${server}/explore/club/southampton`);
  await heading(page, 'Southampton');
  const men = await eventually(async () => {
    const names = await texts(page.locator('table.ranking tbody th'));
    assert.ok(names.length >= 3);
    return names;
  });
  assert.ok(!men.includes('Megan Hale') && !men.includes('Isla Reid'), `women in the men's ranking: ${men}`);
  const drawn = await page.locator('.net-node').evaluateAll((ns) => ns.map((n) => n.getAttribute('aria-label')));
  assert.ok(!drawn.includes('Megan Hale') && !drawn.includes('Isla Reid'), `women in the men's network: ${drawn}`);
  // Each match is between two sides of one kind.
  await openMatch(page, 'Southampton Women 2–0 Sunderland Women');
  assert.deepEqual((await texts(page.locator('.lineup.side-home li'))).sort(), ['Isla Reid', 'Megan Hale']);
  assert.deepEqual(await texts(page.locator('.lineup.side-away li')), ['Grace Boyd']);
  const category = await gql(server, '{ a: club(id: "club:southampton") { category } b: club(id: "club:southampton.women") { category } }');
  assert.deepEqual(category.data, { a: { category: 'MEN' }, b: { category: 'WOMEN' } });
});
