// 4. The pass network, readable on a phone and on a desktop: measured from
// the rendered SVG on the densest networks of a server loaded with every
// report in the repository (and ../shared/corpus/dev when it is there).
// Names keep one on-screen size whatever the network and the screen; no
// name lies on an arrowhead; zoom (buttons, pinch) and pan (drag) spread
// the players apart; both sides have their colour and a key; a goal picked
// lights its passes; Tab visits players in reading order.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { atBothSizes, eventually, gql, heading, repoRoot, screenshotDir, startServer } from './browser.mjs';

const dirs = ['examples/reports', 'extractor/testdata', 'extractor/testdata/eval', 'extractor/testdata/styles', 'web/e2e/reports']
  .map((d) => path.join(repoRoot, d));
const corpus = path.join(repoRoot, '..', 'shared', 'corpus', 'dev');
if (existsSync(corpus)) dirs.push(corpus);
const dense = await startServer({ load: dirs });

// The networks to measure: the three clubs and the match whose networks
// draw the most players.
async function densest() {
  const clubs = [];
  let after = null;
  for (;;) {
    const d = await gql(dense.url, 'query($a: String) { clubs(first: 100, after: $a) { pageInfo { hasNextPage endCursor } edges { node { id } } } }', { a: after });
    clubs.push(...d.data.clubs.edges.map((e) => e.node.id));
    if (!d.data.clubs.pageInfo.hasNextPage) break;
    after = d.data.clubs.pageInfo.endCursor;
  }
  const size = async (where, first) => {
    const d = await gql(dense.url, `query($w: PassLinkWhere) { passLinks(where: $w, first: ${first}) { from { id } to { id } } }`, { w: where });
    return new Set(d.data.passLinks.flatMap((l) => [l.from.id, l.to.id])).size;
  };
  const bySize = [];
  for (const c of clubs) bySize.push({ id: c, players: await size({ club: c }, 40) });
  bySize.sort((a, b) => b.players - a.players || (a.id < b.id ? -1 : 1));
  const matches = await gql(dense.url, '{ matches(first: 100) { edges { node { id } } } }');
  const byMatch = [];
  for (const e of matches.data.matches.edges) byMatch.push({ id: e.node.id, players: await size({ match: e.node.id }, 60) });
  byMatch.sort((a, b) => b.players - a.players || (a.id < b.id ? -1 : 1));
  return { clubs: bySize.slice(0, 3), match: byMatch[0] };
}
const networks = await densest();

// measure reads the drawn network: each name's box and font size, each
// arrowhead's triangle, each node's centre, in page pixels.
async function measure(page) {
  return page.locator('figure.network svg').first().evaluate((svg) => {
    const r = svg.getBoundingClientRect();
    const labels = [...svg.querySelectorAll('.net-label')].map((t) => {
      const b = t.getBoundingClientRect();
      return { text: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height, font: getComputedStyle(t).fontSize };
    });
    const heads = [...svg.querySelectorAll('.net-arrowhead')].map((p) => {
      const nums = p.getAttribute('d').match(/-?\d+(\.\d+)?/g).map(Number);
      return [[nums[0] + r.x, nums[1] + r.y], [nums[2] + r.x, nums[3] + r.y], [nums[4] + r.x, nums[5] + r.y]];
    });
    const nodes = [...svg.querySelectorAll('.net-node')].map((a) => {
      const c = a.querySelector('circle');
      return { id: a.dataset.id, x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')), side: a.getAttribute('class') };
    });
    const lines = [...svg.querySelectorAll('.net-line')].map((p) => {
      const pts = [];
      const n = p.getTotalLength();
      for (let i = 0; i <= 20; i++) {
        const q = p.getPointAtLength((n * i) / 20);
        pts.push([q.x + r.x, q.y + r.y]);
      }
      return pts;
    });
    return { labels, heads, nodes, lines, zoom: Number(svg.closest('figure').dataset.zoom) };
  });
}

// triangleHitsBox: do a triangle and a box overlap (separating axes)?
function triangleHitsBox(tri, b) {
  const xs = tri.map((p) => p[0]);
  const ys = tri.map((p) => p[1]);
  if (Math.max(...xs) <= b.x || Math.min(...xs) >= b.x + b.w || Math.max(...ys) <= b.y || Math.min(...ys) >= b.y + b.h) return false;
  const corners = [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]];
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = tri[i];
    const [bx, by] = tri[(i + 1) % 3];
    const [nx, ny] = [by - ay, ax - bx];
    const t = tri.map(([x, y]) => x * nx + y * ny);
    const c = corners.map(([x, y]) => x * nx + y * ny);
    if (Math.max(...t) <= Math.min(...c) || Math.min(...t) >= Math.max(...c)) return false;
  }
  return true;
}

function boxesOverlap(a, b) {
  return Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
}

