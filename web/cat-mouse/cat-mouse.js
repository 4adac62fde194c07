// Cat and mouse (LeetCode 913) in the graph editor: the undirected graph is the page's graph
// model (each edge once); node 0 is the hole, the mouse starts on 1 and moves first, the cat
// starts on 2 and may never enter the hole. The solve runs in the worker as a two-token
// session (kit/explorer.js explores it); this module turns it into decorations for the graph
// views (the outcome map with one token fixed), the answer, counts and the position panel.

import { createExplorer, valueLabel } from '../kit/explorer.js';
import { showAnswer } from '../kit/answer.js';
import { $, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';
import { app, setApp } from '../shell/state.js';
import { catMouseText } from '../graph-editor/parse-cat-mouse.js';
import { keepMap, followChanges, showChangesBox, previousValue, placeMap, askWhole } from '../lib/map-changes.js';
import { wins, loses } from '../lib/words.js';

const LETTERS = ['D', 'W', 'L'];
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
    // The neighbour lists (sorted, no self-loops), flat with their offsets.
    const { from, to } = model.edgeArrays(),
      adj = Array.from({ length: model.n }, () => []);
    for (let i = 0; i < from.length; i++)
      if (from[i] !== to[i]) {
        adj[from[i]].push(to[i]);
        adj[to[i]].push(from[i]);
      }
    const offsets = new Uint32Array(model.n + 1);
    adj.forEach((l, v) => {
      l.sort((a, b) => a - b);
      offsets[v + 1] = offsets[v] + l.length;
    });
    const neighbours = Uint32Array.from(adj.flat());
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

  // What the graph views draw: the map as a "solution" (letter and label per vertex), the
  // hole, the two tokens, legal moves in play, the hint and the best line's edges.
  // The map's value at v, unless Watch the solver has not reached it yet.
  function shownValue(v) {
    if (app.previousMap && ui.changes) return previousValue(ui.changes, v);
    const x = ex.mapValue(v);
    if (!x) return null;
    return app.watch && app.watch.replay.decidedAt[v] > app.watch.step ? null : x;
  }

  function decor() {
    const sol = current();
    followChanges(ui, ex, cellOf, !!sol);
    const p = sol && ex.pos !== null ? { c: ex.places[0], r: ex.places[1] } : null;
    const fixed = p ? ex.places[1 - ex.token] : -1;
    const tags = (v) => {
      const t = [];
      if (v === 0) t.push('hole');
      if (p) {
        if (v === p.c) t.push('cat');
        if (v === p.r) t.push('mouse');
      } else {
        if (v === 1) t.push('mouse');
        if (v === 2) t.push('cat');
      }
      return t;
    };
    const map =
      sol && p && !app.hideOutcomes
        ? {
            n: model.n,
            position: (v) => v,
            letter: (v) => {
              const x = shownValue(v);
              return x ? LETTERS[x.outcome] : '';
            },
            label: (v) => {
              const x = shownValue(v);
              return [...tags(v), ...(x ? [valueLabel(x)] : [])].join(' · ');
            },
            bestTarget: () => null,
          }
        : {
            // Before a solve: only the marks.
            n: model.n,
            position: (v) => v,
            letter: () => '',
            label: (v) => tags(v).join(' · '),
            bestTarget: () => null,
          };
    const lineEdges = new Set();
    if (sol && ex.line && !ex.play) {
      for (let i = 0; i + 1 < ex.line.length; i++) {
        const a = ex.line[i],
          b = ex.line[i + 1];
        const from = a.places[a.mover],
          to = b.places[a.mover];
        if (from !== to) lineEdges.add(from + ',' + to);
      }
    }
    return {
      solution: map,
      undirected: true,
      lineEdges,
      legal: sol ? ex.legal() : null,
      selected: fixed >= 0 ? fixed : null,
      token: null,
      vclass: (v) =>
        (v === 0 ? ' hole' : '') +
        (p
          ? (v === p.c ? ' tok-cat' : '') + (v === p.r ? ' tok-mouse' : '')
          : (v === 1 ? ' tok-mouse' : '') + (v === 2 ? ' tok-cat' : '')) +
        (v === fixed ? ' tok-fixed' : '') +
        (sol && ex.hint?.dest === v ? ' hinted' : '') +
        (sol && ui.changes && !app.watch && !app.hideOutcomes && ui.changes.changedCells.has(v) ? ' changed' : ''),
    };
  }

  function renderPanels() {
    const sol = current();
    if (!followChanges(ui, ex, cellOf, !!sol)) setApp({ previousMap: false });
    showChangesBox($, ui.changes, 'nodes', app.previousMap, ui.whole);
    // The start: the mouse to move, the outcome for the mouse (LeetCode's answer: 1, 2, 0).
    showAnswer({
      result: sol?.result,
      codes: ['0', '1', '2'],
      only: 'tt-only',
      fmt,
      waiting: ui.solving ? 'Solving…' : model.n < 3 ? 'Cat and mouse needs at least 3 nodes.' : 'Not solved yet.',
      says: {
        win: (p) => `The mouse reaches the hole in ${p} (answer 1)`,
        loss: (p) => `The cat catches the mouse in ${p} (answer 2)`,
        draw: 'Neither can win: endless play, a draw (answer 0)',
      },
    });
    $('position-body').innerHTML = sol
      ? ex.panelHtml()
      : `<p class="muted">${
          ui.solving ? 'Solving…' : 'Solve the graph (<kbd>Enter</kbd>) to see the moves and their outcomes.'
        }</p>`;
    ex.focusPanel($('position-body'));
    const side = ex.pos !== null ? ex.mover : 1;
    const who = side === 0 ? 'cat' : 'mouse';
    const other = ex.token === 1 ? 'mouse' : 'cat';
    $('tt-legend').innerHTML = sol
      ? `For the <b>${who}</b> (to move), with the ${other} on the node: ` +
        `<b class="lw">W</b> ${who} ${wins(who)} · <b class="ll">L</b> ${who} ${loses(who)} · <b class="ld">D</b> draw`
      : 'Node 0 is the hole, the mouse starts on 1, the cat on 2.';
    for (const b of document.querySelectorAll('[data-cmside]')) {
      b.setAttribute('aria-checked', String(Number(b.dataset.cmside) === side));
      b.disabled = !!ex.play;
    }
    for (const b of document.querySelectorAll('[data-cmfix]'))
      b.setAttribute('aria-checked', String((b.dataset.cmfix === 'cat' ? 1 : 0) === ex.token));
  }

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
  function onKey(e) {
    if (!current()) return false;
    const k = e.key;
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (k === 'ArrowLeft') {
      e.preventDefault();
      ex.undo();
      return true;
    }
    if (k === 'ArrowRight') {
      e.preventDefault();
      if (ex.play) ex.redo();
      else ex.stepBest();
      return true;
    }
    if (k === 'Escape' && ex.anim) {
      ex.stopAnim();
      onChange();
      return true;
    }
    return false;
  }

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
