// Offline and installable: the web app manifest is served, the service worker keeps the page,
// and a visited page reloads, solves and plays a puzzle with the network off.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitSolved, skipIntro, BUILD, SAVED_DRAWING } from './browser.mjs';
import { startServer } from '../../scripts/serve-web.mjs';
import { withPage } from './page.e2e.mjs';
import { threeKings, THREE_KINGS_POSITIONS } from './progress.e2e.mjs';

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

// A half-filled cache offline: the service worker's copy lacks a file the page needs (here the
// solver's worker script: saving stopped part way, or the browser evicted it), the network is
// off and the browser's HTTP cache is disabled (it would otherwise serve the file). The page says
// in one line that part of it is not saved for offline use, keeps the user's drawing, and throws
// no uncaught error.
tests.push({
  name: 'offline: a file missing from the saved copy (a half-filled cache) — the page says part of it is not saved for offline use, keeps the drawing, no uncaught error',
  async fn(env) {
    const { server, url } = await startServer({ root: BUILD, port: 0, quiet: true });
    const context = await env.browser.newContext();
    await skipIntro(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let serverOpen = true;
    try {
      await page.goto(url);
      await page.waitForSelector('body.ready');
      await waitSolved(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      await waitSolved(page);
      // The user's own drawing, as the page keeps it (graph-editor/saved-work.js).
      const kept = SAVED_DRAWING;
      await page.evaluate((d) => localStorage.setItem('whowins.last', d), kept);
      // The solver's worker script leaves the service worker's caches.
      const removed = await page.evaluate(async () => {
        const gone = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const req of await cache.keys())
            if (/\/assets\/solver-[A-Z0-9]+\.js$/.test(new URL(req.url).pathname)) {
              await cache.delete(req);
              gone.push(req.url);
            }
        }
        return gone;
      });
      assert.ok(removed.length >= 1, 'the solver script was in the cache');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.clearBrowserCache');
      await new Promise((r) => server.close(r));
      serverOpen = false;
      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.waitForFunction(() => document.getElementById('offline-note')?.hidden === false, null, {
        timeout: 20000,
      });
      assert.equal(
        (await page.textContent('#offline-note-text')).trim(),
        'Part of Who Wins? is not saved for offline use; connect to the network once to finish saving it.',
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('whowins.last')), kept, 'the drawing is kept');
      // … and offered back: the editor shows it.
      await page.selectOption('#preset-select', '__restore');
      await page.waitForFunction(() => window.whowins.model.n === 2 && window.whowins.model.edgeCount === 1);
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await context.setOffline(false).catch(() => {});
      await context.close();
      if (serverOpen) await new Promise((r) => server.close(r));
    }
  },
});

