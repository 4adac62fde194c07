// The page under stress: solves past the page's limits refused before they start
// (web/solver/worker-core.js), a dead worker replaced (web/solver/client.js, with a stand-in
// Worker class), and share links of a megabyte refused at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler, PAGE_LIMITS, tooBigMessage } from '../solver/worker-core.js';
import { SolverClient } from '../solver/client.js';
import { outOfMemory } from '../solver/client-watch.js';
import { sharedWasmModule } from './wasm-module.mjs';
import { decodeShare } from '../lib/codec.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's section of a link, as the page does
import { decodePuzzleLink } from '../lib/puzzle.js';

// The WASM module's registry, with sessions that count their positions as the module's do and
// record what was solved, solving nothing (the limits are about not solving at all; opening only
// reads; a solve at the limit would take the module seconds and gigabytes).
async function recordingModule() {
  const real = await sharedWasmModule();
  const built = [];
  const games = {
    generic: { limit: 'graph', size: (i) => i.n >>> 0, what: (i) => ['graph', 'generic', i.n] },
    'alice-bob': { limit: 'graph', size: (i) => 2 * (i.n >>> 0), what: (i) => ['graph', 'alice-bob', i.n] },
    'cop-thief': {
      limit: 'copThief',
      size: (i) => 2 * [...i.cells].filter((c) => c !== '*').length ** 2,
      what: (i) => ['board', i.rows, i.cols],
    },
    'cat-mouse': {
      limit: 'catMouse',
      size: (i) => 2 * (i.offsets.length - 1) ** 2,
      what: (i) => ['cat-mouse', i.offsets.length - 1],
    },
  };
  return {
    built,
    games: () => real.games(),
    openSession(game, input) {
      const g = games[game];
      let solved = false;
      return {
        error: () => (solved ? `stub ${g.what(input)[0]}` : ''),
        game: () => game,
        limit: () => g.limit,
        positionCount: () => g.size(input),
        advance() {
          solved = true;
          built.push(g.what(input));
          return true;
        },
        progress: () => 1,
        delete() {},
      };
    },
  };
}

function harness(M) {
  const sent = [];
  const handle = createSolverHandler({
    loadModule: async () => M,
    post: (m) => sent.push(m),
    nextTask: () => new Promise((r) => setImmediate(r)),
  });
  return { sent, handle };
}

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

test('the limits: the message names the size, the page limit and the CLI command; at the limit nothing is refused', () => {
  assert.equal(tooBigMessage('graph', PAGE_LIMITS.graph, 'generic'), '');
  assert.equal(tooBigMessage('copThief', PAGE_LIMITS.copThief, 'cop-thief'), '');
  assert.equal(PAGE_LIMITS.copThief, 2 * 128 * 128 * 128 * 128, 'the biggest board the editor draws, open, fits');
  assert.equal(
    tooBigMessage('copThief', 2_684_354_560, 'cop-thief'),
    'This board has 2,684,354,560 positions: past what the page can hold in memory (about 536,870,912). Use the command line: whowins cop-thief --stats < board.txt',
  );
});

