// Browser tests of many tokens on the drawn graph (the sum of token games, docs/rules.md#sums): the
// presets' γ and answers against `whowins sum`, tokens put on and taken off by clicks, the move
// drawn, bad graph text; play against the solver with the play keys, the depth where the product
// graph fits and the words where it does not; Why? in words; a share link reopening the tokens.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { shareLink, ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');

// The page's graph and tokens as `whowins sum` reads them, and what it prints.
async function cliOf(page) {
  const input = await page.evaluate(() => {
    const m = window.whowins.model;
    const { from, to } = m.edgeArrays();
    const tokens = window.whowins.sum.tokens();
    return (
      `${m.n} ${from.length}\n` +
      [...from].map((a, i) => `${a + 1} ${to[i] + 1}\n`).join('') +
      (tokens.length ? `${tokens.length} ${tokens.map((v) => v + 1).join(' ')}\n` : '')
    );
  });
  return execFileSync(CLI, ['sum'], { input }).toString().trim();
}
// Waits until the page shows an answer for exactly these tokens (and the explorer is settled).
async function waitTokens(page, tokens) {
  await page.waitForFunction(
    (want) => {
      const s = window.whowins.sum;
      const a = document.getElementById('answer').dataset.full ?? '';
      return (
        s.tokens().join(',') === want.join(',') &&
        s.explorer.pending === 0 &&
        (want.length === 0 ? s.sum.solution && !a.includes('\n') : a.split('\n').length === 2)
      );
    },
    tokens,
    { timeout: 30000 },
  );
}
const answer = (page) => page.evaluate(() => document.getElementById('answer').dataset.full);
const boardAnswer = (page) => page.textContent('#board-answer');
// Per vertex of the first view: its badge (γ) and its mark (tokens).
const badges = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#views svg .v')].map((g) => {
      const badge = g.querySelector('.badge'),
        mark = g.querySelector('.mark');
      return {
        gamma: badge && badge.style.display !== 'none' ? badge.textContent : '',
        mark: mark && mark.style.display !== 'none' ? mark.textContent : '',
      };
    }),
  );
async function clickVertex(page, v, modifiers = []) {
  const p = await page.evaluate((vv) => window.whowins.views[0].clientPoint(vv), v);
  await page.mouse.move(p.x, p.y);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.click(p.x, p.y);
  for (const m of modifiers) await page.keyboard.up(m);
}

export const tests = [];

tests.push({
  name: 'sum: wind-up and the seed graph — γ on every vertex, tokens added and taken off, the answer as whowins sum prints it, the move drawn, bad text',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await page.waitForFunction(() => window.whowins.state.game === 'sum');
      await waitTokens(page, [1, 4]);
      assert.equal(await answer(page), await cliOf(page));
      assert.equal((await answer(page)).split('\n')[0], '0 inf{0} inf{0} inf{0} 0');
      let b = await badges(page);
      assert.deepEqual(
        b.map((x) => x.gamma),
        ['0', '∞{0}', '∞{0}', '∞{0}', '0'],
      );
      assert.deepEqual(
        b.map((x) => x.mark),
        ['', '●', '', '', '●'],
      );
      assert.match(await page.textContent('#sum-legend'), /∞\{K\}/);
      // One ∞{0} token, the others' XOR 0 ∈ K: a win, token 1 to vertex 0.
      assert.match(await boardAnswer(page), /wins.*move token 1 from vertex 1 to vertex 0/);
      await page.waitForSelector('#views svg .e.line');
      // Add a token on 2 (two ∞: a draw), a second one there, take one off, clear.
      await clickVertex(page, 2);
      await waitTokens(page, [1, 4, 2]);
      assert.equal(await answer(page), await cliOf(page));
      assert.match(await boardAnswer(page), /A draw/);
      await clickVertex(page, 2);
      await waitTokens(page, [1, 4, 2, 2]);
      b = await badges(page);
      assert.equal(b[2].mark, '●2');
      await clickVertex(page, 2, ['Shift']);
      await waitTokens(page, [1, 4, 2]);
      assert.equal((await badges(page))[2].mark, '●');
      await page.click('#sum-clear');
      await waitTokens(page, []);
      assert.deepEqual(
        (await badges(page)).map((x) => x.mark),
        ['', '', '', '', ''],
      );
      assert.match(await boardAnswer(page), /No tokens/);
      // Bad graph text: the message beside the box, the text kept, the board as it was.
      const bad = '5 8\n1 0\n1 x\n';
      await page.fill('#graph-text', bad);
      await page.click('#read-text');
      await page.waitForFunction(() => /Line 3/.test(document.getElementById('parse-message').textContent));
      assert.equal(await page.inputValue('#graph-text'), bad);
      assert.equal(await page.evaluate(() => window.whowins.model.n), 5);
      // The seed graph with three tokens.
      await page.selectOption('#preset-select', 'sum-seed');
      await waitTokens(page, [1, 2, 4]);
      assert.equal(await answer(page), await cliOf(page));
    });
  },
});
