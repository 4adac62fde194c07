// Browser tests of designs exactly as written (issue 26): every step kind of docs/design.md (named
// steps, offset lists, range) solves in the page with `whowins design`'s answer and the whole
// map of a token equals `whowins design --json` position by position; a sample of random
// designs of every rule likewise; an `on` end whose letter marks no cell solves (police and
// thief without exits = whowins cop-thief) with a note beside its field.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const cli = (args, input) => execFileSync(CLI, args, { input }).toString();

export const tests = [];

// Reads a design through the JSON box and waits for the page's solve of exactly that design.
async function openDesign(page, design) {
  await page.evaluate(() => {
    const d = document.getElementById('design-json-box');
    if (!d.open) d.open = true;
  });
  await page.fill('#design-json', JSON.stringify(design));
  await page.click('#design-read');
  await page.waitForFunction(
    (name) =>
      window.whowins.design?.design.name === name &&
      !!window.whowins.design.explorer.map &&
      !!window.whowins.design.explorer.result &&
      !!document.getElementById('answer').dataset.full,
    design.name,
    { timeout: 30000 },
  );
}

// The page's map of token 0 over every place (the others at their starts, the first side to
// move) against the CLI's --json: the same outcome letter on every place. One token a side.
async function sameMapAsCli(page, design, label) {
  const json = JSON.parse(cli(['design', '--json'], JSON.stringify(design)));
  const page_ = await page.evaluate(() => {
    const ex = window.whowins.design.explorer;
    return {
      outcomes: Array.from(ex.map.outcomes),
      places: ex.places,
      mover: ex.mover,
      token: ex.token,
      cells: Array.from(ex.result.info.cells),
    };
  });
  assert.equal(page_.token, 0, label);
  const cols = json.board.cols;
  const keyOf = (pl) => (Array.isArray(pl) ? pl[0] * cols + pl[1] : pl);
  const byKey = new Map(json.positions.map((p) => [`${p.mover}|${p.places.map(keyOf).join(',')}`, p]));
  const mover = json.sides[page_.mover];
  let compared = 0;
  page_.outcomes.forEach((o, place) => {
    if (o === 3) return; // a place the token may not stand on
    const cells = page_.places.map((p, t) => page_.cells[t === 0 ? place : p]);
    const want = byKey.get(`${mover}|${cells.join(',')}`);
    assert.ok(want, `${label}: place ${place} has a position in the CLI's output`);
    assert.equal('DWL'[o], want.outcome, `${label}: the outcome with token 0 on place ${place}`);
    compared++;
  });
  assert.ok(compared > 0, label);
}

const duel = (name, hunter, rows = ['.....', '..#..', '.....', '....T'], start = [0, 0]) => ({
  name,
  board: { grid: rows, walls: '#' },
  sides: [
    { name: 'hunter', tokens: [{ start, moves: hunter }] },
    { name: 'prey', tokens: [{ start: 'T', moves: { steps: 'rook', stay: true } }] },
  ],
  first: 'hunter',
  ends: [{ when: 'meet', winner: 'hunter' }],
  endless: 'prey',
});

tests.push({
  name: 'design exact: every step kind (named, offsets, range) solves in the page as whowins design --json, place by place',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'design');
      const kinds = [
        ['rook', { steps: 'rook' }],
        ['rook range 0', { steps: 'rook', range: 0 }],
        ['bishop range 2', { steps: 'bishop', range: 2 }],
        ['queen', { steps: 'queen', stay: true }],
        ['knight', { steps: 'knight' }],
        ['one offset [0, 1]', { steps: [[0, 1]] }],
        [
          'offsets',
          {
            steps: [
              [-1, 2],
              [2, -1],
              [0, 1],
              [1, 0],
            ],
            stay: true,
          },
        ],
        [
          'offsets with forbid',
          {
            steps: [
              [1, 1],
              [-1, -1],
              [0, 1],
            ],
            forbid: [[1, 1]],
          },
        ],
      ];
      for (const [label, moves] of kinds) {
        const design = duel(`steps: ${label}`, moves);
        await openDesign(page, design);
        assert.equal(
          await page.evaluate(() => document.getElementById('answer').dataset.full),
          cli(['design'], JSON.stringify(design)).trim(),
          label,
        );
        await sameMapAsCli(page, design, label);
      }
    });
  },
});

