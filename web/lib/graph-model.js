// The graph the user edits: vertices with positions, distinct directed edges (self-loops
// allowed), and an undo/redo history of snapshots. Big graphs (too many to draw) are held as
// bare edge arrays without positions. No DOM; listeners hear about every change.

export const DRAW_LIMIT = 2000; // more vertices than this: solved and listed, not drawn
export const DRAW_EDGE_LIMIT = 12000; // … or more edges than this
const HISTORY_LIMIT = 200;

/**
 * @typedef {{ n: number, big?: { from: Uint32Array, to: Uint32Array }, xs?: number[], ys?: number[],
 *   edges?: number[][] }} GraphSnapshot
 */
/** @typedef {(kind: 'structure' | 'position' | 'layout', detail?: any) => void} GraphListener */
export class GraphModel {
  constructor() {
    this.n = 0;
    this.xs = [];
    this.ys = [];
    this.edges = []; // [from, to] pairs, distinct
    this.keys = new Set(); // from * 2^26 + to … as strings for any n
    this.big = null; // { from, to } typed arrays when the graph is too big to draw
    this.version = 0;
    this.undoStack = [];
    this.redoStack = [];
    this.listeners = new Set();
    this.undirected = false; // cat-mouse: each edge {a, b} kept once as [min, max], no loops
    this.stash = null; // the directed graph before it was made undirected
  }

  // Switches between directed edges and undirected ones (cat-mouse). To undirected: every
  // edge becomes {a, b} once, self-loops dropped. Back: each {a, b} both ways — unless the
  // graph was not edited since, when the directed graph from before comes back as it was.
  // Returns a note on what changed, or ''. cause: what made the change (carried by the event).
  /** @param {boolean} flag @param {string} [cause] @returns {string} */
  setUndirected(flag, cause = 'user') {
    if (this.undirected === flag) return '';
    this.undirected = flag;
    let note = '';
    if (!flag && this.stash && this.stash.version === this.version) {
      this.restore(this.stash.snapshot);
    } else {
      const { from, to } = this.edgeArrays();
      const seen = new Set();
      const out = [];
      let loops = 0,
        merged = 0;
      for (let i = 0; i < from.length; i++) {
        const a = from[i],
          b = to[i];
        if (flag) {
          if (a === b) {
            loops++;
            continue;
          }
          const k = Math.min(a, b) + ',' + Math.max(a, b);
          if (seen.has(k)) {
            merged++;
            continue;
          }
          seen.add(k);
          out.push([Math.min(a, b), Math.max(a, b)]);
        } else out.push([a, b], [b, a]);
      }
      this.stash = flag ? { snapshot: this.snapshot(), version: this.version + 1 } : null;
      if (flag) {
        const keys = new Set();
        for (let i = 0; i < from.length; i++) keys.add(from[i] + ',' + to[i]);
        let oneWay = 0;
        for (let i = 0; i < from.length; i++) if (from[i] !== to[i] && !keys.has(to[i] + ',' + from[i])) oneWay++;
        if (oneWay || loops)
          note = `Cat and mouse is played on an undirected graph: ${
            oneWay ? `${oneWay} one-way edge${oneWay === 1 ? ' now goes' : 's now go'} both ways` : ''
          }${oneWay && loops ? ', ' : ''}${
            loops ? `${loops} self-loop${loops === 1 ? '' : 's'} dropped` : ''
          }. Switching back restores the directed graph if you do not edit it.`;
        void merged;
      }
      if (this.big) this.big = { from: Uint32Array.from(out, (e) => e[0]), to: Uint32Array.from(out, (e) => e[1]) };
      else {
        this.edges = out;
        this.keys = new Set(out.map(([a, b]) => a + ',' + b));
      }
    }
    this.undoStack = [];
    this.redoStack = [];
    this.emit('structure', { edit: 'load', cause });
    return note;
  }

