// The drawn graph's exports, for whichever game is on it: the result as JSON (the game's own:
// the token game's lib/codec.js resultJson, cat and mouse's CLI --json from the worker), the
// drawn views as PNG and SVG, and the graph with every vertex's outcome as Graphviz DOT (the
// CLI's --dot, made by the same C++ in the worker) where the game has it. Each file maker
// resolves to { blob, name, words } or null; share/export.js saves it.

import { gameInfo } from '../lib/games.js';
import { esc, fmt, solver } from '../ui/page.js';
import { viewDrawing, viewColours } from '../kit/graph-export.js';
import { svgToPng } from '../kit/canvas-drawing.js';
import { drawingSvg } from '../lib/drawing.js';
import { app } from '../shell/state.js';
import { graphToText } from './parse.js';
import { model, views, misereOn, game } from './state.js';

const solved = () => game().solved();
const dotAvailable = () => game().exports.dot && !!solved() && !model.isBig;

// The export buttons' state (shell/features.js's exports.state()).
function exportState() {
  const sol = solved();
  const why = sol
    ? ''
    : model.n === 0
      ? 'The board is empty: nothing to export'
      : game().solving()
        ? 'Solving…: export waits for the solution'
        : 'Not solved yet: press Enter to solve, then export';
  return {
    png: {
      disabled: !sol || model.isBig,
      title: !sol
        ? why
        : model.isBig
          ? 'Big graphs are not drawn: no outcome map to export (Export JSON has the result)'
          : 'Download the outcome map as a PNG image',
    },
    json: {
      disabled: !sol,
      title: sol ? 'Download the full result (outcome, depth, best move per position) as JSON' : why,
    },
    svg: { disabled: !sol || model.isBig },
    dot: { hidden: !game().exports.dot || !!gameInfo(app.game).twoTokens, disabled: !dotAvailable() },
  };
}

async function json() {
  const r = await game().exports.json();
  return (
    r && {
      blob: new Blob([r.text], { type: 'application/json' }),
      name: `whowins-${app.game}-${model.n}.json`,
      words: r.words(r.text),
    }
  );
}

// The views side by side (alice-bob: A and B), each with its title (in ink), as one drawing
// (lib/drawing.js): each view is the SVG the graph painter drew, placed as it is.
function composed(ink = '#000000') {
  const gap = 12;
  const titled = views.some((v) => !v.titleEl.hidden && v.titleEl.textContent);
  const head = titled ? 26 : 0;
  const shapes = [];
  let x = 0,
    height = 0;
  for (const view of views) {
    const part = viewDrawing(view, x, head);
    if (part.title)
      shapes.push({ kind: 'text', x: x + 6, y: 13, text: part.title, size: 14, weight: 600, align: 'left', fill: ink });
    shapes.push(...part.shapes);
    height = Math.max(height, part.height + head);
    x += part.width + gap;
  }
  const width = x - gap;
  return { width, height, text: drawingSvg({ width, height, shapes }, viewColours()) };
}

async function svg() {
  if (!solved() || model.isBig || !views.length) return null;
  return { blob: new Blob([composed().text], { type: 'image/svg+xml' }), name: `whowins-${app.game}-${model.n}.svg` };
}

// The same picture drawn at twice its size on the page's background.
async function png() {
  if (!solved() || model.isBig || !views.length) return null;
  const css = getComputedStyle(document.documentElement);
  const { width, height, text } = composed(css.getPropertyValue('--text').trim() || '#000000');
  const background = css.getPropertyValue('--panel').trim() || '#ffffff';
  const blob = await svgToPng(text, { width, height, scale: 2, background });
  return { blob, name: `whowins-${app.game}-${model.n}.png` };
}

// DOT: the graph games only (two-token games have a graph of pairs of places: too big).
async function dot() {
  if (!dotAvailable()) return null;
  const { from, to } = model.edgeArrays();
  const r = await solver.cliDot({ game: app.game, input: graphToText(model.n, from, to, 1), misere: misereOn() });
  return {
    blob: new Blob([r.dot], { type: 'text/vnd.graphviz' }),
    name: `whowins-${app.game}-${model.n}.dot`,
    words:
      `Exported the graph as Graphviz DOT (${fmt(model.n)} vertices, as ` +
      `<code>whowins ${esc(app.game)} --dot</code> prints it; render it with <code>dot -Tsvg</code>).`,
  };
}

export const graphExports = { state: exportState, json, png, svg, dot };
