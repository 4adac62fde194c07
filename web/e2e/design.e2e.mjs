// Browser tests of "Design a game": every template solves in the page with the CLI's answer,
// a bad field gets its message beside it and the design is kept (also across a reload), a
// share link reopens the whole design, a design past the page's limit is refused with the
// command to run instead, and play against the solver.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { holdWorkerMessages, ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { TEMPLATES } from '../design/templates.js';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const answer = (page) => page.evaluate(() => document.getElementById('answer').dataset.full);
const solvedDesign = (page, timeout = 30000) =>
  page.waitForFunction(
    () => !!window.whowins.design?.explorer.map && !!document.getElementById('answer').dataset.full,
    null,
    { timeout },
  );

export const tests = [];

tests.push({
  name: 'design: every template solves in the page with whowins design’s answer; the map and moves are shown',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      for (const t of TEMPLATES) {
        await page.selectOption('#preset-select', `design:${t.id}`);
        await page.waitForFunction((name) => window.whowins.design?.design.name === name, t.design.name);
        // A design over the page's auto-solve size (Fox and Hounds) waits for Solve.
        await solvedDesign(page, 5000).catch(async () => {
          assert.match(await page.textContent('#design-count'), /press Enter to solve/, t.id);
          await page.click('#solve-button');
          await solvedDesign(page);
        });
        const expected = execFileSync(CLI, ['design'], { input: JSON.stringify(t.design) })
          .toString()
          .trim();
        assert.equal(await answer(page), expected, t.id);
        assert.ok((await page.locator('#position-body .tag').count()) > 0, `${t.id}: the position's value`);
      }
    });
  },
});

tests.push({
  name: 'design: a bad start is named beside its field, the design is kept, also across a reload',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:cat-and-mouse-2');
      await solvedDesign(page);
      const start = page.locator('[data-path="sides[0].tokens[0].start"]');
      await start.fill('Q');
      await page.waitForFunction(() =>
        /no cell is marked 'Q'/.test(document.querySelector('[data-error-for="sides[0].tokens[0]"]').textContent),
      );
      assert.equal(await start.getAttribute('aria-invalid'), 'true');
      assert.match(await page.textContent('#design-message'), /sides\[0\]\.tokens\[0\]\.start/);
      assert.equal(await page.evaluate(() => window.whowins.design.design.sides[0].tokens[0].start), 'Q');
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.selectOption('#game-select', 'design');
      await page.waitForFunction(() => window.whowins.design?.design.sides[0].tokens[0].start === 'Q');
      assert.equal(await page.inputValue('[data-path="sides[0].tokens[0].start"]'), 'Q');
      // Bad JSON in the box: a message, the design shown unchanged.
      await page.click('#design-json-box summary');
      await page.fill('#design-json', '{"board": ');
      await page.click('#design-read');
      await page.waitForFunction(() => /Not JSON/.test(document.getElementById('design-message').textContent));
      assert.equal(await page.evaluate(() => window.whowins.design.design.sides[0].tokens[0].start), 'Q');
    });
  },
});

tests.push({
  name: 'design: a share link carries the whole design and reopens it solved',
  async fn(env) {
    let hash;
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:two-cops');
      await solvedDesign(page);
      await page.fill('[data-path="name"]', 'Shared cops');
      await solvedDesign(page);
      await page.click('#share-button');
      await page.waitForFunction(() => location.hash.startsWith('#v1.'));
      hash = await page.evaluate(() => location.hash);
    });
    await withPage(env, { query: hash }, async (page) => {
      await solvedDesign(page);
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), 'Shared cops');
      assert.equal(await answer(page), 'robber');
    });
  },
});

// A click on place p of the design's board.
async function clickPlace(page, p) {
  const pt = await page.evaluate((q) => window.whowins.design.clientPoint(q), p);
  await page.mouse.click(pt.x, pt.y);
}
const view = (page) =>
  page.evaluate(() => {
    const e = window.whowins.design.explorer;
    return { places: e.places.slice(), mover: e.mover, token: e.token };
  });

