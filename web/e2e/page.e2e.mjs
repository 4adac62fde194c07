// Browser tests of the page: the NEERC 2016 G sample, drawing with the mouse, bad input, cancel,
// big graphs, the position view and play, keyboard and themes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openPage, boardLetters, waitSolved, holdWorkerMessages, ROOT, BUILD } from './browser.mjs';

const SEED001 = '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n';

// Opens a page, runs fn, fails on any page error, always closes.
export async function withPage(env, options, fn) {
  const { page, context, errors } = await openPage(env, options);
  try {
    await fn(page, context);
    assert.deepEqual(errors, [], 'errors on the page');
  } finally {
    await context.close();
  }
}

const answer = (page) => page.evaluate(() => document.getElementById('answer').dataset.full);
const vertexCount = (page) => page.evaluate(() => window.whowins.model.n);

// Client point of vertex v in the first view.
async function vertexPoint(page, v, view = 0) {
  return page.evaluate(([vv, k]) => window.whowins.views[k].clientPoint(vv), [v, view]);
}

async function solveAndWait(page) {
  await page.keyboard.press('Enter');
  await waitSolved(page);
}

// A long solve under way (its progress bar moving): the graph's text and the solver's worker.
async function solverWorkerMidSolve(page) {
  await page.waitForSelector('#progress:not([hidden])', { timeout: 20000 });
  await page.waitForFunction(() => parseInt(document.getElementById('progress-bar').style.width, 10) > 0, null, {
    timeout: 30000,
  });
  const text = await page.inputValue('#graph-text');
  const solverWorker = page.workers().find((w) => /solver/.test(w.url()));
  assert.ok(solverWorker, `the solver's worker among ${page.workers().map((w) => w.url())}`);
  return { text, solverWorker };
}

// After a worker's fault: the next solve (seed 001) answers, from a worker other than `solverWorker`.
async function nextSolveInNewWorker(page, solverWorker) {
  await page.selectOption('#preset-select', 'seed001');
  await waitSolved(page, 30000);
  assert.equal(await answer(page), 'WDLDWL\nDWLLWL');
  assert.ok(
    page.workers().some((w) => w !== solverWorker && /solver/.test(w.url())),
    'a new solver worker',
  );
}

// A 1e6-vertex, 2e6-edge graph as text (deterministic), written once under build/.
function bigGraphFile() {
  const file = path.join(ROOT, 'build', 'e2e-data', 'random-1e6-2e6.txt');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const n = 1_000_000,
      m = 2_000_000;
    let x = 12345;
    const next = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x >>> 8;
    };
    const parts = [`${n} ${m}\n`];
    for (let i = 0; i < m; i++) parts.push(`${(next() % n) + 1} ${(next() % n) + 1}\n`);
    fs.writeFileSync(file, parts.join(''));
  }
  return file;
}

