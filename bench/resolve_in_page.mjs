#!/usr/bin/env node
// bench/resolve_in_page.mjs — how long an edit takes to re-solve in the page (issue "Learn
// why", What changed): a 2,000-vertex graph (4,000 random edges) gets one more edge, and a
// 32×32 open board gets one more wall; reported: the worker's solve time and the wall time
// from the edit to the map drawn again (the graph's auto-solve waits 120 ms after an edit;
// that pause is counted separately). Chromium via playwright-core against build/web.
//   node scripts/build-web.mjs --solver=wasm && node bench/resolve_in_page.mjs [runs]
import { launch } from '../web/e2e/browser.mjs';
import { boardToText, randomOpenField, rng } from '../web/cop-thief/board.js';
import { randomGraph } from '../web/graph-editor/presets.js';
import { graphToText } from '../web/graph-editor/parse.js';

const runs = Number(process.argv[2] ?? 5);
const env = await launch();
const page = await (await env.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
await page.goto(env.url);
await page.waitForSelector('body.ready');
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Graph: 2,000 vertices, 4,000 edges, pasted and solved; then edits.
const g = randomGraph(2000, 4000, 42);
await page.selectOption('#game-select', 'generic');
await page.evaluate(
  (t) => {
    document.getElementById('graph-text').value = t;
  },
  graphToText(g.n, g.from, g.to, 1),
);
await page.evaluate(() => document.getElementById('read-text').click());
await page.waitForFunction(() => window.whowins.answer() !== null, null, { timeout: 60000 });
const graph = [];
for (let k = 0; k < runs; k++) {
  const r = await page.evaluate(async (kk) => {
    const w = window.whowins;
    const before = w.state.solvedKey;
    const t0 = performance.now();
    w.model.addEdge((kk * 37) % 2000, (kk * 91 + 5) % 2000);
    await new Promise((resolve) => {
      const tick = () => (w.state.solvedKey !== before && w.answer() ? resolve() : setTimeout(tick, 2));
      tick();
    });
    return { wall: performance.now() - t0, solve: w.state.solution.ms };
  }, k);
  graph.push(r);
}

// Board: 32×32 open field with 3 exits, solved; then a wall at a time (Enter solves).
const board = randomOpenField(32, 32, rng(9), { exits: 3 });
await page.selectOption('#game-select', 'cop-thief');
await page.evaluate((t) => {
  document.getElementById('board-text').value = t;
  document.getElementById('board-read').click();
}, boardToText(board));
await page.evaluate(() => document.getElementById('solve-button').click());
await page.waitForFunction(() => window.whowins.copThief.solution, null, { timeout: 60000 });
const boardRuns = [];
for (let k = 0; k < runs; k++) {
  const r = await page.evaluate(async (kk) => {
    const b = window.whowins.copThief;
    const t0 = performance.now();
    const cell = 40 + kk * 67;
    document.querySelector('[data-tool="wall"]').click();
    b.ui.board.grid[cell] = 1;
    b.ui.version++;
    document.getElementById('solve-button').click();
    await new Promise((resolve) => {
      const tick = () =>
        b.solution && b.solution.board.grid[cell] === 1 && b.drawn?.at > t0 ? resolve() : setTimeout(tick, 2);
      tick();
    });
    return { wall: performance.now() - t0, solve: b.solution.result.ms };
  }, k);
  boardRuns.push(r);
}
await env.close();
console.log(
  `graph 2,000 vertices / 4,000 edges, one edge added: worker solve median ${median(graph.map((r) => r.solve)).toFixed(1)} ms, edit → map (incl. the 120 ms auto-solve pause) median ${median(graph.map((r) => r.wall)).toFixed(0)} ms  [${graph.map((r) => r.solve.toFixed(1)).join(', ')}]`,
);
console.log(
  `board 32×32 open, 3 exits, one wall added: worker solve median ${median(boardRuns.map((r) => r.solve)).toFixed(1)} ms, Solve → map median ${median(boardRuns.map((r) => r.wall)).toFixed(0)} ms  [${boardRuns.map((r) => r.solve.toFixed(1)).join(', ')}]`,
);
