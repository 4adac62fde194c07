// Tests of the solver as an opponent of chosen strength and of the graded hint's kinds
// (lib/opponent.js), on the real WASM module's sessions: over every position of a police-and-thief
// board, a cat-and-mouse graph (LeetCode 913's first example) and a random directed graph with
// cycles, *strong* never turns a won position into a draw or a loss (nor a draw into a loss) and,
// played out against perfect defence, wins; *beginner* never loses at once when it need not;
// *casual* slips one step at about its stated rate; the same seed replays the same moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { sharedWasmModule } from './wasm-module.mjs';
import { valueOf, moveValue, moveRank as rank } from '../lib/session-values.js';
import { opponentMove, losesAtOnce, hintKind, CASUAL_SLIP, OPPONENT_LEVELS } from '../lib/opponent.js';
import { mulberry32, mixSeed } from '../lib/seeded-random.js';

// A random directed graph with cycles (its own seeded generator): n vertices, m edges, 0-indexed.
function randomGraph(n, m, seed) {
  const random = mulberry32(seed);
  const from = [],
    to = [];
  for (let i = 0; i < m; i++) {
    from.push(Math.floor(random() * n));
    to.push(Math.floor(random() * n));
  }
  return { n, from: Uint32Array.from(from), to: Uint32Array.from(to), misere: false };
}

// LeetCode 913's adjacency lists as the session's flat arrays.
function catMouse(lists) {
  const offsets = [0];
  for (const list of lists) offsets.push(offsets[offsets.length - 1] + list.length);
  return { offsets: Uint32Array.from(offsets), neighbours: Uint32Array.from(lists.flat()) };
}

const GAMES = [
  ['cop-thief', { rows: 5, cols: 6, cells: 'P......*.**....*...*.......*T' + '.' }],
  ['cat-mouse', catMouse([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]])],
  ['generic', randomGraph(60, 110, 913)],
];

// The session solved, with each position's moves as the explorer rates them (the mover's view).
async function solvedGame(game, input) {
  const M = await sharedWasmModule();
  const s = M.openSession(game, input);
  if (s.error()) throw new Error(s.error());
  while (!s.advance(1e6)) {
    /* chunks */
  }
  const value = (p) => valueOf(s.value(p));
  const movesOf = (p) => Array.from(s.moves(p), (q) => ({ to: q, ...moveValue(value(q)) }));
  return { s, value, movesOf, count: s.positionCount() };
}
const isEnd = (game, p) => game.value(p).end || game.s.moves(p).length === 0;

