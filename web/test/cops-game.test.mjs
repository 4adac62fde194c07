// Tests of How many cops?'s game as positions for the kit's explorer (web/cops/game.js) on the page's WASM
// module through the worker's handler (solver/worker-core.js): every value agrees with its moves' (minimax:
// the mover's best move, flipped, one ply more), the start (the robber to hide against the best placement) is a
// loss in 2T plies (T the capture time), the best line catches him in 2T plies, and positions and places
// round-trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler } from '../solver/worker-core.js';
import { createWasmModule } from './wasm-module.mjs';
import { COP_NUMBER } from '../lib/games.js';
import { createCopsGame } from '../cops/game.js';
import { moveValue, moveRank } from '../lib/session-values.js';

// The worker's handler on the real module, asked as solver/client.js asks it.
function worker() {
  let last = null;
  const handle = createSolverHandler({
    loadModule: () => createWasmModule(),
    post: (m) => {
      if (m.type !== 'progress') last = m;
    },
    nextTask: () => new Promise((r) => setImmediate(r)),
    progressEveryMs: 0,
  });
  let id = 0;
  const request = async (msg) => {
    await handle({ ...msg, id: ++id });
    if (last.type === 'error') throw new Error(last.message);
    return last;
  };
  return {
    open: (n, edges) =>
      request({
        type: 'open',
        game: COP_NUMBER,
        n,
        from: Uint32Array.from(edges, (e) => e[0]),
        to: Uint32Array.from(edges, (e) => e[1]),
      }),
    async copQuery({ session, maps, copsMoves }) {
      const a = await request({ type: 'ask', session, captureMaps: maps, copsMoves });
      return { ...a, maps: a.captureMaps };
    },
  };
}
const adjOf = (n, edges) => {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  return adj;
};

for (const [what, n, edges] of [
  ['a cycle of 8 (2 cops)', 8, Array.from({ length: 8 }, (_, i) => [i, (i + 1) % 8])],
  [
    'a 3 × 3 grid (2 cops)',
    9,
    [0, 1, 3, 4, 6, 7].map((i) => [i, i + 1]).concat([0, 1, 2, 3, 4, 5].map((i) => [i, i + 3])),
  ],
  ['a path of 7 (1 cop)', 7, Array.from({ length: 6 }, (_, i) => [i, i + 1])],
])
  test(`cops game, ${what}: values agree with their moves; the start is a loss in 2T plies; the best line catches him`, async () => {
    const solver = worker();
    const r = await solver.open(n, edges);
    assert.ok(r.cops >= 1, JSON.stringify(r));
    const graph = { n, adj: adjOf(n, edges) };
    const game = createCopsGame(solver, r.session, graph, r.cops);
    const start = game.encode(r.placement, n, 1);
    assert.deepEqual(game.decode(start), { cops: r.placement, robber: n, mover: 1 });
    const a = await game.ask({
      values: [start],
      places: [start],
      positions: [{ mover: 1, places: [...r.placement, n] }],
    });
    assert.deepEqual(a.places[0], [...r.placement, n]);
    assert.equal(a.positions[0], start);
    assert.deepEqual(
      { outcome: a.values[0].outcome, depth: a.values[0].depth },
      { outcome: 2, depth: 2 * r.captureTime },
      'the robber to hide loses in 2T plies',
    );
    // Every position reached from the start in up to 4 plies: its value is its best move's, flipped.
    let level = [start];
    const seen = new Set(level);
    for (let ply = 0; ply < 4 && level.length; ply++) {
      const b = await game.ask({ values: level, moves: level });
      const next = [];
      for (let i = 0; i < level.length; i++) {
        const v = b.values[i];
        if (v.end) {
          assert.equal(b.moves[i].length, 0);
          continue;
        }
        const c = await game.ask({ values: b.moves[i] });
        const bestRank = Math.min(...c.values.map((x) => moveRank(moveValue(x))));
        const best = c.values.map((x) => moveValue(x)).find((x) => moveRank(x) === bestRank);
        assert.deepEqual(
          { outcome: v.outcome, depth: v.depth },
          { outcome: best.outcome, depth: best.depth },
          `position ${JSON.stringify(game.decode(level[i]))}`,
        );
        for (const to of b.moves[i].slice(0, 6))
          if (!seen.has(to)) {
            seen.add(to);
            next.push(to);
          }
      }
      level = next.slice(0, 40);
    }
    // The best line: the robber hides, then best play to the capture in 2T plies.
    const { lines } = await game.ask({ lines: [{ position: start, max: 2000 }] });
    assert.equal(lines[0].length, 2 * r.captureTime);
    const end = game.decode(lines[0].at(-1));
    assert.ok(end.cops.includes(end.robber), `the line ends with the robber caught: ${JSON.stringify(end)}`);
    // Bad positions are no positions.
    const bad = await game.ask({ values: [-1, game.positions, 1.5], places: [-1], moves: [game.positions] });
    assert.deepEqual(bad.values, [null, null, null]);
    assert.deepEqual(bad.places, [[]]);
    assert.deepEqual(bad.moves, [[]]);
  });
