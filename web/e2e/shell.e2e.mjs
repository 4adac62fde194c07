// Browser tests of the shell: the game menu comes from the module's registry, each game opens
// in its feature (the number of maps follows the registry's flags), and the rules card shows
// the registry's rules.
import assert from 'node:assert/strict';
import { waitSolved } from './browser.mjs';
import { withPage } from './page.e2e.mjs';

export const tests = [
  {
    name: 'shell: the game menu lists the registry; NEERC 2016 G opens in maps A and B; each game its feature',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        const options = await page.$$eval('#game-select option', (os) => os.map((o) => o.value));
        assert.deepEqual(options, ['generic', 'alice-bob', 'cop-thief', 'cat-mouse', 'design', 'sum']);
        // Alice and Bob has two start sides: two maps side by side, and the A/B toggle.
        assert.equal(await page.locator('#views .view').count(), 2);
        assert.equal(await page.locator('#map-toggle-group').isHidden(), false);
        // The token game: one map, the misère option, its rules from the registry.
        await page.selectOption('#game-select', 'generic');
        await waitSolved(page);
        assert.equal(await page.locator('#views .view').count(), 1);
        assert.equal(await page.locator('#misere-field').isHidden(), false);
        assert.match(await page.locator('#preset-note').textContent(), /Who cannot move loses/);
        // Police and thief: the board canvas; cat and mouse: the graph views again.
        await page.selectOption('#game-select', 'cop-thief');
        await waitSolved(page);
        assert.ok(await page.evaluate(() => document.body.classList.contains('grid-game')));
        assert.equal(await page.locator('#grid-canvas').isVisible(), true);
        await page.selectOption('#game-select', 'cat-mouse');
        assert.ok(
          await page.evaluate(
            () => document.body.classList.contains('cat-mouse-game') && !document.body.classList.contains('grid-game'),
          ),
        );
        assert.equal(await page.locator('#views .view').count(), 1);
        assert.match(await page.locator('#preset-note').textContent(), /hole/);
        // Designed games: the designer's form and board.
        await page.selectOption('#game-select', 'design');
        assert.ok(
          await page.evaluate(
            () =>
              document.body.classList.contains('design-game') && !document.body.classList.contains('cat-mouse-game'),
          ),
        );
        assert.equal(await page.locator('#design-canvas').isVisible(), true);
        // Many tokens: the drawn graph again, one view, its tokens' controls.
        await page.selectOption('#game-select', 'sum');
        assert.ok(
          await page.evaluate(
            () => document.body.classList.contains('sum-game') && !document.body.classList.contains('design-game'),
          ),
        );
        assert.equal(await page.locator('#views .view').count(), 1);
        assert.equal(await page.locator('#sum-controls').isVisible(), true);
      });
    },
  },
];
