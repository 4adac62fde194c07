// Embedding: a plain host page (not ours) shows one puzzle in an <iframe> from the puzzle
// card's Embed code; the frame holds the board, the task and the moves, and a move plays. An
// embed of every gallery game opens solved, view and play only; a shared link opens solved.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve-web.mjs';
import { withPage, settled } from './page.e2e.mjs';
import { readPack, encodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';
import { encodeShare } from '../lib/codec.js';
import { gameForFeature } from '../lib/games.js';
import { GALLERY } from '../lib/gallery.js';
import { shareLink, waitSolved } from './browser.mjs';

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

// The designer's solve of what it shows is on screen: its explorer at a position, the answer written.
const designShown = (frame, timeout) =>
  frame.waitForFunction(
    () => {
      const d = window.whowins?.design;
      return (
        d?.explorer.result &&
        d.explorer.pos !== null &&
        !d.explorer.pending &&
        document.getElementById('answer').textContent !== ''
      );
    },
    null,
    { timeout },
  );
// A gallery game's answer in the words the page writes from the start ("From the start: …").
const answerWords = (g) => (g.answer.winner ? new RegExp(`\\b${g.answer.winner}\\b`, 'i') : /draw/i);

// An embed of every gallery game (lib/gallery.js: the gallery's own list), as a card's Embed code
// gives it: solved on arrival whatever its size, its answer and its moves shown, no editing tool.
for (const g of GALLERY)
  tests.push({
    name: `embed: ${g.name} — solved on arrival, its answer and moves shown, Play and Why?, no editing tool`,
    timeout: 180000,
    async fn(env) {
      const r = encodeShare({ game: gameForFeature('design'), design: JSON.stringify(g.design), view: null });
      assert.ok(r.ok, r.error);
      await withPage(env, { query: `?embed=1${r.hash}`, viewport: { width: 760, height: 600 } }, async (page) => {
        await designShown(page, 150000); // no key pressed, no button: the link solves
        const text = await page.evaluate(() => window.whowins.design.text());
        assert.equal(await page.evaluate(() => window.whowins.design.design.name), g.design.name);
        // The answer, in words, on screen.
        assert.equal(await page.textContent('#answer'), g.answer.winner ?? 'draw');
        assert.equal(await page.isVisible('#counts'), true, 'the answer card shows');
        assert.match(await page.textContent('#counts .board-answer'), answerWords(g));
        assert.match(
          await page.textContent('#counts'),
          new RegExp(`${g.answer.positions.toLocaleString('en-US')} positions`),
        );
        // The moves list, Play and Why?.
        assert.ok((await page.locator('#position-body [data-tt="move"]').count()) >= 1, 'moves listed');
        assert.equal(await page.locator('#position-body [data-tt="move"]').first().isVisible(), true, 'moves shown');
        assert.equal(await page.locator('[data-tt="play"]').first().isVisible(), true, 'Play shown');
        assert.equal(await page.isVisible('#why-button'), true, 'Why? shown');
        // No editing tool: no tool buttons, toolbar, form or JSON box; the map's own controls stay.
        for (const hidden of ['.toolbar', '#design-tools', '#design-card', '#design-json', '#share-button'])
          assert.equal(await page.locator(hidden).isVisible(), false, hidden);
        assert.equal(await page.locator('[data-dtool]:visible').count(), 0, 'a tool button shows');
        assert.deepEqual(
          await page.evaluate(() => [...document.querySelectorAll('[data-dtool]')].map((b) => b.dataset.dtool)),
          ['look'],
          'the embed offers Look alone',
        );
        // A click on the board and a double click beside it explore, and edit nothing.
        const pt = await page.evaluate(() => window.whowins.design.clientPoint(0));
        await page.mouse.click(pt.x, pt.y);
        await page.mouse.dblclick(pt.x + 3, pt.y + 3);
        await page.keyboard.press('v');
        await page.keyboard.press('w');
        await designShown(page, 30000);
        assert.equal(await page.evaluate(() => window.whowins.design.text()), text, 'the embed edited the design');
        // Play: a move against the solver from the panel.
        await page.locator('[data-tt="play"]').first().click();
        await page.waitForFunction(() => window.whowins.design.explorer.play, null, { timeout: 30000 });
        await page.screenshot({ path: `build/screenshots/embed-${g.id}.png` }).catch(() => {});
      });
    },
  });

tests.push({
  name: 'embed: a shared Fox and Hounds link (Share, then the link opened) opens solved, no Enter pressed',
  timeout: 240000,
  async fn(env) {
    const g = GALLERY.find((x) => x.id === 'fox-and-hounds');
    await withPage(env, { query: `?preset=design:${g.id}` }, async (page, context) => {
      await page.waitForFunction(() => /press Enter/.test(document.getElementById('design-count').textContent));
      await page.keyboard.press('Enter'); // the designer's own Enter-to-solve for a big design
      await designShown(page, 150000);
      const link = await shareLink(page);
      const second = await context.newPage();
      const errors = [];
      second.on('pageerror', (e) => errors.push(e.message));
      await second.goto(link);
      await second.waitForSelector('body.ready');
      await designShown(second, 150000);
      assert.equal(await second.evaluate(() => window.whowins.design.design.name), g.design.name);
      assert.equal(await second.textContent('#answer'), g.answer.winner);
      assert.match(await second.textContent('#design-legend'), /wins · /);
      assert.ok((await second.locator('#position-body [data-tt="move"]').count()) >= 1);
      assert.deepEqual(errors, []);
    });
  },
});

// The built-in games: a link from the page's Share, opened as an embed (?embed=1).
const BUILT_IN = {
  generic: {
    solved: (page) => waitSolved(page, 60000),
    structure: () => JSON.stringify([window.whowins.model.n, window.whowins.model.edges]),
    area: '#views',
  },
  'cop-thief': {
    solved: (page) => settled(page),
    structure: () => Array.from(window.whowins.copThief.ui.board.grid).join(''),
    area: '#grid-canvas',
  },
  'cat-mouse': {
    solved: (page) => settled(page, 'catMouse'),
    structure: () => JSON.stringify([window.whowins.model.n, window.whowins.model.edges]),
    area: '#views',
  },
};
for (const [game, how] of Object.entries(BUILT_IN))
  tests.push({
    name: `embed: a shared ${game} link as an embed — solved on arrival, the map and the moves; no editing tool, its keys and clicks edit nothing`,
    async fn(env) {
      await withPage(env, {}, async (page, context) => {
        if ((await page.evaluate(() => window.whowins.state.game)) !== game) {
          await page.selectOption('#game-select', game);
          await page.waitForFunction((id) => window.whowins.state.game === id, game);
        }
        await how.solved(page);
        // One edit first, so the shared game differs from the one an embed holds before the link
        // (the edit an embed's Ctrl+Z would wrongly take back): a wall painted, or a vertex added.
        const unedited = await page.evaluate(how.structure);
        await page.keyboard.press(game === 'cop-thief' ? 'w' : 'v');
        const area = await page.locator(how.area).boundingBox();
        await page.mouse.click(area.x + 30, area.y + area.height - 30);
        await page.waitForFunction(`(${how.structure})() !== ${JSON.stringify(unedited)}`);
        await how.solved(page);
        const link = await shareLink(page);
        const embed = await context.newPage();
        const errors = [];
        embed.on('pageerror', (e) => errors.push(e.message));
        await embed.setViewportSize({ width: 760, height: 600 });
        await embed.goto(link.replace('/#v1.', '/?embed=1#v1.'));
        await embed.waitForSelector('body.ready');
        await how.solved(embed);
        const structure = await embed.evaluate(how.structure);
        assert.equal(structure, await page.evaluate(how.structure), 'the embed shows the shared game');
        // The answer and Why? on screen; no toolbar, no tool but Look.
        assert.equal(await embed.isVisible('#counts'), true, 'the answer card shows');
        assert.equal(await embed.isVisible('#why-button'), true, 'Why? shows');
        for (const hidden of ['.toolbar', '.input-panel > .card:not(#answer-card)', '#share-button'])
          assert.equal(await embed.locator(hidden).first().isVisible(), false, hidden);
        assert.deepEqual(
          await embed.evaluate(() => [...document.querySelectorAll('[data-tool]')].map((b) => b.dataset.tool)),
          ['look'],
        );
        // The game the page held before the link is no edit to take back (Ctrl+Z), nor to redo.
        await embed.keyboard.press('Control+z');
        assert.equal(await embed.evaluate(how.structure), structure, 'Ctrl+Z edited the embed');
        await embed.keyboard.press('Control+y');
        assert.equal(await embed.evaluate(how.structure), structure, 'Ctrl+Y edited the embed');
        // The editing keys and gestures: every tool key, then clicks and a double click on the board.
        const box = await embed.locator(how.area).boundingBox();
        for (const key of ['v', 'e', 'w', 'x', 'p', 't', ' ']) {
          await embed.keyboard.press(key);
          await embed.mouse.click(box.x + 12, box.y + 12);
          await embed.mouse.dblclick(box.x + box.width / 2 + 7, box.y + box.height - 15);
        }
        await embed.keyboard.press('Delete');
        assert.equal(await embed.evaluate(how.structure), structure, 'the embed edited the game');
        // The moves, best first, with Play (the graph game's: of the vertex picked).
        if (game === 'generic') {
          const pt = await embed.evaluate(() => window.whowins.views[0].clientPoint(0));
          await embed.mouse.click(pt.x, pt.y);
          await embed.waitForSelector('#position-body [data-tt="move"]', { state: 'visible' });
          assert.equal(await embed.locator('#position-body [data-tt="play"]').first().isVisible(), true);
        } else {
          await how.solved(embed);
          await embed.waitForSelector('#position-body [data-tt="move"]', { state: 'visible' });
          assert.equal(await embed.locator('#position-body [data-tt="play"]').first().isVisible(), true);
        }
        assert.deepEqual(errors, []);
      });
    },
  });
