// What cat and mouse shows (cat-mouse.js keeps the state): the decorations of the graph views
// (the outcome map with one token fixed, the hole, the tokens, legal moves, the hint, the best
// line), the answer, the legend and the position panel; and the graph as flat neighbour lists.

import { valueLabel } from '../kit/explorer.js';
import { showAnswer } from '../kit/answer.js';
import { $, fmt } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { followChanges, showChangesBox, previousValue } from '../lib/map-changes.js';
import { wins, loses } from '../lib/words.js';

const LETTERS = ['D', 'W', 'L'];

/**
 * The state the view reads (cat-mouse.js owns it).
 * @typedef {{ model: any, ui: any, explorer: any, current: () => any, cellOf: (loc: number) => number }} CatMouseView
 */

/** The neighbour lists of the drawn graph (sorted, no self-loops), flat with their offsets. */
export function neighbourLists(model) {
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
  return { offsets, neighbours: Uint32Array.from(adj.flat()) };
}

// What the graph views draw: the map as a "solution" (letter and label per vertex), the
// hole, the two tokens, legal moves in play, the hint and the best line's edges.
// The map's value at v, unless Watch the solver has not reached it yet.
function shownValue({ ui, explorer: ex }, v) {
  if (app.previousMap && ui.changes) return previousValue(ui.changes, v);
  const x = ex.mapValue(v);
  if (!x) return null;
  return app.watch && app.watch.replay.decidedAt[v] > app.watch.step ? null : x;
}

/** @param {CatMouseView} view */
export function catMouseDecor(view) {
  const { model, ui, explorer: ex, cellOf } = view;
  const sol = view.current();
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
            const x = shownValue(view, v);
            return x ? LETTERS[x.outcome] : '';
          },
          label: (v) => {
            const x = shownValue(view, v);
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
      (sol && ex.hintedAt(v) ? ' hinted' : '') +
      (sol && ui.changes && !app.watch && !app.hideOutcomes && ui.changes.changedCells.has(v) ? ' changed' : ''),
  };
}

/** @param {CatMouseView} view */
export function renderCatMousePanels(view) {
  const { model, ui, explorer: ex, cellOf } = view;
  const sol = view.current();
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
