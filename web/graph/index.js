// The token game on the drawn graph as the shell sees it ('graph': a token on a directed graph,
// generic and alice-bob): its adapter for the drawn-graph editor (graph-editor/state.js names
// what the editor asks), and its feature object (graph-editor/features.js builds the shared
// part): Why?, Watch the solver, puzzles, the presets. Its state is graph/state.js.

import { $ } from '../ui/page.js';
import { featureOf, gameInfo, sidesOf } from '../lib/games.js';
import { positionOf, vertexOf } from '../lib/outcome.js';
import { proofTree } from '../lib/proof.js';
import { resultJson } from '../lib/codec.js';
import { app } from '../shell/state.js';
import { refresh } from '../shell/features.js';
import { state as editor, model, views, sides, misereOn } from '../graph-editor/state.js';
import { buildViews } from '../graph-editor/editor.js';
import { drawnGraphFeature, graphPresets } from '../graph-editor/features.js';
import { parseGraph, graphToText } from '../graph-editor/parse.js';
import { tokenGame, currentSolution } from './state.js';
import { decorate, renderPanels, solve } from './feature.js';
import {
  setCursor,
  selectVertex,
  stepLine,
  startPlay,
  stopPlay,
  playHumanMove,
  undoPlayMove,
  redoPlayMove,
  playHint,
} from './play.js';
import { noteEdit, forgetChanges } from './changes-ui.js';
import { graphPuzzle, puzzleSource } from './puzzle.js';

let shownSides = 1; // positions per vertex of the game the views last showed
const MAP_TITLES = ['<b>A</b> · Alice moves first', '<b>B</b> · Bob moves first'];

// Alice and Bob's map toggle (A, B or both side by side); hidden for one start side.
function showMapToggles() {
  $('map-toggle-group').hidden = sides() !== 2;
  for (const b of document.querySelectorAll('[data-map]'))
    b.setAttribute('aria-checked', String(b.dataset.map === tokenGame.map));
}

// The token game's position panel: the cursor, the best line, play.
function onPanelClick(e) {
  const b = e.target.closest('[data-action]');
  if (!b || b.disabled) return;
  const sol = currentSolution();
  switch (b.dataset.action) {
    case 'goto':
      setCursor(Number(b.dataset.pos));
      break;
    case 'side':
      if (tokenGame.cursor !== null) setCursor((tokenGame.cursor & ~1) | Number(b.dataset.side));
      break;
    case 'line-first':
      stepLine(-Infinity);
      break;
    case 'line-prev':
      stepLine(-1);
      break;
    case 'line-next':
      stepLine(1);
      break;
    case 'line-last':
      stepLine(Infinity);
      break;
    case 'line-to':
      stepLine(Number(b.dataset.index) - tokenGame.line.index);
      break;
    case 'play':
      if (sol) startPlay(b.dataset.human);
      break;
    case 'play-move':
      playHumanMove(Number(b.dataset.target));
      break;
    case 'play-stop':
      stopPlay();
      break;
    case 'play-restart': {
      const h = tokenGame.play.human;
      const s = tokenGame.play.start;
      stopPlay(false);
      tokenGame.cursor = s;
      startPlay(h);
      break;
    }
    case 'play-undo':
      undoPlayMove();
      break;
    case 'hints':
      tokenGame.hints = b.checked;
      refresh();
      break;
    default:
      break;
  }
}

