// The explorer of any solved game kept as a session in the worker (police and thief, cat and
// mouse, a design; How many cops?'s game, whose questions cops/game.js answers): the position
// looked at, the map of one token over every place with the others held, every move best first
// with its outcome, the best line (stepped or animated),
// play against the solver with hints and a referee (puzzles), undo and redo, and its panel.
// Everything comes from the session (docs/wasm-api.md: positions are numbers, each with its
// tokens' places and a mover; the upper half is the second side to move), never from rules
// written again here. Its parts: explorer-play.js (play, the hint, the best line animated),
// explorer-panel.js (the panel and its clicks) and explorer-readings.js (what features read of it).
//
// game() gives the game's words: { sides: ['police', 'thief'] (nouns: 'the police win'),
// tokens: [{ label, side }] in the session's order, where(place, token) → '(2, 3)',
// moveText?(from, to, mover) → words for a move (places before and after; default:
// 'cat (1, 2) → (1, 3)'), endText?(places, value) → words when the game is over there, or null,
// oneMover?: true when a position does not say who moves (a token on a directed graph: whoever
// is to move moves it) — in play the turn then passes by plies, side 0 moving first,
// twoPasses?: Why? says the two passes (Alice and Bob, kit/why.js), positionWords?(places,
// mover) → a position in Why?'s words }.
// A side's name with a capital is a proper name ('Alice'), written without 'the'.
// A value: lib/session-values.js.
// Options beside the words: moverOf(position, positions) → the side to move (default: the
// upper half of the positions is side 1's), mapOf(places, token, mover) → the map of `token`
// ({ outcomes, depths }) when the feature holds it already (a graph game's whole table).

import { valueOf, moveValue, moveRank, moveWords, followNames } from '../lib/session-values.js';
import * as playing from './explorer-play.js';
import * as panel from './explorer-panel.js';
import { explorerReadings, mapKey } from './explorer-readings.js';

export { valueLabel, valueTag, valueOf, moveValue, moveRank, valueWords, moveWords } from '../lib/session-values.js';

/** @typedef {ReturnType<typeof createExplorer>} Explorer the explorer: its state (explorerState) and its methods */
/**
 * The game's words (see above).
 * @typedef {{ sides: string[], tokens: { label: string, side: number }[],
 *   where: (place: number, token?: number) => string, moveText?: (from: number[], to: number[],
 *   mover: number) => string, endText?: (places: any, value: { winner: number, end: boolean }) => string | null,
 *   ruleWin?: (winner: number) => string, oneMover?: boolean, twoPasses?: boolean, positionWords?: (places: number[], mover: number) => string
 * }} ExplorerGame
 */

// The explorer's state, named (its methods are added by createExplorer).
function explorerState() {
  return {
    session: null,
    result: null,
    positions: 0,
    target: null, // the position asked for (shown once the session answers)
    pos: null,
    places: [],
    names: null, // per token of places: the token whose name it keeps (lib/session-values.js followNames)
    namesAt: new Map(), // position → its tokens' names when it was shown (the play log words past moves)
    mover: 0,
    token: 0, // the token the map moves over the board (the others held)
    map: null, // { key, outcomes, depths }
    here: null, // the value of pos, with best: the best move's position or null
    moves: [], // [{ to, places, token, dest, outcome, depth, byRule, best }], best first
    line: null, // the best line from pos: [{ to, places, mover, outcome, depth, repeat }]
    history: [],
    future: [],
    play: null, // { human, over: words | null, repeated, seen, placesOf, referee }
    hint: null, // the hinted move
    hintLevel: 0, // how far the hint went at this position: 1 the token, 2 the kind of move, 3 the move
    hintWords: '', // the last hint in words
    anim: null, // { line, index, timer }
    error: '',
    pending: 0, // queries in flight (tests wait for 0)
    refocus: false, // a panel button moved: the focus goes on to the next move's
  };
}

/** @type {(k: number, positions: number) => number} */
const upperHalf = (k, positions) => (k >= positions / 2 ? 1 : 0);