export const tests = [
  {
    name: 'a 1e6-vertex, 2e6-edge graph loaded from a file solves, and the page keeps running meanwhile',
    async fn(env) {
      const file = bigGraphFile();
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        // Count main-thread timer ticks while the big graph is read and solved: a page that
        // froze for the whole solve would see (almost) none.
        await page.evaluate(() => {
          window.__ticks = 0;
          window.__timer = setInterval(() => {
            window.__ticks++;
          }, 20);
        });
        await page.setInputFiles('#file-input', file);
        await page.waitForFunction(() => document.getElementById('answer').dataset.full?.length > 1_000_000, null, {
          timeout: 120000,
        });
        const ticks = await page.evaluate(() => {
          clearInterval(window.__timer);
          return window.__ticks;
        });
        const lines = (await answer(page)).split('\n');
        assert.deepEqual(
          lines.map((l) => l.length),
          [1_000_000, 1_000_000],
        );
        assert.ok(ticks >= 5, `the page's main thread ran only ${ticks} timer ticks during the solve`);
        console.log(`    (1e6/2e6 from a file: ${ticks} timer ticks of 20 ms on the main thread meanwhile)`);
      });
    },
  },
  {
    name: 'the page uses the real WebAssembly module when build/wasm-web has one',
    async fn(env) {
      const haveWasm = fs.existsSync(path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm'));
      if (haveWasm)
        assert.equal(env.solver, 'wasm', 'build/web was built with the JS stand-in although the WASM module exists');
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        // The bundled build names the modules by their hashes (build-info.json), the unbundled
        // one whowins.wasm. Each is downloaded once, by the page (which hands the compiled
        // module to the worker): the small first module at once where the build has it, the
        // full one after the first answer.
        const info = JSON.parse(fs.readFileSync(path.join(BUILD, 'build-info.json'), 'utf8'));
        // (A cross-origin isolated page, WHOWINS_E2E_ISOLATED=1, downloads the threaded module instead.)
        const isolated = info.threads && (await page.evaluate(() => self.crossOriginIsolated));
        const files = isolated
          ? [info.files.mtWasm]
          : [info.files?.wasm ?? 'whowins.wasm', ...(info.files?.liteWasm ? [info.files.liteWasm] : [])];
        if (env.solver === 'wasm') {
          for (const f of files) {
            await page.waitForFunction(
              (x) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(x)),
              f,
            );
            const loads = await page.evaluate(
              (x) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith(x)).length,
              f,
            );
            assert.equal(loads, 1, `${f} is downloaded once, by the page`);
            const type = await page.evaluate(
              async (x) => (await fetch(x, { method: 'HEAD' })).headers.get('content-type'),
              f,
            );
            assert.equal(type, 'application/wasm');
          }
        }
      });
    },
  },
  {
    name: 'NEERC 2016 G sample pasted and solved: A = WDLDWL, B = DWLLWL on the board',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await page.click('#clear-button');
        assert.equal(await vertexCount(page), 0);
        await page.selectOption('#game-select', 'alice-bob');
        await page.fill('#graph-text', SEED001);
        await page.click('#read-text');
        await page.waitForFunction(() => window.whowins.model.n === 6);
        await waitSolved(page);
        // Side by side (the default for alice-bob).
        assert.equal(await boardLetters(page, 0), 'WDLDWL');
        assert.equal(await boardLetters(page, 1), 'DWLLWL');
        assert.equal(await answer(page), 'WDLDWL\nDWLLWL');
        assert.match(await page.textContent('#parse-message'), /6 vertices, 7 edges/);
        // Toggled: A alone, then B alone.
        await page.click('[data-map="A"]');
        assert.equal(await page.locator('.view').count(), 1);
        assert.equal(await boardLetters(page, 0), 'WDLDWL');
        await page.click('[data-map="B"]');
        assert.equal(await boardLetters(page, 1), 'DWLLWL');
        // Depth labels: vertex 5 (index 4) wins in 1 in both maps, 6 is an end position.
        const labels = await page.$$eval('.view[data-side="1"] .v .badge text', (ts) => ts.map((t) => t.textContent));
        assert.deepEqual(labels, ['D', 'W1', 'L0', 'L', 'W1', 'L0']);
        // The same graph as the token game: DWLDWL; misère: DDWWLW.
        await page.selectOption('#game-select', 'generic');
        await waitSolved(page);
        assert.equal(await boardLetters(page, 0), 'DWLDWL');
        await page.check('#misere');
        await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DDWWLW');
        assert.equal(await boardLetters(page, 0), 'DDWWLW');
      });
    },
  },
  {
    name: 'draw a small graph with the mouse (vertices, edges, a self-loop), undo, delete, solve',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await page.selectOption('#game-select', 'generic');
        await page.uncheck('#auto-solve');
        await page.click('#clear-button'); // empty board, vertex mode
        assert.equal(await page.getAttribute('[data-mode="vertex"]', 'aria-checked'), 'true');
        const box = await page.locator('.view svg').boundingBox();
        for (const [x, y] of [
          [0.25, 0.5],
          [0.5, 0.5],
          [0.75, 0.5],
        ]) {
          await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
        }
        assert.equal(await vertexCount(page), 3);
        // Edge mode: drag 1 → 2, then click 2 and 3.
        await page.keyboard.press('e');
        const p0 = await vertexPoint(page, 0),
          p1 = await vertexPoint(page, 1),
          p2 = await vertexPoint(page, 2);
        await page.mouse.move(p0.x, p0.y);
        await page.mouse.down();
        await page.mouse.move((p0.x + p1.x) / 2, p0.y + 10, { steps: 5 });
        await page.mouse.move(p1.x, p1.y, { steps: 5 });
        // The dashed wire follows the drag and goes with it (an SVG path hides by its attribute
        // and graph.css: it has no .hidden property).
        const wireShown = () => page.evaluate(() => getComputedStyle(document.querySelector('.view .wire')).display);
        assert.notEqual(await wireShown(), 'none', 'the wire shows while an edge is drawn');
        await page.mouse.up();
        assert.equal(await wireShown(), 'none', 'the wire is gone once the edge is drawn');
        await page.mouse.click(p1.x, p1.y);
        await page.mouse.click(p2.x, p2.y);
        assert.deepEqual(await page.evaluate(() => window.whowins.model.edges), [
          [0, 1],
          [1, 2],
        ]);
        assert.equal(await answer(page), '', 'auto-solve is off: nothing solved yet');
        await solveAndWait(page);
        assert.equal(await boardLetters(page, 0), 'LWL');
        // A self-loop at 3: click it twice.
        await page.mouse.click(p2.x, p2.y);
        await page.mouse.click(p2.x, p2.y);
        assert.deepEqual(await page.evaluate(() => window.whowins.model.edges), [
          [0, 1],
          [1, 2],
          [2, 2],
        ]);
        await solveAndWait(page);
        assert.equal(await boardLetters(page, 0), 'DDD');
        // Undo the loop (Ctrl+Z), redo it (Ctrl+Y), undo again.
        await page.keyboard.press('Control+z');
        await solveAndWait(page);
        assert.equal(await boardLetters(page, 0), 'LWL');
        await page.keyboard.press('Control+y');
        assert.equal(await page.evaluate(() => window.whowins.model.edgeCount), 3);
        await page.keyboard.press('Control+z');
        // Select mode: drag vertex 1 somewhere else, then select vertex 3 and delete it.
        await page.keyboard.press('s');
        const before = await page.evaluate(() => [window.whowins.model.xs[0], window.whowins.model.ys[0]]);
        await page.mouse.move(p0.x, p0.y);
        await page.mouse.down();
        await page.mouse.move(p0.x, p0.y + 60, { steps: 6 });
        await page.mouse.up();
        const after = await page.evaluate(() => [window.whowins.model.xs[0], window.whowins.model.ys[0]]);
        assert.notDeepEqual(after, before, 'dragging moved the vertex');
        await page.mouse.click(p2.x, p2.y);
        await page.keyboard.press('Delete');
        assert.equal(await vertexCount(page), 2);
        await solveAndWait(page);
        assert.equal(await boardLetters(page, 0), 'WL');
        assert.equal(await answer(page), 'WL');
        // The toolbar buttons do the same as the keys.
        await page.click('#undo-button');
        assert.equal(await vertexCount(page), 3);
        await page.click('#redo-button');
        assert.equal(await vertexCount(page), 2);
      });
    },
  },
  {
    name: 'garbage in the text box: message with the line beside the box, text and board kept',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        const garbage = '3 2\n1 2\n2 x\n';
        await page.fill('#graph-text', garbage);
        await page.click('#read-text');
        const msg = page.locator('#parse-message');
        await msg.waitFor();
        assert.match(await msg.textContent(), /Line 3:.*'x' is not a vertex number/);
        assert.equal(await page.inputValue('#graph-text'), garbage, 'the text is kept');
        assert.equal(await page.getAttribute('#graph-text', 'aria-invalid'), 'true');
        assert.equal(await answer(page), 'WDLDWL\nDWLLWL', 'the board still has the previous graph');
        // A broken adjacency list, by keyboard (Ctrl+Enter in the box).
        await page.fill('#graph-text', '[[1,2],\n[3');
        await page.press('#graph-text', 'Control+Enter');
        await page.waitForFunction(() => /Line 2/.test(document.getElementById('parse-message').textContent));
        assert.match(await msg.textContent(), /Line 2:.*end of the text/);
        // A good adjacency list: read as an adjacency list (0-indexed, 6 vertices, 14 edges).
        await page.selectOption('#game-select', 'generic');
        await page.fill('#graph-text', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]');
        await page.click('#read-text');
        await page.waitForFunction(() => window.whowins.model.edgeCount === 14);
        assert.equal(await vertexCount(page), 6);
        assert.match(await msg.textContent(), /adjacency list/);
        assert.equal(await page.getAttribute('#graph-text', 'aria-invalid'), null);
        const ids = await page.$$eval('.view .v .vid', (ts) => ts.map((t) => t.textContent));
        assert.deepEqual(ids, ['0', '1', '2', '3', '4', '5'], 'numbered from 0 like the input');
        // Numbering toggle: force 1-based: vertex 0 appears, so it is an error on line 1.
        await page.click('[data-base="1"]');
        await page.waitForFunction(() => /Line 1/.test(document.getElementById('parse-message').textContent));
        assert.match(await msg.textContent(), /vertex 0 is out of range 1\.\.6/);
        await page.click('[data-base="auto"]');
        await page.waitForFunction(() => /Read/.test(document.getElementById('parse-message').textContent));
      });
    },
  },
  {
    name: 'a long solve shows progress, Cancel stops it, and the next solve works',
    async fn(env) {
      await withPage(env, { query: '?chunk=2&preset=random-1m' }, async (page) => {
        await page.waitForSelector('#progress:not([hidden])', { timeout: 20000 });
        await page.waitForFunction(() => parseInt(document.getElementById('progress-bar').style.width, 10) > 0, null, {
          timeout: 30000,
        });
        // The page answers while the worker solves.
        const t0 = Date.now();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
        assert.ok(Date.now() - t0 < 1000, 'the page stays responsive');
        await page.click('#cancel-button');
        await page.waitForSelector('#progress', { state: 'hidden' });
        assert.match(await page.textContent('#status'), /cancelled/i);
        assert.equal(await answer(page), '');
        // Solve something again with the fresh worker.
        await page.selectOption('#preset-select', 'seed001');
        await waitSolved(page, 30000);
        assert.equal(await answer(page), 'WDLDWL\nDWLLWL');
      });
    },
  },
  {
    name: 'a solver worker that dies mid-solve: the page says so, the graph is kept, and the next solve works in a new worker',
    async fn(env) {
      await withPage(env, { query: '?chunk=2&preset=random-1m' }, async (page) => {
        const { text, solverWorker } = await solverWorkerMidSolve(page);
        const edges = await page.evaluate(() => window.whowins.model.edgeCount);
        // An uncaught error ends the worker's solve, as a module abort would.
        await solverWorker.evaluate(() => {
          setTimeout(() => {
            throw new Error('the worker dies (browser test)');
          }, 0);
        });
        await page.waitForSelector('#progress', { state: 'hidden', timeout: 20000 });
        assert.match(
          await page.textContent('#status'),
          /the solver stopped \(.*the worker dies \(browser test\)\) and was restarted; your board is kept/,
        );
        assert.equal(await answer(page), '');
        assert.equal(await page.inputValue('#graph-text'), text, 'the graph text is kept');
        assert.equal(await page.evaluate(() => window.whowins.model.edgeCount), edges, 'the graph is kept');
        // The next solve runs in a new worker and answers.
        await nextSolveInNewWorker(page, solverWorker);
      });
    },
  },
  {
    name: 'a solver worker that ends mid-solve without an error event (closed): the page notices within seconds at the default settings, says so, keeps the graph, and the next solve works in a new worker',
    async fn(env) {
      // No ?silence: the page as served.
      await withPage(env, { query: '?chunk=2&preset=random-1m' }, async (page) => {
        const { text, solverWorker } = await solverWorkerMidSolve(page);
        // The worker ends itself: no error event, no message (as a browser ending it would).
        await solverWorker.evaluate(() => {
          setTimeout(() => self.close(), 0);
        });
        const t0 = Date.now();
        await page.waitForSelector('#progress', { state: 'hidden', timeout: 10000 });
        const ms = Date.now() - t0;
        assert.match(
          await page.textContent('#status'),
          /the solver stopped \(it ended without a word\) and was restarted; your board is kept/,
        );
        console.log(`    (the closed worker noticed after ${ms} ms)`);
        assert.equal(await answer(page), '');
        assert.equal(await page.inputValue('#graph-text'), text, 'the graph text is kept');
        await nextSolveInNewWorker(page, solverWorker);
      });
    },
  },
  {
    name: 'the solver’s WebAssembly memory cannot grow (as at its 4 GB maximum) during a solve: the page says it ran out of memory, keeps the graph, and the next solve works in a new worker',
    async fn(env) {
      await withPage(env, { query: '?preset=seed001' }, async (page) => {
        await waitSolved(page);
        const solverWorker = page.workers().find((w) => /solver/.test(w.url()));
        assert.ok(solverWorker, `the solver's worker among ${page.workers().map((w) => w.url())}`);
        // Every growth of the module's memory fails from now on, as it does at the 4 GB maximum.
        await solverWorker.evaluate(() => {
          WebAssembly.Memory.prototype.grow = function () {
            throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
          };
        });
        await page.selectOption('#preset-select', 'random-1m');
        await page.waitForFunction(() => document.getElementById('status').classList.contains('error'), null, {
          timeout: 60000,
        });
        assert.match(
          await page.textContent('#status'),
          /the solver ran out of memory \(its 4 GB limit\) and was restarted; your board is kept/,
        );
        await page.waitForSelector('#progress', { state: 'hidden' });
        assert.equal(await answer(page), '');
        // The graph is kept (the preset's million edges).
        const edges = await page.evaluate(() => window.whowins.model.edgeCount);
        assert.ok(edges >= 1_000_000, `the graph is kept (${edges} edges)`);
        await nextSolveInNewWorker(page, solverWorker);
      });
    },
  },
  {
    name: 'a tab frozen during a long solve (hidden, then shown: the browser stops the page and its worker) longer than the page waits for a silent worker: the solve goes on and answers, the worker is not taken for dead',
    async fn(env) {
      // ?silence=3000: a silent worker is given 3 s (45 s on the page as served).
      await withPage(env, { query: '?chunk=1000&silence=3000&preset=random-1m' }, async (page) => {
        await page.waitForSelector('#progress:not([hidden])', { timeout: 20000 });
        await page.waitForFunction(() => parseInt(document.getElementById('progress-bar').style.width, 10) > 0, null, {
          timeout: 30000,
        });
        const solverWorker = page.workers().find((w) => /solver/.test(w.url()));
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
        await new Promise((r) => setTimeout(r, 5000));
        await cdp.send('Page.setWebLifecycleState', { state: 'active' });
        await waitSolved(page, 120000);
        assert.doesNotMatch(await page.textContent('#status'), /stopped|restarted/);
        assert.match(await page.textContent('#status'), /Solved [0-9,]+ positions/);
        assert.ok(
          page.workers().every((w) => w === solverWorker || !/solver/.test(w.url())),
          'the same solver worker',
        );
      });
    },
  },
  {
    name: 'a tab hidden during a solve whose worker stays silent longer than the page waits (as a hidden tab’s throttled timers and worker can): no verdict while hidden, and once shown the answer comes from the same worker',
    async fn(env) {
      // ?silence=2000: a silent worker is given 2 s (45 s on the page as served).
      await withPage(env, { query: '?silence=2000' }, async (page) => {
        await page.addInitScript(holdWorkerMessages);
        await page.reload();
        await page.waitForSelector('body.ready');
        await waitSolved(page, 30000);
        const solverWorker = page.workers().find((w) => /solver/.test(w.url()));
        const setHidden = (hidden) =>
          page.evaluate((h) => {
            Object.defineProperty(document, 'visibilityState', {
              configurable: true,
              get: () => (h ? 'hidden' : 'visible'),
            });
            Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
            document.dispatchEvent(new Event('visibilitychange'));
          }, hidden);
        await setHidden(true);
        // The solve's request waits unsent (the worker silent) for 2.5 times the silence limit.
        await page.evaluate(() => window.__holdSolver());
        await page.click('#misere'); // a new setting solves at once
        await page.waitForSelector('#cancel-button', { state: 'visible' });
        await page.waitForTimeout(5000);
        assert.doesNotMatch(await page.textContent('#status'), /stopped|restarted|no answer/);
        await setHidden(false);
        await page.evaluate(() => window.__releaseSolver());
        await page.waitForFunction(
          () =>
            /^Solved/.test(document.getElementById('status').textContent) && document.getElementById('progress').hidden,
          null,
          { timeout: 30000 },
        );
        assert.doesNotMatch(await page.textContent('#status'), /stopped|restarted/);
        assert.ok(
          page.workers().every((w) => w === solverWorker || !/solver/.test(w.url())),
          'the same solver worker',
        );
      });
    },
  },
  {
    name: 'Solve (misère on, off), Cancel, twenty times in quick succession, then Solve: the answer is the command line’s for the last setting, and no progress is left',
    async fn(env) {
      await withPage(env, { query: '?preset=random-5k' }, async (page) => {
        await page.addInitScript(holdWorkerMessages);
        await page.reload();
        await page.waitForSelector('body.ready');
        await waitSolved(page, 30000);
        const text = await page.inputValue('#graph-text');
        const { execFileSync } = await import('node:child_process');
        const cli = (misere) =>
          execFileSync(path.join(ROOT, 'build', 'native', 'whowins'), ['generic', ...(misere ? ['--misere'] : [])], {
            input: text,
          })
            .toString()
            .trim();
        for (let round = 0; round < 20; round++) {
          // Each solve waits for the worker until Cancel shows (150 ms); then every other round
          // Cancel comes while it still waits, and the others just after the worker got it.
          await page.evaluate(() => window.__holdSolver());
          await page.click('#misere'); // a new setting solves at once
          await page.waitForSelector('#cancel-button', { state: 'visible' });
          if (round % 2 === 0) {
            await page.click('#cancel-button');
            await page.evaluate(() => window.__releaseSolver());
          } else
            await page.evaluate(() => {
              window.__releaseSolver();
              document.getElementById('cancel-button').click();
            });
          assert.match(await page.textContent('#status'), /cancelled/i);
        }
        const misere = await page.isChecked('#misere');
        await page.click('#solve-button');
        await page.waitForFunction(
          () =>
            /^Solved/.test(document.getElementById('status').textContent) && document.getElementById('progress').hidden,
          null,
          { timeout: 30000 },
        );
        assert.equal(await answer(page), cli(misere), `the answer with misère ${misere ? 'on' : 'off'}`);
        // Nothing of an earlier solve comes back: no progress bar after its 150 ms delay, the status stays.
        await page.waitForTimeout(400);
        assert.equal(await page.isHidden('#progress'), true, 'no progress left');
        assert.match(await page.textContent('#status'), /^Solved/);
        assert.equal(await answer(page), cli(misere));
      });
    },
  },
  {
    name: 'a million edges solve without freezing the page; big graphs get counts, histogram, search',
    async fn(env) {
      await withPage(env, { query: '?preset=random-1m' }, async (page) => {
        await waitSolved(page, 60000);
        assert.equal(await page.isVisible('#big-view'), true);
        assert.equal(await page.isVisible('#views'), false);
        const full = await answer(page);
        assert.equal(
          full
            .split('\n')
            .map((l) => l.length)
            .join(','),
          '400000,400000',
        );
        assert.ok((await page.locator('.histogram svg').count()) >= 1);
        await page.fill('#big-goto-input', '17');
        await page.press('#big-goto-input', 'Enter');
        // The explorer shows vertex 17 (Alice to move: position 2 · 16) with its moves.
        await page.waitForFunction(() => {
          const ex = window.whowins.graph.explorer;
          return ex.pos === 32 && ex.pos === ex.target && !ex.pending;
        });
        assert.match(await page.textContent('#position-body .grid-pos'), /Tokenvertex 17/);
        await page.waitForSelector('#position-body [data-tt="move"]');
        // The session's counts add up to its positions (n per start side).
        const sums = await page.$$eval('.big-stats .count-row', (rows) =>
          rows.map((r) =>
            [...r.querySelectorAll('.count')].reduce((s, c) => s + Number(c.textContent.replace(/[^0-9]/g, '')), 0),
          ),
        );
        assert.deepEqual(sums, [800000]);
      });
    },
  },
  {
    name: 'position view: moves best first, best line stepping, play against the solver to the end',
    async fn(env) {
      await withPage(env, { query: '?preset=long-chain' }, async (page) => {
        await waitSolved(page);
        // The explorer (kit/explorer.js) shows vertex k once the session answered.
        const shown = (vertex) =>
          page.waitForFunction((v) => {
            const ex = window.whowins.graph.explorer;
            return ex.pos === v && ex.pos === ex.target && !ex.pending;
          }, vertex);
        const moves = '#position-body [data-tt="move"]';
        // Vertex 2 (index 1): L8, one move.
        await page.fill('#goto-input', '2');
        await page.press('#goto-input', 'Enter');
        await shown(1);
        assert.match(await page.textContent('#position-body'), /L8 the second player wins in 8 plies/);
        assert.equal(await page.locator(moves).count(), 1);
        // Vertex 1: best move first is → 10 (win in 1).
        await page.fill('#goto-input', '1');
        await page.press('#goto-input', 'Enter');
        await shown(0);
        assert.match(await page.textContent('#position-body'), /W1 the first player wins in 1 ply/);
        assert.match(await page.textContent(`${moves} >> nth=0`), /to vertex 10\s*W1/);
        assert.equal(await page.evaluate(() => window.whowins.graph.explorer.moves[0].best), true);
        // Best line from 2: a move there, then step with the arrow keys (→ along it, ← back).
        await page.click(`${moves} >> nth=1`); // → 2
        await shown(1);
        assert.match(await page.textContent('#position-body'), /Best line: 8 plies to the end/);
        await page.keyboard.press('ArrowRight');
        await shown(2);
        await page.keyboard.press('ArrowRight');
        await shown(3);
        await page.keyboard.press('ArrowLeft');
        await shown(2);
        // Play from 2 (index 1, L8) as the first player (to move there): the solver replies; the chain loses.
        await page.fill('#goto-input', '2');
        await page.press('#goto-input', 'Enter');
        await shown(1);
        await page.click('#position-body [data-tt="play"][data-human="0"]');
        for (let i = 0; i < 40; i++) {
          // The human's turn (the solver has replied and the session answered), or the end.
          await page.waitForFunction(() => {
            const ex = window.whowins.graph.explorer;
            return !!ex.play.over || (!ex.pending && ex.pos === ex.target && ex.turn() === ex.play.human);
          });
          if (await page.evaluate(() => !!window.whowins.graph.explorer.play.over)) break;
          await page.locator(moves).first().click();
        }
        assert.match(await page.textContent('.play-box'), /No move: the player to move loses\. The solver wins\./);
        assert.ok((await page.evaluate(() => window.whowins.graph.explorer.history.length)) >= 8);
        // The moves played, listed (the kit's play log): yours first, then the solver's, alternating.
        const log = await page.$$eval('.play-log li', (items) => items.map((li) => li.textContent));
        assert.equal(log.length, 8);
        assert.match(log[0], /^You to vertex 3$/);
        assert.match(log[1], /^Solver to vertex 4$/);
        // Stopped: the explorer stays at the end, Play offered again.
        await page.click('#position-body [data-tt="stop-play"]');
        await page.waitForSelector('#position-body [data-tt="play"]');
      });
    },
  },
  {
    name: 'keyboard shortcuts, theme toggle, help dialog; no horizontal overflow on a phone',
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await page.keyboard.press('v');
        assert.equal(await page.getAttribute('[data-mode="vertex"]', 'aria-checked'), 'true');
        await page.keyboard.press('e');
        assert.equal(await page.getAttribute('[data-mode="edge"]', 'aria-checked'), 'true');
        await page.keyboard.press('Escape');
        assert.equal(await page.getAttribute('[data-mode="move"]', 'aria-checked'), 'true');
        const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const light = await bg();
        await page.click('#theme-button'); // system → light
        await page.click('#theme-button'); // light → dark
        assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
        assert.notEqual(await bg(), light);
        await page.click('#theme-button'); // dark → system
        assert.equal(await page.getAttribute('html', 'data-theme'), null);
        await page.keyboard.press('?');
        assert.equal(await page.isVisible('#help-dialog'), true);
        await page.keyboard.press('Escape');
        assert.equal(await page.isVisible('#help-dialog'), false);
      });
      await withPage(env, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' }, async (page) => {
        await waitSolved(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `page is ${overflow}px wider than a phone`);
        assert.equal(await boardLetters(page, 0), 'WDLDWL');
      });
    },
  },
];

