// The token game's position view: the position shown (the cursor), its best line and stepping
// along it; and playing against the solver from it: the human's moves checked against the
// graph, the solver's replies (its best move) after a short pause, undo and redo, a hint.

import { setStatus } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { app } from '../shell/state.js';
import { refresh } from '../shell/features.js';
import { state as editor, sides, successors } from '../graph-editor/state.js';
import { tokenGame, currentSolution } from './state.js';
import { positionOf, vertexOf } from '../lib/outcome.js';

// ---- the cursor and its best line ----------------------------------------------------------
export function setCursor(p, { keepLine = false } = {}) {
  tokenGame.cursor = p;
  editor.selectedEdge = null;
  if (!keepLine) {
    const sol = currentSolution();
    tokenGame.line = sol && p !== null ? { ...sol.bestLine(p), index: 0 } : null;
  }
  refresh();
}

export function selectVertex(v, side = 0) {
  setCursor(positionOf(sides(), v, sides() === 2 ? side : 0));
}

export function stepLine(delta) {
  const line = tokenGame.line;
  if (!line) return;
  line.index = Math.max(0, Math.min(line.positions.length - 1, line.index + delta));
  tokenGame.cursor = line.positions[line.index];
  refresh();
}

// ---- play against the solver ---------------------------------------------------------------
export function startPlay(human) {
  const sol = currentSolution();
  if (!sol || tokenGame.cursor === null) return;
  const start = tokenGame.cursor;
  tokenGame.play = {
    human,
    start,
    pos: start,
    log: [],
    seen: new Set([start]),
    over: null,
    repeated: false,
    humanToMove: false,
  };
  tokenGame.play.humanToMove = isHumanTurn(start, 0);
  tokenGame.line = null;
  checkPlayOver();
  refresh();
  if (!tokenGame.play.over && !tokenGame.play.humanToMove) scheduleSolverMove();
}

export function isHumanTurn(pos, ply) {
  const play = tokenGame.play;
  if (sides() === 2) return (pos & 1 ? 'Bob' : 'Alice') === play.human;
  return (ply % 2 === 0) === (play.human === 'first');
}

export function checkPlayOver() {
  const play = tokenGame.play;
  const v = vertexOf(sides(), play.pos);
  if (successors().successors(v).length > 0) return;
  const humanStuck = play.humanToMove;
  const misere = app.misere && gameInfo(app.game).misereOption;
  const stuckWins = misere;
  const youWin = humanStuck ? stuckWins : !stuckWins;
  const who = humanStuck ? 'You cannot move' : 'The solver cannot move';
  play.over = { youWin, text: `${who}: ${youWin ? 'you win!' : 'you lose.'}` };
  play.referee?.over(youWin);
}

export function applyPlayMove(target, who) {
  const play = tokenGame.play;
  const from = vertexOf(sides(), play.pos);
  const side = sides() === 2 ? (play.pos & 1) ^ 1 : 0;
  const next = positionOf(sides(), target, side);
  play.log.push({ who, from, to: target, pos: play.pos });
  play.pos = next;
  if (play.seen.has(next)) play.repeated = true;
  play.seen.add(next);
  play.humanToMove = isHumanTurn(next, play.log.length);
  checkPlayOver();
  refresh();
  play.referee?.moved();
  if (!play.over && !play.humanToMove) scheduleSolverMove();
}

export function playHumanMove(target) {
  const play = tokenGame.play;
  if (!play || play.over || !play.humanToMove) return;
  const v = vertexOf(sides(), play.pos);
  if (!successors().successors(v).includes(target)) {
    setStatus(`No move ${v + editor.base} → ${target + editor.base}: pick one of the highlighted vertices.`);
    return;
  }
  // A referee (a puzzle) may refuse the move: it explains why itself.
  if (play.referee && !play.referee.allow(moveOutcome(play.pos, target), target)) return;
  play.undone = [];
  applyPlayMove(target, 'You');
}

