// Browser tests of cops and robbers (How many cops?): the cop number of presets against
// `whowins cop-number`, the capture map (on a graph: painted on the graph view itself, with its
// vertex numbers, the cops marked, "2 cops" where two share a vertex), play as the robber
// (caught within the promised rounds) and as the cops (the solver hides), on a graph, on a
// police-and-thief board and on a design (the map painted on their own canvases); the
// page's limit (600 M positions a game): a 200-vertex cubic graph's 3 cops within it, a
// 1,000-cycle's 2 cops past it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { PRESETS } from '../graph-editor/presets.js';
import { templateById } from '../design/templates.js';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const copsText = (page) => page.textContent('#cops-body');
// The explorer's Play buttons in the cops card (kit/explorer-panel.js): as the robber, as the cops.
const PLAY_ROBBER = '#cops-body [data-tt="play"][data-human="1"]';
const PLAY_COPS = '#cops-body [data-tt="play"][data-human="0"]';
async function findOut(page) {
  await page.click('#cops-button');
  await page.waitForFunction(() => /c\(G\)/.test(document.getElementById('cops-body').textContent), null, {
    timeout: 30000,
  });
}

// The vertices of the graph view (the first one), as the capture map paints them.
const VIEW = '#views .view[data-side="0"]';
const painted = (page) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} .v`)].map((g) => ({
        v: Number(g.dataset.v),
        id: g.querySelector('.vid').textContent,
        title: g.querySelector('title').textContent,
        painted: g.classList.contains('painted'),
        fill: g.querySelector('.shape').style.fill,
        mark: g.querySelector('.mark')?.style.display === 'none' ? '' : (g.querySelector('.mark')?.textContent ?? ''),
      })),
    VIEW,
  );

export const tests = [];

tests.push({
  name: 'cops: every cops-and-robbers preset gives whowins cop-number’s c(G) and capture time; the map covers every vertex',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      for (const p of PRESETS.filter((x) => x.group === 'Cops and robbers')) {
        await page.selectOption('#preset-select', p.id);
        await page.waitForFunction((n) => window.whowins.model.n === n, Number(p.text.split(' ')[0]));
        await findOut(page);
        const [c, , time] = execFileSync(CLI, ['cop-number', '--stats'], { input: p.text }).toString().split('\n');
        const t = await copsText(page);
        assert.match(t, new RegExp(`c\\(G\\) = ${c}:`), p.id);
        assert.match(t, new RegExp(`within ${time.split(' ')[1]} round`), p.id);
        const vs = await painted(page);
        assert.equal(vs.length, Number(p.text.split(' ')[0]), p.id);
        assert.ok(
          vs.every((x) => x.painted && /caught in \d+ round/.test(x.title)),
          p.id,
        );
      }
    });
  },
});

tests.push({
  name: 'cops: play the robber on the 5 × 5 grid — the cops catch him within the capture time',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-grid');
      await page.waitForFunction(() => window.whowins.model.n === 25);
      await findOut(page);
      await page.click(PLAY_ROBBER);
      // Hide on a vertex without a cop, then keep running to the neighbour caught last.
      for (let turn = 0; turn < 12; turn++) {
        const phase = await page.evaluate(() => document.getElementById('cops-body').textContent);
        if (/Over after/.test(phase)) break;
        const vs = (await painted(page)).filter((x) => !/cops? here|caught in 0 rounds/.test(x.title));
        const v = (vs.find((x) => /never/.test(x.title)) ?? vs.at(-1)).v;
        await page.locator(`${VIEW} .v[data-v="${v}"]`).click({ force: true });
        await page.waitForTimeout(700);
      }
      assert.match(await copsText(page), /Over after \d+ round/);
      assert.match(await page.textContent('#status'), /Caught in \d+ round|That vertex has a cop|neighbour/);
    });
  },
});

// The capture map as a canvas feature drew it (board: its last drawing; design: its board's).
const boardPaint = (page) => page.evaluate(() => window.whowins.copThief.drawn?.paint ?? null);
const designPaint = (page) => page.evaluate(() => window.whowins.design.painted());
// The client point of a board cell's centre.
const cellPoint = (page, cell) =>
  page.evaluate((i) => {
    const r = document.getElementById('grid-canvas').getBoundingClientRect(),
      b = window.whowins.copThief.ui.board;
    return {
      x: r.left + ((i % b.cols) + 0.5) * (r.width / b.cols),
      y: r.top + (Math.floor(i / b.cols) + 0.5) * (r.height / b.rows),
    };
  }, cell);
// How many cops the marks of a drawn map show ("cop", "2 cops", "caught": one on the robber).
const copsMarked = (places) =>
  places.reduce(
    (a, x) => a + (x.mark === 'cop' || x.mark === 'caught' ? 1 : Number(/^(\d) cops$/.exec(x.mark)?.[1] ?? 0)),
    0,
  );
// Every place of a drawn capture map filled, labelled with its capture time (none under a cop)
// and titled; the cops' marks add up to c(G).
function checkPainted(drawn, n, cops, what) {
  assert.ok(drawn, `${what}: no capture map drawn`);
  assert.match(drawn.title, /How many cops\?/, what);
  assert.equal(drawn.places.length, n, what);
  for (const x of drawn.places) {
    assert.ok(x.fill, `${what}: place ${x.v} has no fill`);
    assert.match(x.tip, /caught in \d+ round|never caught/, `${what}: place ${x.v}`);
    if (!/cops? here/.test(x.tip)) assert.match(x.label, /^(\d+|∞)$/, `${what}: place ${x.v}`);
  }
  assert.ok(new Set(drawn.places.map((x) => x.fill)).size >= 2, `${what}: one colour per capture time`);
  assert.equal(copsMarked(drawn.places), cops, `${what}: the cops marked`);
}

tests.push({
  name: 'cops: on a police-and-thief board the cop number is asked of its free cells; play the cops on the board itself: the solver hides',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForFunction(() => !!window.whowins.copThief?.solution);
      await findOut(page);
      assert.match(await copsText(page), /c\(G\) = [123]/);
      await page.click(PLAY_COPS);
      const k = Number(/c\(G\) = (\d)/.exec(await copsText(page))[1]);
      for (let i = 0; i < k; i++) {
        const p = await cellPoint(page, i * 7);
        await page.mouse.click(p.x, p.y);
      }
      await page.waitForFunction(() => /hides at|Nowhere to hide/.test(document.getElementById('status').textContent));
      await page.waitForFunction(() => window.whowins.copThief.drawn?.paint?.places.some((x) => x.mark === 'robber'));
    });
  },
});

tests.push({
  name: "cops: on a police-and-thief board and on designs (a grid, a graph) the capture map is painted on the feature's own canvas — fills, capture times, the cops marked, a title — and the card has no small map; a click moves a cop, Show outcomes and an edit give the outcome map back",
  async fn(env) {
    await withPage(env, {}, async (page) => {
      // The police-and-thief board (8 × 8, open: 64 free cells).
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForFunction(() => !!window.whowins.copThief?.solution && !!window.whowins.copThief.drawn?.mapKey);
      await findOut(page);
      const k = Number(/c\(G\) = (\d)/.exec(await copsText(page))[1]);
      await page.waitForFunction(() => !!window.whowins.copThief.drawn?.paint);
      assert.equal(await page.locator('#cops-body svg').count(), 0, 'the card draws no small map of its own');
      const free = await page.evaluate(() => window.whowins.copThief.ui.board.grid.filter((x) => x !== 1).length); // 1: a wall
      checkPainted(await boardPaint(page), free, k, 'board');
      assert.match(await page.textContent('#grid-legend'), /How many cops\?/);
      // Export SVG while the map is painted: the capture map, not the outcome map.
      const exported = async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-svg')]);
        const chunks = [];
        for await (const c of await download.createReadStream()) chunks.push(c);
        return Buffer.concat(chunks).toString();
      };
      const boardSvgText = await exported();
      assert.match(boardSvgText, />How many cops\?/);
      assert.match(boardSvgText, />(cop|\d cops)<\/text>/, "the board's SVG marks the cops");
      // A click on a cell without a cop moves the nearest cop there.
      const spot = (await boardPaint(page)).places.findIndex((x) => !x.mark);
      await page.mouse.click(...Object.values(await cellPoint(page, spot)));
      await page.waitForFunction(
        (v) => /^(cop|\d cops)$/.test(window.whowins.copThief.drawn?.paint?.places[v].mark ?? ''),
        spot,
      );
      assert.match(await page.evaluate((i) => window.whowins.copThief.cellText(i), spot), /cops? here/);
      // Show outcomes: the outcome map again; and back.
      await page.click('[data-cops="map"]');
      await page.waitForFunction(() => !window.whowins.copThief.drawn.paint && !!window.whowins.copThief.drawn.mapKey);
      assert.doesNotMatch(await page.textContent('#grid-legend'), /How many cops/);
      await page.click('[data-cops="map"]');
      await page.waitForFunction(() => !!window.whowins.copThief.drawn?.paint);
      // A solve: the outcome map, and the card's button offers the capture map back.
      await page.click('#solve-button');
      await page.waitForFunction(
        () =>
          !window.whowins.copThief.drawn?.paint &&
          /Show the capture map/.test(document.querySelector('[data-cops="map"]')?.textContent ?? ''),
      );
      await page.click('[data-cops="map"]');
      await page.waitForFunction(() => !!window.whowins.copThief.drawn?.paint);
      // An edit of the board: the outcome map (the card's answer no longer fits).
      await page.click('#board-clear');
      await page.waitForFunction(() => !window.whowins.copThief.drawn?.paint);

      // Designs: a grid (rook tag in a maze) and a graph (two cops on the Petersen graph).
      for (const [id, what] of [
        ['design:rook-tag', 'grid design'],
        ['design:two-cops', 'graph design'],
      ]) {
        await page.selectOption('#preset-select', id);
        await page.waitForFunction(
          () => !!window.whowins.design?.explorer.map && !!document.getElementById('answer').dataset.full,
          null,
          { timeout: 30000 },
        );
        await findOut(page);
        const c = Number(/c\(G\) = (\d)/.exec(await copsText(page))[1]);
        await page.waitForFunction(() => !!window.whowins.design.painted());
        assert.equal(
          await page.locator('#cops-body svg').count(),
          0,
          `${what}: the card draws no small map of its own`,
        );
        const board = templateById(id.replace('design:', '')).design.board;
        const n = board.grid ? board.grid.join('').replace(/[#*]/g, '').length : board.graph.n;
        const drawn = await designPaint(page);
        checkPainted(drawn, n, c, what);
        assert.match(await page.textContent('#design-legend'), /How many cops\?/);
        const designSvg = await page.evaluate(() => window.whowins.design.svg());
        assert.match(designSvg, />(cop|\d cops)<\/text>/, `${what}: the design's SVG marks the cops`);
        const spot2 = drawn.places.findIndex((x) => !x.mark);
        const pt = await page.evaluate((p) => window.whowins.design.clientPoint(p), spot2);
        await page.mouse.click(pt.x, pt.y);
        await page.waitForFunction(
          (v) => /^(cop|\d cops)$/.test(window.whowins.design.painted()?.places[v].mark ?? ''),
          spot2,
        );
        await page.click('[data-cops="map"]');
        await page.waitForFunction(() => !window.whowins.design.painted());
        assert.doesNotMatch(await page.textContent('#design-legend'), /How many cops/);
      }
    });
  },
});