tests.push({
  name: 'design: a share link keeps the position shown — every token’s place, the side to move, the map’s token',
  async fn(env) {
    let hash, shown;
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:police-and-thief');
      await solvedDesign(page);
      const before = await view(page);
      // Move the map's token with a click (Look), then the side to move and the map's token.
      const target = before.places[before.token] === 0 ? 1 : 0;
      await clickPlace(page, target);
      await page.waitForFunction((t) => {
        const e = window.whowins.design.explorer;
        return e.places[e.token] === t && !e.pending;
      }, target);
      await page.click('[data-dmover="1"]');
      await page.waitForFunction(
        () => window.whowins.design.explorer.mover === 1 && !window.whowins.design.explorer.pending,
      );
      await page.click('[data-dtoken="1"]');
      await page.waitForFunction(() => window.whowins.design.explorer.token === 1);
      shown = await view(page);
      assert.notDeepEqual(shown.places, before.places);
      await page.click('#share-button');
      await page.waitForFunction(() => location.hash.startsWith('#v1.'));
      hash = await page.evaluate(() => location.hash);
    });
    await withPage(env, { query: hash }, async (page) => {
      await solvedDesign(page);
      await page.waitForFunction(
        (s) => {
          const e = window.whowins.design.explorer;
          return (
            !e.pending &&
            JSON.stringify(e.places) === JSON.stringify(s.places) &&
            e.mover === s.mover &&
            e.token === s.token
          );
        },
        shown,
        { timeout: 15000 },
      );
      assert.deepEqual(await view(page), shown);
    });
  },
});

tests.push({
  name: 'design: the template picked again stays solved (Auto on), and a click on the board moves the token',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'design');
      await page.selectOption('#design-template', 'knight-king');
      await page.waitForFunction(() => window.whowins.design.design.name === 'A knight hunting a king');
      await solvedDesign(page);
      await page.selectOption('#design-template', 'knight-king'); // the same template again
      await solvedDesign(page);
      await page.waitForFunction(
        () => window.whowins.design.explorer.result !== null && window.whowins.design.explorer.pos !== null,
      );
      const before = await view(page);
      const target = before.places[before.token] === 5 ? 6 : 5;
      await clickPlace(page, target); // threw "reading 'session'" before
      await page.waitForFunction((t) => {
        const e = window.whowins.design.explorer;
        return e.places[e.token] === t && !e.pending;
      }, target);
    });
  },
});

tests.push({
  name: 'design: play by clicks — your token’s moves are ringed, a click on one moves it, elsewhere says why',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:police-and-thief');
      await solvedDesign(page);
      // Play the side not to move first... the police move first here: play them.
      const mover = await page.evaluate(() => window.whowins.design.explorer.mover);
      await page.click(`[data-tt="play"][data-human="${mover}"]`);
      await page.waitForFunction(() => (window.whowins.design.targets ?? []).length > 0);
      const { targets, token, places } = await page.evaluate(() => ({
        targets: window.whowins.design.targets,
        token: window.whowins.design.explorer.token,
        places: window.whowins.design.explorer.places,
      }));
      const sides = await page.evaluate(() => window.whowins.design.explorer.result.info.tokens.map((t) => t.side));
      assert.equal(sides[token], mover, 'the map moves your own token');
      // A place none of your tokens reaches: the status says so, nothing moves.
      const n = await page.evaluate(() => window.whowins.design.explorer.map.outcomes.length);
      const far = [...Array(n).keys()].find((p) => !targets.includes(p) && !places.includes(p));
      await clickPlace(page, far);
      await page.waitForFunction(() =>
        /cannot move there|No token of yours/.test(document.getElementById('status').textContent),
      );
      assert.equal(await page.evaluate(() => window.whowins.design.explorer.history.length), 0);
      // A ringed place: your move, then the solver's reply.
      const to = targets.find((p) => p !== places[token]);
      await clickPlace(page, to);
      await page.waitForFunction(
        () => window.whowins.design.explorer.history.length >= 2 || !!window.whowins.design.explorer.play.over,
        null,
        { timeout: 10000 },
      );
      const log = await page.evaluate(() => window.whowins.design.explorer.history.length);
      assert.ok(log >= 1);
      assert.doesNotMatch(await page.textContent('#status'), /Not a move of the chosen token/);
    });
  },
});

