// Tests for web/share/codec.js: share links (#v1.…) round trip; hostile fragments give an error
// object and never throw; the result JSON follows docs/json.md's schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedWasmModule } from './wasm-module.mjs';
import { parseGraph } from '../graph-editor/parse.js';
import { Solution, buildSuccessors } from '../lib/outcome.js';
import {
  encodeShare,
  decodeShare,
  resultJson,
  toBase64Url,
  fromBase64Url,
  SHARE_PREFIX,
  SHARE_MAX_VERTICES,
  SHARE_MAX_URL,
} from '../lib/codec.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's section of a link, as the page does
import { setRegistry } from '../lib/games.js';

// The page joins the module's registry before it reads or writes links (flags such as the
// two start sides and misère come from there).
setRegistry((await sharedWasmModule()).games());

// A deterministic pseudo-random generator.
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

function randomState(
  rand,
  { n, m, game = 'generic', misere = false, map = 'AB', base = 1, positions = true, selected = null },
) {
  const keys = new Set();
  const edges = [];
  for (let tries = 0; edges.length < m && tries < m * 20; tries++) {
    const a = Math.floor(rand() * n),
      b = Math.floor(rand() * n);
    if (keys.has(a + ',' + b)) continue;
    keys.add(a + ',' + b);
    edges.push([a, b]);
  }
  const xs = positions ? Array.from({ length: n }, () => Math.round((rand() - 0.5) * 4000) || 0) : null;
  const ys = positions ? Array.from({ length: n }, () => Math.round((rand() - 0.5) * 4000) || 0) : null;
  return { game, misere, map, base, n, edges, xs, ys, selected };
}

function roundTrip(s) {
  const e = encodeShare(s);
  assert.ok(e.ok, e.error);
  assert.ok(e.hash.startsWith(SHARE_PREFIX));
  assert.match(e.hash.slice(SHARE_PREFIX.length), /^[A-Za-z0-9_-]*$/);
  const d = decodeShare(e.hash);
  assert.ok(d.ok, d.error);
  const t = d.state;
  assert.equal(t.game, s.game);
  assert.equal(t.misere, !!s.misere);
  assert.equal(t.map, s.map);
  assert.equal(t.base, s.base);
  assert.equal(t.n, s.n);
  assert.deepEqual(
    Array.from(t.from, (a, i) => [a, t.to[i]]),
    s.edges,
  );
  assert.equal(t.selected, s.selected);
  if (s.xs && s.n > 0) {
    assert.deepEqual(t.xs, s.xs);
    assert.deepEqual(t.ys, s.ys);
  } else assert.equal(t.xs, null);
  return e.hash;
}

test('base64url round trips every length', () => {
  const rand = rng(7);
  for (let len = 0; len < 40; len++) {
    const bytes = Uint8Array.from({ length: len }, () => Math.floor(rand() * 256));
    const s = toBase64Url(bytes);
    assert.match(s, /^[A-Za-z0-9_-]*$/);
    assert.deepEqual(Array.from(fromBase64Url(s)), Array.from(bytes));
  }
  assert.equal(fromBase64Url('ab+c'), null);
  assert.equal(fromBase64Url('abcde'), null); // 4k+1 letters cannot be
});

test('random graphs round trip (generic, misère, alice-bob views, numbering, positions)', () => {
  const rand = rng(12345);
  for (let k = 0; k < 200; k++) {
    const n = 1 + Math.floor(rand() * 60);
    const m = Math.floor(rand() * Math.min(n * n, 150));
    const game = rand() < 0.5 ? 'generic' : 'alice-bob';
    const sides = game === 'alice-bob' ? 2 : 1;
    roundTrip(
      randomState(rand, {
        n,
        m,
        game,
        misere: game === 'generic' && rand() < 0.5,
        map: game === 'alice-bob' ? ['AB', 'A', 'B'][k % 3] : 'AB',
        base: k % 2,
        positions: rand() < 0.8,
        selected: rand() < 0.5 ? null : Math.floor(rand() * n * sides),
      }),
    );
  }
});

