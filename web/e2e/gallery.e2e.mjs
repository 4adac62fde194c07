// Browser tests of the gallery (docs/rules.md#the-gallerys-games): every card shows its game's exact answer; each game
// opens in the designer with that answer, plays a move against the solver, opens its puzzles,
// and its share link reopens it; Why? and Edit open from a card; the cards read well to a
// screen reader (names that say what each button does); a card of another kind (Wind-up, a sum) shows its
// picture, γ and source and opens its preset.
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { GALLERY, GALLERY_PRESETS } from '../lib/gallery.js';

const designDone = (page) =>
  page.waitForFunction(
    () => {
      const d = window.whowins.design;
      return (
        d &&
        d.explorer.session !== null &&
        d.explorer.pos !== null &&
        !d.explorer.pending &&
        document.getElementById('answer').textContent !== ''
      );
    },
    null,
    { timeout: 60000 },
  );

async function openGallery(page) {
  await page.click('[data-page-mode="gallery"]');
  await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
}

export const tests = GALLERY.map((g) => ({
  name: `gallery: ${g.name} — the card's answer, opened with the same answer, a move played, its puzzles, its share link reopened`,
  timeout: 150000,
  async fn(env) {
    const { page, context, errors } = await openPage(env);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openGallery(page);
      const card = `#gallery-${g.id}`;
      const words = await page.textContent(`${card} .gallery-answer`);
      assert.match(words, g.answer.winner ? new RegExp(`The ${g.answer.winner} wins?\\b`) : /a draw/);
      if (g.answer.plies !== null) assert.match(words, new RegExp(`in ${g.answer.plies.toLocaleString('en-US')} pl`));
      assert.match(words, new RegExp(`${g.answer.positions.toLocaleString('en-US')} positions`));
      // Explore: the designer shows the game, solved, with the card's answer.
      await page.click(`${card} [data-gallery="explore"]`);
      await designDone(page);
      assert.equal(await page.isVisible('#gallery'), false);
      assert.equal(await page.textContent('#answer'), g.answer.winner ?? 'draw');
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), g.design.name);
      // Play: from the card, as the side to move; one move by the panel's buttons.
      await openGallery(page);
      await page.click(`${card} [data-gallery="play"]`);
      await page.waitForFunction(
        () =>
          window.whowins.design?.explorer.play &&
          window.whowins.design.explorer.mover === window.whowins.design.explorer.play.human &&
          !window.whowins.design.explorer.pending,
        null,
        { timeout: 60000 },
      );
      await page.click('[data-tt="move"]');
      await page.waitForFunction(() => window.whowins.design.explorer.history.length >= 1, null, { timeout: 20000 });
      // Its puzzles: the gallery set of this game.
      await openGallery(page);
      await page.click(`${card} [data-gallery="puzzles"]`);
      await page.waitForFunction(
        (id) =>
          window.whowins.puzzles.active &&
          window.whowins.puzzles.setId === `gallery:${id}` &&
          window.whowins.puzzles.board &&
          (window.whowins.puzzles.board.humanToMove() || window.whowins.puzzles.board.over()),
        g.id,
        { timeout: 60000 },
      );
      assert.match(await page.textContent('#preset-note'), new RegExp(g.rules.slice(0, 30).replace(/[()]/g, '.')));
      // Share: the card's link reopens the game.
      await openGallery(page);
      await page.click(`${card} [data-gallery="share"]`);
      const link = await page.inputValue(`${card} .gallery-out`);
      assert.match(link, /#v1\./);
      const second = await context.newPage();
      await second.goto(link);
      await second.waitForSelector('body.ready');
      // A link opens solved, whatever the game's size (no Enter, even past the editor's auto-solve size).
      await designDone(second);
      assert.equal(await second.evaluate(() => window.whowins.design.design.name), g.design.name);
      assert.equal(await second.textContent('#answer'), g.answer.winner ?? 'draw');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
})).concat([
  {
    name: 'gallery: G opens it and Esc closes it; Why? and Edit open from a card; Embed gives an iframe; the buttons say what they do',
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await page.keyboard.press('g');
        await page.waitForSelector('#gallery:not([hidden])');
        assert.equal(await page.getAttribute('[data-page-mode="gallery"]', 'aria-checked'), 'true');
        // The accessibility tree: each card a labelled article, each button naming its game.
        const tree = await page.locator('#gallery-fox-and-hounds').ariaSnapshot();
        assert.match(tree, /article "Fox and Hounds"/);
        assert.match(tree, /img "Fox and Hounds at the start"/);
        for (const want of [
          'Explore Fox and Hounds',
          'Play Fox and Hounds against the solver',
          'Puzzles from Fox and Hounds',
          'Copy a link to Fox and Hounds',
        ])
          assert.ok(tree.includes(`button "${want}`), `${want} in\n${tree}`);
        await page.keyboard.press('Escape');
        await page.waitForSelector('#gallery', { state: 'hidden' });
        assert.equal(await page.getAttribute('[data-page-mode="edit"]', 'aria-checked'), 'true');
        await page.keyboard.press('g');
        await page.click('#gallery-police-and-thief [data-gallery="why"]');
        await page.waitForSelector('#why-card:not([hidden])', { timeout: 30000 });
        await page.waitForFunction(() => document.getElementById('why-body').textContent.length > 20);
        // The proof reads as a tree: each position's words start on its own ▼ line, left aligned.
        const lines = await page.evaluate(() =>
          [...document.querySelectorAll('#why-body summary')].slice(0, 4).map((s) => {
            const a = s.querySelector('.why-pos');
            return {
              sameLine: Math.abs(a.getClientRects()[0].top - s.getClientRects()[0].top) < 6,
              align: getComputedStyle(a).textAlign,
            };
          }),
        );
        assert.ok(lines.length >= 2 && lines.every((l) => l.sameLine && l.align !== 'center'), JSON.stringify(lines));
        await page.keyboard.press('g');
        await page.click('#gallery-hare-and-hounds [data-gallery="edit"]');
        await page.waitForFunction(() => window.whowins.design?.design.name === 'Hare and Hounds');
        assert.ok(await page.isVisible('#design-card'));
        await page.click('[data-page-mode="gallery"]'); // the focus is in the form: G types there
        await page.click('#gallery-knight-king [data-gallery="embed"]');
        assert.match(await page.inputValue('#gallery-knight-king .gallery-out'), /^<iframe src="[^"]*\?embed=1#v1\./);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'first minutes: the first visit opens the simple token game with a one-line introduction offering the gallery, puzzles and the editor; on a phone the title is whole and the status wraps',
    async fn(env) {
      {
        const { page, context, errors } = await openPage(env, { query: '', intro: true });
        try {
          await page.waitForSelector('#intro:not([hidden])');
          assert.match(await page.textContent('#intro'), /tells who wins a two-player game from every position/);
          assert.equal(await page.inputValue('#game-select'), 'generic');
          await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DWLDWL');
          await page.click('[data-intro="gallery"]');
          await page.waitForSelector('#gallery:not([hidden])');
          assert.equal(await page.isVisible('#intro'), false);
          await page.reload();
          await page.waitForSelector('body.ready');
          assert.equal(await page.isHidden('#intro'), true, 'the introduction stays closed');
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      }
      const { page, context, errors } = await openPage(env, {
        query: '',
        intro: true,
        viewport: { width: 390, height: 844 },
      });
      try {
        const fit = await page.evaluate(() => {
          const h = document.querySelector('.brand h1').getBoundingClientRect(),
            a = document.querySelector('.top-actions').getBoundingClientRect();
          const overlap = !(h.right <= a.left || a.right <= h.left || h.bottom <= a.top || a.bottom <= h.top);
          return {
            inside: h.left >= 0 && h.right <= innerWidth,
            overlap,
            whole: document.querySelector('.brand h1').scrollWidth <= Math.ceil(h.width),
          };
        });
        assert.deepEqual(fit, { inside: true, overlap: false, whole: true });
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.getElementById('status')).whiteSpace),
          'normal',
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "accessibility: the board and the puzzle card read as what they show (the accessibility tree); the board's keyboard cursor starts on the token to move, and the focus follows moves",
    async fn(env) {
      const { page, context, errors } = await openPage(env, { query: '?preset=ct-small-maze' });
      try {
        await page.waitForFunction(() => /WIN|LOSS|DRAW/.test(document.getElementById('answer').textContent));
        await page.waitForFunction(
          () => window.whowins.copThief.explorer.pos !== null && !window.whowins.copThief.explorer.pending,
        );
        const board = await page.locator('#grid-canvas').ariaSnapshot();
        assert.match(
          board,
          /img "Police and thief board, 7 × 7: the police on \(1, 1\), the thief on \(7, 1\), the police to move\. Arrow keys/,
        );
        assert.doesNotMatch(board, /<[a-z]/);
        await page.focus('#grid-canvas');
        await page.keyboard.press('ArrowRight');
        assert.match(
          await page.textContent('#status'),
          /\(1, 2\)/,
          'the cursor starts on the police (1, 1) and moves right',
        );
        // A move by the panel's buttons: the focus goes on to the next move's button.
        await page.focus('#position-body [data-tt="move"]');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.dataset?.tt === 'move', null, { timeout: 10000 });
        // The puzzle card: its task, its moves named by who moves where, its buttons.
        await page.click('[data-page-mode="puzzles"]');
        await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
        await page.selectOption('#puzzle-source', 'pack:cop-thief');
        await page.waitForFunction(() => {
          const pm = window.whowins.puzzles;
          return pm.loading === null && pm.board && pm.board.humanToMove();
        });
        const card = await page.locator('#puzzle-card').ariaSnapshot();
        assert.match(card, /region "The puzzle"/);
        assert.match(card, /button "(police|thief) to \(\d+, \d+\)/);
        for (const b of ['Hint', 'Retry', 'Solution', 'Next']) assert.match(card, new RegExp(`button "${b}`));
        assert.doesNotMatch(card, /<[a-z]/);
        await page.focus('[data-puzzle-move]');
        const best = await page.evaluate(() => window.whowins.puzzles.board.best());
        await page.focus(`[data-puzzle-move="${best}"]`);
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          () =>
            document.activeElement &&
            (document.activeElement.dataset.puzzleMove !== undefined ||
              document.activeElement.id === 'puzzle-next-top'),
          null,
          { timeout: 10000 },
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  ...GALLERY_PRESETS.map((g) => ({
    name: `gallery: ${g.name} — a card of another kind: its picture, γ and source; Open loads its preset, solved, with its tokens`,
    timeout: 60000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await openGallery(page);
        const card = `#gallery-${g.id}`;
        assert.equal((await page.locator(`${card} svg.gallery-picture circle`).count()) >= g.graph.n, true);
        const words = await page.textContent(`${card} .gallery-answer`);
        assert.ok(words.includes(g.answer.gamma.join(', ')), words);
        assert.match(await page.textContent(`${card} .gallery-source`), /Source: .+/);
        await page.click(`${card} [data-gallery-preset]`);
        await page.waitForFunction(
          (want) =>
            window.whowins.state.game === 'sum' &&
            window.whowins.sum.sum.solution &&
            window.whowins.sum.tokens().join(',') === want &&
            window.whowins.sum.explorer.pending === 0,
          g.graph.tokens.join(','),
          { timeout: 30000 },
        );
        assert.equal(await page.isVisible('#gallery'), false);
        // The page's answer for the card's tokens is the card's.
        await page.waitForFunction(() => /wins|loses|draw/i.test(document.getElementById('board-answer').textContent));
        const answer = await page.textContent('#board-answer');
        assert.match(answer, { win: /\(to move\) wins/, loss: /\(to move\) loses/, draw: /A draw/ }[g.answer.outcome]);
        assert.equal(await page.evaluate(() => window.whowins.model.n), g.graph.n);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  })),
]);
