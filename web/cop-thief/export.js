// What leaves the board (the board feature's state: cop-thief/state.js): its PNG and JSON exports,
// and the state a share link carries (edit.js's applyState puts it back).

import { cloneBoard, boardToText } from './board.js';
import { currentSolution, cellOfLocation } from './state.js';
import { solver } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';

/** @typedef {import('./state.js').BoardState} BoardState */

// PNG: the board with its outcome map as drawn, a title line above.
/** @param {BoardState} state */
export async function exportPng(state) {
  if (!currentSolution(state)) return null;
  state.view.draw();
  return state.view.png();
}

// JSON: exactly what `whowins cop-thief --json` prints for this board (solved again in the
// worker from the CLI's input text).
/** @param {BoardState} state */
export async function exportJson(state) {
  const sol = currentSolution(state);
  if (!sol) return null;
  const r = await solver.cliJson({ game: gameForFeature('cop-thief'), input: boardToText(sol.board) });
  return r.json;
}

// The state a share link carries: the board, the token held, the position on screen.
/** @param {BoardState} state */
export function shareState(state) {
  const ex = state.explorer;
  const cellOf = (loc) => cellOfLocation(state, loc);
  return {
    board: cloneBoard(state.ui.board),
    fix: 1 - ex.token,
    pos:
      currentSolution(state) && ex.pos !== null
        ? { police: cellOf(ex.places[0]), thief: cellOf(ex.places[1]), side: ex.mover }
        : null,
  };
}
