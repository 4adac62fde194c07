// The explorer of a solved two-token game (police & thief on a grid, cat & mouse on a
// graph): the position looked at, the outcome map with one token fixed, every legal move
// with its outcome and depth, the best line (stepped or animated), play against the solver
// with hints, and undo/redo. The solve itself stays in the worker (a session); this asks it
// for what is on screen: one map of L entries, a few positions, the best line.
//
// A position is { c, r, side }: the chaser's (police, cat) location, the runner's (thief,
// mouse) location, side 0 = the chaser to move, 1 = the runner to move. Values are
// { o: 0 D / 1 W / 2 L for the mover, 3 none, d: plies or NONE, best: location or NONE }.
//
// The moves come from the session (the C++ game: docs/wasm-api.md, positions (side L + c) L + r),
// never from rules written again here. The game adapter (board/feature.js, graph/cat-mouse.js):
//   names: { chaser, runner }                    'police' / 'thief', 'cat' / 'mouse'
//   end(c, r): null, or { winner: 0 | 1, text } when the position is over
//   where(loc): '(2, 3)' or 'node 4';  moveText(from, to): 'up to (2, 3)', 'pass', 'to node 4'

export const NONE = 0xFFFFFFFF;
const LETTER = ['D', 'W', 'L', '?'];
const SOLVER_DELAY = 550;   // ms before the solver answers a move in play
const ANIM_STEP = 650;      // ms per ply when the best line is animated

export const valueLabel = (v) => (!v || v.o === 3 ? '?' : LETTER[v.o] + (v.o === 0 || v.d === NONE ? '' : v.d));
const samePos = (a, b) => a && b && a.c === b.c && a.r === b.r && a.side === b.side;

// The mover's view of a move: the value after the move is the opponent's; flip it, one ply more.
export function moveValue(next) {
  if (!next || next.o === 3) return { o: 3, d: NONE };
  const o = next.o === 1 ? 2 : next.o === 2 ? 1 : 0;
  return { o, d: o === 0 || next.d === NONE ? NONE : next.d + 1 };
}
// Best first: quickest win, then draws, then the longest loss.
export const moveRank = (v) => (v.o === 1 ? v.d : v.o === 0 ? 1e9 : v.o === 2 ? 2e9 - v.d : 3e9);

