// cops_in_page: the cop number of a random cubic graph (the one bench_cop_number makes:
// `bench_cop_number --graph 100 > /tmp/cubic100.txt`, seed 2026 + n) in the page, headless
// Chromium: pasted into the graph editor, How many cops? clicked, the time to the answer, the
// progress shown, and the longest the worker stayed silent (no message of any kind) during
// the solve — the page's watchdog and Cancel need it to speak at least once a second.
//
//   node scripts/build-web.mjs --solver=wasm [--out=DIR] && [WHOWINS_WEB_DIR=DIR] node bench/cops_in_page.mjs [RUNS] [GRAPH.txt]
import fs from 'node:fs';
import { launch } from '../web/e2e/browser.mjs';

// A page whose workers' messages are timed (window.__workerMessages: performance.now() of each,
// as the page receives it).
async function openTimedPage(env) {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__workerMessages = [];
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => window.__workerMessages.push(performance.now()));
      }
    };
  });
  await page.goto(env.url);
  await page.waitForSelector('body.ready');
  return { page, context };
}

const RUNS = Number(process.argv[2]) || 2;
const text = fs.readFileSync(process.argv[3] ?? '/tmp/cubic100.txt', 'utf8');
const env = await launch();
try {
  for (let run = 1; run <= RUNS; run++) {
    const { page, context } = await openTimedPage(env);
    await page.selectOption('#game-select', 'generic');
    await page.evaluate(() => {
      document.getElementById('auto-solve').checked = false;
    });
    await page.fill('#graph-text', text);
    await page.click('#read-text');
    await page.waitForFunction((n) => window.whowins.model.n === n, Number(text.split(' ')[0]));
    const r = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const seen = new Set();
          const t0 = performance.now();
          window.__workerMessages.length = 0;
          document.getElementById('cops-button').click();
          const poll = () => {
            if (!document.getElementById('progress').hidden)
              seen.add(document.getElementById('progress-text').textContent);
            const body = document.getElementById('cops-body').textContent;
            if (/c\(G\)/.test(body)) {
              const times = [t0, ...window.__workerMessages.filter((t) => t >= t0)];
              let silent = 0;
              for (let i = 1; i < times.length; i++) silent = Math.max(silent, times[i] - times[i - 1]);
              resolve({
                ms: performance.now() - t0,
                answer: body.slice(0, 90),
                progress: [...seen].join(' | '),
                messages: times.length - 1,
                silent,
              });
            } else setTimeout(poll, 10);
          };
          poll();
        }),
    );
    console.log(
      `run ${run}: ${(r.ms / 1000).toFixed(2)} s — ${r.answer} — ${r.messages} worker messages, longest silence ${Math.round(r.silent)} ms — progress shown: ${r.progress}`,
    );
    await context.close();
  }
} finally {
  await env.close();
}
