// Embedding: a plain host page (not ours) shows one puzzle in an <iframe> from the puzzle
// card's Embed code; the frame holds the board, the task and the moves, and a move plays.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve-web.mjs';
import { withPage } from './page.e2e.mjs';
import { readPack, encodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's part of links and puzzles, as the page does

const PACKS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../puzzles/packs');

export const tests = [];

tests.push({
  name: 'embed: a puzzle inside a plain host page’s <iframe> — the board, the task, the moves, nothing else; a move plays',
  async fn(env) {
    const pz = readPack(JSON.parse(fs.readFileSync(path.join(PACKS, 'cop-thief.json'), 'utf8'))).filter(
      (p) => p.kind === 'win',
    )[150];
    const hash = encodePuzzleLink(pz).hash;
    await withPage(env, {}, async (page) => {
      // The Embed button gives the code to paste.
      await page.goto(env.url + hash);
      await page.waitForFunction(
        () => window.whowins?.puzzles?.active && window.whowins.puzzles.board && !window.whowins.puzzles.loading,
        null,
        { timeout: 30000 },
      );
      await page.click('#puzzle-embed-button');
      const code = await page.inputValue('#puzzle-embed');
      assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?embed=1#z1\./);
      // A host page of someone else's, on another origin: a heading, a paragraph, the iframe.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-host-'));
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>My blog</title><h1>Puzzle of the week</h1><p>Can you find it?</p>${code}`,
      );
      const host = await startServer({ root: dir, port: 0, quiet: true });
      try {
        await page.goto(host.url);
        const frame = page.frameLocator('iframe');
        await frame.locator('#puzzle-task').waitFor();
        await page.waitForFunction(() => true);
        const f = page.frames().find((x) => x.url().includes('embed=1'));
        await f.waitForFunction(() => window.whowins?.puzzles?.board?.humanToMove(), null, { timeout: 30000 });
        assert.match(await f.textContent('#puzzle-task'), /to move: win in/);
        for (const hidden of ['.topbar', '.input-panel', '#position-card'])
          assert.equal(await f.locator(hidden).isVisible(), false, hidden);
        assert.equal(await f.locator('#grid-canvas').isVisible(), true);
        // The frame's default size holds the board and the card: the moves are inside the frame.
        const frameBox = await page.locator('iframe').boundingBox();
        const moveBox = await f.locator('[data-puzzle-move]').first().boundingBox();
        assert.ok(
          moveBox.y + moveBox.height <= frameBox.y + frameBox.height,
          `the moves end at ${moveBox.y + moveBox.height}, the frame at ${frameBox.y + frameBox.height}`,
        );
        const canvasBox = await f.locator('#grid-canvas').boundingBox();
        assert.ok(canvasBox.height >= 150, `the board is ${canvasBox.height} px tall`);
        const key = await f.evaluate(() => window.whowins.puzzles.board.best());
        await f.click(`[data-puzzle-move="${key}"]`);
        await f.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves >= 1);
        await page.screenshot({ path: 'build/screenshots/embed.png' }).catch(() => {});
      } finally {
        await new Promise((r) => host.server.close(r));
      }
    });
  },
});
