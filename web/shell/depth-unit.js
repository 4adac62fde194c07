// The depth's unit, plies or moves (lib/words.js counts and words every depth in it): the
// choice in the top bar, kept in this browser (localStorage whowins.depth) and in the page's
// address (?depth=moves), so a share or puzzle link made with it opens with it. Plies by default.

import { $, params, rewordStatus } from '../ui/page.js';
import { setDepthUnit, depthUnitNow, isDepthUnit, depthCount, depthWords } from '../lib/words.js';
import { events } from './state.js';
import { refresh } from './features.js';

const KEY = 'whowins.depth';

// At start: the link's ?depth= first, else the browser's choice, else plies.
export function loadDepthUnit() {
  let saved = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    /* storage off */
  }
  const fromLink = params.get('depth');
  setDepthUnit(isDepthUnit(fromLink) ? fromLink : isDepthUnit(saved) ? saved : 'plies');
  syncDepthControl();
}

// The user's choice: kept, written into the address, and every depth on the page written again
// (listeners of 'depth-unit-changed' redraw what they show).
export function chooseDepthUnit(unit) {
  if (!isDepthUnit(unit) || unit === depthUnitNow()) return;
  setDepthUnit(unit);
  try {
    localStorage.setItem(KEY, unit);
  } catch {
    /* storage off */
  }
  const query = new URLSearchParams(location.search);
  if (unit === 'plies') query.delete('depth');
  else query.set('depth', unit);
  const rest = query.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  params.delete('depth');
  if (unit !== 'plies') params.set('depth', unit);
  syncDepthControl();
  rewordStatus();
  refresh();
  events.emit('depth-unit-changed', { unit });
}

// The top bar's menu and the graph legend's example follow the unit.
function syncDepthControl() {
  const select = /** @type {HTMLSelectElement | null} */ ($('depth-unit'));
  if (select) select.value = depthUnitNow();
  const legend = $('depth-legend');
  if (legend) legend.textContent = `W${depthCount(3)} = win in ${depthWords(3)} · bold arrow = best move`;
}

export function bindDepthUnit() {
  $('depth-unit').addEventListener('change', (event) => chooseDepthUnit(event.target.value));
}