tests.push({
  name: 'a big paste is held aside and read directly; a bad line in it is quoted in the message',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      const paste = (text) =>
        page.evaluate((t) => {
          const dt = new DataTransfer();
          dt.setData('text/plain', t);
          document
            .getElementById('graph-text')
            .dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        }, text);
      const lines = ['3000 30000'];
      for (let i = 0; i < 30000; i++) lines.push(`${((i * 7919) % 3000) + 1} ${((i * 104729 + 13) % 3000) + 1}`);
      lines[20001] = '12 x';
      await paste(lines.join('\n'));
      await page.waitForFunction(() => /Line 20,002/.test(document.getElementById('parse-message').textContent));
      assert.match(await page.textContent('#parse-message'), /'x' is not a vertex number.*12 x/);
      assert.match(await page.inputValue('#graph-text'), /^# the pasted text: .*30,001 lines/);
      assert.equal(await answer(page), 'WDLDWL\nDWLLWL', 'the board keeps the previous graph');
      lines[20001] = '12 13';
      await paste(lines.join('\n'));
      await page.waitForFunction(() => window.whowins.model.n === 3000);
      await waitSolved(page);
      assert.equal((await answer(page)).split('\n')[0].length, 3000);
      // Read text again (Ctrl+Enter in the box) reads the held text, not the stand-in line.
      await page.press('#graph-text', 'Control+Enter');
      await page.waitForFunction(() =>
        /Read:.*3,000 vertices/.test(document.getElementById('parse-message').textContent),
      );
    });
  },
});