// Small random designs of every rule (a seeded generator, one token a side so the map is the
// whole of one mover's positions for token 0).
function randomDesigns(count, seed) {
  let s = seed >>> 0;
  const rnd = (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 8) % n;
  };
  const pick = (list) => list[rnd(list.length)];
  const out = [];
  for (let k = 0; k < count; k++) {
    const grid = rnd(2) === 0;
    let board, places;
    if (grid) {
      const rows = [];
      const R = 2 + rnd(2),
        C = 3 + rnd(2);
      for (let r = 0; r < R; r++) {
        let row = '';
        for (let c = 0; c < C; c++) row += rnd(7) === 0 ? '#' : rnd(5) === 0 ? 'E' : '.';
        rows.push(row);
      }
      rows[0] = '.' + rows[0].slice(1);
      rows[R - 1] = rows[R - 1].slice(0, C - 1) + '.';
      board = { grid: rows, walls: '#' };
      places = [];
      rows.forEach((row, r) =>
        [...row].forEach((ch, c) => {
          if (ch !== '#') places.push([r, c]);
        }),
      );
    } else {
      const n = 3 + rnd(4);
      const edges = [];
      for (let e = 0; e < n + 2; e++) edges.push([rnd(n), rnd(n)]);
      board = { graph: { n, edges, directed: rnd(2) === 0 } };
      places = Array.from({ length: n }, (_, v) => v);
    }
    const moves = () => {
      const m = {};
      if (grid)
        m.steps = pick([
          'rook',
          'bishop',
          'queen',
          'knight',
          [
            [0, 1],
            [1, -1],
          ],
          [
            [2, 0],
            [-1, 0],
          ],
        ]);
      m.range = rnd(3);
      m.stay = rnd(2) === 0;
      return m;
    };
    const a = places[0],
      b = places[places.length - 1];
    const ends = [];
    if (rnd(3)) ends.push({ when: 'meet', winner: pick(['a', 'b']) });
    if (rnd(2))
      ends.push({
        when: 'on',
        side: pick(['a', 'b']),
        cells: grid && rnd(2) ? pick(['E', 'X']) : [pick(places)],
        winner: pick(['a', 'b']),
      });
    const design = {
      name: `random ${k}`,
      board,
      sides: [
        { name: 'a', stuck: pick(['loses', 'wins', 'draw']), tokens: [{ start: a, moves: moves() }] },
        { name: 'b', stuck: pick(['loses', 'wins', 'draw']), tokens: [{ start: b, moves: moves() }] },
      ],
      first: pick(['a', 'b']),
      ends,
    };
    const endless = pick(['draw', 'a', 'b']);
    if (endless !== 'draw') design.endless = endless;
    if (rnd(5) === 0) design.limit = { plies: 1 + rnd(6), winner: pick(['a', 'b']) };
    out.push(design);
  }
  return out;
}

tests.push({
  name: 'design exact: a sample of random designs of every rule gives the page the CLI’s answers, place by place',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'design');
      for (const design of randomDesigns(12, 26)) {
        await openDesign(page, design);
        assert.equal(
          await page.evaluate(() => document.getElementById('answer').dataset.full),
          cli(['design'], JSON.stringify(design)).trim(),
          design.name,
        );
        await sameMapAsCli(page, design, design.name);
      }
    });
  },
});

tests.push({
  name: 'design exact: an on end whose letter marks no cell solves (police and thief without exits = whowins cop-thief), noted beside the field',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'design');
      const design = {
        name: 'No exits',
        board: { grid: ['P....', '.*.*.', '....T'], walls: '*' },
        sides: [
          { name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] },
          { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] },
        ],
        first: 'police',
        ends: [
          { when: 'meet', winner: 'police' },
          { when: 'on', side: 'thief', cells: 'E', winner: 'thief' },
        ],
      };
      await openDesign(page, design);
      const builtIn = cli(['cop-thief'], '3 5\nP....\n.*.*.\n....T\n').trim();
      assert.equal(
        await page.evaluate(() => document.getElementById('answer').dataset.full),
        builtIn === 'WIN' ? 'police' : builtIn === 'LOSS' ? 'thief' : 'draw',
      );
      await page.waitForFunction(() =>
        /no cell is marked 'E': this end never happens/.test(
          document.querySelector('[data-error-for="ends[1]"]')?.textContent ?? '',
        ),
      );
      assert.equal(await page.locator('#design-form [aria-invalid="true"]').count(), 0, 'a note, not an error');
      await sameMapAsCli(page, design, 'no exits');
    });
  },
});
