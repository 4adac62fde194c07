// The solver worker's questions about a kept session (solver/worker-core.js's 'ask' request,
// docs/wasm-api.md): positions' values, moves and maps, puzzles, and What changed.

import { plainValue, u32, num } from './worker-values.js';
import { sessionOf } from './worker-state.js';

/** @typedef {import('./worker-state.js').WorkerState} WorkerState */

// Questions about a kept session (docs/wasm-api.md), each a list answered in order under the
// same key: values, places, moves, best (best moves), maps [{ position, token, mover }],
// lines [{ position, max }], positions [{ mover, places }], puzzles { count, seed, minPlies,
// kind }, diff { previous, oldOf }; of a cops session (a CopNumberSession) captureMaps
// [placement], copsMoves / robberMoves [{ placement, robber }]; of a sum session (a SumSession)
// sumAnswers [tokens]: the sum's outcome and move for tokens on these vertices.
/** @param {WorkerState} state */
export async function ask(state, msg) {
  const { id } = msg;
  const k = sessionOf(state, msg.session);
  if (!k) {
    state.post({ type: 'error', id, message: 'this solution is gone: solve again' });
    return;
  }
  const transfer = [];
  /** @type {import('./messages.js').AskReply} */
  const answer = { type: 'answer', id };
  answerLists(k, msg, answer, transfer);
  if (msg.puzzles) {
    const { count = 20, seed = 1, minPlies = 1, kind = 'win' } = msg.puzzles;
    const t0 = state.now();
    const r = k.s.puzzles(num(count), num(seed), num(minPlies), String(kind));
    if (r.error) {
      state.post({ type: 'error', id, message: String(r.error) });
      return;
    }
    answer.puzzles = { json: String(r.json), count: Number(r.count), ms: state.now() - t0 };
  }
  if (msg.diff) {
    const diff = diffOf(state, k, msg.diff);
    if (typeof diff === 'string') {
      state.post({ type: 'error', id, message: diff });
      return;
    }
    answer.diff = diff;
  }
  state.post(answer, transfer);
}

// The lists of questions, answered into `answer` (the maps' buffers added to `transfer`); a
// malformed one is asked as a bad position (-1), never thrown on.
function answerLists(k, msg, answer, transfer) {
  const { s } = k;
  const each = (key, f) => {
    if (Array.isArray(msg[key])) answer[key] = msg[key].map((q) => f(q ?? {}));
  };
  each('values', (p) => plainValue(s.value(num(p))));
  each('places', (p) => Array.from(s.places(num(p))));
  each('moves', (p) => Array.from(s.moves(num(p))));
  each('best', (p) => s.bestMove(num(p)));
  each('maps', (q) => {
    const m = s.map(num(q.position), num(q.token), num(q.mover) | 0);
    if (m) transfer.push(m.outcomes.buffer, m.depths.buffer);
    return m ? { outcomes: m.outcomes, depths: m.depths } : null;
  });
  each('lines', (q) =>
    Array.from(s.bestLine(num(q.position), Math.min(5000, typeof q.max === 'number' ? q.max : 1000))),
  );
  each('positions', (q) => s.position(num(q.mover) | 0, u32(q.places)));
  // A session of another kind has no capture maps or cops' moves: empty answers.
  const cops = k.slot === 'cops';
  each('captureMaps', (p) => (cops ? Array.from(s.captureMap(u32(p))) : []));
  each('copsMoves', (q) => (cops ? Array.from(s.copsMove(u32(q.placement), num(q.robber))) : []));
  each('robberMoves', (q) => (cops ? s.robberMove(u32(q.placement), num(q.robber)) : null));
  const sum = k.slot === 'sum';
  each('sumAnswers', (tokens) => (sum ? plainSumAnswer(s.answer(u32(tokens))) : null));
}

// A SumSession's answer as plain data: { outcome, token, to } (token and to null for a loss), or null.
function plainSumAnswer(a) {
  if (!a) return null;
  const index = (x) => (x === null || x === undefined ? null : Number(x));
  return { outcome: Number(a.outcome), token: index(a.token), to: index(a.to) };
}

// What changed from the session `diff.previous` to the kept session k (cells mapped by
// diff.oldOf): the counts, or the error's message.
/** @param {WorkerState} state */
function diffOf(state, k, diff) {
  const before = sessionOf(state, diff.previous);
  if (!before || before === k) return 'the solution before the edit is gone (games past 1,500 places are not kept)';
  // Two sessions of different modules (the first one's, then the full one's) cannot be compared.
  if (before.M !== k.M) return 'the solution before the edit is gone (the solver changed modules in between)';
  const r = k.s.diff(before.s, u32(diff.oldOf));
  if (r.error) return String(r.error);
  return {
    positions: Number(r.positions),
    changed: Number(r.changed),
    added: Number(r.added),
    depthOnly: Number(r.depthOnly),
    transitions: [0, 1, 2].map((a) => [0, 1, 2].map((b) => Number(r.transitions[a][b]))),
  };
}
