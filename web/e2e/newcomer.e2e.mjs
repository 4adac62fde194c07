// Browser tests of the rough edges a first-time user trips over: a phone's gallery, puzzle mode's first moments,
// the status line, the words, Why? on games won by a rule, token names, offsets, labels and dropped files.
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { GALLERY } from '../lib/gallery.js';

const PHONE = { width: 390, height: 844 };

async function openGallery(page) {
  await page.click('[data-page-mode="gallery"]');
  await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
}

export const tests = [
  {
    name: 'newcomer: on a 390-px phone, Play from a gallery card far down the page shows the board on the screen',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env, { viewport: PHONE });
      try {
        await openGallery(page);
        const play = '#gallery-fox-and-hounds [data-gallery="play"]';
        await page.locator(play).scrollIntoViewIfNeeded();
        assert.ok((await page.evaluate(() => scrollY)) > 1000, 'the card is far down the page');
        await page.click(play);
        await page.waitForFunction(
          () =>
            window.whowins.design?.explorer.play &&
            window.whowins.design.explorer.mover === window.whowins.design.explorer.play.human &&
            !window.whowins.design.explorer.pending,
          null,
          { timeout: 60000 },
        );
        // The board's canvas is on the screen (its top inside the viewport), not thousands of pixels above it.
        await page.waitForFunction(() => {
          const r = document.getElementById('design-canvas-wrap').getBoundingClientRect();
          return r.height > 0 && r.top >= 0 && r.top < innerHeight;
        });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: a Fox and Hounds puzzle never shows the start position while it loads, and its progress bar is as full as its text says',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await openGallery(page);
        // Every frame from the click on: is the board visible while the puzzle loads; the bar's width and text.
        await page.evaluate(() => {
          window.loadFrames = [];
          const frame = () => {
            const bar = document.getElementById('progress-bar');
            const shown = !document.getElementById('progress').hidden;
            window.loadFrames.push({
              loading: window.whowins.puzzles.loading !== null,
              boardVisible: getComputedStyle(document.getElementById('design-canvas')).visibility === 'visible',
              bar: shown
                ? (100 * bar.getBoundingClientRect().width) / bar.parentElement.getBoundingClientRect().width
                : null,
              text: shown ? Number(/(\d+)%/.exec(document.getElementById('progress-text').textContent)?.[1]) : null,
            });
            if (!window.loadFramesDone) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        await page.click('#gallery-fox-and-hounds [data-gallery="puzzles"]');
        await page.waitForFunction(() => window.whowins.puzzles.board?.humanToMove(), null, { timeout: 60000 });
        const frames = await page.evaluate(() => {
          window.loadFramesDone = true;
          return window.loadFrames;
        });
        assert.ok(
          frames.some((f) => f.loading),
          'frames were recorded while the puzzle loaded',
        );
        assert.deepEqual(
          frames.filter((f) => f.loading && f.boardVisible),
          [],
          'the board is hidden while the puzzle loads',
        );
        assert.ok(await page.isVisible('#design-canvas'), 'the board shows once the puzzle is on it');
        const bars = frames.filter((f) => f.bar !== null && Number.isFinite(f.text));
        assert.ok(bars.length > 0, 'the progress bar showed (Fox and Hounds takes over a second to solve)');
        assert.deepEqual(
          bars.filter((f) => Math.abs(f.bar - f.text) > 1.5),
          [],
          "the bar's width is the text's percentage",
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: the status line follows — Edit from a gallery card leaves the gallery’s line; an invalid offset or 7 tokens replace "Solved …"',
    timeout: 90000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      const status = (re) =>
        page.waitForFunction(
          (source) => new RegExp(source).test(document.getElementById('status').textContent),
          re.source,
        );
      try {
        await page.keyboard.press('g');
        await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
        await status(/^The gallery: .*Esc goes back/);
        // Fox and Hounds is too big to solve by itself: nothing else writes the status line after Edit.
        await page.click('#gallery-fox-and-hounds [data-gallery="edit"]');
        await page.waitForFunction(
          () =>
            window.whowins.design?.design.name === 'Fox and Hounds' &&
            /press Enter/.test(document.getElementById('design-count').textContent),
        );
        assert.match(await page.textContent('#status'), /^Fox and Hounds in the designer/);
        // A small design solves by itself; then an offset that is not a number makes it no game.
        await page.click('[data-page-mode="gallery"]');
        await page.click('#gallery-knight-king [data-gallery="edit"]');
        await status(/Solved 2,592 positions/);
        const knight = '[data-token="0,0"]';
        const session = await page.evaluate(() => window.whowins.design.explorer.session);
        await page.selectOption(`${knight} select[data-kind="steps"]`, 'custom');
        // Offsets… is the knight's eight jumps: the same game, solved again.
        await page.waitForFunction(
          (before) => {
            const ex = window.whowins.design.explorer;
            return ex.session !== null && ex.session !== before && !ex.pending;
          },
          session,
          { timeout: 30000 },
        );
        await status(/Solved 2,592 positions/);
        await page.fill(`${knight} input[data-kind="offsets"]`, '1,2 2,x');
        await status(/“2,x” is not an offset/);
        await page.fill(`${knight} input[data-kind="offsets"]`, '1,2 2,1');
        await status(/Solved [\d,]+ positions/);
        // Seven tokens (a design holds at most 6), read from the JSON box.
        const seven = await page.evaluate(() => {
          const design = structuredClone(window.whowins.design.design);
          const [knight] = design.sides[0].tokens,
            [king] = design.sides[1].tokens;
          design.sides[0].tokens = [0, 1].map((row) => ({ ...knight, start: [row, 0] }));
          design.sides[1].tokens = [1, 2, 3, 4, 5].map((row) => ({ ...king, start: [row, 5] }));
          design.board.grid = design.board.grid.map((line) => line.replace(/[NK]/g, '.'));
          return JSON.stringify(design, null, 1);
        });
        await page.click('#design-json-box summary');
        await page.fill('#design-json', seven);
        await page.click('#design-read');
        await status(/The design is not yet a game|at most 6 tokens/);
        assert.match(await page.textContent('#design-message'), /at most 6 tokens/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: G opens the gallery from puzzle mode and Z opens puzzle mode from the gallery, as the header says',
    timeout: 90000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await page.keyboard.press('z');
        await page.waitForFunction(
          () => window.whowins.puzzles.active && window.whowins.puzzles.board?.humanToMove(),
          null,
          {
            timeout: 60000,
          },
        );
        await page.keyboard.press('g');
        await page.waitForSelector('#gallery:not([hidden]) .gallery-card');
        assert.equal(await page.evaluate(() => window.whowins.puzzles.active), false);
        assert.equal(await page.getAttribute('[data-page-mode="gallery"]', 'aria-checked'), 'true');
        await page.keyboard.press('z');
        await page.waitForFunction(
          () => window.whowins.puzzles.active && window.whowins.puzzles.board?.humanToMove(),
          null,
          {
            timeout: 60000,
          },
        );
        assert.equal(await page.isVisible('#gallery'), false);
        assert.equal(await page.getAttribute('[data-page-mode="puzzles"]', 'aria-checked'), 'true');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: words — "2 losses" (Watch the solver), "1 round" (cops legend), "the police win", a replayed puzzle named by its source',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env, { query: '' });
      try {
        // Watch the solver on the first game (DWLDWL): its end positions are two losses.
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DWLDWL');
        await page.click('#watch-button');
        await page.waitForSelector('#watch-card:not([hidden])');
        await page.click('#watch-first');
        await page.waitForFunction(() => /Depth 0/.test(document.getElementById('watch-words').textContent));
        assert.match(await page.textContent('#watch-words'), /— 0 wins, 2 losses\.$/);
        await page.click('#watch-stop');
        // How many cops? on a star: one cop in the middle catches the robber within 1 round.
        await page.fill('#graph-text', '4 3\n1 2\n1 3\n1 4\n');
        await page.click('#read-text');
        await page.waitForFunction(() => window.whowins.model.n === 4);
        await page.click('#cops-button');
        await page.waitForFunction(() => /c\(G\) = 1/.test(document.getElementById('cops-body').textContent), null, {
          timeout: 30000,
        });
        assert.equal((await page.textContent('#cops-body .cops-legend')).trim(), '1 round · ∞ never');
        // Police and thief: "the police" is a plural noun.
        await page.selectOption('#preset-select', 'ct-small-maze');
        await page.waitForFunction(
          () => /For the police/.test(document.getElementById('grid-legend').textContent),
          null,
          {
            timeout: 30000,
          },
        );
        const legend = await page.textContent('#grid-legend');
        assert.match(legend, /W police win · L police lose/);
        // A puzzle finished (its solution shown), then replayed from the history: named by where it came from.
        await page.click('[data-page-mode="puzzles"]');
        await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
        await page.selectOption('#puzzle-source', 'pack:cop-thief');
        await page.waitForFunction(() => window.whowins.puzzles.board?.humanToMove(), null, { timeout: 30000 });
        const from = (await page.textContent('#puzzle-task')).match(/From (.+)\.$/)?.[1];
        assert.ok(from, 'the pack puzzle says where it comes from');
        await page.click('#puzzle-solution');
        await page.waitForSelector('#history-list [data-replay]', { state: 'attached', timeout: 30000 });
        await page.click('#puzzle-history summary');
        await page.click('#history-list [data-replay]');
        await page.waitForFunction(
          () => window.whowins.puzzles.setId === 'link' && window.whowins.puzzles.board?.humanToMove(),
          null,
          { timeout: 30000 },
        );
        const task = await page.textContent('#puzzle-task');
        assert.doesNotMatch(task, /shared puzzle/);
        assert.ok(task.includes(`From ${from}.`), task);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: Why? on two cops and on the knight–king game reads as the robber’s / the king’s win, naming the rule',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        for (const [id, words] of [
          [
            'two-cops',
            /^The robber wins from .+ by the rules: the game never ends, and endless play counts for the robber \(the endless rule\)\./,
          ],
          [
            'knight-king',
            /^The king wins from .+ by the rules: the knight cannot force a win within 30 plies \(the turn limit\)\./,
          ],
        ]) {
          await openGallery(page);
          await page.click(`#gallery-${id} [data-gallery="why"]`);
          // The proof of this card's game (the card before's may still show meanwhile): its head, or a draw.
          const name = id === 'two-cops' ? 'robber' : 'knight';
          await page.waitForFunction(
            (side) => {
              const head = document.querySelector('#why-body p')?.textContent ?? '';
              return !document.getElementById('why-card').hidden && head.includes(side);
            },
            name,
            { timeout: 30000 },
          );
          const head = await page.textContent('#why-body p');
          assert.match(head, words);
          assert.doesNotMatch(head, /^Draw/);
          assert.match(await page.textContent(`#gallery-${id} .gallery-answer`), /wins:/);
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: Fox and Hounds in play — each hound keeps its name for the whole game, in the panel and in the moves',
    timeout: 120000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      const humanTurn = (plies) =>
        page.waitForFunction(
          (n) => {
            const ex = window.whowins.design?.explorer;
            return ex?.play && ex.mover === ex.play.human && !ex.pending && ex.history.length >= n;
          },
          plies,
          { timeout: 60000 },
        );
      // The panel's tokens: name → place, in the panel's order.
      const tokens = () =>
        page.evaluate(() => {
          const dts = [...document.querySelectorAll('#position-body .grid-pos dt')];
          return dts
            .filter((dt) => /^(Fox|Hounds)/.test(dt.textContent))
            .map((dt) => [dt.textContent, dt.nextElementSibling.textContent]);
        });
      try {
        await openGallery(page);
        await page.click('#gallery-fox-and-hounds [data-gallery="play"]');
        await humanTurn(0);
        let before = await tokens();
        assert.deepEqual(
          before.map(([name]) => name),
          ['Fox', 'Hounds 1', 'Hounds 2', 'Hounds 3', 'Hounds 4'],
        );
        for (let round = 1; round <= 3; round++) {
          await page.click('#position-body [data-tt="move"]');
          await humanTurn(2 * round);
          const after = await tokens();
          assert.deepEqual(
            after.map(([name]) => name),
            before.map(([name]) => name),
          );
          // The solver moved one hound: the other three are where they were, under the same names.
          const hounds = (list) => list.filter(([name]) => name.startsWith('Hounds'));
          const kept = hounds(after).filter(([name, place]) =>
            hounds(before).some(([n, p]) => n === name && p === place),
          );
          assert.equal(kept.length, 3, `round ${round}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
          // The play log names the hound that moved by its number, from the place it had.
          const moved = hounds(after).find(([name]) => !kept.some(([n]) => n === name));
          const from = hounds(before).find(([name]) => name === moved[0])[1];
          await page.waitForFunction((n) => document.querySelectorAll('.play-log li').length >= n, 2 * round);
          const log = await page.textContent('.play-log li:last-child');
          assert.ok(log.includes(`${moved[0].toLowerCase()} ${from} → ${moved[1]}`), `${log} / ${moved} from ${from}`);
          before = after;
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: offsets — "offsets…" starts from the token’s steps; "2,x" is named as what is wrong, the design kept',
    timeout: 90000,
    async fn(env) {
      const { page, context, errors } = await openPage(env);
      try {
        await openGallery(page);
        await page.click('#gallery-knight-king [data-gallery="edit"]');
        await page.waitForFunction(() => window.whowins.design?.design.name === 'A knight hunting a king');
        const knight = '[data-token="0,0"]';
        await page.selectOption(`${knight} select[data-kind="steps"]`, 'custom');
        await page.waitForSelector(`${knight} input[data-kind="offsets"]`);
        // The knight's own eight jumps, not one offset.
        const offsets = (await page.inputValue(`${knight} input[data-kind="offsets"]`)).split(' ').sort();
        assert.deepEqual(offsets, ['-1,-2', '-1,2', '-2,-1', '-2,1', '1,-2', '1,2', '2,-1', '2,1']);
        const steps = await page.evaluate(() =>
          JSON.stringify(window.whowins.design.design.sides[0].tokens[0].moves.steps),
        );
        await page.fill(`${knight} input[data-kind="offsets"]`, '1,2 2,x');
        await page.waitForFunction(() =>
          /“2,x” is not an offset/.test(document.getElementById('design-message').textContent),
        );
        const said = await page.textContent('#design-message');
        assert.doesNotMatch(said, /null|steps\[/);
        assert.equal(await page.getAttribute(`${knight} input[data-kind="offsets"]`, 'aria-invalid'), 'true');
        assert.equal(
          await page.evaluate(() => JSON.stringify(window.whowins.design.design.sides[0].tokens[0].moves.steps)),
          steps,
          'the design keeps its last offsets',
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: on a 390-px phone, a graph puzzle of 32 vertices numbers its vertices legibly (10 px or more)',
    timeout: 90000,
    async fn(env) {
      const { page, context, errors } = await openPage(env, { viewport: PHONE });
      try {
        await page.click('[data-page-mode="puzzles"]');
        await page.waitForFunction(() => document.querySelectorAll('#puzzle-source option').length >= 4);
        // The first set is the first game's pack, in the page's order of games (not whichever pack loaded first).
        await page.waitForFunction(() => window.whowins.puzzles.board?.humanToMove(), null, { timeout: 60000 });
        const firstPack = await page.evaluate(() => {
          const packs = [...document.querySelectorAll('#puzzle-source option')].map((o) => o.value);
          const games = [...document.querySelectorAll('#game-select option')].map((o) => `pack:${o.value}`);
          return games.find((id) => packs.includes(id));
        });
        assert.equal(await page.evaluate(() => window.whowins.puzzles.setId), firstPack);
        await page.selectOption('#puzzle-source', 'pack:generic');
        await page.waitForFunction(
          () => window.whowins.puzzles.setId === 'pack:generic' && window.whowins.puzzles.board?.humanToMove(),
          null,
          { timeout: 60000 },
        );
        await page.waitForFunction(
          () => window.whowins.model.n >= 30 && document.querySelectorAll('#views .v .vid').length >= 30,
        );
        const view = await page.evaluate(() => {
          const box = document.querySelector('#views svg').getBoundingClientRect();
          const heights = [...document.querySelectorAll('#views .v .vid')].map((t) => t.getBoundingClientRect().height);
          return { width: box.width, least: Math.min(...heights), n: heights.length };
        });
        assert.ok(view.width <= 390, `the board fits the phone (${view.width} px)`);
        assert.ok(view.least >= 10, `every vertex number at least 10 px high: ${JSON.stringify(view)}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'newcomer: a file dropped on the graph editor, the design editor or the board opens as Open file… opens it',
    timeout: 90000,
    async fn(env) {
      const { page, context, errors } = await openPage(env, { query: '' });
      // A drop as the browser makes it: a DataTransfer holding the file, dragover then drop on the target.
      const drop = (selector, name, text) =>
        page.evaluate(
          ([target, fileName, content]) => {
            const data = new DataTransfer();
            data.items.add(new File([content], fileName, { type: 'text/plain' }));
            const el = document.querySelector(target);
            for (const type of ['dragenter', 'dragover', 'drop'])
              el.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
          },
          [selector, name, text],
        );
      try {
        // The graph editor: a 4-vertex path, read as Open file… reads it (into the box, solved).
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DWLDWL');
        await drop('#graph-text', 'path.txt', '4 3\n1 2\n2 3\n3 4\n');
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'WLWL');
        assert.equal(await page.inputValue('#graph-text'), '4 3\n1 2\n2 3\n3 4\n');
        // The board (the drawing area): the same.
        await drop('section.board', 'two.txt', '2 1\n1 2\n');
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'WL');
        // The design editor: a design's JSON dropped on the form.
        const fox = GALLERY.find((g) => g.id === 'fox-and-hounds').design;
        await openGallery(page);
        await page.click('#gallery-knight-king [data-gallery="edit"]');
        await page.waitForFunction(() => window.whowins.design?.design.name === 'A knight hunting a king');
        await drop('#design-form', 'fox.json', JSON.stringify(fox));
        await page.waitForFunction(() => window.whowins.design.design.name === 'Fox and Hounds');
        // A police-and-thief board dropped on its board: read as its text, solved.
        await page.selectOption('#preset-select', 'ct-small-maze');
        await page.waitForFunction(() => window.whowins.state.game === 'cop-thief');
        await drop('#grid-canvas', 'board.txt', '3 4\nP..E\n.*..\n..T.\n');
        await page.waitForFunction(() => document.getElementById('answer').textContent === 'WIN', null, {
          timeout: 30000,
        });
        assert.equal(await page.inputValue('#board-text'), '3 4\nP..E\n.*..\n..T.\n');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  },
];
