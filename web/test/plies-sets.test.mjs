// Tests of depth in plies or moves (lib/words.js's formatter: a move is a turn of each side, a
// win in 7 plies is in 4 moves, and every writer of a depth follows the unit) and of puzzle sets
// of your own (lib/puzzle-sets.js: the link read back, every bad field refused, the pick the
// same for one seed and matching every choice; lib/progress.js: each set's own record).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  depthWords,
  depthCount,
  depthUnitName,
  setDepthUnit,
  depthUnitNow,
  roundWords,
  roundUnitName,
} from '../lib/words.js';
import { valueLabel, valueWords, valueTag } from '../lib/session-values.js';
import { missWords } from '../lib/referee.js';
import { histogramDrawing, histogramHtml } from '../lib/histogram.js';
import {
  SET_PREFIX,
  checkSetChoices,
  decodeSetLink,
  emptySetWords,
  encodeSetLink,
  pickSet,
} from '../lib/puzzle-sets.js';
import { emptyProgress, loadProgress, recordInSet, setProgress, record, SETS_KEEP } from '../lib/progress.js';
import { readPack } from '../lib/puzzle.js';
import { setRegistry } from '../lib/games.js';
import { registerShareLinks } from '../app/links.js';
import { sharedWasmModule } from './wasm-module.mjs';

// Each test sets the unit it needs; the page's default is plies.
const inUnit = (unit, fn) => {
  setDepthUnit(unit);
  try {
    return fn();
  } finally {
    setDepthUnit('plies');
  }
};

test('depth formatter: plies as the CLI counts them; moves are ⌈plies / 2⌉, a win in 7 plies is in 4 moves', () => {
  assert.equal(depthUnitNow(), 'plies');
  assert.equal(depthWords(7), '7 plies');
  assert.equal(depthWords(1), '1 ply');
  assert.equal(depthWords(0), '0 plies');
  assert.equal(depthWords(7, 'moves'), '4 moves'); // the winner's 4th move
  assert.equal(depthWords(8, 'moves'), '4 moves'); // a loss held out 8 plies: the winner's 4th reply ends it
  assert.equal(depthWords(1, 'moves'), '1 move');
  assert.equal(depthWords(2, 'moves'), '1 move');
  assert.equal(depthWords(0, 'moves'), '0 moves');
  assert.equal(depthWords(12345, 'moves'), '6,173 moves');
  for (let plies = 0; plies < 200; plies++) {
    const m = depthCount(plies, 'moves');
    assert.ok(2 * m - 1 <= plies && plies <= 2 * m, `${plies} plies → ${m} moves`);
    assert.equal(depthCount(plies, 'plies'), plies);
  }
  assert.equal(depthUnitName(), 'plies');
  assert.equal(depthUnitName('moves'), 'moves');
  assert.equal(roundWords(1), '1 round');
  assert.equal(roundWords(3, 'moves'), '3 moves'); // a round is a turn of each side: one move
  assert.equal(roundUnitName(1, 'moves'), 'move');
  assert.throws(() => setDepthUnit('turns'), /no unit 'turns'/);
  assert.equal(depthUnitNow(), 'plies');
});

test('depth formatter: the unit chosen reaches the labels, the words, the tags, the referee and the histogram', () => {
  const win7 = { outcome: 1, depth: 7, byRule: false };
  const sides = ['police', 'thief'];
  assert.equal(valueLabel(win7), 'W7');
  assert.equal(valueWords(win7, sides, 0), 'the police wins in 7 plies');
  inUnit('moves', () => {
    assert.equal(valueLabel(win7), 'W4');
    assert.equal(valueLabel({ outcome: 2, depth: 6 }), 'L3');
    assert.equal(valueLabel({ outcome: 0, depth: null }), 'D');
    assert.equal(valueWords(win7, sides, 0), 'the police wins in 4 moves');
    assert.match(valueTag(win7), /title="in 4 moves">W4</);
    assert.equal(
      missWords({ ok: false, outcome: 'slow', plies: 7 }, 3, { you: 'police', them: 'thief' }),
      'that still wins, but in 4 moves; the puzzle asks for a win in 2 moves.',
    );
    assert.match(histogramHtml({ winDepths: [0, 1, 1], lossDepths: [1, 0, 0], draw: 0 }, 'Depths'), /depth in moves/);
  });
  // The histogram counts per move: plies 1 and 2 are move 1, 3 and 4 move 2.
  const counts = { winDepths: [0, 5, 0, 2, 0], lossDepths: [4, 0, 3, 0, 1] };
  const byPly = histogramDrawing(counts).bins.map((b) => [b.from, b.w, b.l]);
  assert.deepEqual(byPly, [
    [0, 0, 4],
    [1, 5, 0],
    [2, 0, 3],
    [3, 2, 0],
    [4, 0, 1],
  ]);
  const byMove = inUnit('moves', () => histogramDrawing(counts).bins.map((b) => [b.from, b.w, b.l]));
  const tips = inUnit('moves', () => histogramDrawing(counts).shapes.flatMap((s) => (s.tip ? [s.tip] : [])));
  assert.ok(tips.includes('depth 1 (moves): 5 W, 3 L'), JSON.stringify(tips));
  assert.deepEqual(byMove, [
    [0, 0, 4],
    [1, 5, 3],
    [2, 2, 1],
  ]);
});

