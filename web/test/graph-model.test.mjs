// Tests for web/lib/graph-model.js: editing, renumbering on delete, undo/redo, big graphs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GraphModel, DRAW_LIMIT } from '../lib/graph-model.js';

test('add vertices and edges; repeated edges are one move; self-loops allowed', () => {
  const m = new GraphModel();
  const events = [];
  m.onChange((k) => events.push(k));
  m.addVertex(0, 0);
  m.addVertex(10, 0);
  m.addVertex(20, 0);
  assert.equal(m.addEdge(0, 1), true);
  assert.equal(m.addEdge(0, 1), false);
  assert.equal(m.addEdge(2, 2), true);
  assert.deepEqual(m.edges, [
    [0, 1],
    [2, 2],
  ]);
  assert.equal(m.n, 3);
  assert.ok(events.every((k) => k === 'structure'));
  const { from, to } = m.edgeArrays();
  assert.deepEqual([...from], [0, 2]);
  assert.deepEqual([...to], [1, 2]);
});

test('deleting a vertex drops its edges and renumbers the later ones', () => {
  const m = new GraphModel();
  m.load(4, Uint32Array.of(0, 1, 2, 3, 3), Uint32Array.of(1, 2, 3, 0, 3));
  m.removeVertex(1);
  assert.equal(m.n, 3);
  assert.deepEqual(m.edges, [
    [1, 2],
    [2, 0],
    [2, 2],
  ]);
  assert.equal(m.hasEdge(1, 2), true);
  assert.equal(m.hasEdge(0, 1), false);
});

test('undo and redo walk the history; a new change clears redo', () => {
  const m = new GraphModel();
  m.addVertex(0, 0);
  m.addVertex(5, 5);
  m.addEdge(0, 1);
  assert.equal(m.undo(), true);
  assert.deepEqual(m.edges, []);
  assert.equal(m.undo(), true);
  assert.equal(m.n, 1);
  assert.equal(m.redo(), true);
  assert.equal(m.n, 2);
  m.addEdge(1, 0);
  assert.equal(m.canRedo(), false);
  assert.deepEqual(m.edges, [[1, 0]]);
  // Dragging: remember once, move many times, one undo restores the start.
  m.remember();
  m.moveVertex(0, 50, 50);
  m.moveVertex(0, 70, 80);
  m.undo();
  assert.deepEqual([m.xs[0], m.ys[0]], [0, 0]);
});

test('graphs past the drawing limit are kept as bare arrays, and undo gets the last drawing back', () => {
  const m = new GraphModel();
  m.load(3, Uint32Array.of(0), Uint32Array.of(1));
  const n = DRAW_LIMIT + 1;
  m.load(n, Uint32Array.of(0, 5), Uint32Array.of(5, 7));
  assert.equal(m.isBig, true);
  assert.equal(m.edgeCount, 2);
  assert.equal(m.addVertex(0, 0), -1);
  m.undo();
  assert.equal(m.isBig, false);
  assert.equal(m.n, 3);
  assert.deepEqual(m.edges, [[0, 1]]);
});

test('setPositions replaces every position; version counts structure changes only', () => {
  const m = new GraphModel();
  m.load(2, Uint32Array.of(0), Uint32Array.of(1));
  const v = m.version;
  m.setPositions([1, 2], [3, 4]);
  assert.equal(m.version, v);
  assert.deepEqual(
    [m.xs, m.ys],
    [
      [1, 2],
      [3, 4],
    ],
  );
  m.undo();
  assert.notDeepEqual(m.xs, [1, 2]);
});

test('undirected mode (cat-mouse): edges once, no loops; back to directed restores an unedited graph', () => {
  const m = new GraphModel();
  m.load(3, Uint32Array.of(0, 1, 1, 2), Uint32Array.of(1, 0, 2, 2));
  const note = m.setUndirected(true);
  assert.match(note, /1 one-way edge now goes both ways, 1 self-loop dropped/);
  assert.deepEqual(m.edges, [
    [0, 1],
    [1, 2],
  ]);
  assert.ok(m.hasEdge(2, 1));
  assert.equal(m.addEdge(2, 1), false, 'already there the other way round');
  assert.equal(m.addEdge(0, 0), false, 'no self-loops');
  m.setUndirected(false);
  assert.deepEqual(
    m.edges,
    [
      [0, 1],
      [1, 0],
      [1, 2],
      [2, 2],
    ],
    'the directed graph as it was',
  );
  m.setUndirected(true);
  assert.ok(m.addEdge(2, 0));
  assert.deepEqual(m.edges.at(-1), [0, 2]);
  m.setUndirected(false);
  assert.equal(m.edges.length, 6, 'edited: every undirected edge both ways');
});
