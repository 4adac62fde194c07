// Tests' words for the module's one Session class (docs/wasm-api.md): a graph game's whole
// result as arrays, and a two-token session asked as (side, chaser, runner).
const NONE = 0xffffffff;

// { game, n, outcomes, depths, bestMoves (target vertices), stats }.
export function graphResult(M, game, n, from, to, misere = false, budget = 1e6) {
  const s = M.openSession(game, { n, from: Uint32Array.from(from), to: Uint32Array.from(to), misere });
  try {
    if (s.error()) throw new Error(s.error());
    while (!s.advance(budget)) {
      /* chunks */
    }
    const t = s.table(1e9); // best: each position's best move as its target vertex
    return { game, n, outcomes: t.outcomes, depths: t.depths, bestMoves: t.best, stats: s.stats() };
  } finally {
    s.delete();
  }
}

// A solved two-token session ('cop-thief' { rows, cols, cells } or 'cat-mouse' { offsets,
// neighbours }) with value(side, c, r) → { outcome, depth, best (location) } and
// map(side, fixed, loc) → { outcomes, depths } (fixed 0: the chaser stays on loc).
export function twoToken(M, game, input) {
  const s = M.openSession(game, input);
  if (s.error()) throw new Error(s.error());
  while (!s.advance(1e6)) {
    /* chunks */
  }
  const L = Number(s.info().places);
  const pos = (side, c, r) => (side * L + c) * L + r;
  return {
    s,
    L,
    locations: () => Array.from(s.info().cells),
    value(side, c, r) {
      const p = pos(side, c, r),
        v = s.value(p),
        b = s.bestMove(p);
      return {
        outcome: v.outcome,
        depth: v.depth ?? NONE,
        best: b === null ? NONE : side === 0 ? Math.floor(b / L) % L : b % L,
      };
    },
    map: (side, fixed, loc) => (fixed === 0 ? s.map(pos(side, loc, 0), 1, side) : s.map(pos(side, 0, loc), 0, side)),
    delete: () => s.delete(),
  };
}
