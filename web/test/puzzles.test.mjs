// Tests of the page's puzzles: the referee's verdicts, the rating and streaks, the packs read
// into the page's shape (each puzzle re-checked against a solve of its own source by the WASM
// module for the token game), the daily choice, and puzzle links (no answer inside).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedWasmModule } from './wasm-module.mjs';
import { setRegistry } from '../lib/games.js';
import { judgeMove, judgeHold, wayOut, isPuzzleStart, missWords, createAttempt, attemptScore } from '../lib/referee.js';
import { emptyProgress, loadProgress, saveProgress, record, summary, expected, START_RATING } from '../lib/progress.js';
import { readPack, dailyPick, encodePuzzleLink, decodePuzzleLink, PUZZLE_PREFIX } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's part of links and puzzles, as the page does
import { parseGraph } from '../graph-editor/parse.js';
import { valueOf, moveValue } from '../lib/session-values.js';
import { graphResult, twoToken } from './sessions.mjs';

const M = await sharedWasmModule();
setRegistry(M.games());
const PACKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'puzzles', 'packs');
const pack = (game) => readPack(JSON.parse(fs.readFileSync(path.join(PACKS, `${game}.json`), 'utf8')));

test('referee: a win within the plies left is accepted; draws, losses and slow wins miss', () => {
  assert.deepEqual(judgeMove({ outcome: 1, depth: 5 }, 5), { ok: true });
  assert.deepEqual(judgeMove({ outcome: 1, depth: 3 }, 5), { ok: true }); // faster is fine
  assert.deepEqual(judgeMove({ outcome: 1, depth: 7 }, 5), { ok: false, outcome: 'slow', plies: 7 });
  assert.deepEqual(judgeMove({ outcome: 0, depth: 0xffffffff }, 5), { ok: false, outcome: 'draw' });
  assert.deepEqual(judgeMove({ outcome: 2, depth: 4 }, 5), { ok: false, outcome: 'loss', plies: 4 });
  assert.equal(judgeMove({ outcome: 3 }, 5).ok, false);
  const names = { you: 'police', them: 'thief' };
  assert.match(
    missWords({ outcome: 'draw' }, 5, names, 'the thief moves to (1, 2)'),
    /thief hold a draw.*Refutation: the thief moves to \(1, 2\)\./,
  );
  assert.match(missWords({ outcome: 'loss', plies: 4 }, 5, names), /thief wins in 3 plies/);
  assert.match(missWords({ outcome: 'slow', plies: 7 }, 5, names), /in 7 plies; the puzzle asks for a win in 5 plies/);
  // A design whose endless play is the opponent's win: not "a draw".
  assert.match(
    missWords({ outcome: 'draw' }, 5, { you: 'rook', them: 'runner', endless: 'runner' }),
    /lets the runner play on forever: endless play is the runner’s win/,
  );
});

test('attempt: plies left count both sides; the score of a first try', () => {
  const a = createAttempt({ plies: 7 });
  assert.equal(a.pliesLeft, 7);
  a.humanMoves = 2;
  assert.equal(a.pliesLeft, 3);
  assert.equal(attemptScore(a), null);
  a.solved = true;
  assert.equal(attemptScore(a), 1);
  assert.equal(a.clean, true);
  a.hinted = true;
  assert.equal(attemptScore(a), 0.5);
  a.missed = true;
  assert.equal(attemptScore(a), 0);
});

