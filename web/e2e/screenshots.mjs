// Screenshots of the page in its main states, into build/screenshots/ (for looking at).
//   node web/e2e/screenshots.mjs
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, waitSolved, ROOT } from './browser.mjs';

const OUT = path.join(ROOT, 'build', 'screenshots');
fs.mkdirSync(OUT, { recursive: true });
const env = await launch();

// Enters puzzle mode on set `setId` and steps to its first puzzle of at least `plies` plies and
// `moves` moves; → a function that waits for the user's turn.
async function openPuzzleAt(page, setId, plies, moves) {
  await page.click('[data-page-mode="puzzles"]');
  await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
  await page.selectOption('#puzzle-source', setId);
  const ready = () =>
    page.waitForFunction(() => {
      const pm = window.whowins.puzzles;
      return pm.loading === null && pm.board && pm.board.humanToMove();
    });
  await ready();
  while (
    await page.evaluate(
      ([p, m]) => window.whowins.puzzles.puzzle.plies < p || window.whowins.puzzles.puzzle.moves < m,
      [plies, moves],
    )
  ) {
    await page.click('#puzzle-next-top');
    await ready();
  }
  return ready;
}

// Opens the police-and-thief hold-the-draw set at a long hold with several moves, plays the
// key and waits for the solver's reply and the user's next turn.
async function holdInProgress(page) {
  const ready = await openPuzzleAt(page, 'hold:cop-thief', 8, 4);
  for (let k = 0; k < 2; k++) {
    const best = await page.evaluate(() => window.whowins.puzzles.board.best());
    await page.click(`[data-puzzle-move="${best}"]`);
    await page.waitForFunction((n) => window.whowins.puzzles.board.plies() >= n, 2 * k + 2);
    await ready();
  }
}
const shot = async (page, name) => {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`build/screenshots/${name}.png`);
};
try {
  for (const scheme of ['light', 'dark']) {
    const { page, context } = await openPage(env, { colorScheme: scheme });
    await waitSolved(page);
    await shot(page, `seed001-${scheme}`);
    // Select vertex 1 in map A.
    const v = page.locator('.view[data-side="0"] .v[data-v="0"]');
    await v.click();
    await shot(page, `position-${scheme}`);
    await context.close();
  }
  {
    const { page, context } = await openPage(env, { query: '?preset=long-chain' });
    await waitSolved(page);
    await page.locator('.view .v[data-v="1"]').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await shot(page, 'best-line');
    await page.locator('#position-body [data-tt="play"][data-human="1"]').click();
    await page.waitForTimeout(900);
    await shot(page, 'play');
    await context.close();
  }
  {
    const { page, context } = await openPage(env, { query: '?preset=random-5k' });
    await waitSolved(page);
    await page.fill('#big-goto-input', '17');
    await page.press('#big-goto-input', 'Enter');
    await shot(page, 'big-graph');
    await context.close();
  }
  {
    const { page, context } = await openPage(env);
    await waitSolved(page);
    await page.fill('#graph-text', '3 2\n1 2\n2 x\n');
    await page.click('#read-text');
    await shot(page, 'parse-error');
    await context.close();
  }
  for (const [preset, scheme] of [
    ['misere-trap', 'light'],
    ['draw-escape', 'dark'],
    ['leetcode913-1', 'light'],
  ]) {
    const { page, context } = await openPage(env, { query: `?preset=${preset}`, colorScheme: scheme });
    await waitSolved(page);
    await page.locator('.view .v[data-v="0"]').click();
    await shot(page, `preset-${preset}`);
    await context.close();
  }
  {
    const { page, context } = await openPage(env, { query: '?preset=random-1m', colorScheme: 'dark' });
    await waitSolved(page, 60000);
    await page.fill('#big-goto-input', '42');
    await page.press('#big-goto-input', 'Enter');
    await shot(page, 'million-edges-dark');
    await context.close();
  }
  {
    const { page, context } = await openPage(env, { query: '?preset=random-300' });
    await waitSolved(page);
    await page.waitForTimeout(800);
    await shot(page, 'random-300');
    await context.close();
  }
  {
    const { page, context } = await openPage(env);
    await waitSolved(page);
    await page.click('#clear-button');
    const box = await page.locator('.view svg').first().boundingBox();
    await shot(page, 'empty-board');
    await page.selectOption('#game-select', 'generic');
    for (const [x, y] of [
      [0.3, 0.35],
      [0.6, 0.3],
      [0.45, 0.65],
      [0.75, 0.6],
    ])
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.keyboard.press('e');
    const pt = (v) => page.evaluate((vv) => window.whowins.views[0].clientPoint(vv), v);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
    ]) {
      const p = await pt(a),
        q = await pt(b);
      await page.mouse.click(p.x, p.y);
      await page.mouse.click(q.x, q.y);
    }
    const p3 = await pt(3);
    await page.mouse.click(p3.x, p3.y);
    await shot(page, 'drawing');
    await page.keyboard.press('?');
    await shot(page, 'help');
    await context.close();
  }
  // The cop-thief board editor and outcome map (a small maze), light and dark.
  for (const scheme of ['light', 'dark']) {
    const { page, context } = await openPage(env, { query: '?preset=ct-small-maze', colorScheme: scheme });
    await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
    await shot(page, scheme === 'light' ? 'board' : 'board-dark');
    await context.close();
  }
  // Police and thief in play against the Casual solver (a bigger maze, the hint's three steps shown) and cat and mouse.
  {
    const { page, context } = await openPage(env, { query: '?preset=ct-open-8&opponent=casual&seed=7' });
    await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
    await page.waitForTimeout(400);
    await page.click('[data-tt="play"][data-human="1"]');
    await page.waitForFunction(() => {
      const e = window.whowins.copThief.explorer;
      return e.mover === 1 && e.pos === e.target && e.pending === 0;
    });
    for (const level of [1, 2, 3]) {
      await page.keyboard.press('h');
      await page.waitForFunction(
        (k) => document.getElementById('status').textContent.startsWith(`Hint ${k} of 3:`),
        level,
      );
    }
    await shot(page, 'board-play');
    await context.close();
  }
  for (const scheme of ['light', 'dark']) {
    const { page, context } = await openPage(env, { query: '?preset=cm-example1', colorScheme: scheme });
    await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0');
    await page.waitForTimeout(900);
    await shot(page, scheme === 'light' ? 'cat-mouse' : 'cat-mouse-dark');
    await context.close();
  }
  {
    const { page, context } = await openPage(env, { query: '?preset=ct-open-8' });
    await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
    await page.evaluate(() => {
      document.getElementById('auto-solve').checked = false;
    });
    await page.fill('#board-rows', '128');
    await page.dispatchEvent('#board-rows', 'change');
    await page.fill('#board-cols', '128');
    await page.dispatchEvent('#board-cols', 'change');
    await page.click('#board-maze');
    await page.click('#solve-button');
    await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent), null, {
      timeout: 120000,
    });
    await shot(page, 'board-128-maze');
    await context.close();
  }
  // Watch the solver mid-way, and Why? on a loss.
  {
    const { page, context } = await openPage(env, { query: '?preset=long-chain' });
    await waitSolved(page);
    await page.click('#watch-button');
    await page.click('#watch-play');
    await page.click('#watch-first');
    for (let i = 0; i < 3; i++) await page.click('#watch-next');
    await shot(page, 'watch');
    await page.click('#watch-stop');
    await page.locator('.view .v[data-v="1"]').click();
    await page.click('#why-button');
    await shot(page, 'why');
    await context.close();
  }
  // Puzzle mode: a police-and-thief pack puzzle after a wrong move (the miss and its refutation).
  {
    const { page, context } = await openPage(env, {});
    await waitSolved(page);
    await openPuzzleAt(page, 'pack:cop-thief', 9, 4);
    const wrong = await page.evaluate(() => {
      const pm = window.whowins.puzzles;
      const b = pm.board.best();
      return pm.board.legalMoves().find((m) => m !== b);
    });
    await page.click(`[data-puzzle-move="${wrong}"]`);
    await page.waitForFunction(() => /Refutation/.test(document.getElementById('puzzle-verdict').textContent));
    await shot(page, 'puzzle');
    await context.close();
  }
  // A hold-the-draw puzzle in progress: the thief found the only move that does not lose and
  // holds on against the police's way out (docs/screenshots/hold.png).
  {
    const { page, context } = await openPage(env, {});
    await waitSolved(page);
    await holdInProgress(page);
    await shot(page, 'hold');
    await context.close();
  }
  for (const [w, h, name] of [
    [1024, 768, 'tablet'],
    [390, 844, 'phone'],
  ]) {
    const { page, context } = await openPage(env, { viewport: { width: w, height: h } });
    await waitSolved(page);
    await shot(page, name);
    await page.screenshot({ path: path.join(OUT, `${name}-full.png`), fullPage: true });
    await context.close();
  }
  // The gallery on a desktop and a phone; Fox and Hounds played from its card; a gallery
  // puzzle with the game's rules beside it (docs/screenshots/gallery*.png, fox-and-hounds.png,
  // gallery-puzzle.png).
  for (const [w, h, name] of [
    [1440, 900, 'gallery'],
    [390, 844, 'gallery-phone'],
  ]) {
    const { page, context } = await openPage(env, { viewport: { width: w, height: h } });
    await page.click('[data-page-mode="gallery"]');
    await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
    await shot(page, name);
    await context.close();
  }
  {
    const { page, context } = await openPage(env);
    await page.click('[data-page-mode="gallery"]');
    await page.click('#gallery-fox-and-hounds [data-gallery="play"]');
    const turn = () =>
      page.waitForFunction(
        () => {
          const x = window.whowins.design?.explorer;
          return x?.play && x.mover === x.play.human && !x.pending && x.pos === x.target;
        },
        null,
        { timeout: 60000 },
      );
    await turn();
    for (let k = 0; k < 3; k++) {
      await page.click('[data-tt="move"]');
      await page.waitForFunction((n) => window.whowins.design.explorer.history.length >= n, 2 * k + 2);
      await turn();
    }
    await shot(page, 'fox-and-hounds');
    await page.click('[data-page-mode="gallery"]');
    await page.click('#gallery-hare-and-hounds [data-gallery="puzzles"]');
    await page.waitForFunction(
      () => {
        const pm = window.whowins.puzzles;
        return pm.active && pm.loading === null && pm.board && pm.board.humanToMove();
      },
      null,
      { timeout: 60000 },
    );
    await shot(page, 'gallery-puzzle');
    await context.close();
  }
  // Your puzzles: one missed and one solved, listed in the history (docs/screenshots/puzzle-history.png).
  {
    const { page, context } = await openPage(env);
    await waitSolved(page);
    const ready = await openPuzzleAt(page, 'pack:cop-thief', 1, 1);
    const best = await page.evaluate(() => window.whowins.puzzles.board.best());
    const wrong = await page.$$eval(
      '[data-puzzle-move]',
      (bs, b) => bs.map((x) => x.dataset.puzzleMove).find((m) => m !== String(b)),
      best,
    );
    await page.click(`[data-puzzle-move="${wrong}"]`);
    await page.waitForFunction(() => /Not this one/.test(document.getElementById('puzzle-verdict').textContent));
    await page.keyboard.press('n');
    await ready();
    for (let k = 0; k < 40 && !(await page.evaluate(() => window.whowins.puzzles.attempt.solved)); k++) {
      const b = await page.evaluate(() => window.whowins.puzzles.board.best());
      if (b === null) break;
      await page.click(`[data-puzzle-move="${b}"]`);
      await page.waitForFunction(() => {
        const pm = window.whowins.puzzles;
        return pm.attempt.solved || pm.board.humanToMove() || pm.board.over();
      });
    }
    await page.click('#puzzle-history summary');
    await shot(page, 'puzzle-history');
    await context.close();
  }
  // Puzzle sets of your own: the form with its games, kinds, length and rating (a choice that
  // leaves no puzzle said next to it), then a set in play by moves, its own score and history
  // (docs/screenshots/puzzle-set-form.png, puzzle-set.png).
  {
    const { page, context } = await openPage(env, { query: '?preset=seed001&depth=moves' });
    await waitSolved(page);
    await page.click('[data-page-mode="puzzles"]');
    await page.waitForFunction(() => window.whowins.puzzles.loading === null && window.whowins.puzzles.board);
    await page.click('#make-set summary');
    await page.waitForSelector('input[name="set-game"]');
    for (const game of ['generic', 'design', 'sum']) await page.uncheck(`input[name="set-game"][value="${game}"]`);
    await page.fill('#set-plies-from', '3');
    await page.fill('#set-plies-to', '9');
    await page.fill('#set-rating-from', '2500');
    await page.fill('#set-rating-to', '3000');
    await page.fill('#set-count', '10');
    await page.press('#set-count', 'Enter');
    await page.waitForFunction(() => /No set/.test(document.getElementById('make-set-message').textContent));
    await shot(page, 'puzzle-set-form');
    await page.fill('#set-rating-from', '900');
    await page.fill('#set-rating-to', '1800');
    await page.click('#make-set-button');
    const ready = () =>
      page.waitForFunction(() => {
        const pm = window.whowins.puzzles;
        return pm.setId === 'own' && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
      });
    await ready();
    // The first puzzle solved, the second missed, the third on the board.
    for (let k = 0; k < 40 && !(await page.evaluate(() => window.whowins.puzzles.attempt.solved)); k++) {
      const b = await page.evaluate(() => window.whowins.puzzles.board.best());
      if (b === null) break;
      await page.click(`[data-puzzle-move="${b}"]`);
      await page.waitForFunction(() => {
        const pm = window.whowins.puzzles;
        return pm.attempt.solved || pm.board.humanToMove() || pm.board.over();
      });
    }
    await page.keyboard.press('n');
    await ready();
    const best = await page.evaluate(() => window.whowins.puzzles.board.best());
    const wrong = await page.$$eval(
      '[data-puzzle-move]',
      (bs, b) => bs.map((x) => x.dataset.puzzleMove).find((m) => m !== String(b)),
      best,
    );
    await page.click(`[data-puzzle-move="${wrong}"]`);
    await page.waitForFunction(() => /2 of \d+ played/.test(document.getElementById('set-progress').textContent));
    await page.keyboard.press('n');
    await ready();
    await shot(page, 'puzzle-set');
    await context.close();
  }
  // The designer with each template (docs/screenshots/design-*.png in the README's guide).
  {
    const { TEMPLATES } = await import('../design/templates.js');
    const { page, context } = await openPage(env);
    for (const t of TEMPLATES) {
      await page.selectOption('#preset-select', `design:${t.id}`);
      await page.waitForFunction((name) => window.whowins.design?.design.name === name, t.design.name);
      await page.waitForTimeout(1500);
      if (/press Enter/.test(await page.textContent('#design-count'))) await page.click('#solve-button'); // over the auto-solve size
      await page.waitForFunction(
        (name) => window.whowins.design?.design.name === name && !!window.whowins.design.explorer.map,
        t.design.name,
        { timeout: 30000 },
      );
      await shot(page, `design-${t.id}`);
    }
    await context.close();
  }
} finally {
  await env.close();
}
