// The graph features' drawing and solving (a token on a drawn graph, and the drawn graph of
// cat and mouse): the views' decorations from the solution, the side panels, the solve in the
// worker, loading a graph and laying it out. Editing is graph/editor.js, the text box
// graph/text-input.js, play graph/play.js; cat and mouse adds its two-token map through
// graph/cat-mouse.js; graph/index.js makes the two feature objects the shell drives.

import { LayoutClient } from './layout-client.js';
import { DRAW_LIMIT } from '../lib/graph-model.js';
import { Solution, vertexOf } from '../lib/outcome.js';
import { countsHtml, positionHtml, bigViewHtml, histogramHtml } from '../lib/panels.js';
import { $, esc, fmt, setStatus, solver, startProgress, hideProgress, solvedStatus, solveFailed } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { app, events } from '../shell/state.js';
import { state, model, views, sides, solveKey, currentSolution, successors, misereOn, catMouse, copsShown, defineHooks, hooks } from './state.js';
import { playEdges } from './play.js';
import { graphWaveView } from '../lib/waves.js';
import { noteSolved, previousView, changedClass, renderChanges } from './changes-ui.js';

const layouts = new LayoutClient(new URL('./layout-worker.js', import.meta.url));

// Decorations for every view, then the panels.
export function render() {
  const h = hooks();
  events.emit('before-render', { feature: h.id });
  // How many cops? painted its capture map: the views show it (each edge both ways).
  const cops = copsShown();
  const copsDecor = cops && { paint: cops, undirected: true, selectedEdge: state.selectedEdge, pending: state.pending };
  h.decorate(copsDecor);
  $('empty-hint').hidden = model.n !== 0 || model.isBig;
  renderPanels();
  updateToolbar();
  events.emit('rendered', { feature: h.id });
}

// Each feature's decorations of the views: cat and mouse's map with one token fixed; the token
// game's outcome map, cursor, best line and play.
defineHooks('pair-graph', {
  decorate(copsDecor) {
    const d = catMouse.decor();
    for (const view of views) view.setDecor(copsDecor ? { ...copsDecor, base: 0 } : { ...d, base: 0, selectedEdge: state.selectedEdge, pending: state.pending, selected: state.cursor ?? d.selected });
  },
  renderPanels() {
    catMouse.renderPanels();
    $('views').hidden = model.isBig;
    $('big-view').hidden = !model.isBig;
    if (model.isBig) $('big-view').innerHTML = `<p class="muted">This graph is too big to draw (${fmt(model.n)} nodes). Cat and mouse needs n² positions: graphs past ${fmt(2000)} nodes are too big to solve here.</p>`;
    $('preset-note-title').textContent = app.presetNote ? 'About this graph' : 'The rules';
    $('preset-note').textContent = app.presetNote || gameInfo(app.game).rules;
    $('preset-note-card').hidden = false;
  },
  solve: () => catMouse.solve(),
});
defineHooks('graph', { decorate: decorateTokenGame, renderPanels: tokenPanels, solve: solveTokenGame });

function decorateTokenGame(copsDecor) {
  const sol = currentSolution();
  const lineEdges = new Set();
  if (state.line) {
    const ps = state.line.positions;
    for (let i = 0; i + 1 < ps.length; i++) lineEdges.add(vertexOf(sides(), ps[i]) + ',' + vertexOf(sides(), ps[i + 1]));
  }
  let legal = null;
  if (state.play && !state.play.over && state.play.humanToMove) legal = new Set(successors().successors(vertexOf(sides(), state.play.pos)));
  const cursorVertex = state.play ? vertexOf(sides(), state.play.pos) : state.cursor === null ? null : vertexOf(sides(), state.cursor);
  for (const view of views) {
    if (copsDecor) { view.setDecor({ ...copsDecor, base: state.base }); continue; }
    view.setDecor({
      solution: app.hideOutcomes ? null : app.watch && sol ? graphWaveView(sol, app.watch.replay, app.watch.step) : previousView(sol) ?? sol,
      base: state.base, selected: cursorVertex, token: state.play ? cursorVertex : null,
      selectedEdge: state.selectedEdge, pending: state.pending, legal, lineEdges: state.play ? playEdges() : lineEdges,
      vclass: app.hideOutcomes || app.watch ? null : (v) => changedClass(v, view.side, sol),
    });
  }
}

export const renderPanels = () => hooks().renderPanels();

