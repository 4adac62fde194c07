// The user's own drawing kept in localStorage (whowins.last), offered back as a preset.

import { $, setStatus } from './page.js';
import { gameList } from './games.js';
import { state, model } from './state.js';
import { loadGraph } from '../graph/feature.js';
import { syncPresetSelect } from '../graph/text-input.js';
import { setGame } from './main.js';

// ---- saving the user's work ----------------------------------------------------------------
let saveTimer = 0;

export function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    if (model.isBig || !state.ownWork) return;
    try {
      localStorage.setItem('whowins.last', JSON.stringify({
        game: state.game, misere: state.misere, base: state.base, n: model.n, xs: model.xs.map((x) => Math.round(x)),
        ys: model.ys.map((y) => Math.round(y)), edges: model.edges, saved: Date.now(),
      }));
    } catch { /* storage full or off */ }
  }, 400);
}

export function savedWork() {
  try {
    const s = JSON.parse(localStorage.getItem('whowins.last') || 'null');
    return s && Number.isInteger(s.n) && Array.isArray(s.edges) ? s : null;
  } catch {
    return null;
  }
}

export function restoreSaved() {
  const s = savedWork();
  if (!s) return;
  if (gameList().some((g) => g.id === s.game)) setGame(s.game, { solveAfter: false });
  state.misere = !!s.misere;
  $('misere').checked = state.misere;
  state.base = s.base === 0 ? 0 : 1;
  state.presetNote = '';
  const from = Uint32Array.from(s.edges, (e) => e[0]), to = Uint32Array.from(s.edges, (e) => e[1]);
  loadGraph(s.n, from, to, { positions: { xs: s.xs, ys: s.ys } });
  syncPresetSelect('');
  setStatus('Restored your last drawing.');
}
