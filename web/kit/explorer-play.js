// The explorer's play against the solver (kit/explorer.js): the game started from the position
// shown as one side, the solver's reply (its move at the level chosen — lib/opponent.js — or a
// referee's pick among its drawing moves: a hold-the-draw puzzle) after a pause, the end in
// words, a human move checked, the graded hint (the token, the kind of move, the move); and the
// best line stepped or animated.

import { esc } from '../lib/panels.js';
import { valueOf, moveValue } from '../lib/session-values.js';
import { opponentMove, levelInfo, hintKind, HINT_KIND_WORDS } from '../lib/opponent.js';
import { wins, the, The, depthWords } from '../lib/words.js';
import { opponentChoice } from './opponent-choice.js';

const SOLVER_DELAY = 550; // ms before the solver answers a move in play
const ANIM_STEP = 650; // ms per ply when the best line is animated

// inner: the explorer's own part (kit/explorer.js): { words(), ask(q), update(), settled(), go(k),
// moveTo(to), endText(), moveText(m), setStatus, onChange, followPlay, solverTimer }.

// referee (a puzzle, optional): allow(move, to) before a human move, moved() after every ply,
// over(youWin, drawn) at the end, reply(cands) → the solver's move among its drawing ones.
export function startPlay(explorer, inner, human, referee = null) {
  if (explorer.session === null || explorer.target === null) return;
  stopAnim(explorer);
  // placesOf: every position reached in this game and its places (the panel's list of moves played).
  // level, seed: the opponent's (a puzzle's referee wants the best defence: perfect).
  const level = referee ? 'perfect' : opponentChoice.level;
  explorer.play = {
    human,
    over: null,
    repeated: false,
    seen: new Set(),
    placesOf: new Map(),
    referee,
    level,
    seed: opponentChoice.seed,
  };
  explorer.history = [];
  explorer.future = [];
  explorer.hint = null;
  explorer.hintLevel = 0;
  const { sides, tokens } = inner.words();
  if (inner.followPlay && tokens[explorer.token]?.side !== human) {
    const i = tokens.findIndex((t) => t.side === human);
    if (i >= 0) explorer.token = i;
  }
  if (!referee)
    inner.setStatus(
      `You play ${esc(the(sides[human]))}; the solver plays ${esc(the(sides[1 - human]))} — ` +
        `${esc(levelInfo(level).name)}: ${esc(levelInfo(level).sentence)}`,
    );
  inner.update();
}

export function stopPlay(explorer, inner) {
  clearTimeout(inner.solverTimer);
  explorer.play = null;
  explorer.hint = null;
  explorer.hintLevel = 0;
  inner.onChange();
}

// After each answer of the session in play: the end, or the solver's move when it is its turn.
export function afterPlayUpdate(explorer, inner) {
  const play = explorer.play;
  if (!play || !explorer.here || explorer.pos !== explorer.target) return;
  const sides = inner.words().sides;
  play.placesOf.set(explorer.pos, explorer.places);
  if (play.seen.has(explorer.pos) && !play.over) play.repeated = true;
  play.seen.add(explorer.pos);
  const end = inner.endText();
  // The side to move in play's terms (a oneMover game: by the plies), and the winner in them.
  const turn = inner.turnAt(explorer.pos);
  if (end || explorer.here.end || explorer.moves.length === 0) {
    const w = explorer.here.end ? explorer.here.winner ^ explorer.mover ^ turn : -1;
    play.over =
      w < 0
        ? `${end ?? `${The(sides[turn])} cannot move`}: a draw by the rules.`
        : `${end ?? `${The(sides[w])} ${wins(sides[w])}.`} ${w === play.human ? 'You win!' : 'The solver wins.'}`;
    inner.onChange();
    play.referee?.over(w === play.human, w < 0);
    return;
  }
  play.referee?.moved();
  play.over = null;
  if (turn === play.human) return;
  clearTimeout(inner.solverTimer);
  const at = explorer.pos;
  inner.solverTimer = setTimeout(async () => {
    if (explorer.play !== play || explorer.pos !== at) return;
    let best = explorer.here.best ?? explorer.moves[0]?.to;
    if (play.level !== 'perfect')
      best =
        opponentMove(explorer.moves, {
          level: play.level,
          seed: play.seed,
          position: at,
          ply: explorer.history.length,
          best,
          seen: new Set([...explorer.history, at]),
        }) ?? best;
    if (play.referee?.reply) {
      const cands = await drawingReplies(explorer, inner, play).catch(() => null);
      if (explorer.play !== play || explorer.pos !== at) return;
      if (cands) best = play.referee.reply(cands) ?? best;
    }
    if (best !== undefined && best !== null) inner.go(best);
  }, SOLVER_DELAY);
}