  // fn(kind, detail): kind 'structure' (vertices or edges changed; detail { edit, cause }, cause
  // absent for the user's edits), 'position' (detail: the vertex dragged), 'layout' (every
  // position changed).
  /** @param {GraphListener} fn @returns {() => boolean} stops listening */
  onChange(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  /** @param {'structure' | 'position' | 'layout'} kind @param {any} [detail] */
  emit(kind, detail) {
    if (kind === 'structure') this.version++;
    for (const fn of this.listeners) fn(kind, detail);
  }

  /** @returns {boolean} */
  get isBig() {
    return this.big !== null;
  }
  /** @returns {number} */
  get edgeCount() {
    return this.big ? this.big.from.length : this.edges.length;
  }
  /** @param {number} a @param {number} b @returns {boolean} */
  hasEdge(a, b) {
    return this.keys.has(a + ',' + b) || (this.undirected && this.keys.has(b + ',' + a));
  }

  // Typed copies of the edges (0-based), for the worker.
  /** @returns {{ from: Uint32Array, to: Uint32Array }} */
  edgeArrays() {
    if (this.big) return { from: this.big.from.slice(), to: this.big.to.slice() };
    const m = this.edges.length;
    const from = new Uint32Array(m),
      to = new Uint32Array(m);
    for (let i = 0; i < m; i++) {
      from[i] = this.edges[i][0];
      to[i] = this.edges[i][1];
    }
    return { from, to };
  }

  /** @returns {GraphSnapshot} */
  snapshot() {
    if (this.big) return { big: this.big, n: this.n };
    return { n: this.n, xs: this.xs.slice(), ys: this.ys.slice(), edges: this.edges.map((e) => e.slice()) };
  }
  /** @param {GraphSnapshot} s */
  restore(s) {
    this.n = s.n;
    if (s.big) {
      this.big = s.big;
      this.xs = [];
      this.ys = [];
      this.edges = [];
      this.keys = new Set();
      return;
    }
    this.big = null;
    this.xs = s.xs.slice();
    this.ys = s.ys.slice();
    this.edges = s.edges.map((e) => e.slice());
    this.keys = new Set(this.edges.map(([a, b]) => a + ',' + b));
  }
  // Records the state before a change, for undo.
  remember() {
    this.undoStack.push(this.snapshot());
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    this.redoStack.length = 0;
  }
  /** @returns {boolean} */
  canUndo() {
    return this.undoStack.length > 0;
  }
  /** @returns {boolean} */
  canRedo() {
    return this.redoStack.length > 0;
  }
  /** @returns {boolean} */
  undo() {
    if (!this.canUndo()) return false;
    this.redoStack.push(this.snapshot());
    this.restore(this.undoStack.pop());
    this.emit('structure', { edit: 'history' });
    return true;
  }
  /** @returns {boolean} */
  redo() {
    if (!this.canRedo()) return false;
    this.undoStack.push(this.snapshot());
    this.restore(this.redoStack.pop());
    this.emit('structure', { edit: 'history' });
    return true;
  }

  // Replaces the whole graph (paste, preset). Positions: arrays or null (a circle).
  // Graphs past the drawing limits are kept as bare arrays. cause: who loads it ('user' for
  // the user's own text or file; 'preset', 'share', 'puzzle', 'restore'), carried by the event.
  /**
   * @param {number} n
   * @param {Uint32Array | number[]} from
   * @param {Uint32Array | number[]} to
   * @param {{ xs: ArrayLike<number>, ys: ArrayLike<number> } | null} [positions]
   * @param {string} [cause]
   */
  load(n, from, to, positions = null, cause = 'user') {
    this.remember();
    if (n > DRAW_LIMIT || from.length > DRAW_EDGE_LIMIT) {
      this.n = n;
      this.big = { from: Uint32Array.from(from), to: Uint32Array.from(to) };
      this.xs = [];
      this.ys = [];
      this.edges = [];
      this.keys = new Set();
    } else {
      this.big = null;
      this.n = n;
      const start = positions ?? circlePositions(n);
      this.xs = Array.from(start.xs);
      this.ys = Array.from(start.ys);
      this.edges = [];
      this.keys = new Set();
      for (let i = 0; i < from.length; i++) this.insertEdge(from[i], to[i]);
    }
    this.emit('structure', { edit: 'load', cause });
  }

  /** @param {number} a @param {number} b @returns {boolean} false: already there (or a loop, undirected) */
  insertEdge(a, b) {
    if (this.undirected) {
      if (a === b) return false;
      if (a > b) [a, b] = [b, a];
    }
    const k = a + ',' + b;
    if (this.keys.has(k)) return false;
    this.keys.add(k);
    this.edges.push([a, b]);
    return true;
  }

  /** @param {number} x @param {number} y @returns {number} the vertex, or -1 (a big graph) */
  addVertex(x, y) {
    if (this.big) return -1;
    this.remember();
    this.xs.push(x);
    this.ys.push(y);
    this.n++;
    this.emit('structure', { edit: 'local' });
    return this.n - 1;
  }

  // Adds a vertex at x, y and the edge a → it, as one undoable step.
  /** @param {number} a @param {number} x @param {number} y @returns {number} the vertex, or -1 (a big graph) */
  addVertexFrom(a, x, y) {
    if (this.big) return -1;
    this.remember();
    this.xs.push(x);
    this.ys.push(y);
    this.n++;
    this.insertEdge(a, this.n - 1);
    this.emit('structure', { edit: 'local' });
    return this.n - 1;
  }

  // Adds a → b (a === b: a self-loop). False when it is already there.
  /** @param {number} a @param {number} b @returns {boolean} */
  addEdge(a, b) {
    if (this.big || this.hasEdge(a, b) || (this.undirected && a === b)) return false;
    this.remember();
    this.insertEdge(a, b);
    this.emit('structure', { edit: 'local' });
    return true;
  }

  /** @param {number} a @param {number} b @returns {boolean} */
  removeEdge(a, b) {
    if (this.big || !this.hasEdge(a, b)) return false;
    this.remember();
    if (this.undirected && a > b) [a, b] = [b, a];
    this.keys.delete(a + ',' + b);
    this.edges = this.edges.filter(([x, y]) => x !== a || y !== b);
    this.emit('structure', { edit: 'local' });
    return true;
  }

  // Deletes vertex v and its edges; later vertices move down by one.
  /** @param {number} v @returns {boolean} */
  removeVertex(v) {
    if (this.big || v < 0 || v >= this.n) return false;
    this.remember();
    this.xs.splice(v, 1);
    this.ys.splice(v, 1);
    this.n--;
    const shift = (x) => (x > v ? x - 1 : x);
    this.edges = this.edges.filter(([a, b]) => a !== v && b !== v).map(([a, b]) => [shift(a), shift(b)]);
    this.keys = new Set(this.edges.map(([a, b]) => a + ',' + b));
    this.emit('structure', { edit: 'remove', removed: v });
    return true;
  }

  // Moves a vertex (call remember() once when a drag starts, for undo).
  /** @param {number} v @param {number} x @param {number} y */
  moveVertex(v, x, y) {
    this.xs[v] = x;
    this.ys[v] = y;
    this.emit('position', v);
  }

  // New positions for every vertex (a layout). record: an undoable step of its own.
  /** @param {ArrayLike<number>} xs @param {ArrayLike<number>} ys @param {boolean} [record] */
  setPositions(xs, ys, record = true) {
    if (this.big || xs.length !== this.n) return;
    if (record) this.remember();
    this.xs = Array.from(xs);
    this.ys = Array.from(ys);
    this.emit('layout');
  }

  clear() {
    this.load(0, new Uint32Array(0), new Uint32Array(0));
  }
}

// n points on a circle (or a spiral for many), centred on 0,0.
/**
 * @param {number} n
 * @returns {{ xs: Float64Array, ys: Float64Array }}
 */
export function circlePositions(n) {
  const xs = new Float64Array(n),
    ys = new Float64Array(n);
  if (n === 1) return { xs, ys };
  const r = Math.max(80, (n * 60) / (2 * Math.PI));
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    xs[i] = r * Math.cos(a);
    ys[i] = r * Math.sin(a);
  }
  return { xs, ys };
}
