// Puzzles on the graph features: how a puzzle's graph is loaded and solved, its start shown,
// played with a referee and its moves put in words (a token on a directed graph: the graph
// play; cat and mouse: the two-token explorer), and the graph on screen as a source to mine.

import { $ } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { positionOf, vertexOf } from '../lib/outcome.js';
import { explorerPuzzle } from '../kit/puzzle.js';
import { isPuzzleStart } from '../lib/referee.js';
import { parseGraph, graphToText } from './parse.js';
import { parseCatMouse, catMouseText } from './parse-cat-mouse.js';
import { state, model, sides, currentSolution, successors, catMouse, defineHooks, hooks } from './state.js';
import { loadGraph } from './feature.js';
import { setBoxText, showParseMessage } from './text-input.js';
import { startPlay, stopPlay, applyPlayMove, playHumanMove } from './play.js';

function readOrThrow(r) {
  if (!r.ok) throw new Error(`the puzzle's board does not read (line ${r.error.line}: ${r.error.message})`);
  return r;
}

// A token on a directed graph (generic): the graph editor's play, human moving first.
export function graphPuzzle(pz) {
  const play = () => state.play;
  return {
    async load() {
      setGame(pz.game, { solveAfter: false, cause: 'puzzle' });
      setApp({ misere: pz.misere, presetNote: '' }, 'puzzle');
      $('misere').checked = pz.misere;
      const g = readOrThrow(parseGraph(pz.text, { format: 'auto', base: 'auto' })).graph;
      state.base = g.base;
      setBoxText(pz.text);
      showParseMessage('', '');
      await loadGraph(g.n, g.from, g.to, { cause: 'puzzle' });
      if (!currentSolution()) throw new Error('the solve did not finish');
    },
    start(referee) {
      stopPlay(false);
      state.cursor = pz.start.vertex;
      startPlay('first');
      if (state.play) state.play.referee = referee;
    },
    stop() { stopPlay(false); },
    // Is the start a puzzle of its kind and pz.plies (lib/referee.js isPuzzleStart)?
    async check() {
      const sol = currentSolution();
      const v = pz.start.vertex;
      if (v >= sol.n) return false;
      const o = { W: 1, L: 2, D: 0 };
      const here = { o: o[sol.letter(v)], d: sol.depth(v) };
      return isPuzzleStart(pz.kind, here, sol.moves(v).map((m) => ({ o: o[m.result], d: m.resultDepth })), pz.plies);
    },
    plies: () => play()?.log.length ?? 0,
    repeated: () => !!play()?.repeated,
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

// Cat and mouse: the two-token explorer's play on the drawn graph.
export function catMousePuzzle(pz) {
  return explorerPuzzle({
    pz,
    explorer: catMouse.explorer,
    async load() {
      setGame(pz.game, { solveAfter: false, cause: 'puzzle' });
      const g = readOrThrow(parseCatMouse(pz.text)).graph;
      setApp({ presetNote: '' }, 'puzzle');
      setBoxText(pz.text);
      showParseMessage('', '');
      catMouse.ui.pendingPos = { c: pz.start.cat, r: pz.start.mouse, side: pz.start.side };
      await loadGraph(g.n, g.from, g.to, { cause: 'puzzle' });
      if (!catMouse.solution) throw new Error('the solve did not finish');
    },
    startAt: () => ({ places: [pz.start.cat, pz.start.mouse], mover: pz.start.side }),
    them: pz.start.side === 0 ? 'mouse' : 'cat',
  });
}

// The graph on screen as a source of puzzles: { game, misere, text, mine(options) } or null.
export function graphPuzzleSource(solver) {
  if (model.n === 0 || model.isBig) return null;
  return hooks().puzzleSource(solver, model.edgeArrays());
}
defineHooks('pair-graph', {
  puzzleSource: (solver, { from, to }) => ({
    game: app.game, misere: false, text: catMouseText(model.n, from, to),
    async mine(options) {
      if (!catMouse.solution) await catMouse.solve();
      if (!catMouse.solution) throw new Error('the board did not solve');
      return solver.puzzles({ session: catMouse.explorer.session, ...options });
    },
  }),
});
defineHooks('graph', {
  puzzleSource(solver, { from, to }) {
    const misere = app.misere;
    return {
      game: app.game, misere, text: graphToText(model.n, from, to, 1),
      mine: (options) => solver.puzzles({ game: app.game, n: model.n, from, to, misere, ...options }),
    };
  },
});
