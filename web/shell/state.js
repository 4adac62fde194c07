// Where the page's state lives (JavaScript only): the game and its options, the graph model
// being edited (one GraphModel), its views, the graph solution and the position view's
// selection, line and play. Boards keep theirs in board/feature.js, two-token solutions stay
// in the worker as sessions (explore/two-token.js asks them).

import { GraphModel } from '../graph/model.js';
import { buildSuccessors } from '../explore/outcome.js';
import { featureOf, gameInfo, sidesOf } from './games.js';
import { presetById, DEFAULT_PRESET } from '../graph/presets.js';

export const model = new GraphModel();
export const views = [];   // the GraphViews on screen (two for alice-bob's A and B maps)

export const state = {
  game: presetById(DEFAULT_PRESET).game,   // the registry id shown
  misere: false,
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
  presetNote: '',
  textSource: null,        // { text, version }: the box text the board was read from, and when
  bigText: null,           // { text, name, placeholder }: a big text held outside the box
  ownWork: false,          // the board holds the user's own graph (drawn or read), worth saving
  loadingPreset: false,
  hideOutcomes: false,     // puzzles: the maps show no outcome (it would give the answer away)
  watch: null,             // Watch the solver: { replay (explore/waves.js), step, kind, key }
  previousMap: false,      // What changed: show the map as it was before the last edit
};

export const isGrid = () => featureOf(state.game) === 'board';
export const isCM = () => featureOf(state.game) === 'pair-graph';
export const sides = () => sidesOf(state.game);
export const misereOn = () => state.misere && !!gameInfo(state.game).misereOption;
export const solveKey = () => `${model.version}|${state.game}|${misereOn()}`;
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