test('a graph solve past the limit is refused before anything is solved; one at the limit is solved', async () => {
  const M = await recordingModule();
  const h = harness(M);
  const none = new Uint32Array(0);
  const ms = await timed(() => h.handle({ type: 'open', id: 1, game: 'generic', n: 50_000_001, from: none, to: none }));
  assert.deepEqual(M.built, []);
  assert.equal(h.sent.length, 1);
  assert.equal(h.sent[0].type, 'error');
  assert.equal(h.sent[0].id, 1);
  assert.equal(
    h.sent[0].message,
    'This graph has 50,000,001 positions: past what the page can hold in memory (about 50,000,000). Use the command line: whowins generic --stats < graph.txt',
  );
  assert.deepEqual(h.sent[0].tooBig, { positions: 50_000_001, limit: 50_000_000 });
  assert.ok(ms < 50, `refused in ${ms.toFixed(1)} ms`);
  // alice-bob has two start sides: 25,000,001 vertices are 50,000,002 positions.
  await h.handle({ type: 'open', id: 2, game: 'alice-bob', n: 25_000_001, from: none, to: none });
  assert.match(
    h.sent.at(-1).message,
    /^This graph has 50,000,002 positions: .* whowins alice-bob --stats < graph\.txt$/,
  );
  await h.handle({ type: 'open', id: 3, game: 'alice-bob', n: 25_000_000, from: none, to: none });
  await h.handle({ type: 'open', id: 4, game: 'generic', n: 50_000_000, from: none, to: none });
  assert.deepEqual(M.built, [
    ['graph', 'alice-bob', 25_000_000],
    ['graph', 'generic', 50_000_000],
  ]);
  assert.deepEqual(
    h.sent
      .slice(2)
      .filter((m) => m.type !== 'progress')
      .map((m) => m.message),
    ['stub graph', 'stub graph'],
  );
  assert.equal(M.built.length, 2);
});

test('a board past the limit is refused (free cells² × 2), walls count for nothing', async () => {
  const M = await recordingModule();
  const h = harness(M);
  const open = (r, c) => 'P' + 'T' + '.'.repeat(r * c - 2);
  await h.handle({ type: 'open', game: 'cop-thief', id: 1, rows: 200, cols: 200, cells: open(200, 200) });
  assert.equal(
    h.sent[0].message,
    'This board has 3,200,000,000 positions: past what the page can hold in memory (about 536,870,912). Use the command line: whowins cop-thief --stats < board.txt',
  );
  assert.deepEqual(M.built, []);
  await h.handle({ type: 'open', game: 'cop-thief', id: 2, rows: 128, cols: 128, cells: open(128, 128) });
  const walled = 'PT' + '.'.repeat(16_000) + '*'.repeat(200 * 200 - 16_002);
  await h.handle({ type: 'open', game: 'cop-thief', id: 3, rows: 200, cols: 200, cells: walled });
  assert.deepEqual(M.built, [
    ['board', 128, 128],
    ['board', 200, 200],
  ]);
});

test('cat-mouse past the limit is refused (nodes² × 2)', async () => {
  const M = await recordingModule();
  const h = harness(M);
  const csr = (n) => ({ offsets: new Uint32Array(n + 1), neighbours: new Uint32Array(0) });
  await h.handle({ type: 'open', game: 'cat-mouse', id: 1, ...csr(11_131) });
  assert.equal(
    h.sent[0].message,
    'This graph has 247,798,322 positions: past what the page can hold in memory (about 247,753,800). Use the command line: whowins cat-mouse --stats < graph.txt',
  );
  await h.handle({ type: 'open', game: 'cat-mouse', id: 2, ...csr(11_130) });
  assert.deepEqual(M.built, [['cat-mouse', 11_130]]);
});

test('a refused solve keeps the last session', async () => {
  const M = await recordingModule();
  let live = 0;
  M.openSession = (game, input) => {
    live++;
    return {
      error: () => '',
      game: () => 'cop-thief',
      limit: () => 'copThief',
      positionCount: () => 2 * input.cells.length ** 2,
      advance: () => true,
      progress: () => 1,
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
      places: () => [0, 1],
      stats: () => ({ positions: 8, win: 4, loss: 2, draw: 2, longest: 2 }),
      histogram: () => Uint32Array.of(1),
      value: () => ({ outcome: 1, depth: 1, winner: 0, byRule: false, end: false, endRule: -1 }),
      delete() {
        live--;
      },
    };
  };
  const h = harness(M);
  await h.handle({ type: 'open', game: 'cop-thief', id: 1, rows: 1, cols: 2, cells: 'PT' });
  assert.equal(h.sent.at(-1).type, 'result');
  await h.handle({ type: 'open', game: 'cop-thief', id: 2, rows: 300, cols: 300, cells: '.'.repeat(90_000) });
  assert.match(h.sent.at(-1).message, /^This board has 16,200,000,000 positions/);
  assert.equal(live, 1);
  await h.handle({ type: 'ask', id: 3, session: 1, values: [1] });
  assert.deepEqual(h.sent.at(-1), {
    type: 'answer',
    id: 3,
    values: [{ outcome: 1, depth: 1, winner: 0, byRule: false, end: false, endRule: -1 }],
  });
});

