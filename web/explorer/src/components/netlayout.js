// The geometry of a pass network, apart from drawing it: where players sit
// (a force layout, run to rest from a fixed start, so the same links always
// give the same picture), how the view maps that layout onto the screen, the
// arrows in screen space, and where each name goes so that it never covers
// an arrowhead and crosses as few arrows and names as it can.
//
// Everything on screen has a fixed size in CSS pixels whatever the zoom:
// zooming spreads the players apart, it does not magnify them ("semantic
// zoom"), so a name reads the same on a phone as on a desktop.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';

export const nodeRadius = 13;
export const focusRadius = 18;
export const labelFont = 13; // px, on every screen
const labelHeight = 16; // the box a 13 px label takes, with a little air

// layoutWorld places the players of links in an abstract plane: the focus
// player (if any) in the middle, each side's players (sideOf: id -> 'home'
// | 'away' | '') drawn to its half.
export function layoutWorld(links, { focus = '', sideOf = () => '' } = {}) {
  const byID = new Map();
  for (const l of links) {
    byID.set(l.from.id, l.from);
    byID.set(l.to.id, l.to);
  }
  const nodes = [...byID.values()]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => ({ id: p.id, name: p.name, focus: p.id === focus, side: sideOf(p.id) }));
  for (const n of nodes) {
    if (n.focus) {
      n.fx = 0;
      n.fy = 0;
    }
  }
  const sided = nodes.some((n) => n.side);
  const edges = links.map((l) => ({ source: l.from.id, target: l.to.id, count: l.count, goals: l.goals ?? [] }));
  const sim = forceSimulation(nodes)
    .force('link', forceLink(edges).id((d) => d.id).distance(110).strength(0.4))
    .force('charge', forceManyBody().strength(-520))
    .force('collide', forceCollide(46))
    .force('x', forceX((d) => (d.side === 'home' ? -170 : d.side === 'away' ? 170 : 0)).strength(sided ? 0.12 : 0.05))
    .force('y', forceY(0).strength(0.08))
    .stop();
  for (let i = 0; i < 300; i++) sim.tick();
  return { nodes, edges };
}

// bounds returns the layout's extent.
export function bounds(nodes) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of nodes) {
    x0 = Math.min(x0, n.x);
    x1 = Math.max(x1, n.x);
    y0 = Math.min(y0, n.y);
    y1 = Math.max(y1, n.y);
  }
  if (!Number.isFinite(x0)) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return { x0, y0, x1, y1 };
}

// fitView returns the view {kx, ky, tx, ty} that shows the whole layout in
// a width x height box with room for names: the layout may be stretched one
// way up to 1.8 times the other, so a tall phone box and a wide desktop one
// are both filled.
export function fitView(nodes, width, height) {
  const b = bounds(nodes);
  const padX = 70; // room for a name beside the outermost players
  const padY = 34;
  const w = Math.max(b.x1 - b.x0, 1);
  const h = Math.max(b.y1 - b.y0, 1);
  let kx = Math.max(width - 2 * padX, 40) / w;
  let ky = Math.max(height - 2 * padY, 40) / h;
  const most = 1.8;
  if (kx > ky * most) kx = ky * most;
  if (ky > kx * most) ky = kx * most;
  kx = Math.min(kx, 2);
  ky = Math.min(ky, 2);
  return {
    kx,
    ky,
    tx: width / 2 - ((b.x0 + b.x1) / 2) * kx,
    ty: height / 2 - ((b.y0 + b.y1) / 2) * ky,
  };
}

// zoomAt scales view by factor about the screen point (px, py).
export function zoomAt(view, factor, px, py) {
  return {
    kx: view.kx * factor,
    ky: view.ky * factor,
    tx: px - (px - view.tx) * factor,
    ty: py - (py - view.ty) * factor,
  };
}

// clampView keeps some of the network on screen however far it is panned,
// and the zoom between the fitted view and ten times it.
export function clampView(view, fit, nodes, width, height) {
  let { kx, ky, tx, ty } = view;
  const z = Math.min(Math.max(kx / fit.kx, 1), 10);
  if (z !== kx / fit.kx) {
    const f = z / (kx / fit.kx);
    ({ kx, ky, tx, ty } = zoomAt(view, f, width / 2, height / 2));
  }
  const b = bounds(nodes);
  const margin = 60;
  const minX = b.x0 * kx + tx;
  const maxX = b.x1 * kx + tx;
  const minY = b.y0 * ky + ty;
  const maxY = b.y1 * ky + ty;
  if (maxX < margin) tx += margin - maxX;
  if (minX > width - margin) tx -= minX - (width - margin);
  if (maxY < margin) ty += margin - maxY;
  if (minY > height - margin) ty -= minY - (height - margin);
  return { kx, ky, tx, ty };
}

