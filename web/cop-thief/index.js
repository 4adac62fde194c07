// The board feature as the shell sees it (shell/features.js's interface): police and thief on
// a painted grid (cop-thief/feature.js does the work; this file adapts it to the interface: share
// links, exports, Why?, Watch the solver, puzzles, the editor's work kept aside).

import { $, syncPresetSelect, solver, hideProgress } from '../ui/page.js';
import { PAGE_GAMES } from '../lib/games.js';
import { explorerWhy, explorerWatch } from '../kit/why.js';
import { explorerPuzzle, puzzleSides } from '../kit/puzzle.js';
import { app } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { createBoardUI } from './feature.js';
import { BOARD_PRESETS, WALL, cloneBoard, parseBoard, boardToText } from './board.js';
import { copKey, boardCopGraph } from './cops.js';

const GAME = Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === 'cop-thief');
const TOKENS = PAGE_GAMES[GAME].tokens;

export function createBoardFeature() {
  const board = createBoardUI({ autoSolve: () => $('auto-solve').checked, onEdit: () => syncPresetSelect('') });
  const size = () => `${board.ui.board.rows}x${board.ui.board.cols}`;

  function puzzleAdapter(puzzle) {
    return explorerPuzzle({
      puzzle,
      explorer: board.explorer,
      async load() {
        setGame(puzzle.game, { solveAfter: false, cause: 'puzzle' });
        const parsed = parseBoard(puzzle.text);
        if (!parsed.ok) {
          const { line, message } = parsed.error;
          throw new Error(`the puzzle's board does not read (line ${line}: ${message})`);
        }
        await board.openPosition(parsed.board, {
          police: puzzle.start.police,
          thief: puzzle.start.thief,
          side: puzzle.start.side,
        });
        if (!board.solution) throw new Error('the solve did not finish');
      },
      startAt: () => ({
        places: [board.locOf(puzzle.start.police), board.locOf(puzzle.start.thief)],
        mover: puzzle.start.side,
      }),
      them: puzzleSides(puzzle, TOKENS).them,
    });
  }

  return {
    id: 'cop-thief',
    activate({ solveAfter }) {
      board.activate();
      if (solveAfter && !board.solution) board.solve();
    },
    deactivate: () => board.deactivate(),
    solve: () => board.solve(),
    cancelSolve() {
      if (solver.busy) {
        solver.cancel();
        hideProgress();
      }
    },
    render: () => board.render(),
    solved: () => !!board.solution,
    // Keys while the board is shown: the play keys and cursor (kit/play-keys.js), its tools and
    // explorer (cop-thief/feature.js).
    onKey: (e, how) => board.onKey(e, how),
    message: (html, kind) => board.message(html, kind),
    presets: () => BOARD_PRESETS.map((p) => ({ id: p.id, name: p.name, group: 'Police and thief' })),
    loadPreset(id, { cause }) {
      if (app.game !== GAME) setGame(GAME, { solveAfter: false, cause });
      board.loadPreset(id);
      syncPresetSelect(id);
    },
    share: {
      noun: 'board',
      state: () => board.shareState(),
      apply: (shared) => board.applyState(shared),
      failed: (html) => board.message(html, 'error'),
    },
    exports: {
      state: () => board.exportState(),
      async json() {
        const text = await board.exportJson();
        if (text === null) return null;
        return {
          blob: new Blob([text], { type: 'application/json' }),
          name: `whowins-${GAME}-${size()}.json`,
          words:
            `Exported the result as JSON (${Number(Math.round(text.length / 1024)).toLocaleString('en-US')} KB, ` +
            `as <code>whowins ${GAME} --json</code> prints it).`,
        };
      },
      async png() {
        if (!board.solution) return null;
        return { blob: await board.exportPng(), name: `whowins-${GAME}-${size()}.png` };
      },
      async svg() {
        if (!board.solution) return null;
        return { blob: new Blob([board.svg()], { type: 'image/svg+xml' }), name: `whowins-${GAME}-${size()}.svg` };
      },
      dot: async () => null,
    },
    // Cops and robbers on the board: its free cells, joined along rows and columns (a cheap key;
    // the graph built only when asked), and the card's capture map painted on the canvas.
    copGraph() {
      if (!board.ui.board.grid.some((cell) => cell !== WALL)) return null;
      return {
        key: copKey(board.ui),
        graph: () => boardCopGraph(board.ui),
        show: board.cops.show,
        board: () => $('grid-canvas'),
      };
    },
    why: () => explorerWhy(board.explorer, !!board.solution, board.game),
    watch: () => explorerWatch(board.explorer, !!board.solution),
    puzzle: puzzleAdapter,
    puzzleSides: (puzzle) => puzzleSides(puzzle, TOKENS),
    puzzleSource() {
      return {
        game: GAME,
        misere: false,
        text: boardToText(board.ui.board),
        async mine(options) {
          if (!board.solution) await board.solve();
          if (!board.solution) throw new Error('the board did not solve');
          return solver.puzzles({ session: board.explorer.session, ...options });
        },
      };
    },
    work: {
      keep: () => ({ board: cloneBoard(board.ui.board) }),
      restore: (kept, { shown }) => (shown ? board.openPosition(kept.board, null) : board.putBack(kept.board)),
    },
    debug: board,
  };
}
