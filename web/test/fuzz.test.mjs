// Property tests of the page's readers on random and mutated text (seeded, deterministic):
// parseGraph, parseCatMouse, parseBoard, decodeShare and decodePuzzleLink never throw, answer
// in the documented shape, stay fast, and allocate from the text read, not from a header.
// WHOWINS_FUZZ_SEED=N picks another seed, WHOWINS_FUZZ_CASES=N another number of cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseGraph, graphToText, distinctEdges, MAX_VERTICES } from '../graph-editor/parse.js';
import { parseCatMouse } from '../graph-editor/parse-cat-mouse.js';
import { parseBoard, boardToText, BOARD_PRESETS, MAX_SIDE, rng, randomOpenField } from '../cop-thief/board.js';
import { decodeShare, encodeShare } from '../lib/codec.js';
import { decodePuzzleLink, encodePuzzleLink, PUZZLE_PREFIX } from '../lib/puzzle.js';
import { toBase64Url } from '../lib/codec.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's section of a link, as the page does
import { PRESETS, randomGraph } from '../graph-editor/presets.js';

const SEED = Number(process.env.WHOWINS_FUZZ_SEED ?? 20261123);
const CASES = Number(process.env.WHOWINS_FUZZ_CASES ?? 1500);
const MAX_CASE_MS = 250; // one input of a few KB: far below this even on a loaded machine
const MAX_INPUT = 4096;

// ---- mutations ----------------------------------------------------------------------------
const ODD = [
  '\uFEFF',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '\u00a0',
  '\u2028',
  '→',
  '->',
  '-',
  '#',
  '//',
  '%',
  ',',
  ';',
  '[',
  ']',
  '[[',
  ']]',
  '.',
  'e',
  'E',
  '*',
  'P',
  'T',
  'C',
  ':',
  '=',
  'é',
  '😀',
  '\ud800',
  '\udfff',
  '\u0000',
  '0',
  '1',
  '9',
  ' ',
];
const HUGE = [
  '4294967295',
  '4294967296',
  '4294967298',
  '50000000',
  '50000001',
  '100000000',
  '9'.repeat(40),
  '1e9',
  '1.5',
  '-1',
  '0',
  '00000000001',
];

function mutator(random) {
  const int = (k) => Math.floor(random() * k);
  const pick = (list) => list[int(list.length)];
  const ops = [
    (s) => {
      const i = int(s.length + 1);
      return s.slice(0, i) + pick(ODD) + s.slice(i);
    }, // insert
    (s) => {
      const i = int(s.length);
      return s.slice(0, i) + String.fromCharCode(int(0x10000)) + s.slice(i + 1);
    }, // any code unit
    (s) => {
      const i = int(s.length);
      return s.slice(0, i) + String.fromCharCode(s.charCodeAt(i) ^ (1 << int(8))) + s.slice(i + 1);
    }, // bit flip
    (s) => s.slice(0, int(s.length + 1)), // truncate
    (s) => {
      const i = int(s.length),
        j = i + int(s.length - i + 1);
      return s.slice(0, j) + s.slice(i, j) + s.slice(j);
    }, // duplicate
    (s) => {
      const i = int(s.length),
        j = i + int(8);
      return s.slice(0, i) + s.slice(j);
    }, // delete
    (s) => s.replace(/\d+/, () => pick(HUGE)), // a huge number
    (s) => s.replace(/\d+/g, (d) => (random() < 0.2 ? pick(HUGE) : d)),
    (s) => '\uFEFF' + s, // BOM
    (s) => s.replace(/\n/g, '\r\n'), // CRLF
    (s) => {
      const k = 1 + int(200);
      return '['.repeat(k) + s + ']'.repeat(int(k + 1));
    }, // deep nesting
    (s) => s + '\n' + '1 2 '.repeat(int(500)), // a very long line
    (s) => {
      const lines = s.split('\n');
      lines.splice(int(lines.length), 0, lines[int(lines.length)] ?? '');
      return lines.join('\n');
    },
  ];
  return (s) => {
    let t = s;
    for (let k = 1 + int(4); k > 0; k--) t = pick(ops)(t);
    return t.length > MAX_INPUT ? t.slice(0, MAX_INPUT) : t;
  };
}

