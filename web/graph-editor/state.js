// The drawn-graph editor's state (the layer the graph games share: graph/, a token on a directed
// graph, and cat-mouse/, cat and mouse): the graph model being edited (one GraphModel), its
// views, the editor's own selection (an edge, an edge's pending source, the tool), the text the
// board was read from, and the games on it, each registered as one adapter. Only the editor and
// the games on it read or write it; the shell's shared state (game, options) is shell/state.js.

import { GraphModel } from '../lib/graph-model.js';
import { buildSuccessors } from '../lib/outcome.js';
import { featureOf } from '../lib/games.js';
import { app, sides, misereOn } from '../shell/state.js';

export { sides, misereOn };
export const model = new GraphModel();
export const views = []; // the GraphViews on screen (alice-bob: one per start side shown)

export const state = {
  base: 1, // how vertices are numbered on screen (follows the text read)
  mode: 'move',
  selectedEdge: null, // [a, b]
  pending: null, // edge mode: the source vertex picked
  textSource: null, // { text, version }: the box text the board was read from, and when
  bigText: null, // { text, name, placeholder }: a big text held outside the box
  cops: null, // the capture map How many cops? paints on the views (copsShown())
};

// The games on the drawn graph. Each registers one adapter (its feature id and what the editor
// asks of it), and the editor asks the shown game's, never which game it is:
//   id                          the feature ('graph', 'cat-mouse')
//   text: { parse(text, options), pairs, write(n, from, to, base) → { text, words } }
//                               its text format (pairs: the off-thread reader's cat and mouse flag)
//   activate({ game, previous }), deactivate()
//   views() → [{ side, title }] the views to draw (alice-bob: one per start side)
//   clear()                     a new graph is loading: drop the solution, selection and line
//   afterEdit()                 the graph's structure changed: drop what is gone, stop play
//   noteEdit(detail, cause)     an edit, before afterEdit (What changed keeps the old map)
//   playing() → bool            a game is played on the views (editing is locked)
//   tokenVertex?() → vertex | null  where the keyboard cursor starts (the token to move)
//   takeBack(), replay(), hint?(), stopPlay()   the play keys (Ctrl+Z, Ctrl+Y, H, Esc: keys.js)
//   selected() → vertex | null; select(v, side); deselect()   the vertex selected in move mode
//   clickVertex(v, shift) → bool    a click in move mode (true: the game took it)
//   gotoVertex(k, shift), onPanelClick(e), onKey(e, typing) → bool
//   decorate(copsDecor), renderPanels(), solve(), solving() → bool, solveCancelled()
//   solved() → a solution or null, autoSolveOk() → bool
//   exports: { dot, json() → { text, words(text) } | null }
//   shareState() → its fields of a link; shareApply(s, stage) a link opened: 'prepare' (before the
//                               game switch), 'load' (before the graph loads), 'loaded'
//   puzzleSource(solver, { from, to }) → { game, misere, text, mine(options) }
//   presetLoaded?(preset)       a preset's graph is loading (the many-tokens game reads its tokens)
const registry = new Map();
export const registerGame = (adapter) => registry.set(adapter.id, adapter);
export const games = () => [...registry.values()];
export const game = () => registry.get(featureOf(app.game)) ?? registry.values().next().value;
// A game on the drawn graph is shown.
export const onEditor = () => registry.has(featureOf(app.game));

export const solveKey = () => `${model.version}|${app.game}|${misereOn()}`;

// Successor lists of the current graph (rebuilt when it changed).
let succ = null,
  succVersion = -1;
export function successors() {
  if (succVersion !== model.version || !succ) {
    const { from, to } = model.edgeArrays();
    succ = buildSuccessors(model.n, from, to);
    succVersion = model.version;
  }
  return succ;
}

// How many cops? on the drawn graph: the key of the graph it is asked about
// (graph-editor/features.js's copGraph()), and the capture map it painted (cops/index.js:
// { key, title, fill(v), label(v), mark(v), tip(v), cls(v), click(v) }) while it fits the graph
// and nothing else needs the views (play, puzzles, Watch the solver).
export const copKey = () => `graph|${model.version}`;
export function copsShown() {
  const c = state.cops;
  return c && c.key === copKey() && !model.isBig && !game()?.playing() && !app.hideOutcomes && !app.watch ? c : null;
}