test('cli-json: a text whose header claims more than the page holds is refused by its size (M.inputPositions) before cliJson runs', async () => {
  const M = await recordingModule();
  const asked = [];
  M.inputPositions = (game, text) =>
    text.startsWith('60000000') ? { error: '', positions: 60_000_000 } : { error: '', positions: 3 };
  M.cliJson = (game, input, misere, max) => {
    asked.push([game, max]);
    return { error: '', json: '{}\n' };
  };
  const h = harness(M);
  await h.handle({ type: 'cli-json', id: 1, game: 'generic', input: '60000000 0\n', maxPositions: 1e9 });
  assert.equal(
    h.sent[0].message,
    'This graph has 60,000,000 positions: past what the page can hold in memory (about 50,000,000). Use the command line: whowins generic --stats < graph.txt',
  );
  await h.handle({ type: 'cli-json', id: 2, game: 'generic', input: '3 0\n' });
  assert.deepEqual(h.sent[1], { type: 'json', id: 2, json: '{}\n' });
  assert.deepEqual(asked, [['generic', 4_000_000]]);
});

test('cli-json on the WASM module: "60000000 0" (11 bytes, 60 million vertices) refused in milliseconds', async () => {
  const M = await sharedWasmModule();
  const h = harness(M);
  await h.handle({ type: 'init' });
  const ms = await timed(() =>
    h.handle({ type: 'cli-json', id: 1, game: 'generic', input: '60000000 0\n', maxPositions: 2 ** 32 - 1 }),
  );
  assert.match(h.sent[1].message, /^This graph has 60,000,000 positions: past what the page can hold/);
  assert.ok(ms < 100, `${ms.toFixed(1)} ms`);
  await h.handle({ type: 'cli-json', id: 2, game: 'alice-bob', input: '25000001 0\n', maxPositions: 2 ** 32 - 1 });
  assert.match(h.sent[2].message, /^This graph has 50,000,002 positions: .*whowins alice-bob --stats/);
  await h.handle({ type: 'cli-json', id: 3, game: 'generic', input: '3 1\n1 2\n' });
  assert.equal(h.sent[3].type, 'json');
  assert.equal(JSON.parse(h.sent[3].json).outcome, 'WLL');
});

// A stand-in Worker: answers init, echoes requests as results unless told to hang; crash()
// fires onerror as a browser does when the worker dies.
function fakeWorkerClass() {
  const made = [];
  class FakeWorker {
    constructor(url, options) {
      this.url = url;
      this.options = options;
      this.terminated = false;
      this.hang = false;
      this.got = [];
      this.failLoad = FakeWorker.failNextLoad;
      FakeWorker.failNextLoad = false;
      made.push(this);
    }
    postMessage(m) {
      this.got.push(m);
      queueMicrotask(() => {
        if (this.terminated) return;
        if (this.failLoad) {
          this.onerror?.({ message: 'could not load the module', preventDefault() {} });
          return;
        }
        if (m.type === 'init') this.onmessage?.({ data: { type: 'init', games: [{ id: 'generic' }] } });
        else if (!this.hang) this.onmessage?.({ data: { type: 'result', id: m.id, echo: m.type } });
      });
    }
    terminate() {
      this.terminated = true;
    }
    crash(message) {
      this.onerror?.({ message, preventDefault() {} });
    }
  }
  FakeWorker.failNextLoad = false;
  return { FakeWorker, made };
}

