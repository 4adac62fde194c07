// The token game on the drawn graph as the shell sees it ('graph': a token on a directed graph,
// generic and alice-bob): its adapter for the drawn-graph editor (graph-editor/state.js names
// what the editor asks), and its feature object (graph-editor/features.js builds the shared
// part). Its play, Why? and puzzles are the kit's (kit/explorer.js, kit/why.js, kit/puzzle.js);
// its explorer, views and panels are graph/feature.js, its state graph/state.js.

import { $, setStatus } from '../ui/page.js';
import { featureOf, sidesOf } from '../lib/games.js';
import { positionOf, vertexOf } from '../lib/outcome.js';
import { resultJson } from '../lib/codec.js';
import { app, setApp } from '../shell/state.js';
import { refresh, setGame } from '../shell/features.js';
import { explorerWhy } from '../kit/why.js';
import { explorerPuzzle } from '../kit/puzzle.js';
import { state as editor, model, views, sides, misereOn } from '../graph-editor/state.js';
import { buildViews } from '../graph-editor/editor.js';
import { drawnGraphFeature, graphPresets } from '../graph-editor/features.js';
import { loadGraph } from '../graph-editor/feature.js';
import { parseGraph, graphToText } from '../graph-editor/parse.js';
import { setBoxText, showParseMessage, readOrThrow } from '../graph-editor/text-input.js';
import { graphSolve, currentSolution } from './state.js';
import { explorer, graphWords, decorate, renderPanels, solve, noteEdit, forgetChanges } from './feature.js';
import { lineKeys } from '../kit/play-keys.js';

const MAP_TITLES = ['<b>A</b> · Alice moves first', '<b>B</b> · Bob moves first'];

// Alice and Bob's map toggle (A, B or both side by side); hidden for one start side.
function showMapToggles() {
  $('map-toggle-group').hidden = sides() !== 2;
  for (const b of document.querySelectorAll('[data-map]'))
    b.setAttribute('aria-checked', String(b.dataset.map === graphSolve.shownMap));
}

// A vertex picked (a click, a number typed): the explorer shows it, side `side` to move.
function pick(v, side = 0) {
  graphSolve.picked = v;
  editor.selectedEdge = null;
  if (currentSolution()) explorer.goPlaces([v], sides() === 2 ? side : 0);
  refresh();
}

// Keys off the views (the play keys and the cursor are the kit's: graph-editor/keys.js): the
// arrows back and along the best line (in play: back and forward), Esc stops an animation.
function onKey(e, typing) {
  if (typing || !currentSolution()) return false;
  return lineKeys(e, explorer, refresh);
}

