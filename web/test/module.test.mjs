// The JS stand-in against the real WASM module (when build/wasm-web has it): same outcomes,
// depths, best moves and stats on random graphs, for every graph game and rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createStandIn from '../dev/fake-module.js';
import { randomGraph } from '../presets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WASM_JS = path.join(ROOT, 'build', 'wasm-web', 'whowins.js');
const WASM_BIN = path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm');
const haveWasm = fs.existsSync(WASM_JS) && fs.existsSync(WASM_BIN);

function solveAll(M, game, g, misere, chunk) {
  const s = new M.GraphSolve(game, g.n, g.from, g.to, misere);
  assert.equal(s.error(), '');
  while (!s.advance(chunk)) {
    const p = s.progress();
    assert.ok(p >= 0 && p <= 1);
  }
  const r = { outcomes: s.outcomes().slice(), depths: s.depths().slice(), bestMoves: s.bestMoves().slice(), stats: { ...s.stats() }, positions: s.positionCount() };
  s.delete();
  for (const k of Object.keys(r.stats)) r.stats[k] = Number(r.stats[k]);
  return r;
}

test('stand-in and WASM module agree on random graphs', { skip: haveWasm ? false : 'no build/wasm-web/whowins.{js,wasm}' }, async () => {
  const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
  const real = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
  const fake = await createStandIn();
  assert.deepEqual(fake.games().map((g) => g.id), real.games().map((g) => g.id));
  for (let seed = 1; seed <= 30; seed++) {
    const n = 5 + seed * 7;
    const g = randomGraph(n, Math.round(n * (1 + (seed % 4) * 0.7)), seed, (seed % 5) * 0.08);
    for (const [game, misere] of [['generic', false], ['generic', true], ['alice-bob', false]]) {
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
});

test('stand-in and WASM module report the same errors', { skip: haveWasm ? false : 'no build/wasm-web' }, async () => {
  const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
  const real = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
  const fake = await createStandIn();
  for (const M of [real, fake]) {
    const s = new M.GraphSolve('generic', 2, Uint32Array.of(0), Uint32Array.of(5), false);
    assert.equal(s.error(), 'edge 1: vertex 5 is out of range 0..1');
    assert.equal(s.advance(10), true);
    s.delete();
  }
});