test('client: a worker that dies is replaced; the waiting request fails saying so, the next one works', async () => {
  const { FakeWorker, made } = fakeWorkerClass();
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker });
  assert.deepEqual(await client.games, [{ id: 'generic' }]);
  assert.equal(made.length, 1);
  assert.deepEqual(made[0].options, { type: 'module' });
  assert.equal((await client.ask(1, {})).echo, 'ask');
  made[0].hang = true;
  const from = new Uint32Array(1),
    to = new Uint32Array(1);
  const solving = client.open({ game: 'generic', n: 2, from, to }, null);
  const asking = client.ask(1, {});
  assert.equal(client.busy, true);
  made[0].crash('Out of memory');
  for (const p of [solving, asking]) {
    await assert.rejects(
      p,
      (e) =>
        e.kind === 'crash' &&
        /^the solver stopped \(Out of memory\) and was restarted; your board is kept/.test(e.message),
    );
  }
  assert.equal(made.length, 2, 'a fresh worker');
  assert.equal(made[0].terminated, true);
  assert.equal(client.busy, false);
  assert.equal(client.restarts, 1);
  assert.deepEqual(await client.games, [{ id: 'generic' }]);
  const r = await client.open({ game: 'generic', n: 2, from: new Uint32Array(1), to: new Uint32Array(1) }, null);
  assert.equal(r.echo, 'open');
  assert.equal(made[1].got.at(-1).type, 'open', 'the next request went to the new worker');
  assert.equal(made[0].got.filter((m) => m.type === 'open').length, 1);
});

test('client: a worker that goes silent (dead without an error event) is replaced after silenceMs', async () => {
  const { FakeWorker, made } = fakeWorkerClass();
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker, silenceMs: 60 });
  await client.games;
  // Answered requests and an idle worker never trip it.
  assert.equal((await client.ask(1, {})).echo, 'ask');
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(made.length, 1, 'idle: no restart');
  made[0].hang = true; // from now on the worker answers nothing, as a killed worker
  const t0 = performance.now();
  const solving = client.open({ game: 'generic', n: 2, from: new Uint32Array(1), to: new Uint32Array(1) }, null);
  await assert.rejects(
    solving,
    (e) =>
      e.kind === 'crash' &&
      /^the solver stopped \(no answer for 0 s\) and was restarted; your board is kept/.test(e.message),
  );
  assert.ok(performance.now() - t0 >= 50, 'not before silenceMs');
  assert.equal(made.length, 2);
  assert.equal(made[0].terminated, true);
  assert.equal(client.restarts, 1);
  assert.equal((await client.ask(1, {})).echo, 'ask', 'the fresh worker answers');
});

test('client: progress keeps a long request alive past silenceMs', async () => {
  const { FakeWorker, made } = fakeWorkerClass();
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker, silenceMs: 80 });
  await client.games;
  made[0].hang = true;
  let fractions = 0;
  const solving = client.open(
    { game: 'generic', n: 2, from: new Uint32Array(1), to: new Uint32Array(1) },
    () => fractions++,
  );
  const id = made[0].got.at(-1).id;
  for (let i = 0; i < 6; i++) {
    // 300 ms of progress every 50 ms
    await new Promise((r) => setTimeout(r, 50));
    made[0].onmessage({ data: { type: 'progress', id, fraction: i / 6 } });
  }
  made[0].onmessage({ data: { type: 'result', id, echo: 'open' } });
  assert.equal((await solving).echo, 'open');
  assert.equal(fractions, 6);
  assert.equal(made.length, 1, 'never restarted');
});

