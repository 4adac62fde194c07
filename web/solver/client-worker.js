// The solver worker's handling on the page's side (docs/wasm-api.md): start it, send requests
// with progress, notice it is gone (client-watch.js) and start a fresh one, cancel by terminating
// it. SolverClient (client.js) gives the features their words on top of it.

import { watchWorkerEnd, outOfMemory, crashError, armSilence } from './client-watch.js';

/**
 * @import { GameEntry, ConfigRequest, SessionInput, Questions, CheckReply, OpenReply, AskReply, Reply, OnProgress,
 *   SolverError } from './messages.js'
 */

export class WorkerClient {
  // workerUrl: URL of worker.js (its query may carry ?chunk=N for tests). WorkerClass: the
  // Worker constructor (node tests pass a stand-in).
  // A worker that ends without an error event (a browser may end one that ran out of memory so)
  // is seen at once where the browser has Web Locks (client-watch.js watchWorkerEnd), and
  // replaced as on a crash. silenceMs: elsewhere, and for a worker that lives but is stuck, one
  // that leaves a request unanswered and sends nothing (no progress) for this long is taken for
  // dead. Solves report progress every chunk (a few ms to a few hundred), and no single call
  // the page makes runs for anything near this. The page's own stops (a frozen tab, sleep) do
  // not count (client-watch.js armSilence). `?silence=MS` sets it (tests).
  // config: the first message each worker started is sent (its options: solver/worker.js);
  // compiled: a Promise of the compiled WebAssembly.Module (or null) each worker is sent then,
  // when config.wasm is 'page' (solver/start.js).
  // compileFull: where the first module is the small one, a function that starts (once) the
  // full module's compilation and returns its Promise; each worker is sent it ({type:
  // 'wasm-full'}) once it asks ('need-full') or once the page has called ensureFull().
  /**
   * @param {string | URL} workerUrl
   * @param {object} [options]
   * @param {{ new (url: string | URL, options?: WorkerOptions): Worker }} [options.WorkerClass]
   * @param {number} [options.silenceMs]
   * @param {ConfigRequest | null} [options.config]
   * @param {Promise<WebAssembly.Module | null> | null} [options.compiled]
   * @param {(() => Promise<WebAssembly.Module | null>) | null} [options.compileFull]
   */
  constructor(
    workerUrl,
    { WorkerClass = globalThis.Worker, silenceMs = 45000, config = null, compiled = null, compileFull = null } = {},
  ) {
    this.workerUrl = workerUrl;
    this.config = config;
    this.compiled = compiled;
    this.compileFull = compileFull;
    this.fullWanted = false;
    this.WorkerClass = WorkerClass;
    this.silenceMs = silenceMs;
    this.watchdog = null;
    this.restarts = 0; // workers started again after a crash
    /** @type {import('./messages.js').SolverError | null} why the worker could not start (requests fail at once) */
    this.startFailure = null;
    this.worker = null;
    this.nextId = 1;
    /**
     * @type {Map<number, { resolve: (reply: any) => void, reject: (error: SolverError) => void,
     *   onProgress: OnProgress | null }>}
     */
    this.pending = new Map(); // id -> { resolve, reject, onProgress }
    this.solveId = null; // the running solve's id
    /** @type {Promise<GameEntry[]>} */
    this.games = null; // Promise of the registry list
    this.threads = 0; // the threads the worker's module solves on, once it started
    // Resolves at the first final reply to a request (the page's first answer, or its error).
    this.firstReply = new Promise((resolve) => {
      this.replied = resolve;
    });
    this.start();
  }

