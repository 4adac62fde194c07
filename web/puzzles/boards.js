// Puzzles on the page's boards: for each feature, how a puzzle's board or graph is loaded and
// solved, its start position set, played with a referee, and a move put in words. The
// features draw; puzzle mode (puzzles/mode.js) only drives them through these adapters.

import { $ } from '../shell/page.js';
import { featureOf } from '../shell/games.js';
import { state, model, sides, currentSolution, successors } from '../shell/state.js';
import { boardUI, catMouse } from '../shell/features.js';
import { setGame } from '../shell/main.js';
import { parseGraph, graphToText } from '../graph/parse.js';
import { parseCatMouse, catMouseText } from '../graph/parse-cat-mouse.js';
import { parseBoard, boardToText } from '../board/board.js';
import { loadGraph } from '../graph/feature.js';
import { setBoxText, showParseMessage } from '../graph/text-input.js';
import { startPlay, stopPlay, applyPlayMove, playHumanMove } from '../explore/graph-play.js';
import { positionOf, vertexOf } from '../explore/outcome.js';

const NONE = 0xFFFFFFFF;

function readOrThrow(r) {
  if (!r.ok) throw new Error(`the puzzle's board does not read (line ${r.error.line}: ${r.error.message})`);
  return r;
}

// A token on a directed graph (generic): the graph editor's play, human moving first.
function graphBoard(pz) {
  const play = () => state.play;
  return {
    async load() {
      setGame(pz.game, { solveAfter: false });
      state.misere = pz.misere;
      $('misere').checked = pz.misere;
      const g = readOrThrow(parseGraph(pz.text, { format: 'auto', base: 'auto' })).graph;
      state.base = g.base;
      state.presetNote = '';
      setBoxText(pz.text);
      showParseMessage('', '');
      await loadGraph(g.n, g.from, g.to);
      if (!currentSolution()) throw new Error('the solve did not finish');
    },
    start(referee) {
      stopPlay(false);
      state.cursor = pz.start.vertex;
      startPlay('first');
      if (state.play) state.play.referee = referee;
    },
    stop() { stopPlay(false); },
    // Is the start a puzzle of pz.plies (a win of exactly that depth, one winning move)?
    async check() {
      const sol = currentSolution();
      const v = pz.start.vertex;
      if (v >= sol.n) return false;
      return sol.letter(v) === 'W' && sol.depth(v) === pz.plies && sol.moves(v).filter((m) => m.result === 'W').length === 1;
    },
    legalMoves: () => Array.from(successors().successors(vertexOf(sides(), play().pos))),
    playMove(target) { playHumanMove(target); },
    humanToMove: () => !!play() && !play().over && play().humanToMove,
    over: () => !play() || !!play().over,
    best: () => (play() ? currentSolution()?.bestTarget(play().pos) ?? null : null),
    playBest() { const t = this.best(); if (t !== null) applyPlayMove(t, 'You'); },
    where: (v) => `vertex ${v + state.base}`,
    // The opponent's best answer once the human went to target.
    async refutation(target) {
      const sol = currentSolution();
      const side = sides() === 2 ? (play().pos & 1) ^ 1 : 0;
      const t = sol.bestTarget(positionOf(sides(), target, side));
      return t === null ? '' : `the opponent moves to vertex ${t + state.base}`;
    },
  };
}

// Two tokens (police and thief on a board, cat and mouse on a graph): the explorer's play.
function twoTokenBoard(pz, feature) {
  const onBoard = feature === 'board';
  const ex = () => (onBoard ? boardUI.explorer : catMouse.explorer);
  const them = pz.start.side === 0 ? (onBoard ? 'thief' : 'mouse') : (onBoard ? 'police' : 'cat');
  const where = (loc) => {
    if (!onBoard) return `node ${loc}`;
    const cell = boardUI.cellOf(loc), cols = boardUI.ui.board.cols;
    const p = ex().pos;
    const pass = p && (p.side === 0 ? p.c : p.r) === loc;
    return `(${Math.floor(cell / cols) + 1}, ${(cell % cols) + 1})${pass ? ' — pass' : ''}`;
  };
  const startPos = () => (onBoard
    ? { c: boardUI.locOf(pz.start.police), r: boardUI.locOf(pz.start.thief), side: pz.start.side }
    : { c: pz.start.cat, r: pz.start.mouse, side: pz.start.side });
  return {
    async load() {
      setGame(pz.game, { solveAfter: false });
      if (onBoard) {
        const board = readOrThrow(parseBoard(pz.text)).board;
        await boardUI.openPosition(board, { police: pz.start.police, thief: pz.start.thief, side: pz.start.side });
        if (!boardUI.solution) throw new Error('the solve did not finish');
      } else {
        const g = readOrThrow(parseCatMouse(pz.text)).graph;
        state.presetNote = '';
        setBoxText(pz.text);
        showParseMessage('', '');
        catMouse.ui.pendingPos = { c: pz.start.cat, r: pz.start.mouse, side: pz.start.side };
        await loadGraph(g.n, g.from, g.to);
        if (!catMouse.solution) throw new Error('the solve did not finish');
      }
    },
    start(referee) {
      const e = ex();
      e.stopPlay();
      e.go(startPos(), { record: false });
      e.history = []; e.future = [];
      e.startPlay(pz.start.side, referee);
    },
    stop() { ex().stopPlay(); },
    async check() {
      const e = ex();
      await new Promise((resolve) => { const wait = () => (e.pending ? setTimeout(wait, 20) : resolve()); wait(); });
      return !!e.here && e.here.o === 1 && e.here.d === pz.plies && e.moves.filter((m) => m.o === 1).length === 1;
    },
    legalMoves: () => ex().moves.map((m) => m.to),
    playMove(dest) { ex().playMove(dest); },
    humanToMove: () => { const e = ex(); return !!e.play && !e.play.over && e.pos.side === e.play.human && !e.pending; },
    over: () => !ex().play || !!ex().play.over,
    best: () => { const b = ex().here?.best; return b === undefined || b === NONE ? null : b; },
    playBest() { const b = this.best(); if (b !== null) ex().moveTo(b); },
    where,
    async refutation(dest) {
      const a = await ex().after(dest);
      const b = a?.value?.best;
      return b === undefined || b === NONE ? '' : `the ${them} moves to ${where(b)}`;
    },
    hint() { ex().showHint(); },
  };
}

// The adapter for a puzzle's game.
export function puzzleBoard(pz) {
  const feature = featureOf(pz.game);
  return feature === 'graph' ? graphBoard(pz) : twoTokenBoard(pz, feature);
}

// The names of the two sides for messages: { you, them }.
export function sideNames(pz) {
  const feature = featureOf(pz.game);
  if (feature === 'board') return pz.start.side === 0 ? { you: 'police', them: 'thief' } : { you: 'thief', them: 'police' };
  if (feature === 'pair-graph') return pz.start.side === 0 ? { you: 'cat', them: 'mouse' } : { you: 'mouse', them: 'cat' };
  return { you: 'player to move', them: 'opponent' };
}

// The text of what the editor shows now, to mine puzzles from it: { game, misere, text } or
// null with a reason.
export function editorSource() {
  const feature = featureOf(state.game);
  if (feature === 'board') return { game: state.game, misere: false, text: boardToText(boardUI.ui.board) };
  if (model.n === 0 || model.isBig) return null;
  const { from, to } = model.edgeArrays();
  const text = feature === 'pair-graph' ? catMouseText(model.n, from, to) : graphToText(model.n, from, to, 1);
  return { game: state.game, misere: state.misere && feature === 'graph', text, n: model.n, from, to };
}
