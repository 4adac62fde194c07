// Browser tests of a first visit through a shared link of each kind (a fresh context: no cache,
// no service worker): a police-and-thief board, a design, a gallery game (Fox and Hounds), a
// puzzle of police and thief, a graph game's link and a preset named in the address
// (?preset=ct-open-8, ?preset=design:two-hounds) each open solved with their answer, and the
// page downloads the module the link needs first (lib/link-module.js), never the small first one
// for anything but a graph game: the boards' module for a board or a puzzle of one, the designs'
// module for a design or a gallery game, the small one for a graph game. The link's own solve is
// the first the worker is asked (a puzzle link's editor behind it waits unsolved), and a puzzle
// link asks for no pack before its puzzle's solve. A design past what the designs' first module
// solves (it has no kernels) opens in the full module at once.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './browser.mjs';
import { shareHash, triangleState } from '../test/share-states.mjs';
import { readPack, encodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';
import { GALLERY } from '../lib/gallery.js';
import { parseBoard } from '../cop-thief/board.js';

registerShareLinks();
const gallery = (id) => GALLERY.find((g) => g.id === id);
const policeThief = gallery('police-and-thief');
const fox = gallery('fox-and-hounds');
// The gallery's police and thief (cp-algorithms' example) as a board of the grid game.
const board = parseBoard(`3 5\n${policeThief.design.board.grid.join('\n')}\n`);
const hash = shareHash;
// Two kings hunting a king on an open 21 × 21 board (bench/two-kings-hunt-a-king-25.json's rules): 85,960,602
// positions, past what the designs' first module solves.
const bigDesign = (() => {
  const n = 21;
  const rows = Array.from({ length: n }, () => '.'.repeat(n).split(''));
  rows[0][0] = 'A';
  rows[0][n - 1] = 'B';
  rows[n >> 1][n >> 1] = 'R';
  const rules = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'two-kings-hunt-a-king-25.json'), 'utf8'));
  return { ...rules, name: 'two kings hunt a king 21', board: { grid: rows.map((r) => r.join('')) } };
})();
const copThiefPack = readPack(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'web', 'puzzles', 'packs', 'cop-thief.json'), 'utf8')),
);

// The answer box solved with the link's answer.
const solved = (page) =>
  page.waitForFunction(
    () => document.getElementById('answer')?.dataset.full && !document.querySelector('#progress:not([hidden])'),
    null,
    { timeout: 60000 },
  );
const LINKS = [
  {
    kind: 'a police-and-thief board',
    hash: () => hash({ game: 'cop-thief', board: board.board, pos: null, fix: 1 }),
    first: 'whowins-boards',
    game: 'cop-thief',
    async check(page) {
      await solved(page);
      assert.equal(await page.inputValue('#game-select'), 'cop-thief');
      // The grid game's answer (for the side to move) is the gallery design's (another engine,
      // the same game): the police move first and the thief wins.
      assert.deepEqual([policeThief.design.first, policeThief.answer.winner], ['police', 'thief']);
      assert.equal(await page.textContent('#answer'), 'LOSS');
    },
  },
  {
    kind: 'a design (police and thief written as one)',
    hash: () => hash({ game: 'design', design: JSON.stringify(policeThief.design), view: null }),
    first: 'whowins-designs',
    game: 'design',
    async check(page) {
      await solved(page);
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), policeThief.design.name);
      assert.equal(await page.textContent('#answer'), policeThief.answer.winner);
    },
  },
  {
    kind: 'a gallery game (Fox and Hounds)',
    hash: () => hash({ game: 'design', design: JSON.stringify(fox.design), view: null }),
    first: 'whowins-designs',
    game: 'design',
    async check(page) {
      await solved(page);
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), fox.design.name);
      assert.equal(await page.textContent('#answer'), fox.answer.winner ?? 'draw');
      // Solved on arrival with its progress shown (a solve of a moment and more).
      assert.equal(await page.evaluate(() => window.__progressSeen), true, 'the progress bar showed');
    },
  },
  {
    kind: 'a puzzle of police and thief',
    hash: () => encodePuzzleLink(copThiefPack[Math.floor(copThiefPack.length / 2)]).hash,
    first: 'whowins-boards',
    game: 'cop-thief',
    async check(page) {
      await page.waitForFunction(
        () => {
          const pm = window.whowins.puzzles;
          return pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
        },
        null,
        { timeout: 60000 },
      );
      assert.equal(await page.evaluate(() => window.whowins.puzzles.setId), 'link');
      assert.equal(await page.evaluate(() => window.whowins.puzzles.board.humanToMove()), true);
      // No pack asked for before the puzzle's own solve (they load after it, for the set menu).
      const log = await page.evaluate(() => window.__asked);
      const solveAt = log.indexOf('open cop-thief');
      const packAt = log.findIndex((entry) => entry.startsWith('fetch ') && entry.includes('/packs/'));
      assert.ok(solveAt >= 0 && (packAt < 0 || solveAt < packAt), log.join(', '));
      // The packs follow (the set menu lists them) and the editor behind waits unsolved.
      await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length > 2);
      assert.equal(
        await page.evaluate(() => window.__asked.filter((e) => e.startsWith('open ')).length),
        1,
        (await page.evaluate(() => window.__asked)).join(', '),
      );
    },
  },
  {
    kind: 'a graph game (a directed triangle)',
    hash: () => hash(triangleState('generic')),
    first: 'whowins-lite',
    game: 'generic',
    async check(page) {
      await solved(page);
      assert.equal(await page.evaluate(() => window.whowins.model.n), 3);
      assert.equal(await page.textContent('#answer'), 'DDD', 'round a cycle every vertex is a draw');
    },
  },
  {
    kind: 'a preset of a board (?preset=ct-open-8)',
    hash: () => '?preset=ct-open-8',
    first: 'whowins-boards',
    game: 'cop-thief',
    async check(page) {
      await solved(page);
      assert.equal(await page.inputValue('#game-select'), 'cop-thief');
      assert.equal(await page.inputValue('#preset-select'), 'ct-open-8');
    },
  },
  {
    kind: 'a big design (two kings hunting a king on an open 21 × 21 board, 85,960,602 positions)',
    hash: () => hash({ game: 'design', design: JSON.stringify(bigDesign), view: null }),
    first: 'whowins-designs',
    game: 'design',
    async check(page, modules) {
      await solved(page);
      // Past the designs' module's 50 million positions: the full module is asked for at once, not after the answer.
      assert.ok(modules.includes('whowins'), `the full module before the answer: ${modules.join(', ')}`);
      const cli = execFileSync(path.join(ROOT, 'build', 'native', 'whowins'), ['design'], {
        input: JSON.stringify(bigDesign),
      });
      assert.equal(await page.textContent('#answer'), cli.toString().trim());
    },
  },
  {
    kind: 'a preset of a design (?preset=design:two-hounds)',
    hash: () => '?preset=design:two-hounds',
    first: 'whowins-designs',
    game: 'design',
    async check(page) {
      await solved(page);
      assert.equal(await page.inputValue('#game-select'), 'design');
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), 'Two hounds and a hare');
    },
  },
];

