// The board feature drawn (its state: cop-thief/state.js): the answer in words, What changed, the
// undo buttons, the legend, the side and fixed-token toggles, the position panel (the
// explorer's), the canvas named in words and drawn (cop-thief/canvas.js); and the export buttons'
// state.

import { showAnswer } from '../kit/answer.js';
import { followChanges, showChangesBox } from '../lib/map-changes.js';
import { app, setApp, events } from '../shell/state.js';
import { $, fmt } from '../ui/page.js';
import { gameInfo, gameForFeature } from '../lib/games.js';
import { depthCount, depthWords, wins, loses } from '../lib/words.js';
import { currentSolution, cellOfLocation, cellNameOf, moverName } from './state.js';

/** @typedef {import('./state.js').BoardState} BoardState */

/** @param {BoardState} state */
function positionPanel(state, sol) {
  const { ui, explorer: ex } = state;
  if (sol) return ex.panelHtml();
  const words = ui.solving ? 'Solving…' : 'Solve the board (<kbd>Enter</kbd>) to see the moves and their outcomes.';
  return `<p class="muted">${words}</p>`;
}

/** @param {BoardState} state */
export function renderBoard(state) {
  const { ui, explorer: ex, cops } = state;
  if (!state.active) return;
  const cellOf = (loc) => cellOfLocation(state, loc);
  events.emit('before-render', { feature: 'cop-thief' });
  const sol = currentSolution(state);
  showAnswer({
    result: sol?.result,
    codes: ['DRAW', 'WIN', 'LOSS'],
    only: 'grid-only',
    waiting: ui.solving ? 'Solving…' : 'Not solved yet.',
    fmt,
    says: {
      win: (p) => `The police catch the thief in ${p}`,
      loss: (p) => `The thief escapes in ${p}`,
      draw: 'Neither can win: endless play',
    },
  });
  $('solve-button').disabled = false;
  if (!followChanges(ui, ex, cellOf, !!sol)) setApp({ previousMap: false });
  showChangesBox($, ui.changes, 'cells', app.previousMap, ui.whole);
  $('board-undo').disabled = !ui.edits.length || !!ex.play;
  $('board-redo').disabled = !ui.redoEdits.length || !!ex.play;
  const side = ex.pos !== null ? ex.mover : 0;
  const who = moverName(side);
  const other = ex.token === 1 ? 'thief' : 'police';
  $('grid-legend').innerHTML =
    cops.shown()?.title ??
    (sol
      ? `For the <b>${who}</b> (to move), with the ${other} on the cell: ` +
        `<b class="lw">W</b> ${who} ${wins(who)} · <b class="ll">L</b> ${who} ${loses(who)} · <b class="ld">D</b> draw · ` +
        `W${depthCount(5)} = in ${depthWords(5)}`
      : 'Paint with the tools; <kbd>Enter</kbd> solves.');
  for (const b of document.querySelectorAll('[data-gside]')) {
    b.setAttribute('aria-checked', String(Number(b.dataset.gside) === side));
    b.disabled = !!ex.play;
  }
  for (const b of document.querySelectorAll('[data-gfix]'))
    b.setAttribute('aria-checked', String((b.dataset.gfix === 'police' ? 1 : 0) === ex.token));
  $('position-body').innerHTML = positionPanel(state, sol);
  ex.focusPanel($('position-body'));
  // The canvas named in words: the board, the tokens' cells and the side to move.
  const b = ui.board,
    at = sol && ex.pos !== null ? ex.places.map(cellOf) : [b.police, b.thief];
  const on = (cell) => (cell >= 0 ? cellNameOf(state, cell) : 'no cell');
  $('grid-canvas').setAttribute(
    'aria-label',
    `Police and thief board, ${b.rows} × ${b.cols}: the police on ${on(at[0])}, the thief on ${on(at[1])}` +
      `${sol && ex.pos !== null ? `, the ${moverName(ex.mover)} to move` : ''}. ` +
      'Arrow keys move a cursor, Enter acts on its cell (in play: moves there).',
  );
  $('preset-note-title').textContent = ui.note ? 'About this board' : 'The rules';
  $('preset-note').textContent = ui.note || gameInfo(gameForFeature('cop-thief')).rules;
  $('preset-note-card').hidden = false;
  state.view.queueDraw();
  state.playKeys?.keepFocus();
  events.emit('rendered', { feature: 'cop-thief' });
}

// The export buttons' state (shell/features.js's exports.state()).
/** @param {BoardState} state */
export function exportState(state) {
  const { ui } = state;
  const sol = currentSolution(state);
  const why = sol
    ? ''
    : ui.solving
      ? 'Solving…: export waits for the solution'
      : 'Not solved yet: press Enter to solve, then export';
  return {
    png: { disabled: !sol, title: sol ? 'Download the board and its outcome map as a PNG image' : why },
    json: {
      disabled: !sol,
      title: sol ? 'Download the full result (every position’s outcome, depth and best move) as the CLI’s --json' : why,
    },
    svg: { disabled: !sol },
    dot: { hidden: true, disabled: true },
  };
}
