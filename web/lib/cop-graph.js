// The graph cops and robbers is played on (How many cops?, cops/index.js), built the same way
// for every feature from its own places: each pair of places joined once, no loops (pure).

// → { n, edges, adj, xy, name, key, unit, box }: pairs [a, b] (either order, repeats and loops
// dropped), xy per place (drawing hints), name(v) the place in words, key the feature's cheap key.
/**
 * The graph cops and robbers is played on (see above); box: drawn in a box.
 * @typedef {{ n: number, edges: number[][], adj: number[][], xy: ArrayLike<number>[], name: (v: number) => string,
 *   key: string, unit: string, box?: boolean }} CopGraph
 */
/**
 * @param {{ n: number, pairs: Iterable<number[]>, xy: ArrayLike<number>[], name: (v: number) => string, key: string,
 *   unit?: string, box?: boolean }} options
 * @returns {CopGraph}
 */
export function copGraphFrom({ n, pairs, xy, name, key, unit = 'vertex', box = false }) {
  const seen = new Set(),
    edges = [],
    adj = Array.from({ length: n }, () => []);
  for (const [a, b] of pairs) {
    if (a === b) continue;
    const k = Math.min(a, b) * n + Math.max(a, b);
    if (seen.has(k)) continue;
    seen.add(k);
    edges.push([a, b]);
    adj[a].push(b);
    adj[b].push(a);
  }
  return { n, edges, adj, xy, name, key, unit, ...(box ? { box: true } : {}) };
}

// The pairs of a grid's free cells next to each other along a row or a column: places[v] is
// place v's cell, placeOf[cell] its place (-1 or below: a wall).
/**
 * @param {number} cols
 * @param {ArrayLike<number>} places
 * @param {ArrayLike<number>} placeOf
 * @returns {Generator<number[]>}
 */
export function* gridPairs(cols, places, placeOf) {
  const rows = Math.ceil(placeOf.length / cols);
  for (let v = 0; v < places.length; v++) {
    const cell = places[v],
      r = Math.floor(cell / cols),
      c = cell % cols;
    if (c + 1 < cols && placeOf[cell + 1] >= 0) yield [v, placeOf[cell + 1]];
    if (r + 1 < rows && placeOf[cell + cols] >= 0) yield [v, placeOf[cell + cols]];
  }
}
// A grid's places drawn where their cells are.
/** @type {(cols: number, places: ArrayLike<number>) => number[][]} */
export const gridXy = (cols, places) => Array.from(places, (cell) => [cell % cols, Math.floor(cell / cols)]);
