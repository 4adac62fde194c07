// Tests of the many-tokens page's answers (web/sum/game.js, lib/sum.js) on the page's WASM module through
// the worker's handler: on random graphs with cycles, self-loops and sinks, γ and every random position's
// outcome and move equal what `whowins sum` (build/native/whowins) prints for the same input; the move given
// is legal and leaves the opponent a loss (W) or a draw (D); and the product graph's generic solve (the
// page's depth) agrees with the sum's outcome position by position for k ≤ 3 tokens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSolverHandler } from '../solver/worker-core.js';
import { createWasmModule } from './wasm-module.mjs';
import { gameForFeature } from '../lib/games.js';
import { gammaLabel, productGraph, productIndex } from '../lib/sum.js';
import { createSumGame } from '../sum/game.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WHOWINS = path.join(ROOT, 'build', 'native', 'whowins');

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
    open: (game, n, from, to, table = false) => request({ type: 'open', game, n, from, to, table }),
    async sumQuery({ session, answers }) {
      return (await request({ type: 'ask', session, sumAnswers: answers })).sumAnswers;
    },
  };
}

// A seeded generator (mulberry32), so a failure names its case.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function randomGraph(rand) {
  const n = 1 + Math.floor(rand() * 7),
    edges = new Set();
  const m = Math.floor(rand() * 2.2 * n);
  for (let i = 0; i < m; i++) edges.add(Math.floor(rand() * n) * n + Math.floor(rand() * n)); // self-loops too
  const list = [...edges].map((e) => [Math.floor(e / n), e % n]);
  return { n, from: Uint32Array.from(list, (e) => e[0]), to: Uint32Array.from(list, (e) => e[1]) };
}
// `whowins sum` on the graph and positions: γ's words and per position [letter, token, vertex] (0-based).
function cli(g, positions) {
  const text =
    `${g.n} ${g.from.length}\n` +
    Array.from(g.from, (a, i) => `${a + 1} ${g.to[i] + 1}\n`).join('') +
    positions.map((p) => `${p.length} ${p.map((v) => v + 1).join(' ')}\n`).join('');
  const lines = execFileSync(WHOWINS, ['sum'], { input: text }).toString().trim().split('\n');
  return {
    gamma: lines[0].split(' '),
    answers: lines.slice(1).map((l) => {
      const [letter, i, v] = l.split(' ');
      return letter === 'L' ? ['L', null, null] : [letter, Number(i) - 1, Number(v) - 1];
    }),
  };
}

test('the page answers every sum as whowins sum does, with legal moves that keep their promise, and the product graph agrees', async () => {
  assert.ok(
    fs.existsSync(WHOWINS),
    `no ${path.relative(ROOT, WHOWINS)}: build it first (bash scripts/build.sh native)`,
  );
  const solver = worker();
  const rand = random(20261127);
  let positionsChecked = 0,
    draws = 0,
    wins = 0,
    losses = 0;
  for (let round = 0; round < 60; round++) {
    const g = randomGraph(rand);
    const opened = await solver.open(gameForFeature('sum'), g.n, g.from, g.to);
    const successors = Array.from({ length: g.n }, () => []);
    g.from.forEach((a, i) => successors[a].push(g.to[i]));
    const k = 1 + Math.floor(rand() * 3);
    const whole = productGraph(g.n, g.from, g.to, k);
    const product = await solver.open(gameForFeature('graph'), whole.n, whole.from, whole.to, true);
    const table = { k, outcomes: product.table.outcomes, depths: product.table.depths };
    const game = createSumGame(solver, opened.session, { n: g.n, successors }, (tokens) =>
      tokens === k ? table : null,
    );
    const positions = Array.from({ length: 12 }, () => Array.from({ length: k }, () => Math.floor(rand() * g.n)));
    const expected = cli(g, positions);
    const where = `graph ${round} (n ${g.n}, edges ${Array.from(g.from, (a, i) => `${a}→${g.to[i]}`).join(' ')})`;
    assert.deepEqual(
      Array.from({ length: g.n }, (_, v) => gammaLabel(opened.gamma, v).replace('∞', 'inf')),
      expected.gamma,
      `${where}: γ`,
    );
    for (let i = 0; i < positions.length; i++) {
      const tokens = positions[i],
        at = `${where}, tokens ${tokens.join(' ')}`;
      const a = await game.answer(tokens);
      const [letter, token, to] = expected.answers[i];
      assert.equal('DWL'[a.outcome], letter, `${at}: the outcome`);
      if (letter === 'L') {
        assert.equal(a.token, null, `${at}: no move from a loss`);
        losses++;
      } else {
        // The same move: the same vertex left (tokens on one vertex are alike) and the same vertex reached.
        assert.equal(tokens[a.token], tokens[token], `${at}: the token moved`);
        assert.equal(a.to, to, `${at}: where it goes`);
        assert.ok(successors[tokens[a.token]].includes(a.to), `${at}: the move is legal`);
        const after = tokens.slice();
        after[a.token] = a.to;
        const next = (await game.ask({ values: [game.encode(after, 1)] })).values[0];
        assert.equal(
          next.outcome,
          letter === 'W' ? 2 : 0,
          `${at}: the move leaves the opponent a ${letter === 'W' ? 'loss' : 'draw'}`,
        );
        if (letter === 'W') wins++;
        else draws++;
      }
      // The product graph's solve (the page's depth) agrees with the sum's outcome.
      assert.equal(table.outcomes[productIndex(tokens, g.n)], a.outcome, `${at}: the product graph's outcome`);
      positionsChecked++;
    }
  }
  assert.ok(
    positionsChecked >= 700 && wins && losses && draws,
    `${positionsChecked} positions: ${wins} W, ${losses} L, ${draws} D`,
  );
});

test('wind-up (subtract 1 or 3 modulo 5, 0 has no move) has γ = 0, ∞{0}, ∞{0}, ∞{0}, 0 on the page', async () => {
  const solver = worker();
  const from = Uint32Array.from([1, 1, 2, 2, 3, 3, 4, 4]),
    to = Uint32Array.from([0, 3, 1, 4, 2, 0, 3, 1]);
  const opened = await solver.open(gameForFeature('sum'), 5, from, to);
  assert.deepEqual(
    Array.from({ length: 5 }, (_, v) => gammaLabel(opened.gamma, v)),
    ['0', '∞{0}', '∞{0}', '∞{0}', '0'],
  );
});
