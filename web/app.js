// The page: wires the text box, the editor, the views, the solver worker and the panels.
// State lives here; graph-model.js holds the graph, graph-view.js draws it, panels.js writes
// the side panels, outcome.js reads solutions, parse.js reads pasted text.

import { parseGraph, graphToText, describeGraph, parseCatMouse, catMouseText } from './parse.js';
import { GraphModel, DRAW_LIMIT } from './graph-model.js';
import { GraphView } from './graph-view.js';
import { SolverClient, LayoutClient } from './solver-client.js';
import { Solution, buildSuccessors, sidesOf, vertexOf, positionOf } from './outcome.js';
import { PRESETS, presetById } from './presets.js';
import { countsHtml, positionHtml, bigViewHtml, histogramHtml, esc } from './panels.js';
import { encodeShare, decodeShare, resultJson } from './share.js';
import { createBoardUI } from './board-ui.js';
import { createCatMouseUI } from './cat-mouse-ui.js';
import { BOARD_PRESETS } from './board.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const chunkParam = params.get('chunk');
const PARSE_IN_WORKER = 1_000_000;   // characters: longer texts are read off the page's thread
const BIG_TEXT = 200_000;            // characters: longer graphs are not written into the box

const solver = new SolverClient(new URL('worker.js' + (chunkParam ? `?chunk=${encodeURIComponent(chunkParam)}` : ''), import.meta.url));
const layouts = new LayoutClient(new URL('layout-worker.js', import.meta.url));
const model = new GraphModel();

const state = {
  games: [],               // graph games from the registry
  game: 'alice-bob',
  misere: false,
  base: 1,                 // how vertices are numbered on screen (follows the text read)
  map: 'AB',               // alice-bob: 'A', 'B' or 'AB' (side by side)
  mode: 'move',
  cursor: null,            // the position shown in the position view (vertex, or 2v + side)
  selectedEdge: null,      // [a, b]
  pending: null,           // edge mode: the source vertex picked
  solution: null,
  solvedKey: '',
  successors: null,        // of the current graph
  successorsVersion: -1,
  solving: false,
  line: null,              // { positions, index, ends }
  play: null,
  hints: false,
  engine: '',
  presetNote: '',
  textSource: null,
  bigText: null,           // { text, name, placeholder }: a big text held outside the box
  ownWork: false,          // the board holds the user's own graph (drawn or read), worth saving
  loadingPreset: false,        // { text, version }: the box text the board was read from, and when
};

let views = [];
const GRID_GAME = 'cop-thief';
const CAT_MOUSE = 'cat-mouse';
const isGrid = () => state.game === GRID_GAME;
const isCM = () => state.game === CAT_MOUSE;
const boardUI = createBoardUI({
  solver, setStatus: (...a) => setStatus(...a), esc, fmt: (x) => fmt(x), formatMs: (ms) => formatMs(ms),
  autoSolve: () => $('auto-solve').checked,
  onEdit: () => syncPresetSelect(''),
});
const catMouse = createCatMouseUI({
  solver, model, setStatus: (...a) => setStatus(...a), esc, fmt: (x) => fmt(x), formatMs: (ms) => formatMs(ms), onChange: () => refresh(),
});

// The rules in a sentence or two, for the games the page knows; others use the registry's.
const RULES = {
  generic: 'Players take turns moving one token along an edge. Who cannot move loses (with misère: wins). Cycles allow endless play: a draw.',
  'alice-bob': 'Players take turns moving one token along an edge; who cannot move loses. Alice prefers endless play, then her own win; Bob prefers his win, then Alice’s, and endless play least. Map A: Alice moves first; map B: Bob moves first.',
  'cat-mouse': 'On an undirected graph the mouse starts on node 1 and moves first, the cat on node 2; node 0 is the hole. Each turn the player to move must move along an edge; the cat may never enter the hole. The cat on the mouse’s node wins; the mouse in the hole wins; endless play is a draw (answer 1 mouse, 2 cat, 0 draw).',
};

// ---- helpers ------------------------------------------------------------------------------
const isTyping = (el) => el && (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.isContentEditable);
const fmt = (x) => Number(x).toLocaleString('en-US');
const gameInfo = (id) => state.games.find((g) => g.id === id) ?? { id, name: id, misereOption: id === 'generic', twoStartSides: id === 'alice-bob' };
const sides = () => sidesOf(state.game);
const solveKey = () => `${model.version}|${state.game}|${state.misere && gameInfo(state.game).misereOption}`;
const currentSolution = () => (state.solution && state.solvedKey === solveKey() ? state.solution : null);

function successors() {
  if (state.successorsVersion !== model.version || !state.successors) {
    const { from, to } = model.edgeArrays();
    state.successors = buildSuccessors(model.n, from, to);
    state.successorsVersion = model.version;
  }
  return state.successors;
}

function setStatus(html, kind = '') {
  const el = $('status');
  el.innerHTML = html;
  el.title = el.textContent;
  el.className = 'status' + (kind ? ' ' + kind : '');
}

// ---- the views ----------------------------------------------------------------------------
const MAP_TITLES = ['<b>A</b> · Alice moves first', '<b>B</b> · Bob moves first'];

function buildViews() {
  for (const v of views) v.destroy();
  views = [];
  const host = $('views');
  host.textContent = '';
  const ab = sides() === 2;
  const list = !ab ? [0] : state.map === 'A' ? [0] : state.map === 'B' ? [1] : [0, 1];
  host.dataset.count = String(list.length);
  for (const side of list) {
    const view = new GraphView(host, { model, side, title: ab ? MAP_TITLES[side] : '', on: viewCallbacks(side) });
    view.el.dataset.side = String(side);
    view.setMode(state.mode);
    views.push(view);
  }
  $('map-toggle-group').hidden = !ab;
  for (const b of document.querySelectorAll('[data-map]')) b.setAttribute('aria-checked', String(b.dataset.map === state.map));
  refresh();
  requestAnimationFrame(() => views.forEach((v) => v.fit()));
}

function viewCallbacks(side) {
  return {
    clickVertex: (v, e) => onClickVertex(v, side, e),
    clickEdge: (k) => onClickEdge(k),
    clickBackground: (w) => onClickBackground(w),
    dblclickBackground: (w) => { if (state.mode !== 'edge' && !state.play) addVertexAt(w); },
    dragStart: () => { if (!state.play) model.remember(); },
    dragMove: (v, x, y) => { if (!state.play) model.moveVertex(v, x, y); },
    dragEnd: () => updateToolbar(),
    wire: (a, b, w) => {
      if (state.play) return;
      if (b !== null) addEdge(a, b);
      else { const v = model.addVertexFrom(a, w.x, w.y); setStatus(`Added vertex ${v + state.base} and the edge ${a + state.base} → ${v + state.base}.`); }
      state.pending = null;
    },
  };
}

