// Many tokens on the drawn graph as the shell sees it ('sum': a sum of token games, docs/rules.md#sums):
// its adapter for the drawn-graph editor (graph-editor/state.js names what the editor asks) and its
// feature object (graph-editor/features.js builds the shared part), and its puzzles (the pack's and
// the drawn graph's, played on the kit's explorer). The tokens, the session, the product graph's
// depth and the explorer are sum.js; the explorer's positions game.js.

import { $, fmt, solver } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { refresh, setGame } from '../shell/features.js';
import { explorerPuzzle, puzzleSides } from '../kit/puzzle.js';
import { isPuzzleStart } from '../lib/referee.js';
import { state as editor, model, views } from '../graph-editor/state.js';
import { drawnGraphFeature, graphPresets } from '../graph-editor/features.js';
import { loadGraph } from '../graph-editor/feature.js';
import { setBoxText, showParseMessage, readOrThrow } from '../graph-editor/text-input.js';
import { parseGraph, graphToText } from '../graph-editor/parse.js';
import { gammaLabel, sumWhy } from '../lib/sum.js';
import { createSum } from './sum.js';
import { lineKeys } from '../kit/play-keys.js';

const sum = createSum({ model, base: () => editor.base, onChange: () => refresh() });
const ex = sum.explorer;

const adapter = {
  id: 'sum',
  text: {
    parse: parseGraph,
    pairs: false,
    write: (n, from, to, base) => ({
      text: graphToText(n, from, to, base),
      words: `Wrote the board as "n m" + edges, ${base}-indexed (the tokens are not in it).`,
    }),
  },
  activate() {
    document.body.classList.add('sum-game');
    $('map-toggle-group').hidden = true;
  },
  deactivate() {
    sum.stop();
    document.body.classList.remove('sum-game');
  },
  views: () => [{ side: 0, title: '' }],
  clear() {
    sum.stop();
    sum.state.tokens = [];
  },
  afterEdit() {
    sum.stop();
    sum.state.tokens = sum.shown().filter((v) => v < model.n);
  },
  noteEdit() {
    setApp({ previousMap: false });
  },
  playing: () => !!ex.play,
  // The play keys (graph-editor/keys.js): a token's vertex, take back, replay, hint, stop.
  tokenVertex: () => (sum.shown().length ? sum.shown()[0] : null),
  takeBack: () => ex.undo(),
  replay: () => ex.redo(),
  hint: () => ex.showHint(),
  stopPlay: () => ex.stopPlay(),
  selected: () => null,
  select() {},
  deselect() {},
  clickVertex: (v, shift) => sum.clickVertex(v, shift),
  gotoVertex: (k, shift) => sum.clickVertex(k - editor.base, !!shift),
  onPanelClick(event) {
    const button = event.target.closest('[data-tt]');
    if (button && !button.disabled) ex.onPanelClick(button);
  },
  onKey(event, typing) {
    if (typing || !sum.solution) return false;
    return lineKeys(event, ex, refresh);
  },
  decorate(copsDecor) {
    const decor = sum.decor({ hideValues: app.hideOutcomes });
    for (const view of views)
      view.setDecor(
        copsDecor
          ? { ...copsDecor, base: editor.base }
          : { ...decor, base: editor.base, selectedEdge: editor.selectedEdge, pending: editor.pending },
      );
  },
  renderPanels() {
    const words = sum.answerWords();
    const card = $('board-answer');
    card.textContent = words.text;
    card.className = `board-answer tt-only ${words.cls}`;
    $('counts').innerHTML = '';
    const lines = sum.cliLines();
    $('answer').textContent = $('answer').dataset.full = lines;
    /** @type {HTMLButtonElement} */ ($('copy-answer')).disabled = !lines;
    $('sum-count').textContent = sum.shown().length ? `${fmt(sum.shown().length)} on the graph` : 'none yet';
    /** @type {HTMLButtonElement} */ ($('sum-clear')).disabled = !sum.shown().length || !!ex.play;
    $('position-body').innerHTML =
      sum.solution && ex.pos !== null
        ? ex.panelHtml()
        : `<p class="muted">${
            sum.state.solving
              ? 'Solving…'
              : sum.solution
                ? 'Click vertices to put tokens on them (Shift+click takes one away).'
                : 'Solve the graph (<kbd>Enter</kbd>): every vertex gets its value γ.'
          }</p>`;
    ex.focusPanel($('position-body'));
    if (model.isBig)
      $('big-view').innerHTML =
        `<p class="muted">This graph is too big to draw (${fmt(model.n)} vertices): ` +
        'tokens are put on a drawn graph.</p>';
  },
  solve: () => sum.solve(),
  solving: () => sum.state.solving,
  solveCancelled() {
    sum.state.solving = false;
  },
  solved: () => sum.solution,
  autoSolveOk: () => true,
  // Export JSON: `whowins sum --json` of the graph and the tokens shown (the module's own C++).
  exports: {
    dot: false,
    async json() {
      if (!sum.solution) return null;
      const { from, to } = model.edgeArrays();
      const tokens = sum.shown();
      const input =
        graphToText(model.n, from, to, 1) +
        (tokens.length ? `${tokens.length} ${tokens.map((v) => v + 1).join(' ')}\n` : '');
      const text = (await solver.cliJson({ game: app.game, input })).json;
      return {
        text,
        words: () => `Exported γ and the answer as JSON (as <code>whowins ${app.game} --json</code> prints it).`,
      };
    },
  },
  shareState: () => ({ tokens: sum.shown().slice(), mover: sum.mover() }),
  // After the graph starts loading (its clear() takes every token off): the solve puts these on.
  shareApply(shared, stage) {
    if (stage !== 'loaded') return;
    sum.state.tokens = Array.isArray(shared.tokens) ? shared.tokens.slice() : [];
    sum.state.pendingMover = shared.mover === 1 ? 1 : 0;
  },
  // A preset's tokens, once its graph is loading (the solve puts them on).
  presetLoaded(preset) {
    sum.state.tokens = Array.isArray(preset.tokens) ? preset.tokens.slice() : [];
  },
  // The drawn graph as a source of puzzles: the sum session's own (`whowins puzzles sum` on the graph
  // alone: every multiset of 2 to 4 tokens, or a seeded sample on a larger graph).
  puzzleSource: (solver, { from, to }) => ({
    game: app.game,
    misere: false,
    text: graphToText(model.n, from, to, 1),
    async mine(options) {
      if (!sum.solution) await sum.solve();
      if (!sum.solution) throw new Error('the graph did not solve');
      return solver.puzzles({ session: sum.solution.result.session, ...options });
    },
  }),
};