// A new deploy replaces the old one cleanly: build A visited (its service worker installed),
// then build B deployed over it (a new hashed bundle, a new sw.js, as scripts/build-web.mjs
// makes them); a reload shows B, B's worker takes over (keeping A's cache one build), and B works offline.
tests.push({
  name: 'offline: a new deploy replaces the old one on reload (the service worker precaches it, keeps the old cache one build) and works offline',
  async fn(env) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-deploy-'));
    fs.cpSync(BUILD, dir, { recursive: true });
    const { server, url } = await startServer({ root: dir, port: 0, quiet: true });
    const context = await env.browser.newContext();
    await skipIntro(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(url);
      await page.waitForSelector('body.ready');
      await waitSolved(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(async () =>
        (await caches.keys()).some((k) => k.startsWith('whowins-') && k !== 'whowins-meta'),
      );
      const cacheA = await page.evaluate(async () =>
        (await caches.keys()).find((k) => k.startsWith('whowins-') && k !== 'whowins-meta'),
      );
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
      // B's service worker takes over; A's cache stays for one more build (a page may still run A).
      await page.waitForFunction(
        async (a) => {
          const k = (await caches.keys()).filter((x) => x.startsWith('whowins-') && x !== 'whowins-meta');
          return k.length === 2 && k.includes(a);
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

// In the page: asks the service worker to look for a new build (as a navigation would) and waits
// until `count` new workers have taken the page over ('controllerchange', which comes as the new
// worker starts activating) and the last one is activated (its old caches handled).
async function updateAndWaitForTakeOver(page, count) {
  await page.evaluate(() => {
    window.__takeOvers = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.__takeOvers++);
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.waitForFunction(
    (n) => window.__takeOvers >= n && navigator.serviceWorker.controller?.state === 'activated',
    count,
    { timeout: 30000 },
  );
}

// A deploy while a solve runs (the faults a careful user meets): build A solves a 47 M-position
// design; build B is deployed over it meanwhile (a new bundle and a new lazy chunk under new
// names, A's chunk gone from the host, a new sw.js) and its service worker takes over the page.
// The solve finishes on A with the right answer; A's files the page may still load (its lazy
// chunk) stay reachable from A's cache, which B keeps for one more build; the reload is B; a
// third deploy (C) then drops A's cache and keeps B's.
tests.push({
  name: 'offline: a deploy while a solve runs — the solve ends on the old build, whose files stay reachable; the next visit is the new build',
  async fn(env) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-deploy-mid-solve-'));
    fs.cpSync(BUILD, dir, { recursive: true });
    const { server, url } = await startServer({ root: dir, port: 0, quiet: true });
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipIntro(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A deploy over `dir`: the bundle and the lazy chunk under new names (the old chunk removed
    // from the host), index.html and sw.js rewritten with a new version. Returns the new names.
    const deploy = (tag, from) => {
      const assets = fs.readdirSync(path.join(dir, 'assets'));
      const main = from?.main ?? 'assets/' + assets.find((f) => /^main-[A-Z0-9]+\.js$/.test(f));
      const chunk = from?.chunk ?? 'assets/' + assets.find((f) => /^layout-[A-Z0-9]+\.js$/.test(f));
      const next = {
        main: main.replace(/main-(?:[A-Z]+_)?([A-Z0-9]+)\.js$/, `main-${tag}_$1.js`),
        chunk: chunk.replace(/layout-(?:[A-Z]+_)?([A-Z0-9]+)\.js$/, `layout-${tag}_$1.js`),
      };
      const chunkName = (p) => path.basename(p);
      const mainText = fs
        .readFileSync(path.join(dir, main), 'utf8')
        .replaceAll(chunkName(chunk), chunkName(next.chunk));
      fs.writeFileSync(path.join(dir, next.main), mainText + `\n// build ${tag}\n`);
      fs.renameSync(path.join(dir, chunk), path.join(dir, next.chunk));
      const html = fs
        .readFileSync(path.join(dir, 'index.html'), 'utf8')
        .replaceAll(main, next.main)
        .replace(/<title>(?:[A-Z]+ · )?/, `<title>${tag} · `);
      fs.writeFileSync(path.join(dir, 'index.html'), html);
      const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const swNext = sw
        .replace(/const VERSION = '([^']+)';/, `const VERSION = '${tag.toLowerCase()}$1';`)
        .replace(JSON.stringify(main), JSON.stringify(next.main))
        .replace(JSON.stringify(chunk), JSON.stringify(next.chunk));
      assert.notEqual(swNext, sw);
      fs.writeFileSync(path.join(dir, 'sw.js'), swNext);
      for (const f of ['index.html', 'sw.js', main, chunk])
        for (const ext of ['.gz', '.br']) fs.rmSync(path.join(dir, f + ext), { force: true });
      return next;
    };
    const buildCaches = () =>
      page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('whowins-') && k !== 'whowins-meta'));
    try {
      await page.goto(url);
      await page.waitForSelector('body.ready');
      await waitSolved(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      const [cacheA] = await buildCaches();
      const assetsA = fs.readdirSync(path.join(dir, 'assets'));
      const chunkA = 'assets/' + assetsA.find((f) => /^layout-[A-Z0-9]+\.js$/.test(f));

      // A long solve on build A.
      await page.selectOption('#game-select', 'design');
      await page.evaluate(() => {
        document.getElementById('auto-solve').checked = false;
      });
      await page.click('#design-json-box summary');
      await page.fill('#design-json', JSON.stringify(threeKings()));
      await page.click('#design-read');
      await page.waitForFunction(
        (w) => document.getElementById('design-count').textContent.includes(w),
        `${THREE_KINGS_POSITIONS.toLocaleString('en-US')} positions`,
      );
      await page.click('#solve-button');
      await page.waitForSelector('#progress:not([hidden])');

      // B deployed meanwhile; the page asks for updates (as a navigation would) and B takes over.
      const b = deploy('B');
      await updateAndWaitForTakeOver(page, 1);
      assert.ok((await buildCaches()).includes(cacheA), "B keeps A's cache one build");

      // The solve ends on build A, with the right answer, and no progress left on screen.
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'hunters', null, {
        timeout: 120000,
      });
      await page.waitForSelector('#progress', { state: 'hidden' });
      assert.match(await page.title(), /^(?!B · )/, 'the page is still build A');
      // A's lazy chunk, gone from the host, still loads (from A's cache, kept by B).
      // (no-store: not from the browser's HTTP cache, which may have lost it as well)
      const status = await page.evaluate(async (u) => (await fetch(u, { cache: 'no-store' })).status, chunkA);
      assert.equal(status, 200, 'the old build keeps its files');
      assert.equal(fs.existsSync(path.join(dir, chunkA)), false);

      // The next visit is build B.
      await page.reload();
      await page.waitForSelector('body.ready');
      assert.match(await page.title(), /^B · /, 'the reload shows build B');
      assert.equal(
        await page.evaluate(() => document.querySelector('script[type="module"]').getAttribute('src')),
        b.main,
      );
      await waitSolved(page);

      // A third deploy drops A's cache and keeps B's (one build back).
      const cacheB = (await buildCaches()).find((k) => k !== cacheA);
      deploy('C', b);
      await updateAndWaitForTakeOver(page, 1);
      const left = await buildCaches();
      assert.ok(!left.includes(cacheA) && left.includes(cacheB) && left.length === 2, left.join(', '));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
