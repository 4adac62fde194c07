// Browser tests of the one play controller (kit/play-keys.js): Fox and Hounds (a gallery design),
// police and thief, a graph token game (generic), cat and mouse and the cops tool are each
// played by the keyboard with the same keys — Enter on a Play button, the focus then on the
// board (never the page's body), the arrows moving the cursor to a legal place, Enter moving
// there, the solver's reply, Ctrl+Z taking the move back (the position really is the one
// before) and Ctrl+Y playing it again; Enter on a design's board in play never leaves play.
import assert from 'node:assert/strict';
import { withPage } from './page.e2e.mjs';
import { GALLERY } from '../lib/gallery.js';

export const tests = [];

// The element that has the focus, described: 'canvas#grid-canvas', 'svg.graph', 'body', ….
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.classList.contains('graph') ? '.graph' : ''}`
      : 'none';
  });

// Presses the arrow keys that take a grid's cursor from cell `from` to cell `to` (cols wide).
async function gridWalk(page, from, to, cols) {
  const dr = Math.floor(to / cols) - Math.floor(from / cols),
    dc = (to % cols) - (from % cols);
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

// The vertex under the keyboard cursor in the first graph view, or -1.
const graphCursor = (page) =>
  page.evaluate(() => Number(document.querySelector('#views .view .v.cursor')?.dataset.v ?? -1));

// Moves the cursor on the drawn graph to vertex `target` by the arrows alone: each press goes
// the way the target lies (by the drawing's places), as a user would; true once it is there.
async function graphWalk(page, target) {
  for (let k = 0; k < 40; k++) {
    const at = await graphCursor(page);
    if (at === target) return true;
    const key = await page.evaluate(
      ([a, t]) => {
        const { xs, ys } = window.whowins.model;
        if (a < 0) return 'ArrowRight';
        const dx = xs[t] - xs[a],
          dy = ys[t] - ys[a];
        return Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
      },
      [at, target],
    );
    await page.keyboard.press(key);
    // Stuck (nothing that way): a step across first.
    if ((await graphCursor(page)) === at)
      await page.keyboard.press(/Left|Right/.test(key) ? 'ArrowDown' : 'ArrowRight');
  }
  return (await graphCursor(page)) === target;
}

// A game played by an explorer (kit/explorer.js), reached as window.whowins[feature].explorer.
const explorerReady = (page, feature) =>
  page.waitForFunction(
    (f) => {
      const ex = window.whowins[f]?.explorer;
      return ex && ex.play && !ex.play.over && ex.turn() === ex.play.human && !ex.pending && ex.pos === ex.target;
    },
    feature,
    { timeout: 60000 },
  );
const explorerPosition = (page, feature) =>
  page.evaluate((f) => {
    const ex = window.whowins[f].explorer;
    return { pos: ex.pos, places: ex.places.slice(), mover: ex.mover };
  }, feature);

// Ctrl+Z takes the move (and the solver's reply) back: the position before it, the human to
// move; Ctrl+Y plays them again.
async function takeBackAndReplay(page, feature, before, after) {
  await page.keyboard.press('Control+z');
  await page.waitForFunction(
    ([f, pos]) => {
      const ex = window.whowins[f].explorer;
      return ex.pos === pos && !ex.pending && ex.play && ex.turn() === ex.play.human;
    },
    [feature, before.pos],
    { timeout: 20000 },
  );
  assert.deepEqual(await explorerPosition(page, feature), before, 'Ctrl+Z: the position before the move');
  await page.keyboard.press('Control+y');
  await page.waitForFunction(
    ([f, pos]) => window.whowins[f].explorer.pos === pos && !window.whowins[f].explorer.pending,
    [feature, after.pos],
    { timeout: 20000 },
  );
}

tests.push({
  name: 'keys: Fox and Hounds (a gallery design) by the keyboard — Enter on Play, the focus on the board, the arrows and Enter move the fox, Enter elsewhere stays in play, Ctrl+Z takes back, Ctrl+Y replays',
  timeout: 180000,
  async fn(env) {
    const fox = GALLERY.find((g) => g.id === 'fox-and-hounds');
    await withPage(env, {}, async (page) => {
      await page.click('[data-page-mode="gallery"]');
      await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
      await page.focus(`#gallery-${fox.id} [data-gallery="explore"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => window.whowins.design?.explorer.pos !== null && !!document.getElementById('answer').dataset.full,
        null,
        { timeout: 120000 },
      );
      // Play as the fox (the side to move) from the panel's button, by Enter.
      await page.focus('#position-body [data-tt="play"][data-human="0"]');
      await page.keyboard.press('Enter');
      await explorerReady(page, 'design');
      await page.waitForFunction(() => document.activeElement?.id === 'design-canvas');
      const result = await page.evaluate(() => {
        window.__playAtStart = window.whowins.design.explorer.play;
        return window.whowins.design.explorer.result.session;
      });
      const before = await explorerPosition(page, 'design');
      // Enter on the board before any arrow (no cursor shown): no move, no new solve, still the same game.
      await page.keyboard.press('Enter');
      const board = await page.evaluate(() => ({ cols: window.whowins.design.design.board.grid[0].length }));
      // The fox's square and one it may move to (cells of the 8 × 8 grid).
      const { from, to } = await page.evaluate(() => {
        const d = window.whowins.design,
          fox = d.explorer.places[d.explorer.token];
        return { from: d.cellOf(fox), to: d.cellOf(d.targets.find((p) => p !== fox)) };
      });
      // The first arrow steps from the fox.
      await gridWalk(page, from, to, board.cols);
      assert.equal(
        await page.evaluate(() => window.whowins.design.cursor),
        to,
        'the cursor on the square the fox may go to',
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.design.explorer.history.length >= 2, null, { timeout: 20000 });
      await explorerReady(page, 'design');
      const after = await explorerPosition(page, 'design');
      assert.notEqual(after.pos, before.pos, 'the fox moved and the hounds replied');
      assert.ok(
        await page.evaluate((session) => {
          const ex = window.whowins.design.explorer;
          return ex.play === window.__playAtStart && ex.result.session === session;
        }, result),
        'Enter on the board in play neither solved again nor ended the game',
      );
      assert.equal(await focused(page), 'canvas#design-canvas', 'the focus stays on the board after the move');
      await takeBackAndReplay(page, 'design', before, after);
    });
  },
});

