// Tests for the solver worker's message handling (web/solver/worker-core.js) with the page's WASM module
// (build/wasm-web, loaded under node by wasm-module.mjs), against the NEERC 2016 G sample's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler } from '../solver/worker-core.js';
import { createWasmModule } from './wasm-module.mjs';
import { FIRST_MODULE_SESSIONS } from '../lib/link-module.js';
import { registryIds } from './registry.mjs';
import { parseGraph } from '../graph-editor/parse.js';

const LETTER = 'DWL';

function harness(options = {}) {
  const sent = [];
  const tasks = { count: 0 };
  const handle = createSolverHandler({
    loadModule: options.loadModule ?? (() => createWasmModule()),
    loadFull: options.loadFull ?? null,
    ...(options.firstOpens ? { firstOpens: options.firstOpens } : {}),
    post: (m, transfer) => sent.push({ m, transfer }),
    nextTask: () => {
      tasks.count++;
      return new Promise((r) => setImmediate(r));
    },
    chunk: options.chunk ?? 200000,
    sliceMs: options.sliceMs ?? 0, // one chunk per task unless a test says otherwise
    progressEveryMs: options.progressEveryMs ?? 50,
    now: options.now,
  });
  return { sent, handle, tasks, messages: () => sent.map((x) => x.m) };
}

function solveMessage(id, game, text, misere = false) {
  const r = parseGraph(text);
  assert.ok(r.ok);
  return { type: 'open', id, game, n: r.graph.n, from: r.graph.from, to: r.graph.to, misere, table: true };
}

const SEED001 = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';

test("init answers with the registry's game list (src/catalog/registry.cpp), in its order", async () => {
  const h = harness();
  await h.handle({ type: 'init' });
  const [m] = h.messages();
  assert.equal(m.type, 'init');
  assert.deepEqual(
    m.games.map((g) => g.id),
    registryIds(),
  );
  const game = (id) => m.games.find((g) => g.id === id);
  assert.equal(game('generic').misereOption, true);
  assert.equal(game('alice-bob').twoStartSides, true);
  assert.equal(game('alice-bob').misereOption, false);
});

test('solve alice-bob on the NEERC 2016 G sample: WDLDWL / DWLLWL, one result, transferred arrays', async () => {
  const h = harness();
  await h.handle(solveMessage(7, 'alice-bob', SEED001));
  const msgs = h.messages();
  const finals = msgs.filter((m) => m.type !== 'progress');
  assert.equal(finals.length, 1);
  const r = finals[0];
  assert.equal(r.type, 'result');
  assert.equal(r.id, 7);
  assert.equal(r.positions, 12);
  let a = '',
    b = '';
  for (let v = 0; v < 6; v++) {
    a += LETTER[r.table.outcomes[2 * v]];
    b += LETTER[r.table.outcomes[2 * v + 1]];
  }
  assert.equal(a, 'WDLDWL');
  assert.equal(b, 'DWLLWL');
  assert.deepEqual(r.stats, { positions: 12, win: 4, loss: 5, draw: 3, longest: 1 });
  const transfer = h.sent.at(-1).transfer;
  assert.equal(transfer.length, 6); // the places' cells, two histograms, the table's three arrays
  assert.ok(transfer.includes(r.table.outcomes.buffer));
  assert.equal(typeof r.ms, 'number');
  // Best moves as the CLI's JSON gives them (1-based there): A 4,1,-,1,6,-  B 2,3,-,5,6,-
  // (the table gives each position's best move as its target vertex)
  const best = [...r.table.best].map((x) => (x === 0xffffffff ? '-' : String(x + 1)));
  assert.deepEqual(
    best.filter((_, p) => p % 2 === 0),
    ['4', '1', '-', '1', '6', '-'],
  );
  assert.deepEqual(
    best.filter((_, p) => p % 2 === 1),
    ['2', '3', '-', '5', '6', '-'],
  );
});

