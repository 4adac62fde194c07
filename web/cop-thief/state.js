// The board feature's state, named (police and thief on a grid: cop-thief/feature.js): the board
// being edited and its undo, the solve, the parts wired to it (the explorer, the canvas, How
// many cops?'s capture map), and the readings of it every part shares (the solve still current,
// a location's cell and back, a cell's name).

import { boardCells, boardPreset } from './board.js';
import { cellName } from './tools.js';
import { LOOK } from '../kit/tools.js';

export const AUTO_SOLVE_CELLS = 400; // free cells: bigger boards wait for Enter

// autoSolve(): whether an edit solves by itself; onEdit(): told of every edit of the board.
export function createBoardState({ autoSolve, onEdit }) {
  return {
    ui: {
      board: boardPreset('ct-open-8').board,
      tool: LOOK, // a first click explores; the tools paint once picked
      solution: null, // { key, result, index: Int32Array cell -> location, board }
      solving: false,
      note: '',
      hover: -1,
      edits: [],
      redoEdits: [], // board snapshots for undo / redo of edits
      version: 0, // bumped on every change of the cells (the canvas's cache key)
    },
    autoSolve,
    onEdit,
    active: false, // the feature is on screen
    bound: false, // its input is bound (on first activation)
    playKeys: null, // the keyboard (kit/play-keys.js)
    solveTimer: 0,
    pendingPos: null, // a position to show once solved ({ police, thief, side }: cells)
    // Filled in by cop-thief/feature.js: the explorer (kit/explorer.js), the toolbar's tools
    // (kit/tools.js), the game in words (cop-thief/tools.js), the canvas (cop-thief/canvas.js) and How
    // many cops?'s capture map (lib/paint.js's holder).
    explorer: null,
    tools: null,
    game: null,
    view: null,
    cops: null,
  };
}

/** @typedef {ReturnType<typeof createBoardState>} BoardState */

// The board's key: its size and cells (a solve is of the board whose key it has).
/** @param {BoardState} state */
export const boardKey = ({ ui }) => `${ui.board.rows}x${ui.board.cols}|${boardCells(ui.board)}`;
// The solution, when it is still of the board shown; else null.
/** @param {BoardState} state */
export const currentSolution = (state) =>
  state.ui.solution && state.ui.solution.key === boardKey(state) ? state.ui.solution : null;
// A solver location's cell, and a cell's location (-1: none, or not solved).
/** @param {BoardState} state */
export const cellOfLocation = ({ ui }, loc) => (loc >= 0 && ui.solution ? ui.solution.result.locations[loc] : -1);
/** @param {BoardState} state */
export const locationOfCell = ({ ui }, cell) => (cell >= 0 && ui.solution ? ui.solution.index[cell] : -1);
// A cell of the board shown as (row, column).
/** @param {BoardState} state */
export const cellNameOf = ({ ui }, cell) => cellName(ui.board, cell);
// The side to move in words.
export const moverName = (side) => (side === 0 ? 'police' : 'thief');