test('rating: Elo against the difficulty, first tries only; streaks; storage round trip and reset', () => {
  const p = emptyProgress();
  assert.equal(p.rating, START_RATING);
  assert.equal(expected(1200, 1200), 0.5);
  const r1 = record(p, 'a', 1200, 1);
  assert.equal(r1.delta, 16);
  assert.equal(p.rating, 1216);
  const r2 = record(p, 'a', 1200, 0); // a second try: no rating change
  assert.equal(r2.first, false);
  assert.equal(p.rating, 1216);
  assert.equal(p.streak, 0);
  record(p, 'b', 2000, 1); // a hard one solved: a big gain
  record(p, 'c', 600, 0); // an easy one missed: a big loss
  const s = summary(p);
  assert.deepEqual([s.clean, s.missed, s.solved, s.bestStreak], [2, 1, 2, 1]);
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  saveProgress(storage, p);
  assert.deepEqual(loadProgress(storage), p);
  storage.setItem('whowins.puzzles', '{"rating":"x"}');
  assert.deepEqual(loadProgress(storage), emptyProgress());
  assert.deepEqual(loadProgress(null), emptyProgress());
});

test('packs: at least 100 puzzles a game, easiest first, each with its source and start', () => {
  for (const game of ['generic', 'cop-thief', 'cat-mouse', 'design']) {
    const list = pack(game);
    assert.ok(list.length >= 100, `${game}: ${list.length} puzzles`);
    for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].difficulty <= list[i].difficulty, `${game} ordered`);
    assert.equal(new Set(list.map((p) => p.uid)).size, list.length, `${game}: ids unique`);
    for (const p of list) {
      assert.ok(p.text.length > 0 && p.plies >= 1);
      if (game === 'cop-thief') assert.ok(p.start.police >= 0 && p.start.thief >= 0 && p.cols > 0);
      if (game === 'design') assert.ok((p.start.mover === 0 || p.start.mover === 1) && p.start.places.length >= 2);
    }
  }
});

test('packs: every token-game puzzle is a win of exactly its plies with exactly one winning move, or a draw only its key keeps (WASM module)', () => {
  let draws = 0;
  for (const p of pack('generic')) {
    const g = parseGraph(p.text, { format: 'auto', base: 'auto' }).graph;
    // As the kit's puzzle adapter reads it (kit/puzzle.js): the session's values, the mover's view of each move.
    const session = M.openSession('generic', { n: g.n, from: g.from, to: g.to, misere: p.misere });
    try {
      while (!session.advance(1e6)) {
        /* chunks */
      }
      const v = p.start.vertex;
      const here = valueOf(session.value(v));
      const moves = Array.from(session.moves(v), (q) => ({ to: q, ...moveValue(valueOf(session.value(q))) }));
      assert.ok(isPuzzleStart(p.kind, here, moves, p.plies), p.uid);
      const keep = moves.filter((m) => m.outcome === (p.kind === 'draw' ? 0 : 1));
      assert.deepEqual(
        keep.map((m) => m.to + 1),
        [p.key],
        p.uid,
      );
      if (p.kind === 'draw') {
        draws++;
        assert.equal(here.outcome, 0, p.uid);
      } else assert.equal(here.depth, p.plies, p.uid);
    } finally {
      session.delete();
    }
  }
  assert.ok(draws >= 20, `${draws} hold-the-draw puzzles`);
});

