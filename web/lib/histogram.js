// The depth histogram of the side panels (pure): for each depth, how many positions are won and
// lost, as shapes of the page's drawing description (lib/drawing.js) written by its SVG back end,
// its colours the page's theme (CSS variables, so it follows light and dark).

import { esc } from './panels.js';
import { drawingSvg } from './drawing.js';
import { depthCount, depthUnitName } from './words.js';

const fmt = (x) => Number(x).toLocaleString('en-US');

// The histogram's colour roles: the theme's W and L, its muted ink and strong border.
export const HISTOGRAM_COLOURS = {
  win: 'var(--win)',
  loss: 'var(--loss)',
  muted: 'var(--muted)',
  axis: 'var(--border-strong)',
};

// The picture's size in its own units: about the side panel's width (274 to 340 CSS pixels), so a
// label of LABEL units is drawn near LABEL pixels high, never shrunk to a third as a wider picture would be.
const W = 320,
  H = 120,
  PAD = 22,
  LABEL = 11;

// The depths in at most maxBins bins ({ from, to, w, l }), then the drawing: the axis, per bin a
// W bar and an L bar side by side (heights on a log scale; each with its words as a tooltip), a
// tick under every few bins and the tallest count at the top. null when nothing has a depth.
// The depths are counted in the unit the user chose (lib/words.js: plies, or moves of both sides).
export function histogramDrawing(counts, maxBins = 60) {
  const c = { winDepths: inUnit(counts.winDepths), lossDepths: inUnit(counts.lossDepths) };
  const depths = c.winDepths.length;
  if (depths === 0) return null;
  const width = Math.max(1, Math.ceil(depths / maxBins));
  const bins = [];
  for (let d = 0; d < depths; d += width) {
    let w = 0,
      l = 0;
    for (let k = d; k < Math.min(depths, d + width); k++) {
      w += c.winDepths[k];
      l += c.lossDepths[k];
    }
    bins.push({ from: d, to: Math.min(depths, d + width) - 1, w, l });
  }
  const top = Math.max(1, ...bins.map((b) => Math.max(b.w, b.l)));
  const bw = (W - PAD - 8) / bins.length;
  const h = (x) => (x === 0 ? 0 : Math.max(1.5, (Math.log1p(x) / Math.log1p(top)) * (H - PAD - 10)));
  /** @type {import('./drawing.js').Shape[]} */
  const shapes = [{ kind: 'line', x1: PAD, y1: H - PAD, x2: W - 4, y2: H - PAD, stroke: 'axis', width: 1 }];
  bins.forEach((b, i) => {
    const x = PAD + i * bw,
      half = Math.max(1, bw / 2 - 1);
    const range =
      (b.from === b.to ? `depth ${b.from}` : `depths ${b.from}–${b.to}`) +
      (depthUnitName() === 'plies' ? '' : ` (${depthUnitName()})`);
    const tip = `${range}: ${fmt(b.w)} W, ${fmt(b.l)} L`;
    shapes.push(
      { kind: 'rect', x, y: H - PAD - h(b.w), w: half, h: h(b.w), fill: 'win', tip },
      { kind: 'rect', x: x + half, y: H - PAD - h(b.l), w: half, h: h(b.l), fill: 'loss', tip },
    );
  });
  const step = Math.max(1, Math.ceil(bins.length / 8));
  for (let i = 0; i < bins.length; i += step)
    shapes.push({
      kind: 'text',
      x: PAD + i * bw + bw / 2,
      y: H - PAD + 13,
      text: String(bins[i].from),
      size: LABEL,
      fill: 'muted',
    });
  shapes.push({ kind: 'text', x: 4, y: 9, text: fmt(top), size: LABEL, align: 'left', fill: 'muted' });
  return { width: W, height: H, shapes, bins };
}

// Counts per depth in plies → per depth in the unit shown (moves: plies 2k − 1 and 2k are move k).
/** @type {(perPly: number[]) => number[]} */
function inUnit(perPly) {
  if (depthUnitName() === 'plies') return perPly;
  const out = new Array(perPly.length ? depthCount(perPly.length - 1) + 1 : 0).fill(0);
  perPly.forEach((count, plies) => (out[depthCount(plies)] += count));
  return out;
}

// The histogram as the panel's HTML: a caption, the picture and a note on depthless wins.
export function histogramHtml(c, title) {
  const drawing = histogramDrawing(c);
  if (!drawing) return `<p class="muted">No won or lost positions${c.draw ? ': every position is a draw' : ''}.</p>`;
  return `<figure class="histogram">
    <figcaption>${esc(title)} <span class="muted">(log scale; blue W, orange L; x = depth in ${depthUnitName()})</span></figcaption>
    ${drawingSvg(drawing, HISTOGRAM_COLOURS, { head: false, attrs: `role="img" aria-label="${esc(title)}"` })}
    ${
      c.noDepth
        ? `<p class="muted small">${fmt(c.noDepth)} won positions have no depth (Alice wins ` +
          `because Bob must end the game and cannot win it).</p>`
        : ''
    }
  </figure>`;
}
