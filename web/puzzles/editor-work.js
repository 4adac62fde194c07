// The editor's work kept aside while puzzle mode borrows the board area: the game and its
// options, the graph (with its drawing) and the painted board, put back on leaving.

import { $ } from '../shell/page.js';
import { featureOf } from '../shell/games.js';
import { state, model } from '../shell/state.js';
import { boardUI } from '../shell/features.js';
import { setGame } from '../shell/main.js';
import { cloneBoard } from '../board/board.js';
import { loadGraph, unscheduleSolve } from '../graph/feature.js';
import { setBoxText } from '../graph/text-input.js';

let kept = null;

export function keepEditorWork() {
  const { from, to } = model.edgeArrays();
  kept = {
    game: state.game, misere: state.misere, base: state.base, ownWork: state.ownWork, presetNote: state.presetNote,
    graph: { n: model.n, from: from.slice(), to: to.slice(), positions: model.isBig ? null : { xs: model.xs.slice(), ys: model.ys.slice() } },
    box: $('graph-text').value,
    board: cloneBoard(boardUI.ui.board),
    graphShown: featureOf(state.game) !== 'board',
  };
}

export function restoreEditorWork() {
  if (!kept) return;
  const k = kept;
  kept = null;
  state.loadingPreset = true;
  try {
    setGame(k.game, { solveAfter: false });
    state.misere = k.misere;
    $('misere').checked = k.misere;
    state.base = k.base;
    if (k.graphShown) {
      boardUI.putBack(k.board);
      loadGraph(k.graph.n, k.graph.from, k.graph.to, { positions: k.graph.positions });
      setBoxText(k.box);
    } else {
      // The board game is shown: the graph goes back into the model without a solve.
      model.load(k.graph.n, k.graph.from, k.graph.to, k.graph.positions);
      unscheduleSolve();
      setBoxText(k.box);
      boardUI.openPosition(k.board, null);
    }
  } finally {
    state.loadingPreset = false;
    state.ownWork = k.ownWork;
    state.presetNote = k.presetNote;
  }
}
