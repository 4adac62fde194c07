// The puzzle adapter of any game on the explorer (kit/explorer.js): puzzle mode
// (puzzles/mode.js) plays a puzzle through it. The feature says how to load the puzzle's game
// (solved, its start position found); moves are the session's positions, worded by the game.

import { isPuzzleStart } from '../lib/referee.js';

// { pz, explorer, load() → Promise (the puzzle's game solved), startAt() → { places, mover }
// (the session's places of the puzzle's start), them: the opponent in the refutation }.
/**
 * What puzzle mode (puzzles/mode.js) plays a puzzle through, for every feature (the graph game's
 * own, graph/puzzle.js, has the same members): moves are positions (graph: vertices).
 * @typedef {object} PuzzleAdapter
 * @property {() => Promise<void>} load the puzzle's game solved, its start shown
 * @property {(referee: import('../lib/referee.js').Referee) => Promise<void> | void} start play from the start with a referee
 * @property {() => void} stop
 * @property {() => Promise<boolean>} check the start is a puzzle of its kind and length
 * @property {() => number} plies plies played
 * @property {() => boolean} repeated a position came back
 * @property {() => number[]} legalMoves
 * @property {(to: number) => void} playMove
 * @property {() => boolean} humanToMove
 * @property {() => boolean} over
 * @property {() => number | null} best the best move
 * @property {() => void} playBest
 * @property {(to: number) => string} where a move in words
 * @property {(to: number) => Promise<string>} refutation the opponent's best reply after a move, in words
 * @property {() => void} [hint]
 */
/**
 * @param {{ pz: import('../lib/puzzle.js').Puzzle, explorer: import('./explorer.js').Explorer, load: () => Promise<any>, startAt: () => { places: number[], mover: number }, them: string }} options
 * @returns {PuzzleAdapter}
 */
export function explorerPuzzle({ pz, explorer: x, load, startAt, them }) {
  let start = null;
  let starting = false; // between start()'s stop and its new play: neither over nor the human's move
  const side = sideOf(pz);
  const best = () => x.here?.best ?? x.moves[0]?.to ?? null;
  return {
    async load() {
      await load();
      const at = startAt();
      start = (await x.ask({ positions: [{ mover: at.mover, places: at.places }] })).positions[0];
      if (!(start >= 0)) throw new Error('the puzzle’s position is not one of this game');
      await x.go(start, { record: false });
    },
    async start(referee) {
      starting = true;
      x.stopPlay();
      try {
        await x.go(start, { record: false });
      } finally {
        starting = false;
      }
      x.history = [];
      x.future = [];
      // A value decided by a design's endless or limit rule is endless play to the referee.
      x.startPlay(side, { ...referee, allow: (m, to) => referee.allow(plain(m), to) });
    },
    stop() {
      x.stopPlay();
    },
    // Is the start a puzzle of its kind and pz.plies (lib/referee.js isPuzzleStart)? A value
    // decided by a design's endless or limit rule counts as endless play.
    async check() {
      await new Promise((resolve) => {
        const wait = () => (x.pending || x.pos !== x.target ? setTimeout(wait, 20) : resolve());
        wait();
      });
      return isPuzzleStart(pz.kind, plain(x.here), x.moves.map(plain), pz.plies);
    },
    plies: () => x.history.length,
    repeated: () => !!x.play?.repeated,
    legalMoves: () => x.moves.map((m) => m.to),
    playMove(to) {
      x.playMove(to);
    },
    humanToMove: () =>
      !starting && !!x.play && !x.play.over && x.mover === x.play.human && !x.pending && x.pos === x.target,
    over: () => !starting && (!x.play || !!x.play.over),
    best,
    playBest() {
      const b = best();
      if (b !== null) x.playMove(b, { force: true });
    },
    where(to) {
      const m = x.moves.find((q) => q.to === to);
      return m ? x.targetText(x.places, m.places, x.mover) : `position ${to}`;
    },
    // The opponent's best reply after move `to`, in words: 'the thief moves to (4, 4)'.
    async refutation(to) {
      const a = await x.after(to);
      if (!a.reply) return '';
      return `the ${them} moves to ${x.targetText(a.places, a.reply.places, 1 - x.mover)}`;
    },
    hint() {
      x.showHint();
    },
  };
}

const sideOf = (pz) => pz.start.side ?? pz.start.mover;
const plain = (v) => (v?.byRule ? { ...v, o: 0, d: null } : v);
// The names of a puzzle's two sides for messages, from its game's side names: { you, them }.
/**
 * @param {import('../lib/puzzle.js').Puzzle} pz
 * @param {string[]} names the sides' names
 * @returns {{ you: string, them: string }}
 */
export function puzzleSides(pz, names) {
  return { you: names[sideOf(pz)], them: names[1 - sideOf(pz)] };
}
