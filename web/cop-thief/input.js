// The board's pointer and keyboard input: painting with the tools (a drag paints every cell on
// its path), the hover tip, clicks on the solved map (moves in play, Look), arrow keys and
// Enter on the focused canvas (kit/play-keys.js: returned, for the feature's onKey), and the
// palette, size and generator buttons. Part of the board feature (cop-thief/feature.js), which
// passes its actions in.

import { FREE, MAX_SIDE, cloneBoard, resizeBoard, rng, randomOpenField, randomMaze } from './board.js';
import { $, esc, setStatus } from '../ui/page.js';
import { createPlayKeys, gridStep } from '../kit/play-keys.js';

// ctx: the feature's state and actions (see cop-thief/feature.js: bindInput): { ui, ex, current,
// cellOf, locOf, canvas, copsClick, paint, changed, writeText, readText, setTool, setBoard,
// message, undoEdit, redoEdit, isActive }. Binds the page's events; returns the keyboard.
export function bindBoardInput(ctx) {
  const keys = boardKeys(ctx);
  bindPointer(ctx, keys);
  bindButtons(ctx);
  bindRedraws(ctx);
  return keys;
}

// The cells on the straight line from a to c2 on a board of `cols` columns (a fast drag skips
// cells between two events).
function cellsBetween(cols, a, c2) {
  let r0 = Math.floor(a / cols),
    c0 = a % cols;
  const r1 = Math.floor(c2 / cols),
    c1 = c2 % cols;
  const dr = Math.abs(r1 - r0),
    dc = Math.abs(c1 - c0),
    sr = r0 < r1 ? 1 : -1,
    sc = c0 < c1 ? 1 : -1;
  let err = dc - dr;
  const out = [];
  for (;;) {
    out.push(r0 * cols + c0);
    if (r0 === r1 && c0 === c1) break;
    const e2 = 2 * err;
    if (e2 > -dr) {
      err -= dr;
      c0 += sc;
    }
    if (e2 < dc) {
      err += dc;
      r0 += sr;
    }
  }
  return out;
}

// A click on a cell once solved: a move in play; with Look, move a token there.
function clickSolved(ctx, cell, shift) {
  const { ui, ex, cellOf, locOf } = ctx;
  const loc = locOf(cell);
  if (ex.play) {
    const why = ex.playAt(loc, 'Not a legal move: pick one of the dashed cells.');
    if (why) setStatus(why);
    return true;
  }
  if (ui.tool !== 'look') return false;
  if (loc < 0) return true;
  // Look: a legal move of the mover's token moves it; else the fixed (Shift: the other) token jumps there.
  const held = 1 - ex.token,
    m = ex.moveAt(loc);
  if (!shift && m && cell !== cellOf(ex.places[ex.mover]) && held === ex.mover) {
    ex.moveTo(m.to);
    return true;
  }
  ex.place(shift ? ex.token : held, loc);
  return true;
}

// What a click on a cell does (the mouse's and the keyboard cursor's Enter): the capture map's
// click, a move in play or Look once solved, else the tool's paint.
function act(ctx, cell, shift) {
  const { ui, ex, current, paint, writeText, changed } = ctx;
  if (ctx.copsClick(cell)) return;
  if (current() && ex.pos && clickSolved(ctx, cell, shift)) return;
  const before = cloneBoard(ui.board);
  if (paint(cell)) {
    ui.edits.push(before);
    ui.redoEdits = [];
    ui.version++;
    writeText();
    changed();
  }
}

// The keyboard (kit/play-keys.js): the cursor is the drawn hover cell; it starts on the token
// to move (solved), else on the police's start.
function boardKeys(ctx) {
  const { ui, ex, current, cellOf } = ctx;
  const { queueDraw, cellText } = ctx.canvas;
  const keys = createPlayKeys({
    board: () => $('grid-canvas'),
    step: (cell, key) => gridStep(ui.board.rows, ui.board.cols)(cell, key),
    start: () =>
      ui.hover >= 0 ? ui.hover : current() && ex.pos !== null ? cellOf(ex.places[ex.mover]) : ui.board.police,
    click: (cell, { shift }) => act(ctx, cell, shift),
    words: (cell) => esc(cellText(cell)),
    redraw() {
      ui.hover = keys.cursor;
      $('grid-tip').hidden = true;
      queueDraw();
    },
    player: { playing: () => !!ex.play, undo: ex.undo, redo: ex.redo, hint: ex.showHint, stop: ex.stopPlay },
    setStatus,
  });
  return keys;
}

