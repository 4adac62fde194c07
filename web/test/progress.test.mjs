// Tests of the worker's chunk loop (web/solver/worker-core.js, runInChunks) on a stand-in
// design whose work per position changes from one step of the solve to the next, as a real
// design's does (its set-up lists every move of every position; its queue's levels differ; the
// solution is a copy): the budget of an advance() call follows the time calls take, so no call
// runs for long, progress goes out at least every slice, and the answer is the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolverHandler } from '../solver/worker-core.js';

// A design of `positions` positions whose steps cost `ms` per position (set-up, queue in four
// levels, the last ten times the first, then the solution), on a clock the test moves.
function stepsModule(clock, { positions = 4_000_000, ms = [0.002, 0.0005, 0.005, 0.0005, 0.005, 0.00005] } = {}) {
  const calls = []; // { budget, ms } per advance()
  const stepLength = Math.ceil(positions / 6);
  const designSolve = () => {
    let done = 0; // units of work, 6 steps of stepLength
    const total = 6 * stepLength;
    return {
      error: () => '',
      game: () => 'design',
      limit: () => 'design',
      positionCount: () => positions,
      advance(budget) {
        const start = clock.t;
        let left = budget;
        while (left > 0 && done < total) {
          const step = Math.floor(done / stepLength),
            inStep = Math.min(left, (step + 1) * stepLength - done);
          clock.t += inStep * ms[step];
          done += inStep;
          left -= inStep;
        }
        calls.push({ budget, ms: clock.t - start });
        return done >= total;
      },
      progress: () => done / total,
      start: () => 0,
      places: () => [0, 1],
      histogram: () => new Uint32Array(0),
      value: () => ({ outcome: 1, depth: 3, winner: 0, byRule: false, end: false, endRule: 0xffffffff }),
      stats: () => ({ positions, win: positions, loss: 0, draw: 0, longest: 3 }),
      info: () => ({
        places: 2,
        cells: [0, 1],
        tokens: [
          { side: 0, index: 0 },
          { side: 1, index: 0 },
        ],
        notes: [],
      }),
      delete() {},
    };
  };
  return { calls, M: { games: () => [], openSession: () => designSolve() } };
}

function harness(options = {}) {
  const clock = { t: 0 };
  const { calls, M } = stepsModule(clock, options.module);
  const sent = [];
  const handle = createSolverHandler({
    loadModule: async () => M,
    post: (m) => sent.push({ m, t: clock.t }),
    nextTask: () => {
      clock.t += 0.1;
      return new Promise((r) => setImmediate(r));
    },
    now: () => clock.t,
    ...options.handler,
  });
  return { clock, calls, sent, handle };
}

test('the budget follows the time calls take: no call long after a step gets slower, progress every slice', async () => {
  const h = harness();
  await h.handle({ type: 'open', game: 'design', id: 1, text: '{}' });
  const result = h.sent.at(-1).m;
  assert.equal(result.type, 'result');
  assert.equal(result.positions, 4_000_000);
  // Without the adaptation a call of the default 200,000 positions would take 400 ms in the
  // set-up (2 µs a position) and 1 s in the slow levels (5 µs).
  const longest = Math.max(...h.calls.map((c) => c.ms));
  assert.ok(longest < 200, `a call of ${longest.toFixed(0)} ms`);
  // After a step gets ten times slower, one call overruns; the next ones fit the target again.
  const over = h.calls.filter((c) => c.ms > 2 * 15).length; // 15 ms: the default target
  assert.ok(over <= 4, `${over} calls over twice the target`);
  // Progress out at least every slice (20 ms), give or take a call.
  const stamps = h.sent.map((x) => x.t);
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
  assert.ok(Math.max(...gaps) < 250, `a gap of ${Math.max(...gaps).toFixed(0)} ms between messages`);
  const fractions = h.sent.filter((x) => x.m.type === 'progress').map((x) => x.m.fraction);
  assert.ok(fractions.length > 50, `${fractions.length} progress messages`);
  assert.ok(fractions.every((f, i) => i === 0 || f >= fractions[i - 1]));
});

test('quick calls double the budget up to `chunk`; the first call is a sixteenth of it', async () => {
  const h = harness({
    module: { ms: [0.00001, 0.00001, 0.00001, 0.00001, 0.00001, 0.00001] },
    handler: { chunk: 64000 },
  });
  await h.handle({ type: 'open', game: 'design', id: 2, text: '{}' });
  assert.equal(h.sent.at(-1).m.type, 'result');
  assert.deepEqual(
    h.calls.slice(0, 6).map((c) => c.budget),
    [4000, 8000, 16000, 32000, 64000, 64000],
  );
  assert.ok(h.calls.every((c) => c.budget <= 64000));
});

test('a slow call cuts the budget to fit the target at once', async () => {
  const h = harness({
    module: { positions: 600_000, ms: [0.01, 0.01, 0.01, 0.01, 0.01, 0.01] },
    handler: { chunk: 200000, callMs: 25 },
  });
  await h.handle({ type: 'open', game: 'design', id: 3, text: '{}' });
  // 12,500 positions at 10 µs: 125 ms; then budgets of at most 25 ms' worth (2,500 positions).
  assert.equal(h.calls[0].budget, 12500);
  assert.ok(
    h.calls.slice(1).every((c) => c.ms <= 25.0001),
    h.calls
      .slice(1)
      .map((c) => c.ms.toFixed(1))
      .join(' '),
  );
});
