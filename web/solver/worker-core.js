// The solver worker's message handling (docs/wasm-api.md), apart from the worker global so
// node tests can drive it with the JS stand-in module.
//
// createSolverHandler({ loadModule, post, nextTask, chunk, sliceMs, progressEveryMs, now })
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
      id: String(g.id), name: String(g.name), summary: String(g.summary ?? ''), rules: String(g.rules ?? g.summary ?? ''),
      graphBoard: !!g.graphBoard, gridBoard: !!g.gridBoard, twoTokens: !!g.twoTokens,
      misereOption: !!g.misereOption, twoStartSides: !!g.twoStartSides, undirected: !!g.undirected, puzzles: !!g.puzzles,
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

// The page's limits, in positions (README.md, "Limits and bad input"). The module's memory is
// capped at 4 GB and its solver budget at 3 GiB; a solve past these limits is refused before
// it starts, with its size and the command line that can do it:
//   graph games  50,000,000 positions (n, or 2n with two start sides): up to 48 bytes a
//                position in the module (alice-bob: 96 a vertex) is 2.4 GB, plus 9 bytes a
//                position copied out to the page (0.45 GB);
//   cop-thief    2 × 16,384² (the 128 × 128 board the editor draws): 381 MB of module memory
//                measured on the open 128 × 128 board (bench/README.md);
//   cat-mouse    2 × 11,130² (26 bytes a pair of nodes: the 3 GiB budget);
//   design       60,000,000 positions for the queue engine (18 bytes a position budgeted);
//                a design of the cop-thief shape (DesignSolve.byKernel()) runs the board's
//                bit-parallel kernel instead, about 0.75 bytes a position at the peak (1.5
//                budgeted, as the parse does natively): the board's limit, 2 × 16,384²;
//   cops         600,000,000 positions a game (a random cubic graph of 200 vertices with 3
//                cops is 541,360,000: the module grows to 408 MB, 0.75 bytes a position with
//                one-byte capture times; sparse graphs stay under about 0.8 at the limit for
//                k = 1..4, 1.3 once the times widen to two bytes past 254 rounds; every game
//                is held to the 3 GiB budget as well, by its bytes, before it starts).
import { createDesignHandlers } from './worker-design.js';
import { createCopHandlers } from './worker-cops.js';

export const PAGE_LIMITS = { graph: 50_000_000, board: 2 * 16_384 ** 2, catMouse: 2 * 11_130 ** 2, design: 60_000_000,
  designKernel: 2 * 16_384 ** 2, designBits: 1_200_000_000, designBitsTwice: 600_000_000, cops: 600_000_000 };

const fmt = (x) => x.toLocaleString('en-US');

// The refusal's message, or '' when the solve fits: kind 'graph' | 'board' | 'catMouse' |
// 'design' | 'designKernel' (a design of the cop-thief shape) | 'designBits' | 'designBitsTwice'
// (the bit engine; solved twice: design_needs_hold).
export function tooBigMessage(kind, positions, game) {
  const limit = PAGE_LIMITS[kind];
  if (!(positions > limit)) return '';
  const what = kind === 'board' ? 'board' : kind.startsWith('design') ? 'design' : 'graph';
  const file = what === 'design' ? 'design.json' : `${what}.txt`;
  return `This ${what} has ${fmt(positions)} positions: past what the page can hold in memory (about ${fmt(limit)}). ` +
    `Use the command line: whowins ${game || '<game>'} --stats < ${file}`;
}

