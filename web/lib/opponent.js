// The solver as an opponent of chosen strength (pure): the levels, each in one sentence, and the
// reply each picks among the mover's moves, from the session's values alone ({ outcome, depth }
// of each move for the mover: lib/session-values.js). Seeded: the draw comes from the seed, the
// position and the ply, so a shared game replays the same moves. docs/rules.md#playing-the-solver.

import { moveRank } from './session-values.js';
import { mulberry32, mixSeed } from './seeded-random.js';

// The chance that *casual* plays a move one step worse than the best.
export const CASUAL_SLIP = 0.25;

// The levels, strongest first: id, name, the sentence the page and docs/ say.
export const OPPONENT_LEVELS = [
  {
    id: 'perfect',
    name: 'Perfect',
    sentence: 'always the best move: the fastest win, else the draw, else the longest resistance.',
  },
  {
    id: 'strong',
    name: 'Strong',
    sentence:
      'never gives away a win or a draw and, when losing, holds out longest; ' +
      'it wins by any winning move, not always the fastest.',
  },
  {
    id: 'casual',
    name: 'Casual',
    sentence: `plays as Strong, but one move in ${Math.round(1 / CASUAL_SLIP)} (${Math.round(CASUAL_SLIP * 100)} %) is one step worse: a slower win, or the next outcome down (a draw for a win, a loss for a draw).`,
  },
  {
    id: 'beginner',
    name: 'Beginner',
    sentence: 'any legal move, at random, except one that loses at once (when another move does not).',
  },
];
export const DEFAULT_LEVEL = 'perfect';
/** @type {(id: unknown) => boolean} */
export const isLevel = (id) => OPPONENT_LEVELS.some((level) => level.id === id);
/** @type {(id: string) => (typeof OPPONENT_LEVELS)[number]} */
export const levelInfo = (id) => OPPONENT_LEVELS.find((level) => level.id === id) ?? OPPONENT_LEVELS[0];

/** @typedef {{ to: number, outcome: number, depth?: number | null }} RatedMove a move with its value for the mover */

// Moves grouped by value, best first (lib/session-values.js moveRank): [[W3, W3], [W5], [D], [L4]].
/** @type {(moves: RatedMove[]) => RatedMove[][]} */
function groups(moves) {
  const sorted = moves.filter((m) => m.outcome !== 3).sort((x, y) => moveRank(x) - moveRank(y) || x.to - y.to);
  const out = [];
  for (const m of sorted) {
    const last = out[out.length - 1];
    if (last && moveRank(last[0]) === moveRank(m)) last.push(m);
    else out.push([m]);
  }
  return out;
}
const pick = (list, random) => list[Math.min(list.length - 1, Math.floor(random() * list.length))];

// A move that loses at once: the game ends with the mover's loss, or the other side wins on its
// next ply (the mover's view: a loss in 1 or 2 plies).
/** @type {(m: RatedMove) => boolean} */
export const losesAtOnce = (m) => m.outcome === 2 && m.depth !== null && m.depth !== undefined && m.depth <= 2;

// The strong choice: a move of the best outcome class. Winning: any winning move whose position
// was not reached before in this game (seen), else the fastest — a fresh position each time, so
// the win cannot go round a cycle forever; drawing: any move that keeps the draw; losing: the
// longest hold-out.
function strongMove(moves, random, seen) {
  const ranked = groups(moves);
  if (!ranked.length) return null;
  const best = ranked[0][0];
  if (best.outcome === 1) {
    const fresh = ranked.flat().filter((m) => m.outcome === 1 && !seen.has(m.to));
    return pick(fresh.length ? fresh : ranked[0], random);
  }
  return pick(ranked[0], random);
}

/**
 * The opponent's reply at one position.
 * @param {RatedMove[]} moves the mover's moves with their values (the mover's view)
 * @param {{ level: string, seed: number, position: number, ply: number, best?: number | null,
 *   seen?: Set<number> }} at the level, the game's seed, the position and the ply (the draw's
 *   inputs), the session's best move (perfect's), the positions reached so far in the game
 * @returns {number | null} the position the reply goes to, or null (no move)
 */
export function opponentMove(moves, { level, seed, position, ply, best = null, seen = new Set() }) {
  if (!moves.length) return null;
  const perfect = best ?? groups(moves)[0]?.[0]?.to ?? moves[0].to;
  const random = mulberry32(mixSeed(seed, position, ply));
  if (level === 'strong') return strongMove(moves, random, seen)?.to ?? perfect;
  if (level === 'casual') {
    const ranked = groups(moves);
    if (random() < CASUAL_SLIP && ranked.length > 1) return pick(ranked[1], random).to;
    return strongMove(moves, random, seen)?.to ?? perfect;
  }
  if (level === 'beginner') {
    const safe = moves.filter((m) => !losesAtOnce(m));
    return pick(safe.length ? safe : moves, random).to;
  }
  return perfect;
}

// ---- graded hints -----------------------------------------------------------------------------
// The kind of the best move, from the values alone (the rule, docs/rules.md#hints):
//   finish   — the move wins and the game ends within a ply after it (a capture, a finish: the
//              position after it is the mover's win at depth 0 or 1);
//   escape   — the mover loses whatever it does: the longest hold-out;
//   block    — the best the mover has is a draw, and some other move loses at once (the other
//              side wins within 2 plies after it): the move stops a win the other side threatens;
//   draw     — the best the mover has is a draw, and no move loses at once: the move that keeps it;
//   approach — any other winning move: closer to a win further off.
// moves: every move of the position with its value (the others than `move` tell a block).
/** @type {(move: RatedMove, moves?: RatedMove[]) => 'finish' | 'escape' | 'block' | 'draw' | 'approach' | null} */
export function hintKind(move, moves = []) {
  if (!move || move.outcome === 3) return null;
  if (move.outcome === 2) return 'escape';
  if (move.outcome === 0)
    return moves.some((m) => m !== move && m.outcome === 2 && m.depth !== null && m.depth !== undefined && m.depth <= 2)
      ? 'block'
      : 'draw';
  return move.depth !== null && move.depth !== undefined && move.depth <= 2 ? 'finish' : 'approach';
}
// The second hint in words, by the kind.
export const HINT_KIND_WORDS = {
  finish: 'a finishing move — a capture or the end of the game: it wins at once, or leaves no reply',
  approach: 'an approach — it closes in on a win that is still some plies away',
  escape: 'an escape — every move loses here; find the one that holds out longest',
  block: 'a block — the other side threatens a quick win: stop it, and the draw is kept',
  draw: 'the move that keeps the draw',
};
