// The worker's handlers of cops and robbers (docs/wasm-api.md): cop-number (the cop number of
// a graph, solved a part of a round per advance() — tens of ms at most — with progress, kept
// as the cops' session) and cop-query (capture maps of placements, the cops' best move, the
// robber's best reply).

// ctx: { module() → Promise<M>, post, now, nextTask, sliceMs, progressEveryMs, limit (positions) }.
export function createCopHandlers({ module, post, now, nextTask, sliceMs = 20, progressEveryMs = 50, limit }) {
  let kept = null;   // { id, s }

  async function copNumber(msg) {
    const { id } = msg;
    const t0 = now();
    const M = await module();
    if (typeof M.copNumberSolve !== 'function') { post({ type: 'error', id, message: 'this build has the JS stand-in solver, which has no cops and robbers: build the WebAssembly module (bash scripts/build.sh wasm) and the page again' }); return; }
    if (kept) { kept.s.delete(); kept = null; }
    const from = msg.from instanceof Uint32Array ? msg.from : Uint32Array.from(msg.from ?? []);
    const to = msg.to instanceof Uint32Array ? msg.to : Uint32Array.from(msg.to ?? []);
    const s = M.copNumberSolve(msg.n >>> 0, from, to, msg.maxCops ?? 3, limit);
    let keep = false;
    try {
      const err = String(s.error());
      if (err) { post({ type: 'error', id, message: err }); return; }
      let last = now();
      post({ type: 'progress', id, fraction: 0 });
      for (;;) {
        const start = now();
        let done;
        do done = s.advance();
        while (!done && now() - start < sliceMs);
        if (done) break;
        if (now() - last >= progressEveryMs) { last = now(); post({ type: 'progress', id, fraction: Number(s.progress()), cops: Number(s.copsTried()) }); }
        await nextTask();
      }
      const err2 = String(s.error());
      if (err2) { post({ type: 'error', id, message: err2 }); return; }
      kept = { id, s };
      keep = true;
      post({ type: 'cops', id, session: id, cops: Number(s.cops()), tried: Number(s.copsTried()), placement: Array.from(s.placement()),
        captureTime: Number(s.captureTime()), positions: Number(s.positions()), verdict: String(s.verdict()), ms: now() - t0 });
    } finally {
      if (!keep) s.delete();
    }
  }

  // { session, maps: [placement], copsMoves: [{ placement, robber }], robberMoves: [{ placement, robber }] }
  async function copQuery(msg) {
    const { id } = msg;
    if (!kept || kept.id !== msg.session) { post({ type: 'error', id, message: 'this cop number is gone: ask again' }); return; }
    const { s } = kept;
    post({
      type: 'answer', id,
      maps: (msg.maps ?? []).map((p) => Array.from(s.captureMap(Uint32Array.from(p)))),
      copsMoves: (msg.copsMoves ?? []).map((q) => Array.from(s.copsMove(Uint32Array.from(q.placement), q.robber))),
      robberMoves: (msg.robberMoves ?? []).map((q) => Number(s.robberMove(Uint32Array.from(q.placement), q.robber))),
    });
  }

  return { copNumber, copQuery };
}
