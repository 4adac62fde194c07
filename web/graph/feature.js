// The token game on the drawn graph (a token on a directed graph: generic, alice-bob): the
// views' decorations from its solution (outcome map, cursor, best line, play), its side panels
// (counts, answer, the position view, big graphs) and its solve in the worker. The editor
// (graph-editor/) asks for these through the game's adapter (graph/index.js).

import { DRAW_LIMIT } from '../lib/graph-model.js';
import { Solution, vertexOf } from '../lib/outcome.js';
import { countsHtml, positionHtml, bigViewHtml } from '../lib/panels.js';
import { histogramHtml } from '../lib/histogram.js';
import { $, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { app, events } from '../shell/state.js';
import { refresh } from '../shell/features.js';
import { state as editor, model, views, sides, solveKey, successors, misereOn } from '../graph-editor/state.js';
import { graphWaveView } from '../lib/waves.js';
import { tokenGame, currentSolution } from './state.js';
import { playEdges } from './play.js';
import { noteSolved, previousView, changedClass, renderChanges } from './changes-ui.js';

// The outcome map, cursor, best line and play on every view (or How many cops?'s map).
export function decorate(copsDecor) {
  const sol = currentSolution();
  const lineEdges = new Set();
  if (tokenGame.line) {
    const ps = tokenGame.line.positions;
    for (let i = 0; i + 1 < ps.length; i++)
      lineEdges.add(vertexOf(sides(), ps[i]) + ',' + vertexOf(sides(), ps[i + 1]));
  }
  let legal = null;
  if (tokenGame.play && !tokenGame.play.over && tokenGame.play.humanToMove)
    legal = new Set(successors().successors(vertexOf(sides(), tokenGame.play.pos)));
  const cursorVertex = tokenGame.play
    ? vertexOf(sides(), tokenGame.play.pos)
    : tokenGame.cursor === null
      ? null
      : vertexOf(sides(), tokenGame.cursor);
  for (const view of views) {
    if (copsDecor) {
      view.setDecor({ ...copsDecor, base: editor.base });
      continue;
    }
    view.setDecor({
      solution: app.hideOutcomes
        ? null
        : app.watch && sol
          ? graphWaveView(sol, app.watch.replay, app.watch.step)
          : (previousView(sol) ?? sol),
      base: editor.base,
      selected: cursorVertex,
      token: tokenGame.play ? cursorVertex : null,
      selectedEdge: editor.selectedEdge,
      pending: editor.pending,
      legal,
      lineEdges: tokenGame.play ? playEdges() : lineEdges,
      vclass: app.hideOutcomes || app.watch ? null : (v) => changedClass(v, view.side, sol),
    });
  }
}

export function renderPanels() {
  const sol = currentSolution();
  const sideList =
    sides() === 2
      ? [
          { side: 0, name: 'A' },
          { side: 1, name: 'B' },
        ]
      : [{ side: 0, name: '' }];
  // Counts, and the depth histogram of all positions (big graphs show it in the list view).
  $('counts').innerHTML =
    countsHtml(sol, sideList) + (sol && !model.isBig ? histogramHtml(sol.counts(null), 'Depths, all positions') : '');
  const answer = $('answer');
  if (sol) {
    const lines = sol.answerLines();
    const limit = 4000;
    const text = lines
      .map((l) => (l.length > limit ? l.slice(0, limit) + ` … (${fmt(l.length)} letters; Copy takes all)` : l))
      .join('\n');
    answer.textContent = text;
    answer.dataset.full = lines.join('\n');
    $('copy-answer').disabled = false;
  } else {
    answer.textContent = model.n === 0 ? '' : tokenGame.solving ? 'Solving…' : 'Not solved yet.';
    answer.dataset.full = '';
    $('copy-answer').disabled = true;
  }
  renderChanges();
  // Position view.
  $('position-body').innerHTML = positionHtml({
    solution: sol,
    graph: successors(),
    cursor: tokenGame.play ? tokenGame.play.pos : tokenGame.cursor,
    base: editor.base,
    sides: sides(),
    line: tokenGame.play ? null : tokenGame.line,
    play: tokenGame.play,
    hints: tokenGame.hints,
  });
  // Big graphs.
  const big = $('big-view');
  if (model.isBig) {
    const input = document.activeElement?.id === 'big-goto-input' ? document.activeElement.value : null;
    big.innerHTML = bigViewHtml({
      n: model.n,
      m: model.edgeCount,
      solution: sol,
      sides: sideList.filter((s) => sides() === 1 || tokenGame.map === 'AB' || s.name === tokenGame.map),
      limit: DRAW_LIMIT,
      solving: tokenGame.solving,
      histogram: histogramHtml,
    });
    if (input !== null) {
      const el = $('big-goto-input');
      el.value = input;
      el.focus();
    }
  }
}

export async function solve() {
  if (model.n === 0) {
    tokenGame.solution = null;
    refresh();
    setStatus('Nothing to solve: the board is empty.');
    return;
  }
  const key = solveKey();
  const { from, to } = model.edgeArrays();
  tokenGame.solving = true;
  await solveWithProgress({
    ask: (update) => solver.solve({ game: app.game, n: model.n, from, to, misere: misereOn() }, update),
    fresh: () => key === solveKey(), // the graph or the game changed meanwhile
    take(result) {
      tokenGame.solution = new Solution(result, successors());
      tokenGame.solvedKey = key;
      noteSolved(tokenGame.solution);
      if (tokenGame.cursor !== null) tokenGame.line = { ...tokenGame.solution.bestLine(tokenGame.cursor), index: 0 };
    },
    settle(last) {
      if (last) tokenGame.solving = solver.busy;
      events.emit('solution-changed', { feature: 'graph' });
      refresh();
    },
  });
}
