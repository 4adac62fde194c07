// The page's side of the solver worker (docs/wasm-api.md): start it, solve with progress,
// cancel by terminating it and starting a fresh one.

import { gameForFeature, COP_NUMBER } from '../lib/games.js';

/**
 * @import { GameEntry, ConfigRequest, SessionInput, Questions, PuzzleQuestion, CheckReply, OpenReply, PuzzlesAnswer,
 *   DiffAnswer, AskReply, CliJsonReply, CliDotReply, Reply, OnProgress, TwoTokenResult, SolverError }
 *   from './messages.js'
 */

const NONE = 0xffffffff;

// A silence timer that fires this much later than set tells of a page stopped meanwhile.
const LATE_MS = 2000;

export class SolverClient {
  // workerUrl: URL of worker.js (its query may carry ?chunk=N for tests). WorkerClass: the
  // Worker constructor (node tests pass a stand-in).
  // silenceMs: a worker that leaves a request unanswered and sends nothing (no progress) for
  // this long is taken for dead (a browser may end a worker that ran out of memory without
  // an error event) and replaced, as on a crash. Solves report progress every chunk (a few
  // ms to a few hundred), and no single call the page makes runs for anything near this. The
  // page's own stops (a frozen tab, sleep) do not count (arm()). `?silence=MS` sets it (tests).
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
      this.pending.delete(m.id);
      this.replied();
      if (m.id === this.solveId) this.solveId = null;
      if (m.type === 'error') p.reject(Object.assign(new Error(m.message), { kind: 'solver' }));
      else p.resolve(m);
    };
    // A worker that dies (out of memory, an abort) after it started is replaced at once, so the
    // next request goes to a fresh one; what was waiting fails with kind 'crash' and says so.
    // One that never started is not restarted (it would fail the same way again).
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      this.crashed(e.message || (started ? 'it stopped' : 'worker failed to load'), started);
    };
    // Silence while something waits: dead without an error event (see silenceMs).
    this.crashed = (why, hasStarted = started) => {
      if (worker !== this.worker) return;
      started = hasStarted;
      const err = Object.assign(
        new Error(
          started
            ? `the solver stopped (${why}) and was restarted; your board is kept: solve again, or try a smaller one`
            : `the solver could not start: ${why}`,
        ),
        { kind: 'crash' },
      );
      rejectGames(err);
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
    clearTimeout(this.watchdog);
    this.watchdog = null;
    const waiting = this.pending.size > 0 || this.starting;
    if (!waiting || !(this.silenceMs > 0)) return;
    const due = performance.now() + this.silenceMs;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      if (!(this.pending.size > 0 || this.starting)) return;
      // The page itself was stopped, not the worker: a hidden tab frozen, a computer asleep. The
      // timer then fires late, before the worker's messages that wait behind it: look again a
      // whole period later. A hidden page's timers are throttled too: no verdict while hidden.
      if (performance.now() - due > LATE_MS || globalThis.document?.visibilityState === 'hidden') {
        this.arm();
        return;
      }
      this.crashed(`no answer for ${Math.round(this.silenceMs / 1000)} s`);
    }, this.silenceMs);
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

  // A graph game: the whole result as arrays (outcomes, depths, bestMoves: the target vertex).
  /**
   * @param {{ game: string, n: number, from: Uint32Array, to: Uint32Array, misere?: boolean }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply & { n: number, outcomes: Uint8Array, depths: Uint32Array, bestMoves: Uint32Array }>}
   */
  async solve({ game, n, from, to, misere }, onProgress) {
    const r = await this.open({ game, n, from, to, misere: !!misere, table: true }, onProgress, [
      from.buffer,
      to.buffer,
    ]);
    const t = r.table;
    return { ...r, n, outcomes: t.outcomes, depths: t.depths, bestMoves: t.best };
  }

  // Police and thief on a board (rows, cols, cells: the text format's characters, row-major),
  // cat and mouse on a graph in CSR form (offsets n+1, neighbours): the session's result, with
  // its places as locations (a place's cell or node) and their count.
  /**
   * @param {{ rows: number, cols: number, cells: string }} board
   * @param {OnProgress} [onProgress]
   * @returns {Promise<TwoTokenResult & { rows?: number, cols?: number }>}
   */
  solveBoard({ rows, cols, cells }, onProgress) {
    return this.open({ game: gameForFeature('cop-thief'), rows, cols, cells }, onProgress).then((r) =>
      this.twoToken(r, { rows, cols }),
    );
  }
  /**
   * @param {{ offsets: Uint32Array, neighbours: Uint32Array }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<TwoTokenResult>}
   */
  solveCatMouse({ offsets, neighbours }, onProgress) {
    return this.open({ game: gameForFeature('cat-mouse'), offsets, neighbours }, onProgress, [
      offsets.buffer,
      neighbours.buffer,
    ]).then((r) => this.twoToken(r, {}));
  }
  /**
   * @param {OpenReply} r
   * @param {{ rows?: number, cols?: number }} extra
   * @returns {TwoTokenResult & { rows?: number, cols?: number }}
   */
  twoToken(r, extra) {
    return { ...r, ...extra, locationCount: r.info.places, locations: r.info.cells };
  }
  // A design: read and counted ({ error, positions, tooBig, info }), solved, asked (values,
  // places, moves, maps, lines, positions: docs/wasm-api.md).
  /**
   * @param {string} text the design's JSON
   * @returns {Promise<CheckReply>}
   */
  checkDesign(text) {
    return this.check({ game: 'design', text });
  }
  /**
   * @param {string} text the design's JSON
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  solveDesign(text, onProgress) {
    return this.open({ game: 'design', text }, onProgress);
  }
  /**
   * @param {{ session: number } & Questions} query
   * @returns {Promise<AskReply>}
   */
  designQuery({ session, ...q }) {
    return this.ask(session, q);
  }

  // The cop number of a graph (n, undirected edges from -- to, 0-based), k = 1, 2, … cops up to
  // maxCops if given, else as many as the module takes, each game within the page's budget (the
  // verdict says what did not fit and the memory it needs): the answer (cops, tried, placement,
  // captureTime, positions, verdict) and its session, asked for capture maps, the cops' moves and
  // the robber's replies (copQuery).
  /**
   * @param {{ n: number, from: Uint32Array | number[], to: Uint32Array | number[], maxCops?: number }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  copNumber({ n, from, to, maxCops }, onProgress) {
    return this.open({ game: COP_NUMBER, n, from, to, ...(maxCops === undefined ? {} : { maxCops }) }, onProgress);
  }
  /**
   * @param {{ session: number, maps?: Questions['captureMaps'], copsMoves?: Questions['copsMoves'],
   *   robberMoves?: Questions['robberMoves'] }} query
   * @returns {Promise<Omit<AskReply, 'maps'> & { maps?: number[][], robberMoves?: number[] }>} robberMoves:
   * 4294967295 for none
   */
  async copQuery({ session, maps, copsMoves, robberMoves }) {
    const a = await this.ask(session, { captureMaps: maps, copsMoves, robberMoves });
    return { ...a, maps: a.captureMaps, robberMoves: a.robberMoves?.map((x) => x ?? NONE) };
  }

  // Several tokens on a graph (n, directed edges from → to, 0-based): the sum's session, solved,
  // with γ per vertex (gamma); sumQuery asks it the outcome and move of tokens on given vertices.
  /**
   * @param {{ n: number, from: Uint32Array, to: Uint32Array }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  solveSum({ n, from, to }, onProgress) {
    return this.open({ game: gameForFeature('sum'), n, from, to }, onProgress);
  }
  /**
   * @param {{ session: number, answers: (number[] | Uint32Array)[] }} query
   * @returns {Promise<(import('./messages.js').SumAnswer | null)[]>}
   */
  async sumQuery({ session, answers }) {
    return (await this.ask(session, { sumAnswers: answers })).sumAnswers ?? [];
  }

  // Puzzles as `whowins puzzles` prints them: from a kept session ({ session }), or from a graph
  // opened again here ({ game, n, from, to, misere }). Resolves with { json, count, ms }.
  /**
   * @param {PuzzleQuestion & { session?: number, game?: string, n?: number, from?: ArrayLike<number>,
   *   to?: ArrayLike<number>, misere?: boolean }} query
   * @returns {Promise<PuzzlesAnswer>}
   */
  async puzzles({ session, count, seed, minPlies, kind, ...graph }) {
    const id =
      session ??
      (
        await this.open(
          /** @type {SessionInput} */ ({
            ...graph,
            from: Uint32Array.from(graph.from),
            to: Uint32Array.from(graph.to),
          }),
        )
      ).session;
    return (await this.ask(id, { puzzles: { count, seed, minPlies, kind } })).puzzles;
  }

  // What changed between the previous session and this one (oldOf: per place now, the old one).
  /**
   * @param {{ session: number, previous: number, oldOf: Uint32Array }} query
   * @returns {Promise<DiffAnswer>}
   */
  async diff({ session, previous, oldOf }) {
    return (await this.ask(session, { diff: { previous, oldOf } })).diff;
  }

  // The CLI's --json / --dot (graph games: the graph with every vertex's outcome, Graphviz DOT)
  // for a game and its input text.
  /**
   * @param {{ game: string, input: string, misere?: boolean, maxPositions?: number }} query
   * @returns {Promise<CliJsonReply>}
   */
  cliJson({ game, input, misere = false, maxPositions }) {
    return this.request({ type: 'cli-json', game, input, misere, maxPositions });
  }
  /**
   * @param {{ game: string, input: string, misere?: boolean, maxPositions?: number }} query
   * @returns {Promise<CliDotReply>}
   */
  cliDot({ game, input, misere = false, maxPositions }) {
    return this.request({ type: 'cli-dot', game, input, misere, maxPositions });
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