// Decorations for every view, then the panels.
function refresh() {
  if (isGrid()) { boardUI.render(); return; }
  if (isCM()) {
    const d = catMouse.decor();
    for (const view of views) view.setDecor({ ...d, base: 0, selectedEdge: state.selectedEdge, pending: state.pending, selected: state.cursor ?? d.selected });
    $('empty-hint').hidden = model.n !== 0 || model.isBig;
    renderPanels();
    updateToolbar();
    return;
  }
  const sol = currentSolution();
  const lineEdges = new Set();
  if (state.line) {
    const ps = state.line.positions;
    for (let i = 0; i + 1 < ps.length; i++) lineEdges.add(vertexOf(sides(), ps[i]) + ',' + vertexOf(sides(), ps[i + 1]));
  }
  let legal = null;
  if (state.play && !state.play.over && state.play.humanToMove) legal = new Set(successors().successors(vertexOf(sides(), state.play.pos)));
  const cursorVertex = state.play ? vertexOf(sides(), state.play.pos) : state.cursor === null ? null : vertexOf(sides(), state.cursor);
  for (const view of views) {
    view.setDecor({
      solution: sol, base: state.base, selected: cursorVertex, token: state.play ? cursorVertex : null,
      selectedEdge: state.selectedEdge, pending: state.pending, legal, lineEdges: state.play ? playEdges() : lineEdges,
    });
  }
  $('empty-hint').hidden = model.n !== 0 || model.isBig;
  renderPanels();
  updateToolbar();
}

function playEdges() {
  const set = new Set();
  for (const e of state.play.log) set.add(e.from + ',' + e.to);
  return set;
}

function renderPanels() {
  if (isCM()) {
    catMouse.renderPanels();
    updateExportButtons(catMouse.solution);
    $('views').hidden = model.isBig;
    $('big-view').hidden = !model.isBig;
    if (model.isBig) $('big-view').innerHTML = `<p class="muted">This graph is too big to draw (${fmt(model.n)} nodes). Cat and mouse needs n² positions: graphs past ${fmt(2000)} nodes are too big to solve here.</p>`;
    $('preset-note-title').textContent = state.presetNote ? 'About this graph' : 'The rules';
    $('preset-note').textContent = state.presetNote || RULES['cat-mouse'];
    $('preset-note-card').hidden = false;
    return;
  }
  const sol = currentSolution();
  const sideList = sides() === 2 ? [{ side: 0, name: 'A' }, { side: 1, name: 'B' }] : [{ side: 0, name: '' }];
  // Counts, and the depth histogram of all positions (big graphs show it in the list view).
  $('counts').innerHTML = countsHtml(sol, sideList) + (sol && !model.isBig ? histogramHtml(sol.counts(null), 'Depths, all positions') : '');
  const answer = $('answer');
  if (sol) {
    const lines = sol.answerLines();
    const limit = 4000;
    const text = lines.map((l) => (l.length > limit ? l.slice(0, limit) + ` … (${fmt(l.length)} letters; Copy takes all)` : l)).join('\n');
    answer.textContent = text;
    answer.dataset.full = lines.join('\n');
    $('copy-answer').disabled = false;
  } else {
    answer.textContent = model.n === 0 ? '' : state.solving ? 'Solving…' : 'Not solved yet.';
    answer.dataset.full = '';
    $('copy-answer').disabled = true;
  }
  updateExportButtons(sol);
  // Position view.
  $('position-body').innerHTML = positionHtml({
    solution: sol, graph: successors(), cursor: state.play ? state.play.pos : state.cursor, base: state.base,
    sides: sides(), line: state.play ? null : state.line, play: state.play, hints: state.hints,
  });
  // Big graphs.
  const big = $('big-view');
  big.hidden = !model.isBig;
  $('views').hidden = model.isBig;
  if (model.isBig) {
    const input = document.activeElement?.id === 'big-goto-input' ? document.activeElement.value : null;
    big.innerHTML = bigViewHtml({ n: model.n, m: model.edgeCount, solution: sol, sides: sideList.filter((s) => sides() === 1 || state.map === 'AB' || s.name === state.map), limit: DRAW_LIMIT, solving: state.solving });
    if (input !== null) { const el = $('big-goto-input'); el.value = input; el.focus(); }
  }
  const rules = RULES[state.game] ?? (gameInfo(state.game).summary ?? '').replace(/\s*Output:[\s\S]*$/, '').replace(/\s+/g, ' ');
  $('preset-note-title').textContent = state.presetNote ? 'About this graph' : 'The rules';
  $('preset-note').textContent = state.presetNote || rules;
  $('preset-note-card').hidden = !(state.presetNote || rules);
}

function updateToolbar() {
  const editable = !model.isBig && !state.play;
  for (const b of document.querySelectorAll('[data-mode]')) {
    b.setAttribute('aria-checked', String(b.dataset.mode === state.mode));
    b.disabled = !editable;
  }
  $('delete-button').disabled = !editable || !(state.cursor !== null || state.selectedEdge);
  $('undo-button').disabled = !model.canUndo() || !!state.play;
  $('redo-button').disabled = !model.canRedo() || !!state.play;
  $('layout-button').disabled = model.isBig || model.n === 0;
  $('layout-select').disabled = model.isBig;
  $('fit-button').disabled = model.isBig || model.n === 0;
  $('solve-button').disabled = model.n === 0;
  $('export-text').disabled = model.n === 0;
  $('misere-field').hidden = !gameInfo(state.game).misereOption;
}

// ---- selection and editing ----------------------------------------------------------------
function setCursor(p, { keepLine = false } = {}) {
  state.cursor = p;
  state.selectedEdge = null;
  if (!keepLine) {
    const sol = currentSolution();
    state.line = sol && p !== null ? { ...sol.bestLine(p), index: 0 } : null;
  }
  refresh();
}

function selectVertex(v, side = 0) {
  setCursor(positionOf(sides(), v, sides() === 2 ? side : 0));
}

function onClickVertex(v, side, e) {
  if (state.play) { playHumanMove(v); return; }
  if (isCM() && state.mode === 'move' && catMouse.clickVertex(v, !!e?.shiftKey)) return;
  if (state.mode === 'edge') {
    if (state.pending === null) {
      state.pending = v;
      setStatus(`Edge from ${v + state.base}: click the target vertex (the same vertex again for a self-loop), or Esc.`);
      refresh();
    } else {
      const a = state.pending;
      state.pending = null;
      addEdge(a, v);
    }
    return;
  }
  const viewSide = sides() === 2 ? (state.map === 'AB' ? side : state.map === 'B' ? 1 : 0) : 0;
  selectVertex(v, viewSide);
}