tests.push({
  name: 'the user’s own drawing survives a reload (restored from the preset menu), presets do not overwrite it',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'generic');
      await page.fill('#graph-text', '3 3\n1 2\n2 3\n3 1\n');
      await page.click('#read-text');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DDD');
      await page.keyboard.press('v');
      const box = await page.locator('.view svg').boundingBox();
      await page.mouse.click(box.x + 30, box.y + box.height - 30);
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DDDL');
      await page.waitForTimeout(600); // saving is debounced
      await page.selectOption('#preset-select', 'misere-trap');
      await page.waitForTimeout(600);
      await page.reload();
      await page.waitForSelector('body.ready');
      await waitSolved(page);
      assert.equal(await answer(page), 'WDLDWL\nDWLLWL', 'a fresh load shows the NEERC 2016 G sample');
      await page.selectOption('#preset-select', '__restore');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DDDL');
      assert.equal(await vertexCount(page), 4);
    });
  },
});

// ---- share links and exports ---------------------------------------------------------------
const { encodeShare } = await import('../lib/codec.js');
(await import('../app/links.js')).registerShareLinks(); // each feature's section of a link, as the page does

tests.push({
  name: 'share: a link (U) reopens the same graph, layout, game, misère and selected vertex in a new page',
  async fn(env) {
    let hash, before;
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'generic');
      await page.fill('#graph-text', '5 6\n1 2\n2 3\n3 4\n1 3\n4 4\n5 1\n');
      await page.click('#read-text');
      await page.waitForFunction(() => window.whowins.model.n === 5);
      await waitSolved(page);
      await page.check('#misere');
      await page.waitForFunction(() => window.whowins.state.misere && window.whowins.answer() !== null);
      await waitSolved(page);
      await page.waitForTimeout(700); // the layout settles
      const p = await vertexPoint(page, 2);
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction(() => {
        const ex = window.whowins.graph.explorer;
        return ex.pos === 2 && ex.pos === ex.target && !ex.pending && ex.line !== null;
      });
      await page.keyboard.press('u');
      await page.waitForFunction(
        () =>
          !document.getElementById('share-box').hidden && document.getElementById('share-url').value.includes('#v1.'),
      );
      const url = await page.inputValue('#share-url');
      hash = await page.evaluate(() => location.hash);
      assert.ok(url.endsWith(hash) && hash.startsWith('#v1.'), url);
      assert.ok(hash.length < 200, `a 5-vertex link took ${hash.length} characters`);
      before = await page.evaluate(() => ({
        answer: document.getElementById('answer').dataset.full,
        cursor: window.whowins.state.cursor,
        xs: window.whowins.model.xs.map(Math.round),
        ys: window.whowins.model.ys.map(Math.round),
        edges: window.whowins.model.edges,
        position: document.getElementById('position-body').textContent,
      }));
    });
    await withPage(env, { query: hash }, async (page) => {
      await waitSolved(page);
      await page.waitForFunction(() => {
        const ex = window.whowins.graph.explorer;
        return ex.pos === 2 && ex.pos === ex.target && !ex.pending && ex.line !== null;
      });
      const after = await page.evaluate(() => ({
        answer: document.getElementById('answer').dataset.full,
        cursor: window.whowins.state.cursor,
        xs: window.whowins.model.xs,
        ys: window.whowins.model.ys,
        edges: window.whowins.model.edges,
        position: document.getElementById('position-body').textContent,
      }));
      assert.deepEqual(after, before);
      assert.equal(await page.inputValue('#game-select'), 'generic');
      assert.equal(await page.isChecked('#misere'), true);
      assert.match(await page.textContent('#parse-message'), /Opened a shared link: 5 vertices, 6 edges/);
      assert.equal(await page.inputValue('#graph-text'), '5 6\n1 2\n1 3\n2 3\n3 4\n4 4\n5 1\n'); // the board as text
      // The Share button says the same, and a B-only alice-bob view survives too.
      await page.selectOption('#game-select', 'alice-bob');
      await waitSolved(page);
      await page.click('[data-map="B"]');
      await page.click('#share-button');
      await page.waitForFunction(
        () => location.hash.startsWith('#v1.') && !document.getElementById('share-box').hidden,
      );
      const abHash = await page.evaluate(() => location.hash);
      const abAnswer = await answer(page);
      const { page: p2, context: c2, errors: e2 } = await openPage(env, { query: abHash });
      try {
        await waitSolved(p2);
        assert.equal(await answer(p2), abAnswer);
        assert.equal(await p2.evaluate(() => window.whowins.state.shownMap), 'B');
        assert.equal(await p2.locator('.view').count(), 1);
        assert.deepEqual(e2, []);
      } finally {
        await c2.close();
      }
    });
  },
});

