// The editor's work kept aside while puzzle mode borrows the board area: the game and its
// options, and every feature's work (shell/features.js's work.keep()), put back on leaving.

import { $ } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { allFeatures, currentFeature, setGame } from '../shell/features.js';

let kept = null;

export function keepEditorWork() {
  // Features that share an editor share one work object: keep it once.
  const works = [...new Set(allFeatures().map((f) => f.work))];
  kept = {
    game: app.game,
    misere: app.misere,
    ownWork: app.ownWork,
    presetNote: app.presetNote,
    works: works.map((w) => [w, w.keep()]),
  };
}

export function restoreEditorWork() {
  if (!kept) return;
  const k = kept;
  kept = null;
  try {
    setGame(k.game, { solveAfter: false, cause: 'restore' });
    setApp({ misere: k.misere }, 'restore');
    $('misere').checked = k.misere;
    const shown = currentFeature().work;
    for (const [w, data] of k.works) w.restore(data, { shown: w === shown });
  } finally {
    setApp({ ownWork: k.ownWork, presetNote: k.presetNote }, 'restore');
  }
}
