// Browser tests of the page's storage under faults (lib/stored.js): values that do not read are
// reset and said in one line while everything else is kept; a full storage is said and the page
// goes on; two tabs recording puzzles lose no entry of each other's.
import assert from 'node:assert/strict';
import { waitSolved, SAVED_DRAWING } from './browser.mjs';
import { ready, openSet } from './puzzles.e2e.mjs';

export const tests = [];

// A fresh context whose storage holds `items` before the page's first script runs (once: not
// again on a reload), and a page of it opened.
async function pageWithStorage(env, items, query = '?preset=seed001') {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((kept) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
  }, items);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.url + query);
  await page.waitForSelector('body.ready');
  return { context, page, errors };
}

// A wrong move in the puzzle shown (a miss, recorded at once); its uid.
async function miss(page) {
  await page.waitForSelector('[data-puzzle-move]');
  const uid = await page.evaluate(() => window.whowins.puzzles.puzzle.uid);
  const best = await page.evaluate(() => window.whowins.puzzles.board.best());
  const wrong = await page.$$eval(
    '[data-puzzle-move]',
    (bs, b) => bs.map((x) => x.dataset.puzzleMove).find((m) => m !== String(b)),
    best,
  );
  await page.click(`[data-puzzle-move="${wrong}"]`);
  await page.waitForFunction((u) => window.whowins.puzzles.progress.results[u] === 'missed', uid);
  return uid;
}

const keptHistory = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('whowins.puzzles') ?? 'null')?.history ?? []);

tests.push({
  name: 'storage: corrupt values (puzzle progress not JSON, a saved design of the wrong shape) — the page opens, says in one line what it reset, and keeps the theme, the saved drawing and the rest',
  async fn(env) {
    const drawing = SAVED_DRAWING;
    const { context, page, errors } = await pageWithStorage(env, {
      'whowins.intro': 'seen',
      'whowins.theme': 'dark',
      'whowins.puzzles': '{"rating": 1300, "results": {',
      'whowins.design': '[1, 2, 3]',
      'whowins.last': drawing,
    });
    try {
      await waitSolved(page);
      // The design is read when the designer opens.
      await page.selectOption('#game-select', 'design');
      await page.waitForSelector('#storage-note:not([hidden])');
      await page.waitForFunction(() => /saved design/.test(document.getElementById('storage-note-text').textContent));
      const note = await page.textContent('#storage-note-text');
      assert.match(note, /Your puzzle progress could not be read and was reset/);
      assert.match(note, /Your saved design could not be read and was reset/);
      assert.match(note, /Everything else is kept\.$/);
      const kept = await page.evaluate(() => ({
        theme: localStorage.getItem('whowins.theme'),
        last: localStorage.getItem('whowins.last'),
        puzzles: localStorage.getItem('whowins.puzzles'),
        design: localStorage.getItem('whowins.design'),
        dark: document.documentElement.dataset.theme,
      }));
      assert.equal(kept.theme, 'dark');
      assert.equal(kept.last, drawing);
      assert.equal(kept.puzzles, null, 'the unreadable progress is set aside');
      assert.ok(kept.design === null || !kept.design.startsWith('['), 'the unreadable design is set aside');
      // Puzzles work from a fresh progress, and it is kept again.
      await openSet(page, 'pack:cop-thief', 0);
      const uid = await miss(page);
      assert.ok((await keptHistory(page)).some((h) => h.uid === uid));
      // The note closes.
      await page.click('#storage-note-close');
      await page.waitForSelector('#storage-note', { state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
});

tests.push({
  name: 'storage: full — the puzzle history at its 500-entry cap and the rest of the storage taken; a miss is kept on the page, the note says it could not be saved, and freeing space saves the next',
  async fn(env) {
    const history = Array.from({ length: 500 }, (_, i) => ({ uid: `old-${i}`, result: 'missed', at: 1e12 + i }));
    const progress = JSON.stringify({
      rating: 1200,
      rated: 500,
      results: Object.fromEntries(history.map((h) => [h.uid, 'missed'])),
      streak: 0,
      bestStreak: 0,
      history,
      sets: {},
    });
    const { context, page, errors } = await pageWithStorage(env, {
      'whowins.intro': 'seen',
      'whowins.puzzles': progress,
    });
    try {
      await waitSolved(page);
      // Fill the rest of the storage.
      const filled = await page.evaluate(() => {
        let size = 1 << 20,
          i = 0;
        while (size >= 16) {
          try {
            localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
          } catch {
            size >>= 1;
          }
        }
        return i;
      });
      assert.ok(filled > 1);
      await openSet(page, 'pack:cop-thief', 0);
      const uid = await miss(page);
      await page.waitForSelector('#storage-note:not([hidden])');
      assert.match(await page.textContent('#storage-note-text'), /Your puzzle progress could not be saved: .*full/);
      // The page keeps it: the history (500 newest) shows it.
      const shown = await page.evaluate(() => window.whowins.puzzles.progress.history);
      assert.equal(shown.length, 500);
      assert.equal(shown.at(-1).uid, uid);
      assert.ok(!(await keptHistory(page)).some((h) => h.uid === uid), 'not in the full storage');
      // Space freed: the next result is saved, with the one before it.
      await page.evaluate(() => {
        for (const k of Object.keys(localStorage)) if (k.startsWith('filler-')) localStorage.removeItem(k);
      });
      await page.keyboard.press('n');
      await ready(page);
      const next = await miss(page);
      const kept = await keptHistory(page);
      assert.equal(kept.length, 500);
      assert.deepEqual(
        kept.slice(-2).map((h) => h.uid),
        [uid, next],
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
});

tests.push({
  name: 'storage: two tabs record puzzles one after the other — no entry of either is lost, and each tab shows the other’s',
  async fn(env) {
    const { context, page: first, errors } = await pageWithStorage(env, { 'whowins.intro': 'seen' });
    try {
      const second = await context.newPage();
      second.on('pageerror', (e) => errors.push(e.message));
      await second.goto(env.url + '?preset=seed001');
      await second.waitForSelector('body.ready');
      await waitSolved(first);
      await waitSolved(second);
      // Both tabs have read the (empty) progress before either records.
      await openSet(first, 'pack:cop-thief', 0);
      await openSet(second, 'pack:cop-thief', 1);
      const a = await miss(first);
      const b = await miss(second);
      assert.notEqual(a, b);
      const kept = (await keptHistory(first)).map((h) => h.uid);
      assert.deepEqual(kept.sort(), [a, b].sort(), 'both tabs’ results kept');
      // The first tab, told by the storage event, shows the second's result too.
      await first.waitForFunction((u) => window.whowins.puzzles.progress.results[u] === 'missed', b);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
});