// chunk: the most work per advance() call, in the solve object's units (positions, or moves
// and positions: docs/wasm-api.md); callMs: the time a call should take — the budget adapts
// to it (see runInChunks).
export function createSolverHandler({ loadModule, post, nextTask, chunk = 200000, callMs = 15, sliceMs = 20, progressEveryMs = 50, now = () => performance.now() }) {
  let modulePromise = null;
  const module = () => (modulePromise ??= loadModule());
  let queue = Promise.resolve();

  let registry = null;   // the module's games as plain objects, read once per module
  const gamesOf = (M) => (registry ??= plainGames(M.games()));

  async function init() {
    const M = await module();
    post({ type: 'init', games: gamesOf(M) });
  }

  // Refuses (posts the error, returns true) a solve past the page's limits, before it starts.
  // The game ids come from the registry: a graph game by its id, the grid game by its
  // gridBoard flag, cat-mouse as the two-token game on a graph.
  function refused(id, kind, positions, game) {
    const message = tooBigMessage(kind, positions, game);
    if (message) post({ type: 'error', id, message, tooBig: { positions, limit: PAGE_LIMITS[kind] } });
    return !!message;
  }
  function refusedGraph(M, msg) {
    const g = gamesOf(M).find((x) => x.id === String(msg.game));
    const positions = (msg.n >>> 0) * (g?.twoStartSides ? 2 : 1);   // n as the module takes it
    return refused(msg.id, 'graph', positions, g?.id);
  }

  // Advances a solve object (GraphSolve, TwoTokenSolve, DesignSolve) by chunks, as many as fit
  // in sliceMs per macrotask (a bit-parallel round can be one chunk: a task per round would
  // spend more on the hand-over than on the round; a cancel still waits at most a slice),
  // posting progress; posts the error and returns false if the solve failed, else returns true.
  // A position's worth of work costs very different times from one solve or step to the next (a
  // design's set-up lists every move of every position; a graph's takes a lookup), so the budget
  // of a call follows the time calls take (nextBudget): from 1/16 of `chunk`, doubled while calls
  // are quick, up to `chunk`, cut to fit callMs when a call is slow. No call then runs for long,
  // and progress goes out at least every slice.
  async function runInChunks(s, id) {
    const failed = () => {
      const err = s.error();
      if (err) post({ type: 'error', id, message: String(err) });
      return !!err;
    };
    if (failed()) return false;
    let lastReport = now();
    post({ type: 'progress', id, fraction: 0 });
    let budget = Math.max(1, Math.ceil(chunk / 16));
    for (;;) {
      const sliceStart = now();
      let t = sliceStart, done;
      do {
        done = s.advance(budget);
        const t1 = now();
        budget = nextBudget(budget, t1 - t);
        t = t1;
      } while (!done && t - sliceStart < sliceMs);
      if (done) break;
      if (t - lastReport >= progressEveryMs) {
        lastReport = t;
        post({ type: 'progress', id, fraction: Math.max(0, Math.min(1, Number(s.progress()))) });
      }
      await nextTask();
    }
    return !failed();
  }
  // The next call's budget after one of `budget` took `ms`.
  function nextBudget(budget, ms) {
    if (ms > callMs) return Math.max(1, Math.floor(budget * (callMs / ms) * 0.8));
    if (ms < callMs / 4) return Math.min(chunk, budget * 2);
    return budget;
  }

  async function solve(msg) {
    const { id, game, n } = msg;
    const t0 = now();
    const M = await module();
    if (refusedGraph(M, msg)) return;
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

  // The two-token games (cop-thief on a grid, cat-mouse on a graph): the solve stays in the
  // worker as a session the page queries (maps of L entries, single positions, best lines),
  // so nothing of size L*L ever crosses to the page. One session at a time: a new solve
  // drops the last one.
  let session = null;   // { id, s, game, L }
  // The session before the last solve, kept while small (What changed compares the two).
  let previous = null;
  const KEEP_PREVIOUS = 1500;   // locations: 2 × 1,500² positions at the most
  function dropSession() {
    if (previous) { previous.s.delete(); previous = null; }
    if (session && session.L <= KEEP_PREVIOUS) previous = session;
    else if (session) session.s.delete();
    session = null;
  }

  // What changed between the previous two-token session and this one, over every position:
  // { session, previous, oldOf (Uint32Array: per location now, the old one or 0xFFFFFFFF) }.
  async function diff(msg) {
    const { id } = msg;
    const M = await module();
    if (!session || session.id !== msg.session || !previous || previous.id !== msg.previous || typeof M.diffTwoToken !== 'function') {
      post({ type: 'error', id, message: 'the solution before the edit is gone (boards past 1,500 free cells are not kept)' });
      return;
    }
    const r = M.diffTwoToken(previous.s, session.s, msg.oldOf instanceof Uint32Array ? msg.oldOf : Uint32Array.from(msg.oldOf ?? []));
    if (r.error) { post({ type: 'error', id, message: String(r.error) }); return; }
    const t = [0, 1, 2].map((a) => [0, 1, 2].map((b) => Number(r.transitions[a][b])));
    post({ type: 'diff', id, positions: Number(r.positions), changed: Number(r.changed), added: Number(r.added), depthOnly: Number(r.depthOnly), transitions: t });
  }

  // size(M) → [kind, positions, game]: checked against the page's limits before anything is
  // dropped or built (the last session stays when a solve is refused).
  async function solveTwoToken(msg, size, make) {
    const { id } = msg;
    const t0 = now();
    const M = await module();
    if (typeof M.copThiefSolve !== 'function' || typeof M.catMouseSolve !== 'function') {
      dropSession();
      post({ type: 'error', id, message: 'this build has the JS stand-in solver, which has no two-token games: build the WebAssembly module (bash scripts/build.sh wasm) and the page again' });
      return;
    }
    if (refused(id, ...size(M))) return;
    dropSession();
    const s = make(M);
    let keep = false;
    try {
      if (!(await runInChunks(s, id))) return;
      const locations = s.locations().slice();
      const st = s.start();
      const start = { chaser: Number(st.chaser), runner: Number(st.runner), sideToMove: Number(st.sideToMove), outcome: Number(st.outcome), depth: Number(st.depth) >>> 0 };
      const stats = plainStats(s.stats());
      const histogram = { win: s.histogram(1).slice(), loss: s.histogram(2).slice() };
      session = { id, s, game: String(s.game()), L: locations.length };
      keep = true;
      post({ type: 'result', id, session: id, game: session.game, rows: msg.rows, cols: msg.cols, locationCount: locations.length, locations, start, stats, histogram, ms: now() - t0 },
        [locations.buffer, histogram.win.buffer, histogram.loss.buffer]);
    } finally {
      if (!keep) s.delete();
    }
  }

  // Positions: 2 × L², L the locations: a board's free cells (every cell but walls), or the
  // graph's nodes.
  function freeCells(msg) {
    const cells = String(msg.cells ?? '');
    const size = Math.min(cells.length, (msg.rows >>> 0) * (msg.cols >>> 0));
    let free = 0;
    for (let i = 0; i < size; i++) if (cells.charCodeAt(i) !== 42) free++;  // '*'
    return free;
  }
  const solveBoard = (msg) => solveTwoToken(msg,
    (M) => ['board', 2 * freeCells(msg) ** 2, gamesOf(M).find((g) => g.gridBoard)?.id],
    (M) => M.copThiefSolve(msg.rows >>> 0, msg.cols >>> 0, String(msg.cells ?? '')));
  const solveCatMouse = (msg) => solveTwoToken(msg,
    (M) => ['catMouse', 2 * Math.max(0, (msg.offsets?.length ?? 0) - 1) ** 2, gamesOf(M).find((g) => g.twoTokens && g.graphBoard)?.id],
    (M) => M.catMouseSolve(
      msg.offsets instanceof Uint32Array ? msg.offsets : Uint32Array.from(msg.offsets ?? []),
      msg.neighbours instanceof Uint32Array ? msg.neighbours : Uint32Array.from(msg.neighbours ?? [])));

  // Questions about the session: { session, maps: [{side, fixed, loc}], values: [[side,
  // chaser, runner]], lines: [{side, chaser, runner, max}] }. A line follows the best moves
  // from the position until an end, a repeat (endless play) or max plies.
  function valueOf(s, side, c, r) {
    const v = s.value(side, c, r);
    return { o: Number(v.outcome), d: Number(v.depth) >>> 0, best: Number(v.best) >>> 0 };
  }
  async function query(msg) {
    const { id } = msg;
    if (!session || session.id !== msg.session) { post({ type: 'error', id, message: 'this solution is gone: solve again' }); return; }
    const { s, L } = session;
    const ok = (x) => Number.isInteger(x) && x >= 0 && x < L;
    const maps = [];
    const transfer = [];
    for (const q of msg.maps ?? []) {
      if (!s.fillMap(q.side | 0, q.fixed | 0, q.loc >>> 0)) { maps.push(null); continue; }
      const outcomes = s.mapOutcomes().slice(), depths = s.mapDepths().slice();
      maps.push({ outcomes, depths });
      transfer.push(outcomes.buffer, depths.buffer);
    }
    const values = (msg.values ?? []).map(([side, c, r]) => (ok(c) && ok(r) ? valueOf(s, side | 0, c, r) : null));
    const lines = (msg.lines ?? []).map((q) => {
      let side = q.side | 0, c = q.chaser, r = q.runner;
      if (!ok(c) || !ok(r)) return null;
      const seen = new Set();
      const line = [];
      const max = Math.min(5000, q.max ?? 1000);
      for (;;) {
        const v = valueOf(s, side, c, r);
        const key = (side * L + c) * L + r;
        const repeat = seen.has(key);
        line.push({ side, chaser: c, runner: r, o: v.o, d: v.d, repeat });
        if (repeat || v.best === 0xFFFFFFFF || v.o === 3 || line.length > max) break;
        seen.add(key);
        if (side === 0) c = v.best; else r = v.best;
        side ^= 1;
      }
      return line;
    });
    post({ type: 'answer', id, maps, values, lines }, transfer);
  }

  // The full result as the CLI's --json prints it, solved again from the CLI's input text.
  // The CLI's --json ('cli-json') or --dot ('cli-dot') of an input text, by the module's C++.
  const cliJson = (msg) => cliText(msg, 'json');
  const cliDot = (msg) => cliText(msg, 'dot');
  async function cliText(msg, format) {
    const M = await module();
    const fn = format === 'dot' ? M.cliDot : M.cliJson;
    if (typeof fn !== 'function') { post({ type: 'error', id: msg.id, message: `this build has the JS stand-in solver: ${format === 'dot' ? 'DOT' : 'JSON'} export needs the WebAssembly module` }); return; }
    // The size from the text's header or cells (M.inputPositions, cheap), against the page's
    // limits: a caller's maxPositions may be larger than the page can hold.
    if (typeof M.inputPositions === 'function') {
      const g = gamesOf(M).find((x) => x.id === String(msg.game));
      const size = M.inputPositions(String(msg.game), String(msg.input ?? ''));
      const kind = g?.gridBoard ? 'board' : g?.twoTokens ? 'catMouse' : 'graph';
      if (g && !size.error && refused(msg.id, kind, Number(size.positions), g.id)) return;
    }
    const r = fn(String(msg.game), String(msg.input ?? ''), !!msg.misere, msg.maxPositions ?? 4_000_000);
    if (r.error) post({ type: 'error', id: msg.id, message: String(r.error) });
    else if (format === 'dot') post({ type: 'dot', id: msg.id, dot: String(r.dot) });
    else post({ type: 'json', id: msg.id, json: String(r.json) });
  }

  // Puzzles (docs/json.md, "Puzzles"): the lines `whowins puzzles` prints, mined from the
  // two-token session (session given; kind 'win' | 'draw' | 'all', as --kind) or from a graph solved again here (game, n, from, to).
  async function puzzles(msg) {
    const { id } = msg;
    const count = msg.count ?? 20, seed = msg.seed ?? 1, minPlies = msg.minPlies ?? 1, kind = String(msg.kind ?? 'win');
    const t0 = now();
    const answer = (r) => {
      if (r.error) post({ type: 'error', id, message: String(r.error) });
      else post({ type: 'puzzles', id, json: String(r.json), count: Number(r.count), ms: now() - t0 });
    };
    if (msg.session !== undefined) {
      if (!session || session.id !== msg.session) { post({ type: 'error', id, message: 'this solution is gone: solve again' }); return; }
      answer(session.s.puzzles(count, seed, minPlies, kind));
      return;
    }
    const M = await module();
    if (refusedGraph(M, msg)) return;
    const from = Uint32Array.from(msg.from ?? []), to = Uint32Array.from(msg.to ?? []);
    const s = new M.GraphSolve(String(msg.game), msg.n >>> 0, from, to, !!msg.misere);
    try {
      if (!(await runInChunks(s, id))) return;
      answer(s.puzzles(count, seed, minPlies, kind));
    } finally {
      s.delete();
    }
  }

  // Designed games: solver/worker-design.js, sharing the session slot.
  const { designCheck, solveDesign, designQuery } = createDesignHandlers({
    module, post, now, runInChunks, refused, tooBigMessage, dropSession,
    session: () => session, keep: (x) => { session = x; },
  });

  // Cops and robbers: solver/worker-cops.js.
  const { copNumber, copQuery } = createCopHandlers({ module, post, now, nextTask, sliceMs, progressEveryMs, limit: PAGE_LIMITS.cops });

  const handlers = { init, solve, 'solve-board': solveBoard, 'solve-cat-mouse': solveCatMouse, query, 'cli-json': cliJson, 'cli-dot': cliDot, puzzles, diff,
    'design-check': designCheck, 'solve-design': solveDesign, 'design-query': designQuery, 'cop-number': copNumber, 'cop-query': copQuery };

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
      registry = null;
      session = null;
      previous = null;
      post({ type: 'error', id, message: messageOf(e) });
    }
  }

  return function handle(msg) {
    queue = queue.then(() => answer(msg));
    return queue;
  };
}
