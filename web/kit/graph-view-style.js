// How a graph view (kit/graph-view.js) styles its drawing from its decor: each vertex's class,
// shape, label, title and painted fill and mark, and each edge's class and arrow (the best move,
// the best line, the selection), touching only what changed since the last call (the view's
// vCache and eCache).

import { f1, SHAPES, REACH, RADIUS } from './graph-geometry.js';
import { placeAll, setEdgePath } from './graph-view-motion.js';

/** @typedef {import('./graph-view.js').GraphView} GraphView */
/** @typedef {import('./graph-view.js').DrawnSolution} DrawnSolution */

/** @param {GraphView} view */
export function styleView(view) {
  const m = view.model;
  if (m.isBig) return;
  // The page may restyle before this view has heard of a change in the graph.
  if (view.renderedVersion !== m.version || view.vertexEls.length !== m.n) {
    view.render();
    return;
  }
  const d = view.decor;
  const paint = d.paint ?? null;
  const sol = !paint && d.solution && d.solution.n === m.n ? d.solution : null;
  const side = view.side;
  const base = d.base ?? 1;
  const reshaped = []; // vertices whose shape changed: the edges at them move
  for (let v = 0; v < m.n; v++) {
    const el = view.vertexEls[v];
    const c = view.vCache[v];
    const p = sol ? sol.position(v, side) : -1;
    const letter = sol ? sol.letter(p) : '';
    const label = paint ? paint.label(v) : sol ? sol.label(p) : '';
    const cls =
      'v' +
      (letter ? ' o-' + letter : '') +
      (paint ? ' painted' + paint.cls(v) : '') +
      (d.selected === v ? ' selected' : '') +
      (d.token === v ? ' token' : '') +
      (d.cursor === v || view.cursor === v ? ' cursor' : '') +
      (d.legal && d.legal.has(v) ? ' legal' : '') +
      (d.pending === v ? ' pending' : '') +
      (d.vclass ? d.vclass(v) : '');
    if (cls !== c.cls) {
      el.g.setAttribute('class', cls);
      c.cls = cls;
    }
    if (letter !== c.letter) {
      el.shape.setAttribute('d', SHAPES[letter]);
      c.letter = letter;
      if (view.letters[v] !== letter) {
        view.letters[v] = letter;
        reshaped.push(v);
      }
    }
    const id = String(v + base);
    const tip = paint ? paint.tip(v) : label;
    if (id !== c.id || tip !== c.tip) {
      if (id !== c.id) el.vid.textContent = id;
      el.title.textContent = `Vertex ${id}` + (tip ? ` · ${tip}` : '');
      c.tip = tip;
    }
    if (paint) paintVertex(el, c, paint.fill(v), paint.mark(v));
    else if (c.fill || c.mark) paintVertex(el, c, '', '');
    if (label !== c.label) {
      el.badge.style.display = label ? '' : 'none';
      if (label) {
        el.text.textContent = label;
        const w = 10 + 7.5 * label.length;
        // Beside the shape, up and to the right: clear of edges that enter from above and
        // leave below in a layered drawing.
        el.badge.setAttribute('transform', `translate(${f1(REACH[letter] + 3 + w / 2)} ${-RADIUS + 2})`);
        el.rect.setAttribute('x', String(-w / 2));
        el.rect.setAttribute('width', String(w));
      }
      c.label = label;
    }
    c.id = id;
  }
  m.edges.forEach(([a, b], k) => styleEdge(view, k, a, b, sol));
  // Edges end at the shapes' outlines: redraw the ones at a reshaped vertex.
  if (reshaped.length > m.n / 4) placeAll(view);
  else if (reshaped.length) {
    const at = new Set(reshaped);
    m.edges.forEach(([a, b], k) => {
      if (at.has(a) || at.has(b)) setEdgePath(view, k);
    });
  }
}

// A painted vertex's fill and the mark below it ('' for none).
/** @param {any} el the vertex's elements @param {any} c its cache @param {string} fill @param {string} mark */
export function paintVertex(el, c, fill, mark) {
  if (fill !== c.fill) {
    el.shape.style.fill = fill;
    el.shape.style.stroke = fill;
    c.fill = fill;
  }
  if (mark === c.mark) return;
  el.mark.style.display = mark ? '' : 'none';
  if (mark) {
    const w = 10 + 6.5 * mark.length;
    el.markText.textContent = mark;
    el.markRect.setAttribute('x', String(-w / 2));
    el.markRect.setAttribute('width', String(w));
  }
  c.mark = mark;
}

/** @param {GraphView} view @param {number} k @param {number} a @param {number} b @param {DrawnSolution | null} sol */
export function styleEdge(view, k, a, b, sol) {
  const el = view.edgeEls[k];
  if (!el) return;
  const d = view.decor;
  let cls = 'e';
  let arrow = 'plain';
  if (sol) {
    const p = sol.position(a, view.side);
    if (sol.bestTarget(p) === b) {
      const letter = sol.letter(p);
      cls += ' best best-' + letter;
      arrow = letter;
    }
  }
  if (d.lineEdges && d.lineEdges.has(a + ',' + b)) {
    cls += ' line';
    arrow = 'accent';
  }
  if (d.selectedEdge && d.selectedEdge[0] === a && d.selectedEdge[1] === b) {
    cls += ' selected';
    arrow = 'accent';
  }
  if (d.undirected) {
    if (d.lineEdges && d.lineEdges.has(b + ',' + a)) cls += ' line';
    arrow = 'none';
  }
  const c = view.eCache[k];
  if (cls !== c.cls) {
    el.g.setAttribute('class', cls);
    c.cls = cls;
  }
  if (arrow !== c.arrow) {
    if (arrow === 'none') el.line.removeAttribute('marker-end');
    else el.line.setAttribute('marker-end', `url(#arrow-${view.id}-${arrow})`);
    c.arrow = arrow;
  }
}
