// The page's start-up and shell: the game and preset menus, switching between games (the
// feature that shows each comes from shell/games.js), the top-level buttons, and the
// read-only window.whowins handle for tests. Features live in graph/, board/, explore/,
// share/; the solver is reached only through solver/ (docs/architecture.md).

import { $, esc, params, setStatus, solver, build } from './page.js';
import { setRegistry, gameInfo, featureOf, sidesOf, gameForFeature } from './games.js';
import { state, model, views, sides, currentSolution, isGrid, isCM } from './state.js';
import { boardUI, catMouse, createFeatures } from './features.js';
import { applyTheme, currentTheme, cycleTheme } from './theme.js';
import { onKey } from './keys.js';
import { savedWork, restoreSaved } from './saved-work.js';
import { PRESETS, presetById, DEFAULT_PRESET } from '../graph/presets.js';
import { BOARD_PRESETS } from '../board/board.js';
import { positionOf, vertexOf } from '../explore/outcome.js';
import { buildViews, refresh, solve, cancelSolve } from '../graph/feature.js';
import { watchModel, bindEditor } from '../graph/editor.js';
import { bindTextInput, showParseMessage, loadPresetAsDefault, syncPresetSelect } from '../graph/text-input.js';
import { stopPlay } from '../explore/graph-play.js';
import { share, applyShared } from '../share/share-ui.js';
import { exportJson, exportPng } from '../share/export.js';
import { exportSvg, exportDot } from '../share/export-figure.js';
import { bindPuzzles, openPuzzleLink, leavePuzzles, pm } from '../puzzles/mode.js';
import { PUZZLE_PREFIX } from '../puzzles/puzzle.js';
import { bindWatch } from '../explore/watch.js';
import { bindChanges } from '../graph/changes-ui.js';
import { bindWhy } from '../explore/why.js';
import { setCursor } from '../graph/editor.js';

// ---- game choice --------------------------------------------------------------------------
// Shows another game: the feature that handles it takes over the board area.
export function setGame(game, { solveAfter = true } = {}) {
  cancelSolve();
  stopPlay(false);
  const oldSides = sides();
  const wasCM = isCM();
  state.game = game;
  $('game-select').value = game;
  catMouse.stop();
  const feature = featureOf(game);
  $('changes-box').hidden = true;
  document.body.classList.toggle('cat-mouse-game', feature === 'pair-graph');
  if (!!gameInfo(game).undirected !== model.undirected) {
    state.loadingPreset = true;
    let note = '';
    try { note = model.setUndirected(!!gameInfo(game).undirected); } finally { state.loadingPreset = false; }
    if (note) showParseMessage(esc(note), 'info');
  }
  if (feature === 'pair-graph') { state.base = 0; state.cursor = null; state.line = null; }
  else if (wasCM) state.cursor = null;
  if (feature === 'board') {
    state.solution = null;
    state.line = null;
    boardUI.activate();
    if (solveAfter && !boardUI.solution) boardUI.solve();
    return;
  }
  boardUI.deactivate();
  if (state.cursor !== null) state.cursor = positionOf(sidesOf(game), vertexOf(oldSides, state.cursor), 0);
  state.solution = null;
  state.line = null;
  buildViews();
  if (solveAfter && model.n > 0) solve();
}

