// The many-tokens game as positions for the kit's explorer (kit/explorer.js), answered from the sum
// session's own questions (SumSession.answer through solver/client.js sumQuery: the outcome and the
// move, docs/rules.md#sums) and, where it was solved, the product graph's generic solve (the exact
// depth) — as cops/game.js answers How many cops?'s, never solved again here.
//
// A position: tokens on vertices (in order: token i stays token i), and the side to move (0 the
// first player, 1 the second). Tuples are numbered as they are first seen; the position's number
// is that, plus HALF when the second player is to move (the explorer's convention: the upper half
// is the second side's). A move moves one token along an edge; moves that give the same tokens
// up to their order (two tokens on one vertex) are listed once.

import { productIndex } from '../lib/sum.js';
import { bestLine } from '../lib/session-values.js';

const HALF = 2 ** 40;
export const SUM_POSITIONS = 2 * HALF;

/**
 * @param {{ sumQuery: (q: { session: number, answers: number[][] }) =>
 *   Promise<(import('../solver/messages.js').SumAnswer | null)[]> }} solver
 * @param {number} session the sum session
 * @param {{ n: number, successors: number[][] }} graph
 * @param {(k: number) => { k: number, outcomes: Uint8Array, depths: Uint32Array } | null} product the
 *   product graph's table for k tokens, when it was solved
 */
export function createSumGame(solver, session, graph, product) {
  const n = graph.n;
  const tuples = [],
    numbers = new Map();
  const answers = new Map(); // the tokens, as a key → the session's answer (token: an index into them)
  const sortedKey = (places) =>
    places
      .slice()
      .sort((a, b) => a - b)
      .join(',');

  const valid = (places) =>
    Array.isArray(places) && places.length > 0 && places.every((v) => Number.isInteger(v) && v >= 0 && v < n);
  function encode(places, mover) {
    if (!valid(places) || !(mover === 0 || mover === 1)) return -1;
    const key = places.join(',');
    let i = numbers.get(key);
    if (i === undefined) {
      i = tuples.length;
      tuples.push(places.slice());
      numbers.set(key, i);
    }
    return mover * HALF + i;
  }
  /** @type {(pos: number) => { places: number[], mover: number } | null} */
  function decode(pos) {
    if (!Number.isInteger(pos) || pos < 0 || pos >= 2 * HALF) return null;
    const mover = pos >= HALF ? 1 : 0,
      places = tuples[pos - mover * HALF];
    return places ? { places, mover } : null;
  }

  // The session's answers for these token lists, asked once per list (one question for all). Asked in
  // the tokens' own order, so that the answer is exactly what `whowins sum` prints for that line.
  async function fetchAnswers(lists) {
    const missing = new Map();
    for (const l of lists) {
      const key = l.join(',');
      if (!answers.has(key) && !missing.has(key)) missing.set(key, l.slice());
    }
    if (!missing.size) return;
    const keys = [...missing.keys()];
    const got = await solver.sumQuery({ session, answers: [...missing.values()] });
    keys.forEach((key, i) => answers.set(key, got[i] ?? null));
  }
  const answerOf = (places) => answers.get(places.join(',')) ?? null;

  function movesOf(pos) {
    const p = decode(pos);
    if (!p) return [];
    const out = [],
      seen = new Set();
    p.places.forEach((v, i) => {
      for (const w of graph.successors[v]) {
        const next = p.places.slice();
        next[i] = w;
        const key = sortedKey(next);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(encode(next, 1 - p.mover));
      }
    });
    return out;
  }
  const stuck = (places) => places.every((v) => graph.successors[v].length === 0);

  // A position's value (the worker's shape): the outcome from the session's answer, the depth from
  // the product graph's solve when there is one for this many tokens (else null).
  function valueOf(pos) {
    const p = decode(pos);
    if (!p) return null;
    const a = answerOf(p.places);
    if (!a) return null;
    const table = product(p.places.length);
    const depth = table && table.k === p.places.length ? table.depths[productIndex(p.places, n)] : null;
    const end = stuck(p.places);
    return {
      outcome: a.outcome,
      depth: a.outcome === 0 ? null : end ? 0 : depth === null || depth === 0xffffffff ? null : depth,
      winner: a.outcome === 1 ? p.mover : a.outcome === 2 ? 1 - p.mover : -1,
      byRule: false,
      end,
      endRule: -1,
    };
  }
  async function values(positions) {
    await fetchAnswers(positions.map(decode).flatMap((p) => (p ? [p.places] : [])));
    return positions.map(valueOf);
  }
  // Moves to prefer (position → position): a puzzle's line for the defender (sum/index.js).
  const preferred = new Map();
  // The best move: a preferred move if there is one and it is legal; else the session's (a win, or
  // the draw kept); from a loss, the move that holds out longest when the depth is known, else the first.
  async function best(pos) {
    const p = decode(pos);
    if (!p) return null;
    const chosen = preferred.get(pos);
    if (chosen !== undefined && movesOf(pos).includes(chosen)) return chosen;
    await fetchAnswers([p.places]);
    const a = answerOf(p.places);
    if (a && a.token !== null && a.to !== null) {
      const next = p.places.slice();
      next[a.token] = a.to;
      return encode(next, 1 - p.mover);
    }
    const next = movesOf(pos);
    if (!next.length) return null;
    const v = await values(next);
    let pick = next[0],
      longest = -1;
    next.forEach((to, i) => {
      if (v[i] && v[i].depth !== null && v[i].depth > longest) {
        longest = v[i].depth;
        pick = to;
      }
    });
    return pick;
  }
  const line = (pos, max) => bestLine(best, pos, max);

  // The explorer's questions (solver/messages.js Questions), answered as a session would. No maps:
  // the graph shows each vertex's γ instead.
  async function ask(q) {
    const a = {};
    if (q.positions) a.positions = q.positions.map((x) => encode(Array.from(x.places), x.mover));
    if (q.places) a.places = q.places.map((pos) => decode(pos)?.places.slice() ?? []);
    if (q.moves) a.moves = q.moves.map(movesOf);
    if (q.values) a.values = await values(q.values);
    if (q.best) a.best = await Promise.all(q.best.map(best));
    if (q.lines) a.lines = await Promise.all(q.lines.map((x) => line(x.position, x.max ?? 2000)));
    if (q.maps) a.maps = q.maps.map(() => null);
    return a;
  }

  return {
    n,
    positions: SUM_POSITIONS,
    session,
    encode,
    decode,
    ask,
    // Prefers this move from this position (both position numbers) over the session's, or, with
    // `to` null, forgets every preference.
    prefer(from, to) {
      if (to === null) preferred.clear();
      else if (decode(from) && decode(to)) preferred.set(from, to);
    },
    // The session's answer for tokens on these vertices (token: an index into `places`).
    async answer(places) {
      if (!valid(places)) return null;
      await fetchAnswers([places]);
      return answerOf(places);
    },
  };
}
