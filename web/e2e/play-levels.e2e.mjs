// Browser tests of the graded hint and of the solver as an opponent of chosen strength (the kit's
// play controller, kit/explorer-play.js; the levels: lib/opponent.js): a puzzle's hint at its
// three levels by the keyboard and the mouse, counted in the history and marked hinted; each
// opponent level chosen beside Play answers by its rule on police and thief; a seeded game
// replays the same moves from its share link, and the level survives the link and an embed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, shareLink } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { moveRank } from '../lib/session-values.js';
import { losesAtOnce } from '../lib/opponent.js';

export const tests = [];

const PACKS = path.join(ROOT, 'web', 'puzzles', 'packs');
const packPuzzles = (game, kind = 'win') =>
  JSON.parse(fs.readFileSync(path.join(PACKS, `${game}.json`), 'utf8')).puzzles.filter((p) => p.kind === kind);

// Waits until the puzzle is loaded and it is the user's move (or the puzzle is over).
const puzzleReady = (page) =>
  page.waitForFunction(
    () => {
      const pm = window.whowins.puzzles;
      return pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
    },
    null,
    { timeout: 30000 },
  );
const verdictStarts = (page, text) =>
  page.waitForFunction((t) => document.getElementById('puzzle-verdict').textContent.startsWith(t), text);

tests.push({
  name: 'hints: a cat-and-mouse puzzle hinted at three levels (H, the Hint button, H) — the mouse ringed, the kind of move, the move; solved, it counts as hinted with 3 hints in the history, the stats and the filter',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const list = packPuzzles('cat-mouse');
      const index = list.findIndex((p) => p.moves >= 2 && p.plies >= 3 && p.to_move === 'mouse');
      assert.ok(index >= 0, 'a mouse puzzle with a choice');
      const puzzle = list[index];
      await page.click('[data-page-mode="puzzles"]');
      await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
      await page.selectOption('#puzzle-source', 'pack:cat-mouse');
      await puzzleReady(page);
      while ((await page.evaluate(() => window.whowins.puzzles.index)) !== index) {
        await page.click('#puzzle-next-top');
        await puzzleReady(page);
      }
      // 1: the token to move (the mouse's node) ringed, no target named.
      await page.keyboard.press('h');
      await verdictStarts(page, 'Hint 1 of 3: move the mouse on node');
      const mouseNode = await page.evaluate(() => {
        const ex = window.whowins.catMouse.explorer;
        return ex.places[1];
      });
      await page.waitForSelector(`.view .v.hinted[data-v="${mouseNode}"]`);
      assert.equal(await page.locator('.view .v.hinted').count(), 1, 'one place ringed: the mouse');
      assert.doesNotMatch(await page.textContent('#puzzle-verdict'), new RegExp(`node ${puzzle.key}\\b`));
      // 2: the kind of move, in words (by the mouse: the Hint button).
      await page.click('#puzzle-hint');
      await verdictStarts(page, 'Hint 2 of 3: look for ');
      assert.match(await page.textContent('#puzzle-verdict'), /finishing move|approach|escape|keeps the draw/);
      // 3: the move itself, its node ringed.
      await page.keyboard.press('h');
      await verdictStarts(page, 'Hint 3 of 3:');
      assert.match(await page.textContent('#puzzle-verdict'), new RegExp(`node ${puzzle.key}\\b`));
      await page.waitForSelector(`.view .v.hinted[data-v="${puzzle.key}"]`);
      assert.match(await page.textContent('#puzzle-verdict'), /3 hints used: this puzzle counts as hinted, not clean/);
      // The key, then the winner's best moves to the end.
      await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
      for (let k = 0; k < 40; k++) {
        await page.waitForFunction(() => {
          const pm = window.whowins.puzzles;
          return pm.attempt.solved || pm.board.over() || pm.board.humanToMove();
        });
        if (await page.evaluate(() => window.whowins.puzzles.attempt.solved || window.whowins.puzzles.board.over()))
          break;
        await page.click(`[data-puzzle-move="${await page.evaluate(() => window.whowins.puzzles.board.best())}"]`);
      }
      await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
      assert.match(await page.textContent('#puzzle-verdict'), /Solved\s*\(hinted: 3 hints\)/);
      await page.waitForFunction(() =>
        /0 clean, 1 hinted/.test(document.getElementById('puzzle-progress').textContent),
      );
      const entry = await page.evaluate(() => window.whowins.puzzles.progress.history.at(-1));
      assert.equal(entry.result, 'hinted');
      assert.equal(entry.hints, 3, 'the history keeps how many hints were used');
      await page.waitForFunction(() =>
        /✓ hinted \(3 hints\)/.test(document.getElementById('history-list').textContent),
      );
      await page.click('#puzzle-history summary');
      await page.selectOption('#history-result', 'clean');
      await page.waitForFunction(() =>
        /None of your puzzles matches/.test(document.getElementById('history-list').textContent),
      );
      await page.selectOption('#history-result', 'hinted');
      await page.waitForFunction(() =>
        /✓ hinted \(3 hints\)/.test(document.getElementById('history-list').textContent),
      );
    });
  },
});

