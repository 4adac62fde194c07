// Property tests of the solver worker's message handling (web/solver/worker-core.js) on random
// and malformed requests (seeded, deterministic), with the page's WASM module (build/wasm-web,
// loaded by wasm-module.mjs): every request gets exactly one final reply of the
// documented kinds (progress only before it), nothing throws, no case hangs, and the handler
// still answers right afterwards. WHOWINS_FUZZ_SEED / WHOWINS_FUZZ_CASES as in fuzz.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler } from '../solver/worker-core.js';
import { createWasmModule } from './wasm-module.mjs';
import { rng, BOARD_PRESETS } from '../cop-thief/board.js';

const SEED = Number(process.env.WHOWINS_FUZZ_SEED ?? 20261123);
const CASES = Number(process.env.WHOWINS_FUZZ_CASES ?? 1500);
const FINAL = new Set(['init', 'result', 'error', 'json', 'answer', 'info']);
const MAX_CASE_MS = 2000; // a request of a few KB; the slowest (a real solve of a small board) takes milliseconds

const SMALL_DESIGNS = [
  '{"board": {"grid": ["P..", ".*.", "..T"], "walls": "*"}, "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "king", "stay": true}}]}, {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1}}]}], "first": "police", "ends": [{"when": "meet", "winner": "police"}]}',
  '{"board": {"grid": ["K...", "....", "...k"]}, "sides": [{"name": "white", "tokens": [{"start": "K", "moves": {"steps": "king"}}]}, {"name": "black", "tokens": [{"start": "k", "moves": {"steps": "knight"}}]}], "first": "black", "ends": [{"when": "meet", "winner": "white"}], "endless": "draw"}',
];

