// A grid's picture as the drawing description (lib/drawing.js), pure: the cells (walls hatched,
// exits, letters), each cell's value on the map shown (colour, then letter and depth, so nothing
// depends on colour alone), and over them the tokens, rings (legal moves, reach, what changed),
// the hint and the hover — or the capture map (lib/paint.js) over the plain grid. The grid
// painter (kit/grid.js) draws it on its canvas; its SVG export writes the same shapes.
//
// view: { rows, cols, kind(i) → FREE / WALL / EXIT, letter(i) → a letter for the cell's corner
// or '', value(i) → { outcome, depth } | { outcome: 3 } (no token may stand there) | null, unlabelled(i) → no
// label on the cell (a token's), tokens: [{ cell, colour, letter, solid, selected }], rings:
// [{ cells, colour, dash }], hint: { from, to } | null, hover: a cell or -1, paint: lib/paint.js's
// paint or null, paintCount: its places, paintCell(v) → the cell of the paint's place v, legend:
// words above an export }. Colour roles: canvas, grid, wall, hatch, win, loss, draw, on, text,
// accent, exit (kit/grid.js's palette() gives them); a token's or a ring's colour is its own.

import { valueLabel } from './session-values.js';
import { paintShapes } from './paint.js';
import { group } from './drawing.js';

/** @typedef {import('./drawing.js').Shape} Shape */

export const FREE = 0,
  WALL = 1,
  EXIT = 2;

const fillOf = (o) => (o === 1 ? 'win' : o === 2 ? 'loss' : 'draw');
const PAINTED_BASE = () => null; // under a paint, the cells show no value

// The plain grid a paint is drawn over (no value on any cell), or the view itself.
export const baseView = (view) => (view.paint ? { ...view, value: PAINTED_BASE } : view);

// The cells at `cell` pixels a side: the background, then each cell. Below 8 pixels a cell is
// one flat colour (one raster of cells; an exit a dot from 4 pixels); from 10 walls are hatched, from 14 a cell
// shows its letter, from 22 its value's label.
export function gridCells(view, cell) {
  const n = view.rows * view.cols,
    w = view.cols * cell,
    h = view.rows * cell;
  /** @type {Shape[]} */
  const shapes = [{ kind: 'rect', x: 0, y: 0, w, h, fill: 'canvas' }];
  const xy = (i) => [(i % view.cols) * cell, Math.floor(i / view.cols) * cell];
  if (cell < 8) {
    const fills = new Array(n).fill('');
    for (let i = 0; i < n; i++) {
      const t = view.kind(i),
        val = t === WALL ? null : view.value(i);
      fills[i] =
        t === WALL ? 'wall' : val ? (val.outcome === 3 ? 'grid' : fillOf(val.outcome)) : t === EXIT ? 'exit' : '';
    }
    shapes.push({ kind: 'cells', x: 0, y: 0, cols: view.cols, rows: view.rows, size: cell, fills });
    if (cell >= 4)
      for (let i = 0; i < n; i++)
        if (view.kind(i) === EXIT && view.value(i)) {
          const [x, y] = xy(i); // an exit stays visible on a coloured cell: a dot
          shapes.push({ kind: 'rect', x: x + cell / 4, y: y + cell / 4, w: cell / 2, h: cell / 2, fill: 'exit' });
        }
    return shapes;
  }
  const labels = cell >= 22,
    gap = 1;
  const font = Math.max(9, Math.min(14, Math.floor(cell * 0.36)));
  for (let i = 0; i < n; i++) {
    const [x, y] = xy(i),
      t = view.kind(i);
    if (t === WALL) {
      shapes.push({ kind: 'rect', x, y, w: cell, h: cell, fill: 'wall' });
      if (cell >= 10)
        for (let k = cell / 3; k < 2 * cell; k += cell / 3)
          shapes.push({
            kind: 'line',
            x1: x + Math.max(0, k - cell),
            y1: y + Math.min(cell, k),
            x2: x + Math.min(cell, k),
            y2: y + Math.max(0, k - cell),
            stroke: 'hatch',
            width: 1,
          });
      continue;
    }
    const val = view.value(i),
      shown = val && val.outcome !== 3;
    if (shown)
      shapes.push({
        kind: 'rect',
        x: x + gap,
        y: y + gap,
        w: cell - 2 * gap,
        h: cell - 2 * gap,
        fill: fillOf(val.outcome),
      });
    else shapes.push({ kind: 'rect', x: x + 0.5, y: y + 0.5, w: cell - 1, h: cell - 1, stroke: 'grid', width: 1 });
    if (val && val.outcome === 3) shapes.push({ kind: 'rect', x, y, w: cell, h: cell, fill: 'rgba(120,120,120,.35)' });
    if (t === EXIT) {
      const lw = Math.max(1, Math.floor(cell / 8));
      shapes.push({
        kind: 'rect',
        x: x + gap + lw / 2,
        y: y + gap + lw / 2,
        w: cell - 2 * gap - lw,
        h: cell - 2 * gap - lw,
        stroke: 'exit',
        width: lw,
      });
      if (!shown)
        shapes.push({
          kind: 'rect',
          x: x + gap + lw,
          y: y + gap + lw,
          w: cell - 2 * gap - 2 * lw,
          h: cell - 2 * gap - 2 * lw,
          fill: 'exit',
        });
    }
    const letter = view.letter?.(i) ?? '';
    if (letter && cell >= 14)
      shapes.push({
        kind: 'text',
        x: x + 3,
        y: y + cell * 0.2,
        text: letter,
        size: Math.round(cell * 0.28),
        weight: 600,
        align: 'left',
        fill: shown ? 'on' : 'text',
      });
    if (labels && shown && !view.unlabelled?.(i))
      shapes.push({
        kind: 'text',
        x: x + cell / 2,
        y: y + cell * (letter ? 0.62 : 0.5),
        text: valueLabel(val),
        size: font,
        weight: 600,
        fill: 'on',
      });
    else if (labels && t === EXIT && !shown)
      shapes.push({
        kind: 'text',
        x: x + cell / 2,
        y: y + cell / 2,
        text: 'E',
        size: font,
        weight: 600,
        fill: '#ffffff',
      });
  }
  return shapes;
}

