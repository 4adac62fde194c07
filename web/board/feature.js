// The cop-thief board editor and outcome map (police and thief on a grid): a <canvas> grid
// with a tool palette, the text box, the solve through the worker's 'solve-board' request,
// the answer in words, the outcome map and the position panel. app.js switches to it when
// the game is cop-thief (body.grid-game) and routes solve, refresh and keys here.

import {
  FREE, WALL, EXIT, MAX_SIDE, emptyBoard, cloneBoard, boardCells, boardToText, parseBoard, resizeBoard,
  rng, randomOpenField, randomMaze, stepsFrom, directionName, boardPreset,
} from './board.js';
import { createExplorer, valueLabel, countsHtml } from '../explore/two-token.js';
import { $, esc, fmt, setStatus, solver, startProgress, solvedStatus, solveFailed } from '../shell/page.js';
import { gameInfo, gameForFeature } from '../shell/games.js';
const AUTO_SOLVE_CELLS = 400;   // free cells: bigger boards wait for Enter
const TOOL_KEYS = { w: 'wall', x: 'exit', ' ': 'free', p: 'police', t: 'thief', i: 'look' };

export function createBoardUI({ autoSolve, onEdit = () => {} }) {
  const ui = {
    board: boardPreset('ct-open-8').board,
    tool: 'wall',
    solution: null,       // { key, result, index: Int32Array cell -> location, board }
    solving: false,
    note: '',
    hover: -1,
    edits: [], redoEdits: [],   // board snapshots for undo / redo of edits
  };
  let active = false;
  let painting = null;    // { changed }
  let solveTimer = 0, drawQueued = false;

  const key = () => `${ui.board.rows}x${ui.board.cols}|${boardCells(ui.board)}`;
  const current = () => (ui.solution && ui.solution.key === key() ? ui.solution : null);
  const rc = (i) => `(${Math.floor(i / ui.board.cols) + 1}, ${(i % ui.board.cols) + 1})`;

  // The solved board seen through the explorer (two-token.js): locations are free cells.
  const adapter = {
    names: { chaser: 'police', runner: 'thief' },
    steps(loc, tok) {
      const sol = ui.solution;
      return stepsFrom(sol.board, sol.result.locations[loc], tok === 0).map((cell) => sol.index[cell]);
    },
    end(c, r) {
      const sol = ui.solution;
      if (c === r) return { winner: 0, text: 'Caught: the police is on the thief’s cell.' };
      if (sol.board.grid[sol.result.locations[r]] === EXIT) return { winner: 1, text: 'Escaped: the thief is on an exit.' };
      return null;
    },
    where: (loc) => rc(ui.solution.result.locations[loc]),
    moveText(from, to) {
      const sol = ui.solution;
      const a = sol.result.locations[from], b = sol.result.locations[to];
      const dir = directionName(sol.board, a, b);
      return dir === 'pass' ? 'pass (stay)' : `${dir} to ${rc(b)}`;
    },
  };
  const ex = createExplorer({ solver, adapter: () => adapter, onChange: () => render(), setStatus });
  const cellOf = (loc) => (loc >= 0 && ui.solution ? ui.solution.result.locations[loc] : -1);
  const locOf = (cell) => (cell >= 0 && ui.solution ? ui.solution.index[cell] : -1);
  const mover = (side) => (side === 0 ? 'police' : 'thief');

  // ---- text -------------------------------------------------------------------------------
  function writeText() {
    $('board-text').value = boardToText(ui.board);
    $('board-text').removeAttribute('aria-invalid');
  }
  function message(html, kind) { const el = $('board-message'); el.innerHTML = html; el.className = 'message ' + kind; }

  function readText() {
    const text = $('board-text').value;
    const r = parseBoard(text);
    if (!r.ok) {
      $('board-text').setAttribute('aria-invalid', 'true');
      message(`<b>Line ${r.error.line}:</b> ${esc(r.error.message)}<br><span class="muted small">The board still shows the previous one.</span>`, 'error');
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
    if (record) remember();
    ui.board = b;
    boardVersion++;
    if (text) writeText();
    $('board-rows').value = String(b.rows);
    $('board-cols').value = String(b.cols);
    changed();
  }

  function changed() {
    ui.hover = -1;
    onEdit();
    if (!current() && ex.active) { ex.clear(); }
    render();
    if (current()) return;
    const free = ui.board.grid.reduce((a, x) => a + (x !== WALL ? 1 : 0), 0);
    if (autoSolve() && free <= AUTO_SOLVE_CELLS) { clearTimeout(solveTimer); solveTimer = setTimeout(solve, 150); }
    else setStatus('The board changed: press <kbd>Enter</kbd> to solve.');
  }

  function paint(cell) {
    const b = ui.board;
    if (cell < 0) return false;
    const before = `${b.grid[cell]}|${b.police}|${b.thief}`;
    switch (ui.tool) {
      case 'wall': b.grid[cell] = WALL; if (b.police === cell) b.police = -1; if (b.thief === cell) b.thief = -1; break;
      case 'exit': b.grid[cell] = EXIT; if (b.police === cell) b.police = -1; if (b.thief === cell) b.thief = -1; break;
      case 'free': b.grid[cell] = FREE; if (b.police === cell) b.police = -1; if (b.thief === cell) b.thief = -1; break;
      case 'police': b.grid[cell] = FREE; b.police = cell; if (b.thief === cell) b.thief = -1; break;
      case 'thief': b.grid[cell] = FREE; b.thief = cell; if (b.police === cell) b.police = -1; break;
      default: return false;
    }
    return before !== `${b.grid[cell]}|${b.police}|${b.thief}`;
  }

  function setTool(tool) {
    ui.tool = tool;
    for (const b of document.querySelectorAll('[data-tool]')) b.setAttribute('aria-checked', String(b.dataset.tool === tool));
    const hints = {
      wall: 'Wall: click or drag over cells.', exit: 'Exit: click or drag over cells; the thief wins on one.',
      free: 'Erase: click or drag to make cells free.', police: 'Police: click a cell to put the police there.',
      thief: 'Thief: click a cell to put the thief there.',
      look: 'Look: click a cell to move the fixed token there, Shift+click to move the other one.',
    };
    setStatus(hints[tool]);
  }

  // ---- solving ----------------------------------------------------------------------------
  async function solve() {
    clearTimeout(solveTimer);
    const b = ui.board;
    const k = key();
    ui.solving = true;
    const progress = startProgress();
    setStatus('Solving…');
    render();
    try {
      const result = await solver.solveBoard({ rows: b.rows, cols: b.cols, cells: boardCells(b) }, progress.update);
      if (k !== key()) return;
      const index = new Int32Array(b.rows * b.cols).fill(-1);
      for (let i = 0; i < result.locations.length; i++) index[result.locations[i]] = i;
      ui.solution = { key: k, result, index, board: cloneBoard(b) };
      const want = pendingPos;
      pendingPos = null;
      ex.load(result, want ? { c: index[want.police] ?? -1, r: index[want.thief] ?? -1, side: want.side } : null);
      solvedStatus(result.stats.positions, result.ms);
    } catch (e) {
      solveFailed(e);
    } finally {
      if (k === key() || !solver.busy) {
        ui.solving = solver.busy;
        progress.done();
      }
      render();
    }
  }

  // ---- drawing ----------------------------------------------------------------------------
  // The cells and the outcome colours go to an offscreen canvas, redrawn only when the board,
  // the map, the size or the theme change (one ImageData pass when cells are a few pixels);
  // tokens, hover, legal moves and the hint are drawn over a copy of it, so moving the mouse
  // over a 128 × 128 board stays cheap.
  let geom = { cell: 10, w: 0, h: 0 };
  const base = { canvas: null, key: '' };
  let boardVersion = 0;
  let colours = null, coloursKey = '';
  function palette() {
    const theme = (document.documentElement.dataset.theme || '') + '|' + (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'd' : 'l');
    if (colours && coloursKey === theme) return colours;
    const css = getComputedStyle(document.documentElement);
    const v = (n) => css.getPropertyValue(n).trim();
    const dark = css.colorScheme === 'dark' || document.documentElement.dataset.theme === 'dark' || (!document.documentElement.dataset.theme && theme.endsWith('d'));
    colours = { canvas: v('--canvas'), grid: v('--border'), wall: dark ? '#4b5563' : '#2b3038', hatch: dark ? '#6b7480' : '#454c57', win: v('--win'), loss: v('--loss'), draw: v('--draw'),
      on: v('--on-outcome'), text: v('--text'), accent: v('--accent') || '#0a66d8', exit: '#2e9e5b', police: '#1f3fbf', thief: '#a0238f' };
    coloursKey = theme;
    return colours;
  }
  const rgb = (hex) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
    if (!m) return [128, 128, 128];
    const x = parseInt(m[1], 16);
    return [x >> 16, (x >> 8) & 255, x & 255];
  };

  // The map's value for cell i (the other token there), or null.
  function cellValue(i) {
    if (!current() || !ex.pos) return null;
    const loc = locOf(i);
    if (loc < 0) return null;
    const v = ex.mapValue(loc);
    return v && v.o !== 3 ? v : null;
  }

  function drawBase(cell, w, h, dpr) {
    const b = ui.board;
    const col = palette();
    const key = `${boardVersion}|${cell}|${dpr}|${coloursKey}|${current() && ex.map ? ex.map.key : '-'}`;
    if (base.canvas && base.key === key) return base.canvas;
    const c = base.canvas ?? (base.canvas = document.createElement('canvas'));
    c.width = Math.round(w * dpr); c.height = Math.round(h * dpr);
    const ctx = c.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = col.canvas;
    ctx.fillRect(0, 0, w, h);
    if (cell < 8) {
      // One pixel per cell, scaled up without smoothing.
      const img = new ImageData(b.cols, b.rows);
      const px = img.data;
      const C = { wall: rgb(col.wall), free: rgb(col.canvas), exit: rgb(col.exit), 1: rgb(col.win), 2: rgb(col.loss), 0: rgb(col.draw) };
      for (let i = 0; i < b.grid.length; i++) {
        const t = b.grid[i];
        const val = t === WALL ? null : cellValue(i);
        const c3 = t === WALL ? C.wall : val ? C[val.o] : t === EXIT ? C.exit : C.free;
        px[4 * i] = c3[0]; px[4 * i + 1] = c3[1]; px[4 * i + 2] = c3[2]; px[4 * i + 3] = 255;
      }
      const tmp = document.createElement('canvas');
      tmp.width = b.cols; tmp.height = b.rows;
      tmp.getContext('2d').putImageData(img, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(tmp, 0, 0, w, h);
      if (cell >= 4) {
        // Exits stay visible on coloured cells: a dark dot.
        ctx.fillStyle = col.exit;
        for (let i = 0; i < b.grid.length; i++) if (b.grid[i] === EXIT && cellValue(i)) ctx.fillRect((i % b.cols) * cell + cell / 4, Math.floor(i / b.cols) * cell + cell / 4, cell / 2, cell / 2);
      }
      base.key = key;
      return c;
    }
    const labels = cell >= 22;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${Math.max(9, Math.min(14, Math.floor(cell * 0.36)))}px system-ui, sans-serif`;
    const gap = 1;
    const fixedCell = cellOf(ex.pos ? (ex.fix === 0 ? ex.pos.c : ex.pos.r) : -1);
    for (let i = 0; i < b.grid.length; i++) {
      const x = (i % b.cols) * cell, y = Math.floor(i / b.cols) * cell;
      const t = b.grid[i];
      if (t === WALL) {
        ctx.fillStyle = col.wall; ctx.fillRect(x, y, cell, cell);
        if (cell >= 10) {
          ctx.strokeStyle = col.hatch; ctx.lineWidth = 1;
          ctx.beginPath();
          for (let k = cell / 3; k < 2 * cell; k += cell / 3) { ctx.moveTo(x + Math.max(0, k - cell), y + Math.min(cell, k)); ctx.lineTo(x + Math.min(cell, k), y + Math.max(0, k - cell)); }
          ctx.stroke();
        }
        continue;
      }
      const val = cellValue(i);
      if (val) {
        ctx.fillStyle = val.o === 1 ? col.win : val.o === 2 ? col.loss : col.draw;
        ctx.fillRect(x + gap, y + gap, cell - 2 * gap, cell - 2 * gap);
      } else {
        ctx.strokeStyle = col.grid; ctx.lineWidth = 1;
        ctx.strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
      }
      if (t === EXIT) {
        ctx.strokeStyle = col.exit; ctx.lineWidth = Math.max(1, Math.floor(cell / 8));
        const lw = ctx.lineWidth;
        ctx.strokeRect(x + gap + lw / 2, y + gap + lw / 2, cell - 2 * gap - lw, cell - 2 * gap - lw);
        if (!val) { ctx.fillStyle = col.exit; ctx.fillRect(x + gap + lw, y + gap + lw, cell - 2 * gap - 2 * lw, cell - 2 * gap - 2 * lw); }
      }
      if (labels && val && i !== fixedCell) {
        // The non-colour cue: the letter and the depth.
        ctx.fillStyle = col.on;
        ctx.fillText(valueLabel(val), x + cell / 2, y + cell / 2);
      } else if (labels && t === EXIT && !val) {
        ctx.fillStyle = '#fff'; ctx.fillText('E', x + cell / 2, y + cell / 2);
      }
    }
    base.key = key;
    return c;
  }

  function draw() {
    drawQueued = false;
    if (!active) return;
    const canvas = $('grid-canvas'), wrap = $('grid-canvas-wrap');
    const b = ui.board;
    const W = Math.max(50, wrap.clientWidth - 16), H = Math.max(50, wrap.clientHeight - 16);
    const cell = Math.max(2, Math.min(56, Math.floor(Math.min(W / b.cols, H / b.rows))));
    const w = cell * b.cols, h = cell * b.rows;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr);
      canvas.style.width = `${w}px`; canvas.style.height = `${h}px`;
    }
    geom = { cell, w, h };
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(drawBase(cell, w, h, dpr), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const col = palette();
    const sol = current();
    const center = (i) => [(i % b.cols) * cell + cell / 2, Math.floor(i / b.cols) * cell + cell / 2];
    // Legal moves in play, and the hint.
    const legal = sol ? ex.legal() : null;
    if (legal) {
      ctx.strokeStyle = col.accent; ctx.lineWidth = Math.max(1.5, cell / 10);
      ctx.setLineDash([Math.max(2, cell / 6), Math.max(2, cell / 8)]);
      for (const loc of legal) { const i = cellOf(loc); ctx.strokeRect((i % b.cols) * cell + 2, Math.floor(i / b.cols) * cell + 2, cell - 4, cell - 4); }
      ctx.setLineDash([]);
    }
    if (sol && ex.hint !== null && ex.pos) {
      const from = cellOf(ex.pos.side === 0 ? ex.pos.c : ex.pos.r), to = cellOf(ex.hint);
      const [x1, y1] = center(from), [x2, y2] = center(to);
      ctx.strokeStyle = col.accent; ctx.lineWidth = Math.max(2, cell / 7);
      ctx.strokeRect((to % b.cols) * cell + 1, Math.floor(to / b.cols) * cell + 1, cell - 2, cell - 2);
      if (from !== to) { ctx.beginPath(); ctx.moveTo(x1, y1); ctx.lineTo(x2, y2); ctx.stroke(); }
    }
    // Tokens: with a solution, the fixed one solid and the other as a ring; else the starts.
    const token = (i, color, letter, solid) => {
      if (i < 0) return;
      const [x, y] = center(i);
      const r = Math.max(5, cell * 0.36);   // visible even on 3-pixel cells
      ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2);
      if (solid) { ctx.fillStyle = color; ctx.fill(); ctx.lineWidth = Math.max(1, cell / 14); ctx.strokeStyle = '#fff'; ctx.stroke(); }
      else { ctx.lineWidth = Math.max(1.5, cell / 9); ctx.strokeStyle = color; ctx.stroke(); }
      if (cell >= 14) {
        ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        ctx.fillStyle = solid ? '#fff' : color;
        ctx.font = `700 ${Math.floor(r * 1.1)}px system-ui, sans-serif`;
        ctx.fillText(letter, x, y + 0.5);
      }
    };
    if (sol && ex.pos) {
      const pc = cellOf(ex.pos.c), tc = cellOf(ex.pos.r);
      if (ex.fix === 0) { token(tc, col.thief, 'T', false); token(pc, col.police, 'P', true); }
      else { token(pc, col.police, 'P', false); token(tc, col.thief, 'T', true); }
    } else {
      token(b.police, col.police, 'P', true);
      token(b.thief, col.thief, 'T', true);
    }
    if (ui.hover >= 0 && ui.hover < b.grid.length) {
      ctx.strokeStyle = col.text; ctx.lineWidth = 2;
      ctx.strokeRect((ui.hover % b.cols) * cell + 1, Math.floor(ui.hover / b.cols) * cell + 1, cell - 2, cell - 2);
    }
    ui.drawn = { mapKey: sol && ex.map ? ex.map.key : '', at: performance.now() };
  }
  function queueDraw() { if (!drawQueued) { drawQueued = true; requestAnimationFrame(draw); } }

  function cellAt(e) {
    const r = $('grid-canvas').getBoundingClientRect();
    const c = Math.floor((e.clientX - r.left) / geom.cell), row = Math.floor((e.clientY - r.top) / geom.cell);
    if (c < 0 || row < 0 || c >= ui.board.cols || row >= ui.board.rows) return -1;
    return row * ui.board.cols + c;
  }

  // The words for one cell (tooltip, tests).
  function cellText(i) {
    const b = ui.board;
    if (i < 0) return '';
    const kind = b.grid[i] === WALL ? 'wall' : b.grid[i] === EXIT ? 'exit' : 'free';
    let s = `Cell ${rc(i)}: ${kind}`;
    const val = b.grid[i] !== WALL ? cellValue(i) : null;
    if (val && ex.pos) {
      const other = ex.fix === 0 ? 'thief' : 'police';
      s += ` · ${other} here, ${mover(ex.pos.side)} to move: ${valueLabel(val)}`;
    }
    return s;
  }

  // ---- panels -----------------------------------------------------------------------------
  function answerWords(result) {
    const st = result.start;
    const plies = (d) => `${d} ${d === 1 ? 'ply' : 'plies'}`;
    if (st.outcome === 1) return { cls: 'o-W', text: `The police catches the thief in ${plies(st.depth)}` };
    if (st.outcome === 2) return { cls: 'o-L', text: `The thief escapes in ${plies(st.depth)}` };
    return { cls: 'o-D', text: 'Neither can win: endless play' };
  }

  function positionPanel(sol) {
    if (!sol) return `<p class="muted">${ui.solving ? 'Solving…' : 'Solve the board (<kbd>Enter</kbd>) to see the moves and their outcomes.'}</p>`;
    return ex.panelHtml(esc);
  }

  function render() {
    if (!active) return;
    const sol = current();
    const ans = $('board-answer');
    if (sol) {
      const a = answerWords(sol.result);
      ans.textContent = a.text + '.';
      ans.className = 'board-answer grid-only ' + a.cls;
      $('counts').innerHTML = countsHtml(sol.result, fmt);
      $('answer').textContent = sol.result.start.outcome === 1 ? 'WIN' : sol.result.start.outcome === 2 ? 'LOSS' : 'DRAW';
      $('answer').dataset.full = $('answer').textContent;
    } else {
      ans.textContent = ui.solving ? 'Solving…' : 'Not solved yet.';
      ans.className = 'board-answer grid-only';
      $('counts').innerHTML = '';
      $('answer').textContent = '';
      $('answer').dataset.full = '';
    }
    $('copy-answer').disabled = !sol;
    const why = sol ? '' : ui.solving ? 'Solving…: export waits for the solution' : 'Not solved yet: press Enter to solve, then export';
    $('export-png').disabled = !sol; $('export-png').title = sol ? 'Download the board and its outcome map as a PNG image' : why;
    $('export-json').disabled = !sol; $('export-json').title = sol ? 'Download the full result (every position’s outcome, depth and best move) as the CLI’s --json' : why;
    $('solve-button').disabled = false;
    $('board-undo').disabled = !ui.edits.length || !!ex.play;
    $('board-redo').disabled = !ui.redoEdits.length || !!ex.play;
    const side = ex.pos ? ex.pos.side : 0;
    const who = mover(side);
    const other = ex.fix === 0 ? 'thief' : 'police';
    $('grid-legend').innerHTML = sol
      ? `For the <b>${who}</b> (to move), with the ${other} on the cell: <b class="lw">W</b> ${who} wins · <b class="ll">L</b> ${who} loses · <b class="ld">D</b> draw · W5 = in 5 plies`
      : 'Paint with the tools; <kbd>Enter</kbd> solves.';
    for (const b of document.querySelectorAll('[data-gside]')) { b.setAttribute('aria-checked', String(Number(b.dataset.gside) === side)); b.disabled = !!ex.play; }
    for (const b of document.querySelectorAll('[data-gfix]')) b.setAttribute('aria-checked', String((b.dataset.gfix === 'police' ? 0 : 1) === ex.fix));
    $('position-body').innerHTML = positionPanel(sol);
    $('preset-note-title').textContent = ui.note ? 'About this board' : 'The rules';
    $('preset-note').textContent = ui.note || gameInfo(gameForFeature('board')).rules;
    $('preset-note-card').hidden = false;
    queueDraw();
  }

  // ---- events -----------------------------------------------------------------------------
  // The cells on the straight line from a to b (a fast drag skips cells between two events).
  function cellsBetween(a, c2) {
    const cols = ui.board.cols;
    let r0 = Math.floor(a / cols), c0 = a % cols;
    const r1 = Math.floor(c2 / cols), c1 = c2 % cols;
    const dr = Math.abs(r1 - r0), dc = Math.abs(c1 - c0), sr = r0 < r1 ? 1 : -1, sc = c0 < c1 ? 1 : -1;
    let err = dc - dr;
    const out = [];
    for (;;) {
      out.push(r0 * cols + c0);
      if (r0 === r1 && c0 === c1) break;
      const e2 = 2 * err;
      if (e2 > -dr) { err -= dr; c0 += sc; }
      if (e2 < dc) { err += dc; r0 += sr; }
    }
    return out;
  }

  // A click on a cell once solved: a move in play; with Look, move a token there.
  function clickSolved(cell, shift) {
    const loc = locOf(cell);
    if (ex.play) {
      if (loc < 0 || !ex.playMove(loc)) setStatus(ex.play.over ? 'The game is over: Undo, or Stop to leave play.' : ex.pos.side !== ex.play.human ? 'Wait: the solver is moving.' : 'Not a legal move: pick one of the dashed cells.');
      return true;
    }
    if (ui.tool !== 'look') return false;
    if (loc < 0) return true;
    // Look: a legal move of the mover's token moves it; else the fixed (Shift: the other) token jumps there.
    const moverCell = cellOf(ex.pos.side === 0 ? ex.pos.c : ex.pos.r);
    if (!shift && ex.moves.some((m) => m.to === loc) && cell !== moverCell && (ex.fix === ex.pos.side)) { ex.moveTo(loc); return true; }
    ex.place(loc, shift ? 1 - ex.fix : ex.fix);
    return true;
  }

  // Undo (back) or redo (forward) an edit of the board.
  function travelEdits(from, to, words) {
    if (!from.length || ex.play) return false;
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

  function bind() {
    const canvas = $('grid-canvas');
    canvas.addEventListener('pointerdown', (e) => {
      const cell = cellAt(e);
      if (cell < 0) return;
      if (current() && ex.pos && clickSolved(cell, e.shiftKey)) return;
      if (ui.tool === 'look') { setStatus('Solve the board first (<kbd>Enter</kbd>): Look moves the tokens on the outcome map.'); return; }
      canvas.setPointerCapture?.(e.pointerId);
      const before = cloneBoard(ui.board);
      painting = { changed: paint(cell), last: cell, before };
      if (ui.tool === 'police' || ui.tool === 'thief') { endPaint(); return; }
      if (painting.changed) { boardVersion++; queueDraw(); }
    });
    canvas.addEventListener('pointermove', (e) => {
      const cell = cellAt(e);
      if (painting) {
        if (cell >= 0 && cell !== painting.last) {
          let any = false;
          for (const k of cellsBetween(painting.last, cell)) if (paint(k)) any = true;
          painting.last = cell;
          if (any) { painting.changed = true; boardVersion++; queueDraw(); }
        }
        return;
      }
      if (cell !== ui.hover) { ui.hover = cell; queueDraw(); }
      const tip = $('grid-tip');
      if (cell < 0) { tip.hidden = true; return; }
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
        boardVersion++;
        writeText();
        changed();
      }
    };
    canvas.addEventListener('pointerup', endPaint);
    canvas.addEventListener('pointercancel', endPaint);
    canvas.addEventListener('pointerleave', () => { $('grid-tip').hidden = true; if (!painting && ui.hover >= 0) { ui.hover = -1; queueDraw(); } });
    // Keyboard on the canvas: arrows move a cursor, Enter/Space acts as a click there.
    canvas.addEventListener('keydown', (e) => {
      const b = ui.board;
      const moves = { ArrowUp: -b.cols, ArrowDown: b.cols, ArrowLeft: -1, ArrowRight: 1 };
      if (moves[e.key] !== undefined && !e.ctrlKey && !e.altKey) {
        e.preventDefault(); e.stopPropagation();
        let h = ui.hover < 0 ? (b.police >= 0 ? b.police : 0) : ui.hover;
        const r = Math.floor(h / b.cols), c = h % b.cols;
        if (e.key === 'ArrowLeft' && c === 0) return;
        if (e.key === 'ArrowRight' && c === b.cols - 1) return;
        h += moves[e.key];
        if (h < 0 || h >= b.grid.length || (r === 0 && e.key === 'ArrowUp')) return;
        ui.hover = h;
        $('grid-tip').hidden = true;
        setStatus(esc(cellText(h)));
        queueDraw();
      } else if ((e.key === 'Enter' || e.key === ' ') && ui.hover >= 0 && !e.ctrlKey) {
        e.preventDefault(); e.stopPropagation();
        if (current() && ex.pos && clickSolved(ui.hover, e.shiftKey)) return;
        const before = cloneBoard(ui.board);
        if (paint(ui.hover)) { ui.edits.push(before); ui.redoEdits = []; boardVersion++; writeText(); changed(); }
      }
    });
    for (const b of document.querySelectorAll('[data-tool]')) b.addEventListener('click', () => setTool(b.dataset.tool));
    for (const b of document.querySelectorAll('[data-gside]')) b.addEventListener('click', () => ex.setSide(Number(b.dataset.gside)));
    for (const b of document.querySelectorAll('[data-gfix]')) b.addEventListener('click', () => ex.setFix(b.dataset.gfix === 'police' ? 0 : 1));
    const resize = () => {
      const r = Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 1));
      const c = Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 1));
      $('board-rows').value = String(r); $('board-cols').value = String(c);
      if (r === ui.board.rows && c === ui.board.cols) return;
      ui.note = ''; message('', '');
      setBoard(resizeBoard(ui.board, r, c));
    };
    $('board-rows').addEventListener('change', resize);
    $('board-cols').addEventListener('change', resize);
    $('board-clear').addEventListener('click', () => { const b = cloneBoard(ui.board); b.grid.fill(FREE); ui.note = ''; message('', ''); setBoard(b); setStatus('Cleared: every cell is free (Ctrl+Z brings the board back).'); });
    const size = () => [Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 8)), Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 8))];
    $('board-random').addEventListener('click', () => { const [r, c] = size(); ui.note = ''; message('', ''); setBoard(randomOpenField(r, c, rng(Date.now()))); });
    $('board-maze').addEventListener('click', () => { const [r, c] = size(); ui.note = ''; message('', ''); setBoard(randomMaze(r, c, rng(Date.now()))); });
    $('board-undo').addEventListener('click', undoEdit);
    $('board-redo').addEventListener('click', redoEdit);
    $('board-read').addEventListener('click', () => readText());
    $('board-write').addEventListener('click', () => { writeText(); message('Wrote the board into the box.', 'ok'); });
    $('board-text').addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); readText(); } });
    $('position-body').addEventListener('click', (e) => {
      if (!active) return;
      const b = e.target.closest('[data-tt]');
      if (!b || b.disabled) return;
      ex.onPanelClick(b);
    });
    new ResizeObserver(() => queueDraw()).observe($('grid-canvas-wrap'));
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', queueDraw);
    new MutationObserver(() => queueDraw()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }

  // Keys while the board is shown; true when handled (app.js leaves them alone then).
  function onKey(e) {
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if ((e.ctrlKey || e.metaKey) && !e.altKey && (k === 'z' || k === 'y')) {
      e.preventDefault();
      const redo = k === 'y' || e.shiftKey;
      if (ex.play) { if (redo) ex.redo(); else ex.undo(); } else if (redo) redoEdit(); else undoEdit();
      return true;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (k === 'h' && ex.play) { e.preventDefault(); ex.showHint(); return true; }
    if (k === 'ArrowLeft' && current()) { e.preventDefault(); ex.undo(); return true; }
    if (k === 'ArrowRight' && current()) { e.preventDefault(); if (ex.play) ex.redo(); else ex.stepBest(); return true; }
    if (k === 'Escape' && ex.play) { ex.stopPlay(); return true; }
    if (k === 'Escape' && ex.anim) { ex.stopAnim(); render(); return true; }
    if (TOOL_KEYS[k]) { e.preventDefault(); setTool(TOOL_KEYS[k]); return true; }
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
    const canvas = $('grid-canvas');
    const head = 28 * (window.devicePixelRatio || 1);
    const out = document.createElement('canvas');
    out.width = canvas.width; out.height = canvas.height + head;
    const ctx = out.getContext('2d');
    const col = palette();
    ctx.fillStyle = col.canvas; ctx.fillRect(0, 0, out.width, out.height);
    ctx.fillStyle = col.text;
    ctx.font = `600 ${Math.round(13 * (window.devicePixelRatio || 1))}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.fillText($('grid-legend').textContent.slice(0, 140), 6, head / 2);
    ctx.drawImage(canvas, 0, head);
    return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
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
    return { board: cloneBoard(ui.board), fix: ex.fix, pos: current() && ex.pos ? { police: cellOf(ex.pos.c), thief: cellOf(ex.pos.r), side: ex.pos.side } : null };
  }
  function applyState({ board, fix, pos }) {
    ui.note = '';
    message('<b>Opened a shared link:</b> ' + `${board.rows} × ${board.cols} board`, 'ok');
    ex.fix = fix ? 1 : 0;
    pendingPos = pos;
    setBoard(board);
    if (!autoSolve() || board.grid.reduce((a, x) => a + (x !== WALL ? 1 : 0), 0) > AUTO_SOLVE_CELLS) solve();
  }
  let pendingPos = null;

  let bound = false;
  return {
    ui,
    explorer: ex,
    activate() {
      if (!bound) { bind(); bound = true; writeText(); }
      active = true;
      document.body.classList.add('grid-game');
      $('board-rows').value = String(ui.board.rows);
      $('board-cols').value = String(ui.board.cols);
      render();
    },
    deactivate() { active = false; ex.stopPlay(); ex.stopAnim(); document.body.classList.remove('grid-game'); clearTimeout(solveTimer); },
    get active() { return active; },
    solve, render, onKey, loadPreset, readText, cellText, exportPng, exportJson, shareState, applyState,
    undo: undoEdit, redo: redoEdit,
    takePendingPos() { const p = pendingPos; pendingPos = null; return p; },
    get solution() { return current(); },
    get drawn() { return ui.drawn; },
    // The label the map shows on cell i ('W3', 'L0', 'D'), or null.
    cellLabel(i) {
      if (ui.board.grid[i] === WALL) return null;
      const v = cellValue(i);
      return v ? valueLabel(v) : null;
    },
    cellOf, locOf,
  };
}

export { emptyBoard };
