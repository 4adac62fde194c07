// cops_in_page: the cop number of a 100-vertex random cubic graph (the one bench_cop_number
// makes with seed 2026 + 100 — written by this script) in the page, headless Chromium: pasted
// into the graph editor, How many cops? clicked, the time to the answer and the progress shown.
//
//   node scripts/build-web.mjs --solver=wasm && node bench/cops_in_page.mjs [RUNS] [GRAPH.txt]
import fs from 'node:fs';
import { launch, openPage } from '../web/e2e/browser.mjs';

const RUNS = Number(process.argv[2]) || 2;
const text = fs.readFileSync(process.argv[3] ?? '/tmp/cubic100.txt', 'utf8');
const env = await launch();
try {
  for (let run = 1; run <= RUNS; run++) {
    const { page, context } = await openPage(env);
    await page.selectOption('#game-select', 'generic');
    await page.evaluate(() => { document.getElementById('auto-solve').checked = false; });
    await page.fill('#graph-text', text);
    await page.click('#read-text');
    await page.waitForFunction((n) => window.whowins.model.n === n, Number(text.split(' ')[0]));
    const r = await page.evaluate(() => new Promise((resolve) => {
      const seen = new Set();
      const t0 = performance.now();
      document.getElementById('cops-button').click();
      const poll = () => {
        if (!document.getElementById('progress').hidden) seen.add(document.getElementById('progress-text').textContent);
        const body = document.getElementById('cops-body').textContent;
        if (/c\(G\)/.test(body)) resolve({ ms: performance.now() - t0, answer: body.slice(0, 90), progress: [...seen].join(' | ') });
        else setTimeout(poll, 10);
      };
      poll();
    }));
    console.log(`run ${run}: ${(r.ms / 1000).toFixed(2)} s — ${r.answer} — progress shown: ${r.progress}`);
    await context.close();
  }
} finally {
  await env.close();
}