function inBox([x, y], b) {
  return x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;
}

// readable checks what a fan sees and returns the figures.
function readable(m, what) {
  assert.ok(m.labels.length >= 3, `${what}: ${m.labels.length} names drawn`);
  for (const l of m.labels) assert.equal(l.font, '13px', `${what}: "${l.text}" is ${l.font}, not 13px`);
  const heights = m.labels.map((l) => l.h);
  const onHead = [];
  for (const l of m.labels) for (const h of m.heads) if (triangleHitsBox(h, l)) onHead.push(l.text);
  assert.deepEqual(onHead, [], `${what}: names over arrowheads`);
  let crossed = 0;
  for (const l of m.labels) if (m.lines.some((pts) => pts.some((p) => inBox(p, l)))) crossed++;
  let overlapping = 0;
  for (let i = 0; i < m.labels.length; i++) {
    for (let j = i + 1; j < m.labels.length; j++) if (boxesOverlap(m.labels[i], m.labels[j])) overlapping++;
  }
  for (const n of m.nodes) assert.ok(n.r === 13 || n.r === 18, `${what}: node radius ${n.r}`);
  return { names: m.labels.length, minH: Math.min(...heights), maxH: Math.max(...heights), crossed, overlapping };
}

atBothSizes('4. the densest networks keep names at one size and off every arrowhead', { servers: [dense] }, async (t, { page, phone, size }) => {
  const figures = [];
  for (const c of networks.clubs) {
    await page.goto(`${dense.url}/explore/club/${c.id.slice('club:'.length)}`);
    await eventually(async () => assert.equal(await page.locator('.net-node').count(), c.players));
    figures.push({ network: c.id, ...readable(await measure(page), c.id) });
    if (screenshotDir && !phone && c === networks.clubs[0]) {
      await page.locator('#network-heading').scrollIntoViewIfNeeded();
      const top = await page.locator('#network-heading').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
      const bottom = await page.locator('figure.network figcaption').evaluate((f) => f.getBoundingClientRect().bottom + window.scrollY);
      await page.screenshot({ path: path.join(screenshotDir, 'pass-network.png'), fullPage: true, clip: { x: 0, y: top - 12, width: 1280, height: bottom - top + 24 } });
    }
  }
  const m = networks.match;
  await page.goto(`${dense.url}/explore/match/${m.id.slice('match:'.length)}`);
  await eventually(async () => assert.equal(await page.locator('.net-node').count(), m.players));
  figures.push({ network: m.id, ...readable(await measure(page), m.id) });
  // One size for every name, in every network: at most a pixel apart.
  const hs = figures.flatMap((f) => [f.minH, f.maxH]);
  assert.ok(Math.max(...hs) - Math.min(...hs) <= 1, `name heights range ${Math.min(...hs)}–${Math.max(...hs)} px`);
  assert.ok(Math.min(...hs) >= 14 && Math.max(...hs) <= 19, `name height ${Math.min(...hs)} px, want that of 13 px text`);
  for (const f of figures) {
    t.diagnostic(`${size} ${f.network}: ${f.names} names ${f.minH.toFixed(1)}–${f.maxH.toFixed(1)} px high, 0 over arrowheads, ${f.crossed} crossed by an arrow, ${f.overlapping} pairs of names touching`);
  }
});

