// A design as the page edits it (pure): the board's cells or vertices, where each token can go
// in one move (the live picture of a move set), the end rules in words, text forms of starts
// and cell sets. The solver's reading of a design is the C++ one (src/design/); this module
// only draws and words it.

import { copGraphFrom, gridPairs, gridXy } from '../lib/cop-graph.js';
import { wins } from '../lib/words.js';

export const STEPS = ['rook', 'bishop', 'queen', 'king', 'knight'];
const DIRS = {
  rook: [
    [-1, 0],
    [0, -1],
    [0, 1],
    [1, 0],
  ],
  bishop: [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ],
  queen: [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ],
  knight: [
    [-2, -1],
    [-2, 1],
    [-1, -2],
    [-1, 2],
    [1, -2],
    [1, 2],
    [2, -1],
    [2, 1],
  ],
};
DIRS.king = DIRS.queen;
// A token's steps as a list of [dr, dc] offsets (its steps' directions, one step each; a list: as it is), for the
// form's "offsets…" to start from what the token moves by now.
/** @type {(steps: unknown) => number[][]} */
export const offsetsOf = (steps) =>
  Array.isArray(steps) ? steps : (DIRS[/** @type {string} */ (steps)] ?? [[1, 2]]).map((o) => o.slice());

// Offsets typed in the form ("1,2 2,1", spaces between): the list, or the first piece that is not two whole numbers.
/** @type {(text: string) => { offsets: number[][] } | { bad: string }} */
export function parseOffsets(text) {
  const pieces = text.trim().split(/\s+/).filter(Boolean);
  const bad = pieces.find((piece) => !/^[-+]?\d+,[-+]?\d+$/.test(piece));
  return bad !== undefined ? { bad } : { offsets: pieces.map((piece) => piece.split(',').map(Number)) };
}

// The board: { grid, rows, cols, chars (grid), wall(cell), places: cells or vertices in
// order, placeOf: cell → place (-1 at a wall), n, edges (graph), neighbours (graph, out) }.
export function boardOf(design) {
  const b = design.board ?? {};
  if (b.grid) {
    const rows = b.grid.length,
      cols = Math.max(0, ...b.grid.map((r) => r.length));
    const walls = b.walls ?? '#*';
    const chars = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) chars.push(b.grid[r][c] ?? ' ');
    const places = [],
      placeOf = chars.map((ch, i) => (walls.includes(ch) || ch === ' ' ? -1 : (places.push(i), places.length - 1)));
    return { grid: true, rows, cols, chars, walls, places, placeOf, n: places.length };
  }
  const g = b.graph ?? {};
  let n = 0,
    edges = [];
  if (Array.isArray(g.adjacency)) {
    n = g.adjacency.length;
    g.adjacency.forEach((l, a) => (Array.isArray(l) ? l : []).forEach((x) => edges.push([a, x])));
  } else {
    n = Number.isInteger(g.n) ? g.n : 0;
    edges = Array.isArray(g.edges) ? g.edges : [];
  }
  const neighbours = Array.from({ length: Math.max(0, Math.min(n, 100000)) }, () => new Set());
  for (const [a, x] of edges) {
    if (!(a >= 0 && a < n && x >= 0 && x < n)) continue;
    neighbours[a].add(x);
    if (!g.directed) neighbours[x].add(a);
  }
  const places = Array.from({ length: neighbours.length }, (_, i) => i);
  return {
    grid: false,
    n: neighbours.length,
    edges,
    directed: !!g.directed,
    neighbours: neighbours.map((s) => [...s].sort((p, q) => p - q)),
    places,
    placeOf: places,
  };
}

// The place a start names ('M', [r, c] or a vertex), or -1.
export function startPlace(board, start) {
  if (board.grid) {
    if (typeof start === 'string') {
      const i = board.chars.indexOf(start);
      return i >= 0 && board.chars.lastIndexOf(start) === i ? board.placeOf[i] : -1;
    }
    if (Array.isArray(start) && start.length === 2) {
      const [r, c] = start;
      return r >= 0 && c >= 0 && r < board.rows && c < board.cols ? board.placeOf[r * board.cols + c] : -1;
    }
    return -1;
  }
  return Number.isInteger(start) && start >= 0 && start < board.n ? start : -1;
}

// A set of places (letters, or a list of cells or vertices) as a Set of places.
export function placeSet(board, spec) {
  const set = new Set();
  if (spec === undefined) return set;
  if (typeof spec === 'string') {
    if (board.grid)
      board.chars.forEach((ch, i) => {
        if (spec.includes(ch) && board.placeOf[i] >= 0) set.add(board.placeOf[i]);
      });
    return set;
  }
  for (const x of Array.isArray(spec) ? spec : []) {
    const p = board.grid
      ? Array.isArray(x)
        ? startPlace(board, x)
        : -1
      : Number.isInteger(x) && x >= 0 && x < board.n
        ? x
        : -1;
    if (p >= 0) set.add(p);
  }
  return set;
}

