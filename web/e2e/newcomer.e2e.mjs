// Browser tests of the rough edges a first-time user trips over: a phone's gallery, puzzle mode's first moments,
// the status line, the words, Why? on games won by a rule, token names, offsets, labels and dropped files.
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';

const PHONE = { width: 390, height: 844 };

async function openGallery(page) {
  await page.click('[data-page-mode="gallery"]');
  await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
}

export const tests = [
  {
    name: 'newcomer: on a 390-px phone, Play from a gallery card far down the page shows the board on the screen',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env, { viewport: PHONE });
      try {
        await openGallery(page);
        const play = '#gallery-fox-and-hounds [data-gallery="play"]';
        await page.locator(play).scrollIntoViewIfNeeded();
        assert.ok((await page.evaluate(() => scrollY)) > 1000, 'the card is far down the page');
        await page.click(play);
        await page.waitForFunction(
          () =>
            window.whowins.design?.explorer.play &&
            window.whowins.design.explorer.mover === window.whowins.design.explorer.play.human &&
            !window.whowins.design.explorer.pending,
          null,
          { timeout: 60000 },
        );
        // The board's canvas is on the screen (its top inside the viewport), not thousands of pixels above it.
        await page.waitForFunction(() => {
          const r = document.getElementById('design-canvas-wrap').getBoundingClientRect();
          return r.height > 0 && r.top >= 0 && r.top < innerHeight;
        });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: a Fox and Hounds puzzle never shows the start position while it loads, and its progress bar is as full as its text says',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await openGallery(page);
        // Every frame from the click on: is the board visible while the puzzle loads; the bar's width and text.
        await page.evaluate(() => {
          window.loadFrames = [];
          const frame = () => {
            const bar = document.getElementById('progress-bar');
            const shown = !document.getElementById('progress').hidden;
            window.loadFrames.push({
              loading: window.whowins.puzzles.loading !== null,
              boardVisible: getComputedStyle(document.getElementById('design-canvas')).visibility === 'visible',
              bar: shown
                ? (100 * bar.getBoundingClientRect().width) / bar.parentElement.getBoundingClientRect().width
                : null,
              text: shown ? Number(/(\d+)%/.exec(document.getElementById('progress-text').textContent)?.[1]) : null,
            });
            if (!window.loadFramesDone) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        await page.click('#gallery-fox-and-hounds [data-gallery="puzzles"]');
        await page.waitForFunction(() => window.whowins.puzzles.board?.humanToMove(), null, { timeout: 60000 });
        const frames = await page.evaluate(() => {
          window.loadFramesDone = true;
          return window.loadFrames;
        });
        assert.ok(
          frames.some((f) => f.loading),
          'frames were recorded while the puzzle loaded',
        );
        assert.deepEqual(
          frames.filter((f) => f.loading && f.boardVisible),
          [],
          'the board is hidden while the puzzle loads',
        );
        assert.ok(await page.isVisible('#design-canvas'), 'the board shows once the puzzle is on it');
        const bars = frames.filter((f) => f.bar !== null && Number.isFinite(f.text));
        assert.ok(bars.length > 0, 'the progress bar showed (Fox and Hounds takes over a second to solve)');
        assert.deepEqual(
          bars.filter((f) => Math.abs(f.bar - f.text) > 1.5),
          [],
          "the bar's width is the text's percentage",
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
];
