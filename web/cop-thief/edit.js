// The board's edits (the board feature's state: cop-thief/state.js): the text box read and written,
// a new board set (from the text, a preset, a share link, a puzzle), the tools picked, undo and
// redo of the board's edits, and the solve an edit starts.

import { WALL, cloneBoard, boardToText, parseBoard, boardPreset } from './board.js';
import { TOOL_HINTS, paintCell } from './tools.js';
import { AUTO_SOLVE_CELLS, currentSolution } from './state.js';
import { renderBoard } from './render.js';
import { solveBoard } from './solve.js';
import { $, esc, setStatus } from '../ui/page.js';
import { hasTool } from '../kit/tools.js';

/** @typedef {import('./state.js').BoardState} BoardState */

const freeCells = (b) => b.grid.reduce((a, x) => a + (x !== WALL ? 1 : 0), 0);

// ---- text -------------------------------------------------------------------------------
/** @param {BoardState} state */
export function writeText(state) {
  $('board-text').value = boardToText(state.ui.board);
  $('board-text').removeAttribute('aria-invalid');
}

export function message(html, kind) {
  const el = $('board-message');
  el.innerHTML = html;
  el.className = 'message ' + kind;
}

// Reads the text box into the board; false (the board kept, the error shown) when it does not read.
/** @param {BoardState} state */
export function readText(state) {
  const text = $('board-text').value;
  const r = parseBoard(text);
  if (!r.ok) {
    $('board-text').setAttribute('aria-invalid', 'true');
    message(
      `<b>Line ${r.error.line}:</b> ${esc(r.error.message)}<br>` +
        '<span class="muted small">The board still shows the previous one.</span>',
      'error',
    );
    return false;
  }
  $('board-text').removeAttribute('aria-invalid');
  message(`<b>Read:</b> ${r.board.rows} × ${r.board.cols} board`, 'ok');
  state.ui.note = '';
  setBoard(state, r.board, { text: false });
  return true;
}

// ---- the board --------------------------------------------------------------------------
/** @param {BoardState} state */
function remember({ ui }) {
  ui.edits.push(cloneBoard(ui.board));
  if (ui.edits.length > 200) ui.edits.shift();
  ui.redoEdits = [];
}

/** @param {BoardState} state */
export function setBoard(state, b, { text = true, record = true } = {}) {
  const { ui } = state;
  ui.kept = null; // a new board, not an edit of the map on screen
  if (record) remember(state);
  ui.board = b;
  ui.version++;
  if (text) writeText(state);
  $('board-rows').value = String(b.rows);
  $('board-cols').value = String(b.cols);
  changed(state);
}

// After any change of the board: the explorer cleared, the board drawn, and a solve started (a
// small board, with auto-solve on) or asked for.
/** @param {BoardState} state */
export function changed(state) {
  const { ui, explorer: ex } = state;
  ui.hover = -1;
  state.playKeys?.reset();
  state.onEdit();
  if (!currentSolution(state) && ex.active) {
    ex.clear();
  }
  renderBoard(state);
  if (currentSolution(state)) return;
  if (state.autoSolve() && freeCells(ui.board) <= AUTO_SOLVE_CELLS) {
    clearTimeout(state.solveTimer);
    state.solveTimer = setTimeout(() => solveBoard(state), 150);
  } else setStatus('The board changed: press <kbd>Enter</kbd> to solve.');
}

// Paints `cell` with the tool picked; true when the board changed.
/** @param {BoardState} state */
export const paint = ({ ui }, cell) => paintCell(ui.board, ui.tool, cell);

/** @param {BoardState} state */
export function setTool(state, tool) {
  if (!hasTool(state.tools, tool)) return;
  state.ui.tool = tool;
  for (const b of document.querySelectorAll('[data-tool]'))
    b.setAttribute('aria-checked', String(b.dataset.tool === tool));
  setStatus(TOOL_HINTS[tool]);
}

// Undo (back) or redo (forward) an edit of the board.
/** @param {BoardState} state */
function travelEdits(state, from, to, words) {
  const { ui } = state;
  if (!from.length || state.explorer.play || !hasTool(state.tools, 'wall')) return false; // an embed edits nothing
  to.push(cloneBoard(ui.board));
  const b = from.pop();
  const keep = ui.redoEdits;
  setBoard(state, b, { record: false });
  ui.redoEdits = keep;
  setStatus(words);
  return true;
}
/** @param {BoardState} state */
export const undoEdit = (state) =>
  travelEdits(state, state.ui.edits, state.ui.redoEdits, 'Undid the last edit of the board.');
/** @param {BoardState} state */
export const redoEdit = (state) => travelEdits(state, state.ui.redoEdits, state.ui.edits, 'Redid the edit.');

/** @param {BoardState} state */
export function loadPreset(state, id) {
  const p = boardPreset(id);
  if (!p) return false;
  state.ui.note = p.note;
  message(`<b>Preset:</b> ${esc(p.name)}`, 'ok');
  setBoard(state, p.board);
  return true;
}

// A share link's state put back (export.js's shareState): the board, the token held, the position.
/** @param {BoardState} state */
export function applyState(state, { board, fix, pos }) {
  state.ui.note = '';
  message('<b>Opened a shared link:</b> ' + `${board.rows} × ${board.cols} board`, 'ok');
  state.explorer.token = fix ? 0 : 1;
  state.pendingPos = pos;
  setBoard(state, board);
  if (!state.autoSolve() || freeCells(board) > AUTO_SOLVE_CELLS) solveBoard(state);
}

// Shows this board with the tokens at pos ({ police, thief, side }: cells) once solved;
// resolves when the solve ends.
/** @param {BoardState} state */
export function openPosition(state, board, pos) {
  state.ui.note = '';
  message('', '');
  state.pendingPos = pos;
  setBoard(state, board);
  clearTimeout(state.solveTimer);
  return solveBoard(state);
}

// Puts a board back without solving it (the editor's work, after puzzle mode).
/** @param {BoardState} state */
export function putBack(state, b) {
  state.ui.board = b;
  state.ui.version++;
  writeText(state);
}
