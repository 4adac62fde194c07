// page_timing: big police-and-thief boards in headless Chromium, from Solve to the first outcome map drawn.
//
//   bash scripts/build.sh wasm && node scripts/build-web.mjs --solver=wasm && node bench/page_timing.mjs [RUNS]
//
// Boards: 100x100 and 128x128 open with one exit in the bottom-right corner, the police
// top-left and the thief in the middle; a 128x128 maze from the page's own generator (fixed
// seed, its exits and starts as the button places them). Each run reads the
// board into a fresh page (auto-solve off), clicks Solve and waits for the map of the solved
// board to be drawn (the same measure as web/e2e/two-token.e2e.mjs's 64x64 timing). Prints
// one line per board and writes build/bench-data/page-timing.json.
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, waitSolved, solveToFirstMap, ROOT } from '../web/e2e/browser.mjs';
import { boardToText, randomMaze, rng } from '../web/cop-thief/board.js';

const RUNS = Number(process.argv[2]) || 2;

function openBoard(n) {
  const rows = [];
  for (let r = 0; r < n; r++) {
    let row = '.'.repeat(n).split('');
    if (r === 0) row[0] = 'P';
    if (r === n >> 1) row[n >> 1] = 'T';
    if (r === n - 1) row[n - 1] = 'E';
    rows.push(row.join(''));
  }
  return `${n} ${n}\n${rows.join('\n')}\n`;
}

// ONLY=maze (a regular expression) keeps the boards whose names match.
const boards = [
  { name: 'open 100x100 + exit', text: openBoard(100) },
  { name: 'open 128x128 + exit', text: openBoard(128) },
  // The page's own "Maze" button board (41 exits at 128 x 128), from a fixed seed.
  { name: "maze 128x128 (the page's Maze button, seed 1)", text: boardToText(randomMaze(128, 128, rng(1))) },
].filter((b) => !process.env.ONLY || new RegExp(process.env.ONLY, 'i').test(b.name));

const env = await launch();
const results = [];
try {
  for (const b of boards) {
    const times = [],
      worker = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh page per run: the page keeps its last solve and shows it again when the same
      // board is read back, so a second solve of the board in one page would not run.
      console.error(`${b.name}: run ${run + 1} ...`);
      const { page, context } = await openPage(env);
      page.setDefaultTimeout(180000); // a loaded machine: the page's first solve and big boards take a while
      await waitSolved(page, 180000);
      await page.selectOption('#game-select', 'cop-thief');
      await waitSolved(page, 180000);
      times.push(Math.round(await solveToFirstMap(page, b.text)));
      worker.push(Math.round(await page.evaluate(() => window.whowins.copThief.solution.result.ms)));
      await context.close();
    }
    results.push({ board: b.name, runs_ms: times, worker_ms: worker });
    console.log(
      `${b.name}: Solve → first outcome map drawn: ${times.join(' ms, ')} ms (${env.solver}; the worker's solve, module start included: ${worker.join(' ms, ')} ms)`,
    );
  }
} finally {
  await env.close();
}
const out = path.join(ROOT, 'build', 'bench-data', 'page-timing.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ solver: env.solver, results }, null, 1) + '\n');
