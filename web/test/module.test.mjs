// The page's WASM module (wasm-module.mjs) under node: on random graphs every position's outcome,
// depth and best move is certified against the moves by a checker written here (generic, normal
// and misère) and equals the native CLI's `--json` (generic and alice-bob); its error messages; and
// its two-token queries (value, fillMap, histogram) against its own cliJson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomGraph } from '../graph-editor/presets.js';
import { graphToText } from '../graph-editor/parse.js';
import { sharedWasmModule } from './wasm-module.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const NONE = 0xffffffff;
const DRAW = 0,
  WIN = 1,
  LOSS = 2;

function solveAll(M, game, g, misere, chunk) {
  const s = M.openSession(game, { n: g.n, from: g.from, to: g.to, misere });
  assert.equal(s.error(), '');
  let last = 0;
  while (!s.advance(chunk)) {
    const p = s.progress();
    assert.ok(p >= last && p <= 1, `progress ${p} after ${last}`);
    last = p;
  }
  const t = s.table(1e9);
  const r = {
    outcomes: t.outcomes,
    depths: t.depths,
    bestMoves: t.best,
    stats: Object.fromEntries(Object.entries(s.stats()).map(([k, v]) => [k, Number(v)])),
    positions: s.positionCount(),
  };
  s.delete();
  return r;
}

// The distinct successors of each vertex, ascending.
function successors(g) {
  const out = Array.from({ length: g.n }, () => new Set());
  for (let i = 0; i < g.from.length; i++) out[g.from[i]].add(g.to[i]);
  return out.map((set) => [...set].sort((a, b) => a - b));
}

// The problems of a generic result, checked position by position against its moves (docs/json.md): a
// loss has every move into a win and its depth is one more than the deepest; a win has a move into a loss
// and its depth is one more than the shallowest such; a draw has no move into a loss and one into a draw;
// a dead end is a loss (a win in misère) of depth 0. Best moves: from a win the shallowest loss, from a
// loss the deepest win, from a draw a draw, ties to the smallest vertex. Depths are finite, so by
// induction on them the letters are the game's (cp-algorithms, "Games on arbitrary graphs").
function certify(g, r, misere) {
  const problems = [];
  const succ = successors(g);
  for (let v = 0; v < g.n; v++) {
    const o = r.outcomes[v],
      d = r.depths[v],
      best = r.bestMoves[v],
      next = succ[v];
    const into = (outcome) => next.filter((w) => r.outcomes[w] === outcome);
    let want; // [outcome, depth, best]
    if (next.length === 0) want = [misere ? WIN : LOSS, 0, NONE];
    else if (into(LOSS).length) {
      const depth = Math.min(...into(LOSS).map((w) => r.depths[w]));
      want = [WIN, depth + 1, into(LOSS).find((w) => r.depths[w] === depth)];
    } else if (into(DRAW).length) want = [DRAW, NONE, into(DRAW)[0]];
    else {
      const depth = Math.max(...next.map((w) => r.depths[w]));
      want = [LOSS, depth + 1, next.find((w) => r.depths[w] === depth)];
    }
    if (o !== want[0] || d !== want[1] || best !== want[2])
      problems.push(`vertex ${v}: ${[o, d, best]}, the moves say ${want}`);
  }
  const count = (o) => r.outcomes.filter((x) => x === o).length;
  const longest = Math.max(0, ...Array.from(r.depths).filter((x) => x !== NONE));
  const stats = { positions: g.n, win: count(WIN), loss: count(LOSS), draw: count(DRAW), longest };
  if (Object.keys(stats).some((k) => r.stats[k] !== stats[k]))
    problems.push(`stats ${JSON.stringify(r.stats)}, the table says ${JSON.stringify(stats)}`);
  return problems;
}

