// The board feature (police and thief on a grid): the board being edited and its undo, the
// text box, the solve through the worker's open request, the answer in words, the
// panels, presets, export and share state. The solve is board/solve.js; drawing board/render.js and board/canvas.js,
// input board/input.js, the tools and the game's words board/tools.js.
// The shell switches to it for the game whose feature is 'board' (body.grid-game).

import { WALL, cloneBoard, boardCells, boardToText, parseBoard, boardPreset } from './board.js';
import { createExplorer, valueLabel } from '../kit/explorer.js';
import { createBoardCanvas } from './canvas.js';
import { bindBoardInput } from './input.js';
import { TOOL_HINTS, paintCell, cellName, boardWords } from './tools.js';
import { renderBoard, exportState } from './render.js';
import { solveBoard } from './solve.js';
import { copKey, copVertexOf } from './cops.js';
import { createPaintHolder } from '../lib/paint.js';
import { keepMap } from '../lib/map-changes.js';
import { app } from '../shell/state.js';
import { $, esc, setStatus, solver } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';
import { LOOK, gridTools, toolButtons, toolForKey, hasTool } from '../kit/tools.js';

const AUTO_SOLVE_CELLS = 400; // free cells: bigger boards wait for Enter
// The board's own marks after the grid tools every board has (kit/tools.js: Look, Wall, Free).
const BOARD_MARKS = [
  { id: 'exit', label: 'Exit', key: 'x', char: 'E', swatch: 'exit', title: 'Paint exits' },
  { id: 'police', label: 'Police', key: 'p', char: 'P', swatch: 'police', swatchText: 'P', title: 'Place the police' },
  { id: 'thief', label: 'Thief', key: 't', char: 'T', swatch: 'thief', swatchText: 'T', title: 'Place the thief' },
];