tests.push({
  name: 'cops: Why? in the Why? card — the robber, to hide against the best placement, loses: every hiding place and the cops’ answers, down to the capture',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-cycle');
      await page.waitForFunction(() => window.whowins.model.n === 8);
      await findOut(page);
      await page.waitForSelector(PLAY_ROBBER);
      await page.click('[data-cops="why"]');
      await page.waitForFunction(() => !document.getElementById('why-card').hidden);
      const t = await page.textContent('#why-body');
      assert.match(t, /Loss from cop 1 vertex \d, cop 2 vertex \d, robber not hidden yet, robber to move/);
      assert.match(t, /robber vertex \d, cops to move/);
      assert.match(t, /The robber is caught/);
    });
  },
});

tests.push({
  name: 'cops: the map is painted on the graph view — its vertex numbers, a colour per capture time, the cops marked ("2 cops" on a shared vertex, explained in the panel), no small map of its own; Show outcomes gives the outcome map back',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const p = PRESETS.find((x) => x.id === 'cops-dodecahedron');
      await page.selectOption('#preset-select', p.id);
      await page.waitForFunction(() => window.whowins.model.n === 20);
      await findOut(page);
      assert.equal(await page.locator('#cops-body svg').count(), 0, 'the card draws no small map of its own');
      assert.match(await page.textContent(`${VIEW} .view-title`), /How many cops\?/);
      const vs = await painted(page);
      // The graph view's vertex numbers (1-based, as the text was read).
      assert.deepEqual(
        vs.map((x) => x.id),
        Array.from({ length: 20 }, (_, i) => String(i + 1)),
      );
      // Every vertex coloured by its capture time: one colour per time, a different one for each.
      const colours = new Map();
      for (const x of vs) {
        const t = Number(/caught in (\d+) round/.exec(x.title)?.[1]);
        assert.ok(Number.isInteger(t) && x.fill, `vertex ${x.id}: ${x.title} / ${x.fill}`);
        assert.equal(colours.get(t) ?? x.fill, x.fill, `capture time ${t}`);
        colours.set(t, x.fill);
      }
      assert.ok(colours.size >= 3 && new Set(colours.values()).size === colours.size, [...colours].join(' '));
      // The cops where whowins cop-number --stats puts them (the dodecahedron's: two on one vertex).
      const placement = /placement ([\d ]+)/
        .exec(execFileSync(CLI, ['cop-number', '--stats'], { input: p.text }).toString())[1]
        .split(' ')
        .map(Number);
      const count = (v) => placement.filter((c) => c === v).length;
      for (const x of vs)
        assert.equal(
          x.mark,
          count(x.v + 1) > 1 ? `${count(x.v + 1)} cops` : count(x.v + 1) === 1 ? 'cop' : '',
          `vertex ${x.id}`,
        );
      const shared = [...new Set(placement)].filter((v) => count(v) > 1);
      assert.ok(shared.length, `placement ${placement}`);
      assert.match(
        await copsText(page),
        new RegExp(`${count(shared[0])} cops on vertex ${shared[0]}: cops may share a vertex`),
      );
      // The outcome map back, and the capture map again.
      await page.click('[data-cops="map"]');
      assert.ok((await painted(page)).every((x) => !x.painted && !x.fill && !x.mark));
      assert.equal(await page.locator(`${VIEW} .v.o-D`).count(), 20);
      await page.click('[data-cops="map"]');
      assert.ok((await painted(page)).every((x) => x.painted && x.fill));
    });
  },
});

