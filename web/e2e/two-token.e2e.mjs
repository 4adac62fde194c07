// Browser tests of the two-token games and sharing: every preset's answer equals the CLI's,
// cat and mouse in the graph editor against `whowins cat-mouse --json`, share links of
// boards and cat-mouse graphs reopen what was shown, hostile board links, play against the
// solver (moves, hint, undo), export, and the 64×64 timing (measured, reported, not asserted).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { waitSolved, solveToFirstMap, shareLink, ROOT } from './browser.mjs';
import { settled, withPage } from './page.e2e.mjs';
import { PRESETS } from '../graph-editor/presets.js';
import { BOARD_PRESETS } from '../cop-thief/board.js';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const cli = (args, input) => execFileSync(CLI, args, { input }).toString();

const answer = (page) => page.evaluate(() => document.getElementById('answer').dataset.full);
const boardAnswer = (page) => page.textContent('#board-answer');

async function cellPoint(page, cell) {
  return page.evaluate((i) => {
    const canvas = document.getElementById('grid-canvas');
    const b = window.whowins.copThief.ui.board;
    const rect = canvas.getBoundingClientRect();
    const w = rect.width / b.cols,
      h = rect.height / b.rows;
    return { x: rect.left + ((i % b.cols) + 0.5) * w, y: rect.top + (Math.floor(i / b.cols) + 0.5) * h };
  }, cell);
}

// A vertex's point on screen once the layout has stopped moving it.
async function stablePoint(page, v) {
  let last = null;
  for (let i = 0; i < 50; i++) {
    const p = await page.evaluate((vv) => window.whowins.views[0].clientPoint(vv), v);
    if (last && Math.abs(p.x - last.x) < 0.5 && Math.abs(p.y - last.y) < 0.5) return p;
    last = p;
    await page.waitForTimeout(150);
  }
  return last;
}

export const tests = [];

tests.push({
  name: 'every preset: the page’s answer equals the CLI’s (graph games, police and thief, cat and mouse)',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      for (const p of PRESETS.filter((x) => x.text)) {
        await page.selectOption('#preset-select', p.id);
        await page.waitForFunction((game) => window.whowins.state.game === game, p.game);
        await page.waitForFunction(
          () => {
            const a = document.getElementById('answer');
            return a.dataset.full && document.getElementById('progress').hidden;
          },
          null,
          { timeout: 30000 },
        );
        // The CLI's input: the seed text for cat-mouse, else the page's graph as "n m" + 1-based edges
        // (many tokens: then the preset's tokens as one position line, once the page shows its answer).
        if (p.tokens)
          await page.waitForFunction(
            (want) => {
              const lines = document.getElementById('answer').dataset.full.split('\n');
              return (
                lines.length === 2 &&
                lines[0].split(' ').length === window.whowins.model.n &&
                window.whowins.sum.tokens().join(',') === want
              );
            },
            p.tokens.join(','),
            { timeout: 30000 },
          );
        const input =
          p.game === 'cat-mouse'
            ? p.text
            : await page.evaluate(() => {
                const m = window.whowins.model;
                const { from, to } = m.edgeArrays();
                return `${m.n} ${from.length}\n` + [...from].map((a, i) => `${a + 1} ${to[i] + 1}\n`).join('');
              });
        const tokens = p.tokens ? `${p.tokens.length} ${p.tokens.map((v) => v + 1).join(' ')}\n` : '';
        const args = [p.game, ...(p.misere ? ['--misere'] : [])];
        const want = cli(args, input + tokens).trim();
        assert.equal((await answer(page)).trim(), want, `preset ${p.id}`);
      }
      // LeetCode 913's answers, in the problem's own terms.
      await page.selectOption('#preset-select', 'cm-example1');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0');
      assert.match(await boardAnswer(page), /Neither can win/);
      await page.selectOption('#preset-select', 'cm-example2');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === '1');
      assert.equal(await boardAnswer(page), 'The mouse reaches the hole in 1 ply (answer 1).');
      for (const p of BOARD_PRESETS) {
        await page.selectOption('#preset-select', p.id);
        await page.waitForFunction((text) => document.getElementById('board-text').value === text, p.text);
        await page.waitForFunction(
          () =>
            /plies|ply|endless/.test(document.getElementById('board-answer').textContent) &&
            document.getElementById('answer').dataset.full,
          null,
          { timeout: 30000 },
        );
        assert.equal((await answer(page)).trim(), cli(['cop-thief'], p.text).trim(), `board preset ${p.id}`);
      }
    });
  },
});

