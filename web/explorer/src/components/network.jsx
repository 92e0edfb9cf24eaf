// A pass network: players as nodes, an arrow from passer to receiver for each
// pass link, thicker the more often the pass happened. Every node is a link to
// that player's page, reachable with Tab. The layout is a force simulation run
// to rest before drawing, from a fixed start, so the same links always give
// the same picture.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import { useMemo } from 'preact/hooks';
import { hrefFor } from '../router.js';
import { plural } from '../format.js';

const radius = 18;
const focusRadius = 24;
let networks = 0;

// layout places the players of links; the focus player, if any, in the middle.
function layout(links, focus) {
  const byID = new Map();
  for (const l of links) {
    byID.set(l.from.id, l.from);
    byID.set(l.to.id, l.to);
  }
  const nodes = [...byID.values()]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => ({ id: p.id, name: p.name, focus: p.id === focus }));
  for (const n of nodes) {
    if (n.focus) {
      n.fx = 0;
      n.fy = 0;
    }
  }
  const edges = links.map((l) => ({ source: l.from.id, target: l.to.id, count: l.count }));
  const sim = forceSimulation(nodes)
    .force('link', forceLink(edges).id((d) => d.id).distance(130).strength(0.5))
    .force('charge', forceManyBody().strength(-600))
    .force('collide', forceCollide(52))
    .force('x', forceX(0).strength(0.06))
    .force('y', forceY(0).strength(0.1))
    .stop();
  for (let i = 0; i < 300; i++) sim.tick();
  // Names go on the side away from the middle, where edges are fewer, so no
  // name hides an arrowhead.
  const my = nodes.reduce((sum, n) => sum + n.y, 0) / (nodes.length || 1);
  for (const n of nodes) n.above = !n.focus && n.y < my - 1;
  return { nodes, edges };
}

// viewBox fits the drawing with room for the names under the nodes.
function viewBox(nodes) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of nodes) {
    const half = Math.max(40, n.name.length * 4.2);
    x0 = Math.min(x0, n.x - half);
    x1 = Math.max(x1, n.x + half);
    y0 = Math.min(y0, n.y - focusRadius - 24);
    y1 = Math.max(y1, n.y + focusRadius + 24);
  }
  const pad = 12;
  return [x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad];
}

// edgePath draws an edge from the rim of one node to the rim of the other;
// curved when the reverse edge exists too, so the two stay apart.
function edgePath(e, curved) {
  const s = e.source;
  const t = e.target;
  const dx = t.x - s.x;
  const dy = t.y - s.y;
  const len = Math.hypot(dx, dy) || 1;
  const bend = curved ? 28 : 0;
  const cx = (s.x + t.x) / 2 - (dy / len) * bend;
  const cy = (s.y + t.y) / 2 + (dx / len) * bend;
  const rs = s.focus ? focusRadius : radius;
  const rt = (t.focus ? focusRadius : radius) + 2;
  const ls = Math.hypot(cx - s.x, cy - s.y) || 1;
  const lt = Math.hypot(t.x - cx, t.y - cy) || 1;
  const x0 = s.x + ((cx - s.x) / ls) * rs;
  const y0 = s.y + ((cy - s.y) / ls) * rs;
  const x1 = t.x - ((t.x - cx) / lt) * rt;
  const y1 = t.y - ((t.y - cy) / lt) * rt;
  const r = (v) => Math.round(v * 10) / 10;
  return {
    d: `M${r(x0)},${r(y0)} Q${r(cx)},${r(cy)} ${r(x1)},${r(y1)}`,
    // The middle of the curve, for the count label.
    mx: r(0.25 * x0 + 0.5 * cx + 0.25 * x1),
    my: r(0.25 * y0 + 0.5 * cy + 0.25 * y1),
  };
}

// Network draws links ({from, to, count}); focus is the ID of the player the
// network is about, drawn larger in the middle.
export function Network({ links, focus, label }) {
  const id = useMemo(() => `net${++networks}`, []);
  const { nodes, edges } = useMemo(() => layout(links, focus), [JSON.stringify(links), focus]);
  if (links.length === 0) {
    return <p class="muted">No passes known yet.</p>;
  }
  const pairs = new Set(edges.map((e) => `${e.source.id}>${e.target.id}`));
  const max = Math.max(...edges.map((e) => e.count));
  const width = (count) => (max > 1 ? 1.5 + (4.5 * (count - 1)) / (max - 1) : 2);
  // One arrowhead per edge width, so thick arrows get big heads.
  const widths = [...new Set(edges.map((e) => width(e.count)))];
  const [vx, vy, vw, vh] = viewBox(nodes);
  return (
    <figure class="network">
      <svg
        viewBox={`${vx} ${vy} ${vw} ${vh}`}
        role="group"
        aria-label={label}
        style={{ maxHeight: `${Math.max(260, Math.min(560, vh))}px` }}
      >
        <defs>
          {widths.map((w, i) => (
            <marker key={w} id={`${id}-arrow${i}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth={8 + 2 * w}
              markerHeight={8 + 2 * w} markerUnits="userSpaceOnUse" orient="auto">
              <path d="M0,0 L10,5 L0,10 z" class="net-arrowhead" />
            </marker>
          ))}
        </defs>
        <g class="net-edges">
          {edges.map((e) => {
            const p = edgePath(e, pairs.has(`${e.target.id}>${e.source.id}`));
            return (
              <g key={`${e.source.id}>${e.target.id}`} class="net-edge" data-from={e.source.id} data-to={e.target.id}
                data-count={e.count}>
                <title>{`${e.source.name} → ${e.target.name}: ${plural(e.count, 'pass', 'passes')}`}</title>
                <path d={p.d} stroke-width={width(e.count)} marker-end={`url(#${id}-arrow${widths.indexOf(width(e.count))})`} />
                {max > 1 ? (
                  <text x={p.mx} y={p.my} class="net-count" aria-hidden="true">{e.count}</text>
                ) : null}
              </g>
            );
          })}
        </g>
        <g class="net-nodes">
          {nodes.map((n) => {
            const r = n.focus ? focusRadius : radius;
            const x = Math.round(n.x);
            const y = Math.round(n.y);
            return (
              <a key={n.id} href={hrefFor(n.id)} class={n.focus ? 'net-node net-focus' : 'net-node'} data-id={n.id}
                aria-label={n.name}>
                <circle cx={x} cy={y} r={r} />
                <text x={x} y={n.above ? y - r - 7 : y + r + 15}>{n.name}</text>
              </a>
            );
          })}
        </g>
      </svg>
      <figcaption class="muted small">
        Arrows run from passer to receiver; thicker means more passes{max > 1 ? ' (the number on each arrow)' : ''}.
        Select a player to open their page.
      </figcaption>
      <details class="net-table">
        <summary>The same links as a table</summary>
        <table>
          <thead>
            <tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Passes</th></tr>
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
      </details>
    </figure>
  );
}
