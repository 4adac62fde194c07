// The board feature drawn (the state of board/feature.js): the answer in words, What changed, the
// undo buttons, the legend, the side and fixed-token toggles, the position panel (the
// explorer's), the canvas named in words and drawn (board/canvas.js); and the export buttons'
// state.

import { showAnswer } from '../kit/answer.js';
import { followChanges, showChangesBox } from '../lib/map-changes.js';
import { app, setApp, events } from '../shell/state.js';
import { $, fmt } from '../ui/page.js';
import { gameInfo, gameForFeature } from '../lib/games.js';

// feature: { ui, explorer, cops, view, current(), cellOf(loc), rc(cell), mover(side), active, playKeys }.
function positionPanel(feature, sol) {
  const { ui, explorer: ex } = feature;
  if (!sol)
    return `<p class="muted">${ui.solving ? 'Solving…' : 'Solve the board (<kbd>Enter</kbd>) to see the moves and their outcomes.'}</p>`;
  return ex.panelHtml();
}

export function renderBoard(feature) {
  const { ui, explorer: ex, cops, current, cellOf, rc, mover } = feature;
  if (!feature.active) return;
  events.emit('before-render', { feature: 'board' });
  const sol = current();
  showAnswer({
    result: sol?.result,
    codes: ['DRAW', 'WIN', 'LOSS'],
    only: 'grid-only',
    waiting: ui.solving ? 'Solving…' : 'Not solved yet.',
    fmt,
    says: {
      win: (p) => `The police catches the thief in ${p}`,
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
  const who = mover(side);
  const other = ex.token === 1 ? 'thief' : 'police';
  $('grid-legend').innerHTML =
    cops.shown()?.title ??
    (sol
      ? `For the <b>${who}</b> (to move), with the ${other} on the cell: <b class="lw">W</b> ${who} wins · <b class="ll">L</b> ${who} loses · <b class="ld">D</b> draw · W5 = in 5 plies`
      : 'Paint with the tools; <kbd>Enter</kbd> solves.');
  for (const b of document.querySelectorAll('[data-gside]')) {
    b.setAttribute('aria-checked', String(Number(b.dataset.gside) === side));
    b.disabled = !!ex.play;
  }
  for (const b of document.querySelectorAll('[data-gfix]'))
    b.setAttribute('aria-checked', String((b.dataset.gfix === 'police' ? 1 : 0) === ex.token));
  $('position-body').innerHTML = positionPanel(feature, sol);
  ex.focusPanel($('position-body'));
  // The canvas named in words: the board, the tokens' cells and the side to move.
  const b = ui.board,
    at = sol && ex.pos !== null ? ex.places.map(cellOf) : [b.police, b.thief];
  $('grid-canvas').setAttribute(
    'aria-label',
    `Police and thief board, ${b.rows} × ${b.cols}: the police on ${at[0] >= 0 ? rc(at[0]) : 'no cell'}, the thief on ${at[1] >= 0 ? rc(at[1]) : 'no cell'}` +
      `${sol && ex.pos !== null ? `, the ${mover(ex.mover)} to move` : ''}. Arrow keys move a cursor, Enter acts on its cell (in play: moves there).`,
  );
  $('preset-note-title').textContent = ui.note ? 'About this board' : 'The rules';
  $('preset-note').textContent = ui.note || gameInfo(gameForFeature('board')).rules;
  $('preset-note-card').hidden = false;
  feature.view.queueDraw();
  feature.playKeys?.keepFocus();
  events.emit('rendered', { feature: 'board' });
}

// The export buttons' state (shell/features.js's exports.state()).
export function exportState(feature) {
  const { ui, current } = feature;
  const sol = current();
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