tests.push({
  name: 'cops: play the cops on the graph view — two cops placed on one vertex say "2 cops", and the panel says cops may share a vertex',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-cycle');
      await page.waitForFunction(() => window.whowins.model.n === 8);
      await findOut(page);
      await page.click(PLAY_COPS);
      await page.locator(`${VIEW} .v[data-v="0"]`).click();
      assert.equal((await painted(page))[0].mark, 'cop');
      await page.locator(`${VIEW} .v[data-v="0"]`).click();
      await page.waitForFunction(() => /hides at|Nowhere to hide/.test(document.getElementById('status').textContent));
      const vs = await painted(page);
      assert.equal(vs[0].mark, '2 cops');
      assert.match(vs[0].title, /2 cops here/);
      assert.equal(vs.filter((x) => x.mark === 'robber').length, 1);
      assert.match(await copsText(page), /2 cops on vertex 1: cops may share a vertex/);
      // Nothing selected in the position panel: the clicks went to the cops.
      assert.equal(await page.evaluate(() => window.whowins.state.picked), null);
    });
  },
});

// A graph typed into the text box (generic), read, and asked of the cops.
async function typeGraph(page, n, edges) {
  await page.selectOption('#game-select', 'generic');
  await page.fill('#graph-text', `${n} ${edges.length}\n` + edges.map(([a, b]) => `${a + 1} ${b + 1}\n`).join(''));
  await page.click('#read-text');
  await page.waitForFunction((k) => window.whowins.model.n === k, n, { timeout: 30000 });
}
// Per vertex of the map drawn on the graph view: the rounds its title says (Infinity: never).
const mapRounds = async (page) =>
  (await painted(page)).map(({ title }) => {
    const m = /caught in (\d+) round/.exec(title);
    return m ? Number(m[1]) : /never/.test(title) ? Infinity : null;
  });
