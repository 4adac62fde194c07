// Tests for the solver worker's message handling (web/solver/worker-core.js) with the JS stand-in
// module, and for the stand-in itself against the seed 001 answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler } from '../solver/worker-core.js';
import createWhoWins from '../dev/fake-module.js';
import { parseGraph } from '../graph-editor/parse.js';

const LETTER = 'DWL';

function harness(options = {}) {
  const sent = [];
  const tasks = { count: 0 };
  const handle = createSolverHandler({
    loadModule: options.loadModule ?? (() => createWhoWins()),
    loadFull: options.loadFull ?? null,
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

test('init answers with the game list', async () => {
  const h = harness();
  await h.handle({ type: 'init' });
  const [m] = h.messages();
  assert.equal(m.type, 'init');
  assert.deepEqual(
    m.games.map((g) => g.id),
    ['generic', 'alice-bob', 'cop-thief', 'cat-mouse', 'design', 'cop-number'],
  );
  assert.equal(m.games[0].misereOption, true);
  assert.equal(m.games[1].twoStartSides, true);
});

test('solve alice-bob on the seed 001 sample: WDLDWL / DWLLWL, one result, transferred arrays', async () => {
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

test('solve generic normal and misère on the seed 001 graph', async () => {
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
      return calls === 1 ? Promise.reject(new Error('no wasm here')) : createWhoWins();
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

// A minimal stand-in for the module's sessions (the real one is WASM, web only): a board of two
// places, positions (side 2 + chaser) 2 + runner valued by a small table.
function fakeBoardModule() {
  let live = 0;
  const session = (cells) => {
    let steps = 0;
    live++;
    const at = (p) => [(p >> 1) & 1, p & 1];
    const value = (p) => {
      if (!(p >= 0 && p < 8)) return { outcome: 3, depth: null, winner: -1, byRule: false, end: false, endRule: -1 };
      const [c, r] = at(p),
        side = p >> 2;
      return {
        outcome: c === r ? 2 : side === 0 ? 1 : 2,
        depth: c === r ? 0 : 1,
        winner: c === r || side === 1 ? 0 : 0,
        byRule: false,
        end: c === r,
        endRule: -1,
      };
    };
    const best = (p) => {
      const [c, r] = at(p);
      return c === r ? null : p < 4 ? 4 + 2 * r + r : 2 * c + c;
    };
    return {
      error: () => (cells.includes('P') ? '' : 'the board has no police start (P or C)'),
      game: () => 'cop-thief',
      limit: () => 'board',
      positionCount: () => 8,
      advance: () => ++steps >= 3,
      progress: () => steps / 3,
      info: () => ({
        places: 2,
        cells: [0, 1],
        tokens: [
          { side: 0, index: 0 },
          { side: 1, index: 0 },
        ],
        notes: [],
      }),
      start: () => 1,
      places: (p) => at(p),
      mover: (p) => p >> 2,
      position: (m, [c, r]) => (c < 2 && r < 2 ? 4 * m + 2 * c + r : null),
      stats: () => ({ positions: 8, win: 4, loss: 2, draw: 2, longest: 2 }),
      histogram: (o) => (o === 1 ? Uint32Array.of(1, 3) : Uint32Array.of(2, 0)),
      value,
      bestMove: best,
      bestLine: (p, max) => {
        const line = [];
        for (let q = best(p); q !== null && line.length < max; q = best(q)) line.push(q);
        return line;
      },
      map(p, token, mover) {
        if (!(p >= 0 && p < 8) || token > 1) return null;
        const v = [0, 1].map((i) => {
          const x = at(p);
          x[token] = i;
          return value(4 * mover + 2 * x[0] + x[1]);
        });
        return {
          outcomes: Uint8Array.from(v, (x) => x.outcome),
          depths: Uint32Array.from(v, (x) => x.depth ?? 0xffffffff),
        };
      },
      delete() {
        live--;
      },
    };
  };
  return {
    games: () => [],
    get live() {
      return live;
    },
    openSession: (game, input) => session(input.cells ?? 'P'),
  };
}

test('open: progress, then one result naming a session; ask answers from it', async () => {
  const M = fakeBoardModule();
  const h = harness({ loadModule: async () => M, progressEveryMs: 0 });
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
  assert.deepEqual([...r.histogram.win], [1, 3]);
  assert.deepEqual([r.start, r.startPlaces, r.startValue.outcome, r.startValue.depth], [1, [0, 1], 1, 1]);
  assert.equal(r.stats.positions, 8);
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
  assert.deepEqual([...a.maps[0].outcomes], [2, 2]);
  assert.deepEqual([...a.maps[0].depths], [0, 1]);
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
  const M = fakeBoardModule();
  const h = harness({ loadModule: async () => M });
  await h.handle({ type: 'open', game: 'cop-thief', id: 3, rows: 1, cols: 2, cells: '.T' });
  assert.deepEqual(h.messages(), [{ type: 'error', id: 3, message: 'the board has no police start (P or C)' }]);
  assert.equal(M.live, 0, 'a failed solve is deleted');
});

test('two-token requests on the JS stand-in: a clear message, not a TypeError', async () => {
  const h = harness();
  await h.handle({ type: 'open', game: 'cop-thief', id: 4, rows: 1, cols: 2, cells: 'PT' });
  const m = h.messages().at(-1);
  assert.equal(m.type, 'error');
  assert.match(m.message, /stand-in solver, which solves only the graph games \(not cop-thief\)/);
});

// A module that records which sessions it opened (the stand-in's sessions, tagged).
async function tagged(name, opened) {
  const M = await createWhoWins();
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
  // A board needs the full module (the stand-in cannot solve it, but it is opened there).
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
