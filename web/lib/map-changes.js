// What an edit changed on the map shown, for any game on the explorer (police and thief:
// cells; cat and mouse: nodes; a design: its places): before a re-solve the map is kept; when
// the new map for the same token, side to move and other tokens' cells arrives, the places
// whose outcome or depth changed are marked and counted in words (lib/changes.js's words).

import { changeWords } from './changes.js';

const LETTER = ['D', 'W', 'L'];

// The map on screen before a re-solve (the explorer's, kit/explorer.js): { key, byCell:
// Map(cell → [o, d]), oldOf }. cellOf(place) → the place's cell (a number that survives an
// edit); oldOf(cell now) → its cell before the edit (-1: new), for edits that renumber.
/**
 * What of an explorer (kit/explorer.js) these read: the map shown and the position it is of.
 * @typedef {{ map: { outcomes: Uint8Array, depths: Uint32Array } | null, pos: number | null, token: number,
 *   mover: number, places: number[] }} MapShown
 */
/** @typedef {{ key: string, byCell: Map<number, number[]>, oldOf: (cell: number) => number }} KeptMap */
/**
 * @typedef {{ count: number, added: number, depthOnly: number, transitions: Map<string, number> }} ChangeCounts
 */
/**
 * @typedef {{ changedCells: Set<number>, changedPlaces: Set<number>, words: string, key: string, prev: KeptMap,
 *   counts: ChangeCounts }} MapChanges
 */
/**
 * @param {MapShown} ex
 * @param {(place: number) => number} cellOf
 * @param {(cell: number) => number} [oldOf]
 * @returns {KeptMap | null}
 */
export function keepMap(ex, cellOf, oldOf = (x) => x) {
  if (!ex.map || ex.pos === null) return null;
  const byCell = new Map();
  ex.map.outcomes.forEach((o, p) => byCell.set(cellOf(p), [o, ex.map.depths[p]]));
  return { key: mapKeyOf(ex, cellOf), byCell, oldOf };
}

// The diff once the new map is the same map (the same token moved, the same side to move, the
// others on the same cells): { changedCells: Set of cells, changedPlaces: Set of places, words,
// key, prev, counts (changeWords's: a map of a whole game sums its sides') } or null (not
// comparable yet).
/**
 * @param {KeptMap | null} kept
 * @param {MapShown} ex
 * @param {(place: number) => number} cellOf
 * @returns {MapChanges | null}
 */
export function mapDiff(kept, ex, cellOf) {
  if (!kept || !ex.map || ex.pos === null) return null;
  const key = mapKeyOf(ex, cellOf);
  if (kept.key !== mapKeyOf(ex, (p) => kept.oldOf(cellOf(p)))) return null;
  const changedCells = new Set(),
    changedPlaces = new Set();
  const transitions = new Map();
  let count = 0,
    added = 0,
    depthOnly = 0;
  const mark = (p) => {
    changedCells.add(cellOf(p));
    changedPlaces.add(p);
    count++;
  };
  ex.map.outcomes.forEach((o, p) => {
    const d = ex.map.depths[p];
    if (o === 3) return;
    const old = kept.byCell.get(kept.oldOf(cellOf(p)));
    if (!old || old[0] === 3) {
      mark(p);
      added++;
      return;
    }
    if (old[0] !== o) {
      const k = `${LETTER[old[0]]}→${LETTER[o]}`;
      transitions.set(k, (transitions.get(k) ?? 0) + 1);
      mark(p);
    } else if (o !== 0 && old[1] !== d) {
      mark(p);
      depthOnly++;
    }
  });
  const counts = { count, added, depthOnly, transitions };
  const words = changeWords(counts).replace('This edit changed', 'On this map, the edit changed');
  return { changedCells, changedPlaces, words, key, prev: kept, counts };
}

// The value a place had on the kept map before the edit ({ outcome, depth } or null), for "the map
// before the edit".
/**
 * @param {MapChanges | null} changes
 * @param {number} place
 * @returns {{ outcome: number, depth: number } | null}
 */
export function previousValue(changes, place) {
  const old = changes?.prev.byCell.get(changes.prev.oldOf(place));
  return old && old[0] !== 3 ? { outcome: old[0], depth: old[1] } : null;
}