test('edge cases round trip: empty board, no edges, self-loops, selected last position', () => {
  roundTrip({ game: 'generic', misere: false, map: 'AB', base: 1, n: 0, edges: [], xs: [], ys: [], selected: null });
  roundTrip({
    game: 'generic',
    misere: true,
    map: 'AB',
    base: 0,
    n: 5,
    edges: [],
    xs: [0, 1, 2, 3, 4],
    ys: [0, -1, -2, -3, -4],
    selected: 4,
  });
  roundTrip({
    game: 'generic',
    misere: false,
    map: 'AB',
    base: 1,
    n: 3,
    edges: [
      [0, 0],
      [1, 1],
      [2, 2],
      [0, 1],
    ],
    xs: null,
    ys: null,
    selected: 0,
  });
  roundTrip({
    game: 'alice-bob',
    misere: false,
    map: 'B',
    base: 1,
    n: 2,
    edges: [
      [0, 1],
      [1, 1],
    ],
    xs: [-999999, 999999],
    ys: [5, -5],
    selected: 3,
  });
  // Positions are quantised to whole units.
  const d = decodeShare(
    encodeShare({
      game: 'generic',
      map: 'AB',
      base: 1,
      n: 2,
      edges: [[0, 1]],
      xs: [1.4, -2.6],
      ys: [0.5, 3.49],
      selected: null,
    }).hash,
  );
  assert.deepEqual(d.state.xs, [1, -3]);
  assert.deepEqual(d.state.ys, [1, 3]);
  // A repeated edge is written once (decoding refuses repeats, and the solvers ignore them).
  for (const given of [
    {
      edges: [
        [0, 1],
        [1, 2],
        [0, 1],
        [2, 2],
        [2, 2],
      ],
    },
    { from: Uint32Array.of(0, 1, 0, 2, 2), to: Uint32Array.of(1, 2, 1, 2, 2) },
  ]) {
    const e = encodeShare({ game: 'generic', map: 'AB', base: 1, n: 3, ...given, selected: null });
    assert.equal(e.ok, true);
    const back = decodeShare(e.hash);
    assert.equal(back.ok, true, back.error);
    assert.deepEqual(
      Array.from(back.state.from, (a, i) => [a, back.state.to[i]]),
      [
        [0, 1],
        [1, 2],
        [2, 2],
      ],
    );
  }
});

test('links are compact, and graphs too big for a link are refused with a message', () => {
  const rand = rng(99);
  const hash = roundTrip(randomState(rand, { n: 20, m: 40, positions: true, selected: 3 }));
  assert.ok(hash.length < 250, `a 20-vertex, 40-edge link took ${hash.length} characters`);
  const big = randomState(rand, { n: 2000, m: 12000, positions: true });
  const e = encodeShare(big);
  assert.equal(e.ok, false);
  assert.match(e.error, /too big for a link/);
  const tooMany = encodeShare({
    game: 'generic',
    map: 'AB',
    base: 1,
    n: SHARE_MAX_VERTICES + 1,
    edges: [],
    selected: null,
  });
  assert.equal(tooMany.ok, false);
  assert.ok(SHARE_MAX_URL <= 8000);
  assert.equal(encodeShare({ game: 'cop-thief', n: 1, edges: [] }).ok, false);
});

// Builds a fragment from raw varints (for hostile links).
function varints(...xs) {
  const bytes = [];
  for (let x of xs) {
    while (x >= 128) {
      bytes.push((x % 128) | 128);
      x = Math.floor(x / 128);
    }
    bytes.push(x);
  }
  return SHARE_PREFIX + toBase64Url(Uint8Array.from(bytes));
}