tests.push({
  name: 'design: play by clicks on a solver not answering yet — a ringed place clicked while the page still asks about the position is played once the answer is in',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.addInitScript(holdWorkerMessages);
      await page.reload();
      await page.waitForSelector('body.ready');
      await page.selectOption('#preset-select', 'design:police-and-thief');
      await solvedDesign(page);
      await page.evaluate(() => window.__holdSolver());
      const mover = await page.evaluate(() => window.whowins.design.explorer.mover);
      await page.click(`[data-tt="play"][data-human="${mover}"]`);
      await page.waitForFunction(() => (window.whowins.design.targets ?? []).length > 0);
      const { targets, token, places } = await page.evaluate(() => ({
        targets: window.whowins.design.targets,
        token: window.whowins.design.explorer.token,
        places: window.whowins.design.explorer.places,
      }));
      const to = targets.find((p) => p !== places[token]);
      await clickPlace(page, to); // was lost: nothing moved, and nothing said why
      assert.ok(
        await page.evaluate(() => window.whowins.design.explorer.pending > 0),
        'the start of play is still being asked about',
      );
      await page.evaluate(() => window.__releaseSolver());
      await page.waitForFunction(
        () => {
          const e = window.whowins.design.explorer;
          return (e.history.length >= 2 || !!e.play.over) && !e.pending;
        },
        null,
        { timeout: 20000 },
      );
      assert.equal(await page.evaluate((t) => window.whowins.design.explorer.places[t], token), to);
    });
  },
});

tests.push({
  name: 'design: a design puzzle in puzzle mode — no design form pushing the puzzle card below the fold, and start letters not drawn where no token stands',
  async fn(env) {
    await withPage(env, { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.click('[data-page-mode="puzzles"]');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#puzzle-source option')].some((o) => o.value === 'pack:design'),
      );
      await page.selectOption('#puzzle-source', 'pack:design');
      const ready = () =>
        page.waitForFunction(
          () => {
            const pm = window.whowins.puzzles;
            return pm.active && pm.loading === null && pm.board && (pm.board.humanToMove() || pm.board.over());
          },
          null,
          { timeout: 30000 },
        );
      await ready();
      // A puzzle on a grid whose tokens start on letters that only name their starts.
      let letters = [];
      for (let i = 0; i < 40 && !letters.length; i++) {
        letters = await page.evaluate(() => {
          const d = JSON.parse(window.whowins.puzzles.puzzle.text);
          if (!d.board.grid) return [];
          const used = new Set((d.ends ?? []).flatMap((e) => (typeof e.cells === 'string' ? [...e.cells] : [])));
          return d.sides
            .flatMap((s) => s.tokens.map((t) => t.start))
            .filter((x) => typeof x === 'string' && !used.has(x));
        });
        if (!letters.length) {
          await page.click('#puzzle-next-top');
          await ready();
        }
      }
      assert.ok(letters.length, 'a grid design puzzle with start letters');
      assert.equal(await page.locator('#design-card').isVisible(), false, 'the design form is hidden in puzzle mode');
      const card = await page.locator('#puzzle-card').boundingBox();
      assert.ok(card && card.y < 800, `the puzzle card starts on screen (at ${card && Math.round(card.y)} px)`);
      const svg = await page.evaluate(() => window.whowins.design.svg());
      // A cell's letter (the board's own text, not a token's label).
      const cellLetter = (ch) =>
        new RegExp(`<text x="[^"]*" y="[^"]*" font-size="\\d+" font-family="system-ui, sans-serif">${ch}</text>`);
      assert.match(svg, /<rect /);
      for (const ch of letters) assert.doesNotMatch(svg, cellLetter(ch), `the start letter ${ch} is not drawn`);
    });
  },
});

