// What every browser test shares: the pitchgraph server under test, Debian's
// chromium driven by playwright-core, a guard that fails the test on any
// request to another host, and screenshots of the page when a test fails.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
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

// The repository root (scripts/e2e says; else two levels up).
export const repoRoot = process.env.E2E_ROOT ?? path.resolve(here, '..', '..');

// The sizes every test of the issue-12 suite runs at: a laptop and a phone.
export const desktop = { width: 1280, height: 900 };
export const phone = { width: 390, height: 844 };

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
export async function openContext(viewport, { hosts = [], touch = false } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const foreign = [];
  const allowed = new Set([serverHost, ...hosts]);
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (!allowed.has(url.host)) {
      foreign.push(url.href);
      return route.abort('blockedbyclient');
    }
    return route.continue();
  });
  await context.routeWebSocket((url) => !allowed.has(url.host), (ws) => {
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
    const hosts = opts.servers?.map((s) => s.host) ?? [];
    const viewport = opts.viewport ?? { width: 1100, height: 900 };
    const { context, foreign } = await openContext(viewport, { hosts, touch: viewport.width < 600 });
    const pages = [];
    const newPage = async () => {
      const p = await context.newPage();
      p.setDefaultTimeout(10_000);
      pages.push(p);
      return p;
    };
    try {
      const page = await newPage();
      await body(t, { page, newPage, context });
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

// atBothSizes runs body as two tests, at desktop and at phone size (the
// phone with touch); body gets {page, size, phone: bool, ...}.
export function atBothSizes(name, opts, body) {
  if (typeof opts === 'function') {
    body = opts;
    opts = {};
  }
  for (const [size, viewport] of [['desktop 1280×900', desktop], ['phone 390×844', phone]]) {
    browserTest(`${name} (${size})`, { ...opts, viewport }, (t, ctx) =>
      body(t, { ...ctx, size, phone: viewport === phone }));
  }
}

// freePort asks the system for a port nobody listens on.
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// startServer runs a pitchgraph of its own (the binary scripts/e2e built)
// on a fresh embedded store, loading the given directories, until the test
// file ends. It returns {url, host, stop(), start()}: stop kills it, start
// runs it again on the same port and store.
export async function startServer({ load = [], args = [], env = {} } = {}) {
  const bin = process.env.PITCHGRAPH_BIN;
  if (!bin) throw new Error('PITCHGRAPH_BIN is not set: run the browser tests with scripts/e2e');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pitchgraph-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let log = '';
  const srv = {
    url,
    host: `127.0.0.1:${port}`,
    async start() {
      log = '';
      child = spawn(bin, ['serve', '--addr', `127.0.0.1:${port}`, '--data', path.join(dir, 'data'),
        ...load.flatMap((d) => ['--load', d]), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr.on('data', (b) => { log += b; });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
        if (ok) return;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`pitchgraph serve on ${url} did not become ready:\n${log}`);
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    log: () => log,
  };
  await srv.start();
  after(async () => {
    await srv.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return srv;
}

// gql asks a server's GraphQL API directly (not through a page).
export async function gql(base, query, variables = {}, headers = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}