// The worker's diff over every position (solver.diff) in words.
/**
 * @param {import('../solver/messages.js').DiffAnswer} r
 * @returns {string}
 */
export function wholeWords(r) {
  const transitions = new Map();
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++)
      if (r.transitions[a][b]) transitions.set(`${LETTER[a]}→${LETTER[b]}`, r.transitions[a][b]);
  return changeWords({ count: r.changed, added: r.added, depthOnly: r.depthOnly, transitions }).replace(
    'This edit changed',
    'Over the whole game (either side to move), the edit changed',
  );
}

// The place-to-place map a diff needs: per location now, the old location (0xFFFFFFFF: new).
/**
 * @param {ArrayLike<number>} oldLocations
 * @param {ArrayLike<number>} newLocations
 * @param {(place: number) => number} [oldOf]
 * @returns {Uint32Array}
 */
export function placeMap(oldLocations, newLocations, oldOf = (x) => x) {
  const index = new Map();
  for (let l = 0; l < oldLocations.length; l++) index.set(oldLocations[l], l);
  return Uint32Array.from(newLocations, (place) => index.get(oldOf(place)) ?? 0xffffffff);
}

// What the last edit changed on the map shown (t: { kept, changes }, a feature's): the diff
// once a new map of the kind kept is there; dropped when nothing is solved or another map is
// shown (another token moving, side to move or held cells). → t.changes.
/**
 * @param {Record<string, any> & { kept?: KeptMap | null, changes?: MapChanges | null }} t a feature's state; its kept
 * and changes are set here
 * @param {MapShown} ex
 * @param {(place: number) => number} cellOf
 * @param {boolean} solved
 * @returns {MapChanges | null}
 */
export function followChanges(t, ex, cellOf, solved) {
  if (solved && t.kept && ex.map) {
    const diff = mapDiff(t.kept, ex, cellOf);
    if (diff) {
      t.changes = diff;
      t.kept = null;
    }
  }
  if (t.changes && (!solved || t.changes.key !== mapKeyOf(ex, cellOf))) t.changes = null;
  return t.changes;
}

// After an edit's re-solve: the worker's diff of the two sessions over every position (places
// matched by oldOf, placeMap's), given to take(r) — nothing when it fails.
/**
 * @type {(solver: import('../solver/client.js').SolverClient, before: { session: number },
 *   result: { session: number }, oldOf: Uint32Array,
 *   take: (r: import('../solver/messages.js').DiffAnswer) => void) => Promise<void>}
 */
export const askWhole = (solver, before, result, oldOf, take) =>
  solver
    .diff({ session: result.session, previous: before.session, oldOf })
    .then(take)
    .catch(() => {});

// The words and the toggle of the changes box (noun: cells, nodes, places).
/**
 * @param {(id: string) => HTMLElement} $ the page's DOM lookup (ui/page.js)
 * @param {MapChanges | null} changes
 * @param {string} noun
 * @param {boolean} previous the map before the edit is shown
 * @param {import('../solver/messages.js').DiffAnswer | null} [whole]
 */
export function showChangesBox($, changes, noun, previous, whole = null) {
  $('changes-box').hidden = !changes;
  if (!changes) return;
  $('changes-words').textContent =
    (whole ? wholeWords(whole) + ' ' : '') +
    changes.words +
    (changes.changedCells.size ? ` Changed ${noun} are ringed.` : '');
  const b = $('changes-previous');
  b.hidden = changes.changedCells.size === 0;
  b.textContent = previous ? 'Show the map now' : 'Show the map before the edit';
  b.setAttribute('aria-pressed', String(previous));
}

// Which map is shown: the token the map moves, the side to move and the others' cells.
/**
 * @param {MapShown} ex
 * @param {(place: number) => number} cellOf
 * @returns {string}
 */
export function mapKeyOf(ex, cellOf) {
  if (ex.pos === null) return '';
  return `${ex.token}|${ex.mover}|${ex.places.map((p, i) => (i === ex.token ? '' : cellOf(p))).join(',')}`;
}