export function createBoardUI({ autoSolve, onEdit = () => {} }) {
  const ui = {
    board: boardPreset('ct-open-8').board,
    tool: LOOK, // a first click explores; the tools paint once picked
    solution: null, // { key, result, index: Int32Array cell -> location, board }
    solving: false,
    note: '',
    hover: -1,
    edits: [],
    redoEdits: [], // board snapshots for undo / redo of edits
    version: 0, // bumped on every change of the cells (the canvas's cache key)
  };

  const key = () => `${ui.board.rows}x${ui.board.cols}|${boardCells(ui.board)}`;
  const current = () => (ui.solution && ui.solution.key === key() ? ui.solution : null);
  const rc = (i) => cellName(ui.board, i);

  const game = boardWords(ui);
  const ex = createExplorer({ solver, game: () => game, onChange: () => render(), setStatus });
  // The toolbar: the grid tools with the board's wall ('*' in its text) and marks (Look alone in an embed).
  const tools = gridTools({ walls: '*', marks: BOARD_MARKS });
  $('board-tool-buttons').innerHTML = toolButtons(tools, ui.tool, { attr: 'tool', keys: true, className: 'tool' });
  ex.token = 1; // the map moves the thief over the board, the police held
  const cellOf = (loc) => (loc >= 0 && ui.solution ? ui.solution.result.locations[loc] : -1);
  const locOf = (cell) => (cell >= 0 && ui.solution ? ui.solution.index[cell] : -1);
  const mover = (side) => (side === 0 ? 'police' : 'thief');
  // How many cops?'s capture map on the canvas (board/index.js's copGraph().show).
  const cops = createPaintHolder({
    key: () => copKey(ui),
    busy: () => !!ex.play || app.hideOutcomes || !!app.watch,
    redraw: () => render(),
    wall: () =>
      setStatus(
        'A wall: cops and robbers is played on the free cells (Show outcomes, in the cops card, to edit the board).',
      ),
  });
  const view = createBoardCanvas({ ui, ex, current, cellOf, locOf, rc, mover, cops, isActive: () => feature.active });
  const { draw, cellValue, cellText } = view;
  // The feature's state and parts, named, for its other modules (render.js, solve.js).
  const feature = {
    ui,
    explorer: ex,
    cops,
    view,
    key,
    current,
    cellOf,
    rc,
    mover,
    active: false,
    playKeys: null,
    solveTimer: 0,
    pendingPos: null, // a position to show once solved ({ police, thief, side }: cells)
  };
  const render = () => renderBoard(feature);
  const solve = () => solveBoard(feature, render);

  // ---- text -------------------------------------------------------------------------------
  function writeText() {
    $('board-text').value = boardToText(ui.board);
    $('board-text').removeAttribute('aria-invalid');
  }
  function message(html, kind) {
    const el = $('board-message');
    el.innerHTML = html;
    el.className = 'message ' + kind;
  }

  function readText() {
    const text = $('board-text').value;
    const r = parseBoard(text);
    if (!r.ok) {
      $('board-text').setAttribute('aria-invalid', 'true');
      message(
        `<b>Line ${r.error.line}:</b> ${esc(r.error.message)}<br><span class="muted small">The board still shows the previous one.</span>`,
        'error',
      );
      return false;
    }
    $('board-text').removeAttribute('aria-invalid');
    message(`<b>Read:</b> ${r.board.rows} × ${r.board.cols} board`, 'ok');
    ui.note = '';
    setBoard(r.board, { text: false });
    return true;
  }

  // ---- the board --------------------------------------------------------------------------
  function remember() {
    ui.edits.push(cloneBoard(ui.board));
    if (ui.edits.length > 200) ui.edits.shift();
    ui.redoEdits = [];
  }
  function setBoard(b, { text = true, record = true } = {}) {
    ui.kept = null; // a new board, not an edit of the map on screen
    if (record) remember();
    ui.board = b;
    ui.version++;
    if (text) writeText();
    $('board-rows').value = String(b.rows);
    $('board-cols').value = String(b.cols);
    changed();
  }

  function changed() {
    ui.hover = -1;
    feature.playKeys?.reset();
    onEdit();
    if (!current() && ex.active) {
      ex.clear();
    }
    render();
    if (current()) return;
    const free = ui.board.grid.reduce((a, x) => a + (x !== WALL ? 1 : 0), 0);
    if (autoSolve() && free <= AUTO_SOLVE_CELLS) {
      clearTimeout(feature.solveTimer);
      feature.solveTimer = setTimeout(solve, 150);
    } else setStatus('The board changed: press <kbd>Enter</kbd> to solve.');
  }

  const paint = (cell) => paintCell(ui.board, ui.tool, cell);

  function setTool(tool) {
    if (!hasTool(tools, tool)) return;
    ui.tool = tool;
    for (const b of document.querySelectorAll('[data-tool]'))
      b.setAttribute('aria-checked', String(b.dataset.tool === tool));
    setStatus(TOOL_HINTS[tool]);
  }

  // Undo (back) or redo (forward) an edit of the board.
  function travelEdits(from, to, words) {
    if (!from.length || ex.play || !hasTool(tools, 'wall')) return false; // an embed edits nothing
    to.push(cloneBoard(ui.board));
    const b = from.pop();
    const keep = ui.redoEdits;
    setBoard(b, { record: false });
    ui.redoEdits = keep;
    setStatus(words);
    return true;
  }
  const undoEdit = () => travelEdits(ui.edits, ui.redoEdits, 'Undid the last edit of the board.');
  const redoEdit = () => travelEdits(ui.redoEdits, ui.edits, 'Redid the edit.');

  // Keys while the board is shown; true when handled (the shell leaves them alone then). The
  // play keys and the board's cursor are the kit's (kit/play-keys.js), the same in every game;
  // Ctrl+Z / Ctrl+Y outside play undo the board's edits; Enter and the page's shortcuts are the
  // shell's; a button's own Space stays the button's.
  function onKey(e, { typing = false } = {}) {
    if (feature.playKeys?.onKey(e, { typing })) return true;
    if (typing) return false;
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if ((e.ctrlKey || e.metaKey) && !e.altKey && (k === 'z' || k === 'y')) {
      e.preventDefault();
      if (k === 'y' || e.shiftKey) redoEdit();
      else undoEdit();
      return true;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Enter') return false;
    if (e.target.tagName === 'BUTTON' && e.key === ' ') return true;
    if (k === 'ArrowLeft' && current()) {
      e.preventDefault();
      ex.undo();
      return true;
    }
    if (k === 'ArrowRight' && current()) {
      e.preventDefault();
      if (ex.play) ex.redo();
      else ex.stepBest();
      return true;
    }
    if (k === 'Escape' && ex.play) {
      ex.stopPlay();
      return true;
    }
    if (k === 'Escape' && ex.anim) {
      ex.stopAnim();
      render();
      return true;
    }
    if (toolForKey(tools, k)) {
      e.preventDefault();
      setTool(toolForKey(tools, k));
      return true;
    }
    return ['v', 'e', 's', 'l', 'f', 'Delete', 'Backspace'].includes(k);
  }

  function loadPreset(id) {
    const p = boardPreset(id);
    if (!p) return false;
    ui.note = p.note;
    message(`<b>Preset:</b> ${esc(p.name)}`, 'ok');
    setBoard(p.board);
    return true;
  }

  // ---- export -------------------------------------------------------------------------------
  // PNG: the board with its outcome map as drawn, a title line above.
  async function exportPng() {
    if (!current()) return null;
    draw();
    return view.png();
  }
  // JSON: exactly what `whowins cop-thief --json` prints for this board (solved again in the
  // worker from the CLI's input text).
  async function exportJson() {
    const sol = current();
    if (!sol) return null;
    const r = await solver.cliJson({ game: gameForFeature('board'), input: boardToText(sol.board) });
    return r.json;
  }

  // The state a share link carries, and setting it back.
  function shareState() {
    return {
      board: cloneBoard(ui.board),
      fix: 1 - ex.token,
      pos:
        current() && ex.pos !== null
          ? { police: cellOf(ex.places[0]), thief: cellOf(ex.places[1]), side: ex.mover }
          : null,
    };
  }
  function applyState({ board, fix, pos }) {
    ui.note = '';
    message('<b>Opened a shared link:</b> ' + `${board.rows} × ${board.cols} board`, 'ok');
    ex.token = fix ? 0 : 1;
    feature.pendingPos = pos;
    setBoard(board);
    if (!autoSolve() || board.grid.reduce((a, x) => a + (x !== WALL ? 1 : 0), 0) > AUTO_SOLVE_CELLS) solve();
  }
  // Shows this board with the tokens at pos ({ police, thief, side }: cells) once solved;
  // resolves when the solve ends.
  function openPosition(board, pos) {
    ui.note = '';
    message('', '');
    feature.pendingPos = pos;
    setBoard(board);
    clearTimeout(feature.solveTimer);
    return solve();
  }

  let bound = false;
  return {
    ui,
    explorer: ex,
    cops,
    activate() {
      if (!bound) {
        // A painted edit keeps the map on screen first, to show what the edit changes.
        const edited = () => {
          if (ui.solution && !ui.kept && ex.map) ui.kept = keepMap(ex, cellOf);
          changed();
        };
        feature.playKeys = bindBoardInput({
          ui,
          ex,
          current,
          cellOf,
          locOf,
          canvas: view,
          copsClick: (cell) => cops.click(copVertexOf(ui, cell)),
          paint,
          changed: edited,
          writeText,
          readText,
          setTool,
          setBoard,
          message,
          undoEdit,
          redoEdit,
          isActive: () => feature.active,
        });
        bound = true;
        writeText();
      }
      feature.active = true;
      document.body.classList.add('grid-game');
      $('board-rows').value = String(ui.board.rows);
      $('board-cols').value = String(ui.board.cols);
      render();
    },
    deactivate() {
      feature.active = false;
      ex.stopPlay();
      ex.stopAnim();
      document.body.classList.remove('grid-game');
      clearTimeout(feature.solveTimer);
    },
    get active() {
      return feature.active;
    },
    // Puts a board back without solving it (the editor's work, after puzzle mode).
    putBack(b) {
      ui.board = b;
      ui.version++;
      writeText();
    },
    solve,
    render,
    onKey,
    loadPreset,
    readText,
    openPosition,
    cellText,
    exportPng,
    exportJson,
    exportState: () => exportState(feature),
    shareState,
    applyState,
    message,
    undo: undoEdit,
    redo: redoEdit,
    takePendingPos() {
      const p = feature.pendingPos;
      feature.pendingPos = null;
      return p;
    },
    get solution() {
      return current();
    },
    get drawn() {
      return ui.drawn;
    },
    // The label the map shows on cell i ('W3', 'L0', 'D'), or null.
    cellLabel(i) {
      if (ui.board.grid[i] === WALL) return null;
      const v = cellValue(i);
      return v ? valueLabel(v) : null;
    },
    cellOf,
    locOf,
    game: () => game,
    svg: () => view.svg(),
  };
}
