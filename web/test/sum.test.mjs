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
import { readPack, dailyPick, encodePuzzleLink, decodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';
import { SUM_HOLD_PLIES } from '../graph-editor/link.js';
import { parseGraph } from '../graph-editor/parse.js';

registerShareLinks(); // each feature's part of links and puzzles, as the page does

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

// The sum pack as puzzle mode plays it (graph-editor/link.js sumPuzzle, sum/index.js): the start is the pack's
// tokens, 0-based, the first player to move; the key is the page's only winning (draw-keeping) move, every
// other move from the start is a draw or a loss (a loss); the plies the page plays are the pack's, or, without
// them, the key alone (keyOnly) or a hold of SUM_HOLD_PLIES plies.
test('the sum pack in puzzle mode: starts, keys and lengths as the page plays them; in the daily rotation; links', async () => {
  const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'web', 'puzzles', 'packs', 'sum.json'), 'utf8'));
  const puzzles = readPack(file);
  assert.equal(puzzles.length, file.puzzles.length);
  const solver = worker();
  // The worker keeps one session: the puzzles are asked source by source.
  const games = new Map();
  async function gameOf(text) {
    if (!games.has(text)) {
      games.clear();
      const r = parseGraph(text, { format: 'auto', base: 'auto' });
      assert.ok(r.ok);
      const { n, from, to } = r.graph;
      const opened = await solver.open(gameForFeature('sum'), n, from, to);
      const successors = Array.from({ length: n }, () => []);
      Array.from(from).forEach((a, i) => successors[a].push(to[i]));
      games.set(
        text,
        createSumGame(solver, opened.session, { n, successors }, () => null),
      );
    }
    return games.get(text);
  }
  const kinds = { win: 0, keyOnly: 0, draw: 0 };
  const bySource = [...puzzles.keys()].sort((a, b) => file.puzzles[a].source - file.puzzles[b].source || a - b);
  for (const i of bySource) {
    const puzzle = puzzles[i],
      line = file.puzzles[i],
      at = `${puzzle.uid}`;
    assert.equal(puzzle.game, 'sum');
    assert.deepEqual(
      puzzle.start.tokens,
      line.tokens.map((v) => v - 1),
      `${at}: the tokens`,
    );
    assert.equal(puzzle.start.mover, 0);
    if (line.kind === 'draw') {
      assert.equal(puzzle.plies, SUM_HOLD_PLIES, `${at}: a hold's plies`);
      kinds.draw++;
    } else if (line.plies === null) {
      assert.ok(puzzle.keyOnly && puzzle.plies === 1, `${at}: ends at the key`);
      kinds.keyOnly++;
    } else {
      assert.ok(!puzzle.keyOnly && puzzle.plies === line.plies, `${at}: the pack's plies`);
      kinds.win++;
    }
    // The page's answer from the start is the key, and no other move does as well.
    const game = await gameOf(puzzle.text);
    const tokens = puzzle.start.tokens;
    const answer = await game.answer(tokens);
    assert.equal(answer.outcome, puzzle.kind === 'draw' ? 0 : 1, `${at}: the outcome`);
    assert.equal(tokens[answer.token], line.key.from - 1, `${at}: the key's token`);
    assert.equal(answer.to, line.key.to - 1, `${at}: the key's vertex`);
    const start = game.encode(tokens, 0);
    const moves = (await game.ask({ moves: [start] })).moves[0];
    const values = (await game.ask({ values: moves })).values;
    const keyAfter = tokens.slice();
    keyAfter[answer.token] = answer.to;
    const key = game.encode(keyAfter, 1);
    assert.ok(moves.includes(key), `${at}: the key is a move`);
    assert.ok(moves.length >= 2, `${at}: not a forced move`);
    moves.forEach((to, k) => {
      // The values are the opponent's (to move after): the key leaves a loss (win) or a draw (hold).
      const want = to === key ? (puzzle.kind === 'draw' ? [0] : [2]) : puzzle.kind === 'draw' ? [1] : [0, 1];
      assert.ok(
        want.includes(values[k].outcome),
        `${at}: move to ${game.decode(to).places} gives ${values[k].outcome}`,
      );
    });
  }
  assert.ok(kinds.win > 0 && kinds.keyOnly > 0 && kinds.draw > 0, JSON.stringify(kinds));

  // The daily rotation picks from the sum pack too (a win of known length from its harder half).
  const packs = { 'pack:generic': [puzzles[0]], 'pack:sum': puzzles.filter((p) => p.kind === 'win') };
  let fromSum = 0;
  for (let d = 0; d < 20; d++) {
    const pick = dailyPick(packs, new Date(Date.UTC(2026, 0, 1 + d)));
    if (pick.game !== 'sum') continue;
    fromSum++;
    assert.ok(pick.plies > 1 && !pick.keyOnly, `day ${d}: ${pick.uid}`);
  }
  assert.ok(fromSum >= 5, `${fromSum} sum puzzles in 20 days`);

  // A link carries the tokens and whether the puzzle ends at its key, not the key.
  for (const puzzle of [
    puzzles.find((p) => p.keyOnly),
    puzzles.find((p) => p.kind === 'draw'),
    puzzles.find((p) => p.kind === 'win' && !p.keyOnly),
  ]) {
    const link = encodePuzzleLink(puzzle);
    assert.ok(link.ok);
    const back = decodePuzzleLink(link.hash);
    assert.ok(back.ok, back.error);
    assert.deepEqual(back.puzzle.start, puzzle.start);
    assert.equal(back.puzzle.plies, puzzle.plies);
    assert.equal(!!back.puzzle.keyOnly, !!puzzle.keyOnly);
    assert.equal(back.puzzle.key, null);
  }
  for (const bad of [{ tokens: [0] }, { tokens: [0, -1] }, { tokens: 'x' }, {}])
    assert.equal(decodePuzzleLink(encodePuzzleLink({ ...puzzles[0], start: bad }).hash).ok, false, JSON.stringify(bad));
});

