// The explorer of any solved game kept as a session in the worker (police and thief, cat and
// mouse, a design): the position looked at, the map of one token over every place with the
// others held, every move best first with its outcome, the best line (stepped or animated),
// play against the solver with hints and a referee (puzzles), undo and redo, and its panel.
// Everything comes from the session (docs/wasm-api.md: positions are numbers, each with its
// tokens' places and a mover; the upper half is the second side to move), never from rules
// written again here.
//
// game() gives the game's words: { sides: ['police', 'thief'] (nouns: 'the police wins'), tokens: [{ label, side }] in the
// session's order, where(place, token) → '(2, 3)', moveText?(from, to, mover) → words for a move
// (places before and after; default: 'cat (1, 2) → (1, 3)'), endText?(places, value) → words
// when the game is over there, or null }.
// A value: lib/session-values.js.

import { esc } from '../lib/panels.js';
import { valueTag, valueOf, moveValue, moveRank, valueWords, moveWords } from '../lib/session-values.js';
import { wins } from '../lib/words.js';

export { valueLabel, valueTag, valueOf, moveValue, moveRank, valueWords, moveWords } from '../lib/session-values.js';

const SOLVER_DELAY = 550; // ms before the solver answers a move in play
const ANIM_STEP = 650; // ms per ply when the best line is animated
const SHOWN_MOVES = 60;

/** @typedef {ReturnType<typeof createExplorer>} Explorer the explorer: its state (ex above) and its methods (at the end) */
/**
 * The game's words (see above).
 * @typedef {{ sides: string[], tokens: { label: string, side: number }[], where: (place: number, token?: number) => string, moveText?: (from: number[], to: number[], mover: number) => string, endText?: (places: any, value: { winner: number, end: boolean }) => string | null }} ExplorerGame
 */
/**
 * @param {{ solver: import('../solver/client.js').SolverClient, game: () => ExplorerGame, onChange: () => void, setStatus: (html: string, kind?: string) => void, followPlay?: boolean }} options
 */
