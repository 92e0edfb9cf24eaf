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