tests.push({
  name: 'share: hostile fragments show a message and an empty editor, never a broken page; hashchange opens links',
  async fn(env) {
    await withPage(env, { query: '#v1.AB+C/D==' }, async (page) => {
      await page.waitForSelector('#parse-message.error');
      assert.match(await page.textContent('#parse-message'), /could not be opened.*base64url/s);
      assert.equal(await vertexCount(page), 0);
      assert.equal(await page.inputValue('#graph-text'), '');
      assert.equal(await page.isVisible('#empty-hint'), true);
      assert.equal(await page.isDisabled('#export-json'), true);
      assert.match(await page.getAttribute('#export-json', 'title'), /empty/);
      // More hostile links through hashchange: each a message, the page still works.
      const bad = ['#v7.AAAA', '#v1.' + '_'.repeat(40), '#v1.AAAA', '#garbage', '#v1.' + 'A'.repeat(150000)];
      for (const h of bad) {
        await page.evaluate(() => {
          document.getElementById('parse-message').textContent = '';
        });
        await page.evaluate((x) => {
          location.hash = x;
        }, h);
        await page.waitForFunction(() =>
          document.getElementById('parse-message').textContent.includes('could not be opened'),
        );
        assert.equal(await vertexCount(page), 0, h.slice(0, 20));
      }
      // A good link by hashchange: the graph comes back and is solved.
      const good = encodeShare({
        game: 'generic',
        misere: false,
        map: 'AB',
        base: 1,
        n: 3,
        edges: [
          [0, 1],
          [1, 2],
        ],
        xs: [0, 100, 200],
        ys: [0, 50, 0],
        selected: 0,
      });
      await page.evaluate((x) => {
        location.hash = x;
      }, good.hash);
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'LWL');
      // The explorer shows the link's vertex once the session answered (after the answer card).
      await page.waitForFunction(() => window.whowins.state.cursor === 0);
    });
  },
});

