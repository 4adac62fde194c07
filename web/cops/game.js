// How many cops?'s game as positions for the kit's explorer (kit/explorer.js): cops and robbers
// (docs/rules.md#cops-and-robbers) with the cops found, on the graph asked about, answered from the
// cop-number session's own questions (its capture maps: solver/client.js copQuery), never solved again here.
//
// A position: cop i on cops[i] (in order), the robber on `robber` (n: not hidden yet, his first move
// hides him on any vertex without a cop), the side to move (0 the cops, 1 the robber). Its number:
// the cops' places as a number in base n, times n + 1, plus the robber's place; plus half = n^k (n + 1)
// when the robber is to move (the explorer's convention: the upper half is the second side's).
// A ply of the cops moves every cop at once (each along an edge or staying), as the rules say; a
// capture in t rounds is then a win of the cops in 2t − 1 plies. Values from the capture times
// (the cop moves to catch a robber on r, the cops to move, exact; never: the robber is never
// caught, a win of his by endless play, byRule as a design's endless rule):
//   the cops to move, the robber on r: caught in t → the cops win in 2t − 1; never → the robber wins;
//   the robber to move: his best step (own vertex or a neighbour without a cop) caught in t →
//   he loses in 2t; any step never caught → he wins; the robber on a cop: the end, caught.

import { moveValue, moveRank, bestLine } from '../lib/session-values.js';
import { NEVER } from './map.js';

// The cops' joint moves from `cops` (each cop to its own vertex or a neighbour) past this many are
// not listed (the product grows as (d + 1)^k); values stay exact (from the capture maps) and the
// cops' best move is the worker's (CopNumberSolve::cops_move), listed or not.
const MAX_JOINT_MOVES = 4096;

/**
 * @param {{ copQuery: (q: { session: number, maps?: number[][], copsMoves?: { placement: number[], robber: number }[] })
 *   => Promise<{ maps?: number[][], copsMoves?: number[][] }> }} solver
 * @param {number} session the cop-number session (its answer's)
 * @param {{ n: number, adj: number[][] }} graph
 * @param {number} cops c(G)
 */
export function createCopsGame(solver, session, graph, cops) {
  const n = graph.n,
    k = cops,
    half = n ** k * (n + 1);
  const maps = new Map(); // the capture times of a placement (sorted, as a key) → per robber vertex
  const keyOf = (placement) =>
    placement
      .slice()
      .sort((a, b) => a - b)
      .join(',');

  // Asks the worker for the capture maps not yet known (one question for all).
  async function fetchMaps(placements) {
    const missing = new Map();
    for (const p of placements) if (!maps.has(keyOf(p)) && !missing.has(keyOf(p))) missing.set(keyOf(p), p);
    if (!missing.size) return;
    const list = [...missing.values()];
    const a = await solver.copQuery({ session, maps: list });
    list.forEach((p, i) => maps.set(keyOf(p), a.maps?.[i] ?? []));
  }
  const capture = (placement) => maps.get(keyOf(placement)) ?? null;

  const { decode, encode } = copsPositions(n, k);

  const robberSteps = (c, r) => robberStepsOf(graph, c, r);
  const copsSteps = (c) => copsStepsOf(graph, c);
  function movesOf(pos) {
    const p = decode(pos);
    if (!p || (p.robber < n && p.cops.includes(p.robber))) return [];
    if (p.mover === 1) return robberSteps(p.cops, p.robber).map((v) => encode(p.cops, v, 0));
    return copsSteps(p.cops).map((c) => encode(c, p.robber, 1));
  }

  // A position's value (the worker's shape: outcome for the mover, depth in plies), its map known.
  function valueOf(pos) {
    const p = decode(pos);
    if (!p) return null;
    const caught = p.robber < n && p.cops.includes(p.robber);
    if (caught)
      return p.mover === 1
        ? { outcome: 2, depth: 0, winner: 0, byRule: false, end: true }
        : { outcome: 1, depth: 0, winner: 0, byRule: false, end: true };
    const map = capture(p.cops);
    if (!map) return null;
    if (p.mover === 0) {
      const t = map[p.robber];
      return t === NEVER
        ? { outcome: 2, depth: null, winner: 1, byRule: true, end: false }
        : { outcome: 1, depth: 2 * t - 1, winner: 0, byRule: false, end: false };
    }
    const steps = robberSteps(p.cops, p.robber);
    if (!steps.length) return { outcome: 2, depth: 0, winner: 0, byRule: false, end: true };
    let t = 0;
    for (const v of steps) t = map[v] === NEVER || t === NEVER ? NEVER : Math.max(t, map[v]);
    return t === NEVER
      ? { outcome: 1, depth: null, winner: 1, byRule: true, end: false }
      : { outcome: 2, depth: 2 * t, winner: 0, byRule: false, end: false };
  }
  const needs = (positions) => positions.map(decode).flatMap((p) => (p ? [p.cops] : []));
  async function values(positions) {
    await fetchMaps(needs(positions));
    return positions.map(valueOf);
  }
  // The best move: the quickest win, else the longest loss (kit's moveRank); null at an end. The
  // cops' is the worker's (its placement, sorted, given back to the cops in order: each to its own
  // vertex or a neighbour); the robber's, his step caught last.
  async function best(pos) {
    const p = decode(pos);
    if (p && p.mover === 0 && !p.cops.includes(p.robber)) {
      const a = await solver.copQuery({ session, copsMoves: [{ placement: p.cops, robber: p.robber }] });
      const to = inOrder(graph, p.cops, a.copsMoves?.[0] ?? []);
      if (to) return encode(to, p.robber, 1);
    }
    const next = movesOf(pos);
    if (!next.length) return null;
    const v = await values(next);
    let pick = null,
      rank = Infinity;
    next.forEach((to, i) => {
      const r = moveRank(moveValue(v[i] ?? null));
      if (r < rank) {
        rank = r;
        pick = to;
      }
    });
    return pick;
  }
  // The best line: the positions after each best move, at most max plies, to an end or a repeat.
  const line = (pos, max) => bestLine(best, pos, max);
  // The map of a token moved over every place, the others held: the robber's (token k) only.
  async function map({ position, token, mover }) {
    const p = decode(position);
    if (!p || token !== k) return null;
    await fetchMaps([p.cops]);
    const outcomes = [],
      depths = [];
    for (let v = 0; v < n; v++) {
      const x = mover === 0 || mover === 1 ? valueOf(encode(p.cops, v, mover)) : null;
      outcomes.push(x ? x.outcome : 3);
      depths.push(x && x.depth !== null ? x.depth : NEVER);
    }
    return { outcomes, depths };
  }

  // The explorer's questions (solver/messages.js Questions), answered as a session would.
  async function ask(q) {
    const a = {};
    if (q.positions) a.positions = q.positions.map((x) => encode(x.places.slice(0, k), x.places[k], x.mover));
    if (q.places)
      a.places = q.places.map((pos) => {
        const p = decode(pos);
        return p ? [...p.cops, p.robber] : [];
      });
    if (q.moves) a.moves = q.moves.map(movesOf);
    if (q.values) a.values = await values(q.values);
    if (q.best) a.best = await Promise.all(q.best.map(best));
    if (q.lines) a.lines = await Promise.all(q.lines.map((x) => line(x.position, x.max ?? 2000)));
    if (q.maps) a.maps = await Promise.all(q.maps.map(map));
    return a;
  }

  return {
    n,
    cops: k,
    positions: 2 * half,
    encode,
    decode,
    ask,
    // The capture times of a placement, asked once (the per-robber map the board shows).
    async captureMap(placement) {
      await fetchMaps([placement]);
      return capture(placement);
    },
    captureKnown: capture,
  };
}

