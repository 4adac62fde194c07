// The page's WASM module's DesignSolve (wasm-module.mjs) on every designer template: the
// answer from the start equals `whowins design`'s (build/native's CLI), a map of a
// token agrees with the single values, moves come best first, and bad designs give the CLI's
// message. Police and thief as a design runs the cop-thief kernel (every position equals
// `whowins cop-thief --json`), and the worker's limit of a design follows its solver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sharedWasmModule } from './wasm-module.mjs';
import { TEMPLATES } from '../design/templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build', 'native', 'whowins');

test('DesignSolve answers every template as whowins design does', async () => {
  const M = await sharedWasmModule();
  for (const t of TEMPLATES) {
    const text = JSON.stringify(t.design);
    const s = M.openSession('design', { text });
    assert.equal(s.error(), '', t.id);
    while (!s.advance(1000)) {
      const p = s.progress();
      assert.ok(p >= 0 && p < 1);
    }
    const start = s.start();
    const v = s.value(start);
    const sides = t.design.sides.map((x) => x.name);
    const answer = v.winner < 0 ? 'draw' : sides[v.winner];
    assert.equal(answer, execFileSync(CLI, ['design'], { input: text }).toString().trim(), t.id);
    assert.equal(Number(s.stats().positions), Number(s.positionCount()));
    // The map of token 0 with the others held agrees with the values one by one.
    const places = Array.from(s.places(start));
    const { outcomes, depths } = s.map(start, 0, s.mover(start));
    for (let place = 0; place < outcomes.length; place++) {
      if (outcomes[place] === 3) continue;
      const q = places.slice();
      q[0] = place;
      const p = s.position(s.mover(start), Uint32Array.from(q));
      const w = s.value(p);
      assert.equal(outcomes[place], w.outcome, `${t.id} place ${place}`);
      assert.equal(depths[place] === 0xffffffff ? null : depths[place], w.depth, `${t.id} place ${place}`);
    }
    // Moves best first: a Win's first move goes to a Loss for the opponent.
    const moves = Array.from(s.moves(start));
    if (v.outcome === 1 && !v.byRule && moves.length) assert.equal(s.value(moves[0]).outcome, 2, t.id);
    s.delete();
  }
  const bad = M.openSession('design', { text: '{"board": {"grid": ["P.T"]}}' });
  assert.match(bad.error(), /the field "sides" is missing/);
  bad.delete();
});

// Police and thief written as a design (docs/rules.md#police-and-thief, either side listed first): `rows` as the
// board's text rows (P police, T thief, E exits, * walls).
function policeThiefDesign(rows, { thiefFirst = false, extra = {} } = {}) {
  const police = { name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] };
  const thief = { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] };
  return {
    name: 'Police and thief',
    board: { grid: rows, walls: '*' },
    sides: thiefFirst ? [thief, police] : [police, thief],
    first: 'police',
    ends: [
      { when: 'meet', winner: 'police' },
      { when: 'on', side: 'thief', cells: 'E', winner: 'thief' },
    ],
    ...extra,
  };
}

test('DesignSolve: police and thief as a design runs the cop-thief kernel — every position equals whowins cop-thief --json', async () => {
  assert.ok(fs.existsSync(CLI), `no CLI at ${CLI}: build it first (bash scripts/build.sh native)`);
  const M = await sharedWasmModule();
  // 18 x 21 with walls and two exits (seeded), the thief's side listed first (positions renumbered).
  let x = 2027;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  const rows = Array.from({ length: 18 }, (_, r) =>
    Array.from({ length: 21 }, (_, c) => (next() % 100 < 15 ? '*' : '.')),
  );
  rows[0][0] = 'P';
  rows[17][20] = 'T';
  rows[17][0] = 'E';
  rows[8][11] = 'E';
  const grid = rows.map((r) => r.join(''));
  const s = M.openSession('design', { text: JSON.stringify(policeThiefDesign(grid, { thiefFirst: true })) });
  assert.equal(s.error(), '');
  assert.equal(s.limit(), 'designKernel');
  let calls = 0;
  while (!s.advance(500)) {
    calls++;
    const p = s.progress();
    assert.ok(p >= 0 && p < 1);
  }
  assert.ok(calls >= 5, `${calls} calls`);
  const cli = JSON.parse(
    execFileSync(CLI, ['cop-thief', '--json'], {
      input: `18 21\n${grid.join('\n')}\n`,
      maxBuffer: 1 << 26,
    }).toString(),
  );
  const L = cli.cells;
  assert.equal(Number(s.positionCount()), 2 * L * L);
  // Tokens: the thief's side first; the map of the thief over every place, the police held on c.
  const info = s.info();
  const thiefToken = Array.from({ length: 2 }, (_, i) => i).find((i) => info.tokens[i].side === 0);
  const policeSide = 1;
  let bad = 0;
  for (const [mover, key] of [
    [policeSide, 'police_to_move'],
    [1 - policeSide, 'thief_to_move'],
  ]) {
    for (let c = 0; c < L; c++) {
      const places = [0, 0];
      places[1 - thiefToken] = c;
      const p = s.position(mover, Uint32Array.from(places));
      const { outcomes, depths } = s.map(p, thiefToken, mover);
      for (let r = 0; r < L; r++) {
        const want = cli[key].outcome[c * L + r],
          wantDepth = cli[key].depth[c * L + r];
        bad += 'DWL'[outcomes[r]] !== want;
        bad += (depths[r] === 0xffffffff ? null : depths[r]) !== (want === 'D' ? null : wantDepth);
      }
    }
  }
  assert.equal(bad, 0);
  const st = s.stats();
  assert.deepEqual([st.positions, st.win, st.loss, st.draw, st.longest].map(Number), [
    cli.stats.positions,
    cli.stats.win,
    cli.stats.loss,
    cli.stats.draw,
    cli.stats.longest,
  ]);
  const v = s.value(s.start());
  assert.equal(
    ['thief', 'police'][v.winner] ?? 'draw',
    execFileSync(CLI, ['design'], { input: JSON.stringify(policeThiefDesign(grid, { thiefFirst: true })) })
      .toString()
      .trim(),
  );
  s.delete();
});

