// What every browser test shares: the pitchgraph server under test, Debian's
// chromium driven by playwright-core, a guard that fails the test on any
// request to another host, and screenshots of the page when a test fails.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const reportsDir = path.join(here, 'reports');
export const ingestDir = path.join(here, 'ingest');
const artifacts = path.join(here, 'artifacts');

// The server scripts/e2e started, loaded with the reports in web/e2e/reports.
export const server = process.env.PITCHGRAPH_URL ?? '';
if (!server) {
  throw new Error('PITCHGRAPH_URL is not set: run the browser tests with scripts/e2e');
}
const serverHost = new URL(server).host;

// Where README screenshots go when E2E_SCREENSHOTS names a directory.
export const screenshotDir = process.env.E2E_SCREENSHOTS
  ? path.resolve(here, '..', '..', process.env.E2E_SCREENSHOTS)
  : '';

let browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

after(async () => {
  await browser?.close();
});

// openContext gives a fresh browser profile whose every request and
// WebSocket outside the server is blocked and recorded in foreign, as are
// script errors.
export async function openContext(viewport) {
  const context = await browser.newContext({ viewport });
  const foreign = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host !== serverHost) {
      foreign.push(url.href);
      return route.abort('blockedbyclient');
    }
    return route.continue();
  });
  await context.routeWebSocket((url) => url.host !== serverHost, (ws) => {
    foreign.push(ws.url());
    ws.close({ code: 1008, reason: 'blocked by the e2e tests' });
  });
  context.on('weberror', (err) => foreign.push(`script error: ${err.error().message}`));
  return { context, foreign };
}

// browserTest runs body(t, {page, newPage}) with a page in a fresh context at
// desktop size (or opts.viewport). It fails when the page reached any host but
// the server or threw a script error, and saves a screenshot of every page it
// opened to web/e2e/artifacts when it fails.
export function browserTest(name, opts, body) {
  if (typeof opts === 'function') {
    body = opts;
    opts = {};
  }
  test(name, async (t) => {
    const { context, foreign } = await openContext(opts.viewport ?? { width: 1100, height: 900 });
    const pages = [];
    const newPage = async () => {
      const p = await context.newPage();
      p.setDefaultTimeout(10_000);
      pages.push(p);
      return p;
    };
    try {
      const page = await newPage();
      await body(t, { page, newPage });
      assert.deepEqual(foreign, [], 'the page reached a host other than the server, or a script failed');
    } catch (err) {
      await mkdir(artifacts, { recursive: true });
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60);
      for (const [i, p] of pages.entries()) {
        const file = path.join(artifacts, `${slug}-${i + 1}.png`);
        await p.screenshot({ path: file, fullPage: true }).catch(() => {});
        t.diagnostic(`screenshot of ${p.url()}: ${path.relative(process.cwd(), file)}`);
      }
      throw err;
    } finally {
      await context.close();
    }
  });
}

// texts returns the trimmed text of every element locator matches, as shown
// (SVG elements have no innerText: their text content then).
export async function texts(locator) {
  const all = await locator.evaluateAll((els) => els.map((e) => e.innerText ?? e.textContent));
  return all.map((s) => s.replace(/\s+/g, ' ').trim());
}

// eventually retries check until it stops throwing or timeout ms have passed;
// pages render after their data arrives.
export async function eventually(check, timeout = 8000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// heading waits for the page's h1 to read want.
export async function heading(page, want) {
  await eventually(async () => assert.equal((await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim(), want));
}