// The solver's moves that keep the draw, each with what it leaves the human:
// [{ to, seen, draws, losses }] (lib/referee.js wayOut).
async function drawingReplies(explorer, inner, play) {
  const qs = explorer.moves.filter((m) => m.outcome === 0 || m.byRule).map((m) => m.to);
  if (!qs.length) return [];
  const a = await inner.ask({ moves: qs });
  const b = await inner.ask({ values: a.moves.flat() });
  let i = 0;
  return qs.map((to, k) => {
    const v = a.moves[k].map(() => moveValue(valueOf(b.values[i++])));
    return {
      to,
      seen: play.seen.has(to),
      draws: v.filter((x) => x.outcome === 0).length,
      losses: v.filter((x) => x.outcome === 2).length,
    };
  });
}

// A human move in play: only on the human's turn, only legal moves; a referee may refuse it
// (it says why itself). force: the solution's own move, not judged. A move from the position shown
// while the session is still asked about it (play just started, another token's map) is played
// once the answer is in — the moves shown are that position's, and a click on one is not lost.
export function playMove(explorer, inner, to, { force = false, waited = false } = {}) {
  const play = explorer.play;
  if (!play || play.over || inner.turnAt(explorer.pos) !== play.human) return false;
  if (explorer.pending) {
    const at = explorer.pos;
    if (waited || at !== explorer.target || !explorer.moves.some((x) => x.to === to)) return false;
    inner.settled().then(() => {
      if (explorer.play === play && explorer.pos === at) playMove(explorer, inner, to, { force, waited: true });
    });
    return true;
  }
  const move = explorer.moves.find((x) => x.to === to);
  if (move && play.referee && !force && !play.referee.allow(move, to)) return true;
  return inner.moveTo(to);
}

export const HINT_LEVELS = 3;

// The graded hint: each call one level more for the position shown — 1 the token to move (ringed,
// no target), 2 the kind of move in words (lib/opponent.js hintKind), 3 the move itself. →
// { level, words } (words: plain text), or null when there is nothing to hint.
export function showHint(explorer, inner) {
  if (!explorer.here || explorer.moves.length === 0) return null;
  const move = explorer.moves[0];
  explorer.hintLevel = explorer.hint?.to === move.to ? Math.min(HINT_LEVELS, explorer.hintLevel + 1) : 1;
  explorer.hint = move;
  const words = inner.words();
  const said =
    explorer.hintLevel === 1
      ? hintTokenWords(explorer, words, move)
      : explorer.hintLevel === 2
        ? `look for ${HINT_KIND_WORDS[hintKind(move, explorer.moves) ?? 'approach']}.`
        : `${hintMoveWords(explorer, inner, words, move)}.`;
  const text = `Hint ${explorer.hintLevel} of ${HINT_LEVELS}: ${said}`;
  explorer.hintWords = text;
  inner.setStatus(esc(text));
  inner.onChange();
  return { level: explorer.hintLevel, words: text };
}

// The token that moves (or the mover's first, for a pass) and where it stands: the first hint.
export function hintFrom(explorer, words, move) {
  const mover = words.oneMover ? -1 : explorer.mover;
  const token =
    move.token >= 0
      ? move.token
      : Math.max(
          0,
          words.tokens.findIndex((t) => t.side === mover),
        );
  return { token, place: explorer.places[token] };
}
function hintTokenWords(explorer, words, move) {
  const { token, place } = hintFrom(explorer, words, move);
  const label = words.tokens[token]?.label ?? 'token';
  const where = words.where(place, token);
  return move.token < 0
    ? `the ${label} on ${where} stays (a pass).`
    : `move the ${label} on ${where} (ringed) — where to is the next hint.`;
}
function hintMoveWords(explorer, inner, words, move) {
  const how =
    move.outcome === 1
      ? move.depth === null
        ? 'wins'
        : `wins in ${depthWords(move.depth)}`
      : move.outcome === 2
        ? move.depth === null
          ? 'loses'
          : `loses, but holds out ${depthWords(move.depth)}`
        : 'keeps the draw';
  // The game's own words name no token ('up to (2, 3)'): the side first ('move' where the
  // positions say no side: 'move to vertex 4').
  const said = !words.moveText
    ? inner.moveText(move)
    : `${words.oneMover ? 'move' : the(words.sides[inner.turnAt(explorer.pos)])} ${inner.moveText(move)}`;
  return `${said} — ${how}`;
}

// ---- the best line, stepped or animated -----------------------------------------------------
export function animate(explorer, inner) {
  if (!explorer.line || explorer.line.length < 2) return;
  stopAnim(explorer);
  explorer.anim = { line: explorer.line.map((q) => q.to), index: 0, timer: 0 };
  const step = () => {
    const a = explorer.anim;
    if (!a) return;
    a.index++;
    if (a.index >= a.line.length) {
      explorer.anim = null;
      inner.onChange();
      return;
    }
    inner.go(a.line[a.index]);
    a.timer = setTimeout(step, ANIM_STEP);
  };
  explorer.anim.timer = setTimeout(step, ANIM_STEP / 2);
  inner.onChange();
}
export function stopAnim(explorer) {
  if (!explorer.anim) return;
  clearTimeout(explorer.anim.timer);
  explorer.anim = null;
}
export function stepBest(explorer, inner) {
  if (explorer.line && explorer.line.length > 1) inner.go(explorer.line[1].to);
}
