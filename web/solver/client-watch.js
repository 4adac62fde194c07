// How the page's solver client (solver/client.js) knows its worker is gone, and what it says then:
// the worker's end seen through a Web Lock it holds for its life, the silence timer where that
// cannot tell, an answer that says the module ran out of memory, and the words of each.

// A silence timer that fires this much later than set tells of a page stopped meanwhile.
const LATE_MS = 2000;

// The page's side of the lock each solver worker holds for its life (solver/worker.js takes it
// and then sends {type: 'alive', lock}): the page asks for the same lock, and is granted it once
// the worker has ended, however it ended — an uncaught error, a browser that ends it without an
// error event (self.close(), a worker killed for its memory), or the page's own terminate().
// onEnd() runs then; the caller tells its own terminate() apart. Returns false where the
// browser has no Web Locks (the silence timer alone watches there). See the Web Locks API,
// https://developer.mozilla.org/en-US/docs/Web/API/Web_Locks_API
/**
 * @param {string} lock
 * @param {() => void} onEnd
 * @returns {boolean}
 */
export function watchWorkerEnd(lock, onEnd) {
  const locks = globalThis.navigator?.locks;
  if (!locks || typeof lock !== 'string' || !lock) return false;
  locks.request(lock, () => onEnd()).catch(() => {});
  return true;
}

// A failed request's message that says the module ran out of memory: the solver's own words
// (a std::bad_alloc caught: "not enough memory for this graph"), the module's abort ("OOM",
// "Cannot enlarge memory"), memory growth refused past the module's 4 GB maximum, a C++
// exception that left the module as a bare number (solver/worker-values.js messageOf), or the
// browser refusing a buffer for the answer.
const OUT_OF_MEMORY =
  /not enough memory|out of memory|bad_alloc|\bOOM\b|Cannot enlarge memory|Maximum memory size exceeded|could not allocate memory|Array buffer allocation failed/i;

/** @param {unknown} message */
export const outOfMemory = (message) => typeof message === 'string' && OUT_OF_MEMORY.test(message);

// The error every waiting request fails with when the worker is gone: it had started (it is
// restarted), ran out of memory (restarted too: a WebAssembly memory never shrinks, a new
// worker has the whole 4 GB again), or never started.
/**
 * @param {string} why
 * @param {{ started: boolean, memory?: boolean }} how
 * @returns {import('./messages.js').SolverError}
 */
export function crashError(why, { started, memory = false }) {
  const message = memory
    ? 'the solver ran out of memory (its 4 GB limit) and was restarted; your board is kept: try a smaller one, ' +
      `or the command line (whowins), which can use all of the computer's memory (${why})`
    : started
      ? `the solver stopped (${why}) and was restarted; your board is kept: solve again, or try a smaller one`
      : `the solver could not start: ${why}`;
  return Object.assign(new Error(message), { kind: 'crash' });
}

// (Re)starts the client's silence timer while anything waits for the worker (its start
// included): a worker that leaves it unanswered and sends nothing for client.silenceMs is
// taken for dead (onSilent), unless the page itself was stopped meanwhile.
/**
 * @param {{ watchdog: any, silenceMs: number, pending: Map<number, unknown>, starting: boolean }} client
 * @param {(why: string) => void} onSilent
 */
export function armSilence(client, onSilent) {
  clearTimeout(client.watchdog);
  client.watchdog = null;
  const waiting = () => client.pending.size > 0 || client.starting;
  if (!waiting() || !(client.silenceMs > 0)) return;
  const due = performance.now() + client.silenceMs;
  client.watchdog = setTimeout(() => {
    client.watchdog = null;
    if (!waiting()) return;
    // The page itself was stopped, not the worker: a hidden tab frozen, a computer asleep. The
    // timer then fires late, before the worker's messages that wait behind it: look again a
    // whole period later. A hidden page's timers are throttled too: no verdict while hidden.
    if (performance.now() - due > LATE_MS || globalThis.document?.visibilityState === 'hidden') {
      armSilence(client, onSilent);
      return;
    }
    onSilent(`no answer for ${Math.round(client.silenceMs / 1000)} s`);
  }, client.silenceMs);
}
