// The token game's own state (a token on a drawn directed graph: generic, alice-bob), beside its
// explorer's (kit/explorer.js, which holds the position shown, the moves, the best line and
// play): the solve — the session's result and its table (lib/outcome.js's Solution) and which
// graph and game it is of — which start sides the views show, the vertex picked, a link's
// position waiting for the solve, and What changed's kept maps (lib/map-changes.js). Only graph/
// reads or writes it; the graph being edited is the editor's (graph-editor/state.js).

import { solveKey } from '../graph-editor/state.js';

export const graphSolve = {
  shownMap: 'AB', // two start sides: 'A', 'B' or 'AB' (side by side)
  /** @type {import('../lib/outcome.js').Solution | null} */
  solution: null,
  solvedKey: '',
  solving: false,
  picked: null, // the vertex the user picked (a click, a number, a link), or null
  pendingAt: null, // a link's position ({ places, mover }), shown once the solve is in
  kept: null, // What changed: per start side, the map before the edit (lib/map-changes.js keepMap)
  changes: null, // … and what the re-solve changed: { bySide, changedCells, words }
};

export const currentSolution = () =>
  graphSolve.solution && graphSolve.solvedKey === solveKey() ? graphSolve.solution : null;