tests.push({
  name: 'export JSON downloads the full result matching the answer; buttons wait for a solution',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
      assert.match(dl.suggestedFilename(), /\.json$/);
      const j = JSON.parse(fs.readFileSync(await dl.path(), 'utf8'));
      assert.equal(j.game, 'alice-bob');
      assert.equal(j.vertices, 6);
      assert.equal(j.edges, 7);
      assert.equal(j.index_base, 1);
      assert.equal(`${j.alice_first.outcome}\n${j.bob_first.outcome}`, await answer(page));
      assert.equal(j.alice_first.depth.length, 6);
      assert.equal(j.stats.positions, 12);
      // generic, misère
      await page.selectOption('#game-select', 'generic');
      await page.check('#misere');
      await page.waitForFunction(() => document.getElementById('answer').dataset.full === 'DDWWLW');
      const [dl2] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
      const k = JSON.parse(fs.readFileSync(await dl2.path(), 'utf8'));
      assert.deepEqual([k.game, k.rules, k.outcome, k.best_move.length], ['generic', 'misere', 'DDWWLW', 6]);
      // Nothing to export on an empty board.
      await page.click('#clear-button');
      assert.equal(await page.isDisabled('#export-json'), true);
      assert.equal(await page.isDisabled('#export-png'), true);
      assert.ok((await page.getAttribute('#export-png', 'title')).length > 10);
    });
  },
});

