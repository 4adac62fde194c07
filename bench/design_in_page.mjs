// design_in_page: designs solved in the page (headless Chromium, the WebAssembly module in the
// worker), with progress; and natively by `whowins design` for the ratio and the memory per
// position.
//
//   bash scripts/build.sh && node scripts/build-web.mjs --solver=wasm && node bench/design_in_page.mjs [RUNS] [10m|47m|kings-all|all]
//   (WHOWINS_WEB_DIR=<a built page> measures another build: bench/README.md, "Progress")
//
// The designs: police and thief written as a design on an open 47 × 48 board with one exit
// (2 × 2,256² = 10,179,072 positions); and two kings hunting a king on an open 19 × 19 board
// (web/e2e/progress.e2e.mjs: 47,176,202 positions, the page's limit is 60 million), one hunter
// moving a turn, or both (`kings-all`). Each run
// opens a fresh page, pastes the design with auto-solve off, presses Solve and waits for the
// answer; it reports the worker's solve time (the result's ms), the wall time from the click to
// the answer, the progress reports the page showed, and — from a listener on the solver's
// Worker — the progress messages and the longest gap between two of them (the click and the
// result or the failure included): the client's watchdog takes a worker silent for 45 s for
// dead. Natively
// (the 10 M design, and the 47 M one with `all`): /usr/bin/time's time and maximum resident size.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { launch, ROOT } from '../web/e2e/browser.mjs';
import { threeKings, designPage, solveWithStamps } from '../web/e2e/progress.e2e.mjs';

const RUNS = Number(process.argv[2]) || 3;
const WHICH = process.argv[3] || '10m';
const rows = Array.from({ length: 47 }, (_, r) =>
  Array.from({ length: 48 }, (_, c) =>
    r === 0 && c === 0 ? 'P' : r === 23 && c === 24 ? 'T' : r === 46 && c === 47 ? 'E' : '.',
  ).join(''),
);
const policeThief = {
  name: 'Police and thief, 47 × 48',
  board: { grid: rows },
  sides: [
    { name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] },
    { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] },
  ],
  first: 'police',
  ends: [
    { when: 'meet', winner: 'police' },
    { when: 'on', side: 'thief', cells: 'E', winner: 'thief' },
  ],
};
// `kings-all` (asked for by name only): the same kings moving as a team (`all`, the default:
// both hunters move each turn, 81 moves a position), several times the work of `47m`.
const kingsAll = threeKings();
delete kingsAll.sides[0].team;
const DESIGNS = [
  { key: '10m', design: policeThief, positions: 10_179_072, file: 'design-10m.json', timeout: 60000 },
  { key: '47m', design: threeKings(), positions: 47_176_202, file: 'design-47m.json', timeout: 600000 },
  { key: 'kings-all', design: kingsAll, positions: 47_176_202, file: 'design-47m-all.json', timeout: 900000 },
].filter((d) => (WHICH === 'all' && d.key !== 'kings-all') || d.key === WHICH);

const env = await launch();
const results = [];
try {
  for (const d of DESIGNS) {
    for (let run = 1; run <= RUNS; run++) {
      const { page, context } = await designPage(env, d.design, d.positions);
      // The progress shown: the distinct percentages the progress text took, sampled every 5 ms.
      await page.evaluate(() => {
        const seen = (window.__shown = new Set());
        const poll = () => {
          if (!document.getElementById('progress').hidden)
            seen.add(document.getElementById('progress-text').textContent);
          if (!document.getElementById('answer').dataset.full) setTimeout(poll, 5);
        };
        setTimeout(poll, 5);
      });
      const r = await solveWithStamps(page, d.timeout);
      const shown = await page.evaluate(() => [...window.__shown]);
      const ms = Number(/in ([\d.]+) (ms|s)/.exec(r.status)?.[1] ?? NaN) * (/ s\./.test(r.status) ? 1000 : 1);
      const longestGap = Math.round(Math.max(...r.gaps));
      const at = r.gaps.indexOf(Math.max(...r.gaps)); // the gap before message `at`
      const gapAt = `after ${at ? `progress ${r.messages[at - 1].fraction.toFixed(3)}` : 'the click'}`;
      const messages = r.messages.filter((m) => m.type === 'progress').length;
      results.push({
        design: d.key,
        run,
        solveMs: ms,
        wallMs: Math.round(r.ms),
        failed: !!r.failed,
        progressMessages: messages,
        longestGapMs: longestGap,
        gapAt,
        progressShown: shown.length,
        status: r.status,
      });
      console.log(
        `${d.key} run ${run}: solve ${ms} ms in the worker, ${Math.round(r.ms)} ms from the click to the answer; ${messages} progress messages, the longest gap ${longestGap} ms (${gapAt}); ${shown.length} progress states shown (${shown.slice(0, 6).join(' | ')}) — ${r.status}`,
      );
      await context.close();
    }
  }
} finally {
  await env.close();
}
const cli = process.env.WHOWINS_CLI || path.join(ROOT, 'build', 'native', 'whowins');
const native = {};
for (const d of DESIGNS) {
  if (d.key !== '10m' && WHICH !== 'all') continue; // half a minute natively: asked for with `all`
  const file = path.join(ROOT, 'build', 'bench-data', d.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(d.design));
  const timeLine = execFileSync('bash', [
    '-c',
    `/usr/bin/time -f '%e %M' ${cli} design --stats < ${file} 2>&1 >/dev/null | tail -1`,
  ])
    .toString()
    .trim()
    .split(' ');
  native[d.key] = { seconds: Number(timeLine[0]), maxRssKb: Number(timeLine[1]) };
  console.log(
    `native ${d.key}: ${timeLine[0]} s for the whole command, max RSS ${timeLine[1]} KB = ${((Number(timeLine[1]) * 1024) / d.positions).toFixed(1)} bytes per position (${d.positions} positions)`,
  );
}
fs.mkdirSync(path.join(ROOT, 'build', 'bench-data'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'build', 'bench-data', 'design-in-page.json'),
  JSON.stringify({ results, native }, null, 1),
);
