// The puzzle referee: which moves a puzzle accepts and why a move misses. Pure; no DOM.
//
// A win puzzle (docs/rules.md#puzzles): the player to move wins in exactly `plies` plies and exactly one move
// wins. The user plays the winner from the start; the solver defends as long as it can. A
// move is accepted when it still wins within the plies left (so after the key move any
// alternative that is as fast is accepted, as puzzle sites accept alternative mates); any other
// move is a miss, explained by where it leads.
// A hold-the-draw puzzle (kind 'draw'): the position is a draw and exactly one move keeps it.
// The user holds the draw for `plies` plies or until a position repeats; any move that keeps
// the draw is accepted, a move that loses is a miss; the solver takes the way out most likely
// to make the user slip (wayOut).

import { wins, depthWords } from './words.js';

export const WIN = 1,
  LOSS = 2,
  DRAW = 0;

// move: the mover's view of a move, { outcome: 1 win | 2 loss | 0 draw, depth: plies to the end (outcome 1/2) }.
// pliesLeft: the plies the puzzle still allows from this position (the human is to move).
// → { ok: true } or { ok: false, outcome: 'draw' | 'loss' | 'slow', plies }.
/** @typedef {{ outcome?: number, depth?: number | null }} MoverValue a move or position as its mover sees it */
/** @typedef {{ ok: boolean, outcome?: 'draw' | 'loss' | 'slow' | 'illegal', plies?: number }} Verdict */
/** @typedef {{ to: number, seen: boolean, draws: number, losses: number }} WayOutCandidate */
/**
 * What a puzzle's play asks before and after moves (puzzles/mode.js makes it; kit/explorer.js
 * calls it, for every game): allow(move, to) before a human move, moved() after, over(youWin,
 * drawn) at the end; reply(cands) (a hold-the-draw puzzle) picks the solver's drawing move.
 * @typedef {object} Referee
 * @property {(move: any, to: number) => boolean} allow
 * @property {() => void} moved
 * @property {(youWin: boolean, drawn?: boolean) => void} over
 * @property {(cands: WayOutCandidate[]) => number | null} [reply]
 */
/**
 * @param {MoverValue | null} move
 * @param {number} pliesLeft
 * @returns {Verdict}
 */
export function judgeMove(move, pliesLeft) {
  if (!move || move.outcome === undefined || move.outcome === 3) return { ok: false, outcome: 'illegal' };
  if (move.outcome === WIN && move.depth <= pliesLeft) return { ok: true };
  if (move.outcome === WIN) return { ok: false, outcome: 'slow', plies: move.depth };
  if (move.outcome === LOSS) return { ok: false, outcome: 'loss', plies: move.depth };
  return { ok: false, outcome: 'draw' };
}

// A move in a hold-the-draw puzzle: one that keeps the draw (or wins, which a drawn position
// cannot offer) is accepted; one that loses misses. Same shapes as judgeMove.
/**
 * @param {MoverValue | null} move
 * @returns {Verdict}
 */
export function judgeHold(move) {
  if (!move || move.outcome === undefined || move.outcome === 3) return { ok: false, outcome: 'illegal' };
  if (move.outcome === LOSS) return { ok: false, outcome: 'loss', plies: move.depth };
  return { ok: true };
}

// The solver's way out in a hold-the-draw puzzle, as the generator's (core/puzzles.hpp
// way_out): of its moves that keep the draw, cands = [{ to, seen, draws, losses }] (seen: the
// position after it came up before in this game; draws / losses: the user's moves from there
// that keep the draw / lose), the one with an unseen position first, then the fewest drawing
// replies, then the most losing replies, then the lowest destination. → to, or null.
/**
 * @param {WayOutCandidate[]} cands
 * @returns {number | null}
 */
export function wayOut(cands) {
  const key = (c) => [c.seen ? 1 : 0, c.draws, -c.losses, c.to];
  let best = null;
  for (const c of cands) {
    if (best === null) {
      best = c;
      continue;
    }
    const a = key(c),
      b = key(best);
    const i = a.findIndex((x, k) => x !== b[k]);
    if (i >= 0 && a[i] < b[i]) best = c;
  }
  return best === null ? null : best.to;
}