// The radius of a graph (the least eccentricity), by breadth-first search from every vertex.
function radius(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  let best = Infinity;
  for (let s = 0; s < n; s++) {
    const dist = new Array(n).fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++)
      for (const u of adj[queue[i]])
        if (dist[u] < 0) {
          dist[u] = dist[queue[i]] + 1;
          queue.push(u);
        }
    best = Math.min(best, Math.max(...dist));
  }
  return best;
}

tests.push({
  name: 'cops: a path of 510 vertices — capture time and capture map past 254 rounds (one cop in the middle: the radius, 255)',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const n = 510,
        edges = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
      // One cop on a path walks to the end behind the robber: the best placement needs the
      // path's radius in rounds (the brute force of tests/test_cop_number.cpp agrees).
      const expected = radius(n, edges);
      assert.equal(expected, 255);
      await typeGraph(page, n, edges);
      await findOut(page);
      assert.match(await copsText(page), new RegExp(`c\\(G\\) = 1: .* within ${expected} rounds`));
      const rounds = await mapRounds(page);
      assert.equal(rounds.length, n);
      assert.equal(Math.max(...rounds), expected, 'the map of the best placement');
      // The cop moved to an end (its number typed into the vertex box: the keyboard's way to
      // click a vertex of the map): the far end is caught in n - 1 rounds.
      await page.fill('#goto-input', '1');
      await page.press('#goto-input', 'Enter');
      await page.waitForFunction(
        (sel) =>
          /caught in 509 rounds/.test(document.querySelector(`${sel} .v[data-v="509"] title`)?.textContent ?? ''),
        VIEW,
      );
      const fromEnd = await mapRounds(page);
      assert.deepEqual(fromEnd.slice(0, 3), [0, 1, 509]);
      assert.equal(Math.max(...fromEnd), 509);
    });
  },
});

