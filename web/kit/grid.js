// The painter of places on a grid, for every game played on one (police and thief, a design's
// grid): the cells (walls hatched, exits, letters), each cell's value on the map shown (colour,
// then letter and depth, so nothing depends on colour alone) drawn once into an offscreen
// canvas and kept while its key holds; the tokens, rings (legal moves, reach, what changed), the
// hint and the hover drawn over a copy of it, so moving the mouse over 128 × 128 stays cheap;
// or another map painted over the plain grid (How many cops?, lib/paint.js). Export SVG draws
// the same view as vector shapes.

import { valueLabel } from './explorer.js';
import { drawPaint, paintSvg } from '../lib/paint.js';
import { esc as xml } from '../lib/panels.js';

export const FREE = 0,
  WALL = 1,
  EXIT = 2;
const SVG_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

// The page's colours (its CSS variables, the theme), read again when the theme changes.
let colours = null,
  coloursKey = '';
export function palette() {
  const root = document.documentElement;
  const dark =
    (root.dataset.theme || '') === 'dark' ||
    (!root.dataset.theme && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  const key = `${root.dataset.theme || ''}|${dark}`;
  if (colours && coloursKey === key) return colours;
  const css = getComputedStyle(root);
  const v = (n, d) => css.getPropertyValue(n).trim() || d;
  colours = {
    canvas: v('--canvas', '#fff'),
    grid: v('--border', '#c8ccd2'),
    wall: dark ? '#4b5563' : '#2b3038',
    hatch: dark ? '#6b7480' : '#454c57',
    win: v('--win', '#0072B2'),
    loss: v('--loss', '#C24E00'),
    draw: v('--draw', '#777'),
    on: v('--on-outcome', '#fff'),
    text: v('--text', '#111'),
    accent: v('--accent', '#0a66d8'),
    exit: '#2e9e5b',
    reach: '#2e9e5b',
    changed: '#e6a700',
    sides: ['#1f3fbf', '#a0238f'],
    key,
  };
  coloursKey = key;
  return colours;
}
const rgb = (hex) => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [128, 128, 128];
  const x = parseInt(m[1], 16);
  return [x >> 16, (x >> 8) & 255, x & 255];
};
const fillOf = (col, o) => (o === 1 ? col.win : o === 2 ? col.loss : col.draw);

