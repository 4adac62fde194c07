// Offline and installable: the web app manifest is served, the service worker keeps the page,
// and a visited page reloads, solves and plays a puzzle with the network off.
import assert from 'node:assert/strict';
import { waitSolved } from './browser.mjs';
import { withPage } from './page.e2e.mjs';

export const tests = [];

tests.push({
  name: 'offline: after one visit the page reloads with the network off, solves a preset and plays a puzzle',
  async fn(env) {
    await withPage(env, {}, async (page, context) => {
      await waitSolved(page);
      const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
      assert.equal(manifest.short_name, 'Who Wins?');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      await waitSolved(page);
      await context.setOffline(true);
      try {
        await page.reload();
        await page.waitForSelector('body.ready');
        await waitSolved(page);
        assert.equal(await page.evaluate(() => navigator.onLine), false);
        await page.selectOption('#preset-select', 'cm-example1');
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0', null, { timeout: 20000 });
        await page.keyboard.press('z');
        await page.waitForFunction(() => window.whowins.puzzles.active && window.whowins.puzzles.board && !window.whowins.puzzles.loading && window.whowins.puzzles.board.humanToMove(), null, { timeout: 30000 });
        const key = await page.evaluate(() => window.whowins.puzzles.board.best());
        await page.click(`[data-puzzle-move="${key}"]`);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves >= 1);
        await page.screenshot({ path: 'build/screenshots/offline.png' }).catch(() => {});
      } finally {
        await context.setOffline(false);
      }
    });
  },
});