function onClickEdge(k) {
  if (state.play) return;
  const e = model.edges[k];
  if (!e) return;
  state.selectedEdge = e.slice();
  state.cursor = null;
  state.line = null;
  setStatus(`Edge ${e[0] + state.base} → ${e[1] + state.base} selected: Delete removes it.`);
  refresh();
}

function onClickBackground(w) {
  if (state.play) return;
  if (state.mode === 'vertex') { addVertexAt(w); return; }
  if (state.mode === 'edge' && state.pending !== null) {
    const a = state.pending;
    state.pending = null;
    const v = model.addVertexFrom(a, w.x, w.y);
    setStatus(`Added vertex ${v + state.base} and the edge ${a + state.base} → ${v + state.base}.`);
    return;
  }
  if (state.cursor !== null || state.selectedEdge) { state.cursor = null; state.selectedEdge = null; state.line = null; refresh(); }
}

function addVertexAt(w) {
  const v = model.addVertex(w.x, w.y);
  if (v >= 0) setStatus(`Added vertex ${v + state.base}.`);
}

function addEdge(a, b) {
  if (model.addEdge(a, b)) setStatus(a === b ? `Added the self-loop at ${a + state.base}.` : `Added the edge ${a + state.base} → ${b + state.base}.`);
  else { setStatus(`The edge ${a + state.base} → ${b + state.base} is already there.`); refresh(); }
}

function deleteSelection() {
  if (model.isBig || state.play) return;
  if (state.selectedEdge) {
    const [a, b] = state.selectedEdge;
    state.selectedEdge = null;
    model.removeEdge(a, b);
    setStatus(`Deleted the edge ${a + state.base} → ${b + state.base}.`);
  } else if (state.cursor !== null) {
    const v = vertexOf(sides(), state.cursor);
    state.cursor = null;
    state.line = null;
    model.removeVertex(v);
    setStatus(`Deleted vertex ${v + state.base}; the vertices after it moved down by one.`);
  }
}

function setMode(mode) {
  if (model.isBig || state.play) return;
  state.mode = mode;
  state.pending = null;
  for (const v of views) v.setMode(mode);
  const hints = {
    move: 'Select: click a vertex to see its moves, drag to move it; drag empty space to pan.',
    vertex: 'Vertex mode: click empty space to add a vertex.',
    edge: 'Edge mode: drag from a vertex to another (or to empty space for a new one), or click two vertices; the same one twice makes a self-loop.',
  };
  setStatus(hints[mode]);
  refresh();
}

// Every structural change of the graph lands here.
model.onChange((kind) => {
  if (kind !== 'structure') { if (kind === 'layout') scheduleSave(); return; }
  if (!state.loadingPreset) state.ownWork = true;
  if (state.cursor !== null && vertexOf(sides(), state.cursor) >= model.n) { state.cursor = null; }
  if (state.pending !== null && state.pending >= model.n) state.pending = null;
  if (state.selectedEdge && !model.hasEdge(...state.selectedEdge)) state.selectedEdge = null;
  state.line = null;
  if (state.play) stopPlay(false);
  if (isCM()) catMouse.stop();
  refresh();
  scheduleSave();
  if ($('auto-solve').checked && !model.isBig && (!isCM() || catMouse.autoSolveOk)) scheduleSolve();
  else if (!model.isBig && model.n > 0) setStatus('The graph changed: press <kbd>Enter</kbd> to solve.');
});

// ---- solving ------------------------------------------------------------------------------
let solveTimer = 0;
function scheduleSolve() {
  clearTimeout(solveTimer);
  solveTimer = setTimeout(() => solve(), 120);
}

let progressTimer = 0;
async function solve() {
  clearTimeout(solveTimer);
  if (isGrid()) { boardUI.solve(); return; }
  if (isCM()) { catMouse.solve(); return; }
  if (model.n === 0) {
    state.solution = null;
    refresh();
    setStatus('Nothing to solve: the board is empty.');
    return;
  }
  const key = solveKey();
  const game = state.game;
  const { from, to } = model.edgeArrays();
  state.solving = true;
  clearTimeout(progressTimer);
  // Show the progress bar only for solves that take a moment.
  progressTimer = setTimeout(() => { $('progress').hidden = false; }, 150);
  setProgress(0);
  setStatus('Solving…');
  const started = performance.now();
  try {
    const result = await solver.solve({ game, n: model.n, from, to, misere: state.misere && gameInfo(game).misereOption }, setProgress);
    if (key !== solveKey()) return;  // the graph or the game changed meanwhile
    state.solution = new Solution(result, successors());
    state.solvedKey = key;
    if (state.cursor !== null) state.line = { ...state.solution.bestLine(state.cursor), index: 0 };
    const s = result.stats;
    const engine = state.engine === 'js-stand-in' ? ' · <span class="warn">JS stand-in solver (development build)</span>' : '';
    setStatus(`Solved ${fmt(s.positions)} positions in ${formatMs(result.ms ?? performance.now() - started)}${engine}.`, 'ok');
  } catch (e) {
    if (e.kind === 'cancelled') { if (!solver.busy) setStatus('Solve cancelled. Press <kbd>Enter</kbd> to solve again.'); }
    else setStatus(`The solver could not solve this: ${esc(e.message)}`, 'error');
  } finally {
    if (key === solveKey() || !solver.busy) {
      state.solving = solver.busy;
      clearTimeout(progressTimer);
      if (!solver.busy) $('progress').hidden = true;
    }
    refresh();
  }
}

