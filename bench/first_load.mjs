// first_load: the page's first answer on a phone's network, in headless Chromium.
//
//   bash scripts/build.sh wasm && node scripts/build-web.mjs --solver=wasm && node bench/first_load.mjs [RUNS]
//
// The network is Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
// It is made by a TCP proxy in this script between Chromium and scripts/serve-web.mjs: every
// byte each way waits half the round trip and shares one link of that bandwidth (so the
// service worker's requests and the workers' are slowed as the page's are, which DevTools'
// throttling of one page would not do). Each visit is a fresh browser context: no HTTP cache, no
// service worker. Times are from the navigation's start to the answer shown (the answer box
// solved, performance.now() in the page), best of RUNS (default 3).
//
// Rows:
//   the unbundled page (node scripts/build-web.mjs --dev, built here into build/web-dev), served
//     as it is: the baseline, the page as it was before the bundles;
//   build/web served as it is (no compression);
//   build/web served compressed as hosts serve it: gzip only (GitHub Pages), and Brotli where the
//     browser takes it (Chromium asks for it even over plain http);
//   a repeat visit: the same context after the first visit, its service worker installed.
// With --links (the first visit through a shared link, served gzip): the default page, then a
// link of each kind that needs more than the graph games — a police-and-thief board, a design, a
// gallery game (Fox and Hounds), a puzzle of police and thief — made by the page's own share code
// (an unthrottled page presses Share; the puzzle link is lib/puzzle.js's encodePuzzleLink). The
// answer of each kind: the answer box solved for the boards and designs (#answer, as for the graph
// games), the puzzle set out and the human to move for a puzzle (its board solved).
// Requests: those the server received until the answer showed. Writes build/bench-data/first-load.json
// (first-load-links.json with --links).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve-web.mjs';
import { readPack, encodePuzzleLink } from '../web/lib/puzzle.js';
import { registerShareLinks } from '../web/app/links.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LINKS = process.argv.includes('--links');
const RUNS = Number(process.argv.slice(2).find((a) => !a.startsWith('--'))) || 3;
const RTT = 150,
  DOWN = 1.6e6 / 8,
  UP = 750e3 / 8; // ms, bytes per second
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// One direction of the link: bytes queue behind each other at `rate`, then travel RTT/2.
function link(rate) {
  let free = 0;
  return (bytes) => {
    const now = performance.now();
    free = Math.max(free, now) + (bytes / rate) * 1000;
    return free + RTT / 2 - now; // ms until these bytes arrive
  };
}
// A throttling TCP proxy to `port`; returns { port, close }.
async function throttle(port) {
  const down = link(DOWN),
    up = link(UP);
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    // Bytes still on their way when one side closes are delivered first (a closed upstream
    // keep-alive connection must not cut a response the link is still carrying).
    let last = 0;
    const pipe = (from, to, dir) =>
      from.on('data', (buf) => {
        for (let i = 0; i < buf.length; i += 8192) {
          const piece = buf.subarray(i, i + 8192);
          const wait = dir(piece.length);
          last = Math.max(last, performance.now() + wait);
          setTimeout(() => {
            if (!to.destroyed) to.write(piece);
          }, wait);
        }
      });
    pipe(client, upstream, up);
    pipe(upstream, client, down);
    let ending = false;
    const end = () => {
      if (ending) return;
      ending = true;
      setTimeout(
        () => {
          client.end();
          upstream.end();
        },
        Math.max(0, last - performance.now()) + 20,
      );
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: server.address().port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

// The time the answer showed, from the page: the answer box solved, or for a puzzle link the
// puzzle set out (its board solved: the human to move, or the game over).
function recordAnswer(kind) {
  const shown = () => {
    if (kind === 'puzzle') {
      const pm = /** @type {any} */ (window).whowins?.puzzles;
      return pm && pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
    }
    const a = document.getElementById('answer');
    return a && a.dataset.full && !document.querySelector('#progress:not([hidden])');
  };
  const poll = () => {
    if (shown()) {
      window.__firstAnswer = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function visit(browser, url, context, served) {
  const page = await context.newPage();
  const before = served.count;
  const bytesBefore = served.bytes;
  await page.goto(url, { waitUntil: 'commit', timeout: 60000 });
  await page.waitForFunction(() => window.__firstAnswer !== undefined, null, { timeout: 60000, polling: 20 });
  const ms = await page.evaluate(() => window.__firstAnswer);
  return { page, ms, requests: served.count - before, bytes: served.bytes - bytesBefore };
}

async function scenario(browser, { name, dir, compress, repeat, hash = '', kind = 'answer' }) {
  const served = { count: 0, bytes: 0 };
  const { server, url } = await startServer({
    root: dir,
    port: 0,
    quiet: true,
    compress,
    onRequest: (req) => {
      served.count++;
      if (process.env.DEBUG) console.error(`  ${name}: ${req.url} (${req.headers['accept-encoding'] ?? ''})`);
    },
  });
  server.on('request', (req, res) => {
    const w = res.write.bind(res);
    res.write = (c, ...a) => {
      served.bytes += c?.length ?? 0;
      return w(c, ...a);
    };
  });
  const proxy = await throttle(server.address().port);
  const target = `http://127.0.0.1:${proxy.port}${new URL(url).pathname}${process.env.QUERY ?? ''}${hash}`;
  const runs = [];
  try {
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(recordAnswer, kind);
      await context.addInitScript(() => {
        try {
          localStorage.setItem('whowins.intro', 'seen');
        } catch {
          /* storage off */
        }
      });
      let v = await visit(browser, target, context, served);
      if (repeat) {
        // Wait for the service worker to hold the page, then come back.
        await v.page.evaluate(() => navigator.serviceWorker.ready.then(() => new Promise((r) => setTimeout(r, 300))));
        await v.page.close();
        v = await visit(browser, target, context, served);
      }
      runs.push({ ms: Math.round(v.ms), requests: v.requests, bytes: v.bytes });
      await context.close();
      console.error(
        `${name}: run ${r + 1}: ${Math.round(v.ms)} ms, ${v.requests} requests, ${Math.round(v.bytes / 1024)} KB`,
      );
    }
  } finally {
    await proxy.close();
    await new Promise((r) => server.close(r));
  }
  const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  return { name, ...best, runs };
}

if (!fs.existsSync(path.join(ROOT, 'build/web/index.html')))
  throw new Error('build/web is missing: node scripts/build-web.mjs --solver=wasm');
if (!LINKS)
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs'), '--dev', '--out=build/web-dev'], {
    stdio: 'ignore',
  });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// The links, made by the page's own share code on an unthrottled page (the hash only).
async function makeLinks(browser) {
  const { server, url } = await startServer({ root: path.join(ROOT, 'build/web'), port: 0, quiet: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  const solved = () =>
    page.waitForFunction(
      () => document.getElementById('answer')?.dataset.full && !document.querySelector('#progress:not([hidden])'),
      null,
      { timeout: 60000 },
    );
  const shared = async () => {
    await page.click('#share-button');
    await page.waitForFunction(() => location.hash.startsWith('#v1.'));
    return page.evaluate(() => location.hash);
  };
  try {
    await page.goto(`${url}?preset=ct-open-8`);
    await solved();
    const board = await shared();
    await page.goto(`${url}?preset=design:two-hounds`);
    await page.waitForFunction(() => window.whowins?.design?.design?.name);
    await solved();
    const design = await shared();
    await page.goto(url);
    await solved();
    await page.click('[data-page-mode="gallery"]');
    await page.click('#gallery-fox-and-hounds [data-gallery="share"]');
    await page.waitForFunction(() => document.querySelector('#gallery-fox-and-hounds .gallery-out')?.value);
    const gallery = new URL(await page.inputValue('#gallery-fox-and-hounds .gallery-out')).hash;
    registerShareLinks();
    const pack = readPack(JSON.parse(fs.readFileSync(path.join(ROOT, 'web/puzzles/packs/cop-thief.json'), 'utf8')));
    const puzzle = encodePuzzleLink(pack[Math.floor(pack.length / 2)]).hash;
    return [
      { name: 'a police-and-thief board (Open 8 × 8 field)', hash: board },
      { name: 'a design (Two hounds)', hash: design },
      { name: 'a gallery game (Fox and Hounds)', hash: gallery },
      { name: 'a puzzle of police and thief', hash: puzzle, kind: 'puzzle' },
    ];
  } finally {
    await context.close();
    await new Promise((r) => server.close(r));
  }
}

const results = [];
try {
  if (LINKS) {
    const links = await makeLinks(browser);
    for (const l of links) console.error(`${l.name}: ${l.hash.slice(0, 60)}${l.hash.length > 60 ? '…' : ''}`);
    // WEB_DIR: another built page to time through the same links (e.g. the build before a change).
    const dir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(ROOT, 'build/web');
    results.push(await scenario(browser, { name: 'the page, no link (gzip)', dir, compress: 'gzip' }));
    // ONLY=<regex>: the links whose names match.
    for (const l of links.filter((l) => !process.env.ONLY || new RegExp(process.env.ONLY, 'i').test(l.name)))
      results.push(await scenario(browser, { ...l, name: `link: ${l.name} (gzip)`, dir, compress: 'gzip' }));
  }
  if (!LINKS && !process.env.ONLY)
    results.push(
      await scenario(browser, {
        name: 'unbundled page (before), as it is',
        dir: path.join(ROOT, 'build/web-dev'),
        compress: false,
      }),
    );
  if (!LINKS) await defaultRows();
} finally {
  await browser.close();
}

async function defaultRows() {
  results.push(
    await scenario(browser, { name: 'build/web, as it is', dir: path.join(ROOT, 'build/web'), compress: false }),
  );
  results.push(
    await scenario(browser, {
      name: 'build/web, gzip (as GitHub Pages serves)',
      dir: path.join(ROOT, 'build/web'),
      compress: 'gzip',
    }),
  );
  results.push(
    await scenario(browser, {
      name: 'build/web, Brotli (as Netlify, Cloudflare serve)',
      dir: path.join(ROOT, 'build/web'),
      compress: true,
    }),
  );
  results.push(
    await scenario(browser, {
      name: 'build/web, Brotli, repeat visit',
      dir: path.join(ROOT, 'build/web'),
      compress: true,
      repeat: true,
    }),
  );
}
const base = results[0].ms;
console.log(
  `Throttled: ${RTT} ms round trip, ${(DOWN * 8) / 1e6} Mbit/s down, ${(UP * 8) / 1e3} kbit/s up; best of ${RUNS}.\n`,
);
console.log(`| visit | first answer | vs ${LINKS ? 'the page' : 'unbundled'} | requests | bytes |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.name} | ${(r.ms / 1000).toFixed(2)} s | ${(r.ms / base).toFixed(2)}× | ${r.requests} | ${Math.round(r.bytes / 1024)} KB |`,
  );
fs.mkdirSync(path.join(ROOT, 'build/bench-data'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, `build/bench-data/first-load${LINKS ? '-links' : ''}.json`),
  JSON.stringify({ rttMs: RTT, downBps: DOWN * 8, upBps: UP * 8, results }, null, 2) + '\n',
);