tests.push({
  name: 'cops: k = 1, 2, … in turn — a 2,000-vertex tree gets c(G) = 1, a 600-cycle c(G) = 2 (216 M positions, within the page’s 600 M); a 1,000-cycle says c(G) > 1 and that 2 cops are past the page’s memory budget',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      let x = 7;
      const next = () => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return x >>> 8;
      };
      const tree = Array.from({ length: 1999 }, (_, i) => [i + 1, next() % (i + 1)]);
      await typeGraph(page, 2000, tree);
      await findOut(page);
      assert.match(await copsText(page), /c\(G\) = 1:/);
      const cycle = (n) => Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);
      // Two cops on 600: C(601, 2) placements × 600 robber vertices × 2 sides to move = 216,360,000.
      await typeGraph(page, 600, cycle(600));
      await findOut(page);
      assert.match(await copsText(page), /c\(G\) = 2:/);
      // Two cops on 1,000: 1,001,000,000 positions, past the page's 600,000,000.
      const n = 1000;
      await typeGraph(page, n, cycle(n));
      await findOut(page);
      const positions = (2 * ((1001 * 1000) / 2) * 1000).toLocaleString('en-US');
      const t = await copsText(page);
      assert.match(
        t,
        new RegExp(
          `c\\(G\\) > 1; 2 cops need ${positions} positions, past the memory budget of the page .*; about \\d+ MB of memory`,
        ),
      );
      assert.match(await page.textContent('#status'), /c\(G\) > 1; 2 cops need/);
      // No capture map without a winning placement: the card says the board shows the game's own map.
      assert.match(t, /The board shows the game’s own map, not a capture map/);
      assert.doesNotMatch(t, /per robber vertex/);
    });
  },
});

