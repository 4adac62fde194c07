// Puzzles on designed games (played on the explorer through kit/puzzle.js): where a puzzle of a
// design (a `whowins puzzles design` line, the design's JSON as its text) starts, and the design
// on screen as a source to mine.

import { boardOf } from './model.js';

// The start of a design puzzle in the session's places: { places, mover }.
export function designPuzzleStart(puzzle) {
  const board = boardOf(JSON.parse(puzzle.text));
  const placeOf = (spot) => (board.grid ? board.placeOf[spot[0] * board.cols + spot[1]] : spot);
  return { places: puzzle.start.places.map(placeOf), mover: puzzle.start.mover };
}

// The design on screen as a source of puzzles (solved first if it is not).
export function designPuzzleSource({ game, text, solved, solve, solver, session }) {
  return {
    game,
    misere: false,
    text: text(),
    async mine(options) {
      if (!solved()) await solve();
      if (!solved()) throw new Error('the design did not solve');
      return solver.puzzles({ session: session(), ...options });
    },
  };
}
