// Exports for the classroom: the outcome map as SVG (vector: the graph views as drawn, or the
// board's cells with their letters and depths) and the graph with every vertex's outcome as
// Graphviz DOT (the CLI's `--dot`, made by the same C++ in the worker).

import { $, esc, fmt, setStatus, download, solver } from '../shell/page.js';
import { gameInfo } from '../shell/games.js';
import { state, model, views, currentSolution, isGrid, isCM, misereOn } from '../shell/state.js';
import { boardUI, catMouse } from '../shell/features.js';
import { graphToText } from '../graph/parse.js';
import { svgText } from './export.js';
import { WALL, EXIT } from '../board/board.js';

const SVG_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const xml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

// The graph views side by side (alice-bob: A and B), each with its title.
function graphSvg() {
  const parts = views.map(svgText);
  const gap = 12, head = parts.some((p) => p.title) ? 26 : 0;
  const width = parts.reduce((a, p) => a + p.w, 0) + gap * (parts.length - 1);
  const height = Math.max(...parts.map((p) => p.h)) + head;
  let x = 0, body = '';
  for (const p of parts) {
    if (p.title) body += `<text x="${x + 6}" y="18" font-family="system-ui, sans-serif" font-size="14" font-weight="600">${xml(p.title)}</text>`;
    body += p.text.replace(/^<svg /, `<svg x="${x}" y="${head}" `);
    x += p.w + gap;
  }
  return `${SVG_HEAD}<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

// The board: one square per cell, walls dark, exits green, the map's colour, letter and depth.
function boardSvg() {
  const b = boardUI.ui.board, cell = 28;
  const css = getComputedStyle(document.documentElement);
  const v = (n, d) => css.getPropertyValue(n).trim() || d;
  const fill = { W: v('--win', '#0072B2'), L: v('--loss', '#C24E00'), D: v('--draw', '#777777') };
  const head = 24;
  let body = `<text x="4" y="16" font-family="system-ui, sans-serif" font-size="13">${xml($('grid-legend').textContent)}</text>`;
  for (let i = 0; i < b.grid.length; i++) {
    const x = (i % b.cols) * cell, y = head + Math.floor(i / b.cols) * cell;
    const label = b.grid[i] === WALL ? null : boardUI.cellLabel(i);
    const color = b.grid[i] === WALL ? '#2b3038' : label ? fill[label[0]] : b.grid[i] === EXIT ? '#2e9e5b' : '#ffffff';
    body += `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${color}" stroke="#c8ccd2"/>`;
    if (b.grid[i] === EXIT) body += `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" fill="none" stroke="#2e9e5b" stroke-width="3"/>`;
    if (label) body += `<text x="${x + cell / 2}" y="${y + cell / 2 + 4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="10" font-weight="600" fill="#ffffff">${xml(label)}</text>`;
  }
  const w = b.cols * cell, h = head + b.rows * cell;
  return `${SVG_HEAD}<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
}

export function exportSvg() {
  try {
    if (isGrid()) {
      if (!boardUI.solution) return;
      const b = boardUI.ui.board;
      download(new Blob([boardSvg()], { type: 'image/svg+xml' }), `whowins-cop-thief-${b.rows}x${b.cols}.svg`);
    } else {
      const sol = isCM() ? catMouse.solution : currentSolution();
      if (!sol || model.isBig || !views.length) return;
      download(new Blob([graphSvg()], { type: 'image/svg+xml' }), `whowins-${state.game}-${model.n}.svg`);
    }
    setStatus('Exported the outcome map as SVG (vector: it scales for print).', 'ok');
  } catch (e) {
    setStatus(`SVG export failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}

// DOT: the graph games only (two-token games have a graph of pairs of places: too big).
export const dotAvailable = () => !isGrid() && !isCM() && !!currentSolution() && !model.isBig;

export async function exportDot() {
  if (!dotAvailable()) return;
  const { from, to } = model.edgeArrays();
  setStatus('Writing the DOT…');
  try {
    const r = await solver.cliDot({ game: state.game, input: graphToText(model.n, from, to, 1), misere: misereOn() });
    download(new Blob([r.dot], { type: 'text/vnd.graphviz' }), `whowins-${state.game}-${model.n}.dot`);
    setStatus(`Exported the graph as Graphviz DOT (${fmt(model.n)} vertices, as <code>whowins ${esc(state.game)} --dot</code> prints it; render it with <code>dot -Tsvg</code>).`, 'ok');
  } catch (e) {
    setStatus(`DOT export failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}

// The buttons' state, after the PNG/JSON ones (share/export.js).
export function updateFigureButtons(solved) {
  $('export-svg').disabled = !solved || (!isGrid() && model.isBig);
  $('export-dot').hidden = isGrid() || isCM() || !!gameInfo(state.game).twoTokens;
  $('export-dot').disabled = !dotAvailable();
}