// The mover's view of the move pos → target: { outcome: 1 win | 2 loss | 0 draw, depth: plies to the end }.
export function moveOutcome(pos, target) {
  const m = currentSolution()
    .moves(pos)
    .find((x) => x.target === target);
  if (!m) return { outcome: 3 };
  return { outcome: m.result === 'W' ? 1 : m.result === 'L' ? 2 : 0, depth: m.resultDepth ?? Infinity };
}

let solverMoveTimer = 0;

export function scheduleSolverMove() {
  clearTimeout(solverMoveTimer);
  const play = tokenGame.play;
  solverMoveTimer = setTimeout(() => {
    if (tokenGame.play !== play || play.over) return;
    let t = currentSolution()?.bestTarget(play.pos);
    // A referee (a hold-the-draw puzzle) may pick among the solver's drawing moves.
    if (play.referee?.reply) t = play.referee.reply(drawingReplies(play)) ?? t;
    if (t === null || t === undefined) return;
    applyPlayMove(t, 'Solver');
  }, 550);
}

// The solver's moves that keep the draw, each with what it leaves the human: { to, seen,
// draws, losses } (lib/referee.js wayOut).
function drawingReplies(play) {
  const sol = currentSolution();
  const side = sides() === 2 ? (play.pos & 1) ^ 1 : 0;
  return sol
    .moves(play.pos)
    .filter((m) => m.result === 'D')
    .map((m) => {
      const q = positionOf(sides(), m.target, side);
      const after = sol.moves(q);
      return {
        to: m.target,
        seen: play.seen.has(q),
        draws: after.filter((x) => x.result === 'D').length,
        losses: after.filter((x) => x.result === 'L').length,
      };
    });
}

export function stopPlay(render = true) {
  if (!tokenGame.play) return;
  clearTimeout(solverMoveTimer);
  const start = tokenGame.play.start;
  tokenGame.play = null;
  if (render) {
    setCursor(start);
    setStatus('Stopped playing.');
  }
}

// A snapshot of the game in play (undo and redo travel between them).
const snapshot = (play) => ({
  pos: play.pos,
  log: play.log.slice(),
  over: play.over,
  repeated: play.repeated,
  humanToMove: play.humanToMove,
});
function restore(play, s) {
  Object.assign(play, { ...s, log: s.log.slice() });
  play.seen = new Set([play.start, ...play.log.map((e) => e.pos), play.pos]);
  refresh();
  if (!play.over && !play.humanToMove) scheduleSolverMove();
}

export function undoPlayMove() {
  const play = tokenGame.play;
  if (!play || play.log.length === 0) return;
  clearTimeout(solverMoveTimer);
  (play.undone ??= []).push(snapshot(play));
  // Take back to the last position where it was the human's move.
  let entry;
  do {
    entry = play.log.pop();
  } while (play.log.length && entry.who !== 'You');
  play.pos = entry.pos;
  play.over = null;
  play.repeated = false;
  play.seen = new Set([play.start, ...play.log.map((e) => e.pos)]);
  play.humanToMove = isHumanTurn(play.pos, play.log.length);
  refresh();
  if (!play.humanToMove) scheduleSolverMove();
}

// Plays again what the last undo took back (until the human moves anew).
export function redoPlayMove() {
  const play = tokenGame.play;
  if (!play?.undone?.length) return;
  clearTimeout(solverMoveTimer);
  restore(play, play.undone.pop());
}

// The solver's best move for the human, in words (H).
export function playHint() {
  const play = tokenGame.play;
  if (!play || play.over || !play.humanToMove) return;
  const t = currentSolution()?.bestTarget(play.pos);
  if (t === null || t === undefined) return;
  const m = moveOutcome(play.pos, t);
  const how =
    m.outcome === 1
      ? `wins in ${m.depth} plies`
      : m.outcome === 2
        ? `loses, but holds out ${m.depth} plies`
        : 'keeps the draw';
  setStatus(`Hint: move to vertex ${t + editor.base} — ${how}.`);
}

export function playEdges() {
  const set = new Set();
  for (const e of tokenGame.play.log) set.add(e.from + ',' + e.to);
  return set;
}
