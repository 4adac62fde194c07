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
      id: String(g.id),
      name: String(g.name),
      summary: String(g.summary ?? ''),
      rules: String(g.rules ?? g.summary ?? ''),
      graphBoard: !!g.graphBoard,
      gridBoard: !!g.gridBoard,
      twoTokens: !!g.twoTokens,
      misereOption: !!g.misereOption,
      twoStartSides: !!g.twoStartSides,
      undirected: !!g.undirected,
      puzzles: !!g.puzzles,
      session: String(g.session ?? ''),
    });
  }
  if (typeof list.delete === 'function') list.delete();
  return out;
}

function plainStats(s) {
  const num = (x) => Number(x ?? 0);
  return {
    positions: num(s.positions),
    win: num(s.win),
    loss: num(s.loss),
    draw: num(s.draw),
    longest: num(s.longest),
  };
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
export const PAGE_LIMITS = {
  graph: 50_000_000,
  board: 2 * 16_384 ** 2,
  catMouse: 2 * 11_130 ** 2,
  design: 60_000_000,
  designKernel: 2 * 16_384 ** 2,
  designBits: 1_200_000_000,
  designBitsTwice: 600_000_000,
  cops: 600_000_000,
};

const fmt = (x) => x.toLocaleString('en-US');

// The refusal's message, or '' when the solve fits: kind 'graph' | 'board' | 'catMouse' |
// 'design' | 'designKernel' (a design of the cop-thief shape) | 'designBits' | 'designBitsTwice'
// (the bit engine; solved twice: design_needs_hold).
export function tooBigMessage(kind, positions, game) {
  const limit = PAGE_LIMITS[kind];
  if (!(positions > limit)) return '';
  const what = kind === 'board' ? 'board' : kind.startsWith('design') ? 'design' : 'graph';
  const file = what === 'design' ? 'design.json' : `${what}.txt`;
  return (
    `This ${what} has ${fmt(positions)} positions: past what the page can hold in memory (about ${fmt(limit)}). ` +
    `Use the command line: whowins ${game || '<game>'} --stats < ${file}`
  );
}

// chunk: the most work per advance() call, in the solve object's units (positions, or moves
// and positions: docs/wasm-api.md); callMs: the time a call should take — the budget adapts
// to it (see runInChunks).
//
// loadFull: where the first module (loadModule) is the page's small one with the graph games
// only (whowins-lite, web/solver/start.js), a Promise of the full module: the graph games stay
// on the first module until the full one has loaded, everything else waits for it.
/**
 * @param {object} options
 * @param {() => Promise<any>} options.loadModule
 * @param {(() => Promise<any>) | null} [options.loadFull]
 * @param {(message: import('./messages.js').Reply, transfer?: Transferable[]) => void} options.post
 * @param {() => Promise<void>} options.nextTask
 * @param {number} [options.chunk]
 * @param {number} [options.callMs]
 * @param {number} [options.sliceMs]
 * @param {number} [options.progressEveryMs]
 * @param {() => number} [options.now]
 * @returns {(message: any) => Promise<void>}
 */
export function createSolverHandler({
  loadModule,
  loadFull = null,
  post,
  nextTask,
  chunk = 200000,
  callMs = 15,
  sliceMs = 20,
  progressEveryMs = 50,
  now = () => performance.now(),
}) {
  let modulePromise = null;
  const module = () => (modulePromise ??= loadModule());
  let fullPromise = null,
    fullModule = null;
  const full = () => (loadFull ? (fullPromise ??= loadFull().then((M) => (fullModule = M))) : module());
  // The module that opens `game`: the first one while it can (a graph game) and the full one
  // has not loaded, else the full one.
  async function moduleFor(game) {
    if (!loadFull) return module();
    if (fullModule) return fullModule;
    const M = await module();
    const g = gamesOf(M).find((x) => x.id === String(game));
    return g && g.session === 'graph' ? M : full();
  }
  let queue = Promise.resolve();

  let registry = null; // the module's games as plain objects, read once per module
  const gamesOf = (M) => (registry ??= plainGames(M.games()));

  async function init() {
    const M = await module();
    // threads: how many the module solves on (the threaded module's setThreads; 1 otherwise).
    const threads = typeof M.threads === 'function' ? Number(M.threads()) : 1;
    post({ type: 'init', games: gamesOf(M), threads });
  }

  // Refuses (posts the error, returns true) a solve past the page's limits, before it starts.
  function refused(id, kind, positions, game) {
    const message = tooBigMessage(kind, positions, game);
    if (message) post({ type: 'error', id, message, tooBig: { positions, limit: PAGE_LIMITS[kind] } });
    return !!message;
  }

  // Advances a session by chunks, as many as fit
  // in sliceMs per macrotask (a bit-parallel round can be one chunk: a task per round would
  // spend more on the hand-over than on the round; a cancel still waits at most a slice),
  // posting progress; posts the error and returns false if the solve failed, else returns true.
  // A position's worth of work costs very different times from one solve or step to the next (a
  // design's set-up lists every move of every position; a graph's takes a lookup), so the budget
  // of a call follows the time calls take (nextBudget): from 1/16 of `chunk`, doubled while calls
  // are quick, up to `chunk`, cut to fit callMs when a call is slow. No call then runs for long,
  // and progress goes out at least every slice.
  async function runInChunks(s, id, extra = () => ({})) {
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
      let t = sliceStart,
        done;
      do {
        done = s.advance(budget);
        const t1 = now();
        budget = nextBudget(budget, t1 - t);
        t = t1;
      } while (!done && t - sliceStart < sliceMs);
      if (done) break;
      if (t - lastReport >= progressEveryMs) {
        lastReport = t;
        post({ type: 'progress', id, fraction: Math.max(0, Math.min(1, Number(s.progress()))), ...extra() });
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

  // The sessions kept to be asked (one per slot: the game's, and the cop number's — a game whose
  // registry kind is 'cops', asked beside the game on screen), and the game's session before it
  // while small (What changed compares the two).
  const kept = new Map(); // slot -> { id, s, places, M, slot }
  let previous = null;
  const KEEP_PREVIOUS = 1500; // places: 2 × 1,500² positions at the most
  // The registry's session kind of a game ('graph', 'board', 'pair-graph', 'design', 'cops'), '' if unknown.
  const kindOf = (M, game) => gamesOf(M).find((x) => x.id === String(game))?.session ?? '';
  const slotOf = (kind) => (kind === 'cops' ? 'cops' : 'game');
  function drop(slot) {
    const old = kept.get(slot);
    kept.delete(slot);
    if (slot !== 'game') {
      old?.s.delete();
      return;
    }
    previous?.s.delete();
    previous = old && old.places <= KEEP_PREVIOUS ? old : null;
    if (old && !previous) old.s.delete();
  }
  const u32 = (x) => (x instanceof Uint32Array ? x : Uint32Array.from(Array.isArray(x) ? x : []));
  const num = (x) => (typeof x === 'number' ? x : -1);
  const sessionOf = (id) => [...kept.values(), previous].find((k) => k && k.id === id) ?? null;

  const plainValue = (v) => ({
    outcome: Number(v.outcome),
    depth: v.depth === null ? null : Number(v.depth),
    winner: Number(v.winner),
    byRule: !!v.byRule,
    end: !!v.end,
    endRule: Number(v.endRule),
  });
  const plainInfo = (info) => ({
    places: Number(info.places),
    cells: Uint32Array.from(info.cells),
    tokens: Array.from(info.tokens, (t) => ({ side: Number(t.side), index: Number(t.index) })),
    notes: Array.from(info.notes ?? [], String),
  });
  // The session's input from a request, as the module takes it: numbers, strings and typed
  // arrays only (anything else is left out, and the session says what is missing).
  // A cops session (the cop number) asks k = 1, 2, … cops up to maxCops when given, else as many
  // as the module's kernel takes, each game within the page's limit (PAGE_LIMITS.cops): the budget
  // decides, and the verdict says what would not fit and the memory it needs.
  function inputOf(msg, kind) {
    const input = {};
    for (const key of ['n', 'rows', 'cols', 'maxCops']) if (typeof msg[key] === 'number') input[key] = msg[key];
    for (const key of ['cells', 'text']) if (typeof msg[key] === 'string') input[key] = msg[key];
    for (const key of ['from', 'to', 'offsets', 'neighbours']) input[key] = u32(msg[key]);
    input.misere = msg.misere === true;
    if (kind === 'cops') input.maxPositions = PAGE_LIMITS.cops;
    return input;
  }
  function opened(M, msg) {
    if (typeof M.openSession !== 'function') return null;
    return M.openSession(String(msg.game), inputOf(msg, kindOf(M, msg.game)));
  }
  const standIn = (game) =>
    `this build has the JS stand-in solver, which solves only the graph games (not ${game}): build the WebAssembly module (bash scripts/build.sh wasm) and the page again`;

  // { game, ...input } → 'info': the game read and counted, nothing solved (the error, the
  // positions, the refusal past the page's limits, the places and tokens).
  async function check(msg) {
    const M = await moduleFor(msg.game);
    const s = opened(M, msg);
    if (!s) {
      post({ type: 'error', id: msg.id, message: standIn(msg.game) });
      return;
    }
    try {
      const error = String(s.error());
      const positions = error ? 0 : Number(s.positionCount());
      const tooBig = error ? '' : tooBigMessage(String(s.limit()), positions, String(s.game()));
      post({ type: 'info', id: msg.id, error, positions, tooBig, info: error || tooBig ? null : plainInfo(s.info()) });
    } finally {
      s.delete();
    }
  }

  // { game, ...input, table } → 'result': the session opened (session/open.hpp: as the registry
  // says), refused past the page's limits, solved in chunks and kept under the request's id;
  // with every position's values when `table` is asked (the graph games).
  async function open(msg) {
    const { id } = msg;
    const t0 = now();
    const M = await moduleFor(msg.game);
    const slot = slotOf(kindOf(M, msg.game));
    const s = opened(M, msg);
    if (!s) {
      drop(slot);
      post({ type: 'error', id, message: standIn(msg.game) });
      return;
    }
    const limit = String(s.limit());
    if (!String(s.error()) && limit && refused(id, limit, Number(s.positionCount()), String(s.game()))) {
      s.delete();
      return;
    }
    drop(slot);
    let keep = false;
    try {
      const progress = slot === 'cops' ? () => ({ cops: Number(s.copsTried()) }) : () => ({});
      if (!(await runInChunks(s, id, progress))) return;
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
      if (msg.table) {
        const t = s.table(PAGE_LIMITS.graph);
        if (t) {
          result.table = { outcomes: t.outcomes, depths: t.depths, best: t.best };
          transfer.push(t.outcomes.buffer, t.depths.buffer, t.best.buffer);
        }
      }
      kept.set(slot, { id, s, places: info.places, M, slot });
      keep = true;
      result.ms = now() - t0;
      post(result, transfer);
    } finally {
      if (!keep) s.delete();
    }
  }

  // Questions about a kept session (docs/wasm-api.md), each a list answered in order under the
  // same key: values, places, moves, best (best moves), maps [{ position, token, mover }],
  // lines [{ position, max }], positions [{ mover, places }], puzzles { count, seed, minPlies,
  // kind }, diff { previous, oldOf }; of a cops session (a CopNumberSession) captureMaps
  // [placement], copsMoves / robberMoves [{ placement, robber }].
  async function ask(msg) {
    const { id } = msg;
    const k = sessionOf(msg.session);
    if (!k) {
      post({ type: 'error', id, message: 'this solution is gone: solve again' });
      return;
    }
    const { s } = k;
    const transfer = [];
    /** @type {import('./messages.js').AskReply} */
    const answer = { type: 'answer', id };
    // Lists of questions; a malformed one is asked as a bad position (-1), never thrown on.
    const each = (key, f) => {
      if (Array.isArray(msg[key])) answer[key] = msg[key].map((q) => f(q ?? {}));
    };
    each('values', (p) => plainValue(s.value(num(p))));
    each('places', (p) => Array.from(s.places(num(p))));
    each('moves', (p) => Array.from(s.moves(num(p))));
    each('best', (p) => s.bestMove(num(p)));
    each('maps', (q) => {
      const m = s.map(num(q.position), num(q.token), num(q.mover) | 0);
      if (m) transfer.push(m.outcomes.buffer, m.depths.buffer);
      return m ? { outcomes: m.outcomes, depths: m.depths } : null;
    });
    each('lines', (q) =>
      Array.from(s.bestLine(num(q.position), Math.min(5000, typeof q.max === 'number' ? q.max : 1000))),
    );
    each('positions', (q) => s.position(num(q.mover) | 0, u32(q.places)));
    // A session of another kind has no capture maps or cops' moves: empty answers.
    const cops = k.slot === 'cops';
    each('captureMaps', (p) => (cops ? Array.from(s.captureMap(u32(p))) : []));
    each('copsMoves', (q) => (cops ? Array.from(s.copsMove(u32(q.placement), num(q.robber))) : []));
    each('robberMoves', (q) => (cops ? s.robberMove(u32(q.placement), num(q.robber)) : null));
    if (msg.puzzles) {
      const { count = 20, seed = 1, minPlies = 1, kind = 'win' } = msg.puzzles;
      const t0 = now();
      const r = s.puzzles(num(count), num(seed), num(minPlies), String(kind));
      if (r.error) {
        post({ type: 'error', id, message: String(r.error) });
        return;
      }
      answer.puzzles = { json: String(r.json), count: Number(r.count), ms: now() - t0 };
    }
    if (msg.diff) {
      const before = sessionOf(msg.diff.previous);
      if (!before || before === k) {
        post({
          type: 'error',
          id,
          message: 'the solution before the edit is gone (games past 1,500 places are not kept)',
        });
        return;
      }
      // Two sessions of different modules (the first one's, then the full one's) cannot be compared.
      if (before.M !== k.M) {
        post({
          type: 'error',
          id,
          message: 'the solution before the edit is gone (the solver changed modules in between)',
        });
        return;
      }
      const r = s.diff(before.s, u32(msg.diff.oldOf));
      if (r.error) {
        post({ type: 'error', id, message: String(r.error) });
        return;
      }
      answer.diff = {
        positions: Number(r.positions),
        changed: Number(r.changed),
        added: Number(r.added),
        depthOnly: Number(r.depthOnly),
        transitions: [0, 1, 2].map((a) => [0, 1, 2].map((b) => Number(r.transitions[a][b]))),
      };
    }
    post(answer, transfer);
  }

  // The CLI's --json ('cli-json') or --dot ('cli-dot') of an input text, by the module's C++.
  async function cliText(msg, format) {
    const M = await full();
    const fn = format === 'dot' ? M.cliDot : M.cliJson;
    if (typeof fn !== 'function') {
      post({
        type: 'error',
        id: msg.id,
        message: `this build has the JS stand-in solver: ${format === 'dot' ? 'DOT' : 'JSON'} export needs the WebAssembly module`,
      });
      return;
    }
    // The size from the text's header or cells (M.inputPositions, cheap), against the page's
    // limits: a caller's maxPositions may be larger than the page can hold.
    if (typeof M.inputPositions === 'function') {
      const g = gamesOf(M).find((x) => x.id === String(msg.game));
      const size = M.inputPositions(String(msg.game), String(msg.input ?? ''));
      const kind = { board: 'board', 'pair-graph': 'catMouse' }[g?.session] ?? 'graph';
      if (g && !size.error && refused(msg.id, kind, Number(size.positions), g.id)) return;
    }
    const r = fn(String(msg.game), String(msg.input ?? ''), !!msg.misere, msg.maxPositions ?? 4_000_000);
    if (r.error) post({ type: 'error', id: msg.id, message: String(r.error) });
    else if (format === 'dot') post({ type: 'dot', id: msg.id, dot: String(r.dot) });
    else post({ type: 'json', id: msg.id, json: String(r.json) });
  }

  const handlers = {
    init,
    check,
    open,
    ask,
    'cli-json': (msg) => cliText(msg, 'json'),
    'cli-dot': (msg) => cliText(msg, 'dot'),
  };

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
      kept.clear();
      previous = null;
      post({ type: 'error', id, message: messageOf(e) });
    }
  }

  return function handle(msg) {
    queue = queue.then(() => answer(msg));
    return queue;
  };
}
