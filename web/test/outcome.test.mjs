// Tests for web/lib/outcome.js (the graph games' table read: letters, depths, labels, answer
// lines) and for what the token game's explorer asks of the session instead of ranking moves and
// walking best lines in JS (kit/explorer.js): moves best first, best lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedWasmModule } from './wasm-module.mjs';
import { parseGraph } from '../graph-editor/parse.js';
import { Solution, buildSuccessors } from '../lib/outcome.js';
import { graphResult } from './sessions.mjs';

async function solved(game, text, misere = false) {
  const M = await sharedWasmModule();
  const g = parseGraph(text).graph;
  const result = graphResult(M, game, g.n, g.from, g.to, misere, 1000);
  return new Solution(result, buildSuccessors(g.n, g.from, g.to));
}

// The session of a graph game, solved; ask(fn) runs fn(session) and frees it.
async function withSession(game, text, fn) {
  const M = await sharedWasmModule();
  const g = parseGraph(text).graph;
  const s = M.openSession(game, { n: g.n, from: g.from, to: g.to, misere: false });
  try {
    while (!s.advance(1000)) {
      /* chunks */
    }
    return fn(s);
  } finally {
    s.delete();
  }
}

const SEED001 = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';

test('labels and answer lines for alice-bob', async () => {
  const s = await solved('alice-bob', SEED001);
  assert.deepEqual(s.answerLines(), ['WDLDWL', 'DWLLWL']);
  assert.equal(s.label(s.position(0, 0)), 'W'); // Alice wins without a depth
  assert.equal(s.label(s.position(4, 1)), 'W1');
  assert.equal(s.label(s.position(5, 0)), 'L0');
  assert.equal(s.depth(s.position(1, 0)), null); // a draw
});

test('the session ranks generic moves: into a loss (quickest) first, then draws, then wins (longest)', async () => {
  // 1 → 2 (W1), 1 → 3 (L0), 1 → 4 (D: self-loop), 1 → 5 (L2 via 5 → 2 → 3)
  await withSession('generic', '5 7\n1 2\n1 3\n1 4\n4 4\n2 3\n5 2\n1 5\n', (s) => {
    const moves = Array.from(s.moves(0));
    assert.deepEqual(moves, [2, 4, 3, 1]);
    assert.deepEqual(
      moves.map((q) => 'DWL'[s.value(q).outcome] + (s.value(q).depth ?? '')),
      ['L0', 'L2', 'D', 'W1'],
    );
    assert.equal(s.bestMove(0), 2);
  });
});

test('the session’s alice-bob moves: the best first (Alice prefers endless play, Bob the dead end)', async () => {
  // At 1: a dead end 2 and a self-loop 3.
  const s = await solved('alice-bob', '3 3\n1 2\n1 3\n3 3\n');
  assert.deepEqual(s.answerLines(), ['DLD', 'WLD']);
  await withSession('alice-bob', '3 3\n1 2\n1 3\n3 3\n', (session) => {
    assert.deepEqual(
      Array.from(session.moves(0), (q) => q >> 1),
      [2, 1],
    );
    assert.deepEqual(
      Array.from(session.moves(1), (q) => q >> 1),
      [1, 2],
    );
  });
});

test('the session’s best line: to an end position, or until a position repeats', async () => {
  await withSession('generic', '10 11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n1 10\n3 1\n', (s) =>
    assert.deepEqual(Array.from(s.bestLine(1, 200)), [2, 3, 4, 5, 6, 7, 8, 9]),
  );
  await withSession('generic', '2 2\n1 2\n2 1\n', (s) => assert.deepEqual(Array.from(s.bestLine(0, 200)), [1, 0]));
  // alice-bob lines alternate sides: 1A → 4B → 5A → 6B (stuck).
  await withSession('alice-bob', SEED001, (s) => assert.deepEqual(Array.from(s.bestLine(0, 200)), [7, 8, 11]));
});
