// The JS stand-in against the real WASM module (when build/wasm-web has it): same outcomes,
// depths, best moves and stats on random graphs, for every graph game and rule; and the real
// module's two-token queries (value, fillMap, histogram) against its own cliJson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createStandIn from '../dev/fake-module.js';
import { randomGraph } from '../graph-editor/presets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WASM_JS = path.join(ROOT, 'build', 'wasm-web', 'whowins.js');
const WASM_BIN = path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm');
const haveWasm = fs.existsSync(WASM_JS) && fs.existsSync(WASM_BIN);

function solveAll(M, game, g, misere, chunk) {
  const s = M.openSession(game, { n: g.n, from: g.from, to: g.to, misere });
  assert.equal(s.error(), '');
  while (!s.advance(chunk)) {
    const p = s.progress();
    assert.ok(p >= 0 && p <= 1);
  }
  const t = s.table(1e9);
  const r = {
    outcomes: t.outcomes,
    depths: t.depths,
    bestMoves: t.best,
    stats: { ...s.stats() },
    positions: s.positionCount(),
  };
  s.delete();
  for (const k of Object.keys(r.stats)) r.stats[k] = Number(r.stats[k]);
  return r;
}

test(
  'stand-in and WASM module agree on random graphs',
  { skip: haveWasm ? false : 'no build/wasm-web/whowins.{js,wasm}' },
  async () => {
    const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
    const real = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
    const fake = await createStandIn();
    assert.deepEqual(
      fake.games().map((g) => g.id),
      real.games().map((g) => g.id),
    );
    for (let seed = 1; seed <= 30; seed++) {
      const n = 5 + seed * 7;
      const g = randomGraph(n, Math.round(n * (1 + (seed % 4) * 0.7)), seed, (seed % 5) * 0.08);
      for (const [game, misere] of [
        ['generic', false],
        ['generic', true],
        ['alice-bob', false],
      ]) {
        const a = solveAll(real, game, g, misere, 1 + (seed % 50));
        const b = solveAll(fake, game, g, misere, 1000);
        const where = `${game}${misere ? ' misère' : ''}, seed ${seed}`;
        assert.deepEqual(b.outcomes, a.outcomes, `outcomes, ${where}`);
        assert.deepEqual(b.depths, a.depths, `depths, ${where}`);
        assert.deepEqual(b.bestMoves, a.bestMoves, `best moves, ${where}`);
        assert.deepEqual(b.stats, a.stats, `stats, ${where}`);
        assert.equal(b.positions, a.positions);
      }
    }
  },
);

test('stand-in and WASM module report the same errors', { skip: haveWasm ? false : 'no build/wasm-web' }, async () => {
  const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
  const real = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
  const fake = await createStandIn();
  for (const M of [real, fake]) {
    const s = M.openSession('generic', { n: 2, from: Uint32Array.of(0), to: Uint32Array.of(5) });
    assert.equal(s.error(), 'edge 1: vertex 5 is out of range 0..1');
    assert.equal(s.advance(10), true);
    s.delete();
  }
});

test(
  'WASM module: a cop-thief session answers value, best move, map and histogram queries like cliJson',
  { skip: haveWasm ? false : 'no build/wasm-web' },
  async () => {
    const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
    const M = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
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
    const NONE = 4294967295;
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
  },
);