// The token a move moves (the first whose place changes), and where it goes; a pass: the
// mover's first token, staying.
function moved(tokens, from, to, mover) {
  const i = to.findIndex((p, j) => p !== from[j]);
  const t =
    i >= 0
      ? i
      : Math.max(
          0,
          tokens.findIndex((x) => x.side === mover),
        );
  return { token: i, dest: to[t] ?? -1 };
}

// Asks what the screen needs at explorer.target (the value, places, moves and best line; then
// the values and places after each, and the map), and shows it when the answer comes.
async function askScreen(explorer, inner) {
  if (explorer.session === null || explorer.target === null) {
    inner.onChange();
    return;
  }
  const my = ++inner.seq,
    session = explorer.session,
    here = explorer.target;
  explorer.pending++;
  try {
    const a = await inner.ask({
      values: [here],
      places: [here],
      moves: [here],
      best: [here],
      lines: [{ position: here, max: 2000 }],
    });
    if (my !== inner.seq || session !== explorer.session) return;
    const places = a.places[0],
      mover = inner.moverOf(here),
      next = a.moves[0],
      line = [here, ...a.lines[0]];
    const key = mapKey(explorer, places, mover, explorer.token);
    const held = inner.mapOf ? inner.mapOf(places, explorer.token, mover) : null;
    const wantMap = !held && (!explorer.map || explorer.map.key !== key);
    const b = await inner.ask({
      values: [...next, ...line],
      places: [...next, ...line],
      maps: wantMap ? [{ position: here, token: explorer.token, mover }] : [],
    });
    if (my !== inner.seq || session !== explorer.session) return;
    if (held) explorer.map = { key, outcomes: held.outcomes, depths: held.depths };
    else if (wantMap) explorer.map = b.maps[0] ? { key, outcomes: b.maps[0].outcomes, depths: b.maps[0].depths } : null;
    const tokens = inner.words().tokens;
    const names = followNames(explorer.places, explorer.names, places, tokens);
    explorer.namesAt.set(here, names);
    explorer.play?.placesOf.set(here, places); // the play log shows the move that reached here at once
    Object.assign(explorer, {
      pos: here,
      places,
      names,
      mover,
      here: { ...valueOf(a.values[0]), best: a.best[0] ?? null },
      error: '',
    });
    explorer.moves = next.map((to, i) => ({
      to,
      places: b.places[i],
      ...moved(tokens, places, b.places[i], mover),
      ...moveValue(valueOf(b.values[i])),
      best: to === explorer.here.best,
    }));
    explorer.moves.sort((x, y) => y.best - x.best || moveRank(x) - moveRank(y) || x.to - y.to);
    explorer.line = line.map((k, i) => ({
      to: k,
      places: b.places[next.length + i],
      mover: inner.moverOf(k),
      ...valueOf(b.values[next.length + i]),
      repeat: line.indexOf(k) < i,
    }));
  } catch (e) {
    if (my !== inner.seq) return;
    if (e.kind !== 'cancelled') explorer.error = e.message;
  } finally {
    explorer.pending--;
  }
  inner.onChange();
  if (explorer.play) playing.afterPlayUpdate(explorer, inner);
}

