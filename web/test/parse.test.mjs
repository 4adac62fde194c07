// Tests for web/graph-editor/parse.js: every paste format, index detection and override, errors by line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseGraph, graphToText, distinctEdges } from '../graph-editor/parse.js';

const edges = (g) => [...g.from].map((f, i) => [f, g.to[i]]);
const ok = (text, options) => {
  const r = parseGraph(text, options);
  assert.ok(r.ok, `expected a graph, got: ${r.ok ? '' : `line ${r.error.line}: ${r.error.message}`}`);
  return r.graph;
};
const bad = (text, options) => {
  const r = parseGraph(text, options);
  assert.ok(!r.ok, 'expected an error');
  return r.error;
};

const SEED001 = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';

test('header format: the NEERC 2016 G sample, 1-indexed, detected', () => {
  const g = ok(SEED001);
  assert.equal(g.n, 6);
  assert.equal(g.format, 'header');
  assert.equal(g.base, 1);
  assert.equal(g.baseHow, 'detected');
  assert.deepEqual(edges(g), [
    [0, 1],
    [0, 3],
    [1, 0],
    [1, 2],
    [3, 0],
    [3, 4],
    [4, 5],
  ]);
});

test('header format, 0-indexed, detected from vertex 0', () => {
  const g = ok('3 3\n0 1\n1 2\n2 0\n');
  assert.equal(g.base, 0);
  assert.equal(g.baseHow, 'detected');
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
    [2, 0],
  ]);
});

test('header format, no vertex 0 or n: assumed 1-indexed, override to 0', () => {
  const g = ok('4 2\n1 2\n2 3\n');
  assert.equal(g.base, 1);
  assert.equal(g.baseHow, 'assumed');
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
  ]);
  const g0 = ok('4 2\n1 2\n2 3\n', { base: 0 });
  assert.equal(g0.base, 0);
  assert.equal(g0.baseHow, 'chosen');
  assert.deepEqual(edges(g0), [
    [1, 2],
    [2, 3],
  ]);
});

test('override base: forcing 0 on a 1-indexed header graph names the line', () => {
  const e = bad(SEED001, { base: 0, format: 'header' });
  assert.equal(e.line, 8);
  assert.match(e.message, /vertex 6 is out of range 0\.\.5/);
});

test('override base: forcing 1 on a 0-indexed edge list names the line of vertex 0', () => {
  const e = bad('1 2\n0 1\n', { base: 1 });
  assert.equal(e.line, 2);
  assert.match(e.message, /vertex 0/);
});

test('header with only n, then edges', () => {
  const g = ok('5\n1 2\n5 5\n');
  assert.equal(g.n, 5);
  assert.deepEqual(edges(g), [
    [0, 1],
    [4, 4],
  ]);
});

test('header with no edges: n isolated vertices', () => {
  const g = ok('5 0\n');
  assert.equal(g.n, 5);
  assert.equal(g.from.length, 0);
});

test('bare edge list, 1-indexed (no vertex 0): n is the largest vertex', () => {
  const g = ok('1 2\n2 3\n3 1\n');
  assert.equal(g.format, 'edges');
  assert.equal(g.n, 3);
  assert.equal(g.base, 1);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
    [2, 0],
  ]);
});

test('bare edge list, 0-indexed (vertex 0 appears): n is the largest vertex + 1', () => {
  const g = ok('0 1\n1 2\n2 2\n');
  assert.equal(g.n, 3);
  assert.equal(g.base, 0);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
    [2, 2],
  ]);
});

test('bare edge list whose first line is not followed by m lines', () => {
  const g = ok('3 2\n1 2\n');
  assert.equal(g.format, 'edges');
  assert.deepEqual(edges(g), [
    [0, 1],
    [2, 1],
  ]);
  assert.ok(g.notes.some((s) => /bare edge list/.test(s)));
});

test('format forced to edges: the first line is an edge even when it looks like a header', () => {
  const g = ok('2 1\n1 2\n', { format: 'edges' });
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 0],
  ]);
  const h = ok('2 1\n1 2\n');
  assert.equal(h.format, 'header');
  assert.deepEqual(edges(h), [[0, 1]]);
});

test('format forced to header: wrong edge count is an error on the right line', () => {
  const e = bad('3 2\n1 2\n', { format: 'header' });
  assert.equal(e.line, 2);
  assert.match(e.message, /says 2 edges, but 1 edge line follows/);
  const e2 = bad('3 1\n1 2\n2 3\n', { format: 'header' });
  assert.equal(e2.line, 3);
});