// The packs as the page reads them (the registry from the WASM module, as the page asks it).
const M = await sharedWasmModule();
setRegistry(M.games());
registerShareLinks();
const PACKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'puzzles', 'packs');
const GAMES = fs
  .readdirSync(PACKS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const packs = Object.fromEntries(
  GAMES.map((g) => [g, readPack(JSON.parse(fs.readFileSync(path.join(PACKS, `${g}.json`), 'utf8')))]),
);

const choices = (patch = {}) => ({
  games: ['cop-thief', 'cat-mouse'],
  kinds: ['win', 'draw'],
  plies: [2, 9],
  rating: [800, 2000],
  count: 12,
  seed: 123456789,
  ...patch,
});

test('puzzle sets: a link reads back to its choices; every bad field is refused in words', () => {
  const c = checkSetChoices(choices(), GAMES);
  assert.ok(c.ok);
  const hash = encodeSetLink(c.choices);
  assert.ok(hash.startsWith(SET_PREFIX));
  assert.deepEqual(decodeSetLink(hash, GAMES), c);
  // Games and kinds in one canonical order: one set, one link.
  const shuffled = checkSetChoices(choices({ games: ['cat-mouse', 'cop-thief'], kinds: ['draw', 'win'] }), GAMES);
  assert.equal(encodeSetLink(shuffled.choices), hash);
  const bad = (raw, pattern) => {
    const r = checkSetChoices(raw, GAMES);
    assert.equal(r.ok, false, JSON.stringify(raw));
    assert.match(r.error, pattern);
  };
  bad(choices({ games: [] }), /at least one game/);
  bad(choices({ games: ['chess'] }), /no pack of puzzles for the game "chess"/);
  bad(choices({ kinds: [] }), /at least one kind/);
  bad(choices({ kinds: ['win', 'mate'] }), /"mate" is not a kind/);
  bad(choices({ plies: [9, 3] }), /from 9 to 3: the first must not be larger/);
  bad(choices({ plies: [0, 3] }), /length in plies goes from 1 to 200/);
  bad(choices({ plies: [NaN, 3] }), /two whole numbers/);
  bad(choices({ rating: [2000, 800] }), /rating runs from 2000 to 800/);
  bad(choices({ count: 0 }), /from 1 to 100/);
  bad(choices({ count: 2.5 }), /from 1 to 100/);
  bad(choices({ seed: -1 }), /bad seed/);
  const badLink = (text, pattern) => {
    const r = decodeSetLink(text, GAMES);
    assert.equal(r.ok, false, text);
    assert.match(r.error, pattern);
  };
  badLink('#z1.abc', /not a puzzle set link/);
  badLink(null, /not a puzzle set link/);
  badLink(`${SET_PREFIX}g=generic&k=win`, /lacks its "p" field/);
  badLink(hash.replace('&p=2-9', '&p=2-x'), /two whole numbers/);
  badLink(hash.replace(/&s=[0-9a-z]+$/, '&s=!!'), /bad seed/);
  badLink(hash.replace('&n=12', '&n=12345678901'), /from 1 to 100/);
  badLink(`${SET_PREFIX}${'g=generic&'.repeat(300)}`, /far too long/);
  badLink(`${SET_PREFIX}garbage`, /damaged/);
});

test('puzzle sets: the pick — every puzzle matches every choice, one seed gives the same puzzles in the same order, another seed others', () => {
  const c = checkSetChoices(choices(), GAMES).choices;
  const { list, funnel } = pickSet(packs, c);
  assert.equal(list.length, 12);
  for (const p of list) {
    assert.ok(c.games.includes(p.game), p.game);
    assert.ok(c.kinds.includes(p.kind));
    assert.ok(p.plies >= 2 && p.plies <= 9, `${p.plies}`);
    assert.ok(p.difficulty >= 800 && p.difficulty <= 2000, `${p.difficulty}`);
  }
  assert.equal(new Set(list.map((p) => p.uid)).size, list.length, 'no puzzle twice');
  for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].difficulty <= list[i].difficulty, 'easiest first');
  // The same choices again, and packs read in another order: the same puzzles in the same order.
  const again = pickSet(
    Object.fromEntries(Object.entries(packs).reverse()),
    decodeSetLink(encodeSetLink(c), GAMES).choices,
  );
  assert.deepEqual(
    again.list.map((p) => p.uid),
    list.map((p) => p.uid),
  );
  // The pool is what every choice lets through; the funnel counts it.
  const pool = GAMES.flatMap((g) => (c.games.includes(g) ? packs[g] : [])).filter(
    (p) => c.kinds.includes(p.kind) && p.plies >= 2 && p.plies <= 9 && p.difficulty >= 800 && p.difficulty <= 2000,
  );
  assert.equal(funnel.rating, pool.length);
  assert.ok(pool.length > 12);
  // Other seeds pick other sets (of the many they could).
  const picks = new Set();
  for (let seed = 1; seed <= 8; seed++)
    picks.add(
      pickSet(packs, { ...c, seed })
        .list.map((p) => p.uid)
        .join(' '),
    );
  assert.ok(picks.size >= 7, `${picks.size} different sets of 8 seeds`);
  // A count past the pool: the whole pool.
  assert.equal(
    pickSet(packs, { ...c, count: 100, plies: [2, 3] }).list.length,
    pool.filter((p) => p.plies <= 3).length,
  );
});

