// The guard every browser test runs under: a page may talk to the server and
// nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, openContext, server } from './browser.mjs';

test('requests to other hosts are blocked and recorded', async () => {
  const { context, foreign } = await openContext({ width: 800, height: 600 });
  try {
    const page = await context.newPage();
    await page.goto(`${server}/explore`);
    // 192.0.2.0/24 is reserved for documentation: nothing answers there.
    const fetched = await page.evaluate(() => fetch('http://192.0.2.7/font.woff2').then(() => 'loaded', () => 'blocked'));
    assert.equal(fetched, 'blocked');
    const closed = await page.evaluate(() => new Promise((resolve) => {
      const ws = new WebSocket('ws://192.0.2.7/live');
      ws.onclose = (e) => resolve(e.code);
    }));
    assert.equal(closed, 1008);
    // A script error counts too.
    await page.evaluate(() => setTimeout(() => { throw new Error('boom'); }));
    await eventually(async () =>
      assert.deepEqual(foreign, ['http://192.0.2.7/font.woff2', 'ws://192.0.2.7/live', 'script error: boom']));
  } finally {
    await context.close();
  }
});
