// Browser tests of the boards' editing tools (kit/tools.js, one definition per board kind): the
// designer's Wall writes the design's own wall character and makes a wall; the police-and-thief
// board opens on Look, so a first click or arrows + Enter explore and never paint.
import assert from 'node:assert/strict';
import { withPage, settled, boardCellPoint } from './page.e2e.mjs';

export const tests = [];

// The designer's solve of what it shows is on screen (its explorer at a position, the answer written).
const designSolved = (page, timeout = 60000) =>
  page.waitForFunction(
    () => {
      const d = window.whowins.design;
      return d?.explorer.result && d.explorer.pos !== null && !d.explorer.pending && d.explorer.map;
    },
    null,
    { timeout },
  );

tests.push({
  name: 'tools: the Wall tool on a design whose walls are * writes * and makes a wall — the board text and the map lose the cell',
  async fn(env) {
    await withPage(env, { query: '?preset=design:police-and-thief' }, async (page) => {
      await designSolved(page);
      const before = await page.evaluate(() => {
        const d = window.whowins.design;
        return { walls: d.design.board.walls, row: d.design.board.grid[0], cells: d.explorer.result.info.cells };
      });
      assert.equal(before.walls, '*');
      assert.equal(before.row[1], '.', 'the cell painted is free before');
      assert.ok(before.cells.includes(1), 'cell (0, 1) is a place of the map before');
      // The board opens on Look: a first click on the map explores (the design is unchanged).
      assert.equal(await page.getAttribute('[data-dtool="look"]', 'aria-checked'), 'true');
      await page.click('[data-dtool="wall"]');
      assert.equal(await page.getAttribute('[data-dtool="wall"]', 'aria-checked'), 'true');
      const pt = await page.evaluate(() => window.whowins.design.clientPoint(1)); // place 1 is cell (0, 1)
      await page.mouse.click(pt.x, pt.y);
      // The row gains the design's own wall character, never '#'.
      await page.waitForFunction(() => window.whowins.design.design.board.grid[0] === 'P*..E');
      assert.doesNotMatch(await page.evaluate(() => window.whowins.design.text()), /#/);
      // Solved again (Auto): the cell is no longer a place, and the map has one place fewer.
      await page.waitForFunction(
        () => {
          const ex = window.whowins.design.explorer;
          return ex.result && !ex.result.info.cells.includes(1) && ex.map && !ex.pending;
        },
        null,
        { timeout: 30000 },
      );
      const after = await page.evaluate(() => {
        const ex = window.whowins.design.explorer;
        return { cells: ex.result.info.cells, outcomes: ex.map.outcomes.length };
      });
      assert.equal(after.cells.length, before.cells.length - 1);
      assert.equal(after.outcomes, after.cells.length);
      // Free paints the cell back: the design's own free character.
      await page.click('[data-dtool="free"]');
      await page.mouse.click(pt.x, pt.y);
      await page.waitForFunction(() => window.whowins.design.design.board.grid[0] === 'P...E');
    });
  },
});

tests.push({
  name: 'tools: the police-and-thief board opens on Look — a first click and arrows + Enter explore, never paint',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForSelector('#grid-canvas', { state: 'visible' });
      await settled(page);
      assert.equal(await page.getAttribute('[data-tool="look"]', 'aria-checked'), 'true');
      assert.equal(await page.getAttribute('[data-tool="wall"]', 'aria-checked'), 'false');
      const state = () =>
        page.evaluate(() => {
          const b = window.whowins.copThief;
          return { cells: Array.from(b.ui.board.grid).join(''), places: b.explorer.places.slice() };
        });
      const start = await state();
      // A free cell away from both tokens: the click moves a token there (Look), and paints nothing.
      const target = await page.evaluate(() => {
        const b = window.whowins.copThief,
          ex = b.explorer,
          locs = b.solution.result.locations;
        const taken = ex.places.map((p) => locs[p]);
        for (let i = 0; i < b.ui.board.grid.length; i++)
          if (b.ui.board.grid[i] === 0 && !taken.includes(i))
            return { r: Math.floor(i / b.ui.board.cols), c: i % b.ui.board.cols };
        return null;
      });
      assert.ok(target, 'a free cell without a token');
      const pt = await boardCellPoint(page, target.r, target.c);
      await page.mouse.click(pt.x, pt.y);
      await page.waitForFunction(
        (before) => JSON.stringify(window.whowins.copThief.explorer.places) !== JSON.stringify(before),
        start.places,
      );
      await settled(page);
      const clicked = await state();
      assert.equal(clicked.cells, start.cells, 'the click painted nothing');
      // The keyboard: arrows move the cursor, Enter acts there — Look again, the cells as they were.
      await page.focus('#grid-canvas');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await settled(page);
      assert.equal((await state()).cells, start.cells, 'Enter painted nothing');
      assert.equal(await page.evaluate(() => window.whowins.copThief.ui.tool), 'look');
      // W still picks the Wall, which paints.
      await page.keyboard.press('w');
      assert.equal(await page.getAttribute('[data-tool="wall"]', 'aria-checked'), 'true');
    });
  },
});
