// Browser tests of puzzle mode: a pack puzzle played to the end by mouse (key, then the
// solution), a wrong move (missed, with the refutation), a hint, a shared puzzle link, the
// daily puzzle across a reload, puzzles mined from a painted board (and the 64×64 timing),
// and the editor's work coming back after puzzles.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openPage, waitSolved, ROOT } from './browser.mjs';
import { withPage, boardCellPoint } from './page.e2e.mjs';
import { boardToText, randomOpenField, rng } from '../cop-thief/board.js';
import { readPack, encodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's part of links and puzzles, as the page does

const PACKS = path.join(ROOT, 'web', 'puzzles', 'packs');
// A pack's puzzles of one kind, in the order of the page's set (pack:<game> or hold:<game>).
const packPuzzles = (game, kind = 'win') =>
  JSON.parse(fs.readFileSync(path.join(PACKS, `${game}.json`), 'utf8')).puzzles.filter((p) => p.kind === kind);

// Waits until the puzzle is loaded and it is the user's move (or the puzzle is over).
export async function ready(page) {
  await page.waitForFunction(
    () => {
      const pm = window.whowins.puzzles;
      return pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
    },
    null,
    { timeout: 30000 },
  );
}

export async function openSet(page, setId, index = null) {
  if (!(await page.evaluate(() => window.whowins.puzzles.active))) await page.click('[data-page-mode="puzzles"]');
  await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
  await page.selectOption('#puzzle-source', setId);
  await ready(page);
  if (index !== null) {
    // Step with Next until the index is reached (the list starts at the first unsolved).
    while ((await page.evaluate(() => window.whowins.puzzles.index)) !== index) {
      await page.click('#puzzle-next-top');
      await ready(page);
    }
  }
}

const verdict = (page) => page.textContent('#puzzle-verdict');
const current = (page) =>
  page.evaluate(() => ({ uid: window.whowins.puzzles.puzzle.uid, key: window.whowins.puzzles.puzzle.key }));

// A click on a board cell (r, c), 0-based.
async function clickCell(page, r, c) {
  const p = await boardCellPoint(page, r, c);
  await page.mouse.click(p.x, p.y);
}

// Plays the winner's best move (the page's solver knows it) until the puzzle ends.
async function playOut(page) {
  for (let k = 0; k < 200; k++) {
    if (await page.evaluate(() => window.whowins.puzzles.attempt.solved || window.whowins.puzzles.board.over())) return;
    await ready(page);
    if (await page.evaluate(() => window.whowins.puzzles.attempt.solved)) return; // a hold may end on the solver's ply
    const best = await page.evaluate(() => window.whowins.puzzles.board.best());
    if (best === null) return;
    await page.click(`[data-puzzle-move="${best}"]`);
    await page.waitForTimeout(50);
  }
}

export const tests = [
  {
    name: 'puzzles: touch — a tap on the board plays the key',
    async fn(env) {
      const context = await env.browser.newContext({
        viewport: { width: 1024, height: 800 },
        hasTouch: true,
        isMobile: false,
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(env.url);
        await page.waitForSelector('body.ready');
        await waitSolved(page);
        await page.tap('[data-page-mode="puzzles"]');
        await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
        await page.selectOption('#puzzle-source', 'pack:cop-thief');
        await ready(page);
        const pz = await page.evaluate(() => window.whowins.puzzles.puzzle);
        // The key: the first move of the line, a cell [r, c].
        const [kr, kc] = pz.key;
        const k = await boardCellPoint(page, kr, kc);
        assert.ok(k.x > 0);
        await page.touchscreen.tap(k.x, k.y);
        await page.waitForFunction(
          () => window.whowins.puzzles.attempt.humanMoves === 1 || window.whowins.puzzles.attempt.solved,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'puzzles: a police-and-thief pack puzzle by mouse — the key, the solver defends, solved; the map is hidden until then',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        const list = packPuzzles('cop-thief');
        const index = list.findIndex((p) => p.plies >= 3 && p.to_move === 'police');
        await openSet(page, 'pack:cop-thief', index);
        const pz = list[index];
        assert.equal((await current(page)).uid.endsWith(pz.id), true);
        assert.match(await page.textContent('#puzzle-task'), new RegExp(`Police to move: win in ${pz.plies} plies`));
        // No outcome colours while the puzzle is open.
        assert.equal(await page.evaluate(() => window.whowins.copThief.cellLabel(0)), null);
        await clickCell(page, pz.key[0], pz.key[1]); // the key, by mouse on the board
        await playOut(page);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
        assert.match(await verdict(page), /Solved, clean/);
        assert.match(await page.textContent('#puzzle-progress'), /1 solved \(1 clean, 0 hinted\)/);
        // After the end the map shows the outcomes again.
        await page.waitForFunction(() => window.whowins.state.hideOutcomes === false);
      });
    },
  },
  {
    name: 'puzzles: a wrong move is a miss with its refutation; a hint; retry; keyboard N moves on',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        const list = packPuzzles('cat-mouse');
        const index = list.findIndex((p) => p.moves >= 2 && p.plies >= 3);
        await openSet(page, 'pack:cat-mouse', index);
        const pz = list[index];
        // The buttons play the session's positions; the key is the one to node pz.key.
        await page.waitForFunction(
          (k) => [...document.querySelectorAll('[data-puzzle-move]')].some((b) => b.textContent === `node ${k}`),
          pz.key,
        );
        const buttons = await page.$$eval('[data-puzzle-move]', (bs) =>
          bs.map((b) => ({ move: b.dataset.puzzleMove, text: b.textContent })),
        );
        const keyMove = buttons.find((b) => b.text === `node ${pz.key}`)?.move;
        assert.notEqual(keyMove, undefined, JSON.stringify({ buttons, key: pz.key }));
        const wrong = buttons.find((b) => b.move !== keyMove)?.move;
        assert.notEqual(wrong, undefined);
        await page.click(`[data-puzzle-move="${wrong}"]`);
        await page.waitForFunction(
          () => /Refutation:/.test(document.getElementById('puzzle-verdict').textContent),
          null,
          { timeout: 10000 },
        );
        assert.match(await verdict(page), /Not this one\. Moving to node \d+: that (lets|loses|still wins)/);
        assert.match(await page.textContent('#puzzle-progress'), /1 missed/);
        // The position did not change: it is still the user's move, and the third hint shows the key.
        for (const level of [1, 2, 3]) {
          await page.keyboard.press('h');
          await page.waitForFunction(
            (k) => document.getElementById('puzzle-verdict').textContent.startsWith(`Hint ${k} of 3:`),
            level,
          );
        }
        assert.match(await verdict(page), new RegExp(`Hint 3 of 3: .*node ${pz.key}`));
        await page.keyboard.press('r');
        await ready(page);
        assert.equal(await verdict(page), '');
        await page.click(`[data-puzzle-move="${keyMove}"]`);
        await playOut(page);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
        assert.match(await verdict(page), /Solved/);
        const before = await page.evaluate(() => window.whowins.puzzles.index);
        await page.keyboard.press('n');
        await ready(page);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.index), before + 1);
      });
    },
  },
  {
    name: 'puzzles: hold the draw — a losing move misses; the key and the hold against the solver’s way out, on a graph, a two-token game and a design (the robber’s escape)',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        for (const game of ['cat-mouse', 'generic', 'design']) {
          const list = packPuzzles(game, 'draw');
          const index = list.findIndex(
            (p) =>
              p.plies >= 3 && (game !== 'design' || /two-cops/.test(JSON.stringify(p.places)) || p.mover === 'robber'),
          );
          assert.ok(index >= 0, game);
          await openSet(page, `hold:${game}`, index);
          const pz = await page.evaluate(() => window.whowins.puzzles.puzzle);
          assert.equal(pz.kind, 'draw');
          assert.match(
            await page.textContent('#puzzle-task'),
            game === 'design' ? /escape: keep the game going for \d+ plies/ : /hold the draw for \d+ plies/,
          );
          if (game === 'cat-mouse') {
            // A move that loses: a miss with its refutation; the position stays.
            const moves = await page.$$eval('[data-puzzle-move]', (bs) => bs.map((b) => Number(b.dataset.puzzleMove)));
            const best = await page.evaluate(() => window.whowins.puzzles.board.best());
            await page.click(`[data-puzzle-move="${moves.find((m) => m !== best)}"]`);
            await page.waitForFunction(
              () => /Not this one/.test(document.getElementById('puzzle-verdict').textContent),
              null,
              { timeout: 10000 },
            );
            assert.match(await verdict(page), /that loses: the \w+ wins? in/);
            assert.match(await page.textContent('#puzzle-progress'), /1 missed/);
            await page.keyboard.press('r');
            await ready(page);
          }
          await playOut(page);
          await page.waitForFunction(() => window.whowins.puzzles.attempt.solved, null, { timeout: 20000 });
          assert.match(await verdict(page), game === 'design' ? /Escaped/ : /Held/);
          assert.match(await verdict(page), /(held for \d+ plies|position came back|stopped without a winner)/);
          const played = await page.evaluate(() => window.whowins.puzzles.attempt.played);
          assert.ok(played <= pz.plies && played >= 1, `${game}: ${played} plies of ${pz.plies}`);
        }
      });
    },
  },
  {
    name: 'puzzles: a shared puzzle link opens that puzzle (the answer is not in it); the daily puzzle is the same on reload',
    async fn(env) {
      let link = '',
        uid = '',
        daily = '';
      await withPage(env, {}, async (page, context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await waitSolved(page);
        await openSet(page, 'pack:generic', 30);
        uid = (await current(page)).uid;
        await page.click('#puzzle-share');
        await page.waitForFunction(() => location.hash.startsWith('#z1.'));
        link = await page.evaluate(() => location.href);
        await openSet(page, 'daily');
        daily = (await current(page)).uid;
        await page.reload();
        await page.waitForSelector('body.ready');
        await openSet(page, 'daily');
        assert.equal((await current(page)).uid, daily);
      });
      // The puzzle by its full uid (ids repeat across a pack's sources).
      const key = readPack(JSON.parse(fs.readFileSync(path.join(PACKS, 'generic.json'), 'utf8'))).find(
        (p) => p.uid === uid,
      )?.key;
      assert.ok(!link.includes(`"key":${key}`));
      const { page, context, errors } = await openPage(env, { query: link.slice(link.indexOf('#')) });
      try {
        await ready(page);
        assert.equal((await current(page)).uid, uid);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.setId), 'link');
        // The key comes from the solve, not the link: it is the only winning move.
        assert.equal((await page.evaluate(() => window.whowins.puzzles.board.best())) + 1, key);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
      // A link whose position is not a puzzle of the stated length: the solve says so.
      const pz = readPack(JSON.parse(fs.readFileSync(path.join(PACKS, 'generic.json'), 'utf8')))[30];
      const tampered = encodePuzzleLink({ ...pz, plies: pz.plies + 2 }).hash;
      await withPage(env, { query: tampered }, async (page) => {
        await page.waitForFunction(
          () => /does not hold a puzzle/.test(document.getElementById('puzzle-verdict').textContent),
          null,
          { timeout: 30000 },
        );
      });
      // A damaged puzzle link: a message, the editor.
      await withPage(env, { query: '#z1.bm90IGEgcHV6emxl' }, async (page) => {
        await page.waitForFunction(() =>
          /puzzle link could not be opened/.test(document.getElementById('parse-message').textContent),
        );
        assert.equal(await page.evaluate(() => window.whowins.puzzles.active), false);
      });
    },
  },
  {
    name: 'puzzles: mined from a painted 64×64 board (timed), a move played; leaving puzzles gives the board back',
    async fn(env) {
      await withPage(env, { query: '?preset=ct-open-8' }, async (page) => {
        await waitSolved(page);
        const text = boardToText(randomOpenField(64, 64, rng(7), { exits: 3 }));
        await page.fill('#board-text', text);
        await page.click('#board-read');
        await page.keyboard.press('Escape');
        await page.click('#solve-button');
        await waitSolved(page, 60000);
        await page.waitForFunction(() => window.whowins.copThief.solution);
        await page.click('#mine-puzzles');
        await page.waitForFunction(() => window.whowins.puzzles.setId === 'mined', null, { timeout: 60000 });
        await ready(page);
        const status = await page.textContent('#status');
        const m = /Found (\d+) puzzles in your board in ([\d.]+ m?s)/.exec(status);
        assert.ok(m, status);
        const ms = await page.evaluate(() => window.whowins.puzzles.sets.mined.ms);
        fs.mkdirSync(path.join(ROOT, 'build', 'e2e-data'), { recursive: true });
        fs.writeFileSync(
          path.join(ROOT, 'build', 'e2e-data', 'puzzles-64x64.json'),
          JSON.stringify({ board: '64x64 open field, 3 exits (rng 7)', puzzles: Number(m[1]), ms }) + '\n',
        );
        // The winner's best move is accepted (the mined puzzles on an open 64×64 board are long
        // chases: playing one out is the other tests' job).
        await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves === 1);
        assert.equal(await verdict(page), '');
        await page.click('[data-page-mode="edit"]');
        await waitSolved(page, 60000);
        assert.equal(await page.inputValue('#board-text'), text);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.active), false);
      });
    },
  },
  {
    name: 'puzzles: your history — a missed and a solved puzzle listed, filtered by result, kind and length, the missed one replayed; move buttons named by who moves where',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await openSet(page, 'pack:cop-thief', 0);
        // The buttons' names say who moves where (read once the moves list is filled: the page
        // fills it after the puzzle's position is solved).
        await page.waitForSelector('[data-puzzle-move]');
        const names = await page.$$eval('[data-puzzle-move]', (bs) => bs.map((b) => b.getAttribute('aria-label')));
        assert.ok(
          names.length > 0 && names.every((n) => /^(police|thief) to \(\d+, \d+\)/.test(n)),
          JSON.stringify(names),
        );
        // A miss: any move but the key.
        const missed = (await current(page)).uid;
        const best = await page.evaluate(() => window.whowins.puzzles.board.best());
        const wrong = await page.$$eval(
          '[data-puzzle-move]',
          (bs, b) => bs.map((x) => x.dataset.puzzleMove).find((m) => m !== String(b)),
          best,
        );
        await page.click(`[data-puzzle-move="${wrong}"]`);
        await page.waitForFunction(() => /Not this one/.test(document.getElementById('puzzle-verdict').textContent));
        // A solve: the next puzzle played out.
        await page.keyboard.press('n');
        await ready(page);
        await playOut(page);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
        await page.click('#puzzle-history summary');
        await page.waitForFunction(() => document.querySelectorAll('#history-list [data-replay]').length === 2);
        assert.match(await page.textContent('#history-list'), /✗ missed[\s\S]*|✓ solved/);
        await page.selectOption('#history-result', 'missed');
        assert.equal(await page.locator('#history-list li').count(), 1);
        assert.match(await page.textContent('#history-list'), /✗ missed/);
        const tree = await page.locator('#history-list').ariaSnapshot();
        assert.match(tree, /button "Replay this missed puzzle: /);
        await page.selectOption('#history-length', 'long');
        const long = await page.locator('#history-list [data-replay]').count();
        await page.selectOption('#history-length', '');
        await page.selectOption('#history-kind', 'draw');
        assert.equal(await page.locator('#history-list [data-replay]').count(), 0);
        await page.selectOption('#history-kind', '');
        assert.ok(long <= 1);
        await page.click('#history-list [data-replay]');
        await page.waitForFunction(
          (u) => window.whowins.puzzles.puzzle?.uid === u && window.whowins.puzzles.loading === null,
          missed,
        );
      });
    },
  },
  {
    // Two loads of one puzzle at once (its set picked again while it loads): the first to finish
    // started the newer board before that board was loaded, and the puzzle showed no moves.
    name: 'puzzles: a set picked again while its first puzzle loads — that puzzle is played, its moves listed',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await openSet(page, 'pack:generic');
        const before = await page.evaluate(() => window.whowins.copThief.explorer.session);
        // The police-and-thief set picked, and picked again the moment its first puzzle's board is
        // solved (the puzzle itself still loading).
        await page.evaluate(
          (session) =>
            new Promise((resolve) => {
              const source = /** @type {HTMLSelectElement} */ (document.getElementById('puzzle-source'));
              source.value = 'pack:cop-thief';
              source.dispatchEvent(new Event('change'));
              const pickAgainOnceSolved = () => {
                const solved = window.whowins.copThief.explorer.session;
                if (solved === null || solved === session) return setTimeout(pickAgainOnceSolved, 0);
                source.dispatchEvent(new Event('change'));
                resolve(null);
              };
              pickAgainOnceSolved();
            }),
          before,
        );
        await ready(page);
        const first = packPuzzles('cop-thief')[0];
        assert.ok((await current(page)).uid.endsWith(first.id));
        await page.waitForFunction(() => document.querySelectorAll('[data-puzzle-move]').length > 0, null, {
          timeout: 10000,
        });
        assert.equal(await page.evaluate(() => window.whowins.puzzles.board.humanToMove()), true);
        // And the moves play: the key solves it.
        await playOut(page);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
      });
    },
  },
];