// Where a token with these moves goes in one move from `from`: the live picture of a move set.
export function reach(board, moves = {}, from) {
  const out = new Set();
  if (from < 0) return out;
  const forbid = placeSet(board, moves.forbid);
  const range = Number.isInteger(moves.range) ? moves.range : 1;
  if (moves.stay && !forbid.has(from)) out.add(from);
  if (board.grid) {
    const cell = board.places[from],
      r0 = Math.floor(cell / board.cols),
      c0 = cell % board.cols;
    const leaper = Array.isArray(moves.steps) || moves.steps === 'knight';
    const dirs = Array.isArray(moves.steps) ? moves.steps : (DIRS[moves.steps] ?? []);
    const limit = moves.steps === 'king' ? 1 : leaper ? 1 : range === 0 ? Infinity : range;
    for (const [dr, dc] of dirs) {
      for (let k = 1; k <= limit; k++) {
        const r = r0 + dr * k,
          c = c0 + dc * k;
        if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) break;
        const p = board.placeOf[r * board.cols + c];
        if (p < 0) break;
        if (!forbid.has(p)) out.add(p);
      }
    }
    return out;
  }
  let frontier = [from];
  const seen = new Set([from]);
  for (let k = 1; frontier.length && (range === 0 || k <= range); k++) {
    const next = [];
    for (const u of frontier)
      for (const w of board.neighbours[u] ?? []) {
        if (seen.has(w)) continue;
        seen.add(w);
        next.push(w);
        if (!forbid.has(w)) out.add(w);
      }
    frontier = next;
  }
  return out;
}

// A place in words: "(2, 3)" (1-based) or "vertex 4".
export function placeName(board, place) {
  if (!board.grid) return `vertex ${place}`;
  const cell = board.places[place];
  return `(${Math.floor(cell / board.cols) + 1}, ${(cell % board.cols) + 1})`;
}

// An end rule in words: "the cat wins when a token of it meets one of the mouse".
export function endWords(design, end) {
  const [a, b] = (design.sides ?? []).map((s) => s.name || '?');
  const cells =
    typeof end.cells === 'string'
      ? `a cell marked ${[...end.cells].join(' or ')}`
      : `one of ${JSON.stringify(end.cells ?? [])}`;
  if (end.when === 'meet') return `${end.winner} ${wins(end.winner)} when ${a} and ${b} meet`;
  return (
    `${end.winner} ${wins(end.winner)} ` +
    `when ${end.side} ${end.side && /[^s]s$/.test(end.side) ? 'stand' : 'stands'} on ${cells}`
  );
}

// Text forms the form's fields use: a start, a set of places.
export function startText(start) {
  return Array.isArray(start) ? start.join(', ') : start === undefined ? '' : String(start);
}
export function parseStart(text, grid) {
  const t = text.trim();
  const rc = /^\[?\s*(-?\d+)\s*,\s*(-?\d+)\s*\]?$/.exec(t);
  if (grid) return rc ? [Number(rc[1]), Number(rc[2])] : t;
  return /^\d+$/.test(t) ? Number(t) : t;
}
export function placesText(spec) {
  if (spec === undefined) return '';
  if (typeof spec === 'string') return spec;
  return spec.map((x) => (Array.isArray(x) ? x.join(',') : String(x))).join(' ');
}
export function parsePlaces(text, grid) {
  const t = text.trim();
  if (t === '') return undefined;
  if (grid && /^[A-Za-z]+$/.test(t)) return t;
  const parts = t.split(/[\s;]+/).filter(Boolean);
  return grid ? parts.map((p) => p.replace(/[[\]]/g, '').split(',').map(Number)) : parts.map(Number);
}

// The undirected graph cops and robbers is played on, for the cops card: a grid's free cells
// joined along rows and columns, or the graph's edges both ways. → { n, edges, adj, xy, name, key,
// unit: 'cell' or 'vertex' }.
export function copGraphOf(design, key) {
  const b = boardOf(design);
  if (!b.n) return null;
  const pairs = b.grid ? gridPairs(b.cols, b.places, b.placeOf) : b.neighbours.flatMap((l, v) => l.map((w) => [v, w]));
  const xy = b.grid
    ? gridXy(b.cols, b.places)
    : b.places.map((v) => [Math.sin((2 * Math.PI * v) / b.n), -Math.cos((2 * Math.PI * v) / b.n)]);
  return copGraphFrom({ n: b.n, pairs, xy, name: (v) => placeName(b, v), key, unit: b.grid ? 'cell' : 'vertex' });
}

// The letters of a grid design that only name tokens' starts (no end or forbid reads them):
// once a position is shown its tokens stand elsewhere, and such letters are not drawn.
export function startLetters(design) {
  const used = new Set(),
    starts = new Set();
  const letters = (x) => (typeof x === 'string' ? [...x] : []);
  for (const e of design.ends ?? []) for (const ch of letters(e.cells)) used.add(ch);
  for (const s of design.sides ?? [])
    for (const t of s.tokens ?? []) {
      for (const ch of letters(t.moves?.forbid)) used.add(ch);
      for (const ch of letters(t.start)) starts.add(ch);
    }
  return new Set([...starts].filter((ch) => !used.has(ch)));
}

// A graph board's edits (the Edge and Add vertex tools): the board as { n, edges, directed }.
function graphEdges(design) {
  const g = design.board.graph;
  const edges = Array.isArray(g.adjacency)
    ? g.adjacency.flatMap((l, a) => l.filter((x) => g.directed || a < x).map((x) => [a, x]))
    : (g.edges ?? []).map((e) => e.slice());
  const n = Array.isArray(g.adjacency) ? g.adjacency.length : (g.n ?? 0);
  return { n, edges, directed: !!g.directed };
}
// Joins a and v, or removes their edge (either way round when undirected); → true if removed.
export function toggledEdge(design, a, v) {
  const { n, edges, directed } = graphEdges(design);
  const same = (e) => (e[0] === a && e[1] === v) || (!directed && e[0] === v && e[1] === a);
  const had = edges.some(same);
  design.board = {
    graph: {
      n,
      edges: had ? edges.filter((e) => !same(e)) : [...edges, [a, v]],
      ...(directed ? { directed: true } : {}),
    },
  };
  return had;
}
// Adds a vertex (no edges yet); → its number.
export function addedVertex(design) {
  const { n, edges, directed } = graphEdges(design);
  design.board = { graph: { n: n + 1, edges, ...(directed ? { directed: true } : {}) } };
  return n;
}