// The native CLI's --json of the same graph, as the table's arrays (0-based best moves, NONE for null).
function cliTable(game, g, misere) {
  const args = [game, '--json', ...(misere ? ['--misere'] : [])];
  const json = JSON.parse(execFileSync(CLI, args, { input: graphToText(g.n, g.from, g.to, 1) }).toString());
  const lines = game === 'alice-bob' ? [json.alice_first, json.bob_first] : [json];
  const sides = lines.length;
  const outcomes = new Uint8Array(sides * g.n),
    depths = new Uint32Array(sides * g.n),
    best = new Uint32Array(sides * g.n);
  lines.forEach((line, side) => {
    for (let v = 0; v < g.n; v++) {
      const p = sides * v + side;
      outcomes[p] = 'DWL'.indexOf(line.outcome[v]);
      depths[p] = line.depth[v] ?? NONE;
      best[p] = line.best_move[v] === null ? NONE : line.best_move[v] - 1;
    }
  });
  return { outcomes, depths, bestMoves: best, stats: json.stats };
}

test('WASM module on random graphs: every value and best move certified by the moves, and equal to the native CLI', async () => {
  assert.ok(fs.existsSync(CLI), `no CLI at ${CLI}: build it first (bash scripts/build.sh native)`);
  const M = await sharedWasmModule();
  let draws = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const n = 5 + seed * 7;
    const g = randomGraph(n, Math.round(n * (1 + (seed % 4) * 0.7)), seed, (seed % 5) * 0.08);
    for (const [game, misere] of [
      ['generic', false],
      ['generic', true],
      ['alice-bob', false],
    ]) {
      const where = `${game}${misere ? ' misère' : ''}, seed ${seed}`;
      const r = solveAll(M, game, g, misere, 1 + (seed % 50));
      assert.equal(r.positions, (game === 'alice-bob' ? 2 : 1) * n, where);
      if (game === 'generic') assert.deepEqual(certify(g, r, misere), [], where);
      const cli = cliTable(game, g, misere);
      assert.deepEqual(r.outcomes, cli.outcomes, `outcomes, ${where}`);
      assert.deepEqual(r.depths, cli.depths, `depths, ${where}`);
      assert.deepEqual(r.bestMoves, cli.bestMoves, `best moves, ${where}`);
      assert.deepEqual(r.stats, cli.stats, `stats, ${where}`);
      draws += r.stats.draw;
    }
  }
  assert.ok(draws > 100, `${draws} draws: the graphs have cycles`);
});

test('the certificate refuses a wrong value: a flipped letter, a depth off by one, a worse best move', async () => {
  const M = await sharedWasmModule();
  // 1 → 2 (W1), 1 → 3 (L0), 1 → 4 (D: self-loop), 1 → 5 (L2 via 5 → 2 → 3), as 0-based vertices.
  const g = { n: 5, from: Uint32Array.of(0, 0, 0, 3, 1, 4, 0), to: Uint32Array.of(1, 2, 3, 3, 2, 1, 4) };
  const r = solveAll(M, 'generic', g, false, 1000);
  assert.deepEqual(certify(g, r, false), []);
  assert.deepEqual([r.outcomes[0], r.depths[0], r.bestMoves[0]], [WIN, 1, 2]);
  const broken = (change) => {
    const copy = { ...r, outcomes: r.outcomes.slice(), depths: r.depths.slice(), bestMoves: r.bestMoves.slice() };
    change(copy);
    return certify(g, { ...copy, stats: r.stats }, false);
  };
  assert.notDeepEqual(
    broken((x) => (x.outcomes[3] = WIN)),
    [],
  );
  assert.notDeepEqual(
    broken((x) => (x.depths[4] = 3)),
    [],
  );
  assert.notDeepEqual(
    broken((x) => (x.bestMoves[0] = 3)),
    [],
  );
});

test('WASM module: a bad graph is an error, and the session is finished', async () => {
  const M = await sharedWasmModule();
  const s = M.openSession('generic', { n: 2, from: Uint32Array.of(0), to: Uint32Array.of(5) });
  assert.equal(s.error(), 'edge 1: vertex 5 is out of range 0..1');
  assert.equal(s.advance(10), true);
  s.delete();
});

