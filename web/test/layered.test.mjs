// Tests for web/graph-editor/layered.js: layers follow the edges, cycles and loops do not break it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layeredLayout } from '../graph-editor/layered.js';

test('a path is laid out top to bottom', () => {
  const { xs, ys } = layeredLayout(4, Uint32Array.of(0, 1, 2), Uint32Array.of(1, 2, 3));
  assert.ok(ys[0] < ys[1] && ys[1] < ys[2] && ys[2] < ys[3]);
  assert.ok(xs.every((x) => x === xs[0]));
});

test('cycles, self-loops and isolated vertices get finite, distinct positions', () => {
  const from = Uint32Array.of(0, 1, 1, 0, 3, 3, 4, 5);
  const to = Uint32Array.of(1, 0, 2, 3, 0, 4, 5, 5);
  const n = 7;
  const { xs, ys } = layeredLayout(n, from, to);
  const seen = new Set();
  for (let v = 0; v < n; v++) {
    assert.ok(Number.isFinite(xs[v]) && Number.isFinite(ys[v]));
    seen.add(`${xs[v]},${ys[v]}`);
  }
  assert.equal(seen.size, n);
});

test('the NEERC 2016 G sample graph: 1 above 2 and 4, 3 and 5 below them, 6 lowest', () => {
  const from = Uint32Array.of(0, 1, 1, 0, 3, 3, 4),
    to = Uint32Array.of(1, 0, 2, 3, 0, 4, 5);
  const { ys } = layeredLayout(6, from, to);
  assert.ok(ys[0] < ys[1] && ys[0] < ys[3]);
  assert.ok(ys[1] < ys[2] && ys[3] < ys[4] && ys[4] < ys[5]);
});

test('empty graph', () => {
  const { xs } = layeredLayout(0, new Uint32Array(0), new Uint32Array(0));
  assert.equal(xs.length, 0);
});