test('solve generic normal and misère on the NEERC 2016 G sample graph', async () => {
  const h = harness();
  await h.handle(solveMessage(1, 'generic', SEED001));
  await h.handle(solveMessage(2, 'generic', SEED001, true));
  const results = h.messages().filter((m) => m.type === 'result');
  assert.equal([...results[0].table.outcomes].map((o) => LETTER[o]).join(''), 'DWLDWL');
  assert.deepEqual(
    [...results[0].table.depths].map((d) => (d === 0xffffffff ? null : d)),
    [null, 1, 0, null, 1, 0],
  );
  assert.equal([...results[1].table.outcomes].map((o) => LETTER[o]).join(''), 'DDWWLW');
  assert.deepEqual(
    [...results[1].table.depths].map((d) => (d === 0xffffffff ? null : d)),
    [null, null, 0, 2, 1, 0],
  );
});

test('small chunks: progress messages before the one result, fractions in 0..1', async () => {
  const h = harness({ chunk: 50, progressEveryMs: 0 });
  const n = 3000;
  const from = new Uint32Array(n),
    to = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    from[i] = i;
    to[i] = Math.min(i + 1, n - 1);
  } // a path, a loop at the end
  to[n - 2] = n - 1;
  from[n - 1] = n - 2;
  to[n - 1] = n - 3;
  await h.handle({ type: 'open', id: 'big', game: 'generic', n, from, to, misere: false });
  const msgs = h.messages();
  const progress = msgs.filter((m) => m.type === 'progress');
  assert.ok(progress.length > 10, `only ${progress.length} progress messages`);
  assert.ok(progress.every((m) => m.id === 'big' && m.fraction >= 0 && m.fraction <= 1));
  assert.equal(msgs.at(-1).type, 'result');
  assert.equal(msgs.filter((m) => m.type === 'result').length, 1);
});

test('a time slice runs chunks until it is spent, then yields: a task per slice, not per chunk', async () => {
  const n = 3000;
  const from = new Uint32Array(n),
    to = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    from[i] = i;
    to[i] = Math.min(i + 1, n - 1);
  } // as in the test above
  to[n - 2] = n - 1;
  from[n - 1] = n - 2;
  to[n - 1] = n - 3;
  const run = async (options) => {
    const h = harness({ chunk: 50, progressEveryMs: 0, ...options });
    await h.handle({ type: 'open', id: 'sliced', game: 'generic', n, from, to, misere: false });
    assert.equal(h.messages().at(-1).type, 'result');
    return h.tasks.count;
  };
  const perChunk = await run({ sliceMs: 0 });
  let clock = 0; // each reading of the clock moves it 1 ms: a 10 ms slice holds about 5 chunks
  const sliced = await run({ sliceMs: 10, now: () => (clock += 1) });
  assert.ok(perChunk > 20, `${perChunk} tasks with one chunk each`);
  assert.ok(sliced * 3 < perChunk && sliced > 1, `${sliced} sliced tasks against ${perChunk}`);
});

test('bad input from the module is an error reply with its message', async () => {
  const h = harness();
  await h.handle({
    type: 'open',
    id: 3,
    game: 'generic',
    n: 2,
    from: Uint32Array.of(0),
    to: Uint32Array.of(5),
    misere: false,
  });
  const msgs = h.messages();
  assert.equal(msgs.length, 1);
  assert.equal(msgs[0].type, 'error');
  assert.equal(msgs[0].id, 3);
  assert.match(msgs[0].message, /out of range/);
});

test('unknown requests get an error, and the handler keeps working', async () => {
  const h = harness();
  await h.handle({ type: 'frobnicate', id: 9 });
  await h.handle({ type: 'init' });
  const msgs = h.messages();
  assert.deepEqual([msgs[0].type, msgs[0].id], ['error', 9]);
  assert.equal(msgs[1].type, 'init');
});

test('a module that fails to load is an error reply, and the next request retries', async () => {
  let calls = 0;
  const h = harness({
    loadModule: () => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('no wasm here')) : createWasmModule();
    },
  });
  await h.handle({ type: 'init', id: 1 });
  await h.handle({ type: 'init', id: 2 });
  const msgs = h.messages();
  assert.deepEqual([msgs[0].type, msgs[0].message], ['error', 'no wasm here']);
  assert.equal(msgs[1].type, 'init');
});

