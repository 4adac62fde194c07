// The capture map of How many cops? as drawn: the paint a feature's own board takes (the graph
// views, kit/graph-view.js; the board and design canvases, lib/paint.js: each robber vertex coloured
// by the rounds the cops need, the cops marked on their vertices, "2 cops" where two share one),
// its legend and the panel's line on shared vertices.

export const NEVER = 0xffffffff; // the capture map's never (the times are exact: any number of rounds)

import { esc } from '../lib/panels.js';
import { plural } from '../lib/words.js';

// The colour of a capture time t against the longest time T of the map (scaleOf): light (caught
// at once) to dark (caught last); never: the loss colour. '' when no map is known.
export function fillOf(t, T) {
  if (t === undefined || t === null) return '';
  if (t === NEVER) return 'var(--loss)';
  const f = Math.min(1, t / Math.max(1, T));
  return `hsl(${Math.round(195 + 45 * f)} 60% ${Math.round(80 - 44 * f)}%)`;
}
// The longest finite time of a placement's map, at least the best placement's capture time.
export function scaleOf(r, map) {
  let T = r.captureTime;
  for (const t of map ?? []) if (t !== NEVER && t > T) T = t;
  return Math.max(1, T);
}
const dark = (t, T) => t === NEVER || (t !== undefined && t !== null && Math.min(1, t / Math.max(1, T)) >= 0.5);

// How many cops stand on each vertex of a placement (a multiset: cops may share a vertex).
export function copCounts(placement) {
  const m = new Map();
  for (const c of placement) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

// What a vertex is: its cops, the robber, its capture time, as the words of its title.
function tipOf(v, t, cops, robber) {
  const words = [];
  if (cops) words.push(`${cops} cop${cops === 1 ? '' : 's'} here`);
  if (robber === v) words.push('the robber');
  if (t !== undefined && t !== null) words.push(t === NEVER ? 'never caught' : `caught in ${plural(t, 'round')}`);
  return words.join(' · ');
}

// The paint for a feature's views (kit/graph-view.js's decor.paint): g the graph, r the worker's
// answer, view the card's placement, map and robber; click(v) takes a click on a vertex.
export function capturePaint(g, r, view, click) {
  const counts = copCounts(view.placement);
  const map = view.map,
    T = scaleOf(r, map);
  const time = (v) => map?.[v];
  return {
    key: g.key,
    title:
      `<b>How many cops?</b> · ${r.cops} cop${r.cops === 1 ? '' : 's'} · per ` +
      `robber ${g.unit ?? 'vertex'}, the rounds to catch him (∞: never)`,
    fill: (v) => fillOf(time(v), T),
    label: (v) => {
      const t = time(v);
      return t === undefined || counts.has(v) ? '' : t === NEVER ? '∞' : String(t);
    },
    mark: (v) => {
      const k = counts.get(v) ?? 0;
      if (k && view.robber === v) return 'caught';
      if (k) return k === 1 ? 'cop' : `${k} cops`;
      return view.robber === v ? 'robber' : '';
    },
    tip: (v) => tipOf(v, time(v), counts.get(v) ?? 0, view.robber),
    cls: (v) =>
      (counts.has(v) ? ' cop' : '') +
      (view.robber === v ? ' robber' : '') +
      (time(v) === undefined ? '' : dark(time(v), T) ? ' dark' : ' lit'),
    click,
  };
}

// The panel's line when cops share a vertex, or ''.
export function sharedHtml(g, placement) {
  const shared = [...copCounts(placement)].filter(([, k]) => k > 1);
  if (!shared.length) return '';
  const where = shared.map(([v, k]) => `${k} cops on ${esc(g.name(v))}`).join(', ');
  const unit = g.unit ?? 'vertex',
    units = unit === 'cell' ? 'cells' : 'vertices';
  return (
    `<p class="cops-shared small"><b>${where}</b>: cops may share a ${unit}. A placement is a list ` +
    `of ${units}, repeats allowed; each cop still moves on its own (to a neighbour, or stays), so ` +
    `shared cops can split up later.</p>`
  );
}

// Swatches of the colours: caught in 1, about T / 2 and T rounds, and never.
export function legendHtml(r, map) {
  const T = scaleOf(r, map);
  const steps = [...new Set([1, Math.ceil(T / 2), T])];
  const sw = (fill, text) => `<span class="cops-swatch" style="background:${fill}"></span>${text}`;
  return (
    `<p class="cops-legend small">${steps.map((t) => sw(fillOf(t, T), t)).join(' ')} ${T === 1 ? 'round' : 'rounds'} ` +
    `· ${sw(fillOf(NEVER, T), '∞ never')}</p>`
  );
}
