// The solver worker's conversions (solver/worker-core.js): the module's answers as plain
// objects for the page, and a request's input as the module takes it.

import { PAGE_LIMITS } from './worker-limits.js';

// The registry list as plain objects, whether it arrives as an array or an Embind vector.
export function plainGames(list) {
  const out = [];
  const size = typeof list.size === 'function' ? list.size() : list.length;
  for (let i = 0; i < size; i++) {
    const g = typeof list.get === 'function' ? list.get(i) : list[i];
    out.push({
      id: String(g.id),
      name: String(g.name),
      summary: String(g.summary ?? ''),
      rules: String(g.rules ?? g.summary ?? ''),
      graphBoard: !!g.graphBoard,
      gridBoard: !!g.gridBoard,
      twoTokens: !!g.twoTokens,
      misereOption: !!g.misereOption,
      twoStartSides: !!g.twoStartSides,
      undirected: !!g.undirected,
      puzzles: !!g.puzzles,
      session: String(g.session ?? ''),
    });
  }
  if (typeof list.delete === 'function') list.delete();
  return out;
}

export function plainStats(s) {
  const num = (x) => Number(x ?? 0);
  return {
    positions: num(s.positions),
    win: num(s.win),
    loss: num(s.loss),
    draw: num(s.draw),
    longest: num(s.longest),
  };
}

export const plainValue = (v) => ({
  outcome: Number(v.outcome),
  depth: v.depth === null ? null : Number(v.depth),
  winner: Number(v.winner),
  byRule: !!v.byRule,
  end: !!v.end,
  endRule: Number(v.endRule),
});

export const plainInfo = (info) => ({
  places: Number(info.places),
  cells: Uint32Array.from(info.cells),
  tokens: Array.from(info.tokens, (t) => ({ side: Number(t.side), index: Number(t.index) })),
  notes: Array.from(info.notes ?? [], String),
});

export function messageOf(e) {
  if (e instanceof Error) return e.message;
  if (typeof e === 'number') return `the solver failed (code ${e}): out of memory?`;
  return String(e);
}

// A request's list of numbers as the module takes it (anything else: an empty list), and a
// number (anything else: -1, a bad position the module answers as such).
export const u32 = (x) => (x instanceof Uint32Array ? x : Uint32Array.from(Array.isArray(x) ? x : []));
export const num = (x) => (typeof x === 'number' ? x : -1);

// The session's input from a request, as the module takes it: numbers, strings and typed
// arrays only (anything else is left out, and the session says what is missing).
// A cops session (the cop number) asks k = 1, 2, … cops up to maxCops when given, else as many
// as the module's kernel takes, each game within the page's limit (PAGE_LIMITS.cops): the budget
// decides, and the verdict says what would not fit and the memory it needs.
export function inputOf(msg, kind) {
  const input = {};
  for (const key of ['n', 'rows', 'cols', 'maxCops']) if (typeof msg[key] === 'number') input[key] = msg[key];
  for (const key of ['cells', 'text']) if (typeof msg[key] === 'string') input[key] = msg[key];
  for (const key of ['from', 'to', 'offsets', 'neighbours']) input[key] = u32(msg[key]);
  input.misere = msg.misere === true;
  if (kind === 'cops') input.maxPositions = PAGE_LIMITS.cops;
  return input;
}

// The error of a build without the WASM module (the JS stand-in has no sessions).
export const standIn = (game) =>
  `this build has the JS stand-in solver, which solves only the graph games (not ${game}): ` +
  'build the WebAssembly module (bash scripts/build.sh wasm) and the page again';
