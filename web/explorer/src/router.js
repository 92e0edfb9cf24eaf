// A small client-side router over the History API. Every explorer page has a
// real URL under /explore (the server answers all of them with the same page),
// and every link is a real <a href>, so opening in a new tab, copying a link
// and the back button all work.
import { useEffect, useState } from 'preact/hooks';

export const BASE = '/explore';

// The pages that show one node, by the kind its ID starts with.
const nodeKinds = new Set(['match', 'player', 'club', 'report']);

// hrefFor returns the explorer URL of a match, player or club: the ID's kind,
// then the rest of the ID ("player:arsenal/bukayo-saka" is
// /explore/player/arsenal/bukayo-saka).
export function hrefFor(id) {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  const key = id
    .slice(colon + 1)
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%40/g, '@'))
    .join('/');
  return `${BASE}/${kind}/${key}`;
}

// hrefWith returns path with the non-empty params as its query string.
export function hrefWith(path, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, v);
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

// parse turns a location into the page to show: {page, id, params}.
export function parse(loc) {
  const params = new URLSearchParams(loc.search);
  if (loc.pathname !== BASE && !loc.pathname.startsWith(`${BASE}/`)) {
    return { page: 'notfound', params };
  }
  const parts = loc.pathname.slice(BASE.length).split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'matches', params };
  const [first, ...rest] = parts;
  if (nodeKinds.has(first) && rest.length > 0) {
    let key;
    try {
      key = rest.map(decodeURIComponent).join('/');
    } catch {
      return { page: 'notfound', params };
    }
    return { page: first, id: `${first}:${key}`, params };
  }
  if (parts.length === 1 && (first === 'search' || first === 'ingest')) {
    return { page: first, params };
  }
  return { page: 'notfound', params };
}

const listeners = new Set();
let navigated = false;

function notify() {
  for (const l of listeners) l(window.location);
}

// Scroll positions, by history entry: each entry the explorer makes carries
// a number in its state, and the position the page had when it was left is
// kept under that number (in sessionStorage too, for a reload). Back and
// Forward put the page where it was once its data is in.
const scrollItem = 'pitchgraph.scroll';
const positions = new Map(readPositions());
let entry = window.history.state?.entry;
let entries = Math.max(0, ...positions.keys());
if (entry === undefined) {
  entry = ++entries;
  window.history.replaceState({ ...(window.history.state ?? {}), entry }, '');
}
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
if (positions.has(entry)) {
  // A reload: back to where the page was.
  window.addEventListener('DOMContentLoaded', () => restoreScroll(positions.get(entry)), { once: true });
}

function readPositions() {
  try {
    return JSON.parse(window.sessionStorage.getItem(scrollItem) ?? '[]');
  } catch {
    return [];
  }
}

function keepPosition() {
  positions.set(entry, window.scrollY);
  try {
    window.sessionStorage.setItem(scrollItem, JSON.stringify([...positions].slice(-100)));
  } catch {
    // No storage: positions last as long as the page.
  }
}

let restoring = 0;

// restoreScroll scrolls to y as soon as the page is tall enough, for up to
// five seconds, unless the person scrolls first.
function restoreScroll(y) {
  const run = ++restoring;
  const until = Date.now() + 5000;
  const stop = () => {
    restoring++;
  };
  for (const ev of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(ev, stop, { once: true, passive: true });
  const step = () => {
    if (run !== restoring) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y - 1 || Date.now() > until) {
      window.scrollTo(0, Math.min(y, Math.max(room, 0)));
      if (room >= y - 1) return;
    }
    if (Date.now() <= until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

// navigate shows the page at href without reloading.
export function navigate(href, { replace = false } = {}) {
  keepPosition();
  if (replace) {
    window.history.replaceState({ entry }, '', href);
  } else {
    entry = ++entries;
    window.history.pushState({ entry }, '', href);
  }
  navigated = true;
  restoring++;
  notify();
  window.scrollTo(0, 0);
}

// wasNavigated reports whether the page shown came from a link inside the
// explorer (then focus moves to its heading) rather than from a fresh load.
export function wasNavigated() {
  return navigated;
}

window.addEventListener('popstate', (e) => {
  keepPosition();
  entry = e.state?.entry ?? ++entries;
  navigated = true;
  notify();
  restoreScroll(positions.get(entry) ?? 0);
});
window.addEventListener('pagehide', keepPosition);

// Plain left clicks on links inside the explorer are handled here; clicks
// with a modifier key, or on links elsewhere, are left to the browser.
document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = e.target.closest?.('a');
  if (!a || a.hasAttribute('download') || (a.getAttribute('target') || '_self') !== '_self') return;
  const href = a.getAttribute('href');
  if (!href) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname !== BASE && !url.pathname.startsWith(`${BASE}/`)) return;
  // A link to a spot on this same page (the skip link) is the browser's job.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

// useRoute returns the page to show and re-renders when it changes.
export function useRoute() {
  const [route, setRoute] = useState(() => parse(window.location));
  useEffect(() => {
    const l = (loc) => setRoute(parse(loc));
    listeners.add(l);
    return () => listeners.delete(l);
  }, []);
  return route;
}
