// wasm_opt_levels: the page's WebAssembly module built at several optimisation levels: its size
// (raw, gzip -9, Brotli 11) and its speed on four solves, as ratios to the first module given.
//
//   bash bench/opt_levels.sh            (builds the -Os and -Oz modules, then runs this)
//   node bench/wasm_opt_levels.mjs DIR... [--runs N]
//
// Each DIR holds whowins.{js,wasm} (the page's module, build/wasm-web for the shipped one).
// Solves, each in a fresh module as the page's worker does (openSession, advance(200000) with a
// macrotask between calls): police and thief on the open 128 x 128 board; Fox and Hounds
// (docs/designs/fox-and-hounds.json); the cop number, up to 2 cops, of a random cubic graph of
// 200 vertices (fixed seed); the token game on a random graph of 10^6 vertices and 2·10^6 edges.
// Best of N runs (default 3), the modules' runs interleaved. Prints a markdown table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { cubic, randomGraph, openBoard } from './inputs.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 3;
const dirs = argv;
if (!dirs.length) {
  console.error('usage: node bench/wasm_opt_levels.mjs DIR... [--runs N]');
  process.exit(2);
}
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const solves = [
  ['police and thief, open 128×128', 'cop-thief', () => openBoard(128)],
  [
    'Fox and Hounds (design)',
    'design',
    () => ({ text: fs.readFileSync(path.join(ROOT, 'docs/designs/fox-and-hounds.json'), 'utf8') }),
  ],
  ['cop number ≤ 2, cubic 200', 'cop-number', () => ({ ...cubic(200, 7), maxCops: 2 })],
  ['token game, 10^6 vertices', 'generic', () => randomGraph(1_000_000, 2_000_000, 11)],
];

const tick = () => new Promise((r) => setImmediate(r));
async function timeSolve(factory, wasmBinary, game, input) {
  const t0 = performance.now();
  const M = await factory({ wasmBinary });
  const s = M.openSession(game, input());
  if (s.error()) throw new Error(`${game}: ${s.error()}`);
  while (!s.advance(200000)) await tick();
  const ms = performance.now() - t0;
  s.delete();
  return ms;
}

// Modules and runs interleaved (run 1 of every module, then run 2, ...), so a machine whose load
// changes during the run slows every module alike.
const rows = [];
for (const dir of dirs) {
  const abs = path.resolve(dir);
  const wasm = fs.readFileSync(path.join(abs, 'whowins.wasm'));
  const { default: factory } = await import(path.join(abs, 'whowins.js'));
  rows.push({
    dir,
    factory,
    wasm,
    raw: wasm.length,
    gz: zlib.gzipSync(wasm, { level: 9 }).length,
    br: zlib.brotliCompressSync(wasm, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    times: solves.map(() => Infinity),
  });
}
for (let r = 0; r < RUNS; r++) {
  for (const row of rows) {
    for (const [i, [name, game, input]] of solves.entries()) {
      const ms = await timeSolve(row.factory, row.wasm, game, input);
      row.times[i] = Math.min(row.times[i], ms);
      console.error(`run ${r + 1}: ${row.dir}: ${name}: ${Math.round(ms)} ms`);
    }
  }
}
const kb = (b) => `${Math.round(b / 1024)} KB`;
const base = rows[0];
console.log(`| module | raw | gzip | brotli | ${solves.map((s) => s[0]).join(' | ')} |`);
console.log(`| --- | ---: | ---: | ---: | ${solves.map(() => '---:').join(' | ')} |`);
for (const r of rows) {
  console.log(
    `| ${r.dir} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.br)} | ${r.times.map((t, i) => `${Math.round(t)} ms (${(t / base.times[i]).toFixed(2)}×)`).join(' | ')} |`,
  );
}
