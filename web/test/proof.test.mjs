// Tests for "Why?" (web/explore/proof.js): on seeded random graphs, normal and misère, the
// proof of every position is valid when walked against the moves by a checker written here —
// a winner node has one move, to a loss one ply shorter, in the tree; a loser node has all its
// moves, each to a win; a drawing node's held move stays in the draw and the other side's
// every move stays in it or hands the holder a win; leaves are end positions, exits or repeats
// of positions expanded elsewhere in the same tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedWasmModule } from './wasm-module.mjs';
import { Solution, buildSuccessors } from '../lib/outcome.js';
import { proofTree, checkProof, drawCycle } from '../lib/proof.js';
import { randomGraph } from '../graph-editor/presets.js';
import { sessionProof } from '../lib/why-session.js';
import { boardCells, randomOpenField, randomMaze, rng, stepsFrom, EXIT } from '../cop-thief/board.js';
import { graphResult, twoToken } from './sessions.mjs';

async function solved(n, m, seed, misere) {
  const M = await sharedWasmModule();
  const g = randomGraph(n, m, seed, 0.15);
  const sol = new Solution(
    { ...graphResult(M, 'generic', g.n, g.from, g.to, misere), stats: {} },
    buildSuccessors(g.n, g.from, g.to),
  );
  const game = {
    outcome: (p) => sol.letter(p),
    depth: (p) => sol.depth(p),
    moves: (p) => Array.from(sol.graph.successors(p), (to) => ({ to })),
    isEnd: (p) => sol.isEnd(p),
  };
  return { sol, game };
}

// The independent walk: returns the problems found.
function walk(sol, root) {
  const problems = [];
  const expanded = new Map();
  const visit = (n) => {
    if (!n.same && !n.cut) {
      expanded.set(`${n.pos}|${n.kind}`, n);
      n.children.forEach((c) => visit(c.node));
    }
  };
  visit(root);
  for (const n of expanded.values()) {
    const succ = Array.from(sol.graph.successors(n.pos));
    const to = n.children.map((c) => c.to);
    const L = (q) => sol.letter(q);
    if (n.kind === 'end') {
      if (succ.length) problems.push(`${n.pos}: not an end`);
      continue;
    }
    if (n.kind === 'exit') {
      if (L(n.pos) !== 'W') problems.push(`${n.pos}: exit to a non-win`);
      continue;
    }
    if (
      n.kind === 'win' &&
      !(to.length === 1 && succ.includes(to[0]) && L(to[0]) === 'L' && sol.depth(to[0]) === sol.depth(n.pos) - 1)
    )
      problems.push(`${n.pos}: bad win`);
    if (
      n.kind === 'loss' &&
      !(to.length === succ.length && succ.every((q) => to.includes(q)) && to.every((q) => L(q) === 'W'))
    )
      problems.push(`${n.pos}: bad loss`);
    if (n.kind === 'draw-hold' && !(to.length === 1 && succ.includes(to[0]) && L(to[0]) === 'D'))
      problems.push(`${n.pos}: bad hold`);
    if (
      n.kind === 'draw' &&
      !(to.length === succ.length && succ.every((q) => to.includes(q)) && to.every((q) => L(q) !== 'L'))
    )
      problems.push(`${n.pos}: bad draw`);
    // Every repeat points at a node expanded in this tree.
    for (const c of n.children)
      if (c.node.same && !expanded.has(`${c.node.pos}|${c.node.kind}`))
        problems.push(`${c.node.pos}: "as above" with nothing above`);
  }
  return problems;
}

test('Why?: every position’s proof is valid on random graphs (normal and misère)', async () => {
  let checked = 0;
  for (let seed = 1; seed <= 8; seed++) {
    for (const misere of [false, true]) {
      const { sol, game } = await solved(30 + seed * 5, 60 + seed * 11, seed, misere);
      for (let p = 0; p < sol.n; p++) {
        const tree = proofTree(game, p, { maxNodes: 100000 });
        assert.deepEqual(walk(sol, tree), [], `seed ${seed} misere ${misere} position ${p}`);
        assert.equal(checkProof(game, tree), null);
        assert.equal(tree.letter, sol.letter(p));
        checked++;
      }
    }
  }
  assert.ok(checked > 500);
});

