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
// Requests: those the server received until the answer showed. Writes build/bench-data/first-load.json.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve-web.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.argv[2]) || 3;
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

// The time the answer showed, from the page.
function recordAnswer() {
  const poll = () => {
    const a = document.getElementById('answer');
    if (a && a.dataset.full && !document.querySelector('#progress:not([hidden])')) {
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

async function scenario(browser, { name, dir, compress, repeat }) {
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
  const target = `http://127.0.0.1:${proxy.port}${new URL(url).pathname}${process.env.QUERY ?? ''}`;
  const runs = [];
  try {
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(recordAnswer);
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
const results = [];
try {
  if (!process.env.ONLY)
    results.push(
      await scenario(browser, {
        name: 'unbundled page (before), as it is',
        dir: path.join(ROOT, 'build/web-dev'),
        compress: false,
      }),
    );
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
} finally {
  await browser.close();
}
const base = results[0].ms;
console.log(
  `Throttled: ${RTT} ms round trip, ${(DOWN * 8) / 1e6} Mbit/s down, ${(UP * 8) / 1e3} kbit/s up; best of ${RUNS}.\n`,
);
console.log('| visit | first answer | vs unbundled | requests | bytes |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.name} | ${(r.ms / 1000).toFixed(2)} s | ${(r.ms / base).toFixed(2)}× | ${r.requests} | ${Math.round(r.bytes / 1024)} KB |`,
  );
fs.mkdirSync(path.join(ROOT, 'build/bench-data'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'build/bench-data/first-load.json'),
  JSON.stringify({ rttMs: RTT, downBps: DOWN * 8, upBps: UP * 8, results }, null, 2) + '\n',
);