// A random request: a known type or not, fields of the right kind or not, sizes small or past
// the page's limits (never between: a real solve of 50 million positions is not a unit test).
function randomRequest(random, lastId) {
  const int = (k) => Math.floor(random() * k);
  const pick = (list) => list[int(list.length)];
  const maybe = (p, f, other) => (random() < p ? f() : other);
  const WEIRD = [undefined, null, -1, 0, 1.5, NaN, 2 ** 32, '3', 'x', [], {}, true];
  const small = () => int(12);
  const u32 = (len, hi) =>
    Uint32Array.from({ length: len }, () => (random() < 0.005 ? pick([0xffffffff, hi]) : int(hi)));
  const type = pick([
    'init',
    'open',
    'open',
    'open',
    'open',
    'open',
    'check',
    'ask',
    'ask',
    'ask',
    'cli-json',
    'frobnicate',
    '',
    '__proto__',
    'constructor',
    'toString',
    undefined,
  ]);
  const id = pick([int(1000), `r${int(100)}`, lastId, undefined, null]);
  const game = maybe(
    0.85,
    () => pick(['generic', 'alice-bob', 'cop-thief', 'cop-thief', 'cat-mouse', 'design', 'cop-number']),
    pick(['', 'chess', '__proto__', 42]),
  );
  const msg = { type, id, game };
  const n = maybe(0.85, small, pick([...WEIRD, 50_000_001, 2 ** 31, 1e12]));
  const m = int(20);
  Object.assign(msg, {
    n,
    misere: random() < 0.2,
    from: maybe(0.95, () => u32(m, typeof n === 'number' && n >= 1 && n < 20 ? n : 12), pick(WEIRD)),
    to: maybe(
      0.95,
      () =>
        u32(
          maybe(0.95, () => m, int(20)),
          typeof n === 'number' && n >= 1 && n < 20 ? n : 12,
        ),
      pick(WEIRD),
    ),
  });
  if (game === 'cop-thief') {
    const text = pick(BOARD_PRESETS).text.split('\n');
    const [rows, cols] = text[0].split(' ').map(Number);
    let cells = text.slice(1).join('');
    if (random() < 0.4)
      cells = cells
        .split('')
        .map((c) => (random() < 0.1 ? pick(['.', '*', 'E', 'P', 'T', 'C', 'x', '']) : c))
        .join('');
    Object.assign(msg, {
      rows: maybe(0.8, () => rows, pick([...WEIRD, 300, 1e6])),
      cols: maybe(0.8, () => cols, pick([...WEIRD, 300])),
      cells: maybe(0.9, () => cells, pick(WEIRD)),
    });
    if (random() < 0.05) Object.assign(msg, { rows: 300, cols: 300, cells: '.'.repeat(90_000) }); // past the limit
  }
  if (game === 'cat-mouse') {
    const nodes = random() < 0.05 ? 11_200 : 3 + int(6);
    const offsets = new Uint32Array(nodes + 1);
    const neighbours = [];
    for (let v = 0; v < nodes; v++) {
      offsets[v] = neighbours.length;
      if (nodes < 100) for (let k = int(4); k > 0; k--) neighbours.push(random() < 0.03 ? nodes + 5 : int(nodes));
    }
    offsets[nodes] = neighbours.length;
    if (random() < 0.1) offsets[int(nodes + 1)] = int(100);
    Object.assign(msg, {
      offsets: maybe(0.9, () => offsets, pick(WEIRD)),
      neighbours: maybe(0.9, () => Uint32Array.from(neighbours), pick(WEIRD)),
    });
  }
  // Designs and cop numbers small enough to solve in a case (the limits are the graph's and the board's).
  if (game === 'design')
    msg.text = maybe(
      0.8,
      () => pick(SMALL_DESIGNS),
      () => pick(['{', '{}', '{"board": {"grid": ["P.T"]}}', ...WEIRD]),
    );
  if (game === 'cop-number') Object.assign(msg, { n: small(), maxCops: pick([undefined, 1, 2, 3, 4, 5, -1, 'x']) });
  if (type === 'ask') {
    msg.session = pick([lastId, lastId, lastId, int(5), undefined, 'x']);
    const position = () => maybe(0.8, () => int(40), pick(WEIRD));
    msg.values = maybe(0.8, () => Array.from({ length: int(3) }, position), pick(WEIRD));
    msg.places = maybe(0.5, () => Array.from({ length: int(3) }, position), pick(WEIRD));
    msg.moves = maybe(0.5, () => Array.from({ length: int(3) }, position), pick(WEIRD));
    msg.best = maybe(0.5, () => Array.from({ length: int(3) }, position), pick(WEIRD));
    msg.maps = maybe(
      0.8,
      () =>
        Array.from({ length: int(3) }, () => ({
          position: position(),
          token: pick([0, 1, 2, -1, 'x']),
          mover: pick([0, 1, 2, -1]),
        })),
      pick(WEIRD),
    );
    msg.lines = maybe(
      0.8,
      () => Array.from({ length: int(2) }, () => ({ position: position(), max: pick([undefined, 0, 3, 1e9, 'x']) })),
      pick(WEIRD),
    );
    msg.positions = maybe(
      0.5,
      () => [{ mover: pick([0, 1, 2]), places: [small(), small()] }, pick(WEIRD)],
      pick(WEIRD),
    );
    msg.captureMaps = maybe(0.3, () => [[small()], [small(), small()], pick(WEIRD)], pick(WEIRD));
    msg.copsMoves = maybe(0.3, () => [{ placement: [small()], robber: small() }, pick(WEIRD)], pick(WEIRD));
    msg.robberMoves = maybe(0.3, () => [{ placement: [small()], robber: position() }], pick(WEIRD));
    if (random() < 0.3)
      msg.puzzles = {
        count: pick([undefined, 1, 5, 0, -1, 1.5, 2 ** 32]),
        seed: pick([undefined, 0, 7, -1, 2 ** 53]),
        minPlies: pick([undefined, 1, 3, 0, 1e9]),
        kind: pick(['win', 'draw', 'all', 'x', undefined]),
      };
    if (random() < 0.2)
      msg.diff = {
        previous: pick([lastId - 1, lastId, 'x']),
        oldOf: maybe(0.7, () => Uint32Array.from({ length: int(12) }, () => int(14)), pick(WEIRD)),
      };
  }
  if (type === 'cli-json') {
    const texts = [
      ['generic', '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n'],
      ['alice-bob', '\uFEFF3 1\n1 2\n'],
      ['cat-mouse', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'],
      ['cop-thief', BOARD_PRESETS[0].text],
      ['generic', '70000000 0\n'],
      ['cop-thief', '40000 40000\n.\n'],
      ['generic', ''],
    ];
    let input;
    [msg.game, input] = random() < 0.8 ? pick(texts) : [game, pick(texts)[1]];
    if (random() < 0.3) {
      const i = int(input.length + 1);
      input = input.slice(0, i) + pick(['x', '9999999999', '\r\n', '[', '-', '']) + input.slice(i);
    }
    Object.assign(msg, {
      input: maybe(0.9, () => input, pick(WEIRD)),
      maxPositions: pick([undefined, 0, 10, 4_000_000]),
    });
  }
  if (type === 'open' && random() < 0.5) msg.table = true;
  return random() < 0.02 ? pick([null, undefined, 42, 'open', []]) : msg;
}

function harness(loadModule, chunk) {
  const sent = [];
  const handle = createSolverHandler({
    loadModule,
    post: (m) => sent.push(m),
    nextTask: () => new Promise((r) => setImmediate(r)),
    chunk,
    progressEveryMs: 0,
  });
  return { sent, handle };
}

async function fuzzWorker(name, loadModule, cases) {
  const random = rng(SEED + name.length);
  const h = harness(loadModule, 64);
  let lastId = 1,
    slowest = 0;
  const kinds = {};
  for (let i = 0; i < cases; i++) {
    const msg = randomRequest(random, lastId);
    const from = h.sent.length;
    const t0 = performance.now();
    if (process.env.WHOWINS_FUZZ_TRACE)
      console.log(i, JSON.stringify(msg, (k, v) => (ArrayBuffer.isView(v) ? `[${v.length}]` : v))?.slice(0, 300));
    await h.handle(msg);
    const ms = performance.now() - t0;
    slowest = Math.max(slowest, ms);
    if (process.env.WHOWINS_FUZZ_VERBOSE && ms > 50)
      console.log(
        `slow ${ms.toFixed(0)} ms`,
        JSON.stringify(msg, (k, v) => (ArrayBuffer.isView(v) ? `[${v.length}]` : v))?.slice(0, 300),
      );
    const replies = h.sent.slice(from);
    const where = `${name}, case ${i} (seed ${SEED}): ${JSON.stringify(msg, (k, v) => (ArrayBuffer.isView(v) ? `[${v.length} numbers]` : v))?.slice(0, 400)} → ${JSON.stringify(replies.map((r) => [r.type, r.message]))}`;
    const finals = replies.filter((r) => r.type !== 'progress');
    assert.equal(finals.length, 1, where);
    assert.ok(FINAL.has(finals[0].type), where);
    assert.equal(replies.at(-1), finals[0], `progress only before the final reply: ${where}`);
    const wantId = msg && typeof msg === 'object' && msg.id !== undefined ? msg.id : null;
    for (const r of replies)
      if (r.type !== 'init')
        assert.ok(Object.is(r.id, wantId) || (wantId === null && r.id === undefined), `reply id ${r.id}: ${where}`);
    for (const r of replies) if (r.type === 'progress') assert.ok(r.fraction >= 0 && r.fraction <= 1, where);
    const f = finals[0];
    if (f.type === 'error')
      assert.ok(typeof f.message === 'string' && f.message.length > 0 && f.message.length < 500, where);
    if (f.type === 'result' && f.table)
      assert.ok(
        f.table.outcomes.length === f.positions &&
          f.table.depths.length === f.positions &&
          f.table.best.length === f.positions,
        where,
      );
    if (f.type === 'result' && f.session !== undefined) lastId = f.session;
    kinds[`${msg?.type}:${f.type}`] = (kinds[`${msg?.type}:${f.type}`] ?? 0) + 1;
    assert.ok(ms < MAX_CASE_MS, `${ms.toFixed(0)} ms: ${where}`);
  }
  // Still answering right: the NEERC 2016 G sample graph, generic rules, DWLDWL.
  const from = h.sent.length;
  await h.handle({
    type: 'open',
    id: 'check',
    game: 'generic',
    n: 6,
    from: Uint32Array.of(0, 1, 1, 0, 3, 3, 4),
    to: Uint32Array.of(1, 0, 2, 3, 0, 4, 5),
    table: true,
  });
  const r = h.sent.slice(from).find((x) => x.type !== 'progress');
  assert.equal(r.type, 'result', JSON.stringify(r));
  assert.equal([...r.table.outcomes].map((o) => 'DWL'[o]).join(''), 'DWLDWL');
  if (process.env.WHOWINS_FUZZ_VERBOSE) console.log(name, JSON.stringify(kinds), `slowest ${slowest.toFixed(1)} ms`);
  return { kinds, slowest };
}

test('worker, WASM module: random and malformed requests get exactly one final reply each', async () => {
  const { kinds } = await fuzzWorker('wasm', () => createWasmModule(), CASES);
  // The cases reached past the first checks: solves answered, limits refused, questions asked.
  assert.ok(kinds['open:result'] > 20 && kinds['open:error'] > 5, JSON.stringify(kinds));
  for (const k of ['check:info', 'ask:answer', 'ask:error', 'cli-json:json'])
    assert.ok(kinds[k] > 0, `${k}: ${JSON.stringify(kinds)}`);
});
