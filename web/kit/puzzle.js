// The puzzle adapter of any game on the explorer (kit/explorer.js): puzzle mode
// (puzzles/mode.js) plays a puzzle through it. The feature says how to load the puzzle's game
// (solved, its start position found); moves are the session's positions, worded by the game.

import { isPuzzleStart } from '../lib/referee.js';
import { agree } from '../lib/words.js';

/** @import { Referee } from '../lib/referee.js' */
/** @import { Puzzle } from '../lib/puzzle.js' */
/** @import { Explorer } from './explorer.js' */
/**
 * What puzzle mode (puzzles/mode.js) plays a puzzle through, for every feature: moves are the
 * session's positions.
 * @typedef {object} PuzzleAdapter
 * @property {() => Promise<void>} load the puzzle's game solved, its start shown
 * @property {(referee: Referee) => Promise<void> | void} start play from the start with a referee
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
 * @property {() => { level: number, words: string } | null} [hint] the next level of the graded hint
 */
/**
 * @param {object} options
 * @param {Puzzle} options.puzzle
 * @param {Explorer} options.explorer the feature's explorer, which plays the puzzle
 * @param {() => Promise<any>} options.load loads the puzzle's game, solved
 * @param {() => { places: number[], mover: number }} options.startAt the session's places of the puzzle's start
 * @param {string} options.them the opponent's name, in the refutation's words
 * @returns {PuzzleAdapter}
 */
export function explorerPuzzle({ puzzle, explorer, load, startAt, them }) {
  // The adapter's own state. startPosition: the session's position of the puzzle's start (load()
  // finds it); starting: between start()'s stop and its new play (neither over nor the human's move);
  // run: counts start() and stop() calls, so a load or start that stop() (or a newer start) overtook
  // leaves the explorer, which the next puzzle's board may already use, alone.
  const adapterState = { startPosition: null, starting: false, run: 0 };
  const side = sideOf(puzzle);
  const best = () => explorer.here?.best ?? explorer.moves[0]?.to ?? null;
  return {
    async load() {
      const run = adapterState.run;
      await load();
      if (run !== adapterState.run) return;
      const { mover, places } = startAt();
      const [startPosition] = (await explorer.ask({ positions: [{ mover, places }] })).positions;
      if (run !== adapterState.run) return;
      if (!(startPosition >= 0)) throw new Error('the puzzle’s position is not one of this game');
      adapterState.startPosition = startPosition;
      await explorer.go(startPosition, { record: false });
    },
    async start(referee) {
      const run = ++adapterState.run;
      adapterState.starting = true;
      explorer.stopPlay();
      try {
        await explorer.go(adapterState.startPosition, { record: false });
      } finally {
        if (run === adapterState.run) adapterState.starting = false;
      }
      if (run !== adapterState.run) return;
      explorer.history = [];
      explorer.future = [];
      // A value decided by a design's endless or limit rule is endless play to the referee.
      explorer.startPlay(side, { ...referee, allow: (move, to) => referee.allow(plain(move), to) });
    },
    stop() {
      adapterState.run++;
      adapterState.starting = false;
      explorer.stopPlay();
    },
    // Is the start a puzzle of its kind and puzzle.plies (lib/referee.js isPuzzleStart)? A value
    // decided by a design's endless or limit rule counts as endless play.
    async check() {
      await new Promise((resolve) => {
        const wait = () => (explorer.pending || explorer.pos !== explorer.target ? setTimeout(wait, 20) : resolve());
        wait();
      });
      return isPuzzleStart(puzzle.kind, plain(explorer.here), explorer.moves.map(plain), puzzle.plies);
    },
    plies: () => explorer.history.length,
    repeated: () => !!explorer.play?.repeated,
    legalMoves: () => explorer.moves.map((m) => m.to),
    playMove(to) {
      explorer.playMove(to);
    },
    humanToMove: () =>
      !adapterState.starting &&
      !!explorer.play &&
      !explorer.play.over &&
      explorer.turn() === explorer.play.human &&
      !explorer.pending &&
      explorer.pos === explorer.target,
    over: () => !adapterState.starting && (!explorer.play || !!explorer.play.over),
    best,
    playBest() {
      const move = best();
      if (move !== null) explorer.playMove(move, { force: true });
    },
    where(to) {
      const move = explorer.moves.find((candidate) => candidate.to === to);
      return move ? explorer.targetText(explorer.places, move.places, explorer.mover) : `position ${to}`;
    },
    // The opponent's best reply after move `to`, in words: 'the thief moves to (4, 4)'.
    async refutation(to) {
      const after = await explorer.after(to);
      if (!after.reply) return '';
      return `the ${them} ${agree(them, 'moves', 'move')} to ${explorer.targetText(after.places, after.reply.places, 1 - explorer.turn())}`;
    },
    hint: () => explorer.showHint(),
  };
}

// The side the user plays: the puzzle's side or mover; a token game's puzzle, the player to move.
const sideOf = (puzzle) => puzzle.start.side ?? puzzle.start.mover ?? 0;
const plain = (value) => (value?.byRule ? { ...value, outcome: 0, depth: null } : value);
// The names of a puzzle's two sides for messages, from its game's side names: { you, them }.
/**
 * @param {import('../lib/puzzle.js').Puzzle} puzzle
 * @param {string[]} names the sides' names
 * @returns {{ you: string, them: string }}
 */
export function puzzleSides(puzzle, names) {
  return { you: names[sideOf(puzzle)], them: names[1 - sideOf(puzzle)] };
}
