// Browser tests of progress (issue 27, "Progress everywhere"): two kings hunting a king on
// 19 × 19, 47,176,202 positions, solves with the worker's progress messages never more than a
// second apart (every engine's set-up, rounds or queue, solution and counts run in chunks), and
// Cancel during the solver's set-up answers within a second.
// The messages are read where the solver client reads them: every Worker the page makes gets a
// listener of its own (an init script), which stamps each progress, result and error.
// The solve takes about 4 s in headless Chromium on two cores by the bit engine (32 s by the
// queue engine in chunks: bench/README.md, "Design engines").
// Police and thief written as a design on an open 100 × 100 board (200,000,000 positions, past
// the queue engine's limit) goes to the cop-thief kernel as the CLI's does, in rounds with
// progress, and its answer, counts and sampled positions are the CLI's.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';

// Two interchangeable kings (one moves a turn) hunt a king on an open 19 × 19 board; the
// hunters win (whowins design: "hunters", 47,176,202 positions, the longest win 36 plies).
export function threeKings() {
  const n = 19;
  const grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) =>
      r === 0 && c === 0 ? 'A' : r === 0 && c === n - 1 ? 'B' : r === 9 && c === 9 ? 'R' : '.',
    ).join(''),
  );
  return {
    name: 'Two kings hunt a king, 19 × 19',
    board: { grid },
    sides: [
      {
        name: 'hunters',
        team: 'one',
        tokens: [
          { start: 'A', moves: { steps: 'king', stay: true } },
          { start: 'B', moves: { steps: 'king', stay: true } },
        ],
      },
      { name: 'king', tokens: [{ start: 'R', moves: { steps: 'king', stay: true } }] },
    ],
    first: 'hunters',
    ends: [{ when: 'meet', winner: 'hunters' }],
    endless: 'king',
  };
}
export const THREE_KINGS_POSITIONS = 47_176_202;

// Stamps the solver worker's replies on window.__solverMessages (performance.now(), the page's clock).
export function stampWorkerMessages() {
  const Original = window.Worker;
  window.__solverMessages = [];
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data: m }) => {
        if (m && (m.type === 'progress' || m.type === 'result' || m.type === 'error'))
          window.__solverMessages.push({ type: m.type, id: m.id, fraction: m.fraction, t: performance.now() });
      });
    }
  };
}

// A fresh page with the stamps; the design pasted and read (auto-solve off) until the count
// shows `positions`.
export async function designPage(env, design, positions) {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(stampWorkerMessages);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(env.url);
  await page.waitForSelector('body.ready');
  await page.selectOption('#game-select', 'design');
  await page.evaluate(() => {
    document.getElementById('auto-solve').checked = false;
  });
  await page.click('#design-json-box summary');
  await readDesign(page, design, positions);
  return { page, context, errors };
}
async function readDesign(page, design, positions) {
  await page.fill('#design-json', JSON.stringify(design));
  await page.click('#design-read');
  const words = `${positions.toLocaleString('en-US')} positions`;
  await page.waitForFunction((w) => document.getElementById('design-count').textContent.includes(w), words);
}

