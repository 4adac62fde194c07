// The cop-thief board editor and outcome map (police and thief on a grid): a <canvas> grid
// with a tool palette, the text box, the solve through the worker's 'solve-board' request,
// the answer in words, the outcome map and the position panel. app.js switches to it when
// the game is cop-thief (body.grid-game) and routes solve, refresh and keys here.

import {
  FREE, WALL, EXIT, MAX_SIDE, emptyBoard, cloneBoard, boardCells, boardToText, parseBoard, resizeBoard,
  rng, randomOpenField, randomMaze, stepsFrom, directionName, boardPreset,
} from './board.js';

const $ = (id) => document.getElementById(id);
const NONE = 0xFFFFFFFF;
const AUTO_SOLVE_CELLS = 400;   // free cells: bigger boards wait for Enter
const LETTER = ['D', 'W', 'L'];
const TOOL_KEYS = { w: 'wall', x: 'exit', ' ': 'free', p: 'police', t: 'thief', i: 'look' };

export function createBoardUI({ solver, setStatus, esc, fmt, formatMs, autoSolve }) {
  const ui = {
    board: boardPreset('ct-open-8').board,
    tool: 'wall',
    solution: null,       // { key, result, index: Int32Array cell -> location }
    solving: false,
    side: 0,              // the map's side to move: 0 police, 1 thief
    fix: 'police',        // which token stays put on the map
    pc: -1, tc: -1,       // the position looked at: police cell, thief cell
    note: '',
    hover: -1,
  };
  let active = false;
  let painting = null;    // { changed }
  let solveTimer = 0, progressTimer = 0, drawQueued = false;

  const key = () => `${ui.board.rows}x${ui.board.cols}|${boardCells(ui.board)}`;
  const current = () => (ui.solution && ui.solution.key === key() ? ui.solution : null);
  const rc = (i) => `(${Math.floor(i / ui.board.cols) + 1}, ${(i % ui.board.cols) + 1})`;

  // Outcome of a position from the mover's side: { o: 0 D / 1 W / 2 L, d } or null.
  function lookup(sol, side, pc, tc) {
    const lp = sol.index[pc], lt = sol.index[tc];
    if (lp < 0 || lt < 0) return null;
    const k = lp * sol.result.locationCount + lt;
    const o = sol.result.outcomes[side][k];
    if (o > 2) return null;
    const d = sol.result.depths[side][k];
    return { o, d: d === NONE ? null : d };
  }
  const label = (v) => (v ? LETTER[v.o] + (v.o === 0 || v.d === null ? '' : v.d) : '?');
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
  function setBoard(b, { text = true } = {}) {
    ui.board = b;
    if (text) writeText();
    $('board-rows').value = String(b.rows);
    $('board-cols').value = String(b.cols);
    changed();
  }

  function changed() {
    ui.hover = -1;
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
    clearTimeout(progressTimer);
    progressTimer = setTimeout(() => { $('progress').hidden = false; }, 150);
    setProgress(0);
    setStatus('Solving…');
    render();
    try {
      const result = await solver.solveBoard({ rows: b.rows, cols: b.cols, cells: boardCells(b) }, setProgress);
      if (k !== key()) return;
      const index = new Int32Array(b.rows * b.cols).fill(-1);
      for (let i = 0; i < result.locations.length; i++) index[result.locations[i]] = i;
      ui.solution = { key: k, result, index };
      ui.pc = b.police; ui.tc = b.thief; ui.side = 0;
      setStatus(`Solved ${fmt(result.stats.positions)} positions in ${formatMs(result.ms)}.`, 'ok');
    } catch (e) {
      if (e.kind === 'cancelled') { if (!solver.busy) setStatus('Solve cancelled. Press <kbd>Enter</kbd> to solve again.'); }
      else setStatus(`The solver could not solve this: ${esc(e.message)}`, 'error');
    } finally {
      if (k === key() || !solver.busy) {
        ui.solving = solver.busy;
        clearTimeout(progressTimer);
        if (!solver.busy) $('progress').hidden = true;
      }
      render();
    }
  }
  function setProgress(f) {
    const p = Math.round(f * 100);
    $('progress-bar').style.width = `${p}%`;
    $('progress-text').textContent = `Solving… ${p}%`;
  }

  // ---- drawing ----------------------------------------------------------------------------
  let geom = { cell: 10, x0: 0, y0: 0 };
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
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const css = getComputedStyle(document.documentElement);
    const v = (n) => css.getPropertyValue(n).trim();
    const dark = v('--color-scheme-name') === 'dark' || getComputedStyle(document.documentElement).colorScheme === 'dark';
    const col = { canvas: v('--canvas'), grid: v('--border'), wall: dark ? '#4b5563' : '#2b3038', hatch: dark ? '#6b7480' : '#454c57', win: v('--win'), loss: v('--loss'), draw: v('--draw'),
      on: v('--on-outcome'), text: v('--text'), exit: '#2e9e5b', police: '#1f3fbf', thief: '#a0238f' };
    ctx.fillStyle = col.canvas;
    ctx.fillRect(0, 0, w, h);
    const sol = current();
    const fixedCell = ui.fix === 'police' ? ui.pc : ui.tc;
    const labels = cell >= 22;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${Math.max(9, Math.min(14, Math.floor(cell * 0.36)))}px system-ui, sans-serif`;
    const gap = cell >= 6 ? 1 : 0;
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
      let val = null;
      if (sol && fixedCell >= 0) val = ui.fix === 'police' ? lookup(sol, ui.side, fixedCell, i) : lookup(sol, ui.side, i, fixedCell);
      if (val) {
        ctx.fillStyle = val.o === 1 ? col.win : val.o === 2 ? col.loss : col.draw;
        ctx.fillRect(x + gap, y + gap, cell - 2 * gap, cell - 2 * gap);
      } else if (gap) {
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
        ctx.fillStyle = col.on;
        ctx.fillText(label(val), x + cell / 2, y + cell / 2 + (t === EXIT ? 0 : 0));
      } else if (labels && t === EXIT && !val) {
        ctx.fillStyle = '#fff'; ctx.fillText('E', x + cell / 2, y + cell / 2);
      }
    }
    // Tokens: with a solution, the fixed one solid and the other as a ring; else the starts.
    const token = (i, color, letter, solid) => {
      if (i < 0) return;
      const x = (i % b.cols) * cell + cell / 2, y = Math.floor(i / b.cols) * cell + cell / 2;
      const r = Math.max(1.5, cell * 0.36);
      ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2);
      if (solid) { ctx.fillStyle = color; ctx.fill(); ctx.lineWidth = Math.max(1, cell / 14); ctx.strokeStyle = '#fff'; ctx.stroke(); }
      else { ctx.lineWidth = Math.max(1.5, cell / 9); ctx.strokeStyle = color; ctx.stroke(); }
      if (cell >= 14 && solid) { ctx.fillStyle = '#fff'; ctx.font = `700 ${Math.floor(r * 1.1)}px system-ui, sans-serif`; ctx.fillText(letter, x, y + 0.5); }
    };
    if (sol) {
      const other = ui.fix === 'police' ? ui.tc : ui.pc;
      if (ui.fix === 'police') { token(other, col.thief, 'T', false); token(ui.pc, col.police, 'P', true); }
      else { token(other, col.police, 'P', false); token(ui.tc, col.thief, 'T', true); }
    } else {
      token(b.police, col.police, 'P', true);
      token(b.thief, col.thief, 'T', true);
    }
    if (ui.hover >= 0 && ui.hover < b.grid.length) {
      ctx.strokeStyle = col.text; ctx.lineWidth = 2;
      ctx.strokeRect((ui.hover % b.cols) * cell + 1, Math.floor(ui.hover / b.cols) * cell + 1, cell - 2, cell - 2);
    }
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
    const sol = current();
    const fixedCell = ui.fix === 'police' ? ui.pc : ui.tc;
    if (sol && b.grid[i] !== WALL && fixedCell >= 0) {
      const val = ui.fix === 'police' ? lookup(sol, ui.side, fixedCell, i) : lookup(sol, ui.side, i, fixedCell);
      const other = ui.fix === 'police' ? 'thief' : 'police';
      s += ` · ${other} here, ${mover(ui.side)} to move: ${label(val)}`;
    }
    return s;
  }

  // ---- panels -----------------------------------------------------------------------------
  function answerWords(result) {
    const st = result.start;
    if (st.outcome === 1) return { cls: 'o-W', text: `The police catches the thief in ${st.depth} plies` };
    if (st.outcome === 2) return { cls: 'o-L', text: `The thief escapes in ${st.depth} plies` };
    return { cls: 'o-D', text: 'Neither can win: endless play' };
  }

  function positionPanel(sol) {
    const b = ui.board;
    if (!sol) return `<p class="muted">${ui.solving ? 'Solving…' : 'Solve the board (<kbd>Enter</kbd>) to see the moves and their outcomes.'}</p>`;
    const { pc, tc, side } = ui;
    if (pc < 0 || tc < 0) return '<p class="muted">No position.</p>';
    const here = lookup(sol, side, pc, tc);
    let html = `<dl class="grid-pos"><dt>Police</dt><dd>${rc(pc)}</dd><dt>Thief</dt><dd>${rc(tc)}</dd><dt>To move</dt><dd>${mover(side)}</dd>` +
      `<dt>Outcome</dt><dd><span class="tag o-${label(here)[0]}">${label(here)}</span> for the ${mover(side)}</dd></dl>`;
    const side2 = `<div class="segmented small" role="radiogroup" aria-label="Side to move"><button type="button" role="radio" data-action="grid-side" data-side="0" aria-checked="${side === 0}">Police to move</button><button type="button" role="radio" data-action="grid-side" data-side="1" aria-checked="${side === 1}">Thief to move</button></div>`;
    html += side2;
    if (pc === tc) return html + '<p><b>Caught:</b> the police is on the thief’s cell. The police wins.</p>';
    if (b.grid[tc] === EXIT) return html + '<p><b>Escaped:</b> the thief is on an exit. The thief wins.</p>';
    const from = side === 0 ? pc : tc;
    const moves = stepsFrom(b, from, side === 0).map((t) => {
      const next = side === 0 ? lookup(sol, 1, t, tc) : lookup(sol, 0, pc, t);
      // The mover's outcome is the opposite of the opponent's after the move, one ply longer.
      const o = !next ? 0 : next.o === 1 ? 2 : next.o === 2 ? 1 : 0;
      const d = next && next.d !== null && o !== 0 ? next.d + 1 : null;
      return { t, o, d, dir: directionName(b, from, t) };
    });
    const rank = (m) => (m.o === 1 ? m.d : m.o === 0 ? 1e9 : 2e9 - m.d);
    moves.sort((a, c) => rank(a) - rank(c));
    html += `<p class="small muted">Moves of the ${mover(side)}, best first (outcome for the ${mover(side)}):</p><ul class="grid-moves">`;
    for (const m of moves) {
      const l = LETTER[m.o] + (m.d !== null ? m.d : '');
      html += `<li><button type="button" class="button ghost small" data-action="grid-move" data-cell="${m.t}"><span>${m.dir === 'pass' ? 'pass' : `${m.dir} to ${rc(m.t)}`}</span><span class="tag o-${LETTER[m.o]}">${l}</span></button></li>`;
    }
    return html + '</ul>';
  }

  function render() {
    if (!active) return;
    const sol = current();
    const ans = $('board-answer');
    if (sol) {
      const a = answerWords(sol.result);
      ans.textContent = a.text + '.';
      ans.className = 'board-answer grid-only ' + a.cls;
      const s = sol.result.stats;
      $('counts').innerHTML = `<div class="count-row"><span class="count o-W"><span class="chip-shape"></span><b>W</b> ${fmt(s.win)}</span>` +
        `<span class="count o-L"><span class="chip-shape"></span><b>L</b> ${fmt(s.loss)}</span>` +
        `<span class="count o-D"><span class="chip-shape"></span><b>D</b> ${fmt(s.draw)}</span>` +
        `<span class="count-longest" title="the largest depth">longest ${fmt(s.longest)}</span></div>`;
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
    for (const id of ['export-png', 'export-json']) { $(id).disabled = true; $(id).title = 'Export is for graph games for now'; }
    $('solve-button').disabled = false;
    const who = mover(ui.side);
    const fixed = ui.fix, other = fixed === 'police' ? 'thief' : 'police';
    $('grid-legend').innerHTML = sol
      ? `For the <b>${who}</b> (to move), with the ${other} on the cell: <b class="lw">W</b> ${who} wins · <b class="ll">L</b> ${who} loses · <b class="ld">D</b> draw · W5 = in 5 plies`
      : 'Paint with the tools; <kbd>Enter</kbd> solves.';
    for (const b of document.querySelectorAll('[data-gside]')) b.setAttribute('aria-checked', String(Number(b.dataset.gside) === ui.side));
    for (const b of document.querySelectorAll('[data-gfix]')) b.setAttribute('aria-checked', String(b.dataset.gfix === ui.fix));
    $('position-body').innerHTML = positionPanel(sol);
    $('preset-note-title').textContent = ui.note ? 'About this board' : 'The rules';
    $('preset-note').textContent = ui.note || 'The police (8 directions) and the thief (4 directions) take turns, the police first; either may pass. The police on the thief’s cell wins; the thief on an exit wins. Endless play is a draw.';
    $('preset-note-card').hidden = false;
    queueDraw();
  }

  // ---- events -----------------------------------------------------------------------------
  function bind() {
    const canvas = $('grid-canvas');
    canvas.addEventListener('pointerdown', (e) => {
      const cell = cellAt(e);
      if (cell < 0) return;
      if (ui.tool === 'look') {
        if (ui.board.grid[cell] === WALL) return;
        const moveFixed = !e.shiftKey;
        if ((ui.fix === 'police') === moveFixed) ui.pc = cell; else ui.tc = cell;
        render();
        return;
      }
      canvas.setPointerCapture?.(e.pointerId);
      painting = { changed: paint(cell), last: cell };
      if (ui.tool === 'police' || ui.tool === 'thief') { const c = painting.changed; painting = null; if (c) { writeText(); changed(); } return; }
      queueDraw();
    });
    canvas.addEventListener('pointermove', (e) => {
      const cell = cellAt(e);
      if (painting) {
        if (cell >= 0 && cell !== painting.last) { painting.last = cell; if (paint(cell)) { painting.changed = true; queueDraw(); } }
        return;
      }
      if (cell !== ui.hover) { ui.hover = cell; queueDraw(); }
      const tip = $('grid-tip');
      if (cell < 0) { tip.hidden = true; return; }
      tip.textContent = cellText(cell);
      tip.hidden = false;
      const wr = $('grid-canvas-wrap').getBoundingClientRect();
      tip.style.left = `${Math.min(wr.width - 260, e.clientX - wr.left + 14)}px`;
      tip.style.top = `${e.clientY - wr.top + 14}px`;
    });
    const end = () => { if (painting) { const c = painting.changed; painting = null; if (c) { writeText(); changed(); } } };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('pointerleave', () => { $('grid-tip').hidden = true; if (!painting && ui.hover >= 0) { ui.hover = -1; queueDraw(); } });
    for (const b of document.querySelectorAll('[data-tool]')) b.addEventListener('click', () => setTool(b.dataset.tool));
    for (const b of document.querySelectorAll('[data-gside]')) b.addEventListener('click', () => { ui.side = Number(b.dataset.gside); render(); });
    for (const b of document.querySelectorAll('[data-gfix]')) b.addEventListener('click', () => { ui.fix = b.dataset.gfix; render(); });
    const resize = () => {
      const r = Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 1));
      const c = Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 1));
      if (r === ui.board.rows && c === ui.board.cols) return;
      ui.note = ''; message('', '');
      setBoard(resizeBoard(ui.board, r, c));
    };
    $('board-rows').addEventListener('change', resize);
    $('board-cols').addEventListener('change', resize);
    $('board-clear').addEventListener('click', () => { const b = cloneBoard(ui.board); b.grid.fill(FREE); ui.note = ''; message('', ''); setBoard(b); });
    const size = () => [Math.max(1, Math.min(MAX_SIDE, Number($('board-rows').value) || 8)), Math.max(1, Math.min(MAX_SIDE, Number($('board-cols').value) || 8))];
    $('board-random').addEventListener('click', () => { const [r, c] = size(); ui.note = ''; message('', ''); setBoard(randomOpenField(r, c, rng(Date.now()))); });
    $('board-maze').addEventListener('click', () => { const [r, c] = size(); ui.note = ''; message('', ''); setBoard(randomMaze(r, c, rng(Date.now()))); });
    $('board-read').addEventListener('click', () => readText());
    $('board-write').addEventListener('click', () => { writeText(); message('Wrote the board into the box.', 'ok'); });
    $('board-text').addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); readText(); } });
    $('position-body').addEventListener('click', (e) => {
      if (!active) return;
      const b = e.target.closest('[data-action]');
      if (!b) return;
      if (b.dataset.action === 'grid-move') {
        const t = Number(b.dataset.cell);
        if (ui.side === 0) ui.pc = t; else ui.tc = t;
        ui.side ^= 1;
        render();
      } else if (b.dataset.action === 'grid-side') { ui.side = Number(b.dataset.side); render(); }
    });
    new ResizeObserver(() => queueDraw()).observe($('grid-canvas-wrap'));
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', queueDraw);
    new MutationObserver(() => queueDraw()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }

  // Keys while the board is shown; true when handled.
  function onKey(e) {
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (TOOL_KEYS[k]) { e.preventDefault(); setTool(TOOL_KEYS[k]); return true; }
    return ['v', 'e', 's', 'l', 'f', 'u', 'Delete', 'Backspace'].includes(k);
  }

  function loadPreset(id) {
    const p = boardPreset(id);
    if (!p) return false;
    ui.note = p.note;
    message(`<b>Preset:</b> ${esc(p.name)}`, 'ok');
    setBoard(p.board);
    return true;
  }

  let bound = false;
  return {
    ui,
    activate() {
      if (!bound) { bind(); bound = true; writeText(); }
      active = true;
      document.body.classList.add('grid-game');
      $('board-rows').value = String(ui.board.rows);
      $('board-cols').value = String(ui.board.cols);
      render();
    },
    deactivate() { active = false; document.body.classList.remove('grid-game'); clearTimeout(solveTimer); },
    get active() { return active; },
    solve, render, onKey, loadPreset, readText, cellText,
    get solution() { return current(); },
    cellLabel(i) {
      const sol = current();
      const f = ui.fix === 'police' ? ui.pc : ui.tc;
      if (!sol || f < 0 || ui.board.grid[i] === WALL) return null;
      return label(ui.fix === 'police' ? lookup(sol, ui.side, f, i) : lookup(sol, ui.side, i, f));
    },
  };
}

export { emptyBoard };