tests.push({
  name: 'keys: police and thief by the keyboard — the same keys: Enter on Play, the arrows and Enter move the police, Ctrl+Z takes back, Ctrl+Y replays',
  async fn(env) {
    await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.copThief?.explorer.pos !== null && !window.whowins.copThief.explorer.pending,
        null,
        { timeout: 30000 },
      );
      await page.focus('#position-body [data-tt="play"][data-human="0"]');
      await page.keyboard.press('Enter');
      await explorerReady(page, 'copThief');
      await page.waitForFunction(() => document.activeElement?.id === 'grid-canvas');
      const before = await explorerPosition(page, 'copThief');
      const { from, to, cols } = await page.evaluate(() => {
        const b = window.whowins.copThief,
          ex = b.explorer;
        const here = ex.places[ex.mover];
        const dest = [...ex.legal()].find((p) => p !== here);
        return { from: b.cellOf(here), to: b.cellOf(dest), cols: b.ui.board.cols };
      });
      await gridWalk(page, from, to, cols);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.copThief.explorer.history.length >= 2, null, { timeout: 20000 });
      await explorerReady(page, 'copThief');
      const after = await explorerPosition(page, 'copThief');
      assert.equal(
        await page.evaluate(() => window.whowins.copThief.cellOf(window.whowins.copThief.explorer.places[0])),
        to,
        'the police stands where Enter moved it',
      );
      assert.equal(await focused(page), 'canvas#grid-canvas');
      await takeBackAndReplay(page, 'copThief', before, after);
    });
  },
});

