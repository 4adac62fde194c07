// The state every feature shares, owned by the shell: the game shown and its options and the
// page-wide view flags. Read it through `app` (read-only); change it only with setApp(), which
// announces the change on the page's event bus (`events`). Each feature keeps its own state
// (graph-editor/state.js, graph/state.js, cop-thief/feature.js); the events are listed in docs/internals.md.

import { createEvents } from '../lib/events.js';
import { gameInfo, sidesOf } from '../lib/games.js';

// The page's one event bus. Events (detail in braces):
//   game-changed     { game, previous, cause }   the shell switched games (shell/features.js)
//   edited           { feature, edit, cause }    what the user edits changed (cause 'user' for
//                                                the user's own edits; 'preset', 'share',
//                                                'puzzle', 'restore' for loads)
//   solution-changed { feature }                 a solve ended, or the solution on screen went
//   before-render    { feature }                 a feature is about to draw (tools drop what no
//                                                longer fits: a replay, a proof)
//   rendered         { feature }                 a feature drew its maps and panels
//   state-changed    { keys, cause }             setApp() changed these keys
//   depth-unit-changed { unit }                  depths are now written in plies or moves
//                                                (shell/depth-unit.js; lib/words.js)
export const events = createEvents();

/**
 * Watch the solver's replay (explore/watch.js).
 * @typedef {object} WatchState
 * @property {import('../lib/waves.js').WaveReplay} replay the waves (lib/waves.js)
 * @property {number} step the wave shown
 * @property {string} key what the replay was made of
 * @property {boolean} fixedToken the map moves one token over the places, the others fixed
 */

/**
 * The shared state's keys (`app`), as setApp() sets them.
 * @typedef {object} AppState
 * @property {string} game the registry id shown
 * @property {boolean} misere the misère option
 * @property {string} presetNote the preset's note shown in the rules card
 * @property {boolean} hideOutcomes puzzles: the maps show no outcome
 * @property {WatchState | null} watch Watch the solver
 * @property {boolean} previousMap What changed: show the map as it was before the last edit
 * @property {boolean} ownWork the editor holds the user's own work
 */

/** @type {AppState} */
const values = {
  game: '', // the registry id shown (set at start from the first preset or link)
  misere: false, // the misère option (graph games that have it)
  presetNote: '', // the preset's note shown in the rules card
  hideOutcomes: false, // puzzles: the maps show no outcome (it would give the answer away)
  watch: null, // Watch the solver: { replay (lib/waves.js), step, kind, key }
  previousMap: false, // What changed: show the map as it was before the last edit
  ownWork: false, // the editor holds the user's own work (drawn or read), worth saving
};

// Read-only view of the shared state.
export const app = Object.freeze(
  Object.defineProperties(
    /** @type {AppState} */ ({}),
    Object.fromEntries(Object.keys(values).map((k) => [k, { get: () => values[k], enumerable: true }])),
  ),
);

// Sets some keys ({ key: value }); unknown keys throw. Emits state-changed { keys, cause } when
// any value changed. Returns the keys that changed.
/**
 * @param {Partial<AppState>} patch
 * @param {string} [cause]
 * @returns {string[]}
 */
export function setApp(patch, cause = 'user') {
  const keys = [];
  for (const [k, v] of Object.entries(patch)) {
    if (!(k in values)) throw new Error(`setApp: no shared state '${k}'`);
    if (values[k] !== v) {
      values[k] = v;
      keys.push(k);
    }
  }
  if (keys.length) events.emit('state-changed', { keys, cause });
  return keys;
}

export const sides = () => sidesOf(values.game);
export const misereOn = () => values.misere && !!gameInfo(values.game).misereOption;