function tokenPanels() {
  const sol = currentSolution();
  const sideList = sides() === 2 ? [{ side: 0, name: 'A' }, { side: 1, name: 'B' }] : [{ side: 0, name: '' }];
  // Counts, and the depth histogram of all positions (big graphs show it in the list view).
  $('counts').innerHTML = countsHtml(sol, sideList) + (sol && !model.isBig ? histogramHtml(sol.counts(null), 'Depths, all positions') : '');
  const answer = $('answer');
  if (sol) {
    const lines = sol.answerLines();
    const limit = 4000;
    const text = lines.map((l) => (l.length > limit ? l.slice(0, limit) + ` … (${fmt(l.length)} letters; Copy takes all)` : l)).join('\n');
    answer.textContent = text;
    answer.dataset.full = lines.join('\n');
    $('copy-answer').disabled = false;
  } else {
    answer.textContent = model.n === 0 ? '' : state.solving ? 'Solving…' : 'Not solved yet.';
    answer.dataset.full = '';
    $('copy-answer').disabled = true;
  }
  renderChanges();
  // Position view.
  $('position-body').innerHTML = positionHtml({
    solution: sol, graph: successors(), cursor: state.play ? state.play.pos : state.cursor, base: state.base,
    sides: sides(), line: state.play ? null : state.line, play: state.play, hints: state.hints,
  });
  // Big graphs.
  const big = $('big-view');
  big.hidden = !model.isBig;
  $('views').hidden = model.isBig;
  if (model.isBig) {
    const input = document.activeElement?.id === 'big-goto-input' ? document.activeElement.value : null;
    big.innerHTML = bigViewHtml({ n: model.n, m: model.edgeCount, solution: sol, sides: sideList.filter((s) => sides() === 1 || state.map === 'AB' || s.name === state.map), limit: DRAW_LIMIT, solving: state.solving });
    if (input !== null) { const el = $('big-goto-input'); el.value = input; el.focus(); }
  }
  const rules = gameInfo(app.game).rules ?? '';
  $('preset-note-title').textContent = app.presetNote ? 'About this graph' : 'The rules';
  $('preset-note').textContent = app.presetNote || rules;
  $('preset-note-card').hidden = !(app.presetNote || rules);
}

export function updateToolbar() {
  const editable = !model.isBig && !state.play;
  for (const b of document.querySelectorAll('[data-mode]')) {
    b.setAttribute('aria-checked', String(b.dataset.mode === state.mode));
    b.disabled = !editable;
  }
  $('delete-button').disabled = !editable || !(state.cursor !== null || state.selectedEdge);
  $('undo-button').disabled = !model.canUndo() || !!state.play;
  $('redo-button').disabled = !model.canRedo() || !!state.play;
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
export function unscheduleSolve() { clearTimeout(solveTimer); }

export function scheduleSolve() {
  clearTimeout(solveTimer);
  solveTimer = setTimeout(() => solve(), 120);
}

export async function solve() {
  clearTimeout(solveTimer);
  return hooks().solve();
}

async function solveTokenGame() {
  if (model.n === 0) {
    state.solution = null;
    render();
    setStatus('Nothing to solve: the board is empty.');
    return;
  }
  const key = solveKey();
  const game = app.game;
  const { from, to } = model.edgeArrays();
  state.solving = true;
  const progress = startProgress();
  setStatus('Solving…');
  const started = performance.now();
  try {
    const result = await solver.solve({ game, n: model.n, from, to, misere: misereOn() }, progress.update);
    if (key !== solveKey()) return;  // the graph or the game changed meanwhile
    state.solution = new Solution(result, successors());
    state.solvedKey = key;
    noteSolved(state.solution);
    if (state.cursor !== null) state.line = { ...state.solution.bestLine(state.cursor), index: 0 };
    solvedStatus(result.stats.positions, result.ms ?? performance.now() - started);
  } catch (e) {
    solveFailed(e);
  } finally {
    if (key === solveKey() || !solver.busy) {
      state.solving = solver.busy;
      progress.done();
    }
    events.emit('solution-changed', { feature: 'graph' });
    render();
  }
}

export function cancelSolve() {
  if (!solver.busy) return;
  solver.cancel();
  state.solving = false;
  hideProgress();
}

// ---- loading graphs -----------------------------------------------------------------------
// Replaces the graph, lays it out, solves it. cause: who loads it (lib/graph-model.js).
export function loadGraph(n, from, to, { layout = $('layout-select').value, positions = null, cause = 'user' } = {}) {
  cancelSolve();
  state.cursor = null;
  state.selectedEdge = null;
  state.pending = null;
  state.line = null;
  state.solution = null;
  model.load(n, from, to, positions, cause);
  for (const v of views) v.fit();
  if (!model.isBig && n > 0 && !positions) arrange(layout, false);
  return solve();
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