// ---- the opponent ------------------------------------------------------------------------------
const COP_THIEF = 'copThief';
const explorerReady = (page, feature = COP_THIEF) =>
  page.waitForFunction(
    (f) => {
      const ex = window.whowins[f]?.explorer;
      return ex && ex.play && !ex.pending && ex.pos === ex.target && (ex.play.over || ex.turn() === ex.play.human);
    },
    feature,
    { timeout: 30000 },
  );

// Plays as the thief (side 1) for up to `moves` moves, each the move `pick(moves)` of the list (the
// explorer's moves, best first); resolves with the positions of the game.
async function playAsThief(page, moves, pick = 'second') {
  await page.click('#position-body [data-tt="play"][data-human="1"]');
  await explorerReady(page);
  for (let k = 0; k < moves; k++) {
    if (await page.evaluate(() => !!window.whowins.copThief.explorer.play.over)) break;
    const to = await page.evaluate((which) => {
      const list = window.whowins.copThief.explorer.moves;
      return (which === 'second' ? (list[1] ?? list[0]) : list[0]).to;
    }, pick);
    const plies = await page.evaluate(() => window.whowins.copThief.explorer.history.length);
    await page.click(`#position-body [data-tt="move"][data-to="${to}"]`);
    await page.waitForFunction((n) => window.whowins.copThief.explorer.history.length > n, plies);
    await explorerReady(page);
  }
  return page.evaluate(() => {
    const ex = window.whowins.copThief.explorer;
    return [...ex.history, ex.pos];
  });
}

// Each solver's ply of the game on screen: the position, its reply, the session's best move there,
// and every move with its value for the solver (asked of the session).
const solverPlies = (page) =>
  page.evaluate(async () => {
    const ex = window.whowins.copThief.explorer;
    const path = [...ex.history, ex.pos];
    const out = [];
    for (let i = 0; i + 1 < path.length; i++) {
      if (ex.moverOf(path[i]) === ex.play.human) continue;
      const a = await ex.ask({ moves: [path[i]], best: [path[i]] });
      const b = await ex.ask({ values: a.moves[0] });
      const moves = a.moves[0].map((to, k) => {
        const v = b.values[k];
        const outcome = v.outcome === 1 ? 2 : v.outcome === 2 ? 1 : v.outcome;
        return { to, outcome, depth: outcome === 0 || v.depth === null ? null : v.depth + 1 };
      });
      out.push({ position: path[i], reply: path[i + 1], best: a.best[0], moves });
    }
    return out;
  });

const LEVEL_RULES = {
  perfect: (ply) => assert.equal(ply.reply, ply.best, `perfect at ${ply.position}: the best move`),
  strong(ply) {
    const chosen = ply.moves.find((m) => m.to === ply.reply),
      best = ply.moves.find((m) => m.to === ply.best);
    assert.equal(chosen.outcome, best.outcome, `strong at ${ply.position}: the outcome kept`);
    if (best.outcome === 2) assert.equal(chosen.depth, best.depth, `strong at ${ply.position}: the longest hold-out`);
  },
  casual(ply) {
    const ranks = [...new Set(ply.moves.map(moveRank))].sort((x, y) => x - y);
    const chosen = ply.moves.find((m) => m.to === ply.reply);
    const best = ply.moves.find((m) => m.to === ply.best);
    assert.ok(
      (best.outcome === 1 && chosen.outcome === 1) || moveRank(chosen) <= ranks[1],
      `casual at ${ply.position}: at most one step worse`,
    );
  },
  beginner(ply) {
    const chosen = ply.moves.find((m) => m.to === ply.reply);
    if (ply.moves.some((m) => !losesAtOnce(m)))
      assert.ok(!losesAtOnce(chosen), `beginner at ${ply.position}: not a move that loses at once`);
  },
};

