// The designed games' feature (shell/features.js's interface): "Design a game" — the form and
// the JSON of a design, its position count checked before solving, the solve in the worker,
// the map of one token with the others held, moves best first, the best line, play, share
// links that carry the whole design, exports, and the design kept across reloads. Its state is
// state.js's; its parts: solve.js (edits, checks, the solve), render.js, input.js.

import { $, esc, setStatus, solver, hideProgress, syncPresetSelect } from '../ui/page.js';
import { PAGE_GAMES } from '../lib/games.js';
import { app } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { TEMPLATES, templateById, templatePresetId } from './templates.js';
import { boardOf, copGraphOf, placeName } from './model.js';
import { createDesignBoard } from './board.js';
import { createExplorer } from '../kit/explorer.js';
import { createDesignPlay } from './play.js';
import { designExports } from './export.js';
import { explorerWhy, explorerWatch } from '../kit/why.js';
import { explorerPuzzle, puzzleSides } from '../kit/puzzle.js';
import { designPuzzleSource, designPuzzleStart } from './puzzle.js';
import { createPaintHolder } from '../lib/paint.js';
import { createPlayKeys, gridStep, lineKeys, pointStep } from '../kit/play-keys.js';
import { createDesignState, designText, currentSolve, solverTokens, gameWords, toolsOf } from './state.js';
import { hasTool } from '../kit/tools.js';
import { render } from './render.js';
import { check, solve, message, renderForm, replaceDesign, setDesign } from './solve.js';
import { clickCell, setEdge, addVertex, bindInput } from './input.js';

const GAME = Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === 'design');

// The explorer, board, play and capture map of the design state, wired.
function wire(state) {
  const game = () => gameWords(state);
  state.explorer = createExplorer({ solver, game, onChange: () => render(state), setStatus, followPlay: true });
  state.board = createDesignBoard({
    canvas: $('design-canvas'),
    host: $('design-graph'),
    wrap: $('design-canvas-wrap'),
    on: {
      click: (at) => clickCell(state, at),
      edge: (a, b) => setEdge(state, a, b),
      addVertex: () => hasTool(toolsOf(state), 'vertex') && addVertex(state),
    },
  });
  state.play = createDesignPlay({ explorer: state.explorer, tokens: () => solverTokens(state), setStatus });
  state.keys = designKeys(state);
  // How many cops?'s capture map on the board (copGraph().show; its vertices are the places).
  state.copsMap = createPaintHolder({
    key: () => `design|${designText(state)}`,
    busy: () => !!state.explorer.play || app.hideOutcomes || !!app.watch,
    redraw: () => render(state),
    wall: () => setStatus('A wall: cops and robbers is played on the free places.'),
  });
  return game;
}

// The keyboard (kit/play-keys.js): the cursor over a grid's cells or a graph's vertices, starting
// on the token the map moves (in play: one of the human's); Enter does what a click there does.
function designKeys(state) {
  const explorer = state.explorer;
  return createPlayKeys({
    board: () => state.board.element(),
    step(at, key) {
      const layout = boardOf(state.design);
      if (layout.grid) return gridStep(layout.rows, layout.cols)(at, key);
      const { xs, ys } = state.board.points();
      return pointStep(xs, ys)(at, key);
    },
    start() {
      const layout = boardOf(state.design);
      if (!currentSolve(state) || explorer.pos === null) return -1;
      const place = explorer.places[explorer.token];
      return layout.grid ? layout.places[place] : place;
    },
    click(at, { shift }) {
      const layout = boardOf(state.design);
      clickCell(state, { cell: at, place: layout.grid ? layout.placeOf[at] : at, shift });
    },
    words(at) {
      const layout = boardOf(state.design),
        place = layout.grid ? layout.placeOf[at] : at;
      return place < 0 ? 'A wall.' : esc(placeName(layout, place));
    },
    redraw: () => render(state),
    player: {
      playing: () => !!explorer.play,
      undo: explorer.undo,
      redo: explorer.redo,
      hint: explorer.showHint,
      stop: explorer.stopPlay,
    },
    setStatus,
  });
}

// A view kept in a share link: the tokens' places (the solver's order), the side to move and
// the token the map moves. False when those places are not a position of this design.
function showView(explorer, { places, mover, token }) {
  if (!Array.isArray(places)) return false;
  if (Number.isInteger(token) && token >= 0 && token < places.length) explorer.token = token;
  return explorer.goPlaces(places, mover === 1 ? 1 : 0, { record: false });
}

// Keys: the play keys and the board's cursor (the kit's, the same in every game), then the
// arrows off the board along the best line (in play: back and forward), Esc stops an animation.
function onKey(state, event, { typing }) {
  const explorer = state.explorer;
  if (state.keys.onKey(event, { typing })) return true;
  if (typing || !currentSolve(state)) return false;
  return lineKeys(event, explorer, () => render(state));
}

