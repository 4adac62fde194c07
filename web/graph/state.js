// The token game's own state (a token on a drawn directed graph: generic, alice-bob): its
// solution, the position shown (the cursor: vertex, or 2v + side), the best line, play against
// the solver, and which start sides the views show. Only graph/ reads or writes it; the graph
// being edited is the editor's (graph-editor/state.js).

import { solveKey } from '../graph-editor/state.js';

export const tokenGame = {
  map: 'AB', // two start sides: 'A', 'B' or 'AB' (side by side)
  cursor: null, // the position shown in the position view (vertex, or 2v + side)
  solution: null,
  solvedKey: '',
  solving: false,
  line: null, // { positions, index, ends }
  play: null,
  hints: false,
};

export const currentSolution = () =>
  tokenGame.solution && tokenGame.solvedKey === solveKey() ? tokenGame.solution : null;
