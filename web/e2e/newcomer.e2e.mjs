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
];
