// Browser tests of many tokens on the drawn graph (the sum of token games, docs/rules.md#sums): the
// presets' γ and answers against `whowins sum`, tokens put on and taken off by clicks, the move
// drawn, bad graph text; play against the solver with the play keys, the depth where the product
// graph fits and the words where it does not; Why? in words; a share link reopening the tokens.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { shareLink, ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { readPack, encodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's part of links and puzzles, as the page does

const CLI = path.join(ROOT, 'build', 'native', 'whowins');

// The page's graph and tokens as `whowins sum` reads them, and what it prints.
async function cliOf(page, options = []) {
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
  return execFileSync(CLI, ['sum', ...options], { input })
    .toString()
    .trim();
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
// A click on vertex v, once the layout has stopped moving it (its point the same at two polls 250 ms
// apart: the layout worker's answer moves every vertex at once, after the first drawing).
async function clickVertex(page, v, modifiers = []) {
  await page.evaluate(() => (window.lastPoints = {}));
  await page.waitForFunction(
    (vv) => {
      const p = window.whowins.views[0].clientPoint(vv);
      const key = `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
      const same = window.lastPoints[vv] === key;
      window.lastPoints[vv] = key;
      return same;
    },
    v,
    { polling: 250 },
  );
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
      await page.waitForSelector('#views svg .e.line', { state: 'attached' });
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
      // The seed graph with three tokens; Export JSON is `whowins sum --json` of the graph and the tokens.
      await page.selectOption('#preset-select', 'sum-seed');
      await waitTokens(page, [1, 2, 4]);
      assert.equal(await answer(page), await cliOf(page));
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
      const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
      assert.deepEqual(exported, JSON.parse(await cliOf(page, ['--json'])));
      assert.deepEqual(exported.positions[0].tokens, [2, 3, 5]);
    });
  },
});

tests.push({
  name: 'sum: play the sum against the solver — moves, hint, Ctrl+Z / Ctrl+Y — with the exact depth for 2 tokens, and the words for a sum too large',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-seed' }, async (page) => {
      await waitTokens(page, [1, 2, 4]);
      // Three tokens on 6 vertices: the product graph (216 positions) gives the depth.
      await page.waitForFunction(() => /plies|ply|A draw/.test(document.getElementById('board-answer').textContent));
      // Two tokens on 4 and 3 (vertices 5 and 4, γ 1 and ∞{1}: the others' XOR 1 is in K, a win):
      // take the tokens on vertices 2 and 3 off, put one on vertex 4.
      await clickVertex(page, 1, ['Shift']);
      await waitTokens(page, [2, 4]);
      await clickVertex(page, 2, ['Shift']);
      await waitTokens(page, [4]);
      await clickVertex(page, 3);
      await waitTokens(page, [4, 3]);
      assert.equal(await answer(page), await cliOf(page));
      await page.waitForFunction(() => /wins in \d+ plies/.test(document.getElementById('board-answer').textContent));
      assert.match(await boardAnswer(page), /wins in 3 plies: move token 2 from vertex 4 to vertex 5/);
      // Play as the first player from here.
      await page.click('#position-body [data-tt="play"][data-human="0"]');
      await page.waitForFunction(() => window.whowins.sum.explorer.play && window.whowins.sum.explorer.pending === 0);
      const moves = await page.evaluate(() => window.whowins.sum.explorer.moves.map((m) => m.to));
      assert.ok(moves.length >= 1, 'the first player has moves');
      // Hint: the status line names a token's move, drawn on the graph.
      await page.focus('#views svg');
      for (const level of [1, 2, 3]) {
        await page.keyboard.press('h');
        await page.waitForFunction(
          (k) => document.getElementById('status').textContent.startsWith(`Hint ${k} of 3:`),
          level,
        );
      }
      await page.waitForFunction(() =>
        /Hint 3 of 3: the first player token \d to vertex \d/.test(document.getElementById('status').textContent),
      );
      await page.waitForSelector('#views svg .e.line', { state: 'attached' });
      // The hinted move, by a click on its vertex: the solver replies, then it is the first player's turn again.
      const dest = await page.evaluate(() => window.whowins.sum.explorer.hint.dest);
      await clickVertex(page, dest);
      await page.waitForFunction(() => {
        const ex = window.whowins.sum.explorer;
        return ex.play && ex.pending === 0 && ex.history.length >= 2 && ex.mover === 0;
      });
      const after = await page.evaluate(() => window.whowins.sum.tokens().join(','));
      // Ctrl+Z takes back the solver's reply and the move; Ctrl+Y replays them.
      await page.focus('#views svg');
      await page.keyboard.press('Control+z');
      await page.waitForFunction(
        () => window.whowins.sum.tokens().join(',') === '4,3' && window.whowins.sum.explorer.pending === 0,
      );
      await page.keyboard.press('Control+y');
      await page.waitForFunction((want) => window.whowins.sum.tokens().join(',') === want, after);
      await page.click('#position-body [data-tt="stop-play"]');
      await page.waitForFunction(() => !window.whowins.sum.explorer.play);
      // Four tokens (values 0, 1, 0, 1: all finite, XOR 0, a loss): past the product graph's budget of 3
      // tokens — the depth is said to be unknown.
      await page.click('#sum-clear');
      await waitTokens(page, []);
      const four = [2, 4, 5, 4];
      for (let i = 0; i < four.length; i++) {
        await clickVertex(page, four[i]);
        await page.waitForFunction((k) => window.whowins.sum.tokens().length === k, i + 1);
      }
      await waitTokens(page, four);
      assert.equal(await answer(page), await cliOf(page));
      assert.match(
        await boardAnswer(page),
        /loses \(in how many plies is not known for sums this large: 4 tokens on 6 vertices/,
      );
    });
  },
});

tests.push({
  name: 'sum: Why? says the rule in words — the finite tokens XOR to x, which is in K of the ∞ token, and the move',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await waitTokens(page, [1, 4]);
      await page.click('#why-button');
      await page.waitForFunction(() => !document.getElementById('why-card').hidden);
      const text = await page.textContent('#why-body');
      assert.match(
        text,
        /The finite tokens XOR to 0, which is in K = \{0\} of token 1 \(on vertex 1, value ∞\{0\}\): move token 1 from vertex 1 to vertex 0, whose value is 0/,
      );
      // All finite: tokens on 0 and 4 (0 XOR 0): a loss.
      await page.click('#sum-clear');
      await waitTokens(page, []);
      await clickVertex(page, 4);
      await waitTokens(page, [4]);
      await clickVertex(page, 4);
      await waitTokens(page, [4, 4]);
      await page.click('#why-button');
      await page.waitForFunction(() => /XOR to 0/.test(document.getElementById('why-body').textContent));
      assert.match(await page.textContent('#why-body'), /Every token's value is finite \(0, 0\)/);
      // Two ∞: a draw, and the move that keeps it.
      await page.click('#sum-clear');
      await waitTokens(page, []);
      await clickVertex(page, 2);
      await waitTokens(page, [2]);
      await clickVertex(page, 3);
      await waitTokens(page, [2, 3]);
      await page.click('#why-button');
      await page.waitForFunction(() =>
        /2 tokens have the value ∞/.test(document.getElementById('why-body').textContent),
      );
      assert.match(await page.textContent('#why-body'), /The draw is kept: move token \d from vertex \d to vertex \d/);
    });
  },
});

tests.push({
  name: 'sum: a share link opens the graph and the tokens, solved; an embed of it too',
  async fn(env) {
    let url = '';
    let expected = '';
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await waitTokens(page, [1, 4]);
      await clickVertex(page, 3);
      await waitTokens(page, [1, 4, 3]);
      expected = await answer(page);
      url = await shareLink(page);
      assert.match(url, /#v1\./);
    });
    await withPage(env, { query: url.slice(url.indexOf('#')) }, async (page) => {
      await page.waitForFunction(() => window.whowins.state.game === 'sum');
      await waitTokens(page, [1, 4, 3]);
      assert.equal(await answer(page), expected);
      assert.equal(await page.evaluate(() => window.whowins.model.n), 5);
    });
    // The same link as an embed: solved on arrival, the tokens and the answer shown.
    await withPage(
      env,
      { query: `?embed=1${url.slice(url.indexOf('#'))}`, viewport: { width: 760, height: 600 } },
      async (page) => {
        await page.waitForFunction(() => window.whowins.state.game === 'sum');
        await waitTokens(page, [1, 4, 3]);
        assert.equal(await answer(page), expected);
        assert.match(await boardAnswer(page), /A draw|wins|loses/);
      },
    );
  },
});

// ---- puzzles ---------------------------------------------------------------------------------
const SUM_PACK = JSON.parse(fs.readFileSync(path.join(ROOT, 'web', 'puzzles', 'packs', 'sum.json'), 'utf8'));
// Waits until the puzzle is loaded and it is the user's move (or the puzzle is over).
async function puzzleReady(page) {
  await page.waitForFunction(
    () => {
      const pm = window.whowins.puzzles;
      return pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
    },
    null,
    { timeout: 30000 },
  );
}
// Opens a set of puzzle mode at this index (Next until there).
async function openPuzzle(page, setId, index) {
  if (!(await page.evaluate(() => window.whowins.puzzles.active))) await page.click('[data-page-mode="puzzles"]');
  await page.waitForFunction((id) => !!document.querySelector(`#puzzle-source option[value="${id}"]`), setId);
  await page.selectOption('#puzzle-source', setId);
  await puzzleReady(page);
  while ((await page.evaluate(() => window.whowins.puzzles.index)) !== index) {
    await page.click('#puzzle-next-top');
    await puzzleReady(page);
  }
}
// The move buttons of puzzle mode: { move, text }.
const puzzleButtons = (page) =>
  page.$$eval('[data-puzzle-move]', (bs) => bs.map((b) => ({ move: b.dataset.puzzleMove, text: b.textContent })));
const puzzleVerdict = (page) => page.textContent('#puzzle-verdict');
// The pack's key in the buttons' words (token i is the i-th of the pack's tokens, 1-based vertices).
const keyText = (line) => `token ${line.key.token} to vertex ${line.key.to}`;

tests.push({
  name: 'sum puzzles: the pack in puzzle mode — a miss, the key by a click on the graph, the solver defends to the end; a win of unknown length ends at its key; hold the draw; mined from the drawn graph',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await page.waitForFunction(() => window.whowins.state.game === 'sum');
      await waitTokens(page, [1, 4]);
      // Puzzles from this board: the sum session's own, on the drawn graph.
      await page.click('#mine-puzzles');
      await page.waitForFunction(() => window.whowins.puzzles.setId === 'mined', null, { timeout: 60000 });
      await puzzleReady(page);
      const mined = await page.evaluate(() => window.whowins.puzzles.sets.mined.list.map((p) => p.game));
      assert.ok(mined.length > 0 && mined.every((game) => game === 'sum'), JSON.stringify(mined));
      assert.match(await page.textContent('#status'), /Found \d+ puzzles? in your board/);

      // A win of known length (the line's plies), from the pack's wins in the page's order.
      const wins = SUM_PACK.puzzles.filter((p) => p.kind === 'win');
      const index = wins.findIndex((p) => p.plies >= 3 && p.tokens.length === 2);
      const line = wins[index];
      await openPuzzle(page, 'pack:sum', index);
      assert.match(
        await page.textContent('#puzzle-task'),
        new RegExp(`First player to move: win in ${line.plies} plies`),
      );
      // No γ on the vertices while the puzzle is open (the values would give the answer away).
      assert.deepEqual(
        (await badges(page)).filter((b) => b.gamma !== ''),
        [],
      );
      await page.waitForFunction(
        (want) => window.whowins.sum.tokens().join(',') === want,
        line.tokens.map((v) => v - 1).join(','),
      );
      // A wrong move: missed, with its refutation; the position stays.
      let buttons = await puzzleButtons(page);
      const key = buttons.find((b) => b.text === keyText(line));
      assert.ok(key, JSON.stringify({ buttons, key: keyText(line) }));
      const wrong = buttons.find((b) => b.move !== key.move);
      await page.click(`[data-puzzle-move="${wrong.move}"]`);
      await page.waitForFunction(
        () => /Refutation:/.test(document.getElementById('puzzle-verdict').textContent),
        null,
        {
          timeout: 10000,
        },
      );
      assert.match(await puzzleVerdict(page), /Not this one\. Moving to token \d to vertex \d+: that (lets|loses)/);
      assert.equal(await page.evaluate(() => window.whowins.puzzles.attempt.humanMoves), 0);
      // The key, by a click on its vertex (a token moves there), then the winner's best to the end.
      await clickVertex(page, line.key.to - 1);
      await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves === 1);
      // The solver's reply is the line's (the defender's longest resistance).
      const afterReply = line.line.slice(0, 2).reduce(
        (places, [from, to]) => {
          const next = places.slice();
          next[next.indexOf(from - 1)] = to - 1;
          return next;
        },
        line.tokens.map((v) => v - 1),
      );
      await page.waitForFunction(
        (want) => window.whowins.puzzles.board.plies() === 2 && window.whowins.sum.tokens().join(',') === want,
        afterReply.join(','),
      );
      for (let ply = 0; ply < 40; ply++) {
        await puzzleReady(page);
        if (await page.evaluate(() => window.whowins.puzzles.attempt.solved || window.whowins.puzzles.board.over()))
          break;
        const before = await page.evaluate(() => window.whowins.puzzles.board.plies());
        await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
        await page
          .waitForFunction((plies) => window.whowins.puzzles.board.plies() > plies, before, { timeout: 10000 })
          .catch(async (error) => {
            const seen = await page.evaluate(() => ({
              plies: window.whowins.puzzles.board.plies(),
              tokens: window.whowins.sum.tokens(),
              verdict: document.getElementById('puzzle-verdict').textContent,
              status: document.getElementById('status').textContent,
              pending: window.whowins.sum.explorer.pending,
            }));
            throw new Error(`${error.message}: ${JSON.stringify(seen)}`);
          });
      }
      await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
      assert.match(await puzzleVerdict(page), /Solved \(after a miss\)/);
      // Solved: γ is back on the vertices.
      await page.waitForFunction(() => window.whowins.state.hideOutcomes === false);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#views svg .v .badge')].some((b) => b.style.display !== 'none' && b.textContent),
      );
      // The game went as long as the pack says: the winner's moves and the solver's longest defence.
      assert.equal(await page.evaluate(() => window.whowins.puzzles.board.plies()), line.plies);
      assert.match(await page.textContent('#puzzle-progress'), /1 missed/);

      // A win of 4 tokens (no plies in the pack): the key ends it, clean, and the solver does not reply.
      const open = wins.findIndex((p) => p.plies === null);
      await openPuzzle(page, 'pack:sum', open);
      assert.match(await page.textContent('#puzzle-task'), /the puzzle ends with it/);
      buttons = await puzzleButtons(page);
      const openKey = buttons.find((b) => b.text === keyText(wins[open]));
      assert.ok(openKey, JSON.stringify({ buttons, key: keyText(wins[open]) }));
      await page.click(`[data-puzzle-move="${openKey.move}"]`);
      await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
      assert.match(await puzzleVerdict(page), /Solved, clean/);
      await page.waitForFunction(() => !window.whowins.sum.explorer.play);
      await page.waitForTimeout(600);
      assert.equal(await page.evaluate(() => window.whowins.puzzles.board.plies()), 1);

      // Hold the draw: a losing move misses; the key, then the hold against the solver's way out.
      const draws = SUM_PACK.puzzles.filter((p) => p.kind === 'draw');
      await openPuzzle(page, 'hold:sum', 0);
      assert.match(await page.textContent('#puzzle-task'), /hold the draw for 6 plies/);
      buttons = await puzzleButtons(page);
      const holdKey = buttons.find((b) => b.text === keyText(draws[0]));
      assert.ok(holdKey, JSON.stringify({ buttons, key: keyText(draws[0]) }));
      await page.click(`[data-puzzle-move="${buttons.find((b) => b.move !== holdKey.move).move}"]`);
      await page.waitForFunction(() => /Not this one/.test(document.getElementById('puzzle-verdict').textContent));
      assert.match(await puzzleVerdict(page), /that loses: the second player wins/);
      await page.click(`[data-puzzle-move="${holdKey.move}"]`);
      for (let ply = 0; ply < 20; ply++) {
        await puzzleReady(page);
        if (await page.evaluate(() => window.whowins.puzzles.attempt.solved || window.whowins.puzzles.board.over()))
          break;
        await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
        await page.waitForFunction(
          (plies) => window.whowins.puzzles.board.plies() > plies || window.whowins.puzzles.attempt.solved,
          await page.evaluate(() => window.whowins.puzzles.board.plies()),
        );
      }
      await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
      assert.match(await puzzleVerdict(page), /Held \(after a miss\)/);
    });
  },
});