// ---- the position ---------------------------------------------------------------------------
function go(explorer, inner, k, { record = true } = {}) {
  if (k === null || k === undefined || k < 0 || k === explorer.target) return inner.update();
  if (record && explorer.target !== null) {
    explorer.history.push(explorer.target);
    explorer.future = [];
    if (explorer.history.length > 2000) explorer.history.shift();
  }
  // A position not reached by play (a puzzle's start, a new game): its tokens named afresh, in order of place.
  if (!record) explorer.names = null;
  explorer.target = k;
  explorer.hint = null;
  explorer.hintLevel = 0;
  return inner.update();
}
// The position with these places and this mover (asked of the session), shown.
async function goPlaces(explorer, inner, places, mover, opts) {
  explorer.pending++;
  let k = -1;
  try {
    k = (await inner.ask({ positions: [{ mover, places }] })).positions[0];
  } finally {
    explorer.pending--;
  }
  if (!(k >= 0)) return false;
  await go(explorer, inner, k, opts);
  return true;
}
// Back (undo) or forward (redo) through the positions; in play, to the human's next turn.
function travel(explorer, inner, from, to) {
  if (!from.length) return false;
  playing.stopAnim(explorer);
  clearTimeout(inner.solverTimer);
  let p;
  do {
    to.push(explorer.target);
    p = from.pop();
    explorer.target = p;
  } while (explorer.play && from.length && inner.turnAt(p) !== explorer.play.human);
  if (explorer.play) {
    explorer.play.over = null;
    explorer.play.repeated = false;
  }
  explorer.hint = null;
  explorer.hintLevel = 0;
  inner.update();
  return true;
}
// A new solve: the session's result (session, positions, info, start), shown at `at`
// ({ places, mover }, a share link's) when that is a position, else at the start.
async function load(explorer, inner, result, { at = null, token = null } = {}) {
  playing.stopAnim(explorer);
  clearTimeout(inner.solverTimer);
  // A fresh state but for the token the map moves and the queries still in flight.
  Object.assign(explorer, explorerState(), {
    session: result.session,
    result,
    positions: result.positions,
    token: explorer.token,
    pending: explorer.pending,
  });
  const n = result.info?.tokens?.length ?? 2;
  if (Number.isInteger(token)) explorer.token = token;
  if (!(explorer.token >= 0 && explorer.token < n)) explorer.token = 0;
  if (
    at &&
    Array.isArray(at.places) &&
    (await goPlaces(explorer, inner, at.places, at.mover === 1 ? 1 : 0, { record: false }).catch(() => false))
  )
    return true;
  await go(explorer, inner, result.start, { record: false });
  return !at;
}
// Resolves once the position asked for is shown (a look-around reads the places shown).
async function settled(explorer, inner) {
  for (let k = 0; k < 50 && (explorer.pending || explorer.pos !== explorer.target); k++) await inner.asking;
}

// The explorer's own part, shared by its parts (explorer-play.js, explorer-panel.js).
function innerOf(explorer, { solver, game, onChange, setStatus, followPlay, moverOf = upperHalf, mapOf = null }) {
  const inner = {
    words: () => game(),
    moverOf: (k) => moverOf(k, explorer.positions),
    mapOf,
    // Whose turn it is at position k, shown now or just reached in play: its mover; in a game
    // whose positions do not say who moves (oneMover), the plies played so far.
    turnAt: (k) => (game().oneMover && explorer.play ? explorer.history.length % 2 : moverOf(k, explorer.positions)),
    setStatus,
    onChange,
    followPlay,
    seq: 0,
    solverTimer: 0,
    asking: Promise.resolve(),
    ask: (q) => solver.ask(explorer.session, q),
    update: () => (inner.asking = askScreen(explorer, inner)),
    settled: () => settled(explorer, inner),
    go: (k, opts) => go(explorer, inner, k, opts),
    moveTo: (to) => explorer.moveTo(to),
    endText: () => (explorer.pos === null ? null : (game().endText?.(explorer.places, explorer.here) ?? null)),
    // A move in words, from places `from` to `to` by `mover`: the game's words or moveWords, each token by the name
    // it keeps (names: of the tokens at `from`; the position shown's when it is `from`).
    wordsOf(from, to, mover, names = from === explorer.places ? explorer.names : null) {
      const words = game();
      return words.moveText ? words.moveText(from, to, mover) : moveWords(from, to, words.tokens, words.where, names);
    },
    moveText: (m) => inner.wordsOf(explorer.places, m.places, explorer.mover),
  };
  return inner;
}

/**
 * @param {{ solver: import('../solver/client.js').SolverClient, game: () => ExplorerGame, onChange: () => void,
 *   setStatus: (html: string | (() => string), kind?: string) => void, followPlay?: boolean,
 *   moverOf?: (position: number, positions: number) => number,
 *   mapOf?: ((places: number[], token: number, mover: number) => { outcomes: ArrayLike<number>,
 *     depths: ArrayLike<number> } | null) | null }} options
 */