tests.push({
  name: 'export PNG downloads a PNG of the outcome map',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#export-png')]);
      assert.match(dl.suggestedFilename(), /\.png$/);
      const bytes = fs.readFileSync(await dl.path());
      assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const width = bytes.readUInt32BE(16),
        height = bytes.readUInt32BE(20);
      assert.ok(width > 200 && height > 200, `${width}×${height}`);
      assert.ok(bytes.length > 5000, `only ${bytes.length} bytes`);
    });
  },
});

// ---- cop-thief: the board editor ---------------------------------------------------------
export async function boardCellPoint(page, r, c) {
  // The board's place on the page settles first (a puzzle's panel or a new board may still move it):
  // the canvas's rectangle and the board's size the same over three animation frames.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const canvas = document.getElementById('grid-canvas');
        const key = () => {
          const rect = canvas.getBoundingClientRect(),
            b = window.whowins.copThief.ui.board;
          return [rect.left, rect.top, rect.width, rect.height, b.rows, b.cols].join();
        };
        const first = key();
        let frames = 0;
        const step = () => {
          if (key() !== first) return resolve(false);
          if (++frames === 3) return resolve(first.split(',')[2] !== '0');
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    null,
    { timeout: 20000 },
  );
  return page.evaluate(
    ([rr, cc]) => {
      const canvas = document.getElementById('grid-canvas');
      const b = window.whowins.copThief.ui.board;
      const rect = canvas.getBoundingClientRect();
      const w = rect.width / b.cols,
        h = rect.height / b.rows;
      return { x: rect.left + (cc + 0.5) * w, y: rect.top + (rr + 0.5) * h };
    },
    [r, c],
  );
}

async function setBoardSize(page, rows, cols) {
  await page.fill('#board-rows', String(rows));
  await page.dispatchEvent('#board-rows', 'change');
  await page.fill('#board-cols', String(cols));
  await page.dispatchEvent('#board-cols', 'change');
}

const boardAnswer = (page) => page.textContent('#board-answer');