test('Why?: a Draw shows the cycle the play follows; a cut tree says so', async () => {
  let total = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const { sol, game } = await solved(40, 60, seed, false);
    const draws = Array.from({ length: sol.n }, (_, p) => p).filter((p) => sol.letter(p) === 'D');
    total += draws.length;
    for (const p of draws) {
      const line = drawCycle(proofTree(game, p, { maxNodes: 100000 }));
      assert.equal(line[0], p);
      assert.ok(line.every((q) => sol.letter(q) === 'D'));
      for (let i = 0; i + 1 < line.length; i++)
        assert.ok(Array.from(sol.graph.successors(line[i])).includes(line[i + 1]));
      assert.ok(line.indexOf(line[line.length - 1]) < line.length - 1, 'the play repeats');
    }
    const losses = Array.from({ length: sol.n }, (_, p) => p).filter((p) => sol.letter(p) === 'L' && sol.depth(p) >= 2);
    if (losses.length) {
      const small = proofTree(game, losses[0], { maxNodes: 1 });
      assert.ok(small.children.every((c) => c.node.cut || c.node.kind === 'end'));
    }
  }
  assert.ok(total > 10, `${total} draws checked`);
});

// ---- two-token games (police and thief): the proof built from the session's values -------
test('Why? on boards: every proof node is valid against the session’s values (WASM module)', async () => {
  const M = await sharedWasmModule();
  let proofs = 0;
  for (const b of [
    randomOpenField(6, 7, rng(2), { exits: 1 }),
    randomMaze(7, 7, rng(5)),
    randomOpenField(5, 5, rng(8), { exits: 0 }),
  ]) {
    b.police = b.grid.indexOf(0);
    b.thief = b.grid.lastIndexOf(0);
    const s = twoToken(M, 'cop-thief', { rows: b.rows, cols: b.cols, cells: boardCells(b) });
    const locations = s.locations();
    const index = new Map(locations.map((cell, loc) => [cell, loc]));
    const value = (side, c, r) => {
      const v = s.value(side, c, r);
      return { outcome: v.outcome, depth: v.depth, best: v.best };
    };
    // The explorer's interface, on the session directly: the rules from board.js.
    const adapter = {
      names: { chaser: 'police', runner: 'thief' },
      end: (c, r) =>
        c === r ? { winner: 0, text: 'caught' } : b.grid[locations[r]] === EXIT ? { winner: 1, text: 'escaped' } : null,
      where: (loc) => String(locations[loc]),
    };
    const successors = (p) => {
      if (adapter.end(p.c, p.r)) return [];
      const from = p.side === 0 ? p.c : p.r;
      return stepsFrom(b, locations[from], p.side === 0)
        .map((cell) => index.get(cell))
        .map((t) => (p.side === 0 ? { c: t, r: p.r, side: 1 } : { c: p.c, r: t, side: 0 }));
    };
    const L = locations.length;
    // The session answers the proof's questions (the module's moves); the rules' own successors
    // (board.js) check every move it takes.
    const ask = async (q) => ({
      values: (q.values ?? []).map((p) => s.s.value(p)),
      moves: (q.moves ?? []).map((p) => Array.from(s.s.moves(p))),
      places: (q.places ?? []).map((p) => Array.from(s.s.places(p))),
    });
    const parse = (k) => ({ side: Math.floor(k / L / L), c: Math.floor(k / L) % L, r: k % L });
    const key = (q) => (q.side * L + q.c) * L + q.r;
    for (let k = 0; k < 12; k++) {
      const pos = { c: (k * 7) % L, r: (k * 11 + 3) % L, side: k % 2 };
      const { tree } = await sessionProof(ask, key(pos), {
        sides: ['police', 'thief'],
        placeName: adapter.where,
        tokenLabels: ['police', 'thief'],
        half: L * L,
        maxNodes: 100000,
      });
      const letter = (q) => ['D', 'W', 'L'][value(q.side, q.c, q.r).outcome];
      const walk = (n) => {
        if (n.same || n.cut || n.kind === 'end') return;
        const p = parse(n.pos);
        const legal = successors(p).map(key);
        const kids = n.children.map((c) => c.to);
        assert.ok(
          kids.every((t) => legal.includes(t)),
          'legal moves',
        );
        if (n.kind === 'exit') {
          assert.equal(letter(p), 'W');
          return;
        }
        const lets = kids.map((t) => letter(parse(t)));
        if (n.kind === 'win') {
          assert.equal(kids.length, 1);
          assert.equal(lets[0], 'L');
          const q = parse(kids[0]);
          assert.equal(value(q.side, q.c, q.r).depth, n.depth - 1);
        }
        if (n.kind === 'loss') {
          assert.equal(kids.length, legal.length);
          assert.ok(lets.every((x) => x === 'W'));
        }
        if (n.kind === 'draw-hold') {
          assert.equal(kids.length, 1);
          assert.equal(lets[0], 'D');
        }
        if (n.kind === 'draw') {
          assert.equal(kids.length, legal.length);
          assert.ok(lets.every((x) => x !== 'L'));
        }
        n.children.forEach((c) => walk(c.node));
      };
      assert.equal(tree.letter, letter(pos));
      walk(tree);
      proofs++;
    }
    s.delete();
  }
  assert.equal(proofs, 36);
});