tests.push({
  name: 'keys: cat and mouse by the keyboard — the same keys on the graph: Enter on Play, the arrows and Enter move the mouse, Ctrl+Z takes back, Ctrl+Y replays',
  async fn(env) {
    await withPage(env, { query: '?preset=cm-example1' }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.catMouse?.explorer.pos !== null && !window.whowins.catMouse.explorer.pending,
        null,
        { timeout: 30000 },
      );
      const human = await page.evaluate(() => window.whowins.catMouse.explorer.mover);
      await page.focus(`#position-body [data-tt="play"][data-human="${human}"]`);
      await page.keyboard.press('Enter');
      await explorerReady(page, 'catMouse');
      await page.waitForFunction(() => document.activeElement?.classList.contains('graph'));
      const before = await explorerPosition(page, 'catMouse');
      const target = await page.evaluate(() => {
        const ex = window.whowins.catMouse.explorer;
        return [...ex.legal()].find((v) => v !== ex.places[ex.mover]);
      });
      assert.ok(await graphWalk(page, target), `the arrows reach vertex ${target}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.catMouse.explorer.history.length >= 1, null, {
        timeout: 20000,
      });
      await page.waitForFunction(
        () => {
          const ex = window.whowins.catMouse.explorer;
          return !ex.pending && ex.pos === ex.target && (ex.play.over || ex.mover === ex.play.human);
        },
        null,
        { timeout: 20000 },
      );
      const after = await explorerPosition(page, 'catMouse');
      assert.equal(after.places[human], target, 'the mouse stands where Enter moved it');
      assert.match(await focused(page), /svg\.graph/);
      await takeBackAndReplay(page, 'catMouse', before, after);
    });
  },
});

tests.push({
  name: 'keys: many tokens (a sum) by the keyboard — the same keys on the graph: Enter puts a token on the cursor, Enter on Play, the arrows and Enter move a token, Ctrl+Z takes back, Ctrl+Y replays',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await page.waitForFunction(
        () => window.whowins.sum?.explorer.pos !== null && !window.whowins.sum.explorer.pending,
        null,
        { timeout: 30000 },
      );
      // Outside play, Enter on the cursor's vertex puts a token there: tokens on 1, 4 and 2.
      await page.focus('#views svg');
      assert.ok(await graphWalk(page, 2), 'the arrows reach vertex 2');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => window.whowins.sum.tokens().join(',') === '1,4,2' && !window.whowins.sum.explorer.pending,
      );
      await page.focus('#position-body [data-tt="play"][data-human="0"]');
      await page.keyboard.press('Enter');
      await explorerReady(page, 'sum');
      await page.waitForFunction(() => document.activeElement?.classList.contains('graph'));
      const before = await explorerPosition(page, 'sum');
      const target = await page.evaluate(() => [...window.whowins.sum.explorer.legal()][0]);
      assert.ok(await graphWalk(page, target), `the arrows reach vertex ${target}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.sum.explorer.history.length >= 1, null, { timeout: 20000 });
      await page.waitForFunction(
        () => {
          const ex = window.whowins.sum.explorer;
          return !ex.pending && ex.pos === ex.target && (ex.play.over || ex.mover === ex.play.human);
        },
        null,
        { timeout: 20000 },
      );
      const after = await explorerPosition(page, 'sum');
      assert.notDeepEqual(after.places, before.places, 'Enter moved a token');
      assert.match(await focused(page), /svg\.graph/);
      // Two ∞ tokens: a draw, so the play goes on after the solver's reply.
      assert.equal(await page.evaluate(() => window.whowins.sum.explorer.play.over), null);
      await takeBackAndReplay(page, 'sum', before, after);
    });
  },
});

