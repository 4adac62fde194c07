// The board's outcome map as SVG (vector: one square per cell, walls dark, exits green, the
// map's colour, letter and depth) — or How many cops?'s capture map while it is painted — for
// Export SVG.

import { $ } from '../ui/page.js';
import { WALL, EXIT } from './board.js';
import { copCellOf } from './cops.js';
import { paintSvg } from '../lib/paint.js';

const SVG_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const xml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

// board: the board feature (board/feature.js) with its map shown.
export function boardSvg(board) {
  const b = board.ui.board, cell = 28;
  const css = getComputedStyle(document.documentElement);
  const v = (n, d) => css.getPropertyValue(n).trim() || d;
  const fill = { W: v('--win', '#0072B2'), L: v('--loss', '#C24E00'), D: v('--draw', '#777777') };
  const head = 24;
  const legend = $('grid-legend').textContent;
  let body = `<text x="4" y="16" font-family="system-ui, sans-serif" font-size="13">${xml(legend)}</text>`;
  for (let i = 0; i < b.grid.length; i++) {
    const x = (i % b.cols) * cell, y = head + Math.floor(i / b.cols) * cell;
    const label = b.grid[i] === WALL ? null : board.cellLabel(i);
    const color = b.grid[i] === WALL ? '#2b3038' : label ? fill[label[0]] : b.grid[i] === EXIT ? '#2e9e5b' : '#ffffff';
    body += `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${color}" stroke="#c8ccd2"/>`;
    if (b.grid[i] === EXIT) body += `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" fill="none" stroke="#2e9e5b" stroke-width="3"/>`;
    if (label) body += `<text x="${x + cell / 2}" y="${y + cell / 2 + 4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="10" font-weight="600" fill="#ffffff">${xml(label)}</text>`;
  }
  // While How many cops? paints its capture map on the board, that map over the cells.
  const painted = board.ui.drawn?.paint;
  if (painted) body += paintSvg(painted.places, (v) => { const i = copCellOf(board.ui, v); return { x: (i % b.cols + 0.5) * cell, y: head + (Math.floor(i / b.cols) + 0.5) * cell, r: cell / 2, round: false }; });
  const w = Math.max(b.cols * cell, Math.ceil(8 + legend.length * 7)), h = head + b.rows * cell;   // the legend's line whole
  return `${SVG_HEAD}<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
}
