// Export on the page: the four buttons (JSON, PNG, SVG, DOT) drive the feature on screen's
// exports (shell/features.js's interface) and save what it makes; their state follows every
// drawing of the feature (the 'rendered' event).

import { $, esc, setStatus, download } from '../ui/page.js';
import { events } from '../shell/state.js';
import { currentFeature } from '../shell/features.js';

// The buttons as the feature on screen says.
export function updateExportButtons() {
  const f = currentFeature();
  if (!f) return;
  const s = f.exports.state();
  const png = $('export-png'),
    json = $('export-json'),
    svg = $('export-svg'),
    dot = $('export-dot');
  png.disabled = s.png.disabled;
  png.title = s.png.title;
  json.disabled = s.json.disabled;
  json.title = s.json.title;
  svg.disabled = s.svg.disabled;
  dot.hidden = s.dot.hidden;
  dot.disabled = s.dot.disabled;
}

// One export: kind 'json' | 'png' | 'svg' | 'dot'; what the status line says while and after.
async function exportFile(kind, { busy = '', done, label }) {
  const f = currentFeature();
  if (!f) return;
  if (busy) setStatus(busy);
  try {
    const r = await f.exports[kind]();
    if (!r) return;
    if (!r.blob) throw new Error('the browser made no image');
    download(r.blob, r.name);
    setStatus(r.words ?? done, 'ok');
  } catch (e) {
    setStatus(`${label} export failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}

export const exportJson = () =>
  exportFile('json', { busy: 'Writing the JSON…', done: 'Exported the result as JSON.', label: 'JSON' });
export const exportPng = () => exportFile('png', { done: 'Exported the outcome map as PNG.', label: 'PNG' });
export const exportSvg = () =>
  exportFile('svg', { done: 'Exported the outcome map as SVG (vector: it scales for print).', label: 'SVG' });
export const exportDot = () =>
  exportFile('dot', { busy: 'Writing the DOT…', done: 'Exported the graph as Graphviz DOT.', label: 'DOT' });

export function bindExports() {
  $('export-json').addEventListener('click', exportJson);
  $('export-png').addEventListener('click', () => exportPng());
  $('export-svg').addEventListener('click', () => exportSvg());
  $('export-dot').addEventListener('click', () => exportDot());
  events.on('rendered', updateExportButtons);
}
