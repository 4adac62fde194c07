// Where a graph view (kit/graph-view.js) draws things: each edge's path trimmed to the shapes'
// outlines (bent when the reverse edge is drawn too), a dragged vertex moved, every vertex placed,
// and the glide from the drawn positions to the model's after a layout.

import { f1, unit, fitView, LOOP, REACH } from './graph-geometry.js';

/** @typedef {import('./graph-view.js').GraphView} GraphView */

const CURVE = 26; // bend of an edge whose reverse edge is drawn too

// The SVG path of edge a → b, trimmed to the shapes' outlines.
/** @param {GraphView} view @param {number} a @param {number} b @returns {string} */
export function edgePath(view, a, b) {
  const m = view.model;
  const x1 = view.px[a],
    y1 = view.py[a],
    x2 = view.px[b],
    y2 = view.py[b];
  const la = view.letters?.[a] ?? '',
    lb = view.letters?.[b] ?? '';
  if (a === b) {
    const r = REACH[la];
    const sx = x1 - 9,
      sy = y1 - r + 3,
      ex = x1 + 9,
      ey = y1 - r + 3;
    return (
      `M${f1(sx)} ${f1(sy)}` +
      `C${f1(x1 - 34)} ${f1(y1 - r - LOOP)} ${f1(x1 + 34)} ${f1(y1 - r - LOOP)} ${f1(ex)} ${f1(ey)}`
    );
  }
  const dx = x2 - x1,
    dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len;
  const s = view.vertexScale ?? 1; // the vertices' own scale (kit/graph-view.js applyView)
  const gap1 = REACH[la] * s + 2,
    gap2 = REACH[lb] * s + 3;
  if (m.undirected || !m.hasEdge(b, a)) {
    // an undirected edge is drawn once, straight
    return `M${f1(x1 + ux * gap1)} ${f1(y1 + uy * gap1)}L${f1(x2 - ux * gap2)} ${f1(y2 - uy * gap2)}`;
  }
  // Both directions: each bends to its own right.
  const nx = -uy,
    ny = ux;
  const cx = (x1 + x2) / 2 + nx * CURVE,
    cy = (y1 + y2) / 2 + ny * CURVE;
  const start = unit(cx - x1, cy - y1),
    e = unit(x2 - cx, y2 - cy);
  return (
    `M${f1(x1 + start.x * gap1)} ${f1(y1 + start.y * gap1)}` +
    `Q${f1(cx)} ${f1(cy)} ${f1(x2 - e.x * gap2)} ${f1(y2 - e.y * gap2)}`
  );
}

/** @param {GraphView} view @param {number} k the edge's index */
export function setEdgePath(view, k) {
  const [a, b] = view.model.edges[k];
  const path = edgePath(view, a, b);
  const el = view.edgeEls[k];
  if (el.hit) el.hit.setAttribute('d', path);
  el.line.setAttribute('d', path);
}

// A dragged vertex: the model moved it; move it and its edges.
/** @param {GraphView} view @param {number} v */
export function updateVertex(view, v) {
  const el = view.vertexEls[v];
  if (!el) return;
  view.px[v] = view.model.xs[v];
  view.py[v] = view.model.ys[v];
  el.g.setAttribute('transform', vertexTransform(view, v));
  for (const k of view.incident[v] ?? []) setEdgePath(view, k);
}

// Glides from the drawn positions to the model's, fitting the view on the way.
/** @param {GraphView} view */
export function animateTo(view) {
  const m = view.model;
  if (m.isBig) return;
  const n = m.n;
  if (view.px.length !== n || view.vertexEls.length !== n) {
    view.render();
    view.fit();
    return;
  }
  const fromX = view.px.slice(),
    fromY = view.py.slice();
  const toX = m.xs.slice(),
    toY = m.ys.slice();
  const r = view.svg.getBoundingClientRect();
  const v0 = { ...view.view };
  const visible = r.width > 10 && r.height > 10;
  const v1 = visible ? fitView(toX, toY, r.width, r.height) : v0;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const duration = reduce || n > 600 || !visible ? 0 : 450;
  const start = performance.now();
  cancelAnimationFrame(view.anim);
  const step = (now) => {
    const t = duration === 0 ? 1 : Math.min(1, (now - start) / duration);
    const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    for (let v = 0; v < n; v++) {
      view.px[v] = fromX[v] + (toX[v] - fromX[v]) * e;
      view.py[v] = fromY[v] + (toY[v] - fromY[v]) * e;
    }
    view.view = { x: v0.x + (v1.x - v0.x) * e, y: v0.y + (v1.y - v0.y) * e, k: v0.k + (v1.k - v0.k) * e };
    view.applyView();
    placeAll(view);
    if (t >= 1) {
      if (!visible) view.pendingFit = true;
      return;
    }
    view.anim = requestAnimationFrame(step);
  };
  if (duration === 0) step(start);
  else view.anim = requestAnimationFrame(step);
}

// Where a vertex is drawn, at the vertices' own scale (kit/graph-view.js applyView: bigger in a zoomed-out puzzle).
/** @param {GraphView} view @param {number} v */
const vertexTransform = (view, v) =>
  `translate(${f1(view.px[v])} ${f1(view.py[v])})` +
  ((view.vertexScale ?? 1) === 1 ? '' : ` scale(${view.vertexScale})`);

// Moves every vertex and edge to the drawn positions (px, py).
/** @param {GraphView} view */
export function placeAll(view) {
  if (view.vertexEls.length !== view.model.n) return;
  view.vertexEls.forEach((el, v) => el.g.setAttribute('transform', vertexTransform(view, v)));
  for (let k = 0; k < view.edgeEls.length; k++) setEdgePath(view, k);
}