tests.push({
  name: 'design: past the page’s limit the count and the command line are shown, nothing solves',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'design');
      // Two twins a side on 11 × 11 (no token alone: the queue engine): 108,958,322 positions —
      // the command line's budget, not the page's 60 million for that engine.
      const rook = (start) => ({ start, moves: { steps: 'rook' } });
      const big = {
        board: { grid: Array.from({ length: 11 }, () => '.'.repeat(11)) },
        sides: [
          { name: 'a', tokens: [rook([0, 0]), rook([0, 1])] },
          { name: 'b', tokens: [rook([9, 9]), rook([9, 10])] },
        ],
        first: 'a',
        ends: [{ when: 'meet', winner: 'a' }],
      };
      await page.click('#design-json-box summary');
      await page.fill('#design-json', JSON.stringify(big));
      await page.click('#design-read');
      await page.waitForFunction(() =>
        /108,958,322 positions/.test(document.getElementById('design-count').textContent),
      );
      assert.match(await page.textContent('#design-count'), /whowins design --stats < design\.json/);
      await page.click('#solve-button');
      await page.waitForFunction(() => /positions/.test(document.getElementById('status').textContent));
      assert.equal(await answer(page), '');
    });
  },
});

tests.push({
  name: 'design: play against the solver — legal moves only, the solver answers, undo',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:cat-and-mouse-2');
      await solvedDesign(page);
      await page.click('[data-tt="play"][data-human="0"]');
      await page.locator('[data-tt="move"]').first().click();
      await page.waitForFunction(
        () => {
          const e = window.whowins.design.explorer;
          return e.play && e.history.length >= 2;
        },
        null,
        { timeout: 10000 },
      );
      const log = await page.evaluate(() => window.whowins.design.explorer.history.length);
      await page.click('[data-tt="undo"]');
      await page.waitForFunction((n) => window.whowins.design.explorer.history.length < n, log);
      await page.click('[data-tt="stop-play"]');
      assert.equal(await page.evaluate(() => window.whowins.design.explorer.play), null);
    });
  },
});

tests.push({
  name: 'design: Why? proves the position shown (a strategy tree of the design’s positions, clickable)',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:cat-and-mouse-2');
      await solvedDesign(page);
      await page.click('#why-button');
      await page.waitForFunction(
        () =>
          !document.getElementById('why-card').hidden &&
          /Win in 5 plies/.test(document.getElementById('why-body').textContent),
      );
      assert.match(await page.textContent('#why-body'), /mouse \(3, 1\), cat \(2, 2\), mouse to move/);
      const before = await page.evaluate(() => window.whowins.design.explorer.pos);
      await page.locator('#why-body .why-pos').nth(1).click();
      await page.waitForFunction((p) => window.whowins.design.explorer.pos !== p, before);
    });
  },
});

tests.push({
  name: 'design: Puzzles from this design — mined, the key played, solved; back in the editor the design is kept',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:police-and-thief');
      await solvedDesign(page);
      await page.click('#mine-puzzles');
      await page.waitForFunction(
        () =>
          window.whowins.puzzles.active &&
          window.whowins.puzzles.board &&
          !window.whowins.puzzles.loading &&
          window.whowins.puzzles.board.humanToMove(),
        null,
        { timeout: 20000 },
      );
      assert.match(await page.textContent('#puzzle-task'), /to move: win in \d+ pl/);
      const key = await page.evaluate(() => window.whowins.puzzles.board.best());
      await page.click(`[data-puzzle-move="${key}"]`);
      await page.waitForFunction(() => window.whowins.puzzles.attempt.humanMoves >= 1);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !window.whowins.puzzles.active);
      assert.equal(await page.evaluate(() => window.whowins.design.design.name), 'Police and thief');
    });
  },
});

