// The user's own drawing kept in localStorage (whowins.last), offered back as a preset: saved
// a moment after every edit of the graph features (the 'edited' event) while it is the user's
// own work.

import { $, setStatus, syncPresetSelect } from '../ui/page.js';
import { gameList } from '../lib/games.js';
import { app, setApp, events } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { state, model, games } from './state.js';
import { loadGraph } from './feature.js';
import { pageStorage, readStored, writeStored } from '../lib/stored.js';

// ---- saving the user's work ----------------------------------------------------------------
const SAVED_KEY = 'whowins.last';
let saveTimer = 0;

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    if (model.isBig || !app.ownWork) return;
    writeStored(
      pageStorage(),
      SAVED_KEY,
      {
        game: app.game,
        misere: app.misere,
        base: state.base,
        n: model.n,
        xs: model.xs.map((x) => Math.round(x)),
        ys: model.ys.map((y) => Math.round(y)),
        edges: model.edges,
        saved: Date.now(),
      },
      'Your drawing',
    );
  }, 400);
}

// Listens to the drawn graph's edits (once, at start-up): the user's own edits of the graph
// make the editor their work (a new layout does not), and every edit is saved while it is.
export function watchEdits() {
  events.on('edited', ({ feature, edit, cause }) => {
    if (!games().some((g) => g.id === feature)) return;
    if (cause === 'user' && edit !== 'layout') setApp({ ownWork: true }, cause);
    scheduleSave();
  });
}

export function savedWork() {
  return readStored(
    pageStorage(),
    SAVED_KEY,
    'Your saved drawing',
    (s) => Number.isInteger(s.n) && Array.isArray(s.edges),
  );
}

export function restoreSaved() {
  const s = savedWork();
  if (!s) return;
  if (gameList().some((g) => g.id === s.game)) setGame(s.game, { solveAfter: false, cause: 'restore' });
  setApp({ misere: !!s.misere, presetNote: '' }, 'restore');
  $('misere').checked = app.misere;
  state.base = s.base === 0 ? 0 : 1;
  const from = Uint32Array.from(s.edges, (e) => e[0]),
    to = Uint32Array.from(s.edges, (e) => e[1]);
  loadGraph(s.n, from, to, { positions: { xs: s.xs, ys: s.ys } });
  syncPresetSelect('');
  setStatus('Restored your last drawing.');
}
