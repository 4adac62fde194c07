// The token game on the drawn graph (a token on a directed graph: generic, alice-bob) on the
// kit's explorer (kit/explorer.js: the position shown, its moves, the best line, play, hint,
// undo and redo, all asked of the worker's session): the game's words for it, the views'
// decorations (the outcome map from the session's table, the position, legal moves, the line),
// the answer card, What changed (lib/map-changes.js over each start side's whole map) and the
// solve. The editor (graph-editor/) asks for these through the game's adapter (graph/index.js).

import { DRAW_LIMIT } from '../lib/graph-model.js';
import { Solution, vertexOf, LETTERS, NO_VALUE } from '../lib/outcome.js';
import { bigViewHtml } from '../lib/panels.js';
import { countsHtml } from '../lib/two-token-counts.js';
import { keepMap, mapDiff, previousValue, showChangesBox } from '../lib/map-changes.js';
import { changeWords } from '../lib/changes.js';
import { valueLabel } from '../lib/session-values.js';
import { graphWaveView } from '../lib/waves.js';
import { createExplorer } from '../kit/explorer.js';
import { $, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { app, events, setApp } from '../shell/state.js';
import { refresh } from '../shell/features.js';
import { state as editor, model, views, sides, solveKey, successors, misereOn } from '../graph-editor/state.js';
import { graphSolve, currentSolution } from './state.js';

const NAMES = ['Alice', 'Bob'];

// The game's words for the explorer: one token, on a vertex; Alice and Bob name the side to move
// (a position is 2v + side), the token game's positions do not (whoever is to move moves it).
export function graphWords() {
  const two = sides() === 2;
  const vertex = (v) => `vertex ${v + editor.base}`;
  return {
    // The token game: the player to move from the position shown is the first player.
    sides: two ? NAMES : ['first player', 'second player'],
    tokens: [{ label: 'token', side: 0 }],
    where: vertex,
    moveText: (from, to) => `to ${vertex(to[0])}`,
    oneMover: !two,
    twoPasses: two,
    positionWords: (places, mover) => (two ? `${vertex(places[0])}, ${NAMES[mover]} to move` : vertex(places[0])),
    // An end: the player to move has no move (and loses, or wins in misère play).
    endText(places, value) {
      if (!value?.end) return null;
      if (two) return `${NAMES[1 - value.winner]} cannot move: ${NAMES[value.winner]} wins.`;
      return `No move: the player to move ${value.winner === 0 ? 'wins' : 'loses'}${misereOn() ? ' (misère)' : ''}.`;
    },
  };
}

// One start side's whole map, from the session's table (the explorer's map and What changed's).
function sideMap(sol, side) {
  if (sol.sides === 1) return { outcomes: sol.outcomes, depths: sol.depths };
  const cache = (sol.sideMaps ??= []);
  if (!cache[side]) {
    const outcomes = new Uint8Array(sol.n),
      depths = new Uint32Array(sol.n);
    for (let v = 0; v < sol.n; v++) {
      outcomes[v] = sol.outcomes[2 * v + side];
      depths[v] = sol.depths[2 * v + side];
    }
    cache[side] = { outcomes, depths };
  }
  return cache[side];
}
// A side's map as lib/map-changes.js reads an explorer's: the token over every vertex.
const sideShown = (sol, side) => ({ map: sideMap(sol, side), pos: 0, token: 0, mover: side, places: [0] });
const sameVertex = (v) => v;

export const explorer = createExplorer({
  solver,
  game: graphWords,
  onChange: () => refresh(),
  setStatus,
  moverOf: (k) => (sides() === 2 ? k & 1 : 0),
  mapOf: (places, token, mover) => {
    const sol = currentSolution();
    return sol ? sideMap(sol, sol.sides === 2 ? mover : 0) : null;
  },
});

// ---- What changed ---------------------------------------------------------------------------
// An edit of the graph (the model's 'structure' detail) by the user: keep each side's map it
// changes. Edits pile up until the next solve (auto-solve off): the vertex maps compose.
export function noteEdit(detail, cause = 'user') {
  graphSolve.changes = null;
  setApp({ previousMap: false });
  const edit = detail?.edit;
  if ((edit !== 'local' && edit !== 'remove') || cause !== 'user') {
    graphSolve.kept = null;
    return;
  }
  const step = edit === 'remove' ? (v) => (v >= detail.removed ? v + 1 : v) : sameVertex;
  if (graphSolve.kept) {
    for (const kept of graphSolve.kept) {
      const before = kept.oldOf;
      kept.oldOf = (v) => before(step(v));
    }
    return;
  }
  const sol = graphSolve.solution; // of the graph before this edit (the model has changed already)
  if (!sol || sol.n === 0) return;
  graphSolve.kept = Array.from({ length: sol.sides }, (_, side) => keepMap(sideShown(sol, side), sameVertex, step));
}

// A solve finished: what it changed on each side's map, in words for the whole game.
function noteSolved(sol) {
  const kept = graphSolve.kept;
  graphSolve.kept = null;
  graphSolve.changes = null;
  if (!kept || kept.length !== sol.sides) return;
  const bySide = kept.map((k, side) => mapDiff(k, sideShown(sol, side), sameVertex));
  if (bySide.some((d) => !d)) return;
  const transitions = new Map();
  const total = { count: 0, added: 0, depthOnly: 0, transitions };
  for (const { counts } of bySide) {
    total.count += counts.count;
    total.added += counts.added;
    total.depthOnly += counts.depthOnly;
    for (const [k, c] of counts.transitions) transitions.set(k, (transitions.get(k) ?? 0) + c);
  }
  const changedCells = new Set(bySide.flatMap((d) => [...d.changedCells]));
  graphSolve.changes = { bySide, changedCells, words: changeWords(total) };
}

export function forgetChanges() {
  graphSolve.kept = null;
  graphSolve.changes = null;
  setApp({ previousMap: false });
}

// The map before the edit on a view of `side`, drawn on today's vertices (new ones uncoloured).
function previousView(side) {
  const diff = graphSolve.changes?.bySide[side];
  const value = (v) => previousValue(diff, v);
  return {
    n: model.n,
    position: sameVertex,
    letter: (v) => (value(v) ? LETTERS[value(v).outcome] : ''),
    label: (v) => {
      const x = value(v);
      return x ? valueLabel({ ...x, depth: x.depth === NO_VALUE ? null : x.depth }) : 'new';
    },
    bestTarget: () => null,
  };
}

// The solve's counts for the answer card: the session's stats, and its depth histogram — the
// session of a graph game keeps none, so it is counted from the table once.
function countsOf(sol) {
  const h = sol.result.histogram;
  if (h?.win?.length || h?.loss?.length) return sol.result;
  if (!sol.counted) {
    const win = [],
      loss = [];
    for (let p = 0; p < sol.outcomes.length; p++) {
      const outcome = sol.outcomes[p],
        depth = sol.depths[p];
      if (outcome === 0 || outcome === 3 || depth === NO_VALUE) continue;
      const list = outcome === 1 ? win : loss;
      while (list.length <= depth) list.push(0);
      list[depth]++;
    }
    sol.counted = { ...sol.result, histogram: { win, loss } };
  }
  return sol.counted;
}

// ---- the views and the panels ---------------------------------------------------------------
// The edges of the best line (or, in play, of the moves played) as 'a,b' keys.
function lineEdges(sol) {
  const edges = new Set();
  if (!sol || explorer.pos === null) return edges;
  const vertices = explorer.play
    ? [...explorer.history, explorer.pos].map((p) => vertexOf(sol.sides, p))
    : (explorer.line ?? []).map((q) => q.places[0]);
  for (let i = 0; i + 1 < vertices.length; i++) edges.add(vertices[i] + ',' + vertices[i + 1]);
  return edges;
}

// The outcome map, the position, the best line and play on every view (or How many cops?'s map).
export function decorate(copsDecor) {
  const sol = currentSolution();
  const shown = sol && explorer.pos !== null && explorer.pos === explorer.target;
  const vertex = shown ? explorer.places[0] : graphSolve.picked;
  const changes = graphSolve.changes;
  const edges = lineEdges(shown ? sol : null);
  for (const view of views) {
    if (copsDecor) {
      view.setDecor({ ...copsDecor, base: editor.base });
      continue;
    }
    const ringed = changes?.bySide[sol?.sides === 2 ? view.side : 0]?.changedCells;
    view.setDecor({
      solution: app.hideOutcomes
        ? null
        : app.watch && sol
          ? graphWaveView(sol, app.watch.replay, app.watch.step)
          : app.previousMap && changes
            ? previousView(sol?.sides === 2 ? view.side : 0)
            : sol,
      base: editor.base,
      selected: vertex,
      token: explorer.play && shown ? vertex : null,
      selectedEdge: editor.selectedEdge,
      pending: editor.pending,
      legal: shown ? explorer.legal() : null,
      lineEdges: edges,
      vclass: (v) =>
        (ringed && !app.hideOutcomes && !app.watch && !app.previousMap && ringed.has(v) ? ' changed' : '') +
        (shown && explorer.hintedAt(v) ? ' hinted' : ''),
    });
  }
}

export function renderPanels() {
  const sol = currentSolution();
  $('counts').innerHTML = sol ? countsHtml(countsOf(sol), fmt) : '<p class="muted">Not solved yet.</p>';
  const answer = $('answer');
  if (sol) {
    const lines = sol.answerLines();
    const limit = 4000;
    answer.textContent = lines
      .map((l) => (l.length > limit ? l.slice(0, limit) + ` … (${fmt(l.length)} letters; Copy takes all)` : l))
      .join('\n');
    answer.dataset.full = lines.join('\n');
    $('copy-answer').disabled = false;
  } else {
    answer.textContent = model.n === 0 ? '' : graphSolve.solving ? 'Solving…' : 'Not solved yet.';
    answer.dataset.full = '';
    $('copy-answer').disabled = true;
  }
  showChangesBox($, sol ? graphSolve.changes : null, 'vertices', app.previousMap);
  $('position-body').innerHTML = sol
    ? explorer.panelHtml()
    : `<p class="muted">${
        graphSolve.solving ? 'Solving…' : 'Solve the graph (<kbd>Enter</kbd>) to see the moves and their outcomes.'
      }</p>`;
  explorer.focusPanel($('position-body'));
  if (model.isBig) {
    const input = document.activeElement?.id === 'big-goto-input' ? document.activeElement.value : null;
    $('big-view').innerHTML = bigViewHtml({
      n: model.n,
      m: model.edgeCount,
      counts: sol ? countsHtml(countsOf(sol), fmt) : null,
      limit: DRAW_LIMIT,
      solving: graphSolve.solving,
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
    graphSolve.solution = null;
    explorer.clear();
    refresh();
    setStatus('Nothing to solve: the board is empty.');
    return;
  }
  const key = solveKey();
  const { from, to } = model.edgeArrays();
  graphSolve.solving = true;
  await solveWithProgress({
    ask: (update) => solver.solve({ game: app.game, n: model.n, from, to, misere: misereOn() }, update),
    fresh: () => key === solveKey(), // the graph or the game changed meanwhile
    take(result) {
      graphSolve.solution = new Solution(result, successors());
      graphSolve.solvedKey = key;
      noteSolved(graphSolve.solution);
      const picked = graphSolve.picked;
      const at = graphSolve.pendingAt ?? (picked !== null && picked < model.n ? { places: [picked], mover: 0 } : null);
      graphSolve.pendingAt = null;
      explorer.load(result, { at });
    },
    settle(last) {
      if (last) graphSolve.solving = solver.busy;
      events.emit('solution-changed', { feature: 'graph' });
      refresh();
    },
  });
}
