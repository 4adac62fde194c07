// Editing the graph on the views, for whichever game is on it (its adapter: graph-editor/
// state.js): selection, modes (select, vertex, edge), adding and deleting, going to a vertex
// by number, and what follows every change of the graph model (re-solve, save). The toolbar,
// the vertex box and the position panel's clicks are bound here; the game answers them.

import { $, esc, setStatus } from '../ui/page.js';
import { setApp, events } from '../shell/state.js';
import { GraphView } from '../kit/graph-view.js';
import { state, model, views, game, copsShown } from './state.js';
import { render as refresh, updateToolbar, scheduleSolve, loadGraph, arrange } from './feature.js';
import { syncPresetSelect } from './text-input.js';
import { LOOK, graphTools, hasTool } from '../kit/tools.js';

// The editor's modes as the kit's graph tools (select is Look): an embed offers Look alone.
const TOOL_OF_MODE = { move: LOOK, vertex: 'vertex', edge: 'edge' };
const offered = (tool) => hasTool(graphTools(), tool);
import { editorKeys, setKeyClick } from './keys.js';

// ---- the views ----------------------------------------------------------------------------
// The views the game asks for (alice-bob: one per start side shown), drawn afresh.
export function buildViews() {
  for (const v of views) v.destroy();
  views.length = 0;
  const host = $('views');
  host.textContent = '';
  const list = game().views();
  host.dataset.count = String(list.length);
  for (const { side, title } of list) {
    const view = new GraphView(host, { model, side, title, on: viewCallbacks(side) });
    view.el.dataset.side = String(side);
    view.setMode(state.mode);
    views.push(view);
  }
  refresh();
  requestAnimationFrame(() => views.forEach((v) => v.fit()));
}

function viewCallbacks(side) {
  return {
    clickVertex: (v, e) => onClickVertex(v, side, e),
    clickEdge: (k) => onClickEdge(k),
    clickBackground: (w) => onClickBackground(w),
    dblclickBackground: (w) => {
      if (state.mode !== 'edge' && !game().playing() && offered('vertex')) addVertexAt(w);
    },
    dragStart: () => {
      if (!game().playing()) model.remember();
    },
    dragMove: (v, x, y) => {
      if (!game().playing()) model.moveVertex(v, x, y);
    },
    dragEnd: () => updateToolbar(),
    wire: (a, b, w) => {
      if (game().playing() || !offered('edge')) return;
      if (b !== null) addEdge(a, b);
      else addVertexFrom(a, w);
      state.pending = null;
    },
  };
}

// ---- editing -------------------------------------------------------------------------------
setKeyClick((v, side, shift) => onClickVertex(v, side, { shiftKey: shift }));
export function onClickVertex(v, side, e) {
  if (game().playing()) {
    game().clickVertex(v, !!e?.shiftKey);
    return;
  } // a move in play
  if (state.mode === 'move' && copsShown()) {
    copsShown().click(v);
    return;
  } // How many cops?'s map
  if (state.mode === 'move' && game().clickVertex(v, !!e?.shiftKey)) return;
  if (state.mode === 'edge') {
    if (state.pending === null) {
      state.pending = v;
      setStatus(
        `Edge from ${v + state.base}: click the target vertex (the same vertex again for a self-loop), or Esc.`,
      );
      refresh();
    } else {
      const a = state.pending;
      state.pending = null;
      addEdge(a, v);
    }
    return;
  }
  game().select(v, side);
}

export function onClickEdge(k) {
  if (game().playing()) return;
  const e = model.edges[k];
  if (!e) return;
  state.selectedEdge = e.slice();
  game().deselect();
  setStatus(`Edge ${e[0] + state.base} → ${e[1] + state.base} selected: Delete removes it.`);
  refresh();
}

export function onClickBackground(w) {
  if (game().playing()) return;
  if (state.mode === 'vertex') {
    addVertexAt(w);
    return;
  }
  if (state.mode === 'edge' && state.pending !== null) {
    const a = state.pending;
    state.pending = null;
    addVertexFrom(a, w);
    return;
  }
  deselectAll();
}

// Drops the selected vertex (the game's) and edge (the editor's).
function deselectAll() {
  if (game().selected() === null && !state.selectedEdge) return;
  game().deselect();
  state.selectedEdge = null;
  refresh();
}

export function addVertexAt(w) {
  const v = model.addVertex(w.x, w.y);
  if (v >= 0) setStatus(`Added vertex ${v + state.base}.`);
}

// A new vertex at w with the edge a → it.
function addVertexFrom(a, w) {
  const v = model.addVertexFrom(a, w.x, w.y);
  setStatus(`Added vertex ${v + state.base} and the edge ${a + state.base} → ${v + state.base}.`);
}

export function addEdge(a, b) {
  if (model.addEdge(a, b))
    setStatus(
      a === b ? `Added the self-loop at ${a + state.base}.` : `Added the edge ${a + state.base} → ${b + state.base}.`,
    );
  else {
    setStatus(`The edge ${a + state.base} → ${b + state.base} is already there.`);
    refresh();
  }
}

