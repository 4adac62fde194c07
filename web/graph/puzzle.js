// The token game's puzzles: how a puzzle's graph is loaded and solved, its start shown, played
// with a referee (the token game's play) and its moves put in words, and the graph on screen
// as a source to mine.

import { $ } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { positionOf, vertexOf } from '../lib/outcome.js';
import { isPuzzleStart } from '../lib/referee.js';
import { parseGraph, graphToText } from '../graph-editor/parse.js';
import { state as editor, model, sides, successors } from '../graph-editor/state.js';
import { loadGraph } from '../graph-editor/feature.js';
import { setBoxText, showParseMessage, readOrThrow } from '../graph-editor/text-input.js';
import { tokenGame, currentSolution } from './state.js';
import { startPlay, stopPlay, applyPlayMove, playHumanMove } from './play.js';

// A token on a directed graph (generic): the graph editor's play, human moving first.
export function graphPuzzle(pz) {
  const play = () => tokenGame.play;
  return {
    async load() {
      setGame(pz.game, { solveAfter: false, cause: 'puzzle' });
      setApp({ misere: pz.misere, presetNote: '' }, 'puzzle');
      $('misere').checked = pz.misere;
      const g = readOrThrow(parseGraph(pz.text, { format: 'auto', base: 'auto' })).graph;
      editor.base = g.base;
      setBoxText(pz.text);
      showParseMessage('', '');
      await loadGraph(g.n, g.from, g.to, { cause: 'puzzle' });
      if (!currentSolution()) throw new Error('the solve did not finish');
    },
    start(referee) {
      stopPlay(false);
      tokenGame.cursor = pz.start.vertex;
      startPlay('first');
      if (tokenGame.play) tokenGame.play.referee = referee;
    },
    stop() {
      stopPlay(false);
    },
    // Is the start a puzzle of its kind and pz.plies (lib/referee.js isPuzzleStart)?
    async check() {
      const sol = currentSolution();
      const v = pz.start.vertex;
      if (v >= sol.n) return false;
      const o = { W: 1, L: 2, D: 0 };
      const here = { o: o[sol.letter(v)], d: sol.depth(v) };
      return isPuzzleStart(
        pz.kind,
        here,
        sol.moves(v).map((m) => ({ o: o[m.result], d: m.resultDepth })),
        pz.plies,
      );
    },
    plies: () => play()?.log.length ?? 0,
    repeated: () => !!play()?.repeated,
    legalMoves: () => Array.from(successors().successors(vertexOf(sides(), play().pos))),
    playMove(target) {
      playHumanMove(target);
    },
    humanToMove: () => !!play() && !play().over && play().humanToMove,
    over: () => !play() || !!play().over,
    best: () => (play() ? (currentSolution()?.bestTarget(play().pos) ?? null) : null),
    playBest() {
      const t = this.best();
      if (t !== null) applyPlayMove(t, 'You');
    },
    where: (v) => `vertex ${v + editor.base}`,
    // The opponent's best answer once the human went to target.
    async refutation(target) {
      const sol = currentSolution();
      const side = sides() === 2 ? (play().pos & 1) ^ 1 : 0;
      const t = sol.bestTarget(positionOf(sides(), target, side));
      return t === null ? '' : `the opponent moves to vertex ${t + editor.base}`;
    },
  };
}

// The graph on screen as a source of puzzles (graph-editor/features.js asks for it).
export function puzzleSource(solver, { from, to }) {
  const misere = app.misere;
  return {
    game: app.game,
    misere,
    text: graphToText(model.n, from, to, 1),
    mine: (options) => solver.puzzles({ game: app.game, n: model.n, from, to, misere, ...options }),
  };
}