tests.push({
  name: 'cat and mouse: undirected editor, the map with either token fixed equals whowins --json, bad lists keep the text',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#preset-select', 'cm-example1');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0');
      await settled(page, 'cm');
      const text = '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]';
      const json = JSON.parse(cli(['cat-mouse', '--json'], text));
      const n = json.nodes;
      const want = (side, cat, mouse) => {
        const m = side === 0 ? json.cat_to_move : json.mouse_to_move;
        const k = cat * n + mouse;
        return m.outcome[k] === '-' ? null : m.outcome[k] + (m.outcome[k] === 'D' ? '' : m.depth[k]);
      };
      // No arrows on undirected edges; node 0 drawn as the hole; tokens on 1 (mouse) and 2 (cat).
      assert.equal(await page.evaluate(() => document.querySelectorAll('#views .e .edge[marker-end]').length), 0);
      assert.ok(await page.evaluate(() => document.querySelector('#views .v[data-v="0"]').classList.contains('hole')));
      assert.ok(
        await page.evaluate(() => document.querySelector('#views .v[data-v="2"]').classList.contains('tok-cat')),
      );
      const labelOf = (v) =>
        page.evaluate((vv) => {
          const t = document.querySelector(`#views .v[data-v="${vv}"] .badge text`).textContent;
          return t.split(' · ').pop();
        }, v);
      // The cat fixed on 2, the mouse to move: every node for the mouse.
      for (const v of [1, 3, 4, 5]) assert.equal(await labelOf(v), want(1, 2, v), `mouse on ${v}`);
      // The mouse fixed instead, the cat to move.
      await page.click('[data-cmfix="mouse"]');
      await page.click('[data-cmside="0"]');
      await settled(page, 'cm');
      for (const v of [2, 3, 4, 5]) assert.equal(await labelOf(v), want(0, v, 1), `cat on ${v}`);
      // The position panel: the cat to move at (cat 2, mouse 1), moves best first, no move into the hole.
      const moves = await page.$$eval('#position-body [data-tt="move"]', (bs) => bs.map((b) => b.textContent));
      assert.deepEqual(moves.map((m) => m.match(/node (\d+)/)[1]).sort(), ['4', '5']);
      // Clicking a node with Shift moves the other token (the cat) there; the cat may not enter the hole.
      const pt = await stablePoint(page, 0);
      await page.keyboard.down('Shift');
      await page.mouse.click(pt.x, pt.y);
      await page.keyboard.up('Shift');
      assert.match(await page.textContent('#status'), /never enter the hole/);
      // A one-way list: a message with the line, the text kept, the graph unchanged.
      const bad = '[[1,2],\n[0],\n[0,1]]';
      await page.fill('#graph-text', bad);
      await page.click('#read-text');
      assert.match(await page.textContent('#parse-message'), /Line 3.*node 2 lists 1, but node 1 does not list 2/s);
      assert.equal(await page.inputValue('#graph-text'), bad);
      assert.equal(await page.evaluate(() => window.whowins.model.n), 6);
      // Drawing an edge the other way round is the same edge.
      const before = await page.evaluate(() => window.whowins.model.edges.length);
      await page.keyboard.press('e');
      const a = await stablePoint(page, 3);
      const b = await stablePoint(page, 1);
      await page.mouse.click(a.x, a.y);
      await page.mouse.click(b.x, b.y);
      assert.equal(await page.evaluate(() => window.whowins.model.edges.length), before);
      assert.match(await page.textContent('#status'), /already there/);
    });
  },
});

