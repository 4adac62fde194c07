// Threads where the browser allows: where the page is cross-origin isolated (COOP/COEP, from the
// host or from the page's own service worker) and the build has the threaded module, the solver
// worker runs it on several threads; everywhere else (a first visit, an embed, ?threads=0) the
// single-thread module answers. Both give the same answers.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD, waitSolved, solveToFirstMap, skipIntro } from './browser.mjs';
import { startServer } from '../../scripts/serve-web.mjs';
import { boardToText, randomMaze, rng } from '../cop-thief/board.js';
import { TEMPLATES } from '../design/templates.js';

export const tests = [];
const info = JSON.parse(fs.readFileSync(path.join(BUILD, 'build-info.json'), 'utf8'));
const COI = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
// These tests compare the isolated and the non-isolated paths, so they need the plain server
// (not WHOWINS_E2E_ISOLATED=1, where every page is isolated).
const skip = () => {
  if (!info.threads) {
    console.log('    (skipped: this build has no threaded module)');
    return true;
  }
  if (process.env.WHOWINS_E2E_ISOLATED === '1') {
    console.log('    (skipped: every page is isolated in this run)');
    return true;
  }
  return false;
};

async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipIntro(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  await page.waitForSelector('body.ready');
  await page.waitForFunction(() => window.whowins.solverThreads > 0, null, { timeout: 30000 });
  return { page, context, errors };
}
const state = (page) =>
  page.evaluate(() => ({ isolated: self.crossOriginIsolated, threads: window.whowins.solverThreads }));

// The board's whole answer: counts, longest game and both histograms.
async function boardAnswer(page, text) {
  await page.selectOption('#game-select', 'cop-thief');
  await waitSolved(page, 60000);
  await solveToFirstMap(page, text);
  return page.evaluate(() => {
    const r = window.whowins.copThief.solution.result;
    return { stats: r.stats, histogram: r.histogram };
  });
}
async function copNumber(page, presetId) {
  await page.selectOption('#preset-select', presetId);
  await page.click('#cops-button');
  await page.waitForFunction(() => /c\(G\)/.test(document.getElementById('cops-body').textContent), null, {
    timeout: 60000,
  });
  return page.textContent('#cops-body');
}

// A design's whole answer (the design bit engine): the start's winner, counts, both histograms.
async function designAnswer(page, id) {
  const name = TEMPLATES.find((t) => t.id === id).design.name;
  await page.selectOption('#preset-select', `design:${id}`);
  await page.waitForFunction((n) => window.whowins.design?.design.name === n, name);
  const solved = (timeout) =>
    page.waitForFunction(
      () => !!window.whowins.design.explorer.result && !!document.getElementById('answer').dataset.full,
      null,
      { timeout },
    );
  // A design the page does not solve on arrival (a returning visitor's page) waits for Solve.
  await solved(5000).catch(async () => {
    await page.click('#solve-button');
    await solved(60000);
  });
  return page.evaluate(() => {
    const r = window.whowins.design.explorer.result;
    return {
      answer: document.getElementById('answer').dataset.full,
      stats: r.stats,
      histogram: { win: Array.from(r.histogram.win), loss: Array.from(r.histogram.loss) },
    };
  });
}

const MAZE = boardToText(randomMaze(48, 48, rng(3)));

tests.push({
  name: 'threads: not isolated (a first visit, an embed) the single-thread module answers; isolated by the host, the threaded one gives the same answers',
  async fn(env) {
    if (skip()) return;
    const plain = await open(env.browser, `${env.url}?preset=seed001`);
    const { server, url } = await startServer({ root: BUILD, port: 0, quiet: true, headers: COI });
    let isolated = null,
      single = null;
    try {
      assert.deepEqual(
        await state(plain.page),
        { isolated: false, threads: 1 },
        'a first visit without COOP/COEP runs one thread',
      );
      isolated = await open(env.browser, `${url}?preset=seed001`);
      const s = await state(isolated.page);
      assert.equal(s.isolated, true);
      assert.ok(s.threads >= 2, `isolated, the solver runs ${s.threads} thread(s)`);
      single = await open(env.browser, `${url}?preset=seed001&threads=0`);
      assert.deepEqual(await state(single.page), { isolated: true, threads: 1 }, '?threads=0 keeps one thread');
      // The same answers: a graph game, a board (a maze), a cop number.
      for (const p of [plain, isolated, single]) await waitSolved(p.page);
      const answers = await Promise.all(
        [plain, isolated, single].map((p) => p.page.evaluate(() => document.getElementById('answer').dataset.full)),
      );
      assert.equal(answers[1], answers[0]);
      const b1 = await boardAnswer(isolated.page, MAZE);
      const b0 = await boardAnswer(single.page, MAZE);
      assert.ok(b0.stats.positions > 1000000 && b0.stats.win > 0 && b0.stats.loss > 0, JSON.stringify(b0.stats));
      assert.deepEqual(b1, b0, 'the maze: the threaded answer is the single-thread one');
      assert.match(await isolated.page.textContent('#status'), /on \d+ threads/);
      for (const p of [isolated, single]) {
        await p.page.selectOption('#game-select', 'generic');
        await waitSolved(p.page);
      }
      assert.equal(await copNumber(isolated.page, 'cops-petersen'), await copNumber(single.page, 'cops-petersen'));
      const d1 = await designAnswer(isolated.page, 'two-hounds');
      const d0 = await designAnswer(single.page, 'two-hounds');
      assert.ok(d0.stats.positions > 1000 && d0.stats.win > 0 && d0.stats.loss > 0, JSON.stringify(d0.stats));
      assert.deepEqual(d1, d0, 'a design: the threaded answer is the single-thread one');
      for (const p of [plain, isolated, single]) assert.deepEqual(p.errors, []);
    } finally {
      for (const p of [plain, isolated, single]) await p?.context.close();
      await new Promise((r) => server.close(r));
    }
  },
});

tests.push({
  name: "threads: the page's own service worker isolates it from the second visit on (threaded), but not an embed",
  async fn(env) {
    if (skip()) return;
    const first = await open(env.browser, `${env.url}?preset=seed001`);
    try {
      const { page, errors } = first;
      assert.deepEqual(await state(page), { isolated: false, threads: 1 });
      await waitSolved(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.waitForFunction(() => window.whowins.solverThreads > 0, null, { timeout: 30000 });
      const s = await state(page);
      assert.equal(s.isolated, true, 'controlled by the service worker, the page is cross-origin isolated');
      assert.ok(s.threads >= 2);
      await waitSolved(page);
      // An embed is not isolated (its host page is not): one thread.
      await page.goto(`${env.url}?embed=1&preset=seed001`);
      await page.waitForSelector('body.ready');
      await page.waitForFunction(() => window.whowins.solverThreads > 0, null, { timeout: 30000 });
      assert.deepEqual(await state(page), { isolated: false, threads: 1 });
      assert.deepEqual(errors, []);
    } finally {
      await first.context.close();
    }
  },
});
