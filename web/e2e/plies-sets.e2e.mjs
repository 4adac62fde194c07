// Browser tests of depth in moves or plies and of puzzle sets of your own: the Depth menu
// rewrites the position's words, the moves list, the legend, the status line and a puzzle's goal,
// and is kept across a reload (the address's ?depth= and this browser's storage) and in a share
// link opened in a fresh browser; a set made
// with the "Make a set" form opens by its link in a fresh browser with the same puzzles in the
// same order, and keeps its own score, streak and history; a choice that leaves no puzzle says
// so next to the form.
import assert from 'node:assert/strict';
import { openPage, waitSolved, shareLink } from './browser.mjs';

const moves = '#position-body [data-tt="move"]';
const inMoves = (plies) => Math.ceil(plies / 2);

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

// The explorer of the token game shows vertex index v once the session answered.
async function showVertex(page, v) {
  await page.fill('#goto-input', String(v + 1));
  await page.press('#goto-input', 'Enter');
  await page.waitForFunction((k) => {
    const ex = window.whowins.graph.explorer;
    return ex.pos === k && ex.pos === ex.target && !ex.pending && ex.moves.length > 0;
  }, v);
}

// Plays the winner's best move (the page's solver knows it) until the puzzle ends.
async function playOut(page) {
  for (let k = 0; k < 200; k++) {
    await puzzleReady(page);
    if (await page.evaluate(() => window.whowins.puzzles.attempt.solved || window.whowins.puzzles.board.over())) return;
    const best = await page.evaluate(() => window.whowins.puzzles.board.best());
    if (best === null) return;
    await page.click(`[data-puzzle-move="${best}"]`);
    await page.waitForFunction(
      (before) => {
        const pm = window.whowins.puzzles;
        return pm.attempt.solved || pm.board.plies() > before;
      },
      await page.evaluate(() => window.whowins.puzzles.board.plies()),
    );
  }
}

// The set shown's puzzles, by uid, in order.
const setUids = (page) => page.evaluate(() => window.whowins.puzzles.sets.own.list.map((p) => p.uid));

