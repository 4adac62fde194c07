#!/usr/bin/env node
// bench/watch_in_page.mjs — Watch the solver at size: the time of one step (the click, the
// views restyled, two animation frames) on a 2,000-vertex graph and on a 64×64 open board,
// in Chromium via playwright-core against build/web. Median of the steps measured.
//   node scripts/build-web.mjs --solver=wasm && node bench/watch_in_page.mjs
import { launch } from '../web/e2e/browser.mjs';
import { boardToText, randomOpenField, rng } from '../web/cop-thief/board.js';
import { randomGraph } from '../web/graph-editor/presets.js';
import { graphToText } from '../web/graph-editor/parse.js';

const env = await launch();
const page = await (await env.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
await page.goto(env.url);
await page.waitForSelector('body.ready');
const stepTimes = () =>
  page.evaluate(async () => {
    const times = [];
    document.getElementById('watch-button').click();
    document.getElementById('watch-play').click(); // pause
    document.getElementById('watch-first').click();
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frames();
    for (let k = 0; k < 12 && !document.getElementById('watch-next').disabled; k++) {
      const t0 = performance.now();
      document.getElementById('watch-next').click();
      await frames();
      times.push(performance.now() - t0);
    }
    document.getElementById('watch-stop').click();
    return times.sort((a, b) => a - b);
  });
const g = randomGraph(2000, 4000, 42);
await page.selectOption('#game-select', 'generic');
await page.evaluate(
  (t) => {
    document.getElementById('graph-text').value = t;
    document.getElementById('read-text').click();
  },
  graphToText(g.n, g.from, g.to, 1),
);
await page.waitForFunction(() => window.whowins.answer() !== null, null, { timeout: 60000 });
await page.waitForTimeout(1500);
const graph = await stepTimes();
await page.selectOption('#game-select', 'cop-thief');
await page.evaluate(
  (t) => {
    document.getElementById('board-text').value = t;
    document.getElementById('board-read').click();
    document.getElementById('solve-button').click();
  },
  boardToText(randomOpenField(64, 64, rng(3), { exits: 2 })),
);
await page.waitForFunction(() => window.whowins.copThief.solution && window.whowins.copThief.explorer.map, null, {
  timeout: 60000,
});
const board = await stepTimes();
await env.close();
const med = (xs) => xs[Math.floor(xs.length / 2)].toFixed(0);
console.log(
  `graph 2,000 vertices / 4,000 edges: one step ${med(graph)} ms median (${graph.length} steps, max ${graph[graph.length - 1].toFixed(0)} ms)`,
);
console.log(
  `board 64×64 open, 2 exits (the fixed token's map): one step ${med(board)} ms median (${board.length} steps, max ${board[board.length - 1].toFixed(0)} ms)`,
);