// A shared design (share.apply): the design, then the position kept in the link.
function applyShared(state, shared) {
  let design;
  try {
    design = JSON.parse(shared.design);
  } catch {
    design = null;
  }
  if (!design) return;
  replaceDesign(state, design);
  message('<b>Opened a shared design.</b>', 'ok');
  clearTimeout(state.checkTimer); // a link opens solved, whatever its size
  const arrived = currentSolve(state) ? Promise.resolve() : check(state, { arrival: true });
  // The position kept in the link: every token's place, the side to move, the map's token.
  if (shared.view)
    arrived
      .then(() => state.explorer.result && showView(state.explorer, shared.view))
      .then((ok) => {
        if (ok === false)
          message(
            '<b>Opened a shared design.</b> The position in the link is not one of this design: the start is shown.',
            'ok',
          );
      });
}

// The puzzle tools' hooks (puzzles/: a design puzzle played on this board; the design as a source).
function puzzleHooks(state) {
  const explorer = state.explorer;
  return {
    puzzle: (puzzle) =>
      explorerPuzzle({
        puzzle,
        explorer,
        them: puzzleSides(
          puzzle,
          JSON.parse(puzzle.text).sides.map((side) => side.name),
        ).them,
        async load() {
          setGame(GAME, { solveAfter: false, cause: 'puzzle' });
          replaceDesign(state, JSON.parse(puzzle.text));
          await solve(state);
          if (!explorer.result) throw new Error('the solve did not finish');
        },
        startAt: () => designPuzzleStart(puzzle),
      }),
    puzzleSource: () =>
      designPuzzleSource({
        game: GAME,
        text: () => designText(state),
        solved: () => !!currentSolve(state),
        solve: () => solve(state),
        solver,
        session: () => currentSolve(state)?.result.session,
      }),
    puzzleSides(puzzle) {
      const design = JSON.parse(puzzle.text),
        names = design.sides.map((side) => side.name);
      // endless: the side whose win endless play is (the design's rule), for the miss words.
      return {
        you: names[puzzle.start.mover],
        them: names[1 - puzzle.start.mover],
        endless: names.includes(design.endless) ? design.endless : null,
      };
    },
  };
}

export function createDesignFeature() {
  const state = createDesignState();
  const game = wire(state);
  const explorer = state.explorer;
  const text = () => designText(state);
  const current = () => currentSolve(state);
  return {
    id: 'design',
    activate({ solveAfter }) {
      bindInput(state);
      state.active = true;
      document.body.classList.add('design-game');
      renderForm(state);
      $('design-json').value = text();
      render(state);
      if (solveAfter) check(state);
      else {
        clearTimeout(state.checkTimer);
        state.checkTimer = setTimeout(() => check(state), 0);
      }
    },
    deactivate() {
      state.active = false;
      explorer.stopPlay();
      explorer.stopAnim();
      document.body.classList.remove('design-game');
      clearTimeout(state.checkTimer);
    },
    solve: () => solve(state),
    render: () => render(state),
    onKey: (e, how) => onKey(state, e, how),
    solved: () => !!current(),
    // Play against the solver from the position shown, as the side to move.
    play() {
      if (current() && explorer.pos !== null) explorer.startPlay(explorer.mover);
    },
    cancelSolve() {
      if (solver.busy) {
        solver.cancel();
        hideProgress();
      }
    },
    message,
    presets: () =>
      TEMPLATES.map((template) => ({ id: templatePresetId(template), name: template.name, group: 'Designed games' })),
    loadPreset(id, { cause }) {
      const template = templateById(id.replace(/^design:/, ''));
      if (!template) return;
      if (app.game !== GAME) setGame(GAME, { solveAfter: false, cause });
      setDesign(state, structuredClone(template.design), template.note);
      syncPresetSelect(id);
    },
    share: {
      noun: 'design',
      state: () => ({
        design: text(),
        view:
          current() && explorer.pos !== null
            ? { token: explorer.token, mover: explorer.mover, places: explorer.places }
            : null,
      }),
      apply: (shared) => applyShared(state, shared),
      failed(html) {
        message(html, 'error');
      },
    },
    exports: designExports({
      text,
      current,
      png: () => state.board.png(),
      svg: () => state.board.svg(),
      design: () => state.design,
    }),
    copGraph() {
      const key = `design|${text()}`;
      return {
        key,
        graph: () => copGraphOf(state.design, key),
        show: state.copsMap.show,
        board: () => state.board.element(),
      };
    },
    why: () => explorerWhy(explorer, !!current(), game),
    watch: () => explorerWatch(explorer, !!current()),
    ...puzzleHooks(state),
    work: {
      keep: () => ({ design: structuredClone(state.design) }),
      restore: (kept) => {
        if (state.active) replaceDesign(state, kept.design);
        else {
          state.design = kept.design;
          explorer.clear();
          state.changes.kept = null;
          state.shownMap = null;
        }
      },
    },
    debug: {
      get design() {
        return state.design;
      },
      explorer,
      get checked() {
        return state.checked;
      },
      get targets() {
        const targets = state.play.targets();
        return targets ? [...targets] : null;
      },
      clientPoint: (point) => state.board.clientPoint(point),
      // A place's cell (a grid's; a graph's vertex is its place), and the keyboard cursor's.
      cellOf: (place) => (boardOf(state.design).grid ? boardOf(state.design).places[place] : place),
      get cursor() {
        return state.keys.cursor;
      },
      svg: () => state.board.svg(),
      painted: () => state.board.painted(),
      text,
    },
  };
}
