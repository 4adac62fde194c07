// The graph features as the shell sees them (shell/features.js's interface): 'graph' (a token
// on a drawn directed graph: generic, alice-bob) and 'pair-graph' (two tokens on a drawn
// undirected graph: cat and mouse). Both edit one graph model with one set of views; they
// differ in what they solve and explore.

import { $, esc, fmt, solver } from '../ui/page.js';
import { featureOf, gameInfo, sidesOf, PAGE_GAMES } from '../lib/games.js';
import { positionOf, vertexOf } from '../lib/outcome.js';
import { proofTree } from '../lib/proof.js';
import { copGraphFrom } from '../lib/cop-graph.js';
import { explorerWhy, explorerWatch } from '../kit/why.js';
import { puzzleSides } from '../kit/puzzle.js';
import { app, setApp } from '../shell/state.js';
import { state, model, views, sides, misereOn, currentSolution, catMouse, copKey, copsShown, defineHooks, hooks } from './state.js';
import { render, solve, cancelSolve, unscheduleSolve, loadGraph } from './feature.js';
import { buildViews, watchModel, bindEditor, onKey } from './editor.js';
import { setCursor } from './select.js';
import { stopPlay } from './play.js';
import { graphToText } from './parse.js';
import { catMouseText } from './parse-cat-mouse.js';
import { PRESETS } from './presets.js';
import { bindTextInput, setBoxText, showParseMessage, loadPresetAsDefault } from './text-input.js';
import { savedWork, restoreSaved, watchEdits } from './saved-work.js';
import { graphExports } from './export.js';
import { graphPuzzle, catMousePuzzle, graphPuzzleSource } from './puzzle.js';

let shownSides = 1;   // positions per vertex of the game the views last showed

function activate({ game, previous, solveAfter }) {
  const pair = featureOf(game) === 'pair-graph';
  document.body.classList.toggle('cat-mouse-game', pair);
  if (!!gameInfo(game).undirected !== model.undirected) {
    const note = model.setUndirected(!!gameInfo(game).undirected, 'game');
    if (note) showParseMessage(esc(note), 'info');
  }
  if (pair) { state.base = 0; state.cursor = null; state.line = null; }
  else if (previous && featureOf(previous) === 'pair-graph') state.cursor = null;
  if (state.cursor !== null) state.cursor = positionOf(sidesOf(game), vertexOf(shownSides, state.cursor), 0);
  shownSides = sidesOf(game);
  state.solution = null;
  state.line = null;
  buildViews();
  if (solveAfter && model.n > 0) solve();
}

function deactivate() {
  stopPlay(false);
  catMouse.stop();
  document.body.classList.remove('cat-mouse-game');
}

// The graph's proof for Why? (a strategy tree; Alice and Bob: seed 001's two passes).
function graphWhy() {
  const sol = currentSolution();
  if (!sol) return null;
  return {
    key: state.solvedKey,
    async proof() {
      if (state.cursor === null) return { error: 'Select a vertex first: Why? proves its outcome.' };
      const p = state.cursor;
      const name = (q) => `vertex ${q + state.base}`;
      if (gameInfo(app.game).twoStartSides) return { kind: 'two-passes', solution: sol, pos: p, name };
      const game = {
        outcome: (q) => sol.letter(q),
        depth: (q) => sol.depth(q),
        moves: (q) => Array.from(sol.graph.successors(q), (to) => ({ to })),
        isEnd: (q) => sol.isEnd(q),
      };
      const misere = misereOn();
      const endText = (n) => `no move — the player to move ${n.letter === 'W' ? 'wins' : 'loses'}${misere ? ' (misère)' : ''}`;
      return { kind: 'tree', tree: proofTree(game, p, { maxNodes: 400 }), name, endText, open: (q) => q };
    },
    go: (pos) => setCursor(pos),
  };
}