function formatMs(ms) {
  if (ms < 1) return '< 1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

function setProgress(fraction) {
  const pctVal = Math.round(fraction * 100);
  $('progress-bar').style.width = `${pctVal}%`;
  $('progress-text').textContent = `Solving… ${pctVal}%`;
  $('progress').setAttribute('aria-valuenow', String(pctVal));
}

function cancelSolve() {
  if (!solver.busy) return;
  solver.cancel();
  state.solving = false;
  clearTimeout(progressTimer);
  $('progress').hidden = true;
}

// ---- loading graphs -----------------------------------------------------------------------
// Replaces the graph, lays it out, solves it.
function loadGraph(n, from, to, { layout = $('layout-select').value, positions = null } = {}) {
  cancelSolve();
  state.cursor = null;
  state.selectedEdge = null;
  state.pending = null;
  state.line = null;
  state.solution = null;
  model.load(n, from, to, positions);
  for (const v of views) v.fit();
  if (!model.isBig && n > 0 && !positions) arrange(layout, false);
  solve();
}

async function arrange(kind = $('layout-select').value, record = true) {
  if (model.isBig || model.n === 0) return;
  const version = model.version;
  const { from, to } = model.edgeArrays();
  try {
    const r = await layouts.layout(kind, model.n, from, to);
    if (!r || model.version !== version) return;
    model.setPositions(r.xs, r.ys, record);
    updateToolbar();
  } catch (e) {
    setStatus(`Layout failed: ${esc(e.message)}`, 'error');
  }
}

function currentParseOptions() {
  const base = document.querySelector('#base-toggle [aria-checked="true"]').dataset.base;
  return { format: $('format-select').value, base: base === 'auto' ? 'auto' : Number(base) };
}

let parseWorker = null;
function parseOffThread(text, options) {
  parseWorker ??= new Worker(new URL('parse-worker.js', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    parseWorker.onmessage = ({ data }) => resolve(data);
    parseWorker.onerror = (e) => { e.preventDefault?.(); parseWorker = null; reject(new Error('the text reader failed')); };
    parseWorker.postMessage({ text, options });
  });
}

// Reads the text box (or a big file's or paste's text) into the board. Bad text: a message
// beside the box naming the line, the text and the board untouched.
async function readText(text = null, { fileName = null } = {}) {
  const box = $('graph-text');
  if (text === null) {
    // The box shows a stand-in line while a big text is held aside: read that text.
    text = state.bigText && box.value === state.bigText.placeholder ? state.bigText.text : box.value;
    if (text !== state.bigText?.text) state.bigText = null;
    else fileName = state.bigText.name;
  }
  const options = currentParseOptions();
  showParseMessage('Reading…', 'info');
  const r = isCM() ? parseCatMouse(text, options) : text.length > PARSE_IN_WORKER ? await parseOffThread(text, options) : parseGraph(text, options);
  if (!r.ok) {
    box.setAttribute('aria-invalid', 'true');
    const where = fileName ? ` <span class="muted">(in ${esc(fileName)}: <code>${esc(lineOf(text, r.error.line).slice(0, 80))}</code>)</span>` : ` <button type="button" class="link" data-line="${r.error.line}">show line</button>`;
    showParseMessage(`<b>Line ${fmt(r.error.line)}:</b> ${esc(r.error.message)}${where}` +
      '<br><span class="muted small">The board still shows the previous graph.</span>', 'error');
    if (!fileName) selectLine(r.error.line, false);
    return false;
  }
  box.removeAttribute('aria-invalid');
  const g = r.graph;
  state.base = g.base;
  state.presetNote = '';
  syncPresetSelect('');
  const notes = g.notes.map((x) => `<li>${esc(x)}</li>`).join('');
  showParseMessage(`<b>Read:</b> ${esc(describeGraph(g))}${fileName ? ` from ${esc(fileName)}` : ''}` + (notes ? `<ul>${notes}</ul>` : ''), 'ok');
  loadGraph(g.n, g.from, g.to);
  state.textSource = { text: box.value, version: model.version };
  return true;
}

// Line k (1-based) of a text, without splitting all of it.
function lineOf(text, k) {
  let start = 0;
  for (let i = 1; i < k; i++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return '';
    start = nl + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
}

// A text too long to show in the box (a big paste or file) is kept aside and read directly;
// the box shows one line about it until the user types or pastes something else.
function holdBigText(text, name) {
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1; i = text.indexOf('\n', i + 1)) lines++;
  const placeholder = `# ${name}: ${fmt(Math.round(text.length / 1024))} KB, ${fmt(lines)} lines — too long to show here;\n# it is read as it is. Type or paste here to replace it.\n`;
  state.bigText = { text, name, placeholder };
  $('graph-text').value = placeholder;
  readText(text, { fileName: name });
}

function showParseMessage(html, kind) {
  const el = $('parse-message');
  el.innerHTML = html;
  el.className = 'message ' + kind;
}

// Selects a line of the text box and scrolls it into view.
function selectLine(line, focus = true) {
  const box = $('graph-text');
  const text = box.value;
  let start = 0;
  for (let i = 1; i < line && start >= 0; i++) start = text.indexOf('\n', start) + (start >= 0 ? 1 : 0);
  if (start < 0) start = text.length;
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 18;
  box.scrollTop = Math.max(0, (line - 3) * lineHeight);
  if (focus) box.focus();
  box.setSelectionRange(start, end);
}

// Sets the text box. Short texts go in as an edit, so the box's own undo (Ctrl+Z in the box)
// brings the previous text back; long ones are assigned (editing commands are slow on them).
function setBoxText(text) {
  const box = $('graph-text');
  let ok = false;
  if (text.length < 4000 && box.value.length < 4000) {
    const active = document.activeElement;
    box.focus({ preventScroll: true });
    box.select();
    try { ok = document.execCommand('insertText', false, text); } catch { ok = false; }
    if (active && active !== box && active !== document.body && active.focus) active.focus({ preventScroll: true }); else box.blur();
  }
  if (!ok || box.value !== text) box.value = text;
  box.setSelectionRange(0, 0);
  box.scrollTop = 0;
}

function loadPreset(id) {
  const preset = presetById(id);
  if (!preset) return;
  if (state.game !== preset.game) setGame(preset.game, { solveAfter: false });
  if (gameInfo(preset.game).misereOption) { state.misere = !!preset.misere; $('misere').checked = state.misere; }
  if (preset.layout) $('layout-select').value = preset.layout;
  showParseMessage('', '');
  $('graph-text').removeAttribute('aria-invalid');
  if (preset.text) {
    setBoxText(preset.text);
    const r = preset.game === CAT_MOUSE ? parseCatMouse(preset.text) : parseGraph(preset.text, { format: 'auto', base: 'auto' });
    if (!r.ok) throw new Error(`preset ${id}: line ${r.error.line}: ${r.error.message}`);
    state.base = r.graph.base;
    showParseMessage(`<b>Read:</b> ${esc(describeGraph(r.graph))}`, 'ok');
    loadGraph(r.graph.n, r.graph.from, r.graph.to);
    state.textSource = { text: preset.text, version: model.version };
  } else {
    const g = preset.generate();
    state.base = 1;
    if (g.from.length * 12 < BIG_TEXT) setBoxText(graphToText(g.n, g.from, g.to, 1));
    else setBoxText(`# ${preset.name}: generated (${fmt(g.from.length)} edges), not shown here.\n# "Board → text" writes it out.\n`);
    showParseMessage(`<b>Generated:</b> ${fmt(g.n)} vertices, ${fmt(g.from.length)} edges`, 'ok');
    loadGraph(g.n, g.from, g.to);
  }
  state.presetNote = preset.note ?? '';
  syncPresetSelect(id);
  refresh();
}

// Loads a preset without counting it as the user's own work (which is what gets saved).
function loadPresetAsDefault(id) {
  state.loadingPreset = true;
  try { loadPreset(id); } finally { state.loadingPreset = false; }
  state.ownWork = false;
}

function syncPresetSelect(id) {
  $('preset-select').value = id;
}

// ---- game choice --------------------------------------------------------------------------
function setGame(game, { solveAfter = true } = {}) {
  cancelSolve();
  stopPlay(false);
  const oldSides = sides();
  const wasCM = isCM();
  state.game = game;
  $('game-select').value = game;
  catMouse.stop();
  document.body.classList.toggle('cat-mouse-game', game === CAT_MOUSE);
  if ((game === CAT_MOUSE) !== model.undirected) {
    state.loadingPreset = true;
    let note = '';
    try { note = model.setUndirected(game === CAT_MOUSE); } finally { state.loadingPreset = false; }
    if (note) showParseMessage(esc(note), 'info');
  }
  if (game === CAT_MOUSE) { state.base = 0; state.cursor = null; state.line = null; }
  else if (wasCM) state.cursor = null;
  if (game === GRID_GAME) {
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

// ---- play against the solver ---------------------------------------------------------------
function startPlay(human) {
  const sol = currentSolution();
  if (!sol || state.cursor === null) return;
  const start = state.cursor;
  state.play = { human, start, pos: start, log: [], seen: new Set([start]), over: null, repeated: false, humanToMove: false };
  state.play.humanToMove = isHumanTurn(start, 0);
  state.line = null;
  checkPlayOver();
  refresh();
  if (!state.play.over && !state.play.humanToMove) scheduleSolverMove();
}

function isHumanTurn(pos, ply) {
  const play = state.play;
  if (sides() === 2) return (pos & 1 ? 'Bob' : 'Alice') === play.human;
  return (ply % 2 === 0) === (play.human === 'first');
}

function checkPlayOver() {
  const play = state.play;
  const v = vertexOf(sides(), play.pos);
  if (successors().successors(v).length > 0) return;
  const humanStuck = play.humanToMove;
  const misere = state.misere && gameInfo(state.game).misereOption;
  const stuckWins = misere;
  const youWin = humanStuck ? stuckWins : !stuckWins;
  const who = humanStuck ? 'You cannot move' : 'The solver cannot move';
  play.over = { youWin, text: `${who}: ${youWin ? 'you win!' : 'you lose.'}` };
}

function applyPlayMove(target, who) {
  const play = state.play;
  const from = vertexOf(sides(), play.pos);
  const side = sides() === 2 ? (play.pos & 1) ^ 1 : 0;
  const next = positionOf(sides(), target, side);
  play.log.push({ who, from, to: target, pos: play.pos });
  play.pos = next;
  if (play.seen.has(next)) play.repeated = true;
  play.seen.add(next);
  play.humanToMove = isHumanTurn(next, play.log.length);
  checkPlayOver();
  refresh();
  if (!play.over && !play.humanToMove) scheduleSolverMove();
}

function playHumanMove(target) {
  const play = state.play;
  if (!play || play.over || !play.humanToMove) return;
  const v = vertexOf(sides(), play.pos);
  if (!successors().successors(v).includes(target)) {
    setStatus(`No move ${v + state.base} → ${target + state.base}: pick one of the highlighted vertices.`);
    return;
  }
  applyPlayMove(target, 'You');
}

let solverMoveTimer = 0;
function scheduleSolverMove() {
  clearTimeout(solverMoveTimer);
  const play = state.play;
  solverMoveTimer = setTimeout(() => {
    if (state.play !== play || play.over) return;
    const t = currentSolution()?.bestTarget(play.pos);
    if (t === null || t === undefined) return;
    applyPlayMove(t, 'Solver');
  }, 550);
}

function stopPlay(render = true) {
  if (!state.play) return;
  clearTimeout(solverMoveTimer);
  const start = state.play.start;
  state.play = null;
  if (render) { setCursor(start); setStatus('Stopped playing.'); }
}

function undoPlayMove() {
  const play = state.play;
  if (!play || play.log.length === 0) return;
  clearTimeout(solverMoveTimer);
  // Take back to the last position where it was the human's move.
  let entry;
  do {
    entry = play.log.pop();
  } while (play.log.length && entry.who !== 'You');
  play.pos = entry.pos;
  play.over = null;
  play.repeated = false;
  play.seen = new Set([play.start, ...play.log.map((e) => e.pos)]);
  play.humanToMove = isHumanTurn(play.pos, play.log.length);
  refresh();
  if (!play.humanToMove) scheduleSolverMove();
}

// ---- saving the user's work ----------------------------------------------------------------
let saveTimer = 0;
function scheduleSave() {
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

function savedWork() {
  try {
    const s = JSON.parse(localStorage.getItem('whowins.last') || 'null');
    return s && Number.isInteger(s.n) && Array.isArray(s.edges) ? s : null;
  } catch {
    return null;
  }
}

// ---- share links and exports -----------------------------------------------------------------
const SVGNS = 'http://www.w3.org/2000/svg';

function updateExportButtons(sol = currentSolution()) {
  const why = sol ? '' : model.n === 0 ? 'The board is empty: nothing to export' : state.solving ? 'Solving…: export waits for the solution' : 'Not solved yet: press Enter to solve, then export';
  const png = $('export-png'), json = $('export-json');
  png.disabled = !sol || model.isBig;
  png.title = !sol ? why : model.isBig ? 'Big graphs are not drawn: no outcome map to export (Export JSON has the result)' : 'Download the outcome map as a PNG image';
  json.disabled = !sol;
  json.title = sol ? 'Download the full result (outcome, depth, best move per position) as JSON' : why;
}

function showShareBox(url, html, kind) {
  $('share-box').hidden = false;
  const input = $('share-url');
  input.value = url;
  input.hidden = !url;
  const msg = $('share-message');
  msg.innerHTML = html;
  msg.className = 'message ' + kind;
}

// Writes the state into the address (#v1.…) and copies the link.
async function share() {
  if (isGrid()) {
    const b = boardUI.shareState();
    publishShare(encodeShare({ game: GRID_GAME, ...b }), 'board');
    return;
  }
  if (model.isBig) {
    showShareBox('', `This graph is too big for a link (${fmt(model.n)} vertices, ${fmt(model.edgeCount)} edges). Use Export JSON or "Board → text" instead.`, 'error');
    setStatus('Too big to share as a link.', 'error');
    return;
  }
  const r = encodeShare({
    game: state.game, misere: state.misere && gameInfo(state.game).misereOption, map: state.map, base: state.base,
    n: model.n, edges: model.edges, xs: model.xs, ys: model.ys, selected: state.cursor, ...(isCM() ? catMouse.shareState() : {}),
  });
  publishShare(r, 'graph');
}

async function publishShare(r, what) {
  if (!r.ok) {
    showShareBox('', esc(r.error), 'error');
    setStatus(`Not shared: the ${what} is too big for a link.`, 'error');
    return;
  }
  history.replaceState(null, '', r.hash);     // no hashchange: the page already shows it
  const url = location.href;
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) { await navigator.clipboard.writeText(url); copied = true; }
  } catch { copied = false; }
  showShareBox(url, copied ? `Link copied (${fmt(url.length)} characters): it reopens this ${what}, the game, its options and the position looked at.`
    : 'The link is selected above: copy it with <kbd>Ctrl</kbd>+<kbd>C</kbd>.', copied ? 'ok' : 'info');
  if (!copied) { const input = $('share-url'); input.focus(); input.select(); }
  setStatus(copied ? 'Share link copied.' : 'Share link ready: copy it from the box beside the answer.', 'ok');
}

// Opens a shared state from a fragment. A bad one: a message and an empty editor.
function applyShared(hash) {
  const r = decodeShare(hash);
  state.loadingPreset = true;
  try {
    state.presetNote = '';
    syncPresetSelect('');
    if (!r.ok) {
      loadGraph(0, new Uint32Array(0), new Uint32Array(0));
      setBoxText('');
      state.textSource = null;
      showParseMessage(`<b>This link could not be opened:</b> ${esc(r.error)}.<br><span class="muted small">The editor is empty: draw, paste or pick a preset.</span>`, 'error');
      $('share-box').hidden = true;
      setStatus('The shared link could not be opened: an empty board.', 'error');
      refresh();
      return false;
    }
    const s = r.state;
    if (s.game === GRID_GAME) {
      setGame(GRID_GAME, { solveAfter: false });
      boardUI.applyState(s);
      $('share-box').hidden = true;
      return true;
    }
    state.map = s.map;
    setGame(s.game, { solveAfter: false });
    if (s.game === CAT_MOUSE && s.pos) { catMouse.ui.pendingPos = { c: s.pos.cat, r: s.pos.mouse, side: s.pos.side }; catMouse.explorer.fix = s.fix; }
    state.misere = s.misere && gameInfo(s.game).misereOption;
    $('misere').checked = state.misere;
    state.base = s.base;
    for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x.dataset.base === 'auto'));
    loadGraph(s.n, s.from, s.to, { positions: s.xs ? { xs: s.xs, ys: s.ys } : null });
    state.cursor = s.selected;
    const text = s.game === CAT_MOUSE ? catMouseText(s.n, s.from, s.to) : graphToText(s.n, s.from, s.to, s.base);
    setBoxText(text);
    state.textSource = { text, version: model.version };
    showParseMessage(`<b>Opened a shared link:</b> ${fmt(s.n)} vertices, ${fmt(s.from.length)} edges`, 'ok');
    $('share-box').hidden = true;
    refresh();
    return true;
  } finally {
    state.loadingPreset = false;
    state.ownWork = false;
  }
}