for (const [id, input] of GAMES) {
  test(`strong never gives away a win or a draw, and holds out longest when losing (${id}, every position)`, async () => {
    const game = await solvedGame(id, input);
    try {
      let won = 0;
      for (let p = 0; p < game.count; p++) {
        const here = game.value(p);
        if (here.outcome === 3 || isEnd(game, p)) continue;
        const moves = game.movesOf(p);
        for (const seed of [1, 2, 3]) {
          const to = opponentMove(moves, { level: 'strong', seed, position: p, ply: 0, best: game.s.bestMove(p) });
          const chosen = moves.find((m) => m.to === to);
          assert.ok(chosen, `position ${p}: strong picks one of the moves`);
          assert.equal(chosen.outcome, here.outcome, `position ${p} (outcome ${here.outcome}): the same outcome kept`);
          if (here.outcome === 2) assert.equal(chosen.depth, here.depth, `position ${p}: the longest hold-out`);
        }
        if (here.outcome === 1) won++;
      }
      assert.ok(won > 10, `${won} won positions checked`);
    } finally {
      game.s.delete();
    }
  });

  test(`strong, played out against perfect defence from won positions, wins (${id})`, async () => {
    const game = await solvedGame(id, input);
    try {
      let games = 0;
      for (let start = 0; start < game.count && games < 150; start++) {
        const v = game.value(start);
        if (v.outcome !== 1 || v.depth === null || isEnd(game, start)) continue;
        games++;
        const path = [start];
        let p = start,
          ply = 0;
        // Strong moves on even plies, the perfect defence on odd ones, until an end.
        while (!isEnd(game, p) && ply < 4 * game.count) {
          const to =
            ply % 2 === 0
              ? opponentMove(game.movesOf(p), {
                  level: 'strong',
                  seed: 5,
                  position: p,
                  ply,
                  best: game.s.bestMove(p),
                  seen: new Set(path),
                })
              : game.s.bestMove(p);
          p = to;
          path.push(p);
          ply++;
          if (ply % 2 === 0)
            assert.equal(game.value(p).outcome, 1, `from ${start}: still a win for strong at ply ${ply}`);
        }
        assert.ok(isEnd(game, p), `from ${start}: the game ended (${ply} plies)`);
        // Strong won: the side to move at the end lost (after strong's move) or won (a defender's
        // move that ended the game in strong's favour, as a mouse forced onto the cat).
        assert.equal(game.value(p).outcome, ply % 2 === 1 ? 2 : 1, `from ${start}: strong won (${ply} plies)`);
      }
      assert.ok(games > 5, `${games} games played`);
    } finally {
      game.s.delete();
    }
  });

  test(`beginner never loses at once when another move does not; casual slips about ${CASUAL_SLIP * 100} % of the time (${id})`, async () => {
    const game = await solvedGame(id, input);
    try {
      let choices = 0,
        slips = 0;
      for (let p = 0; p < game.count; p++) {
        if (game.value(p).outcome === 3 || isEnd(game, p)) continue;
        const moves = game.movesOf(p);
        const beginner = moves.find(
          (m) => m.to === opponentMove(moves, { level: 'beginner', seed: 9, position: p, ply: 1 }),
        );
        assert.ok(beginner, `position ${p}: beginner picks a move`);
        if (moves.some((m) => !losesAtOnce(m)))
          assert.ok(!losesAtOnce(beginner), `position ${p}: beginner avoids a quick loss`);
        // Casual: a move strong may play, or one from the next value down (one step worse).
        const ranks = [...new Set(moves.map(rank))].sort((x, y) => x - y);
        if (ranks.length < 2) continue;
        const casual = moves.find(
          (m) => m.to === opponentMove(moves, { level: 'casual', seed: 9, position: p, ply: 1 }),
        );
        const best = moves.filter((m) => rank(m) === ranks[0]);
        const strongMay = best[0].outcome === 1 ? moves.filter((m) => m.outcome === 1) : best;
        const slipped = rank(casual) === ranks[1];
        assert.ok(strongMay.includes(casual) || slipped, `position ${p}: casual at most one step worse`);
        if (best[0].outcome === 1) continue; // a slower win is also strong's: a slip is told apart below a win only
        choices++;
        if (slipped) slips++;
      }
      if (choices >= 40) {
        const rate = slips / choices;
        assert.ok(rate > 0.05 && rate < 0.45, `casual slipped at ${slips} of ${choices} choices`);
      }
    } finally {
      game.s.delete();
    }
  });
}

test('the same seed replays the same moves; other seeds differ somewhere (every level but perfect)', async () => {
  const game = await solvedGame(...GAMES[2]);
  try {
    const reply = (level, seed, p) =>
      opponentMove(game.movesOf(p), { level, seed, position: p, ply: 3, best: game.s.bestMove(p) });
    const live = [];
    for (let p = 0; p < game.count; p++) if (!isEnd(game, p) && game.s.moves(p).length > 1) live.push(p);
    for (const { id } of OPPONENT_LEVELS) {
      const first = live.map((p) => reply(id, 42, p));
      assert.deepEqual(
        live.map((p) => reply(id, 42, p)),
        first,
        `${id}: seed 42 twice`,
      );
      const other = live.map((p) => reply(id, 43, p));
      if (id === 'perfect') assert.deepEqual(other, first, 'perfect draws nothing');
      else assert.notDeepEqual(other, first, `${id}: seed 43 plays otherwise somewhere`);
    }
  } finally {
    game.s.delete();
  }
});

