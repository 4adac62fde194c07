// Reading a graph game's table — the session's whole answer (the worker's result arrays:
// outcome, depth and best move of every position) — for the views, the answer, the exports and
// Watch the solver (generic: position = vertex; alice-bob: position = 2·vertex + side, side 0 =
// Alice to move). Moves, best lines and counts are the session's (kit/explorer.js asks them).
// Pure; no DOM.

import { depthCount } from './words.js';

export const NO_VALUE = 0xffffffff;
export const DRAW = 0,
  WIN = 1,
  LOSS = 2;
export const LETTERS = ['D', 'W', 'L'];

/** @type {(sides: number, vertex: number, side: number) => number} */
export const positionOf = (sides, vertex, side) => (sides === 2 ? 2 * vertex + side : vertex);
/** @type {(sides: number, p: number) => number} */
export const vertexOf = (sides, p) => (sides === 2 ? p >>> 1 : p);

// Successor lists (distinct, sorted) as CSR. O(n + m).
/**
 * @typedef {{ off: Uint32Array, succ: Uint32Array, successors: (v: number) => Uint32Array }} Successors
 */
/**
 * @param {number} n
 * @param {ArrayLike<number>} from
 * @param {ArrayLike<number>} to
 * @returns {Successors}
 */
export function buildSuccessors(n, from, to) {
  const off = new Uint32Array(n + 1);
  for (let i = 0; i < from.length; i++) off[from[i] + 1]++;
  for (let v = 0; v < n; v++) off[v + 1] += off[v];
  const fill = off.slice(0, n);
  const succ = new Uint32Array(from.length);
  for (let i = 0; i < from.length; i++) succ[fill[from[i]]++] = to[i];
  for (let v = 0; v < n; v++) if (off[v + 1] - off[v] > 1) succ.subarray(off[v], off[v + 1]).sort();
  return { off, succ, successors: (v) => succ.subarray(off[v], off[v + 1]) };
}

// A solved game: the worker's result plus the graph's successor lists.
export class Solution {
  // result: { game, n, outcomes, depths, bestMoves, stats }; successors: buildSuccessors(…)
  /**
   * @param {{ game: string, n: number, outcomes: Uint8Array, depths: Uint32Array, bestMoves: Uint32Array,
   *   stats?: import('../solver/messages.js').SolveStats, ms?: number }} result
   * @param {Successors} successors
   */
  constructor(result, successors) {
    this.game = result.game;
    this.n = result.n;
    this.sides = result.n > 0 && result.outcomes.length === 2 * result.n ? 2 : 1; // two start sides: 2v + side
    this.outcomes = result.outcomes;
    this.depths = result.depths;
    this.bestMoves = result.bestMoves;
    this.stats = result.stats;
    this.ms = result.ms;
    this.result = result;
    this.graph = successors;
  }
  /** @param {number} v @param {number} [side] @returns {number} */
  position(v, side = 0) {
    return positionOf(this.sides, v, side);
  }
  /** @param {number} p @returns {string} 'D', 'W', 'L' or '?' */
  letter(p) {
    return LETTERS[this.outcomes[p]] ?? '?';
  }
  // Depth in plies, or null (draws; alice-bob wins that no count of plies decides).
  /** @param {number} p @returns {number | null} */
  depth(p) {
    const d = this.depths[p];
    return this.outcomes[p] === DRAW || d === NO_VALUE ? null : d;
  }
  /** @param {number} p @returns {string} */
  label(p) {
    const d = this.depth(p);
    return this.letter(p) + (d === null ? '' : String(depthCount(d))); // plies or moves (lib/words.js)
  }
  // The best move's target vertex, or null at an end position.
  /** @param {number} p @returns {number | null} */
  bestTarget(p) {
    const b = this.bestMoves[p];
    return b === NO_VALUE ? null : b;
  }
  /** @param {number} p @returns {boolean} */
  isEnd(p) {
    return this.graph.successors(vertexOf(this.sides, p)).length === 0;
  }
  // One line of letters per side, as the CLI prints them.
  /** @returns {string[]} */
  answerLines() {
    const lines = [];
    for (let side = 0; side < this.sides; side++) {
      const chars = new Array(this.n);
      for (let v = 0; v < this.n; v++) chars[v] = this.letter(this.position(v, side));
      lines.push(chars.join(''));
    }
    return lines;
  }
}
