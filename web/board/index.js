// The board feature as the shell sees it (shell/features.js's interface): police and thief on
// a painted grid (board/feature.js does the work; this file adapts it to the interface: share
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

const GAME = Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === 'board');
const TOKENS = PAGE_GAMES[GAME].tokens;

export function createBoardFeature() {
  const board = createBoardUI({ autoSolve: () => $('auto-solve').checked, onEdit: () => syncPresetSelect('') });
  const size = () => `${board.ui.board.rows}x${board.ui.board.cols}`;

  function puzzle(pz) {
    return explorerPuzzle({
      pz,
      explorer: board.explorer,
      async load() {
        setGame(pz.game, { solveAfter: false, cause: 'puzzle' });
        const r = parseBoard(pz.text);
        if (!r.ok) throw new Error(`the puzzle's board does not read (line ${r.error.line}: ${r.error.message})`);
        await board.openPosition(r.board, { police: pz.start.police, thief: pz.start.thief, side: pz.start.side });
        if (!board.solution) throw new Error('the solve did not finish');
      },
      startAt: () => ({ places: [board.locOf(pz.start.police), board.locOf(pz.start.thief)], mover: pz.start.side }),
      them: puzzleSides(pz, TOKENS).them,
    });
  }

  return {
    id: 'board',
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
    // explorer (board/feature.js).
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
      apply: (s) => board.applyState(s),
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
      if (!board.ui.board.grid.some((x) => x !== WALL)) return null;
      return {
        key: copKey(board.ui),
        graph: () => boardCopGraph(board.ui),
        show: board.cops.show,
        board: () => $('grid-canvas'),
      };
    },
    why: () => explorerWhy(board.explorer, !!board.solution, board.game),
    watch: () => explorerWatch(board.explorer, !!board.solution),
    puzzle,
    puzzleSides: (pz) => puzzleSides(pz, TOKENS),
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
      restore: (k, { shown }) => (shown ? board.openPosition(k.board, null) : board.putBack(k.board)),
    },
    debug: board,
  };
}