test('requests are answered in order, one final reply each', async () => {
  const h = harness({ chunk: 10, progressEveryMs: 0 });
  const p1 = h.handle(solveMessage('a', 'generic', SEED001));
  const p2 = h.handle(solveMessage('b', 'alice-bob', SEED001));
  await Promise.all([p1, p2]);
  const finals = h.messages().filter((m) => m.type !== 'progress');
  assert.deepEqual(
    finals.map((m) => [m.type, m.id]),
    [
      ['result', 'a'],
      ['result', 'b'],
    ],
  );
});

// The WASM module with a count of its live sessions (opened, not yet deleted).
async function countingModule() {
  const M = await createWasmModule();
  const open = M.openSession.bind(M);
  let live = 0;
  const counting = Object.create(M, { live: { get: () => live } });
  counting.openSession = (game, input) => {
    const s = open(game, input);
    live++;
    const remove = s.delete.bind(s);
    s.delete = () => {
      live--;
      remove();
    };
    return s;
  };
  return counting;
}

// Police and thief on a row of two cells, P at 0 and T at 1: position (side × 2 + police) × 2 + thief; the
// police to move steps onto the thief (a win in 1); the thief to move stays or steps onto the police, and is
// caught next (a loss in 2); where they meet, the game is over (depth 0).
test('open: progress, then one result naming a session; ask answers from it', async () => {
  const M = await countingModule();
  const h = harness({ loadModule: async () => M, chunk: 1, progressEveryMs: 0 });
  await h.handle({ type: 'open', game: 'cop-thief', id: 7, rows: 1, cols: 2, cells: 'PT' });
  const ms = h.messages();
  assert.ok(ms.filter((m) => m.type === 'progress').length >= 2);
  const finals = ms.filter((m) => m.type !== 'progress');
  assert.equal(finals.length, 1);
  const r = finals[0];
  assert.equal(r.type, 'result');
  assert.equal(r.id, 7);
  assert.equal(r.session, 7);
  assert.equal(r.info.places, 2);
  assert.deepEqual([...r.histogram.win], [2, 2, 0]);
  assert.deepEqual([...r.histogram.loss], [2, 0, 2]);
  assert.deepEqual([r.start, r.startPlaces, r.startValue.outcome, r.startValue.depth], [1, [0, 1], 1, 1]);
  assert.deepEqual(r.stats, { positions: 8, win: 4, loss: 4, draw: 0, longest: 2 });
  assert.equal(M.live, 1, 'the session stays alive for questions');
  await h.handle({
    type: 'ask',
    id: 8,
    session: 7,
    maps: [
      { position: 4, token: 1, mover: 1 },
      { position: 9, token: 1, mover: 0 },
    ],
    values: [1, 9],
    best: [1],
    lines: [{ position: 1 }],
  });
  const a = h.messages().at(-1);
  assert.equal(a.type, 'answer');
  // The thief to move, the police on 0, the thief on 0 (caught) or 1 (caught in 2).
  assert.deepEqual([...a.maps[0].outcomes], [2, 2]);
  assert.deepEqual([...a.maps[0].depths], [0, 2]);
  assert.equal(a.maps[1], null, 'a position off the game gives no map');
  assert.deepEqual([a.values[0].outcome, a.values[0].depth], [1, 1]);
  assert.equal(a.values[1].outcome, 3);
  // The police to move at (0, 1) steps onto the thief; then the end.
  assert.deepEqual(a.best, [7]);
  assert.deepEqual(a.lines[0], [7]);
  // A stale session is an error; a new solve keeps the last session as the previous one (for
  // What changed) and drops any older: never more than two alive.
  await h.handle({ type: 'ask', id: 9, session: 3, values: [1] });
  assert.equal(h.messages().at(-1).type, 'error');
  await h.handle({ type: 'open', game: 'cop-thief', id: 10, rows: 1, cols: 2, cells: 'PT' });
  assert.equal(M.live, 2);
  await h.handle({ type: 'open', game: 'cop-thief', id: 11, rows: 1, cols: 2, cells: 'TP' });
  assert.equal(M.live, 2);
  await h.handle({ type: 'ask', id: 12, session: 10, values: [1] });
  assert.equal(h.messages().at(-1).type, 'answer', 'the previous session still answers');
});