// place puts each node on the screen under view.
export function place(nodes, view) {
  return nodes.map((n) => ({ ...n, sx: n.x * view.kx + view.tx, sy: n.y * view.ky + view.ty }));
}

const r1 = (v) => Math.round(v * 10) / 10;

// arrows draws each edge from the rim of one player to the rim of the
// other, curved when the reverse edge exists too, with its arrowhead as a
// triangle of its own: width(count) is the stroke width.
export function arrows(edges, at, width) {
  const pairs = new Set(edges.map((e) => `${e.source.id}>${e.target.id}`));
  return edges.map((e) => {
    const s = at.get(e.source.id);
    const t = at.get(e.target.id);
    const w = width(e.count);
    const curved = pairs.has(`${e.target.id}>${e.source.id}`);
    const dx = t.sx - s.sx;
    const dy = t.sy - s.sy;
    const len = Math.hypot(dx, dy) || 1;
    const bend = curved ? Math.min(26, len / 4) : 0;
    const cx = (s.sx + t.sx) / 2 - (dy / len) * bend;
    const cy = (s.sy + t.sy) / 2 + (dx / len) * bend;
    const rs = s.focus ? focusRadius : nodeRadius;
    const rt = (t.focus ? focusRadius : nodeRadius) + 1.5;
    const ls = Math.hypot(cx - s.sx, cy - s.sy) || 1;
    const lt = Math.hypot(t.sx - cx, t.sy - cy) || 1;
    const x0 = s.sx + ((cx - s.sx) / ls) * rs;
    const y0 = s.sy + ((cy - s.sy) / ls) * rs;
    // The tip on the receiver's rim, and the direction the arrow arrives in.
    const ux = (t.sx - cx) / lt;
    const uy = (t.sy - cy) / lt;
    const tipX = t.sx - ux * rt;
    const tipY = t.sy - uy * rt;
    const head = 7 + 1.4 * w;
    const half = 3.5 + 0.8 * w;
    const baseX = tipX - ux * head;
    const baseY = tipY - uy * head;
    const tri = [
      [tipX, tipY],
      [baseX - uy * half, baseY + ux * half],
      [baseX + uy * half, baseY - ux * half],
    ];
    // The line stops inside the head, so its end does not show past the tip.
    const endX = tipX - ux * head * 0.6;
    const endY = tipY - uy * head * 0.6;
    const d = `M${r1(x0)},${r1(y0)} Q${r1(cx)},${r1(cy)} ${r1(endX)},${r1(endY)}`;
    const samples = [];
    for (let i = 0; i <= 10; i++) {
      const u = i / 10;
      samples.push([
        (1 - u) * (1 - u) * x0 + 2 * (1 - u) * u * cx + u * u * endX,
        (1 - u) * (1 - u) * y0 + 2 * (1 - u) * u * cy + u * u * endY,
      ]);
    }
    return {
      edge: e,
      d,
      head: `M${tri.map((p) => `${r1(p[0])},${r1(p[1])}`).join(' L')} Z`,
      tri,
      samples,
      mx: r1(0.25 * x0 + 0.5 * cx + 0.25 * endX),
      my: r1(0.25 * y0 + 0.5 * cy + 0.25 * endY),
      width: w,
    };
  });
}

// The places a name may take around its player, best first: under, over,
// beside, then the diagonals; each further out in rings when all nearer
// places are taken.
const spots = [
  [0, 1, 0],
  [0, -1, 1],
  [1, 0, 2],
  [-1, 0, 2],
  [1, 1, 3],
  [-1, 1, 3],
  [1, -1, 3],
  [-1, -1, 3],
];

function boxAt(n, w, dir, ring) {
  const r = (n.focus ? focusRadius : nodeRadius) + 3 + ring * 14;
  const [ux, uy] = dir;
  const cx = n.sx + ux * (r + (ux !== 0 ? w / 2 + 2 : 0)) * (uy !== 0 && ux !== 0 ? 0.8 : 1);
  const cy = n.sy + uy * (r + labelHeight / 2) * (uy !== 0 && ux !== 0 ? 0.85 : 1);
  return { x: cx - w / 2, y: cy - labelHeight / 2, w, h: labelHeight, cx, cy };
}

function overlap(a, b) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