// canvas: the <canvas>; wrap: its container (sets the size).
// view (draw's argument): { rows, cols, key (of what the base shows: cells and map), kind(i) →
// FREE / WALL / EXIT, letter(i) → a letter for the cell's corner or '', value(i) → { o, d } |
// { o: 3 } (no token may stand there) | null, unlabelled(i) → no label on the cell (a token's),
// tokens: [{ cell, colour, letter, solid, selected }], rings: [{ cells, colour, dash }], hint:
// { from, to } | null, hover: a cell or -1, paint: lib/paint.js's paint or null, paintCount: its places, paintCell(v) →
// the cell of the paint's place v, legend: words above an export }.
export function createGridPainter({ canvas, wrap, maxCell = 56 }) {
  const base = { canvas: null, key: '' };
  let geom = { cell: 10, w: 0, h: 0 },
    last = null;

  function drawBase(view, cell, w, h, dpr, col) {
    const key = `${view.key}|${view.rows}x${view.cols}|${cell}|${dpr}|${col.key}`;
    if (base.canvas && base.key === key) return base.canvas;
    const c = base.canvas ?? (base.canvas = document.createElement('canvas'));
    c.width = Math.round(w * dpr);
    c.height = Math.round(h * dpr);
    const ctx = c.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = col.canvas;
    ctx.fillRect(0, 0, w, h);
    const n = view.rows * view.cols;
    if (cell < 8) {
      // One pixel per cell, scaled up without smoothing.
      const img = new ImageData(view.cols, view.rows),
        px = img.data;
      const C = {
        wall: rgb(col.wall),
        free: rgb(col.canvas),
        exit: rgb(col.exit),
        1: rgb(col.win),
        2: rgb(col.loss),
        0: rgb(col.draw),
        3: rgb(col.grid),
      };
      for (let i = 0; i < n; i++) {
        const t = view.kind(i),
          val = t === WALL ? null : view.value(i);
        const c3 = t === WALL ? C.wall : val ? C[val.o] : t === EXIT ? C.exit : C.free;
        px[4 * i] = c3[0];
        px[4 * i + 1] = c3[1];
        px[4 * i + 2] = c3[2];
        px[4 * i + 3] = 255;
      }
      const tmp = document.createElement('canvas');
      tmp.width = view.cols;
      tmp.height = view.rows;
      tmp.getContext('2d').putImageData(img, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(tmp, 0, 0, w, h);
      if (cell >= 4) {
        // Exits stay visible on coloured cells: a dark dot.
        ctx.fillStyle = col.exit;
        for (let i = 0; i < n; i++)
          if (view.kind(i) === EXIT && view.value(i))
            ctx.fillRect(
              (i % view.cols) * cell + cell / 4,
              Math.floor(i / view.cols) * cell + cell / 4,
              cell / 2,
              cell / 2,
            );
      }
      base.key = key;
      return c;
    }
    const labels = cell >= 22,
      gap = 1;
    const font = Math.max(9, Math.min(14, Math.floor(cell * 0.36)));
    for (let i = 0; i < n; i++) {
      const x = (i % view.cols) * cell,
        y = Math.floor(i / view.cols) * cell;
      const t = view.kind(i);
      if (t === WALL) {
        ctx.fillStyle = col.wall;
        ctx.fillRect(x, y, cell, cell);
        if (cell >= 10) {
          ctx.strokeStyle = col.hatch;
          ctx.lineWidth = 1;
          ctx.beginPath();
          for (let k = cell / 3; k < 2 * cell; k += cell / 3) {
            ctx.moveTo(x + Math.max(0, k - cell), y + Math.min(cell, k));
            ctx.lineTo(x + Math.min(cell, k), y + Math.max(0, k - cell));
          }
          ctx.stroke();
        }
        continue;
      }
      const val = view.value(i),
        shown = val && val.o !== 3;
      if (shown) {
        ctx.fillStyle = fillOf(col, val.o);
        ctx.fillRect(x + gap, y + gap, cell - 2 * gap, cell - 2 * gap);
      } else {
        ctx.strokeStyle = col.grid;
        ctx.lineWidth = 1;
        ctx.strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
      }
      if (val && val.o === 3) {
        ctx.fillStyle = 'rgba(120,120,120,.35)';
        ctx.fillRect(x, y, cell, cell);
      }
      if (t === EXIT) {
        ctx.strokeStyle = col.exit;
        ctx.lineWidth = Math.max(1, Math.floor(cell / 8));
        const lw = ctx.lineWidth;
        ctx.strokeRect(x + gap + lw / 2, y + gap + lw / 2, cell - 2 * gap - lw, cell - 2 * gap - lw);
        if (!shown) {
          ctx.fillStyle = col.exit;
          ctx.fillRect(x + gap + lw, y + gap + lw, cell - 2 * gap - 2 * lw, cell - 2 * gap - 2 * lw);
        }
      }
      const letter = view.letter?.(i) ?? '';
      ctx.textBaseline = 'middle';
      if (letter && cell >= 14) {
        ctx.textAlign = 'left';
        ctx.font = `600 ${Math.round(cell * 0.28)}px system-ui, sans-serif`;
        ctx.fillStyle = shown ? col.on : col.text;
        ctx.fillText(letter, x + 3, y + cell * 0.2);
      }
      ctx.textAlign = 'center';
      ctx.font = `600 ${font}px system-ui, sans-serif`;
      if (labels && shown && !view.unlabelled?.(i)) {
        ctx.fillStyle = col.on;
        ctx.fillText(valueLabel(val), x + cell / 2, y + cell * (letter ? 0.62 : 0.5));
      } else if (labels && t === EXIT && !shown) {
        ctx.fillStyle = '#fff';
        ctx.fillText('E', x + cell / 2, y + cell / 2);
      }
    }
    base.key = key;
    return c;
  }

  // Draws the view; returns what the paint drew (lib/paint.js's records) or null.
  function draw(view) {
    const W = Math.max(50, wrap.clientWidth - 16),
      H = Math.max(50, wrap.clientHeight - 16);
    const cell = Math.max(2, Math.min(maxCell, Math.floor(Math.min(W / view.cols, H / view.rows))));
    const w = cell * view.cols,
      h = cell * view.rows,
      dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
    }
    geom = { cell, w, h };
    const col = palette(),
      ctx = canvas.getContext('2d');
    const paint = view.paint ?? null;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(
      drawBase(paint ? { ...view, key: `${view.key}|plain`, value: () => null } : view, cell, w, h, dpr, col),
      0,
      0,
    );
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const box = (i, inset) => [
      (i % view.cols) * cell + inset,
      Math.floor(i / view.cols) * cell + inset,
      cell - 2 * inset,
      cell - 2 * inset,
    ];
    const centre = (i) => [((i % view.cols) + 0.5) * cell, (Math.floor(i / view.cols) + 0.5) * cell];
    let painted = null;
    if (paint) {
      painted = drawPaint(ctx, paint, {
        n: view.paintCount,
        at: (v) => {
          const [x, y] = centre(view.paintCell(v));
          return { x, y, r: cell / 2, round: false };
        },
        vars: { loss: col.loss, win: col.win, draw: col.draw, accent: col.accent },
      });
    } else {
      for (const r of view.rings ?? []) {
        ctx.strokeStyle = r.colour ?? col.accent;
        ctx.lineWidth = Math.max(1.5, cell / (r.dash ? 9 : 10));
        ctx.setLineDash(r.dash ? [Math.max(2, cell / 6), Math.max(2, cell / 8)] : []);
        for (const i of r.cells) ctx.strokeRect(...box(i, 2));
      }
      ctx.setLineDash([]);
      if (view.hint) {
        const [x1, y1] = centre(view.hint.from),
          [x2, y2] = centre(view.hint.to);
        ctx.strokeStyle = col.accent;
        ctx.lineWidth = Math.max(2, cell / 7);
        ctx.strokeRect(...box(view.hint.to, 1));
        if (view.hint.from !== view.hint.to) {
          ctx.beginPath();
          ctx.moveTo(x1, y1);
          ctx.lineTo(x2, y2);
          ctx.stroke();
        }
      }
      drawTokens(ctx, view.tokens ?? [], cell, centre);
    }
    if (view.hover >= 0 && view.hover < view.rows * view.cols) {
      ctx.strokeStyle = col.text;
      ctx.lineWidth = 2;
      ctx.strokeRect(...box(view.hover, 1));
    }
    last = { view, cell, col, painted };
    return painted;
  }

  // Tokens: a disc (solid) or a ring, with its letter; two on one cell sit side by side.
  function drawTokens(ctx, tokens, cell, centre) {
    const count = new Map(),
      on = new Map();
    for (const t of tokens) on.set(t.cell, (on.get(t.cell) ?? 0) + 1);
    for (const t of tokens) {
      if (t.cell < 0) continue;
      const k = count.get(t.cell) ?? 0,
        many = on.get(t.cell) > 1;
      count.set(t.cell, k + 1);
      let [x, y] = centre(t.cell);
      const r = Math.max(5, cell * (many ? 0.26 : 0.36)); // visible even on 3-pixel cells
      if (many) {
        x += (k % 2 ? 1 : -1) * r * 0.8;
        y += (k > 1 ? 1 : -0.4) * r * 0.6;
      }
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      if (t.solid) {
        ctx.fillStyle = t.colour;
        ctx.fill();
        ctx.lineWidth = t.selected ? 3 : Math.max(1, cell / 14);
        ctx.strokeStyle = t.selected ? '#f5b400' : '#fff';
        ctx.stroke();
      } else {
        ctx.lineWidth = Math.max(1.5, cell / 9);
        ctx.strokeStyle = t.colour;
        ctx.stroke();
      }
      if (cell >= 14) {
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = t.solid ? '#fff' : t.colour;
        ctx.font = `700 ${Math.floor(r * 1.1)}px system-ui, sans-serif`;
        ctx.fillText(t.letter, x, y + 0.5);
      }
    }
  }

  // The cell under a pointer event (-1: off the grid).
  function cellAt(e) {
    if (!last) return -1;
    const r = canvas.getBoundingClientRect();
    const c = Math.floor((e.clientX - r.left) / geom.cell),
      row = Math.floor((e.clientY - r.top) / geom.cell);
    if (c < 0 || row < 0 || c >= last.view.cols || row >= last.view.rows) return -1;
    return row * last.view.cols + c;
  }
  // The point on screen of cell i's centre (tests, tools).
  function clientPoint(i) {
    if (!last) return null;
    const r = canvas.getBoundingClientRect();
    return {
      x: r.left + ((i % last.view.cols) + 0.5) * geom.cell,
      y: r.top + (Math.floor(i / last.view.cols) + 0.5) * geom.cell,
    };
  }

  // The view last drawn as a vector SVG (Export SVG): the legend, cells, values, the paint or
  // the tokens.
  function svg() {
    if (!last) return '';
    const { view, col, painted } = last,
      cell = 28,
      head = view.legend ? 24 : 0;
    let body = view.legend
      ? `<text x="4" y="16" font-family="system-ui, sans-serif" font-size="13">${xml(view.legend)}</text>`
      : '';
    const at = (i) => [(i % view.cols) * cell, head + Math.floor(i / view.cols) * cell];
    for (let i = 0; i < view.rows * view.cols; i++) {
      const [x, y] = at(i),
        t = view.kind(i),
        val = t === WALL || painted ? null : view.value(i),
        shown = val && val.o !== 3;
      body += `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${t === WALL ? col.wall : shown ? fillOf(col, val.o) : t === EXIT ? col.exit : '#ffffff'}" stroke="#c8ccd2"/>`;
      if (t === EXIT)
        body += `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" fill="none" stroke="${col.exit}" stroke-width="3"/>`;
      const letter = t === WALL ? '' : (view.letter?.(i) ?? '');
      if (letter)
        body += `<text x="${x + 3}" y="${y + 9}" font-family="system-ui, sans-serif" font-size="8" fill="${shown ? '#ffffff' : '#111111'}">${xml(letter)}</text>`;
      if (shown)
        body += `<text x="${x + cell / 2}" y="${y + cell / 2 + 4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="10" font-weight="600" fill="#ffffff">${xml(valueLabel(val))}</text>`;
    }
    if (painted)
      body += paintSvg(painted, (v) => {
        const [x, y] = at(view.paintCell(v));
        return { x: x + cell / 2, y: y + cell / 2, r: cell / 2, round: false };
      });
    else {
      for (const t of view.tokens ?? []) {
        if (t.cell < 0) continue;
        const [x, y] = at(t.cell);
        body +=
          `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.36}" fill="${t.solid ? t.colour : 'none'}" stroke="${t.solid ? '#fff' : t.colour}" stroke-width="2"/>` +
          `<text x="${x + cell / 2}" y="${y + cell / 2 + 4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="11" font-weight="700" fill="${t.solid ? '#fff' : t.colour}">${xml(t.letter)}</text>`;
      }
    }
    const w = Math.max(view.cols * cell, view.legend ? Math.ceil(8 + view.legend.length * 7) : 0),
      h = head + view.rows * cell; // the legend's line whole
    return `${SVG_HEAD}<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
  }

  // The canvas as last drawn as a PNG blob (Export PNG), the view's legend on a line above it.
  function png() {
    const dpr = window.devicePixelRatio || 1,
      col = palette(),
      legend = last?.view.legend ?? '';
    const head = legend ? 28 * dpr : 0;
    const out = document.createElement('canvas');
    out.width = canvas.width;
    out.height = canvas.height + head;
    const ctx = out.getContext('2d');
    ctx.fillStyle = col.canvas;
    ctx.fillRect(0, 0, out.width, out.height);
    if (legend) {
      ctx.fillStyle = col.text;
      ctx.textBaseline = 'middle';
      ctx.font = `600 ${Math.round(13 * dpr)}px system-ui, sans-serif`;
      ctx.fillText(legend.slice(0, 140), 6, head / 2);
    }
    ctx.drawImage(canvas, 0, head);
    return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
  }

  return { draw, cellAt, clientPoint, svg, png, geometry: () => geom, painted: () => last?.painted ?? null };
}
