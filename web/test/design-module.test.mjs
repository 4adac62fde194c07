// The real module's DesignSolve (when build/wasm-web has it) on every designer template: the
// answer from the start equals `whowins design`'s (when build/native has the CLI), a map of a
// token agrees with the single values, moves come best first, and bad designs give the CLI's
// message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TEMPLATES } from '../design/templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WASM_JS = path.join(ROOT, 'build', 'wasm-web', 'whowins.js');
const WASM_BIN = path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm');
const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const haveWasm = fs.existsSync(WASM_JS) && fs.existsSync(WASM_BIN);

test('DesignSolve answers every template as whowins design does', { skip: haveWasm ? false : 'no build/wasm-web/whowins.{js,wasm}' }, async () => {
  const { default: createWhoWins } = await import(pathToFileURL(WASM_JS).href);
  const M = await createWhoWins({ wasmBinary: fs.readFileSync(WASM_BIN) });
  for (const t of TEMPLATES) {
    const text = JSON.stringify(t.design);
    const s = M.designSolve(text);
    assert.equal(s.error(), '', t.id);
    while (!s.advance(1000)) { const p = s.progress(); assert.ok(p >= 0 && p < 1); }
    const start = s.start();
    const v = s.value(start);
    const sides = t.design.sides.map((x) => x.name);
    const answer = v.winner < 0 ? 'draw' : sides[v.winner];
    if (fs.existsSync(CLI)) assert.equal(answer, execFileSync(CLI, ['design'], { input: text }).toString().trim(), t.id);
    assert.equal(Number(s.stats().positions), Number(s.positionCount()));
    // The map of token 0 with the others held agrees with the values one by one.
    const places = Array.from(s.places(start));
    assert.ok(s.fillMap(start, 0, s.mover(start)));
    const outcomes = s.mapOutcomes().slice(), depths = s.mapDepths().slice();
    for (let place = 0; place < outcomes.length; place++) {
      if (outcomes[place] === 3) continue;
      const q = places.slice();
      q[0] = place;
      const p = s.position(s.mover(start), Uint32Array.from(q));
      const w = s.value(p);
      assert.equal(outcomes[place], w.outcome, `${t.id} place ${place}`);
      assert.equal(depths[place] === 0xFFFFFFFF ? null : depths[place], w.depth, `${t.id} place ${place}`);
    }
    // Moves best first: a Win's first move goes to a Loss for the opponent.
    const moves = Array.from(s.moves(start));
    if (v.outcome === 1 && !v.byRule && moves.length) assert.equal(s.value(moves[0]).outcome, 2, t.id);
    s.delete();
  }
  const bad = M.designSolve('{"board": {"grid": ["P.T"]}}');
  assert.match(bad.error(), /the field "sides" is missing/);
  bad.delete();
});