// The shell's own controls: game, options, presets, the answer card, share, export, help.
function bindEvents() {
  catMouse.bind();
  $('game-select').addEventListener('change', (e) => { state.presetNote = ''; syncPresetSelect(''); setGame(e.target.value); });
  $('misere').addEventListener('change', (e) => { state.misere = e.target.checked; state.solution = null; refresh(); solve(); });
  $('preset-select').addEventListener('change', (e) => {
    const id = e.target.value;
    if (id === '__restore') { restoreSaved(); return; }
    if (BOARD_PRESETS.some((p) => p.id === id)) {
      if (!isGrid()) setGame(gameForFeature('board'), { solveAfter: false });
      boardUI.loadPreset(id);
      syncPresetSelect(id);
      return;
    }
    if (id) loadPresetAsDefault(id);
  });
  $('copy-answer').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('answer').dataset.full);
      setStatus('Answer copied.');
    } catch {
      setStatus('Copying failed: select the answer and copy it by hand.', 'error');
    }
  });
  $('share-button').addEventListener('click', () => share());
  $('export-json').addEventListener('click', exportJson);
  $('export-png').addEventListener('click', () => exportPng());
  $('export-svg').addEventListener('click', () => exportSvg());
  $('export-dot').addEventListener('click', () => exportDot());
  $('share-url').addEventListener('focus', (e) => e.target.select());
  window.addEventListener('hashchange', () => openHash(location.hash));

  $('help-button').addEventListener('click', () => $('help-dialog').showModal());
  $('theme-button').addEventListener('click', cycleTheme);

  document.addEventListener('keydown', onKey);
}

// A link opened in this page: a puzzle (#z1.…) or a shared board (#v1.…).
function openHash(hash) {
  if (!hash || hash === '#') return;
  if (hash.startsWith(PUZZLE_PREFIX)) { openPuzzleLink(hash); return; }
  if (pm.active) leavePuzzles();
  applyShared(hash);
}

// ---- start --------------------------------------------------------------------------------
function fillPresets() {
  const sel = $('preset-select');
  let html = '<option value="">Choose a preset…</option>';
  const groups = [...new Set(PRESETS.map((p) => p.group))];
  for (const g of groups) {
    html += `<optgroup label="${esc(g)}">` + PRESETS.filter((p) => p.group === g).map((p) => `<option value="${p.id}">${esc(p.name)}</option>`).join('') + '</optgroup>';
  }
  html += '<optgroup label="Police and thief">' + BOARD_PRESETS.map((p) => `<option value="${p.id}">${esc(p.name)}</option>`).join('') + '</optgroup>';
  if (savedWork()) html += '<optgroup label="Your work"><option value="__restore">Your last drawing (saved in this browser)</option></optgroup>';
  sel.innerHTML = html;
}

async function start() {
  createFeatures();
  watchModel();
  applyTheme(currentTheme());
  fillPresets();
  bindEvents();
  bindTextInput();
  bindEditor();
  bindPuzzles();
  bindWatch();
  bindChanges(refresh);
  bindWhy((p) => setCursor(p));
  fetch(new URL('../build-info.json', import.meta.url)).then((r) => (r.ok ? r.json() : null)).then((info) => {
    build.engine = info?.solver ?? '';
    if (build.engine === 'js-stand-in') document.body.classList.add('stand-in');
  }).catch(() => {});
  try {
    const games = setRegistry(await solver.games);
    const sel = $('game-select');
    sel.innerHTML = games.map((g) => `<option value="${esc(g.id)}">${esc(g.name)}</option>`).join('');
    sel.value = state.game;
  } catch (e) {
    setStatus(`The solver could not start: ${esc(e.message)}. Reload the page to try again.`, 'error');
  }
  buildViews();   // after the registry: the number of maps follows the game's flags
  if (location.hash.startsWith(PUZZLE_PREFIX)) {
    loadPresetAsDefault(DEFAULT_PRESET);   // the editor behind the puzzle
    await openPuzzleLink(location.hash);
  } else if (location.hash && location.hash !== '#') applyShared(location.hash);
  else if (BOARD_PRESETS.some((p) => p.id === params.get('preset'))) {
    setGame(gameForFeature('board'), { solveAfter: false });
    boardUI.loadPreset(params.get('preset'));
    syncPresetSelect(params.get('preset'));
  } else loadPresetAsDefault(presetById(params.get('preset') ?? '') ? params.get('preset') : DEFAULT_PRESET);
  document.body.classList.add('ready');
}
start();

// For tests and the curious: read-only access to what the page shows.
window.whowins = {
  get state() { return state; },
  model,
  get views() { return views; },
  answer: () => currentSolution()?.answerLines() ?? null,
  get board() { return boardUI; },
  get catMouse() { return catMouse; },
  get puzzles() { return pm; },
};