// A random cubic graph of n vertices by the pairing model (seeded; retried until simple).
function randomCubic(n, seed) {
  let x = seed;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  for (;;) {
    const points = Array.from({ length: 3 * n }, (_, i) => Math.floor(i / 3));
    for (let i = points.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [points[i], points[j]] = [points[j], points[i]];
    }
    const edges = [],
      seen = new Set();
    let simple = true;
    for (let i = 0; i < points.length && simple; i += 2) {
      const [a, b] = [Math.min(points[i], points[i + 1]), Math.max(points[i], points[i + 1])];
      simple = a !== b && !seen.has(a * n + b);
      seen.add(a * n + b);
      edges.push([a, b]);
    }
    if (simple) return edges;
  }
}

tests.push({
  name: 'cops: a random cubic graph of 200 vertices — 3 cops are 541,360,000 positions, within the page’s limit — gives whowins cop-number’s answer',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const edges = randomCubic(200, 2026);
      await typeGraph(page, 200, edges);
      const t0 = Date.now();
      await findOut(page);
      const ms = Date.now() - t0;
      const [line] = execFileSync(CLI, ['cop-number'], {
        input: `200 300\n${edges.map(([a, b]) => `${a + 1} ${b + 1}`).join('\n')}\n`,
      })
        .toString()
        .split('\n');
      const t = await copsText(page);
      // The page has no ceiling of 3: past 3 cops it asks 4, whose game is past its budget.
      if (line.startsWith('>'))
        assert.match(
          t,
          new RegExp(
            `c\\(G\\) ${line.replace('>', '> ')}; 4 cops need [\\d,]+ positions, past the memory budget of the page .*; about [\\d.]+ [MG]B of memory`,
          ),
        );
      else {
        assert.match(t, new RegExp(`c\\(G\\) = ${line}:`));
        assert.doesNotMatch(t, /memory budget/);
      }
      console.log(`      (the cop number in ${(ms / 1000).toFixed(1)} s: ${line})`);
    });
  },
});

// The Robertson graph, the (4, 5)-cage (Robertson 1964): 19 vertices, 4-regular, girth 5 — the
// 19-cycle and the chords i -- i + CHORD[i] (as SageMath's graphs.RobertsonGraph() builds it).
const ROBERTSON_CHORD = [8, 4, 7, 4, 8, 5, 7, 4, 7, 8, 4, 5, 7, 8, 4, 8, 4, 8, 4];
const robertson = () => [
  ...Array.from({ length: 19 }, (_, i) => [i, (i + 1) % 19]),
  ...ROBERTSON_CHORD.map((c, i) => [i, (i + c) % 19]),
];

