// In-browser solve of a 1e6-vertex, 2e6-edge graph (the page's worker and WASM module, in
// Debian's Chromium) against the native CLI on the same graph. Prints a markdown table.
// Usage: node scripts/build-web.mjs --solver=wasm && node bench/browser_vs_native.mjs
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { launch, openPage, ROOT } from '../web/e2e/browser.mjs';

const N = 1_000_000,
  M = 2_000_000,
  REPS = Number(process.env.REPS || 3);

// The same graph on both sides: edges from a fixed xorshift generator.
function edges() {
  let x = 0x9e3779b9 >>> 0;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const from = new Uint32Array(M),
    to = new Uint32Array(M);
  for (let i = 0; i < M; i++) {
    from[i] = next() % N;
    to[i] = next() % N;
  }
  return { from, to };
}

const { from, to } = edges();
const dataDir = path.join(ROOT, 'build', 'bench-data');
fs.mkdirSync(dataDir, { recursive: true });
const file = path.join(dataDir, 'browser_n1000000_m2000000.txt');
if (!fs.existsSync(file)) {
  const lines = [`${N} ${M}`];
  for (let i = 0; i < M; i++) lines.push(`${from[i] + 1} ${to[i] + 1}`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

const cli = path.join(ROOT, 'build', 'native', 'whowins');
function nativeMs(game) {
  let best = Infinity,
    out = '';
  for (let r = 0; r < REPS; r++) {
    const t0 = process.hrtime.bigint();
    out = execFileSync('bash', ['-c', `"${cli}" ${game} < "${file}"`], { maxBuffer: 1 << 26 }).toString();
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { best, out };
}

const env = await launch();
const { page } = await openPage(env);
const rows = [];
for (const game of ['generic', 'alice-bob']) {
  // The worker protocol of docs/wasm-api.md, from the served page's own worker.js.
  const browser = await page.evaluate(
    async ({ game, from, to, N, REPS }) => {
      let best = Infinity,
        letters = '';
      for (let r = 0; r < REPS; r++) {
        const w = new Worker('worker.js', { type: 'module' });
        await new Promise((resolve) => {
          w.onmessage = (e) => {
            if (e.data.type === 'init') resolve();
          };
          w.postMessage({ type: 'init' });
        });
        const f = Uint32Array.from(from),
          t = Uint32Array.from(to);
        const t0 = performance.now();
        const result = await new Promise((resolve, reject) => {
          w.onmessage = (e) => {
            if (e.data.type === 'result') resolve(e.data);
            else if (e.data.type === 'error') reject(new Error(e.data.message));
          };
          w.postMessage({ type: 'solve', id: 1, game, n: N, from: f, to: t, misere: false }, [f.buffer, t.buffer]);
        });
        best = Math.min(best, performance.now() - t0);
        const o = result.outcomes;
        letters = '';
        if (game === 'generic') for (let v = 0; v < N; v++) letters += 'DWL'[o[v]];
        else {
          let a = '',
            b = '';
          for (let v = 0; v < N; v++) {
            a += 'DWL'[o[2 * v]];
            b += 'DWL'[o[2 * v + 1]];
          }
          letters = a + '\n' + b;
        }
        w.terminate();
      }
      return { best, letters };
    },
    { game, from: Array.from(from), to: Array.from(to), N, REPS },
  );
  const native = nativeMs(game);
  const same = native.out.trim() === browser.letters.trim();
  rows.push(
    `| ${game} | ${native.best.toFixed(0)} | ${browser.best.toFixed(0)} | ${(browser.best / native.best).toFixed(2)}× | ${same ? 'yes' : 'NO'} |`,
  );
}
await env.close();
console.log(`Graph: n = ${N}, m = ${M} random edges; best of ${REPS}; solver: ${env.solver}.\n`);
console.log(
  '| game | native CLI ms (text in, answer out) | page worker ms (arrays in, full map out) | browser / native | same answer |',
);
console.log('|---|--:|--:|--:|---|');
for (const r of rows) console.log(r);
