// The page's side of the solver worker (docs/wasm-api.md): start it, solve with progress,
// cancel by terminating it and starting a fresh one. Also the layout worker's client.

export class SolverClient {
  // workerUrl: URL of worker.js (its query may carry ?chunk=N for tests).
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    this.worker = null;
    this.nextId = 1;
    this.pending = null;       // { id, resolve, reject, onProgress }
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
      const p = this.pending;
      if (!p || m.id !== p.id) return;
      if (m.type === 'progress') p.onProgress?.(m.fraction);
      else if (m.type === 'result') { this.pending = null; p.resolve(m); }
      else if (m.type === 'error') { this.pending = null; p.reject(Object.assign(new Error(m.message), { kind: 'solver' })); }
    };
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      const err = Object.assign(new Error(`the solver could not start: ${e.message || 'worker failed to load'}`), { kind: 'crash' });
      rejectGames(err);
      if (this.pending) { this.pending.reject(err); this.pending = null; }
    };
    worker.postMessage({ type: 'init' });
  }

  // Solves; resolves with the worker's result message, rejects with an Error (kind 'solver'
  // for bad input, 'cancelled', 'crash'). A new solve cancels the one running.
  solve({ game, n, from, to, misere }, onProgress) {
    if (this.pending) this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      this.worker.postMessage({ type: 'solve', id, game, n, from, to, misere: !!misere }, [from.buffer, to.buffer]);
    });
  }

  // Solves a cop-thief board (rows, cols, cells: the text format's characters, row-major).
  solveBoard({ rows, cols, cells }, onProgress) {
    if (this.pending) this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      this.worker.postMessage({ type: 'solve-board', id, rows, cols, cells });
    });
  }

  get busy() { return this.pending !== null; }

  // Stops the running solve at once: the worker is terminated and a fresh one started.
  cancel() {
    const p = this.pending;
    this.pending = null;
    this.worker.terminate();
    this.start();
    if (p) p.reject(Object.assign(new Error('cancelled'), { kind: 'cancelled' }));
  }
}

export class LayoutClient {
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    this.worker = null;
    this.nextId = 1;
    this.waiting = new Map();
  }
  // Positions for the graph; a newer request makes older ones resolve to null.
  layout(kind, n, from, to, start = null) {
    if (!this.worker) {
      this.worker = new Worker(this.workerUrl, { type: 'module' });
      this.worker.onmessage = ({ data }) => {
        const w = this.waiting.get(data.id);
        if (!w) return;
        this.waiting.delete(data.id);
        if (data.error) w.reject(new Error(data.error)); else w.resolve({ xs: data.xs, ys: data.ys });
      };
      this.worker.onerror = (e) => {
        e.preventDefault?.();
        for (const w of this.waiting.values()) w.reject(new Error('the layout worker failed'));
        this.waiting.clear();
        this.worker = null;
      };
    }
    for (const w of this.waiting.values()) w.resolve(null);
    this.waiting.clear();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const msg = { id, kind, n, from, to };
      if (start) { msg.xs = Float64Array.from(start.xs); msg.ys = Float64Array.from(start.ys); }
      this.worker.postMessage(msg);
    });
  }
}