export const tests = [
  {
    name: 'depth: plies or moves — the position, the moves list, the legend, the status line and a puzzle’s goal follow the menu; kept across a reload',
    async fn(env) {
      const { page, context, errors } = await openPage(env, { query: '?preset=long-chain' });
      try {
        await waitSolved(page);
        assert.equal(await page.inputValue('#depth-unit'), 'plies'); // plies by default, as the CLI
        // Vertex 2 of the long chain: L8, one move (losing, held out 8 plies).
        await showVertex(page, 1);
        const depth = await page.evaluate(() => window.whowins.graph.explorer.here.depth);
        const moveDepth = await page.evaluate(() => window.whowins.graph.explorer.moves[0].depth);
        assert.ok(depth >= 3 && depth % 2 === 0, `depth ${depth}`);
        assert.match(await page.textContent('#position-body'), new RegExp(`L${depth} .* wins in ${depth} plies`));
        assert.match(await page.textContent(`${moves} >> nth=0`), new RegExp(`[WL]${moveDepth}$`));
        assert.match(await page.textContent('#depth-legend'), /W3 = win in 3 plies/);

        await page.selectOption('#depth-unit', 'moves');
        await page.waitForFunction(
          (d) => document.getElementById('position-body').textContent.includes(`wins in ${d} moves`),
          inMoves(depth),
        );
        assert.match(await page.textContent('#position-body'), new RegExp(`L${inMoves(depth)} `));
        await page.waitForFunction(
          ([sel, d]) => new RegExp(`[WL]${d}$`).test(document.querySelector(sel)?.textContent ?? ''),
          [moves, inMoves(moveDepth)],
        );
        assert.equal(
          await page.getAttribute(`${moves} >> nth=0 >> .tag`, 'title'),
          `in ${inMoves(moveDepth)} move${inMoves(moveDepth) === 1 ? '' : 's'}`,
        );
        assert.match(await page.textContent('#depth-legend'), /W2 = win in 2 moves/);
        assert.match(page.url(), /[?&]depth=moves/);
        // A share link made now carries it: a fresh browser (nothing kept) opens it in moves.
        const shared = await shareLink(page);
        assert.match(shared, /[?&]depth=moves.*#v1\./);
        assert.ok(shared.startsWith(env.url), shared);
        const other = await openPage(env, { query: shared.slice(env.url.length) });
        try {
          await other.page.waitForFunction(() => document.getElementById('depth-unit').value === 'moves');
          await waitSolved(other.page);
          await other.page.waitForFunction(
            (d) => document.getElementById('position-body').textContent.includes(`wins in ${d} moves`),
            inMoves(depth),
          );
          assert.deepEqual(other.errors, [], 'errors on the shared page');
        } finally {
          await other.context.close();
        }

        // A puzzle's goal, on its card and in the status line; the status line follows a switch at once.
        await page.click('[data-page-mode="puzzles"]');
        await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
        await page.selectOption('#puzzle-source', 'pack:cop-thief');
        await puzzleReady(page);
        let plies = await page.evaluate(() => window.whowins.puzzles.puzzle.plies);
        while (plies < 3) {
          await page.click('#puzzle-next-top');
          await puzzleReady(page);
          plies = await page.evaluate(() => window.whowins.puzzles.puzzle.plies);
        }
        const goal = (n, unit) => `win in ${n} ${unit}`;
        await page.waitForFunction(
          (g) => document.getElementById('status').textContent.includes(`a ${g}.`),
          goal(inMoves(plies), 'moves'),
        );
        assert.match(await page.textContent('#puzzle-task'), new RegExp(goal(inMoves(plies), 'moves')));
        assert.equal(await page.textContent('#history-length option[value="short"]'), '1–2 moves');
        await page.selectOption('#depth-unit', 'plies');
        await page.waitForFunction(
          (g) =>
            document.getElementById('status').textContent.includes(`a ${g}.`) &&
            document.getElementById('puzzle-task').textContent.includes(g),
          goal(plies, 'plies'),
        );
        assert.doesNotMatch(page.url(), /depth=/);
        assert.equal(await page.textContent('#history-length option[value="long"]'), '8 plies or more');
        await page.selectOption('#depth-unit', 'moves');
        await page.waitForFunction(
          (g) => document.getElementById('puzzle-task').textContent.includes(g),
          goal(inMoves(plies), 'moves'),
        );
        // The puzzle's embed keeps the unit too.
        await page.click('#puzzle-embed-button');
        await page.waitForFunction(() => /[?;]depth=moves/.test(document.getElementById('puzzle-embed').value));

        // A reload keeps it (the address says ?depth=moves) …
        await page.reload();
        await page.waitForSelector('body.ready');
        await page.waitForFunction(() => document.getElementById('depth-unit').value === 'moves');
        // … and so does this browser, for a page opened without it in the address.
        await page.goto(`${env.url}?preset=long-chain`);
        await page.waitForSelector('body.ready');
        await waitSolved(page);
        assert.equal(await page.inputValue('#depth-unit'), 'moves');
        await showVertex(page, 1);
        await page.waitForFunction(
          (d) => document.getElementById('position-body').textContent.includes(`wins in ${d} moves`),
          inMoves(depth),
        );
        assert.deepEqual(errors, [], 'errors on the page');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'puzzle sets: a set made with the form opens by its link in a fresh page — the same puzzles in the same order, with its own score, streak and history; an empty choice is said next to the form',
    async fn(env) {
      const first = await openPage(env, { query: '' });
      let link, uids;
      try {
        const page = first.page;
        await waitSolved(page);
        await page.keyboard.press('z');
        await puzzleReady(page);
        await page.click('#make-set summary');
        await page.waitForSelector('input[name="set-game"]');
        // A choice that leaves no puzzle: said next to the form, no set made.
        await page.uncheck('input[name="set-game"][value="sum"]').catch(() => {});
        await page.fill('#set-plies-from', '150');
        await page.fill('#set-plies-to', '160');
        await page.click('#make-set-button');
        await page.waitForFunction(() => /No set:/.test(document.getElementById('make-set-message').textContent));
        assert.match(
          await page.textContent('#make-set-message'),
          /No puzzle is 150–160 plies long: the \d+ .* are \d+–\d+ plies long/,
        );
        assert.equal(await page.evaluate(() => !!window.whowins.puzzles.sets.own), false);
        // A backwards range, typed, then sent by Enter from the field.
        await page.fill('#set-plies-from', '9');
        await page.fill('#set-plies-to', '3');
        await page.press('#set-plies-to', 'Enter');
        await page.waitForFunction(() =>
          /from 9 to 3: the first must not be larger/.test(document.getElementById('make-set-message').textContent),
        );
        // Police and thief and cat and mouse, both kinds, 2–9 plies, rated 800–2000, 8 puzzles.
        for (const box of await page.$$('input[name="set-game"]')) await box.uncheck();
        await page.check('input[name="set-game"][value="cop-thief"]');
        await page.check('input[name="set-game"][value="cat-mouse"]');
        await page.fill('#set-plies-from', '2');
        await page.fill('#set-plies-to', '9');
        await page.fill('#set-rating-from', '800');
        await page.fill('#set-rating-to', '2000');
        await page.fill('#set-count', '8');
        await page.click('#make-set-button');
        await page.waitForFunction(() => {
          const pm = window.whowins.puzzles;
          return (
            pm.setId === 'own' && location.hash.startsWith('#s1.') && !document.getElementById('make-set-url').hidden
          );
        });
        await puzzleReady(page);
        assert.equal(await page.inputValue('#set-count'), '8'); // loading the puzzle typed nothing into the form
        link = await page.inputValue('#make-set-url');
        assert.equal(link, await page.evaluate(() => location.href));
        assert.match(link, /#s1\.g=cop-thief,cat-mouse&k=win,draw&p=2-9&r=800-2000&n=8&s=[0-9a-z]+$/);
        uids = await setUids(page);
        assert.equal(uids.length, 8);
        const chosen = await page.evaluate(() =>
          window.whowins.puzzles.sets.own.list.map((p) => [p.game, p.plies, p.difficulty]),
        );
        for (const [game, plies, difficulty] of chosen) {
          assert.ok(['cop-thief', 'cat-mouse'].includes(game), game);
          assert.ok(plies >= 2 && plies <= 9 && difficulty >= 800 && difficulty <= 2000, `${plies} ${difficulty}`);
        }
        assert.equal(await page.evaluate(() => window.whowins.puzzles.puzzle.uid), uids[0]);
        // A second set from the same choices is another seed: another link.
        await page.click('#make-set-button');
        await page.waitForFunction((l) => location.href !== l, link);
        const secondLink = await page.inputValue('#make-set-url');
        assert.notEqual(secondLink, link);
        // Leaving puzzle mode takes the set out of the address; coming back (Z) shows it and names it again.
        await puzzleReady(page);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !window.whowins.puzzles.active && location.hash === '');
        assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'graph-text'); // Z is not typed into the editor
        await page.keyboard.press('z');
        await page.waitForFunction((l) => window.whowins.puzzles.setId === 'own' && location.href === l, secondLink);
        assert.deepEqual(first.errors, [], 'errors on the first page');
      } finally {
        await first.context.close();
      }

      // A fresh browser (nothing kept) opens the first link: the same puzzles, the same order.
      assert.ok(link.startsWith(env.url), link);
      const second = await openPage(env, { query: link.slice(env.url.length) });
      try {
        const page = second.page;
        await page.waitForFunction(() => window.whowins.puzzles.setId === 'own');
        await puzzleReady(page);
        assert.deepEqual(await setUids(page), uids);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.index), 0);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.puzzle.uid), uids[0]);
        assert.equal(await page.inputValue('#set-plies-from'), '2'); // the form shows the set's choices
        assert.equal(await page.inputValue('#set-count'), '8');
        await page.waitForFunction(() => /0 of 8 played/.test(document.getElementById('set-progress').textContent));
        // Puzzle 1 solved clean: the set's score and streak 1, its history lists it.
        await playOut(page);
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
        await page.waitForFunction(() =>
          /1 of 8 played · score 1 of 1/.test(document.getElementById('set-progress').textContent),
        );
        assert.match(await page.textContent('#set-progress'), /Set streak 1 · best 1/);
        assert.match(await page.textContent('#set-progress .set-history'), /Puzzle 1: ✓ clean/);
        // Puzzle 2 missed (any move but the key): score stays 1 of 2, the set's streak is 0.
        await page.keyboard.press('n');
        await puzzleReady(page);
        assert.equal(await page.evaluate(() => window.whowins.puzzles.puzzle.uid), uids[1]);
        const best = await page.evaluate(() => window.whowins.puzzles.board.best());
        const wrong = await page.$$eval(
          '[data-puzzle-move]',
          (bs, b) => bs.map((x) => x.dataset.puzzleMove).find((m) => m !== String(b)),
          best,
        );
        await page.click(`[data-puzzle-move="${wrong}"]`);
        await page.waitForFunction(() =>
          /2 of 8 played · score 1 of 2/.test(document.getElementById('set-progress').textContent),
        );
        assert.match(await page.textContent('#set-progress'), /Set streak 0 · best 1/);
        assert.match(await page.textContent('#set-progress .set-history'), /Puzzle 1: ✓ clean\s*Puzzle 2: ✗ missed/);
        // The set's record is its own: a pack set shows none; the link opened again in this
        // browser comes back to the set at its first puzzle not yet played, with its record.
        await page.selectOption('#puzzle-source', 'pack:generic');
        await puzzleReady(page);
        assert.equal(await page.isHidden('#set-progress'), true);
        assert.doesNotMatch(page.url(), /#s1\./);
        const again = await second.context.newPage();
        again.on('pageerror', (e) => second.errors.push(e.message));
        await again.goto(link);
        await again.waitForSelector('body.ready');
        await again.waitForFunction(() => window.whowins.puzzles.setId === 'own');
        await puzzleReady(again);
        assert.equal(await again.evaluate(() => window.whowins.puzzles.index), 2);
        await again.waitForFunction(() =>
          /2 of 8 played · score 1 of 2/.test(document.getElementById('set-progress').textContent),
        );
        assert.deepEqual(second.errors, [], 'errors on the second page');
      } finally {
        await second.context.close();
      }
    },
  },
  {
    name: 'puzzle sets: a bad set link says what is wrong next to the form and shows a pack; a set link whose choices leave no puzzle says which',
    async fn(env) {
      const { page, context, errors } = await openPage(env, {
        query: '#s1.g=chess,cop-thief&k=win&p=1-9&r=0-4000&n=5&s=abc',
      });
      try {
        await page.waitForFunction(() =>
          /This set link could not be opened: there is no pack of puzzles for the game "chess"/.test(
            document.getElementById('make-set-message').textContent,
          ),
        );
        await puzzleReady(page);
        assert.match(await page.evaluate(() => window.whowins.puzzles.setId), /^pack:/);
        assert.equal(await page.evaluate(() => document.getElementById('make-set').open), true);
        assert.equal(await page.evaluate(() => location.hash), '');
        // A link typed into the address while the page is open: its choices leave no puzzle.
        await page.evaluate(() => {
          location.hash = '#s1.g=generic&k=draw&p=150-200&r=0-4000&n=5&s=1';
        });
        await page.waitForFunction(() =>
          /could not be opened: No puzzle is 150–200 plies long: the \d+ hold-the-draw puzzles of these games are \d+–\d+ plies long/.test(
            document.getElementById('make-set-message').textContent,
          ),
        );
        assert.deepEqual(errors, [], 'errors on the page');
      } finally {
        await context.close();
      }
    },
  },
];