tests.push({
  name: 'share links: a board and a cat-mouse graph reopen with the same position, fixed token and labels',
  async fn(env) {
    let url = '';
    let expected = null;
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#preset-select', 'ct-small-maze');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      await settled(page);
      // Look around: fix the thief, thief to move, move the police (Shift+click with Look).
      await page.waitForFunction(
        () => !!window.whowins.copThief.solution && window.whowins.copThief.explorer.pos !== null,
      );
      await page.click('[data-gfix="thief"]');
      await page.waitForFunction(() => window.whowins.copThief.explorer.token === 0);
      await page.click('[data-gside="1"]');
      await page.waitForFunction(() => {
        const e = window.whowins.copThief.explorer;
        return e.mover === 1 && e.pos === e.target && !e.pending;
      });
      await page.keyboard.press('i');
      const pt = await cellPoint(page, 3 * 7 + 6);
      await page.keyboard.down('Shift');
      await page.mouse.click(pt.x, pt.y);
      await page.keyboard.up('Shift');
      await settled(page);
      expected = await page.evaluate(() => {
        const b = window.whowins.copThief;
        const labels = [];
        for (let i = 0; i < b.ui.board.grid.length; i++) labels.push(b.cellLabel(i));
        return {
          text: document.getElementById('board-text').value,
          pos: { side: b.explorer.mover, c: b.explorer.places[0], r: b.explorer.places[1] },
          fix: 1 - b.explorer.token,
          labels,
        };
      });
      assert.equal(expected.fix, 1);
      assert.equal(expected.pos.side, 1);
      url = await shareLink(page);
      assert.match(url, /#v1\./);
    });
    await withPage(env, { query: url.slice(url.indexOf('#')) }, async (page) => {
      await page.waitForFunction(
        () => /plies|endless/.test(document.getElementById('board-answer').textContent),
        null,
        { timeout: 30000 },
      );
      await settled(page);
      const got = await page.evaluate(() => {
        const b = window.whowins.copThief;
        const labels = [];
        for (let i = 0; i < b.ui.board.grid.length; i++) labels.push(b.cellLabel(i));
        return {
          text: document.getElementById('board-text').value,
          pos: { side: b.explorer.mover, c: b.explorer.places[0], r: b.explorer.places[1] },
          fix: 1 - b.explorer.token,
          labels,
        };
      });
      assert.deepEqual(got, expected);
    });
    // Cat and mouse.
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#preset-select', 'cm-example1');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0');
      await settled(page, 'cm');
      await page.click('[data-cmfix="mouse"]');
      await settled(page, 'cm');
      const pt = await stablePoint(page, 4);
      await page.mouse.click(pt.x, pt.y); // the fixed token (the mouse) to node 4
      await settled(page, 'cm');
      expected = await page.evaluate(() => ({
        pos: {
          side: window.whowins.catMouse.explorer.mover,
          c: window.whowins.catMouse.explorer.places[0],
          r: window.whowins.catMouse.explorer.places[1],
        },
        fix: 1 - window.whowins.catMouse.explorer.token,
        edges: JSON.stringify(window.whowins.model.edges),
      }));
      assert.equal(expected.pos.r, 4);
      url = await shareLink(page);
    });
    await withPage(env, { query: url.slice(url.indexOf('#')) }, async (page) => {
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === '0', null, {
        timeout: 30000,
      });
      await settled(page, 'cm');
      const got = await page.evaluate(() => ({
        pos: {
          side: window.whowins.catMouse.explorer.mover,
          c: window.whowins.catMouse.explorer.places[0],
          r: window.whowins.catMouse.explorer.places[1],
        },
        fix: 1 - window.whowins.catMouse.explorer.token,
        edges: JSON.stringify(window.whowins.model.edges),
      }));
      assert.deepEqual(got, expected);
      assert.equal(await page.inputValue('#game-select'), 'cat-mouse');
    });
  },
});

tests.push({
  name: 'a hostile board link shows a message and an empty editor',
  async fn(env) {
    // 200 rows (varint), then garbage.
    await withPage(env, { query: '#v1.AgDIAQEE' }, async (page) => {
      await page.waitForFunction(() =>
        /could not be opened/.test(document.getElementById('parse-message').textContent),
      );
      assert.match(await page.textContent('#parse-message'), /rows and columns/);
      assert.equal(await page.evaluate(() => window.whowins.model.n), 0);
      // The page still works: pick a board preset.
      await page.selectOption('#preset-select', 'ct-open-8');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
    });
  },
});

tests.push({
  name: 'play against the solver on a board: legal moves only, the solver answers, hint, undo and redo',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#preset-select', 'ct-open-8');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      await settled(page);
      // Play as the thief: the police (solver) moves first.
      await page.click('[data-tt="play"][data-human="1"]');
      const ex = () =>
        page.evaluate(() => {
          const e = window.whowins.copThief.explorer;
          return {
            pos: { side: e.mover, c: e.places[0], r: e.places[1] },
            history: e.history.length,
            over: e.play?.over ?? null,
            legal: e.legal() ? [...e.legal()] : null,
          };
        });
      await page.waitForFunction(
        () => {
          const e = window.whowins.copThief.explorer;
          return e.mover === 1 && e.pending === 0 && e.legal();
        },
        null,
        { timeout: 10000 },
      );
      let s = await ex();
      assert.equal(s.history, 1, 'the solver made the first move');
      // An illegal click (a far cell) is refused.
      const far = s.pos.r === 0 ? 63 : 0;
      let pt = await cellPoint(page, await page.evaluate((l) => window.whowins.copThief.cellOf(l), far));
      await page.mouse.click(pt.x, pt.y);
      assert.match(await page.textContent('#status'), /Not a legal move|Wait/);
      // The hint, pressed three times (the token, the kind of move, the move), names one move and highlights it.
      for (const level of [1, 2, 3]) {
        await page.keyboard.press('h');
        await page.waitForFunction(
          (k) => document.getElementById('status').textContent.startsWith(`Hint ${k} of 3:`),
          level,
        );
      }
      assert.match(await page.textContent('#status'), /^Hint 3 of 3: the thief /);
      const hint = await page.evaluate(() => window.whowins.copThief.explorer.hint.dest);
      assert.ok(s.legal.includes(hint));
      // Three moves of ours, each answered by the solver.
      for (let k = 0; k < 3; k++) {
        s = await ex();
        if (s.over) break;
        const dest = s.legal.find((l) => l !== s.pos.r) ?? s.legal[0];
        pt = await cellPoint(page, await page.evaluate((l) => window.whowins.copThief.cellOf(l), dest));
        await page.mouse.click(pt.x, pt.y);
        await page.waitForFunction(
          (h) => {
            const e = window.whowins.copThief.explorer;
            return e.pending === 0 && (e.play.over || (e.mover === 1 && e.history.length >= h + 2));
          },
          s.history,
          { timeout: 10000 },
        );
      }
      s = await ex();
      assert.ok(s.history >= 3);
      // Undo goes back to our previous turn; redo forward again.
      await page.click('[data-tt="undo"]');
      await page.waitForFunction(() => window.whowins.copThief.explorer.pending === 0);
      const u = await ex();
      assert.equal(u.pos.side, 1);
      assert.equal(u.history, s.history - 2);
      await page.click('[data-tt="redo"]');
      await page.waitForFunction(() => window.whowins.copThief.explorer.pending === 0);
      assert.deepEqual((await ex()).pos, s.pos);
      await page.click('[data-tt="stop-play"]');
      assert.equal(await page.evaluate(() => window.whowins.copThief.explorer.play), null);
    });
  },
});

