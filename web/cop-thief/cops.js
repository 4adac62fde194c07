// How many cops? on the police-and-thief board: its free cells as the graph cops and robbers is
// played on (joined along rows and columns) and each cell's vertex; the capture map the card
// paints (held by cop-thief/feature.js, lib/paint.js's holder) is drawn over the plain board by the
// grid painter (kit/grid.js). Part of the board feature (cop-thief/index.js offers it through
// copGraph()).

import { WALL } from './board.js';
import { copGraphFrom, gridPairs, gridXy } from '../lib/cop-graph.js';

export const copKey = (ui) => `board|${ui.version}`;

// The free cells in order (vertex v is cells[v]) and each cell's vertex (-1: a wall), kept per
// version of the board.
function cellsOf(ui) {
  if (ui.copCells?.version === ui.version) return ui.copCells;
  const b = ui.board,
    cells = [],
    index = new Int32Array(b.grid.length).fill(-1);
  b.grid.forEach((x, i) => {
    if (x !== WALL) {
      index[i] = cells.length;
      cells.push(i);
    }
  });
  ui.copCells = { version: ui.version, cells, index };
  return ui.copCells;
}

// The board's free cells as a graph ({ n, edges, adj, xy, name, key }), or null.
export function boardCopGraph(ui) {
  const b = ui.board,
    { cells, index } = cellsOf(ui);
  if (!cells.length) return null;
  return copGraphFrom({
    n: cells.length,
    pairs: gridPairs(b.cols, cells, index),
    xy: gridXy(b.cols, cells),
    name: (v) => `(${Math.floor(cells[v] / b.cols) + 1}, ${(cells[v] % b.cols) + 1})`,
    key: copKey(ui),
    unit: 'cell',
  });
}

// The cell of a vertex.
export const copCellOf = (ui, v) => cellsOf(ui).cells[v];

// The vertex of a cell (-1: a wall or off the board).
export const copVertexOf = (ui, cell) => (cell >= 0 ? (cellsOf(ui).index[cell] ?? -1) : -1);

// How many vertices the board's graph has (its free cells).
export const copCount = (ui) => cellsOf(ui).cells.length;
