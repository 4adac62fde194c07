// "What changed" for designed games (pure): the map on screen kept before an edit (per cell or
// vertex, so it survives a new board), and after the re-solve the places whose outcome or depth
// changed on the same map (the same token moved, the same side to move, the other tokens on the
// same cells), counted in words as the graph games' are.

import { changeWords } from '../lib/changes.js';

const LETTER = ['D', 'W', 'L'];

// board: model.js's board; ex: the explorer's state with its map. → kept, or null.
export function keepDesignMap(board, ex) {
  if (!ex.map || ex.pos === null) return null;
  const cellOf = (p) => board.places[p];
  const values = new Map();
  ex.map.outcomes.forEach((o, p) => { if (o !== 3) values.set(cellOf(p), { o, d: ex.map.depths[p] }); });
  return { token: ex.token, mover: ex.mover, others: ex.places.map((p, i) => (i === ex.token ? -1 : cellOf(p))).join(','), values };
}

// The changes between a kept map and the map now (same kind of map), or null when the map now
// is another one. → { changedCells: Set of places, words, before(place) → { o, d } | null }.
export function diffDesignMap(kept, board, ex) {
  if (!kept || !ex.map || ex.pos === null) return null;
  const cellOf = (p) => board.places[p];
  const others = ex.places.map((p, i) => (i === ex.token ? -1 : cellOf(p))).join(',');
  if (kept.token !== ex.token || kept.mover !== ex.mover || kept.others !== others) return null;
  const changedCells = new Set(), transitions = new Map();
  let count = 0, added = 0, depthOnly = 0;
  ex.map.outcomes.forEach((o, p) => {
    if (o === 3) return;
    const was = kept.values.get(cellOf(p));
    if (!was) { changedCells.add(p); added++; count++; return; }
    if (was.o !== o) {
      changedCells.add(p); count++;
      const k = `${LETTER[was.o]}→${LETTER[o]}`;
      transitions.set(k, (transitions.get(k) ?? 0) + 1);
    } else if (was.d !== ex.map.depths[p]) { changedCells.add(p); count++; depthOnly++; }
  });
  const words = changeWords({ count, added, depthOnly, transitions }).replace('positions', 'places on this map').replace('position:', 'place on this map:');
  return { changedCells, words, before: (p) => kept.values.get(cellOf(p)) ?? null };
}
