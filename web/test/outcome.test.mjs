// Tests for web/explore/outcome.js: letters, depths, moves ranked best first, best lines, counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedWasmModule } from './wasm-module.mjs';
import { parseGraph } from '../graph-editor/parse.js';
import { Solution, buildSuccessors, describeOutcome } from '../lib/outcome.js';
import { graphResult, twoToken } from './sessions.mjs';

async function solved(game, text, misere = false) {
  const M = await sharedWasmModule();
  const g = parseGraph(text).graph;
  const result = graphResult(M, game, g.n, g.from, g.to, misere, 1000);
  return new Solution(result, buildSuccessors(g.n, g.from, g.to));
}

const SEED001 = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';

test('labels and answer lines for alice-bob', async () => {
  const s = await solved('alice-bob', SEED001);
  assert.deepEqual(s.answerLines(), ['WDLDWL', 'DWLLWL']);
  assert.equal(s.label(s.position(0, 0)), 'W'); // Alice wins without a depth
  assert.equal(s.label(s.position(4, 1)), 'W1');
  assert.equal(s.label(s.position(5, 0)), 'L0');
  assert.equal(s.depth(s.position(1, 0)), null); // a draw
  assert.equal(s.mover(s.position(3, 1)), 'Bob');
});

test('generic moves are ranked: into a loss (quickest) first, then draws, then wins (longest)', async () => {
  // 1 → 2 (W1), 1 → 3 (L0), 1 → 4 (D: self-loop), 1 → 5 (L2 via 5 → 2 → 3)
  const s = await solved('generic', '5 7\n1 2\n1 3\n1 4\n4 4\n2 3\n5 2\n1 5\n');
  const moves = s.moves(s.position(0));
  assert.deepEqual(
    moves.map((m) => m.target),
    [2, 4, 3, 1],
  );
  assert.deepEqual(
    moves.map((m) => m.letter + (m.depth ?? '')),
    ['L0', 'L2', 'D', 'W1'],
  );
  assert.deepEqual(
    moves.map((m) => m.result + (m.resultDepth ?? '')),
    ['W1', 'W3', 'D', 'L2'],
  );
  assert.equal(moves[0].best, true);
  assert.equal(moves.filter((m) => m.best).length, 1);
});

test('alice-bob moves follow the mover’s preferences', async () => {
  // At 1: a dead end 2 and a self-loop 3. Alice prefers the loop (endless), Bob the dead end.
  const s = await solved('alice-bob', '3 3\n1 2\n1 3\n3 3\n');
  assert.deepEqual(s.answerLines(), ['DLD', 'WLD']);
  assert.deepEqual(
    s.moves(s.position(0, 0)).map((m) => m.target),
    [2, 1],
  );
  assert.deepEqual(
    s.moves(s.position(0, 1)).map((m) => m.target),
    [1, 2],
  );
});

test('best line: to an end position, or until a position repeats', async () => {
  const s = await solved('generic', '10 11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n1 10\n3 1\n');
  const line = s.bestLine(s.position(1));
  assert.equal(line.ends, 'end');
  assert.deepEqual(line.positions, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const cyc = await solved('generic', '2 2\n1 2\n2 1\n');
  const l2 = cyc.bestLine(0);
  assert.equal(l2.ends, 'repeat');
  assert.deepEqual(l2.positions, [0, 1, 0]);
  // alice-bob lines alternate sides.
  const ab = await solved('alice-bob', SEED001);
  const l3 = ab.bestLine(ab.position(0, 0));
  assert.deepEqual(l3.positions, [0, 7, 8, 11]); // 1A → 4B → 5A → 6B (stuck)
  assert.equal(l3.ends, 'end');
});

test('counts per side and depth histograms', async () => {
  const s = await solved('alice-bob', SEED001);
  const a = s.counts(0),
    b = s.counts(1);
  assert.deepEqual([a.win, a.loss, a.draw], [2, 2, 2]);
  assert.deepEqual([b.win, b.loss, b.draw], [2, 3, 1]);
  assert.equal(a.noDepth, 1); // vertex 1, Alice first: W without depth
  assert.deepEqual(a.winDepths, [0, 1]);
  assert.deepEqual(a.lossDepths, [2, 0]);
  const all = s.counts();
  assert.equal(all.win + all.loss + all.draw, 12);
});

test('describeOutcome words', () => {
  assert.equal(describeOutcome('W', 5, null), 'Win in 5 plies');
  assert.equal(describeOutcome('L', 1, null), 'Loss in 1 ply');
  assert.equal(describeOutcome('L', 0, null), 'Loss: no move left');
  assert.equal(describeOutcome('D', null, null), 'Draw: endless play');
  assert.equal(describeOutcome('L', 2, 'Bob'), 'Alice wins in 2 plies');
  assert.equal(describeOutcome('L', 0, 'Alice'), 'Bob wins: Alice cannot move');
  assert.match(describeOutcome('W', null, 'Alice'), /Alice wins \(Bob must end/);
});