export const tests = LINKS.map((link) => ({
  name: `links: a first visit through ${link.kind} opens solved, ${link.first} first`,
  async fn(env) {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      await context.addInitScript(() => {
        localStorage.setItem('whowins.intro', 'seen');
        const watch = () => {
          if (document.querySelector('#progress:not([hidden])')) window.__progressSeen = true;
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
        // What the page asks, in order: the worker's solves ('open <game>') and its fetches.
        window.__asked = [];
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (message, ...rest) {
          if (message?.type === 'open') window.__asked.push(`open ${message.game}`);
          return post.call(this, message, ...rest);
        };
        const fetchOf = window.fetch;
        window.fetch = function (input, ...rest) {
          window.__asked.push(`fetch ${input instanceof Request ? input.url : String(input)}`);
          return fetchOf.call(this, input, ...rest);
        };
      });
      const modules = [];
      // The page's requests in order, and when the first module's response had all come.
      const asked = [];
      let moduleDone = -1;
      context.on('request', (r) => {
        if (r.serviceWorker()) return; // the service worker's copies for offline use, after the answer
        const path = new URL(r.url()).pathname;
        asked.push(path);
        const m = /\/(whowins(?:-lite|-boards|-designs|-mt)?)-[0-9a-f]+\.wasm$/.exec(path);
        if (m) modules.push(m[1]);
      });
      context.on('requestfinished', (r) => {
        if (moduleDone < 0 && /\/whowins[a-z-]*-[0-9a-f]+\.wasm$/.test(new URL(r.url()).pathname))
          moduleDone = asked.length;
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(env.url + link.hash());
      await page.waitForSelector('body.ready');
      await link.check(page, modules);
      // The link's module first (the full one follows the first answer where that was smaller).
      assert.equal(modules[0], link.first, modules.join(', '));
      if (link.first !== 'whowins-lite') assert.ok(!modules.includes('whowins-lite'), 'never the small module');
      // The link's own solve is the worker's first.
      const opened = (await page.evaluate(() => window.__asked)).filter((entry) => entry.startsWith('open '));
      assert.equal(opened[0], `open ${link.game}`, opened.join(', '));
      // The tools no first answer needs (app/tools.js) come in a chunk of their own, asked for only once
      // the module has come (their bytes never share the link with it) — a puzzle link's at once (its
      // answer is a puzzle).
      const tools = asked.findIndex((path) => /\/assets\/tools-[A-Z0-9]+\.js$/.test(path));
      assert.ok(tools >= 0, `the tools' chunk is loaded: ${asked.join(', ')}`);
      if (link.kind.includes('puzzle')) assert.ok(tools < moduleDone, asked.join(', '));
      else assert.ok(moduleDone >= 0 && tools >= moduleDone, `${moduleDone}: ${asked.join(', ')}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
}));
