// The page's side of the solver worker (docs/wasm-api.md): start it, solve with progress,
// cancel by terminating it and starting a fresh one.

export class SolverClient {
  // workerUrl: URL of worker.js (its query may carry ?chunk=N for tests).
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();  // id -> { resolve, reject, onProgress }
    this.solveId = null;       // the running solve's id
    this.games = null;         // Promise of the registry list
    this.start();
  }

  start() {
    this.worker = new Worker(this.workerUrl, { type: 'module' });
    let resolveGames, rejectGames;
    this.games = new Promise((res, rej) => { resolveGames = res; rejectGames = rej; });
    this.games.catch(() => {});
    const worker = this.worker;
    worker.onmessage = ({ data: m }) => {
      if (worker !== this.worker) return;
      if (m.type === 'init') { resolveGames(m.games); return; }
      if (m.type === 'error' && (m.id === null || m.id === undefined)) { rejectGames(new Error(m.message)); return; }
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') { p.onProgress?.(m.fraction); return; }
      this.pending.delete(m.id);
      if (m.id === this.solveId) this.solveId = null;
      if (m.type === 'error') p.reject(Object.assign(new Error(m.message), { kind: 'solver' }));
      else p.resolve(m);
    };
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      const err = Object.assign(new Error(`the solver could not start: ${e.message || 'worker failed to load'}`), { kind: 'crash' });
      rejectGames(err);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.solveId = null;
    };
    worker.postMessage({ type: 'init' });
  }

  request(message, transfer = [], onProgress = null, isSolve = false) {
    const id = this.nextId++;
    if (isSolve) this.solveId = id;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  // Solves; resolves with the worker's result message, rejects with an Error (kind 'solver'
  // for bad input, 'cancelled', 'crash'). A new solve cancels the one running.
  solve({ game, n, from, to, misere }, onProgress) {
    if (this.busy) this.cancel();
    return this.request({ type: 'solve', game, n, from, to, misere: !!misere }, [from.buffer, to.buffer], onProgress, true);
  }

  // Solves a cop-thief board (rows, cols, cells: the text format's characters, row-major).
  // The result names a session the page then queries (query()).
  solveBoard({ rows, cols, cells }, onProgress) {
    if (this.busy) this.cancel();
    return this.request({ type: 'solve-board', rows, cols, cells }, [], onProgress, true);
  }

  // Solves cat-mouse on an undirected graph in CSR form (offsets n+1, neighbours).
  solveCatMouse({ offsets, neighbours }, onProgress) {
    if (this.busy) this.cancel();
    return this.request({ type: 'solve-cat-mouse', offsets, neighbours }, [offsets.buffer, neighbours.buffer], onProgress, true);
  }

  // Questions about the last two-token solve (docs/wasm-api.md): maps, values, lines.
  query(q) { return this.request({ type: 'query', ...q }); }

  // Puzzles as `whowins puzzles` prints them: from the last two-token session ({ session }),
  // or from a graph ({ game, n, from, to, misere }). Resolves with { json, count, ms }.
  puzzles(q) { return this.request({ type: 'puzzles', ...q }); }

  // The CLI's --json for a game and its input text.
  cliJson({ game, input, misere = false, maxPositions }) { return this.request({ type: 'cli-json', game, input, misere, maxPositions }); }

  get busy() { return this.solveId !== null; }

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