test('WASM module: a cop-thief session answers value, best move, map and histogram queries like cliJson', async () => {
  const M = await sharedWasmModule();
  const rows = ['P*.E.', '.*.*.', 'T*...'];
  const s = M.openSession('cop-thief', { rows: 3, cols: 5, cells: rows.join('') });
  assert.equal(s.error(), '');
  assert.equal(s.game(), 'cop-thief');
  assert.equal(s.value(0).outcome, 3, 'no value before the end');
  assert.equal(s.map(0, 1, 0), null, 'no map before the end');
  assert.equal(s.histogram(1).length, 0);
  while (!s.advance(7)) assert.ok(s.progress() <= 1);
  const L = s.info().places;
  assert.equal(L, 11);
  assert.deepEqual(
    Array.from(s.info().tokens, (t) => t.side),
    [0, 1],
  );
  const pos = (side, c, r) => (side * L + c) * L + r;

  const r = M.cliJson('cop-thief', `3 5\n${rows.join('\n')}\n`, false, 1e6);
  assert.equal(r.error, '');
  const json = JSON.parse(r.json);
  const stats = s.stats();
  assert.deepEqual(Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, Number(v)])), json.stats);
  const start = s.start();
  assert.deepEqual([...s.places(start), s.mover(start)], [json.start.police, json.start.thief, 0]);
  assert.equal('DWL'[s.value(start).outcome], json.start.result[0]);
  for (const [side, key] of [
    [0, 'police_to_move'],
    [1, 'thief_to_move'],
  ]) {
    const map = json[key];
    for (let chaser = 0; chaser < L; chaser++) {
      const { outcomes, depths } = s.map(pos(side, chaser, 0), 1, side);
      assert.equal(outcomes.length, L);
      for (let runner = 0; runner < L; runner++) {
        const i = chaser * L + runner;
        const v = s.value(pos(side, chaser, runner)),
          best = s.bestMove(pos(side, chaser, runner));
        assert.equal('DWL-'[outcomes[runner]], map.outcome[i], `${key} ${chaser},${runner}`);
        assert.equal(depths[runner] === NONE ? null : depths[runner], map.depth[i]);
        assert.deepEqual([v.outcome, v.depth ?? NONE], [outcomes[runner], depths[runner]]);
        assert.equal(best === null ? null : s.places(best)[side], map.best_move[i]);
        if (best !== null) assert.equal(s.moves(pos(side, chaser, runner))[0], best);
      }
    }
    // The runner held still: column `runner` of the same map.
    const column = s.map(pos(side, 0, 4), 0, side).outcomes;
    for (let chaser = 0; chaser < L; chaser++) assert.equal('DWL-'[column[chaser]], map.outcome[chaser * L + 4]);
  }
  for (const outcome of [1, 2]) {
    const h = s.histogram(outcome).slice();
    assert.equal(h.length, Number(stats.longest) + 1);
    assert.equal(
      h.reduce((a, b) => a + b, 0),
      Number(outcome === 1 ? stats.win : stats.loss),
    );
  }
  assert.equal(s.map(0, 0, 2), null);
  assert.equal(s.map(0, 2, 0), null);
  assert.equal(s.map(2 * L * L, 0, 0), null);
  assert.equal(s.map(-1, 0, 0), null);
  assert.equal(s.value(2 * L * L).outcome, 3);
  assert.equal(s.value(-1).outcome, 3);
  s.delete();

  assert.deepEqual(
    { ...M.cliJson('generic', '3 2\n1 2\n1 4\n', false, 100) },
    { error: 'line 3: vertex 4 is out of range 1..3', json: '' },
  );
  assert.match(
    M.cliJson('cop-thief', `3 5\n${rows.join('\n')}\n`, false, 241).error,
    /^the result has 242 positions, too many to export as JSON in the page \(at most 241\)/,
  );
  assert.equal(
    M.cliJson('generic', '3 3\n1 2\n2 3\n3 1\n', true, 100).json,
    '{"game":"generic","rules":"misere","vertices":3,"edges":3,"index_base":1,"outcome":"DDD","depth":[null,null,null],"best_move":[2,3,1],"stats":{"positions":3,"win":0,"loss":0,"draw":3,"longest":0}}\n',
    'byte for byte what whowins generic --misere --json prints',
  );
});