// Tokens: a disc (solid) or a ring, with its letter; two on one cell sit side by side. On a cell with a letter of
// its own (cellShapes' top-left 'H', big enough cells only), the token is smaller and set towards the bottom right,
// clear of the letter.
function tokenShapes(tokens, cell, centre, lettered = (_i) => false) {
  /** @type {Shape[]} */
  const shapes = [],
    count = new Map(),
    on = new Map();
  for (const t of tokens) on.set(t.cell, (on.get(t.cell) ?? 0) + 1);
  for (const t of tokens) {
    if (t.cell < 0) continue;
    const k = count.get(t.cell) ?? 0,
      many = on.get(t.cell) > 1;
    count.set(t.cell, k + 1);
    let [x, y] = centre(t.cell);
    const clear = !many && cell >= 14 && lettered(t.cell);
    const r = Math.max(5, cell * (many ? 0.26 : clear ? 0.3 : 0.36)); // visible even on 3-pixel cells
    if (clear) {
      x += cell * 0.08;
      y += cell * 0.08;
    }
    if (many) {
      x += (k % 2 ? 1 : -1) * r * 0.8;
      y += (k > 1 ? 1 : -0.4) * r * 0.6;
    }
    shapes.push(
      t.solid
        ? {
            kind: 'circle',
            x,
            y,
            r,
            fill: t.colour,
            stroke: t.selected ? '#f5b400' : '#ffffff',
            width: t.selected ? 3 : Math.max(1, cell / 14),
          }
        : { kind: 'circle', x, y, r, stroke: t.colour, width: Math.max(1.5, cell / 9) },
    );
    if (cell >= 14)
      shapes.push({
        kind: 'text',
        x,
        y,
        text: t.letter,
        size: Math.floor(r * 1.1),
        weight: 700,
        fill: t.solid ? '#ffffff' : t.colour,
      });
  }
  return shapes;
}

// What is drawn over the cells: the paint (its records too, lib/paint.js's), or the rings, the
// hint and the tokens; then the hover. hover: false leaves it out (an export).
// → { shapes, painted (null without a paint) }.
export function gridMarks(view, cell, { hover = true } = {}) {
  const box = (i, inset, style) => ({
    kind: 'rect',
    x: (i % view.cols) * cell + inset,
    y: Math.floor(i / view.cols) * cell + inset,
    w: cell - 2 * inset,
    h: cell - 2 * inset,
    ...style,
  });
  const centre = (i) => [((i % view.cols) + 0.5) * cell, (Math.floor(i / view.cols) + 0.5) * cell];
  /** @type {Shape[]} */
  let shapes = [];
  let painted = null;
  if (view.paint) {
    const paint = paintShapes(view.paint, {
      n: view.paintCount,
      at: (v) => {
        const [x, y] = centre(view.paintCell(v));
        return { x, y, r: cell / 2, round: false };
      },
    });
    shapes = paint.shapes;
    painted = paint.drawn;
  } else {
    for (const r of view.rings ?? []) {
      const style = {
        stroke: r.colour ?? 'accent',
        width: Math.max(1.5, cell / (r.dash ? 9 : 10)),
        dash: r.dash ? [Math.max(2, cell / 6), Math.max(2, cell / 8)] : null,
      };
      for (const i of r.cells) shapes.push(box(i, 2, style));
    }
    if (view.hint) {
      const width = Math.max(2, cell / 7);
      shapes.push(box(view.hint.to, 1, { stroke: 'accent', width }));
      if (view.hint.from !== view.hint.to) {
        const [x1, y1] = centre(view.hint.from),
          [x2, y2] = centre(view.hint.to);
        shapes.push({ kind: 'line', x1, y1, x2, y2, stroke: 'accent', width });
      }
    }
    shapes.push(...tokenShapes(view.tokens ?? [], cell, centre, (i) => !!view.letter?.(i)));
  }
  if (hover && view.hover >= 0 && view.hover < view.rows * view.cols)
    shapes.push(box(view.hover, 1, { stroke: 'text', width: 2 }));
  return { shapes, painted };
}

// The whole view as one drawing (Export SVG and PNG): the legend on a line above, the cells, and
// what is drawn over them, without the hover. → { width, height, shapes, painted }.
export function gridDrawing(view, cell = 28) {
  const head = view.legend ? 24 : 0;
  const marks = gridMarks(view, cell, { hover: false });
  // wide enough for the legend's line whole
  const width = Math.max(view.cols * cell, view.legend ? Math.ceil(8 + view.legend.length * 7) : 0),
    height = head + view.rows * cell;
  /** @type {Shape[]} */
  const shapes = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, fill: 'canvas' }];
  if (view.legend) shapes.push({ kind: 'text', x: 4, y: 12, text: view.legend, size: 13, align: 'left', fill: 'text' });
  shapes.push(group(0, head, [...gridCells(baseView(view), cell), ...marks.shapes]));
  return { width, height, shapes, painted: marks.painted };
}