test('separators: commas, arrows, dashes, tabs, comments, blank lines, CRLF', () => {
  const g = ok('# a comment\n1 -> 2\r\n\n2→3\n3,4 // note\n4-1\n4\t2 % tail\n');
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [3, 1],
  ]);
});

test('repeated edges count once, self-loops kept', () => {
  const g = ok('3 4\n1 2\n1 2\n3 3\n2 1\n');
  assert.equal(g.repeated, 1);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 0],
    [2, 2],
  ]);
  assert.ok(g.notes.some((s) => /1 repeated edge/.test(s)));
});

test('LeetCode adjacency list is an adjacency list, not pairs (0-indexed)', () => {
  const g = ok('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]');
  assert.equal(g.format, 'adjacency');
  assert.equal(g.n, 6);
  assert.equal(g.base, 0);
  assert.deepEqual(edges(g), [
    [0, 2],
    [0, 5],
    [1, 3],
    [2, 0],
    [2, 4],
    [2, 5],
    [3, 1],
    [3, 4],
    [3, 5],
    [4, 2],
    [4, 3],
    [5, 0],
    [5, 2],
    [5, 3],
  ]);
});

test('adjacency list of pairs is still an adjacency list: [[1,2],[2,3]] has 2 entries', () => {
  const g = ok('[[1],[0]]');
  assert.equal(g.n, 2);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 0],
  ]);
  // Entry i lists the targets of vertex i; a value n means 1-indexed.
  const g1 = ok('[[1,2],[2]]');
  assert.equal(g1.base, 1);
  assert.deepEqual(edges(g1), [
    [0, 0],
    [0, 1],
    [1, 1],
  ]);
});

test('adjacency list: empty entries, spread over lines, trailing commas, a "graph =" prefix', () => {
  const g = ok('graph = [\n  [1, 3],\n  [],\n  [3],\n  [0, 2],\n]');
  assert.equal(g.n, 4);
  assert.deepEqual(edges(g), [
    [0, 1],
    [0, 3],
    [2, 3],
    [3, 0],
    [3, 2],
  ]);
});

test('adjacency list: 1-indexed detected, and the override', () => {
  const g = ok('[[2],[3],[]]');
  assert.equal(g.base, 1);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
  ]);
  const g0 = ok('[[2],[1],[]]', { base: 0 });
  assert.deepEqual(edges(g0), [
    [0, 2],
    [1, 1],
  ]);
  const e = bad('[[2],[3],[]]', { base: 0 });
  assert.equal(e.line, 1);
  assert.match(e.message, /vertex 3 is out of range 0\.\.2/);
});

test('bracketed pairs with the edge-list format are edges', () => {
  const g = ok('[[1,2],[2,3],[3,1]]', { format: 'edges' });
  assert.equal(g.n, 3);
  assert.deepEqual(edges(g), [
    [0, 1],
    [1, 2],
    [2, 0],
  ]);
  const e = bad('[[1,2],[2]]', { format: 'edges' });
  assert.match(e.message, /edge 2: expected a pair/);
});

test('errors name the line: bad token, negative, fraction, too many numbers', () => {
  let e = bad('3 2\n1 2\n2 x\n');
  assert.deepEqual([e.line, e.message], [3, "'x' is not a vertex number"]);
  e = bad('3 2\n1 2\n-1 2\n');
  assert.equal(e.line, 3);
  assert.match(e.message, /cannot be negative/);
  e = bad('1.5 2\n');
  assert.equal(e.line, 1);
  assert.match(e.message, /whole numbers/);
  e = bad('3 2\n1 2 3\n2 1\n');
  assert.equal(e.line, 2);
  assert.match(e.message, /found 3 numbers/);
  e = bad('4 2\n1 2\n3\n');
  assert.equal(e.line, 3);
  assert.match(e.message, /found one number/);
});

test('errors: out of range in a header graph names the line (the CLI example)', () => {
  const e = bad('3 2\n1 2\n1 4\n', { format: 'header' });
  assert.deepEqual([e.line, e.message], [3, 'vertex 4 is out of range 1..3']);
});

test('auto: a header that does not fit falls back to an edge list with a note', () => {
  const g = ok('3 2\n1 2\n1 4\n');
  assert.equal(g.format, 'edges');
  assert.match(g.notes[0], /does not fit as a header.*line 3: vertex 4 is out of range 1\.\.3/);
});

