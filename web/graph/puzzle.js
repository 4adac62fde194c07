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
export function graphPuzzle(puzzle) {
  const play = () => tokenGame.play;
  return {
    async load() {
      setGame(puzzle.game, { solveAfter: false, cause: 'puzzle' });
      setApp({ misere: puzzle.misere, presetNote: '' }, 'puzzle');
      $('misere').checked = puzzle.misere;
      const graph = readOrThrow(parseGraph(puzzle.text, { format: 'auto', base: 'auto' })).graph;
      editor.base = graph.base;
      setBoxText(puzzle.text);
      showParseMessage('', '');
      await loadGraph(graph.n, graph.from, graph.to, { cause: 'puzzle' });
      if (!currentSolution()) throw new Error('the solve did not finish');
    },
    start(referee) {
      stopPlay(false);
      tokenGame.cursor = puzzle.start.vertex;
      startPlay('first');
      if (tokenGame.play) tokenGame.play.referee = referee;
    },
    stop() {
      stopPlay(false);
    },
    // Is the start a puzzle of its kind and puzzle.plies (lib/referee.js isPuzzleStart)?
    async check() {
      const solution = currentSolution();
      const vertex = puzzle.start.vertex;
      if (vertex >= solution.n) return false;
      const outcomeCode = { W: 1, L: 2, D: 0 }; // lib/referee.js's outcome: 1 win, 2 loss, 0 draw
      const here = { outcome: outcomeCode[solution.letter(vertex)], depth: solution.depth(vertex) };
      return isPuzzleStart(
        puzzle.kind,
        here,
        solution.moves(vertex).map((move) => ({ outcome: outcomeCode[move.result], depth: move.resultDepth })),
        puzzle.plies,
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
      const target = this.best();
      if (target !== null) applyPlayMove(target, 'You');
    },
    where: (vertex) => `vertex ${vertex + editor.base}`,
    // The opponent's best answer once the human went to target.
    async refutation(target) {
      const solution = currentSolution();
      const side = sides() === 2 ? (play().pos & 1) ^ 1 : 0;
      const reply = solution.bestTarget(positionOf(sides(), target, side));
      return reply === null ? '' : `the opponent moves to vertex ${reply + editor.base}`;
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
