// The solver worker's requests that load a module or open a session (solver/worker-core.js):
// init, check, open (a solve kept to be asked: solver/worker-ask.js), and the CLI's texts.

import { PAGE_LIMITS, tooBigMessage } from './worker-limits.js';
import { plainInfo, plainStats, plainValue, standIn } from './worker-values.js';
import { firstModule, fullModule, gamesOf, moduleFor, kindOf, slotOf, openSession, drop } from './worker-state.js';
import { runInChunks } from './worker-chunks.js';

/** @typedef {import('./worker-state.js').WorkerState} WorkerState */

// The most positions of a design the designs' first module solves (a second or two of its bit
// engine); past them the design waits for the full module.
export const FIRST_MODULE_DESIGN_POSITIONS = 50_000_000;

/** @param {WorkerState} state */
export async function init(state) {
  const M = await firstModule(state);
  // threads: how many the module solves on (the threaded module's setThreads; 1 otherwise).
  const threads = typeof M.threads === 'function' ? Number(M.threads()) : 1;
  state.post({ type: 'init', games: gamesOf(state, M), threads });
}

// Refuses (posts the error, returns true) a solve past the page's limits, before it starts.
/** @param {WorkerState} state */
function refused(state, id, kind, positions, game) {
  const message = tooBigMessage(kind, positions, game);
  if (message) state.post({ type: 'error', id, message, tooBig: { positions, limit: PAGE_LIMITS[kind] } });
  return !!message;
}

// { game, ...input } → 'info': the game read and counted, nothing solved (the error, the
// positions, the refusal past the page's limits, the places and tokens).
/** @param {WorkerState} state */
export async function check(state, msg) {
  const M = await moduleFor(state, msg.game);
  const s = openSession(state, M, msg);
  if (!s) {
    state.post({ type: 'error', id: msg.id, message: standIn(msg.game) });
    return;
  }
  try {
    const error = String(s.error());
    const positions = error ? 0 : Number(s.positionCount());
    const tooBig = error ? '' : tooBigMessage(String(s.limit()), positions, String(s.game()));
    const info = error || tooBig ? null : plainInfo(s.info());
    state.post({ type: 'info', id: msg.id, error, positions, tooBig, info });
  } finally {
    s.delete();
  }
}

// { game, ...input, table } → 'result': the session opened (session/open.hpp: as the registry
// says), refused past the page's limits, solved in chunks and kept under the request's id;
// with every position's values when `table` is asked (the graph games).
/** @param {WorkerState} state */
export async function open(state, msg) {
  const { id } = msg;
  const t0 = state.now();
  let M = await moduleFor(state, msg.game);
  const slot = slotOf(kindOf(state, M, msg.game));
  let s = openSession(state, M, msg);
  if (s && M !== state.fullModule && state.loadFull && kindOf(state, M, msg.game) === 'design') {
    // The designs' first module has no kernels (CMakeLists.txt, whowins_first_module): a design
    // it cannot read (past its budget) or a big one (its kernels' shapes are solved faster there)
    // opens in the full module instead.
    if (String(s.error()) || Number(s.positionCount()) > FIRST_MODULE_DESIGN_POSITIONS) {
      s.delete();
      M = await fullModule(state);
      s = openSession(state, M, msg);
    }
  }
  if (!s) {
    drop(state, slot);
    state.post({ type: 'error', id, message: standIn(msg.game) });
    return;
  }
  const limit = String(s.limit());
  if (!String(s.error()) && limit && refused(state, id, limit, Number(s.positionCount()), String(s.game()))) {
    s.delete();
    return;
  }
  drop(state, slot);
  let keep = false;
  try {
    const progress = slot === 'cops' ? () => ({ cops: Number(s.copsTried()) }) : () => ({});
    if (!(await runInChunks(state, s, id, progress))) return;
    const { result, transfer } = solved(s, id, slot, !!msg.table);
    state.kept.set(slot, { id, s, places: result.info.places, M, slot });
    keep = true;
    result.ms = state.now() - t0;
    state.post(result, transfer);
  } finally {
    if (!keep) s.delete();
  }
}

// The 'result' of a solved session, and the buffers it hands over.
function solved(s, id, slot, table) {
  const info = plainInfo(s.info());
  const start = s.start() === null ? null : Number(s.start());
  /** @type {import('./messages.js').OpenReply} */
  const result = {
    type: 'result',
    id,
    session: id,
    game: String(s.game()),
    positions: Number(s.positionCount()),
    info,
    start,
    startPlaces: start === null ? [] : Array.from(s.places(start)),
    startValue: start === null ? null : plainValue(s.value(start)),
    stats: plainStats(s.stats()),
    histogram: { win: s.histogram(1), loss: s.histogram(2) },
    ms: 0,
  };
  const transfer = [info.cells.buffer, result.histogram.win.buffer, result.histogram.loss.buffer];
  // The cop number's own questions (a CopNumberSession's: src/wasm/bindings.cpp).
  if (slot === 'cops') {
    Object.assign(result, {
      cops: Number(s.cops()),
      tried: Number(s.copsTried()),
      placement: Array.from(s.placement()),
      captureTime: Number(s.captureTime()),
      verdict: String(s.verdict()),
    });
  }
  // The sum's γ (a SumSession's: src/wasm/bindings.cpp), per vertex.
  if (slot === 'sum') {
    const g = s.gamma();
    result.gamma = {
      value: Uint32Array.from(g.value),
      optionOffset: Uint32Array.from(g.optionOffset),
      optionValue: Uint32Array.from(g.optionValue),
    };
    transfer.push(result.gamma.value.buffer, result.gamma.optionOffset.buffer, result.gamma.optionValue.buffer);
  }
  if (table) {
    const t = s.table(PAGE_LIMITS.graph);
    if (t) {
      result.table = { outcomes: t.outcomes, depths: t.depths, best: t.best };
      transfer.push(t.outcomes.buffer, t.depths.buffer, t.best.buffer);
    }
  }
  return { result, transfer };
}

// The CLI's --json ('cli-json') or --dot ('cli-dot') of an input text, by the module's C++.
/** @param {WorkerState} state */
export async function cliText(state, msg, format) {
  const { post } = state;
  const M = await fullModule(state);
  const fn = format === 'dot' ? M.cliDot : M.cliJson;
  if (typeof fn !== 'function') {
    const what = format === 'dot' ? 'DOT' : 'JSON';
    post({
      type: 'error',
      id: msg.id,
      message: `this build has the JS stand-in solver: ${what} export needs the WebAssembly module`,
    });
    return;
  }
  // The size from the text's header or cells (M.inputPositions, cheap), against the page's
  // limits: a caller's maxPositions may be larger than the page can hold.
  if (typeof M.inputPositions === 'function') {
    const g = gamesOf(state, M).find((x) => x.id === String(msg.game));
    const size = M.inputPositions(String(msg.game), String(msg.input ?? ''));
    const kind = { 'cop-thief': 'copThief', 'cat-mouse': 'catMouse' }[g?.session] ?? 'graph';
    if (g && !size.error && refused(state, msg.id, kind, Number(size.positions), g.id)) return;
  }
  const r = fn(String(msg.game), String(msg.input ?? ''), !!msg.misere, msg.maxPositions ?? 4_000_000);
  if (r.error) post({ type: 'error', id: msg.id, message: String(r.error) });
  else if (format === 'dot') post({ type: 'dot', id: msg.id, dot: String(r.dot) });
  else post({ type: 'json', id: msg.id, json: String(r.json) });
}