const adapter = {
  id: 'graph',
  text: {
    parse: parseGraph,
    pairs: false,
    write: (n, from, to, base) => ({
      text: graphToText(n, from, to, base),
      words: `Wrote the board as "n m" + edges, ${base}-indexed.`,
    }),
  },
  activate({ previous }) {
    if (previous && featureOf(previous) !== 'graph') graphSolve.picked = null; // the graph may have changed meanwhile
    graphSolve.solution = null;
    explorer.clear();
    forgetChanges();
    showMapToggles();
  },
  deactivate() {
    explorer.stopPlay();
    explorer.stopAnim();
  },
  views() {
    const ab = sides() === 2;
    const shown = graphSolve.shownMap;
    const list = !ab ? [0] : shown === 'A' ? [0] : shown === 'B' ? [1] : [0, 1];
    return list.map((side) => ({ side, title: ab ? MAP_TITLES[side] : '' }));
  },
  clear() {
    graphSolve.picked = null;
    graphSolve.solution = null;
    explorer.clear();
  },
  afterEdit() {
    if (graphSolve.picked !== null && graphSolve.picked >= model.n) graphSolve.picked = null;
    explorer.stopPlay();
    explorer.stopAnim();
  },
  noteEdit,
  playing: () => !!explorer.play,
  // The play keys (graph-editor/keys.js): the token's vertex, take back, replay, hint, stop.
  tokenVertex: () => (currentSolution() && explorer.pos !== null ? explorer.places[0] : graphSolve.picked),
  takeBack: () => explorer.undo(),
  replay: () => explorer.redo(),
  hint: () => explorer.showHint(),
  stopPlay: () => explorer.stopPlay(),
  selected: () => graphSolve.picked,
  select: (v, side) => pick(v, side),
  deselect() {
    graphSolve.picked = null;
  },
  // In play a click is a move (or says why not).
  clickVertex(v) {
    if (!explorer.play) return false;
    const why = explorer.playAt(
      currentSolution() ? v : null,
      `No move to vertex ${v + editor.base}: pick one of the highlighted vertices.`,
    );
    if (why) setStatus(why);
    return true;
  },
  gotoVertex(k) {
    const side =
      sides() === 2
        ? graphSolve.shownMap === 'B'
          ? 1
          : explorer.pos !== null
            ? explorer.moverOf(explorer.pos)
            : 0
        : 0;
    pick(k - editor.base, side);
  },
  onPanelClick(e) {
    const button = e.target.closest('[data-tt]');
    if (button && !button.disabled) explorer.onPanelClick(button);
  },
  onKey,
  decorate,
  renderPanels,
  solve,
  solving: () => graphSolve.solving,
  solveCancelled() {
    graphSolve.solving = false;
  },
  solved: () => currentSolution(),
  autoSolveOk: () => true,
  exports: {
    dot: true,
    async json() {
      const sol = currentSolution();
      if (!sol) return null;
      return {
        text: JSON.stringify(resultJson(sol, { misere: misereOn(), edges: model.edgeCount })) + '\n',
        words: () => 'Exported the result as JSON.',
      };
    },
  },
  // The link's position: the vertex picked, with its side to move (as 2v + side for Alice and Bob).
  shareState: () => ({
    map: graphSolve.shownMap,
    selected:
      graphSolve.picked === null
        ? null
        : positionOf(sides(), graphSolve.picked, explorer.pos !== null ? explorer.moverOf(explorer.pos) : 0),
  }),
  shareApply(s, stage) {
    if (stage === 'prepare') graphSolve.shownMap = s.map;
    if (stage === 'load') {
      const two = sidesOf(s.game) === 2;
      graphSolve.pendingAt =
        s.selected === null || s.selected === undefined
          ? null
          : { places: [vertexOf(two ? 2 : 1, s.selected)], mover: two ? s.selected & 1 : 0 };
    }
    if (stage === 'loaded' && s.selected !== null && s.selected !== undefined)
      graphSolve.picked = vertexOf(sidesOf(s.game), s.selected);
  },
  // The graph on screen as a source of puzzles (graph-editor/features.js asks for it).
  puzzleSource(solver, { from, to }) {
    const misere = app.misere;
    return {
      game: app.game,
      misere,
      text: graphToText(model.n, from, to, 1),
      mine: (options) => solver.puzzles({ game: app.game, n: model.n, from, to, misere, ...options }),
    };
  },
};

// A puzzle: the kit's explorer plays it on the puzzle's graph, the user moving first.
function graphPuzzle(puzzle) {
  return explorerPuzzle({
    puzzle,
    explorer,
    async load() {
      setGame(puzzle.game, { solveAfter: false, cause: 'puzzle' });
      setApp({ misere: puzzle.misere, presetNote: '' }, 'puzzle');
      $('misere').checked = puzzle.misere;
      const graph = readOrThrow(parseGraph(puzzle.text, { format: 'auto', base: 'auto' })).graph;
      editor.base = graph.base;
      setBoxText(puzzle.text);
      showParseMessage('', '');
      graphSolve.picked = null;
      graphSolve.pendingAt = { places: [puzzle.start.vertex], mover: 0 };
      await loadGraph(graph.n, graph.from, graph.to, { cause: 'puzzle' });
      if (!currentSolution()) throw new Error('the solve did not finish');
    },
    startAt: () => ({ places: [puzzle.start.vertex], mover: 0 }),
    them: 'opponent',
  });
}

export function createGraphFeature() {
  for (const b of document.querySelectorAll('[data-map]')) {
    b.addEventListener('click', () => {
      graphSolve.shownMap = b.dataset.map;
      showMapToggles();
      buildViews();
    });
  }
  return drawnGraphFeature(adapter, {
    why: () => explorerWhy(explorer, !!currentSolution(), graphWords),
    watch() {
      const sol = currentSolution();
      return sol ? { outcomes: sol.outcomes, depths: sol.depths, key: `graph|${graphSolve.solvedKey}` } : null;
    },
    puzzle: graphPuzzle,
    puzzleSides: () => ({ you: 'player to move', them: 'opponent' }),
    presets: graphPresets,
    debug: {
      model,
      views,
      sides,
      explorer,
      // The position shown (vertex, or 2v + side) and the vertex picked, beside the editor's state.
      state: new Proxy(
        {},
        {
          get: (_, k) =>
            k === 'cursor'
              ? currentSolution() && explorer.pos !== null
                ? explorer.pos
                : null
              : k in graphSolve
                ? graphSolve[k]
                : editor[k],
        },
      ),
      answer: () => currentSolution()?.answerLines() ?? null,
    },
  });
}