atBothSizes('4. the network zooms and pans (buttons, drag, pinch) without growing its names', { servers: [dense] }, async (t, { page, phone }) => {
  const c = networks.clubs[0];
  await page.goto(`${dense.url}/explore/club/${c.id.slice('club:'.length)}`);
  await eventually(async () => assert.equal(await page.locator('.net-node').count(), c.players));
  const before = await measure(page);
  assert.equal(before.zoom, 1);
  const spread = (m) => {
    const xs = m.nodes.map((n) => n.x);
    const ys = m.nodes.map((n) => n.y);
    return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  };
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = await eventually(async () => {
    const m = await measure(page);
    assert.equal(m.zoom, 1.6);
    return m;
  });
  assert.ok(Math.abs(spread(zoomed) / spread(before) - 1.6) < 0.05, `players spread ${spread(zoomed) / spread(before)} times, want 1.6`);
  readable(zoomed, 'zoomed in');
  assert.deepEqual(zoomed.labels.map((l) => Math.round(l.h)), before.labels.map((l) => Math.round(l.h)), 'names grew with the zoom');

  // Drag to pan: every player moves by the drag.
  const svg = page.locator('figure.network svg').first();
  const box = await svg.boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const dragged = async () => {
    const m = await measure(page);
    return m.nodes[0];
  };
  const n0 = await dragged();
  if (phone) {
    // One finger drags, two fingers pinch, as on a phone's screen.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [[cx - 10 * i, cy - 5 * i]]);
    await touch('touchEnd', []);
    const n1 = await dragged();
    assert.ok(Math.abs(n1.x - n0.x + 60) < 3 && Math.abs(n1.y - n0.y + 30) < 3, `a one-finger drag moved a player by ${n1.x - n0.x}, ${n1.y - n0.y}; want -60, -30`);
    const z0 = (await measure(page)).zoom;
    await touch('touchStart', [[cx - 20, cy], [cx + 20, cy]]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [[cx - 20 - 8 * i, cy], [cx + 20 + 8 * i, cy]]);
    await touch('touchEnd', []);
    const pinched = await measure(page);
    assert.ok(pinched.zoom > z0 * 1.8, `a pinch from 40 to 168 px apart took the zoom from ${z0} to ${pinched.zoom}`);
    readable(pinched, 'pinched');
  } else {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(cx - 10 * i, cy - 5 * i);
    await page.mouse.up();
    const n1 = await dragged();
    assert.ok(Math.abs(n1.x - n0.x + 60) < 3 && Math.abs(n1.y - n0.y + 30) < 3, `a drag moved a player by ${n1.x - n0.x}, ${n1.y - n0.y}; want -60, -30`);
    // A drag that ends on a player does not open their page.
    assert.match(page.url(), /\/explore\/club\//);
  }
  await page.getByRole('button', { name: 'Fit' }).click();
  await eventually(async () => assert.equal((await measure(page)).zoom, 1));
});

atBothSizes('4. a match network has both sides’ colours, a key, and lights up the build-up of a goal', { servers: [dense] }, async (t, { page }) => {
  const m = networks.match;
  await page.goto(`${dense.url}/explore/match/${m.id.slice('match:'.length)}`);
  await eventually(async () => assert.equal(await page.locator('.net-node').count(), m.players));
  const info = await gql(dense.url, 'query($id: ID!) { match(id: $id) { home { name } away { name } goals { id club { id } chain { order } } home { id } } }', { id: m.id });
  const match = info.data.match;
  assert.deepEqual(await page.locator('.net-key li').allInnerTexts(), [match.home.name, match.away.name]);
  const classes = await page.locator('.net-node').evaluateAll((ns) => ns.map((n) => n.getAttribute('class')));
  assert.ok(classes.every((c) => /side-(home|away)/.test(c)), `players with no side colour: ${classes}`);
  assert.ok(classes.some((c) => c.includes('side-home')) && classes.some((c) => c.includes('side-away')), 'one colour for both sides');
  assert.match(await page.locator('figure.network figcaption').innerText(), /not every pass/);

  // Pick the goal with the longest build-up: its passes are lit, the rest fade.
  const goal = [...match.goals].sort((a, b) => b.chain.length - a.chain.length)[0];
  await page.locator('.net-pick select').selectOption(goal.id);
  const edges = page.locator('.net-edge');
  await eventually(async () => assert.ok(await page.locator('.net-edge.lit').count() > 0));
  for (const e of await edges.all()) {
    const goals = (await e.getAttribute('data-goals')).split(' ');
    const lit = (await e.getAttribute('class')).includes('lit');
    assert.equal(lit, goals.includes(goal.id), `edge ${await e.getAttribute('data-from')} → ${await e.getAttribute('data-to')}`);
    const opacity = Number(await e.evaluate((el) => getComputedStyle(el).opacity));
    assert.ok(lit ? opacity === 1 : opacity < 0.5, `edge opacity ${opacity} (lit ${lit})`);
    const side = goal.club.id === match.home.id ? 'side-home' : 'side-away';
    if (lit) assert.match(await e.getAttribute('class'), new RegExp(side));
  }
  // The table gives the same passes.
  assert.equal(await page.locator('.net-table tbody tr').count(), await edges.count());
});

atBothSizes('4. Tab visits the players of a network in reading order', { servers: [dense] }, async (t, { page }) => {
  const c = networks.clubs[0];
  await page.goto(`${dense.url}/explore/club/${c.id.slice('club:'.length)}`);
  await eventually(async () => assert.equal(await page.locator('.net-node').count(), c.players));
  const { nodes } = await measure(page);
  const band = 36;
  const reading = [...nodes].sort((a, b) => Math.round(a.y / band) - Math.round(b.y / band) || a.x - b.x);
  assert.deepEqual(nodes.map((n) => n.id), reading.map((n) => n.id), 'the players are not in reading order');
  // From the Fit button, Tab reaches the first player in reading order.
  await page.getByRole('button', { name: 'Zoom in' }).focus();
  let focused = '';
  for (let i = 0; i < 6 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.closest('.net-node')?.dataset.id ?? '');
  }
  assert.equal(focused, reading[0].id);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.closest('.net-node')?.dataset.id), reading[1].id);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/explore\/player\//);
  await heading(page, await page.locator('h1').innerText());
});
