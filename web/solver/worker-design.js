// The worker's handlers of designed games (docs/wasm-api.md): design-check (read and count,
// nothing solved), solve-design (solved in chunks, kept as the worker's one session) and
// design-query (values, places, moves, maps, best lines of that session).
const plainStats = (s) => ({ positions: Number(s.positions ?? 0), win: Number(s.win ?? 0), loss: Number(s.loss ?? 0), draw: Number(s.draw ?? 0), longest: Number(s.longest ?? 0) });

// ctx: { module() → Promise<M>, post, now, runInChunks(s, id), refused(id, kind, positions, game),
//   tooBigMessage(kind, positions, game), dropSession(), session() → the kept session, keep(session) }.
export function createDesignHandlers({ module, post, now, runInChunks, refused, tooBigMessage, dropSession, session, keep }) {
  function designOf(M, text) {
    if (typeof M.designSolve !== 'function') return { error: 'this build has the JS stand-in solver, which has no designed games: build the WebAssembly module (bash scripts/build.sh wasm) and the page again' };
    return { s: M.designSolve(String(text ?? '')) };
  }
  // The page's limit of a design follows the engine that solves it (worker-core.js, PAGE_LIMITS):
  // the cop-thief kernel's for a design of that shape (its bytes a position, as the board's), the
  // bit engine's (about 1.25 bytes a position; 3.5 where the design is solved twice; the
  // cop-number kernel's designs hold less, about 0.7, and share it), else the queue engine's.
  const limitKind = (s) => {
    const engine = typeof s.engine === 'function' ? String(s.engine()) : (s.byKernel?.() ? 'kernel' : 'queue');
    if (engine === 'kernel') return 'designKernel';
    if (engine === 'cops') return 'designBits';   // the cop-number kernel: less than the bit engine's bytes
    if (engine === 'bits') return s.solvedTwice() ? 'designBitsTwice' : 'designBits';
    return 'design';
  };
  function designInfo(s) {
    const info = s.info();
    return { places: Number(info.places), cells: info.cells, tokens: Array.from({ length: info.tokens.length }, (_, i) => ({ side: Number(info.tokens[i].side), index: Number(info.tokens[i].index) })),
      notes: Array.from(info.notes ?? [], String) };
  }
  async function designCheck(msg) {
    const M = await module();
    const { s, error } = designOf(M, msg.text);
    if (error) { post({ type: 'error', id: msg.id, message: error }); return; }
    try {
      const err = String(s.error());
      const positions = err ? 0 : Number(s.positionCount());
      post({ type: 'design-info', id: msg.id, error: err, positions, tooBig: err ? '' : tooBigMessage(limitKind(s), positions, 'design'), info: err ? null : designInfo(s) });
    } finally {
      s.delete();
    }
  }
  const valueOfDesign = (s, p) => {
    const v = s.value(p);
    return { outcome: Number(v.outcome), depth: v.depth === null ? null : Number(v.depth), winner: Number(v.winner), byRule: !!v.byRule, end: !!v.end, endRule: Number(v.endRule) };
  };
  async function solveDesign(msg) {
    const { id } = msg;
    const t0 = now();
    const M = await module();
    const { s, error } = designOf(M, msg.text);
    if (error) { dropSession(); post({ type: 'error', id, message: error }); return; }
    if (!String(s.error()) && refused(id, limitKind(s), Number(s.positionCount()), 'design')) { s.delete(); return; }
    dropSession();
    let kept = false;
    try {
      if (!(await runInChunks(s, id))) return;
      const start = Number(s.start());
      keep({ id, s, game: 'design', L: Infinity, design: true });
      kept = true;
      post({ type: 'result', id, session: id, game: 'design', positions: Number(s.positionCount()), info: designInfo(s), start,
        startPlaces: Array.from(s.places(start)), startValue: valueOfDesign(s, start), stats: plainStats(s.stats()), ms: now() - t0 });
    } finally {
      if (!kept) s.delete();
    }
  }
  // { session, values: [p], places: [p], moves: [p], maps: [{ position, token, mover }],
  //   lines: [{ position, max }], positions: [{ mover, places }] } → answer with the same keys.
  async function designQuery(msg) {
    const { id } = msg;
    const current = session();
    if (!current || current.id !== msg.session || !current.design) { post({ type: 'error', id, message: 'this solution is gone: solve again' }); return; }
    const { s } = current;
    const transfer = [];
    const maps = (msg.maps ?? []).map((q) => {
      if (!s.fillMap(q.position, q.token, q.mover)) return null;
      const outcomes = s.mapOutcomes().slice(), depths = s.mapDepths().slice();
      transfer.push(outcomes.buffer, depths.buffer);
      return { outcomes, depths };
    });
    post({
      type: 'answer', id, maps,
      values: (msg.values ?? []).map((p) => valueOfDesign(s, p)),
      places: (msg.places ?? []).map((p) => Array.from(s.places(p))),
      moves: (msg.moves ?? []).map((p) => Array.from(s.moves(p))),
      lines: (msg.lines ?? []).map((q) => Array.from(s.bestLine(q.position, Math.min(5000, q.max ?? 1000)))),
      positions: (msg.positions ?? []).map((q) => Number(s.position(q.mover, Uint32Array.from(q.places)))),
    }, transfer);
  }

  return { designCheck, solveDesign, designQuery };
}