test('hostile fragments give an error object and never throw', () => {
  const good = encodeShare({
    game: 'generic',
    map: 'AB',
    base: 1,
    n: 3,
    edges: [
      [0, 1],
      [1, 2],
    ],
    xs: [0, 10, 20],
    ys: [0, 0, 0],
    selected: 1,
  }).hash;
  const cases = {
    empty: '',
    'just a hash': '#',
    'no version': '#abc',
    'bad version': '#v2.' + good.slice(4),
    'version 0': '#v0.AAAA',
    'huge version': '#v99999999999999999999.AAAA',
    'bad alphabet': '#v1.AB+C/D==',
    'bad alphabet (unicode)': '#v1.ÄÖÜ',
    'bad alphabet (percent)': '#v1.%41%42',
    'impossible length': '#v1.AAAAA',
    'empty payload': '#v1.',
    truncated: good.slice(0, good.length - 3),
    'truncated hard': good.slice(0, 6),
    'trailing bytes': varints(0, 16, 1, 0, 0, 7),
    'unknown game': varints(9, 16, 1, 0, 0),
    'unknown flags': varints(0, 255, 1, 0, 0),
    'unknown map view': varints(1, 12, 1, 0, 0),
    'huge n': varints(0, 16, 4294967295, 0, 0),
    'n over the cap': varints(0, 16, SHARE_MAX_VERTICES + 1, 0, 0),
    'absurd edge count': varints(0, 16, 5, 4000000000),
    'more edges than fit': varints(0, 16, 2, 5, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0),
    'edge count past the data': varints(0, 16, 100, 9000, 1, 2),
    'out-of-range edge': varints(0, 16, 3, 1, 0, 3, 0),
    'out-of-range huge edge': varints(0, 16, 3, 1, 4294967295, 0, 0),
    'duplicate edge': varints(0, 16, 3, 2, 0, 1, 0, 1, 0),
    'out-of-range selection': varints(0, 16, 3, 0, 4),
    'alice-bob selection past 2n': varints(1, 16, 3, 0, 8),
    'positions cut short': varints(0, 18, 3, 0, 0, 2, 2),
    'positions out of range': varints(0, 18, 1, 0, 0, 4000000000, 0),
    'positions for no vertices': varints(0, 18, 0, 0, 0, 0, 0),
    'overlong varint': SHARE_PREFIX + toBase64Url(Uint8Array.from([0, 16, 255, 255, 255, 255, 255, 255, 1])),
    'varint over 2^32': SHARE_PREFIX + toBase64Url(Uint8Array.from([0, 16, 255, 255, 255, 255, 127])),
    'far too long': '#v1.' + 'A'.repeat(200000),
  };
  for (const [name, hash] of Object.entries(cases)) {
    let r;
    assert.doesNotThrow(() => {
      r = decodeShare(hash);
    }, name);
    assert.equal(r.ok, false, `${name}: decoded although it should not`);
    assert.equal(typeof r.error, 'string', name);
    assert.ok(r.error.length > 5, name);
  }
  assert.equal(decodeShare(null).ok, false);
  assert.equal(decodeShare(undefined).ok, false);
  assert.equal(decodeShare(42).ok, false);
  // Random garbage after the prefix: never throws.
  const rand = rng(3);
  for (let k = 0; k < 2000; k++) {
    const bytes = Uint8Array.from({ length: Math.floor(rand() * 60) }, () => Math.floor(rand() * 256));
    const r = decodeShare(SHARE_PREFIX + toBase64Url(bytes));
    assert.equal(typeof r.ok, 'boolean');
    if (r.ok) assert.ok(r.state.n <= SHARE_MAX_VERTICES);
  }
  // The good one still reads (the cases above are bad for their own reason).
  assert.ok(decodeShare(good).ok);
});

async function solved(game, text, misere = false) {
  const M = await sharedWasmModule();
  const g = parseGraph(text).graph;
  const result = graphResult(M, game, g.n, g.from, g.to, misere, 1000);
  return { sol: new Solution(result, buildSuccessors(g.n, g.from, g.to)), m: g.from.length };
}