test("open: a bad board answers with the solver's message", async () => {
  const M = await countingModule();
  const h = harness({ loadModule: async () => M });
  await h.handle({ type: 'open', game: 'cop-thief', id: 3, rows: 1, cols: 2, cells: '.T' });
  assert.deepEqual(h.messages(), [{ type: 'error', id: 3, message: 'the board has no police start (P or C)' }]);
  assert.equal(M.live, 0, 'a failed solve is deleted');
});

test('police and thief on the WASM module: P.T, the police wins in 3 plies (step, the thief stays, capture); a board with no thief is refused', async () => {
  const h = harness();
  await h.handle({ type: 'open', game: 'cop-thief', id: 4, rows: 1, cols: 3, cells: 'P.T' });
  const r = h.messages().at(-1);
  assert.equal(r.type, 'result');
  assert.deepEqual([r.game, r.positions, r.info.places], ['cop-thief', 18, 3]);
  assert.deepEqual(r.startPlaces, [0, 2]);
  assert.deepEqual([r.startValue.outcome, r.startValue.depth, r.startValue.winner], [1, 3, 0]);
  assert.deepEqual(r.stats, { positions: 18, win: 9, loss: 9, draw: 0, longest: 4 }); // no exit: no draw
  await h.handle({ type: 'open', game: 'cop-thief', id: 5, rows: 1, cols: 3, cells: 'P.E' });
  assert.deepEqual(h.messages().at(-1), { type: 'error', id: 5, message: 'the board has no thief start (T)' });
});

// A module that records which sessions it opened (the WASM module's sessions, tagged).
async function tagged(name, opened) {
  const M = await createWasmModule();
  const openSession = M.openSession.bind(M);
  return Object.assign(Object.create(M), {
    name,
    openSession: (game, input) => {
      opened.push(`${name}:${game}`);
      return openSession(game, input);
    },
  });
}

test('a small first module: graph games open on it until the full module has loaded; other games wait for the full one; What changed never compares across modules', async () => {
  const opened = [];
  let fullLoads = 0;
  const h = harness({
    loadModule: () => tagged('first', opened),
    loadFull: () => {
      fullLoads++;
      return tagged('full', opened);
    },
  });
  await h.handle({ type: 'init' });
  await h.handle(solveMessage(1, 'generic', SEED001));
  assert.deepEqual(opened, ['first:generic']);
  assert.equal(fullLoads, 0, 'the full module is not loaded for a graph game');
  // A board needs the full module: it is opened there.
  await h.handle({ type: 'check', id: 2, game: 'cop-thief', rows: 1, cols: 2, cells: 'PT' });
  assert.equal(opened[1], 'full:cop-thief');
  assert.equal(fullLoads, 1);
  // Once loaded, the full module opens everything, the graph games too.
  await h.handle(solveMessage(3, 'generic', SEED001.replace('5 6', '6 5')));
  assert.equal(opened[2], 'full:generic');
  // Session 1 (first module) against session 3 (full module): not compared.
  await h.handle({ type: 'ask', id: 4, session: 3, diff: { previous: 1, oldOf: [0, 1, 2, 3, 4, 5] } });
  const last = h.messages().at(-1);
  assert.equal(last.type, 'error');
  assert.match(last.message, /changed modules/);
  assert.equal(fullLoads, 1, 'the full module is loaded once');
});

test("a link's first module (the boards'): its boards and graph games open on it, a design and the cop number wait for the full one", async () => {
  const opened = [];
  let fullLoads = 0;
  const h = harness({
    loadModule: () => tagged('boards', opened),
    loadFull: () => {
      fullLoads++;
      return tagged('full', opened);
    },
    firstOpens: FIRST_MODULE_SESSIONS.boards,
  });
  await h.handle({ type: 'init' });
  await h.handle({ type: 'open', id: 1, game: 'cop-thief', rows: 1, cols: 3, cells: 'PTE' });
  assert.equal(h.messages().at(-1).type, 'result');
  await h.handle(solveMessage(2, 'generic', SEED001));
  assert.deepEqual(opened, ['boards:cop-thief', 'boards:generic']);
  assert.equal(fullLoads, 0, 'the full module is not loaded for a board or a graph game');
  await h.handle({ type: 'check', id: 3, game: 'design', text: '{}' });
  assert.equal(opened[2], 'full:design');
  assert.equal(fullLoads, 1);
});
