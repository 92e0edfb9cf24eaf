// The GraphiQL playground at / in a real browser.
import assert from 'node:assert/strict';
import { browserTest, eventually, server } from './browser.mjs';

browserTest('the playground at / loads and runs a query', async (t, { page }) => {
  await page.goto(`${server}/`);
  const run = page.locator('.graphiql-execute-button');
  await run.waitFor();
  // Its own example query first, then one of ours.
  await run.click();
  const result = page.locator('.result-window');
  await eventually(async () => assert.match(await result.innerText(), /Southampton/));

  await page.locator('.graphiql-query-editor .CodeMirror').evaluate((el) => {
    el.CodeMirror.setValue('{ player(name: "Okafor") { name goalCount passedTo { to { name } count } } }');
  });
  await run.click();
  // The result pane is an editor too; its text, without the fold markers.
  const resultText = () => result.locator('.CodeMirror').evaluate((el) => el.CodeMirror.getValue());
  await eventually(async () => {
    const json = JSON.parse(await resultText());
    assert.deepEqual(json, {
      data: { player: { name: 'Lewis Okafor', goalCount: 1, passedTo: [{ to: { name: 'Daniel Reyes' }, count: 4 }] } },
    });
  });
});

browserTest('the playground links back to the explorer and is usable on a phone', { viewport: { width: 390, height: 844 } }, async (t, { page }) => {
  await page.goto(`${server}/`);
  const run = page.locator('.graphiql-execute-button');
  await run.waitFor();
  const back = page.getByRole('link', { name: 'Explorer' });
  assert.ok(await back.isVisible(), 'no link back to the explorer');
  // The query editor and the result stack, each wide enough to read.
  await run.click();
  const result = page.locator('.result-window');
  // The editor draws only the lines in view: the top of the answer.
  await eventually(async () => assert.match(await result.innerText(), /"totalCount": \d+/));
  for (const pane of [page.locator('.graphiql-query-editor'), page.locator('.graphiql-response')]) {
    const box = await pane.boundingBox();
    assert.ok(box.width >= 250, `a pane ${box.width}px wide on a 390px screen`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the playground is ${overflow}px wider than the screen`);
  await back.click();
  await page.waitForURL(/\/explore$/);
  await eventually(async () => assert.equal(await page.locator('h1').innerText(), 'Matches'));
});
