// The explorer of a solved design (a session kept in the worker): the position shown (each
// token's place, the side to move), its value, its moves best first, the map of one token over
// every place with the others held, the best line, and play against the solver.

// solver: ui/page.js's client; onChange(): redraw; setStatus(html, kind).
export function createDesignExplorer({ solver, onChange, setStatus }) {
  const ex = {
    result: null,      // the worker's solve result (session, info, start, stats)
    pos: null, places: [], mover: 0, value: null,
    token: 0,          // the token the map moves over the board
    map: null,         // { outcomes, depths, key }
    moves: [],         // [{ to, places, value }] best first
    line: [], lineAt: 0,
    play: null,        // { human: side, over: '' | words, log: [positions] }
    pending: 0,
  };
  let asked = 0;

  const ask = (q) => solver.designQuery({ session: ex.result.session, ...q });

  // Shows position p: its value, moves (with their values) and the map of the chosen token.
  async function go(p, { keepLine = false } = {}) {
    if (!ex.result || p === null || p < 0) return;
    const me = ++asked;
    ex.pending++;
    try {
      const a = await ask({ values: [p], places: [p], moves: [p], lines: keepLine ? [] : [{ position: p, max: 200 }] });
      if (me !== asked) return;
      const movers = a.moves[0];
      const b = movers.length ? await ask({ values: movers, places: movers }) : { values: [], places: [] };
      if (me !== asked) return;
      ex.pos = p;
      ex.places = a.places[0];
      ex.value = a.values[0];
      ex.mover = moverOf(p);
      ex.moves = movers.map((to, i) => ({ to, places: b.places[i], value: b.values[i] }));
      if (!keepLine) { ex.line = [p, ...a.lines[0]]; ex.lineAt = 0; }
      await fillMap(me);
    } catch (e) {
      if (e.kind !== 'cancelled') setStatus(`The solution could not be read: ${e.message}`, 'error');
    } finally {
      ex.pending--;
      onChange();
    }
  }
  // Positions are mover × half + …: the mover is the upper half.
  const moverOf = (p) => (p >= ex.result.positions / 2 ? 1 : 0);

  async function fillMap(me = asked) {
    const a = await ask({ maps: [{ position: ex.pos, token: ex.token, mover: ex.mover }] });
    if (me !== asked) return;
    const m = a.maps[0];
    ex.map = m ? { ...m, key: `design|${ex.result.session}|${ex.token}|${ex.mover}|${ex.places.filter((_, i) => i !== ex.token).join(',')}` } : null;
  }

  // The position with token `token` on `place` (others held), or mover m.
  async function place(token, placeIndex) {
    const places = ex.places.slice();
    places[token] = placeIndex;
    const a = await ask({ positions: [{ mover: ex.mover, places }] });
    if (a.positions[0] >= 0) await go(a.positions[0]);
  }
  async function setMover(m) {
    if (ex.play || m === ex.mover) return;
    const a = await ask({ positions: [{ mover: m, places: ex.places }] });
    if (a.positions[0] >= 0) await go(a.positions[0]);
  }
  async function setToken(t) {
    ex.token = t;
    await fillMap();
    onChange();
  }
  // A view kept in a share link: the tokens' places (the solver's order), the side to move and
  // the token the map moves. False when those places are not a position of this design.
  async function show({ places, mover, token }) {
    if (!ex.result || !Array.isArray(places)) return false;
    const a = await ask({ positions: [{ mover: mover === 1 ? 1 : 0, places }] });
    if (!(a.positions[0] >= 0)) return false;
    if (Number.isInteger(token) && token >= 0 && token < places.length) ex.token = token;
    await go(a.positions[0]);
    return true;
  }

  // ---- play -----------------------------------------------------------------------------------
  let timer = 0;
  // referee (a puzzle, optional): allow(move, dest) before a human move (move: { o, d } for
  // the mover: 1 W / 2 L / 0 D and the plies), moved() after every ply, over(youWin, drawn) at
  // the end, reply(cands) → the solver's move (optional; cands as drawingReplies).
  function startPlay(human, referee = null) {
    ex.play = { human, over: '', log: [ex.pos], referee };
    ex.line = [];
    checkOver();
    onChange();
    if (!ex.play.over && ex.mover !== human) schedule();
  }
  // A move's value for the side making it (the target's value is for the side then to move).
  function forMover(v) {
    if (!v || v.byRule || v.outcome === 0) return { o: 0, d: null };
    return { o: v.outcome === 2 ? 1 : 2, d: v.depth === null ? null : v.depth + 1 };
  }
  function stopPlay() { clearTimeout(timer); ex.play = null; onChange(); }
  function checkOver() {
    const v = ex.value, play = ex.play;
    if (!play || !v) return;
    if (v.end) play.over = v.winner < 0 ? 'a draw: no move' : `${ex.result.sides[v.winner]} wins`;
    else if (play.log.indexOf(ex.pos) < play.log.length - 1) play.over = 'the position repeats';
    // over(youWin, drawn): drawn when the game stopped without a winner (no move, a repeat).
    if (play.over) play.referee?.over(v.end && v.winner === play.human, !v.end || v.winner < 0);
    else play.referee?.moved();
  }
  // A human move (from the list, a click, a puzzle): a referee may refuse it (it says why);
  // force: the solution's own moves, not judged.
  async function moveTo(to, { force = false } = {}) {
    const play = ex.play;
    if (play && (play.over || ex.mover !== play.human || ex.pending)) return false;
    const m = ex.moves.find((x) => x.to === to);
    if (play && play.referee && !force && m && !play.referee.allow(forMover(m.value), to)) return true;
    await go(to);
    if (!ex.play) return true;
    ex.play.log.push(to);
    checkOver();
    onChange();
    if (!ex.play.over && ex.mover !== ex.play.human) schedule();
    return true;
  }
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (!ex.play || ex.play.over || !ex.moves.length) return;
      const play = ex.play, at = ex.pos;
      let to = ex.moves[0].to;
      // A referee (a hold-the-draw puzzle) may pick among the solver's drawing moves.
      if (play.referee?.reply) {
        const cands = await drawingReplies(play).catch(() => null);
        if (ex.play !== play || ex.pos !== at) return;
        if (cands) to = play.referee.reply(cands) ?? to;
      }
      await go(to);
      if (!ex.play) return;
      ex.play.log.push(ex.pos);
      checkOver();
      onChange();
    }, ex.play?.referee ? 600 : 450);
  }
  // The solver's moves that keep the draw, each with what it leaves the human:
  // [{ to, seen, draws, losses }] (lib/referee.js wayOut).
  async function drawingReplies(play) {
    const qs = ex.moves.filter((m) => forMover(m.value).o === 0).map((m) => m.to);
    if (!qs.length) return [];
    const a = await ask({ moves: qs });
    const b = await ask({ values: a.moves.flat() });
    let i = 0;
    return qs.map((to, k) => {
      const vals = a.moves[k].map(() => forMover(b.values[i++]));
      return { to, seen: play.log.includes(to), draws: vals.filter((v) => v.o === 0).length, losses: vals.filter((v) => v.o === 2).length };
    });
  }
  async function undo() {
    if (!ex.play) return;
    clearTimeout(timer);
    const log = ex.play.log;
    // Back to the last position where the human was to move (before its own move).
    while (log.length > 1) {
      log.pop();
      const p = log[log.length - 1];
      if (moverOf(p) === ex.play.human) break;
    }
    ex.play.over = '';
    await go(log[log.length - 1]);
  }
  // The best line: step along it (delta ±1).
  async function step(delta) {
    if (!ex.line.length) return;
    ex.lineAt = Math.max(0, Math.min(ex.line.length - 1, ex.lineAt + delta));
    await go(ex.line[ex.lineAt], { keepLine: true });
  }

  return {
    ex, go, place, setMover, setToken, show, startPlay, stopPlay, moveTo, undo, step, forMover,
    load(result) { ex.result = result; ex.token = 0; ex.play = null; clearTimeout(timer); return go(result.start); },
    clear() { ex.result = null; ex.pos = null; ex.map = null; ex.moves = []; ex.line = []; ex.play = null; clearTimeout(timer); },
  };
}
