// The solver worker's message handling (docs/wasm-api.md), apart from the worker global so
// node tests can drive it with the page's module.
//
// createSolverHandler({ loadModule, loadFull, post, nextTask, chunk, callMs, sliceMs,
//                       progressEveryMs, now })
//   loadModule(): Promise of the module (createWhoWins()); created once, on first need.
//   post(message, transfer): sends a reply to the page.
//   nextTask(): Promise that resolves in a new macrotask (one advance() per task, so progress
//     messages flow and V8 tiers the loop up).
// Returns handle(message): Promise resolved when the request is answered. Requests are
// answered one at a time, in order, exactly one final reply each (init, result or error).
// Its state is worker-state.js's; its parts: worker-requests.js (init, check, open, the CLI's
// texts), worker-ask.js (questions about a kept session), worker-chunks.js (the solve's loop),
// worker-values.js (the module's answers as plain objects), worker-limits.js (the page's limits).

import { createWorkerState, forgetModule } from './worker-state.js';
import { init, check, open, cliText } from './worker-requests.js';
import { ask } from './worker-ask.js';
import { messageOf } from './worker-values.js';

export { PAGE_LIMITS, tooBigMessage } from './worker-limits.js';

/** @type {Record<string, (state: import('./worker-state.js').WorkerState, msg: any) => Promise<void>>} */
const HANDLERS = {
  init,
  check,
  open,
  ask,
  'cli-json': (state, msg) => cliText(state, msg, 'json'),
  'cli-dot': (state, msg) => cliText(state, msg, 'dot'),
};

// A request answered: by its handler, or with an error (an unknown request, or the handler's
// failure).
/** @param {import('./worker-state.js').WorkerState} state */
async function answer(state, msg) {
  const id = msg && msg.id !== undefined ? msg.id : null;
  const handler = msg && Object.hasOwn(HANDLERS, msg.type) ? HANDLERS[msg.type] : null;
  if (!handler) {
    state.post({ type: 'error', id, message: `unknown request '${msg && msg.type}'` });
    return;
  }
  try {
    await handler(state, msg);
  } catch (e) {
    // A WASM abort leaves the module unusable: make a fresh one for the next request.
    forgetModule(state);
    state.post({ type: 'error', id, message: messageOf(e) });
  }
}

/**
 * @param {Parameters<typeof createWorkerState>[0]} options (worker-state.js)
 * @returns {(message: any) => Promise<void>}
 */
export function createSolverHandler(options) {
  const state = createWorkerState(options);
  return function handle(msg) {
    state.queue = state.queue.then(() => answer(state, msg));
    return state.queue;
  };
}