tests.push({
  name: 'design: what changed — a new wall rings the places of the map it changed, counted in words, and over the whole game from the worker',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:police-and-thief');
      await solvedDesign(page);
      const rows = page.locator('[data-path="board.grid"]');
      const text = await rows.inputValue();
      assert.ok(text.includes('P...E'), text);
      await rows.fill(text.replace('P...E', 'P.*.E'));
      await page.waitForFunction(() => !document.getElementById('changes-box').hidden, null, { timeout: 20000 });
      assert.match(
        await page.textContent('#changes-words'),
        /On this map, the edit changed [\d,]+ positions?|changed no outcome/,
      );
      // And over every position of the game, from the worker's diff of the two sessions.
      await page.waitForFunction(
        () =>
          /Over the whole game \(either side to move\), the edit changed [\d,]+ position/.test(
            document.getElementById('changes-words').textContent,
          ),
        null,
        { timeout: 20000 },
      );
    });
  },
});

tests.push({
  name: 'design: exports — the design as JSON (whowins design reads it back), PNG, and SVG as vector shapes',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:cat-and-mouse-2');
      await solvedDesign(page);
      const read = async (button) => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
        const stream = await download.createReadStream();
        const chunks = [];
        for await (const c of stream) chunks.push(c);
        return { name: download.suggestedFilename(), data: Buffer.concat(chunks) };
      };
      const json = await read('#export-json');
      assert.match(json.name, /^whowins-design-cat-and-mouse-ii\.json$/);
      assert.equal(execFileSync(CLI, ['design'], { input: json.data }).toString().trim(), 'mouse');
      const png = await read('#export-png');
      assert.equal(png.data.subarray(1, 4).toString(), 'PNG');
      const svg = (await read('#export-svg')).data.toString();
      assert.match(svg, /^<\?xml/);
      assert.ok((svg.match(/<rect /g) ?? []).length >= 15, 'a rect per cell');
      assert.match(svg, />W5</);
    });
  },
});

tests.push({
  name: 'design: a graph board is drawn by the graph view (its vertex numbers, the tokens ringed) — Edge mode draws an edge by a drag, the design gains it and solves again; a click moves the token',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'design:two-cops');
      await solvedDesign(page);
      // The graph view, not a canvas: one vertex per place, numbered from 0.
      assert.equal(await page.locator('#design-canvas').isVisible(), false);
      const ids = await page.$$eval('#design-graph .v .vid', (ts) => ts.map((t) => t.textContent));
      assert.deepEqual(ids, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      assert.ok((await page.locator('#design-graph .v.tok-side0').count()) >= 1, 'the cops are ringed');
      assert.equal(await page.locator('#design-graph .v.tok-side1').count(), 1, 'the robber is ringed');
      const edges = await page.evaluate(() => window.whowins.design.design.board.graph.edges.length);
      // Edge mode: a drag from vertex 0 to vertex 2 adds the edge 0–2.
      await page.click('[data-dtool="edge"]');
      const a = await page.evaluate(() => window.whowins.design.clientPoint(0)),
        b = await page.evaluate(() => window.whowins.design.clientPoint(2));
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2);
      await page.mouse.move(b.x, b.y);
      await page.mouse.up();
      await page.waitForFunction((n) => window.whowins.design.design.board.graph.edges.length === n + 1, edges);
      assert.deepEqual(await page.evaluate(() => window.whowins.design.design.board.graph.edges.at(-1)), [0, 2]);
      await page.waitForFunction(
        () =>
          !!window.whowins.design.explorer.map &&
          window.whowins.design.explorer.pending === 0 &&
          /Added the edge 0–2|Solved/.test(document.getElementById('status').textContent),
      );
      await solvedDesign(page);
      // Look: a click on vertex 3 puts the map's token (a cop) there (the two cops are twins:
      // the session keeps their places in order).
      await page.click('[data-dtool="look"]');
      const p = await page.evaluate(() => window.whowins.design.clientPoint(3));
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction(() => {
        const e = window.whowins.design.explorer;
        return e.places.slice(0, 2).includes(3) && !e.pending;
      });
    });
  },
});