tests.push({
  name: 'opponent: each level chosen beside Play (perfect, strong, casual, beginner) answers by its rule on police and thief; the play box names it; strong keeps the police’s win',
  timeout: 180000,
  async fn(env) {
    await withPage(env, { query: '?preset=ct-small-maze&opponent=perfect&seed=11' }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.copThief?.explorer.pos !== null && !window.whowins.copThief.explorer.pending,
        null,
        { timeout: 30000 },
      );
      const start = await page.evaluate(() => window.whowins.copThief.explorer.pos);
      const startWon = await page.evaluate(() => window.whowins.copThief.explorer.here.outcome === 1);
      assert.ok(startWon, 'the police (the solver) wins the small maze');
      for (const level of ['perfect', 'strong', 'casual', 'beginner']) {
        await page.click(`#position-body [data-tt="level"][data-level="${level}"]`);
        await page.waitForFunction(
          (l) =>
            window.whowins.opponent.level === l &&
            document
              .querySelector(`#position-body [data-tt="level"][data-level="${l}"]`)
              ?.getAttribute('aria-checked') === 'true',
          level,
        );
        await playAsThief(page, 5);
        await page.waitForFunction(
          (name) =>
            (document.querySelector('#position-body .play-box')?.textContent ?? '').includes(
              `against the ${name} solver`,
            ),
          `${level[0].toUpperCase()}${level.slice(1)}`,
        );
        const plies = await solverPlies(page);
        assert.ok(plies.length >= 3, `${level}: the solver moved ${plies.length} times`);
        for (const ply of plies) LEVEL_RULES[level](ply);
        // The levels that draw at random play otherwise than perfect somewhere in these moves (seed 11).
        if (level === 'casual' || level === 'beginner')
          assert.ok(
            plies.some((ply) => ply.reply !== ply.best),
            `${level}: some reply other than the best move`,
          );
        if (level === 'strong')
          for (const ply of plies)
            assert.equal(ply.moves.find((m) => m.to === ply.reply).outcome, 1, 'strong: the police still wins');
        await page.click('#position-body [data-tt="stop-play"]');
        await page.waitForFunction(() => !window.whowins.copThief.explorer.play);
        await page.evaluate((p) => window.whowins.copThief.explorer.go(p, { record: false }), start);
        await page.waitForFunction(
          (p) => window.whowins.copThief.explorer.pos === p && !window.whowins.copThief.explorer.pending,
          start,
        );
      }
    });
  },
});

tests.push({
  name: 'opponent: a casual game with seed 4242 replays the same moves from its share link; the level and the seed survive the link and an embed',
  timeout: 180000,
  async fn(env) {
    let url = '',
      first = [];
    await withPage(env, { query: '?preset=ct-small-maze&opponent=casual&seed=4242' }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.copThief?.explorer.pos !== null && !window.whowins.copThief.explorer.pending,
        null,
        { timeout: 30000 },
      );
      assert.deepEqual(
        await page.evaluate(() => ({ ...window.whowins.opponent })),
        { level: 'casual', seed: 4242 },
        'the link’s level and seed taken',
      );
      url = await shareLink(page);
      assert.match(url, /[?&]opponent=casual&seed=4242#v1\./, 'the share link keeps the level and the seed');
      first = await playAsThief(page, 6);
      assert.ok(first.length >= 6, `a game of ${first.length - 1} plies`);
      // The game drew at random: somewhere casual did not play the best move (so a replay proves the seed).
      assert.ok(
        (await solverPlies(page)).some((ply) => ply.reply !== ply.best),
        'a casual reply other than the best move',
      );
    });
    await withPage(env, { query: url.slice(url.indexOf('?')) }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.copThief?.explorer.pos !== null && !window.whowins.copThief.explorer.pending,
        null,
        { timeout: 30000 },
      );
      // The control shows the link's level.
      await page.waitForFunction(
        () =>
          document
            .querySelector('#position-body [data-tt="level"][data-level="casual"]')
            ?.getAttribute('aria-checked') === 'true',
      );
      assert.deepEqual(await playAsThief(page, 6), first, 'the same human moves, the same replies');
    });
    // An embed made on a page with the level chosen keeps it.
    await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
      await page.waitForFunction(() => window.whowins.copThief?.explorer.pos !== null);
      await page.click('#position-body [data-tt="level"][data-level="beginner"]');
      await page.waitForFunction(() => window.whowins.opponent.level === 'beginner');
      const seed = await page.evaluate(() => window.whowins.opponent.seed);
      await page.click('[data-page-mode="gallery"]');
      await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
      await page.click('#gallery-knight-king [data-gallery="embed"]');
      await page.waitForFunction(() =>
        /^<iframe/.test(document.querySelector('#gallery-knight-king .gallery-out').value),
      );
      const code = await page.inputValue('#gallery-knight-king .gallery-out');
      const src = /src="([^"]+)"/.exec(code)[1].replaceAll('&amp;', '&');
      assert.match(src, new RegExp(`\\?embed=1&opponent=beginner&seed=${seed}#v1\\.`));
      await page.goto(src);
      await page.waitForFunction(
        () => window.whowins.design?.explorer.pos !== null && !window.whowins.design.explorer.pending,
        null,
        {
          timeout: 120000,
        },
      );
      assert.deepEqual(await page.evaluate(() => ({ ...window.whowins.opponent })), { level: 'beginner', seed });
      await page.click('#position-body [data-tt="play"][data-human="0"]');
      await page.waitForFunction(() =>
        /against the Beginner solver/.test(document.querySelector('#position-body .play-box')?.textContent ?? ''),
      );
      // The design's board rings the hint too (the first step: the token to move).
      await page.waitForFunction(() => {
        const ex = window.whowins.design.explorer;
        return ex.play && !ex.pending && ex.turn() === ex.play.human;
      });
      await page.click('#position-body [data-tt="hint"]');
      await page.waitForFunction(() => /^Hint 1 of 3: move the /.test(document.getElementById('status').textContent));
      assert.equal(await page.evaluate(() => window.whowins.design.explorer.hintMarks().to), null, 'no target yet');
    });
  },
});
