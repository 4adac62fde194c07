// Cat and mouse (LeetCode 913) in the graph editor: the undirected graph is the page's graph
// model (each edge once); node 0 is the hole, the mouse starts on 1 and moves first, the cat
// starts on 2 and may never enter the hole. The solve runs in the worker as a two-token
// session (kit/explorer.js explores it); this module solves it, answers clicks and keys and
// keeps the state (what the graph views draw and the panels say: view.js).

import { createExplorer } from '../kit/explorer.js';
import { setStatus, solver, solveWithProgress } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';
import { catMouseText } from '../graph-editor/parse-cat-mouse.js';
import { keepMap, placeMap, askWhole } from '../lib/map-changes.js';
import { catMouseDecor, renderCatMousePanels, neighbourLists } from './view.js';
import { lineKeys } from '../kit/play-keys.js';

const AUTO_SOLVE_NODES = 600;

export function createCatMouseUI({ model, onChange }) {
  const ui = { solution: null, solving: false, pendingPos: null, kept: null, changes: null };
  const cellOf = (loc) => (ui.solution ? ui.solution.result.locations[loc] : loc);
  const current = () => (ui.solution && ui.solution.version === model.version ? ui.solution : null);

  // The cat is token 0 (side 0), the mouse token 1 (side 1); places are nodes.
  const game = {
    sides: ['cat', 'mouse'],
    tokens: [
      { label: 'cat', side: 0 },
      { label: 'mouse', side: 1 },
    ],
    endText([c, r]) {
      if (r === 0) return 'The mouse is in the hole.';
      if (c === r) return 'The cat is on the mouse’s node: caught.';
      return null;
    },
    where: (v) => `node ${v}`,
    moveText: (from, to, mover) => `to node ${to[mover]}`,
  };
  const ex = createExplorer({ solver, game: () => game, onChange: () => onChange(), setStatus });
  ex.token = 1; // the map moves the mouse, the cat held

  async function solve() {
    if (model.n < 3) {
      ui.solution = null;
      setStatus(
        `Cat and mouse needs at least 3 nodes (0 the hole, 1 the mouse, 2 the cat); the graph has ${model.n}.`,
        'error',
      );
      onChange();
      return;
    }
    const version = model.version;
    const { offsets, neighbours } = neighbourLists(model);
    ui.solving = true;
    ex.clear();
    // An edit of the graph: after the solve, ask the worker what changed over every position.
    ui.whole = null;
    const before =
      ui.kept && ui.solution
        ? { session: ui.solution.result.session, locations: ui.solution.result.locations, oldOf: ui.kept.oldOf }
        : null;
    onChange();
    await solveWithProgress({
      ask: (update) => solver.solveCatMouse({ offsets, neighbours }, update),
      fresh: () => version === model.version,
      take(result) {
        ui.solution = { version, result };
        const at = ui.pendingPos;
        ui.pendingPos = null;
        ex.load(result, { at: at ? { places: [at.c, at.r], mover: at.side } : null });
        if (before)
          askWhole(solver, before, result, placeMap(before.locations, result.locations, before.oldOf), (r) => {
            if (ui.solution?.result === result) {
              ui.whole = r;
              onChange();
            }
          });
      },
      settle(last) {
        if (last) ui.solving = solver.busy;
        onChange();
      },
    });
  }

  const view = { model, ui, explorer: ex, current, cellOf };
  const decor = () => catMouseDecor(view);
  const renderPanels = () => renderCatMousePanels(view);

  // A click on vertex v once solved: a move in play; else a legal move of the fixed token
  // moves it, any other vertex puts the fixed token there (Shift: the other token).
  function clickVertex(v, shift) {
    if (!current() || ex.pos === null) return false;
    if (ex.play) {
      const why = ex.playAt(v, 'Not a legal move: pick one of the highlighted nodes.');
      if (why) setStatus(why);
      return true;
    }
    const held = 1 - ex.token,
      which = shift ? ex.token : held,
      m = ex.moveAt(v);
    if (!shift && held === ex.mover && m) {
      ex.moveTo(m.to);
      return true;
    }
    if (which === 0 && v === 0) {
      setStatus('The cat may never enter the hole (node 0).');
      return true;
    }
    ex.place(which, v);
    return true;
  }

  // Keys off the views (the play keys and the cursor are the kit's: graph-editor/keys.js): the
  // arrows back and along the best line (in play: back and forward), Esc stops an animation.
  const onKey = (e) => !!current() && lineKeys(e, ex, onChange);

  return {
    ui,
    explorer: ex,
    solve,
    decor,
    renderPanels,
    clickVertex,
    onKey,
    get solution() {
      return current();
    },
    get autoSolveOk() {
      return model.n <= AUTO_SOLVE_NODES;
    },
    bind() {
      for (const b of document.querySelectorAll('[data-cmside]'))
        b.addEventListener('click', () => ex.setSide(Number(b.dataset.cmside)));
      for (const b of document.querySelectorAll('[data-cmfix]'))
        b.addEventListener('click', () => ex.setToken(b.dataset.cmfix === 'cat' ? 1 : 0));
    },
    stop() {
      ex.stopPlay();
      ex.stopAnim();
    },
    // An edit of the graph (the model's detail): keep the map on screen to show what it changes.
    noteEdit(detail) {
      ui.changes = null;
      if (detail?.edit !== 'local' && detail?.edit !== 'remove') {
        ui.kept = null;
        return;
      }
      if (ui.kept || !ui.solution || !ex.map) return;
      const removed = detail.edit === 'remove' ? detail.removed : -1;
      ui.kept = keepMap(ex, cellOf, (v) => (removed >= 0 && v >= removed ? v + 1 : v));
    },
    shareState() {
      return {
        pos: current() && ex.pos !== null ? { cat: ex.places[0], mouse: ex.places[1], side: ex.mover } : null,
        fix: 1 - ex.token,
      };
    },
    game: () => game,
    async exportJson() {
      if (!current()) return null;
      const { from, to } = model.edgeArrays();
      return (await solver.cliJson({ game: gameForFeature('cat-mouse'), input: catMouseText(model.n, from, to) })).json;
    },
  };
}