test("hold the draw: a move keeping the draw is accepted, a loss misses; the solver's way out; a puzzle start of each kind", () => {
  assert.deepEqual(judgeHold({ outcome: 0, depth: null }), { ok: true });
  assert.deepEqual(judgeHold({ outcome: 2, depth: 5 }), { ok: false, outcome: 'loss', plies: 5 });
  assert.equal(judgeHold({ outcome: 3 }).ok, false);
  assert.equal(createAttempt({ plies: 6, kind: 'draw' }).kind, 'draw');
  // Unseen first, then the fewest drawing replies, then the most losing replies, then the lowest place.
  assert.equal(
    wayOut([
      { to: 1, seen: true, draws: 1, losses: 5 },
      { to: 2, seen: false, draws: 3, losses: 0 },
    ]),
    2,
  );
  assert.equal(
    wayOut([
      { to: 4, seen: false, draws: 2, losses: 1 },
      { to: 3, seen: false, draws: 1, losses: 1 },
    ]),
    3,
  );
  assert.equal(
    wayOut([
      { to: 4, seen: false, draws: 1, losses: 1 },
      { to: 5, seen: false, draws: 1, losses: 2 },
    ]),
    5,
  );
  assert.equal(
    wayOut([
      { to: 9, seen: false, draws: 1, losses: 2 },
      { to: 5, seen: false, draws: 1, losses: 2 },
    ]),
    5,
  );
  assert.equal(wayOut([]), null);
  const D = { outcome: 0 },
    L = { outcome: 2, depth: 3 },
    W = { outcome: 1, depth: 2 };
  assert.equal(isPuzzleStart('draw', { outcome: 0 }, [D, L, L], 6), true);
  assert.equal(isPuzzleStart('draw', { outcome: 0 }, [D, D, L], 6), false); // two moves keep the draw
  assert.equal(isPuzzleStart('draw', { outcome: 0 }, [D], 6), false); // a forced move
  assert.equal(isPuzzleStart('win', { outcome: 1, depth: 2 }, [W, D], 2), true);
  assert.equal(isPuzzleStart('win', { outcome: 1, depth: 4 }, [W, D], 2), false); // another length
  assert.equal(isPuzzleStart('win', { outcome: 1, depth: 2 }, [W, W], 2), false);
});

test('daily puzzle: the same all day, from a pack, another on another day', () => {
  const packs = {
    'pack:generic': pack('generic'),
    'pack:cop-thief': pack('cop-thief'),
    'pack:cat-mouse': pack('cat-mouse'),
  };
  const a = dailyPick(packs, new Date('2026-11-23T01:00:00Z'));
  const b = dailyPick(packs, new Date('2026-11-23T23:00:00Z'));
  assert.equal(a.uid, b.uid);
  const days = new Set();
  for (let d = 0; d < 30; d++) days.add(dailyPick(packs, new Date(Date.UTC(2026, 0, 1 + d))).uid);
  assert.ok(days.size >= 25, `${days.size} different puzzles in 30 days`);
});

test('puzzle links: round trip without the answer; hostile links give a message', () => {
  const held = pack('cat-mouse').find((p) => p.kind === 'draw');
  for (const [game, p] of [
    ...['generic', 'cop-thief', 'cat-mouse', 'design'].map((g) => [g, pack(g)[42]]),
    ['cat-mouse', held],
  ]) {
    const r = encodePuzzleLink(p);
    assert.ok(r.ok && r.hash.startsWith(PUZZLE_PREFIX));
    const d = decodePuzzleLink(r.hash);
    assert.ok(d.ok, d.error);
    for (const k of ['game', 'kind', 'misere', 'text', 'plies', 'difficulty', 'uid'])
      assert.deepEqual(d.puzzle[k], p[k], `${game} ${k}`);
    assert.deepEqual(d.puzzle.start, p.start);
    assert.equal(d.puzzle.key, null);
    // The answer is not in the link: not its key, not its line.
    const json = new TextDecoder().decode(
      Uint8Array.from(Buffer.from(r.hash.slice(PUZZLE_PREFIX.length), 'base64url')),
    );
    assert.ok(!/"key"|"line"/.test(json), json);
    assert.ok(!r.hash.includes(p.text.slice(0, 12)), 'the board is not in plain sight');
  }
  for (const bad of [
    '#z1.',
    '#z1.!!!',
    '#z1.' + Buffer.from('{"g":"alice-bob","t":"1 0\\n","n":1,"s":{"vertex":0}}').toString('base64url'),
    '#z1.' + Buffer.from('{"g":"generic","t":"","n":1,"s":{"vertex":0}}').toString('base64url'),
    '#z1.' +
      Buffer.from('{"g":"cop-thief","t":"1 2\\nPT\\n","n":1,"s":{"police":0,"thief":-1,"side":0}}').toString(
        'base64url',
      ),
    '#z1.' + Buffer.from('[1,2,3]').toString('base64url'),
    '#v1.abc',
    42,
    // Hold-the-draw and design links: a bad kind, a hold longer than 10 plies, a damaged design, a bad mover.
    '#z1.' + Buffer.from('{"g":"generic","k":"lose","t":"2 1\\n1 2\\n","n":1,"s":{"vertex":0}}').toString('base64url'),
    '#z1.' + Buffer.from('{"g":"generic","k":"draw","t":"2 1\\n1 2\\n","n":50,"s":{"vertex":0}}').toString('base64url'),
    '#z1.' + Buffer.from('{"g":"design","t":"{bad","n":2,"s":{"mover":0,"places":[0,1]}}').toString('base64url'),
    '#z1.' +
      Buffer.from(
        '{"g":"design","t":"{\\"sides\\":[{\\"name\\":\\"a\\"},{\\"name\\":\\"b\\"}]}","n":2,"s":{"mover":3,"places":[0,1]}}',
      ).toString('base64url'),
  ]) {
    const d = decodePuzzleLink(bad);
    assert.equal(d.ok, false, String(bad));
    assert.equal(typeof d.error, 'string');
  }
});