// The graph's share-link fields, and opening them (cat and mouse adds its tokens' places).
defineHooks('pair-graph', { shareState: () => catMouse.shareState() });
defineHooks('graph', { shareState: () => ({}) });
const share = {
  noun: 'graph',
  state() {
    if (model.isBig) {
      return { error: `This graph is too big for a link (${fmt(model.n)} vertices, ${fmt(model.edgeCount)} edges). Use Export JSON or "Board → text" instead.`, status: 'Too big to share as a link.' };
    }
    return { misere: misereOn(), map: state.map, base: state.base, n: model.n, edges: model.edges, xs: model.xs, ys: model.ys, selected: state.cursor, ...hooks().shareState() };
  },
  // Before the game switch: the views to build.
  prepare(s) { state.map = s.map; },
  apply(s) {
    if (featureOf(s.game) === 'pair-graph' && s.pos) { catMouse.ui.pendingPos = { c: s.pos.cat, r: s.pos.mouse, side: s.pos.side }; catMouse.explorer.token = s.fix ? 0 : 1; }
    setApp({ misere: s.misere && !!gameInfo(s.game).misereOption }, 'share');
    $('misere').checked = app.misere;
    state.base = s.base;
    for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x.dataset.base === 'auto'));
    loadGraph(s.n, s.from, s.to, { positions: s.xs ? { xs: s.xs, ys: s.ys } : null, cause: 'share' });
    state.cursor = s.selected;
    const text = featureOf(s.game) === 'pair-graph' ? catMouseText(s.n, s.from, s.to) : graphToText(s.n, s.from, s.to, s.base);
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

// The editor's work kept aside while puzzles borrow the board area (one for both features).
const work = {
  keep() {
    const { from, to } = model.edgeArrays();
    return {
      base: state.base, box: $('graph-text').value,
      graph: { n: model.n, from: from.slice(), to: to.slice(), positions: model.isBig ? null : { xs: model.xs.slice(), ys: model.ys.slice() } },
    };
  },
  restore(k, { shown }) {
    state.base = k.base;
    if (shown) loadGraph(k.graph.n, k.graph.from, k.graph.to, { positions: k.graph.positions, cause: 'restore' });
    else { model.load(k.graph.n, k.graph.from, k.graph.to, k.graph.positions, 'restore'); unscheduleSolve(); }
    setBoxText(k.box);
  },
};

const presets = () => [
  ...PRESETS.map((p) => ({ id: p.id, name: p.name, group: p.group })),
  ...(savedWork() ? [{ id: '__restore', name: 'Your last drawing (saved in this browser)', group: 'Your work', last: true }] : []),
];
function loadPreset(id) {
  if (id === '__restore') restoreSaved();
  else loadPresetAsDefault(id);
}

// Cops and robbers on the drawn graph (each edge both ways), for the cops card: a cheap key,
// the graph built only when asked, and show(paint): the card's capture map painted on these
// views (null: the outcome map again; graph/state.js's copsShown()).
function copGraph() {
  if (model.isBig || model.n === 0) return null;
  return { key: copKey(), graph: buildCopGraph, show: showCops };
}
function showCops(paint) {
  const before = copsShown();
  state.cops = paint;
  if ((before || copsShown()) && ['graph', 'pair-graph'].includes(featureOf(app.game))) render();
}
function buildCopGraph() {
  return copGraphFrom({ n: model.n, pairs: model.edges, xy: model.xs.map((x, i) => [x, model.ys[i]]), name: (v) => `vertex ${v + state.base}`, key: copKey(), box: true });
}

const common = {
  copGraph,
  solved: () => !!hooks().solved(),
  activate, deactivate, solve, cancelSolve, render, onKey, share, work, exports: graphExports,
  message: (html, kind) => showParseMessage(html, kind),
  puzzleSource: () => graphPuzzleSource(solver),
};

// The two feature objects; bind() sets up the graph editor's controls once.
export function createGraphFeatures() {
  watchModel();
  bindTextInput();
  bindEditor();
  catMouse.bind();
  watchEdits(['graph', 'pair-graph']);
  const graph = {
    ...common, id: 'graph', presets, loadPreset,
    why: graphWhy,
    watch() { const sol = currentSolution(); return sol ? { outcomes: sol.outcomes, depths: sol.depths, key: `graph|${state.solvedKey}` } : null; },
    puzzle: graphPuzzle,
    puzzleSides: () => ({ you: 'player to move', them: 'opponent' }),
    debug: { model, views, state, sides, answer: () => currentSolution()?.answerLines() ?? null },
  };
  const tokens = Object.values(PAGE_GAMES).find((g) => g.feature === 'pair-graph')?.tokens ?? ['cat', 'mouse'];
  const pair = {
    ...common, id: 'pair-graph', presets: () => [], loadPreset: () => {},
    why: () => explorerWhy(catMouse.explorer, !!catMouse.solution, catMouse.game),
    watch: () => explorerWatch(catMouse.explorer, !!catMouse.solution),
    puzzle: catMousePuzzle,
    puzzleSides: (pz) => puzzleSides(pz, tokens),
    debug: catMouse,
  };
  return [graph, pair];
}