test('puzzle sets: a choice that leaves no puzzle says which, and what there is', () => {
  const empty = (patch) => {
    const c = checkSetChoices(choices(patch), GAMES).choices;
    const r = pickSet(packs, c);
    assert.equal(r.list.length, 0);
    return emptySetWords(r.funnel, c);
  };
  assert.match(
    empty({ plies: [150, 160] }),
    /^No puzzle is 150–160 plies long: the \d+ win or hold-the-draw puzzles of these games are 1–\d+ plies long\.$/,
  );
  assert.match(
    empty({ rating: [3000, 4000] }),
    /^No puzzle has a rating from 3000 to 4000: the \d+ puzzles of 2–9 plies are rated \d+–\d+\.$/,
  );
  // Hold-the-draw puzzles are 10 plies at most: a long draw is empty at the length.
  assert.match(empty({ kinds: ['draw'], plies: [40, 200] }), /No puzzle is 40–200 plies long/);
  assert.equal(
    emptySetWords(
      { games: 0, kinds: 0, plies: 0, rating: 0, lengths: null, ratings: null },
      checkSetChoices(choices(), GAMES).choices,
    ),
    'The packs hold no puzzles of these games.',
  );
});

test('puzzle sets: each set keeps its own score, streak and history; the rating and results are the page’s', () => {
  const p = emptyProgress();
  const A = '#s1.a',
    B = '#s1.b';
  record(p, 'x', 1200, 1);
  recordInSet(p, A, 'x', 1, { index: 0 });
  record(p, 'y', 1200, 0.5);
  recordInSet(p, A, 'y', 0.5, { index: 1 });
  record(p, 'z', 1200, 0);
  recordInSet(p, A, 'z', 0, { index: 2 });
  const a = setProgress(p, A);
  assert.equal(a.score, 1.5);
  assert.deepEqual(
    a.history.map((h) => [h.index, h.result]),
    [
      [0, 'clean'],
      [1, 'hinted'],
      [2, 'missed'],
    ],
  );
  assert.equal(a.streak, 0);
  assert.equal(a.bestStreak, 1);
  // A second attempt changes the streak, never the score; a clean one after a miss is 'solved-later'.
  recordInSet(p, A, 'z', 1, { index: 2 });
  assert.equal(setProgress(p, A).score, 1.5);
  assert.equal(setProgress(p, A).streak, 1);
  assert.equal(setProgress(p, A).results.z, 'solved-later');
  // Another set: its own record, though it holds the same puzzle.
  recordInSet(p, B, 'x', 0, { index: 0 });
  assert.equal(setProgress(p, B).score, 0);
  assert.equal(setProgress(p, B).history.length, 1);
  assert.equal(setProgress(p, A).history.length, 3);
  assert.equal(p.history.length, 3, 'the page’s history has each puzzle once');
  // Kept and read back; a damaged set reads as empty; only the sets played last are kept.
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  storage.setItem('whowins.puzzles', JSON.stringify({ ...p, sets: { ...p.sets, '#s1.bad': { results: null } } }));
  const back = loadProgress(storage);
  assert.equal(setProgress(back, A).score, 1.5);
  assert.equal(setProgress(back, '#s1.bad').history.length, 0);
  assert.equal(setProgress(back, '#s1.never').score, 0);
  storage.setItem('whowins.puzzles', JSON.stringify({ ...p, sets: [] }));
  assert.deepEqual(loadProgress(storage).sets, {});
  const many = emptyProgress();
  for (let i = 0; i < SETS_KEEP + 5; i++) recordInSet(many, `#s1.${i}`, 'x', 1);
  assert.equal(Object.keys(many.sets).length, SETS_KEEP);
});
