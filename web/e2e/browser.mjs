// Shared set-up for the browser tests and screenshots: Debian's Chromium through
// playwright-core, and build/web served by scripts/serve-web.mjs on a free port.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve-web.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// WHOWINS_WEB_DIR: another built page (a second tree, so two builds never overwrite each other).
export const BUILD = process.env.WHOWINS_WEB_DIR
  ? path.resolve(process.env.WHOWINS_WEB_DIR)
  : path.join(ROOT, 'build', 'web');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launch() {
  if (!fs.existsSync(path.join(BUILD, 'index.html')))
    throw new Error('build/web is missing: run node scripts/build-web.mjs');
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} not found: apt-get install chromium (scripts/setup.sh does)`);
  // WHOWINS_E2E_ISOLATED=1: every page served cross-origin isolated (COOP/COEP), so every test
  // runs on the threaded module (where the build has it).
  const headers =
    process.env.WHOWINS_E2E_ISOLATED === '1'
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
      : {};
  const { server, url } = await startServer({ root: BUILD, port: 0, quiet: true, headers });
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
  const info = JSON.parse(fs.readFileSync(path.join(BUILD, 'build-info.json'), 'utf8'));
  return {
    url,
    browser,
    solver: info.solver,
    async close() {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

// A page with console errors collected; waits until the page has started. The tests written for
// NEERC 2016 G's sample (Alice and Bob, preset seed001) open it by name: the page's own first
// game is the simpler token game (query '' for that); the first visit's introduction is hidden
// unless `intro`.
// A context whose pages open as a returning visitor's: the first visit's introduction not shown.
// A user's own drawing (two vertices, one edge) as the page saves it in localStorage's whowins.last
// (graph-editor/saved-work.js), for tests that check the page keeps it.
export const SAVED_DRAWING = JSON.stringify({
  game: 'generic',
  misere: false,
  base: 1,
  n: 2,
  xs: [0, 50],
  ys: [0, 0],
  edges: [[0, 1]],
});

export async function skipIntro(context) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('whowins.intro', 'seen');
    } catch {
      /* storage off */
    }
  });
}

export async function openPage(
  env,
  { query = '?preset=seed001', viewport = { width: 1440, height: 900 }, colorScheme = 'light', intro = false } = {},
) {
  const context = await env.browser.newContext({ viewport, colorScheme });
  if (!intro) await skipIntro(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message + (process.env.E2E_STACKS ? '\n' + e.stack : '')));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(env.url + query);
  await page.waitForSelector('body.ready');
  return { page, context, errors };
}

// The outcome letters shown on the board, vertex by vertex, in the view for one side.
export async function boardLetters(page, side = 0) {
  return page.evaluate((s) => {
    const view = document.querySelector(`.view[data-side="${s}"]`);
    if (!view) return null;
    const vs = [...view.querySelectorAll('.v')].sort((a, b) => a.dataset.v - b.dataset.v);
    return vs
      .map((v) => {
        const t = v.querySelector('.badge text').textContent;
        return v.querySelector('.badge').style.display === 'none' ? '?' : t[0];
      })
      .join('');
  }, side);
}

// Waits until the answer box shows a solved answer (not "Solving…").
export async function waitSolved(page, timeout = 20000) {
  await page.waitForFunction(
    () => {
      const a = document.getElementById('answer');
      return a && a.dataset.full && !document.body.querySelector('#progress:not([hidden])');
    },
    null,
    { timeout },
  );
}

// Police and thief: reads `boardText` into the board editor, then presses Solve and resolves
// with the ms from the click to the first outcome map drawn (the page's own timestamps).
export async function solveToFirstMap(page, boardText) {
  await page.evaluate(() => {
    document.getElementById('auto-solve').checked = false;
  });
  await page.fill('#board-text', boardText);
  await page.click('#board-read');
  await page.waitForFunction(() => !window.whowins.copThief.solution);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const t0 = performance.now();
        document.getElementById('solve-button').click();
        const poll = () => {
          const b = window.whowins.copThief;
          if (b.solution && b.explorer.map && b.drawn && b.drawn.mapKey === b.explorer.map.key)
            resolve(b.drawn.at - t0);
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }),
  );
}

// Presses Share and resolves with the link the share box shows, once it shows the address the page
// wrote (never read the box right after the click: the page fills it in its own time).
export async function shareLink(page) {
  await page.click('#share-button');
  await page.waitForFunction(() => {
    const box = document.getElementById('share-box');
    const url = document.getElementById('share-url').value;
    return !box.hidden && url.includes('#v1.') && url === location.href;
  });
  return page.inputValue('#share-url');
}

// An init script (page.addInitScript): the messages to the solver's worker are held from
// window.__holdSolver() on, and sent in order at window.__releaseSolver() — a solver that has not
// answered yet, as on a loaded machine.
export function holdWorkerMessages() {
  const Original = window.Worker;
  let held = null;
  window.__holdSolver = () => {
    held ??= [];
  };
  window.__releaseSolver = () => {
    const sends = held ?? [];
    held = null;
    for (const send of sends) send();
  };
  window.Worker = class extends Original {
    postMessage(...message) {
      if (held) held.push(() => super.postMessage(...message));
      else super.postMessage(...message);
    }
  };
}
