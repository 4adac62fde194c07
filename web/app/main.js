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
import { loadDepthUnit, bindDepthUnit } from '../shell/depth-unit.js';
import { onKey, addShortcut } from '../shell/keys.js';
import { createGraphFeature } from '../graph/index.js';
import { createCatMouseFeature } from '../cat-mouse/index.js';
import { createBoardFeature } from '../cop-thief/index.js';
import { createDesignFeature } from '../design/index.js';
import { createSumFeature } from '../sum/index.js';
import { presetById, DEFAULT_PRESET } from '../graph-editor/presets.js';
import { openGraphFile, readFileText } from '../graph-editor/text-input.js';
import { share, applyShared, bindShare } from '../share/share-ui.js';
import { bindExports } from '../share/export.js';
import { puzzleMode } from '../puzzles/state.js';
import { applyEmbedMode } from '../puzzles/embed.js';
import { PUZZLE_PREFIX } from '../lib/puzzle.js';
import { SET_PREFIX } from '../lib/puzzle-sets.js';
import { registerShareLinks } from './links.js';
import { opponentChoice, readOpponentParams } from '../kit/opponent-choice.js';
import { watchStorage } from '../lib/stored.js';

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
  bindDepthUnit();
  document.addEventListener('keydown', onKey);
}

// The tools a first answer may use (share, exports) bound at once; the others (app/tools.js:
// puzzles, the gallery, How many cops?, Why?, Watch) in a chunk of their own, loaded once the
// solver module has come and the first request is sent (at once for a puzzle or set link, whose
// first answer is a puzzle: loadTools) — a sixth of the page's script that a first visit through
// a link no longer waits for.
function bindFirstTools() {
  bindShare();
  bindExports();
  addShortcut({ key: 'u', run: share });
  bindIntro();
  bindFileDrop();
}

/** @type {Promise<typeof import('./tools.js')> | null} */
let toolsLoading = null;
// The tools once bound (puzzle mode or the gallery can be shown only then).
/** @type {typeof import('./tools.js') | null} */
let tools = null;
function loadTools() {
  toolsLoading ??= import('./tools.js').then((loaded) => {
    loaded.bindTools();
    tools = loaded;
    refresh(); // the tools' cards follow what is shown (How many cops?'s hides where it has no game)
    return loaded;
  });
  return toolsLoading;
}

// A file dropped on the page in the editor (on the graph editor, the design editor, the board): opened as Open
// file… opens one, into the editor of the game shown — a graph into the graph's box, a design into the design's
// JSON, a police-and-thief board into the board's text — each then read as its Read button reads it.
function bindFileDrop() {
  const editorShown = () => !puzzleMode.active && !document.body.classList.contains('gallery-mode');
  const shown = (id) => $(id).checkVisibility();
  document.addEventListener('dragover', (event) => {
    if (!editorShown() || !event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault(); // a drop here opens the file in the page, not in the browser's tab
    event.dataTransfer.dropEffect = 'copy';
  });
  document.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file || !editorShown()) return;
    event.preventDefault();
    // The editor that reads a text box: the design's JSON or the board's text (their messages on the status line).
    const box = shown('design-card')
      ? { text: 'design-json', read: 'design-read', what: 'the design’s JSON' }
      : shown('board-text-card')
        ? { text: 'board-text', read: 'board-read', what: 'the board’s text' }
        : null;
    if (!box) {
      await openGraphFile(file);
      return;
    }
    const text = await readFileText(file, setStatus);
    if (text === null) return;
    /** @type {HTMLTextAreaElement} */ ($(box.text)).value = text;
    $(box.read).click();
    setStatus(`Opened ${esc(file.name)} into ${box.what}.`);
  });
}

// What went wrong with this browser's storage (lib/stored.js: a value that did not read and was
// reset, a save that did not fit), said in one line at the top of the page until closed.
function bindStorageNote() {
  const said = new Set();
  const show = (words) => {
    said.add(words);
    $('storage-note-text').textContent = `${[...said].join('; ')}. Everything else is kept.`;
    $('storage-note').hidden = false;
  };
  for (const words of watchStorage(show)) show(words);
  $('storage-note-close').addEventListener('click', () => {
    $('storage-note').hidden = true;
    said.clear();
  });
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
    if (act === 'gallery') loadTools().then((loaded) => loaded.showGallery());
    else if (act === 'puzzles') loadTools().then((loaded) => loaded.enterPuzzles());
    else $('views').querySelector('svg')?.focus();
  });
}

// A link opened in this page: a puzzle (#z1.…), a set of puzzles (#s1.…) or a shared board (#v1.…).
function openHash(hash) {
  if (!hash || hash === '#') return;
  if (hash.startsWith(PUZZLE_PREFIX)) {
    loadTools().then((loaded) => loaded.openPuzzleLink(hash));
    return;
  }
  if (hash.startsWith(SET_PREFIX)) {
    loadTools().then((loaded) => loaded.openSetLink(hash));
    return;
  }
  // Puzzle mode and the gallery can be shown only once the tools are.
  if (puzzleMode.active) tools?.leavePuzzles();
  tools?.hideGallery();
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
  bindStorageNote();
  const opponentProblem = readOpponentParams(params); // ?opponent=casual&seed=42: the level play starts with
  loadDepthUnit(); // plies or moves (?depth=, else this browser's choice), before anything is written
  setApp({ game: presetById(DEFAULT_PRESET).game }, 'preset');
  createFeatures();
  applyTheme(currentTheme());
  fillPresets();
  bindEvents();
  bindFirstTools();
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
    // The editor behind the puzzle, unsolved (solved when shown): the puzzle's solve comes first.
    loadPreset(DEFAULT_PRESET, { solveAfter: false });
    await (await loadTools()).openPuzzleLink(location.hash);
  } else if (location.hash.startsWith(SET_PREFIX)) {
    loadPreset(DEFAULT_PRESET, { solveAfter: false }); // the editor behind the set, unsolved as behind a puzzle
    await (await loadTools()).openSetLink(location.hash);
  } else if (location.hash && location.hash !== '#') applyShared(location.hash);
  else if (!(
    preset &&
    allFeatures().some((feature) => feature.presets().some((entry) => entry.id === preset && !entry.last)) &&
    loadPreset(preset)
  ))
    loadPreset(DEFAULT_PRESET);
  if (opponentProblem)
    setStatus(`The link’s opponent was not used: ${esc(opponentProblem)}. The solver plays perfectly.`, 'error');
  // The other tools now that the first request is on its way: the solver module has come (the
  // registry above waited for it), so their download no longer shares the link with it. The page
  // is ready with them.
  await loadTools();
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
// A file the service worker could not give offline (web/sw.js: the copy is only part saved): one
// line at the top of the page, until closed. What the page keeps (lib/stored.js) is untouched.
function bindOfflineNote() {
  const container = navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', ({ data }) => {
    if (data?.type !== 'not-saved') return;
    $('offline-note-text').textContent =
      'Part of Who Wins? is not saved for offline use; connect to the network once to finish saving it.';
    $('offline-note').hidden = false;
  });
  container.startMessages?.();
  $('offline-note-close').addEventListener('click', () => {
    $('offline-note').hidden = true;
  });
}
bindOfflineNote();

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
  get cops() {
    return tools?.copsDebug;
  },
  // The opponent level and seed play starts with (kit/opponent-choice.js).
  opponent: opponentChoice,
};
