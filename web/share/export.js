// Exports: the result as JSON (the CLI's --json schema) and the outcome map as a PNG, for
// every game; the export buttons' state and titles. SVG and DOT: share/export-figure.js.

import { resultJson } from './codec.js';
import { $, esc, fmt, setStatus, download } from '../shell/page.js';
import { state, model, views, currentSolution, isGrid, isCM, misereOn } from '../shell/state.js';
import { boardUI, catMouse } from '../shell/features.js';
import { updateFigureButtons } from './export-figure.js';

// ---- share links and exports -----------------------------------------------------------------
const SVGNS = 'http://www.w3.org/2000/svg';

export function updateExportButtons(sol = currentSolution()) {
  const why = sol ? '' : model.n === 0 ? 'The board is empty: nothing to export' : state.solving ? 'Solving…: export waits for the solution' : 'Not solved yet: press Enter to solve, then export';
  const png = $('export-png'), json = $('export-json');
  png.disabled = !sol || model.isBig;
  png.title = !sol ? why : model.isBig ? 'Big graphs are not drawn: no outcome map to export (Export JSON has the result)' : 'Download the outcome map as a PNG image';
  json.disabled = !sol;
  json.title = sol ? 'Download the full result (outcome, depth, best move per position) as JSON' : why;
  updateFigureButtons(!!sol);
}

export async function exportJson() {
  if (isGrid() || isCM()) {
    // Two-token games: the CLI's --json, made by the same C++ in the worker.
    setStatus('Writing the JSON…');
    try {
      const json = isGrid() ? await boardUI.exportJson() : await catMouse.exportJson();
      if (json === null) return;
      const name = isGrid() ? `whowins-cop-thief-${boardUI.ui.board.rows}x${boardUI.ui.board.cols}.json` : `whowins-cat-mouse-${model.n}.json`;
      download(new Blob([json], { type: 'application/json' }), name);
      setStatus(`Exported the result as JSON (${fmt(Math.round(json.length / 1024))} KB, as <code>whowins ${state.game} --json</code> prints it).`, 'ok');
    } catch (e) {
      setStatus(`JSON export failed: ${esc(e.message ?? String(e))}`, 'error');
    }
    return;
  }
  const sol = currentSolution();
  if (!sol) return;
  const json = resultJson(sol, { misere: misereOn(), edges: model.edgeCount });
  download(new Blob([JSON.stringify(json) + '\n'], { type: 'application/json' }), `whowins-${state.game}-${model.n}.json`);
  setStatus('Exported the result as JSON.', 'ok');
}

// Computed styles written into a copy of the drawing, so it renders alone (as an image).
const STYLE_PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'opacity', 'display', 'visibility', 'font-family', 'font-size', 'font-weight', 'text-anchor',
  'dominant-baseline', 'paint-order', 'marker-start', 'marker-end', 'marker-mid'];

export function inlineStyles(src, dst) {
  const cs = getComputedStyle(src);
  let style = '';
  for (const p of STYLE_PROPS) { const v = cs.getPropertyValue(p); if (v) style += `${p}:${v};`; }
  dst.setAttribute('style', style);
  for (let i = 0; i < src.children.length && i < dst.children.length; i++) inlineStyles(src.children[i], dst.children[i]);
}

// A self-contained copy of a view's drawing (styles inlined, background), as SVG text.
export function svgText(view) {
  const svg = view.svg;
  const r = svg.getBoundingClientRect();
  const w = Math.max(1, Math.round(r.width)), h = Math.max(1, Math.round(r.height));
  const clone = svg.cloneNode(true);
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', SVGNS);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const bg = document.createElementNS(SVGNS, 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', getComputedStyle(document.documentElement).getPropertyValue('--canvas').trim() || '#ffffff');
  clone.insertBefore(bg, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), w, h, title: view.titleEl.hidden ? '' : view.titleEl.textContent };
}

export async function svgImage(view) {
  const t = svgText(view);
  const img = new Image();
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(t.text);
  await img.decode();
  return { img, w: t.w, h: t.h, title: t.title };
}

export async function exportPng() {
  if (isGrid()) {
    try {
      const blob = await boardUI.exportPng();
      if (!blob) throw new Error('the browser made no image');
      download(blob, `whowins-cop-thief-${boardUI.ui.board.rows}x${boardUI.ui.board.cols}.png`);
      setStatus('Exported the outcome map as PNG.', 'ok');
    } catch (e) {
      setStatus(`PNG export failed: ${esc(e.message ?? String(e))}`, 'error');
    }
    return;
  }
  const sol = isCM() ? catMouse.solution : currentSolution();
  if (!sol || model.isBig || !views.length) return;
  try {
    const images = await Promise.all(views.map(svgImage));
    const scale = 2, gap = 12, head = images.some((i) => i.title) ? 26 : 0;
    const width = images.reduce((a, i) => a + i.w, 0) + gap * (images.length - 1);
    const height = Math.max(...images.map((i) => i.h)) + head;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    const css = getComputedStyle(document.documentElement);
    ctx.fillStyle = css.getPropertyValue('--panel').trim() || '#ffffff';
    ctx.fillRect(0, 0, width, height);
    let x = 0;
    for (const i of images) {
      if (i.title) {
        ctx.fillStyle = css.getPropertyValue('--text').trim() || '#000';
        ctx.font = '600 14px system-ui, sans-serif';
        ctx.fillText(i.title, x + 6, 18);
      }
      ctx.drawImage(i.img, x, head, i.w, i.h);
      x += i.w + gap;
    }
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the browser made no image');
    download(blob, `whowins-${state.game}-${model.n}.png`);
    setStatus('Exported the outcome map as PNG.', 'ok');
  } catch (e) {
    setStatus(`PNG export failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}
