// Editing the graph on the views: selection, modes (select, vertex, edge), adding and deleting,
// the position view's line, going to a vertex by number, and what follows every change of the
// graph model (re-solve, save). The toolbar and the position panel's buttons are bound here.

import { $, esc, setStatus } from '../ui/page.js';
import { setApp, events } from '../shell/state.js';
import { GraphView } from '../kit/graph-view.js';
import { state, model, views, sides, currentSolution, catMouse, copsShown, defineHooks, hooks } from './state.js';
import { vertexOf } from '../lib/outcome.js';
import { render as refresh, updateToolbar, scheduleSolve, loadGraph, arrange } from './feature.js';
import { syncPresetSelect } from './text-input.js';
import { startPlay, stopPlay, playHumanMove, undoPlayMove } from './play.js';
import { setCursor, selectVertex, stepLine } from './select.js';
import { noteEdit } from './changes-ui.js';

export { setCursor, stepLine };

// ---- the views ----------------------------------------------------------------------------
const MAP_TITLES = ['<b>A</b> · Alice moves first', '<b>B</b> · Bob moves first'];

export function buildViews() {
  for (const v of views) v.destroy();
  views.length = 0;
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


// ---- editing -------------------------------------------------------------------------------
export function onClickVertex(v, side, e) {
  if (state.play) { playHumanMove(v); return; }
  if (state.mode === 'move' && copsShown()) { copsShown().click(v); return; }   // How many cops?'s map
  if (state.mode === 'move' && hooks().clickVertex(v, !!e?.shiftKey)) return;
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

export function onClickEdge(k) {
  if (state.play) return;
  const e = model.edges[k];
  if (!e) return;
  state.selectedEdge = e.slice();
  state.cursor = null;
  state.line = null;
  setStatus(`Edge ${e[0] + state.base} → ${e[1] + state.base} selected: Delete removes it.`);
  refresh();
}

export function onClickBackground(w) {
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

export function addVertexAt(w) {
  const v = model.addVertex(w.x, w.y);
  if (v >= 0) setStatus(`Added vertex ${v + state.base}.`);
}

export function addEdge(a, b) {
  if (model.addEdge(a, b)) setStatus(a === b ? `Added the self-loop at ${a + state.base}.` : `Added the edge ${a + state.base} → ${b + state.base}.`);
  else { setStatus(`The edge ${a + state.base} → ${b + state.base} is already there.`); refresh(); }
}

export function deleteSelection() {
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

export function setMode(mode) {
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

// Every structural change of the graph lands here (set up once at start): the selection
// that no longer exists goes, the 'edited' event tells the listeners (what changed, saved
// work), the views redraw, and the graph is solved again (auto-solve) or marked as changed.
export function watchModel() {
  model.onChange((kind, detail) => {
    const feature = hooks().id;
    if (kind !== 'structure') { if (kind === 'layout') events.emit('edited', { feature, edit: 'layout', cause: 'user' }); return; }
    const cause = detail?.cause ?? 'user';
    noteEdit(detail, cause);
    if (state.cursor !== null && vertexOf(sides(), state.cursor) >= model.n) { state.cursor = null; }
    if (state.pending !== null && state.pending >= model.n) state.pending = null;
    if (state.selectedEdge && !model.hasEdge(...state.selectedEdge)) state.selectedEdge = null;
    state.line = null;
    if (state.play) stopPlay(false);
    hooks().stop();
    events.emit('edited', { feature, edit: detail?.edit ?? 'local', cause });
    refresh();
    if ($('auto-solve').checked && !model.isBig && hooks().autoSolveOk()) scheduleSolve();
    else if (!model.isBig && model.n > 0) setStatus('The graph changed: press <kbd>Enter</kbd> to solve.');
  });
}

// The toolbar, the map toggles, the solve buttons, the vertex box and the position panel.
export function bindEditor() {
  for (const b of document.querySelectorAll('[data-mode]')) b.addEventListener('click', () => setMode(b.dataset.mode));
  $('delete-button').addEventListener('click', deleteSelection);
  $('undo-button').addEventListener('click', () => model.undo());
  $('redo-button').addEventListener('click', () => model.redo());
  $('layout-button').addEventListener('click', () => arrange());
  $('layout-select').addEventListener('change', () => arrange());
  $('fit-button').addEventListener('click', () => views.forEach((v) => v.fit()));
  $('clear-button').addEventListener('click', () => {
    setApp({ presetNote: '' });
    syncPresetSelect('');
    loadGraph(0, new Uint32Array(0), new Uint32Array(0));
    setMode('vertex');
    setStatus('An empty board (Ctrl+Z brings the last graph back). Click to add vertices; <kbd>E</kbd> for edges.');
  });
  for (const b of document.querySelectorAll('[data-map]')) {
    b.addEventListener('click', () => { state.map = b.dataset.map; buildViews(); });
  }

  const gotoVertex = (value) => {
    const k = Number(String(value).trim());
    if (!Number.isInteger(k) || k - state.base < 0 || k - state.base >= model.n) {
      setStatus(`No vertex ${esc(value)}: vertices are ${state.base}..${model.n - 1 + state.base}.`, 'error');
      return;
    }
    if (copsShown()) { copsShown().click(k - state.base); return; }   // How many cops?'s map
    hooks().gotoVertex(k, gotoShift);
  };
  let gotoShift = false;
  $('goto-input').addEventListener('keydown', (e) => { gotoShift = e.shiftKey; });
  $('goto-form').addEventListener('submit', (e) => { e.preventDefault(); gotoVertex($('goto-input').value); });
  $('big-view').addEventListener('submit', (e) => { e.preventDefault(); gotoVertex($('big-goto-input').value); });

  $('position-body').addEventListener('click', (e) => hooks().onPanelClick(e));
}

// Where the two features differ: a click on a vertex in move mode (true: taken), the vertex
// box, the position panel, keys, and what an edit stops.
defineHooks('pair-graph', {
  clickVertex: (v, shift) => catMouse.clickVertex(v, shift),
  gotoVertex(k, shift) {
    // Keyboard users place the fixed token by number (Shift+Enter: the other token).
    if (!catMouse.solution) { setStatus('Solve first (<kbd>Enter</kbd>): the number then places the fixed token.'); return; }
    catMouse.clickVertex(k, !!shift);
  },
  onPanelClick(e) { const t = e.target.closest('[data-tt]'); if (t && !t.disabled) catMouse.explorer.onPanelClick(t); },
  onKey: (e, typing) => !typing && catMouse.onKey(e),
  stop: () => catMouse.stop(),
  autoSolveOk: () => catMouse.autoSolveOk,
});
defineHooks('graph', {
  clickVertex: () => false,
  gotoVertex(k) {
    const side = sides() === 2 ? (state.map === 'B' ? 1 : state.cursor !== null ? state.cursor & 1 : 0) : 0;
    selectVertex(k - state.base, side);
  },
  onPanelClick: tokenPanelClick,
  onKey: () => false,
  stop: () => {},
  autoSolveOk: () => true,
});
function tokenPanelClick(e) {
  {   // the token game's position panel: the cursor, the best line, play
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
  }
}

// Keys while a graph feature is shown (shell/keys.js asks first); true when handled. Cat and
// mouse's explorer takes its keys first; Ctrl+Z / Ctrl+Y undo the graph (not in a text field,
// which has its own undo); then the editor's shortcuts.
export function onKey(e, { typing }) {
  const ctrl = e.ctrlKey || e.metaKey;
  if (hooks().onKey(e, typing)) return true;
  if (ctrl && !e.altKey && /^[zZyY]$/.test(e.key)) {
    if (typing) return true;
    e.preventDefault();
    if (state.play) return true;
    if (e.key === 'y' || e.key === 'Y' || e.shiftKey) model.redo(); else model.undo();
    return true;
  }
  if (typing || ctrl || e.altKey) return false;
  switch (e.key) {
    case 'v': case 'V': setMode('vertex'); return true;
    case 'e': case 'E': setMode('edge'); return true;
    case 's': case 'S': setMode('move'); return true;
    case 'Escape':
      if (state.pending !== null) { state.pending = null; refresh(); setStatus('Edge cancelled.'); }
      else if (state.play) stopPlay();
      else if (state.mode !== 'move') setMode('move');
      else if (state.cursor !== null || state.selectedEdge) { state.cursor = null; state.selectedEdge = null; state.line = null; refresh(); }
      return true;
    case 'Delete': case 'Backspace': e.preventDefault(); deleteSelection(); return true;
    case 'ArrowLeft': if (state.line) { e.preventDefault(); stepLine(-1); } return true;
    case 'ArrowRight': if (state.line) { e.preventDefault(); stepLine(1); } return true;
    case 'l': case 'L': arrange(); return true;
    case 'f': case 'F': views.forEach((v) => v.fit()); return true;
    default: return false;
  }
}
