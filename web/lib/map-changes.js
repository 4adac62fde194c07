// What an edit changed in a two-token game, on the map shown (police and thief: cells; cat and
// mouse: nodes): before a re-solve the fixed token's map is kept; when the new map for the
// same fixed place and side to move arrives, the places whose outcome or depth changed are
// marked and counted in words (explore/changes.js's words, for the side to move).

import { changeWords } from './changes.js';

const LETTER = ['D', 'W', 'L'];

// The map on screen before a re-solve: { fix, side, fixedCell, byCell: Map(cell → [o, d]) }.
// oldOf(new place) → the place's number before the edit (-1: new), for edits that renumber.
export function keepMap(ex, locations, oldOf = (x) => x) {
  if (!ex.map || !ex.pos) return null;
  const fixedLoc = ex.fix === 0 ? ex.pos.c : ex.pos.r;
  const byCell = new Map();
  for (let loc = 0; loc < locations.length; loc++) byCell.set(locations[loc], [ex.map.outcomes[loc], ex.map.depths[loc]]);
  return { fix: ex.fix, side: ex.pos.side, fixedCell: locations[fixedLoc], byCell, oldOf };
}

// The diff once the new map is the same kind of map: { changedCells: Set, words } or null
// (not comparable yet).
export function mapDiff(kept, ex, locations) {
  if (!kept || !ex.map || !ex.pos) return null;
  const fixedLoc = ex.fix === 0 ? ex.pos.c : ex.pos.r;
  if (ex.fix !== kept.fix || ex.pos.side !== kept.side || kept.oldOf(locations[fixedLoc]) !== kept.fixedCell) return null;
  const changedCells = new Set();
  const transitions = new Map();
  let count = 0, added = 0, depthOnly = 0;
  for (let loc = 0; loc < locations.length; loc++) {
    const o = ex.map.outcomes[loc], d = ex.map.depths[loc];
    if (o === 3) continue;
    const old = kept.byCell.get(kept.oldOf(locations[loc]));
    if (!old || old[0] === 3) { changedCells.add(locations[loc]); added++; count++; continue; }
    if (old[0] !== o) {
      const k = `${LETTER[old[0]]}→${LETTER[o]}`;
      transitions.set(k, (transitions.get(k) ?? 0) + 1);
      changedCells.add(locations[loc]); count++;
    } else if (o !== 0 && old[1] !== d) {
      changedCells.add(locations[loc]); count++; depthOnly++;
    }
  }
  const words = changeWords({ count, added, depthOnly, transitions }).replace('This edit changed', 'On this map, the edit changed');
  return { changedCells, words, key: mapKeyOf(ex, locations), prev: kept };
}

// The value a place had on the kept map before the edit ({ o, d } or null), for "the map
// before the edit".
export function previousValue(changes, place) {
  const old = changes?.prev.byCell.get(changes.prev.oldOf(place));
  return old && old[0] !== 3 ? { o: old[0], d: old[1] } : null;
}

// The worker's diff over every position (solver.diff) in words.
export function wholeWords(r) {
  const transitions = new Map();
  for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) if (r.transitions[a][b]) transitions.set(`${LETTER[a]}→${LETTER[b]}`, r.transitions[a][b]);
  return changeWords({ count: r.changed, added: r.added, depthOnly: r.depthOnly, transitions })
    .replace('This edit changed', 'Over the whole game (either side to move), the edit changed');
}

// The place-to-place map a diff needs: per location now, the old location (0xFFFFFFFF: new).
export function placeMap(oldLocations, newLocations, oldOf = (x) => x) {
  const index = new Map();
  for (let l = 0; l < oldLocations.length; l++) index.set(oldLocations[l], l);
  return Uint32Array.from(newLocations, (place) => index.get(oldOf(place)) ?? 0xFFFFFFFF);
}

// The words and the toggle of the changes box, for a two-token feature (noun: cells, nodes).
export function showChangesBox($, changes, noun, previous, whole = null) {
  $('changes-box').hidden = !changes;
  if (!changes) return;
  $('changes-words').textContent = (whole ? wholeWords(whole) + ' ' : '') + changes.words + (changes.changedCells.size ? ` Changed ${noun} are ringed.` : '');
  const b = $('changes-previous');
  b.hidden = changes.changedCells.size === 0;
  b.textContent = previous ? 'Show the map now' : 'Show the map before the edit';
  b.setAttribute('aria-pressed', String(previous));
}

// Which map is shown: the fixed token, its cell and the side to move.
export function mapKeyOf(ex, locations) {
  if (!ex.pos) return '';
  return `${ex.fix}|${ex.pos.side}|${locations[ex.fix === 0 ? ex.pos.c : ex.pos.r]}`;
}
