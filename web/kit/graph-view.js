// The painter of places on a graph, for every game played on one (the graph games, cat and
// mouse, How many cops?, a design's graph): one SVG view of a graph model (lib/graph-model.js),
// coloured by one side's outcome map, with pan, zoom, dragging and drawing edges
// (kit/graph-pointer.js turns gestures into the view's callbacks).
// Vertices are shaped by outcome (W circle, L square, D diamond) and labelled with letter and
// depth, so nothing depends on colour alone. Another map can be painted over the same drawing
// instead (decor.paint: per vertex a fill, a badge, a mark below it and words for its title;
// the capture map of How many cops?, cops/index.js, through the feature's copGraph()).

import { esc } from '../lib/panels.js';
import { bindPointer } from './graph-pointer.js';
import { f1, fitView, RADIUS } from './graph-geometry.js';

// The least zoom at which a puzzle's vertices are drawn at their own size: below it they are drawn bigger (the
// vertex numbers 13 px × 0.8 ≈ 10 px high on screen at the least).
const LEGIBLE_ZOOM = 0.8;
import { styleView } from './graph-view-style.js';
import { updateVertex, animateTo, placeAll } from './graph-view-motion.js';
import { embedded } from './tools.js';

const SVGNS = 'http://www.w3.org/2000/svg';
let instances = 0;

/**
 * What a view draws of a solution: lib/outcome.js's Solution, or a replay's view of one (lib/waves.js graphWaveView).
 * @typedef {{ n: number, position: (v: number, side?: number) => number, letter: (p: number) => string,
 *   label: (p: number) => string, bestTarget: (p: number) => number | null }} DrawnSolution
 */
/**
 * What a view shows over the drawing (setDecor): the outcome map of `solution` (or a paint
 * instead), vertex numbers from `base`, the selection, the token, legal moves, the best line's
 * edges ('a,b' keys), a class per vertex.
 * @typedef {object} GraphDecor
 * @property {DrawnSolution | null} [solution]
 * @property {number} [base]
 * @property {import('../lib/paint.js').Paint | null} [paint]
 * @property {number | null} [selected]
 * @property {number[] | null} [selectedEdge]
 * @property {number | null} [token]
 * @property {Set<number> | null} [legal]
 * @property {number | null} [pending]
 * @property {Set<string> | null} [lineEdges]
 * @property {boolean} [undirected]
 * @property {number | null} [cursor] the keyboard cursor's vertex (kit/play-keys.js), drawn ringed
 * @property {(v: number) => string} [vclass]
 */
/**
 * The view's callbacks (all optional).
 * @typedef {object} GraphViewEvents
 * @property {(v: number) => void} [vertexDown]
 * @property {(v: number, e: PointerEvent) => void} [clickVertex]
 * @property {(edge: number, e: PointerEvent) => void} [clickEdge] edge: its index in the model's edges
 * @property {(point: { x: number, y: number }, e: PointerEvent) => void} [clickBackground]
 * @property {(point: { x: number, y: number }, e: MouseEvent) => void} [dblclickBackground]
 * @property {(v: number) => void} [dragStart]
 * @property {(v: number, x: number, y: number) => void} [dragMove]
 * @property {(v: number) => void} [dragEnd]
 * @property {(a: number, b: number | null, point: { x: number, y: number }) => void} [wire]
 */
