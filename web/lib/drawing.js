// The page's one drawing description and its SVG back end (pure), after Simon Tatham's puzzles,
// where every puzzle draws through one small drawing_api (puzzles.h: rect, line, polygon, circle,
// text) that each front end implements once: the grid painter, the capture map and the gallery's
// pictures describe what they draw as a list of shapes; kit/canvas-drawing.js draws the list on a
// canvas (the screen), drawingSvg below writes it as SVG (exports, the gallery's pictures).
//
// A shape is one of
//   { kind: 'rect', x, y, w, h, fill, stroke, width, dash, radius }   (radius: rounded corners)
//   { kind: 'line', x1, y1, x2, y2, stroke, width, dash }
//   { kind: 'circle', x, y, r, fill, stroke, width, dash }
//   { kind: 'polygon', points: [[x, y], …], fill, stroke, width }
//   { kind: 'text', x, y, text, size, weight, align ('center' | 'left'), fill, halo }
//     (x, y: the text's anchor and vertical middle; halo: an outline in that colour behind it)
//   { kind: 'group', x, y, shapes }                                   (shapes moved by x, y)
//   { kind: 'cells', x, y, cols, rows, size, fills }   (a raster of flat square cells: fills[i] the
//                                  role of cell i, row by row, '' for none — a big grid's map)
// rect, circle and polygon may carry a tip: words shown on hover (an SVG <title>; the canvas has
// none).
//   { kind: 'svg', x, y, text }   (a picture the graph painter already drew as SVG, placed as it
//                                  is; the SVG back end alone takes it)
// fill, stroke, halo: a colour role ('win', 'wall', 'cop', …), looked up in the colours the back
// end is given (the page's theme, kit/grid.js's palette(), or a fixed table), or a CSS colour
// given as data ('#1f3fbf', 'hsl(…)', 'rgba(…)'; 'var(--loss)' is the role 'loss'). Missing or
// '': not filled / not stroked. dash: [on, off] lengths. A drawing is { width, height, shapes }.

import { esc } from './panels.js';

/**
 * One shape of a drawing (the fields its kind uses, above).
 * @typedef {{ kind: string, x?: number, y?: number, w?: number, h?: number, r?: number, x1?: number, y1?: number,
 *   x2?: number, y2?: number, points?: number[][], text?: string, size?: number, weight?: number, align?: string,
 *   fill?: string, stroke?: string, width?: number, dash?: number[] | null, radius?: number, halo?: string,
 *   tip?: string, shapes?: Shape[], cols?: number, rows?: number, fills?: string[] }} Shape
 */
/** @typedef {{ width: number, height: number, shapes: Shape[] }} Drawing */

export const FONT = 'system-ui, sans-serif';