tests.push({
  name: 'keys: a graph token game (generic) by the keyboard — the same keys: Enter on Play, the arrows and Enter move the token, Ctrl+Z takes back, Ctrl+Y replays',
  async fn(env) {
    await withPage(env, { query: '?preset=seed001-generic' }, async (page) => {
      await page.waitForFunction(() => /W|L|D/.test(document.getElementById('answer').textContent), null, {
        timeout: 30000,
      });
      // Vertex 1 (typed), then Play as the player to move, by Enter.
      await page.fill('#goto-input', '1');
      await page.press('#goto-input', 'Enter');
      await page.waitForFunction(() => {
        const ex = window.whowins.graph?.explorer;
        return ex && ex.pos === 0 && ex.pos === ex.target && !ex.pending;
      });
      await page.focus('#position-body [data-tt="play"][data-human="0"]');
      await page.keyboard.press('Enter');
      await explorerReady(page, 'graph');
      await page.waitForFunction(() => document.activeElement?.classList.contains('graph'));
      const before = await explorerPosition(page, 'graph');
      const target = await page.evaluate(() => Number(document.querySelector('#views .view .v.legal').dataset.v));
      assert.ok(await graphWalk(page, target), `the arrows reach vertex ${target}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.graph.explorer.history.length >= 1, null, { timeout: 20000 });
      await page.waitForFunction(
        () => {
          const ex = window.whowins.graph.explorer;
          return !ex.pending && ex.pos === ex.target && (ex.play.over || ex.turn() === ex.play.human);
        },
        null,
        { timeout: 20000 },
      );
      const first = await page.evaluate(() => {
        const ex = window.whowins.graph.explorer;
        return ex.history.length > 1 ? ex.history[1] : ex.pos;
      });
      assert.equal(first, target, 'the first move went where Enter was pressed');
      const after = await explorerPosition(page, 'graph');
      assert.match(await focused(page), /svg\.graph/);
      await takeBackAndReplay(page, 'graph', before, after);
    });
  },
});

tests.push({
  name: 'keys: the cops tool by the keyboard — the same keys: Enter on Play the robber, the focus on the graph, the arrows and Enter hide him, Ctrl+Z takes it back, Ctrl+Y replays',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-grid');
      await page.waitForFunction(() => window.whowins.model.n === 25);
      await page.focus('#cops-button');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /c\(G\)/.test(document.getElementById('cops-body').textContent), null, {
        timeout: 30000,
      });
      await page.focus('#cops-body [data-tt="play"][data-human="1"]');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.cops.play?.phase === 'hide');
      await page.waitForFunction(() => document.activeElement?.classList.contains('graph'));
      // Hide on the vertex farthest from the cops' first one (by the drawing).
      const target = await page.evaluate(() => {
        const { xs, ys } = window.whowins.model,
          cops = window.whowins.cops.play.placement;
        let best = -1,
          far = -1;
        for (let v = 0; v < xs.length; v++) {
          if (cops.includes(v)) continue;
          const d = Math.hypot(xs[v] - xs[cops[0]], ys[v] - ys[cops[0]]);
          if (d > far) {
            far = d;
            best = v;
          }
        }
        return best;
      });
      assert.ok(await graphWalk(page, target), `the arrows reach vertex ${target}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => {
          const p = window.whowins.cops.play;
          return p && !p.thinking && (p.phase === 'run' || p.phase === 'over');
        },
        null,
        { timeout: 20000 },
      );
      const hidden = await page.evaluate(() => window.whowins.cops.play);
      assert.equal(hidden.robber, target, 'the robber hid where Enter was pressed');
      assert.equal(hidden.rounds, 1, 'and the cops answered');
      assert.match(await focused(page), /svg\.graph/);
      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => window.whowins.cops.play?.phase === 'hide');
      const back = await page.evaluate(() => window.whowins.cops.play);
      assert.equal(back.robber, null, 'Ctrl+Z: the robber not yet hidden');
      assert.equal(back.rounds, 0);
      await page.keyboard.press('Control+y');
      await page.waitForFunction((v) => window.whowins.cops.play?.robber === v, target);
      assert.deepEqual((await page.evaluate(() => window.whowins.cops.play)).placement, hidden.placement);
    });
  },
});

tests.push({
  name: 'keys: a sum puzzle by the keyboard — Tab to the key’s move button, Enter plays it: solved, clean',
  async fn(env) {
    await withPage(env, { query: '?preset=sum-wind-up' }, async (page) => {
      await page.waitForFunction(() => window.whowins.state.game === 'sum' && window.whowins.sum.sum.solution);
      await page.keyboard.press('z'); // puzzle mode
      await page.waitForFunction(() => !!document.querySelector('#puzzle-source option[value="pack:sum"]'));
      await page.selectOption('#puzzle-source', 'pack:sum');
      await page.waitForFunction(
        () => window.whowins.puzzles.loading === null && window.whowins.puzzles.board?.humanToMove(),
        null,
        { timeout: 30000 },
      );
      const { key, keyOnly } = await page.evaluate(() => window.whowins.puzzles.puzzle);
      const words = `token ${key.token} to vertex ${key.to}`;
      // Tab through the page until the key's button has the focus, as a keyboard user would.
      for (let k = 0; k < 80; k++) {
        if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === words) break;
        await page.keyboard.press('Tab');
      }
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.puzzleMove !== undefined), true, words);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves === 1);
      const tokens = await page.evaluate(() => window.whowins.sum.tokens());
      assert.ok(tokens.includes(key.to - 1), `a token moved to vertex ${key.to}: ${tokens}`);
      if (keyOnly) {
        await page.waitForFunction(() => window.whowins.puzzles.attempt.solved);
        assert.match(await page.textContent('#puzzle-verdict'), /Solved, clean/);
      }
    });
  },
});
