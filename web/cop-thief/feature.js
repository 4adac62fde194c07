// The board feature (police and thief on a grid): its state named in cop-thief/state.js, wired here
// to its parts — the explorer, the canvas (cop-thief/canvas.js), How many cops?'s capture map, the
// input (cop-thief/input.js) — and offered to cop-thief/index.js. Its work: the edits and the text box
// cop-thief/edit.js, the keys cop-thief/keys.js, the solve cop-thief/solve.js, drawing cop-thief/render.js,
// exports and share state cop-thief/export.js, the tools and the game's words cop-thief/tools.js.
// The shell switches to it for the game whose feature is 'cop-thief' (body.grid-game).

import { WALL } from './board.js';
import { createExplorer, valueLabel } from '../kit/explorer.js';
import { createBoardCanvas } from './canvas.js';
import { bindBoardInput } from './input.js';
import { boardWords } from './tools.js';
import { renderBoard, exportState } from './render.js';
import { solveBoard } from './solve.js';
import { copKey, copVertexOf } from './cops.js';
import { createBoardState, currentSolution, cellOfLocation, locationOfCell, cellNameOf, moverName } from './state.js';
import * as edit from './edit.js';
import { onBoardKey } from './keys.js';
import { exportPng, exportJson, shareState } from './export.js';
import { createPaintHolder } from '../lib/paint.js';
import { keepMap } from '../lib/map-changes.js';
import { app } from '../shell/state.js';
import { $, setStatus, solver } from '../ui/page.js';
import { gridTools, toolButtons } from '../kit/tools.js';

/** @typedef {import('./state.js').BoardState} BoardState */

// The board's own marks after the grid tools every board has (kit/tools.js: Look, Wall, Free).
const BOARD_MARKS = [
  { id: 'exit', label: 'Exit', key: 'x', char: 'E', swatch: 'exit', title: 'Paint exits' },
  { id: 'police', label: 'Police', key: 'p', char: 'P', swatch: 'police', swatchText: 'P', title: 'Place the police' },
  { id: 'thief', label: 'Thief', key: 't', char: 'T', swatch: 'thief', swatchText: 'T', title: 'Place the thief' },
];

// The explorer, toolbar, capture map and canvas of the board state, wired.
/** @param {BoardState} state */
function wire(state) {
  const { ui } = state;
  const render = () => renderBoard(state);
  state.game = boardWords(ui);
  state.explorer = createExplorer({ solver, game: () => state.game, onChange: render, setStatus });
  // The toolbar: the grid tools with the board's wall ('*' in its text) and marks (Look alone in an embed).
  state.tools = gridTools({ walls: '*', marks: BOARD_MARKS });
  $('board-tool-buttons').innerHTML = toolButtons(state.tools, ui.tool, {
    attr: 'tool',
    keys: true,
    className: 'tool',
  });
  state.explorer.token = 1; // the map moves the thief over the board, the police held
  // How many cops?'s capture map on the canvas (cop-thief/index.js's copGraph().show).
  state.cops = createPaintHolder({
    key: () => copKey(ui),
    busy: () => !!state.explorer.play || app.hideOutcomes || !!app.watch,
    redraw: render,
    wall: () =>
      setStatus(
        'A wall: cops and robbers is played on the free cells ' +
          '(Show outcomes, in the cops card, to edit the board).',
      ),
  });
  state.view = createBoardCanvas({
    ui,
    ex: state.explorer,
    current: () => currentSolution(state),
    cellOf: (loc) => cellOfLocation(state, loc),
    locOf: (cell) => locationOfCell(state, cell),
    rc: (cell) => cellNameOf(state, cell),
    mover: moverName,
    cops: state.cops,
    isActive: () => state.active,
  });
}

// The pointer and keyboard input, bound on first activation (cop-thief/input.js).
/** @param {BoardState} state */
function bindInput(state) {
  const { ui, explorer: ex } = state;
  const cellOf = (loc) => cellOfLocation(state, loc);
  // A painted edit keeps the map on screen first, to show what the edit changes.
  const edited = () => {
    if (ui.solution && !ui.kept && ex.map) ui.kept = keepMap(ex, cellOf);
    edit.changed(state);
  };
  state.playKeys = bindBoardInput({
    ui,
    ex,
    current: () => currentSolution(state),
    cellOf,
    locOf: (cell) => locationOfCell(state, cell),
    canvas: state.view,
    copsClick: (cell) => state.cops.click(copVertexOf(ui, cell)),
    paint: (cell) => edit.paint(state, cell),
    changed: edited,
    writeText: () => edit.writeText(state),
    readText: () => edit.readText(state),
    setTool: (tool) => edit.setTool(state, tool),
    setBoard: (b, how) => edit.setBoard(state, b, how),
    message: edit.message,
    undoEdit: () => edit.undoEdit(state),
    redoEdit: () => edit.redoEdit(state),
    isActive: () => state.active,
  });
  state.bound = true;
  edit.writeText(state);
}

export function createBoardUI({ autoSolve, onEdit = () => {} }) {
  const state = createBoardState({ autoSolve, onEdit });
  wire(state);
  const { ui, explorer: ex, view } = state;
  const render = () => renderBoard(state);
  const solve = () => solveBoard(state);
  return {
    ui,
    explorer: ex,
    cops: state.cops,
    activate() {
      if (!state.bound) bindInput(state);
      state.active = true;
      document.body.classList.add('grid-game');
      $('board-rows').value = String(ui.board.rows);
      $('board-cols').value = String(ui.board.cols);
      render();
    },
    deactivate() {
      state.active = false;
      ex.stopPlay();
      ex.stopAnim();
      document.body.classList.remove('grid-game');
      clearTimeout(state.solveTimer);
    },
    get active() {
      return state.active;
    },
    // Puts a board back without solving it (the editor's work, after puzzle mode).
    putBack: (b) => edit.putBack(state, b),
    solve,
    render,
    // Keys while the board is shown; true when handled (cop-thief/keys.js).
    onKey: (e, how) => onBoardKey(state, e, how),
    loadPreset: (id) => edit.loadPreset(state, id),
    readText: () => edit.readText(state),
    openPosition: (board, pos) => edit.openPosition(state, board, pos),
    cellText: view.cellText,
    exportPng: () => exportPng(state),
    exportJson: () => exportJson(state),
    exportState: () => exportState(state),
    shareState: () => shareState(state),
    applyState: (s) => edit.applyState(state, s),
    message: edit.message,
    undo: () => edit.undoEdit(state),
    redo: () => edit.redoEdit(state),
    takePendingPos() {
      const p = state.pendingPos;
      state.pendingPos = null;
      return p;
    },
    get solution() {
      return currentSolution(state);
    },
    get drawn() {
      return ui.drawn;
    },
    // The label the map shows on cell i ('W3', 'L0', 'D'), or null.
    cellLabel(i) {
      if (ui.board.grid[i] === WALL) return null;
      const v = view.cellValue(i);
      return v ? valueLabel(v) : null;
    },
    cellOf: (loc) => cellOfLocation(state, loc),
    locOf: (cell) => locationOfCell(state, cell),
    game: () => state.game,
    svg: () => view.svg(),
  };
}