test('errors: both 0 and n in a header graph', () => {
  const e = bad('4 3\n0 1\n1 4\n2 3\n', { format: 'header' });
  assert.equal(e.line, 3);
  assert.match(e.message, /both vertex 0 \(line 2\) and vertex 4 \(line 3\)/);
});

test('errors in bracketed lists name the line', () => {
  let e = bad('[[1,2],\n [3,\n x]]');
  assert.equal(e.line, 3);
  assert.match(e.message, /expected a vertex number, found 'x/);
  e = bad('[[1],[0]');
  assert.match(e.message, /found the end of the text/);
  e = bad('[[1],[0]] extra');
  assert.match(e.message, /unexpected 'extra'/);
  e = bad('[[1],\n[7]]');
  assert.equal(e.line, 2);
  assert.match(e.message, /vertex 7 is out of range 0\.\.1/);
  e = bad('[[1.5]]');
  assert.match(e.message, /whole vertex number/);
});

test('empty and whitespace-only text', () => {
  for (const t of ['', '   \n\n', '# only a comment\n']) {
    const e = bad(t);
    assert.equal(e.line, 1);
    assert.match(e.message, /no graph here/);
  }
});

test('graphToText round-trips through parseGraph', () => {
  const g = ok(SEED001);
  const text = graphToText(g.n, g.from, g.to, 1);
  assert.equal(text.split('\n')[0], '6 7');
  const again = ok(text);
  assert.deepEqual(edges(again), edges(g));
  const zero = ok(graphToText(g.n, g.from, g.to, 0), { base: 0 });
  assert.deepEqual(edges(zero), edges(g));
});

test('distinctEdges sorts and drops repeats', () => {
  const d = distinctEdges(3, Uint32Array.of(2, 0, 2, 0), Uint32Array.of(1, 1, 1, 0));
  assert.deepEqual([...d.from], [0, 0, 2]);
  assert.deepEqual([...d.to], [0, 1, 1]);
  assert.equal(d.repeated, 1);
});

test('a million-edge paste reads in well under two seconds', () => {
  const n = 200000,
    m = 1000000;
  let x = 2463534242;
  const rnd = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
  const parts = [`${n} ${m}`];
  const seen = new Set();
  for (let i = 0; i < m; i++) {
    const a = rnd(),
      b = rnd();
    parts.push(`${a + 1} ${b + 1}`);
    seen.add(a * n + b);
  }
  // Make sure vertex n appears so the base is detected.
  parts[1] = `${n} 1`;
  const text = parts.join('\n');
  const t0 = performance.now();
  const g = ok(text);
  const ms = performance.now() - t0;
  assert.equal(g.n, n);
  assert.ok(g.from.length > 0.99 * m);
  assert.ok(ms < 2000, `took ${ms} ms`);
  console.log(`# parsed ${m} edges in ${ms.toFixed(0)} ms`);
});

import { parseCatMouse, catMouseText } from '../graph-editor/parse-cat-mouse.js';

test('cat-mouse: the LeetCode list is read once per undirected edge and written back the same', () => {
  for (const text of ['[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', '[[1,3],[0],[3],[0,2]]']) {
    const r = parseCatMouse(text);
    assert.ok(r.ok, r.error?.message);
    for (let i = 0; i < r.graph.from.length; i++) assert.ok(r.graph.from[i] < r.graph.to[i]);
    assert.equal(catMouseText(r.graph.n, r.graph.from, r.graph.to).trim(), text);
  }
  const e = parseCatMouse('3 2\n1 2\n2 3\n');
  assert.ok(e.ok);
  assert.deepEqual([...e.graph.from, ...e.graph.to], [0, 1, 1, 2]);
});

test('cat-mouse: bad lists name the line and the problem', () => {
  const cases = [
    ['[[1],\n[0,2],\n[1,1]]', 3, /node 2 lists 1 twice/],
    ['[[1],\n[],\n[0]]', 1, /node 0 lists 1, but node 1 does not list 0/],
    ['[[1],[0]]', 1, /at least 3/],
    ['[[1,2],\n[0],\n[0,2]]', 3, /lists itself/],
    ['[[1],[0,7],[]]', 1, /lists 7, but the nodes are 0..2/],
    ['[[1],[0]', 1, /expected/],
  ];
  for (const [text, line, re] of cases) {
    const r = parseCatMouse(text);
    assert.equal(r.ok, false, text);
    assert.equal(r.error.line, line, text);
    assert.match(r.error.message, re, text);
  }
});
