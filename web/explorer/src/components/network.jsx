// A pass network: players as nodes, an arrow from passer to receiver for each
// pass link, thicker the more often the pass happened, coloured by the side
// whose goals it led to. Names and nodes keep one size on every screen;
// zoom (buttons, Ctrl + wheel, pinch) and pan (drag) spread the players
// apart instead. Picking a goal lights up the passes of its build-up. Every
// node is a link to that player's page, reached with Tab in reading order;
// the same links are in a table underneath.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hrefFor } from '../router.js';
import { minute, plural } from '../format.js';
import {
  arrows, clampView, fitView, focusRadius, labelFont, layoutWorld, nodeRadius, place, placeLabels, readingOrder,
  surname, zoomAt,
} from './netlayout.js';

let networks = 0;

// measurer returns a function that measures text at the label font.
function measurer() {
  const ctx = document.createElement('canvas').getContext('2d');
  const family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  const cache = new Map();
  return (text, bold = false) => {
    const key = `${bold ? 'b' : ''}${text}`;
    if (!cache.has(key)) {
      if (!ctx) return text.length * labelFont * 0.6;
      ctx.font = `${bold ? 700 : 600} ${labelFont}px ${family}`;
      cache.set(key, Math.ceil(ctx.measureText(text).width));
    }
    return cache.get(key);
  };
}

// boxHeight is the height of the drawing for a box width wide.
function boxHeight(width) {
  if (width < 560) return 420;
  return Math.round(Math.min(540, Math.max(340, width * 0.56)));
}

// Network draws links ({from, to, count, goals}). Optional:
//   focus    the ID of the player the network is about, drawn in the middle;
//   sideOf   player ID -> 'home' | 'away' | '' (colours, and each side's half);
//   sides    [{side, name}] for the key;
//   goals    [{id, label}]: the goals whose build-ups can be picked;
//   about    a sentence saying whose passes these are.
export function Network({ links, focus = '', label, sideOf, sides = [], goals = [], about }) {
  const id = useMemo(() => `net${++networks}`, []);
  const frame = useRef(null);
  const [width, setWidth] = useState(0);
  const [view, setView] = useState(null);
  const [picked, setPicked] = useState('');
  const linksKey = JSON.stringify(links.map((l) => [l.from.id, l.to.id, l.count]));
  const world = useMemo(() => layoutWorld(links, { focus, sideOf: sideOf ?? (() => '') }), [linksKey, focus]);
  const measure = useMemo(() => (typeof document === 'undefined' ? () => 0 : measurer()), []);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [links.length === 0]);
  // A new network, or a new box size, starts from the fitted view.
  useEffect(() => setView(null), [linksKey, width]);
  useEffect(() => setPicked(''), [linksKey]);

  if (links.length === 0) {
    return <p class="muted">No passes known yet.</p>;
  }
  // A small network takes a smaller box: as tall as it needs, within the box.
  const span = world.nodes.length ? Math.max(...world.nodes.map((n) => n.y)) - Math.min(...world.nodes.map((n) => n.y)) : 0;
  const height = Math.min(boxHeight(width || 800), Math.max(240, Math.round(span * 1.6 + 110)));
  const fit = fitView(world.nodes, width || 800, height);
  const v = view ?? fit;
  const zoom = v.kx / fit.kx;
  const short = width > 0 && width < 560;

  return (
    <figure class="network" data-zoom={zoom.toFixed(2)}>
      <NetTools id={id} goals={goals} picked={picked} setPicked={setPicked}
        zoomBy={(f) => setView(clampView(zoomAt(v, f, width / 2, height / 2), fit, world.nodes, width, height))}
        reset={() => setView(null)} zoomed={zoom > 1.01} />
      {sides.length ? (
        <ul class="net-key" aria-label="Key">
          {sides.map((s) => (
            <li key={s.side}><span class={`swatch side-${s.side}`} aria-hidden="true" />{s.name}</li>
          ))}
        </ul>
      ) : null}
      <div class="net-frame" ref={frame} style={{ height: `${height}px` }}>
        {width > 0 ? (
          <Drawing id={id} world={world} view={v} fit={fit} setView={setView} width={width} height={height}
            measure={measure} short={short} picked={picked} label={label} zoomed={zoom > 1.01} />
        ) : null}
      </div>
      <figcaption class="muted small">
        {about ?? 'The passes reports tell in the build-ups to goals, not every pass of the match.'}{' '}
        Arrows run from passer to receiver; thicker means more passes. Pinch, Ctrl + scroll or the buttons zoom;
        drag to move. Select a player to open their page.
      </figcaption>
      <LinkTable links={links} />
    </figure>
  );
}