test('no puzzle is a forced move (docs/rules.md#puzzles): every packed puzzle has at least two legal moves; the daily puzzle is from the harder half and never one ply', () => {
  const packs = Object.fromEntries(['generic', 'cop-thief', 'cat-mouse', 'design'].map((g) => [`pack:${g}`, pack(g)]));
  for (const [name, list] of Object.entries(packs)) {
    assert.ok(list.length >= 100, name);
    assert.deepEqual(
      list.filter((p) => !(p.moves >= 2)).map((p) => p.uid),
      [],
      `${name}: forced moves`,
    );
  }
  for (let d = 0; d < 60; d++) {
    const p = dailyPick(packs, new Date(Date.UTC(2026, 0, 1 + d)));
    assert.ok(p.plies > 1, `day ${d}: ${p.uid} is one ply`);
    const list = Object.values(packs).find((l) => l.includes(p));
    assert.ok(list.indexOf(p) >= Math.floor(list.length / 2), `day ${d}: ${p.uid} is in the easier half`);
  }
});

test('the history of your puzzles: each first attempt with what replays it, a later clean solve noted, the newest kept', async () => {
  const { HISTORY_KEEP } = await import('../lib/progress.js');
  const p = emptyProgress();
  record(p, 'design:fox-and-hounds:p1', 900, 0, {
    game: 'design',
    kind: 'win',
    plies: 3,
    name: 'Fox and Hounds',
    link: '#z1.abc',
  });
  record(p, 'design:fox-and-hounds:p2', 900, 1, {
    game: 'design',
    kind: 'draw',
    plies: 6,
    name: 'Fox and Hounds',
    link: '#z1.def',
  });
  record(p, 'design:fox-and-hounds:p2', 900, 0); // a second try adds nothing
  assert.equal(p.history.length, 2);
  assert.deepEqual(
    p.history.map((h) => [h.result, h.kind, h.plies, h.link]),
    [
      ['missed', 'win', 3, '#z1.abc'],
      ['clean', 'draw', 6, '#z1.def'],
    ],
  );
  record(p, 'design:fox-and-hounds:p1', 900, 1); // the missed one solved later
  assert.equal(p.history[0].result, 'solved-later');
  for (let i = 0; i < HISTORY_KEEP + 5; i++) record(p, `x:${i}`, 1200, 1, { game: 'generic', kind: 'win', plies: 1 });
  assert.equal(p.history.length, HISTORY_KEEP);
  assert.equal(p.history.at(-1).uid, `x:${HISTORY_KEEP + 4}`);
  // Kept across a reload; an old progress without a history reads as an empty one.
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  saveProgress(storage, p);
  assert.equal(loadProgress(storage).history.length, HISTORY_KEEP);
  store.set('whowins.puzzles', JSON.stringify({ rating: 1300, results: {} }));
  assert.deepEqual(loadProgress(storage).history, []);
});