// triangleHitsBox tells whether a triangle and a box overlap (separating axes).
export function triangleHitsBox(tri, box) {
  const xs = tri.map((p) => p[0]);
  const ys = tri.map((p) => p[1]);
  if (Math.max(...xs) <= box.x || Math.min(...xs) >= box.x + box.w) return false;
  if (Math.max(...ys) <= box.y || Math.min(...ys) >= box.y + box.h) return false;
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ];
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = tri[i];
    const [bx, by] = tri[(i + 1) % 3];
    const nx = by - ay;
    const ny = ax - bx;
    const dots = (pts) => pts.map(([x, y]) => x * nx + y * ny);
    const t = dots(tri);
    const c = dots(corners);
    if (Math.max(...t) <= Math.min(...c) || Math.min(...t) >= Math.max(...c)) return false;
  }
  return true;
}

function segmentHitsBox([x0, y0], [x1, y1], b) {
  // Liang-Barsky clipping: does any part of the segment fall in the box?
  let t0 = 0;
  let t1 = 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  for (const [p, q] of [
    [-dx, x0 - b.x],
    [dx, b.x + b.w - x0],
    [-dy, y0 - b.y],
    [dy, b.y + b.h - y0],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

function curveHitsBox(samples, box) {
  for (let i = 1; i < samples.length; i++) {
    if (segmentHitsBox(samples[i - 1], samples[i], box)) return true;
  }
  return false;
}

// placeLabels chooses where each player's name goes: never on an arrowhead,
// and, as far as it can, on no other name, player or arrow and inside the
// box. widthOf(text) measures a name at labelFont. It returns a map from
// player ID to {x, y, box} (x, y: the name's centre).
export function placeLabels(placed, drawn, labelOf, widthOf, width, height) {
  const heads = drawn.map((a) => a.tri);
  const taken = [];
  const out = new Map();
  const degree = new Map();
  for (const a of drawn) {
    for (const id of [a.edge.source.id, a.edge.target.id]) degree.set(id, (degree.get(id) ?? 0) + 1);
  }
  const order = [...placed].sort((a, b) =>
    Number(b.focus) - Number(a.focus) || (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) || (a.id < b.id ? -1 : 1));
  for (const n of order) {
    const w = widthOf(labelOf(n)) + 4;
    let best = null;
    for (let ring = 0; ring < 4 && !(best && best.cost < 1e5); ring++) {
      for (const [ux, uy, rank] of spots) {
        const box = boxAt(n, w, [ux, uy], ring);
        let cost = rank * 4 + ring * 60;
        for (const tri of heads) if (triangleHitsBox(tri, box)) cost += 1e6;
        for (const m of placed) {
          if (m.id === n.id) continue;
          const r = (m.focus ? focusRadius : nodeRadius) + 2;
          if (overlap(box, { x: m.sx - r, y: m.sy - r, w: 2 * r, h: 2 * r }) > 0) cost += 2e4;
        }
        for (const t of taken) cost += overlap(box, t) > 0 ? 1e4 + overlap(box, t) * 10 : 0;
        for (const a of drawn) if (curveHitsBox(a.samples, box)) cost += 250;
        if (box.x < 2 || box.y < 2 || box.x + box.w > width - 2 || box.y + box.h > height - 2) cost += 400;
        if (!best || cost < best.cost) best = { cost, box };
      }
    }
    taken.push(best.box);
    out.set(n.id, { x: r1(best.box.cx), y: r1(best.box.cy), box: best.box });
  }
  return out;
}

// Name particles that belong with a surname ("van Dijk", "De Bruyne").
const particles = new Set(['van', 'von', 'de', 'da', 'di', 'do', 'dos', 'das', 'del', 'der', 'den', 'le', 'la', 'ter', 'ten', 'el', 'al', 'bin', 'ben', 'mac', 'st']);

// surname is the part of a name a match graphic shows: "Reyes", "van Dijk".
export function surname(name) {
  const words = name.trim().split(/\s+/);
  if (words.length <= 1) return name;
  let i = words.length - 1;
  while (i > 1 && particles.has(words[i - 1].toLowerCase())) i--;
  if (i === 1 && particles.has(words[0].toLowerCase())) i = 0;
  return words.slice(i).join(' ');
}

// tabBand is the height of a row of players, in pixels of the fitted view,
// for the order Tab visits them in.
export const tabBand = 36;

// readingOrder sorts players as they sit on the screen (sx, sy): top to
// bottom in rows tabBand high, left to right within a row, the order Tab
// visits them in.
export function readingOrder(nodes) {
  return [...nodes].sort((a, b) => {
    // By the pixel a player is drawn at, so the order is the one a reader sees.
    const ra = Math.round(Math.round(a.sy) / tabBand);
    const rb = Math.round(Math.round(b.sy) / tabBand);
    return ra - rb || Math.round(a.sx) - Math.round(b.sx) || (a.id < b.id ? -1 : 1);
  });
}
