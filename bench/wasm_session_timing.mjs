// wasm_session_timing: the page's solve path under node: a Session of the WebAssembly module the page loads, from openSession('cop-thief') to the first map.
//
//   bash scripts/build.sh wasm && node bench/wasm_session_timing.mjs [RUNS]
//
// What the page's worker does for a Solve (web/solver/worker-core.js): a fresh module (a new
// worker per solve), openSession('cop-thief', { rows, cols, cells }), advance(200000) until true with a
// macrotask between calls (setImmediate here), then one fillMap. Boards as bench/page_timing.mjs.
// Times in ms from the factory call (module instantiation included) to the map.
import fs from 'node:fs';
import { boardToText, randomMaze, rng } from '../web/cop-thief/board.js';

const RUNS = Number(process.argv[2]) || 2;
const { default: createWhoWins } = await import(new URL('../build/wasm-web/whowins.js', import.meta.url));
// The page's module is built for the web: hand it its binary instead of fetching it.
const wasmBinary = fs.readFileSync(new URL('../build/wasm-web/whowins.wasm', import.meta.url));

function openCells(n) {
  const g = Array.from({ length: n }, () => Array(n).fill('.'));
  g[0][0] = 'P';
  g[n >> 1][n >> 1] = 'T';
  g[n - 1][n - 1] = 'E';
  return { rows: n, cols: n, cells: g.map((r) => r.join('')).join('') };
}
function mazeCells() {
  const lines = boardToText(randomMaze(128, 128, rng(1)))
    .trim()
    .split('\n')
    .slice(1);
  return { rows: 128, cols: 128, cells: lines.join('') };
}
const boards = [
  ['open 100x100 + exit', openCells(100)],
  ['open 128x128 + exit', openCells(128)],
  ["maze 128x128 (the page's Maze button, seed 1)", mazeCells()],
];
const tick = () => new Promise((r) => setImmediate(r));
for (const [name, b] of boards) {
  const times = [];
  let calls = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const M = await createWhoWins({ wasmBinary });
    const s = M.openSession('cop-thief', { rows: b.rows, cols: b.cols, cells: b.cells });
    if (s.error()) throw new Error(s.error());
    let progress = [];
    calls = 0;
    while (!s.advance(200000)) {
      calls++;
      progress.push(s.progress());
      await tick();
    }
    const map = s.map(s.start(), 1, 0).outcomes; // the thief over every place, the police on its start
    times.push(Math.round(performance.now() - t0));
    if (map.length !== s.info().places) throw new Error('bad map');
    s.delete();
  }
  console.log(`${name}: ${times.join(' ms, ')} ms (${calls + 1} advance calls)`);
}