// Clicks Solve; resolves when the answer is shown (or the solve failed: `failed`, the status
// says why): { ms, gaps, messages, status } with the time from the click to the answer and
// every gap between the click and the solve's messages, in order.
export async function solveWithStamps(page, timeout) {
  const answered = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.__solverMessages.length = 0;
        const clicked = performance.now();
        document.getElementById('solve-button').click();
        const poll = () => {
          const status = document.getElementById('status');
          const failed = status.classList.contains('error');
          if (!document.getElementById('answer').dataset.full && !failed) {
            setTimeout(poll, 10);
            return;
          }
          const mine = window.__solverMessages;
          const id = mine.find((m) => m.type === 'result' || m.type === 'error')?.id ?? mine[0]?.id;
          const messages = mine.filter((m) => m.id === id);
          const stamps = [clicked, ...messages.map((m) => m.t), ...(failed ? [performance.now()] : [])];
          resolve({
            ms: performance.now() - clicked,
            gaps: stamps.slice(1).map((t, i) => t - stamps[i]),
            messages,
            status: status.textContent,
            failed,
          });
        };
        poll();
      }),
  );
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${timeout} ms`)), timeout);
  });
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const tests = [];

tests.push({
  name: 'progress: the 47 M-position three-kings design solves, its progress never more than a second apart',
  async fn(env) {
    const { page, context, errors } = await designPage(env, threeKings(), THREE_KINGS_POSITIONS);
    try {
      const r = await solveWithStamps(page, 88000);
      assert.ok(!r.failed, r.status);
      assert.equal(await page.evaluate(() => document.getElementById('answer').dataset.full), 'hunters');
      assert.match(r.status, /Solved 47,176,202 positions/);
      const longest = Math.max(...r.gaps);
      assert.ok(
        longest < 1000,
        `a gap of ${Math.round(longest)} ms between progress messages (solve ${Math.round(r.ms)} ms)`,
      );
      // The set-up is counted in the progress: several reports early on (below 0.35).
      const setUp = r.messages.filter((m) => m.type === 'progress' && m.fraction > 0 && m.fraction < 0.35);
      assert.ok(setUp.length >= 5, `${setUp.length} progress messages during the set-up`);
      const fractions = r.messages.filter((m) => m.type === 'progress').map((m) => m.fraction);
      assert.ok(
        fractions.every((f, i) => i === 0 || f >= fractions[i - 1]),
        'progress never goes back',
      );
      console.log(
        `      (solved in ${(r.ms / 1000).toFixed(1)} s, ${fractions.length} progress messages, the longest gap ${Math.round(longest)} ms)`,
      );
      assert.deepEqual(errors, [], 'errors on the page');
    } finally {
      await context.close();
    }
  },
});

tests.push({
  name: 'progress: Cancel during the set-up of the 47 M-position design answers within a second, and the next solve runs',
  async fn(env) {
    const { page, context, errors } = await designPage(env, threeKings(), THREE_KINGS_POSITIONS);
    try {
      await page.evaluate(() => {
        window.__solverMessages.length = 0;
        document.getElementById('solve-button').click();
      });
      // In the set-up: a progress report above 0 and below the set-up's share.
      await page.waitForFunction(
        () => window.__solverMessages.some((m) => m.type === 'progress' && m.fraction > 0.005),
        null,
        { timeout: 30000, polling: 20 },
      );
      const fraction = await page.evaluate(
        () => window.__solverMessages.filter((m) => m.type === 'progress').at(-1).fraction,
      );
      assert.ok(fraction < 0.35, `still in the set-up (${fraction})`);
      await page.waitForSelector('#cancel-button', { state: 'visible' });
      const ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            document.getElementById('cancel-button').click();
            const poll = () => {
              if (
                /cancelled/i.test(document.getElementById('status').textContent) &&
                document.getElementById('progress').hidden
              )
                resolve(performance.now() - t0);
              else setTimeout(poll, 5);
            };
            poll();
          }),
      );
      assert.ok(ms < 1000, `cancel took ${Math.round(ms)} ms`);
      // The fresh worker answers: a small design solves at once.
      // (9 places: 2 × C(10, 2) × 9 positions.)
      await readDesign(page, { ...threeKings(), board: { grid: ['A.B', '...', '.R.'] } }, 810);
      const r = await solveWithStamps(page, 10000);
      assert.ok(!r.failed, r.status);
      assert.match(r.status, /Solved/);
      assert.deepEqual(errors, [], 'errors on the page');
    } finally {
      await context.close();
    }
  },
});

// Police and thief (docs/rules.md#police-and-thief) as a design on an open n × n board: the police on (0, 0), the
// thief in the middle, one exit in the far corner; and the same board as cop-thief's text.
function policeThiefOpen(n) {
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) =>
      r === 0 && c === 0 ? 'P' : r === n >> 1 && c === n >> 1 ? 'T' : r === n - 1 && c === n - 1 ? 'E' : '.',
    ).join(''),
  );
  const design = {
    name: `Police and thief, ${n} × ${n}`,
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
  return { design, rows, board: `${n} ${n}\n${rows.join('\n')}\n` };
}
const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const cli = (args, input) => execFileSync(CLI, args, { input }).toString().trim().split('\n');
const statsOf = (lines) =>
  Object.fromEntries(
    lines
      .filter((l) => /^(positions|win|loss|draw|longest) /.test(l))
      .map((l) => [l.split(' ')[0], Number(l.split(' ')[1])]),
  );

tests.push({
  name: "progress: police and thief as a 100 × 100 design (200 M positions) solves by the cop-thief kernel — the CLI's answer, counts and sampled positions, progress never a second apart",
  async fn(env) {
    const n = 100;
    const { design, rows, board } = policeThiefOpen(n);
    const { page, context, errors } = await designPage(env, design, 2 * (n * n) ** 2);
    try {
      const r = await solveWithStamps(page, 60000);
      assert.ok(!r.failed, r.status);
      assert.match(r.status, /Solved 200,000,000 positions/);
      const longest = Math.max(...r.gaps);
      assert.ok(
        longest < 1000,
        `a gap of ${Math.round(longest)} ms between progress messages (solve ${Math.round(r.ms)} ms)`,
      );
      const fractions = r.messages.filter((m) => m.type === 'progress').map((m) => m.fraction);
      assert.ok(fractions.length >= 5, `${fractions.length} progress messages`);
      assert.ok(
        fractions.every((f, i) => i === 0 || f >= fractions[i - 1]),
        'progress never goes back',
      );
      // The answer and the counts: whowins design --stats and whowins cop-thief --stats.
      const byDesign = cli(['design', '--stats'], JSON.stringify(design));
      const byBoard = cli(['cop-thief', '--stats'], board);
      const answer = await page.evaluate(() => document.getElementById('answer').dataset.full);
      assert.equal(answer, byDesign[0]);
      assert.equal(answer, { WIN: 'police', LOSS: 'thief', DRAW: 'draw' }[byBoard[0]]);
      const stats = await page.evaluate(() => window.whowins.design.explorer.result.stats);
      assert.deepEqual(stats, statsOf(byDesign));
      assert.deepEqual(stats, statsOf(byBoard));
      // Sampled positions: the map of the police (thief held in the middle, police to move) at
      // the first and last places it wins and loses = whowins cop-thief with the police there.
      await page.waitForFunction(() => window.whowins.design.explorer.map?.outcomes.length === 10000);
      const map = await page.evaluate(() => {
        const e = window.whowins.design.explorer;
        return { token: e.token, mover: e.mover, outcomes: Array.from(e.map.outcomes) };
      });
      assert.deepEqual([map.token, map.mover], [0, 0]);
      // (Not on the thief's cell or the exit: the board's text has one letter a cell.)
      const places = map.outcomes
        .map((o, p) => ({ o, p }))
        .filter(({ p }) => p !== (n >> 1) * n + (n >> 1) && p !== n * n - 1);
      const samples = [1, 2].flatMap((o) => {
        const x = places.filter((q) => q.o === o);
        return x.length ? [x[0].p, x.at(-1).p] : [];
      });
      assert.equal(samples.length, 4, `wins and losses on the map: ${samples}`);
      for (const p of samples) {
        const moved = rows.map((row) => row.replace('P', '.').split(''));
        moved[Math.floor(p / n)][p % n] = 'P';
        const [line] = cli(['cop-thief'], `${n} ${n}\n${moved.map((x) => x.join('')).join('\n')}\n`);
        assert.equal(line, ['DRAW', 'WIN', 'LOSS'][map.outcomes[p]], `police on (${Math.floor(p / n)}, ${p % n})`);
      }
      console.log(
        `      (solved in ${(r.ms / 1000).toFixed(1)} s, ${fractions.length} progress messages, the longest gap ${Math.round(longest)} ms)`,
      );
      assert.deepEqual(errors, [], 'errors on the page');
    } finally {
      await context.close();
    }
  },
});

// The bit engine's designs at the page's size (issue 27): 1,074,790,400 positions on an open
// 32 × 32 board — two cops (team "all", interchangeable) and a robber, and two kings hunting a
// king one at a time (team "one") — each with progress at most a second apart and the counts
// of `whowins design --stats` (run at the same time on the other core).
function board32(marks) {
  return Array.from({ length: 32 }, (_, r) => Array.from({ length: 32 }, (_, c) => marks[`${r},${c}`] ?? '.').join(''));
}
const king = (start) => ({ start, moves: { steps: 'king', stay: true } });
export const TWO_COPS_32 = {
  name: 'Two cops and a robber, 32 × 32',
  board: { grid: board32({ '0,0': 'C', '31,31': 'R' }) },
  sides: [
    { name: 'cops', tokens: [king('C'), king('C')] },
    { name: 'robber', tokens: [king('R')] },
  ],
  first: 'cops',
  ends: [{ when: 'meet', winner: 'cops' }],
  endless: 'robber',
};
export const KINGS_32 = {
  name: 'Two kings hunt a king, 32 × 32',
  board: { grid: board32({ '0,0': 'A', '0,31': 'B', '31,16': 'R' }) },
  sides: [
    { name: 'hunters', team: 'one', tokens: [king('A'), king('B')] },
    { name: 'king', tokens: [king('R')] },
  ],
  first: 'hunters',
  ends: [{ when: 'meet', winner: 'hunters' }],
  endless: 'king',
};
const cliAsync = (args, input) =>
  new Promise((resolve, reject) => {
    const child = execFile(CLI, args, { maxBuffer: 1 << 20 }, (err, out) =>
      err ? reject(err) : resolve(out.toString().trim().split('\n')),
    );
    child.stdin.end(input);
  });
for (const design of [TWO_COPS_32, KINGS_32]) {
  tests.push({
    name: `progress: ${design.name} as a design (1,074,790,400 positions) solves in the page by the engine the CLI uses (the cop-number kernel, the bit engine) — the CLI's answer and counts, progress never a second apart`,
    timeout: 240000, // 20–35 s alone; a busy machine (the CLI on the other core, a build) can triple it
    async fn(env) {
      const positions = 1_074_790_400;
      const byCli = cliAsync(['design', '--stats'], JSON.stringify(design));
      const { page, context, errors } = await designPage(env, design, positions);
      try {
        const r = await solveWithStamps(page, 240000);
        assert.ok(!r.failed, r.status);
        assert.match(r.status, /Solved 1,074,790,400 positions/);
        const longest = Math.max(...r.gaps);
        assert.ok(
          longest < 1000,
          `a gap of ${Math.round(longest)} ms between progress messages (solve ${Math.round(r.ms)} ms)`,
        );
        const fractions = r.messages.filter((m) => m.type === 'progress').map((m) => m.fraction);
        assert.ok(fractions.length >= 10, `${fractions.length} progress messages`);
        assert.ok(
          fractions.every((f, i) => i === 0 || f >= fractions[i - 1]),
          'progress never goes back',
        );
        const lines = await byCli;
        assert.equal(await page.evaluate(() => document.getElementById('answer').dataset.full), lines[0]);
        assert.deepEqual(await page.evaluate(() => window.whowins.design.explorer.result.stats), statsOf(lines));
        console.log(
          `      (solved in ${(r.ms / 1000).toFixed(1)} s, ${fractions.length} progress messages, the longest gap ${Math.round(longest)} ms)`,
        );
        assert.deepEqual(errors, [], 'errors on the page');
      } finally {
        await context.close();
        await byCli.catch(() => {});
      }
    },
  });
}