test('result JSON: the CLI schema for generic (rules, 1-based best moves, null depths) and alice-bob', async () => {
  const chain = await solved('generic', '4 4\n1 2\n2 3\n3 4\n1 3\n');
  const j = resultJson(chain.sol, { misere: false, edges: chain.m });
  assert.deepEqual(Object.keys(j), [
    'game',
    'rules',
    'vertices',
    'edges',
    'index_base',
    'outcome',
    'depth',
    'best_move',
    'stats',
  ]);
  assert.equal(j.game, 'generic');
  assert.equal(j.rules, 'normal');
  assert.equal(j.vertices, 4);
  assert.equal(j.edges, 4);
  assert.equal(j.outcome, chain.sol.answerLines()[0]);
  assert.equal(j.outcome, 'WLWL');
  assert.deepEqual(j.depth, [3, 2, 1, 0]);
  assert.deepEqual(j.best_move, [2, 3, 4, null]);
  assert.deepEqual(Object.keys(j.stats), ['positions', 'win', 'loss', 'draw', 'longest']);
  const mis = await solved('generic', '2 1\n1 2\n', true);
  assert.equal(resultJson(mis.sol, { misere: true, edges: 1 }).rules, 'misere');

  const ab = await solved('alice-bob', '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n');
  const k = resultJson(ab.sol, { edges: ab.m });
  assert.deepEqual(Object.keys(k), ['game', 'vertices', 'edges', 'index_base', 'alice_first', 'bob_first', 'stats']);
  assert.equal(k.alice_first.outcome, 'WDLDWL');
  assert.equal(k.bob_first.outcome, 'DWLLWL');
  assert.equal(k.alice_first.depth[1], null); // a draw has no depth
  assert.equal(k.alice_first.best_move[5], null); // an end position has no move
  assert.equal(k.stats.positions, 12);
  JSON.parse(JSON.stringify(k));
});

// ---- two-token games ------------------------------------------------------------------------
import { randomMaze, randomOpenField } from '../cop-thief/board.js';
import { graphResult, twoToken } from './sessions.mjs';

test('cop-thief boards round-trip through a link (both cell codings), with the position and fixed token', () => {
  const random = rng(7);
  const boards = [
    randomMaze(9, 13, random),
    randomOpenField(5, 4, random),
    randomMaze(128, 128, random),
    randomOpenField(1, 1, random),
  ];
  for (const b of boards) {
    const pos = b.police >= 0 && b.thief >= 0 ? { police: b.thief, thief: b.police, side: 1 } : null;
    const r = encodeShare({ game: 'cop-thief', board: b, pos, fix: 1 });
    assert.ok(r.ok, r.error);
    assert.ok(r.hash.length <= 8000, `link length ${r.hash.length}`);
    const d = decodeShare(r.hash);
    assert.ok(d.ok, d.error);
    assert.equal(d.state.game, 'cop-thief');
    assert.deepEqual([d.state.board.rows, d.state.board.cols], [b.rows, b.cols]);
    assert.deepEqual([...d.state.board.grid], [...b.grid]);
    assert.deepEqual([d.state.board.police, d.state.board.thief], [b.police, b.thief]);
    assert.deepEqual(d.state.pos, pos);
    assert.equal(d.state.fix, pos ? 1 : 0);
  }
});

test('cat-mouse graphs round-trip with the position and fixed token', () => {
  const s = {
    game: 'cat-mouse',
    n: 6,
    edges: [
      [0, 2],
      [0, 5],
      [1, 3],
      [2, 4],
      [2, 5],
      [3, 4],
      [3, 5],
    ],
    base: 0,
    xs: [0, 10, 20, 30, 40, 50],
    ys: [5, 4, 3, 2, 1, 0],
    pos: { cat: 4, mouse: 3, side: 0 },
    fix: 1,
  };
  const r = encodeShare(s);
  assert.ok(r.ok, r.error);
  const d = decodeShare(r.hash);
  assert.ok(d.ok, d.error);
  assert.equal(d.state.game, 'cat-mouse');
  assert.deepEqual(
    [...d.state.from],
    s.edges.map((e) => e[0]),
  );
  assert.deepEqual(
    [...d.state.to],
    s.edges.map((e) => e[1]),
  );
  assert.deepEqual(d.state.pos, s.pos);
  assert.equal(d.state.fix, 1);
  assert.deepEqual(d.state.xs, s.xs);
});

