// threads_in_page: the threaded module against the single-thread one, in Chromium, in the same
// cross-origin isolated page, through the page's own solver worker (its protocol: config, wasm,
// init, open). Solves: the cop number (up to 3 cops) of a random cubic graph of 200 vertices
// (fixed seed, the graph bench/wasm_opt_levels.mjs makes), police and thief on the open
// 128 × 128 board, and the design of two kings hunting a king on an open 25 × 25 board
// (bench/two-kings-hunt-a-king-25.json, the design bit engine; DESIGN=file for another). Times
// from the open request to its result, the module's start excluded; best of RUNS (default 3);
// the answers (positions, counts, histograms, cop number) must be equal. ONLY (a regular
// expression) keeps the solves whose names match.
//
//   bash scripts/build.sh wasm && node scripts/build-web.mjs --solver=wasm && node bench/threads_in_page.mjs [RUNS]
//   ONLY=design DESIGN=/tmp/small.json node bench/threads_in_page.mjs 1
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve-web.mjs';
import { cubic, openBoard } from './inputs.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUILD = path.join(ROOT, 'build/web');
const RUNS = Number(process.argv[2]) || 3;
const info = JSON.parse(fs.readFileSync(path.join(BUILD, 'build-info.json'), 'utf8'));
if (!info.threads || !info.files?.mtWasm)
  throw new Error('build/web has no threaded module: build it (bash scripts/build.sh wasm) and the page again');

const board = openBoard(128);
const designFile = process.env.DESIGN || path.join(ROOT, 'bench/two-kings-hunt-a-king-25.json');
const designText = fs.readFileSync(designFile, 'utf8');
const solves = [
  ['cop number ≤ 3, random cubic graph of 200 vertices', { game: 'cop-number', ...cubic(200, 7), maxCops: 3 }],
  ['police and thief, open 128 × 128 board', { game: 'cop-thief', ...board }],
  [`design: ${JSON.parse(designText).name}`, { game: 'design', text: designText }],
].filter(([name]) => !process.env.ONLY || new RegExp(process.env.ONLY).test(name));

const { server, url } = await startServer({
  root: BUILD,
  port: 0,
  quiet: true,
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}?preset=seed001`);
  await page.waitForSelector('body.ready');
  if (!(await page.evaluate(() => self.crossOriginIsolated))) throw new Error('the page is not cross-origin isolated');
  const hw = await page.evaluate(() => navigator.hardwareConcurrency);
  for (const [name, input] of solves) {
    const row = { name, ms: {}, answers: {} };
    for (const threads of [0, 2]) {
      const times = [];
      for (let r = 0; r < RUNS; r++) {
        const out = await page.evaluate(
          async ({ files, threads, input }) => {
            const lite = !threads && !!files.liteWasm;
            const module = await WebAssembly.compileStreaming(
              fetch(threads ? files.mtWasm : lite ? files.liteWasm : files.wasm),
            );
            const w = new Worker(files.solver, { type: 'module' });
            const reply = (type) =>
              new Promise((resolve, reject) => {
                const on = ({ data }) => {
                  if (data.type === 'error') {
                    w.removeEventListener('message', on);
                    reject(new Error(data.message));
                  }
                  if (data.type === type) {
                    w.removeEventListener('message', on);
                    resolve(data);
                  }
                };
                w.addEventListener('message', on);
              });
            w.postMessage({ type: 'config', wasm: 'page', threads, lite });
            w.postMessage({ type: 'wasm', module });
            if (lite)
              w.postMessage({ type: 'wasm-full', module: await WebAssembly.compileStreaming(fetch(files.wasm)) });
            const init = reply('init');
            w.postMessage({ type: 'init' });
            const started = await init;
            // The full module started before the clock (a check of the game opens it).
            const checked = reply('info');
            w.postMessage({
              type: 'check',
              id: 0,
              ...input,
              from: input.from && Uint32Array.from(input.from),
              to: input.to && Uint32Array.from(input.to),
            });
            await checked;
            const t0 = performance.now();
            const done = reply('result');
            w.postMessage({
              type: 'open',
              id: 1,
              ...input,
              from: input.from && Uint32Array.from(input.from),
              to: input.to && Uint32Array.from(input.to),
            });
            const r = await done;
            const ms = performance.now() - t0;
            w.terminate();
            return {
              ms,
              threads: started.threads,
              answer: JSON.stringify({
                positions: r.positions,
                stats: r.stats,
                histogram: [Array.from(r.histogram.win), Array.from(r.histogram.loss)],
                cops: r.cops ?? null,
                captureTime: r.captureTime ?? null,
                verdict: r.verdict ?? null,
              }),
            };
          },
          {
            files: info.files,
            threads,
            input: { ...input, from: input.from && Array.from(input.from), to: input.to && Array.from(input.to) },
          },
        );
        times.push(out.ms);
        row.answers[threads] = out.answer;
        row.threadsUsed = { ...(row.threadsUsed ?? {}), [threads]: out.threads };
        console.error(`${name}: threads=${out.threads}: ${Math.round(out.ms)} ms`);
      }
      row.ms[threads] = Math.min(...times);
    }
    if (row.answers[0] !== row.answers[2])
      throw new Error(`${name}: the answers differ:\n${row.answers[0]}\n${row.answers[2]}`);
    rows.push(row);
  }
  console.log(`Chromium, cross-origin isolated; navigator.hardwareConcurrency = ${hw}; best of ${RUNS}.\n`);
  console.log('| solve | one thread | two threads | speedup |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${Math.round(r.ms[0])} ms | ${Math.round(r.ms[2])} ms | ${(r.ms[0] / r.ms[2]).toFixed(2)}× |`,
    );
  fs.mkdirSync(path.join(ROOT, 'build/bench-data'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'build/bench-data/threads-in-page.json'), JSON.stringify(rows, null, 2) + '\n');
} finally {
  await browser.close();
  await new Promise((r) => server.close(r));
}
