// The composition root: makes the features and registers them with the shell, binds the
// shell's controls (game, options, presets, answer card, help, theme) and the tools (share,
// export, puzzles, Watch the solver, Why?), asks the worker for the registry, opens the first
// preset or link, and gives tests a read-only window.whowins. Nothing imports this module
// (docs/architecture.md).

import { $, esc, params, setStatus, solver, build, syncPresetSelect } from '../ui/page.js';
import { setRegistry } from '../lib/games.js';
import { app, setApp } from '../shell/state.js';
import {
  registerFeature,
  allFeatures,
  currentFeature,
  setGame,
  refresh,
  solve,
  loadPreset,
} from '../shell/features.js';
import { applyTheme, currentTheme, cycleTheme } from '../shell/theme.js';
import { onKey, addKeyHandler, addShortcut } from '../shell/keys.js';
import { createGraphFeature } from '../graph/index.js';
import { createCatMouseFeature } from '../cat-mouse/index.js';
import { createBoardFeature } from '../cop-thief/index.js';
import { createDesignFeature } from '../design/index.js';
import { createSumFeature } from '../sum/index.js';
import { presetById, DEFAULT_PRESET } from '../graph-editor/presets.js';
import { share, applyShared, bindShare } from '../share/share-ui.js';
import { bindExports } from '../share/export.js';
import { enterPuzzles, leavePuzzles } from '../puzzles/mode.js';
import { bindPuzzles, puzzleKey } from '../puzzles/controls.js';
import { openPuzzleLink } from '../puzzles/mine.js';
import { puzzleMode } from '../puzzles/state.js';
import { applyEmbedMode } from '../puzzles/embed.js';
import { PUZZLE_PREFIX } from '../lib/puzzle.js';
import { bindWatch, watchKey } from '../explore/watch.js';
import { bindWhy, whyShortcut, showWhy } from '../explore/why.js';
import { bindCops, copsKey, copsDebug } from '../cops/index.js';
import { registerShareLinks } from './links.js';
import { bindGallery, showGallery, hideGallery, galleryKey } from '../gallery/index.js';

registerShareLinks(); // each feature's section of a share link (lib/codec.js keeps the envelope)

// ---- the features: one line each ----------------------------------------------------------
function createFeatures() {
  registerFeature(createGraphFeature());
  registerFeature(createCatMouseFeature());
  registerFeature(createBoardFeature());
  registerFeature(createDesignFeature());
  registerFeature(createSumFeature());
}

// The shell's own controls: game, options, presets, the answer card, help.
function bindEvents() {
  $('game-select').addEventListener('change', (event) => {
    setApp({ presetNote: '' });
    syncPresetSelect('');
    setGame(event.target.value);
  });
  $('misere').addEventListener('change', (event) => {
    setApp({ misere: event.target.checked });
    refresh();
    solve();
  });
  $('preset-select').addEventListener('change', (event) => {
    if (event.target.value) loadPreset(event.target.value);
  });
  $('copy-answer').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('answer').dataset.full);
      setStatus('Answer copied.');
    } catch {
      setStatus('Copying failed: select the answer and copy it by hand.', 'error');
    }
  });
  $('solve-button').addEventListener('click', () => solve());
  $('cancel-button').addEventListener('click', () => {
    currentFeature().cancelSolve();
    setStatus('Solve cancelled. Press <kbd>Enter</kbd> to solve again.');
    refresh();
  });
  $('auto-solve').addEventListener('change', (event) => {
    if (event.target.checked && !currentFeature().solved()) solve();
  });
  $('changes-previous').addEventListener('click', () => {
    setApp({ previousMap: !app.previousMap });
    refresh();
  });
  window.addEventListener('hashchange', () => openHash(location.hash));
  $('help-button').addEventListener('click', () => $('help-dialog').showModal());
  $('theme-button').addEventListener('click', cycleTheme);
  document.addEventListener('keydown', onKey);
}

// The tools: each binds its own controls; keys go through shell/keys.js.
function bindTools() {
  bindShare();
  bindExports();
  bindPuzzles();
  bindWatch();
  bindWhy();
  bindCops({ showWhy });
  addKeyHandler(copsKey);
  addKeyHandler(galleryKey);
  addKeyHandler(puzzleKey);
  addKeyHandler(watchKey);
  addShortcut({ key: 'u', run: share });
  addShortcut({ key: 'g', run: showGallery });
  bindGallery({
    open: openGalleryGame,
    openPreset(id) {
      leavePuzzles();
      loadPreset(id);
    },
  });
  bindIntro();
  for (const button of document.querySelectorAll('[data-page-mode]'))
    button.addEventListener('click', () => {
      if (button.dataset.pageMode === 'gallery') {
        leavePuzzles();
        showGallery();
      } else hideGallery();
    });
  addShortcut(whyShortcut);
}

// A gallery card's game opened for an action: its puzzles, or the game in the designer —
// solved, then explored, played against the solver, proved (Why?) or edited.
async function openGalleryGame(id, action) {
  if (action === 'puzzles') {
    await enterPuzzles({ setId: `gallery:${id}` });
    return;
  }
  leavePuzzles();
  loadPreset(`design:${id}`);
  if (action === 'edit') {
    $('design-card').scrollIntoView({ block: 'start' });
    $('design-card').querySelector('input, select, button')?.focus();
    return;
  }
  await solve();
  if (action === 'play') currentFeature().play?.();
  if (action === 'why') showWhy();
}

