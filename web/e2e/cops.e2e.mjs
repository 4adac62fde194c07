// Browser tests of cops and robbers (How many cops?): the cop number of presets against
// `whowins cop-number`, the capture map, play as the robber (caught within the promised
// rounds) and as the cops (the solver hides), on a graph and on a police-and-thief board; the
// page's limit (600 M positions a game): a 200-vertex cubic graph's 3 cops within it, a
// 1,000-cycle's 2 cops past it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { PRESETS } from '../graph/presets.js';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const copsText = (page) => page.textContent('#cops-body');
async function findOut(page) {
  await page.click('#cops-button');
  await page.waitForFunction(() => /c\(G\)/.test(document.getElementById('cops-body').textContent), null, { timeout: 30000 });
}

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
        assert.equal(await page.locator('#cops-body circle.v').count(), Number(p.text.split(' ')[0]), p.id);
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
      await page.click('[data-cops="robber"]');
      // Hide on a vertex without a cop, then keep running to the neighbour caught last.
      for (let turn = 0; turn < 12; turn++) {
        const phase = await page.evaluate(() => document.getElementById('cops-body').textContent);
        if (/Over after/.test(phase)) break;
        const v = await page.evaluate(() => {
          const circles = [...document.querySelectorAll('#cops-body circle.v')];
          const free = circles.filter((c) => !/caught in 0 rounds/.test(c.textContent));
          return Number((free.find((c) => /never/.test(c.textContent)) ?? free.at(-1)).dataset.cv);
        });
        await page.locator(`#cops-body circle.v[data-cv="${v}"]`).click({ force: true });
        await page.waitForTimeout(700);
      }
      assert.match(await copsText(page), /Over after \d+ round/);
      assert.match(await page.textContent('#status'), /Caught in \d+ round|That vertex has a cop|neighbour/);
    });
  },
});

tests.push({
  name: 'cops: on a police-and-thief board the cop number is asked of its free cells; play the cops: the solver hides',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForFunction(() => !!window.whowins.board?.solution);
      await findOut(page);
      assert.match(await copsText(page), /c\(G\) = [123]/);
      await page.click('[data-cops="cops"]');
      const k = Number(/c\(G\) = (\d)/.exec(await copsText(page))[1]);
      for (let i = 0; i < k; i++) await page.locator('#cops-body circle.v').nth(i * 7).click({ force: true });
      await page.waitForFunction(() => /hides at|Nowhere to hide/.test(document.getElementById('status').textContent));
    });
  },
});

tests.push({
  name: 'cops: Why? — the cops’ strategy tree against the robber’s best hiding place, down to the capture',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-cycle');
      await page.waitForFunction(() => window.whowins.model.n === 8);
      await findOut(page);
      await page.click('[data-cops="why"]');
      await page.waitForFunction(() => !document.getElementById('cops-why').hidden);
      const t = await page.textContent('#cops-why');
      assert.match(t, /Why 2 cops suffice/);
      assert.match(t, /caught/);
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
// Per vertex of the map drawn: the rounds its title says (Infinity: never).
const mapRounds = (page) => page.evaluate(() => [...document.querySelectorAll('#cops-body circle.v')].map((c) => {
  const m = /caught in (\d+) round/.exec(c.textContent);
  return m ? Number(m[1]) : /never/.test(c.textContent) ? Infinity : null;
}));
// The radius of a graph (the least eccentricity), by breadth-first search from every vertex.
function radius(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) { adj[a].push(b); adj[b].push(a); }
  let best = Infinity;
  for (let s = 0; s < n; s++) {
    const dist = new Array(n).fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) for (const u of adj[queue[i]]) if (dist[u] < 0) { dist[u] = dist[queue[i]] + 1; queue.push(u); }
    best = Math.min(best, Math.max(...dist));
  }
  return best;
}

tests.push({
  name: 'cops: a path of 510 vertices — capture time and capture map past 254 rounds (one cop in the middle: the radius, 255)',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      const n = 510, edges = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
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
      // The cop moved to an end (click its vertex): the far end is caught in n - 1 rounds.
      await page.locator('#cops-body circle.v[data-cv="0"]').dispatchEvent('click');
      await page.waitForFunction(() => /caught in 509 rounds/.test(document.querySelector('#cops-body circle.v[data-cv="509"]')?.textContent ?? ''));
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
      const next = () => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x >>> 8; };
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
      assert.match(t, new RegExp(`c\\(G\\) > 1; 2 cops need ${positions} positions, past the memory budget of the page`));
      assert.match(await page.textContent('#status'), /c\(G\) > 1; 2 cops need/);
    });
  },
});

// A random cubic graph of n vertices by the pairing model (seeded; retried until simple).
function randomCubic(n, seed) {
  let x = seed;
  const next = () => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x >>> 8; };
  for (;;) {
    const points = Array.from({ length: 3 * n }, (_, i) => Math.floor(i / 3));
    for (let i = points.length - 1; i > 0; i--) { const j = next() % (i + 1); [points[i], points[j]] = [points[j], points[i]]; }
    const edges = [], seen = new Set();
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
      const [line] = execFileSync(CLI, ['cop-number'], { input: `200 300\n${edges.map(([a, b]) => `${a + 1} ${b + 1}`).join('\n')}\n` }).toString().split('\n');
      const t = await copsText(page);
      if (line.startsWith('>')) assert.match(t, new RegExp(`c\\(G\\) ${line.replace('>', '> ')}: 3 cops do not suffice`));
      else assert.match(t, new RegExp(`c\\(G\\) = ${line}:`));
      assert.doesNotMatch(t, /memory budget/);
      console.log(`      (the cop number in ${(ms / 1000).toFixed(1)} s: ${line})`);
    });
  },
});
