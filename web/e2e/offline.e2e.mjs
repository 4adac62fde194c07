// Offline and installable: the web app manifest is served, the service worker keeps the page,
// and a visited page reloads, solves and plays a puzzle with the network off.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitSolved, BUILD } from './browser.mjs';
import { startServer } from '../../scripts/serve-web.mjs';
import { withPage } from './page.e2e.mjs';

export const tests = [];

tests.push({
  name: 'offline: after one visit the page reloads with the network off, solves a preset and plays a puzzle',
  async fn(env) {
    await withPage(env, {}, async (page, context) => {
      await waitSolved(page);
      const manifest = await page.evaluate(async () =>
        (await fetch(document.querySelector('link[rel="manifest"]').href)).json(),
      );
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
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0', null, {
          timeout: 20000,
        });
        await page.keyboard.press('z');
        await page.waitForFunction(
          () =>
            window.whowins.puzzles.active &&
            window.whowins.puzzles.board &&
            !window.whowins.puzzles.loading &&
            window.whowins.puzzles.board.humanToMove(),
          null,
          { timeout: 30000 },
        );
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

// A new deploy replaces the old one cleanly: build A visited (its service worker installed),
// then build B deployed over it (a new hashed bundle, a new sw.js, as scripts/build-web.mjs
// makes them); a reload shows B, B's worker takes over and deletes A's cache, and B works offline.
tests.push({
  name: 'offline: a new deploy replaces the old one on reload (the service worker precaches it, drops the old cache) and works offline',
  async fn(env) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-deploy-'));
    fs.cpSync(BUILD, dir, { recursive: true });
    const { server, url } = await startServer({ root: dir, port: 0, quiet: true });
    const context = await env.browser.newContext();
    await context.addInitScript(() => {
      try {
        localStorage.setItem('whowins.intro', 'seen');
      } catch {
        /* storage off */
      }
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(url);
      await page.waitForSelector('body.ready');
      await waitSolved(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(async () => (await caches.keys()).length === 1);
      const cacheA = await page.evaluate(async () => (await caches.keys())[0]);
      const mainA = await page.evaluate(() => document.querySelector('script[type="module"]').getAttribute('src'));
      assert.match(mainA, /^assets\/main-[A-Z0-9]+\.js$/, 'the page loads the hashed bundle');

      // Deploy B: the page's bundle under a new hashed name, a new index.html and sw.js.
      const mainB = mainA.replace(/main-([A-Z0-9]+)\.js$/, 'main-DEPLOYB$1.js');
      fs.writeFileSync(path.join(dir, mainB), fs.readFileSync(path.join(dir, mainA), 'utf8') + '\n// build B\n');
      const html = fs
        .readFileSync(path.join(dir, 'index.html'), 'utf8')
        .replaceAll(mainA, mainB)
        .replace('<title>', '<title>B · ');
      fs.writeFileSync(path.join(dir, 'index.html'), html);
      const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const swB = sw
        .replace(/const VERSION = '([0-9a-f]+)';/, "const VERSION = 'b$1';")
        .replace(JSON.stringify(mainA), JSON.stringify(mainB));
      assert.notEqual(swB, sw);
      fs.writeFileSync(path.join(dir, 'sw.js'), swB);
      for (const f of ['index.html', 'sw.js'])
        for (const ext of ['.gz', '.br']) fs.rmSync(path.join(dir, f + ext), { force: true });

      await page.reload();
      await page.waitForSelector('body.ready');
      assert.match(await page.title(), /^B · /, 'the reload shows build B');
      assert.equal(
        await page.evaluate(() => document.querySelector('script[type="module"]').getAttribute('src')),
        mainB,
      );
      await waitSolved(page);
      // B's service worker takes over and drops A's cache.
      await page.waitForFunction(
        async (a) => {
          const k = await caches.keys();
          return k.length === 1 && k[0] !== a;
        },
        cacheA,
        { timeout: 20000 },
      );
      await page.waitForFunction(
        () => navigator.serviceWorker.controller && navigator.serviceWorker.controller.state === 'activated',
      );

      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('body.ready');
      assert.match(await page.title(), /^B · /, 'offline, the page is build B');
      await waitSolved(page);
      await context.setOffline(false);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