// The defender's replies of a puzzle's line (its odd plies: [from, to], 1-based vertices, the first
// token on `from` moving) become the sum game's preferred moves from the positions the line passes.
function followLine(game, puzzle) {
  game.prefer(0, null);
  if (!Array.isArray(puzzle.line)) return;
  let places = puzzle.start.tokens.slice();
  puzzle.line.forEach(([from, to], ply) => {
    const i = places.indexOf(from - 1);
    if (i < 0) return;
    const next = places.slice();
    next[i] = to - 1;
    if (ply % 2 === 1) game.prefer(game.encode(places, 1), game.encode(next, 0));
    places = next;
  });
}

// A puzzle: the explorer's play from the puzzle's tokens, the user the first player. The winner's
// replies are the sum session's moves; the defender's, the puzzle's line where it has one
// (followLine), else the explorer's longest resistance (the product graph's depths). A win whose
// length is not known (keyOnly) ends at the key; a hold-the-draw puzzle is held for its plies
// (graph-editor/link.js sumPuzzle).
function puzzleAdapter(puzzle) {
  const tokens = () => puzzle.start.tokens;
  const board = explorerPuzzle({
    puzzle,
    explorer: ex,
    async load() {
      setGame(puzzle.game, { solveAfter: false, cause: 'puzzle' });
      setApp({ presetNote: '' }, 'puzzle');
      const graph = readOrThrow(parseGraph(puzzle.text, { format: 'auto', base: 'auto' })).graph;
      editor.base = graph.base;
      setBoxText(puzzle.text);
      showParseMessage('', '');
      await loadGraph(graph.n, graph.from, graph.to, { cause: 'puzzle' });
      if (!sum.solution) throw new Error('the solve did not finish');
      if (!tokens().every((v) => v < graph.n)) throw new Error('a token is off the graph');
      await sum.showTokens(tokens(), 0);
      await sum.state.productQueue; // the depth, where the product graph fits
      followLine(sum.solution.game, puzzle);
    },
    startAt: () => ({ places: tokens().slice(), mover: 0 }),
    them: 'second player',
  });
  if (!puzzle.keyOnly) return board;
  return {
    ...board,
    // The key ends the puzzle: the referee hears the win, the solver does not reply.
    start(referee) {
      return board.start({
        ...referee,
        moved() {
          if (board.plies() < 1) return referee.moved();
          referee.over(true);
          setTimeout(() => ex.stopPlay(), 0);
        },
      });
    },
    // A link's keyOnly win: a win with exactly one winning move (its length is not known).
    async check() {
      await board.check().catch(() => false);
      const here = ex.here ? { outcome: ex.here.outcome, depth: 1 } : null;
      return isPuzzleStart(
        'win',
        here,
        ex.moves.map((move) => ({ outcome: move.outcome, depth: 1 })),
        1,
      );
    },
  };
}

// Why? (the kit's card) in words: the rule that decides the sum from the tokens' values, and the move.
function whySource() {
  const solution = sum.solution;
  if (!solution || ex.pos === null) return null;
  const tokens = sum.shown().slice();
  return {
    key: `sum|${solution.result.session}|${ex.pos}`,
    async proof() {
      const answer = await solution.game.answer(tokens);
      if (sum.solution !== solution) return null;
      const words = sumWhy(solution.gamma, tokens, answer, (v) => `vertex ${v + editor.base}`);
      const values = tokens
        .map((v, i) => `token ${i + 1} on vertex ${v + editor.base}: ${gammaLabel(solution.gamma, v)}`)
        .join('; ');
      return {
        kind: 'words',
        paragraphs: [
          `Tokens (the value γ of each one's vertex): ${values}.`,
          words,
          'The rule (C. A. B. Smith’s generalized Sprague–Grundy theory, Winning Ways ch. 12): all values finite — ' +
            'the player to move wins iff their XOR is not 0; exactly one ∞(K) — wins iff the XOR of the others is ' +
            'in K, else a draw; two or more ∞ — a draw.',
        ],
      };
    },
    go: () => {},
  };
}

export function createSumFeature() {
  $('sum-clear').addEventListener('click', () => sum.clearTokens());
  return drawnGraphFeature(adapter, {
    why: whySource,
    watch: () => null,
    puzzle: puzzleAdapter,
    puzzleSides: (puzzle) => puzzleSides(puzzle, ['first player', 'second player']),
    presets: graphPresets,
    // What tests read (window.whowins.sum): the state, the explorer, the tokens shown.
    debug: { sum, explorer: ex, tokens: () => sum.shown().slice() },
  });
}