test('many-tokens graphs round-trip with their tokens (repeats kept, in order) and the side to move', () => {
  const s = {
    game: 'sum',
    n: 5,
    edges: [
      [1, 0],
      [1, 3],
      [2, 1],
      [2, 4],
      [3, 2],
      [3, 0],
      [4, 3],
      [4, 1],
    ],
    base: 0,
    tokens: [4, 1, 1, 3],
    mover: 1,
  };
  const r = encodeShare(s);
  assert.ok(r.ok, r.error);
  const d = decodeShare(r.hash);
  assert.ok(d.ok, d.error);
  assert.equal(d.state.game, 'sum');
  assert.deepEqual(d.state.tokens, s.tokens);
  assert.equal(d.state.mover, 1);
  assert.deepEqual(
    [...d.state.to],
    s.edges.map((e) => e[1]),
  );
  const none = decodeShare(encodeShare({ ...s, tokens: [], mover: 0 }).hash);
  assert.deepEqual([none.state.tokens, none.state.mover], [[], 0]);
  assert.equal(encodeShare({ ...s, tokens: [5] }).ok, false, 'a token off the graph is refused');
});

test('hostile many-tokens links: a message, never a throw', () => {
  const bytes = (...xs) => '#v1.' + toBase64Url(Uint8Array.from(xs));
  const cases = [
    [bytes(5, 0, 2, 1, 0, 1, 0, 1, 5), /token 1 is on vertex 6, but there are 2/],
    [bytes(5, 0, 2, 1, 0, 1, 2, 0), /unknown side to move 2/],
    [bytes(5, 0, 2, 1, 0, 1, 0, 3, 1), /cut short \(3 tokens/],
    [bytes(5, 0, 2, 1, 0, 1, 0, 1, 1, 7), /unexpected bytes/],
  ];
  for (const [hash, re] of cases) {
    const d = decodeShare(hash);
    assert.equal(d.ok, false, hash);
    assert.match(d.error, re, hash);
  }
});

test('hostile board links: a message, never a throw', () => {
  const bytes = (...xs) => '#v1.' + toBase64Url(Uint8Array.from(xs));
  const cases = [
    [bytes(2, 0, 0, 4, 0, 0, 1), /rows and columns/], // 0 rows
    [bytes(2, 0, 200, 1, 1, 4), /rows and columns/], // 200 (varint) rows
    [bytes(2, 0, 2, 2, 0, 1, 9), /does not fit/], // a run past the end
    [bytes(2, 0, 1, 2, 0, 3, 2), /unknown cell kind/], // kind 3
    [bytes(2, 0, 1, 2, 0, 1, 1, 0, 1, 1, 0, 0), /police stands on a wall/],
    [bytes(2, 0, 1, 2, 0, 0, 2, 1, 1, 0), /same cell/],
    [bytes(2, 0, 1, 2, 0, 0, 2, 1, 2, 0, 5), /unexpected bytes/],
    [bytes(2, 0, 1, 2, 7), /unknown cell coding/],
    [bytes(2, 0, 1, 2, 0, 0, 2, 1, 2, 200, 1), /out of range/],
    [bytes(3, 0, 3, 1, 0, 9, 9), /names vertex 10/], // cat-mouse edge out of range
  ];
  for (const [hash, re] of cases) {
    const d = decodeShare(hash);
    assert.equal(d.ok, false, hash);
    assert.match(d.error, re, hash);
  }
  const random = rng(99);
  for (let i = 0; i < 3000; i++) {
    const len = 1 + Math.floor(random() * 40);
    const b = new Uint8Array(len);
    for (let k = 0; k < len; k++) b[k] = Math.floor(random() * 256);
    b[0] = 2 + (i % 2);
    const d = decodeShare('#v1.' + toBase64Url(b));
    assert.equal(typeof d.ok, 'boolean');
    if (d.ok && d.state.game === 'cop-thief')
      assert.equal(d.state.board.grid.length, d.state.board.rows * d.state.board.cols);
  }
});