export function createExplorer({ solver, game, onChange, setStatus, followPlay = false }) {
  const ex = {
    session: null,
    result: null,
    positions: 0,
    target: null, // the position asked for (shown once the session answers)
    pos: null,
    places: [],
    mover: 0,
    token: 0, // the token the map moves over the board (the others held)
    map: null, // { key, outcomes, depths }
    here: null, // the value of pos, with best: the best move's position or null
    moves: [], // [{ to, places, token, dest, o, d, byRule, best }], best first
    line: null, // the best line from pos: [{ to, places, mover, o, d, repeat }]
    history: [],
    future: [],
    play: null, // { human, over: words | null, repeated, seen, referee }
    hint: null, // the hinted move
    anim: null, // { line, index, timer }
    error: '',
    pending: 0, // queries in flight (tests wait for 0)
  };
  let seq = 0,
    solverTimer = 0,
    asking = Promise.resolve();
  // Resolves once the position asked for is shown (a look-around reads the places shown).
  async function settled() {
    for (let k = 0; k < 50 && (ex.pending || ex.pos !== ex.target); k++) await asking;
  }
  const G = () => game();
  const moverOf = (k) => (k >= ex.positions / 2 ? 1 : 0);
  const mapKey = (places, mover, token) =>
    `${ex.session}|${mover}|${token}|${places.map((p, i) => (i === token ? '' : p)).join(',')}`;
  const ask = (q) => solver.ask(ex.session, q);
  // The token a move moves (the first whose place changes), and where it goes; a pass: the
  // mover's first token, staying.
  function moved(from, to, mover) {
    const i = to.findIndex((p, j) => p !== from[j]);
    const t =
      i >= 0
        ? i
        : Math.max(
            0,
            G().tokens.findIndex((x) => x.side === mover),
          );
    return { token: i, dest: to[t] ?? -1 };
  }

  // Asks what the screen needs at ex.target (the value, places, moves and best line; then the
  // values and places after each, and the map), and shows it when the answer comes.
  function update() {
    asking = ask1();
    return asking;
  }
  async function ask1() {
    if (ex.session === null || ex.target === null) {
      onChange();
      return;
    }
    const my = ++seq,
      session = ex.session,
      here = ex.target;
    ex.pending++;
    try {
      const a = await ask({
        values: [here],
        places: [here],
        moves: [here],
        best: [here],
        lines: [{ position: here, max: 2000 }],
      });
      if (my !== seq || session !== ex.session) return;
      const places = a.places[0],
        mover = moverOf(here),
        next = a.moves[0],
        line = [here, ...a.lines[0]];
      const key = mapKey(places, mover, ex.token);
      const wantMap = !ex.map || ex.map.key !== key;
      const b = await ask({
        values: [...next, ...line],
        places: [...next, ...line],
        maps: wantMap ? [{ position: here, token: ex.token, mover }] : [],
      });
      if (my !== seq || session !== ex.session) return;
      if (wantMap) ex.map = b.maps[0] ? { key, outcomes: b.maps[0].outcomes, depths: b.maps[0].depths } : null;
      Object.assign(ex, {
        pos: here,
        places,
        mover,
        here: { ...valueOf(a.values[0]), best: a.best[0] ?? null },
        error: '',
      });
      ex.moves = next.map((to, i) => ({
        to,
        places: b.places[i],
        ...moved(places, b.places[i], mover),
        ...moveValue(valueOf(b.values[i])),
        best: to === ex.here.best,
      }));
      ex.moves.sort((x, y) => y.best - x.best || moveRank(x) - moveRank(y) || x.to - y.to);
      ex.line = line.map((k, i) => ({
        to: k,
        places: b.places[next.length + i],
        mover: moverOf(k),
        ...valueOf(b.values[next.length + i]),
        repeat: line.indexOf(k) < i,
      }));
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
  function go(k, { record = true } = {}) {
    if (k === null || k === undefined || k < 0) return update();
    if (k === ex.target) return update();
    if (record && ex.target !== null) {
      ex.history.push(ex.target);
      ex.future = [];
      if (ex.history.length > 2000) ex.history.shift();
    }
    ex.target = k;
    ex.hint = null;
    return update();
  }
  // The position with these places and this mover (asked of the session), shown.
  async function goPlaces(places, mover, opts) {
    ex.pending++;
    let k = -1;
    try {
      k = (await ask({ positions: [{ mover, places }] })).positions[0];
    } finally {
      ex.pending--;
    }
    if (!(k >= 0)) return false;
    await go(k, opts);
    return true;
  }
  function moveTo(to) {
    if (ex.pos === null || !ex.moves.some((m) => m.to === to)) return false;
    stopAnim();
    go(to);
    return true;
  }

  // Back (undo) or forward (redo) through the positions; in play, to the human's next turn.
  function travel(from, to) {
    if (!from.length) return false;
    stopAnim();
    clearTimeout(solverTimer);
    let p;
    do {
      to.push(ex.target);
      p = from.pop();
      ex.target = p;
    } while (ex.play && from.length && moverOf(p) !== ex.play.human);
    if (ex.play) {
      ex.play.over = null;
      ex.play.repeated = false;
    }
    ex.hint = null;
    update();
    return true;
  }
  const undo = () => travel(ex.history, ex.future);
  const redo = () => travel(ex.future, ex.history);

  // ---- play against the solver ------------------------------------------------------------
  // referee (a puzzle, optional): allow(move, to) before a human move, moved() after every ply,
  // over(youWin, drawn) at the end, reply(cands) → the solver's move among its drawing ones.
  function startPlay(human, referee = null) {
    if (ex.session === null || ex.target === null) return;
    stopAnim();
    ex.play = { human, over: null, repeated: false, seen: new Set(), referee };
    ex.history = [];
    ex.future = [];
    ex.hint = null;
    const s = G().sides;
    if (followPlay && G().tokens[ex.token]?.side !== human) {
      const i = G().tokens.findIndex((t) => t.side === human);
      if (i >= 0) ex.token = i;
    }
    if (!referee)
      setStatus(
        `You play the ${esc(s[human])}; the solver plays the ${esc(s[1 - human])} (fastest win, longest resistance).`,
      );
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
    if (!play || !ex.here || ex.pos !== ex.target) return;
    const s = G().sides;
    if (play.seen.has(ex.pos) && !play.over) play.repeated = true;
    play.seen.add(ex.pos);
    const end = endText();
    if (end || ex.here.end || ex.moves.length === 0) {
      const w = ex.here.end ? ex.here.winner : -1;
      play.over =
        w < 0
          ? `${end ?? `The ${s[ex.mover]} cannot move`}: a draw by the rules.`
          : `${end ?? `The ${s[w]} ${wins(s[w])}.`} ${w === play.human ? 'You win!' : 'The solver wins.'}`;
      onChange();
      play.referee?.over(w === play.human, w < 0);
      return;
    }
    play.referee?.moved();
    play.over = null;
    if (ex.mover === play.human) return;
    clearTimeout(solverTimer);
    const at = ex.pos;
    solverTimer = setTimeout(async () => {
      if (ex.play !== play || ex.pos !== at) return;
      let best = ex.here.best ?? ex.moves[0]?.to;
      if (play.referee?.reply) {
        const cands = await drawingReplies(play).catch(() => null);
        if (ex.play !== play || ex.pos !== at) return;
        if (cands) best = play.referee.reply(cands) ?? best;
      }
      if (best !== undefined && best !== null) go(best);
    }, SOLVER_DELAY);
  }
  // The solver's moves that keep the draw, each with what it leaves the human:
  // [{ to, seen, draws, losses }] (lib/referee.js wayOut).
  async function drawingReplies(play) {
    const qs = ex.moves.filter((m) => m.o === 0 || m.byRule).map((m) => m.to);
    if (!qs.length) return [];
    const a = await ask({ moves: qs });
    const b = await ask({ values: a.moves.flat() });
    let i = 0;
    return qs.map((to, k) => {
      const v = a.moves[k].map(() => moveValue(valueOf(b.values[i++])));
      return {
        to,
        seen: play.seen.has(to),
        draws: v.filter((x) => x.o === 0).length,
        losses: v.filter((x) => x.o === 2).length,
      };
    });
  }
  // A human move in play: only on the human's turn, only legal moves; a referee may refuse it
  // (it says why itself). force: the solution's own move, not judged.
  function playMove(to, { force = false } = {}) {
    const play = ex.play;
    if (!play || play.over || ex.mover !== play.human || ex.pending) return false;
    const m = ex.moves.find((x) => x.to === to);
    if (m && play.referee && !force && !play.referee.allow(m, to)) return true;
    return moveTo(to);
  }
  function showHint() {
    if (!ex.here || ex.moves.length === 0) return;
    const m = ex.moves[0];
    ex.hint = m;
    const how = m.o === 1 ? `wins in ${m.d} plies` : m.o === 2 ? `loses, but holds out ${m.d} plies` : 'keeps the draw';
    // The game's own words name no token ('up to (2, 3)'): the side first.
    const words = G().moveText ? `the ${G().sides[ex.mover]} ${moveText(m)}` : moveText(m);
    setStatus(`Hint: ${esc(words)} — ${how}.`);
    onChange();
  }
  const endText = () => (ex.pos === null ? null : (G().endText?.(ex.places, ex.here) ?? null));
  // A move in words, from places `from` to `to` by `mover`: the game's words or moveWords.
  function wordsOf(from, to, mover) {
    const g = G();
    return g.moveText ? g.moveText(from, to, mover) : moveWords(from, to, g.tokens, g.where);
  }
  const moveText = (m) => wordsOf(ex.places, m.places, ex.mover);
  // Where a move goes: the place, when the mover has one token ('node 4'); else the move.
  function targetText(from, to, mover) {
    const g = G(),
      mine = g.tokens.flatMap((t, i) => (t.side === mover ? [i] : []));
    const t = mine[0];
    return mine.length === 1 ? g.where(to[t], t) + (to[t] === from[t] ? ' — pass' : '') : wordsOf(from, to, mover);
  }

  // After a move by the panel's buttons (redrawn), the focus goes on to the next move there.
  function focusPanel(panel) {
    const next =
      ex.refocus &&
      !ex.pending &&
      ex.pos === ex.target &&
      (panel.querySelector('[data-tt="move"]:not([disabled])') ?? panel.querySelector('button:not([disabled])'));
    if (next) {
      ex.refocus = false;
      next.focus();
    }
  }

  // ---- the best line, stepped or animated ---------------------------------------------------
  function animate() {
    if (!ex.line || ex.line.length < 2) return;
    stopAnim();
    ex.anim = { line: ex.line.map((q) => q.to), index: 0, timer: 0 };
    const step = () => {
      const a = ex.anim;
      if (!a) return;
      a.index++;
      if (a.index >= a.line.length) {
        ex.anim = null;
        onChange();
        return;
      }
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
  function stepBest() {
    if (ex.line && ex.line.length > 1) go(ex.line[1].to);
  }

  // ---- the panel ----------------------------------------------------------------------------
  function panelHtml() {
    if (ex.pos === null) return `<p class="muted">${ex.error ? esc(ex.error) : 'No position.'}</p>`;
    const g = G(),
      s = g.sides,
      play = ex.play;
    const cap = (x) => x[0].toUpperCase() + x.slice(1);
    const mover = s[ex.mover];
    let html =
      `<dl class="grid-pos">${g.tokens.map((t, i) => `<dt>${esc(cap(t.label))}</dt><dd>${esc(g.where(ex.places[i], i))}</dd>`).join('')}` +
      `<dt>To move</dt><dd>${esc(mover)}</dd><dt>Outcome</dt><dd>${valueTag(ex.here)} ${esc(valueWords(ex.here, s, ex.mover))}</dd></dl>`;
    if (ex.error) html += `<p class="message error">${esc(ex.error)}</p>`;
    html += `<div class="segmented small" role="radiogroup" aria-label="Side to move">${s.map((x, k) => `<button type="button" role="radio" data-tt="side" data-side="${k}" aria-checked="${ex.mover === k}" ${play ? 'disabled' : ''}>${esc(cap(x))} to move</button>`).join('')}</div>`;
    if (play) {
      const yourTurn = !play.over && ex.mover === play.human;
      html +=
        `<div class="play-box"><p><b>Playing</b> as the ${esc(s[play.human])}. ${play.over ? `<b>${esc(play.over)}</b>` : yourTurn ? 'Your move: click a highlighted place or a move below.' : 'The solver is thinking…'}</p>` +
        (play.repeated && !play.over
          ? '<p class="small muted">A position came back: with best play neither side can force a win from here.</p>'
          : '') +
        `<div class="row"><button type="button" class="button small" data-tt="hint" ${yourTurn ? '' : 'disabled'} title="Show one good move (H)">Hint <kbd>H</kbd></button>` +
        `<button type="button" class="button ghost small" data-tt="undo" ${ex.history.length ? '' : 'disabled'} title="Take back your last move (Ctrl+Z)">Undo</button>` +
        `<button type="button" class="button ghost small" data-tt="redo" ${ex.future.length ? '' : 'disabled'} title="Redo (Ctrl+Y)">Redo</button>` +
        '<button type="button" class="button ghost small" data-tt="stop-play">Stop</button></div></div>';
    } else {
      html += `<div class="row play-row"><span class="small muted">Play against the solver:</span>${s.map((x, k) => `<button type="button" class="button small" data-tt="play" data-human="${k}">as the ${esc(x)}</button>`).join('')}</div>`;
    }
    const end = endText();
    if (end || ex.here?.end) return html + `<p><b>${esc(end ?? 'The game is over here.')}</b></p>`;
    if (!play || ex.mover === play.human) {
      if (ex.moves.length === 0) html += `<p>The ${esc(mover)} has no legal move.</p>`;
      else {
        html +=
          `<p class="small muted">Moves of the ${esc(mover)}, best first (outcome for the ${esc(mover)}):</p><ul class="grid-moves">` +
          ex.moves
            .slice(0, SHOWN_MOVES)
            .map(
              (m) =>
                `<li><button type="button" class="button ghost small${ex.hint === m ? ' hinted' : ''}" data-tt="move" data-to="${m.to}" ${play?.over ? 'disabled' : ''}><span>${esc(moveText(m))}</span>${valueTag(m)}</button></li>`,
            )
            .join('') +
          (ex.moves.length > SHOWN_MOVES
            ? `<li class="muted small">… and ${ex.moves.length - SHOWN_MOVES} more</li>`
            : '') +
          '</ul>';
      }
    }
    if (!play && ex.line && ex.line.length > 1) {
      const plies = ex.line.length - 1;
      html +=
        `<div class="line-box"><p class="small"><b>Best line:</b> ${ex.line[plies].repeat ? `${plies} plies, then it repeats (endless play)` : `${plies} ${plies === 1 ? 'ply' : 'plies'} to the end`}.</p><div class="row">` +
        `<button type="button" class="button ghost small" data-tt="back" ${ex.history.length ? '' : 'disabled'} title="Back (←)">◀ Back</button>` +
        '<button type="button" class="button ghost small" data-tt="step" title="One ply along the best line (→)">Step ▶</button>' +
        (ex.anim
          ? '<button type="button" class="button small" data-tt="stop-anim">■ Stop</button>'
          : '<button type="button" class="button small" data-tt="animate" title="Play the best line step by step">▶ Animate</button>') +
        `<button type="button" class="button ghost small" data-tt="forward" ${ex.future.length ? '' : 'disabled'} title="Forward again">Redo</button></div></div>`;
    } else if (!play && ex.history.length) {
      html += '<div class="row"><button type="button" class="button ghost small" data-tt="back">◀ Back</button></div>';
    }
    return html;
  }
  // Clicks on the panel's buttons (data-tt); true when handled.
  function onPanelClick(b) {
    ex.refocus = ['move', 'step', 'back', 'forward', 'undo', 'redo', 'hint'].includes(b.dataset.tt);
    switch (b.dataset.tt) {
      case 'side':
        setSide(Number(b.dataset.side));
        return true;
      case 'move':
        if (ex.play) playMove(Number(b.dataset.to));
        else moveTo(Number(b.dataset.to));
        return true;
      case 'play':
        startPlay(Number(b.dataset.human));
        return true;
      case 'stop-play':
        stopPlay();
        return true;
      case 'hint':
        showHint();
        return true;
      case 'undo':
      case 'back':
        undo();
        return true;
      case 'redo':
      case 'forward':
        redo();
        return true;
      case 'animate':
        animate();
        return true;
      case 'stop-anim':
        stopAnim();
        onChange();
        return true;
      case 'step':
        stopAnim();
        stepBest();
        return true;
      default:
        return false;
    }
  }
  async function setSide(side) {
    await settled();
    if (!ex.play && ex.pos !== null && side !== ex.mover) await goPlaces(ex.places, side, { record: false });
  }

  Object.defineProperty(ex, 'active', { get: () => ex.session !== null });
  return Object.assign(ex, {
    // A new solve: the session's result (session, positions, info, start), shown at `at`
    // ({ places, mover }, a share link's) when that is a position, else at the start.
    async load(result, { at = null, token = null } = {}) {
      stopAnim();
      clearTimeout(solverTimer);
      Object.assign(ex, {
        session: result.session,
        result,
        positions: result.positions,
        play: null,
        hint: null,
        map: null,
        here: null,
        moves: [],
        line: null,
        history: [],
        future: [],
        pos: null,
        target: null,
      });
      const n = result.info?.tokens?.length ?? 2;
      if (Number.isInteger(token)) ex.token = token;
      if (!(ex.token >= 0 && ex.token < n)) ex.token = 0;
      if (
        at &&
        Array.isArray(at.places) &&
        (await goPlaces(at.places, at.mover === 1 ? 1 : 0, { record: false }).catch(() => false))
      )
        return true;
      await go(result.start, { record: false });
      return !at;
    },
    clear() {
      stopAnim();
      clearTimeout(solverTimer);
      seq++;
      Object.assign(ex, {
        session: null,
        result: null,
        pos: null,
        target: null,
        map: null,
        here: null,
        moves: [],
        line: null,
        play: null,
        hint: null,
        history: [],
        future: [],
      });
    },
    setToken(t) {
      ex.token = t;
      return update();
    },
    setSide,
    // Puts token `token` on `place` without a move (looking around), the others held.
    async place(token, place) {
      await settled();
      if (ex.pos === null || ex.play) return false;
      stopAnim();
      const places = ex.places.slice();
      places[token] = place;
      return goPlaces(places, ex.mover);
    },
    // The map's value where the map's token stands on `place`, or null.
    mapValue(place) {
      if (!ex.map || ex.pos === null || ex.map.key !== mapKey(ex.places, ex.mover, ex.token)) return null;
      const o = ex.map.outcomes[place];
      return o === 3 || o === undefined
        ? null
        : { o, d: ex.map.depths[place] === 0xffffffff ? null : ex.map.depths[place] };
    },
    // The places the mover's moves go to, on the human's turn in play; else null.
    legal() {
      if (ex.pos === null || !ex.play || ex.play.over || ex.mover !== ex.play.human) return null;
      return new Set(ex.moves.map((m) => m.dest));
    },
    // The best move that puts the moving token on `place` (a click on the board), or null.
    moveAt: (place) => ex.moves.find((m) => m.dest === place) ?? null,
    moveText,
    wordsOf,
    targetText,
    moverOf,
    ask,
    goPlaces,
    // The position after move `to` and its value for the side then to move, with its best reply.
    async after(to) {
      const a = await ask({ values: [to], best: [to], places: [to] });
      const best = a.best[0];
      const b = best === null || best === undefined ? null : await ask({ places: [best] });
      return { value: valueOf(a.values[0]), places: a.places[0], reply: b ? { to: best, places: b.places[0] } : null };
    },
    go,
    moveTo,
    playMove,
    undo,
    redo,
    startPlay,
    stopPlay,
    showHint,
    animate,
    stopAnim,
    stepBest,
    focusPanel,
    panelHtml,
    onPanelClick,
    update,
  });
}