// Runs `cases` inputs from make(random, i) through check(input); bounds each case's time.
function fuzz(name, make, check, cases = CASES) {
  const random = rng(SEED ^ [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  let slowest = 0,
    slowInput = '';
  for (let i = 0; i < cases; i++) {
    const input = make(random, i);
    const t0 = performance.now();
    try {
      check(input);
    } catch (e) {
      e.message = `${name}, case ${i} (seed ${SEED}), input ${JSON.stringify(String(input).slice(0, 300))}: ${e.message}`;
      throw e;
    }
    const ms = performance.now() - t0;
    if (ms > slowest) {
      slowest = ms;
      slowInput = input;
    }
  }
  assert.ok(
    slowest < MAX_CASE_MS,
    `${name}: slowest case ${slowest.toFixed(1)} ms on ${JSON.stringify(String(slowInput).slice(0, 200))}`,
  );
}

// ---- what every answer must look like -----------------------------------------------------
const newlines = (t) => (typeof t === 'string' ? t.split('\n').length : 1);

function assertTextError(r, text) {
  assert.deepEqual(Object.keys(r).sort(), ['error', 'ok']);
  assert.equal(r.ok, false);
  assert.deepEqual(Object.keys(r.error).sort(), ['line', 'message']);
  const { line, message } = r.error;
  assert.ok(Number.isInteger(line) && line >= 1 && line <= newlines(text) + 1, `line ${line} of ${newlines(text)}`);
  assert.ok(
    typeof message === 'string' && message.length > 0 && message.length < 400,
    `message ${JSON.stringify(message)}`,
  );
}

// A graph: n in range, edges in range, sorted by (from, to) and distinct; and its text reads back the same.
function assertGraph(g, { undirected = false } = {}) {
  assert.ok(Number.isInteger(g.n) && g.n >= 0 && g.n <= MAX_VERTICES);
  assert.ok(g.from instanceof Uint32Array && g.to instanceof Uint32Array && g.from.length === g.to.length);
  for (let i = 0; i < g.from.length; i++) {
    assert.ok(g.from[i] < g.n && g.to[i] < g.n, `edge ${i} out of range`);
    if (undirected) assert.ok(g.from[i] < g.to[i]);
    else if (i > 0)
      assert.ok(
        g.from[i - 1] < g.from[i] || (g.from[i - 1] === g.from[i] && g.to[i - 1] < g.to[i]),
        'sorted, distinct',
      );
  }
  assert.ok(Array.isArray(g.notes));
  if (!undirected && g.n <= 10_000) {
    const back = parseGraph(graphToText(g.n, g.from, g.to), { format: 'header', base: 1 });
    assert.ok(back.ok);
    assert.deepEqual([back.graph.n, [...back.graph.from], [...back.graph.to]], [g.n, [...g.from], [...g.to]]);
  }
}

function checkGraph(text, options) {
  const r = parseGraph(text, options);
  if (r.ok) assertGraph(r.graph);
  else assertTextError(r, text);
}
function checkCatMouse(text, options) {
  const r = parseCatMouse(text, options);
  if (!r.ok) {
    assertTextError(r, text);
    return;
  }
  assert.ok(r.graph.n >= 3);
  assertGraph(r.graph, { undirected: true });
}
function checkBoard(text) {
  const r = parseBoard(text);
  if (!r.ok) {
    assertTextError(r, text);
    return;
  }
  const b = r.board;
  assert.ok(b.rows >= 1 && b.cols >= 1 && b.rows <= MAX_SIDE && b.cols <= MAX_SIDE);
  assert.equal(b.grid.length, b.rows * b.cols);
  assert.ok(b.police >= 0 && b.thief >= 0 && b.police !== b.thief && b.grid[b.police] === 0 && b.grid[b.thief] === 0);
  assert.deepEqual(parseBoard(boardToText(b)), { ok: true, board: b });
}
function checkDecoded(r) {
  assert.equal(typeof r.ok, 'boolean');
  if (!r.ok) {
    assert.deepEqual(Object.keys(r).sort(), ['error', 'ok']);
    assert.ok(typeof r.error === 'string' && r.error.length > 0 && r.error.length < 400, JSON.stringify(r.error));
  }
}

// ---- seeds --------------------------------------------------------------------------------
const GRAPH_TEXTS = [
  ...PRESETS.filter((p) => typeof p.text === 'string' && p.text.length < MAX_INPUT).map((p) => p.text),
  '1 2\n2 3\n3 1\n',
  '0 1\n1 2\n',
  '3\n1 2\n',
  '1 -> 2\n2 → 3 # a comment\n3-1 // another\n',
  '[[1,2],[2],[0]]',
  'graph = [[1],[0]];',
  '[[1,2],[2,3],[3,1]]',
  '4 3\r\n1 2\r\n2 3\r\n3 4\r\n',
  '1,2;2,3\n',
];
const CAT_MOUSE_TEXTS = [
  '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]',
  '[[1,3],[0],[3],[0,2]]',
  '4 4\n1 2\n2 3\n3 4\n4 1\n',
];
const BOARD_TEXTS = BOARD_PRESETS.map((p) => p.text);
const OPTIONS = [
  undefined,
  { format: 'header' },
  { format: 'edges' },
  { format: 'adjacency' },
  { base: 0 },
  { base: 1 },
  { format: 'edges', base: 1 },
];

// Random structured text: numbers on lines (a header or not), or bracketed lists.
function randomGraphText(random) {
  const int = (k) => Math.floor(random() * k);
  const num = () => (random() < 0.05 ? HUGE[int(HUGE.length)] : String(int(12)));
  if (random() < 0.4) {
    const lists = Array.from({ length: int(12) }, () => '[' + Array.from({ length: int(5) }, num).join(',') + ']');
    return (random() < 0.2 ? 'adj = ' : '') + '[' + lists.join(random() < 0.5 ? ',' : ',\n') + ']';
  }
  const lines = Array.from({ length: int(30) }, () =>
    Array.from({ length: 1 + int(3) }, num).join(random() < 0.8 ? ' ' : ' -> '),
  );
  return lines.join(random() < 0.9 ? '\n' : '\r\n');
}

const fromSeeds = (seeds, generate) => (random, i) => {
  const base = i % 5 === 4 && generate ? generate(random) : seeds[Math.floor(random() * seeds.length)];
  return mutator(random)(base);
};

test('parseGraph: mutated and random text, every format and base: a graph or {ok:false, error:{line, message}}', () => {
  fuzz(
    'parseGraph',
    fromSeeds(GRAPH_TEXTS, randomGraphText),
    (t) => {
      for (const o of OPTIONS) checkGraph(t, o);
    },
    Math.round(CASES / 2),
  );
});

test('parseCatMouse: mutated and random text: an undirected graph of at least 3 nodes or the error shape', () => {
  fuzz('parseCatMouse', fromSeeds([...CAT_MOUSE_TEXTS, ...GRAPH_TEXTS], randomGraphText), (t) => {
    checkCatMouse(t);
    checkCatMouse(t, { format: 'edges' });
  });
});

test('parseBoard: mutated presets and random boards: a board that reads back the same, or the error shape', () => {
  const gen = (random) =>
    boardToText(randomOpenField(1 + Math.floor(random() * 12), 1 + Math.floor(random() * 12), random));
  fuzz('parseBoard', fromSeeds(BOARD_TEXTS, gen), checkBoard);
});

test('readers: non-text input is an error in the documented shape, not an exception', () => {
  for (const x of [undefined, null, 42, {}, [], new Uint8Array(3)]) {
    assert.equal(parseGraph(x).ok, false);
    assert.equal(parseCatMouse(x).ok, false);
    checkDecoded(decodeShare(x));
    checkDecoded(decodePuzzleLink(x));
  }
  assert.equal(parseBoard(null).ok, false);
});

// Share links: valid links of random states, then mutated (the letters of the fragment, and
// the bytes under the base64).
function shareLinks(random) {
  const links = [];
  for (let k = 0; k < 12; k++) {
    const n = 1 + Math.floor(random() * 9);
    const r0 = randomGraph(n, Math.floor(random() * 2 * n), k + 1);
    const g = distinctEdges(n, r0.from, r0.to); // the page shares its model's distinct edges
    const game = ['generic', 'alice-bob', 'cat-mouse'][k % 3];
    const xs = random() < 0.5 ? Array.from({ length: n }, () => Math.round(random() * 900)) : undefined;
    const s = {
      game,
      misere: k % 2 === 1 && game === 'generic',
      n,
      from: g.from,
      to: g.to,
      selected: n > 1 ? 1 : null,
      xs,
      ys: xs && xs.map((x) => 900 - x),
      pos: { cat: 0, mouse: n - 1, side: 1 },
      fix: 1,
    };
    const r = encodeShare(s);
    if (r.ok) links.push(r.hash);
    const b = randomOpenField(1 + Math.floor(random() * 10), 2 + Math.floor(random() * 10), random);
    const rb = encodeShare({ game: 'cop-thief', board: b, pos: { police: b.police, thief: b.thief, side: 0 }, fix: 0 });
    if (rb.ok) links.push(rb.hash);
  }
  return links;
}

test('decodeShare: mutated links and mutated bytes never throw: {ok:true, state} or {ok:false, error}', () => {
  const links = shareLinks(rng(SEED));
  assert.ok(links.length >= 20);
  for (const h of links) assert.equal(decodeShare(h).ok, true, h);
  const bytesOf = (h) => Buffer.from(h.slice(4), 'base64url');
  fuzz(
    'decodeShare',
    (random, i) => {
      const h = links[Math.floor(random() * links.length)];
      if (i % 2 === 0) return mutator(random)(h);
      const bytes = [...bytesOf(h)];
      const mutate = mutator(random);
      const s = mutate(String.fromCharCode(...bytes));
      return '#v1.' + toBase64Url(Uint8Array.from(s, (c) => c.charCodeAt(0) & 255));
    },
    (h) => {
      const r = decodeShare(h);
      checkDecoded(r);
      if (r.ok) assert.ok(r.state.game && (r.state.board || r.state.from instanceof Uint32Array));
    },
  );
});

test('decodePuzzleLink: mutated links and mutated JSON fields never throw; a decoded puzzle names a real game', () => {
  const board = BOARD_PRESETS[3].text;
  const base = { g: 'cop-thief', m: 0, t: board, s: { police: 0, thief: 9, side: 0 }, n: 3, d: 1300, u: 'x' };
  const ok = encodePuzzleLink({
    game: 'cop-thief',
    misere: false,
    text: board,
    start: base.s,
    plies: 3,
    difficulty: 1300,
    uid: 'x',
  });
  assert.ok(ok.ok);
  const WEIRD = [
    null,
    true,
    -1,
    0,
    1,
    2 ** 31,
    2 ** 53,
    1.5,
    NaN,
    '',
    'x',
    [],
    {},
    [1, 2],
    { police: 1 },
    '__proto__',
    'constructor',
    'toString',
    'generic',
    'alice-bob',
    'cat-mouse',
    '😀'.repeat(50),
    { __proto__: { police: 1 } },
  ];
  const link = (o) =>
    PUZZLE_PREFIX + toBase64Url(new TextEncoder().encode(typeof o === 'string' ? o : JSON.stringify(o)));
  fuzz(
    'decodePuzzleLink',
    (random, i) => {
      const int = (k) => Math.floor(random() * k);
      if (i % 3 === 0) return mutator(random)(ok.hash);
      if (i % 3 === 1) return link(mutator(random)(JSON.stringify(base)));
      const o = structuredClone(base);
      const keys = ['g', 'm', 't', 's', 'n', 'd', 'u', 's.police', 's.thief', 's.side', 's.vertex', 's.cat'];
      for (let k = 1 + int(3); k > 0; k--) {
        const key = keys[int(keys.length)],
          v = structuredClone(WEIRD[int(WEIRD.length)]);
        if (key.startsWith('s.')) {
          if (o.s && typeof o.s === 'object') o.s[key.slice(2)] = v;
        } else o[key] = v;
      }
      return link(o);
    },
    (h) => {
      const r = decodePuzzleLink(h);
      checkDecoded(r);
      if (r.ok) {
        assert.ok(['generic', 'cop-thief', 'cat-mouse'].includes(r.puzzle.game), r.puzzle.game);
        assert.ok(typeof r.puzzle.text === 'string' && r.puzzle.text.length > 0);
        assert.ok(Number.isInteger(r.puzzle.plies) && r.puzzle.plies >= 1);
        assert.ok(Object.values(r.puzzle.start).every((x) => Number.isInteger(x) && x >= 0));
      }
    },
  );
});

// ---- a header's claim is not an allocation ------------------------------------------------
function measure(fn) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const r = fn();
  const ms = performance.now() - t0;
  const after = process.memoryUsage();
  return { r, ms, arrayBuffers: (after.arrayBuffers - before.arrayBuffers) / 1e6, rss: (after.rss - before.rss) / 1e6 };
}

test('a header claiming millions of vertices, edges or cells over a short text fails or answers fast, in little memory', () => {
  parseGraph('3 1\n1 2\n');
  parseBoard('1 2\nPT\n');
  parseCatMouse('3 2\n1 2\n2 3\n'); // warm up (ICU's number formats load once)
  (1).toLocaleString('en-US');
  const cases = [
    [parseGraph, '50000000 100000000\n1 2\n', false],
    [parseGraph, '50000000 1\n1 2\n', true], // 50 million isolated vertices: legal, but nothing of that size is made
    [parseGraph, '50000000\n1 2\n', true],
    [parseGraph, '50000001 0\n', false],
    [parseGraph, '4294967295 1\n1 2\n', false],
    [parseGraph, '1 50000000\n', true], // a bare edge: vertices up to 50,000,000
    [parseCatMouse, '50000000 1\n1 2\n', true],
    [parseBoard, '40000 40000\n.\n', false],
    [parseBoard, '128 128\n.\n', false],
    [parseBoard, `128 128\n${'.'.repeat(128)}\n`, false],
  ];
  for (const [parse, text, ok] of cases) {
    const m = measure(() => parse(text));
    assert.equal(m.r.ok, ok, `${JSON.stringify(text)}: ${JSON.stringify(m.r.error)}`);
    assert.ok(m.ms < 50, `${JSON.stringify(text)}: ${m.ms.toFixed(1)} ms`);
    assert.ok(
      m.arrayBuffers < 50 && m.rss < 50,
      `${JSON.stringify(text)}: array buffers +${m.arrayBuffers.toFixed(1)} MB, rss +${m.rss.toFixed(1)} MB`,
    );
  }
});

test('a UTF-8 byte-order mark at the start is skipped by every reader (with CRLF too)', () => {
  const bom = '\uFEFF';
  for (const crlf of [false, true]) {
    const t = (s) => bom + (crlf ? s.replace(/\n/g, '\r\n') : s);
    const g = parseGraph(t('3 2\n1 2\n2 3\n'));
    assert.ok(g.ok, JSON.stringify(g.error));
    assert.deepEqual([g.graph.n, [...g.graph.from], [...g.graph.to], g.graph.format], [3, [0, 1], [1, 2], 'header']);
    const a = parseGraph(t('[[1],[2],[]]\n'));
    assert.ok(a.ok);
    assert.deepEqual([a.graph.n, a.graph.format], [3, 'adjacency']);
    const cm = parseCatMouse(t('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n'));
    assert.ok(cm.ok);
    assert.equal(cm.graph.n, 6);
    const cme = parseCatMouse(t('4 3\n1 2\n2 3\n3 4\n'));
    assert.ok(cme.ok);
    assert.equal(cme.graph.n, 4);
    const b = parseBoard(t('2 3\nP.*\n.TE\n'));
    assert.ok(b.ok, JSON.stringify(b.error));
    assert.deepEqual(
      [b.board.rows, b.board.cols, b.board.police, b.board.thief, [...b.board.grid]],
      [2, 3, 0, 4, [0, 0, 1, 0, 0, 2]],
    );
  }
});