// The positions of k cops and a robber on n vertices as numbers (the file's opening comment).
function copsPositions(n, k) {
  const side = n + 1,
    half = n ** k * side;
  /** @type {(pos: number) => { cops: number[], robber: number, mover: number } | null} */
  function decode(pos) {
    if (!Number.isInteger(pos) || pos < 0 || pos >= 2 * half) return null;
    const mover = pos >= half ? 1 : 0;
    let rest = pos - mover * half;
    const robber = rest % side;
    rest = Math.floor(rest / side);
    const c = [];
    for (let i = 0; i < k; i++) {
      c.push(rest % n);
      rest = Math.floor(rest / n);
    }
    if (robber === n && mover === 0) return null; // the robber hides before the cops move
    return { cops: c, robber, mover };
  }
  function encode(c, robber, mover) {
    if (c.length !== k || !(mover === 0 || mover === 1)) return -1;
    if (!(Number.isInteger(robber) && robber >= 0 && robber <= n) || (robber === n && mover === 0)) return -1;
    let x = 0;
    for (let i = k - 1; i >= 0; i--) {
      if (!(Number.isInteger(c[i]) && c[i] >= 0 && c[i] < n)) return -1;
      x = x * n + c[i];
    }
    return mover * half + x * side + robber;
  }
  return { decode, encode };
}

// The robber's steps from r against cops c: his own vertex or a neighbour without a cop; from
// n (not hidden), any vertex without a cop.
const robberStepsOf = (graph, c, r) =>
  (r === graph.n ? Array.from({ length: graph.n }, (_, v) => v) : [r, ...graph.adj[r]]).filter((v) => !c.includes(v));
// The cops' joint moves: each cop to its own vertex or a neighbour (at most MAX_JOINT_MOVES).
function copsStepsOf(graph, c) {
  let out = [[]];
  for (const v of c) {
    const next = [];
    for (const part of out) for (const u of [v, ...graph.adj[v]]) next.push([...part, u]);
    out = next.slice(0, MAX_JOINT_MOVES);
  }
  return out;
}

// The vertices of a placement given to the cops in order, each to its own vertex or a neighbour
// (a matching, by backtracking over the few cops); null when none fits.
function inOrder(graph, from, placement) {
  if (placement.length !== from.length) return null;
  const used = placement.map(() => false),
    out = [];
  const fit = (i) => {
    if (i === from.length) return true;
    for (let j = 0; j < placement.length; j++) {
      const v = placement[j];
      if (used[j] || (v !== from[i] && !graph.adj[from[i]].includes(v))) continue;
      used[j] = true;
      out.push(v);
      if (fit(i + 1)) return true;
      used[j] = false;
      out.pop();
    }
    return false;
  };
  return fit(0) ? out : null;
}