// Is a position (here: the mover's { outcome, depth }; moves: the mover's [{ outcome, depth }]) the start of a
// puzzle of this kind and length? Win: a win of exactly `plies` with one winning move; draw: a
// draw with one move keeping it and every other losing. Both: at least two moves (docs/rules.md#puzzles).
/**
 * @param {'win' | 'draw'} kind
 * @param {MoverValue | null} here
 * @param {MoverValue[]} moves
 * @param {number} plies
 * @returns {boolean}
 */
export function isPuzzleStart(kind, here, moves, plies) {
  if (!here || moves.length < 2) return false;
  const count = (outcome) => moves.filter((m) => m.outcome === outcome).length;
  if (kind === 'draw') return here.outcome === DRAW && count(DRAW) === 1 && count(LOSS) === moves.length - 1;
  return here.outcome === WIN && here.depth === plies && count(WIN) === 1;
}

// The words for a miss. names: { you, them, endless? } ('police', 'thief', …; endless: a
// design's side that wins endless play, if any); reply: the opponent's
// refutation in words ('the thief moves down to (4, 4)'), or ''.
/**
 * @param {Verdict} verdict
 * @param {number} pliesLeft
 * @param {{ you: string, them: string, endless?: string | null }} names
 * @param {string} [reply]
 * @returns {string}
 */
export function missWords(verdict, pliesLeft, { you, them, endless = null }, reply = '') {
  const then = reply ? ` Refutation: ${reply}.` : '';
  switch (verdict.outcome) {
    case 'draw':
      return endless === them
        ? `that lets the ${them} play on forever: endless play is the ${them}’s win.${then}`
        : `that lets the ${them} hold a draw: endless play, no win for the ${you}.${then}`;
    case 'loss':
      return Number.isInteger(verdict.plies) && verdict.plies >= 1
        ? `that loses: the ${them} ${wins(them)} in ${depthWords(verdict.plies - 1)} after it.${then}`
        : `that loses: the ${them} ${wins(them)} after it.${then}`;
    case 'slow':
      return (
        `that still wins, but in ${depthWords(verdict.plies)}; ` +
        `the puzzle asks for a win in ${depthWords(pliesLeft)}.${then}`
      );
    default:
      return 'Not a legal move.';
  }
}

// The state of one attempt at a puzzle: plies used, hints taken (how many steps of the graded
// hint), missed, solved.
/**
 * @typedef {{ kind: string, plies: number, humanMoves: number, hinted: boolean, hints: number, hintLevel: number,
 *   hintAt: number | null, missed: boolean, shown: boolean,
 *   solved: boolean, readonly pliesLeft: number, readonly clean: boolean }} Attempt
 */
/**
 * @param {{ kind?: string, plies: number }} puzzle
 * @returns {Attempt}
 */
export function createAttempt(puzzle) {
  return {
    kind: puzzle.kind ?? 'win',
    plies: puzzle.plies,
    humanMoves: 0, // accepted moves of the user (the solver answered each)
    hinted: false,
    hints: 0, // steps of the graded hint shown (each press of Hint that showed more)
    hintLevel: 0, // the hint's last step, at the position hintAt (the best move's)
    hintAt: null,
    missed: false,
    shown: false, // the solution was shown
    solved: false,
    // Plies the puzzle still allows when the user is to move: the user moved first.
    get pliesLeft() {
      return this.plies - 2 * this.humanMoves;
    },
    get clean() {
      return this.solved && !this.hinted && !this.missed && !this.shown;
    },
  };
}

// The score of a first attempt for the rating: 1 solved clean, 0.5 solved with a hint, 0 missed
// or shown.
/**
 * @param {Attempt} attempt
 * @returns {number | null} null: not finished
 */
export function attemptScore(attempt) {
  if (attempt.missed || attempt.shown) return 0;
  if (attempt.solved) return attempt.hinted ? 0.5 : 1;
  return null; // not finished
}