export function createExplorer({ solver, adapter, onChange, setStatus }) {
  const ex = {
    session: null,      // the worker's session id
    result: null,       // the solve's result message (start, stats, histogram, locations)
    L: 0,
    pos: null,
    fix: 0,             // the token the map keeps still: 0 chaser, 1 runner
    map: null,          // { key, outcomes, depths }
    here: null,         // value of pos
    moves: [],          // [{ to, o, d, best }], best first
    line: null,         // the best line from pos: [{ c, r, side, o, d, repeat }]
    history: [], future: [],
    play: null,         // { human: 0 | 1, over: text | null, repeated }
    hint: null,         // a location: the hinted move's destination
    anim: null,         // { line, index, timer }
    error: '',
    pending: 0,         // queries in flight (tests wait for 0)
  };
  let seq = 0;
  let solverTimer = 0;

  const token = () => ex.pos.side;   // the token that moves now
  const mapKey = () => `${ex.session}|${ex.pos.side}|${ex.fix}|${ex.fix === 0 ? ex.pos.c : ex.pos.r}`;

  // Positions as the session numbers them, and back; a move from p to position k, with the
  // mover's destination `to`.
  // nextOf(p): the moves of ex.pos as the last answer gave them (none while it is asked again).
  const numOf = (p) => (p.side * ex.L + p.c) * ex.L + p.r;
  const posOf = (k) => ({ side: Math.floor(k / ex.L / ex.L), c: Math.floor(k / ex.L) % ex.L, r: k % ex.L });
  const stepTo = (p, k) => { const q = posOf(k); return { ...q, to: p.side === 0 ? q.c : q.r }; };
  const valueOf = (v) => ({ o: v.outcome, d: v.depth ?? NONE });
  const nextOf = (p) => (ex.next && ex.next.of === numOf(p) ? ex.next.list : []);

  // Asks the worker for what the screen needs at ex.pos (the map, the value, the moves and
  // the best line; then the values after each); renders when the answer comes.
  async function update() {
    if (ex.session === null || !ex.pos) { onChange(); return; }
    const my = ++seq;
    const session = ex.session, at = ex.pos, here = numOf(at);
    const wantMap = !ex.map || ex.map.key !== mapKey();
    const key = mapKey();
    ex.pending++;
    try {
      const a = await solver.ask(session, {
        maps: wantMap ? [{ position: here, token: 1 - ex.fix, mover: at.side }] : [],
        values: [here], best: [here], moves: [here], lines: [{ position: here, max: 2000 }],
      });
      if (my !== seq || session !== ex.session) return;
      const next = a.moves[0].map((k) => stepTo(at, k)), line = [here, ...a.lines[0]];
      const b = await solver.ask(session, { values: [...next.map(numOf), ...line] });
      if (my !== seq || session !== ex.session) return;
      if (wantMap && a.maps[0]) ex.map = { key, outcomes: a.maps[0].outcomes, depths: a.maps[0].depths };
      const best = a.best[0] === null ? NONE : stepTo(at, a.best[0]).to;
      ex.here = { ...valueOf(a.values[0]), best };
      ex.next = { of: here, list: next };
      ex.moves = next.map((q, i) => ({ to: q.to, ...moveValue(valueOf(b.values[i])), best: q.to === best }));
      ex.moves.sort((x, y) => (y.best - x.best) || moveRank(x) - moveRank(y) || x.to - y.to);
      ex.line = line.map((k, i) => ({ side: posOf(k).side, chaser: posOf(k).c, runner: posOf(k).r, ...valueOf(b.values[next.length + i]), repeat: line.indexOf(k) < i }));
      ex.error = '';
    } catch (e) {
      if (my !== seq) return;
      if (e.kind !== 'cancelled') ex.error = e.message;
    } finally {
      ex.pending--;
    }
    onChange();
    if (ex.play) afterPlayUpdate();
  }

  // ---- the position -------------------------------------------------------------------------
  function go(p, { record = true } = {}) {
    if (!p || samePos(p, ex.pos)) { update(); return; }
    if (record && ex.pos) { ex.history.push(ex.pos); ex.future = []; if (ex.history.length > 2000) ex.history.shift(); }
    ex.pos = { c: p.c, r: p.r, side: p.side };
    ex.hint = null;
    update();
  }

  function moveTo(dest) {
    if (!ex.pos) return false;
    const q = nextOf(ex.pos).find((s) => s.to === dest);
    if (!q) return false;
    stopAnim();
    go(q);
    return true;
  }

  // Back (undo) or forward (redo) through the positions; in play, to the human's next turn.
  function travel(from, to) {
    if (!from.length) return false;
    stopAnim();
    clearTimeout(solverTimer);
    let p;
    do {
      to.push(ex.pos);
      p = from.pop();
      ex.pos = p;
    } while (ex.play && from.length && p.side !== ex.play.human);
    if (ex.play) { ex.play.over = null; ex.play.repeated = false; }
    ex.hint = null;
    update();
    return true;
  }
  const undo = () => travel(ex.history, ex.future);
  const redo = () => travel(ex.future, ex.history);

  // ---- play against the solver ------------------------------------------------------------
  function startPlay(human, referee = null) {
    if (ex.session === null || !ex.pos) return;
    stopAnim();
    ex.play = { human, over: null, repeated: false, seen: new Set(), referee };
    ex.history = []; ex.future = [];
    ex.hint = null;
    const n = adapter().names;
    setStatus(`You play the ${human === 0 ? n.chaser : n.runner}; the solver plays the ${human === 0 ? n.runner : n.chaser} (fastest win, longest resistance).`);
    update();
  }

  function stopPlay() {
    clearTimeout(solverTimer);
    ex.play = null;
    ex.hint = null;
    onChange();
  }

  function afterPlayUpdate() {
    const play = ex.play;
    if (!play || !ex.here) return;
    const p = ex.pos;
    const key = `${p.side}|${p.c}|${p.r}`;
    if (play.seen.has(key) && !play.over) play.repeated = true;
    play.seen.add(key);
    const end = adapter().end(p.c, p.r);
    const n = adapter().names;
    if (end) {
      const you = end.winner === play.human;
      play.over = `${end.text} ${you ? 'You win!' : 'The solver wins.'}`;
      onChange();
      play.referee?.over(you);
      return;
    }
    if (ex.moves.length === 0) {
      play.over = `The ${p.side === 0 ? n.chaser : n.runner} cannot move: a draw by the rules.`;
      onChange();
      play.referee?.over(false, true);
      return;
    }
    play.referee?.moved();
    play.over = null;
    if (p.side !== play.human) {
      clearTimeout(solverTimer);
      const at = ex.pos;
      solverTimer = setTimeout(async () => {
        if (ex.play !== play || ex.pos !== at) return;
        let best = ex.here && ex.here.best !== NONE ? ex.here.best : ex.moves[0]?.to;
        // A referee (a hold-the-draw puzzle) may pick among the solver's drawing moves.
        if (play.referee?.reply) {
          const cands = await drawingReplies(at, play);
          if (ex.play !== play || ex.pos !== at) return;
          if (cands) best = play.referee.reply(cands) ?? best;
        }
        if (best === undefined) return;
        go(nextOf(at).find((s) => s.to === best));
      }, SOLVER_DELAY);
    }
  }

  // The solver's drawing moves from `at`, each with what it leaves the human: [{ to, seen,
  // draws, losses }] (lib/referee.js wayOut); null if the worker fails.
  async function drawingReplies(at, play) {
    const qs = nextOf(at).filter((q) => ex.moves.find((m) => m.to === q.to)?.o === 0);
    const m = await solver.ask(ex.session, { moves: qs.map(numOf) }).catch(() => null);
    const a = m && await solver.ask(ex.session, { values: m.moves.flat() }).catch(() => null);
    let i = 0;
    return a && qs.map((q, k) => {
      const v = m.moves[k].map(() => moveValue(valueOf(a.values[i++])));
      return { to: q.to, seen: play.seen.has(`${q.side}|${q.c}|${q.r}`), draws: v.filter((x) => x.o === 0).length, losses: v.filter((x) => x.o === 2).length };
    });
  }

  // A human move in play: only the human's token, only legal steps.
  function playMove(dest) {
    const play = ex.play;
    if (!play || play.over || ex.pos.side !== play.human || ex.pending) return false;
    // A referee (a puzzle) may refuse the move: it explains why itself.
    const m = ex.moves.find((x) => x.to === dest);
    if (m && play.referee && !play.referee.allow(m, dest)) return true;
    return moveTo(dest);
  }

  function showHint() {
    if (!ex.here || ex.moves.length === 0) return;
    const m = ex.moves[0];
    ex.hint = m.to;
    const who = token() === 0 ? adapter().names.chaser : adapter().names.runner;
    const how = m.o === 1 ? `wins in ${m.d} plies` : m.o === 2 ? `loses, but holds out ${m.d} plies` : 'keeps the draw';
    setStatus(`Hint: the ${who} ${adapter().moveText(token() === 0 ? ex.pos.c : ex.pos.r, m.to)} — ${how}.`);
    onChange();
  }

  // ---- the best line, stepped or animated ---------------------------------------------------
  function animate() {
    if (!ex.line || ex.line.length < 2) return;
    stopAnim();
    const line = ex.line.map((q) => ({ c: q.chaser, r: q.runner, side: q.side }));
    ex.anim = { line, index: 0, timer: 0 };
    const step = () => {
      const a = ex.anim;
      if (!a) return;
      a.index++;
      if (a.index >= a.line.length) { ex.anim = null; onChange(); return; }
      go(a.line[a.index]);
      a.timer = setTimeout(step, ANIM_STEP);
    };
    ex.anim.timer = setTimeout(step, ANIM_STEP / 2);
    onChange();
  }
  function stopAnim() {
    if (!ex.anim) return;
    clearTimeout(ex.anim.timer);
    ex.anim = null;
  }
  // One ply along the best line (forward), or back through the history.
  function stepBest() {
    if (ex.line && ex.line.length > 1) { const q = ex.line[1]; go({ c: q.chaser, r: q.runner, side: q.side }); }
  }

  // ---- the panel ----------------------------------------------------------------------------
  function panelHtml(esc) {
    const A = adapter();
    const n = A.names;
    const cap = (s) => s[0].toUpperCase() + s.slice(1);
    if (!ex.pos) return '<p class="muted">No position.</p>';
    const p = ex.pos;
    const mover = p.side === 0 ? n.chaser : n.runner;
    const here = ex.here;
    const l = valueLabel(here);
    let html = `<dl class="grid-pos"><dt>${cap(n.chaser)}</dt><dd>${esc(A.where(p.c))}</dd><dt>${cap(n.runner)}</dt><dd>${esc(A.where(p.r))}</dd>` +
      `<dt>To move</dt><dd>${mover}</dd><dt>Outcome</dt><dd><span class="tag o-${l[0]}">${l}</span> ${here ? esc(outcomeWords(here, mover)) : ''}</dd></dl>`;
    if (ex.error) html += `<p class="message error">${esc(ex.error)}</p>`;
    html += `<div class="segmented small" role="radiogroup" aria-label="Side to move"><button type="button" role="radio" data-tt="side" data-side="0" aria-checked="${p.side === 0}" ${ex.play ? 'disabled' : ''}>${cap(n.chaser)} to move</button><button type="button" role="radio" data-tt="side" data-side="1" aria-checked="${p.side === 1}" ${ex.play ? 'disabled' : ''}>${cap(n.runner)} to move</button></div>`;
    // Play.
    const play = ex.play;
    if (play) {
      const you = play.human === 0 ? n.chaser : n.runner;
      const yourTurn = !play.over && p.side === play.human;
      html += `<div class="play-box"><p><b>Playing</b> as the ${you}. ${play.over ? `<b>${esc(play.over)}</b>` : yourTurn ? 'Your move: click a highlighted place or a move below.' : 'The solver is thinking…'}</p>` +
        (play.repeated && !play.over ? '<p class="small muted">A position came back: with best play neither side can force a win from here.</p>' : '') +
        `<div class="row"><button type="button" class="button small" data-tt="hint" ${yourTurn ? '' : 'disabled'} title="Show one good move (H)">Hint <kbd>H</kbd></button>` +
        `<button type="button" class="button ghost small" data-tt="undo" ${ex.history.length ? '' : 'disabled'} title="Take back your last move (Ctrl+Z)">Undo</button>` +
        `<button type="button" class="button ghost small" data-tt="redo" ${ex.future.length ? '' : 'disabled'} title="Redo (Ctrl+Y)">Redo</button>` +
        `<button type="button" class="button ghost small" data-tt="stop-play">Stop</button></div></div>`;
    } else {
      html += `<div class="row play-row"><span class="small muted">Play against the solver:</span><button type="button" class="button small" data-tt="play" data-human="0">as the ${n.chaser}</button><button type="button" class="button small" data-tt="play" data-human="1">as the ${n.runner}</button></div>`;
    }
    const end = A.end(p.c, p.r);
    if (end) return html + `<p><b>${esc(end.text)}</b></p>`;
    // Moves.
    const showMoves = !play || p.side === play.human;
    if (showMoves) {
      if (ex.moves.length === 0) html += `<p>The ${mover} has no legal move.</p>`;
      else {
        html += `<p class="small muted">Moves of the ${mover}, best first (outcome for the ${mover}):</p><ul class="grid-moves">`;
        for (const m of ex.moves) {
          const ml = valueLabel(m);
          const hinted = ex.hint === m.to ? ' hinted' : '';
          html += `<li><button type="button" class="button ghost small${hinted}" data-tt="move" data-to="${m.to}" ${play && play.over ? 'disabled' : ''}><span>${esc(A.moveText(p.side === 0 ? p.c : p.r, m.to))}</span><span class="tag o-${ml[0]}">${ml}</span></button></li>`;
        }
        html += '</ul>';
      }
    }
    // The best line.
    if (!play && ex.line && ex.line.length > 1) {
      const plies = ex.line.length - 1;
      const endsInRepeat = ex.line[ex.line.length - 1].repeat;
      html += `<div class="line-box"><p class="small"><b>Best line:</b> ${endsInRepeat ? `${plies} plies, then it repeats (endless play)` : `${plies} ${plies === 1 ? 'ply' : 'plies'} to the end`}.</p><div class="row">` +
        `<button type="button" class="button ghost small" data-tt="back" ${ex.history.length ? '' : 'disabled'} title="Back (←)">◀ Back</button>` +
        `<button type="button" class="button ghost small" data-tt="step" title="One ply along the best line (→)">Step ▶</button>` +
        (ex.anim ? '<button type="button" class="button small" data-tt="stop-anim">■ Stop</button>' : '<button type="button" class="button small" data-tt="animate" title="Play the best line step by step">▶ Animate</button>') +
        `<button type="button" class="button ghost small" data-tt="forward" ${ex.future.length ? '' : 'disabled'} title="Forward again">Redo</button></div></div>`;
    } else if (!play && ex.history.length) {
      html += `<div class="row"><button type="button" class="button ghost small" data-tt="back">◀ Back</button></div>`;
    }
    return html;
  }

  function outcomeWords(v, mover) {
    if (v.o === 1) return `the ${mover} wins${v.d === NONE ? '' : v.d === 0 ? '' : ` in ${v.d} ${v.d === 1 ? 'ply' : 'plies'}`}`;
    if (v.o === 2) return `the ${mover} loses${v.d === NONE || v.d === 0 ? '' : `, holding out ${v.d} ${v.d === 1 ? 'ply' : 'plies'}`}`;
    if (v.o === 0) return 'endless play: a draw';
    return '';
  }

  // Clicks on the panel's buttons (data-tt); true when handled.
  function onPanelClick(b) {
    switch (b.dataset.tt) {
      case 'side': if (!ex.play) go({ ...ex.pos, side: Number(b.dataset.side) }, { record: false }); return true;
      case 'move': if (ex.play) playMove(Number(b.dataset.to)); else moveTo(Number(b.dataset.to)); return true;
      case 'play': startPlay(Number(b.dataset.human)); return true;
      case 'stop-play': stopPlay(); return true;
      case 'hint': showHint(); return true;
      case 'undo': case 'back': undo(); return true;
      case 'redo': case 'forward': redo(); return true;
      case 'animate': animate(); return true;
      case 'stop-anim': stopAnim(); onChange(); return true;
      case 'step': stopAnim(); stepBest(); return true;
      default: return false;
    }
  }

  Object.defineProperty(ex, 'active', { get: () => ex.session !== null });
  return Object.assign(ex, {
    // A new solve: the session, its result and the start position.
    load(result, at = null) {
      stopAnim();
      clearTimeout(solverTimer);
      ex.session = result.session;
      ex.result = result;
      ex.L = result.locationCount;
      ex.play = null; ex.hint = null; ex.map = null; ex.here = null; ex.moves = []; ex.line = null; ex.next = null;
      ex.history = []; ex.future = [];
      ex.pos = { c: result.start.chaser, r: result.start.runner, side: result.start.sideToMove };
      const ok = (x) => Number.isInteger(x) && x >= 0 && x < ex.L;
      if (at && ok(at.c) && ok(at.r) && (at.side === 0 || at.side === 1)) ex.pos = { c: at.c, r: at.r, side: at.side };
      update();
    },
    clear() {
      stopAnim();
      clearTimeout(solverTimer);
      seq++;
      ex.session = null; ex.result = null; ex.pos = null; ex.map = null; ex.here = null; ex.moves = []; ex.line = null; ex.next = null;
      ex.play = null; ex.hint = null; ex.history = []; ex.future = [];
    },
    setFix(f) { ex.fix = f; update(); },
    setSide(side) { if (!ex.play && ex.pos) go({ ...ex.pos, side }, { record: false }); },
    // Moves a token to loc without a move (looking around): the fixed one, or the other.
    place(loc, which) {
      if (!ex.pos || ex.play) return;
      stopAnim();
      go(which === 0 ? { ...ex.pos, c: loc } : { ...ex.pos, r: loc });
    },
    // The map's value where the other token stands on loc.
    mapValue(loc) {
      if (!ex.map || ex.map.key !== mapKey()) return null;
      const o = ex.map.outcomes[loc];
      return o === 3 ? { o: 3, d: NONE } : { o, d: ex.map.depths[loc] };
    },
    legal() {
      if (!ex.pos || !ex.play || ex.play.over || ex.pos.side !== ex.play.human) return null;
      return new Set(ex.moves.map((m) => m.to));
    },
    // The game's own words for places; any question of the session.
    adapter: () => adapter(),
    ask: (q) => solver.ask(ex.session, q),
    // The position after the mover at ex.pos goes to dest, and its value for the player then to
    // move ({ o, d, best }), asked of the session.
    async after(dest) {
      const q = nextOf(ex.pos).find((s) => s.to === dest);
      if (!q) return null;
      const a = await solver.ask(ex.session, { values: [numOf(q)], best: [numOf(q)] });
      return { pos: q, value: { ...valueOf(a.values[0]), best: a.best[0] === null ? NONE : stepTo(q, a.best[0]).to } };
    },
    go, moveTo, playMove, undo, redo, startPlay, stopPlay, showHint, animate, stopAnim, stepBest,
    panelHtml, onPanelClick, update,
  });
}
