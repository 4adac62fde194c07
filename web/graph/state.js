// The graph features' own state (JavaScript only): the graph model being edited (one
// GraphModel), its views, the graph solution and the position view's selection, line and
// play, and cat and mouse's two-token layer over the same model. Only graph/ reads or writes
// it; the shell's shared state (game, options) is shell/state.js's `app`.

import { GraphModel } from '../lib/graph-model.js';
import { createCatMouseUI } from './cat-mouse.js';
import { buildSuccessors } from '../lib/outcome.js';
import { featureOf } from '../lib/games.js';
import { app, sides, misereOn } from '../shell/state.js';
import { refresh } from '../shell/features.js';

export { sides, misereOn };
export const model = new GraphModel();
export const views = [];   // the GraphViews on screen (two for alice-bob's A and B maps)

export const state = {
  base: 1,                 // how vertices are numbered on screen (follows the text read)
  map: 'AB',               // two start sides: 'A', 'B' or 'AB' (side by side)
  mode: 'move',
  cursor: null,            // the position shown in the position view (vertex, or 2v + side)
  selectedEdge: null,      // [a, b]
  pending: null,           // edge mode: the source vertex picked
  solution: null,
  solvedKey: '',
  successors: null,        // of the current graph
  successorsVersion: -1,
  solving: false,
  line: null,              // { positions, index, ends }
  play: null,
  hints: false,
  textSource: null,        // { text, version }: the box text the board was read from, and when
  bigText: null,           // { text, name, placeholder }: a big text held outside the box
  cops: null,              // the capture map How many cops? paints on the views (copsShown())
};

// Cat and mouse's two-token layer over the model (graph/cat-mouse.js); it redraws through the
// shell, which draws the game shown.
export const catMouse = createCatMouseUI({ model, onChange: () => refresh() });

// The folder shows two features' games on one drawn graph: 'graph' (a token on a directed
// graph) and 'pair-graph' (cat and mouse, two tokens on an undirected one). Where they differ,
// each file defines both features' hooks (defineHooks) and calls the shown one's (hooks()), so
// no code here asks which game it is.
const featureHooks = { graph: { id: 'graph' }, 'pair-graph': { id: 'pair-graph' } };
export const defineHooks = (feature, h) => Object.assign(featureHooks[feature], h);
export const hooks = () => featureHooks[featureOf(app.game)] ?? featureHooks.graph;
export const solveKey = () => `${model.version}|${app.game}|${misereOn()}`;
export const currentSolution = () => (state.solution && state.solvedKey === solveKey() ? state.solution : null);

// Successor lists of the current graph (rebuilt when it changed).
export function successors() {
  if (state.successorsVersion !== model.version || !state.successors) {
    const { from, to } = model.edgeArrays();
    state.successors = buildSuccessors(model.n, from, to);
    state.successorsVersion = model.version;
  }
  return state.successors;
}

// How many cops? on the drawn graph: the key of the graph it is asked about (graph/index.js's
// copGraph()), and the capture map it painted (cops/index.js: { key, title, fill(v), label(v),
// mark(v), tip(v), cls(v), click(v) }) while it fits the graph and nothing else needs the
// views (play, puzzles, Watch the solver).
export const copKey = () => `graph|${model.version}`;
export function copsShown() {
  const c = state.cops;
  return c && c.key === copKey() && !model.isBig && !state.play && !app.hideOutcomes && !app.watch ? c : null;
}