test("the page's limit of a design follows its solver: the kernel's (the board's) for police and thief, the bit engine's where it takes the design, the queue engine's else", async () => {
  const { createSolverHandler, PAGE_LIMITS } = await import('../solver/worker-core.js');
  const M = await sharedWasmModule();
  const sent = [];
  const handle = createSolverHandler({
    loadModule: async () => M,
    post: (m) => sent.push(m),
    nextTask: () => new Promise((r) => setImmediate(r)),
  });
  const open = (n) =>
    Array.from({ length: n }, (_, r) =>
      r === 0 ? 'P' + '.'.repeat(n - 1) : r === n - 1 ? '.'.repeat(n - 2) + 'TE' : '.'.repeat(n),
    );
  const check = async (design) => {
    await handle({ type: 'check', game: 'design', id: sent.length, text: JSON.stringify(design) });
    return sent.at(-1);
  };
  assert.equal(PAGE_LIMITS.designKernel, PAGE_LIMITS.copThief);
  // 100 x 100: 200,000,000 positions, past the queue engine's 60 million, within the kernel's.
  let r = await check(policeThiefDesign(open(100)));
  assert.equal(r.error, '');
  assert.equal(r.positions, 200_000_000);
  assert.equal(r.tooBig, '');
  // 128 x 128 (the board's own limit) fits; 130 x 130 does not, with the board's limit.
  assert.equal((await check(policeThiefDesign(open(128)))).tooBig, '');
  r = await check(policeThiefDesign(open(130)));
  assert.equal(
    r.tooBig,
    'This design has 571,220,000 positions: past what the page can hold in memory (about 536,870,912). Use the command line: whowins design --stats < design.json',
  );
  // One rule away (endless play the thief's): the bit engine, within its limit.
  r = await check(policeThiefDesign(open(80), { extra: { endless: 'thief' } }));
  assert.equal(r.error, '');
  assert.equal(r.tooBig, '');
  // Two cops and a robber on an open 33 x 33 board: the bit engine's limit.
  const grid33 = Array.from({ length: 33 }, (_, r) =>
    r === 0 ? 'CC' + '.'.repeat(31) : r === 32 ? '.'.repeat(32) + 'R' : '.'.repeat(33),
  );
  const cops = (grid, sides) => ({
    board: { grid },
    sides,
    first: sides[0].name,
    ends: [{ when: 'meet', winner: sides[0].name }],
    endless: sides[1].name,
  });
  const king = (start) => ({ start, moves: { steps: 'queen', stay: true } });
  r = await check(
    cops(grid33, [
      { name: 'cops', tokens: [king([0, 0]), king([0, 1])] },
      { name: 'robber', tokens: [king('R')] },
    ]),
  );
  assert.equal(r.error, '');
  assert.equal(r.positions, 1_292_653_890);
  assert.equal(
    r.tooBig,
    'This design has 1,292,653,890 positions: past what the page can hold in memory (about 1,200,000,000). Use the command line: whowins design --stats < design.json',
  );
  // Twins on both sides (no token alone in its group): the queue engine and its limit.
  const grid11 = Array.from({ length: 11 }, (_, r) =>
    r === 0 ? 'CC' + '.'.repeat(9) : r === 10 ? '.'.repeat(9) + 'RR' : '.'.repeat(11),
  );
  r = await check(
    cops(grid11, [
      { name: 'cops', tokens: [king([0, 0]), king([0, 1])] },
      { name: 'robbers', tokens: [king([10, 9]), king([10, 10])] },
    ]),
  );
  assert.equal(r.error, '');
  assert.equal(
    r.tooBig,
    'This design has 108,958,322 positions: past what the page can hold in memory (about 60,000,000). Use the command line: whowins design --stats < design.json',
  );
  await handle({ type: 'open', game: 'design', id: 99, text: JSON.stringify(policeThiefDesign(open(130))) });
  assert.deepEqual(sent.at(-1).tooBig, { positions: 571_220_000, limit: 536_870_912 });
});
