// The drawn-graph editor as the shell sees it: drawnGraphFeature(adapter) makes the feature
// object (shell/features.js's interface) of one game on the drawn graph, its own parts from
// the game's adapter (graph-editor/state.js) and the rest shared by every game on it: the
// activation (directed or not, the views), the share link's graph, the work kept aside while
// puzzles borrow the board area, the presets, How many cops? on the graph, the exports. The
// editor's controls are bound once, however many games use it.

import { $, esc, fmt, solver } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { copGraphFrom } from '../lib/cop-graph.js';
import { app, setApp } from '../shell/state.js';
import { state, model, views, misereOn, copKey, copsShown, registerGame, onEditor } from './state.js';
import { render, solve, cancelSolve, unscheduleSolve, loadGraph } from './feature.js';
import { buildViews, watchModel, bindEditor, onKey } from './editor.js';
import { PRESETS } from './presets.js';
import { bindTextInput, setBoxText, showParseMessage, loadPresetAsDefault } from './text-input.js';
import { savedWork, restoreSaved, watchEdits } from './saved-work.js';
import { graphExports } from './export.js';

function activate(g, { game: id, previous, solveAfter }) {
  if (!!gameInfo(id).undirected !== model.undirected) {
    const note = model.setUndirected(!!gameInfo(id).undirected, 'game');
    if (note) showParseMessage(esc(note), 'info');
  }
  g.activate({ game: id, previous });
  buildViews();
  if (solveAfter && model.n > 0) solve();
}

// The share link's graph: the editor's fields, and the game's own (misère, its position).
function share(g) {
  return {
    noun: 'graph',
    state() {
      if (model.isBig) {
        return {
          error:
            `This graph is too big for a link (${fmt(model.n)} vertices, ${fmt(model.edgeCount)} ` +
            `edges). Use Export JSON or "Board → text" instead.`,
          status: 'Too big to share as a link.',
        };
      }
      return {
        misere: misereOn(),
        base: state.base,
        n: model.n,
        edges: model.edges,
        xs: model.xs,
        ys: model.ys,
        ...g.shareState(),
      };
    },
    // Before the game switch: what the views need.
    prepare(s) {
      g.shareApply(s, 'prepare');
    },
    apply(s) {
      setApp({ misere: s.misere && !!gameInfo(s.game).misereOption }, 'share');
      $('misere').checked = app.misere;
      state.base = s.base;
      for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x.dataset.base === 'auto'));
      g.shareApply(s, 'load');
      loadGraph(s.n, s.from, s.to, { positions: s.xs ? { xs: s.xs, ys: s.ys } : null, cause: 'share' });
      g.shareApply(s, 'loaded');
      const text = g.text.write(s.n, s.from, s.to, s.base).text;
      setBoxText(text);
      state.textSource = { text, version: model.version };
      showParseMessage(`<b>Opened a shared link:</b> ${fmt(s.n)} vertices, ${fmt(s.from.length)} edges`, 'ok');
      render();
    },
    failed(html) {
      loadGraph(0, new Uint32Array(0), new Uint32Array(0), { cause: 'share' });
      setBoxText('');
      state.textSource = null;
      showParseMessage(html, 'error');
      render();
    },
  };
}

// The editor's work kept aside while puzzles borrow the board area (one for every game on it).
const work = {
  keep() {
    const { from, to } = model.edgeArrays();
    return {
      base: state.base,
      box: $('graph-text').value,
      graph: {
        n: model.n,
        from: from.slice(),
        to: to.slice(),
        positions: model.isBig ? null : { xs: model.xs.slice(), ys: model.ys.slice() },
      },
    };
  },
  restore(k, { shown }) {
    state.base = k.base;
    if (shown) loadGraph(k.graph.n, k.graph.from, k.graph.to, { positions: k.graph.positions, cause: 'restore' });
    else {
      model.load(k.graph.n, k.graph.from, k.graph.to, k.graph.positions, 'restore');
      unscheduleSolve();
    }
    setBoxText(k.box);
  },
};

// The graph presets (every game on the drawn graph: each names its game) and the user's last
// drawing; one feature lists them (the shell's preset menu asks every feature).
export const graphPresets = {
  presets: () => [
    ...PRESETS.map((p) => ({ id: p.id, name: p.name, group: p.group })),
    ...(savedWork()
      ? [{ id: '__restore', name: 'Your last drawing (saved in this browser)', group: 'Your work', last: true }]
      : []),
  ],
  loadPreset(id, { solveAfter = true } = {}) {
    if (id === '__restore') restoreSaved();
    else loadPresetAsDefault(id, { solveAfter });
  },
};
const noPresets = { presets: () => [], loadPreset: () => {} };

// Cops and robbers on the drawn graph (each edge both ways), for the cops card: a cheap key,
// the graph built only when asked, and show(paint): the card's capture map painted on these
// views (null: the outcome map again; graph-editor/state.js's copsShown()).
function copGraph() {
  if (model.isBig || model.n === 0) return null;
  return { key: copKey(), graph: buildCopGraph, show: showCops, board: () => views[0]?.svg ?? null };
}
function showCops(paint) {
  const before = copsShown();
  state.cops = paint;
  if ((before || copsShown()) && onEditor()) render();
}
function buildCopGraph() {
  return copGraphFrom({
    n: model.n,
    pairs: model.edges,
    xy: model.xs.map((x, i) => [x, model.ys[i]]),
    name: (v) => `vertex ${v + state.base}`,
    key: copKey(),
    box: true,
  });
}

let bound = false;
function bindOnce() {
  if (bound) return;
  bound = true;
  watchModel();
  bindTextInput();
  bindEditor();
  watchEdits();
}

// The feature object of one game on the drawn graph: g, the game's adapter; then the feature's
// own members (why, watch, puzzle, puzzleSides, debug) and its presets (graphPresets, or none).
export function drawnGraphFeature(g, { why, watch, puzzle, puzzleSides, debug, presets = noPresets }) {
  registerGame(g);
  bindOnce();
  return {
    id: g.id,
    activate: (args) => activate(g, args),
    deactivate: () => g.deactivate(),
    solve,
    cancelSolve,
    render,
    onKey,
    work,
    exports: graphExports,
    copGraph,
    solved: () => !!g.solved(),
    share: share(g),
    message: (html, kind) => showParseMessage(html, kind),
    puzzleSource: () => (model.n === 0 || model.isBig ? null : g.puzzleSource(solver, model.edgeArrays())),
    ...presets,
    why,
    watch,
    puzzle,
    puzzleSides,
    debug,
  };
}