// Painting with the pointer (a drag paints every cell on its path), clicks on the solved map,
// the hover cell (the keyboard's cursor) and its tip.
function bindPointer(ctx, keys) {
  const { ui, current, paint, writeText, changed } = ctx;
  const { cellAt, queueDraw, cellText } = ctx.canvas;
  let painting = null; // { changed, last, before }
  const canvas = $('grid-canvas');
  canvas.addEventListener('pointerdown', (e) => {
    const cell = cellAt(e);
    if (cell < 0) return;
    if (ctx.copsClick(cell)) return; // How many cops?'s capture map takes the clicks
    if (current() && ctx.ex.pos && clickSolved(ctx, cell, e.shiftKey)) return;
    if (ui.tool === 'look') {
      setStatus('Solve the board first (<kbd>Enter</kbd>): Look moves the tokens on the outcome map.');
      return;
    }
    canvas.setPointerCapture?.(e.pointerId);
    const before = cloneBoard(ui.board);
    painting = { changed: paint(cell), last: cell, before };
    if (ui.tool === 'police' || ui.tool === 'thief') {
      endPaint();
      return;
    }
    if (painting.changed) {
      ui.version++;
      queueDraw();
    }
  });
  canvas.addEventListener('pointermove', (e) => {
    const cell = cellAt(e);
    if (painting) {
      if (cell >= 0 && cell !== painting.last) {
        let any = false;
        for (const k of cellsBetween(ui.board.cols, painting.last, cell)) if (paint(k)) any = true;
        painting.last = cell;
        if (any) {
          painting.changed = true;
          ui.version++;
          queueDraw();
        }
      }
      return;
    }
    if (cell !== ui.hover) {
      ui.hover = cell;
      keys.set(cell); // the mouse's cell is the cursor: Enter acts there, the next arrow steps from it
      queueDraw();
    }
    const tip = $('grid-tip');
    if (cell < 0) {
      tip.hidden = true;
      return;
    }
    tip.textContent = cellText(cell);
    tip.hidden = false;
    const wr = $('grid-canvas-wrap').getBoundingClientRect();
    tip.style.left = `${Math.max(0, Math.min(wr.width - 260, e.clientX - wr.left + 14))}px`;
    tip.style.top = `${e.clientY - wr.top + 14}px`;
  });
  const endPaint = () => {
    if (!painting) return;
    const { changed: c, before } = painting;
    painting = null;
    if (c) {
      ui.edits.push(before);
      if (ui.edits.length > 200) ui.edits.shift();
      ui.redoEdits = [];
      ui.version++;
      writeText();
      changed();
    }
  };
  canvas.addEventListener('pointerup', endPaint);
  canvas.addEventListener('pointercancel', endPaint);
  canvas.addEventListener('pointerleave', () => {
    $('grid-tip').hidden = true;
    if (!painting && ui.hover >= 0) {
      ui.hover = -1;
      keys.reset();
      queueDraw();
    }
  });
}

// The toolbar, the side and fixed-token toggles, the size and generator buttons, undo and redo,
// the text box's buttons, and the position panel's clicks.
function bindButtons(ctx) {
  const { ui, ex, writeText, readText, setTool, setBoard, message, undoEdit, redoEdit, isActive } = ctx;
  for (const b of document.querySelectorAll('[data-tool]')) b.addEventListener('click', () => setTool(b.dataset.tool));
  for (const b of document.querySelectorAll('[data-gside]'))
    b.addEventListener('click', () => ex.setSide(Number(b.dataset.gside)));
  for (const b of document.querySelectorAll('[data-gfix]'))
    b.addEventListener('click', () => ex.setToken(b.dataset.gfix === 'police' ? 1 : 0));
  const resize = () => {
    const r = Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 1));
    const c = Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 1));
    $('board-rows').value = String(r);
    $('board-cols').value = String(c);
    if (r === ui.board.rows && c === ui.board.cols) return;
    ui.note = '';
    message('', '');
    setBoard(resizeBoard(ui.board, r, c));
  };
  $('board-rows').addEventListener('change', resize);
  $('board-cols').addEventListener('change', resize);
  $('board-clear').addEventListener('click', () => {
    const b = cloneBoard(ui.board);
    b.grid.fill(FREE);
    ui.note = '';
    message('', '');
    setBoard(b);
    setStatus('Cleared: every cell is free (Ctrl+Z brings the board back).');
  });
  const size = () => [
    Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 8)),
    Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 8)),
  ];
  $('board-random').addEventListener('click', () => {
    const [r, c] = size();
    ui.note = '';
    message('', '');
    setBoard(randomOpenField(r, c, rng(Date.now())));
  });
  $('board-maze').addEventListener('click', () => {
    const [r, c] = size();
    ui.note = '';
    message('', '');
    setBoard(randomMaze(r, c, rng(Date.now())));
  });
  $('board-undo').addEventListener('click', undoEdit);
  $('board-redo').addEventListener('click', redoEdit);
  $('board-read').addEventListener('click', () => readText());
  $('board-write').addEventListener('click', () => {
    writeText();
    message('Wrote the board into the box.', 'ok');
  });
  $('board-text').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      readText();
    }
  });
  $('position-body').addEventListener('click', (e) => {
    if (!isActive()) return;
    const b = e.target.closest('[data-tt]');
    if (!b || b.disabled) return;
    ex.onPanelClick(b);
  });
}

// The board drawn again when its box is resized or the theme changes.
function bindRedraws({ canvas: { queueDraw } }) {
  new ResizeObserver(() => queueDraw()).observe($('grid-canvas-wrap'));
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', queueDraw);
  new MutationObserver(() => queueDraw()).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}