// The CSS colour of a role (or a colour given as data) in colours; '' for none.
export function colourOf(role, colours = {}) {
  if (role === undefined || role === null || role === '') return '';
  const name = String(role);
  if (Object.hasOwn(colours, name)) return colours[name];
  const variable = /^var\(--([\w-]+)\)$/.exec(name);
  if (variable) return colours[variable[1]] ?? '#888888';
  if (/^(#|rgba?\(|hsla?\(|none$|white$|black$)/.test(name)) return name;
  return '#888888'; // a role the table lacks: grey, never an invalid colour
}

// A width for text of `size` pixels, bold or not, in the page's sans-serif (an estimate: the
// description is pure, so it measures nothing; tags sized by it hold their words).
export function textWidth(text, size, weight = 400) {
  return String(text).length * size * (weight >= 600 ? 0.62 : 0.56);
}

// Shapes moved by dx, dy (a group).
/** @type {(x: number, y: number, shapes: Shape[]) => Shape} */
export const group = (x, y, shapes) => ({ kind: 'group', x, y, shapes });

// Words on a rounded tag (a label beside a place, a mark at its foot): the tag, then its text.
/** @returns {Shape[]} */
export function tag(text, x, y, size, background, ink) {
  const w = textWidth(text, size, 700) + size * 0.8,
    h = size * 1.5;
  return [
    { kind: 'rect', x: x - w / 2, y: y - h / 2, w, h, fill: background, radius: h / 3 },
    { kind: 'text', x, y, text, size, weight: 700, fill: ink },
  ];
}

const num = (x) => String(Math.round(x * 10) / 10);

function paintAttrs(s, colours) {
  const fill = colourOf(s.fill, colours),
    stroke = colourOf(s.stroke, colours);
  let out = ` fill="${fill ? esc(fill) : 'none'}"`;
  if (stroke) {
    out += ` stroke="${esc(stroke)}" stroke-width="${num(s.width ?? 1)}"`;
    if (s.dash?.length) out += ` stroke-dasharray="${s.dash.map(num).join(' ')}"`;
  }
  return out;
}

// An element, closed, with its tip as a <title> inside it.
const closed = (open, tip) =>
  tip ? `${open}><title>${esc(tip)}</title></${open.slice(1, open.indexOf(' '))}>` : `${open}/>`;

function shapeSvg(s, colours) {
  switch (s.kind) {
    case 'rect': {
      const r = s.radius ? ` rx="${num(s.radius)}"` : '';
      return closed(
        `<rect x="${num(s.x)}" y="${num(s.y)}" width="${num(s.w)}" height="${num(s.h)}"${r}${paintAttrs(s, colours)}`,
        s.tip,
      );
    }
    case 'line':
      return (
        `<line x1="${num(s.x1)}" y1="${num(s.y1)}" x2="${num(s.x2)}" ` +
        `y2="${num(s.y2)}"${paintAttrs({ ...s, fill: '' }, colours)}/>`
      );
    case 'circle':
      return closed(`<circle cx="${num(s.x)}" cy="${num(s.y)}" r="${num(s.r)}"${paintAttrs(s, colours)}`, s.tip);
    case 'polygon':
      return closed(
        `<polygon points="${s.points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}"${paintAttrs(s, colours)}`,
        s.tip,
      );
    case 'text': {
      const halo = colourOf(s.halo, colours);
      return (
        `<text x="${num(s.x)}" y="${num(s.y)}" text-anchor="${s.align === 'left' ? 'start' : 'middle'}" ` +
        `dominant-baseline="central" font-family="${FONT}" font-size="${num(s.size)}"` +
        `${s.weight ? ` font-weight="${s.weight}"` : ''} fill="${esc(colourOf(s.fill, colours) || '#000000')}"` +
        `${halo ? ` stroke="${esc(halo)}" stroke-width="1.5" paint-order="stroke"` : ''}>${esc(s.text)}</text>`
      );
    }
    case 'cells': {
      let out = '';
      for (let i = 0; i < s.fills.length; i++)
        if (s.fills[i]) {
          const x = s.x + (i % s.cols) * s.size,
            y = s.y + Math.floor(i / s.cols) * s.size;
          out +=
            `<rect x="${num(x)}" y="${num(y)}" width="${num(s.size)}" height="${num(s.size)}" ` +
            `fill="${esc(colourOf(s.fills[i], colours))}"/>`;
        }
      return out;
    }
    case 'group':
      return (
        `<g transform="translate(${num(s.x)} ${num(s.y)})">` +
        s.shapes.map((t) => shapeSvg(t, colours)).join('') +
        '</g>'
      );
    case 'svg':
      return s.text.replace(/^<svg /, `<svg x="${num(s.x)}" y="${num(s.y)}" `);
    default:
      throw new Error(`no such shape: ${s.kind}`);
  }
}

// The shapes alone as SVG elements.
export const shapesSvg = (shapes, colours = {}) => shapes.map((s) => shapeSvg(s, colours)).join('');

// A drawing as a standalone SVG document. head: the XML declaration and a final newline (a
// file); attrs: more attributes of the <svg> element (already escaped), e.g. a class, a role.
export function drawingSvg(drawing, colours = {}, { head = true, attrs = '' } = {}) {
  const { width: w, height: h } = drawing;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}" height="${num(h)}" viewBox="0 ` +
    `0 ${num(w)} ${num(h)}"${attrs ? ' ' + attrs : ''}>` +
    `${shapesSvg(drawing.shapes, colours)}</svg>`;
  return head ? `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n` : svg;
}