test('client: a worker that never starts is not restarted in a loop', async () => {
  const { FakeWorker, made } = fakeWorkerClass();
  FakeWorker.failNextLoad = true;
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker });
  await assert.rejects(
    client.games,
    (e) => e.kind === 'crash' && e.message === 'the solver could not start: could not load the module',
  );
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(made.length, 1);
  assert.equal(client.restarts, 0);
  // Cancel still starts a fresh worker (the existing behaviour).
  client.cancel();
  assert.equal(made.length, 2);
  assert.deepEqual(await client.games, [{ id: 'generic' }]);
});

test('client: an answer that the module ran out of memory fails the request saying so and replaces the worker', async () => {
  const { FakeWorker, made } = fakeWorkerClass();
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker });
  await client.games;
  made[0].hang = true;
  const solving = client.open({ game: 'generic', n: 2, from: new Uint32Array(1), to: new Uint32Array(1) }, null);
  const id = made[0].got.at(-1).id;
  made[0].onmessage({ data: { type: 'error', id, message: 'not enough memory for this graph' } });
  await assert.rejects(
    solving,
    (e) =>
      e.kind === 'crash' &&
      /^the solver ran out of memory \(its 4 GB limit\) and was restarted; your board is kept/.test(e.message) &&
      e.message.includes('not enough memory for this graph'),
  );
  assert.equal(made.length, 2, 'a fresh worker');
  assert.equal(made[0].terminated, true);
  assert.equal(client.busy, false);
  assert.equal((await client.ask(1, {})).echo, 'ask', 'the fresh worker answers');
  // Any other error leaves the worker as it is.
  made[1].hang = true;
  const refused = client.open({ game: 'generic', n: 2, from: new Uint32Array(1), to: new Uint32Array(1) }, null);
  made[1].onmessage({
    data: { type: 'error', id: made[1].got.at(-1).id, message: 'line 2: vertex 4 is out of range' },
  });
  await assert.rejects(refused, (e) => e.kind === 'solver' && e.message === 'line 2: vertex 4 is out of range');
  assert.equal(made.length, 2, 'no restart');
});

test('client: the module’s words for running out of memory, and others that are not', () => {
  for (const m of [
    'not enough memory for this design',
    'Aborted(OOM)',
    'Cannot enlarge memory arrays to size 4294967296 bytes',
    'WebAssembly.Memory.grow(): Maximum memory size exceeded',
    'the solver failed (code 5243016): out of memory?',
    'std::bad_alloc',
  ])
    assert.equal(outOfMemory(m), true, m);
  for (const m of [
    'This graph has 60,000,000 positions: past what the page can hold in memory (about 50,000,000).',
    'line 3: vertex 4 is out of range 1..3',
    '',
    undefined,
  ])
    assert.equal(outOfMemory(m), false, String(m));
});

test('client: a worker that could not start fails what is asked of it at once, saying why', async () => {
  const { FakeWorker } = fakeWorkerClass();
  FakeWorker.failNextLoad = true;
  const client = new SolverClient('worker.js', { WorkerClass: FakeWorker, silenceMs: 60000 });
  await assert.rejects(client.games);
  const t0 = performance.now();
  await assert.rejects(
    client.ask(1, {}),
    (e) => e.kind === 'crash' && e.message === 'the solver could not start: could not load the module',
  );
  assert.ok(performance.now() - t0 < 1000, 'at once, not after the silence timer');
});

test('a share link or puzzle link of a megabyte is refused in under 20 ms', () => {
  const big = 'A'.repeat(1 << 20);
  decodeShare('#v1.AA');
  decodePuzzleLink('#z1.AA'); // warm up
  for (const [decode, hash] of [
    [decodeShare, '#v1.' + big],
    [decodeShare, big],
    [decodePuzzleLink, '#z1.' + big],
  ]) {
    const t0 = performance.now();
    const r = decode(hash);
    const ms = performance.now() - t0;
    assert.equal(r.ok, false);
    assert.match(r.error, /far too long/);
    assert.ok(ms < 20, `${ms.toFixed(1)} ms`);
  }
});