tests.push({
  name: 'sum puzzles: shared links — a win of known length and one that ends at its key reopen and are proved by the solve; a tampered length is refused',
  async fn(env) {
    const wins = readPack(SUM_PACK).filter((p) => p.kind === 'win');
    const known = wins.find((p) => p.plies >= 3),
      keyOnly = wins.find((p) => p.keyOnly);
    for (const puzzle of [known, keyOnly]) {
      const link = encodePuzzleLink(puzzle);
      assert.ok(link.ok);
      await withPage(env, { query: link.hash }, async (page) => {
        await puzzleReady(page);
        const shown = await page.evaluate(() => ({
          uid: window.whowins.puzzles.puzzle.uid,
          setId: window.whowins.puzzles.setId,
          verdict: document.getElementById('puzzle-verdict').textContent,
          tokens: window.whowins.sum.tokens(),
        }));
        assert.equal(shown.setId, 'link');
        assert.equal(shown.uid, puzzle.uid);
        assert.doesNotMatch(shown.verdict, /does not hold a puzzle/);
        assert.deepEqual(shown.tokens, puzzle.start.tokens);
        // The key, found by the solve (not in the link), wins the puzzle.
        await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves === 1);
      });
    }
    await withPage(env, { query: encodePuzzleLink({ ...known, plies: known.plies + 2 }).hash }, async (page) => {
      await page.waitForFunction(
        () => /does not hold a puzzle/.test(document.getElementById('puzzle-verdict').textContent),
        null,
        { timeout: 30000 },
      );
    });
  },
});