function download(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 30000);
}

async function exportJson() {
  if (isGrid() || isCM()) {
    // Two-token games: the CLI's --json, made by the same C++ in the worker.
    setStatus('Writing the JSON…');
    try {
      const json = isGrid() ? await boardUI.exportJson() : await catMouse.exportJson();
      if (json === null) return;
      const name = isGrid() ? `whowins-cop-thief-${boardUI.ui.board.rows}x${boardUI.ui.board.cols}.json` : `whowins-cat-mouse-${model.n}.json`;
      download(new Blob([json], { type: 'application/json' }), name);
      setStatus(`Exported the result as JSON (${fmt(Math.round(json.length / 1024))} KB, as <code>whowins ${state.game} --json</code> prints it).`, 'ok');
    } catch (e) {
      setStatus(`JSON export failed: ${esc(e.message ?? String(e))}`, 'error');
    }
    return;
  }
  const sol = currentSolution();
  if (!sol) return;
  const json = resultJson(sol, { misere: state.misere && gameInfo(state.game).misereOption, edges: model.edgeCount });
  download(new Blob([JSON.stringify(json) + '\n'], { type: 'application/json' }), `whowins-${state.game}-${model.n}.json`);
  setStatus('Exported the result as JSON.', 'ok');
}

// Computed styles written into a copy of the drawing, so it renders alone (as an image).
const STYLE_PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'opacity', 'display', 'visibility', 'font-family', 'font-size', 'font-weight', 'text-anchor',
  'dominant-baseline', 'paint-order', 'marker-start', 'marker-end', 'marker-mid'];