tests.push({
  name: 'the best line animates step by step to the end; exports give the CLI’s JSON and a PNG',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#preset-select', 'ct-next-to-exit');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      await settled(page);
      const plies = await page.evaluate(() => window.whowins.copThief.explorer.line.length - 1);
      assert.ok(plies >= 1);
      await page.click('[data-tt="animate"]');
      await page.waitForFunction(() => !window.whowins.copThief.explorer.anim, null, { timeout: 20000 });
      const end = await page.evaluate(() => window.whowins.copThief.explorer.history.length);
      assert.equal(end, plies);
      // JSON export = whowins cop-thief --json.
      const text = await page.inputValue('#board-text');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
      const file = await download.path();
      assert.equal(fs.readFileSync(file, 'utf8'), cli(['cop-thief', '--json'], text));
      const [png] = await Promise.all([page.waitForEvent('download'), page.click('#export-png')]);
      const bytes = fs.readFileSync(await png.path());
      assert.deepEqual([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
    });
  },
});

tests.push({
  name: 'timing: a 64×64 open board, from Solve to its first outcome map on screen (reported in bench/README.md)',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'cop-thief');
      await waitSolved(page);
      const times = [];
      for (let run = 0; run < 3; run++) {
        // a different thief start each run: a new board, solved afresh
        const ms = await solveToFirstMap(
          page,
          '64 64\n' +
            Array.from({ length: 64 }, (_, r) =>
              r === 0 ? 'P' + '.'.repeat(63) : r === 63 ? '.'.repeat(63 - run) + 'T' + '.'.repeat(run) : '.'.repeat(64),
            ).join('\n') +
            '\n',
        );
        times.push(Math.round(ms));
        await page.fill('#board-text', '1 2\nPT\n');
        await page.click('#board-read');
      }
      const out = path.join(ROOT, 'build', 'e2e-data', 'timing-64x64.json');
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ board: '64x64 open', runs_ms: times, solver: env.solver }) + '\n');
      console.log(
        `      64×64 open board, Solve → first outcome map drawn: ${times.join(' ms, ')} ms (runs 1-3; ${env.solver})`,
      );
    });
  },
});

tests.push({
  name: 'share: a page opened with ?preset= shares a link without it, and the link opens the board shared, not the preset',
  async fn(env) {
    let url = '',
      text = '';
    await withPage(env, { query: '?preset=ct-next-to-exit' }, async (page) => {
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      await page.click('#board-clear'); // every cell free: a board that is not the preset's
      await page.waitForFunction(
        () =>
          /plies|endless/.test(document.getElementById('board-answer').textContent) &&
          !!window.whowins.copThief.solution,
      );
      text = await page.inputValue('#board-text');
      url = await shareLink(page);
      assert.match(url, /#v1\./);
      assert.doesNotMatch(url, /preset=/);
    });
    await withPage(env, { query: url.slice(url.indexOf('#')) }, async (page) => {
      await page.waitForFunction(
        () => /plies|endless/.test(document.getElementById('board-answer').textContent),
        null,
        { timeout: 30000 },
      );
      assert.equal(await page.inputValue('#board-text'), text);
    });
  },
});
