// A paint laid over a feature's board — How many cops?'s capture map (cops/map.js's
// capturePaint, the same object kit/graph-view.js takes as decor.paint: a key, a title, per place a
// fill, a label, a mark, words for its title, classes ' cop', ' robber', ' dark', and click) —
// kept by a feature while it fits what is shown, and described as shapes to draw. Shared by the
// board and design features; it touches no DOM: the caller says where each place is, and the
// painters draw the shapes (lib/drawing.js) on their canvas or as SVG.

import { tag } from './drawing.js';

// The paint a feature holds: show(p) (copGraph()'s show: null gives the outcome map back),
// shown() (the paint while it fits: key() is the cop graph's key of what is shown, busy() says
// the board is wanted for something else — play, puzzles, Watch the solver), drop() (a solve
// shows its outcome map), click(v) (a click on place v, -1 for none, while shown goes to the
// paint; wall() says why nothing happened; true: taken). redraw(): the feature's render.
/**
 * A paint (see above): per place its fill, label, mark, title words (tip) and classes (cls);
 * click(v) a click on place v.
 * @typedef {object} Paint
 * @property {string} key the cop graph's key of what it was made for
 * @property {string} [title]
 * @property {(v: number) => string} fill
 * @property {(v: number) => string} label
 * @property {(v: number) => string} mark
 * @property {(v: number) => string} tip
 * @property {(v: number) => string} cls ' cop', ' robber', ' dark'
 * @property {(v: number) => void} click
 */
/**
 * @typedef {{ shown: () => Paint | null, show: (p: Paint | null) => void, drop: () => void,
 *   click: (v: number) => boolean }} PaintHolder
 */
/** @typedef {{ v: number, fill: string, label: string, mark: string, tip: string }} DrawnPlace */
/** @typedef {(v: number) => { x: number, y: number, r: number, round: boolean }} PlaceAt */
/**
 * @param {{ key: () => string, busy: () => boolean, redraw: () => void, wall: () => void }} options
 * @returns {PaintHolder}
 */
export function createPaintHolder({ key, busy, redraw, wall }) {
  let paint = null;
  const shown = () => (paint && paint.key === key() && !busy() ? paint : null);
  return {
    shown,
    show(p) {
      const before = shown();
      paint = p;
      if (before || shown()) redraw();
    },
    drop() {
      paint = null;
    },
    click(v) {
      const c = shown();
      if (!c) return false;
      if (v >= 0) c.click(v);
      else wall();
      return true;
    },
  };
}

// The paint's inks, as colour roles of the drawing description (lib/drawing.js).
export const PAINT_INK = { cop: '#1f3fbf', robber: '#a0238f', light: '#ffffff', dark: '#13212b' };

// What the paint says of place v: { v, fill, label, mark, tip, cop, robber, dark }.
/**
 * @param {Paint} paint
 * @param {number} v
 * @returns {DrawnPlace & { cop: boolean, robber: boolean, dark: boolean }}
 */
export function paintedPlace(paint, v) {
  const cls = paint.cls(v);
  return {
    v,
    fill: paint.fill(v),
    label: paint.label(v),
    mark: paint.mark(v),
    tip: paint.tip(v),
    cop: /(^| )cop( |$)/.test(cls),
    robber: /(^| )robber( |$)/.test(cls),
    dark: /(^| )dark( |$)/.test(cls),
  };
}

// The paint over places 0..n-1 as shapes of the drawing description (lib/drawing.js), for the
// canvas on screen and the SVG export alike. at(v) → { x, y, r, round }: the place's centre and
// half size, a circle (round) or a square cell; id(v): words written in the place itself (a
// vertex number), or none. Each place is filled (its fill as the paint gives it: 'hsl(…)', or
// 'var(--loss)', a colour role), its label written (in it, or on a tag beside a circle with an
// id), the cops ringed in blue, the robber dashed in purple (solid when caught), the mark ("cop",
// "2 cops", "robber", "caught") on a tag at its foot.
// → { shapes, drawn: [{ v, fill, label, mark, tip }] place by place (tests read it) }.
export function paintShapes(paint, { n, at, id = null }) {
  /** @type {import('./drawing.js').Shape[]} */
  const shapes = [],
    drawn = [];
  const shape = (x, y, r, round, style) =>
    round ? { kind: 'circle', x, y, r, ...style } : { kind: 'rect', x: x - r, y: y - r, w: 2 * r, h: 2 * r, ...style };
  for (let v = 0; v < n; v++) {
    const p = paintedPlace(paint, v),
      { x, y, r, round } = at(v);
    const fill = p.fill ? String(p.fill) : '';
    const ink = p.dark ? PAINT_INK.light : PAINT_INK.dark;
    if (fill) shapes.push(shape(x, y, round ? r : r - 1, round, { fill }));
    const words = id ? id(v) : '';
    const text = Math.max(9, Math.min(16, Math.round(r * (round ? 0.75 : 0.6))));
    if (words && r >= 6)
      shapes.push({
        kind: 'text',
        x,
        y,
        text: words,
        size: Math.min(12, text),
        weight: 600,
        fill: fill ? ink : PAINT_INK.dark,
      });
    if (p.label && r >= 6) {
      if (words)
        shapes.push(
          ...tag(
            p.label,
            x + r * 0.9,
            y - r * 0.9,
            Math.max(9, Math.min(11, text - 1)),
            PAINT_INK.light,
            PAINT_INK.dark,
          ),
        );
      else
        shapes.push({
          kind: 'text',
          x,
          y: y - (p.mark && r >= 14 ? r * 0.22 : 0),
          text: p.label,
          size: text,
          weight: 700,
          fill: ink,
        });
    }
    if (p.cop || p.robber) {
      const width = Math.max(2, Math.min(4, r / 5));
      shapes.push(
        shape(x, y, round ? r + width : r - width / 2 - 1, round, {
          stroke: p.robber ? PAINT_INK.robber : PAINT_INK.cop,
          width,
          dash: p.robber && !p.cop ? [4, 3] : null,
        }),
      );
    }
    if (p.mark && r >= 9) {
      const size = Math.max(9, Math.min(12, Math.round(r * 0.4)));
      shapes.push(
        ...tag(
          p.mark,
          x,
          round ? y + r + 2 : y + r - size * 0.95 - 1,
          size,
          p.robber && !p.cop ? PAINT_INK.robber : PAINT_INK.cop,
          PAINT_INK.light,
        ),
      );
    }
    drawn.push({ v, fill, label: p.label, mark: p.mark, tip: p.tip });
  }
  return { shapes, drawn };
}
