// The board's canvas: the cells and the outcome colours drawn once into an offscreen canvas,
// tokens, legal moves, the hint and the hover drawn over a copy of it, or How many cops?'s
// capture map over the plain board (board/cops.js); the cell under the pointer and the words
// for a cell. Part of the board feature (board/feature.js).

import { WALL, EXIT } from './board.js';
import { valueLabel } from '../kit/explorer.js';
import { $ } from '../ui/page.js';
import { app } from '../shell/state.js';
import { previousValue } from '../lib/map-changes.js';
import { copVertexOf, drawCops } from './cops.js';

// ctx: the feature's { ui, ex, current, cellOf, locOf, rc, mover, cops (lib/paint.js's holder), isActive }.
export function createBoardCanvas({ ui, ex, current, cellOf, locOf, rc, mover, cops, isActive }) {
  let drawQueued = false;
  // ---- drawing ----------------------------------------------------------------------------
  // The cells and the outcome colours go to an offscreen canvas, redrawn only when the board,
  // the map, the size or the theme change (one ImageData pass when cells are a few pixels);
  // tokens, hover, legal moves and the hint are drawn over a copy of it, so moving the mouse
  // over a 128 × 128 board stays cheap.
  let geom = { cell: 10, w: 0, h: 0 };
  const base = { canvas: null, key: '' };
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

  // The map's value for cell i (the other token there), or null. solved: whether the board
  // on screen is the one solved (current(), which builds the board's key: a loop over the
  // cells passes it in, or a 128 x 128 map would build 16,384 keys of 16,384 characters).
  function cellValue(i, solved = !!current()) {
    if (!solved || ex.pos === null || app.hideOutcomes) return null;
    const loc = locOf(i);
    if (loc < 0) return null;
    if (app.watch && app.watch.replay.decidedAt[loc] > app.watch.step) return null;   // not yet decided
    if (app.previousMap && ui.changes) return previousValue(ui.changes, i);              // before the edit
    return ex.mapValue(loc);
  }

  // plain: no outcome map (the capture map is drawn over it).
  function drawBase(cell, w, h, dpr, plain) {
    const b = ui.board;
    const col = palette();
    const key = `${ui.version}|${cell}|${dpr}|${coloursKey}|${current() && ex.map && !plain ? ex.map.key : '-'}|${app.watch ? app.watch.step : '-'}|${app.hideOutcomes}|${app.previousMap}`;
    if (base.canvas && base.key === key) return base.canvas;
    const solved = !plain && !!current();
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
        const val = t === WALL ? null : cellValue(i, solved);
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
        for (let i = 0; i < b.grid.length; i++) if (b.grid[i] === EXIT && cellValue(i, solved)) ctx.fillRect((i % b.cols) * cell + cell / 4, Math.floor(i / b.cols) * cell + cell / 4, cell / 2, cell / 2);
      }
      base.key = key;
      return c;
    }
    const labels = cell >= 22;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${Math.max(9, Math.min(14, Math.floor(cell * 0.36)))}px system-ui, sans-serif`;
    const gap = 1;
    const fixedCell = cellOf(ex.pos !== null ? ex.places[1 - ex.token] : -1);
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
      const val = cellValue(i, solved);
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
    if (!isActive()) return;
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
    const paint = cops.shown();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(drawBase(cell, w, h, dpr, !!paint), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const col = palette();
    if (paint) {
      // How many cops?'s capture map instead of the outcome map, its tokens and rings.
      const drawn = drawCops(ctx, ui, paint, cell, col);
      hover(ctx, cell, col);
      ui.drawn = { mapKey: '', at: performance.now(), paint: { key: paint.key, title: paint.title, places: drawn } };
      return;
    }
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
    if (sol && ex.hint && ex.pos !== null) {
      const from = cellOf(ex.places[ex.mover]), to = cellOf(ex.hint.dest);
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
    if (sol && ex.pos !== null) {
      const pc = cellOf(ex.places[0]), tc = cellOf(ex.places[1]);
      if (ex.token === 1) { token(tc, col.thief, 'T', false); token(pc, col.police, 'P', true); }
      else { token(pc, col.police, 'P', false); token(tc, col.thief, 'T', true); }
    } else {
      token(b.police, col.police, 'P', true);
      token(b.thief, col.thief, 'T', true);
    }
    // What the last edit changed on this map: amber dashed rings.
    if (sol && ui.changes && !app.watch && !app.hideOutcomes) {
      ctx.strokeStyle = '#e6a700'; ctx.lineWidth = Math.max(1.5, cell / 9);
      ctx.setLineDash([Math.max(2, cell / 5), Math.max(2, cell / 8)]);
      for (const i of ui.changes.changedCells) ctx.strokeRect((i % b.cols) * cell + 1.5, Math.floor(i / b.cols) * cell + 1.5, cell - 3, cell - 3);
      ctx.setLineDash([]);
    }
    hover(ctx, cell, col);
    ui.drawn = { mapKey: sol && ex.map ? ex.map.key : '', at: performance.now() };
  }
  function hover(ctx, cell, col) {
    if (ui.hover < 0 || ui.hover >= ui.board.grid.length) return;
    ctx.strokeStyle = col.text; ctx.lineWidth = 2;
    ctx.strokeRect((ui.hover % ui.board.cols) * cell + 1, Math.floor(ui.hover / ui.board.cols) * cell + 1, cell - 2, cell - 2);
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
    const paint = cops.shown(), v = copVertexOf(ui, i);
    if (paint) return v >= 0 && paint.tip(v) ? `${s} · ${paint.tip(v)}` : s;
    const val = b.grid[i] !== WALL ? cellValue(i) : null;
    if (val && ex.pos !== null) {
      const other = ex.token === 1 ? 'thief' : 'police';
      s += ` · ${other} here, ${mover(ex.mover)} to move: ${valueLabel(val)}`;
    }
    return s;
  }

  return { draw, queueDraw, cellAt, cellValue, cellText, palette };
}