function NetTools({ id, goals, picked, setPicked, zoomBy, reset, zoomed }) {
  return (
    <div class="net-tools">
      {goals.length ? (
        <div class="net-pick">
          <label for={`${id}-goal`}>Build-up of</label>
          <select id={`${id}-goal`} value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
            <option value="">every goal</option>
            {goals.map((g) => <option key={g.id} value={g.id}>{g.label}</option>)}
          </select>
        </div>
      ) : null}
      <div class="net-zoom" role="group" aria-label="Zoom the network">
        <button type="button" class="secondary" onClick={() => zoomBy(1.6)} aria-label="Zoom in">+</button>
        <button type="button" class="secondary" onClick={() => zoomBy(1 / 1.6)} aria-label="Zoom out" disabled={!zoomed}>−</button>
        <button type="button" class="secondary" onClick={reset} disabled={!zoomed}>Fit</button>
      </div>
    </div>
  );
}

// Drawing is the SVG, in screen pixels, with its pointer handling.
function Drawing({ id, world, view, fit, setView, width, height, measure, short, picked, label, zoomed }) {
  const svg = useRef(null);
  const gesture = useRef({ pointers: new Map(), moved: false });
  const placed = place(world.nodes, view);
  const at = new Map(placed.map((n) => [n.id, n]));
  const edges = world.edges.filter((e) => at.has(e.source.id) && at.has(e.target.id));
  const max = Math.max(...edges.map((e) => e.count));
  const strokeWidth = (count) => (max > 1 ? 1.5 + (4 * (count - 1)) / (max - 1) : 2);
  const drawn = arrows(edges, at, strokeWidth);
  // Surnames on a small screen, unless two players share one.
  const labelOf = useMemo(() => {
    if (!short) return (n) => n.name;
    const count = new Map();
    for (const n of world.nodes) count.set(surname(n.name), (count.get(surname(n.name)) ?? 0) + 1);
    return (n) => (count.get(surname(n.name)) > 1 ? n.name : surname(n.name));
  }, [world, short]);
  const labels = placeLabels(placed, drawn, labelOf, (t) => measure(t), width, height);
  const lit = new Set();
  for (const a of drawn) {
    if (picked && a.edge.goals.some((g) => g.id === picked)) {
      lit.add(a.edge.source.id);
      lit.add(a.edge.target.id);
    }
  }

  const toLocal = (e) => {
    const r = svg.current.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const onPointerDown = (e) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const g = gesture.current;
    g.pointers.set(e.pointerId, toLocal(e));
    g.start = { view, pts: new Map(g.pointers) };
    if (g.pointers.size === 1) g.moved = false;
  };
  const onPointerMove = (e) => {
    const g = gesture.current;
    if (!g.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, toLocal(e));
    const start = g.start;
    const ids = [...g.pointers.keys()];
    if (ids.length === 1) {
      const [x0, y0] = start.pts.get(ids[0]) ?? g.pointers.get(ids[0]);
      const [x1, y1] = g.pointers.get(ids[0]);
      if (!g.moved && Math.hypot(x1 - x0, y1 - y0) < 5) return;
      if (!g.moved) svg.current.setPointerCapture?.(e.pointerId);
      g.moved = true;
      setView(clampView({ ...start.view, tx: start.view.tx + x1 - x0, ty: start.view.ty + y1 - y0 }, fit, world.nodes, width, height));
    } else if (ids.length >= 2 && start.pts.size >= 2) {
      const [a, b] = ids;
      const a0 = start.pts.get(a);
      const b0 = start.pts.get(b);
      if (!a0 || !b0) return;
      const a1 = g.pointers.get(a);
      const b1 = g.pointers.get(b);
      const d0 = Math.hypot(b0[0] - a0[0], b0[1] - a0[1]) || 1;
      const d1 = Math.hypot(b1[0] - a1[0], b1[1] - a1[1]) || 1;
      const m0 = [(a0[0] + b0[0]) / 2, (a0[1] + b0[1]) / 2];
      const m1 = [(a1[0] + b1[0]) / 2, (a1[1] + b1[1]) / 2];
      g.moved = true;
      const z = zoomAt(start.view, d1 / d0, m0[0], m0[1]);
      setView(clampView({ ...z, tx: z.tx + m1[0] - m0[0], ty: z.ty + m1[1] - m0[1] }, fit, world.nodes, width, height));
    }
    e.preventDefault();
  };
  const onPointerUp = (e) => {
    const g = gesture.current;
    g.pointers.delete(e.pointerId);
    g.start = { view, pts: new Map(g.pointers) };
  };
  // A drag that ends on a player does not open their page.
  const onClick = (e) => {
    if (gesture.current.moved) {
      e.preventDefault();
      e.stopPropagation();
      gesture.current.moved = false;
    }
  };
  useEffect(() => {
    const el = svg.current;
    const onWheel = (e) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const [x, y] = toLocal(e);
      setView((cur) => clampView(zoomAt(cur ?? fit, Math.exp(-e.deltaY / 300), x, y), fit, world.nodes, width, height));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [fit.kx, fit.ky, fit.tx, fit.ty, width, height]);
  // A player reached with Tab while off screen is brought into view.
  const onFocus = (n) => {
    if (n.sx >= 20 && n.sx <= width - 20 && n.sy >= 20 && n.sy <= height - 20) return;
    setView(clampView({ ...view, tx: view.tx + width / 2 - n.sx, ty: view.ty + height / 2 - n.sy }, fit, world.nodes, width, height));
  };

  // Tab follows the players as the fitted view shows them, whatever the zoom.
  const rank = new Map(readingOrder(place(world.nodes, fit)).map((n, i) => [n.id, i]));
  const order = [...placed].sort((a, b) => rank.get(a.id) - rank.get(b.id));
  return (
    <svg ref={svg} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={label}
      class={picked ? 'picking' : undefined} style={{ touchAction: zoomed ? 'none' : 'pan-y' }}
      onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp} onClickCapture={onClick}>
      <g class="net-edges">
        {drawn.map((a) => {
          const e = a.edge;
          const on = picked && e.goals.some((g) => g.id === picked);
          const side = e.source.side && e.source.side === e.target.side ? e.source.side : 'none';
          return (
            <g key={`${e.source.id}>${e.target.id}`} class={`net-edge side-${side}${on ? ' lit' : ''}`}
              data-from={e.source.id} data-to={e.target.id} data-count={e.count}
              data-goals={e.goals.map((g) => g.id).join(' ')}>
              <title>{edgeTitle(e)}</title>
              <path class="net-line" d={a.d} stroke-width={a.width} />
              <path class="net-arrowhead" d={a.head} />
            </g>
          );
        })}
      </g>
      <g class="net-nodes">
        {order.map((n) => {
          const r = n.focus ? focusRadius : nodeRadius;
          const l = labels.get(n.id);
          return (
            <a key={n.id} href={hrefFor(n.id)} data-id={n.id} aria-label={n.name} onFocus={() => onFocus(n)}
              class={`net-node side-${n.side || 'none'}${n.focus ? ' net-focus' : ''}${lit.has(n.id) ? ' lit' : ''}`}>
              <title>{n.name}</title>
              <circle cx={Math.round(n.sx)} cy={Math.round(n.sy)} r={r} />
              <text x={l.x} y={l.y} class="net-label">{labelOf(n)}</text>
            </a>
          );
        })}
      </g>
    </svg>
  );
}

// edgeTitle says how many passes a link is and before which goals.
function edgeTitle(e) {
  const goals = e.goals
    .filter((g) => g.scorer)
    .map((g) => `${g.scorer.name}${minute(g) ? ` ${minute(g)}` : ''}`);
  const before = goals.length ? `, before ${goals.length === 1 ? 'the goal' : 'goals'} by ${goals.join(', ')}` : '';
  return `${e.source.name} → ${e.target.name}: ${plural(e.count, 'pass', 'passes')}${before}`;
}

function LinkTable({ links }) {
  return (
    <details class="net-table">
      <summary>The same passes as a table</summary>
      <div class="table-wrap">
        <table>
          <thead>
            <tr><th scope="col">From</th><th scope="col">To</th><th scope="col" class="num">Passes</th></tr>
          </thead>
          <tbody>
            {links.map((l) => (
              <tr key={`${l.from.id}>${l.to.id}`}>
                <td><a href={hrefFor(l.from.id)}>{l.from.name}</a></td>
                <td><a href={hrefFor(l.to.id)}>{l.to.name}</a></td>
                <td class="num">{l.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