// Keys before the editor's (the play keys are the kit's: graph-editor/keys.js): the arrows off
// the views step along the best line.
function onKey(e, typing) {
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return false;
  if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
    if (tokenGame.line) {
      e.preventDefault();
      stepLine(e.key === 'ArrowLeft' ? -1 : 1);
    }
    return true;
  }
  return false;
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
  activate({ game, previous }) {
    if (previous && featureOf(previous) !== 'graph') tokenGame.cursor = null; // the graph may have changed meanwhile
    if (tokenGame.cursor !== null)
      tokenGame.cursor = positionOf(sidesOf(game), vertexOf(shownSides, tokenGame.cursor), 0);
    shownSides = sidesOf(game);
    tokenGame.solution = null;
    tokenGame.line = null;
    forgetChanges();
    showMapToggles();
  },
  deactivate() {
    stopPlay(false);
  },
  views() {
    const ab = sides() === 2;
    const list = !ab ? [0] : tokenGame.map === 'A' ? [0] : tokenGame.map === 'B' ? [1] : [0, 1];
    return list.map((side) => ({ side, title: ab ? MAP_TITLES[side] : '' }));
  },
  clear() {
    tokenGame.cursor = null;
    tokenGame.line = null;
    tokenGame.solution = null;
  },
  afterEdit() {
    if (tokenGame.cursor !== null && vertexOf(sides(), tokenGame.cursor) >= model.n) tokenGame.cursor = null;
    tokenGame.line = null;
    if (tokenGame.play) stopPlay(false);
  },
  noteEdit,
  playing: () => !!tokenGame.play,
  // The play keys (graph-editor/keys.js): the token's vertex, take back, replay, hint, stop.
  tokenVertex: () =>
    tokenGame.play
      ? vertexOf(sides(), tokenGame.play.pos)
      : tokenGame.cursor === null
        ? null
        : vertexOf(sides(), tokenGame.cursor),
  takeBack: undoPlayMove,
  replay: redoPlayMove,
  hint: playHint,
  stopPlay: () => stopPlay(),
  selected: () => (tokenGame.cursor === null ? null : vertexOf(sides(), tokenGame.cursor)),
  select: (v, side) => selectVertex(v, side),
  deselect() {
    tokenGame.cursor = null;
    tokenGame.line = null;
  },
  clickVertex(v) {
    if (!tokenGame.play) return false;
    playHumanMove(v);
    return true;
  },
  gotoVertex(k) {
    const side = sides() === 2 ? (tokenGame.map === 'B' ? 1 : tokenGame.cursor !== null ? tokenGame.cursor & 1 : 0) : 0;
    selectVertex(k - editor.base, side);
  },
  onPanelClick,
  onKey,
  decorate,
  renderPanels,
  solve,
  solving: () => tokenGame.solving,
  solveCancelled() {
    tokenGame.solving = false;
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
  shareState: () => ({ map: tokenGame.map, selected: tokenGame.cursor }),
  shareApply(s, stage) {
    if (stage === 'prepare') tokenGame.map = s.map;
    if (stage === 'loaded') tokenGame.cursor = s.selected;
  },
  puzzleSource,
};

// The graph's proof for Why? (a strategy tree; Alice and Bob: the two passes of docs/rules.md#alice-and-bob).
function why() {
  const sol = currentSolution();
  if (!sol) return null;
  return {
    key: tokenGame.solvedKey,
    async proof() {
      if (tokenGame.cursor === null) return { error: 'Select a vertex first: Why? proves its outcome.' };
      const p = tokenGame.cursor;
      const name = (q) => `vertex ${q + editor.base}`;
      if (gameInfo(app.game).twoStartSides) return { kind: 'two-passes', solution: sol, pos: p, name };
      const game = {
        outcome: (q) => sol.letter(q),
        depth: (q) => sol.depth(q),
        moves: (q) => Array.from(sol.graph.successors(q), (to) => ({ to })),
        isEnd: (q) => sol.isEnd(q),
      };
      const misere = misereOn();
      const endText = (n) =>
        `no move — the player to move ${n.letter === 'W' ? 'wins' : 'loses'}${misere ? ' (misère)' : ''}`;
      return { kind: 'tree', tree: proofTree(game, p, { maxNodes: 400 }), name, endText, open: (q) => q };
    },
    go: (pos) => setCursor(pos),
  };
}

export function createGraphFeature() {
  for (const b of document.querySelectorAll('[data-map]')) {
    b.addEventListener('click', () => {
      tokenGame.map = b.dataset.map;
      showMapToggles();
      buildViews();
    });
  }
  return drawnGraphFeature(adapter, {
    why,
    watch() {
      const sol = currentSolution();
      return sol ? { outcomes: sol.outcomes, depths: sol.depths, key: `graph|${tokenGame.solvedKey}` } : null;
    },
    puzzle: graphPuzzle,
    puzzleSides: () => ({ you: 'player to move', them: 'opponent' }),
    presets: graphPresets,
    debug: {
      model,
      views,
      sides,
      state: new Proxy({}, { get: (_, k) => (k in tokenGame ? tokenGame[k] : editor[k]) }),
      answer: () => currentSolution()?.answerLines() ?? null,
    },
  });
}