export class GraphView {
  // host: element to draw into. model: GraphModel. side: which outcome map (alice-bob).
  // on: { vertexDown, clickVertex, clickEdge, clickBackground, dblclickBackground,
  //       dragStart, dragMove, dragEnd, wire(a, b | null, worldPoint) } — all optional.
  /**
   * @param {HTMLElement} host
   * @param {{ model: import('../lib/graph-model.js').GraphModel, side?: number, title?: string, on?: GraphViewEvents
   * }} options
   */
  constructor(host, { model, side = 0, title = '', on = {} }) {
    this.id = ++instances;
    this.model = model;
    this.side = side;
    this.on = on;
    this.title = title;
    /** @type {GraphDecor} */
    this.decor = { solution: null, base: 1 };
    this.mode = 'move';
    this.cursor = -1; // the keyboard cursor's vertex
    this.view = { x: 0, y: 0, k: 1 };
    this.vertexScale = 1; // the vertices drawn bigger than the zoom (applyView: a zoomed-out puzzle)
    this.el = document.createElement('div');
    this.el.className = 'view';
    this.el.innerHTML =
      `<div class="view-title" ${title ? '' : 'hidden'}>${title}</div>
      <svg class="graph" role="img" aria-label="Graph ` +
      `drawing${title ? ': ' + esc(title.replace(/<[^>]*>/g, '')) : ''}" tabindex="0">
        <defs>${['plain', 'W', 'L', 'D', 'accent', 'faint']
          .map(
            (k) =>
              `
          <marker id="arrow-${this.id}-${k}" class="arrow arrow-${k}" viewBox="0 0 10 10" refX="9" refY="5"
            markerUnits="userSpaceOnUse" markerWidth="${k === 'plain' || k === 'faint' ? 9 : 12}" ` +
              `markerHeight="${k === 'plain' || k === 'faint' ? 9 : 12}" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z"/></marker>`,
          )
          .join('')}
        </defs>
        <g class="viewport"><g class="edges"></g><path class="wire" hidden/><g class="vertices"></g></g>
      </svg>
      <div class="zoom-buttons">
        <button type="button" class="zoom-in" title="Zoom in" aria-label="Zoom in">+</button>
        <button type="button" class="zoom-out" title="Zoom out" aria-label="Zoom out">−</button>
      </div>`;
    host.appendChild(this.el);
    this.svg = this.el.querySelector('svg');
    this.viewport = this.el.querySelector('.viewport');
    this.edgeLayer = this.el.querySelector('.edges');
    this.vertexLayer = this.el.querySelector('.vertices');
    this.wireEl = this.el.querySelector('.wire');
    this.titleEl = /** @type {HTMLElement} */ (this.el.querySelector('.view-title'));
    // The live drawing's state: per vertex and per edge its elements and what they show now
    // (vCache, eCache: styleView touches only what changed), the edges at each vertex, the drawn
    // positions, each vertex's shape letter, the model version drawn, the glide's frame, and
    // whether a fit waits for the view to be visible.
    this.vertexEls = [];
    this.edgeEls = [];
    /** @type {{ cls: string | null, letter: string | null, label: string | null, id: string | null, fill: string,
     *   mark: string, tip: string }[]} */
    this.vCache = [];
    /** @type {{ cls: string, arrow: string }[]} */
    this.eCache = [];
    this.incident = [];
    this.px = []; // drawn positions (the model's, or in between during a glide)
    this.py = [];
    /** @type {string[]} */
    this.letters = [];
    this.renderedVersion = -1;
    this.anim = 0;
    this.pendingFit = false;
    this.unsubscribe = model.onChange((kind, detail) => this.modelChanged(kind, detail));
    bindPointer(this);
    this.el.querySelector('.zoom-in').addEventListener('click', () => this.zoomBy(1.25));
    this.el.querySelector('.zoom-out').addEventListener('click', () => this.zoomBy(0.8));
    // On resize: a fit that was waiting for a visible size happens now (always in an embed);
    // otherwise the picture keeps its scale and its centre.
    this.size = null;
    this.resizeObserver = new ResizeObserver(() => this.resized());
    this.resizeObserver.observe(this.svg);
    this.render();
  }

  resized() {
    const r = this.svg.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return;
    // An embed has no Fit button: its frame's board refits as the answer and the moves fill in below it.
    if (this.pendingFit || embedded()) {
      this.fit();
    } else if (this.size) {
      this.view.x += (r.width - this.size.w) / 2;
      this.view.y += (r.height - this.size.h) / 2;
      this.applyView();
    }
    this.size = { w: r.width, h: r.height };
  }

  /** Removes the view and stops listening to its model. */
  destroy() {
    this.unsubscribe();
    this.resizeObserver.disconnect();
    cancelAnimationFrame(this.anim);
    this.el.remove();
  }

  /** @param {string} html */
  setTitle(html) {
    this.titleEl.hidden = !html;
    this.titleEl.innerHTML = html;
  }

  /** @param {string} mode 'move' or 'edge' */
  setMode(mode) {
    this.mode = mode;
    this.svg.dataset.mode = mode;
  }

  /** @param {'structure' | 'position' | 'layout'} kind @param {any} [detail] (lib/graph-model.js onChange) */
  modelChanged(kind, detail) {
    if (kind === 'position') this.updateVertex(detail);
    else if (kind === 'layout') this.animateTo();
    else if (this.renderedVersion !== this.model.version) this.render();
  }

  // ---- coordinates ------------------------------------------------------------------------
  /** @param {number} clientX @param {number} clientY @returns {{ x: number, y: number }} */
  toWorld(clientX, clientY) {
    const r = this.svg.getBoundingClientRect();
    return { x: (clientX - r.left - this.view.x) / this.view.k, y: (clientY - r.top - this.view.y) / this.view.k };
  }
  applyView() {
    const { x, y, k } = this.view;
    this.viewport.setAttribute('transform', `translate(${f1(x)},${f1(y)}) scale(${Math.round(k * 1000) / 1000})`);
    this.svg.classList.toggle('zoomed-out', k < 0.45);
    // A puzzle names its vertices: however far the drawing is zoomed out (a 37-vertex graph on a phone), each vertex
    // and its number keep a legible size on screen; the edges are trimmed to the bigger shapes.
    const floor = document.body.classList.contains('puzzle-mode') ? LEGIBLE_ZOOM : 0;
    const vertexScale = Math.round(Math.max(1, floor / k) * 100) / 100;
    if (vertexScale !== this.vertexScale) {
      this.vertexScale = vertexScale;
      placeAll(this);
    }
  }
  /** @param {number} factor @param {number} [cx] @param {number} [cy] client point kept in place */
  zoomBy(factor, cx, cy) {
    const r = this.svg.getBoundingClientRect();
    const px = cx ?? r.width / 2,
      py = cy ?? r.height / 2;
    const k = Math.min(4, Math.max(0.05, this.view.k * factor));
    this.view.x = px - ((px - this.view.x) * k) / this.view.k;
    this.view.y = py - ((py - this.view.y) * k) / this.view.k;
    this.view.k = k;
    this.applyView();
  }
  // Fits the drawing into the view (positions: override, for animations).
  /** @param {ArrayLike<number>} [xs] @param {ArrayLike<number>} [ys] */
  fit(xs = this.model.xs, ys = this.model.ys) {
    const r = this.svg.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) {
      this.pendingFit = true;
      return;
    }
    this.pendingFit = false;
    this.size = { w: r.width, h: r.height };
    this.view = fitView(xs, ys, r.width, r.height);
    this.applyView();
  }

  // ---- drawing ----------------------------------------------------------------------------
  // render() builds the elements (after a structural change); style() sets classes, labels and
  // shapes from this.decor, touching only what changed; placeAll() / updateVertex() move
  // things. A 2,000-vertex, 12,000-edge drawing restyles in a few milliseconds.
  render() {
    const m = this.model;
    this.renderedVersion = m.version;
    cancelAnimationFrame(this.anim);
    this.vertexEls = [];
    this.edgeEls = [];
    this.vCache = [];
    this.eCache = [];
    if (m.isBig) {
      this.edgeLayer.textContent = '';
      this.vertexLayer.textContent = '';
      return;
    }
    this.incident = Array.from({ length: m.n }, () => []);
    // Wide invisible strokes make edges easy to click; past a few thousand edges they cost
    // more than they help.
    const hit = m.edges.length <= 4000 ? '<path class="hit"/>' : '';
    const edgeParts = new Array(m.edges.length);
    m.edges.forEach(([a, b], k) => {
      this.incident[a].push(k);
      if (b !== a) this.incident[b].push(k);
      edgeParts[k] = `<g class="e" data-e="${k}">${hit}<path class="edge"/></g>`;
    });
    this.edgeLayer.innerHTML = edgeParts.join('');
    const vertexParts = new Array(m.n);
    for (let v = 0; v < m.n; v++) {
      vertexParts[v] =
        `<g class="v" data-v="${v}"><title></title><circle class="halo" r="${RADIUS + 8}"/><path class="shape"/>` +
        `<text class="vid" dy="0.35em"></text><g class="badge" style="display:none">` +
        `<rect y="-9" height="18" rx="9"/><text dy="0.35em"></text></g>` +
        `<g class="mark" style="display:none" transform="translate(0 ${RADIUS + 13})">` +
        `<rect y="-9" height="18" rx="4"/><text dy="0.35em"></text></g></g>`;
    }
    this.vertexLayer.innerHTML = vertexParts.join('');
    for (const g of this.edgeLayer.children) {
      this.edgeEls.push({ g, hit: hit ? g.firstChild : null, line: g.lastChild });
      this.eCache.push({ cls: '', arrow: '' });
    }
    for (const g of this.vertexLayer.children) {
      const [title, , shape, vid, badge, mark] = g.children;
      this.vertexEls.push({
        g,
        title,
        shape,
        vid,
        badge,
        rect: badge.firstChild,
        text: badge.lastChild,
        mark,
        markRect: mark.firstChild,
        markText: mark.lastChild,
      });
      this.vCache.push({ cls: null, letter: null, label: null, id: null, fill: '', mark: '', tip: '' });
    }
    this.px = m.xs.slice();
    this.py = m.ys.slice();
    this.letters = new Array(m.n).fill('');
    this.style();
    this.placeAll();
  }

  // The keyboard cursor's vertex (kit/play-keys.js), or -1.
  setCursor(v) {
    if (v === this.cursor) return;
    this.cursor = v;
    this.style();
  }

  // Outcome colours, labels, selection and highlights, from decor.
  /** @param {GraphDecor} decor */
  setDecor(decor) {
    this.decor = decor;
    const title = decor.paint?.title ?? this.title;
    if (title !== this.titleEl.innerHTML) this.setTitle(title);
    this.style();
  }

  // Classes, shapes, labels and highlights from decor (kit/graph-view-style.js).
  style() {
    styleView(this);
  }

  // A dragged vertex: the model moved it; move it and its edges (kit/graph-view-motion.js).
  /** @param {number} v */
  updateVertex(v) {
    updateVertex(this, v);
  }

  // Glides from the drawn positions to the model's, fitting the view on the way.
  animateTo() {
    animateTo(this);
  }

  // Moves every vertex and edge to the drawn positions (px, py).
  placeAll() {
    placeAll(this);
  }

  // The vertex under a client point, or null.
  /** @param {number} clientX @param {number} clientY @returns {number | null} */
  vertexAt(clientX, clientY) {
    const hit = document.elementFromPoint(clientX, clientY);
    const g = hit && hit.closest ? /** @type {SVGElement | null} */ (hit.closest('.v')) : null;
    if (!g || !this.vertexLayer.contains(g)) return null;
    return Number(g.dataset.v);
  }

  // Client coordinates of a vertex's centre (tests, keyboard).
  /** @param {number} v @returns {{ x: number, y: number }} */
  clientPoint(v) {
    const r = this.svg.getBoundingClientRect();
    return { x: r.left + this.view.x + this.px[v] * this.view.k, y: r.top + this.view.y + this.py[v] * this.view.k };
  }
}

export { SVGNS, RADIUS };