  start() {
    this.worker = new this.WorkerClass(this.workerUrl, { type: 'module' });
    this.starting = true;
    this.startFailure = null;
    let resolveGames, rejectGames;
    this.games = new Promise((res, rej) => {
      resolveGames = res;
      rejectGames = rej;
    });
    this.games.catch(() => {});
    const worker = this.worker;
    let started = false; // the worker answered init: a later failure is a crash, not a bad load
    worker.onmessage = ({ data: m }) => {
      if (worker !== this.worker) return;
      try {
        this.answer(m);
      } finally {
        if (worker === this.worker) this.arm();
      }
    };
    /** @param {Reply & { id?: number | null }} m */
    this.answer = (m) => {
      if (m.type === 'need-full') {
        this.ensureFull();
        return;
      }
      if (m.type === 'alive') {
        // This worker's end (its own crashed: this.crashed is the next worker's by then).
        watchWorkerEnd(m.lock, () => crashed('it ended without a word', started, false, true));
        return;
      }
      if (m.type === 'init') {
        started = true;
        this.starting = false;
        this.threads = m.threads ?? 1;
        resolveGames(m.games);
        return;
      }
      if (m.type === 'error' && (m.id === null || m.id === undefined)) {
        rejectGames(new Error(m.message));
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') {
        p.onProgress?.(m.fraction);
        return;
      }
      // Out of memory: the module's memory never shrinks, so a new worker answers what comes next.
      if (m.type === 'error' && outOfMemory(m.message)) {
        crashed(m.message, true, true);
        return;
      }
      this.pending.delete(m.id);
      this.replied();
      if (m.id === this.solveId) this.solveId = null;
      if (m.type === 'error') p.reject(Object.assign(new Error(m.message), { kind: 'solver' }));
      else p.resolve(m);
    };
    // A worker that dies (out of memory, an abort, an end without a word) after it started is
    // replaced at once, so the next request goes to a fresh one; what was waiting fails with kind
    // 'crash' and says so. One that never started is not restarted (it would fail the same way
    // again): what is asked of it fails at once, saying why.
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      crashed(e.message || (started ? 'it stopped' : 'worker failed to load'), started, false, true);
    };
    // This worker is gone: an error event, its lock granted (it ended without a word), silence
    // while something waits (see silenceMs), or an answer that it ran out of memory. `ended`: it
    // surely has (not just silent: one still loading on a slow network may answer later), so
    // one that never started fails what is asked of it from now on at once.
    const crashed = (why, hasStarted = started, memory = false, ended = false) => {
      if (worker !== this.worker) return;
      started = hasStarted;
      const err = crashError(why, { started, memory });
      rejectGames(err);
      if (!started && ended) this.startFailure = err;
      const waiting = [...this.pending.values()];
      this.pending.clear();
      this.solveId = null;
      if (started) {
        this.restarts++;
        try {
          worker.terminate();
        } catch {
          /* already gone */
        }
        this.start();
      }
      for (const p of waiting) p.reject(err);
    };
    this.crashed = crashed;
    this.arm();
    if (this.config) worker.postMessage(this.config);
    worker.postMessage({ type: 'init' });
    this.compiled?.then((module) => {
      if (worker === this.worker) worker.postMessage({ type: 'wasm', module });
    });
    if (this.fullWanted) this.sendFull(worker);
  }

  // Starts the full module's compilation (where the first module is the small one) and sends it
  // to the worker: after the page's first answer, or when a request needs it.
  ensureFull() {
    if (!this.compileFull || this.fullWanted) return;
    this.fullWanted = true;
    this.sendFull(this.worker);
  }
  /** @param {Worker} worker */
  sendFull(worker) {
    this.compileFull().then((module) => {
      if (worker === this.worker) worker.postMessage({ type: 'wasm-full', module });
    });
  }

  // (Re)starts the silence timer while anything waits for the worker (its start included).
  arm() {
    armSilence(this, (why) => this.crashed(why));
  }

  /**
   * Sends a request (its id added) and resolves with its final reply, or rejects with a SolverError.
   * @param {object} message a Request without its id
   * @param {Transferable[]} [transfer]
   * @param {OnProgress | null} [onProgress]
   * @param {boolean} [isSolve] the request is a solve (a new open cancels it)
   * @returns {Promise<any>}
   */
  request(message, transfer = [], onProgress = null, isSolve = false) {
    if (this.startFailure) return Promise.reject(this.startFailure);
    const id = this.nextId++;
    if (isSolve) this.solveId = id;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ ...message, id }, transfer);
      this.arm();
    });
  }

  // The one session protocol (docs/wasm-api.md): check, open, ask. A new open cancels the solve
  // running. The methods below it are the features' words for the same three requests.
  /**
   * @param {SessionInput} input
   * @returns {Promise<CheckReply>}
   */
  check(input) {
    return this.request({ type: 'check', ...input });
  }
  /**
   * @param {SessionInput & { table?: boolean }} input
   * @param {OnProgress} [onProgress]
   * @param {Transferable[]} [transfer]
   * @returns {Promise<OpenReply>}
   */
  open(input, onProgress, transfer = []) {
    if (this.busy) this.cancel();
    return this.request({ type: 'open', ...input }, transfer, onProgress, true);
  }
  /**
   * @param {number} session the open reply's session
   * @param {Questions} questions
   * @returns {Promise<AskReply>}
   */
  ask(session, questions) {
    return this.request({ type: 'ask', session, ...questions });
  }

  /** @returns {boolean} a solve runs */
  get busy() {
    return this.solveId !== null;
  }

  // Stops the running solve at once: the worker is terminated and a fresh one started; every
  // waiting request fails with kind 'cancelled' (the two-token session is gone too).
  cancel() {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.solveId = null;
    this.worker.terminate();
    this.start();
    for (const p of waiting) p.reject(Object.assign(new Error('cancelled'), { kind: 'cancelled' }));
  }
}