tests.push({
  name: 'cops: the Robertson graph (19 vertices, 4-regular, girth 5) needs 4 cops — the page asks past 3 and answers whowins cop-number --max-cops 4',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const edges = robertson();
      const [line] = execFileSync(CLI, ['cop-number', '--max-cops', '4'], {
        input: `19 ${edges.length}\n${edges.map(([a, b]) => `${a + 1} ${b + 1}`).join('\n')}\n`,
      })
        .toString()
        .split('\n');
      assert.equal(line, '4');
      await typeGraph(page, 19, edges);
      await page.click('#cops-button');
      await page.waitForFunction(() => /c\(G\) = 4:/.test(document.getElementById('cops-body').textContent), null, {
        timeout: 30000,
      });
      const t = await copsText(page);
      assert.doesNotMatch(t, /c\(G\) > 3/);
      // The card describes the map the board shows: the capture map of the 4 cops, painted on every vertex.
      assert.match(t, /The map on the board: per robber vertex/);
      await page.waitForFunction(
        (sel) => [...document.querySelectorAll(`${sel} .v`)].every((g) => g.classList.contains('painted')),
        VIEW,
      );
      const vs = await painted(page);
      assert.equal(vs.length, 19);
      assert.equal(copsMarked(vs), 4);
    });
  },
});

tests.push({
  name: 'cops: the kit’s explorer in the cops card — the cops’ moves best first with their values (the best one a win in 2t − 1 plies, t the rounds the board says for the robber), H hints it, a move from the list is played and the solver answers, the focus goes on to the next move, Undo takes it back; outside play Step ▶ plays the best line',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-grid');
      await page.waitForFunction(() => window.whowins.model.n === 25);
      await findOut(page);
      await page.click(PLAY_COPS);
      for (const v of [0, 24]) await page.locator(`${VIEW} .v[data-v="${v}"]`).click({ force: true });
      await page.waitForFunction(() => {
        const p = window.whowins.cops.play;
        return (
          p?.phase === 'move' && !p.thinking && document.querySelectorAll('#cops-explorer [data-tt="move"]').length
        );
      });
      const hidden = await page.evaluate(() => window.whowins.cops.play);
      assert.deepEqual(hidden.placement, [0, 24]);
      // The board's title at the robber's vertex: caught in t rounds (the capture map of these cops).
      const title = (await painted(page)).find((x) => x.v === hidden.robber).title;
      const t = Number(/caught in (\d+) round/.exec(title)[1]);
      // Every joint move of the two cops (each to its own vertex or a neighbour; vertex 1 and 25 of the grid
      // have 2 neighbours each), best first, the best a win in 2t − 1 plies.
      const moves = await page.$$eval('#cops-explorer [data-tt="move"]', (bs) => bs.map((b) => b.textContent));
      assert.equal(moves.length, 9);
      assert.match(moves[0], new RegExp(`W${2 * t - 1}$`));
      const depths = moves.map((m) => Number(/W(\d+)$/.exec(m)?.[1] ?? Infinity));
      assert.deepEqual(
        depths,
        depths.slice().sort((a, b) => a - b),
        'best first',
      );
      // H three times (the graded hint: the token, the kind, the move): the move is the first of the list, marked.
      for (const level of [1, 2, 3]) {
        await page.keyboard.press('h');
        await page.waitForFunction(
          (k) => document.getElementById('status').textContent.startsWith(`Hint ${k} of 3:`),
          level,
        );
        // The board rings the cop to move at the first step, the target at the last.
        const marks = await page.evaluate(() => window.whowins.cops.explorer.hintMarks());
        await page.waitForSelector(`${VIEW} .v.hinted[data-v="${marks.to ?? marks.from}"]`, { state: 'attached' });
      }
      await page.waitForFunction(() =>
        /^Hint 3 of 3: the cops move /.test(document.getElementById('status').textContent),
      );
      assert.ok((await page.textContent('#status')).includes(moves[0].replace(/W\d+$/, '')));
      assert.equal(
        await page.getAttribute('#cops-explorer [data-tt="move"] >> nth=0', 'class').then((c) => /hinted/.test(c)),
        true,
      );
      // The best move from the list: the solver's robber answers, a round is played, the focus is on the next move.
      await page.click('#cops-explorer [data-tt="move"] >> nth=0');
      await page.waitForFunction(() => {
        const p = window.whowins.cops.play;
        return p && !p.thinking && (p.rounds === 1 || p.phase === 'over');
      });
      const after = await page.evaluate(() => window.whowins.cops.play);
      assert.notDeepEqual(after.placement, [0, 24]);
      if (after.phase !== 'over') await page.waitForFunction(() => document.activeElement?.dataset.tt === 'move');
      // Undo (the panel's button): back to the cops' turn before it.
      await page.click('#cops-explorer [data-tt="undo"]');
      await page.waitForFunction(() => window.whowins.cops.play?.rounds === 0 && !window.whowins.cops.play.thinking);
      assert.deepEqual((await page.evaluate(() => window.whowins.cops.play)).placement, [0, 24]);
      // Stop, then the best line from the placement shown: Step ▶ hides the robber where the cops need longest.
      await page.click('#cops-explorer [data-tt="stop-play"]');
      await page.waitForFunction(
        () => !window.whowins.cops.play && !!document.querySelector('#cops-explorer [data-tt="step"]'),
      );
      await page.click('#cops-explorer [data-tt="step"]');
      await page.waitForFunction(() =>
        /Robber\s*vertex \d+/.test(document.getElementById('cops-explorer').textContent),
      );
      assert.match(await page.textContent('#cops-words'), /The robber is on vertex \d+\./);
    });
  },
});

