// The solver worker's chunk loop (solver/worker-core.js): a session advanced a chunk at a time,
// as many chunks per macrotask as fit in a slice, with progress posted between them.

// Advances a session by chunks, as many as fit
// in sliceMs per macrotask (a bit-parallel round can be one chunk: a task per round would
// spend more on the hand-over than on the round; a cancel still waits at most a slice),
// posting progress; posts the error and returns false if the solve failed, else returns true.
// A position's worth of work costs very different times from one solve or step to the next (a
// design's set-up lists every move of every position; a graph's takes a lookup), so the budget
// of a call follows the time calls take (nextBudget): from 1/16 of `chunk`, doubled while calls
// are quick, up to `chunk`, cut to fit callMs when a call is slow. No call then runs for long,
// and progress goes out at least every slice.
/** @param {import('./worker-state.js').WorkerState} state */
export async function runInChunks(state, s, id, extra = () => ({})) {
  const { post, now, sliceMs, progressEveryMs } = state;
  const failed = () => {
    const err = s.error();
    if (err) post({ type: 'error', id, message: String(err) });
    return !!err;
  };
  if (failed()) return false;
  let lastReport = now();
  post({ type: 'progress', id, fraction: 0 });
  let budget = Math.max(1, Math.ceil(state.chunk / 16));
  for (;;) {
    const sliceStart = now();
    let t = sliceStart,
      done;
    do {
      done = s.advance(budget);
      const t1 = now();
      budget = nextBudget(state, budget, t1 - t);
      t = t1;
    } while (!done && t - sliceStart < sliceMs);
    if (done) break;
    if (t - lastReport >= progressEveryMs) {
      lastReport = t;
      post({ type: 'progress', id, fraction: Math.max(0, Math.min(1, Number(s.progress()))), ...extra() });
    }
    await state.nextTask();
  }
  return !failed();
}

// The next call's budget after one of `budget` took `ms`.
/** @param {import('./worker-state.js').WorkerState} state */
function nextBudget({ chunk, callMs }, budget, ms) {
  if (ms > callMs) return Math.max(1, Math.floor(budget * (callMs / ms) * 0.8));
  if (ms < callMs / 4) return Math.min(chunk, budget * 2);
  return budget;
}
