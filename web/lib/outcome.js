// Reading a solution: letters, depths, moves ranked best first, best lines, counts — for the
// graph games (generic: position = vertex; alice-bob: position = 2·vertex + side, side 0 =
// Alice to move). Pure functions over the worker's result arrays; no DOM.

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

/**
 * A move from a position (Solution.moves below).
 * @typedef {{ target: number, to: number, letter: string, depth: number | null, result: string,
 *   resultDepth: number | null, best: boolean }} GraphMove
 */
/**
 * Counts of one side's positions (Solution.counts below).
 * @typedef {{ win: number, loss: number, draw: number, noDepth: number, longest: number, winDepths: number[],
 *   lossDepths: number[] }} SolutionCounts
 */
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
    return this.letter(p) + (d === null ? '' : String(d));
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
  // Which player moves at p: null in generic, 'Alice' or 'Bob' in alice-bob.
  /** @param {number} p @returns {'Alice' | 'Bob' | null} */
  mover(p) {
    return this.sides === 2 ? (p & 1 ? 'Bob' : 'Alice') : null;
  }

  // Every move from p: { target (vertex), to (position), letter/depth (for the player moving
  // there), result/resultDepth (for the mover at p: the letter flipped, one ply more), best }.
  // Sorted best first by the mover's own preferences; the solver's best move leads.
  /** @param {number} p @returns {GraphMove[]} */
  moves(p) {
    const v = vertexOf(this.sides, p);
    const side = this.sides === 2 ? p & 1 : 0;
    const best = this.bestTarget(p);
    const list = [];
    for (const u of this.graph.successors(v)) {
      const q = positionOf(this.sides, u, side ^ 1);
      const letter = this.letter(q);
      const depth = this.depth(q);
      const result = letter === 'W' ? 'L' : letter === 'L' ? 'W' : 'D';
      list.push({
        target: u,
        to: q,
        letter,
        depth,
        result,
        resultDepth: depth === null ? null : depth + 1,
        best: u === best,
      });
    }
    const rank = this.sides === 2 ? aliceBobRank(side) : genericRank;
    list.sort((a, b) => Number(b.best) - Number(a.best) || rank(a) - rank(b) || a.target - b.target);
    return list;
  }

  // The line of best play from p: positions, until an end position or a repeat (endless play),
  // at most maxPlies moves. { positions: [p0, p1, …], ends: 'end' | 'repeat' | 'cut' }.
  /** @param {number} p @param {number} [maxPlies] @returns {{ positions: number[], ends: 'end' | 'repeat' | 'cut' }} */
  bestLine(p, maxPlies = 200) {
    const positions = [p];
    const seen = new Set([p]);
    let cur = p;
    for (let k = 0; k < maxPlies; k++) {
      const t = this.bestTarget(cur);
      if (t === null) return { positions, ends: 'end' };
      const side = this.sides === 2 ? (cur & 1) ^ 1 : 0;
      cur = positionOf(this.sides, t, side);
      positions.push(cur);
      if (seen.has(cur)) return { positions, ends: 'repeat' };
      seen.add(cur);
    }
    return { positions, ends: 'cut' };
  }

  // Counts of W/L/D over one side's positions (side null: all positions) and the histogram of
  // depths: { win, loss, draw, undecidedDepth, longest, winDepths: number[], lossDepths: number[] }.
  /** @param {number | null} [side] @returns {SolutionCounts} */
  counts(side = null) {
    const c = { win: 0, loss: 0, draw: 0, noDepth: 0, longest: 0, winDepths: [], lossDepths: [] };
    const step = side === null || this.sides === 1 ? 1 : 2;
    const start = side === null || this.sides === 1 ? 0 : side;
    const o = this.outcomes,
      d = this.depths;
    for (let p = start; p < o.length; p += step) {
      const x = o[p];
      if (x === DRAW) {
        c.draw++;
        continue;
      }
      const depth = d[p];
      const hist = x === WIN ? c.winDepths : c.lossDepths;
      if (x === WIN) c.win++;
      else c.loss++;
      if (depth === NO_VALUE) {
        c.noDepth++;
        continue;
      }
      if (depth > c.longest) c.longest = depth;
      while (hist.length <= depth) hist.push(0);
      hist[depth]++;
    }
    const len = c.longest + 1;
    for (const h of [c.winDepths, c.lossDepths]) while (h.length < len) h.push(0);
    return c;
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

// generic: a move into a Loss first (quickest), then a Draw, then into a Win (longest).
function genericRank(m) {
  if (m.letter === 'L') return m.depth ?? 2 ** 31;
  if (m.letter === 'D') return 2 ** 33;
  return 2 ** 34 + (2 ** 32 - (m.depth ?? 0));
}

// alice-bob, by the mover's preferences. Alice (side 0): endless > Alice wins (quickest) >
// Bob wins (longest). Bob (side 1): Bob wins (quickest) > Alice wins (longest) > endless.
// The target's letter is for the other player.
function aliceBobRank(side) {
  return (m) => {
    const quick = (d) => (d === null ? 2 ** 32 : d);
    const slow = (d) => (d === null ? 0 : 2 ** 32 - d);
    if (side === 0) {
      if (m.letter === 'D') return 0;
      if (m.letter === 'L') return 2 ** 33 + quick(m.depth);
      return 2 ** 34 + slow(m.depth);
    }
    if (m.letter === 'L') return quick(m.depth);
    if (m.letter === 'W') return 2 ** 33 + slow(m.depth);
    return 2 ** 34;
  };
}

// Words for an outcome, for the player to move. mover: null (generic) or 'Alice' / 'Bob'.
/**
 * @param {string} letter 'W', 'L' or 'D'
 * @param {number | null} depth
 * @param {'Alice' | 'Bob' | null} mover
 * @returns {string}
 */
export function describeOutcome(letter, depth, mover) {
  const plies = (d) => `${d} ${d === 1 ? 'ply' : 'plies'}`;
  if (letter === 'D') return mover ? 'Endless play (draw)' : 'Draw: endless play';
  const who = mover === null ? null : letter === 'W' ? mover : mover === 'Alice' ? 'Bob' : 'Alice';
  if (depth === 0) {
    if (mover === null) return letter === 'W' ? 'Win: no move left, and that wins' : 'Loss: no move left';
    return `${who} wins: ${mover} cannot move`;
  }
  if (mover === null) {
    if (depth === null) return letter === 'W' ? 'Win' : 'Loss';
    return letter === 'W' ? `Win in ${plies(depth)}` : `Loss in ${plies(depth)}`;
  }
  if (depth === null) return `${who} wins (Bob must end the game and cannot win it)`;
  return `${who} wins in ${plies(depth)}`;
}