// Waits until the two-token explorer has its answers and the canvas shows the current map.
export async function settled(page, which = 'copThief') {
  await page.waitForFunction(
    (w) => {
      const ui = w === 'copThief' ? window.whowins.copThief : window.whowins.catMouse;
      const ex = ui.explorer;
      if (!ex.active || ex.pending > 0 || !ex.map) return false;
      return w !== 'copThief' || (ui.drawn && ui.drawn.mapKey === ex.map.key);
    },
    which,
    { timeout: 30000 },
  );
}

tests.push({
  name: 'cop-thief: paint a 3×3 board with the mouse, solve, and match whowins --json',
  async fn(env) {
    const { execFileSync } = await import('node:child_process');
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForSelector('#grid-canvas', { state: 'visible' });
      await setBoardSize(page, 3, 3);
      await page.click('#board-clear');
      // Tools by key and by button; paint the exit by a drag over one cell.
      await page.focus('#grid-canvas');
      await page.keyboard.press('p');
      let pt = await boardCellPoint(page, 0, 0);
      await page.mouse.click(pt.x, pt.y);
      await page.click('[data-tool="thief"]');
      pt = await boardCellPoint(page, 2, 2);
      await page.mouse.click(pt.x, pt.y);
      await page.keyboard.press('x');
      pt = await boardCellPoint(page, 0, 2);
      await page.mouse.move(pt.x, pt.y);
      await page.mouse.down();
      await page.mouse.move(pt.x + 2, pt.y + 2);
      await page.mouse.up();
      const text = await page.inputValue('#board-text');
      assert.equal(text, '3 3\nP.E\n...\n..T\n');
      await page.focus('#grid-canvas');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      const cli = JSON.parse(
        execFileSync(path.join(ROOT, 'build', 'native', 'whowins'), ['cop-thief', '--json'], { input: text }),
      );
      const words =
        cli.start.result === 'WIN'
          ? `The police catch the thief in ${cli.start.depth} plies`
          : cli.start.result === 'LOSS'
            ? `The thief escapes in ${cli.start.depth} plies`
            : 'Neither can win: endless play';
      assert.equal((await boardAnswer(page)).replace(/\.$/, ''), words);
      // The map: the police fixed on its start (cell 0), the thief on each cell, police to move.
      const L = cli.cells;
      const expect = (side, p, t) => {
        const s = side === 0 ? cli.police_to_move : cli.thief_to_move;
        const k = p * L + t;
        return s.outcome[k] + (s.outcome[k] === 'D' ? '' : s.depth[k]);
      };
      await settled(page);
      for (const t of [2, 4, 5, 7]) {
        assert.equal(await page.evaluate((i) => window.whowins.copThief.cellLabel(i), t), expect(0, 0, t), `cell ${t}`);
      }
      // The thief to move, and the thief fixed instead.
      await page.click('[data-gside="1"]');
      await settled(page);
      assert.equal(await page.evaluate(() => window.whowins.copThief.cellLabel(4)), expect(1, 0, 4));
      await page.click('[data-gfix="thief"]');
      await settled(page);
      assert.equal(await page.evaluate(() => window.whowins.copThief.cellLabel(4)), expect(1, 4, 8));
      // The tooltip names the label too.
      pt = await boardCellPoint(page, 1, 1);
      await page.mouse.move(pt.x, pt.y);
      assert.match(await page.textContent('#grid-tip'), new RegExp(expect(1, 4, 8)));
      // The position panel lists the police's moves from the start, best first.
      await page.click('[data-gfix="police"]');
      await page.click('[data-gside="0"]');
      await settled(page);
      const moves = await page.$$eval('#position-body [data-tt="move"]', (bs) => bs.map((b) => b.textContent));
      assert.equal(moves.length, 4); // pass, right, down, down-right
      assert.match(moves[0], new RegExp(`W${cli.start.depth}$`));
    });
  },
});

tests.push({
  name: 'cop-thief: bad board text shows the line and keeps the text',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'cop-thief');
      await waitSolved(page);
      const before = await page.evaluate(() => window.whowins.copThief.ui.board.rows);
      const bad = '2 3\nP..\n.X.\n';
      await page.fill('#board-text', bad);
      await page.click('#board-read');
      const msg = await page.textContent('#board-message');
      assert.match(msg, /Line 3/);
      assert.match(msg, /unknown character 'X' at column 2/);
      assert.equal(await page.inputValue('#board-text'), bad);
      assert.equal(await page.getAttribute('#board-text', 'aria-invalid'), 'true');
      assert.equal(await page.evaluate(() => window.whowins.copThief.ui.board.rows), before);
      // A good text is read.
      await page.fill('#board-text', '1 3\nP.T\n');
      await page.click('#board-read');
      await page.waitForFunction(() => /plies|endless/.test(document.getElementById('board-answer').textContent));
      assert.equal(await boardAnswer(page), 'The police catch the thief in 3 plies.');
    });
  },
});

tests.push({
  name: 'cop-thief: a 64×64 open board solves without page errors',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await waitSolved(page);
      await page.selectOption('#game-select', 'cop-thief');
      await waitSolved(page);
      await setBoardSize(page, 64, 64);
      await page.click('#board-clear');
      assert.equal(await page.evaluate(() => window.whowins.copThief.ui.board.grid.length), 4096);
      await page.click('#solve-button');
      await page.waitForFunction(
        () => /plies|endless/.test(document.getElementById('board-answer').textContent),
        null,
        { timeout: 80000 },
      );
      assert.ok(/positions/.test(await page.textContent('#status')));
      // Random generators at the biggest size draw without errors.
      await page.uncheck('#auto-solve');
      await setBoardSize(page, 128, 128);
      await page.click('#board-maze');
      await page.click('#board-random');
      assert.equal(await page.evaluate(() => window.whowins.copThief.ui.board.grid.length), 128 * 128);
    });
  },
});
