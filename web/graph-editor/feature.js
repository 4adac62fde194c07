// The drawn-graph editor's drawing and solving, for whichever game is on it: the render (the
// game's decorations and panels, or How many cops?'s map), the toolbar's state, the solve (the
// game's, scheduled after edits), loading a graph and laying it out. Editing is editor.js, the
// text box text-input.js; each game's own part is its adapter (graph-editor/state.js).

import { LayoutClient } from './layout-client.js';
import { $, esc, setStatus, solver, hideProgress } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { app, events } from '../shell/state.js';
import { state, model, views, game, games, copsShown } from './state.js';
import { editorKeys, showCursor } from './keys.js';

const layouts = new LayoutClient(new URL('./layout-worker.js', import.meta.url));

// Decorations for every view, then the panels.
export function render() {
  const h = game();
  events.emit('before-render', { feature: h.id });
  // How many cops? painted its capture map: the views show it (each edge both ways).
  const cops = copsShown();
  const copsDecor = cops && { paint: cops, undirected: true, selectedEdge: state.selectedEdge, pending: state.pending };
  h.decorate(copsDecor);
  $('empty-hint').hidden = model.n !== 0 || model.isBig;
  $('views').hidden = model.isBig;
  $('big-view').hidden = !model.isBig;
  const rules = gameInfo(app.game).rules ?? '';
  $('preset-note-title').textContent = app.presetNote ? 'About this graph' : 'The rules';
  $('preset-note').textContent = app.presetNote || rules;
  $('preset-note-card').hidden = !(app.presetNote || rules);
  renderPanels();
  updateToolbar();
  showCursor();
  editorKeys.keepFocus();
  events.emit('rendered', { feature: h.id });
}

export const renderPanels = () => game().renderPanels();

export function updateToolbar() {
  const editable = !model.isBig && !game().playing();
  for (const b of document.querySelectorAll('[data-mode]')) {
    b.setAttribute('aria-checked', String(b.dataset.mode === state.mode));
    b.disabled = !editable;
  }
  $('delete-button').disabled = !editable || !(game().selected() !== null || state.selectedEdge);
  $('undo-button').disabled = !model.canUndo() || game().playing();
  $('redo-button').disabled = !model.canRedo() || game().playing();
  $('layout-button').disabled = model.isBig || model.n === 0;
  $('layout-select').disabled = model.isBig;
  $('fit-button').disabled = model.isBig || model.n === 0;
  $('solve-button').disabled = model.n === 0;
  $('export-text').disabled = model.n === 0;
  $('misere-field').hidden = !gameInfo(app.game).misereOption;
}

// ---- solving ------------------------------------------------------------------------------
let solveTimer = 0;

// Drops a solve scheduled by an edit (the caller solves, or nothing needs solving).
export function unscheduleSolve() {
  clearTimeout(solveTimer);
}

export function scheduleSolve() {
  clearTimeout(solveTimer);
  solveTimer = setTimeout(() => solve(), 120);
}

export async function solve() {
  clearTimeout(solveTimer);
  return game().solve();
}

export function cancelSolve() {
  if (!solver.busy) return;
  solver.cancel();
  for (const g of games()) g.solveCancelled();
  hideProgress();
}

// ---- loading graphs -----------------------------------------------------------------------
// Replaces the graph, lays it out, solves it (unless solveAfter is false: a puzzle link's editor
// behind the puzzle, solved when shown). cause: who loads it (lib/graph-model.js).
export function loadGraph(
  n,
  from,
  to,
  { layout = $('layout-select').value, positions = null, cause = 'user', solveAfter = true } = {},
) {
  cancelSolve();
  state.selectedEdge = null;
  state.pending = null;
  game().clear();
  model.load(n, from, to, positions, cause);
  for (const v of views) v.fit();
  if (!model.isBig && n > 0 && !positions) arrange(layout, false);
  if (solveAfter) return solve();
  unscheduleSolve(); // the solve the model's change scheduled (graph-editor/editor.js) too
  return undefined;
}

export async function arrange(kind = $('layout-select').value, record = true) {
  if (model.isBig || model.n === 0) return;
  const version = model.version;
  const { from, to } = model.edgeArrays();
  try {
    const r = await layouts.layout(kind, model.n, from, to);
    if (!r || model.version !== version) return;
    model.setPositions(r.xs, r.ys, record);
    updateToolbar();
  } catch (e) {
    setStatus(`Layout failed: ${esc(e.message)}`, 'error');
  }
}
