// The board on the grid painter (kit/grid.js): its cells, the map shown, the tokens, legal
// moves, the hint, What changed and the hover as the painter's view, or How many cops?'s capture
// map over the plain board; the cell under the pointer and the words for a cell. Part of the
// board feature (cop-thief/feature.js).

import { WALL, EXIT } from './board.js';
import { valueLabel } from '../kit/explorer.js';
import { createGridPainter, palette, FREE as GRID_FREE, WALL as GRID_WALL, EXIT as GRID_EXIT } from '../kit/grid.js';
import { $ } from '../ui/page.js';
import { app } from '../shell/state.js';
import { previousValue } from '../lib/map-changes.js';
import { copVertexOf, copCellOf, copCount } from './cops.js';

// ctx: the feature's { ui, ex, current, cellOf, locOf, rc, mover, cops (lib/paint.js's holder),
// isActive } (cop-thief/feature.js passes them, read from cop-thief/state.js).
export function createBoardCanvas({ ui, ex, current, cellOf, locOf, rc, mover, cops, isActive }) {
  let drawQueued = false;
  const painter = createGridPainter({ canvas: $('grid-canvas'), wrap: $('grid-canvas-wrap') });
  const KIND = { [WALL]: GRID_WALL, [EXIT]: GRID_EXIT };

  // The map's value for cell i (the other token there), or null. solved: whether the board
  // on screen is the one solved (current(), which builds the board's key: a loop over the
  // cells passes it in, or a 128 x 128 map would build 16,384 keys of 16,384 characters).
  function cellValue(i, solved = !!current()) {
    if (!solved || ex.pos === null || app.hideOutcomes) return null;
    const loc = locOf(i);
    if (loc < 0) return null;
    if (app.watch && app.watch.replay.decidedAt[loc] > app.watch.step) return null; // not yet decided
    if (app.previousMap && ui.changes) return previousValue(ui.changes, i); // before the edit
    return ex.mapValue(loc);
  }

  // The board as the grid painter's view: cells, the map, the tokens (with a solution, the held
  // one solid and the other as a ring; else the starts), legal moves, the hint, What changed.
  function draw() {
    drawQueued = false;
    if (!isActive()) return;
    const b = ui.board,
      sol = current(),
      col = palette(),
      paint = cops.shown();
    const solved = !!sol,
      held = ex.pos !== null ? cellOf(ex.places[1 - ex.token]) : -1;
    const tokens = [];
    if (sol && ex.pos !== null) {
      const pc = cellOf(ex.places[0]),
        tc = cellOf(ex.places[1]);
      tokens.push(
        { cell: pc, colour: col.sides[0], letter: 'P', solid: ex.token === 1 },
        { cell: tc, colour: col.sides[1], letter: 'T', solid: ex.token === 0 },
      );
      if (ex.token === 1) tokens.reverse(); // the solid one on top
    } else {
      tokens.push(
        { cell: b.police, colour: col.sides[0], letter: 'P', solid: true },
        { cell: b.thief, colour: col.sides[1], letter: 'T', solid: true },
      );
    }
    const legal = sol ? ex.legal() : null,
      rings = [];
    if (legal) rings.push({ cells: [...legal].map(cellOf), colour: col.accent, dash: true });
    if (sol && ui.changes && !app.watch && !app.hideOutcomes)
      rings.push({ cells: ui.changes.changedCells, colour: col.changed, dash: true });
    const painted = painter.draw({
      rows: b.rows,
      cols: b.cols,
      key:
        `${ui.version}|${sol && ex.map ? ex.map.key : '-'}|${app.watch ? app.watch.step : '-'}|` +
        `${app.hideOutcomes}|${app.previousMap}`,
      kind: (i) => KIND[b.grid[i]] ?? GRID_FREE,
      value: (i) => (b.grid[i] === WALL ? null : cellValue(i, solved)),
      unlabelled: (i) => i === held,
      tokens,
      rings,
      hover: ui.hover,
      hint: sol ? hintCells(ex, cellOf) : null,
      paint,
      paintCount: paint ? copCount(ui) : 0,
      paintCell: (v) => copCellOf(ui, v),
      legend: $('grid-legend').textContent,
    });
    ui.drawn = paint
      ? { mapKey: '', at: performance.now(), paint: { key: paint.key, title: paint.title, places: painted } }
      : { mapKey: sol && ex.map ? ex.map.key : '', at: performance.now() };
  }
  function queueDraw() {
    if (!drawQueued) {
      drawQueued = true;
      requestAnimationFrame(draw);
    }
  }
  const cellAt = (e) => painter.cellAt(e);

  // The words for one cell (tooltip, tests).
  function cellText(i) {
    const b = ui.board;
    if (i < 0) return '';
    const kind = b.grid[i] === WALL ? 'wall' : b.grid[i] === EXIT ? 'exit' : 'free';
    let s = `Cell ${rc(i)}: ${kind}`;
    const paint = cops.shown(),
      v = copVertexOf(ui, i);
    if (paint) return v >= 0 && paint.tip(v) ? `${s} · ${paint.tip(v)}` : s;
    const val = b.grid[i] !== WALL ? cellValue(i) : null;
    if (val && ex.pos !== null) {
      const other = ex.token === 1 ? 'thief' : 'police';
      s += ` · ${other} here, ${mover(ex.mover)} to move: ${valueLabel(val)}`;
    }
    return s;
  }

  return {
    draw,
    queueDraw,
    cellAt,
    cellValue,
    cellText,
    palette,
    svg: () => painter.svg(),
    png: () => painter.png(),
    clientPoint: (i) => painter.clientPoint(i),
  };
}

// The hint on the grid painter's view: the cell of the token to move ringed, and at the last
// level the move as an arrow to its target (kit/explorer.js hintMarks).
function hintCells(ex, cellOf) {
  const marks = ex.hintMarks();
  if (!marks) return null;
  const from = cellOf(marks.from);
  return { from, to: marks.to === null ? from : cellOf(marks.to) };
}
