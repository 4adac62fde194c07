// The painter of places on a grid, for every game played on one (police and thief, a design's
// grid): the cells (walls hatched, exits, letters), each cell's value on the map shown (colour,
// then letter and depth, so nothing depends on colour alone) drawn once into an offscreen
// canvas and kept while its key holds; the tokens, rings (legal moves, reach, what changed), the
// hint and the hover drawn over a copy of it, so moving the mouse over 128 × 128 stays cheap;
// or another map painted over the plain grid (How many cops?, lib/paint.js). What it draws is
// described as shapes (lib/grid-drawing.js, lib/drawing.js) and drawn by the canvas back end
// (kit/canvas-drawing.js); Export SVG and PNG write the same shapes as SVG.

import { drawingSvg } from '../lib/drawing.js';
import { gridCells, gridMarks, gridDrawing, baseView, FREE, WALL, EXIT } from '../lib/grid-drawing.js';
import { drawShapes, svgToPng } from './canvas-drawing.js';

export { FREE, WALL, EXIT };

// The page's colours (its CSS variables, the theme), read again when the theme changes.
let colours = null,
  coloursKey = '';
/**
 * @returns {Record<string, any> & { sides: string[], key: string }} the colours by use
 * (canvas, grid, wall, win, loss, …)
 */
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
// canvas: the <canvas>; wrap: its container (sets the size).
// view (draw's argument): { rows, cols, key (of what the base shows: cells and map), kind(i) →
// FREE / WALL / EXIT, letter(i) → a letter for the cell's corner or '', value(i) → { outcome, depth } |
// { outcome: 3 } (no token may stand there) | null, unlabelled(i) → no label on the cell (a token's),
// tokens: [{ cell, colour, letter, solid, selected }], rings: [{ cells, colour, dash }], hint:
// { from, to } | null, hover: a cell or -1, paint: lib/paint.js's paint or null, paintCount: its
// places, paintCell(v) → the cell of the paint's place v, legend: words above an export }.
/**
 * What the painter draws (see above).
 * @typedef {object} GridView
 * @property {number} rows
 * @property {number} cols
 * @property {string} key
 * @property {(i: number) => number} kind FREE, WALL or EXIT
 * @property {(i: number) => string} [letter]
 * @property {(i: number) => { outcome: number, depth?: number | null } | null} value
 * @property {(i: number) => boolean} [unlabelled]
 * @property {{ cell: number, colour: string, letter: string, solid?: boolean, selected?: boolean }[]} tokens
 * @property {{ cells: Iterable<number>, colour: string, dash?: boolean }[]} [rings]
 * @property {{ from: number, to: number } | null} [hint]
 * @property {number} [hover]
 * @property {import('../lib/paint.js').Paint | null} [paint]
 * @property {number} [paintCount]
 * @property {(v: number) => number} [paintCell]
 * @property {string} [legend]
 */
/**
 * @typedef {object} GridPainter
 * @property {(view: GridView) => import('../lib/paint.js').DrawnPlace[] | null} draw
 * @property {(e: { clientX: number, clientY: number }) => number} cellAt -1: off the grid
 * @property {(i: number) => { x: number, y: number } | null} clientPoint
 * @property {() => string} svg
 * @property {() => Promise<Blob | null>} png
 * @property {() => { cell: number, w: number, h: number }} geometry
 * @property {() => import('../lib/paint.js').DrawnPlace[] | null} painted
 */
/**
 * @param {{ canvas: HTMLCanvasElement, wrap: HTMLElement, maxCell?: number }} options
 * @returns {GridPainter}
 */
export function createGridPainter({ canvas, wrap, maxCell = 56 }) {
  const base = { canvas: null, key: '' };
  let geom = { cell: 10, w: 0, h: 0 },
    last = null;

  // The cells (lib/grid-drawing.js) drawn once into an offscreen canvas, kept while the key holds.
  function drawBase(view, cell, w, h, dpr, col) {
    const key = `${view.key}|${view.rows}x${view.cols}|${cell}|${dpr}|${col.key}`;
    if (base.canvas && base.key === key) return base.canvas;
    const c = base.canvas ?? (base.canvas = document.createElement('canvas'));
    c.width = Math.round(w * dpr);
    c.height = Math.round(h * dpr);
    const ctx = c.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawShapes(ctx, gridCells(view, cell), col);
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
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const plain = baseView(view);
    ctx.drawImage(drawBase(plain === view ? view : { ...plain, key: `${view.key}|plain` }, cell, w, h, dpr, col), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const { shapes, painted } = gridMarks(view, cell);
    drawShapes(ctx, shapes, col);
    last = { view, cell, col, painted };
    return painted;
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

  // The view last drawn as a vector SVG (Export SVG), at 28 pixels a cell (every label shown): the
  // legend, cells, values, the paint or the tokens — the shapes (lib/grid-drawing.js) the canvas
  // draws.
  const svg = () => (last ? drawingSvg(gridDrawing(last.view, 28), palette()) : '');
  // The view as on screen (its cell size and pixel ratio), the legend above, as a PNG blob (Export
  // PNG), through the page's one SVG → PNG.
  function png() {
    if (!last) return Promise.resolve(null);
    const drawing = gridDrawing(last.view, last.cell);
    return svgToPng(drawingSvg(drawing, palette()), {
      width: drawing.width,
      height: drawing.height,
      scale: window.devicePixelRatio || 1,
    });
  }

  return { draw, cellAt, clientPoint, svg, png, geometry: () => geom, painted: () => last?.painted ?? null };
}