export function deleteSelection() {
  if (model.isBig || game().playing() || !offered('edge')) return;
  if (state.selectedEdge) {
    const [a, b] = state.selectedEdge;
    state.selectedEdge = null;
    model.removeEdge(a, b);
    setStatus(`Deleted the edge ${a + state.base} → ${b + state.base}.`);
  } else if (game().selected() !== null) {
    const v = game().selected();
    game().deselect();
    model.removeVertex(v);
    setStatus(`Deleted vertex ${v + state.base}; the vertices after it moved down by one.`);
  }
}

export function setMode(mode) {
  if (model.isBig || game().playing() || !offered(TOOL_OF_MODE[mode])) return;
  state.mode = mode;
  state.pending = null;
  for (const v of views) v.setMode(mode);
  const hints = {
    move: 'Select: click a vertex to see its moves, drag to move it; drag empty space to pan.',
    vertex: 'Vertex mode: click empty space to add a vertex.',
    edge:
      'Edge mode: drag from one vertex to another (to empty space: a new vertex), or click two; the ' +
      'same one twice: a self-loop.',
  };
  setStatus(hints[mode]);
  refresh();
}

// Every structural change of the graph lands here (set up once at start): the selection
// that no longer exists goes, the 'edited' event tells the listeners (what changed, saved
// work), the views redraw, and the graph is solved again (auto-solve) or marked as changed.
export function watchModel() {
  model.onChange((kind, detail) => {
    const g = game(),
      feature = g.id;
    if (kind !== 'structure') {
      if (kind === 'layout') events.emit('edited', { feature, edit: 'layout', cause: 'user' });
      return;
    }
    const cause = detail?.cause ?? 'user';
    g.noteEdit(detail, cause);
    if (state.pending !== null && state.pending >= model.n) state.pending = null;
    if (state.selectedEdge && !model.hasEdge(...state.selectedEdge)) state.selectedEdge = null;
    g.afterEdit();
    events.emit('edited', { feature, edit: detail?.edit ?? 'local', cause });
    refresh();
    if ($('auto-solve').checked && !model.isBig && g.autoSolveOk()) scheduleSolve();
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

  const gotoVertex = (value) => {
    const k = Number(String(value).trim());
    if (!Number.isInteger(k) || k - state.base < 0 || k - state.base >= model.n) {
      setStatus(`No vertex ${esc(value)}: vertices are ${state.base}..${model.n - 1 + state.base}.`, 'error');
      return;
    }
    if (copsShown()) {
      copsShown().click(k - state.base);
      return;
    } // How many cops?'s map
    game().gotoVertex(k, gotoShift);
  };
  let gotoShift = false;
  $('goto-input').addEventListener('keydown', (e) => {
    gotoShift = e.shiftKey;
  });
  $('goto-form').addEventListener('submit', (e) => {
    e.preventDefault();
    gotoVertex($('goto-input').value);
  });
  $('big-view').addEventListener('submit', (e) => {
    e.preventDefault();
    gotoVertex($('big-goto-input').value);
  });

  $('position-body').addEventListener('click', (e) => game().onPanelClick(e));
}

// Keys while a game on the drawn graph is shown (shell/keys.js asks first); true when handled.
// The play keys and the views' cursor first (graph-editor/keys.js), then the game's own (its
// line); Ctrl+Z / Ctrl+Y undo the graph (not in a text
// field, which has its own undo); then the editor's shortcuts.
export function onKey(e, { typing }) {
  const ctrl = e.ctrlKey || e.metaKey;
  if (editorKeys.onKey(e, { typing })) return true;
  if (game().onKey(e, typing)) return true;
  if (ctrl && !e.altKey && /^[zZyY]$/.test(e.key)) {
    if (typing) return true;
    e.preventDefault();
    if (game().playing() || !offered('edge')) return true; // an embed's graph is not undone
    if (e.key === 'y' || e.key === 'Y' || e.shiftKey) model.redo();
    else model.undo();
    return true;
  }
  if (typing || ctrl || e.altKey) return false;
  switch (e.key) {
    case 'v':
    case 'V':
      setMode('vertex');
      return true;
    case 'e':
    case 'E':
      setMode('edge');
      return true;
    case 's':
    case 'S':
      setMode('move');
      return true;
    case 'Escape':
      if (state.pending !== null) {
        state.pending = null;
        refresh();
        setStatus('Edge cancelled.');
      } else if (state.mode !== 'move') setMode('move');
      else deselectAll();
      return true;
    case 'Delete':
    case 'Backspace':
      e.preventDefault();
      deleteSelection();
      return true;
    case 'l':
    case 'L':
      arrange();
      return true;
    case 'f':
    case 'F':
      views.forEach((v) => v.fit());
      return true;
    default:
      return false;
  }
}
