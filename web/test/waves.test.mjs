// Tests for Watch the solver's data (web/explore/waves.js): the replay's waves are the
// solution's depth layers, for every game — graph games' whole tables and the two-token games'
// fixed-token maps, both from the page's WASM module (wasm-module.mjs); the
// move counters of undecided vertices; the words of each step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedWasmModule } from './wasm-module.mjs';
import { Solution, buildSuccessors } from '../lib/outcome.js';
import { waveSteps, stepWords, graphWaveView, NO_VALUE } from '../lib/waves.js';
import { randomGraph } from '../graph-editor/presets.js';
import { boardCells, randomOpenField, randomMaze, rng } from '../cop-thief/board.js';
import { graphResult, twoToken } from './sessions.mjs';

// Every position is in the wave of its depth; W/L counts per wave equal the solution's;
// draws come last; a position without depth (alice-bob) in the wave after the depths.
function checkLayers(outcomes, depths) {
  const { steps, decidedAt, drawStep } = waveSteps(outcomes, depths);
  assert.equal(drawStep, steps.length - 1);
  assert.equal(steps[drawStep].kind, 'draws');
  const win = new Map(),
    loss = new Map();
  let draws = 0,
    longest = -1;
  for (let p = 0; p < outcomes.length; p++) {
    const o = outcomes[p],
      d = depths[p];
    if (o === 0) {
      draws++;
      assert.equal(decidedAt[p], drawStep);
      continue;
    }
    if (o !== 1 && o !== 2) {
      assert.equal(decidedAt[p], NO_VALUE);
      continue;
    }
    if (d === NO_VALUE) {
      assert.equal(steps[decidedAt[p]].kind, 'nodepth');
      continue;
    }
    assert.equal(decidedAt[p], d, `position ${p} of depth ${d}`);
    longest = Math.max(longest, d);
    const m = o === 1 ? win : loss;
    m.set(d, (m.get(d) ?? 0) + 1);
  }
  for (let d = 0; d <= longest; d++) {
    assert.equal(steps[d].kind, 'depth');
    assert.equal(steps[d].win, win.get(d) ?? 0);
    assert.equal(steps[d].loss, loss.get(d) ?? 0);
  }
  assert.equal(steps[drawStep].draw, draws);
  return { steps, decidedAt };
}

function graphSolution(M, game, n, from, to, misere = false) {
  const result = { ...graphResult(M, game, n, from, to, misere), stats: {} };
  return new Solution(result, buildSuccessors(n, from, to));
}

test('graph games: the waves are the depth layers (generic normal and misère, alice-bob)', async () => {
  const M = await sharedWasmModule();
  for (let seed = 1; seed <= 12; seed++) {
    const g = randomGraph(40 + seed * 7, 90 + seed * 13, seed);
    for (const [game, misere] of [
      ['generic', false],
      ['generic', true],
      ['alice-bob', false],
    ]) {
      const sol = graphSolution(M, game, g.n, g.from, g.to, misere);
      checkLayers(sol.outcomes, sol.depths);
    }
  }
});

test('graph view of a step: decided vertices keep their label, the others count moves known to lose', async () => {
  const M = await sharedWasmModule();
  const g = randomGraph(60, 150, 5);
  const sol = graphSolution(M, 'generic', g.n, g.from, g.to);
  const replay = waveSteps(sol.outcomes, sol.depths);
  for (let s = 0; s < replay.steps.length; s++) {
    const view = graphWaveView(sol, replay, s);
    for (let v = 0; v < g.n; v++) {
      if (replay.decidedAt[v] <= s) {
        assert.equal(view.label(v), sol.label(v));
        continue;
      }
      assert.equal(view.letter(v), '');
      const moves = Array.from(sol.graph.successors(v), (to) => ({ to })); // generic: a position is its vertex
      const known = moves.filter((m) => sol.letter(m.to) === 'W' && replay.decidedAt[m.to] <= s).length;
      assert.equal(view.label(v), `${known}/${moves.length}`);
      // A vertex still undecided after its moves are all known to lose would be a Loss by now.
      if (s < replay.steps.length - 1 && moves.length > 0) assert.ok(known < moves.length || sol.letter(v) === 'L');
    }
  }
  // The last step is the whole map.
  const end = graphWaveView(sol, replay, replay.steps.length - 1);
  for (let v = 0; v < g.n; v++) assert.equal(end.label(v), sol.label(v));
});

test('two-token games: the waves of each fixed-token map are its depth layers (WASM module)', async () => {
  const M = await sharedWasmModule();
  const boards = [randomOpenField(9, 11, rng(3), { exits: 2 }), randomMaze(9, 9, rng(4))];
  for (const b of boards) {
    b.police = b.grid.indexOf(0);
    b.thief = b.grid.lastIndexOf(0);
    const s = twoToken(M, 'cop-thief', { rows: b.rows, cols: b.cols, cells: boardCells(b) });
    const L = s.L;
    for (const [side, fixed, loc] of [
      [0, 0, 0],
      [1, 0, L - 1],
      [0, 1, Math.floor(L / 2)],
      [1, 1, 1],
    ]) {
      const m = s.map(side, fixed, loc);
      assert.ok(m);
      checkLayers(m.outcomes, m.depths);
    }
    s.delete();
  }
  const cm = twoToken(M, 'cat-mouse', {
    offsets: Uint32Array.from([0, 2, 3, 6, 9, 11, 14]),
    neighbours: Uint32Array.from([2, 5, 3, 0, 4, 5, 1, 4, 5, 2, 3, 0, 2, 3]),
  });
  for (let loc = 0; loc < 6; loc++) {
    const m = cm.map(1, 0, loc);
    assert.ok(m);
    checkLayers(m.outcomes, m.depths);
  }
  cm.delete();
});

test('the words of each step', () => {
  const { steps } = waveSteps(Uint8Array.from([2, 1, 1, 0, 0]), Uint32Array.from([0, 1, 1, NO_VALUE, NO_VALUE]));
  assert.match(stepWords(steps[0]), /Depth 0, the end positions: .*who cannot move loses — 0 wins, 1 loss\./);
  assert.match(stepWords(steps[0], { misere: true }), /who cannot move wins \(misère\)/);
  assert.match(
    stepWords(steps[1]),
    /Depth 1: 2 positions win — a move reaches a position lost at depth 0; 0 positions lose/,
  );
  assert.match(stepWords(steps[2]), /the 2 positions never decided are Draws/);
});