// The one-line introduction on a first visit (hidden once closed or used; never in an embed).
function bindIntro() {
  const close = () => {
    $('intro').hidden = true;
    try {
      localStorage.setItem('whowins.intro', 'seen');
    } catch {
      /* storage off */
    }
  };
  let seen = false;
  try {
    seen = localStorage.getItem('whowins.intro') === 'seen';
  } catch {
    /* storage off */
  }
  $('intro').hidden = seen || params.has('embed');
  $('intro-close').addEventListener('click', close);
  $('intro').addEventListener('click', (event) => {
    const act = event.target.closest('[data-intro]')?.dataset.intro;
    if (!act) return;
    close();
    if (act === 'gallery') showGallery();
    else if (act === 'puzzles') enterPuzzles();
    else $('views').querySelector('svg')?.focus();
  });
}

// A link opened in this page: a puzzle (#z1.…) or a shared board (#v1.…).
function openHash(hash) {
  if (!hash || hash === '#') return;
  if (hash.startsWith(PUZZLE_PREFIX)) {
    openPuzzleLink(hash);
    return;
  }
  if (puzzleMode.active) leavePuzzles();
  hideGallery();
  applyShared(hash);
}

// ---- start --------------------------------------------------------------------------------
// The preset menu: every feature's presets by group (a group marked last goes last).
function fillPresets() {
  const all = allFeatures().flatMap((feature) => feature.presets());
  const lastAtTheEnd = [...all.filter((preset) => !preset.last), ...all.filter((preset) => preset.last)];
  const groups = [...new Set(lastAtTheEnd.map((preset) => preset.group))];
  $('preset-select').innerHTML =
    '<option value="">Choose a preset…</option>' +
    groups
      .map(
        (group) =>
          `<optgroup label="${esc(group)}">` +
          all
            .filter((preset) => preset.group === group)
            .map((preset) => `<option value="${esc(preset.id)}">${esc(preset.name)}</option>`)
            .join('') +
          '</optgroup>',
      )
      .join('');
}

async function start() {
  applyEmbedMode(params); // ?embed=1: the board and the puzzle alone, for an <iframe>
  setApp({ game: presetById(DEFAULT_PRESET).game }, 'preset');
  createFeatures();
  applyTheme(currentTheme());
  fillPresets();
  bindEvents();
  bindTools();
  // Which solver the build holds, from index.html's <meta name="whowins-solver"> (the build writes it).
  const solverMeta = document.querySelector('meta[name="whowins-solver"]')?.content ?? '';
  build.engine = solverMeta.includes('wasm') ? 'wasm' : solverMeta.includes('stand-in') ? 'js-stand-in' : '';
  if (build.engine === 'js-stand-in') document.body.classList.add('stand-in');
  const first = app.game;
  try {
    const games = setRegistry(await solver.games);
    const gameSelect = $('game-select');
    gameSelect.innerHTML = games.map((game) => `<option value="${esc(game.id)}">${esc(game.name)}</option>`).join('');
    gameSelect.value = first;
  } catch (error) {
    setStatus(`The solver could not start: ${esc(error.message)}. Reload the page to try again.`, 'error');
  }
  setGame(first, { solveAfter: false, cause: 'preset' }); // after the registry: the views follow the game's flags
  const preset = params.get('preset') ?? '';
  if (location.hash.startsWith(PUZZLE_PREFIX)) {
    loadPreset(DEFAULT_PRESET); // the editor behind the puzzle
    await openPuzzleLink(location.hash);
  } else if (location.hash && location.hash !== '#') applyShared(location.hash);
  else if (!(
    preset &&
    allFeatures().some((feature) => feature.presets().some((entry) => entry.id === preset && !entry.last)) &&
    loadPreset(preset)
  ))
    loadPreset(DEFAULT_PRESET);
  document.body.classList.add('ready');
}
start();

// After the first answer and half a second with nothing to answer (a link's own solve can follow
// a quick first reply: a puzzle's editor behind it), the full solver module where the first was a
// smaller one (a request that needs it asks at once); then the service worker (web/sw.js: offline
// and installable) once the solver has had nothing to answer for a second (or after 60 s without
// an answer), so their downloads do not compete with the first visit's.
const solverQuietFor = (ms) =>
  new Promise((resolve) => {
    let since = performance.now();
    const check = () => {
      if (solver.pending.size > 0) since = performance.now();
      if (performance.now() - since >= ms) resolve(undefined);
      else setTimeout(check, 100);
    };
    check();
  });
solver.firstReply.then(() => solverQuietFor(500)).then(() => solver.ensureFull());
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  Promise.race([
    solver.firstReply.then(() => solverQuietFor(1000)),
    new Promise((resolve) => setTimeout(resolve, 60000)),
  ]).then(() => {
    navigator.serviceWorker
      .register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).pathname })
      .catch(() => {});
  });
}

// For tests and the curious: read-only access to what the page shows (the features' debug).
const debugOf = (id) => allFeatures().find((feature) => feature.id === id)?.debug;
window.whowins = {
  // The solver worker's threads (1: the single-thread module) and whether the page could use more.
  get solverThreads() {
    return solver.threads;
  },
  get state() {
    const graphState = debugOf('graph').state;
    return new Proxy({}, { get: (_, key) => (key in app ? app[key] : graphState[key]) });
  },
  get model() {
    return debugOf('graph').model;
  },
  get views() {
    return debugOf('graph').views;
  },
  answer: () => debugOf('graph').answer(),
  get graph() {
    return debugOf('graph');
  },
  get copThief() {
    return debugOf('cop-thief');
  },
  get catMouse() {
    return debugOf('cat-mouse');
  },
  get design() {
    return debugOf('design');
  },
  get sum() {
    return debugOf('sum');
  },
  get puzzles() {
    return puzzleMode;
  },
  cops: copsDebug,
};
