// 8. Errors recover and read as sentences: a page that failed while the
// server was down shows its content once the server is back, without a
// reload; the API's own wording ("malformed cursor", a lower-case
// credentials message) never reaches the page; loading shows skeletons
// that keep the layout still.
import assert from 'node:assert/strict';
import path from 'node:path';
import { atBothSizes, eventually, heading, reportsDir, server, startServer } from './browser.mjs';

const own = await startServer({ load: [path.resolve(reportsDir)] });

atBothSizes('8. a page that failed while the server was down recovers when it returns', { servers: [own] }, async (t, { page }) => {
  await page.goto(`${own.url}/explore`);
  await heading(page, 'Matches');
  await page.locator('[data-live="connected"]').waitFor();
  const link = page.getByRole('link', { name: /^Southampton 3–1 Sunderland/ });
  await link.waitFor();
  // A mark that a reload would wipe.
  await page.evaluate(() => { window.notReloaded = true; });

  await own.stop();
  await eventually(async () => assert.notEqual(await page.locator('.live-status').getAttribute('data-live'), 'connected'));
  await link.click();
  const failure = page.locator('.failure');
  await eventually(async () => assert.ok(await failure.isVisible()));
  const said = await failure.innerText();
  assert.match(said, /^The server cannot be reached\. The explorer keeps trying/);
  assert.match(said, /Trying again…/);
  assert.doesNotMatch(said, /fetch|network error|TypeError/i);

  await own.start();
  await heading(page, 'Southampton 3–1 Sunderland');
  await eventually(async () => assert.equal(await page.locator('ol.goals > li.goal').count(), 4), 20_000);
  await eventually(async () => assert.equal(await page.locator('.live-status').getAttribute('data-live'), 'connected'), 20_000);
  assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was reloaded');
  assert.equal(await failure.count(), 0, 'the error stayed on the page');
});

atBothSizes('8. the API’s errors read as sentences, with a way on', async (t, { page }) => {
  await page.goto(`${server}/explore?after=garbage`);
  const failure = page.locator('.failure');
  await eventually(async () => assert.ok(await failure.isVisible()));
  const said = await failure.innerText();
  assert.match(said, /^This page link is out of date or broken/);
  assert.doesNotMatch(said, /malformed|cursor|"garbage"/);
  await page.getByRole('link', { name: 'Start from the first page' }).click();
  await eventually(async () => assert.match(await page.locator('p.range').innerText(), /^Matches 1–/));
});

atBothSizes('8. pages load behind skeletons that keep the layout still', async (t, { page }) => {
  // Slow answers, so the skeleton is on screen for a while.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(`${server}/explore`);
  await heading(page, 'Matches');
  await page.getByRole('link', { name: /^Southampton 3–1 Sunderland/ }).waitFor();
  await page.evaluate(() => {
    window.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts += e.value;
    }).observe({ type: 'layout-shift' });
  });
  await page.getByRole('link', { name: /^Southampton 3–1 Sunderland/ }).click();
  await eventually(async () => assert.ok(await page.locator('.skeleton').first().isVisible()));
  await heading(page, 'Southampton 3–1 Sunderland');
  await eventually(async () => assert.equal(await page.locator('ol.goals > li.goal').count(), 4));
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => window.shifts);
  t.diagnostic(`layout shift while the match page loaded: ${shifts.toFixed(3)}`);
  assert.ok(shifts < 0.1, `layout shift ${shifts}, want under 0.1 (a "good" CLS)`);
});
