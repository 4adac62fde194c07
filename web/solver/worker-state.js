// The solver worker's state, named (solver/worker-core.js): its options, the modules loaded
// (the first one, and the full one where the first is the small whowins-lite), the registry
// read from them, the sessions kept to be asked, and the queue of requests.

import { plainGames, inputOf } from './worker-values.js';

const KEEP_PREVIOUS = 1500; // places: 2 × 1,500² positions at the most

// chunk: the most work per advance() call, in the solve object's units (positions, or moves
// and positions: docs/wasm-api.md); callMs: the time a call should take — the budget adapts
// to it (worker-chunks.js).
//
// loadFull: where the first module (loadModule) is the page's small one with the graph games
// only (whowins-lite, web/solver/start.js), a Promise of the full module: the graph games stay
// on the first module until the full one has loaded, everything else waits for it.
/**
 * @param {object} options
 * @param {() => Promise<any>} options.loadModule
 * @param {(() => Promise<any>) | null} [options.loadFull]
 * @param {readonly string[]} [options.firstOpens] the session kinds the first module opens where
 *   there is a full one after it (lib/link-module.js FIRST_MODULE_SESSIONS: the graph games')
 * @param {(message: import('./messages.js').Reply, transfer?: Transferable[]) => void} options.post
 * @param {() => Promise<void>} options.nextTask
 * @param {number} [options.chunk]
 * @param {number} [options.callMs]
 * @param {number} [options.sliceMs]
 * @param {number} [options.progressEveryMs]
 * @param {() => number} [options.now]
 */
export function createWorkerState({
  loadModule,
  loadFull = null,
  firstOpens = ['graph'],
  post,
  nextTask,
  chunk = 200000,
  callMs = 15,
  sliceMs = 20,
  progressEveryMs = 50,
  now = () => performance.now(),
}) {
  return {
    loadModule,
    loadFull,
    firstOpens,
    post,
    nextTask,
    chunk,
    callMs,
    sliceMs,
    progressEveryMs,
    now,
    /** @type {Promise<any> | null} the first module, created once, on first need */
    modulePromise: null,
    /** @type {Promise<any> | null} the full module, asked for once */
    fullPromise: null,
    fullModule: null, // the full module once loaded
    /** @type {object[] | null} the module's games as plain objects, read once per module */
    registry: null,
    // The sessions kept to be asked (one per slot: the game's, and the cop number's — a game
    // whose registry kind is 'cops', asked beside the game on screen), and the game's session
    // before it while small (What changed compares the two).
    /** @type {Map<string, KeptSession>} slot -> the session */
    kept: new Map(),
    /** @type {KeptSession | null} */
    previous: null,
    /** @type {Promise<void>} the requests, answered one at a time */
    queue: Promise.resolve(),
  };
}

/** @typedef {ReturnType<typeof createWorkerState>} WorkerState */
/** @typedef {{ id: any, s: any, places: number, M: any, slot: string }} KeptSession */

/** @param {WorkerState} state */
export const firstModule = (state) => (state.modulePromise ??= state.loadModule());

// The full module (the first one where there is no other).
/** @param {WorkerState} state */
export function fullModule(state) {
  if (!state.loadFull) return firstModule(state);
  return (state.fullPromise ??= state.loadFull().then((M) => (state.fullModule = M)));
}

/** @param {WorkerState} state */
export const gamesOf = (state, M) => (state.registry ??= plainGames(M.games()));

// The module that opens `game`: the first one while it can (a graph game, or a board where the
// first is the boards' module: state.firstOpens) and the full one has not loaded, else the full one.
/** @param {WorkerState} state */
export async function moduleFor(state, game) {
  if (!state.loadFull) return firstModule(state);
  if (state.fullModule) return state.fullModule;
  const M = await firstModule(state);
  const g = gamesOf(state, M).find((x) => x.id === String(game));
  return g && state.firstOpens.includes(g.session) ? M : fullModule(state);
}

// The registry's session kind of a game ('graph', 'cop-thief', 'cat-mouse', 'design', 'cops', 'sum'),
// '' if unknown; and the slot its session is kept in (a sum's beside the game's: the many-tokens
// page solves the product graph of a few tokens as a generic game while it asks the sum).
/** @param {WorkerState} state */
export const kindOf = (state, M, game) => gamesOf(state, M).find((x) => x.id === String(game))?.session ?? '';
export const slotOf = (kind) => (kind === 'cops' || kind === 'sum' ? kind : 'game');

// A session of the module for a request (null where the module has none: the JS stand-in).
/** @param {WorkerState} state */
export function openSession(state, M, msg) {
  if (typeof M.openSession !== 'function') return null;
  return M.openSession(String(msg.game), inputOf(msg, kindOf(state, M, msg.game)));
}

// Lets go of the session in `slot`; the game's is kept as the previous one while small.
/** @param {WorkerState} state */
export function drop(state, slot) {
  const old = state.kept.get(slot);
  state.kept.delete(slot);
  if (slot !== 'game') {
    old?.s.delete();
    return;
  }
  state.previous?.s.delete();
  state.previous = old && old.places <= KEEP_PREVIOUS ? old : null;
  if (old && !state.previous) old.s.delete();
}

// The kept session of that id (the request's that opened it), or null.
/** @param {WorkerState} state */
export const sessionOf = (state, id) => [...state.kept.values(), state.previous].find((k) => k && k.id === id) ?? null;

// After a WASM abort the module is unusable: forget it and its sessions (a fresh one is made for
// the next request).
/** @param {WorkerState} state */
export function forgetModule(state) {
  state.modulePromise = null;
  state.registry = null;
  state.kept.clear();
  state.previous = null;
}
