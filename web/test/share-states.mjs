// Share states the link tests encode (web/test/link-module.test.mjs, web/e2e/links.e2e.mjs): a
// directed triangle of a graph game, and a state's link hash, checked to encode.
import assert from 'node:assert/strict';
import { encodeShare } from '../lib/codec.js';

// The triangle's edges (0-based): round a cycle every vertex is a draw.
export const TRIANGLE_EDGES = [
  [0, 1],
  [1, 2],
  [2, 0],
];

// A graph game's link state of the triangle (1-based, with no layout and nothing selected).
export const triangleState = (game = 'generic') => ({
  game,
  misere: false,
  map: 'AB',
  base: 1,
  n: 3,
  edges: TRIANGLE_EDGES,
  xs: null,
  ys: null,
  selected: null,
});

// The link hash ('#v1.…') of a share state; fails the test when the state does not encode.
export function shareHash(state) {
  const encoded = encodeShare(state);
  assert.ok(encoded.ok, encoded.error);
  return encoded.hash;
}