function inlineStyles(src, dst) {
  const cs = getComputedStyle(src);
  let style = '';
  for (const p of STYLE_PROPS) { const v = cs.getPropertyValue(p); if (v) style += `${p}:${v};`; }
  dst.setAttribute('style', style);
  for (let i = 0; i < src.children.length && i < dst.children.length; i++) inlineStyles(src.children[i], dst.children[i]);
}

async function svgImage(view) {
  const svg = view.svg;
  const r = svg.getBoundingClientRect();
  const w = Math.max(1, Math.round(r.width)), h = Math.max(1, Math.round(r.height));
  const clone = svg.cloneNode(true);
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', SVGNS);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const bg = document.createElementNS(SVGNS, 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', getComputedStyle(document.documentElement).getPropertyValue('--canvas').trim() || '#ffffff');
  clone.insertBefore(bg, clone.firstChild);
  const img = new Image();
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(clone));
  await img.decode();
  return { img, w, h, title: view.titleEl.hidden ? '' : view.titleEl.textContent };
}

async function exportPng() {
  if (isGrid()) {
    try {
      const blob = await boardUI.exportPng();
      if (!blob) throw new Error('the browser made no image');
      download(blob, `whowins-cop-thief-${boardUI.ui.board.rows}x${boardUI.ui.board.cols}.png`);
      setStatus('Exported the outcome map as PNG.', 'ok');
    } catch (e) {
      setStatus(`PNG export failed: ${esc(e.message ?? String(e))}`, 'error');
    }
    return;
  }
  const sol = isCM() ? catMouse.solution : currentSolution();
  if (!sol || model.isBig || !views.length) return;
  try {
    const images = await Promise.all(views.map(svgImage));
    const scale = 2, gap = 12, head = images.some((i) => i.title) ? 26 : 0;
    const width = images.reduce((a, i) => a + i.w, 0) + gap * (images.length - 1);
    const height = Math.max(...images.map((i) => i.h)) + head;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    const css = getComputedStyle(document.documentElement);
    ctx.fillStyle = css.getPropertyValue('--panel').trim() || '#ffffff';
    ctx.fillRect(0, 0, width, height);
    let x = 0;
    for (const i of images) {
      if (i.title) {
        ctx.fillStyle = css.getPropertyValue('--text').trim() || '#000';
        ctx.font = '600 14px system-ui, sans-serif';
        ctx.fillText(i.title, x + 6, 18);
      }
      ctx.drawImage(i.img, x, head, i.w, i.h);
      x += i.w + gap;
    }
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the browser made no image');
    download(blob, `whowins-${state.game}-${model.n}.png`);
    setStatus('Exported the outcome map as PNG.', 'ok');
  } catch (e) {
    setStatus(`PNG export failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}

// ---- events -------------------------------------------------------------------------------
function bindEvents() {
  catMouse.bind();
  $('game-select').addEventListener('change', (e) => { state.presetNote = ''; syncPresetSelect(''); setGame(e.target.value); });
  $('misere').addEventListener('change', (e) => { state.misere = e.target.checked; state.solution = null; refresh(); solve(); });
  $('preset-select').addEventListener('change', (e) => {
    const id = e.target.value;
    if (id === '__restore') { restoreSaved(); return; }
    if (BOARD_PRESETS.some((p) => p.id === id)) {
      if (!isGrid()) setGame(GRID_GAME, { solveAfter: false });
      boardUI.loadPreset(id);
      syncPresetSelect(id);
      return;
    }
    if (id) loadPresetAsDefault(id);
  });
  $('read-text').addEventListener('click', () => readText());
  $('graph-text').addEventListener('input', () => { if (state.bigText && $('graph-text').value !== state.bigText.placeholder) state.bigText = null; });
  $('graph-text').addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= BIG_TEXT) return;
    e.preventDefault();
    holdBigText(text, 'the pasted text');
  });
  $('graph-text').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); readText(); }
  });
  // The board came from the box's text, unchanged since: a new format or numbering re-reads it.
  // Otherwise the numbering only renumbers the board, and the box waits for "Read text".
  const boardIsText = () => state.textSource && state.textSource.text === $('graph-text').value && state.textSource.version === model.version;
  $('format-select').addEventListener('change', () => { if (boardIsText()) readText(); });
  $('base-toggle').addEventListener('click', (e) => {
    const b = e.target.closest('[data-base]');
    if (!b) return;
    for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x === b));
    if (boardIsText()) readText();
    else if (b.dataset.base !== 'auto') { state.base = Number(b.dataset.base); refresh(); }
  });
  $('parse-message').addEventListener('click', (e) => {
    const b = e.target.closest('[data-line]');
    if (b) selectLine(Number(b.dataset.line));
  });
  $('open-file').addEventListener('click', () => $('file-input').click());
  $('file-input').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (!file) return;
    const text = await file.text();
    if (text.length <= BIG_TEXT) { state.bigText = null; setBoxText(text); readText(); }
    else holdBigText(text, file.name);
  });
  $('export-text').addEventListener('click', () => {
    const { from, to } = model.edgeArrays();
    if (isCM()) { setBoxText(catMouseText(model.n, from, to)); showParseMessage('Wrote the graph as the LeetCode adjacency list (0-indexed).', 'ok'); return; }
    if (from.length * 12 > 20_000_000) { setStatus('Too big to write into the box.', 'error'); return; }
    setBoxText(graphToText(model.n, from, to, state.base));
    showParseMessage(`Wrote the board as "n m" + edges, ${state.base}-indexed.`, 'ok');
  });
  $('copy-answer').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('answer').dataset.full);
      setStatus('Answer copied.');
    } catch {
      setStatus('Copying failed: select the answer and copy it by hand.', 'error');
    }
  });

  for (const b of document.querySelectorAll('[data-mode]')) b.addEventListener('click', () => setMode(b.dataset.mode));
  $('delete-button').addEventListener('click', deleteSelection);
  $('undo-button').addEventListener('click', () => model.undo());
  $('redo-button').addEventListener('click', () => model.redo());
  $('layout-button').addEventListener('click', () => arrange());
  $('layout-select').addEventListener('change', () => arrange());
  $('fit-button').addEventListener('click', () => views.forEach((v) => v.fit()));
  $('clear-button').addEventListener('click', () => {
    state.presetNote = '';
    syncPresetSelect('');
    loadGraph(0, new Uint32Array(0), new Uint32Array(0));
    setMode('vertex');
    setStatus('An empty board (Ctrl+Z brings the last graph back). Click to add vertices; <kbd>E</kbd> for edges.');
  });
  for (const b of document.querySelectorAll('[data-map]')) {
    b.addEventListener('click', () => { state.map = b.dataset.map; buildViews(); });
  }
  $('solve-button').addEventListener('click', () => solve());
  $('cancel-button').addEventListener('click', () => { cancelSolve(); setStatus('Solve cancelled. Press <kbd>Enter</kbd> to solve again.'); refresh(); });
  $('auto-solve').addEventListener('change', (e) => { if (e.target.checked && !currentSolution()) solve(); });

  const gotoVertex = (value) => {
    const k = Number(String(value).trim());
    if (!Number.isInteger(k) || k - state.base < 0 || k - state.base >= model.n) {
      setStatus(`No vertex ${esc(value)}: vertices are ${state.base}..${model.n - 1 + state.base}.`, 'error');
      return;
    }
    if (isCM()) {
      // Keyboard users place the fixed token by number (Shift+Enter: the other token).
      if (!catMouse.solution) { setStatus('Solve first (<kbd>Enter</kbd>): the number then places the fixed token.'); return; }
      catMouse.clickVertex(k, !!gotoShift);
      return;
    }
    const side = sides() === 2 ? (state.map === 'B' ? 1 : state.cursor !== null ? state.cursor & 1 : 0) : 0;
    selectVertex(k - state.base, side);
  };
  let gotoShift = false;
  $('goto-input').addEventListener('keydown', (e) => { gotoShift = e.shiftKey; });
  $('goto-form').addEventListener('submit', (e) => { e.preventDefault(); gotoVertex($('goto-input').value); });
  $('big-view').addEventListener('submit', (e) => { e.preventDefault(); gotoVertex($('big-goto-input').value); });

  $('position-body').addEventListener('click', (e) => {
    if (isCM()) { const t = e.target.closest('[data-tt]'); if (t && !t.disabled) catMouse.explorer.onPanelClick(t); return; }
    const b = e.target.closest('[data-action]');
    if (!b || b.disabled) return;
    const sol = currentSolution();
    switch (b.dataset.action) {
      case 'goto': setCursor(Number(b.dataset.pos)); break;
      case 'side': if (state.cursor !== null) setCursor((state.cursor & ~1) | Number(b.dataset.side)); break;
      case 'line-first': stepLine(-Infinity); break;
      case 'line-prev': stepLine(-1); break;
      case 'line-next': stepLine(1); break;
      case 'line-last': stepLine(Infinity); break;
      case 'line-to': stepLine(Number(b.dataset.index) - state.line.index); break;
      case 'play': if (sol) startPlay(b.dataset.human); break;
      case 'play-move': playHumanMove(Number(b.dataset.target)); break;
      case 'play-stop': stopPlay(); break;
      case 'play-restart': { const h = state.play.human; const s = state.play.start; stopPlay(false); state.cursor = s; startPlay(h); break; }
      case 'play-undo': undoPlayMove(); break;
      case 'hints': state.hints = b.checked; refresh(); break;
      default: break;
    }
  });

  $('share-button').addEventListener('click', () => share());
  $('export-json').addEventListener('click', exportJson);
  $('export-png').addEventListener('click', () => exportPng());
  $('share-url').addEventListener('focus', (e) => e.target.select());
  window.addEventListener('hashchange', () => {
    if (location.hash && location.hash !== '#') applyShared(location.hash);
  });

  $('help-button').addEventListener('click', () => $('help-dialog').showModal());
  $('theme-button').addEventListener('click', cycleTheme);

  document.addEventListener('keydown', onKey);
}

function stepLine(delta) {
  const line = state.line;
  if (!line) return;
  line.index = Math.max(0, Math.min(line.positions.length - 1, line.index + delta));
  state.cursor = line.positions[line.index];
  refresh();
}

function onKey(e) {
  if ($('help-dialog').open) return;
  const target = e.target;
  const ctrl = e.ctrlKey || e.metaKey;
  if (isGrid() && ctrl && !e.altKey && /^[zZyY]$/.test(e.key) && !isTyping(target)) { boardUI.onKey(e); return; }
  if (isCM() && !isTyping(target) && catMouse.onKey(e)) return;
  if (ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y' || e.key === 'Y')) {
    if (isTyping(target)) return;  // the text box has its own undo
    e.preventDefault();
    if (state.play) return;
    if (e.key === 'y' || e.key === 'Y' || e.shiftKey) model.redo(); else model.undo();
    return;
  }
  // Enter solves from anywhere but a text field or a button (which Enter presses).
  if (e.key === 'Enter' && !ctrl && !e.altKey && !e.shiftKey) {
    const textField = target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !['checkbox', 'radio'].includes(target.type));
    if (textField || target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'SUMMARY') return;
    e.preventDefault();
    solve();
    return;
  }
  if (isTyping(target) || ctrl || e.altKey) return;
  if (isGrid()) {
    if (target.tagName === 'BUTTON' && e.key === ' ') return;
    if (boardUI.onKey(e)) return;
  }
  switch (e.key) {
    case 'v': case 'V': setMode('vertex'); break;
    case 'e': case 'E': setMode('edge'); break;
    case 's': case 'S': setMode('move'); break;
    case 'Escape':
      if (state.pending !== null) { state.pending = null; refresh(); setStatus('Edge cancelled.'); }
      else if (state.play) stopPlay();
      else if (state.mode !== 'move') setMode('move');
      else if (state.cursor !== null || state.selectedEdge) { state.cursor = null; state.selectedEdge = null; state.line = null; refresh(); }
      break;
    case 'Delete': case 'Backspace': e.preventDefault(); deleteSelection(); break;
    case 'ArrowLeft': if (state.line) { e.preventDefault(); stepLine(-1); } break;
    case 'ArrowRight': if (state.line) { e.preventDefault(); stepLine(1); } break;
    case 'l': case 'L': arrange(); break;
    case 'f': case 'F': views.forEach((v) => v.fit()); break;
    case 'u': case 'U': share(); break;
    case '?': $('help-dialog').showModal(); break;
    default: break;
  }
}

// ---- theme --------------------------------------------------------------------------------
const THEMES = ['system', 'light', 'dark'];
function currentTheme() { return document.documentElement.dataset.theme || 'system'; }
function applyTheme(t) {
  if (t === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = t;
  try { if (t === 'system') localStorage.removeItem('whowins.theme'); else localStorage.setItem('whowins.theme', t); } catch { /* off */ }
  const label = { system: 'Theme: follows the system', light: 'Theme: light', dark: 'Theme: dark' }[t];
  const b = $('theme-button');
  b.title = label + ' (click to change)';
  b.setAttribute('aria-label', label + '. Click to change.');
  b.dataset.theme = t;
}
function cycleTheme() { applyTheme(THEMES[(THEMES.indexOf(currentTheme()) + 1) % THEMES.length]); }

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

function restoreSaved() {
  const s = savedWork();
  if (!s) return;
  if (state.games.some((g) => g.id === s.game)) setGame(s.game, { solveAfter: false });
  state.misere = !!s.misere;
  $('misere').checked = state.misere;
  state.base = s.base === 0 ? 0 : 1;
  state.presetNote = '';
  const from = Uint32Array.from(s.edges, (e) => e[0]), to = Uint32Array.from(s.edges, (e) => e[1]);
  loadGraph(s.n, from, to, { positions: { xs: s.xs, ys: s.ys } });
  syncPresetSelect('');
  setStatus('Restored your last drawing.');
}

async function start() {
  applyTheme(currentTheme());
  fillPresets();
  bindEvents();
  buildViews();
  fetch(new URL('build-info.json', import.meta.url)).then((r) => (r.ok ? r.json() : null)).then((info) => {
    state.engine = info?.solver ?? '';
    if (state.engine === 'js-stand-in') document.body.classList.add('stand-in');
  }).catch(() => {});
  try {
    const games = await solver.games;
    state.games = games.filter((g) => (g.graphBoard && !g.gridBoard) || g.id === GRID_GAME);
    const sel = $('game-select');
    sel.innerHTML = state.games.map((g) => `<option value="${esc(g.id)}">${esc(g.name)}</option>`).join('');
    sel.value = state.game;
  } catch (e) {
    setStatus(`The solver could not start: ${esc(e.message)}. Reload the page to try again.`, 'error');
  }
  if (location.hash && location.hash !== '#') applyShared(location.hash);
  else if (BOARD_PRESETS.some((p) => p.id === params.get('preset'))) {
    setGame(GRID_GAME, { solveAfter: false });
    boardUI.loadPreset(params.get('preset'));
    syncPresetSelect(params.get('preset'));
  } else loadPresetAsDefault(presetById(params.get('preset') ?? '') ? params.get('preset') : 'seed001');
  document.body.classList.add('ready');
}

start();

// For tests and the curious: read-only access to what the page shows.
window.whowins = {
  get state() { return state; },
  model,
  get views() { return views; },
  answer: () => currentSolution()?.answerLines() ?? null,
  board: boardUI,
  catMouse,
};