tests.push({
  name: 'cops: the card’s words say what the board shows at that moment — the capture map (every vertex with its time), the outcome map (Show outcomes, a solve), the cops being placed (no times yet), the robber once hidden',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-cycle');
      await page.waitForFunction(() => window.whowins.model.n === 8);
      await findOut(page);
      const words = () => page.textContent('#cops-words');
      const timed = async () => (await painted(page)).filter((x) => /caught in \d+ round|never/.test(x.title)).length;
      await page.waitForFunction(() =>
        /The map on the board: per robber vertex/.test(document.getElementById('cops-words').textContent),
      );
      assert.equal(await timed(), 8, 'the capture map: every vertex with its time');
      // Show outcomes: the board's own map, and the words say so.
      await page.click('[data-cops="map"]');
      await page.waitForFunction(() => /outcome map/.test(document.getElementById('cops-words').textContent));
      assert.equal(await timed(), 0);
      assert.doesNotMatch(await words(), /per robber vertex/);
      await page.click('[data-cops="map"]');
      await page.waitForFunction(() => /per robber vertex/.test(document.getElementById('cops-words').textContent));
      // A solve: the feature's outcome map again, and the words follow.
      await page.click('#solve-button');
      await page.waitForFunction(() => /outcome map/.test(document.getElementById('cops-words').textContent));
      assert.equal(await timed(), 0);
      await page.click('[data-cops="map"]');
      // Play the cops: while they are placed the board shows the cops and no times, and the words say so.
      await page.click(PLAY_COPS);
      await page.waitForFunction(() => /cops placed so far/.test(document.getElementById('cops-words').textContent));
      await page.locator(`${VIEW} .v[data-v="2"]`).click();
      await page.waitForFunction(() =>
        /cops placed so far \(on vertex 3\)/.test(document.getElementById('cops-words').textContent),
      );
      assert.equal(await timed(), 0, 'no capture times before every cop stands');
      assert.equal((await painted(page))[2].mark, 'cop');
      await page.locator(`${VIEW} .v[data-v="6"]`).click();
      // The solver hides: the capture map of these cops, and the robber where the board marks him.
      await page.waitForFunction(() =>
        /The robber is on vertex \d/.test(document.getElementById('cops-words').textContent),
      );
      const robber = Number(/The robber is on vertex (\d)/.exec(await words())[1]) - 1;
      assert.match(await words(), /the cops on vertex 3, vertex 7 need/);
      assert.equal((await painted(page))[robber].mark, 'robber');
      assert.equal(await timed(), 8);
    });
  },
});
