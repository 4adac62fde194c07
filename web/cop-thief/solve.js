// The board's solve in the worker (the board feature's state: cop-thief/state.js): the board sent
// as cells, the solution kept with its cell ↔ location index, the explorer loaded (at a
// position a link or a puzzle asked for), and after a painted edit the worker's diff of every
// position.

import { cloneBoard, boardCells } from './board.js';
import { placeMap, askWhole } from '../lib/map-changes.js';
import { events } from '../shell/state.js';
import { solver, solveWithProgress } from '../ui/page.js';
import { boardKey } from './state.js';
import { renderBoard } from './render.js';

// Resolves when the solve ends (or another board is shown).
/** @param {import('./state.js').BoardState} state */
export async function solveBoard(state) {
  const { ui, explorer: ex, cops } = state;
  const render = () => renderBoard(state);
  clearTimeout(state.solveTimer);
  const b = ui.board;
  const k = boardKey(state);
  ui.changes = null;
  ui.whole = null;
  cops.drop(); // a solve shows its outcome map, not How many cops?'s capture map
  // A painted edit: after the solve, ask the worker what changed over every position.
  const before =
    ui.kept && ui.solution ? { session: ui.solution.result.session, locations: ui.solution.result.locations } : null;
  ui.solving = true;
  render();
  await solveWithProgress({
    ask: (update) => solver.solveBoard({ rows: b.rows, cols: b.cols, cells: boardCells(b) }, update),
    fresh: () => k === boardKey(state),
    take(result) {
      const index = new Int32Array(b.rows * b.cols).fill(-1);
      for (let i = 0; i < result.locations.length; i++) index[result.locations[i]] = i;
      ui.solution = { key: k, result, index, board: cloneBoard(b) };
      const want = state.pendingPos;
      state.pendingPos = null;
      ex.load(result, {
        at: want ? { places: [index[want.police] ?? -1, index[want.thief] ?? -1], mover: want.side } : null,
      });
      if (before)
        askWhole(solver, before, result, placeMap(before.locations, result.locations), (r) => {
          if (ui.solution?.result === result) {
            ui.whole = r;
            render();
          }
        });
    },
    settle(last) {
      if (last) ui.solving = solver.busy;
      events.emit('solution-changed', { feature: 'cop-thief' });
      render();
    },
  });
}
