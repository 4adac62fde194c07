// The solver worker's message handling (docs/wasm-api.md), apart from the worker global so
// node tests can drive it with the JS stand-in module.
//
// createSolverHandler({ loadModule, post, nextTask, chunk, progressEveryMs, now })
//   loadModule(): Promise of the module (createWhoWins()); created once, on first need.
//   post(message, transfer): sends a reply to the page.
//   nextTask(): Promise that resolves in a new macrotask (one advance() per task, so progress
//     messages flow and V8 tiers the loop up).
// Returns handle(message): Promise resolved when the request is answered. Requests are
// answered one at a time, in order, exactly one final reply each (init, result or error).

// The registry list as plain objects, whether it arrives as an array or an Embind vector.
function plainGames(list) {
  const out = [];
  const size = typeof list.size === 'function' ? list.size() : list.length;
  for (let i = 0; i < size; i++) {
    const g = typeof list.get === 'function' ? list.get(i) : list[i];
    out.push({
      id: String(g.id), name: String(g.name), summary: String(g.summary ?? ''),
      graphBoard: !!g.graphBoard, gridBoard: !!g.gridBoard, twoTokens: !!g.twoTokens,
      misereOption: !!g.misereOption, twoStartSides: !!g.twoStartSides, undirected: !!g.undirected,
    });
  }
  if (typeof list.delete === 'function') list.delete();
  return out;
}

function plainStats(s) {
  const num = (x) => Number(x ?? 0);
  return { positions: num(s.positions), win: num(s.win), loss: num(s.loss), draw: num(s.draw), longest: num(s.longest) };
}

function messageOf(e) {
  if (e instanceof Error) return e.message;
  if (typeof e === 'number') return `the solver failed (code ${e}): out of memory?`;
  return String(e);
}

export function createSolverHandler({ loadModule, post, nextTask, chunk = 200000, progressEveryMs = 50, now = () => performance.now() }) {
  let modulePromise = null;
  const module = () => (modulePromise ??= loadModule());
  let queue = Promise.resolve();

  async function init() {
    const M = await module();
    post({ type: 'init', games: plainGames(M.games()) });
  }

  // Advances a solve object (GraphSolve or TwoTokenSolve) one chunk per macrotask, posting
  // progress; posts the error and returns false if the solve failed, else returns true.
  async function runInChunks(s, id) {
    const failed = () => {
      const err = s.error();
      if (err) post({ type: 'error', id, message: String(err) });
      return !!err;
    };
    if (failed()) return false;
    let lastReport = now();
    post({ type: 'progress', id, fraction: 0 });
    while (!s.advance(chunk)) {
      const t = now();
      if (t - lastReport >= progressEveryMs) {
        lastReport = t;
        post({ type: 'progress', id, fraction: Math.max(0, Math.min(1, Number(s.progress()))) });
      }
      await nextTask();
    }
    return !failed();
  }

  async function solve(msg) {
    const { id, game, n } = msg;
    const t0 = now();
    const M = await module();
    const from = msg.from instanceof Uint32Array ? msg.from : Uint32Array.from(msg.from ?? []);
    const to = msg.to instanceof Uint32Array ? msg.to : Uint32Array.from(msg.to ?? []);
    const s = new M.GraphSolve(String(game), n >>> 0, from, to, !!msg.misere);
    try {
      if (!(await runInChunks(s, id))) return;
      // Views into WASM memory: copy before anything else runs.
      const outcomes = s.outcomes().slice();
      const depths = s.depths().slice();
      const bestMoves = s.bestMoves().slice();
      const stats = plainStats(s.stats());
      const positions = Number(s.positionCount());
      post({ type: 'result', id, game, n, positions, outcomes, depths, bestMoves, stats, ms: now() - t0 },
        [outcomes.buffer, depths.buffer, bestMoves.buffer]);
    } finally {
      s.delete();
    }
  }

  // Cop-thief on a grid: the two-token solve (docs/wasm-api.md, TwoTokenSolve).
  async function solveBoard(msg) {
    const { id } = msg;
    const rows = msg.rows >>> 0, cols = msg.cols >>> 0;
    const t0 = now();
    const M = await module();
    const s = M.copThiefSolve(rows, cols, String(msg.cells ?? ''));
    try {
      if (!(await runInChunks(s, id))) return;
      // Views into WASM memory: copy before anything else runs.
      const locations = s.locations().slice();
      const outcomes = [s.outcomes(0).slice(), s.outcomes(1).slice()];
      const depths = [s.depths(0).slice(), s.depths(1).slice()];
      const bestMoves = [s.bestMoves(0).slice(), s.bestMoves(1).slice()];
      const st = s.start();
      const start = { chaser: Number(st.chaser), runner: Number(st.runner), sideToMove: Number(st.sideToMove), outcome: Number(st.outcome), depth: Number(st.depth) >>> 0 };
      const stats = plainStats(s.stats());
      post({ type: 'result', id, game: 'cop-thief', rows, cols, locationCount: locations.length, locations, outcomes, depths, bestMoves, start, stats, ms: now() - t0 },
        [locations.buffer, ...outcomes.map((a) => a.buffer), ...depths.map((a) => a.buffer), ...bestMoves.map((a) => a.buffer)]);
    } finally {
      s.delete();
    }
  }

  const handlers = { init, solve, 'solve-board': solveBoard };

  async function answer(msg) {
    const id = msg && msg.id !== undefined ? msg.id : null;
    const handler = msg && Object.hasOwn(handlers, msg.type) ? handlers[msg.type] : null;
    if (!handler) {
      post({ type: 'error', id, message: `unknown request '${msg && msg.type}'` });
      return;
    }
    try {
      await handler(msg);
    } catch (e) {
      // A WASM abort leaves the module unusable: make a fresh one for the next request.
      modulePromise = null;
      post({ type: 'error', id, message: messageOf(e) });
    }
  }

  return function handle(msg) {
    queue = queue.then(() => answer(msg));
    return queue;
  };
}
