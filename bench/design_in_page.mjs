// design_in_page: a designed two-token game of about 10 million positions solved in the page
// (headless Chromium, the WebAssembly module in the worker), with progress; and the same
// design solved by `whowins design` natively for the ratio and the memory per position.
//
//   bash scripts/build.sh && node scripts/build-web.mjs --solver=wasm && node bench/design_in_page.mjs [RUNS]
//
// The design: police and thief written as a design on an open 47 × 48 board with one exit
// (2 × 2,256² = 10,179,072 positions). Each run opens a fresh page, pastes the design with
// auto-solve off, presses Solve and waits for the answer; it reports the worker's solve time
// (the result's ms), the wall time from the click to the answer, and the progress reports the
// page received. Natively: /usr/bin/time's maximum resident size over the positions.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { launch, openPage, ROOT } from '../web/e2e/browser.mjs';

const RUNS = Number(process.argv[2]) || 3;
const rows = Array.from({ length: 47 }, (_, r) => Array.from({ length: 48 }, (_, c) => (r === 0 && c === 0 ? 'P' : r === 23 && c === 24 ? 'T' : r === 46 && c === 47 ? 'E' : '.')).join(''));
const design = {
  name: 'Police and thief, 47 × 48', board: { grid: rows },
  sides: [{ name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] },
    { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] }],
  first: 'police', ends: [{ when: 'meet', winner: 'police' }, { when: 'on', side: 'thief', cells: 'E', winner: 'thief' }],
};
const text = JSON.stringify(design);
const env = await launch();
const results = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const { page, context } = await openPage(env);
    await page.selectOption('#game-select', 'design');
    await page.evaluate(() => { document.getElementById('auto-solve').checked = false; });
    await page.click('#design-json-box summary');
    await page.fill('#design-json', text);
    await page.click('#design-read');
    await page.waitForFunction(() => /positions/.test(document.getElementById('design-count').textContent));
    const r = await page.evaluate(() => new Promise((resolve) => {
      // The progress shown: the distinct percentages the progress text took, sampled every 5 ms.
      const seen = new Set();
      const t0 = performance.now();
      document.getElementById('solve-button').click();
      const poll = () => {
        if (!document.getElementById('progress').hidden) seen.add(document.getElementById('progress-text').textContent);
        if (document.getElementById('answer').dataset.full) resolve({ wall: performance.now() - t0, reports: seen.size, shown: [...seen].slice(0, 6).join(' | '), status: document.getElementById('status').textContent });
        else setTimeout(poll, 5);
      };
      poll();
    }));
    const ms = Number(/in ([\d.]+) (ms|s)/.exec(r.status)?.[1] ?? NaN) * (/ s\./.test(r.status) ? 1000 : 1);
    results.push({ run, solveMs: ms, wallMs: Math.round(r.wall), progressReports: r.reports, status: r.status });
    console.log(`run ${run}: solve ${ms} ms in the worker, ${Math.round(r.wall)} ms from the click to the answer, ${r.reports} progress states shown (${r.shown}) — ${r.status}`);
    await context.close();
  }
} finally {
  await env.close();
}
const cli = path.join(ROOT, 'build', 'native', 'whowins');
const file = path.join(ROOT, 'build', 'bench-data', 'design-10m.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, text);
const out = execFileSync('/usr/bin/time', ['-f', '%e %M', cli, 'design', '--stats'], { input: text, stdio: ['pipe', 'pipe', 'pipe'] });
const timeLine = execFileSync('bash', ['-c', `/usr/bin/time -f '%e %M' ${cli} design --stats < ${file} 2>&1 >/dev/null | tail -1`]).toString().trim().split(' ');
const positions = Number(/positions (\d+)/.exec(out.toString())[1]);
console.log(`native: ${timeLine[0]} s for the whole command, max RSS ${timeLine[1]} KB = ${(Number(timeLine[1]) * 1024 / positions).toFixed(1)} bytes per position (${positions} positions)`);
fs.writeFileSync(path.join(ROOT, 'build', 'bench-data', 'design-in-page.json'), JSON.stringify({ positions, results, native: { seconds: Number(timeLine[0]), maxRssKb: Number(timeLine[1]) } }, null, 1));