test('the hint kinds from the values: finish, approach, escape, draw', () => {
  assert.equal(hintKind({ to: 0, outcome: 1, depth: 1 }), 'finish');
  assert.equal(hintKind({ to: 0, outcome: 1, depth: 2 }), 'finish');
  assert.equal(hintKind({ to: 0, outcome: 1, depth: 5 }), 'approach');
  assert.equal(hintKind({ to: 0, outcome: 1, depth: null }), 'approach');
  assert.equal(hintKind({ to: 0, outcome: 2, depth: 4 }), 'escape');
  assert.equal(hintKind({ to: 0, outcome: 0, depth: null }), 'draw');
  // A draw where another move loses at once (the other side wins within 2 plies): a block.
  const keep = { to: 0, outcome: 0, depth: null };
  assert.equal(hintKind(keep, [keep, { to: 1, outcome: 2, depth: 1 }]), 'block');
  assert.equal(hintKind(keep, [keep, { to: 1, outcome: 2, depth: 2 }]), 'block');
  assert.equal(hintKind(keep, [keep, { to: 1, outcome: 2, depth: 5 }]), 'draw');
  assert.equal(hintKind(keep, [keep, { to: 1, outcome: 0, depth: null }]), 'draw');
  assert.equal(hintKind({ to: 0, outcome: 3, depth: null }), null);
});

test('the seeded generator: the same seed, the same numbers in [0, 1)', () => {
  const a = mulberry32(mixSeed(7, 3, 2)),
    b = mulberry32(mixSeed(7, 3, 2)),
    c = mulberry32(mixSeed(7, 3, 3));
  const xs = Array.from({ length: 100 }, a);
  assert.deepEqual(Array.from({ length: 100 }, b), xs);
  assert.notDeepEqual(Array.from({ length: 100 }, c), xs);
  assert.ok(xs.every((x) => x >= 0 && x < 1));
});

test('each level is documented in its one sentence, the same in docs/rules.md and the page’s help', () => {
  const rules = fs.readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
  const help = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  for (const level of OPPONENT_LEVELS) {
    assert.ok(rules.includes(`**${level.name}**: ${level.sentence}`), `docs/rules.md: ${level.name}`);
    assert.ok(help.includes(`<b>${level.name}</b>: ${level.sentence}`), `index.html: ${level.name}`);
  }
});

test('a link’s opponent: taken when it names a level (and a seed up to 2³¹ − 1), else said in words and left as it was', async () => {
  const { readOpponentParams, opponentChoice, opponentParams, chooseOpponent } =
    await import('../kit/opponent-choice.js');
  const read = (query) => readOpponentParams(new URLSearchParams(query));
  assert.equal(read(''), null, 'no opponent in the link');
  assert.equal(read('opponent=casual&seed=42'), '');
  assert.deepEqual({ ...opponentChoice }, { level: 'casual', seed: 42 });
  assert.deepEqual(opponentParams(), [
    ['opponent', 'casual'],
    ['seed', '42'],
  ]);
  assert.match(read('opponent=grandmaster&seed=7'), /unknown opponent level "grandmaster"/);
  assert.match(read('opponent=strong&seed=-3'), /the seed "-3" is not a whole number/);
  assert.match(read('opponent=strong&seed=99999999999'), /is not a whole number up to 2147483647/);
  assert.match(read(`opponent=${'x'.repeat(5000)}`), /unknown opponent level "x{20}"/);
  assert.deepEqual({ ...opponentChoice }, { level: 'casual', seed: 42 }, 'a bad link changes nothing');
  assert.equal(read('opponent=beginner'), '', 'a level without a seed keeps the seed');
  assert.deepEqual({ ...opponentChoice }, { level: 'beginner', seed: 42 });
  chooseOpponent('perfect');
  assert.deepEqual(opponentParams(), [], 'perfect play writes nothing into links');
});