export function createExplorer({ solver, game, onChange, setStatus, followPlay = false, moverOf, mapOf }) {
  const explorer = explorerState();
  const inner = innerOf(explorer, { solver, game, onChange, setStatus, followPlay, moverOf, mapOf });
  Object.defineProperty(explorer, 'active', { get: () => explorer.session !== null });
  return Object.assign(explorer, {
    load: (result, opts) => load(explorer, inner, result, opts),
    clear() {
      playing.stopAnim(explorer);
      clearTimeout(inner.solverTimer);
      inner.seq++;
      Object.assign(explorer, explorerState(), { token: explorer.token, pending: explorer.pending });
    },
    setToken(t) {
      explorer.token = t;
      return inner.update();
    },
    async setSide(side) {
      await settled(explorer, inner);
      if (!explorer.play && explorer.pos !== null && side !== explorer.mover)
        await goPlaces(explorer, inner, explorer.places, side, { record: false });
    },
    // Puts token `token` on `place` without a move (looking around), the others held.
    async place(token, place) {
      await settled(explorer, inner);
      if (explorer.pos === null || explorer.play) return false;
      playing.stopAnim(explorer);
      const places = explorer.places.slice();
      places[token] = place;
      return goPlaces(explorer, inner, places, explorer.mover);
    },
    ...explorerReadings(explorer, inner),
    go: inner.go,
    goPlaces: (places, mover, opts) => goPlaces(explorer, inner, places, mover, opts),
    moveTo(to) {
      if (explorer.pos === null || !explorer.moves.some((m) => m.to === to)) return false;
      playing.stopAnim(explorer);
      go(explorer, inner, to);
      return true;
    },
    playMove: (to, opts) => playing.playMove(explorer, inner, to, opts),
    // In play, a click on a place (a vertex, a cell's location; negative: none): the move that goes
    // there is played, and null is returned; else why not, in words — `illegal` when no move goes there.
    playAt(place, illegal) {
      const move = explorer.pos === null || place === null || place < 0 ? null : explorer.moveAt(place);
      if (move && playing.playMove(explorer, inner, move.to)) return null;
      if (explorer.play?.over) return 'The game is over: Undo, or Stop to leave play.';
      const turn = explorer.pos === null ? explorer.mover : inner.turnAt(explorer.pos);
      return explorer.play && turn !== explorer.play.human ? 'Wait: the solver is moving.' : illegal;
    },
    undo: () => travel(explorer, inner, explorer.history, explorer.future),
    redo: () => travel(explorer, inner, explorer.future, explorer.history),
    startPlay: (human, referee) => playing.startPlay(explorer, inner, human, referee),
    stopPlay: () => playing.stopPlay(explorer, inner),
    showHint: () => playing.showHint(explorer, inner),
    // What the board shows of the hint: { level, from, to } — from: the place of the token to
    // move, to: where it goes (at the last level only, else null) — or null.
    hintMarks() {
      if (!explorer.hint || explorer.pos === null) return null;
      const level = explorer.hintLevel;
      const from = playing.hintFrom(explorer, inner.words(), explorer.hint).place;
      return { level, from, to: level >= playing.HINT_LEVELS ? explorer.hint.dest : null };
    },
    // Whether the board rings `place` for the hint (the token to move, or at the last level the target).
    hintedAt(place) {
      const marks = explorer.hintMarks();
      return !!marks && (marks.to ?? marks.from) === place;
    },
    animate: () => playing.animate(explorer, inner),
    stopAnim: () => playing.stopAnim(explorer),
    stepBest: () => playing.stepBest(explorer, inner),
    // Resolves once the position asked for is shown.
    settled: () => settled(explorer, inner),
    // The side whose turn it is at the position shown (in play: by the plies, for oneMover games).
    turn: () => (explorer.pos === null ? explorer.mover : inner.turnAt(explorer.pos)),
    changed: () => onChange(),
    focusPanel: (element) => panel.focusPanel(explorer, element),
    panelHtml: () => panel.panelHtml(explorer, inner),
    onPanelClick: (button) => panel.onPanelClick(explorer, button),
    update: inner.update,
  });
}
