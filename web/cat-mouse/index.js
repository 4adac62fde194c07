// Cat and mouse on the drawn graph as the shell sees it ('cat-mouse': two tokens on a drawn
// undirected graph, LeetCode 913): its adapter for the drawn-graph editor (graph-editor/
// state.js names what the editor asks), its puzzles, and its feature object (graph-editor/
// features.js builds the shared part). The two-token map and its explorer are cat-mouse.js.

import { $, fmt, setStatus } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { refresh, setGame } from '../shell/features.js';
import { explorerWhy, explorerWatch } from '../kit/why.js';
import { explorerPuzzle, puzzleSides } from '../kit/puzzle.js';
import { state as editor, model, views } from '../graph-editor/state.js';
import { drawnGraphFeature } from '../graph-editor/features.js';
import { loadGraph } from '../graph-editor/feature.js';
import { setBoxText, showParseMessage, readOrThrow } from '../graph-editor/text-input.js';
import { parseCatMouse, catMouseText } from '../graph-editor/parse-cat-mouse.js';
import { createCatMouseUI } from './cat-mouse.js';

const catMouse = createCatMouseUI({ model, onChange: () => refresh() });
// This file's own state: the vertex selected for editing (before a solve: a solved map's clicks move tokens).
const editing = { selected: null };

const adapter = {
  id: 'cat-mouse',
  text: {
    parse: parseCatMouse,
    pairs: true,
    write: (n, from, to) => ({
      text: catMouseText(n, from, to),
      words: 'Wrote the graph as the LeetCode adjacency list (0-indexed).',
    }),
  },
  activate() {
    document.body.classList.add('cat-mouse-game');
    $('map-toggle-group').hidden = true;
    editor.base = 0;
    editing.selected = null;
  },
  deactivate() {
    catMouse.stop();
    document.body.classList.remove('cat-mouse-game');
  },
  views: () => [{ side: 0, title: '' }],
  clear() {
    editing.selected = null;
  },
  afterEdit() {
    if (editing.selected !== null && editing.selected >= model.n) editing.selected = null;
    catMouse.stop();
  },
  // Its own What changed: the explorer's maps (lib/map-changes.js).
  noteEdit(detail, cause) {
    setApp({ previousMap: false });
    if (cause === 'user') catMouse.noteEdit(detail);
  },
  playing: () => !!catMouse.explorer.play,
  // The play keys (graph-editor/keys.js): the mover's token, take back, replay, hint, stop.
  tokenVertex() {
    const explorer = catMouse.explorer;
    return catMouse.solution && explorer.pos !== null ? explorer.places[explorer.mover] : null;
  },
  takeBack: () => catMouse.explorer.undo(),
  replay: () => catMouse.explorer.redo(),
  hint: () => catMouse.explorer.showHint(),
  stopPlay: () => catMouse.explorer.stopPlay(),
  selected: () => editing.selected,
  select(vertex) {
    editing.selected = vertex;
    refresh();
  },
  deselect() {
    editing.selected = null;
  },
  clickVertex: (vertex, shift) => catMouse.clickVertex(vertex, shift),
  gotoVertex(vertex, shift) {
    // Keyboard users place the fixed token by number (Shift+Enter: the other token).
    if (!catMouse.solution) {
      setStatus('Solve first (<kbd>Enter</kbd>): the number then places the fixed token.');
      return;
    }
    catMouse.clickVertex(vertex, !!shift);
  },
  onPanelClick(event) {
    const button = event.target.closest('[data-tt]');
    if (button && !button.disabled) catMouse.explorer.onPanelClick(button);
  },
  onKey: (event, typing) => !typing && catMouse.onKey(event),
  // The map with one token fixed (or How many cops?'s map).
  decorate(copsDecor) {
    const decor = catMouse.decor();
    for (const view of views)
      view.setDecor(
        copsDecor
          ? { ...copsDecor, base: 0 }
          : {
              ...decor,
              base: 0,
              selectedEdge: editor.selectedEdge,
              pending: editor.pending,
              selected: editing.selected ?? decor.selected,
            },
      );
  },
  renderPanels() {
    catMouse.renderPanels();
    if (model.isBig)
      $('big-view').innerHTML =
        `<p class="muted">This graph is too big to draw (${fmt(model.n)} nodes). Cat and mouse needs n² positions: ` +
        `graphs past ${fmt(2000)} nodes are too big to solve here.</p>`;
  },
  solve: () => catMouse.solve(),
  solving: () => catMouse.ui.solving,
  solveCancelled() {
    catMouse.ui.solving = false;
  },
  solved: () => catMouse.solution,
  autoSolveOk: () => catMouse.autoSolveOk,
  exports: {
    dot: false,
    async json() {
      const text = await catMouse.exportJson();
      return text === null
        ? null
        : {
            text,
            words: () =>
              `Exported the result as JSON (${fmt(Math.round(text.length / 1024))} KB, ` +
              `as <code>whowins ${app.game} --json</code> prints it).`,
          };
    },
  },
  shareState: () => catMouse.shareState(),
  shareApply(shared, stage) {
    if (stage !== 'load' || !shared.pos) return;
    catMouse.ui.pendingPos = { c: shared.pos.cat, r: shared.pos.mouse, side: shared.pos.side };
    catMouse.explorer.token = shared.fix ? 0 : 1;
  },
  puzzleSource: (solver, { from, to }) => ({
    game: app.game,
    misere: false,
    text: catMouseText(model.n, from, to),
    async mine(options) {
      if (!catMouse.solution) await catMouse.solve();
      if (!catMouse.solution) throw new Error('the board did not solve');
      return solver.puzzles({ session: catMouse.explorer.session, ...options });
    },
  }),
};

// A puzzle: the two-token explorer's play on the puzzle's drawn graph.
function puzzleAdapter(puzzle) {
  return explorerPuzzle({
    puzzle,
    explorer: catMouse.explorer,
    async load() {
      setGame(puzzle.game, { solveAfter: false, cause: 'puzzle' });
      const graph = readOrThrow(parseCatMouse(puzzle.text)).graph;
      setApp({ presetNote: '' }, 'puzzle');
      setBoxText(puzzle.text);
      showParseMessage('', '');
      catMouse.ui.pendingPos = { c: puzzle.start.cat, r: puzzle.start.mouse, side: puzzle.start.side };
      await loadGraph(graph.n, graph.from, graph.to, { cause: 'puzzle' });
      if (!catMouse.solution) throw new Error('the solve did not finish');
    },
    startAt: () => ({ places: [puzzle.start.cat, puzzle.start.mouse], mover: puzzle.start.side }),
    them: puzzle.start.side === 0 ? 'mouse' : 'cat',
  });
}

export function createCatMouseFeature() {
  catMouse.bind();
  return drawnGraphFeature(adapter, {
    why: () => explorerWhy(catMouse.explorer, !!catMouse.solution, catMouse.game),
    watch: () => explorerWatch(catMouse.explorer, !!catMouse.solution),
    puzzle: puzzleAdapter,
    puzzleSides: (puzzle) =>
      puzzleSides(
        puzzle,
        catMouse.game().tokens.map((token) => token.label),
      ),
    debug: catMouse,
  });
}