// The gallery's Wind-up card (lib/gallery.js GALLERY_PRESETS): its preset is a sum with the card's graph and
// tokens, and the card's γ and outcome are the module's.
test('the gallery cards of sums: the preset they open has their graph and tokens; γ and the outcome are the module’s', async () => {
  const { GALLERY_PRESETS } = await import('../lib/gallery.js');
  const { presetById } = await import('../graph-editor/presets.js');
  assert.ok(GALLERY_PRESETS.length >= 1);
  const solver = worker();
  for (const card of GALLERY_PRESETS) {
    const preset = presetById(card.preset);
    assert.ok(preset, `${card.id}: the preset ${card.preset}`);
    assert.equal(preset.game, gameForFeature('sum'), `${card.id}: a sum`);
    const r = parseGraph(preset.text, { format: 'auto', base: 'auto' });
    assert.ok(r.ok);
    const { n, from, to } = r.graph;
    assert.equal(n, card.graph.n);
    assert.deepEqual(
      Array.from(from, (a, i) => [a, to[i]]).sort(),
      card.graph.edges.slice().sort(),
      `${card.id}: the picture's edges are the preset's`,
    );
    assert.deepEqual(preset.tokens, card.graph.tokens, `${card.id}: the tokens`);
    assert.equal(card.xy.length, n);
    const opened = await solver.open(gameForFeature('sum'), n, from, to);
    assert.deepEqual(
      Array.from({ length: n }, (_, v) => gammaLabel(opened.gamma, v)),
      card.answer.gamma,
      `${card.id}: γ`,
    );
    const successors = Array.from({ length: n }, () => []);
    Array.from(from).forEach((a, i) => successors[a].push(to[i]));
    const game = createSumGame(solver, opened.session, { n, successors }, () => null);
    const answer = await game.answer(card.graph.tokens);
    assert.equal(['draw', 'win', 'loss'][answer.outcome], card.answer.outcome, `${card.id}: the outcome`);
  }
});
