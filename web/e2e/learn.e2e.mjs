// Browser tests of learning why: Watch the solver on a graph (undecided vertices count their
// moves known to lose, the last step is the whole map) and on a board (the fixed token's map
// fills wave by wave), keyboard stepping, an edit ends the replay; Why? on a graph; what an
// edit changed; the classroom exports (SVG of a graph and of a board, DOT equal to the CLI's).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './browser.mjs';
import { waitSolved } from './browser.mjs';
import { withPage, boardCellPoint } from './page.e2e.mjs';

const labels = (page) =>
  page.$$eval('#views .view[data-side="0"] .v', (vs) =>
    vs
      .sort((a, b) => a.dataset.v - b.dataset.v)
      .map((v) =>
        v.querySelector('.badge').style.display === 'none' ? '' : v.querySelector('.badge text').textContent,
      ),
  );

export const tests = [
  {
    name: 'the token games on the kit’s explorer: the best line animated to its end, Alice and Bob’s side to move switched, and in play the hint named and ringed on its vertex',
    async fn(env) {
      // The explorer shows vertex index `v` once the session answered.
      const shown = (page, v) =>
        page.waitForFunction((k) => {
          const ex = window.whowins.graph.explorer;
          return ex.pos === k && ex.pos === ex.target && !ex.pending;
        }, v);
      await withPage(env, { query: '?preset=long-chain' }, async (page) => {
        await waitSolved(page);
        // Vertex 2 (index 1) loses in 8 plies along the chain to vertex 10: Animate walks it.
        await page.fill('#goto-input', '2');
        await page.press('#goto-input', 'Enter');
        await shown(page, 1);
        await page.click('#position-body [data-tt="animate"]');
        await page.waitForFunction(
          () => {
            const ex = window.whowins.graph.explorer;
            return ex.pos === 9 && !ex.anim && !ex.pending;
          },
          null,
          { timeout: 20000 },
        );
        const walked = await page.evaluate(() => window.whowins.graph.explorer.history);
        assert.deepEqual(walked.slice(-8), [1, 2, 3, 4, 5, 6, 7, 8], JSON.stringify(walked));
        assert.match(await page.textContent('#position-body'), /No move: the player to move loses\./);
        // Vertex 1 (index 0) wins in 1 (to vertex 10): in play, H names the move and rings its vertex.
        await page.fill('#goto-input', '1');
        await page.press('#goto-input', 'Enter');
        await shown(page, 0);
        await page.click('#position-body [data-tt="play"][data-human="0"]');
        await page.waitForFunction(() => {
          const ex = window.whowins.graph.explorer;
          return ex.play && !ex.pending && ex.turn() === ex.play.human;
        });
        await page.locator('.view svg.graph').first().focus();
        // The graded hint: first the token (its vertex ringed, no target), then the kind of move, then the move.
        await page.keyboard.press('h');
        await page.waitForFunction(() =>
          /^Hint 1 of 3: move the token on vertex 1 \(ringed\)/.test(document.getElementById('status').textContent),
        );
        await page.waitForSelector('.view .v.hinted[data-v="0"]');
        assert.equal(await page.locator('.view .v.hinted[data-v="9"]').count(), 0, 'no target at the first hint');
        await page.keyboard.press('h');
        await page.waitForFunction(() =>
          /^Hint 2 of 3: look for a finishing move/.test(document.getElementById('status').textContent),
        );
        await page.keyboard.press('h');
        await page.waitForFunction(() =>
          /^Hint 3 of 3: move to vertex 10 — wins in 1 ply\./.test(document.getElementById('status').textContent),
        );
        await page.waitForSelector('.view .v.hinted[data-v="9"]');
        assert.equal(await page.locator('.view .v.hinted[data-v="0"]').count(), 0, 'the target ringed, not the token');
      });
      await withPage(env, {}, async (page) => {
        // Alice and Bob (NEERC 2016 G's sample): vertex 1 with Alice to move is W; Bob to move, D.
        await waitSolved(page);
        await page.locator('.view[data-side="0"] .v[data-v="0"]').click();
        await shown(page, 0);
        assert.match(await page.textContent('#position-body .grid-pos'), /To moveAliceOutcomeW Alice wins/);
        await page.click('#position-body [data-tt="side"][data-side="1"]');
        await shown(page, 1);
        assert.match(await page.textContent('#position-body .grid-pos'), /To moveBobOutcomeD neither side/);
        assert.match(await page.textContent('#position-body'), /Play against the solver:as Aliceas Bob/);
      });
    },
  },
  {
    name: 'watch: a graph replayed wave by wave (keyboard), ending on the whole map; an edit ends it',
    async fn(env) {
      await withPage(env, { query: '?preset=seed001-generic' }, async (page) => {
        await waitSolved(page);
        const full = await labels(page);
        await page.click('#watch-button');
        await page.click('#watch-play'); // pause the autoplay
        await page.evaluate(() => document.activeElement.blur()); // keys go to the page
        await page.keyboard.press('Home');
        assert.match(await page.textContent('#watch-step'), /Step 1 of/);
        assert.match(await page.textContent('#watch-words'), /Depth 0, the end positions/);
        const first = await labels(page);
        // Only the end positions are decided; the others show "known/total" counters.
        assert.ok(
          first.some((l) => /^\d+\/\d+$/.test(l)),
          first.join(' '),
        );
        assert.ok(first.filter((l) => /^[WL]0$/.test(l)).length >= 1);
        await page.keyboard.press('ArrowRight');
        assert.match(await page.textContent('#watch-step'), /Step 2 of/);
        await page.keyboard.press('End');
        assert.match(await page.textContent('#watch-words'), /Draws/);
        assert.deepEqual(await labels(page), full);
        await page.keyboard.press('Escape');
        assert.equal(await page.locator('#watch-card').isHidden(), true);
        // Watching again, then an edit of the graph: the replay no longer fits and ends.
        await page.click('#watch-button');
        assert.equal(await page.locator('#watch-card').isHidden(), false);
        await page.click('#clear-button');
        await page.waitForFunction(() => document.getElementById('watch-card').hidden);
      });
    },
  },
  {
    name: 'watch: a board’s map of the fixed token fills wave by wave',
    async fn(env) {
      await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
        await waitSolved(page);
        const cells = await page.evaluate(() => window.whowins.copThief.ui.board.grid.length);
        await page.waitForFunction(
          (n) => Array.from({ length: n }, (_, i) => window.whowins.copThief.cellLabel(i)).some((l) => l !== null),
          cells,
        );
        const mapLabels = () =>
          page.evaluate((n) => Array.from({ length: n }, (_, i) => window.whowins.copThief.cellLabel(i)), cells);
        const full = await mapLabels();
        await page.click('#watch-button');
        await page.click('#watch-play');
        await page.click('#watch-first');
        const first = await mapLabels();
        assert.ok(first.filter((l) => l !== null).length < full.filter((l) => l !== null).length);
        for (const l of first) if (l !== null) assert.match(l, /^[WL]0$/);
        await page.click('#watch-next');
        await page.click('#watch-next');
        const third = await mapLabels();
        for (const l of third) if (l !== null) assert.match(l, /^[WL][012]$/);
        await page.click('#watch-last');
        assert.deepEqual(await mapLabels(), full);
      });
    },
  },
  {
    name: 'why: the proof of a loss and of a draw on a graph; clicking a position shows it on the map',
    async fn(env) {
      await withPage(env, { query: '?preset=long-chain' }, async (page) => {
        await waitSolved(page);
        await page.locator('.view .v[data-v="1"]').click();
        await page.keyboard.press('y');
        await page.waitForSelector('#why-card:not([hidden])');
        assert.match(await page.textContent('#why-body'), /Loss from vertex 2 \(held out 8 plies\)/);
        assert.match(await page.textContent('#why-body'), /vertex 10 L0 — No move: the player to move loses\./);
        await page
          .locator('#why-body .why-pos', { hasText: /^vertex 5$/ })
          .first()
          .click();
        await page.waitForFunction(() => window.whowins.state.cursor === 4);
      });
      await withPage(env, { query: '?preset=seed001-generic' }, async (page) => {
        await waitSolved(page);
        await page.locator('.view .v[data-v="0"]').click();
        await page.click('#why-button');
        await page.waitForFunction(() => /^Draw from/.test(document.getElementById('why-body').textContent));
        assert.match(
          await page.textContent('#why-body'),
          /Draw from vertex 1: .*The play follows the cycle vertex 1 → vertex 4 → vertex 1 and repeats/,
        );
        assert.match(await page.textContent('#why-body'), /a way out that loses/);
      });
    },
  },
  {
    name: "why on the two-token games: the session's proof in the game's words (a board, cat and mouse); clicking a position shows it",
    async fn(env) {
      await withPage(env, { query: '?preset=ct-next-to-exit' }, async (page) => {
        await waitSolved(page);
        await page.click('#why-button');
        await page.waitForSelector('#why-card:not([hidden])');
        const text = await page.textContent('#why-body');
        assert.match(text, /^Loss from police \(1, 1\), thief \(3, 3\), police to move \(held out 2 plies\)/);
        assert.match(text, /police \(1, 1\), thief \(3, 4\), police to move L0 — Escaped: the thief is on an exit\./);
        // Every police move is answered: four moves from the corner (stay, right, down, diagonal).
        assert.match(text, /L2 every move \(4\)/);
        await page
          .locator('#why-body .why-pos', { hasText: /^police \(1, 2\), thief \(3, 3\), thief to move$/ })
          .first()
          .click();
        await page.waitForFunction(() => {
          const e = window.whowins.copThief.explorer;
          return e.pos !== null && e.pos === e.target && e.mover === 1;
        });
        const pos = await page.evaluate(() => {
          const e = window.whowins.copThief.explorer;
          return { side: e.mover, c: e.places[0], r: e.places[1] };
        });
        assert.deepEqual([pos.side, pos.c, pos.r], [1, 1, 12]); // every cell free: a cell's location is its index
      });
      await withPage(env, { query: '?preset=cm-example1' }, async (page) => {
        await waitSolved(page);
        await page.click('#why-button');
        await page.waitForSelector('#why-card:not([hidden])');
        const text = await page.textContent('#why-body');
        assert.match(text, /^Draw from cat node 2, mouse node 1, mouse to move: a move that stays in the draw/);
        assert.match(text, /The play follows the cycle cat node 2, mouse node 1, mouse to move → /);
      });
    },
  },
  {
    name: 'what changed: an edit marks the positions it changed, counts them, and shows the map before it',
    async fn(env) {
      await withPage(env, { query: '?preset=seed001-generic' }, async (page) => {
        await waitSolved(page);
        const before = await labels(page);
        // Delete the edge 5 → 6 as the editor does (select it, Delete).
        const k = await page.evaluate(() => window.whowins.model.edges.findIndex(([a, b]) => a === 4 && b === 5));
        await page.evaluate((kk) => window.whowins.views[0].on.clickEdge(kk), k);
        await page.keyboard.press('Delete');
        await page.waitForFunction(() => !document.getElementById('changes-box').hidden, null, { timeout: 10000 });
        assert.equal(
          await page.textContent('#changes-words'),
          'This edit changed 3 positions: 1 draw became a loss, 1 draw became a win, 1 win became a loss. Changed vertices are ringed.',
        );
        assert.deepEqual(await page.$$eval('.view .v.changed', (vs) => vs.map((v) => Number(v.dataset.v))), [0, 3, 4]);
        await page.click('#changes-previous');
        assert.deepEqual(await labels(page), before);
        await page.click('#changes-previous');
        assert.notDeepEqual(await labels(page), before);
      });
    },
  },
  {
    name: 'exports for the classroom: SVG of a graph and of a board, DOT byte for byte the CLI’s --dot',
    async fn(env) {
      const SEED = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';
      await withPage(env, { query: '?preset=seed001-generic' }, async (page) => {
        await waitSolved(page);
        const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#export-svg')]);
        const text = fs.readFileSync(await svg.path(), 'utf8');
        assert.match(svg.suggestedFilename(), /\.svg$/);
        assert.match(text, /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        assert.equal((text.match(/class="v[ "]/g) ?? []).length, 6);
        const [dot] = await Promise.all([page.waitForEvent('download'), page.click('#export-dot')]);
        const got = fs.readFileSync(await dot.path(), 'utf8');
        const cli = path.join(ROOT, 'build', 'native', 'whowins');
        if (fs.existsSync(cli)) assert.equal(got, execFileSync(cli, ['generic', '--dot'], { input: SEED }).toString());
        assert.match(got, /^digraph whowins \{/);
        for (let v = 1; v <= 6; v++) assert.match(got, new RegExp(`\\n  ${v} \\[label="${v}\\\\n[WLD]`));
      });
      await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
        await waitSolved(page);
        assert.equal(await page.locator('#export-dot').isHidden(), true);
        const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#export-svg')]);
        const text = fs.readFileSync(await svg.path(), 'utf8');
        assert.equal((text.match(/<rect /g) ?? []).length >= 49, true);
        assert.match(text, />W15</);
      });
    },
  },
  {
    name: 'what changed on a board: a wall marks the cells of the map it changed, counted in words',
    async fn(env) {
      await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
        await waitSolved(page);
        const cells = await page.evaluate(() => window.whowins.copThief.ui.board.grid.length);
        const mapLabels = () =>
          page.evaluate((n) => Array.from({ length: n }, (_, i) => window.whowins.copThief.cellLabel(i)), cells);
        await page.waitForFunction(
          (n) => Array.from({ length: n }, (_, i) => window.whowins.copThief.cellLabel(i)).some((l) => l !== null),
          cells,
        );
        const before = await mapLabels();
        // A wall on row 5, column 3 (0-based 4, 2): painted with the mouse.
        await page.keyboard.press('w');
        const p = await boardCellPoint(page, 4, 2);
        await page.mouse.click(p.x, p.y);
        await page.waitForFunction(() => !document.getElementById('changes-box').hidden, null, { timeout: 15000 });
        const after = await mapLabels();
        const differ = before
          .map((l, i) => (i !== 4 * 7 + 2 && after[i] !== null && l !== after[i] ? i : -1))
          .filter((i) => i >= 0);
        const marked = await page.evaluate(() =>
          [...window.whowins.copThief.ui.changes.changedCells].sort((a, b) => a - b),
        );
        assert.deepEqual(marked, differ);
        assert.match(
          await page.textContent('#changes-words'),
          new RegExp(`On this map, the edit changed ${differ.length} position`),
        );
        // And over every position of the game, from the worker (the two sessions compared).
        await page.waitForFunction(
          () =>
            /Over the whole game \(either side to move\), the edit changed \d+ position/.test(
              document.getElementById('changes-words').textContent,
            ),
          null,
          { timeout: 10000 },
        );
        const whole = Number(/the edit changed (\d+) position/.exec(await page.textContent('#changes-words'))[1]);
        assert.ok(whole >= differ.length, `${whole} over the game, ${differ.length} on the map`);
        // The map before the edit, and back.
        await page.click('#changes-previous');
        const shown = await mapLabels();
        assert.deepEqual(
          shown.map((l, i) => (i === 4 * 7 + 2 ? null : l)),
          before.map((l, i) => (i === 4 * 7 + 2 ? null : l)),
        );
        await page.click('#changes-previous');
        assert.deepEqual(await mapLabels(), after);
      });
    },
  },
  {
    name: 'why on a board, on cat and mouse (the proof of the position shown, clickable) and for Alice and Bob (two passes)',
    async fn(env) {
      await withPage(env, { query: '?preset=ct-small-maze' }, async (page) => {
        await waitSolved(page);
        await page.waitForSelector('#why-button:not([hidden])');
        await page.click('#why-button');
        await page.waitForSelector('#why-card:not([hidden])');
        assert.match(
          await page.textContent('#why-body'),
          /^Win in 15 plies from police \(1, 1\), thief \(7, 1\), police to move/,
        );
        assert.match(await page.textContent('#why-body'), /Caught|caught/);
        const second = page.locator('#why-body [data-why-pos="1"]');
        const text = await second.textContent();
        await second.click();
        await page.waitForFunction(() => window.whowins.copThief.explorer.pending === 0);
        const pos = await page.evaluate(() => {
          const e = window.whowins.copThief.explorer;
          return { side: e.mover, c: e.places[0], r: e.places[1] };
        });
        assert.equal(pos.side, 1);
        assert.match(text, /police \(2, 1\), thief \(7, 1\), thief to move/);
      });
      // Alice and Bob: the two passes (docs/rules.md#alice-and-bob) in words.
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await page.locator('.view[data-side="1"] .v[data-v="0"]').click();
        await page.click('#why-button');
        await page.waitForFunction(() => /Pass 1/.test(document.getElementById('why-body').textContent));
        assert.match(
          await page.textContent('#why-body'),
          /^vertex 1, Bob to move: DPass 1: endless\. Every move Bob has \(2\) leads to a position where Alice keeps the play endless/,
        );
        await page.locator('.view[data-side="1"] .v[data-v="1"]').click();
        await page.click('#why-button');
        await page.waitForFunction(() => /^vertex 2,/.test(document.getElementById('why-body').textContent));
        assert.match(
          await page.textContent('#why-body'),
          /Pass 1: not endless\. Bob can move to vertex 3.*Pass 2: won or lost\. .*Bob moves to vertex 3, where Alice loses, and wins in 1 ply/,
        );
      });
      await withPage(env, { query: '?preset=cm-example1' }, async (page) => {
        await waitSolved(page);
        // Why? proves the position shown: wait until the explorer shows one (a Y before that has nothing to prove).
        await page.waitForFunction(() => {
          const e = window.whowins.catMouse.explorer;
          return e.pos !== null && !e.pending;
        });
        await page.keyboard.press('y');
        await page.waitForSelector('#why-card:not([hidden])');
        assert.match(
          await page.textContent('#why-body'),
          /^Draw from cat node 2, mouse node 1, mouse to move: .*The play follows the cycle/,
        );
      });
    },
  },
  {
    name: 'what changed in cat and mouse: removing an edge rings the nodes of the map it changed',
    async fn(env) {
      await withPage(env, { query: '?preset=cm-example1' }, async (page) => {
        await waitSolved(page);
        const nodeLabels = () =>
          page.$$eval('#views .view .v', (vs) =>
            vs.sort((a, b) => a.dataset.v - b.dataset.v).map((v) => v.querySelector('.badge text').textContent),
          );
        await page.waitForFunction(() =>
          /L4/.test([...document.querySelectorAll('#views .v .badge text')].map((t) => t.textContent).join(' ')),
        );
        const before = await nodeLabels();
        await page.evaluate(() => {
          const m = window.whowins.model;
          const e = m.edges.find(([a, b]) => a === 3 || b === 3);
          m.removeEdge(e[0], e[1]);
        });
        await page.waitForFunction(() => !document.getElementById('changes-box').hidden, null, { timeout: 15000 });
        const after = await nodeLabels();
        const differ = before.map((l, i) => (l !== after[i] ? String(i) : null)).filter((x) => x !== null);
        assert.deepEqual(await page.$$eval('.view .v.changed', (vs) => vs.map((v) => v.dataset.v)), differ);
        assert.match(
          await page.textContent('#changes-words'),
          new RegExp(`On this map, the edit changed ${differ.length} position`),
        );
      });
    },
  },
];
